package postgres_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/verdicthq/verdict/adapters/postgres"
	"github.com/verdicthq/verdict/adapters/postgres/pgtest"
	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
	"github.com/verdicthq/verdict/ports/porttest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Run(m)) }

var (
	sharedOnce  sync.Once
	sharedStore *postgres.Store
	sharedErr   error
)

// shared is the package's one migrated store on the shared database, as
// the contract suites expect (they never rely on emptiness).
func shared(t *testing.T) *postgres.Store {
	t.Helper()
	url := pgtest.URL(t)
	sharedOnce.Do(func() {
		ctx := context.Background()
		sharedStore, sharedErr = postgres.Open(ctx, pgtest.Param(url, "pool_max_conns=16"))
		if sharedErr == nil {
			sharedErr = sharedStore.Migrate(ctx)
		}
	})
	if sharedErr != nil {
		t.Fatalf("shared store: %v", sharedErr)
	}
	return sharedStore
}

// fresh opens n stores (n replicas: n pools) on a new, migrated database
// of the test's own.
func fresh(t *testing.T, n int) []*postgres.Store {
	t.Helper()
	url := pgtest.NewDatabase(t)
	stores := make([]*postgres.Store, n)
	for i := range stores {
		s, err := postgres.Open(t.Context(), pgtest.Param(url, "pool_max_conns=8"))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(s.Close)
		if err := s.Migrate(t.Context()); err != nil {
			t.Fatal(err)
		}
		stores[i] = s
	}
	return stores
}

func TestContract(t *testing.T) {
	s := shared(t)
	porttest.TestStore(t, func(*testing.T) ports.Store { return s })
	t.Cleanup(func() { checkBalances(t, s) })
}

// The contract again, with every test given one of two replicas at random:
// two pools on one database.
func TestContractTwoReplicas(t *testing.T) {
	s := shared(t)
	other, err := postgres.Open(t.Context(), pgtest.Param(pgtest.URL(t), "pool_max_conns=16"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(other.Close)
	var n int
	var mu sync.Mutex
	porttest.TestStore(t, func(*testing.T) ports.Store {
		mu.Lock()
		defer mu.Unlock()
		n++
		if n%2 == 0 {
			return other
		}
		return s
	})
	t.Cleanup(func() { checkBalances(t, s) })
}

// checkBalances asserts balance = sum(ledger) for every account in the
// database, straight from the tables.
func checkBalances(t *testing.T, s *postgres.Store) {
	t.Helper()
	var bad int
	var example string
	err := s.Pool().QueryRow(context.Background(), `
		SELECT count(*), coalesce(min(a.id), '')
		FROM accounts a
		WHERE a.balance <> coalesce((SELECT sum(amount) FROM ledger l WHERE l.account_id = a.id), 0)`).
		Scan(&bad, &example)
	if err != nil {
		t.Fatalf("check balances: %v", err)
	}
	if bad != 0 {
		t.Errorf("%d accounts whose balance is not the sum of their ledger (e.g. %s)", bad, example)
	}
}

// ---- fixtures ----

func uid(prefix string) string {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err)
	}
	return prefix + hex.EncodeToString(b[:])
}

var base = time.Date(2031, 5, 6, 10, 0, 0, 0, time.UTC)

// account stores an account with credits and its first key, made the way
// the service makes keys; it returns the key's plaintext too.
func account(t *testing.T, s ports.Store, credits int64) (domain.Account, domain.Key, string) {
	t.Helper()
	plain, hash, prefix, err := domain.NewKeySecret(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	a := domain.Account{ID: uid("acct_"), Name: "test", CreatedAt: base}
	k := domain.Key{ID: uid("key_"), AccountID: a.ID, Hash: hash, Prefix: prefix, CreatedAt: base}
	g := domain.LedgerEntry{ID: uid("led_"), AccountID: a.ID, Kind: domain.EntryGrant, Amount: credits, At: base}
	if err := s.CreateAccount(t.Context(), a, g, k); err != nil {
		t.Fatal(err)
	}
	return a, k, plain
}

func start(k domain.Key, at time.Time) ports.StartRun {
	return ports.StartRun{
		Run: domain.Run{
			ID: uid("run_"), Slug: uid("slug"), AccountID: k.AccountID, KeyID: k.ID,
			Mode: domain.ModeDecide, InputHash: uid("input_"), CreatedAt: at, Deadline: at.Add(time.Minute),
		},
		SpendID:       uid("led_"),
		RatePerHour:   1 << 20,
		DailyCapacity: 1 << 20,
	}
}

func concurrently(n int, f func(i int) error) []error {
	errs := make([]error, n)
	var wg sync.WaitGroup
	gate := make(chan struct{})
	for i := range n {
		wg.Go(func() {
			<-gate
			errs[i] = f(i)
		})
	}
	close(gate)
	wg.Wait()
	return errs
}

func count(t *testing.T, errs []error, kind error) (ok, refused int) {
	t.Helper()
	for _, err := range errs {
		switch {
		case err == nil:
			ok++
		case errors.Is(err, kind):
			refused++
		default:
			t.Errorf("unexpected error: %v", err)
		}
	}
	return ok, refused
}

func refunds(t *testing.T, s *postgres.Store, accountID string) int {
	t.Helper()
	l, err := s.Ledger(t.Context(), accountID)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range l {
		if e.Kind == domain.EntryRefund {
			n++
		}
	}
	return n
}

// ---- the promises, under the load of several replicas ----

func TestTwoHundredStartsOnFiftyCredits(t *testing.T) {
	t.Parallel()
	replicas := fresh(t, 2)
	a, k, _ := account(t, replicas[0], 50)
	const n = 200
	errs := concurrently(n, func(i int) error {
		_, err := replicas[i%2].StartRun(t.Context(), start(k, base.Add(time.Duration(i)*time.Millisecond)))
		return err
	})
	if ok, refused := count(t, errs, domain.ErrInsufficientCredits); ok != 50 || refused != n-50 {
		t.Fatalf("%d admitted, %d refused for credits; want 50 and %d", ok, refused, n-50)
	}
	b, err := replicas[1].Balance(t.Context(), a.ID)
	if err != nil || b != 0 {
		t.Errorf("balance %d, %v; want 0", b, err)
	}
	var runs int
	if err := replicas[0].Pool().QueryRow(t.Context(), `SELECT count(*) FROM runs WHERE account_id = $1`, a.ID).Scan(&runs); err != nil || runs != 50 {
		t.Errorf("%d runs stored (%v), want 50", runs, err)
	}
	checkBalances(t, replicas[0])
}

func TestLimitsAcrossReplicas(t *testing.T) {
	t.Parallel()
	replicas := fresh(t, 2)
	ctx := t.Context()

	t.Run("rate", func(t *testing.T) {
		_, k, _ := account(t, replicas[0], 100)
		errs := concurrently(40, func(i int) error {
			in := start(k, base.Add(time.Duration(i)*time.Second))
			in.RatePerHour = 30
			_, err := replicas[i%2].StartRun(ctx, in)
			return err
		})
		if ok, refused := count(t, errs, domain.ErrRateLimited); ok != 30 || refused != 10 {
			t.Errorf("%d admitted, %d rate limited; want 30 and 10", ok, refused)
		}
	})
	t.Run("capacity", func(t *testing.T) {
		day := base.AddDate(0, 1, 0)
		keys := make([]domain.Key, 30)
		for i := range keys {
			_, keys[i], _ = account(t, replicas[0], 1)
		}
		errs := concurrently(len(keys), func(i int) error {
			in := start(keys[i], day.Add(time.Duration(i)*time.Second))
			in.DailyCapacity = 7
			_, err := replicas[i%2].StartRun(ctx, in)
			return err
		})
		if ok, refused := count(t, errs, domain.ErrCapacityExhausted); ok != 7 || refused != 23 {
			t.Errorf("%d admitted, %d refused for capacity; want 7 and 23", ok, refused)
		}
	})
	t.Run("keys", func(t *testing.T) {
		a, _, _ := account(t, replicas[0], 0)
		for range 3 {
			if err := replicas[0].AddKey(ctx, domain.Key{ID: uid("key_"), AccountID: a.ID, Hash: domain.HashKey(uid("s")), Prefix: "vd_x", CreatedAt: base}, domain.MaxActiveKeys); err != nil {
				t.Fatal(err)
			}
		}
		errs := concurrently(20, func(i int) error {
			return replicas[i%2].AddKey(ctx, domain.Key{ID: uid("key_"), AccountID: a.ID, Hash: domain.HashKey(uid("s")), Prefix: "vd_x", CreatedAt: base}, domain.MaxActiveKeys)
		})
		if ok, refused := count(t, errs, domain.ErrKeyLimitReached); ok != 1 || refused != 19 {
			t.Errorf("%d added, %d refused; want 1 and 19", ok, refused)
		}
	})
	t.Run("idempotency", func(t *testing.T) {
		a, k, _ := account(t, replicas[0], 10)
		hash := uid("input_")
		ids := make([]string, 20)
		errs := concurrently(20, func(i int) error {
			in := start(k, base.Add(time.Duration(i)*time.Millisecond))
			in.IdempotencyKey, in.Run.InputHash = "same", hash
			st, err := replicas[i%2].StartRun(ctx, in)
			ids[i] = st.Run.ID
			return err
		})
		if ok, refused := count(t, errs, domain.ErrConflict); ok != 1 || refused != 19 {
			t.Errorf("%d started, %d conflicts; want 1 and 19", ok, refused)
		}
		if b, _ := replicas[1].Balance(ctx, a.ID); b != 9 {
			t.Errorf("balance %d, want 9: one charge", b)
		}
	})
	checkBalances(t, replicas[0])
}

func TestFailRunRacingSweepRefundsOnce(t *testing.T) {
	t.Parallel()
	replicas := fresh(t, 2)
	ctx := t.Context()
	a, k, _ := account(t, replicas[0], 100)
	const n = 100
	ids := make([]string, n)
	for i := range ids {
		in := start(k, base)
		if _, err := replicas[0].StartRun(ctx, in); err != nil {
			t.Fatal(err)
		}
		ids[i] = in.Run.ID
	}
	now := base.Add(time.Hour) // every deadline has passed
	var swept, failed int
	var mu sync.Mutex
	// 100 FailRuns and 20 sweeps on two replicas, all released at once.
	errs := concurrently(n+20, func(i int) error {
		if i >= n {
			c, err := replicas[i%2].SweepExpired(ctx, now, "deadline passed")
			mu.Lock()
			swept += c
			mu.Unlock()
			return err
		}
		ok, err := replicas[i%2].FailRun(ctx, ids[i], "engine failed", now)
		if ok {
			mu.Lock()
			failed++
			mu.Unlock()
		}
		return err
	})
	count(t, errs, nil)
	if swept+failed != n {
		t.Errorf("sweeps failed %d runs and FailRun %d: %d, want %d", swept, failed, swept+failed, n)
	}
	if got := refunds(t, replicas[1], a.ID); got != n {
		t.Errorf("%d refunds, want %d", got, n)
	}
	if b, _ := replicas[1].Balance(ctx, a.ID); b != 100 {
		t.Errorf("balance %d, want 100", b)
	}
	checkBalances(t, replicas[0])
}

func TestCrashRecovery(t *testing.T) {
	t.Parallel()
	url := pgtest.NewDatabase(t)
	ctx := t.Context()

	// The first process starts five runs and dies before finishing them.
	crashed, err := postgres.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	if err := crashed.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	a, k, _ := account(t, crashed, 5)
	var slugs, ids []string
	for range 5 {
		in := start(k, base)
		if _, err := crashed.StartRun(ctx, in); err != nil {
			t.Fatal(err)
		}
		slugs, ids = append(slugs, in.Run.Slug), append(ids, in.Run.ID)
	}
	crashed.Close()

	// Another process comes up and sweeps after the deadline.
	s, err := postgres.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Migrate(ctx); err != nil { // already applied: a no-op
		t.Fatal(err)
	}
	if n, err := s.SweepExpired(ctx, base.Add(30*time.Second), "deadline passed"); err != nil || n != 0 {
		t.Fatalf("sweep before the deadline = %d, %v; want 0", n, err)
	}
	after := base.Add(2 * time.Minute)
	if n, err := s.SweepExpired(ctx, after, "deadline passed"); err != nil || n != 5 {
		t.Fatalf("sweep = %d, %v; want 5", n, err)
	}
	if n, err := s.SweepExpired(ctx, after.Add(time.Minute), "again"); err != nil || n != 0 {
		t.Fatalf("second sweep = %d, %v; want 0", n, err)
	}
	if b, _ := s.Balance(ctx, a.ID); b != 5 {
		t.Errorf("balance %d, want 5 (every run refunded)", b)
	}
	if got := refunds(t, s, a.ID); got != 5 {
		t.Errorf("%d refunds, want 5", got)
	}
	for i, slug := range slugs {
		r, err := s.RunBySlug(ctx, a.ID, slug)
		if err != nil || r.State != domain.RunFailed || r.Error != "deadline passed" || r.CompletedAt == nil || !r.CompletedAt.Equal(after) {
			t.Errorf("swept run: %+v, %v; want failed at %s for the deadline", r, err, after)
		}
		// The first process's worker, had it survived, finishes late.
		err = s.CompleteRun(ctx, ids[i], ports.Completion{Mode: domain.ModeDecide, Slip: json.RawMessage(`{}`), At: after})
		if !errors.Is(err, domain.ErrConflict) {
			t.Errorf("late CompleteRun: %v, want ErrConflict", err)
		}
		if ok, err := s.FailRun(ctx, ids[i], "late", after); ok || err != nil {
			t.Errorf("late FailRun = %v, %v; want false, nil", ok, err)
		}
	}
	if b, _ := s.Balance(ctx, a.ID); b != 5 {
		t.Errorf("balance %d after late calls, want 5", b)
	}
	checkBalances(t, s)
}

func TestNoPlaintextKeyInTheDatabase(t *testing.T) {
	t.Parallel()
	s := fresh(t, 1)[0]
	ctx := t.Context()
	a, k, plain := account(t, s, 3)
	plain2, hash2, prefix2, err := domain.NewKeySecret(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	k2 := domain.Key{ID: uid("key_"), AccountID: a.ID, Hash: hash2, Prefix: prefix2, CreatedAt: base}
	if err := s.AddKey(ctx, k2, domain.MaxActiveKeys); err != nil {
		t.Fatal(err)
	}
	in := start(k, base)
	in.IdempotencyKey = "idem-1"
	if _, err := s.StartRun(ctx, in); err != nil {
		t.Fatal(err)
	}
	if err := s.TouchKey(ctx, k.ID, base.Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Take(ctx, "clarify:"+k.ID, 10, time.Hour, base); err != nil {
		t.Fatal(err)
	}
	if err := s.RevokeKey(ctx, a.ID, k2.ID, base.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}

	// Every row of every table, as text (bytea as hex).
	rows, err := s.Pool().Query(ctx, `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`)
	if err != nil {
		t.Fatal(err)
	}
	tables, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	var dump strings.Builder
	for _, table := range tables {
		rows, err := s.Pool().Query(ctx, `SELECT t::text FROM `+pgx.Identifier{table}.Sanitize()+` t`)
		if err != nil {
			t.Fatal(err)
		}
		texts, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range texts {
			dump.WriteString(table + ": " + line + "\n")
		}
	}
	d := dump.String()
	if !strings.Contains(d, k.Hash) || !strings.Contains(d, hash2) {
		t.Fatalf("the dump has no key hash: the test reads the wrong tables:\n%s", d)
	}
	for _, p := range []string{plain, plain2} {
		secret := strings.TrimPrefix(p, domain.KeyPrefix)
		for _, needle := range []string{p, secret, secret[8:], hex.EncodeToString([]byte(secret))} {
			if strings.Contains(d, needle) {
				t.Errorf("the database holds a key's plaintext (%q):\n%s", needle, d)
			}
		}
	}
}

func TestKeyTableRefusesPlaintext(t *testing.T) {
	t.Parallel()
	s := shared(t)
	plain, _, _, err := domain.NewKeySecret(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	a, _, _ := account(t, s, 0)
	// A bug that stored the key in place of its hash, or as its prefix.
	for _, k := range []domain.Key{
		{ID: uid("key_"), AccountID: a.ID, Hash: plain, Prefix: "vd_x", CreatedAt: base},
		{ID: uid("key_"), AccountID: a.ID, Hash: domain.HashKey(plain), Prefix: plain, CreatedAt: base},
	} {
		if err := s.AddKey(t.Context(), k, domain.MaxActiveKeys); !errors.Is(err, domain.ErrInvalid) {
			t.Errorf("AddKey with a plaintext hash or prefix: %v, want ErrInvalid", err)
		}
	}
}

func TestLedgerIsAppendOnly(t *testing.T) {
	t.Parallel()
	s := fresh(t, 1)[0]
	a, _, _ := account(t, s, 3)
	for _, stmt := range []string{
		`UPDATE ledger SET amount = 100 WHERE account_id = $1`,
		`DELETE FROM ledger WHERE account_id = $1`,
	} {
		if _, err := s.Pool().Exec(t.Context(), stmt, a.ID); err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("%s: %v, want the append-only refusal", stmt, err)
		}
	}
	if b, _ := s.Balance(t.Context(), a.ID); b != 3 {
		t.Errorf("balance %d, want 3", b)
	}
	checkBalances(t, s)
}

func TestMigrateConcurrently(t *testing.T) {
	t.Parallel()
	url := pgtest.NewDatabase(t)
	const replicas = 6
	errs := concurrently(replicas, func(int) error {
		s, err := postgres.Open(t.Context(), url)
		if err != nil {
			return err
		}
		defer s.Close()
		return s.Migrate(t.Context())
	})
	count(t, errs, nil)
	pool, err := pgxpool.New(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	var n, distinct int
	if err := pool.QueryRow(t.Context(), `SELECT count(*), count(DISTINCT version) FROM schema_migrations`).Scan(&n, &distinct); err != nil {
		t.Fatal(err)
	}
	if n == 0 || n != distinct {
		t.Errorf("schema_migrations: %d rows, %d versions; want each version once", n, distinct)
	}
}

func TestOpenRefusesABadURLWithoutQuotingIt(t *testing.T) {
	t.Parallel()
	_, err := postgres.Open(context.Background(), "postgres://user:s3cret@%zz/db")
	if err == nil || strings.Contains(err.Error(), "s3cret") {
		t.Errorf("Open of a bad URL: %v; want an error that does not quote the password", err)
	}
}

func TestDriverErrorsMapToDomainKinds(t *testing.T) {
	t.Parallel()
	s := shared(t)
	ctx := t.Context()
	a, k, _ := account(t, s, 5)
	_, other, _ := account(t, s, 5)
	first := start(k, base)
	if _, err := s.StartRun(ctx, first); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		err  func() error
		want error
	}{
		{"start with an unknown key", func() error {
			in := start(domain.Key{ID: uid("key_"), AccountID: a.ID}, base)
			_, err := s.StartRun(ctx, in)
			return err
		}, domain.ErrNotFound},
		{"start with another account's key", func() error {
			in := start(other, base)
			in.Run.AccountID = a.ID
			_, err := s.StartRun(ctx, in)
			return err
		}, domain.ErrInvalid},
		{"start with a run id in use", func() error {
			in := start(k, base)
			in.Run.ID = first.Run.ID
			_, err := s.StartRun(ctx, in)
			return err
		}, domain.ErrConflict},
		{"start with a slug in use", func() error {
			in := start(k, base)
			in.Run.Slug = first.Run.Slug
			_, err := s.StartRun(ctx, in)
			return err
		}, domain.ErrConflict},
		{"start with a spend id in use", func() error {
			in := start(k, base)
			in.SpendID = first.SpendID
			_, err := s.StartRun(ctx, in)
			return err
		}, domain.ErrConflict},
		{"grant with an entry id in use", func() error {
			_, err := s.Grant(ctx, domain.LedgerEntry{ID: first.SpendID, AccountID: a.ID, Kind: domain.EntryGrant, Amount: 1, At: base})
			return err
		}, domain.ErrConflict},
		{"add a key whose hash is in use", func() error {
			return s.AddKey(ctx, domain.Key{ID: uid("key_"), AccountID: a.ID, Hash: k.Hash, Prefix: "vd_x", CreatedAt: base}, domain.MaxActiveKeys)
		}, domain.ErrConflict},
		{"create an account whose first key's hash is in use", func() error {
			b := domain.Account{ID: uid("acct_"), Name: "b", CreatedAt: base}
			return s.CreateAccount(ctx, b,
				domain.LedgerEntry{ID: uid("led_"), AccountID: b.ID, Kind: domain.EntryGrant, Amount: 3, At: base},
				domain.Key{ID: uid("key_"), AccountID: b.ID, Hash: k.Hash, Prefix: "vd_x", CreatedAt: base})
		}, domain.ErrConflict},
	} {
		if err := c.err(); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
	// The refused starts and grant changed nothing.
	if b, _ := s.Balance(ctx, a.ID); b != 4 {
		t.Errorf("balance %d, want 4", b)
	}
	checkBalances(t, s)
}

func TestZeroCapacityRefusesEveryRun(t *testing.T) {
	t.Parallel()
	s := fresh(t, 1)[0]
	a, k, _ := account(t, s, 5)
	in := start(k, base)
	in.DailyCapacity = 0
	_, err := s.StartRun(t.Context(), in)
	var le *domain.LimitError
	if !errors.As(err, &le) || !errors.Is(err, domain.ErrCapacityExhausted) || le.RetryAfter != 14*time.Hour {
		t.Fatalf("StartRun with no capacity: %v; want capacity exhausted until midnight (14h)", err)
	}
	if b, _ := s.Balance(t.Context(), a.ID); b != 5 {
		t.Errorf("balance %d, want 5", b)
	}
}
