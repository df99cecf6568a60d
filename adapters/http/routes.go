package http

import (
	"net/http"

	"github.com/gorilla/mux"
)

// addRoutes is the whole HTTP surface at a glance (SPEC §2, §5, §7).
func addRoutes(r *mux.Router, s *server) {
	r.Use(nameRoute)
	r.NotFoundHandler = s.handleNotFound()
	r.MethodNotAllowedHandler = s.handleMethodNotAllowed(r)

	runs := func() int { return s.app.Config.RatePerHour }
	clarifies := func() int { return s.app.Config.ClarifyPerHour }

	// The API: every operation needs a key. Checks run in SPEC §2's order:
	// key, then body (415, 413, 400, 422), then the use case's limits.
	r.Handle("/api/v1/verdict", ratePolicy(runs, s.requireKey(s.handleSubmitVerdict()))).Methods(http.MethodPost) // get_verdict
	r.Handle("/api/v1/verdict", s.requireKey(s.handleFetchVerdict())).Methods(http.MethodGet)                     // fetch_verdict
	r.Handle("/api/v1/verdict", s.requireKey(s.handlePublishVerdict())).Methods(http.MethodPatch)                 // publish_verdict
	r.Handle("/api/v1/verdicts", s.requireKey(s.handleListVerdicts())).Methods(http.MethodGet)                    // list_verdicts
	r.Handle("/api/v1/clarify", ratePolicy(clarifies, s.requireKey(s.handleClarify()))).Methods(http.MethodPost)  // clarify
	r.Handle("/api/v1/keys", s.requireKey(s.handleListKeys())).Methods(http.MethodGet)                            // list_keys
	r.Handle("/api/v1/keys", s.requireKey(s.handleCreateKey())).Methods(http.MethodPost)                          // create_key
	r.Handle("/api/v1/keys/{id}", s.requireKey(s.handleRevokeKey())).Methods(http.MethodDelete)                   // revoke_key

	// MCP (SPEC §6): get_verdict over streamable HTTP, behind the same key;
	// each call is a POST /api/v1/verdict through this router.
	if s.mcpOn {
		r.Handle("/mcp", s.requireKey(s.handleMCP())).Methods(http.MethodPost)
	}

	// Operations: no key.
	r.Handle("/openapi.yaml", handleOpenAPI()).Methods(http.MethodGet)
	r.Handle("/healthz", handleHealthz()).Methods(http.MethodGet)
	r.Handle("/readyz", handleReadyz(s.app.Store, s.logger)).Methods(http.MethodGet)
	r.Handle("/metrics", handleMetrics(s.registry)).Methods(http.MethodGet)

	// Admin: 404 unless an admin token is configured, then that token.
	r.Handle("/admin/v1/accounts", s.requireAdmin(s.handleCreateAccount())).Methods(http.MethodPost)
	r.Handle("/admin/v1/accounts/{id}/credits", s.requireAdmin(s.handleGrantCredits())).Methods(http.MethodPost)
	r.Handle("/admin/v1/accounts/{id}/keys", s.requireAdmin(s.handleAdminCreateKey())).Methods(http.MethodPost)

	// The web interface (SPEC §5): pages, not problems. Every form post
	// goes through s.form (cross-origin refusal, 64 KiB); the pages under
	// /app need a session.
	r.Handle("/", s.handleHome()).Methods(http.MethodGet)
	r.Handle("/sample", s.handleSample()).Methods(http.MethodGet)
	r.Handle("/v/{file}", s.handleSlip()).Methods(http.MethodGet) // /v/{slug} and /v/{slug}.json
	r.Handle("/login", s.handleLogin()).Methods(http.MethodGet)
	r.Handle("/login", s.handleSignIn()).Methods(http.MethodPost)
	r.Handle("/logout", s.handleSignOut()).Methods(http.MethodPost)
	r.Handle("/app", s.handleDashboard()).Methods(http.MethodGet)
	r.Handle("/app/keys", s.handleCreateKeyPage()).Methods(http.MethodPost)
	r.Handle("/app/keys/{id}/revoke", s.handleRevokeKeyPage()).Methods(http.MethodPost)
	r.Handle("/app/clarify", s.handleClarifyPage()).Methods(http.MethodPost)
	r.Handle("/app/runs", s.handleStartRun()).Methods(http.MethodPost)
	r.Handle("/app/runs/{slug}", s.handleRunPage()).Methods(http.MethodGet)
	r.Handle("/app/runs/{slug}/publish", s.handlePublishPage()).Methods(http.MethodPost)
	r.Handle("/app/runs/{slug}/events", s.handleRunEvents()).Methods(http.MethodGet)
	r.PathPrefix("/static/").Handler(s.pages.handleStatic()).Methods(http.MethodGet, http.MethodHead)
}
