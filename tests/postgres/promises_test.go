package postgres_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	httpadapter "github.com/verdicthq/verdict/adapters/http"
	"github.com/verdicthq/verdict/adapters/postgres"
	"github.com/verdicthq/verdict/adapters/postgres/pgtest"
	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/application/apptest"
	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// The promises of issue 4 that matter most to paying callers, through the
// wired service (HTTP → application → PostgreSQL), with exact counts.

// roomy lifts the limits a test is not about, so only the one it checks
// can refuse a request.
var roomy = application.Config{RatePerHour: 10000, DailyCapacity: 100000, MaxConcurrentRuns: 1000}

// startAt runs an instance on the database at url, migrating it first as
// `verdict serve` does, with the application's clock set by the test (nil:
// the system clock). Its stop is also called when the test ends.
func startAt(t testing.TB, url string, r ports.Reasoner, cfg application.Config, clock ports.Clock) *instance {
	t.Helper()
	ctx := context.Background()
	store, err := postgres.Open(ctx, pgtest.Param(url, "pool_max_conns=16"))
	if err != nil {
		t.Fatal(err)
	}
	if err := store.Migrate(ctx); err != nil {
		store.Close()
		t.Fatal(err)
	}
	app := application.New(application.Deps{Store: store, Reasoner: r, Config: cfg, Clock: clock})
	srv := httptest.NewServer(httpadapter.NewHandler(app, httpadapter.Options{Logger: logger()}))
	in := &instance{store: store, app: app, srv: srv}
	t.Cleanup(in.stop)
	return in
}

func TestTwoHundredPostsOnFiftyCredits(t *testing.T) {
	t.Parallel()
	url := pgtest.NewDatabase(t)
	a := start(t, url, engine(), roomy)
	b := start(t, url, engine(), roomy)
	accountID, key := a.newAccount(t, 50)

	const n = 200
	var ok, poor, other atomic.Int32
	var wg sync.WaitGroup
	for i := range n {
		in := []*instance{a, b}[i%2]
		wg.Go(func() {
			r := in.post(t, key, request(fmt.Sprintf("%s (caller %d)", decision, i)))
			switch {
			case r.status == http.StatusOK:
				ok.Add(1)
			case r.status == http.StatusPaymentRequired && decode[problem](t, r).Code == "insufficient_credits":
				poor.Add(1)
			default:
				other.Add(1)
				t.Errorf("unexpected %d %s", r.status, r.body)
			}
		})
	}
	wg.Wait()
	if ok.Load() != 50 || poor.Load() != 150 || other.Load() != 0 {
		t.Errorf("%d × 200, %d × 402, %d other; want exactly 50, 150, 0", ok.Load(), poor.Load(), other.Load())
	}
	if bal, err := a.store.Balance(context.Background(), accountID); err != nil || bal != 0 {
		t.Errorf("balance %d, %v; want 0", bal, err)
	}
	if l := checkLedger(t, a.store, accountID); l.spends != 50 || l.refunds != 0 {
		t.Errorf("%d spends, %d refunds; want 50, 0", l.spends, l.refunds)
	}
}

func TestAHundredFailedRunsRacingTheSweeperAreRefundedOnce(t *testing.T) {
	t.Parallel()
	url := pgtest.NewDatabase(t)
	// The engine fails after a short stall, so the sweeper (told the
	// deadline has long passed) finds the runs still running and tries to
	// fail and refund them first.
	broken := start(t, url, &apptest.Reasoner{Err: fmt.Errorf("forced failure"), Delay: 20 * time.Millisecond}, roomy)
	const n = 100
	const credits = n // every run in flight holds one credit until refunded
	accountID, key := broken.newAccount(t, credits)
	ctx := context.Background()

	stop := make(chan struct{})
	var swept atomic.Int64
	var sweepers sync.WaitGroup
	for range 2 {
		sweepers.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				n, err := broken.store.SweepExpired(ctx, time.Now().Add(24*time.Hour), application.SweepReason)
				if err != nil {
					t.Error(err)
					return
				}
				swept.Add(int64(n))
			}
		})
	}
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			r := broken.post(t, key, request(fmt.Sprintf("%s (attempt %d)", decision, i)))
			if p := decode[problem](t, r); r.status != http.StatusInternalServerError || p.Code != "run_failed" || p.Slug == "" {
				t.Errorf("POST: %d %s; want 500 run_failed with a slug", r.status, r.body)
			}
		})
	}
	wg.Wait()
	close(stop)
	sweepers.Wait()

	l := checkLedger(t, broken.store, accountID)
	if l.spends != n || l.refunds != n {
		t.Errorf("%d spends, %d refunds; want exactly %d of each", l.spends, l.refunds, n)
	}
	if bal, err := broken.store.Balance(ctx, accountID); err != nil || bal != credits {
		t.Errorf("balance %d, %v; want %d", bal, err, credits)
	}
	t.Logf("the sweeper failed and refunded %d of the %d runs first", swept.Load(), n)
}

func TestFiveKeyLimitUnderConcurrentCreates(t *testing.T) {
	t.Parallel()
	url := pgtest.NewDatabase(t)
	a := start(t, url, engine(), roomy)
	b := start(t, url, engine(), roomy)
	_, key := a.newAccount(t, 1)
	type created struct {
		ID  string `json:"id"`
		Key string `json:"key"`
	}
	for range 3 { // 1 + 3 = 4 active
		if r := a.do(t, http.MethodPost, "/api/v1/keys", key, nil); r.status != http.StatusCreated {
			t.Fatalf("create: %d %s", r.status, r.body)
		}
	}
	var ok, full atomic.Int32
	var mu sync.Mutex
	var made []created
	var wg sync.WaitGroup
	for i := range 20 {
		in := []*instance{a, b}[i%2]
		wg.Go(func() {
			r := in.do(t, http.MethodPost, "/api/v1/keys", key, nil)
			switch {
			case r.status == http.StatusCreated:
				ok.Add(1)
				mu.Lock()
				made = append(made, decode[created](t, r))
				mu.Unlock()
			case r.status == http.StatusConflict && decode[problem](t, r).Code == "key_limit_reached":
				full.Add(1)
			default:
				t.Errorf("create: %d %s", r.status, r.body)
			}
		})
	}
	wg.Wait()
	if ok.Load() != 1 || full.Load() != 19 {
		t.Fatalf("%d × 201, %d × 409; want exactly 1 and 19", ok.Load(), full.Load())
	}
	if r := b.do(t, http.MethodDelete, "/api/v1/keys/"+made[0].ID, key, nil); r.status != http.StatusNoContent {
		t.Fatalf("revoke: %d %s", r.status, r.body)
	}
	if r := b.post(t, made[0].Key, request(decision)); r.status != http.StatusUnauthorized {
		t.Errorf("revoked key: %d, want 401", r.status)
	}
	if r := a.do(t, http.MethodPost, "/api/v1/keys", key, nil); r.status != http.StatusCreated {
		t.Errorf("create after a revoke: %d %s; want 201", r.status, r.body)
	}
	if r := a.do(t, http.MethodPost, "/api/v1/keys", key, nil); r.status != http.StatusConflict {
		t.Errorf("sixth active key: %d; want 409", r.status)
	}
}

func TestRunsLeftByACrashedProcessAreRefundedOnceAfterRestart(t *testing.T) {
	t.Parallel()
	url := pgtest.NewDatabase(t)
	// The "crashed" instance's engine never returns until released: its
	// runs stay running in the database, as a killed process leaves them.
	release := make(chan struct{})
	var entered atomic.Int32
	hung := &apptest.Reasoner{OnCall: func(ctx context.Context, stage string) {
		if stage == "clarify" {
			entered.Add(1)
			<-release
		}
	}}
	crashed := start(t, url, hung, roomy)
	const credits = 10
	accountID, key := crashed.newAccount(t, credits)
	const n = 5
	answers := make([]response, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { answers[i] = crashed.post(t, key, request(fmt.Sprintf("%s (run %d)", decision, i))) })
	}
	for deadline := time.Now().Add(30 * time.Second); entered.Load() < n && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
	}
	if entered.Load() != n {
		t.Fatalf("%d runs started, want %d", entered.Load(), n)
	}
	ctx := context.Background()
	if bal, _ := crashed.store.Balance(ctx, accountID); bal != credits-n {
		t.Fatalf("balance %d while %d runs hang, want %d", bal, n, credits-n)
	}

	// Restart: a new instance whose clock is past the runs' deadline.
	clock := apptest.NewClock(time.Now().Add(application.DefaultConfig().RunTimeout + time.Minute))
	restarted := startAt(t, url, engine(), roomy, clock)
	if got, err := restarted.app.SweepRuns.Do(ctx); err != nil || got != n {
		t.Fatalf("first sweep failed %d runs (%v), want %d", got, err, n)
	}
	if got, err := restarted.app.SweepRuns.Do(ctx); err != nil || got != 0 {
		t.Errorf("second sweep failed %d runs (%v), want 0", got, err)
	}
	if bal, _ := restarted.store.Balance(ctx, accountID); bal != credits {
		t.Errorf("balance %d after the sweep, want %d", bal, credits)
	}

	// The late finisher cannot resurrect its runs.
	close(release)
	wg.Wait()
	for _, r := range answers {
		p := decode[problem](t, r)
		if r.status != http.StatusInternalServerError || p.Code != "run_failed" {
			t.Errorf("late finisher answered %d %s; want 500 run_failed", r.status, r.body)
			continue
		}
		var f fetchBody
		if err := json.Unmarshal(restarted.get(t, key, p.Slug).body, &f); err != nil || f.Run.State != string(domain.RunFailed) {
			t.Errorf("run %s after the late finish: %+v, %v; want failed", p.Slug, f.Run, err)
		}
	}
	if l := checkLedger(t, restarted.store, accountID); l.spends != n || l.refunds != n {
		t.Errorf("%d spends, %d refunds; want %d of each", l.spends, l.refunds, n)
	}
	if bal, _ := restarted.store.Balance(ctx, accountID); bal != credits {
		t.Errorf("balance %d at the end, want %d", bal, credits)
	}
}
