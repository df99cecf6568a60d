package mcp

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/google/jsonschema-go/jsonschema"

	"github.com/verdicthq/verdict/api"
	"github.com/verdicthq/verdict/client"
)

func resolve(t *testing.T, s map[string]any) *jsonschema.Resolved {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var js jsonschema.Schema
	if err := json.Unmarshal(b, &js); err != nil {
		t.Fatal(err)
	}
	r, err := js.Resolve(nil)
	if err != nil {
		t.Fatalf("the schema does not resolve: %v", err)
	}
	return r
}

func example(t *testing.T, name string) map[string]any {
	t.Helper()
	doc, err := openapi3.NewLoader().LoadFromData(api.OpenAPI)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(doc.Components.Examples[name].Value.Value)
	if err != nil {
		t.Fatal(err)
	}
	var v map[string]any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

// The tool's schemas are the document's request and response as JSON
// Schema: they accept the document's own examples and refuse what the
// document refuses.
func TestSchemasAreTheDocuments(t *testing.T) {
	t.Parallel()
	in, out := resolve(t, inputSchema), resolve(t, outputSchema)
	if strings.Contains(string(must(json.Marshal(inputSchema))), "$ref") {
		t.Error("the input schema has references left")
	}
	req := example(t, "get_verdict.request")
	if err := in.Validate(req); err != nil {
		t.Errorf("the request example: %v", err)
	}
	for name, bad := range map[string]map[string]any{
		"lower-case mode": {"decision": req["decision"], "mode": "decide"},
		"unknown field":   {"decision": req["decision"], "mood": "bold"},
		"short decision":  {"decision": "Too short"},
		"six answers":     {"decision": req["decision"], "answers": []any{qa(), qa(), qa(), qa(), qa(), qa()}},
		"empty answer":    {"decision": req["decision"], "answers": []any{map[string]any{"q": "horizon", "a": ""}}},
		"no decision":     {},
	} {
		if err := in.Validate(bad); err == nil {
			t.Errorf("the input schema accepts a request with %s", name)
		}
	}

	res := example(t, "get_verdict.response")
	if err := out.Validate(res); err != nil {
		t.Errorf("the response example: %v", err)
	}
	res["extra"] = 1
	if err := out.Validate(res); err == nil {
		t.Error("the output schema accepts an unknown field")
	}
	delete(res, "extra")
	res["slip"].(map[string]any)["mode"] = "decide"
	if err := out.Validate(res); err == nil {
		t.Error("the output schema accepts a lower-case mode in the slip")
	}
}

func qa() map[string]any { return map[string]any{"q": "horizon", "a": "a year"} }

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// nullable becomes a null type or, beside a reference, a null
// alternative; references point into $defs.
func TestConvert(t *testing.T) {
	t.Parallel()
	var run any
	_ = json.Unmarshal([]byte(`{"type":"object","properties":{
		"completed_at":{"type":"string","nullable":true},
		"mode":{"allOf":[{"$ref":"#/components/schemas/Mode"}],"nullable":true,"description":"d"},
		"slug":{"$ref":"#/components/schemas/Slug"}}}`), &run)
	got := string(must(json.Marshal(convert(run))))
	for _, want := range []string{
		`"completed_at":{"type":["string","null"]}`,
		`"mode":{"anyOf":[{"allOf":[{"$ref":"#/$defs/Mode"}]},{"type":"null"}],"description":"d"}`,
		`"slug":{"$ref":"#/$defs/Slug"}`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("%s lacks %s", got, want)
		}
	}
	if strings.Contains(got, "nullable") {
		t.Errorf("nullable left in %s", got)
	}
}

// A description for a field the request does not have is an error, so
// the model-facing words cannot outlive a renamed field.
func TestDescribeRefusesAnUnknownField(t *testing.T) {
	t.Parallel()
	s := map[string]any{"properties": map[string]any{"decision": map[string]any{}}}
	if err := describe(s, map[string]string{"decision": "d"}); err != nil {
		t.Fatal(err)
	}
	if err := describe(s, map[string]string{"desicion": "d"}); err == nil {
		t.Error("an unknown field was described")
	}
}

// Arguments that do not fit the request's shape are an invalid_request
// naming the field by JSON Pointer, as the API names it.
func TestArguments(t *testing.T) {
	t.Parallel()
	for raw, want := range map[string]string{
		`{"decision":"x","mood":1}`:            "1 field breaks a rule: /mood is not a known field.",
		`{"decision":7}`:                       "1 field breaks a rule: /decision must be of type string.",
		`{"decision":"x","answers":[{"q":1}]}`: "1 field breaks a rule: /answers/q must be of type string.", // encoding/json names no index
		`{"decision":"x","auto":"yes"}`:        "1 field breaks a rule: /auto must be of type boolean.",
		`["decision"]`:                         "1 field breaks a rule: the arguments must be a JSON object.",
	} {
		_, err := arguments(json.RawMessage(raw))
		var e *client.Error
		if !errors.As(err, &e) || e.Code != client.CodeInvalidRequest || e.Detail != want {
			t.Errorf("%s: %v, want %q", raw, err, want)
		}
	}
	for _, raw := range []string{``, `null`, `{}`} {
		if req, err := arguments(json.RawMessage(raw)); err != nil || req.Decision != "" {
			t.Errorf("%q: %+v %v (the API says what is missing)", raw, req, err)
		}
	}
}

func TestSummary(t *testing.T) {
	t.Parallel()
	v := &client.VerdictResponse{
		URL: "https://v.example/v/abc", CreditsRemaining: 1,
		Slip: client.Slip{
			Headline:   "Keep the current plan.",
			Verdict:    client.SlipVerdict{GrillVerdict: "HOLDS"},
			Simulation: client.Simulation{Futures: 5000},
			Podium: []client.Place{
				{Rank: 1, Label: "Keep it", WinProbability: 0.9971},
				{Rank: 2, Label: "Drop it", WinProbability: 0.0029},
			},
		},
	}
	want := "Keep the current plan. (GRILL: HOLDS)\n" +
		"1. Keep it — wins in >99% of 5000 simulated futures\n" +
		"2. Drop it — wins in <1% of 5000 simulated futures\n" +
		"https://v.example/v/abc\n" +
		"1 credit left."
	if got := Summary(v); got != want {
		t.Errorf("summary\n%s\nwant\n%s", got, want)
	}
}
