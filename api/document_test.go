package api_test

import (
	"context"
	"crypto/sha256"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/verdicthq/verdict/api"
	"github.com/verdicthq/verdict/domain/decision"
)

// The document is written for a client author: these tests keep it so.

func load(t *testing.T) *openapi3.T {
	t.Helper()
	doc, err := openapi3.NewLoader().LoadFromData(api.OpenAPI)
	if err != nil {
		t.Fatal(err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatal(err)
	}
	return doc
}

// schemaVisit calls f on every schema reachable from the document's
// components and operations, each once, with a path naming where it is.
func schemaVisit(doc *openapi3.T, f func(path string, s *openapi3.Schema)) {
	seen := map[*openapi3.Schema]bool{}
	var walk func(path string, ref *openapi3.SchemaRef)
	walk = func(path string, ref *openapi3.SchemaRef) {
		if ref == nil || ref.Value == nil || seen[ref.Value] {
			return
		}
		s := ref.Value
		seen[s] = true
		f(path, s)
		for _, name := range slices.Sorted(maps.Keys(s.Properties)) {
			walk(path+"."+name, s.Properties[name])
		}
		walk(path+"[]", s.Items)
		walk(path+"{}", s.AdditionalProperties.Schema)
		for i, sub := range slices.Concat(s.AllOf, s.AnyOf, s.OneOf) {
			walk(fmt.Sprintf("%s/%d", path, i), sub)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(doc.Components.Schemas)) {
		walk(name, doc.Components.Schemas[name])
	}
	for _, name := range slices.Sorted(maps.Keys(doc.Components.Parameters)) {
		walk("parameter "+name, doc.Components.Parameters[name].Value.Schema)
	}
	for _, name := range slices.Sorted(maps.Keys(doc.Components.Headers)) {
		walk("header "+name, doc.Components.Headers[name].Value.Schema)
	}
	for _, op := range operations(doc) {
		for _, p := range op.Parameters {
			walk(op.OperationID+" "+p.Value.Name, p.Value.Schema)
		}
	}
}

func operations(doc *openapi3.T) []*openapi3.Operation {
	var out []*openapi3.Operation
	for _, path := range doc.Paths.InMatchingOrder() {
		item := doc.Paths.Value(path)
		for _, m := range slices.Sorted(maps.Keys(item.Operations())) {
			out = append(out, item.Operations()[m])
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].OperationID < out[j].OperationID })
	return out
}

func TestEveryNumberIsADouble(t *testing.T) {
	schemaVisit(load(t), func(path string, s *openapi3.Schema) {
		if s.Type.Is("number") && s.Format != "double" {
			t.Errorf("%s: type number without format double", path)
		}
	})
}

func TestModeIsOneNamedSchemaAndNoEnumListsNull(t *testing.T) {
	doc := load(t)
	mode := doc.Components.Schemas["Mode"].Value
	schemaVisit(doc, func(path string, s *openapi3.Schema) {
		for _, v := range s.Enum {
			if v == nil {
				t.Errorf("%s: enum lists null; say nullable: true", path)
			}
		}
		if s != mode && slices.ContainsFunc(s.Enum, func(v any) bool { return v == "GRILL" }) {
			t.Errorf("%s: an inline mode enum; $ref the Mode schema", path)
		}
	})
}

// Every property, parameter, tag, operation and security scheme says what
// it is for. A property that is a $ref is described by its schema.
func TestEverythingIsDescribed(t *testing.T) {
	doc := load(t)
	schemaVisit(doc, func(path string, s *openapi3.Schema) {
		for name, p := range s.Properties {
			if p.Value.Description == "" {
				t.Errorf("%s.%s: no description", path, name)
			}
		}
	})
	for _, tag := range doc.Tags {
		if tag.Description == "" {
			t.Errorf("tag %s: no description", tag.Name)
		}
	}
	for _, op := range operations(doc) {
		if op.Summary == "" || op.Description == "" {
			t.Errorf("operation %s: a summary and a description are both needed", op.OperationID)
		}
		for _, p := range op.Parameters {
			if p.Value.Description == "" {
				t.Errorf("operation %s: parameter %s has no description", op.OperationID, p.Value.Name)
			}
		}
	}
	for name, s := range doc.Components.SecuritySchemes {
		if s.Value.Description == "" || s.Value.BearerFormat == "" {
			t.Errorf("security scheme %s: description and bearerFormat are both needed", name)
		}
	}
	if doc.ExternalDocs == nil || doc.ExternalDocs.URL == "" {
		t.Error("no externalDocs")
	}
	if doc.Info.Contact == nil || doc.Info.Contact.URL == "" || doc.Info.License == nil || doc.Info.License.Name == "" {
		t.Error("info needs a contact and a license")
	}
}

// Every operation shows a request (its body, or its parameters) and a
// response, taken from a real run (see TestExamples).
func TestEveryOperationHasExamples(t *testing.T) {
	doc := load(t)
	for _, op := range operations(doc) {
		if op.RequestBody != nil {
			for mt, c := range op.RequestBody.Value.Content {
				if len(c.Examples) == 0 {
					t.Errorf("%s: the %s request body has no example", op.OperationID, mt)
				}
			}
		}
		for _, p := range op.Parameters {
			if len(p.Value.Examples) == 0 && p.Value.Example == nil {
				t.Errorf("%s: parameter %s has no example", op.OperationID, p.Value.Name)
			}
		}
		var shown bool
		for code, r := range op.Responses.Map() {
			if !strings.HasPrefix(code, "2") {
				continue
			}
			if len(r.Value.Content) == 0 {
				shown = true // 204: nothing to show
			}
			for _, c := range r.Value.Content {
				shown = shown || len(c.Examples) > 0
			}
		}
		if !shown {
			t.Errorf("%s: no example of its success response", op.OperationID)
		}
	}
}

// oapi-codegen names an operation's response wrapper <Operation>Response
// and its body <Operation>JSONRequestBody: no schema may take those names.
func TestNoSchemaCollidesWithAGeneratedWrapper(t *testing.T) {
	doc := load(t)
	for _, op := range operations(doc) {
		base := camel(op.OperationID)
		for _, generated := range []string{base + "Response", base + "JSONRequestBody", base + "Params"} {
			if _, ok := doc.Components.Schemas[generated]; ok {
				t.Errorf("schema %s collides with the type oapi-codegen generates for %s", generated, op.OperationID)
			}
		}
	}
}

func camel(id string) string {
	var b strings.Builder
	for _, part := range strings.Split(id, "_") {
		if part != "" {
			r := []rune(part)
			b.WriteString(string(unicode.ToUpper(r[0])) + string(r[1:]))
		}
	}
	return b.String()
}

// The weights-lock recipe the document gives a client is the one the
// engine uses, and its worked example is right.
func TestTheDocumentedWeightsLockRecipeIsTheEngines(t *testing.T) {
	doc := load(t)
	desc := doc.Components.Schemas["Slip"].Value.Properties["weights_lock"].Value.Properties["algorithm"].Value.Description
	if !strings.Contains(desc, "`"+decision.LockAlgorithm+"`") {
		t.Errorf("the algorithm's description does not quote decision.LockAlgorithm %q", decision.LockAlgorithm)
	}
	hash := decision.WeightsLock([]decision.Criterion{{ID: "cost", Weight: 0.5}, {ID: "time", Weight: 0.5}})
	if !strings.Contains(desc, hash) {
		t.Errorf("the worked example's hash is not %s", hash)
	}
}

// The input_hash and seed recipes the document gives reproduce the
// example run's slip, computed here from the document's words alone (the
// seed from the slip's own model).
func TestTheDocumentedHashRecipesReproduceTheExample(t *testing.T) {
	doc := load(t)
	req := doc.Components.Examples["get_verdict.request"].Value.Value.(map[string]any)
	slip := doc.Components.Examples["get_verdict.response"].Value.Value.(map[string]any)["slip"].(map[string]any)

	var canonical strings.Builder
	field := func(s string) { fmt.Fprintf(&canonical, "%d:%s;", len(s), s) }
	collapse := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	field(collapse(req["decision"].(string)))
	field(slip["mode"].(string))
	field("true") // auto omitted
	for _, a := range req["answers"].([]any) {
		field(collapse(a.(map[string]any)["q"].(string)))
		field(collapse(a.(map[string]any)["a"].(string)))
	}
	if got := fmt.Sprintf("%x", sha256.Sum256([]byte(canonical.String()))); got != slip["input_hash"] {
		t.Errorf("input_hash by the document's recipe %s, the slip says %s", got, slip["input_hash"])
	}

	engine := slip["engine"].(map[string]any)
	reasoner, pipeline, ok := strings.Cut(engine["version"].(string), "+pipeline.")
	if !ok {
		t.Fatalf("engine.version %q has no +pipeline.", engine["version"])
	}
	var model strings.Builder
	fmt.Fprintf(&model, "mode=%s\n", slip["mode"])
	for _, c := range slip["criteria"].([]any) {
		c := c.(map[string]any)
		fmt.Fprintf(&model, "c:%s=%.6f\n", c["id"], c["weight"])
	}
	ruledOut := map[string]bool{}
	for _, c := range slip["constraints"].([]any) {
		for _, r := range c.(map[string]any)["ruled_out"].([]any) {
			ruledOut[r.(map[string]any)["option_id"].(string)] = true
		}
	}
	for _, o := range slip["options"].([]any) {
		id := o.(map[string]any)["id"].(string)
		fmt.Fprintf(&model, "o:%s eligible=%t\n", id, !ruledOut[id])
	}
	for _, r := range slip["matrix"].(map[string]any)["rows"].([]any) {
		r := r.(map[string]any)
		for _, c := range r["cells"].([]any) {
			c := c.(map[string]any)
			fmt.Fprintf(&model, "x:%s/%s=%.2f,%.2f,%.2f,%s\n", r["option_id"], c["criterion_id"], c["low"], c["score"], c["high"], c["dist"])
		}
	}
	seed := sha256.Sum256([]byte("verdict/seed\x00" + engine["name"].(string) + "\x00" + reasoner + "\x00" + pipeline + "\x00" + model.String()))
	if got := fmt.Sprintf("%x", seed); got != slip["seed"] {
		t.Errorf("seed by the document's recipe %s, the slip says %s", got, slip["seed"])
	}

	var lock strings.Builder
	for _, c := range slip["criteria"].([]any) {
		c := c.(map[string]any)
		fmt.Fprintf(&lock, "%s=%.6f\n", c["id"], c["weight"])
	}
	if got := fmt.Sprintf("%x", sha256.Sum256([]byte(lock.String()))); got != slip["weights_lock"].(map[string]any)["hash"] {
		t.Errorf("weights lock by the document's recipe %s, the slip says %v", got, slip["weights_lock"])
	}
}
