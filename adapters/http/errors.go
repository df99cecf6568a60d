package http

import (
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"net/http"
	"strconv"
	"time"

	"github.com/verdicthq/verdict/domain"
)

// ProblemTypeBase prefixes every problem type URI: a problem's type is
// ProblemTypeBase + its code, e.g. https://verdict.dev/problems/rate_limited.
const ProblemTypeBase = "https://verdict.dev/problems/"

// Problem is an RFC 9457 problem details body, as every error is written.
type Problem struct {
	Type      string `json:"type"`
	Title     string `json:"title"`
	Status    int    `json:"status"`
	Detail    string `json:"detail"`
	Code      string `json:"code"`
	RequestID string `json:"request_id"`
	// CreditsRemaining is set when the caller was authenticated.
	CreditsRemaining *int64 `json:"credits_remaining,omitempty"`
	// Errors lists every broken field of an invalid request.
	Errors []domain.FieldError `json:"errors,omitempty"`
	// Slug names the failed run of a run_failed problem.
	Slug string `json:"slug,omitempty"`
}

// Error kinds only the HTTP adapter knows: they are about the wire, not the
// domain.
var (
	errUnsupportedMediaType = errors.New("unsupported media type")
	errPayloadTooLarge      = errors.New("payload too large")
	errMalformedJSON        = errors.New("malformed JSON")
	errMethodNotAllowed     = errors.New("method not allowed")
)

// kind is one row of the status table.
type kind struct {
	err    error
	status int
	code   string
	title  string
	detail string // the default public detail
}

// statusTable maps every error kind to its status, code, title and default
// detail: the one place where errors become HTTP. The first row whose kind
// the error matches (errors.Is) wins; run_failed comes first because a
// RunFailedError also carries its cause.
var statusTable = []kind{
	{domain.ErrRunFailed, http.StatusInternalServerError, "run_failed", "Run failed",
		"The run failed and its credit was refunded. Fetch it by slug to see why, or retry."},
	{domain.ErrUnauthorized, http.StatusUnauthorized, "unauthorized", "Unauthorized",
		"A valid API key is required: send Authorization: Bearer <key>."},
	{errUnsupportedMediaType, http.StatusUnsupportedMediaType, "unsupported_media_type", "Unsupported media type",
		"Content-Type must be application/json (charset=utf-8 allowed)."},
	{errPayloadTooLarge, http.StatusRequestEntityTooLarge, "payload_too_large", "Payload too large",
		fmt.Sprintf("The request body must be at most %d bytes.", MaxBodyBytes)},
	{errMalformedJSON, http.StatusBadRequest, "malformed_json", "Malformed JSON",
		"The request body is not valid JSON."},
	{domain.ErrInvalid, http.StatusUnprocessableEntity, "invalid_request", "Invalid request",
		"The request breaks a rule."},
	{domain.ErrRateLimited, http.StatusTooManyRequests, "rate_limited", "Rate limited",
		"The rate limit is reached."},
	{domain.ErrCapacityExhausted, http.StatusServiceUnavailable, "capacity_exhausted", "Capacity exhausted",
		"The engine cannot take another run now."},
	{domain.ErrInsufficientCredits, http.StatusPaymentRequired, "insufficient_credits", "Insufficient credits",
		"The account has no credit left."},
	{domain.ErrNotFound, http.StatusNotFound, "not_found", "Not found",
		"The resource does not exist."},
	{domain.ErrKeyLimitReached, http.StatusConflict, "key_limit_reached", "Key limit reached",
		fmt.Sprintf("The account already has %d active keys; revoke one first.", domain.MaxActiveKeys)},
	{domain.ErrConflict, http.StatusConflict, "conflict", "Conflict",
		"A request with this Idempotency-Key is still running; retry when it has finished."},
	{errMethodNotAllowed, http.StatusMethodNotAllowed, "method_not_allowed", "Method not allowed",
		"The path does not support this method; see the Allow header."},
}

// internalKind answers every error the table does not know. Its cause is
// logged under the request id, never echoed.
var internalKind = kind{nil, http.StatusInternalServerError, "internal_error", "Internal error",
	"An internal error occurred. It has been logged; quote the request_id if you report it."}

func kindOf(err error) kind {
	for _, k := range statusTable {
		if errors.Is(err, k.err) {
			return k
		}
	}
	return internalKind
}

// publicError gives an error of a known kind a detail safe to show.
type publicError struct {
	kind   error
	detail string
}

func (e *publicError) Error() string { return e.detail }
func (e *publicError) Unwrap() error { return e.kind }

// withDetail returns an error of kind whose problem detail is detail.
func withDetail(kind error, detail string) error { return &publicError{kind: kind, detail: detail} }

// Error writes err as an application/problem+json response: status, code
// and title from the status table, the request id, the caller's credits
// when authenticated, every broken field of a validation error, the slug
// of a failed run, and Retry-After / RateLimit for refusals by a limit.
// Internal errors are logged with the request id and never echoed.
func Error(w http.ResponseWriter, r *http.Request, err error) {
	info := infoFrom(r.Context())
	k := kindOf(err)
	p := Problem{
		Type:      ProblemTypeBase + k.code,
		Title:     k.title,
		Status:    k.status,
		Detail:    k.detail,
		Code:      k.code,
		RequestID: info.id,
	}
	var (
		pub *publicError
		ve  *domain.ValidationError
		le  *domain.LimitError
		rf  *domain.RunFailedError
	)
	if k.code != internalKind.code && errors.As(err, &pub) {
		p.Detail = pub.detail
	}
	if errors.As(err, &ve) {
		p.Errors = ve.Fields
		p.Detail = validationDetail(ve)
	}
	if errors.As(err, &rf) {
		p.Slug = rf.Slug
	}
	h := w.Header()
	switch k.status {
	case http.StatusUnauthorized:
		h.Set("WWW-Authenticate", `Bearer realm="verdict"`)
		var bad *badToken
		if errors.As(err, &bad) {
			h.Set("WWW-Authenticate", `Bearer realm="verdict", error="invalid_token"`)
		}
	case http.StatusTooManyRequests, http.StatusServiceUnavailable:
		retry := time.Second
		if errors.As(err, &le) && le.RetryAfter > 0 {
			retry = le.RetryAfter
		}
		secs := ceilSeconds(retry)
		h.Set("Retry-After", strconv.FormatInt(secs, 10))
		if k.status == http.StatusTooManyRequests {
			p.Detail = fmt.Sprintf("The rate limit is reached; retry after %d seconds.", secs)
			rs := rateOf(le, info.policyLimit, retry)
			writeRateLimit(h, rs)
		} else {
			p.Detail = fmt.Sprintf("The engine cannot take another run now; retry after %d seconds.", secs)
		}
	}

	if n, ok := info.creditsForError(r); ok {
		p.CreditsRemaining = &n
		h.Set(creditsHeader, strconv.FormatInt(n, 10))
	}
	info.srv.logProblem(r, info, k, err)

	body, mErr := json.Marshal(p)
	if mErr != nil { // cannot happen: Problem is plain data
		body = []byte(`{"type":"` + ProblemTypeBase + `internal_error","title":"Internal error","status":500,"code":"internal_error"}`)
	}
	h.Set("Content-Type", "application/problem+json")
	h.Set("Cache-Control", "no-store")
	h.Del("Content-Length")
	w.WriteHeader(p.Status)
	_, _ = w.Write(body)
}

func validationDetail(ve *domain.ValidationError) string {
	switch n := len(ve.Fields); n {
	case 0:
		return "The request breaks a rule."
	case 1:
		f := ve.Fields[0]
		if f.Pointer == "" { // a header or the body as a whole: the detail names it
			return "1 field breaks a rule: " + f.Detail + "."
		}
		return "1 field breaks a rule: " + f.Pointer + " " + f.Detail + "."
	default:
		return strconv.Itoa(n) + " fields break rules; see errors."
	}
}

// ceilSeconds rounds d up to whole seconds, at least 1.
func ceilSeconds(d time.Duration) int64 {
	s := int64(math.Ceil(d.Seconds()))
	if s < 1 {
		s = 1
	}
	return s
}

// logProblem logs internal errors with the request id (the only place
// their cause appears) and failed runs at warning level; client errors at
// debug level.
func (s *server) logProblem(r *http.Request, info *reqInfo, k kind, err error) {
	if s.metrics != nil {
		s.metrics.problems.WithLabelValues(k.code).Inc()
	}
	level := slog.LevelDebug
	switch k.code {
	case internalKind.code:
		level = slog.LevelError
	case "run_failed":
		level = slog.LevelWarn
	}
	s.logger.LogAttrs(r.Context(), level, "request failed",
		slog.String("request_id", info.id),
		slog.String("code", k.code),
		slog.Int("status", k.status),
		slog.String("error", err.Error()),
	)
}
