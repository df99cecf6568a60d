package porttest

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// A slip with odd spacing, key order, escapes and number forms: a store must
// return these bytes, not a re-encoding of them.
var (
	oddSlip      = json.RawMessage(`{"z": 1,  "a":[3, 2,1], "\u00e9":"é", "n": 1.50, "e": 1e3}`)
	oddClarified = json.RawMessage(`[ {"id":"horizon","q":"When?" ,"a":"soon"} ]`)
)

// TestRuns is the contract of ports.Runs: StartRun's order of checks, each
// limit under concurrency, refusals without side effects, idempotency, and
// a run that ends once, refunded at most once.
func TestRuns(t *testing.T, newStore NewStore) {
	t.Run("start charges one credit and records a running run", func(t *testing.T) {
		t.Parallel()
		s, at := newStore(t), day().Add(10*time.Hour)
		a, k := newAccount(t, s, 3, at)
		in := newStart(t, k, at)
		st := mustStart(t, s, in)
		r := st.Run
		if st.Replayed || st.Balance != 2 || st.RateRemaining != defaultRate-1 || st.RateReset != time.Hour {
			t.Errorf("Started{Replayed %v, Balance %d, RateRemaining %d, RateReset %s}, want {false, 2, %d, 1h}",
				st.Replayed, st.Balance, st.RateRemaining, st.RateReset, defaultRate-1)
		}
		sameRun(t, "started run", r, in.Run, domain.RunRunning)
		sameRun(t, "stored run", runBySlug(t, s, a.ID, in.Run.Slug), in.Run, domain.RunRunning)
		l := ledger(t, s, a.ID)
		if n := len(l); n != 2 || l[1].ID != in.SpendID || l[1].Kind != domain.EntrySpend || l[1].RunID != in.Run.ID || l[1].Amount != -domain.RunCost {
			t.Errorf("ledger %+v, want the grant then the run's spend %s", l, in.SpendID)
		}
		checkLedger(t, s, a.ID)
	})

	t.Run("complete stores the exact bytes and ends the run", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day().Add(10*time.Hour)
		a, k := newAccount(t, s, 1, at)
		in := newStart(t, k, at)
		in.Run.Mode = ""
		mustStart(t, s, in)
		done := at.Add(3 * time.Second)
		given := append(json.RawMessage(nil), oddSlip...)
		if err := s.CompleteRun(ctx, in.Run.ID, ports.Completion{Mode: domain.ModeCompare, Slip: given, Clarified: oddClarified, At: done}); err != nil {
			t.Fatalf("CompleteRun: %v", err)
		}
		given[0] = 'X' // the caller's buffer is the caller's
		r := runBySlug(t, s, a.ID, in.Run.Slug)
		if r.State != domain.RunComplete || r.Mode != domain.ModeCompare || r.CompletedAt == nil || !r.CompletedAt.Equal(done) {
			t.Errorf("completed run: state %s, mode %q, completed %v; want complete, COMPARE, %s", r.State, r.Mode, r.CompletedAt, done)
		}
		sameBytes(t, "stored slip", r.Slip, oddSlip)
		sameBytes(t, "stored clarified", r.Clarified, oddClarified)
		r.Slip[0] = 'X' // a returned run is the caller's copy
		sameBytes(t, "stored slip after the caller changed its copy", runBySlug(t, s, a.ID, in.Run.Slug).Slip, oddSlip)

		err := s.CompleteRun(ctx, in.Run.ID, ports.Completion{Mode: domain.ModeDecide, Slip: json.RawMessage(`{}`), At: done})
		wantErr(t, "CompleteRun of a complete run", err, domain.ErrConflict)
		refunded, err := s.FailRun(ctx, in.Run.ID, "too late", done)
		if err != nil || refunded {
			t.Errorf("FailRun of a complete run = %v, %v; want false, nil", refunded, err)
		}
		r = runBySlug(t, s, a.ID, in.Run.Slug)
		if r.State != domain.RunComplete || r.Mode != domain.ModeCompare {
			t.Errorf("after late calls: state %s mode %s, want complete COMPARE", r.State, r.Mode)
		}
		sameBytes(t, "slip after late calls", r.Slip, oddSlip)
		if b := balance(t, s, a.ID); b != 0 {
			t.Errorf("balance %d, want 0: a complete run stays charged", b)
		}
		checkLedger(t, s, a.ID)
	})

	t.Run("fail refunds exactly once and a failed run stays failed", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day().Add(10*time.Hour)
		a, k := newAccount(t, s, 1, at)
		in := newStart(t, k, at)
		mustStart(t, s, in)
		refunded, err := s.FailRun(ctx, in.Run.ID, "engine failed", at.Add(time.Second))
		if err != nil || !refunded {
			t.Fatalf("FailRun = %v, %v; want true, nil", refunded, err)
		}
		refunded, err = s.FailRun(ctx, in.Run.ID, "engine failed again", at.Add(2*time.Second))
		if err != nil || refunded {
			t.Errorf("second FailRun = %v, %v; want false, nil", refunded, err)
		}
		err = s.CompleteRun(ctx, in.Run.ID, ports.Completion{Mode: domain.ModeDecide, Slip: oddSlip, At: at.Add(3 * time.Second)})
		wantErr(t, "CompleteRun of a failed run", err, domain.ErrConflict)
		r := runBySlug(t, s, a.ID, in.Run.Slug)
		if r.State != domain.RunFailed || r.Error != "engine failed" || len(r.Slip) != 0 {
			t.Errorf("failed run: state %s, error %q, slip %q; want failed, the first reason, no slip", r.State, r.Error, r.Slip)
		}
		if b := balance(t, s, a.ID); b != 1 {
			t.Errorf("balance %d, want 1 after the refund", b)
		}
		if n := countKind(ledger(t, s, a.ID), domain.EntryRefund, in.Run.ID); n != 1 {
			t.Errorf("%d refunds, want 1", n)
		}
		checkLedger(t, s, a.ID)
	})

	t.Run("unknown runs and other accounts' runs are not found", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day().Add(10*time.Hour)
		a, k := newAccount(t, s, 1, at)
		b, _ := newAccount(t, s, 1, at)
		in := newStart(t, k, at)
		mustStart(t, s, in)
		_, err := s.RunBySlug(ctx, b.ID, in.Run.Slug)
		wantErr(t, "RunBySlug of another account's run", err, domain.ErrNotFound)
		_, err = s.RunBySlug(ctx, a.ID, slug(t))
		wantErr(t, "RunBySlug of an unknown slug", err, domain.ErrNotFound)
		err = s.CompleteRun(ctx, uid("run_"), ports.Completion{Mode: domain.ModeDecide, Slip: oddSlip, At: at})
		wantErr(t, "CompleteRun of an unknown run", err, domain.ErrNotFound)
		_, err = s.FailRun(ctx, uid("run_"), "x", at)
		wantErr(t, "FailRun of an unknown run", err, domain.ErrNotFound)
	})

	t.Run("checks run in order and a refusal changes nothing", func(t *testing.T) {
		t.Parallel()
		s, ctx, d := newStore(t), t.Context(), day()
		at := d.Add(10 * time.Hour)
		a, ka := newAccount(t, s, 1, at)
		b, kb := newAccount(t, s, 0, at)

		// r1 uses A's only credit, ka's whole rate (1/h) and the day's
		// whole capacity (1).
		r1 := newStart(t, ka, at)
		r1.IdempotencyKey, r1.RatePerHour, r1.DailyCapacity = "i1", 1, 1
		mustStart(t, s, r1)
		balA, lenA := balance(t, s, a.ID), len(ledger(t, s, a.ID))

		later := at.Add(5 * time.Minute)
		attempt := func(k domain.Key, idem, inputHash string, rate, capacity int) (ports.Started, error) {
			in := newStart(t, k, later)
			in.IdempotencyKey, in.RatePerHour, in.DailyCapacity = idem, rate, capacity
			if inputHash != "" {
				in.Run.InputHash = inputHash
			}
			st, err := s.StartRun(ctx, in)
			if err != nil {
				if _, e := s.RunBySlug(ctx, k.AccountID, in.Run.Slug); !errIs(e, domain.ErrNotFound) {
					t.Errorf("a refused StartRun stored its run: RunBySlug err %v", e)
				}
			}
			return st, err
		}

		// 1. Idempotency comes before every limit.
		_, err := attempt(ka, "i1", r1.Run.InputHash, 1, 1)
		wantErr(t, "replay while running (rate, capacity and credits exhausted too)", err, domain.ErrConflict)
		_, err = attempt(ka, "i1", domain.HashKey(uid("other_")), 1, 1)
		wantErr(t, "same idempotency key, other body", err, domain.ErrInvalid)
		if err := s.CompleteRun(ctx, r1.Run.ID, ports.Completion{Mode: domain.ModeDecide, Slip: oddSlip, At: later}); err != nil {
			t.Fatal(err)
		}
		st, err := attempt(ka, "i1", r1.Run.InputHash, 1, 1)
		if err != nil || !st.Replayed || st.Run.ID != r1.Run.ID {
			t.Fatalf("replay of a complete run = %+v, %v; want the run, replayed", st, err)
		}
		// 2. Rate before capacity and credits.
		_, err = attempt(ka, "i2", "", 1, 1)
		wantLimit(t, "rate, capacity and credits exhausted", err, domain.ErrRateLimited, 55*time.Minute)
		// 3. Capacity before credits.
		_, err = attempt(kb, "i3", "", 1, 1)
		wantLimit(t, "capacity and credits exhausted", err, domain.ErrCapacityExhausted, 13*time.Hour+55*time.Minute)
		// 4. Credits.
		_, err = attempt(kb, "i4", "", 1, noLimit)
		wantErr(t, "credits exhausted", err, domain.ErrInsufficientCredits)

		// Nothing changed: no charge, no count toward the rate or the day's
		// capacity, no idempotency record.
		if got, n := balance(t, s, a.ID), len(ledger(t, s, a.ID)); got != balA || n != lenA {
			t.Errorf("A after refusals: balance %d, %d entries; want %d, %d", got, n, balA, lenA)
		}
		if l := ledger(t, s, b.ID); len(l) != 0 {
			t.Errorf("B's ledger after refusals %+v, want empty", l)
		}
		grant(t, s, b.ID, 1, later)
		rb := newStart(t, kb, later)
		rb.IdempotencyKey, rb.RatePerHour, rb.DailyCapacity = "i3", 1, 2
		if st := mustStart(t, s, rb); st.Replayed {
			t.Errorf("idempotency key i3 of a refused start replayed %+v", st.Run)
		}
		grant(t, s, a.ID, 1, later)
		ra := newStart(t, ka, at.Add(time.Hour)) // r1 has just left ka's window
		ra.IdempotencyKey, ra.RatePerHour = "i2", 1
		if st := mustStart(t, s, ra); st.Replayed || st.Run.ID != ra.Run.ID {
			t.Errorf("idempotency key i2 of a refused start replayed %+v", st.Run)
		}
		checkLedger(t, s, a.ID)
		checkLedger(t, s, b.ID)
	})

	t.Run("N credits admit exactly N concurrent runs", func(t *testing.T) {
		t.Parallel()
		s, at := newStore(t), day().Add(10*time.Hour)
		const credits, n = 5, 30
		a, k := newAccount(t, s, credits, at)
		balances := make([]int64, n)
		errs := concurrently(n, func(i int) error {
			in := newStart(t, k, at.Add(time.Duration(i)*time.Second))
			in.RatePerHour = noLimit
			st, err := s.StartRun(t.Context(), in)
			balances[i] = st.Balance
			return err
		})
		if ok, refused := tally(t, errs, domain.ErrInsufficientCredits); ok != credits || refused != n-credits {
			t.Fatalf("%d admitted, %d refused; want %d and %d", ok, refused, credits, n-credits)
		}
		seen := map[int64]bool{}
		for i, err := range errs {
			if err == nil {
				if seen[balances[i]] || balances[i] < 0 || balances[i] >= credits {
					t.Errorf("admitted runs saw balances %v, want each of 0..%d once", balances, credits-1)
				}
				seen[balances[i]] = true
			}
		}
		if b := balance(t, s, a.ID); b != 0 {
			t.Errorf("balance %d, want 0", b)
		}
		if got := countKind(ledger(t, s, a.ID), domain.EntrySpend, ""); got != credits {
			t.Errorf("%d spends, want %d", got, credits)
		}
		checkLedger(t, s, a.ID)
	})

	t.Run("the rate limit holds under concurrency", func(t *testing.T) {
		t.Parallel()
		s, at := newStore(t), day().Add(10*time.Hour)
		_, k := newAccount(t, s, 100, at)
		const rate, n = 3, 20
		errs := concurrently(n, func(i int) error {
			in := newStart(t, k, at.Add(time.Duration(i)*time.Second))
			in.RatePerHour = rate
			_, err := s.StartRun(t.Context(), in)
			return err
		})
		if ok, refused := tally(t, errs, domain.ErrRateLimited); ok != rate || refused != n-rate {
			t.Fatalf("%d admitted, %d rate limited; want %d and %d", ok, refused, rate, n-rate)
		}
		checkLedger(t, s, k.AccountID)
	})

	t.Run("the daily capacity holds under concurrency across accounts", func(t *testing.T) {
		t.Parallel()
		s, at := newStore(t), day().Add(10*time.Hour)
		const capacity, n = 4, 20
		keys := make([]domain.Key, n)
		for i := range keys {
			_, keys[i] = newAccount(t, s, 1, at)
		}
		errs := concurrently(n, func(i int) error {
			in := newStart(t, keys[i], at.Add(time.Duration(i)*time.Second))
			in.DailyCapacity = capacity
			_, err := s.StartRun(t.Context(), in)
			return err
		})
		if ok, refused := tally(t, errs, domain.ErrCapacityExhausted); ok != capacity || refused != n-capacity {
			t.Fatalf("%d admitted, %d refused for capacity; want %d and %d", ok, refused, capacity, n-capacity)
		}
	})

	t.Run("the rate window is the trailing hour", func(t *testing.T) {
		t.Parallel()
		s, base := newStore(t), day().Add(10*time.Hour)
		_, k := newAccount(t, s, 100, base)
		const rate = 30
		start := func(at time.Time) (ports.Started, error) {
			in := newStart(t, k, at)
			in.RatePerHour = rate
			return s.StartRun(t.Context(), in)
		}
		var st ports.Started
		for i := range rate { // one a minute: base, base+1m, …, base+29m
			var err error
			if st, err = start(base.Add(time.Duration(i) * time.Minute)); err != nil {
				t.Fatalf("run %d: %v", i+1, err)
			}
		}
		if st.RateRemaining != 0 || st.RateReset != 31*time.Minute {
			t.Errorf("30th run: RateRemaining %d, RateReset %s; want 0, 31m", st.RateRemaining, st.RateReset)
		}
		_, err := start(base.Add(30 * time.Minute))
		wantLimit(t, "31st run in the hour", err, domain.ErrRateLimited, 30*time.Minute)
		_, err = start(base.Add(time.Hour - time.Second))
		wantLimit(t, "a second before the oldest leaves", err, domain.ErrRateLimited, time.Second)
		// At base+1h the first run has left the window (now-1h, now].
		st, err = start(base.Add(time.Hour))
		if err != nil {
			t.Fatalf("run when the oldest has left: %v", err)
		}
		if st.RateRemaining != 0 || st.RateReset != time.Minute {
			t.Errorf("RateRemaining %d, RateReset %s; want 0, 1m", st.RateRemaining, st.RateReset)
		}
		_, err = start(base.Add(time.Hour))
		wantLimit(t, "the window is full again", err, domain.ErrRateLimited, time.Minute)
	})

	t.Run("the capacity is per UTC day", func(t *testing.T) {
		t.Parallel()
		s, d := newStore(t), day()
		const capacity = 2
		start := func(at time.Time) (ports.Started, error) {
			_, k := newAccount(t, s, 1, d)
			in := newStart(t, k, at)
			in.DailyCapacity = capacity
			return s.StartRun(t.Context(), in)
		}
		east := time.FixedZone("UTC+14", 14*3600)
		west := time.FixedZone("UTC-5", -5*3600)
		for _, at := range []time.Time{d.Add(23 * time.Hour), d.Add(23*time.Hour + 59*time.Minute).In(east)} {
			if _, err := start(at); err != nil {
				t.Fatalf("run at %s: %v", at, err)
			}
		}
		_, err := start(d.Add(23*time.Hour + 30*time.Minute))
		wantLimit(t, "third run of the UTC day", err, domain.ErrCapacityExhausted, 30*time.Minute)
		_, err = start(d.Add(23*time.Hour + 45*time.Minute).In(east)) // the next day in UTC+14
		wantLimit(t, "third run of the UTC day, dated in UTC+14", err, domain.ErrCapacityExhausted, 15*time.Minute)
		next := d.Add(24 * time.Hour)
		for _, at := range []time.Time{next, next.Add(30 * time.Minute).In(west)} { // the day before in UTC-5
			if _, err := start(at); err != nil {
				t.Fatalf("run on the next UTC day at %s: %v", at, err)
			}
		}
		_, err = start(next.Add(time.Hour))
		wantLimit(t, "third run of the next UTC day", err, domain.ErrCapacityExhausted, 23*time.Hour)
	})

	t.Run("idempotency: replay, mismatch, conflict, expiry", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day().Add(10*time.Hour)
		a, k := newAccount(t, s, 10, at)
		first := newStart(t, k, at)
		first.IdempotencyKey = "order-42"
		mustStart(t, s, first)
		again := func(at time.Time, inputHash string) (ports.Started, error) {
			in := newStart(t, k, at)
			in.IdempotencyKey, in.Run.InputHash = "order-42", inputHash
			return s.StartRun(ctx, in)
		}

		_, err := again(at.Add(time.Second), first.Run.InputHash)
		wantErr(t, "retry while the first is running", err, domain.ErrConflict)
		if err := s.CompleteRun(ctx, first.Run.ID, ports.Completion{Mode: domain.ModeGrill, Slip: oddSlip, Clarified: oddClarified, At: at.Add(2 * time.Second)}); err != nil {
			t.Fatal(err)
		}
		bal, entries := balance(t, s, a.ID), len(ledger(t, s, a.ID))
		st, err := again(at.Add(time.Minute), first.Run.InputHash)
		if err != nil || !st.Replayed {
			t.Fatalf("retry after completion = %+v, %v; want a replay", st, err)
		}
		if st.Run.ID != first.Run.ID || st.Run.Slug != first.Run.Slug || st.Run.State != domain.RunComplete || st.Run.Mode != domain.ModeGrill {
			t.Errorf("replayed %+v, want the first run, complete, GRILL", st.Run)
		}
		sameBytes(t, "replayed slip", st.Run.Slip, oddSlip)
		sameBytes(t, "replayed clarified", st.Run.Clarified, oddClarified)
		if st.Balance != bal || st.RateRemaining != defaultRate-1 {
			t.Errorf("replay: Balance %d, RateRemaining %d; want %d, %d (nothing charged or counted)", st.Balance, st.RateRemaining, bal, defaultRate-1)
		}
		_, err = again(at.Add(2*time.Minute), domain.HashKey(uid("other_")))
		wantErr(t, "same key, other body", err, domain.ErrInvalid)
		_, err = again(at.Add(24*time.Hour-time.Minute), domain.HashKey(uid("other_")))
		wantErr(t, "same key, other body, just within 24h", err, domain.ErrInvalid)
		if b, n := balance(t, s, a.ID), len(ledger(t, s, a.ID)); b != bal || n != entries {
			t.Errorf("after replays: balance %d, %d entries; want %d, %d", b, n, bal, entries)
		}

		// Records are per key: another key of the account starts afresh.
		k2 := newKey(a.ID, at)
		if err := s.AddKey(ctx, k2, domain.MaxActiveKeys); err != nil {
			t.Fatal(err)
		}
		other := newStart(t, k2, at.Add(time.Minute))
		other.IdempotencyKey, other.Run.InputHash = "order-42", first.Run.InputHash
		if st := mustStart(t, s, other); st.Replayed || st.Run.ID != other.Run.ID {
			t.Errorf("same idempotency key on another key replayed %+v", st.Run)
		}
		// After 24 hours the key is forgotten.
		st, err = again(at.Add(24*time.Hour+time.Minute), domain.HashKey(uid("other_")))
		if err != nil || st.Replayed {
			t.Errorf("same key after 24h = replayed %v, %v; want a new run", st.Replayed, err)
		}

		// A failed run replays as failed, uncharged.
		failed := newStart(t, k, at.Add(time.Hour))
		failed.IdempotencyKey = "order-43"
		mustStart(t, s, failed)
		if _, err := s.FailRun(ctx, failed.Run.ID, "engine failed", at.Add(time.Hour+time.Second)); err != nil {
			t.Fatal(err)
		}
		bal = balance(t, s, a.ID)
		retry := newStart(t, k, at.Add(time.Hour+time.Minute))
		retry.IdempotencyKey, retry.Run.InputHash = "order-43", failed.Run.InputHash
		st = mustStart(t, s, retry)
		if !st.Replayed || st.Run.ID != failed.Run.ID || st.Run.State != domain.RunFailed || st.Run.Error != "engine failed" {
			t.Errorf("retry of a failed run = %+v, want the failed run, replayed", st)
		}
		if b := balance(t, s, a.ID); b != bal {
			t.Errorf("balance %d after replaying a failed run, want %d", b, bal)
		}
		checkLedger(t, s, a.ID)
	})

	t.Run("fail racing the sweeper refunds once", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), raceDay().Add(10*time.Hour)
		const runs = 8
		a, k := newAccount(t, s, runs, at)
		ids := make([]string, runs)
		for i := range ids {
			in := newStart(t, k, at)
			in.Run.Deadline = at.Add(time.Minute)
			mustStart(t, s, in)
			ids[i] = in.Run.ID
		}
		now := at.Add(2 * time.Minute)
		// For each run, two FailRuns and two sweeps at once.
		errs := concurrently(4*runs, func(i int) error {
			if i%2 == 0 {
				_, err := s.FailRun(ctx, ids[i/4], "engine failed", now)
				return err
			}
			_, err := s.SweepExpired(ctx, now, "deadline passed")
			return err
		})
		tally(t, errs, nil)
		l := ledger(t, s, a.ID)
		for _, id := range ids {
			if n := countKind(l, domain.EntryRefund, id); n != 1 {
				t.Errorf("run %s refunded %d times, want once", id, n)
			}
		}
		if b := balance(t, s, a.ID); b != runs {
			t.Errorf("balance %d, want %d", b, runs)
		}
		checkLedger(t, s, a.ID)
	})

	t.Run("the sweeper fails only running runs past their deadline", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), sweepDay().Add(10*time.Hour)
		a, k := newAccount(t, s, 4, at)
		now := at.Add(10 * time.Minute)
		start := func(deadline time.Time) ports.StartRun {
			in := newStart(t, k, at)
			in.Run.Deadline = deadline
			mustStart(t, s, in)
			return in
		}
		expired := start(now.Add(-time.Second))
		completed := start(now.Add(-time.Second))
		atDeadline := start(now) // not before now: not expired yet
		alive := start(never)
		if err := s.CompleteRun(ctx, completed.Run.ID, ports.Completion{Mode: domain.ModeDecide, Slip: oddSlip, At: at}); err != nil {
			t.Fatal(err)
		}
		n, err := s.SweepExpired(ctx, now, "deadline passed")
		if err != nil || n < 1 {
			t.Fatalf("SweepExpired = %d, %v; want at least this test's expired run", n, err)
		}
		if _, err := s.SweepExpired(ctx, now, "again"); err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			in    ports.StartRun
			state domain.RunState
		}{{expired, domain.RunFailed}, {completed, domain.RunComplete}, {atDeadline, domain.RunRunning}, {alive, domain.RunRunning}} {
			if r := runBySlug(t, s, a.ID, c.in.Run.Slug); r.State != c.state {
				t.Errorf("run with deadline %s: state %s, want %s", c.in.Run.Deadline, r.State, c.state)
			}
		}
		if r := runBySlug(t, s, a.ID, expired.Run.Slug); r.Error != "deadline passed" {
			t.Errorf("swept run's error %q, want the sweep reason", r.Error)
		}
		l := ledger(t, s, a.ID)
		if countKind(l, domain.EntryRefund, expired.Run.ID) != 1 || countKind(l, domain.EntryRefund, "") != 1 {
			t.Errorf("refunds %+v, want one, for the expired run", l)
		}
		if b := balance(t, s, a.ID); b != 1 {
			t.Errorf("balance %d, want 1 (4 credits, 4 runs, 1 refund)", b)
		}
		checkLedger(t, s, a.ID)
	})
}

// sameRun compares what StartRun was given with what came back.
func sameRun(t *testing.T, what string, got, want domain.Run, state domain.RunState) {
	t.Helper()
	if got.ID != want.ID || got.Slug != want.Slug || got.AccountID != want.AccountID || got.KeyID != want.KeyID ||
		got.Mode != want.Mode || got.InputHash != want.InputHash || !got.CreatedAt.Equal(want.CreatedAt) ||
		!got.Deadline.Equal(want.Deadline) || got.State != state || got.CompletedAt != nil || len(got.Slip) != 0 {
		t.Errorf("%s: %+v, want %+v in state %s", what, got, want, state)
	}
}
