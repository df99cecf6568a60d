package client_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/verdicthq/verdict/api"
	"github.com/verdicthq/verdict/client"
)

// methods maps every /api/v1 operation of api/openapi.yaml to the
// client's method for it: the one place to change when an operation is
// added or renamed.
var methods = map[string]string{
	"get_verdict":     "Verdict",
	"fetch_verdict":   "Fetch",
	"clarify":         "Clarify",
	"list_verdicts":   "ListVerdicts",
	"publish_verdict": "SetPublished",
	"list_keys":       "ListKeys",
	"create_key":      "CreateKey",
	"revoke_key":      "RevokeKey",
}

// bodies maps every schema an /api/v1 operation answers with (and the
// slip) to the client's type for it.
var bodies = map[string]func() any{
	"Slip":            func() any { return new(client.Slip) },
	"VerdictResponse": func() any { return new(client.VerdictResponse) },
	"FetchResponse":   func() any { return new(client.FetchResponse) },
	"Clarification":   func() any { return new(client.Clarification) },
	"RunList":         func() any { return new(client.RunList) },
	"KeyList":         func() any { return new(client.KeyList) },
	"NewKey":          func() any { return new(client.NewKey) },
	"Problem":         func() any { return new(client.Problem) },
}

func loadDocument(t *testing.T) *openapi3.T {
	t.Helper()
	doc, err := openapi3.NewLoader().LoadFromData(api.OpenAPI)
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// apiOperations lists the document's /api/v1 operations.
func apiOperations(doc *openapi3.T) map[string]*openapi3.Operation {
	ops := map[string]*openapi3.Operation{}
	for path, item := range doc.Paths.Map() {
		if !strings.HasPrefix(path, "/api/v1/") {
			continue
		}
		for _, op := range item.Operations() {
			ops[op.OperationID] = op
		}
	}
	return ops
}

// Every /api/v1 operation of the document has a client method, and every
// operation the client names is in the document.
func TestEveryOperationHasAMethod(t *testing.T) {
	t.Parallel()
	ops := apiOperations(loadDocument(t))
	typ := reflect.TypeFor[*client.Client]()
	for _, id := range slices.Sorted(maps.Keys(ops)) {
		name, ok := methods[id]
		if !ok {
			t.Errorf("operation %s has no client method (add one, and a line to methods)", id)
			continue
		}
		m, ok := typ.MethodByName(name)
		if !ok {
			t.Errorf("operation %s: *client.Client has no method %s", id, name)
			continue
		}
		if m.Type.NumIn() < 2 || m.Type.In(1).String() != "context.Context" {
			t.Errorf("%s does not take a context first", name)
		}
	}
	for id := range methods {
		if ops[id] == nil {
			t.Errorf("the client has a method for %s, which the document does not list", id)
		}
	}
	if len(ops) == 0 {
		t.Error("found no /api/v1 operation in the document")
	}
}

// responseSchemas calls f with every schema name an /api/v1 operation
// answers with and every example of it.
func responseSchemas(t *testing.T, f func(op, status, schema string, examples openapi3.Examples)) {
	t.Helper()
	for id, op := range apiOperations(loadDocument(t)) {
		for status, r := range op.Responses.Map() {
			for _, c := range r.Value.Content {
				ref := c.Schema.Ref
				if ref == "" {
					t.Errorf("%s %s: an inline response schema; name it in components", id, status)
					continue
				}
				f(id, status, strings.TrimPrefix(ref, "#/components/schemas/"), c.Examples)
			}
		}
	}
}

// roundTrip decodes raw strictly into a new value of the client's type
// for schema and returns it encoded again, so a caller can compare: a
// field the client lacks fails the decoding; one it spells, types or
// omits differently changes the JSON.
func roundTrip(schema string, raw []byte) ([]byte, error) {
	mk, ok := bodies[schema]
	if !ok {
		return nil, fmt.Errorf("schema %s has no client type (add one to bodies)", schema)
	}
	v := mk()
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return nil, fmt.Errorf("the client cannot decode it strictly as %s: %w", schema, err)
	}
	return json.Marshal(v)
}

// sameContent reports whether a round trip kept the content of raw
// (object members in any order).
func sameContent(schema string, raw []byte) error {
	again, err := roundTrip(schema, raw)
	if err != nil {
		return err
	}
	var want, got any
	if err := json.Unmarshal(raw, &want); err != nil {
		return err
	}
	if err := json.Unmarshal(again, &got); err != nil {
		return err
	}
	if !reflect.DeepEqual(want, got) {
		return fmt.Errorf("the client's %s does not encode back to the same JSON\n want %s\n  got %s", schema, clip(string(raw)), clip(string(again)))
	}
	return nil
}

// sameBytes reports whether a round trip gave back raw's bytes exactly
// (white space aside): the client's members are in the server's order.
func sameBytes(schema string, raw []byte) error {
	again, err := roundTrip(schema, raw)
	if err != nil {
		return err
	}
	var want bytes.Buffer
	if err := json.Compact(&want, raw); err != nil {
		return err
	}
	if !bytes.Equal(want.Bytes(), again) {
		return fmt.Errorf("the client's %s does not encode back to the same bytes\n want %s\n  got %s", schema, clip(want.String()), clip(string(again)))
	}
	return nil
}

func clip(s string) string {
	if len(s) > 600 {
		return s[:600] + "…"
	}
	return s
}

// Every example response of the document (each a real exchange, made by
// api's TestExamples) decodes strictly into the client's type and encodes
// back to the same JSON; and every response schema has a client type.
func TestEveryExampleResponseDecodesStrictly(t *testing.T) {
	t.Parallel()
	var n int
	responseSchemas(t, func(op, status, schema string, examples openapi3.Examples) {
		if _, ok := bodies[schema]; !ok {
			t.Errorf("%s %s: schema %s has no client type (add one to bodies)", op, status, schema)
		}
		for name, ex := range examples {
			raw, err := json.Marshal(ex.Value.Value)
			if err != nil {
				t.Fatal(err)
			}
			if err := sameContent(schema, raw); err != nil {
				t.Errorf("%s %s example %s: %v", op, status, name, err)
			}
			n++
		}
	})
	if n < 6 {
		t.Errorf("decoded %d examples; the document has more", n)
	}
}

// The engine's golden slips — two dozen decisions, every mode, with
// constraints, facts and grill verdicts — decode strictly into client.Slip
// and encode back byte for byte.
func TestGoldenSlipsRoundTrip(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob(filepath.Join("..", "application", "testdata", "golden", "*.json"))
	if err != nil || len(files) < 10 {
		t.Fatalf("golden slips: %v (%d files)", err, len(files))
	}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := sameBytes("Slip", raw); err != nil {
			t.Errorf("%s: %v", filepath.Base(f), err)
		}
	}
}

// The round trip is not blind: an unknown field, a missing one and a
// retyped one are all reported, and member order counts for sameBytes.
func TestTheRoundTripCatchesDrift(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ name, raw string }{
		{"unknown field", `{"clarified":[],"mode":"DECIDE","credits_remaining":1,"extra":true}`},
		{"missing field", `{"clarified":[],"credits_remaining":1}`},
		{"retyped field", `{"clarified":[],"mode":"DECIDE","credits_remaining":"1"}`},
	} {
		if err := sameContent("Clarification", []byte(tc.raw)); err == nil {
			t.Errorf("%s: not reported", tc.name)
		}
	}
	reordered := `{"mode":"DECIDE","clarified":[],"credits_remaining":1}`
	if err := sameContent("Clarification", []byte(reordered)); err != nil {
		t.Errorf("another member order is the same content: %v", err)
	}
	if err := sameBytes("Clarification", []byte(reordered)); err == nil {
		t.Error("another member order is not the same bytes")
	}
}
