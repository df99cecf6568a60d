package client

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Problem codes (the code of an *Error). Match on these, never on Title
// or Detail.
const (
	CodeUnauthorized         = "unauthorized"
	CodeUnsupportedMediaType = "unsupported_media_type"
	CodePayloadTooLarge      = "payload_too_large"
	CodeMalformedJSON        = "malformed_json"
	CodeInvalidRequest       = "invalid_request"
	CodeRateLimited          = "rate_limited"
	CodeCapacityExhausted    = "capacity_exhausted"
	CodeInsufficientCredits  = "insufficient_credits"
	CodeNotFound             = "not_found"
	CodeRunFailed            = "run_failed"
	CodeKeyLimitReached      = "key_limit_reached"
	CodeConflict             = "conflict"
	CodeMethodNotAllowed     = "method_not_allowed"
	CodeInternalError        = "internal_error"
)

// Error is a response the call did not expect: the server's RFC 9457
// problem document, or, from something in between (a proxy), a bare
// status whose Code is empty.
type Error struct {
	// Op is the operation that failed, e.g. "get_verdict".
	Op string
	// Status is the HTTP status.
	Status int
	// Code is the problem's machine-readable kind (the Code constants).
	Code string
	// Type and Title name the kind for a person; Detail says what went
	// wrong with this request.
	Type, Title, Detail string
	// RequestID is the server's X-Request-Id: quote it in a report.
	RequestID string
	// RetryAfter is the response's Retry-After (429 and 503), else 0.
	RetryAfter time.Duration
	// CreditsRemaining is the account's balance, when the server said
	// (every authenticated response does); nil when it did not.
	CreditsRemaining *int64
	// Errors lists every broken field of an invalid_request.
	Errors []FieldError
	// Slug names the failed run of a run_failed problem: Fetch shows it.
	Slug string
}

// FieldError is one broken rule of a request.
type FieldError struct {
	// Pointer is a JSON Pointer (RFC 6901) into the request body, e.g.
	// /answers/2/q; "" for a header or the body as a whole.
	Pointer string `json:"pointer"`
	// Detail is the rule the field breaks.
	Detail string `json:"detail"`
}

// problemJSON is the wire form of a problem document.
type problemJSON struct {
	Type             string       `json:"type"`
	Title            string       `json:"title"`
	Status           int          `json:"status"`
	Detail           string       `json:"detail"`
	Code             string       `json:"code"`
	RequestID        string       `json:"request_id"`
	CreditsRemaining *int64       `json:"credits_remaining,omitempty"`
	Errors           []FieldError `json:"errors,omitempty"`
	Slug             string       `json:"slug,omitempty"`
}

// Error reads "verdict get_verdict: insufficient_credits (402): The
// account has no credit left. (request req_…)".
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("verdict ")
	if e.Op != "" {
		b.WriteString(e.Op + ": ")
	}
	if e.Code != "" {
		fmt.Fprintf(&b, "%s (%d)", e.Code, e.Status)
	} else {
		fmt.Fprintf(&b, "HTTP %d", e.Status)
	}
	if e.Detail != "" {
		b.WriteString(": " + e.Detail)
	} else if t := http.StatusText(e.Status); t != "" {
		b.WriteString(": " + t)
	}
	if e.RequestID != "" {
		b.WriteString(" (request " + e.RequestID + ")")
	}
	return b.String()
}

// Temporary reports whether the same request can succeed later unchanged:
// a 429 or a 503, after RetryAfter.
func (e *Error) Temporary() bool {
	return e.Status == http.StatusTooManyRequests || e.Status == http.StatusServiceUnavailable
}

// Summary is the problem for a person or a model, in a few lines: the
// code and detail, each broken field, then when to retry, the credits
// left and the request id, where known. The MCP tool's errors read so.
func (e *Error) Summary() string {
	var b strings.Builder
	if e.Code != "" {
		b.WriteString(e.Code + ": ")
	} else {
		fmt.Fprintf(&b, "HTTP %d: ", e.Status)
	}
	b.WriteString(strings.TrimSpace(e.Detail))
	if len(e.Errors) > 1 {
		for _, f := range e.Errors {
			fmt.Fprintf(&b, "\n- %s %s", f.Pointer, f.Detail)
		}
	}
	var facts []string
	if e.RetryAfter > 0 {
		facts = append(facts, "retry after "+strconv.FormatInt(int64(e.RetryAfter/time.Second), 10)+" s")
	}
	if e.CreditsRemaining != nil {
		n := *e.CreditsRemaining
		unit := "credits"
		if n == 1 {
			unit = "credit"
		}
		facts = append(facts, fmt.Sprintf("%d %s left", n, unit))
	}
	if e.Slug != "" {
		facts = append(facts, "run "+e.Slug)
	}
	if e.RequestID != "" {
		facts = append(facts, "request "+e.RequestID)
	}
	if len(facts) > 0 {
		b.WriteString("\n(" + strings.Join(facts, "; ") + ")")
	}
	return b.String()
}
