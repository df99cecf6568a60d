package client_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/verdicthq/verdict/application/apptest"
	"github.com/verdicthq/verdict/client"
	"github.com/verdicthq/verdict/verdicttest"
)

const decision = "Should I take the Berlin job at 95k or stay in Porto at 52k near my friends?"

// exchange is one request the client made and the response it got.
type exchange struct {
	method, path string
	header       http.Header
	status       int
	body         []byte
}

// recording is an http.RoundTripper that keeps every exchange.
type recording struct {
	next http.RoundTripper
	mu   sync.Mutex
	log  []exchange
}

func (r *recording) RoundTrip(req *http.Request) (*http.Response, error) {
	res, err := r.next.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	body, err := io.ReadAll(res.Body)
	res.Body.Close()
	if err != nil {
		return nil, err
	}
	res.Body = io.NopCloser(bytes.NewReader(body))
	r.mu.Lock()
	r.log = append(r.log, exchange{req.Method, req.URL.Path, req.Header.Clone(), res.StatusCode, body})
	r.mu.Unlock()
	return res, nil
}

func (r *recording) last() exchange {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.log[len(r.log)-1]
}

func (r *recording) all() []exchange {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]exchange(nil), r.log...)
}

// newClient is a strict client for srv with key, through verdicttest's
// contract-checking transport, recording every exchange.
func newClient(t *testing.T, srv *verdicttest.Server, key string, opts ...client.Option) (*client.Client, *recording) {
	t.Helper()
	rec := &recording{next: srv.Client().Transport}
	opts = append([]client.Option{client.Strict(), client.WithHTTPClient(&http.Client{Transport: rec})}, opts...)
	c, err := client.New(srv.URL, key, opts...)
	if err != nil {
		t.Fatal(err)
	}
	return c, rec
}

// bytesMatch checks that the response the client decoded encodes back to
// the server's exact bytes.
func bytesMatch(t *testing.T, rec *recording, schema string) {
	t.Helper()
	if err := sameBytes(schema, rec.last().body); err != nil {
		t.Errorf("%s: %v", schema, err)
	}
}

func wantError(t *testing.T, err error, status int, code string) *client.Error {
	t.Helper()
	var e *client.Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v (%T), want a *client.Error %s", err, err, code)
	}
	if e.Status != status || e.Code != code || e.RequestID == "" || e.Detail == "" {
		t.Fatalf("error %+v, want %d %s with a request id and a detail", e, status, code)
	}
	return e
}

// Every operation the server serves, through the client, strictly, over
// the contract-checking transport: each decoded body encodes back to the
// server's bytes.
func TestEveryOperationAgainstTheServer(t *testing.T) {
	t.Parallel()
	srv := verdicttest.NewServer(t, verdicttest.WithCredits(5))
	c, rec := newClient(t, srv, srv.Key)
	ctx := context.Background()

	cl, err := c.Clarify(ctx, client.VerdictRequest{Decision: decision})
	if err != nil {
		t.Fatal(err)
	}
	bytesMatch(t, rec, "Clarification")
	if len(cl.Clarified) == 0 || cl.Mode == "" || cl.CreditsRemaining != 5 {
		t.Errorf("clarify: %+v", cl)
	}

	auto := false
	v, err := c.Verdict(ctx, client.VerdictRequest{
		Decision: decision, Mode: client.ModeDecide, Auto: &auto,
		Answers: []client.Answer{{Q: "horizon", A: "five years"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	bytesMatch(t, rec, "VerdictResponse")
	if v.URL != srv.URL+"/v/"+v.Slug || v.CreditsRemaining != 4 || v.Slip.Headline == "" || len(v.Slip.Podium) == 0 || v.Slip.Simulation.Futures != 5000 {
		t.Errorf("verdict: slug %q url %q credits %d headline %q", v.Slug, v.URL, v.CreditsRemaining, v.Slip.Headline)
	}
	if k := rec.last().header.Get("Idempotency-Key"); !strings.HasPrefix(k, "vc_") || len(k) != 35 {
		t.Errorf("Idempotency-Key %q, want vc_ and 32 hex digits", k)
	}

	f, err := c.Fetch(ctx, v.Slug)
	if err != nil {
		t.Fatal(err)
	}
	bytesMatch(t, rec, "FetchResponse")
	if f.Run.State != client.RunComplete || f.Slip == nil || f.Slip.InputHash != v.Slip.InputHash || f.Run.Mode == nil || *f.Run.Mode != client.ModeDecide || f.Run.CompletedAt == nil {
		t.Errorf("fetch: %+v", f.Run)
	}

	page, err := c.ListVerdicts(ctx, client.ListOptions{Limit: 1})
	if err != nil {
		t.Fatal(err)
	}
	bytesMatch(t, rec, "RunList")
	if len(page.Runs) != 1 || page.Runs[0].Slug != v.Slug || page.Runs[0].Headline != v.Slip.Headline || page.Runs[0].Published || page.NextCursor != "" {
		t.Errorf("list: %+v", page)
	}
	pub, err := c.SetPublished(ctx, v.Slug, true)
	if err != nil {
		t.Fatal(err)
	}
	bytesMatch(t, rec, "FetchResponse")
	if !pub.Run.Published || pub.Slip == nil || pub.Slip.InputHash != v.Slip.InputHash {
		t.Errorf("publish: %+v", pub.Run)
	}
	if _, err := c.SetPublished(ctx, "cRpukr1AtIw025YDNllg0G", true); err == nil {
		t.Error("publishing an unknown slug succeeded")
	} else {
		bytesMatch(t, rec, "Problem")
		wantError(t, err, http.StatusNotFound, client.CodeNotFound)
	}

	nk, err := c.CreateKey(ctx)
	if err != nil {
		t.Fatal(err)
	}
	bytesMatch(t, rec, "NewKey")
	keys, err := c.ListKeys(ctx)
	if err != nil {
		t.Fatal(err)
	}
	bytesMatch(t, rec, "KeyList")
	if len(keys.Keys) != 2 || keys.Keys[1].ID != nk.ID || keys.Keys[0].LastUsedAt == nil {
		t.Errorf("keys: %+v", keys.Keys)
	}
	if err := c.RevokeKey(ctx, nk.ID); err != nil {
		t.Fatal(err)
	}
	revoked, rrec := newClient(t, srv, nk.Key)
	_, err = revoked.ListKeys(ctx)
	e := wantError(t, err, http.StatusUnauthorized, client.CodeUnauthorized)
	if e.CreditsRemaining != nil {
		t.Errorf("an unauthenticated problem carries credits %d", *e.CreditsRemaining)
	}
	bytesMatch(t, rrec, "Problem")
}

// The problems a caller meets, as typed errors with every field set.
func TestProblemsAreTypedErrors(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("invalid_request lists every field", func(t *testing.T) {
		t.Parallel()
		srv := verdicttest.NewServer(t)
		c, _ := newClient(t, srv, srv.Key)
		_, err := c.Verdict(ctx, client.VerdictRequest{Decision: "Too short", Mode: "decide"})
		e := wantError(t, err, http.StatusUnprocessableEntity, client.CodeInvalidRequest)
		if len(e.Errors) != 2 || e.Errors[0].Pointer != "/decision" || e.Errors[1].Pointer != "/mode" {
			t.Errorf("errors %+v", e.Errors)
		}
		if e.CreditsRemaining == nil || *e.CreditsRemaining != 100 {
			t.Errorf("credits %v", e.CreditsRemaining)
		}
		if !strings.Contains(e.Summary(), "- /decision ") || !strings.Contains(e.Summary(), "100 credits left") {
			t.Errorf("summary %q", e.Summary())
		}
	})
	t.Run("not_found", func(t *testing.T) {
		t.Parallel()
		srv := verdicttest.NewServer(t)
		c, _ := newClient(t, srv, srv.Key)
		_, err := c.Fetch(ctx, "AAAAAAAAAAAAAAAAAAAAAA")
		wantError(t, err, http.StatusNotFound, client.CodeNotFound)
	})
	t.Run("insufficient_credits", func(t *testing.T) {
		t.Parallel()
		srv := verdicttest.NewServer(t, verdicttest.WithCredits(0))
		c, _ := newClient(t, srv, srv.Key)
		_, err := c.Verdict(ctx, client.VerdictRequest{Decision: decision})
		e := wantError(t, err, http.StatusPaymentRequired, client.CodeInsufficientCredits)
		if e.CreditsRemaining == nil || *e.CreditsRemaining != 0 || e.Temporary() {
			t.Errorf("%+v", e)
		}
		if got := e.Summary(); !strings.HasPrefix(got, "insufficient_credits: ") || !strings.Contains(got, "0 credits left") {
			t.Errorf("summary %q", got)
		}
	})
	t.Run("rate_limited carries Retry-After", func(t *testing.T) {
		t.Parallel()
		srv := verdicttest.NewServer(t, verdicttest.WithRatePerHour(1))
		c, _ := newClient(t, srv, srv.Key)
		if _, err := c.Verdict(ctx, client.VerdictRequest{Decision: decision}); err != nil {
			t.Fatal(err)
		}
		_, err := c.Verdict(ctx, client.VerdictRequest{Decision: decision})
		e := wantError(t, err, http.StatusTooManyRequests, client.CodeRateLimited)
		if !e.Temporary() || e.RetryAfter < 3590*time.Second || e.RetryAfter > time.Hour {
			t.Errorf("retry after %v", e.RetryAfter)
		}
		if !strings.Contains(e.Summary(), "retry after 3") || !strings.Contains(err.Error(), "verdict get_verdict: rate_limited (429): ") {
			t.Errorf("summary %q, error %q", e.Summary(), err)
		}
	})
	t.Run("run_failed names the run", func(t *testing.T) {
		t.Parallel()
		srv := verdicttest.NewServer(t, verdicttest.WithReasoner(&apptest.Reasoner{Err: errors.New("down")}))
		c, _ := newClient(t, srv, srv.Key)
		_, err := c.Verdict(ctx, client.VerdictRequest{Decision: decision})
		e := wantError(t, err, http.StatusInternalServerError, client.CodeRunFailed)
		f, err := c.Fetch(ctx, e.Slug)
		if err != nil || f.Run.State != client.RunFailed || f.Run.Error == "" || f.Slip != nil {
			t.Errorf("fetch of the failed run: %+v, %v", f, err)
		}
	})
	t.Run("key_limit_reached", func(t *testing.T) {
		t.Parallel()
		srv := verdicttest.NewServer(t)
		c, _ := newClient(t, srv, srv.Key)
		var err error
		for range 5 {
			if _, err = c.CreateKey(ctx); err != nil {
				break
			}
		}
		wantError(t, err, http.StatusConflict, client.CodeKeyLimitReached)
	})
}

// A run refused with 429 and retried after its Retry-After is charged
// once: both attempts carry one Idempotency-Key, and a later call with
// that key replays the run instead of paying again.
func TestRetryReusesTheIdempotencyKeyAndChargesOnce(t *testing.T) {
	t.Parallel()
	clock := apptest.NewClock(time.Date(2030, 6, 1, 12, 0, 0, 0, time.UTC))
	srv := verdicttest.NewServer(t, verdicttest.WithRatePerHour(1), verdicttest.WithClock(clock), verdicttest.WithCredits(10))
	c, rec := newClient(t, srv, srv.Key, client.WithRetry(2, 2*time.Hour))
	var waited []time.Duration
	client.SetSleep(c, func(_ context.Context, d time.Duration) error {
		waited = append(waited, d)
		clock.Advance(d) // the wait passes on the server's clock
		return nil
	})
	ctx := context.Background()
	if _, err := c.Verdict(ctx, client.VerdictRequest{Decision: decision}); err != nil { // the hour's quota
		t.Fatal(err)
	}
	before := srv.Balance(t, srv.AccountID)

	v, err := c.Verdict(ctx, client.VerdictRequest{Decision: decision + " Quickly."})
	if err != nil {
		t.Fatal(err)
	}
	log := rec.all()
	if len(log) != 3 || log[1].status != http.StatusTooManyRequests || log[2].status != http.StatusOK {
		t.Fatalf("exchanges %d, want 200, 429, 200", len(log))
	}
	key := log[1].header.Get("Idempotency-Key")
	if key == "" || log[2].header.Get("Idempotency-Key") != key {
		t.Errorf("the retry sent Idempotency-Key %q after %q", log[2].header.Get("Idempotency-Key"), key)
	}
	if len(waited) != 1 || waited[0] < 3590*time.Second {
		t.Errorf("waited %v, want the 429's Retry-After once", waited)
	}
	if got := srv.Balance(t, srv.AccountID); got != before-1 || v.CreditsRemaining != got {
		t.Errorf("balance %d (response says %d), want %d: one charge for the retried run", got, v.CreditsRemaining, before-1)
	}

	again, err := c.Verdict(ctx, client.VerdictRequest{Decision: decision + " Quickly."}, client.IdempotencyKey(key))
	if err != nil {
		t.Fatal(err)
	}
	if again.Slug != v.Slug || rec.last().header.Get("Idempotency-Key") != key || srv.Balance(t, srv.AccountID) != before-1 {
		t.Errorf("the same key did not replay the run: slug %s vs %s, balance %d", again.Slug, v.Slug, srv.Balance(t, srv.AccountID))
	}
}

// fakeServer answers every request with status, headers and body, and
// counts the requests.
func fakeServer(t *testing.T, status int, header map[string]string, body string) (*httptest.Server, *int) {
	t.Helper()
	var mu sync.Mutex
	n := new(int)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		mu.Lock()
		*n++
		mu.Unlock()
		w.Header().Set("X-Request-Id", "req_1")
		for k, v := range header {
			w.Header().Set(k, v)
		}
		w.WriteHeader(status)
		fmt.Fprint(w, body)
	}))
	t.Cleanup(srv.Close)
	return srv, n
}

const busy = `{"type":"https://verdict.dev/problems/capacity_exhausted","title":"Capacity exhausted","status":503,"detail":"The engine cannot take another run now; retry after 5 seconds.","code":"capacity_exhausted","request_id":"req_1","credits_remaining":3}`

// Retries stop where they should: a Retry-After beyond the cap, a context
// that ends while waiting, the attempts used up, and CreateKey always.
func TestRetryLimits(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	problem := map[string]string{"Content-Type": "application/problem+json", "Retry-After": "5"}
	noSleep := func(context.Context, time.Duration) error { return nil }

	t.Run("wait beyond the cap", func(t *testing.T) {
		t.Parallel()
		srv, n := fakeServer(t, http.StatusServiceUnavailable, problem, busy)
		c, _ := client.New(srv.URL, "vd_x", client.WithRetry(3, 4*time.Second))
		client.SetSleep(c, func(context.Context, time.Duration) error { t.Error("slept"); return nil })
		_, err := c.Verdict(ctx, client.VerdictRequest{Decision: decision})
		e := wantError(t, err, http.StatusServiceUnavailable, client.CodeCapacityExhausted)
		if *n != 1 || e.RetryAfter != 5*time.Second || *e.CreditsRemaining != 3 {
			t.Errorf("%d requests, %+v", *n, e)
		}
	})
	t.Run("attempts used up", func(t *testing.T) {
		t.Parallel()
		srv, n := fakeServer(t, http.StatusServiceUnavailable, problem, busy)
		c, _ := client.New(srv.URL, "vd_x", client.WithRetry(2, time.Minute))
		client.SetSleep(c, noSleep)
		_, err := c.Fetch(ctx, "s")
		wantError(t, err, http.StatusServiceUnavailable, client.CodeCapacityExhausted)
		if *n != 3 {
			t.Errorf("%d requests, want 1 and 2 retries", *n)
		}
	})
	t.Run("context ends while waiting", func(t *testing.T) {
		t.Parallel()
		srv, n := fakeServer(t, http.StatusServiceUnavailable, problem, busy)
		c, _ := client.New(srv.URL, "vd_x", client.WithRetry(2, time.Minute))
		ctx, cancel := context.WithTimeout(ctx, 20*time.Millisecond)
		defer cancel()
		start := time.Now()
		_, err := c.Verdict(ctx, client.VerdictRequest{Decision: decision})
		wantError(t, err, http.StatusServiceUnavailable, client.CodeCapacityExhausted)
		if *n != 1 || time.Since(start) > 4*time.Second {
			t.Errorf("%d requests in %v", *n, time.Since(start))
		}
	})
	t.Run("no retry unless asked", func(t *testing.T) {
		t.Parallel()
		srv, n := fakeServer(t, http.StatusServiceUnavailable, problem, busy)
		c, _ := client.New(srv.URL, "vd_x")
		_, _ = c.Verdict(ctx, client.VerdictRequest{Decision: decision})
		if *n != 1 {
			t.Errorf("%d requests", *n)
		}
	})
	t.Run("CreateKey is never retried", func(t *testing.T) {
		t.Parallel()
		srv, n := fakeServer(t, http.StatusServiceUnavailable, problem, busy)
		c, _ := client.New(srv.URL, "vd_x", client.WithRetry(3, time.Minute))
		client.SetSleep(c, noSleep)
		_, _ = c.CreateKey(ctx)
		if *n != 1 {
			t.Errorf("%d requests", *n)
		}
	})
}

// A response that is not a problem document (a proxy's page) is still an
// *Error, with its status and no code; a problem the client cannot read
// is an error that says so; a run attempt has its own timeout.
func TestOtherFailures(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	srv, _ := fakeServer(t, http.StatusBadGateway, map[string]string{"Content-Type": "text/html"}, "<html>bad gateway</html>")
	c, _ := client.New(srv.URL+"/", "vd_x")
	_, err := c.ListKeys(ctx)
	e := wantError(t, err, http.StatusBadGateway, "")
	if e.Detail != "<html>bad gateway</html>" || e.Summary() != "HTTP 502: <html>bad gateway</html>\n(request req_1)" {
		t.Errorf("%+v / %q", e, e.Summary())
	}

	srv, _ = fakeServer(t, http.StatusOK, map[string]string{"Content-Type": "application/json"}, `{"keys":[],"credits_remaining":1,"new":1}`)
	strict, _ := client.New(srv.URL, "vd_x", client.Strict())
	if _, err := strict.ListKeys(ctx); err == nil || !strings.Contains(err.Error(), `unknown field "new"`) {
		t.Errorf("strict: %v", err)
	}
	lenient, _ := client.New(srv.URL, "vd_x")
	if k, err := lenient.ListKeys(ctx); err != nil || k.CreditsRemaining != 1 {
		t.Errorf("lenient: %+v %v", k, err)
	}

	release := make(chan struct{})
	slow := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { <-release }))
	defer slow.Close()
	defer close(release)
	c, _ = client.New(slow.URL, "vd_x", client.WithRunTimeout(30*time.Millisecond))
	if _, err := c.Verdict(ctx, client.VerdictRequest{Decision: decision}); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("run timeout: %v", err)
	}
}

func TestNewRefusesWhatCannotWork(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ url, key string }{
		{"localhost:8080", "vd_x"},
		{"ftp://example.com", "vd_x"},
		{"http://", "vd_x"},
		{"http://localhost:8080", "  "},
	} {
		if _, err := client.New(tc.url, tc.key); err == nil {
			t.Errorf("New(%q, %q) accepted", tc.url, tc.key)
		}
	}
	if _, err := client.New(" https://verdict.example.com/base/ ", " vd_x "); err != nil {
		t.Error(err)
	}
}
