package http

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"strings"

	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/domain"
)

// Header names.
const (
	requestIDHeader   = "X-Request-Id"
	creditsHeader     = "Verdict-Credits-Remaining"
	idempotencyHeader = "Idempotency-Key"
	replayedHeader    = "Idempotent-Replayed"
)

// reqInfo is what the middleware and handlers learn about one request. It
// lives in the request context as a pointer, so what a handler learns
// (the caller, their balance) reaches Error and the access log. A request
// is served by one goroutine: no locking.
type reqInfo struct {
	id          string
	srv         *server
	route       string // the mux path template; "" when nothing matched
	policyLimit int    // the RateLimit-Policy quota of the operation, 0 if none
	caller      *application.Caller
	credits     int64
	hasCredits  bool
}

type infoKey struct{}

// fallback serves Error called on a request that did not pass through
// NewHandler's middleware (a handler used alone).
var fallback = &server{logger: slog.New(slog.DiscardHandler)}

func infoFrom(ctx context.Context) *reqInfo {
	if info, ok := ctx.Value(infoKey{}).(*reqInfo); ok {
		return info
	}
	return &reqInfo{id: newRequestID(), srv: fallback}
}

// newRequestID returns "req_" and 22 random base62 characters.
func newRequestID() string {
	s, err := domain.RandomBase62(rand.Reader, 22)
	if err != nil { // crypto/rand does not fail on supported platforms
		return "req_unavailable"
	}
	return "req_" + s
}

// setCredits records the caller's balance as known.
func (info *reqInfo) setCredits(n int64) {
	info.credits, info.hasCredits = n, true
}

// creditsOf returns the authenticated caller's balance, reading it from the
// store once if no use case reported it.
func (info *reqInfo) creditsOf(ctx context.Context) (int64, error) {
	if info.hasCredits {
		return info.credits, nil
	}
	if info.caller == nil || info.srv == nil || info.srv.app == nil {
		return 0, errors.New("credits: no authenticated caller")
	}
	n, err := info.srv.app.Balance.Do(ctx, info.caller.AccountID)
	if err != nil {
		return 0, err
	}
	if n < 0 { // never: the ledger does not go below zero; keep the wire honest
		n = 0
	}
	info.setCredits(n)
	return n, nil
}

// creditsForError is creditsOf for an error response: false when the
// caller is not authenticated or the balance cannot be read (logged).
func (info *reqInfo) creditsForError(r *http.Request) (int64, bool) {
	if info.caller == nil {
		return 0, false
	}
	n, err := info.creditsOf(r.Context())
	if err != nil {
		info.srv.logger.LogAttrs(r.Context(), slog.LevelError, "read balance for error response",
			slog.String("request_id", info.id), slog.String("error", err.Error()))
		return 0, false
	}
	return n, true
}

// badToken marks a 401 for a token that was sent but is not valid, for
// WWW-Authenticate's error="invalid_token".
type badToken struct{ err error }

func (e *badToken) Error() string { return e.err.Error() }
func (e *badToken) Unwrap() error { return e.err }

// bearerToken reads the Authorization header: "Bearer <token>", the scheme
// in any case (RFC 9110 §11.1).
func bearerToken(r *http.Request) (string, error) {
	vals := r.Header.Values("Authorization")
	if len(vals) == 0 || strings.TrimSpace(vals[0]) == "" {
		return "", withDetail(domain.ErrUnauthorized, "Missing Authorization header: send Authorization: Bearer <key>.")
	}
	scheme, token, ok := strings.Cut(strings.TrimSpace(vals[0]), " ")
	token = strings.TrimSpace(token)
	if len(vals) > 1 || !ok || !strings.EqualFold(scheme, "Bearer") || token == "" {
		return "", withDetail(domain.ErrUnauthorized, "The Authorization header must be: Bearer <key>.")
	}
	return token, nil
}

// authenticate resolves the caller of r and records it in the request
// info, or returns the 401 (or store) error.
func (s *server) authenticate(r *http.Request) error {
	token, err := bearerToken(r)
	if err != nil {
		return err
	}
	c, err := s.app.Authenticate.Do(r.Context(), token)
	if err != nil {
		if errors.Is(err, domain.ErrUnauthorized) {
			// One public detail for malformed, unknown and revoked keys.
			return &badToken{withDetail(domain.ErrUnauthorized, "The API key is not valid: it is malformed, unknown or revoked.")}
		}
		return err
	}
	info := infoFrom(r.Context())
	info.caller = &c
	return nil
}

// requireKey admits only requests with a valid API key (SPEC §2 check 1).
func (s *server) requireKey(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := s.authenticate(r); err != nil {
			Error(w, r, err)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// requireAdmin hides /admin/v1 (404) unless an admin token is configured,
// then admits only that token, compared in constant time (on its SHA-256,
// so not even its length leaks).
func (s *server) requireAdmin(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if s.adminHash == nil {
			Error(w, r, domain.ErrNotFound)
			return
		}
		if err := s.checkAdmin(r); err != nil {
			Error(w, r, err)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func (s *server) checkAdmin(r *http.Request) error {
	token, err := bearerToken(r)
	if err != nil {
		return err
	}
	got := sha256.Sum256([]byte(token))
	if subtle.ConstantTimeCompare(got[:], s.adminHash[:]) != 1 {
		return &badToken{withDetail(domain.ErrUnauthorized, "The admin token is not valid.")}
	}
	return nil
}

// ratePolicy marks a rate-limited operation: every response carries
// RateLimit-Policy (draft-ietf-httpapi-ratelimit-headers-07) with the
// quota limit() per hour.
func ratePolicy(limit func() int, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := limit()
		infoFrom(r.Context()).policyLimit = n
		w.Header().Set("RateLimit-Policy", strconv.Itoa(n)+";w=3600")
		next.ServeHTTP(w, r)
	})
}
