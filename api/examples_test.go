package api_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/cryptotest"
	"time"

	"github.com/getkin/kin-openapi/openapi3"

	httpadapter "github.com/verdicthq/verdict/adapters/http"
	"github.com/verdicthq/verdict/adapters/memory"
	"github.com/verdicthq/verdict/adapters/offline"
	"github.com/verdicthq/verdict/api"
	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/application/apptest"
)

// The examples of openapi.yaml (components/examples, between the markers)
// are the exchanges of a real run of the server, made by freshRun below.
//
// Every run of this test makes the exchanges again and checks that each
// example in the document validates against its schema and has the shape
// of the fresh exchange: the same fields, recursively, with the same JSON
// types (maps keyed by option ids compared by their values only). It does
// not compare the words: the engine's reading and phrasing change with its
// version, and a slip written by an older engine is still a true example
// of the contract. When the words differ the test says so in its log;
// `go test ./api -run TestExamples -update` rewrites the block from the
// fresh run (the run is deterministic: fixed clock, seeded crypto/rand, so
// an update with no engine change rewrites nothing).
var update = flag.Bool("update", false, "rewrite the generated examples in openapi.yaml from a fresh run")

const (
	examplesBegin = "  # BEGIN GENERATED EXAMPLES\n"
	examplesEnd   = "  # END GENERATED EXAMPLES\n"
)

// example is one entry of components/examples.
type example struct {
	name, summary string
	schema        string // the component schema the value follows; "" for text and parameters
	value         any    // decoded JSON, or a string
	raw           []byte // the JSON as the server wrote it (indented), nil for a string
}

const exampleDecision = "Should I take the Berlin job at 95k or stay in Porto at 52k near my friends?"

// secondDecision is a second run's, so the list of runs has a next page.
const secondDecision = "Should I renew the lease on my flat in town at 1,400 a month or buy the small house outside town?"

// freshRun drives an in-process server through every operation and
// returns the exchanges worth showing, in the document's order.
func freshRun(t *testing.T) []example {
	t.Helper()
	cryptotest.SetGlobalRandom(t, 1) // ids, keys, slugs and request ids repeat run after run
	clock := apptest.NewClock(time.Date(2026, 11, 23, 9, 30, 0, 0, time.UTC))
	app := application.New(application.Deps{
		Store:    memory.New(),
		Reasoner: offline.New(),
		Clock:    clock,
		Config:   application.Config{PublicURL: "https://verdict.example.com", ClarifyPerHour: 1},
	})
	const adminToken = "admin-token-from-VERDICT_ADMIN_TOKEN"
	h := httpadapter.NewHandler(app, httpadapter.Options{AdminToken: adminToken})

	var out []example
	call := func(method, path, key, body string, wantStatus int, header ...string) []byte {
		t.Helper()
		clock.Advance(2 * time.Second)
		req := httptest.NewRequestWithContext(context.Background(), method, path, strings.NewReader(body))
		if body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		if key != "" {
			req.Header.Set("Authorization", "Bearer "+key)
		}
		for i := 0; i+1 < len(header); i += 2 {
			req.Header.Set(header[i], header[i+1])
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != wantStatus {
			t.Fatalf("%s %s: %d, want %d: %s", method, path, rec.Code, wantStatus, rec.Body)
		}
		return rec.Body.Bytes()
	}
	add := func(name, summary, schema string, body []byte) {
		t.Helper()
		var v any
		if err := json.Unmarshal(body, &v); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out = append(out, example{name: name, summary: summary, schema: schema, value: v, raw: []byte(layout(body, ""))})
	}
	text := func(name, summary, value string) {
		out = append(out, example{name: name, summary: summary, value: value})
	}
	field := func(body []byte, name string) string {
		t.Helper()
		var m map[string]any
		if err := json.Unmarshal(body, &m); err != nil {
			t.Fatal(err)
		}
		s, _ := m[name].(string)
		return s
	}

	// Admin: an account, a grant, a second key.
	reqBody := `{"name": "Acme Research", "credits": 3}`
	add("admin_create_account.request", "An account with 3 credits", "AdminAccountRequest", []byte(reqBody))
	res := call(http.MethodPost, "/admin/v1/accounts", adminToken, reqBody, http.StatusCreated)
	add("admin_create_account.response", "The account and its first key, shown once", "AdminAccount", res)
	accountID, key := field(res, "id"), field(res, "api_key")
	text("account_id", "An account id", accountID)
	reqBody = `{"amount": 50}`
	add("admin_grant_credits.request", "50 more credits", "AdminGrantRequest", []byte(reqBody))
	res = call(http.MethodPost, "/admin/v1/accounts/"+accountID+"/credits", adminToken, reqBody, http.StatusOK)
	add("admin_grant_credits.response", "The new balance", "AdminBalance", res)
	res = call(http.MethodPost, "/admin/v1/accounts/"+accountID+"/keys", adminToken, "", http.StatusCreated)
	add("admin_create_key.response", "A second key, shown once", "AdminKey", res)

	// Verdicts: a free preview, then a run, then the run fetched.
	reqBody = `{"decision": "` + exampleDecision + `"}`
	add("clarify.request", "A decision to preview", "VerdictRequest", []byte(reqBody))
	res = call(http.MethodPost, "/api/v1/clarify", key, reqBody, http.StatusOK)
	add("clarify.response", "The engine's questions and suggested answers", "Clarification", res)
	res = call(http.MethodPost, "/api/v1/clarify", key, reqBody, http.StatusTooManyRequests)
	add("problem.rate_limited", "The key's clarify quota is used up", "Problem", res)

	reqBody = `{"decision": "` + exampleDecision + `", "answers": [{"q": "horizon", "a": "five years"}]}`
	const idem = "order-7f3c1e"
	text("idempotency_key", "A key chosen by the caller", idem)
	add("get_verdict.request", "A decision with one answer of the caller's", "VerdictRequest", []byte(reqBody))
	res = call(http.MethodPost, "/api/v1/verdict", key, reqBody, http.StatusOK, "Idempotency-Key", idem)
	add("get_verdict.response", "The completed run and its slip", "VerdictResponse", res)
	slug := field(res, "slug")
	text("fetch_verdict.slug", "The slug get_verdict returned", slug)
	res = call(http.MethodGet, "/api/v1/verdict?slug="+slug, key, "", http.StatusOK)
	add("fetch_verdict.response", "The run, complete", "FetchResponse", res)
	publish := `{"published": true}`
	add("publish_verdict.request", "Show the slip page to anyone with its URL", "PublishRequest", []byte(publish))
	res = call(http.MethodPatch, "/api/v1/verdict?slug="+slug, key, publish, http.StatusOK)
	add("publish_verdict.response", "The run, now published", "FetchResponse", res)
	call(http.MethodPost, "/api/v1/verdict", key, `{"decision": "`+secondDecision+`"}`, http.StatusOK)
	res = call(http.MethodGet, "/api/v1/verdicts?limit=1", key, "", http.StatusOK)
	add("list_verdicts.response", "The newest run, and the cursor of the next page", "RunList", res)
	add("list_verdicts.limit", "One run per page", "", []byte("1"))
	text("list_verdicts.cursor", "The next_cursor of the page before", field(res, "next_cursor"))
	call(http.MethodGet, "/api/v1/verdicts?limit=1&cursor="+field(res, "next_cursor"), key, "", http.StatusOK)

	// Keys: one more, the list, and a revocation.
	res = call(http.MethodPost, "/api/v1/keys", key, "", http.StatusCreated)
	add("create_key.response", "A new key, shown once", "NewKey", res)
	keyID := field(res, "id")
	res = call(http.MethodGet, "/api/v1/keys", key, "", http.StatusOK)
	add("list_keys.response", "Three active keys", "KeyList", res)
	text("revoke_key.id", "A key's id (not the key)", keyID)
	call(http.MethodDelete, "/api/v1/keys/"+keyID, key, "", http.StatusNoContent)

	// Problems.
	res = call(http.MethodPost, "/api/v1/verdict", key, `{"decision": "Too short", "mode": "decide"}`, http.StatusUnprocessableEntity)
	add("problem.invalid_request", "Two broken fields, each with a JSON Pointer", "Problem", res)
	res = call(http.MethodGet, "/api/v1/verdict?slug=AAAAAAAAAAAAAAAAAAAAAA", key, "", http.StatusNotFound)
	add("problem.not_found", "A slug that does not exist, or is another account's", "Problem", res)
	res = call(http.MethodGet, "/api/v1/keys", "", "", http.StatusUnauthorized)
	add("problem.unauthorized", "No Authorization header", "Problem", res)
	res = call(http.MethodPut, "/api/v1/keys", key, "", http.StatusMethodNotAllowed)
	add("problem.method_not_allowed", "PUT on a path that has GET and POST (Allow: GET, POST)", "Problem", res)
	broke, err := app.CreateAccount.Do(context.Background(), "Broke Ltd", 0)
	if err != nil {
		t.Fatal(err)
	}
	res = call(http.MethodPost, "/api/v1/verdict", broke.Key.Plaintext, reqBody, http.StatusPaymentRequired)
	add("problem.insufficient_credits", "An account with no credit left", "Problem", res)

	// Operations.
	res = call(http.MethodGet, "/healthz", "", "", http.StatusOK)
	add("healthz.response", "Serving", "Health", res)
	res = call(http.MethodGet, "/readyz", "", "", http.StatusOK)
	add("readyz.response", "The store answers", "Health", res)
	res = call(http.MethodGet, "/metrics", "", "", http.StatusOK)
	text("metrics.response", "The request counters (the exposition has more)", metricLines(res, "verdict_http_requests_total"))
	res = call(http.MethodGet, "/openapi.yaml", "", "", http.StatusOK)
	text("get_openapi.response", "The start of this document", strings.Join(strings.SplitAfterN(string(res), "\n", 5)[:4], "")+"…\n")
	return out
}

// layout writes JSON as the server wrote it (same member order, same
// escapes), indented, but with any object or array that fits in 100
// columns on one line, so a slip reads as a page and not as 4,000 lines.
func layout(raw []byte, indent string) string {
	var compact bytes.Buffer
	if err := json.Compact(&compact, raw); err != nil {
		return string(raw)
	}
	c := compact.String()
	if len(indent)+len(c) <= 100 || (c[0] != '{' && c[0] != '[') {
		return c
	}
	dec := json.NewDecoder(bytes.NewReader(compact.Bytes()))
	open, _ := dec.Token()
	inner := indent + "  "
	var parts []string
	for dec.More() {
		prefix := ""
		if open == json.Delim('{') {
			k, _ := dec.Token()
			prefix = quote(k.(string)) + ": "
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return c
		}
		parts = append(parts, inner+prefix+layout(v, inner))
	}
	closer := "]"
	if open == json.Delim('{') {
		closer = "}"
	}
	return fmt.Sprint(open) + "\n" + strings.Join(parts, ",\n") + "\n" + indent + closer
}

// metricLines keeps the exposition's lines about one metric.
func metricLines(exposition []byte, metric string) string {
	var b strings.Builder
	sc := bufio.NewScanner(bytes.NewReader(exposition))
	for sc.Scan() {
		line := sc.Text()
		name := strings.TrimPrefix(strings.TrimPrefix(line, "# HELP "), "# TYPE ")
		if strings.HasPrefix(name, metric+" ") || strings.HasPrefix(name, metric+"{") {
			b.WriteString(line + "\n")
		}
	}
	return b.String()
}

// render writes the examples as the YAML block between the markers.
func render(examples []example) string {
	var b strings.Builder
	b.WriteString(examplesBegin)
	b.WriteString("  examples:\n")
	for _, e := range examples {
		fmt.Fprintf(&b, "    %s:\n      summary: %s\n", e.name, quote(e.summary))
		switch v := e.value.(type) {
		case string:
			if strings.Contains(v, "\n") {
				b.WriteString("      value: |\n")
				for _, l := range strings.SplitAfter(v, "\n") {
					if l != "" {
						b.WriteString("        " + l)
					}
				}
			} else {
				fmt.Fprintf(&b, "      value: %s\n", quote(v))
			}
		default:
			b.WriteString("      value:\n")
			for _, l := range strings.Split(string(e.raw), "\n") {
				b.WriteString("        " + l + "\n")
			}
		}
	}
	b.WriteString(examplesEnd)
	return b.String()
}

func quote(s string) string {
	q, _ := json.Marshal(s)
	return string(q)
}

// shape is v's structure under schema s: object fields and JSON types,
// recursively; an object that is a map (additionalProperties only) is
// shaped by its values, since its keys are data (option ids).
func shape(v any, s *openapi3.Schema) string {
	if s != nil && len(s.AllOf) == 1 && s.AllOf[0].Value != nil {
		s = s.AllOf[0].Value
	}
	switch x := v.(type) {
	case nil:
		return "null"
	case bool:
		return "bool"
	case float64:
		return "number"
	case string:
		return "string"
	case []any:
		var item *openapi3.Schema
		if s != nil && s.Items != nil {
			item = s.Items.Value
		}
		set := map[string]bool{}
		for _, e := range x {
			set[shape(e, item)] = true
		}
		return "[" + strings.Join(slices.Sorted(maps.Keys(set)), "|") + "]"
	case map[string]any:
		if s != nil && len(s.Properties) == 0 && s.AdditionalProperties.Schema != nil {
			set := map[string]bool{}
			for _, e := range x {
				set[shape(e, s.AdditionalProperties.Schema.Value)] = true
			}
			return "{*:" + strings.Join(slices.Sorted(maps.Keys(set)), "|") + "}"
		}
		var parts []string
		for _, k := range slices.Sorted(maps.Keys(x)) {
			var prop *openapi3.Schema
			if s != nil && s.Properties[k] != nil {
				prop = s.Properties[k].Value
			}
			parts = append(parts, k+":"+shape(x[k], prop))
		}
		return "{" + strings.Join(parts, ",") + "}"
	}
	return fmt.Sprintf("%T", v)
}

func TestExamples(t *testing.T) {
	fresh := freshRun(t)
	block := render(fresh)

	doc := api.OpenAPI
	begin, end := bytes.Index(doc, []byte(examplesBegin)), bytes.Index(doc, []byte(examplesEnd))
	if begin < 0 || end < begin {
		t.Fatal("openapi.yaml lacks the generated examples' markers")
	}
	current := string(doc[begin : end+len(examplesEnd)])
	if *update {
		if current != block {
			next := slices.Concat(doc[:begin], []byte(block), doc[end+len(examplesEnd):])
			if err := os.WriteFile("openapi.yaml", next, 0o644); err != nil {
				t.Fatal(err)
			}
			t.Log("openapi.yaml: examples rewritten from a fresh run; rerun the tests")
		}
		return
	}

	loaded, err := openapi3.NewLoader().LoadFromData(doc)
	if err != nil {
		t.Fatal(err)
	}
	if err := loaded.Validate(context.Background()); err != nil {
		t.Fatalf("the document (examples included) is not valid: %v", err)
	}
	seen := map[string]bool{}
	for _, e := range fresh {
		seen[e.name] = true
		ref := loaded.Components.Examples[e.name]
		if ref == nil || ref.Value == nil {
			t.Errorf("example %s is missing: go test ./api -run TestExamples -update", e.name)
			continue
		}
		got := ref.Value.Value
		var schema *openapi3.Schema
		if e.schema != "" {
			schema = loaded.Components.Schemas[e.schema].Value
			if err := schema.VisitJSON(got); err != nil {
				t.Errorf("example %s does not match schema %s: %v", e.name, e.schema, err)
			}
		}
		if a, b := shape(got, schema), shape(e.value, schema); a != b {
			t.Errorf("example %s no longer has the shape of a fresh run: go test ./api -run TestExamples -update\n have %s\n want %s", e.name, a, b)
		}
	}
	for name := range loaded.Components.Examples {
		if !seen[name] {
			t.Errorf("example %s is not made by the fresh run: remove it (go test ./api -run TestExamples -update)", name)
		}
	}
	if current != block {
		t.Log("the examples' words differ from a fresh run (the engine changed); go test ./api -run TestExamples -update refreshes them")
	}
}

// TestShapeSeesStructureNotWords is the test of the comparison: a changed
// word or option id keeps the shape, a missing or retyped field does not.
func TestShapeSeesStructureNotWords(t *testing.T) {
	loaded, err := openapi3.NewLoader().LoadFromData(api.OpenAPI)
	if err != nil {
		t.Fatal(err)
	}
	sim := loaded.Components.Schemas["Simulation"].Value.Properties["win_probability"].Value
	decode := func(s string) any {
		var v any
		if err := json.Unmarshal([]byte(s), &v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	base := shape(decode(`{"berlin": 0.6, "porto": 0.4}`), sim)
	if got := shape(decode(`{"stay": 0.1, "go": 0.5, "wait": 0.4}`), sim); got != base {
		t.Errorf("other option ids change the shape: %s vs %s", got, base)
	}
	clar := loaded.Components.Schemas["Clarified"].Value
	a := shape(decode(`{"id": "horizon", "q": "How long?", "a": "5 years", "source": "caller"}`), clar)
	if b := shape(decode(`{"id": "options", "q": "Which?", "a": "two", "source": "engine"}`), clar); a != b {
		t.Errorf("other words change the shape: %s vs %s", a, b)
	}
	for _, changed := range []string{
		`{"id": "horizon", "q": "How long?", "a": "5 years"}`,
		`{"id": "horizon", "q": "How long?", "a": 5, "source": "caller"}`,
		`{"id": "horizon", "q": "How long?", "a": "5 years", "source": "caller", "confidence": 0.5}`,
	} {
		if shape(decode(changed), clar) == a {
			t.Errorf("%s has the same shape as the original", changed)
		}
	}
}
