// Package postgres_test runs the wired service — application, HTTP adapter,
// PostgreSQL store — as black boxes over HTTP: several instances on one
// database, as replicas behind a load balancer would be, must keep every
// limit and return the same bytes.
package postgres_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/verdicthq/verdict/adapters/offline"
	"github.com/verdicthq/verdict/adapters/postgres"
	"github.com/verdicthq/verdict/adapters/postgres/pgtest"
	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/application/apptest"
	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Run(m)) }

// instance is one running service: its own pool, App and HTTP server.
type instance struct {
	store    *postgres.Store
	app      *application.App
	srv      *httptest.Server
	stopOnce sync.Once
}

// start runs an instance on the database at url, migrating it first as
// `verdict serve` does. stop ends it; it is also called when the test ends.
func start(t testing.TB, url string, r ports.Reasoner, cfg application.Config) *instance {
	t.Helper()
	return startAt(t, url, r, cfg, nil) // nil: the system clock
}

func (in *instance) stop() {
	in.stopOnce.Do(func() {
		in.srv.Close()
		in.store.Close()
	})
}

// newAccount opens an account through the application and returns its id
// and first key.
func (in *instance) newAccount(t testing.TB, credits int64) (string, string) {
	t.Helper()
	na, err := in.app.CreateAccount.Do(context.Background(), "tests/postgres", credits)
	if err != nil {
		t.Fatal(err)
	}
	return na.Account.ID, na.Key.Plaintext
}

// logger is the instances' log: discarded, unless VERDICT_TEST_LOG is set.
func logger() *slog.Logger {
	if os.Getenv("VERDICT_TEST_LOG") == "" {
		return nil
	}
	return slog.New(slog.NewTextHandler(os.Stderr, nil))
}

var client = &http.Client{Timeout: 2 * time.Minute}

type response struct {
	status int
	header http.Header
	body   []byte
}

func (in *instance) do(t testing.TB, method, path, key string, body []byte, header ...string) response {
	t.Helper()
	req, err := http.NewRequest(method, in.srv.URL+path, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+key)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := client.Do(req)
	if err != nil {
		t.Error(err)
		return response{}
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Error(err)
	}
	return response{status: res.StatusCode, header: res.Header, body: b}
}

func (in *instance) post(t testing.TB, key string, req string, header ...string) response {
	t.Helper()
	return in.do(t, http.MethodPost, "/api/v1/verdict", key, []byte(req), header...)
}

func (in *instance) get(t testing.TB, key, slug string) response {
	t.Helper()
	return in.do(t, http.MethodGet, "/api/v1/verdict?slug="+slug, key, nil)
}

// verdictBody and fetchBody keep the slip and clarification as the bytes
// the server wrote.
type verdictBody struct {
	Slug             string          `json:"slug"`
	Slip             json.RawMessage `json:"slip"`
	Clarified        json.RawMessage `json:"clarified"`
	CreditsRemaining int64           `json:"credits_remaining"`
}

type fetchBody struct {
	Run struct {
		Slug  string `json:"slug"`
		State string `json:"state"`
		Error string `json:"error"`
	} `json:"run"`
	Slip      json.RawMessage `json:"slip"`
	Clarified json.RawMessage `json:"clarified"`
}

type problem struct {
	Status           int    `json:"status"`
	Code             string `json:"code"`
	Slug             string `json:"slug"`
	CreditsRemaining *int64 `json:"credits_remaining"`
}

func decode[T any](t testing.TB, r response) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(r.body, &v); err != nil {
		t.Fatalf("decode %d %s: %v", r.status, r.body, err)
	}
	return v
}

func request(decision string) string {
	b, _ := json.Marshal(map[string]any{"decision": decision})
	return string(b)
}

const decision = "Should I take the job offer in Berlin with a 20% raise, or stay in Lisbon where my family lives and my team is great?"

// The engine every instance runs: the built-in offline reasoner.
func engine() ports.Reasoner { return offline.New() }

func TestRateLimitHoldsAcrossInstances(t *testing.T) {
	t.Parallel()
	url := pgtest.NewDatabase(t)
	a := start(t, url, engine(), application.Config{})
	b := start(t, url, engine(), application.Config{})
	accountID, key := a.newAccount(t, 500)

	const n = 100
	statuses := make([]int, n)
	retryAfter := make([]string, n)
	var wg sync.WaitGroup
	gate := make(chan struct{})
	for i := range n {
		wg.Go(func() {
			in := a
			if i%2 == 1 {
				in = b
			}
			<-gate
			r := in.post(t, key, request(fmt.Sprintf("%s (variant %d)", decision, i)))
			statuses[i], retryAfter[i] = r.status, r.header.Get("Retry-After")
			if r.status != http.StatusOK && r.status != http.StatusTooManyRequests {
				t.Errorf("POST %d: %d %s", i, r.status, r.body)
			}
		})
	}
	close(gate)
	wg.Wait()

	ok, limited := 0, 0
	for i, s := range statuses {
		switch s {
		case http.StatusOK:
			ok++
		case http.StatusTooManyRequests:
			limited++
			if retryAfter[i] == "" {
				t.Errorf("429 without Retry-After")
			}
		}
	}
	if ok != 30 || limited != 70 {
		t.Errorf("%d × 200 and %d × 429 over two instances; want exactly 30 and 70", ok, limited)
	}
	if bal, err := b.store.Balance(context.Background(), accountID); err != nil || bal != 500-30 {
		t.Errorf("balance %d, %v; want %d: only admitted runs are charged", bal, err, 500-30)
	}
	checkLedger(t, a.store, accountID)
}

func TestSameBytesFromEveryInstanceAndAfterARestart(t *testing.T) {
	t.Parallel()
	url := pgtest.NewDatabase(t)
	a := start(t, url, engine(), application.Config{})
	b := start(t, url, engine(), application.Config{})
	_, key := a.newAccount(t, 10)

	ra, rb := a.post(t, key, request(decision)), b.post(t, key, request(decision))
	if ra.status != http.StatusOK || rb.status != http.StatusOK {
		t.Fatalf("POSTs: %d %s / %d %s", ra.status, ra.body, rb.status, rb.body)
	}
	va, vb := decode[verdictBody](t, ra), decode[verdictBody](t, rb)
	if va.Slug == vb.Slug {
		t.Fatalf("two runs share the slug %s", va.Slug)
	}
	t.Logf("slip: %d bytes, clarified: %d bytes", len(va.Slip), len(va.Clarified))
	if len(va.Slip) < 100 || !bytes.Equal(va.Slip, vb.Slip) {
		t.Fatalf("the same input through two instances gave different slips:\n%s\n%s", va.Slip, vb.Slip)
	}
	if !bytes.Equal(va.Clarified, vb.Clarified) {
		t.Errorf("clarified differs between instances:\n%s\n%s", va.Clarified, vb.Clarified)
	}

	// GET through either instance returns the bytes the POST returned.
	fetchAll := func(what string, instances ...*instance) {
		t.Helper()
		for _, in := range instances {
			for _, v := range []verdictBody{va, vb} {
				r := in.get(t, key, v.Slug)
				if r.status != http.StatusOK {
					t.Fatalf("%s: GET %s: %d %s", what, v.Slug, r.status, r.body)
				}
				f := decode[fetchBody](t, r)
				if f.Run.State != string(domain.RunComplete) || !bytes.Equal(f.Slip, v.Slip) || !bytes.Equal(f.Clarified, v.Clarified) {
					t.Errorf("%s: GET %s: state %s, slip or clarified not the POST's bytes", what, v.Slug, f.Run.State)
				}
			}
		}
	}
	fetchAll("two instances", a, b)

	// A restart: both instances go, a new one (new pool, new App) comes.
	a.stop()
	b.stop()
	c := start(t, url, engine(), application.Config{})
	fetchAll("after a restart", c)

	// And the same input once more, after the restart.
	rc := c.post(t, key, request(decision))
	if vc := decode[verdictBody](t, rc); rc.status != http.StatusOK || !bytes.Equal(vc.Slip, va.Slip) {
		t.Errorf("after a restart the same input gave another slip (%d)", rc.status)
	}
}

func TestIdempotencyAcrossInstances(t *testing.T) {
	t.Parallel()
	url := pgtest.NewDatabase(t)
	a := start(t, url, engine(), application.Config{})
	b := start(t, url, engine(), application.Config{})
	accountID, key := a.newAccount(t, 10)

	first := a.post(t, key, request(decision), "Idempotency-Key", "order-1")
	if first.status != http.StatusOK {
		t.Fatalf("first POST: %d %s", first.status, first.body)
	}
	again := b.post(t, key, request(decision), "Idempotency-Key", "order-1")
	if again.status != http.StatusOK {
		t.Fatalf("retry on the other instance: %d %s", again.status, again.body)
	}
	v1, v2 := decode[verdictBody](t, first), decode[verdictBody](t, again)
	if v1.Slug != v2.Slug || !bytes.Equal(v1.Slip, v2.Slip) {
		t.Errorf("the retry returned another run (%s, %s)", v1.Slug, v2.Slug)
	}
	other := b.post(t, key, request(decision+" Or Porto?"), "Idempotency-Key", "order-1")
	if other.status != http.StatusUnprocessableEntity {
		t.Errorf("same key, another body: %d %s; want 422", other.status, other.body)
	}
	if bal, _ := a.store.Balance(context.Background(), accountID); bal != 9 {
		t.Errorf("balance %d, want 9: one charge for the run and its replay", bal)
	}
}

// failing is a reasoner that always fails.
func failing() ports.Reasoner {
	return &apptest.Reasoner{Err: errors.New("forced failure")}
}

func TestFailedRunsAreRefundedOnce(t *testing.T) {
	t.Parallel()
	url := pgtest.NewDatabase(t)
	broken := start(t, url, failing(), application.Config{})
	healthy := start(t, url, engine(), application.Config{})
	const credits = 25
	accountID, key := healthy.newAccount(t, credits)
	ctx := context.Background()

	// One failure: 500 run_failed, the slug, the credit already back.
	r := broken.post(t, key, request(decision))
	p := decode[problem](t, r)
	if r.status != http.StatusInternalServerError || p.Code != "run_failed" || p.Slug == "" {
		t.Fatalf("POST on a failing engine: %d %s; want 500 run_failed with the slug", r.status, r.body)
	}
	if p.CreditsRemaining == nil || *p.CreditsRemaining != credits || r.header.Get("Verdict-Credits-Remaining") != fmt.Sprint(credits) {
		t.Errorf("after a refunded failure: credits_remaining %v, header %q; want %d", p.CreditsRemaining, r.header.Get("Verdict-Credits-Remaining"), credits)
	}
	slugs := []string{p.Slug}

	// Twenty more at once (each charged while it runs, so the balance in
	// each answer depends on the others in flight: only the end counts).
	const n = 20
	more := make([]string, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			r := broken.post(t, key, request(fmt.Sprintf("%s (attempt %d)", decision, i)))
			p := decode[problem](t, r)
			if r.status != http.StatusInternalServerError || p.Code != "run_failed" || p.Slug == "" {
				t.Errorf("POST on a failing engine: %d %s; want 500 run_failed with the slug", r.status, r.body)
			}
			more[i] = p.Slug
		})
	}
	wg.Wait()
	slugs = append(slugs, more...)

	if bal, err := healthy.store.Balance(ctx, accountID); err != nil || bal != credits {
		t.Errorf("balance %d, %v after %d failed runs; want %d", bal, err, n+1, credits)
	}
	l := checkLedger(t, healthy.store, accountID)
	if l.spends != n+1 || l.refunds != n+1 {
		t.Errorf("%d spends and %d refunds, want %d of each", l.spends, l.refunds, n+1)
	}
	// The failed runs are visible, as failed, through the other instance.
	for _, slug := range slugs {
		if slug == "" {
			continue
		}
		f := decode[fetchBody](t, healthy.get(t, key, slug))
		if f.Run.State != string(domain.RunFailed) || f.Slip != nil {
			t.Errorf("GET %s: state %q slip %s; want failed, no slip", slug, f.Run.State, f.Slip)
		}
	}
	// The sweeper, on every instance, finds nothing more to refund.
	for _, in := range []*instance{broken, healthy} {
		if n, err := in.store.SweepExpired(ctx, time.Now().Add(time.Hour), "swept"); err != nil || n != 0 {
			t.Errorf("sweep after the failures = %d, %v; want 0", n, err)
		}
	}
	if bal, _ := healthy.store.Balance(ctx, accountID); bal != credits {
		t.Errorf("balance %d after sweeps, want %d", bal, credits)
	}

	// And the healthy instance still charges.
	if r := healthy.post(t, key, request(decision)); r.status != http.StatusOK {
		t.Errorf("POST on the healthy instance: %d %s", r.status, r.body)
	}
	if bal, _ := healthy.store.Balance(ctx, accountID); bal != credits-1 {
		t.Errorf("balance %d, want %d", bal, credits-1)
	}
}

type ledgerCount struct{ grants, spends, refunds int }

// checkLedger asserts the balance is the sum of the ledger, with at most one
// spend and one refund per run, and counts the entries.
func checkLedger(t *testing.T, s *postgres.Store, accountID string) ledgerCount {
	t.Helper()
	ctx := context.Background()
	l, err := s.Ledger(ctx, accountID)
	if err != nil {
		t.Fatal(err)
	}
	var (
		sum int64
		c   ledgerCount
		per = map[string]int{}
	)
	for _, e := range l {
		sum += e.Amount
		switch e.Kind {
		case domain.EntryGrant:
			c.grants++
		case domain.EntrySpend:
			c.spends++
		case domain.EntryRefund:
			c.refunds++
		}
		if e.RunID != "" {
			per[string(e.Kind)+" "+e.RunID]++
		}
	}
	for k, n := range per {
		if n > 1 {
			t.Errorf("%s: %d entries", k, n)
		}
	}
	if bal, err := s.Balance(ctx, accountID); err != nil || bal != sum {
		t.Errorf("balance %d (%v), sum of ledger %d", bal, err, sum)
	}
	return c
}

func TestReadinessFollowsTheDatabase(t *testing.T) {
	t.Parallel()
	in := start(t, pgtest.NewDatabase(t), engine(), application.Config{})
	r := in.do(t, http.MethodGet, "/readyz", "", nil)
	if r.status != http.StatusOK {
		t.Errorf("/readyz with the database up: %d %s", r.status, r.body)
	}
	in.store.Close()
	r = in.do(t, http.MethodGet, "/readyz", "", nil)
	if r.status == http.StatusOK {
		t.Errorf("/readyz with the pool closed: %d, want not ready", r.status)
	}
}
