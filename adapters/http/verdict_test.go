package http_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/verdicthq/verdict/application/apptest"
	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/verdicttest"
)

func TestPostVerdictReturnsSlipAndCharges(t *testing.T) {
	t.Parallel()
	e := newEnv(t, verdicttest.WithCredits(3))
	r := e.verdict(e.Key)
	v := decodeVerdict(t, r)

	if len(v.Slug) != domain.SlugLen {
		t.Errorf("slug %q: want %d characters", v.Slug, domain.SlugLen)
	}
	if want := e.URL + "/v/" + v.Slug; v.URL != want {
		t.Errorf("url = %q, want %q", v.URL, want)
	}
	if v.CreditsRemaining != 2 || r.header.Get("Verdict-Credits-Remaining") != "2" {
		t.Errorf("credits = %d / header %q, want 2", v.CreditsRemaining, r.header.Get("Verdict-Credits-Remaining"))
	}
	if got := r.header.Get("RateLimit-Policy"); got != "30;w=3600" {
		t.Errorf("RateLimit-Policy = %q", got)
	}
	if got := r.header.Get("RateLimit"); !strings.HasPrefix(got, "limit=30, remaining=29, reset=") {
		t.Errorf("RateLimit = %q", got)
	}
	if r.header.Get("Idempotent-Replayed") != "" {
		t.Errorf("a first run is not a replay")
	}
	if got := e.Balance(t, e.AccountID); got != 2 {
		t.Errorf("balance = %d, want 2", got)
	}
}

func TestFetchReturnsTheSameSlipBytesAsThePost(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	v := decodeVerdict(t, e.verdict(e.Key))
	r := e.get("/api/v1/verdict?slug="+v.Slug, e.Key)
	f := decodeFetch(t, r)

	if !bytes.Equal(f.Slip, v.Slip) {
		t.Errorf("GET slip differs from POST slip:\nPOST %s\nGET  %s", v.Slip, f.Slip)
	}
	if !bytes.Equal(f.Clarified, v.Clarified) {
		t.Errorf("GET clarified differs from POST clarified")
	}
	if f.Run.Slug != v.Slug || f.Run.URL != v.URL || f.Run.State != "complete" || f.Run.CompletedAt == nil {
		t.Errorf("run = %+v", f.Run)
	}
	if f.Run.Mode == nil || *f.Run.Mode != domain.ModeDecide {
		t.Errorf("run mode = %v, want DECIDE", f.Run.Mode)
	}
	if f.CreditsRemaining != v.CreditsRemaining || r.header.Get("Verdict-Credits-Remaining") != strconv.FormatInt(v.CreditsRemaining, 10) {
		t.Errorf("credits = %d, want %d", f.CreditsRemaining, v.CreditsRemaining)
	}
}

func TestSameInputOnTwoAccountsGivesByteIdenticalSlips(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	other := e.NewAccount(t, 10)
	a := decodeVerdict(t, e.verdict(e.Key))
	b := decodeVerdict(t, e.verdict(other.Key))
	if a.Slug == b.Slug {
		t.Fatalf("two runs share slug %s", a.Slug)
	}
	if !bytes.Equal(a.Slip, b.Slip) {
		t.Errorf("slips differ across accounts:\n%s\n%s", a.Slip, b.Slip)
	}
	if !bytes.Equal(a.Clarified, b.Clarified) {
		t.Errorf("clarified differs across accounts")
	}
}

func TestAnotherAccountsSlugIsTheSame404AsANeverIssuedOne(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	other := e.NewAccount(t, 10)
	theirs := decodeVerdict(t, e.verdict(other.Key)).Slug

	never := strings.Repeat("A", domain.SlugLen)
	foreign := e.get("/api/v1/verdict?slug="+theirs, e.Key)
	unknown := e.get("/api/v1/verdict?slug="+never, e.Key)
	malformed := e.get("/api/v1/verdict?slug=not-a-slug", e.Key)

	for _, r := range []resp{foreign, unknown, malformed} {
		wantProblem(t, r, http.StatusNotFound, "not_found", true)
	}
	if a, b := withoutRequestID(foreign.body), withoutRequestID(unknown.body); !bytes.Equal(a, b) {
		t.Errorf("404 bodies differ:\nforeign %s\nunknown %s", a, b)
	}
	if a, b := withoutRequestID(foreign.body), withoutRequestID(malformed.body); !bytes.Equal(a, b) {
		t.Errorf("404 bodies differ:\nforeign   %s\nmalformed %s", a, b)
	}
	// The owner still sees it.
	decodeFetch(t, e.get("/api/v1/verdict?slug="+theirs, other.Key))
}

func TestIdempotentRetryReturnsTheSameRunWithoutASecondCharge(t *testing.T) {
	t.Parallel()
	e := newEnv(t, verdicttest.WithCredits(10))
	first := e.verdict(e.Key, "Idempotency-Key", "order-42")
	a := decodeVerdict(t, first)
	retry := e.verdict(e.Key, "Idempotency-Key", "order-42")
	b := decodeVerdict(t, retry)

	if a.Slug != b.Slug || !bytes.Equal(a.Slip, b.Slip) {
		t.Errorf("retry returned another run: %s vs %s", a.Slug, b.Slug)
	}
	if retry.header.Get("Idempotent-Replayed") != "true" {
		t.Errorf("Idempotent-Replayed = %q, want true", retry.header.Get("Idempotent-Replayed"))
	}
	if got := e.Balance(t, e.AccountID); got != 9 {
		t.Errorf("balance = %d, want 9 (one charge)", got)
	}
	if b.CreditsRemaining != 9 {
		t.Errorf("replay credits_remaining = %d, want 9", b.CreditsRemaining)
	}

	// Same key, another body: 422, nothing charged.
	other := `{"decision": "` + decision + ` Also, winters in Berlin are dark.", "mode": "DECIDE"}`
	r := e.post("/api/v1/verdict", e.Key, other, "Idempotency-Key", "order-42")
	if p := wantProblem(t, r, http.StatusUnprocessableEntity, "invalid_request", true); !hasPointer(p, "") {
		t.Errorf("errors = %+v, want the header at pointer \"\"", p.Errors)
	}
	if got := e.Balance(t, e.AccountID); got != 9 {
		t.Errorf("balance = %d after a refused reuse, want 9", got)
	}
}

// blockingReasoner holds every run in its first stage until released.
func blockingReasoner() (*apptest.Reasoner, chan struct{}, chan struct{}) {
	entered := make(chan struct{}, 100)
	release := make(chan struct{})
	r := &apptest.Reasoner{OnCall: func(ctx context.Context, stage string) {
		if stage == "clarify" {
			entered <- struct{}{}
			<-release
		}
	}}
	return r, entered, release
}

func TestIdempotencyKeyInFlightIsConflict(t *testing.T) {
	t.Parallel()
	reasoner, entered, release := blockingReasoner()
	e := newEnv(t, verdicttest.WithReasoner(reasoner))

	done := make(chan resp, 1)
	go func() { done <- e.verdict(e.Key, "Idempotency-Key", "same") }()
	<-entered // the first run is inside the engine

	r := e.verdict(e.Key, "Idempotency-Key", "same")
	wantProblem(t, r, http.StatusConflict, "conflict", true)

	close(release)
	first := decodeVerdict(t, <-done)
	if got := e.Balance(t, e.AccountID); got != 99 {
		t.Errorf("balance = %d, want 99", got)
	}
	replay := decodeVerdict(t, e.verdict(e.Key, "Idempotency-Key", "same"))
	if replay.Slug != first.Slug {
		t.Errorf("replay slug %s, want %s", replay.Slug, first.Slug)
	}
}

func TestACallerThatDisconnectsDoesNotCancelTheRun(t *testing.T) {
	t.Parallel()
	reasoner, entered, release := blockingReasoner()
	e := newEnv(t, verdicttest.WithReasoner(reasoner), verdicttest.WithCredits(5))

	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	go func() {
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, e.URL+"/api/v1/verdict", strings.NewReader(verdictBody))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+e.Key)
		req.Header.Set("Idempotency-Key", "walk-away")
		res, err := http.DefaultClient.Do(req) // not the contract client: no response to check
		if err == nil {
			res.Body.Close()
		}
		errc <- err
	}()
	<-entered
	cancel()
	if err := <-errc; !errors.Is(err, context.Canceled) {
		t.Fatalf("client error = %v, want context.Canceled", err)
	}
	close(release)

	// The run completes and is charged; the retry finds it.
	deadline := time.Now().Add(10 * time.Second)
	for {
		r := e.verdict(e.Key, "Idempotency-Key", "walk-away")
		if r.status == http.StatusOK {
			if r.header.Get("Idempotent-Replayed") != "true" {
				t.Errorf("retry after disconnect was not a replay")
			}
			break
		}
		wantProblem(t, r, http.StatusConflict, "conflict", true) // still finishing
		if time.Now().After(deadline) {
			t.Fatal("the run never completed")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if got := e.Balance(t, e.AccountID); got != 4 {
		t.Errorf("balance = %d, want 4 (charged once)", got)
	}
}

func TestFailedRunIs500WithSlugAndRefund(t *testing.T) {
	t.Parallel()
	e := newEnv(t, verdicttest.WithReasoner(&apptest.Reasoner{Err: errors.New("engine on fire: secret detail")}), verdicttest.WithCredits(3))
	r := e.verdict(e.Key)
	p := wantProblem(t, r, http.StatusInternalServerError, "run_failed", true)
	if len(p.Slug) != domain.SlugLen {
		t.Fatalf("slug = %q", p.Slug)
	}
	if strings.Contains(string(r.body), "secret detail") {
		t.Errorf("internal cause echoed: %s", r.body)
	}
	if *p.CreditsRemaining != 3 || e.Balance(t, e.AccountID) != 3 {
		t.Errorf("credits = %d, balance %d, want 3 (refunded)", *p.CreditsRemaining, e.Balance(t, e.AccountID))
	}
	if r.header.Get("RateLimit-Policy") == "" {
		t.Errorf("no RateLimit-Policy on a failed run")
	}

	f := decodeFetch(t, e.get("/api/v1/verdict?slug="+p.Slug, e.Key))
	if f.Run.State != "failed" || f.Run.Error == "" || f.Slip != nil {
		t.Errorf("fetched failed run = %+v, slip %s", f.Run, f.Slip)
	}
	if f.Run.Mode == nil || *f.Run.Mode != domain.ModeDecide {
		t.Errorf("a failed run that named its mode shows mode %v, want DECIDE", f.Run.Mode)
	}
	ledger, err := e.Store.Ledger(context.Background(), e.AccountID)
	if err != nil {
		t.Fatal(err)
	}
	var spends, refunds int
	for _, l := range ledger {
		switch l.Kind {
		case domain.EntrySpend:
			spends++
		case domain.EntryRefund:
			refunds++
		}
	}
	if spends != 1 || refunds != 1 {
		t.Errorf("ledger: %d spends, %d refunds; want 1 and 1", spends, refunds)
	}

	// A run left to infer its mode that fails before inferring it shows
	// mode null, as the document says.
	inferred := wantProblem(t, e.post("/api/v1/verdict", e.Key, `{"decision": "`+decision+`"}`), http.StatusInternalServerError, "run_failed", true)
	if f := decodeFetch(t, e.get("/api/v1/verdict?slug="+inferred.Slug, e.Key)); f.Run.Mode != nil {
		t.Errorf("a failed run with an unresolved mode shows mode %q, want null", *f.Run.Mode)
	}
}

func TestClarifyIsFreeAndRateLimitedSeparately(t *testing.T) {
	t.Parallel()
	e := newEnv(t, verdicttest.WithCredits(7))
	r := e.post("/api/v1/clarify", e.Key, verdictBody)
	if r.status != http.StatusOK {
		t.Fatalf("status %d: %s", r.status, r.body)
	}
	var c struct {
		Clarified []struct {
			ID, Q, A, Source string
		} `json:"clarified"`
		Mode             string `json:"mode"`
		CreditsRemaining int64  `json:"credits_remaining"`
	}
	if err := json.Unmarshal(r.body, &c); err != nil {
		t.Fatal(err)
	}
	if len(c.Clarified) == 0 || c.Mode != domain.ModeDecide || c.CreditsRemaining != 7 {
		t.Errorf("clarify = %+v", c)
	}
	if got := r.header.Get("RateLimit-Policy"); got != "120;w=3600" {
		t.Errorf("RateLimit-Policy = %q", got)
	}
	if got := r.header.Get("RateLimit"); !strings.HasPrefix(got, "limit=120, remaining=119, reset=") {
		t.Errorf("RateLimit = %q", got)
	}
	if got := e.Balance(t, e.AccountID); got != 7 {
		t.Errorf("balance = %d, want 7", got)
	}
}

func TestClarifyRateLimit(t *testing.T) {
	t.Parallel()
	e := newEnv(t, verdicttest.WithClarifyPerHour(2))
	for range 2 {
		if r := e.post("/api/v1/clarify", e.Key, verdictBody); r.status != http.StatusOK {
			t.Fatalf("status %d: %s", r.status, r.body)
		}
	}
	r := e.post("/api/v1/clarify", e.Key, verdictBody)
	wantProblem(t, r, http.StatusTooManyRequests, "rate_limited", true)
	if ra, err := strconv.Atoi(r.header.Get("Retry-After")); err != nil || ra < 1 {
		t.Errorf("Retry-After = %q", r.header.Get("Retry-After"))
	}
	// Runs have their own limit.
	decodeVerdict(t, e.verdict(e.Key))
}
