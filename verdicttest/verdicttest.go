// Package verdicttest runs a real Verdict server in process for other
// services' tests, the way net/http/httptest runs an HTTP server: the full
// HTTP API (and the MCP endpoint, /mcp) on the in-memory store and the
// offline engine, with a funded account and its API key ready to use.
//
//	srv := verdicttest.NewServer(t, verdicttest.WithCredits(5))
//	req, _ := http.NewRequest("POST", srv.URL+"/api/v1/verdict", body)
//	req.Header.Set("Authorization", "Bearer "+srv.Key)
//	res, err := srv.Client().Do(req) // checked against api/openapi.yaml
//
// Server.Client validates every request and response against the
// published OpenAPI document, so a test that drifts from the contract
// fails.
package verdicttest

import (
	"context"
	"crypto/rand"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	httpadapter "github.com/verdicthq/verdict/adapters/http"
	mcpadapter "github.com/verdicthq/verdict/adapters/mcp"
	"github.com/verdicthq/verdict/adapters/memory"
	"github.com/verdicthq/verdict/adapters/offline"
	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/ports"
)

// Server is a running Verdict server.
type Server struct {
	// URL is the base URL of the server, e.g. http://127.0.0.1:41234, with
	// no trailing slash. It is also the base of slip URLs.
	URL string
	// Key is a valid API key of the funded account; AccountID is its
	// account.
	Key       string
	AccountID string
	// AdminToken enables /admin/v1 (see WithAdminToken); "" when disabled.
	AdminToken string
	// App is the application behind the server, for setting up state
	// without HTTP. Store is its in-memory store.
	App   *application.App
	Store *memory.Store

	t         testing.TB
	http      *httptest.Server
	contract  *contract
	client    *http.Client
	closeOnce sync.Once
}

type config struct {
	credits    int64
	app        application.Config
	reasoner   ports.Reasoner
	clock      ports.Clock
	adminToken string
	logger     *slog.Logger
}

// An Option configures NewServer.
type Option func(*config)

// WithCredits sets the funded account's opening balance (default 100).
func WithCredits(n int64) Option { return func(c *config) { c.credits = n } }

// WithRatePerHour sets the runs a key may start per trailing hour
// (default 30).
func WithRatePerHour(n int) Option { return func(c *config) { c.app.RatePerHour = n } }

// WithClarifyPerHour sets the free clarify calls a key may make per
// trailing hour (default 120).
func WithClarifyPerHour(n int) Option { return func(c *config) { c.app.ClarifyPerHour = n } }

// WithDailyCapacity sets the runs all accounts may start per UTC day
// (default 10000).
func WithDailyCapacity(n int) Option { return func(c *config) { c.app.DailyCapacity = n } }

// WithMaxConcurrentRuns bounds the runs the server takes at once
// (default 64).
func WithMaxConcurrentRuns(n int) Option { return func(c *config) { c.app.MaxConcurrentRuns = n } }

// WithRunTimeout sets the run deadline (default 240s).
func WithRunTimeout(d time.Duration) Option { return func(c *config) { c.app.RunTimeout = d } }

// WithReasoner replaces the offline engine, e.g. with one that fails.
func WithReasoner(r ports.Reasoner) Option { return func(c *config) { c.reasoner = r } }

// WithClock replaces the wall clock (the default), e.g. with an
// *apptest.Clock from application/apptest, so rate windows and UTC days are
// under the test's control.
func WithClock(clock ports.Clock) Option { return func(c *config) { c.clock = clock } }

// WithAdminToken enables /admin/v1 with the token.
func WithAdminToken(token string) Option { return func(c *config) { c.adminToken = token } }

// WithLogger sends the server's logs to l (default: discarded).
func WithLogger(l *slog.Logger) Option { return func(c *config) { c.logger = l } }

// NewServer starts a server on the in-memory store and the offline engine
// with a funded account, and closes it when the test ends.
func NewServer(t testing.TB, opts ...Option) *Server {
	t.Helper()
	cfg := config{credits: 100, clock: application.SystemClock{}}
	for _, o := range opts {
		o(&cfg)
	}
	if cfg.reasoner == nil {
		cfg.reasoner = offline.New()
	}

	hs := httptest.NewUnstartedServer(nil)
	url := "http://" + hs.Listener.Addr().String()
	cfg.app.PublicURL = url

	store := memory.New()
	app := application.New(application.Deps{
		Store:    store,
		Reasoner: cfg.reasoner,
		Clock:    cfg.clock,
		Random:   rand.Reader,
		Config:   cfg.app,
	})
	hs.Config.Handler = httpadapter.NewHandler(app, httpadapter.Options{
		Logger:     cfg.logger,
		AdminToken: cfg.adminToken,
		PublicURL:  url,
		MCP: func(api http.Handler) http.Handler {
			return mcpadapter.NewHandler(api, mcpadapter.Options{Logger: cfg.logger})
		},
	})
	hs.Start()

	s := &Server{
		URL:        url,
		AdminToken: cfg.adminToken,
		App:        app,
		Store:      store,
		t:          t,
		http:       hs,
	}
	t.Cleanup(s.Close)

	acct := s.NewAccount(t, cfg.credits)
	s.Key, s.AccountID = acct.Key, acct.ID

	c, err := newContract(url)
	if err != nil {
		t.Fatalf("verdicttest: load api/openapi.yaml: %v", err)
	}
	s.contract = c
	s.client = &http.Client{Transport: &contractTransport{t: t, c: c, next: hs.Client().Transport}}
	return s
}

// Account is an account created for a test and one of its keys.
type Account struct {
	ID  string
	Key string
}

// NewAccount opens another account with credits and returns it with its
// first API key.
func (s *Server) NewAccount(t testing.TB, credits int64) Account {
	t.Helper()
	na, err := s.App.CreateAccount.Do(context.Background(), "verdicttest", credits)
	if err != nil {
		t.Fatalf("verdicttest: create account: %v", err)
	}
	return Account{ID: na.Account.ID, Key: na.Key.Plaintext}
}

// Balance returns an account's credits.
func (s *Server) Balance(t testing.TB, accountID string) int64 {
	t.Helper()
	n, err := s.App.Balance.Do(context.Background(), accountID)
	if err != nil {
		t.Fatalf("verdicttest: balance: %v", err)
	}
	return n
}

// Client returns an HTTP client for the server whose transport checks
// every request and response against api/openapi.yaml and reports a
// violation as a test error: a response the document does not describe,
// a request the document rejects that the server accepted, or a problem
// body whose status or request_id disagrees with the response.
func (s *Server) Client() *http.Client { return s.client }

// Close shuts the server down, waiting for requests in flight. It is
// called when the test ends; calling it again does nothing.
func (s *Server) Close() {
	s.closeOnce.Do(s.http.Close)
}
