package http_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	httpadapter "github.com/verdicthq/verdict/adapters/http"
	"github.com/verdicthq/verdict/adapters/memory"
	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/application/apptest"
	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/verdicttest"
)

// browser is a web client: a cookie jar, no redirects followed (the tests
// look at each 303), and the same-origin header a browser sends on its
// own forms.
type browser struct {
	t    *testing.T
	base string
	c    *http.Client
}

func newBrowser(t *testing.T, base string) *browser {
	t.Helper()
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &browser{t: t, base: base, c: &http.Client{
		Jar:           jar,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}}
}

func (b *browser) do(method, path string, form url.Values, headers ...string) resp {
	b.t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequestWithContext(context.Background(), method, b.base+path, body)
	if err != nil {
		b.t.Fatal(err)
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("Sec-Fetch-Site", "same-origin")
		req.Header.Set("Origin", b.base)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		if headers[i+1] == "" {
			req.Header.Del(headers[i])
		} else {
			req.Header.Set(headers[i], headers[i+1])
		}
	}
	res, err := b.c.Do(req)
	if err != nil {
		b.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	out, err := io.ReadAll(res.Body)
	if err != nil {
		b.t.Fatal(err)
	}
	return resp{status: res.StatusCode, header: res.Header, body: out}
}

func (b *browser) get(path string, headers ...string) resp {
	b.t.Helper()
	return b.do(http.MethodGet, path, nil, headers...)
}

func (b *browser) post(path string, form url.Values, headers ...string) resp {
	b.t.Helper()
	return b.do(http.MethodPost, path, form, headers...)
}

func (b *browser) signIn(key string) {
	b.t.Helper()
	r := b.post("/login", url.Values{"key": {key}})
	if r.status != http.StatusSeeOther || r.header.Get("Location") != "/app" {
		b.t.Fatalf("sign in: %d %s, want 303 to /app", r.status, r.header.Get("Location"))
	}
}

// startRun posts the run form and returns the run's slug.
func (b *browser) startRun(form url.Values) string {
	b.t.Helper()
	r := b.post("/app/runs", form)
	loc := r.header.Get("Location")
	if r.status != http.StatusSeeOther || !strings.HasPrefix(loc, "/app/runs/") {
		b.t.Fatalf("start run: %d %s %s", r.status, loc, r.body)
	}
	return strings.TrimPrefix(loc, "/app/runs/")
}

func wantRedirect(t *testing.T, r resp, to string) {
	t.Helper()
	if r.status != http.StatusSeeOther || r.header.Get("Location") != to {
		t.Errorf("got %d to %q, want 303 to %s", r.status, r.header.Get("Location"), to)
	}
}

func wantPage(t *testing.T, r resp, status int, contains ...string) {
	t.Helper()
	if r.status != status {
		t.Fatalf("status %d, want %d: %.600s", r.status, status, r.body)
	}
	if ct := r.header.Get("Content-Type"); ct != "text/html; charset=utf-8" {
		t.Errorf("Content-Type %q, want HTML", ct)
	}
	for _, c := range contains {
		if !bytes.Contains(r.body, []byte(c)) {
			t.Errorf("the page lacks %q", c)
		}
	}
}

var runForm = url.Values{"decision": {decision}, "mode": {""}, "auto": {"false", "true"}}

func TestPagesCarryTheSecurityHeadersAndNoInlineScript(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	b := newBrowser(t, e.URL)
	anon := newBrowser(t, e.URL)
	b.signIn(e.Key)
	slug := b.startRun(runForm)
	inline := regexp.MustCompile(`<script(\s[^>]*)?>`)
	for _, p := range []struct {
		b    *browser
		path string
	}{{anon, "/"}, {anon, "/login"}, {anon, "/sample"}, {anon, "/v/AAAAAAAAAAAAAAAAAAAAAA"}, {b, "/app"}, {b, "/app/runs/" + slug}} {
		r := p.b.get(p.path)
		h := r.header
		csp := h.Get("Content-Security-Policy")
		if !strings.Contains(csp, "default-src 'self'") || !strings.Contains(csp, "script-src 'self'") || strings.Contains(csp, "unsafe") {
			t.Errorf("%s: Content-Security-Policy %q", p.path, csp)
		}
		if h.Get("X-Frame-Options") != "DENY" || h.Get("Referrer-Policy") != "same-origin" || h.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: X-Frame-Options %q, Referrer-Policy %q, X-Content-Type-Options %q", p.path, h.Get("X-Frame-Options"), h.Get("Referrer-Policy"), h.Get("X-Content-Type-Options"))
		}
		for _, tag := range inline.FindAll(r.body, -1) {
			if !bytes.Contains(tag, []byte(" src=")) {
				t.Errorf("%s: an inline script %s", p.path, tag)
			}
		}
		if bytes.Contains(r.body, []byte(" style=")) || bytes.Contains(r.body, []byte(" on")) && regexp.MustCompile(`\son[a-z]+=`).Match(r.body) {
			t.Errorf("%s: an inline style or event handler, which the policy would block", p.path)
		}
	}
}

func TestStaticAssetsAreEmbeddedAndFingerprinted(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	b := newBrowser(t, e.URL)
	home := b.get("/")
	m := regexp.MustCompile(`/static/verdict\.css\?v=[0-9a-f]+`).Find(home.body)
	if m == nil {
		t.Fatal("the home page links no fingerprinted stylesheet")
	}
	r := b.get(string(m))
	if r.status != http.StatusOK || r.header.Get("Content-Type") != "text/css; charset=utf-8" || !strings.Contains(r.header.Get("Cache-Control"), "immutable") || len(r.body) < 1000 {
		t.Errorf("stylesheet: %d %q %q, %d bytes", r.status, r.header.Get("Content-Type"), r.header.Get("Cache-Control"), len(r.body))
	}
	if r := b.get("/static/nothing.css"); r.status != http.StatusNotFound {
		t.Errorf("an unknown asset: %d", r.status)
	}
	if bytes.Contains(home.body, []byte("//cdn")) || bytes.Contains(home.body, []byte("https://fonts")) {
		t.Error("the home page loads something from another site")
	}
}

func TestHomeShowsTheSampleSlip(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	out, err := e.App.Sample.Do(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	r := newBrowser(t, e.URL).get("/")
	wantPage(t, r, http.StatusOK, "Sign in", `href="/sample"`, template(out.Slip.Headline))
	wantPage(t, newBrowser(t, e.URL).get("/sample"), http.StatusOK, template(out.Slip.Headline), "The scores", "The blind audit")
}

// template is s as html/template writes it in text.
func template(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;").Replace(s)
}

func TestSignInKeepsAHashedSessionInAnHttpOnlyCookie(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	b := newBrowser(t, e.URL)
	wantRedirect(t, b.get("/app"), "/login")

	r := b.post("/login", url.Values{"key": {"vd_not-a-key"}})
	wantPage(t, r, http.StatusUnauthorized, "That key is not valid", `aria-invalid="true"`)
	if len(r.header.Values("Set-Cookie")) != 0 || bytes.Contains(r.body, []byte("vd_not-a-key")) {
		t.Error("a refused key set a cookie or was echoed back")
	}

	r = b.post("/login", url.Values{"key": {e.Key}})
	wantRedirect(t, r, "/app")
	ck := r.header.Get("Set-Cookie")
	for _, want := range []string{"verdict_session=vs_", "Path=/", "Max-Age=43200", "HttpOnly", "SameSite=Lax"} {
		if !strings.Contains(ck, want) {
			t.Errorf("Set-Cookie %q lacks %s", ck, want)
		}
	}
	if strings.Contains(ck, "Secure") {
		t.Errorf("Set-Cookie %q is Secure on a plain-http public URL", ck)
	}
	secret := strings.TrimPrefix(strings.SplitN(ck, ";", 2)[0], "verdict_session=")
	se, err := e.Store.Session(t.Context(), domain.HashKey(secret), noon)
	if err != nil || se.AccountID != e.AccountID || !se.ExpiresAt.Equal(noon.Add(12*time.Hour)) {
		t.Errorf("stored session %+v, %v; want the account's, by the hash of the secret, for 12 hours", se, err)
	}
	wantPage(t, b.get("/app"), http.StatusOK, "Ask for a verdict", "this session's key")
	wantRedirect(t, b.get("/login"), "/app")

	// Signing out ends the session on the server, not only in the browser.
	wantRedirect(t, b.post("/logout", url.Values{}), "/")
	if _, err := e.Store.Session(t.Context(), domain.HashKey(secret), noon); err == nil {
		t.Error("the session outlived signing out")
	}
	wantRedirect(t, b.get("/app"), "/login")
}

func TestSessionCookiesAreSecureBehindHTTPS(t *testing.T) {
	t.Parallel()
	store := memory.New()
	app := application.New(application.Deps{Store: store, Reasoner: &apptest.Reasoner{}, Config: application.Config{PublicURL: "https://verdict.example.com"}})
	na, err := app.CreateAccount.Do(t.Context(), "secure", 1)
	if err != nil {
		t.Fatal(err)
	}
	h := httpadapter.NewHandler(app, httpadapter.Options{})
	req := httptest.NewRequestWithContext(t.Context(), http.MethodPost, "/login", strings.NewReader(url.Values{"key": {na.Key.Plaintext}}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", "https://verdict.example.com") // through a proxy: the Host is the backend's
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusSeeOther || !strings.Contains(rec.Header().Get("Set-Cookie"), "Secure") {
		t.Errorf("%d, Set-Cookie %q; want 303 and a Secure cookie", rec.Code, rec.Header().Get("Set-Cookie"))
	}
}

func TestARevokedKeysSessionGetsTheSignInPage(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	b := newBrowser(t, e.URL)
	b.signIn(e.Key)
	c, err := e.App.Authenticate.Do(t.Context(), e.Key)
	if err != nil {
		t.Fatal(err)
	}
	if r := e.call(request{method: http.MethodDelete, path: "/api/v1/keys/" + c.KeyID, key: e.Key}); r.status != http.StatusNoContent {
		t.Fatalf("revoke through the API: %d", r.status)
	}
	r := b.get("/app")
	wantRedirect(t, r, "/login")
	if ck := r.header.Get("Set-Cookie"); !strings.Contains(ck, "verdict_session=;") || !strings.Contains(ck, "Max-Age=0") {
		t.Errorf("the ended session's cookie is not cleared: %q", ck)
	}
	wantPage(t, b.get("/login"), http.StatusOK, `name="key"`)
	wantRedirect(t, b.post("/app/runs", runForm), "/login")
	if got := e.Balance(t, e.AccountID); got != 100 {
		t.Errorf("balance %d, want 100: nothing ran", got)
	}
}

func TestCrossOriginFormPostsAreRefused(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	b := newBrowser(t, e.URL)
	b.signIn(e.Key)
	for name, headers := range map[string][]string{
		"Sec-Fetch-Site cross-site":               {"Sec-Fetch-Site", "cross-site", "Origin", "https://evil.example"},
		"Sec-Fetch-Site same-site (another port)": {"Sec-Fetch-Site", "same-site", "Origin", "http://127.0.0.1:1"},
		"an old browser: Origin only":             {"Sec-Fetch-Site", "", "Origin", "https://evil.example"},
	} {
		for _, path := range []string{"/app/runs", "/app/keys", "/login", "/logout"} {
			r := b.post(path, runForm, headers...)
			if r.status != http.StatusForbidden || !bytes.Contains(r.body, []byte("another site")) {
				t.Errorf("%s to %s: %d, want 403 and the refusal page", name, path, r.status)
			}
		}
	}
	if got := e.Balance(t, e.AccountID); got != 100 {
		t.Errorf("balance %d after refused posts, want 100", got)
	}
	if keys, _ := e.App.ListKeys.Do(t.Context(), e.AccountID); len(keys) != 1 {
		t.Errorf("%d keys after a refused key post, want 1", len(keys))
	}
	wantPage(t, b.get("/app"), http.StatusOK) // still signed in
}

func TestAnUnpublishedSlipIsTheSame404AsAnUnknownSlug(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	other := e.NewAccount(t, 1)
	v := decodeVerdict(t, e.verdict(e.Key))
	owner, stranger, signedInStranger := newBrowser(t, e.URL), newBrowser(t, e.URL), newBrowser(t, e.URL)
	owner.signIn(e.Key)
	signedInStranger.signIn(other.Key)

	same := func(who string, b *browser) {
		t.Helper()
		for _, suffix := range []string{"", ".json"} {
			private := b.get("/v/" + v.Slug + suffix)
			unknown := b.get("/v/AAAAAAAAAAAAAAAAAAAAAA" + suffix)
			garbage := b.get("/v/not-a-slug" + suffix)
			for _, r := range []resp{private, unknown, garbage} {
				if r.status != http.StatusNotFound {
					t.Fatalf("%s: /v/…%s: %d, want 404", who, suffix, r.status)
				}
			}
			if !bytes.Equal(private.body, unknown.body) || !bytes.Equal(private.body, garbage.body) {
				t.Errorf("%s: /v/{private}%s and /v/{unknown}%s differ:\n%s\n%s", who, suffix, suffix, private.body, unknown.body)
			}
			for _, h := range []string{"Content-Type", "Content-Length", "Cache-Control", "Content-Security-Policy", "Set-Cookie"} {
				if private.header.Get(h) != unknown.header.Get(h) {
					t.Errorf("%s: %s differs: %q vs %q", who, h, private.header.Get(h), unknown.header.Get(h))
				}
			}
		}
	}
	same("anonymous", stranger)
	same("another account", signedInStranger)

	// The owner sees it, with the publish button; the JSON is the slip's bytes.
	wantPage(t, owner.get("/v/"+v.Slug), http.StatusOK, "Private:", `action="/app/runs/`+v.Slug+`/publish"`)
	if r := owner.get("/v/" + v.Slug + ".json"); r.status != http.StatusOK || !bytes.Equal(r.body, v.Slip) {
		t.Errorf("the owner's /v/{slug}.json: %d, or not the slip's bytes", r.status)
	}

	// Published: anyone reads it, with Open Graph tags; the JSON is the same bytes.
	wantRedirect(t, owner.post("/app/runs/"+v.Slug+"/publish", url.Values{"published": {"true"}, "back": {"slip"}}), "/v/"+v.Slug)
	var s struct {
		Headline string `json:"headline"`
	}
	if err := json.Unmarshal(v.Slip, &s); err != nil {
		t.Fatal(err)
	}
	r := stranger.get("/v/" + v.Slug)
	wantPage(t, r, http.StatusOK, `<meta property="og:title" content="`+template(s.Headline), `<meta property="og:url" content="`+e.URL+"/v/"+v.Slug)
	if bytes.Contains(r.body, []byte(`/publish"`)) {
		t.Error("a stranger sees the publish form")
	}
	if r := signedInStranger.get("/v/" + v.Slug + ".json"); r.status != http.StatusOK || !bytes.Equal(r.body, v.Slip) {
		t.Errorf("a published /v/{slug}.json: %d, or not the slip's bytes", r.status)
	}
	// Unpublished again: back to the 404.
	wantRedirect(t, owner.post("/app/runs/"+v.Slug+"/publish", url.Values{"published": {"false"}}), "/app#runs")
	same("anonymous, after unpublishing", stranger)
	// Another account cannot publish it.
	r = signedInStranger.post("/app/runs/"+v.Slug+"/publish", url.Values{"published": {"true"}})
	wantPage(t, r, http.StatusNotFound, "Nothing here")
}

func TestRunFormErrorsArePagesWithTheFieldsMarked(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	b := newBrowser(t, e.URL)
	b.signIn(e.Key)
	invalid := func(r resp, field string) {
		t.Helper()
		re := regexp.MustCompile(`(name|id)="` + regexp.QuoteMeta(field) + `"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="` + regexp.QuoteMeta(field) + `"`)
		if !re.Match(r.body) {
			t.Errorf("field %s is not marked invalid", field)
		}
	}

	r := b.post("/app/runs", url.Values{"decision": {"  too short  "}, "auto": {"false", "true"}})
	wantPage(t, r, http.StatusUnprocessableEntity, "must be at least 20 characters after trimming (got 9)", "Nothing was charged")
	invalid(r, "decision")

	r = b.post("/app/runs", url.Values{"decision": {strings.Repeat("é", 6001)}})
	wantPage(t, r, http.StatusUnprocessableEntity, "must be at most 6000 characters")
	invalid(r, "decision")

	// A question without an answer in the second row, and a bad mode.
	r = b.post("/app/runs", url.Values{"decision": {decision}, "mode": {"decide"},
		"answer_q": {"", "horizon", "budget"}, "answer_a": {"", "", "10k"}})
	wantPage(t, r, http.StatusUnprocessableEntity, "Answer must not be empty", `value="horizon"`, `value="10k"`)
	if !regexp.MustCompile(`name="answer_a"[^>]*value=""[^>]*aria-invalid="true"`).Match(r.body) {
		t.Error("the second row's empty answer is not marked")
	}
	invalid(r, "mode")

	// Six answers: the group is marked.
	many := url.Values{"decision": {decision}}
	for i := range 6 {
		many.Add("answer_q", fmt.Sprintf("q%d", i))
		many.Add("answer_a", "a")
	}
	wantPage(t, b.post("/app/runs", many), http.StatusUnprocessableEntity, "Answers must have at most 5 items", `class="answers invalid"`)

	// A form over 64 KiB: 413.
	r = b.post("/app/runs", url.Values{"decision": {strings.Repeat("x", 70_000)}})
	wantPage(t, r, http.StatusRequestEntityTooLarge, "That form is too large")

	if got := e.Balance(t, e.AccountID); got != 100 {
		t.Errorf("balance %d after refused forms, want 100", got)
	}
}

func TestUserTextIsEscapedWherePagesShowIt(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	b := newBrowser(t, e.URL)
	b.signIn(e.Key)
	hostile := `Should I pick <script>alert(1)</script> or <img src=x onerror=alert(2)> or the one at javascript:alert(3)? Both cost 40k.`
	r := b.post("/app/runs", url.Values{"decision": {hostile}, "mode": {"nonsense"}})
	wantPage(t, r, http.StatusUnprocessableEntity, "&lt;script&gt;alert(1)&lt;/script&gt;")
	if bytes.Contains(r.body, []byte("<script>alert")) || bytes.Contains(r.body, []byte("<img src=x")) {
		t.Error("the refused form shows the decision's markup as markup")
	}
	slug := b.startRun(url.Values{"decision": {hostile}})
	waitEnded(t, e, slug)
	for _, path := range []string{"/v/" + slug, "/app", "/app/runs/" + slug} {
		r := b.get(path)
		if r.status != http.StatusOK || bytes.Contains(r.body, []byte("<script>alert")) || bytes.Contains(r.body, []byte("<img src=x")) || bytes.Contains(r.body, []byte(`href="javascript:`)) {
			t.Errorf("%s (%d) shows the decision's markup as markup", path, r.status)
		}
	}
}

// waitEnded waits for a web run to end.
func waitEnded(t *testing.T, e *env, slug string) {
	t.Helper()
	if err := e.App.StartVerdict.Wait(t.Context()); err != nil {
		t.Fatal(err)
	}
}

func TestRunLimitsArePagesAndChargeNothing(t *testing.T) {
	t.Parallel()
	e := newEnv(t, verdicttest.WithRatePerHour(1))
	b := newBrowser(t, e.URL)
	b.signIn(e.Key)
	b.startRun(runForm)
	waitEnded(t, e, "")
	r := b.post("/app/runs", runForm)
	wantPage(t, r, http.StatusTooManyRequests, "Slow down", "started the 1 runs it may start in an hour", "in 60 minutes")
	if r.header.Get("Retry-After") != "3600" {
		t.Errorf("Retry-After %q, want 3600", r.header.Get("Retry-After"))
	}

	broke := e.NewAccount(t, 0)
	bb := newBrowser(t, e.URL)
	bb.signIn(broke.Key)
	wantPage(t, bb.post("/app/runs", runForm), http.StatusPaymentRequired, "No credits left")
	if got := e.Balance(t, e.AccountID); got != 99 {
		t.Errorf("balance %d, want 99: one run", got)
	}
}

func TestAFullInstanceAnswersTheCapacityPage(t *testing.T) {
	t.Parallel()
	release := make(chan struct{})
	e := newEnv(t, verdicttest.WithMaxConcurrentRuns(1), verdicttest.WithReasoner(&apptest.Reasoner{OnCall: func(context.Context, string) { <-release }}))
	b := newBrowser(t, e.URL)
	b.signIn(e.Key)
	b.startRun(runForm)
	r := b.post("/app/runs", runForm)
	close(release)
	wantPage(t, r, http.StatusServiceUnavailable, "Verdict is at capacity", "Try again in 5 seconds")
	if r.header.Get("Retry-After") != "5" {
		t.Errorf("Retry-After %q", r.header.Get("Retry-After"))
	}
	waitEnded(t, e, "")
	if got := e.Balance(t, e.AccountID); got != 99 {
		t.Errorf("balance %d, want 99", got)
	}
}

type sse struct {
	id   int
	name string
	data string
}

func readEvents(t *testing.T, body []byte) []sse {
	t.Helper()
	var out []sse
	var cur sse
	sc := bufio.NewScanner(bytes.NewReader(body))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if cur.name != "" {
				out = append(out, cur)
			}
			cur = sse{}
		case strings.HasPrefix(line, "id: "):
			cur.id, _ = strconv.Atoi(strings.TrimPrefix(line, "id: "))
		case strings.HasPrefix(line, "event: "):
			cur.name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			cur.data += strings.TrimPrefix(line, "data: ")
		}
	}
	return out
}

func TestTheRunEventStream(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	b := newBrowser(t, e.URL)
	b.signIn(e.Key)
	slug := b.startRun(runForm)

	r := b.get("/app/runs/" + slug + "/events")
	if r.status != http.StatusOK || r.header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("events: %d %q", r.status, r.header.Get("Content-Type"))
	}
	evs := readEvents(t, r.body)
	var names []string
	for i, ev := range evs {
		names = append(names, ev.name)
		if ev.id != i+1 {
			t.Errorf("event %d has id %d", i+1, ev.id)
		}
		if i < 12 {
			var d map[string]any
			if err := json.Unmarshal([]byte(ev.data), &d); err != nil || d["stage"] != ev.name || d["elapsed_ms"] == nil || (d["state"] != "started" && d["state"] != "done") {
				t.Errorf("stage event %s: %s", ev.name, ev.data)
			}
		}
	}
	want := "clarify clarify widen widen score score simulate simulate red_team red_team audit audit complete"
	if got := strings.Join(names, " "); got != want {
		t.Fatalf("events %s\nwant %s", got, want)
	}
	var done struct{ Slug, URL, Headline string }
	if err := json.Unmarshal([]byte(evs[12].data), &done); err != nil || done.Slug != slug || done.URL != e.URL+"/v/"+slug || done.Headline == "" {
		t.Errorf("complete event %s", evs[12].data)
	}

	// Last-Event-ID resumes after it; after the final event, 204 (EventSource stops).
	r = b.get("/app/runs/"+slug+"/events", "Last-Event-ID", "7")
	if rest := readEvents(t, r.body); len(rest) != 6 || rest[0].id != 8 || rest[5].name != "complete" {
		t.Errorf("resumed after 7: %+v", rest)
	}
	if r := b.get("/app/runs/"+slug+"/events", "Last-Event-ID", "13"); r.status != http.StatusNoContent || len(r.body) != 0 {
		t.Errorf("after the final event: %d %q, want 204", r.status, r.body)
	}

	// Another account's session: the run is not found.
	other := newBrowser(t, e.URL)
	other.signIn(e.NewAccount(t, 1).Key)
	wantPage(t, other.get("/app/runs/"+slug+"/events"), http.StatusNotFound)
	wantPage(t, other.get("/app/runs/"+slug), http.StatusNotFound)
	wantRedirect(t, newBrowser(t, e.URL).get("/app/runs/"+slug+"/events"), "/login")
}

func TestTheRunPageWorksWithoutJavaScript(t *testing.T) {
	t.Parallel()
	release := make(chan struct{})
	reasoner := &apptest.Reasoner{OnCall: func(_ context.Context, stage string) {
		if stage == "widen" {
			<-release
		}
	}}
	e := newEnv(t, verdicttest.WithReasoner(reasoner))
	b := newBrowser(t, e.URL)
	b.signIn(e.Key)
	slug := b.startRun(runForm)
	// While the engine widens: clarify is done, widen started, a page that reloads itself.
	var r resp
	for range 100 {
		r = b.get("/app/runs/" + slug)
		if bytes.Contains(r.body, []byte(`data-stage="widen" data-state="started"`)) {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	wantPage(t, r, http.StatusOK, `<noscript><meta http-equiv="refresh" content="2"></noscript>`,
		`data-stage="clarify" data-state="done"`, `data-stage="widen" data-state="started"`, `data-stage="score" data-state="waiting"`)
	close(release)
	waitEnded(t, e, slug)
	r = b.get("/app/runs/" + slug)
	wantPage(t, r, http.StatusOK, `data-stage="audit" data-state="done"`, `href="/v/`+slug+`"`)
	if bytes.Contains(r.body, []byte(`http-equiv="refresh"`)) {
		t.Error("an ended run's page still reloads itself")
	}
}

func TestTheQuestionPreviewIsFreeAndFillsTheAnswers(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	b := newBrowser(t, e.URL)
	b.signIn(e.Key)
	r := b.post("/app/clarify", runForm)
	wantPage(t, r, http.StatusOK, "suggested answers", `name="answer_q"`, `<details class="answers-box" open>`)
	cl, err := e.App.Clarify.Do(t.Context(), application.Caller{AccountID: e.AccountID}, domain.Request{Decision: decision})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cl.Clarified {
		if !bytes.Contains(r.body, []byte(`value="`+template(c.Q)+`"`)) {
			t.Errorf("the preview lacks the question %q", c.Q)
		}
	}
	if got := e.Balance(t, e.AccountID); got != 100 {
		t.Errorf("balance %d after a preview, want 100", got)
	}
	wantPage(t, b.post("/app/clarify", url.Values{"decision": {"short"}}), http.StatusUnprocessableEntity, "Decision must be at least")
}

func TestKeysOnTheDashboard(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	b := newBrowser(t, e.URL)
	b.signIn(e.Key)
	r := b.post("/app/keys", url.Values{})
	wantPage(t, r, http.StatusCreated, "it will not be shown again")
	key := regexp.MustCompile(`<code class="key" id="new-key">(vd_[0-9A-Za-z]{38})</code>`).FindSubmatch(r.body)
	if key == nil {
		t.Fatal("no new key on the page")
	}
	if _, err := e.App.Authenticate.Do(t.Context(), string(key[1])); err != nil {
		t.Errorf("the key shown does not work: %v", err)
	}
	if r := b.get("/app"); bytes.Contains(r.body, key[1]) {
		t.Error("the new key is shown again")
	}
	for range 3 {
		b.post("/app/keys", url.Values{})
	}
	wantPage(t, b.post("/app/keys", url.Values{}), http.StatusConflict, "revoke one first")
	other := e.NewAccount(t, 1)
	oc, _ := e.App.Authenticate.Do(t.Context(), other.Key)
	wantPage(t, b.post("/app/keys/"+oc.KeyID+"/revoke", url.Values{}), http.StatusNotFound)
	if _, err := e.App.Authenticate.Do(t.Context(), other.Key); err != nil {
		t.Error("another account's key was revoked")
	}
}
