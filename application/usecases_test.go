package application_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/verdicthq/verdict/adapters/memory"
	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/application/apptest"
	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

var t0 = time.Date(2026, 3, 14, 9, 0, 0, 0, time.UTC)

var decide = domain.Request{
	Decision: "Should I take the job offer in Berlin, which pays more, or stay in my current role?",
}

// spyStore counts and can hold the calls the use cases make.
type spyStore struct {
	ports.Store
	keyByHash atomic.Int64
	startRuns atomic.Int64
	takes     atomic.Int64
	// inStartRun, if set, runs inside StartRun before the real store.
	inStartRun func()
}

func (s *spyStore) KeyByHash(ctx context.Context, hash string) (domain.Key, error) {
	s.keyByHash.Add(1)
	return s.Store.KeyByHash(ctx, hash)
}

func (s *spyStore) StartRun(ctx context.Context, in ports.StartRun) (ports.Started, error) {
	s.startRuns.Add(1)
	if s.inStartRun != nil {
		s.inStartRun()
	}
	return s.Store.StartRun(ctx, in)
}

func (s *spyStore) Take(ctx context.Context, bucket string, limit int, window time.Duration, now time.Time) (int, time.Duration, error) {
	s.takes.Add(1)
	return s.Store.Take(ctx, bucket, limit, window, now)
}

type fixture struct {
	app    *application.App
	store  *spyStore
	clock  *apptest.Clock
	reason *apptest.Reasoner
}

func newFixture(t *testing.T, cfg application.Config) *fixture {
	t.Helper()
	f := &fixture{
		store:  &spyStore{Store: memory.New()},
		clock:  apptest.NewClock(t0),
		reason: &apptest.Reasoner{},
	}
	f.app = application.New(application.Deps{Store: f.store, Reasoner: f.reason, Clock: f.clock, Config: cfg})
	return f
}

// account opens an account with credits and returns its caller and key.
func (f *fixture) account(t *testing.T, credits int64) (application.Caller, application.OpenedAccount) {
	t.Helper()
	na, err := f.app.CreateAccount.Do(t.Context(), "Ada", credits)
	if err != nil {
		t.Fatalf("CreateAccount: %v", err)
	}
	c, err := f.app.Authenticate.Do(t.Context(), na.Key.Plaintext)
	if err != nil {
		t.Fatalf("Authenticate: %v", err)
	}
	return c, na
}

func (f *fixture) balance(t *testing.T, accountID string) int64 {
	t.Helper()
	b, err := f.app.Balance.Do(t.Context(), accountID)
	if err != nil {
		t.Fatalf("Balance: %v", err)
	}
	return b
}

func (f *fixture) kinds(t *testing.T, accountID string) string {
	t.Helper()
	l, err := f.store.Ledger(t.Context(), accountID)
	if err != nil {
		t.Fatal(err)
	}
	var ks []string
	for _, e := range l {
		ks = append(ks, string(e.Kind))
	}
	return strings.Join(ks, ",")
}

// pipelineReady checks that the pipeline produces slips over the apptest
// reasoner, so success paths fail loudly on an engine fault.
func pipelineReady(t *testing.T) {
	t.Helper()
	_, err := application.NewPipeline(&apptest.Reasoner{}).Run(t.Context(), decide)
	if err != nil {
		t.Fatalf("pipeline over the apptest reasoner: %v", err)
	}
}

func runFailed(t *testing.T, err error) *domain.RunFailedError {
	t.Helper()
	var rf *domain.RunFailedError
	if !errors.As(err, &rf) || !errors.Is(err, domain.ErrRunFailed) {
		t.Fatalf("got %v, want a *domain.RunFailedError", err)
	}
	if rf.Slug == "" {
		t.Fatalf("RunFailedError without a slug: %v", err)
	}
	return rf
}

func TestNewAppliesDefaults(t *testing.T) {
	f := newFixture(t, application.Config{RatePerHour: 7})
	want := application.DefaultConfig()
	want.RatePerHour = 7
	if f.app.Config != want {
		t.Errorf("Config %+v, want %+v", f.app.Config, want)
	}
}

func TestAuthenticate(t *testing.T) {
	f := newFixture(t, application.Config{})
	c, na := f.account(t, 0)
	if c.AccountID != na.Account.ID || c.KeyID != na.Key.Key.ID {
		t.Errorf("caller %+v, want account %s key %s", c, na.Account.ID, na.Key.Key.ID)
	}
	ctx := t.Context()

	t.Run("a bad checksum is refused without a store lookup", func(t *testing.T) {
		key := na.Key.Plaintext
		typo := key[:len(key)-1] + "A"
		if key[len(key)-1] == 'A' {
			typo = key[:len(key)-1] + "B"
		}
		before := f.store.keyByHash.Load()
		for _, bad := range []string{typo, "", "vd_short", strings.ToUpper(key), "sk_" + key[3:]} {
			_, err := f.app.Authenticate.Do(ctx, bad)
			if !errors.Is(err, domain.ErrUnauthorized) {
				t.Errorf("Authenticate(%q) = %v, want ErrUnauthorized", bad, err)
			}
		}
		if n := f.store.keyByHash.Load() - before; n != 0 {
			t.Errorf("%d store lookups for malformed keys, want 0", n)
		}
	})

	t.Run("an unknown well-formed key is unauthorized", func(t *testing.T) {
		other, _, _, err := domain.NewKeySecret(strings.NewReader(strings.Repeat("x", 4096)))
		if err != nil {
			t.Fatal(err)
		}
		_, err = f.app.Authenticate.Do(ctx, other)
		if !errors.Is(err, domain.ErrUnauthorized) || errors.Is(err, domain.ErrNotFound) {
			t.Errorf("unknown key: %v, want ErrUnauthorized only", err)
		}
	})

	t.Run("the Bearer scheme is tolerated and the use recorded", func(t *testing.T) {
		f.clock.Advance(time.Minute)
		if _, err := f.app.Authenticate.Do(ctx, "Bearer "+na.Key.Plaintext); err != nil {
			t.Fatalf("Authenticate with scheme: %v", err)
		}
		k, err := f.store.KeyByHash(ctx, na.Key.Key.Hash)
		if err != nil || k.LastUsedAt == nil || !k.LastUsedAt.Equal(f.clock.Now()) {
			t.Errorf("LastUsedAt %v (%v), want %s", k.LastUsedAt, err, f.clock.Now())
		}
	})

	t.Run("a revoked key is unauthorized at once", func(t *testing.T) {
		nk, err := f.app.CreateKey.Do(ctx, na.Account.ID)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.app.Authenticate.Do(ctx, nk.Plaintext); err != nil {
			t.Fatalf("new key: %v", err)
		}
		if err := f.app.RevokeKey.Do(ctx, na.Account.ID, nk.Key.ID); err != nil {
			t.Fatal(err)
		}
		_, err = f.app.Authenticate.Do(ctx, nk.Plaintext)
		if !errors.Is(err, domain.ErrUnauthorized) {
			t.Errorf("revoked key: %v, want ErrUnauthorized", err)
		}
	})
}

func TestSubmitVerdictRefundsAFailedRun(t *testing.T) {
	f := newFixture(t, application.Config{})
	f.reason.Err = ports.ErrUnreadable
	c, na := f.account(t, 3)
	_, err := f.app.SubmitVerdict.Do(t.Context(), c, decide, "")
	rf := runFailed(t, err)
	if b := f.balance(t, na.Account.ID); b != 3 {
		t.Errorf("balance %d after a failed run, want 3", b)
	}
	if k := f.kinds(t, na.Account.ID); k != "grant,spend,refund" {
		t.Errorf("ledger %s, want grant,spend,refund", k)
	}
	r, err := f.app.FetchVerdict.Do(t.Context(), c, rf.Slug)
	if err != nil {
		t.Fatalf("FetchVerdict of the failed run: %v", err)
	}
	if r.State != domain.RunFailed || r.Error == "" || strings.Contains(r.Error, "apptest") {
		t.Errorf("failed run: state %s error %q; want failed with a reason safe to show", r.State, r.Error)
	}
}

func TestSubmitVerdictRefundsARunWhoseEnginePanics(t *testing.T) {
	f := newFixture(t, application.Config{})
	f.reason.OnCall = func(_ context.Context, stage string) {
		if stage == "assess" {
			panic("index out of range in a stage")
		}
	}
	c, na := f.account(t, 2)
	_, err := f.app.SubmitVerdict.Do(t.Context(), c, decide, "")
	rf := runFailed(t, err)
	if !errors.Is(err, application.ErrPanic) {
		t.Errorf("cause %v, want ErrPanic", err)
	}
	if b := f.balance(t, na.Account.ID); b != 2 {
		t.Errorf("balance %d after a panicking run, want 2", b)
	}
	r, err := f.app.FetchVerdict.Do(t.Context(), c, rf.Slug)
	if err != nil || r.State != domain.RunFailed {
		t.Errorf("run after panic: %+v, %v", r.State, err)
	}
}

func TestSubmitVerdictTimesOut(t *testing.T) {
	pipelineReady(t)
	f := newFixture(t, application.Config{RunTimeout: 50 * time.Millisecond})
	f.reason.Delay = time.Minute
	c, na := f.account(t, 1)
	start := time.Now()
	_, err := f.app.SubmitVerdict.Do(t.Context(), c, decide, "")
	rf := runFailed(t, err)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("cause %v, want the deadline", rf.Cause)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("took %s with a 50ms deadline", d)
	}
	if b := f.balance(t, na.Account.ID); b != 1 {
		t.Errorf("balance %d after a timed-out run, want 1", b)
	}
	if k := f.kinds(t, na.Account.ID); k != "grant,spend,refund" {
		t.Errorf("ledger %s, want grant,spend,refund", k)
	}
}

func TestSubmitVerdictValidatesBeforeTheStore(t *testing.T) {
	f := newFixture(t, application.Config{})
	c, na := f.account(t, 1)
	bad := domain.Request{Decision: "short", Mode: "decide", Answers: []domain.Answer{{Q: "", A: "x"}}}
	_, err := f.app.SubmitVerdict.Do(t.Context(), c, bad, "")
	var ve *domain.ValidationError
	if !errors.As(err, &ve) || !errors.Is(err, domain.ErrInvalid) || len(ve.Fields) != 3 {
		t.Fatalf("got %v, want a ValidationError with 3 fields", err)
	}
	if n := f.store.startRuns.Load(); n != 0 {
		t.Errorf("%d StartRun calls for an invalid request", n)
	}
	if b := f.balance(t, na.Account.ID); b != 1 {
		t.Errorf("balance %d, want 1", b)
	}
}

func TestSubmitVerdictPassesTheStoresRefusals(t *testing.T) {
	f := newFixture(t, application.Config{RatePerHour: 1})
	f.reason.Err = errors.New("boom")
	c, _ := f.account(t, 5)
	_, err := f.app.SubmitVerdict.Do(t.Context(), c, decide, "")
	runFailed(t, err) // started, so it counts toward the rate
	_, err = f.app.SubmitVerdict.Do(t.Context(), c, decide, "")
	var le *domain.LimitError
	if !errors.As(err, &le) || !errors.Is(err, domain.ErrRateLimited) || le.Limit != 1 || le.RetryAfter != time.Hour {
		t.Fatalf("second run in the hour: %v (%+v), want a rate LimitError, Limit 1, retry in 1h", err, le)
	}

	poor, _ := f.account(t, 0)
	_, err = f.app.SubmitVerdict.Do(t.Context(), poor, decide, "")
	if !errors.Is(err, domain.ErrInsufficientCredits) {
		t.Errorf("no credits: %v, want ErrInsufficientCredits", err)
	}
}

func TestSubmitVerdictInstanceSlots(t *testing.T) {
	f := newFixture(t, application.Config{MaxConcurrentRuns: 1})
	f.reason.Err = errors.New("boom")
	c, na := f.account(t, 5)
	entered, release := make(chan struct{}), make(chan struct{})
	var once sync.Once
	f.store.inStartRun = func() {
		once.Do(func() { close(entered); <-release })
	}
	done := make(chan error, 1)
	go func() {
		_, err := f.app.SubmitVerdict.Do(context.Background(), c, decide, "")
		done <- err
	}()
	<-entered // the first run holds the only slot
	_, err := f.app.SubmitVerdict.Do(t.Context(), c, decide, "")
	var le *domain.LimitError
	if !errors.As(err, &le) || !errors.Is(err, domain.ErrCapacityExhausted) || le.RetryAfter <= 0 {
		t.Errorf("second concurrent run: %v, want a capacity LimitError with RetryAfter", err)
	}
	if n := f.store.startRuns.Load(); n != 1 {
		t.Errorf("%d StartRun calls, want 1: a refused run never reaches the store", n)
	}
	close(release)
	runFailed(t, <-done)
	// The slot is free again, on the failure path too.
	_, err = f.app.SubmitVerdict.Do(t.Context(), c, decide, "")
	runFailed(t, err)
	if b := f.balance(t, na.Account.ID); b != 5 {
		t.Errorf("balance %d, want 5", b)
	}
}

func TestSubmitVerdictReplaysAFailedRunWithoutCharging(t *testing.T) {
	f := newFixture(t, application.Config{})
	f.reason.Err = errors.New("boom")
	c, na := f.account(t, 2)
	_, err := f.app.SubmitVerdict.Do(t.Context(), c, decide, "idem-1")
	first := runFailed(t, err)
	_, err = f.app.SubmitVerdict.Do(t.Context(), c, decide, "idem-1")
	again := runFailed(t, err)
	if again.Slug != first.Slug {
		t.Errorf("replay slug %s, want %s", again.Slug, first.Slug)
	}
	if k := f.kinds(t, na.Account.ID); k != "grant,spend,refund" {
		t.Errorf("ledger %s, want one spend and one refund", k)
	}
	other := decide
	other.Mode = domain.ModeGrill
	_, err = f.app.SubmitVerdict.Do(t.Context(), c, other, "idem-1")
	if !errors.Is(err, domain.ErrInvalid) {
		t.Errorf("same key, other body: %v, want ErrInvalid", err)
	}
}

func TestSubmitVerdictSucceedsAndReplays(t *testing.T) {
	pipelineReady(t)
	f := newFixture(t, application.Config{})
	c, na := f.account(t, 3)
	v, err := f.app.SubmitVerdict.Do(t.Context(), c, decide, "idem-ok")
	if err != nil {
		t.Fatalf("SubmitVerdict: %v", err)
	}
	if v.Replayed || v.Run.State != domain.RunComplete || len(v.Run.Slip) == 0 || v.Balance != 2 {
		t.Errorf("verdict: replayed %v state %s slip %d bytes balance %d; want a complete run, balance 2", v.Replayed, v.Run.State, len(v.Run.Slip), v.Balance)
	}
	if v.Rate.Limit != 30 || v.Rate.Remaining != 29 || v.Rate.Reset != time.Hour {
		t.Errorf("rate %+v, want 30/29/1h", v.Rate)
	}
	if v.Run.Mode == "" || len(v.Run.Slug) != domain.SlugLen {
		t.Errorf("run mode %q slug %q", v.Run.Mode, v.Run.Slug)
	}
	got, err := f.app.FetchVerdict.Do(t.Context(), c, v.Run.Slug)
	if err != nil || string(got.Slip) != string(v.Run.Slip) || string(got.Clarified) != string(v.Run.Clarified) {
		t.Errorf("fetched run differs from the returned one (%v)", err)
	}
	r, err := f.app.SubmitVerdict.Do(t.Context(), c, decide, "idem-ok")
	if err != nil || !r.Replayed || r.Run.Slug != v.Run.Slug || string(r.Run.Slip) != string(v.Run.Slip) {
		t.Errorf("replay = %+v, %v; want the same run, replayed", r.Run.Slug, err)
	}
	if b := f.balance(t, na.Account.ID); b != 2 || f.kinds(t, na.Account.ID) != "grant,spend" {
		t.Errorf("after a replay: balance %d, ledger %s; want 2, grant,spend", b, f.kinds(t, na.Account.ID))
	}
}

func TestSubmitVerdictOutlivesItsCaller(t *testing.T) {
	pipelineReady(t)
	f := newFixture(t, application.Config{})
	c, na := f.account(t, 1)
	ctx, cancel := context.WithCancel(t.Context())
	f.reason.OnCall = func(context.Context, string) { cancel() } // the caller hangs up mid-run
	v, err := f.app.SubmitVerdict.Do(ctx, c, decide, "")
	if err != nil || v.Run.State != domain.RunComplete {
		t.Fatalf("run whose caller left = %s, %v; want complete", v.Run.State, err)
	}
	if b := f.balance(t, na.Account.ID); b != 0 {
		t.Errorf("balance %d, want 0: the completed run is charged", b)
	}
}

func TestSubmitVerdictLosesToTheSweeper(t *testing.T) {
	pipelineReady(t)
	f := newFixture(t, application.Config{RunTimeout: time.Hour})
	c, na := f.account(t, 1)
	var once sync.Once
	f.reason.OnCall = func(ctx context.Context, _ string) {
		once.Do(func() {
			f.clock.Advance(2 * time.Hour) // the run is past its deadline
			if n, err := f.app.SweepRuns.Do(ctx); n != 1 || err != nil {
				t.Errorf("SweepRuns = %d, %v; want 1", n, err)
			}
		})
	}
	_, err := f.app.SubmitVerdict.Do(t.Context(), c, decide, "")
	rf := runFailed(t, err)
	if errors.Is(err, domain.ErrConflict) || !strings.Contains(rf.Cause.Error(), "sweeper") {
		t.Errorf("cause %v: want it to say the sweeper won, without matching ErrConflict", rf.Cause)
	}
	if b := f.balance(t, na.Account.ID); b != 1 || f.kinds(t, na.Account.ID) != "grant,spend,refund" {
		t.Errorf("balance %d, ledger %s; want 1, one refund", b, f.kinds(t, na.Account.ID))
	}
}

func TestFetchVerdictIsScopedToTheAccount(t *testing.T) {
	f := newFixture(t, application.Config{})
	f.reason.Err = errors.New("boom")
	a, _ := f.account(t, 1)
	b, _ := f.account(t, 1)
	_, err := f.app.SubmitVerdict.Do(t.Context(), a, decide, "")
	rf := runFailed(t, err)
	if _, err := f.app.FetchVerdict.Do(t.Context(), a, rf.Slug); err != nil {
		t.Errorf("owner: %v", err)
	}
	for _, slug := range []string{rf.Slug, "nope", strings.Repeat("!", domain.SlugLen)} {
		caller := b
		if slug != rf.Slug {
			caller = a
		}
		if _, err := f.app.FetchVerdict.Do(t.Context(), caller, slug); !errors.Is(err, domain.ErrNotFound) {
			t.Errorf("FetchVerdict(%q) = %v, want ErrNotFound", slug, err)
		}
	}
}

func TestClarifyIsRateLimitedAndFree(t *testing.T) {
	f := newFixture(t, application.Config{ClarifyPerHour: 2})
	c, na := f.account(t, 1)
	_, err := f.app.Clarify.Do(t.Context(), c, domain.Request{Decision: "too short"})
	if !errors.Is(err, domain.ErrInvalid) || f.store.takes.Load() != 0 {
		t.Fatalf("invalid clarify: %v after %d takes; want ErrInvalid and no take", err, f.store.takes.Load())
	}
	for i := range 2 {
		cl, err := f.app.Clarify.Do(t.Context(), c, decide)
		if errors.Is(err, domain.ErrRateLimited) {
			t.Fatalf("clarify %d: %v", i+1, err)
		}
		if err == nil && (cl.Rate.Limit != 2 || cl.Rate.Remaining != 1-i || len(cl.Clarified) == 0 || cl.Mode == "") {
			t.Errorf("clarify %d: %+v", i+1, cl)
		}
	}
	_, err = f.app.Clarify.Do(t.Context(), c, decide)
	var le *domain.LimitError
	if !errors.As(err, &le) || !errors.Is(err, domain.ErrRateLimited) || le.Limit != 2 || le.RetryAfter != time.Hour {
		t.Errorf("third clarify: %v, want a rate LimitError, Limit 2, retry in 1h", err)
	}
	if b := f.balance(t, na.Account.ID); b != 1 {
		t.Errorf("balance %d, want 1: clarify is free", b)
	}
}

func TestKeys(t *testing.T) {
	f := newFixture(t, application.Config{})
	ctx := t.Context()
	_, na := f.account(t, 0)
	for i := 2; i <= domain.MaxActiveKeys; i++ {
		nk, err := f.app.CreateKey.Do(ctx, na.Account.ID)
		if err != nil {
			t.Fatalf("key %d: %v", i, err)
		}
		if err := domain.CheckKeyFormat(nk.Plaintext); err != nil || nk.Key.Hash != domain.HashKey(nk.Plaintext) || !strings.HasPrefix(nk.Plaintext, nk.Key.Prefix) {
			t.Errorf("issued key %+v (%v)", nk.Key, err)
		}
	}
	_, err := f.app.CreateKey.Do(ctx, na.Account.ID)
	if !errors.Is(err, domain.ErrKeyLimitReached) {
		t.Errorf("sixth key: %v, want ErrKeyLimitReached", err)
	}
	ks, err := f.app.ListKeys.Do(ctx, na.Account.ID)
	if err != nil || len(ks) != domain.MaxActiveKeys {
		t.Fatalf("ListKeys = %d keys, %v", len(ks), err)
	}
	if err := f.app.RevokeKey.Do(ctx, na.Account.ID, ks[1].ID); err != nil {
		t.Fatal(err)
	}
	if err := f.app.RevokeKey.Do(ctx, na.Account.ID, ks[1].ID); !errors.Is(err, domain.ErrNotFound) {
		t.Errorf("second revoke: %v, want ErrNotFound", err)
	}
	if _, err := f.app.CreateKey.Do(ctx, na.Account.ID); err != nil {
		t.Errorf("key after a revoke: %v", err)
	}
	if _, err := f.app.CreateKey.Do(ctx, "acct_nobody"); !errors.Is(err, domain.ErrNotFound) {
		t.Errorf("key for an unknown account: %v, want ErrNotFound", err)
	}
}

func TestAccountsAndCredits(t *testing.T) {
	f := newFixture(t, application.Config{})
	ctx := t.Context()
	na, err := f.app.CreateAccount.Do(ctx, "  Ada Lovelace ", 10)
	if err != nil {
		t.Fatal(err)
	}
	if na.Account.Name != "Ada Lovelace" || na.Balance != 10 || !na.Account.CreatedAt.Equal(t0) {
		t.Errorf("account %+v balance %d", na.Account, na.Balance)
	}
	if c, err := f.app.Authenticate.Do(ctx, na.Key.Plaintext); err != nil || c.AccountID != na.Account.ID {
		t.Errorf("first key: %+v, %v", c, err)
	}
	if b, err := f.app.GrantCredits.Do(ctx, na.Account.ID, 5); err != nil || b != 15 {
		t.Errorf("GrantCredits = %d, %v; want 15", b, err)
	}
	for _, amount := range []int64{0, -1} {
		if _, err := f.app.GrantCredits.Do(ctx, na.Account.ID, amount); !errors.Is(err, domain.ErrInvalid) {
			t.Errorf("GrantCredits(%d) = %v, want ErrInvalid", amount, err)
		}
	}
	if _, err := f.app.GrantCredits.Do(ctx, "acct_nobody", 1); !errors.Is(err, domain.ErrNotFound) {
		t.Errorf("grant to nobody: %v, want ErrNotFound", err)
	}
	if _, err := f.app.Balance.Do(ctx, "acct_nobody"); !errors.Is(err, domain.ErrNotFound) {
		t.Errorf("balance of nobody: %v, want ErrNotFound", err)
	}
	_, err = f.app.CreateAccount.Do(ctx, " ", -1)
	var ve *domain.ValidationError
	if !errors.As(err, &ve) || len(ve.Fields) != 2 {
		t.Errorf("bad account: %v, want two field errors", err)
	}
	empty, err := f.app.CreateAccount.Do(ctx, "Bob", 0)
	if err != nil || empty.Balance != 0 || f.kinds(t, empty.Account.ID) != "" {
		t.Errorf("account with no credits: %+v, %v, ledger %q", empty.Balance, err, f.kinds(t, empty.Account.ID))
	}
}

func TestSweepRunsRefundsAbandonedRuns(t *testing.T) {
	f := newFixture(t, application.Config{})
	c, na := f.account(t, 1)
	// A replica crashed mid-run: the run is in the store, running.
	_, err := f.store.StartRun(t.Context(), ports.StartRun{
		Run: domain.Run{
			ID: "run_crashed", Slug: strings.Repeat("a", domain.SlugLen), AccountID: c.AccountID, KeyID: c.KeyID,
			InputHash: domain.RequestHash(decide), CreatedAt: t0, Deadline: t0.Add(time.Minute),
		},
		SpendID: "led_crashed", RatePerHour: 30, DailyCapacity: 100,
	})
	if err != nil {
		t.Fatal(err)
	}
	if n, err := f.app.SweepRuns.Do(t.Context()); n != 0 || err != nil {
		t.Errorf("sweep before the deadline = %d, %v; want 0", n, err)
	}
	f.clock.Advance(2 * time.Minute)
	if n, err := f.app.SweepRuns.Do(t.Context()); n != 1 || err != nil {
		t.Errorf("sweep after the deadline = %d, %v; want 1", n, err)
	}
	if b := f.balance(t, na.Account.ID); b != 1 {
		t.Errorf("balance %d, want 1", b)
	}
}

func TestSubmitVerdictChargesNoCallerGoneBeforeTheStart(t *testing.T) {
	f := newFixture(t, application.Config{})
	c, na := f.account(t, 1)
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	_, err := f.app.SubmitVerdict.Do(ctx, c, decide, "")
	if !errors.Is(err, context.Canceled) || f.store.startRuns.Load() != 0 {
		t.Errorf("got %v after %d StartRun calls, want context.Canceled and none", err, f.store.startRuns.Load())
	}
	if b := f.balance(t, na.Account.ID); b != 1 {
		t.Errorf("balance %d, want 1", b)
	}
}
