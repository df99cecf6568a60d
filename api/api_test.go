package api_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/verdicthq/verdict/api"
)

func TestOpenAPIDocumentIsValid(t *testing.T) {
	doc, err := openapi3.NewLoader().LoadFromData(api.OpenAPI)
	if err != nil {
		t.Fatal(err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatal(err)
	}
	if doc.OpenAPI != "3.0.3" || doc.Info.Version != "1.0" {
		t.Errorf("openapi %q, version %q", doc.OpenAPI, doc.Info.Version)
	}
	ids := map[string]bool{}
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			if op.OperationID == "" || ids[op.OperationID] {
				t.Errorf("%s %s: operationId %q missing or repeated", method, path, op.OperationID)
			}
			ids[op.OperationID] = true
		}
	}
	for _, id := range []string{"get_verdict", "fetch_verdict", "clarify", "list_keys", "create_key", "revoke_key"} {
		if !ids[id] {
			t.Errorf("no operation %s", id)
		}
	}
}

// TestGoldenSlipsMatchTheSlipSchema holds the engine's golden slips to the
// published Slip schema, so the engine and the document cannot drift
// apart even before a server test runs them.
func TestGoldenSlipsMatchTheSlipSchema(t *testing.T) {
	doc, err := openapi3.NewLoader().LoadFromData(api.OpenAPI)
	if err != nil {
		t.Fatal(err)
	}
	schema := doc.Components.Schemas["Slip"].Value
	files, err := filepath.Glob(filepath.Join("..", "application", "testdata", "golden", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no golden slips in application/testdata/golden: run go test ./application -run TestGoldenSlips -update")
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var v any
		if err := json.Unmarshal(b, &v); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if err := schema.VisitJSON(v); err != nil {
			t.Errorf("%s: %v", filepath.Base(f), err)
		}
	}
}
