// Package porttest holds the contract suites every store implementation
// must pass: the in-memory store and PostgreSQL run the same tests, so they
// cannot drift apart.
//
// Run them from an adapter's test:
//
//	func TestStore(t *testing.T) {
//		porttest.TestStore(t, func(t *testing.T) ports.Store { return memory.New() })
//	}
//
// newStore may return a fresh store per call or one shared store (e.g. one
// database per test package): the suites never rely on emptiness. Every
// subtest uses its own random ids, and dates its runs on its own random UTC
// day, far from today, so that the all-accounts daily capacity of one test
// never meets another's:
//
//   - ordinary runs are dated in years 3000–8999, with deadlines an hour on;
//   - the sweeper tests date their runs in years 1000–1999 and sweep with a
//     clock in that range, so they never expire another test's runs: the
//     race test lives in 1000–1499 and tolerates the other sweeper test
//     (1500–1999) failing its runs; that one asserts which of its runs a
//     sweep leaves alone, so it assumes nothing else sweeps the store with
//     a later clock while it runs (one suite at a time per database).
//
// Times are whole milliseconds, so a store keeping microseconds returns
// them equal. Stored slips are compared byte for byte: store them as text or
// bytea, not jsonb.
package porttest

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	mrand "math/rand/v2"
	"sync"
	"testing"
	"time"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// NewStore returns the store under test. It may return the same store to
// every caller.
type NewStore func(t *testing.T) ports.Store

// TestStore runs every contract suite: accounts and ledger, keys, runs
// (and their listing and publishing), events, sessions, limiter, ping.
func TestStore(t *testing.T, newStore NewStore) {
	t.Run("Accounts", func(t *testing.T) { TestAccounts(t, newStore) })
	t.Run("Keys", func(t *testing.T) { TestKeys(t, newStore) })
	t.Run("Runs", func(t *testing.T) { TestRuns(t, newStore) })
	t.Run("RunViews", func(t *testing.T) { TestRunViews(t, newStore) })
	t.Run("Events", func(t *testing.T) { TestEvents(t, newStore) })
	t.Run("Sessions", func(t *testing.T) { TestSessions(t, newStore) })
	t.Run("Limiter", func(t *testing.T) { TestLimiter(t, newStore) })
	t.Run("Ping", func(t *testing.T) {
		if err := newStore(t).Ping(t.Context()); err != nil {
			t.Fatalf("Ping: %v", err)
		}
	})
}

// ---- helpers ----

// uid returns prefix and 16 random hex digits: unique across runs, so a
// shared database needs no cleanup.
func uid(prefix string) string {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err)
	}
	return prefix + hex.EncodeToString(b[:])
}

// slug returns a fresh run slug.
func slug(t *testing.T) string {
	t.Helper()
	s, err := domain.RandomBase62(rand.Reader, domain.SlugLen)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// randomDay returns a random UTC midnight in years [from, to).
func randomDay(from, to int) time.Time {
	start := time.Date(from, 1, 1, 0, 0, 0, 0, time.UTC)
	end := time.Date(to, 1, 1, 0, 0, 0, 0, time.UTC)
	days := int(end.Sub(start) / (24 * time.Hour))
	return start.AddDate(0, 0, mrand.IntN(days))
}

// day is a fresh day for ordinary runs; raceDay and sweepDay are days for
// the two sweeper tests, in that order, so the first never sweeps the
// second's runs.
func day() time.Time      { return randomDay(3000, 9000) }
func raceDay() time.Time  { return randomDay(1000, 1500) }
func sweepDay() time.Time { return randomDay(1500, 2000) }

// never is after every clock the suites sweep with.
var never = time.Date(2999, 12, 31, 0, 0, 0, 0, time.UTC)

const (
	noLimit     = 1 << 30
	defaultRate = 30
)

// newKey returns an unstored active key of the account.
func newKey(accountID string, at time.Time) domain.Key {
	secret := uid("secret_")
	return domain.Key{
		ID:        uid("key_"),
		AccountID: accountID,
		Hash:      domain.HashKey(secret),
		Prefix:    domain.KeyDisplayPrefix("vd_" + secret),
		CreatedAt: at,
	}
}

// newAccount stores an account with an opening grant of credits and one
// key.
func newAccount(t *testing.T, s ports.Store, credits int64, at time.Time) (domain.Account, domain.Key) {
	t.Helper()
	a := domain.Account{ID: uid("acct_"), Name: "porttest", CreatedAt: at}
	k := newKey(a.ID, at)
	g := domain.LedgerEntry{ID: uid("led_"), AccountID: a.ID, Kind: domain.EntryGrant, Amount: credits, At: at}
	if err := s.CreateAccount(t.Context(), a, g, k); err != nil {
		t.Fatalf("CreateAccount: %v", err)
	}
	return a, k
}

func grant(t *testing.T, s ports.Store, accountID string, amount int64, at time.Time) int64 {
	t.Helper()
	b, err := s.Grant(t.Context(), domain.LedgerEntry{ID: uid("led_"), AccountID: accountID, Kind: domain.EntryGrant, Amount: amount, At: at})
	if err != nil {
		t.Fatalf("Grant: %v", err)
	}
	return b
}

// newStart returns a StartRun of a fresh run by the key at at, with no
// idempotency key, the default rate and no capacity limit.
func newStart(t *testing.T, k domain.Key, at time.Time) ports.StartRun {
	t.Helper()
	return ports.StartRun{
		Run: domain.Run{
			ID:        uid("run_"),
			Slug:      slug(t),
			AccountID: k.AccountID,
			KeyID:     k.ID,
			Mode:      domain.ModeDecide,
			InputHash: domain.HashKey(uid("input_")),
			CreatedAt: at,
			Deadline:  at.Add(time.Hour),
		},
		SpendID:       uid("led_"),
		RatePerHour:   defaultRate,
		DailyCapacity: noLimit,
	}
}

func mustStart(t *testing.T, s ports.Store, in ports.StartRun) ports.Started {
	t.Helper()
	st, err := s.StartRun(t.Context(), in)
	if err != nil {
		t.Fatalf("StartRun at %s: %v", in.Run.CreatedAt, err)
	}
	return st
}

func balance(t *testing.T, s ports.Store, accountID string) int64 {
	t.Helper()
	b, err := s.Balance(t.Context(), accountID)
	if err != nil {
		t.Fatalf("Balance: %v", err)
	}
	return b
}

func ledger(t *testing.T, s ports.Store, accountID string) []domain.LedgerEntry {
	t.Helper()
	l, err := s.Ledger(t.Context(), accountID)
	if err != nil {
		t.Fatalf("Ledger: %v", err)
	}
	return l
}

func runBySlug(t *testing.T, s ports.Store, accountID, slug string) domain.Run {
	t.Helper()
	r, err := s.RunBySlug(t.Context(), accountID, slug)
	if err != nil {
		t.Fatalf("RunBySlug: %v", err)
	}
	return r
}

// checkLedger asserts the ledger invariants: the balance is the sum of the
// entries; every spend is -RunCost and every refund +RunCost of a run spent
// once; no run has two spends or two refunds.
func checkLedger(t *testing.T, s ports.Store, accountID string) {
	t.Helper()
	var sum int64
	spends, refunds := map[string]int{}, map[string]int{}
	for _, e := range ledger(t, s, accountID) {
		sum += e.Amount
		if e.AccountID != accountID {
			t.Errorf("ledger entry %s of account %s listed for %s", e.ID, e.AccountID, accountID)
		}
		switch e.Kind {
		case domain.EntryGrant:
			if e.Amount <= 0 || e.RunID != "" {
				t.Errorf("grant %+v: want a positive amount and no run", e)
			}
		case domain.EntrySpend:
			spends[e.RunID]++
			if e.Amount != -domain.RunCost || e.RunID == "" {
				t.Errorf("spend %+v: want %d for a run", e, -domain.RunCost)
			}
		case domain.EntryRefund:
			refunds[e.RunID]++
			if e.Amount != domain.RunCost || spends[e.RunID] != 1 {
				t.Errorf("refund %+v: want %d after the run's spend", e, domain.RunCost)
			}
		default:
			t.Errorf("ledger entry %+v: unknown kind", e)
		}
	}
	for run, n := range spends {
		if n > 1 {
			t.Errorf("run %s spent %d times", run, n)
		}
	}
	for run, n := range refunds {
		if n > 1 {
			t.Errorf("run %s refunded %d times", run, n)
		}
	}
	if b := balance(t, s, accountID); b != sum {
		t.Errorf("balance %d, sum of ledger %d", b, sum)
	}
}

func countKind(l []domain.LedgerEntry, kind domain.EntryKind, runID string) int {
	n := 0
	for _, e := range l {
		if e.Kind == kind && (runID == "" || e.RunID == runID) {
			n++
		}
	}
	return n
}

// concurrently calls f(0..n-1) from n goroutines released together.
func concurrently(n int, f func(i int) error) []error {
	errs := make([]error, n)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range n {
		wg.Go(func() {
			<-start
			errs[i] = f(i)
		})
	}
	close(start)
	wg.Wait()
	return errs
}

// tally counts nil errors and errors matching want, and reports any other.
func tally(t *testing.T, errs []error, want error) (ok, refused int) {
	t.Helper()
	for _, err := range errs {
		switch {
		case err == nil:
			ok++
		case errors.Is(err, want):
			refused++
		default:
			t.Errorf("unexpected error: %v", err)
		}
	}
	return ok, refused
}

func wantErr(t *testing.T, what string, err, kind error) {
	t.Helper()
	if !errors.Is(err, kind) {
		t.Fatalf("%s: got error %v, want %v", what, err, kind)
	}
}

// wantLimit asserts err is a *domain.LimitError of kind with RetryAfter.
func wantLimit(t *testing.T, what string, err, kind error, retryAfter time.Duration) {
	t.Helper()
	var le *domain.LimitError
	if !errors.As(err, &le) {
		t.Fatalf("%s: got %v, want a *domain.LimitError", what, err)
	}
	if !errors.Is(err, kind) {
		t.Fatalf("%s: got %v, want kind %v", what, err, kind)
	}
	if le.RetryAfter != retryAfter {
		t.Fatalf("%s: RetryAfter %s, want %s", what, le.RetryAfter, retryAfter)
	}
}

func describe(format string, args ...any) string { return fmt.Sprintf(format, args...) }

func errIs(err, kind error) bool { return errors.Is(err, kind) }

// sameBytes compares stored JSON byte for byte.
func sameBytes(t *testing.T, what string, got, want []byte) {
	t.Helper()
	if !bytes.Equal(got, want) {
		t.Errorf("%s: got %q, want the exact bytes %q", what, got, want)
	}
}
