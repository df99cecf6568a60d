package http_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	httpadapter "github.com/verdicthq/verdict/adapters/http"
	"github.com/verdicthq/verdict/adapters/memory"
	"github.com/verdicthq/verdict/adapters/offline"
	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/application/apptest"
	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/verdicttest"
)

func TestUnauthorized(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	unknown, _, _, err := domain.NewKeySecret(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	badChecksum := e.Key[:len(e.Key)-1] + flip(e.Key[len(e.Key)-1])
	revoked := revokedKey(t, e)

	cases := []struct {
		name    string
		headers []string
		invalid bool // a token was sent: error="invalid_token"
	}{
		{"missing header", []string{"Authorization", ""}, false},
		{"not Bearer", []string{"Authorization", "Basic dXNlcjpwYXNz"}, false},
		{"malformed key", []string{"Authorization", "Bearer vd_short"}, true},
		{"bad checksum", []string{"Authorization", "Bearer " + badChecksum}, true},
		{"unknown key", []string{"Authorization", "Bearer " + unknown}, true},
		{"revoked key", []string{"Authorization", "Bearer " + revoked}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			for _, rq := range []request{
				{method: http.MethodPost, path: "/api/v1/verdict", body: verdictBody},
				{method: http.MethodGet, path: "/api/v1/verdict?slug=x"},
				{method: http.MethodPost, path: "/api/v1/clarify", body: verdictBody},
				{method: http.MethodGet, path: "/api/v1/keys"},
				{method: http.MethodPost, path: "/api/v1/keys"},
				{method: http.MethodDelete, path: "/api/v1/keys/key_x"},
				{method: http.MethodGet, path: "/api/v1/nothing-here"},
			} {
				rq.headers = tc.headers
				r := e.call(rq)
				wantProblem(t, r, http.StatusUnauthorized, "unauthorized", false)
				wa := r.header.Get("WWW-Authenticate")
				if !strings.HasPrefix(wa, "Bearer") || strings.Contains(wa, "invalid_token") != tc.invalid {
					t.Errorf("%s %s: WWW-Authenticate = %q", rq.method, rq.path, wa)
				}
			}
		})
	}
	if b := e.Balance(t, e.AccountID); b != 100 {
		t.Errorf("balance = %d, want 100", b)
	}
}

func flip(c byte) string {
	if c == 'A' {
		return "B"
	}
	return "A"
}

// revokedKey creates a second key for the env's account and revokes it.
func revokedKey(t *testing.T, e *env) string {
	t.Helper()
	r := e.post("/api/v1/keys", e.Key, "")
	if r.status != http.StatusCreated {
		t.Fatalf("create key: %d %s", r.status, r.body)
	}
	var k struct{ ID, Key string }
	mustJSON(t, r.body, &k)
	if d := e.call(request{method: http.MethodDelete, path: "/api/v1/keys/" + k.ID, key: e.Key}); d.status != http.StatusNoContent {
		t.Fatalf("revoke: %d %s", d.status, d.body)
	}
	return k.Key
}

func TestBodyChecks(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	big := `{"decision": "` + strings.Repeat("x", httpMaxBody) + `"}`
	cases := []struct {
		name    string
		body    string
		headers []string
		status  int
		code    string
	}{
		{"text/plain", verdictBody, []string{"Content-Type", "text/plain"}, 415, "unsupported_media_type"},
		{"no content type", verdictBody, []string{"Content-Type", ""}, 415, "unsupported_media_type"},
		{"latin-1", verdictBody, []string{"Content-Type", "application/json; charset=latin1"}, 415, "unsupported_media_type"},
		{"form", "decision=x", []string{"Content-Type", "application/x-www-form-urlencoded"}, 415, "unsupported_media_type"},
		{"over 64 KiB", big, nil, 413, "payload_too_large"},
		{"truncated", `{"decision": "`, nil, 400, "malformed_json"},
		{"trailing data", verdictBody + ` {}`, nil, 400, "malformed_json"},
		{"trailing garbage", verdictBody + `x`, nil, 400, "malformed_json"},
		{"empty", " ", nil, 400, "malformed_json"},
		{"not UTF-8", "{\"decision\": \"\xff\xfe" + decision + "\"}", nil, 400, "malformed_json"},
		{"charset utf-8 is fine but body is not JSON", `nope`, []string{"Content-Type", "application/json; charset=UTF-8"}, 400, "malformed_json"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			for _, path := range []string{"/api/v1/verdict", "/api/v1/clarify"} {
				r := e.post(path, e.Key, tc.body, tc.headers...)
				wantProblem(t, r, tc.status, tc.code, true)
			}
		})
	}
	if b := e.Balance(t, e.AccountID); b != 100 {
		t.Errorf("balance = %d, want 100: a rejected request costs nothing", b)
	}
}

// httpMaxBody is 64 KiB: a body of this many bytes of payload plus JSON
// around it is over the limit.
const httpMaxBody = 64 << 10

func TestExactly64KiBIsAccepted(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	// A valid request padded with white space to exactly 64 KiB.
	body := verdictBody + strings.Repeat(" ", httpMaxBody-len(verdictBody))
	if len(body) != httpMaxBody {
		t.Fatal(len(body))
	}
	decodeVerdict(t, e.post("/api/v1/verdict", e.Key, body))
	r := e.post("/api/v1/verdict", e.Key, body+" ")
	wantProblem(t, r, http.StatusRequestEntityTooLarge, "payload_too_large", true)
}

func TestInvalidRequests(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	d := `"decision": "` + decision + `"`
	answers := func(n int) string {
		var items []string
		for i := range n {
			items = append(items, fmt.Sprintf(`{"q": "question %d", "a": "answer"}`, i))
		}
		return `[` + strings.Join(items, ",") + `]`
	}
	cases := []struct {
		name     string
		body     string
		headers  []string
		pointers []string
	}{
		{"unknown field", `{` + d + `, "decison": "typo"}`, nil, []string{"/decison"}},
		{"bad mode", `{` + d + `, "mode": "decide"}`, nil, []string{"/mode"}},
		{"short decision", `{"decision": "   too short     "}`, nil, []string{"/decision"}},
		{"missing decision", `{"mode": "GRILL"}`, nil, []string{"/decision"}},
		{"empty answer q", `{` + d + `, "answers": [{"q": "  ", "a": "yes"}]}`, nil, []string{"/answers/0/q"}},
		{"too many answers", `{` + d + `, "answers": ` + answers(6) + `}`, nil, []string{"/answers"}},
		{"wrong type", `{"decision": 42}`, nil, []string{"/decision"}},
		{"wrong type in answer", `{` + d + `, "answers": [{"q": "x", "a": 1}]}`, nil, []string{"/answers/0/a"}},
		{"answer not an object", `{` + d + `, "answers": ["x"]}`, nil, []string{"/answers/0"}},
		{"auto not a boolean", `{` + d + `, "auto": "yes"}`, nil, []string{"/auto"}},
		{"not an object", `["` + decision + `"]`, nil, []string{""}},
		{"duplicate field", `{` + d + `, ` + d + `}`, nil, []string{"/decision"}},
		{"unknown field in answer", `{` + d + `, "answers": [{"q": "x", "a": "y", "why": "z"}]}`, nil, []string{"/answers/0/why"}},
		{"every broken field listed", `{"decision": "short", "mode": "decide", "extra": 1, "answers": [{"q": "", "a": ""}]}`, nil,
			[]string{"/decision", "/mode", "/extra", "/answers/0/q", "/answers/0/a"}},
		{"idempotency key too long", `{` + d + `}`, []string{"Idempotency-Key", strings.Repeat("k", 256)}, []string{""}},
		{"idempotency key and body", `{"decision": "short"}`, []string{"Idempotency-Key", strings.Repeat("k", 256)}, []string{"/decision", ""}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := e.post("/api/v1/verdict", e.Key, tc.body, tc.headers...)
			p := wantProblem(t, r, http.StatusUnprocessableEntity, "invalid_request", true)
			if strings.Contains(p.Detail, "  ") || strings.HasSuffix(p.Detail, " ") {
				t.Errorf("detail %q has a doubled or trailing space", p.Detail)
			}
			got := pointers(p)
			want := slices.Clone(tc.pointers)
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("pointers = %q, want %q; body %s", pointers(p), tc.pointers, r.body)
			}
		})
	}
	if b := e.Balance(t, e.AccountID); b != 100 {
		t.Errorf("balance = %d, want 100", b)
	}
}

// TestOrderOfChecks pairs two failures and checks the earlier one of SPEC
// §2's order answers.
func TestOrderOfChecks(t *testing.T) {
	t.Parallel()
	t.Run("401 before 415", func(t *testing.T) {
		t.Parallel()
		e := newEnv(t)
		r := e.post("/api/v1/verdict", "", "nope", "Content-Type", "text/plain")
		wantProblem(t, r, 401, "unauthorized", false)
	})
	t.Run("415 before 413", func(t *testing.T) {
		t.Parallel()
		e := newEnv(t)
		r := e.post("/api/v1/verdict", e.Key, strings.Repeat("x", httpMaxBody+1), "Content-Type", "text/plain")
		wantProblem(t, r, 415, "unsupported_media_type", true)
	})
	t.Run("413 before 400", func(t *testing.T) {
		t.Parallel()
		e := newEnv(t)
		r := e.post("/api/v1/verdict", e.Key, strings.Repeat("{", httpMaxBody+1))
		wantProblem(t, r, 413, "payload_too_large", true)
	})
	t.Run("400 before 422", func(t *testing.T) {
		t.Parallel()
		e := newEnv(t)
		r := e.post("/api/v1/verdict", e.Key, `{"mode": "bad"`, "Idempotency-Key", strings.Repeat("k", 300))
		wantProblem(t, r, 400, "malformed_json", true)
	})
	t.Run("422 before 429", func(t *testing.T) {
		t.Parallel()
		e := newEnv(t, verdicttest.WithRatePerHour(1))
		decodeVerdict(t, e.verdict(e.Key))
		r := e.post("/api/v1/verdict", e.Key, `{"decision": "short"}`)
		wantProblem(t, r, 422, "invalid_request", true)
	})
	t.Run("429 before 503", func(t *testing.T) {
		t.Parallel()
		e := newEnv(t, verdicttest.WithRatePerHour(1), verdicttest.WithDailyCapacity(1))
		decodeVerdict(t, e.verdict(e.Key))
		wantProblem(t, e.verdict(e.Key), 429, "rate_limited", true)
	})
	t.Run("503 before 402", func(t *testing.T) {
		t.Parallel()
		e := newEnv(t, verdicttest.WithDailyCapacity(1))
		decodeVerdict(t, e.verdict(e.Key))
		broke := e.NewAccount(t, 0)
		r := e.verdict(broke.Key)
		p := wantProblem(t, r, 503, "capacity_exhausted", true)
		if r.header.Get("Retry-After") == "" || *p.CreditsRemaining != 0 {
			t.Errorf("503: Retry-After %q, credits %d", r.header.Get("Retry-After"), *p.CreditsRemaining)
		}
	})
	t.Run("402 when nothing else fails", func(t *testing.T) {
		t.Parallel()
		e := newEnv(t, verdicttest.WithCredits(0))
		p := wantProblem(t, e.verdict(e.Key), 402, "insufficient_credits", true)
		if *p.CreditsRemaining != 0 {
			t.Errorf("credits_remaining = %d", *p.CreditsRemaining)
		}
	})
}

func TestNotFound(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	for _, rq := range []request{
		{method: http.MethodGet, path: "/api/v1/verdict?slug=" + strings.Repeat("z", domain.SlugLen), key: e.Key},
		{method: http.MethodDelete, path: "/api/v1/keys/key_nope", key: e.Key},
		{method: http.MethodGet, path: "/api/v1/nothing-here", key: e.Key},
	} {
		wantProblem(t, e.call(rq), http.StatusNotFound, "not_found", true)
	}
	wantProblem(t, e.get("/nothing-here", ""), http.StatusNotFound, "not_found", false)
}

func TestMissingOrEmptySlugIs422NotA404(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	for path, detail := range map[string]string{
		"/api/v1/verdict":       "The query parameter slug is required.",
		"/api/v1/verdict?slug=": "The query parameter slug must not be empty.",
	} {
		p := wantProblem(t, e.get(path, e.Key), http.StatusUnprocessableEntity, "invalid_request", true)
		if p.Detail != detail {
			t.Errorf("GET %s: detail %q, want %q", path, p.Detail, detail)
		}
	}
}

func TestMethodNotAllowed(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	r := e.call(request{method: http.MethodPut, path: "/api/v1/keys", key: e.Key})
	wantProblem(t, r, http.StatusMethodNotAllowed, "method_not_allowed", true)
	if got := r.header.Get("Allow"); got != "GET, POST" {
		t.Errorf("Allow = %q", got)
	}
	// Without a key, the key comes first.
	wantProblem(t, e.call(request{method: http.MethodPut, path: "/api/v1/keys"}), http.StatusUnauthorized, "unauthorized", false)
}

// brokenStore fails every key listing with a message that must not leak.
type brokenStore struct{ *memory.Store }

func (brokenStore) ListKeys(context.Context, string) ([]domain.Key, error) {
	return nil, errors.New("pq: connection to 10.0.0.7 refused (password=hunter2)")
}

func TestInternalErrorsAreLoggedNotEchoed(t *testing.T) {
	t.Parallel()
	var logs bytes.Buffer
	app := application.New(application.Deps{Store: brokenStore{memory.New()}, Reasoner: offline.New()})
	acct, err := app.CreateAccount.Do(context.Background(), "a", 5)
	if err != nil {
		t.Fatal(err)
	}
	h := httpadapter.NewHandler(app, httpadapter.Options{Logger: slog.New(slog.NewJSONHandler(&logs, nil))})
	req := httptest.NewRequest(http.MethodGet, "/api/v1/keys", nil)
	req.Header.Set("Authorization", "Bearer "+acct.Key.Plaintext)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)

	r := resp{status: rec.Code, header: rec.Header(), body: rec.Body.Bytes()}
	p := wantProblem(t, r, http.StatusInternalServerError, "internal_error", true)
	if bytes.Contains(r.body, []byte("hunter2")) || bytes.Contains(r.body, []byte("10.0.0.7")) {
		t.Errorf("internal error echoed: %s", r.body)
	}
	if *p.CreditsRemaining != 5 {
		t.Errorf("credits_remaining = %d", *p.CreditsRemaining)
	}
	var logged bool
	for _, line := range strings.Split(strings.TrimSpace(logs.String()), "\n") {
		var rec map[string]any
		if json.Unmarshal([]byte(line), &rec) == nil && rec["level"] == "ERROR" &&
			rec["request_id"] == p.RequestID && strings.Contains(fmt.Sprint(rec["error"]), "connection to 10.0.0.7 refused") {
			logged = true
		}
	}
	if !logged {
		t.Errorf("no ERROR log with request_id %s and the cause:\n%s", p.RequestID, logs.String())
	}
}

func TestAPanicIsAnInternalErrorProblem(t *testing.T) {
	t.Parallel()
	boom := &apptest.Reasoner{OnCall: func(context.Context, string) { panic("boom") }}
	e := newEnv(t, verdicttest.WithReasoner(boom))
	r := e.post("/api/v1/clarify", e.Key, verdictBody)
	wantProblem(t, r, http.StatusInternalServerError, "internal_error", true)
	if bytes.Contains(r.body, []byte("boom")) {
		t.Errorf("panic value echoed: %s", r.body)
	}
	// The server still serves.
	if r := e.get("/healthz", ""); r.status != http.StatusOK {
		t.Errorf("healthz after a panic: %d", r.status)
	}
}
