package http_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	httpadapter "github.com/verdicthq/verdict/adapters/http"
	"github.com/verdicthq/verdict/application/apptest"
	"github.com/verdicthq/verdict/verdicttest"
)

// noon is the fixed time of every test: far from a UTC midnight, so the
// daily capacity's day cannot roll over mid-test.
var noon = time.Date(2030, 1, 15, 12, 0, 0, 0, time.UTC)

// decision is a valid decision text.
const decision = "Should I take the job offer in Berlin or stay at my current job in Lisbon? " +
	"Berlin pays 20% more, but my friends and family are in Lisbon and I love the team here."

var verdictBody = `{"decision": "` + decision + `", "mode": "DECIDE"}`

// env is a server on a fixed clock, with a client that checks every
// exchange against api/openapi.yaml.
type env struct {
	*verdicttest.Server
	t     *testing.T
	clock *apptest.Clock
}

func newEnv(t *testing.T, opts ...verdicttest.Option) *env {
	t.Helper()
	clock := apptest.NewClock(noon)
	opts = append([]verdicttest.Option{verdicttest.WithClock(clock)}, opts...)
	return &env{Server: verdicttest.NewServer(t, opts...), t: t, clock: clock}
}

// resp is a response read whole.
type resp struct {
	status int
	header http.Header
	body   []byte
}

// request describes one call: headers are name/value pairs that replace
// the defaults (Content-Type application/json when there is a body).
type request struct {
	method, path, key string
	body              string
	noBody            bool
	headers           []string
	ctx               context.Context
}

func (e *env) call(rq request) resp {
	e.t.Helper()
	var body io.Reader = http.NoBody
	if !rq.noBody && rq.body != "" {
		body = strings.NewReader(rq.body)
	}
	ctx := rq.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	req, err := http.NewRequestWithContext(ctx, rq.method, e.URL+rq.path, body)
	if err != nil {
		e.t.Fatal(err)
	}
	if rq.body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if rq.key != "" {
		req.Header.Set("Authorization", "Bearer "+rq.key)
	}
	for i := 0; i+1 < len(rq.headers); i += 2 {
		if rq.headers[i+1] == "" {
			req.Header.Del(rq.headers[i])
			continue
		}
		req.Header.Set(rq.headers[i], rq.headers[i+1])
	}
	res, err := e.Client().Do(req)
	if err != nil {
		e.t.Fatalf("%s %s: %v", rq.method, rq.path, err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		e.t.Fatal(err)
	}
	return resp{status: res.StatusCode, header: res.Header, body: b}
}

// post sends body to path with the key.
func (e *env) post(path, key, body string, headers ...string) resp {
	e.t.Helper()
	return e.call(request{method: http.MethodPost, path: path, key: key, body: body, headers: headers})
}

func (e *env) get(path, key string) resp {
	e.t.Helper()
	return e.call(request{method: http.MethodGet, path: path, key: key})
}

func (e *env) verdict(key string, headers ...string) resp {
	e.t.Helper()
	return e.post("/api/v1/verdict", key, verdictBody, headers...)
}

// parallel runs n calls of f at once and returns their responses.
func parallel(n int, f func(i int) resp) []resp {
	out := make([]resp, n)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			out[i] = f(i)
		}()
	}
	close(start)
	wg.Wait()
	return out
}

func countStatus(rs []resp) map[int]int {
	m := map[int]int{}
	for _, r := range rs {
		m[r.status]++
	}
	return m
}

// problem decodes a problem body and checks the invariants every problem
// keeps.
func problem(t *testing.T, r resp) httpadapter.Problem {
	t.Helper()
	if ct := r.header.Get("Content-Type"); ct != "application/problem+json" {
		t.Fatalf("Content-Type = %q, want application/problem+json; body %s", ct, r.body)
	}
	var p httpadapter.Problem
	if err := json.Unmarshal(r.body, &p); err != nil {
		t.Fatalf("problem body: %v: %s", err, r.body)
	}
	if p.Status != r.status {
		t.Errorf("problem status %d, HTTP status %d", p.Status, r.status)
	}
	if p.RequestID == "" || p.RequestID != r.header.Get("X-Request-Id") {
		t.Errorf("problem request_id %q, X-Request-Id %q", p.RequestID, r.header.Get("X-Request-Id"))
	}
	return p
}

// wantProblem checks status and code, and for an authenticated caller the
// credits in header and body.
func wantProblem(t *testing.T, r resp, status int, code string, authed bool) httpadapter.Problem {
	t.Helper()
	if r.status != status {
		t.Fatalf("status = %d, want %d; body %s", r.status, status, r.body)
	}
	p := problem(t, r)
	if p.Code != code {
		t.Errorf("code = %q, want %q", p.Code, code)
	}
	if authed {
		if p.CreditsRemaining == nil {
			t.Errorf("no credits_remaining in %s", r.body)
		}
		if r.header.Get("Verdict-Credits-Remaining") == "" {
			t.Errorf("no Verdict-Credits-Remaining header")
		}
	} else if p.CreditsRemaining != nil || r.header.Get("Verdict-Credits-Remaining") != "" {
		t.Errorf("credits shown to an unauthenticated caller: %s", r.body)
	}
	return p
}

// verdictJSON is the 200 body of POST /api/v1/verdict, raw where bytes
// matter.
type verdictJSON struct {
	Slug             string          `json:"slug"`
	URL              string          `json:"url"`
	Clarified        json.RawMessage `json:"clarified"`
	Slip             json.RawMessage `json:"slip"`
	CreditsRemaining int64           `json:"credits_remaining"`
}

func decodeVerdict(t *testing.T, r resp) verdictJSON {
	t.Helper()
	if r.status != http.StatusOK {
		t.Fatalf("status = %d, want 200; body %s", r.status, r.body)
	}
	var v verdictJSON
	if err := json.Unmarshal(r.body, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

type fetchJSON struct {
	Run struct {
		Slug        string  `json:"slug"`
		URL         string  `json:"url"`
		State       string  `json:"state"`
		Mode        *string `json:"mode"`
		CreatedAt   string  `json:"created_at"`
		CompletedAt *string `json:"completed_at"`
		Published   bool    `json:"published"`
		Error       string  `json:"error"`
	} `json:"run"`
	Slip             json.RawMessage `json:"slip"`
	Clarified        json.RawMessage `json:"clarified"`
	CreditsRemaining int64           `json:"credits_remaining"`
}

func decodeFetch(t *testing.T, r resp) fetchJSON {
	t.Helper()
	if r.status != http.StatusOK {
		t.Fatalf("status = %d, want 200; body %s", r.status, r.body)
	}
	var f fetchJSON
	if err := json.Unmarshal(r.body, &f); err != nil {
		t.Fatal(err)
	}
	return f
}

var requestIDField = regexp.MustCompile(`"request_id":"[^"]*"`)

// withoutRequestID blanks the request id of a problem body.
func withoutRequestID(b []byte) []byte {
	return requestIDField.ReplaceAll(b, []byte(`"request_id":""`))
}

func pointers(p httpadapter.Problem) []string {
	var out []string
	for _, f := range p.Errors {
		out = append(out, f.Pointer)
	}
	return out
}

func hasPointer(p httpadapter.Problem, ptr string) bool {
	for _, f := range p.Errors {
		if f.Pointer == ptr {
			return true
		}
	}
	return false
}
