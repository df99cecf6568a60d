package http_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/embedded"
	"go.opentelemetry.io/otel/trace/noop"

	httpadapter "github.com/verdicthq/verdict/adapters/http"
	"github.com/verdicthq/verdict/adapters/memory"
	"github.com/verdicthq/verdict/adapters/offline"
	"github.com/verdicthq/verdict/api"
	"github.com/verdicthq/verdict/application"
)

// recordingProvider hands out a tracer that records the final name of
// every span.
type recordingProvider struct {
	embedded.TracerProvider
	tracer *recordingTracer
}

func (p *recordingProvider) Tracer(string, ...trace.TracerOption) trace.Tracer { return p.tracer }

type recordingTracer struct {
	embedded.Tracer
	mu    sync.Mutex
	names []string
}

func (r *recordingTracer) Start(ctx context.Context, name string, _ ...trace.SpanStartOption) (context.Context, trace.Span) {
	s := &recordingSpan{name: name, tracer: r}
	return trace.ContextWithSpan(ctx, s), s
}

type recordingSpan struct {
	noop.Span
	name   string
	tracer *recordingTracer
}

func (s *recordingSpan) SetName(name string) { s.name = name }
func (s *recordingSpan) End(...trace.SpanEndOption) {
	s.tracer.mu.Lock()
	defer s.tracer.mu.Unlock()
	s.tracer.names = append(s.tracer.names, s.name)
}

func TestSpansAreNamedAfterTheRouteTemplate(t *testing.T) {
	t.Parallel()
	tp := &recordingProvider{tracer: &recordingTracer{}}
	app := application.New(application.Deps{Store: memory.New(), Reasoner: offline.New()})
	h := httpadapter.NewHandler(app, httpadapter.Options{TracerProvider: tp})
	for _, path := range []string{"/healthz", "/api/v1/keys/key_123", "/no/such/path"} {
		method := http.MethodGet
		if path == "/api/v1/keys/key_123" {
			method = http.MethodDelete
		}
		h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(method, path, nil))
	}
	want := []string{"GET /healthz", "DELETE /api/v1/keys/{id}", "GET"}
	if got := tp.tracer.names; !slices.Equal(got, want) {
		t.Errorf("span names = %q, want %q", got, want)
	}
}

// TestEveryDocumentedOperationIsRouted sends each operation of
// api/openapi.yaml to the handler and checks a route of the same method
// and template served it: the document cannot list what the server lacks.
func TestEveryDocumentedOperationIsRouted(t *testing.T) {
	t.Parallel()
	doc, err := openapi3.NewLoader().LoadFromData(api.OpenAPI)
	if err != nil {
		t.Fatal(err)
	}
	tp := &recordingProvider{tracer: &recordingTracer{}}
	app := application.New(application.Deps{Store: memory.New(), Reasoner: offline.New()})
	h := httpadapter.NewHandler(app, httpadapter.Options{TracerProvider: tp, AdminToken: "t"})
	var want []string
	for _, path := range doc.Paths.InMatchingOrder() {
		for method := range doc.Paths.Value(path).Operations() {
			want = append(want, method+" "+path)
			h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(method, strings.ReplaceAll(path, "{id}", "x"), nil))
		}
	}
	got := tp.tracer.names
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("routed\n %q\nwant\n %q", got, want)
	}
}
