package mcp

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/verdicthq/verdict/api"
)

// The tool's schemas are the API's, taken from api/openapi.yaml when the
// package loads: the input schema is VerdictRequest, the output schema
// VerdictResponse, both rewritten from OpenAPI 3.0 to JSON Schema 2020-12
// (what MCP asks for). The input schema has every reference inlined, since
// some assistants do not follow $ref in the arguments they write, and its
// descriptions speak to a model (inputDescriptions); the output schema
// keeps its references under $defs.
var inputSchema, outputSchema = mustSchemas()

const componentPrefix = "#/components/schemas/"

// inputDescriptions replace the document's descriptions of the request,
// written for a client author, with what a model needs to write a good
// call.
var inputDescriptions = map[string]string{
	"": "A decision for Verdict to judge. Only decision is required.",
	"decision": "The decision in the user's own words, 20 to 6000 characters. A good decision text " +
		"names the options (\"take the Berlin job or stay in Porto\"), the figures that differ between " +
		"them (salary, price, time, distance), what matters most and in what order, hard limits " +
		"(\"must be under €400k\", \"by October\"), the time horizon and how reversible the choice is. " +
		"Paste tables, lists or an email thread as they are: line breaks are read as structure. " +
		"Keep every figure the user gave; do not summarise them away.",
	"mode": "Optional. DECIDE picks the best option; COMPARE ranks the options the user named side by " +
		"side; GRILL stress-tests a decision the user has already made (the verdict then says HOLDS, " +
		"SHAKY or REVERSE). Leave it out to let the engine infer it from the text. Upper case only.",
	"auto": "Optional, default true: the engine answers its own clarifying questions (horizon, " +
		"priorities, constraints, risk tolerance, reversibility) from the text. Set false only when " +
		"the user wants unanswered questions treated as neutral rather than guessed.",
	"answers": "Optional, at most 5: what the user said about a clarifying question, replacing the " +
		"engine's guess. Include only what the user actually said.",
	"answers[].q": "The question, or its id: options, priorities, horizon, constraints, risk_tolerance or reversibility.",
	"answers[].a": "The user's answer, in their words.",
}

func mustSchemas() (in, out map[string]any) {
	in, out, err := schemas(api.OpenAPI)
	if err != nil { // the embedded document is checked by every test run
		panic(fmt.Sprintf("adapters/mcp: tool schemas from api/openapi.yaml: %v", err))
	}
	return in, out
}

// schemas builds the tool's input and output schemas from an OpenAPI
// document.
func schemas(doc []byte) (in, out map[string]any, err error) {
	d, err := openapi3.NewLoader().LoadFromData(doc)
	if err != nil {
		return nil, nil, err
	}
	components := map[string]any{}
	for name, ref := range d.Components.Schemas {
		b, err := json.Marshal(ref)
		if err != nil {
			return nil, nil, err
		}
		var v any
		if err := json.Unmarshal(b, &v); err != nil {
			return nil, nil, err
		}
		components[name] = v
	}
	for _, name := range []string{"VerdictRequest", "VerdictResponse"} {
		if components[name] == nil {
			return nil, nil, fmt.Errorf("no %s schema", name)
		}
	}

	in, err = inline(components["VerdictRequest"], components, nil)
	if err != nil {
		return nil, nil, err
	}
	if err := describe(in, inputDescriptions); err != nil {
		return nil, nil, err
	}

	out = convert(components["VerdictResponse"]).(map[string]any)
	defs := map[string]any{}
	if err := collect(out, components, defs); err != nil {
		return nil, nil, err
	}
	out["$defs"] = defs
	return in, out, nil
}

// convert rewrites one OpenAPI 3.0 schema (decoded JSON) as JSON Schema
// 2020-12: references point into $defs, and nullable becomes a "null" type
// (or, on a schema without a type, an alternative).
func convert(v any) any {
	switch v := v.(type) {
	case []any:
		out := make([]any, len(v))
		for i, x := range v {
			out[i] = convert(x)
		}
		return out
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, x := range v {
			switch k {
			case "nullable", "example":
			case "$ref":
				out[k] = "#/$defs/" + strings.TrimPrefix(x.(string), componentPrefix)
			case "properties": // names, not schemas, at this level
				props := map[string]any{}
				for name, p := range x.(map[string]any) {
					props[name] = convert(p)
				}
				out[k] = props
			default:
				out[k] = convert(x)
			}
		}
		if v["nullable"] == true {
			switch t := out["type"].(type) {
			case string:
				out["type"] = []any{t, "null"}
			default:
				alt := map[string]any{}
				for _, k := range []string{"allOf", "anyOf", "oneOf", "$ref", "enum"} {
					if x, ok := out[k]; ok {
						alt[k] = x
						delete(out, k)
					}
				}
				out["anyOf"] = []any{alt, map[string]any{"type": "null"}}
			}
		}
		return out
	default:
		return v
	}
}

// collect adds to defs, converted, every component schema that s refers to,
// transitively.
func collect(s any, components, defs map[string]any) error {
	switch s := s.(type) {
	case []any:
		for _, x := range s {
			if err := collect(x, components, defs); err != nil {
				return err
			}
		}
	case map[string]any:
		for _, k := range slices.Sorted(maps.Keys(s)) {
			if k == "$ref" {
				name := strings.TrimPrefix(s[k].(string), "#/$defs/")
				if _, done := defs[name]; done {
					continue
				}
				c, ok := components[name]
				if !ok {
					return fmt.Errorf("unknown schema %s", name)
				}
				def := convert(c)
				defs[name] = def
				if err := collect(def, components, defs); err != nil {
					return err
				}
				continue
			}
			if err := collect(s[k], components, defs); err != nil {
				return err
			}
		}
	}
	return nil
}

// inline converts s with every reference replaced by the schema it names
// (the request has no recursion; seen guards against it).
func inline(s any, components map[string]any, seen []string) (map[string]any, error) {
	m, ok := convert(s).(map[string]any)
	if !ok {
		return nil, fmt.Errorf("schema is not an object")
	}
	var walk func(v any) (any, error)
	walk = func(v any) (any, error) {
		switch v := v.(type) {
		case []any:
			for i, x := range v {
				y, err := walk(x)
				if err != nil {
					return nil, err
				}
				v[i] = y
			}
			return v, nil
		case map[string]any:
			if ref, ok := v["$ref"].(string); ok {
				name := strings.TrimPrefix(ref, "#/$defs/")
				if slices.Contains(seen, name) {
					return nil, fmt.Errorf("recursive schema %s", name)
				}
				target, err := inline(components[name], components, append(seen, name))
				if err != nil {
					return nil, fmt.Errorf("%s: %w", name, err)
				}
				for k, x := range v { // siblings of $ref (a description) win
					if k != "$ref" {
						target[k] = x
					}
				}
				return target, nil
			}
			for k, x := range v {
				y, err := walk(x)
				if err != nil {
					return nil, err
				}
				v[k] = y
			}
			return v, nil
		default:
			return v, nil
		}
	}
	out, err := walk(m)
	if err != nil {
		return nil, err
	}
	return out.(map[string]any), nil
}

// describe sets the description of the schema at each path ("" the root,
// "answers" a property, "answers[].q" a property of its items); a path
// that names nothing is an error, so the descriptions cannot outlive a
// renamed field.
func describe(s map[string]any, descriptions map[string]string) error {
	for _, path := range slices.Sorted(maps.Keys(descriptions)) {
		target := s
		if path != "" {
			for _, part := range strings.Split(path, ".") {
				items := strings.HasSuffix(part, "[]")
				props, _ := target["properties"].(map[string]any)
				next, ok := props[strings.TrimSuffix(part, "[]")].(map[string]any)
				if items && ok {
					next, ok = next["items"].(map[string]any)
				}
				if !ok {
					return fmt.Errorf("input description for %q: no such field", path)
				}
				target = next
			}
		}
		target["description"] = descriptions[path]
	}
	return nil
}
