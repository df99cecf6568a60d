package http_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"

	httpadapter "github.com/verdicthq/verdict/adapters/http"
	"github.com/verdicthq/verdict/adapters/memory"
	"github.com/verdicthq/verdict/adapters/offline"
	"github.com/verdicthq/verdict/api"
	"github.com/verdicthq/verdict/application"
)

func TestOperationsEndpoints(t *testing.T) {
	t.Parallel()
	e := newEnv(t)

	if r := e.get("/healthz", ""); r.status != 200 || string(r.body) != `{"status":"ok"}` {
		t.Errorf("healthz: %d %s", r.status, r.body)
	}
	if r := e.get("/readyz", ""); r.status != 200 || string(r.body) != `{"status":"ok"}` {
		t.Errorf("readyz: %d %s", r.status, r.body)
	}
	r := e.get("/openapi.yaml", "")
	if r.status != 200 || !bytes.Equal(r.body, api.OpenAPI) || !strings.HasPrefix(r.header.Get("Content-Type"), "application/yaml") {
		t.Errorf("openapi.yaml: %d %s", r.status, r.header.Get("Content-Type"))
	}
	e.verdict(e.Key)
	m := e.get("/metrics", "")
	if m.status != 200 {
		t.Fatalf("metrics: %d", m.status)
	}
	for _, want := range []string{
		`verdict_http_requests_total{method="POST",route="/api/v1/verdict",status="200"} 1`,
		`verdict_http_request_duration_seconds_bucket{method="GET",route="/openapi.yaml"`,
		`go_goroutines`,
	} {
		if !strings.Contains(string(m.body), want) {
			t.Errorf("metrics lack %s", want)
		}
	}
}

func TestEveryResponseHasAUniqueRequestID(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	seen := map[string]bool{}
	for _, path := range []string{"/healthz", "/healthz", "/openapi.yaml", "/nothing", "/api/v1/keys"} {
		id := e.get(path, "").header.Get("X-Request-Id")
		if id == "" || seen[id] {
			t.Errorf("%s: request id %q (empty or repeated)", path, id)
		}
		seen[id] = true
	}
}

// Each handler has its own Prometheus registry: building many in one
// process must not panic on duplicate registration.
func TestManyHandlersInOneProcess(t *testing.T) {
	t.Parallel()
	for range 3 {
		app := application.New(application.Deps{Store: memory.New(), Reasoner: offline.New()})
		h := httpadapter.NewHandler(app, httpadapter.Options{})
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
		if rec.Code != 200 {
			t.Fatalf("metrics: %d", rec.Code)
		}
	}
	// Two handlers may also share one registry: they share the collectors.
	reg := prometheus.NewRegistry()
	for range 2 {
		app := application.New(application.Deps{Store: memory.New(), Reasoner: offline.New()})
		h := httpadapter.NewHandler(app, httpadapter.Options{Registry: reg})
		h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/healthz", nil))
	}
	rec := httptest.NewRecorder()
	httpadapter.NewHandler(application.New(application.Deps{Store: memory.New(), Reasoner: offline.New()}), httpadapter.Options{Registry: reg}).
		ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	if want := `verdict_http_requests_total{method="GET",route="/healthz",status="200"} 2`; !strings.Contains(rec.Body.String(), want) {
		t.Errorf("shared registry lacks %s", want)
	}
}

// downStore is a store whose ping fails.
type downStore struct{ *memory.Store }

func (downStore) Ping(context.Context) error { return errors.New("connection refused") }

func TestReadyzFailsWhenTheStoreIsDown(t *testing.T) {
	t.Parallel()
	app := application.New(application.Deps{Store: downStore{memory.New()}, Reasoner: offline.New()})
	h := httpadapter.NewHandler(app, httpadapter.Options{})
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/readyz", nil))
	body, _ := io.ReadAll(rec.Body)
	if rec.Code != http.StatusServiceUnavailable || string(body) != `{"status":"unavailable"}` {
		t.Errorf("readyz = %d %s", rec.Code, body)
	}
}
