package http_test

import (
	"context"
	"net/http"
	"strconv"
	"testing"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/verdicttest"
)

func TestCreditsUnderConcurrency(t *testing.T) {
	t.Parallel()
	e := newEnv(t, verdicttest.WithCredits(5))
	rs := parallel(20, func(int) resp { return e.verdict(e.Key) })

	got := countStatus(rs)
	if got[http.StatusOK] != 5 || got[http.StatusPaymentRequired] != 15 || len(got) != 2 {
		t.Fatalf("statuses = %v, want 5×200 and 15×402", got)
	}
	for _, r := range rs {
		if r.status == http.StatusPaymentRequired {
			p := wantProblem(t, r, http.StatusPaymentRequired, "insufficient_credits", true)
			if *p.CreditsRemaining != 0 {
				t.Errorf("402 credits_remaining = %d, want 0", *p.CreditsRemaining)
			}
		}
	}
	if b := e.Balance(t, e.AccountID); b != 0 {
		t.Errorf("balance = %d, want 0", b)
	}
}

func TestRateLimitUnderConcurrency(t *testing.T) {
	t.Parallel()
	e := newEnv(t, verdicttest.WithCredits(100))
	rs := parallel(40, func(int) resp { return e.verdict(e.Key) })

	got := countStatus(rs)
	if got[http.StatusOK] != 30 || got[http.StatusTooManyRequests] != 10 || len(got) != 2 {
		t.Fatalf("statuses = %v, want 30×200 and 10×429", got)
	}
	for _, r := range rs {
		if r.status != http.StatusTooManyRequests {
			continue
		}
		wantProblem(t, r, http.StatusTooManyRequests, "rate_limited", true)
		// The fixed clock never moves: the oldest run leaves the window in
		// exactly one hour.
		if ra := r.header.Get("Retry-After"); ra != "3600" {
			t.Errorf("Retry-After = %q, want 3600", ra)
		}
		if rl := r.header.Get("RateLimit"); rl != "limit=30, remaining=0, reset=3600" {
			t.Errorf("RateLimit = %q", rl)
		}
		if rp := r.header.Get("RateLimit-Policy"); rp != "30;w=3600" {
			t.Errorf("RateLimit-Policy = %q", rp)
		}
	}
	// The 10 refused cost nothing.
	if b := e.Balance(t, e.AccountID); b != 70 {
		t.Errorf("balance = %d, want 70", b)
	}
	// An hour later the window has room again.
	e.clock.Advance(3600_000_000_000 + 1)
	decodeVerdict(t, e.verdict(e.Key))
}

func TestDailyCapacityUnderConcurrency(t *testing.T) {
	t.Parallel()
	e := newEnv(t, verdicttest.WithDailyCapacity(5), verdicttest.WithCredits(10))
	other := e.NewAccount(t, 10)
	keys := []string{e.Key, other.Key}
	rs := parallel(8, func(i int) resp { return e.verdict(keys[i%2]) })

	got := countStatus(rs)
	if got[http.StatusOK] != 5 || got[http.StatusServiceUnavailable] != 3 || len(got) != 2 {
		t.Fatalf("statuses = %v, want 5×200 and 3×503", got)
	}
	for _, r := range rs {
		if r.status != http.StatusServiceUnavailable {
			continue
		}
		wantProblem(t, r, http.StatusServiceUnavailable, "capacity_exhausted", true)
		// Noon UTC: the day resets in 12 hours.
		if ra := r.header.Get("Retry-After"); ra != "43200" {
			t.Errorf("Retry-After = %q, want 43200", ra)
		}
	}
	spent := 20 - e.Balance(t, e.AccountID) - e.Balance(t, other.ID)
	if spent != 5 {
		t.Errorf("charged %d credits, want 5 (nothing for the 503s)", spent)
	}
}

func TestKeyLimitUnderConcurrency(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	rs := parallel(10, func(int) resp { return e.post("/api/v1/keys", e.Key, "") })

	got := countStatus(rs)
	if got[http.StatusCreated] != 4 || got[http.StatusConflict] != 6 || len(got) != 2 {
		t.Fatalf("statuses = %v, want 4×201 and 6×409", got)
	}
	for _, r := range rs {
		if r.status == http.StatusConflict {
			wantProblem(t, r, http.StatusConflict, "key_limit_reached", true)
		}
	}
	keys, err := e.App.ListKeys.Do(context.Background(), e.AccountID)
	if err != nil {
		t.Fatal(err)
	}
	if len(keys) != domain.MaxActiveKeys {
		t.Errorf("%d active keys, want %d", len(keys), domain.MaxActiveKeys)
	}
}

func TestRetryAfterIsWholeSecondsAtLeastOne(t *testing.T) {
	t.Parallel()
	e := newEnv(t, verdicttest.WithRatePerHour(1))
	decodeVerdict(t, e.verdict(e.Key))
	// 59 minutes 59.5 seconds later the oldest run leaves in half a second:
	// Retry-After rounds up to 1.
	e.clock.Advance(3599_500_000_000)
	r := e.verdict(e.Key)
	wantProblem(t, r, http.StatusTooManyRequests, "rate_limited", true)
	if ra := r.header.Get("Retry-After"); ra != "1" {
		t.Errorf("Retry-After = %q, want 1", ra)
	}
	if n, err := strconv.Atoi(r.header.Get("Verdict-Credits-Remaining")); err != nil || n != 99 {
		t.Errorf("Verdict-Credits-Remaining = %q, want 99", r.header.Get("Verdict-Credits-Remaining"))
	}
}

func TestInstanceWithoutAFreeRunSlotIs503(t *testing.T) {
	t.Parallel()
	reasoner, entered, release := blockingReasoner()
	e := newEnv(t, verdicttest.WithReasoner(reasoner), verdicttest.WithMaxConcurrentRuns(1))
	done := make(chan resp, 1)
	go func() { done <- e.verdict(e.Key) }()
	<-entered

	r := e.verdict(e.Key)
	wantProblem(t, r, http.StatusServiceUnavailable, "capacity_exhausted", true)
	if ra, err := strconv.Atoi(r.header.Get("Retry-After")); err != nil || ra < 1 {
		t.Errorf("Retry-After = %q", r.header.Get("Retry-After"))
	}
	close(release)
	decodeVerdict(t, <-done)
	if b := e.Balance(t, e.AccountID); b != 99 {
		t.Errorf("balance = %d, want 99: the 503 cost nothing", b)
	}
}
