// Package http is Verdict's HTTP adapter: the JSON API of SPEC §2 and the
// web interface of SPEC §5 over the application's use cases. routes.go
// lists the whole surface; errors.go holds the one table from error kinds
// to statuses (problems for the API, pages for the web); decode.go and
// encode.go are the only places that read and write API bodies; web*.go
// serve the pages, whose templates and assets are embedded from web/. The
// API's contract is api/openapi.yaml, and the tests hold every request and
// response to it.
package http

import (
	"crypto/sha256"
	"errors"
	"log/slog"
	"net/http"
	"net/url"
	"strings"

	"github.com/gorilla/mux"
	"github.com/prometheus/client_golang/prometheus"
	"go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp"
	"go.opentelemetry.io/otel/metric"
	"go.opentelemetry.io/otel/trace"

	"github.com/verdicthq/verdict/application"
)

// MaxBodyBytes is the largest request body accepted (SPEC §2: 64 KiB).
const MaxBodyBytes = 64 << 10

// Options configure the handler. The zero value is usable.
type Options struct {
	// Logger receives access logs and internal errors. nil discards.
	Logger *slog.Logger
	// AdminToken enables /admin/v1 and is its bearer token. Empty: every
	// /admin/v1 path is 404.
	AdminToken string
	// PublicURL is the base of slip URLs. Empty: app.Config.PublicURL.
	PublicURL string
	// Registry is where the handler's Prometheus collectors register and
	// what GET /metrics serves. nil: a fresh registry, so many handlers
	// can live in one process (tests).
	Registry *prometheus.Registry
	// TracerProvider and MeterProvider feed otelhttp. nil: the globals.
	TracerProvider trace.TracerProvider
	MeterProvider  metric.MeterProvider
	// MCP, when set, serves POST /mcp behind the API key (SPEC §6): it is
	// handed this handler, the whole API, so that what the MCP endpoint
	// does goes through the same routes, checks and limits as any other
	// API call (adapters/mcp.NewHandler). nil: no /mcp route.
	MCP func(api http.Handler) http.Handler
}

// server is what every handler maker may need.
type server struct {
	app       *application.App
	logger    *slog.Logger
	publicURL string
	adminHash *[sha256.Size]byte // nil: admin disabled
	metrics   *metrics
	registry  *prometheus.Registry
	mcpOn     bool         // serve /mcp
	mcp       http.Handler // the /mcp endpoint, set once the API handler exists

	pages         *pages
	crossOrigin   *http.CrossOriginProtection
	secureCookies bool // the public URL is https: session cookies are Secure
}

// NewHandler returns the whole HTTP API over app: the router of routes.go
// wrapped in request ids, recovery, access logs, Prometheus metrics and
// OpenTelemetry spans named after the route template.
func NewHandler(app *application.App, opts Options) http.Handler {
	s := &server{
		app:       app,
		logger:    opts.Logger,
		publicURL: strings.TrimRight(opts.PublicURL, "/"),
		registry:  opts.Registry,
	}
	if s.logger == nil {
		s.logger = slog.New(slog.DiscardHandler)
	}
	if s.publicURL == "" {
		s.publicURL = strings.TrimRight(app.Config.PublicURL, "/")
	}
	if opts.AdminToken != "" {
		h := sha256.Sum256([]byte(opts.AdminToken))
		s.adminHash = &h
	}
	if s.registry == nil {
		s.registry = prometheus.NewRegistry()
	}
	s.metrics = newMetrics(s.registry)
	pages, err := loadPages()
	if err != nil { // the embedded templates are tested: cannot happen in a build that passed
		panic("http: web templates: " + err.Error())
	}
	s.pages = pages
	s.secureCookies = strings.HasPrefix(s.publicURL, "https://")
	s.crossOrigin = http.NewCrossOriginProtection()
	// Behind a proxy the Host header may not be the public one: the public
	// origin is trusted by name.
	if u, err := url.Parse(s.publicURL); err == nil && u.Scheme != "" && u.Host != "" {
		_ = s.crossOrigin.AddTrustedOrigin(u.Scheme + "://" + u.Host)
	}

	s.mcpOn = opts.MCP != nil
	r := mux.NewRouter()
	addRoutes(r, s)

	var otelOpts []otelhttp.Option
	if opts.TracerProvider != nil {
		otelOpts = append(otelOpts, otelhttp.WithTracerProvider(opts.TracerProvider))
	}
	if opts.MeterProvider != nil {
		otelOpts = append(otelOpts, otelhttp.WithMeterProvider(opts.MeterProvider))
	}
	// Spans start as "METHOD" and are renamed "METHOD /route/{template}"
	// by nameRoute once gorilla/mux has matched.
	otelOpts = append(otelOpts, otelhttp.WithSpanNameFormatter(func(_ string, r *http.Request) string {
		return r.Method
	}))
	h := otelhttp.NewHandler(s.base(r), "verdict", otelOpts...)
	if s.mcpOn {
		s.mcp = opts.MCP(h) // before any request can reach /mcp
	}
	return h
}

// handleMCP serves /mcp (behind requireKey) with the MCP endpoint.
func (s *server) handleMCP() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { s.mcp.ServeHTTP(w, r) })
}

// handler is what every handler shares, written once: the handler returns
// its error instead of writing it, and Error writes it here as a problem
// (so a handler returns only before it has written anything).
func handler(h func(w http.ResponseWriter, r *http.Request) error) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := h(w, r); err != nil {
			Error(w, r, err)
		}
	})
}

// apiHandler is handler for an /api/v1 operation behind requireKey: the
// handler also receives the caller the key authenticated.
func apiHandler(h func(w http.ResponseWriter, r *http.Request, caller application.Caller) error) http.Handler {
	return handler(func(w http.ResponseWriter, r *http.Request) error {
		c := infoFrom(r.Context()).caller
		if c == nil {
			return errors.New("no authenticated caller: the route is not behind requireKey")
		}
		return h(w, r, *c)
	})
}
