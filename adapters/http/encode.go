package http

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/domain"
)

// writeJSON writes body (already encoded) as application/json with status.
func writeJSON(w http.ResponseWriter, status int, body []byte) {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

// writeValue encodes v and writes it. An encoding failure (never, for the
// plain types here) is returned, for the handler maker to write as a
// problem.
func writeValue(w http.ResponseWriter, status int, v any) error {
	body, err := json.Marshal(v)
	if err != nil {
		return err
	}
	writeJSON(w, status, body)
	return nil
}

// credits reads the authenticated caller's balance for a success
// response and sets Verdict-Credits-Remaining.
func credits(w http.ResponseWriter, r *http.Request) (int64, error) {
	n, err := infoFrom(r.Context()).creditsOf(r.Context())
	if err != nil {
		return 0, err
	}
	w.Header().Set(creditsHeader, strconv.FormatInt(n, 10))
	return n, nil
}

// writeRateLimit sets the RateLimit field of
// draft-ietf-httpapi-ratelimit-headers-07: "limit=L, remaining=R, reset=S".
func writeRateLimit(h http.Header, rs application.RateStatus) {
	if rs.Limit <= 0 {
		return
	}
	remaining := max(rs.Remaining, 0)
	reset := int64(0)
	if rs.Reset > 0 {
		reset = ceilSeconds(rs.Reset)
	}
	h.Set("RateLimit", "limit="+strconv.Itoa(rs.Limit)+
		", remaining="+strconv.Itoa(remaining)+
		", reset="+strconv.FormatInt(reset, 10))
}

// rateOf is the quota state a refusal by the rate limit reports.
func rateOf(le *domain.LimitError, policyLimit int, retry time.Duration) application.RateStatus {
	rs := application.RateStatus{Limit: policyLimit, Remaining: 0, Reset: retry}
	if le != nil && errors.Is(le.Kind, domain.ErrRateLimited) {
		if le.Limit > 0 {
			rs.Limit = le.Limit
		}
		rs.Remaining = le.Remaining
		if le.Reset > 0 {
			rs.Reset = le.Reset
		}
	}
	return rs
}

// jsonBuf assembles a JSON object by hand, so stored raw JSON (slips,
// clarifications) is copied byte for byte: encoding/json would re-compact
// and HTML-escape it.
type jsonBuf struct {
	b     bytes.Buffer
	first bool
}

func newObject() *jsonBuf {
	j := &jsonBuf{first: true}
	j.b.WriteByte('{')
	return j
}

func (j *jsonBuf) key(k string) {
	if !j.first {
		j.b.WriteByte(',')
	}
	j.first = false
	j.b.WriteByte('"')
	j.b.WriteString(k) // keys are constants without escapes
	j.b.WriteString(`":`)
}

func (j *jsonBuf) raw(k string, v []byte) {
	j.key(k)
	j.b.Write(v)
}

func (j *jsonBuf) value(k string, v any) {
	enc, err := json.Marshal(v)
	if err != nil { // plain strings, numbers and structs of them: cannot fail
		enc = []byte("null")
	}
	j.raw(k, enc)
}

func (j *jsonBuf) int(k string, n int64) {
	j.key(k)
	j.b.WriteString(strconv.FormatInt(n, 10))
}

func (j *jsonBuf) bytes() []byte {
	j.b.WriteByte('}')
	return j.b.Bytes()
}

// rawOr returns raw, or empty when nothing is stored yet.
func rawOr(raw json.RawMessage, empty string) []byte {
	if len(bytes.TrimSpace(raw)) == 0 {
		return []byte(empty)
	}
	return raw
}

// timestamp is the wire form of a time: RFC 3339 in UTC.
func timestamp(t time.Time) string { return t.UTC().Format(time.RFC3339Nano) }

func timestampOrNil(t *time.Time) *string {
	if t == nil {
		return nil
	}
	s := timestamp(*t)
	return &s
}

// runJSON is the "run" object of GET /api/v1/verdict.
type runJSON struct {
	Slug        string  `json:"slug"`
	URL         string  `json:"url"`
	State       string  `json:"state"`
	Mode        *string `json:"mode"`
	CreatedAt   string  `json:"created_at"`
	CompletedAt *string `json:"completed_at"`
	Published   bool    `json:"published"`
	Error       string  `json:"error,omitempty"`
}

func (s *server) slipURL(slug string) string { return s.publicURL + "/v/" + slug }

func (s *server) runView(run domain.Run) runJSON {
	v := runJSON{
		Slug:        run.Slug,
		URL:         s.slipURL(run.Slug),
		State:       string(run.State),
		CreatedAt:   timestamp(run.CreatedAt),
		CompletedAt: timestampOrNil(run.CompletedAt),
		Published:   run.Published,
	}
	if run.Mode != "" {
		mode := run.Mode
		v.Mode = &mode
	}
	if run.State == domain.RunFailed {
		v.Error = run.Error
		if v.Error == "" {
			v.Error = "the run failed"
		}
	}
	return v
}

// keyJSON is one key of GET /api/v1/keys: never the key itself.
type keyJSON struct {
	ID         string  `json:"id"`
	Prefix     string  `json:"prefix"`
	CreatedAt  string  `json:"created_at"`
	LastUsedAt *string `json:"last_used_at"`
}
