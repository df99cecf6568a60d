// Package api holds Verdict's HTTP contract, api/openapi.yaml, embedded so
// the server can serve it and tests can enforce it.
package api

import _ "embed"

// OpenAPI is the OpenAPI 3.0.3 description of the HTTP API (version 1.0),
// served at GET /openapi.yaml. Tests validate every request and response
// of the HTTP adapter against it, so it cannot drift from the server.
//
//go:embed openapi.yaml
var OpenAPI []byte
