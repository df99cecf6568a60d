package postgres_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/verdicthq/verdict/adapters/postgres/pgtest"
	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// benchClients is the number of parallel clients per GOMAXPROCS;
// benchKeys the number of callers they act for.
const (
	benchClients = 8
	benchKeys    = 512
)

// BenchmarkVerdicts measures verdicts per second under parallel clients on
// one database. Each verdict goes to the next of benchKeys callers (a key
// and its account), round robin, so a key's trailing-hour window stays
// small, as it does in production where the rate caps it at 30:
//
//   - floor: pgtest.Floor, the least PostgreSQL work a verdict can cost
//     (insert the run, charge, append the spend; complete the run), with
//     pgx and nothing else;
//   - store: the store's StartRun (every limit checked, in one
//     transaction) and CompleteRun;
//   - http: POST /api/v1/verdict through the whole service (HTTP adapter,
//     application, engine, store).
//
// store-vs-floor and http-vs-floor run each interleaved with floor and
// report x-floor: floor's time over theirs, their throughput as a
// fraction of the floor's under the same load.
func BenchmarkVerdicts(b *testing.B) {
	url := pgtest.NewDatabase(b)
	cfg := application.Config{RatePerHour: 1 << 30, DailyCapacity: 1 << 30, MaxConcurrentRuns: 1 << 10}
	in := start(b, url, engine(), cfg)
	ctx := context.Background()

	// The callers, each an account with credits to spare and its key.
	type client struct{ accountID, keyID, key string }
	cs := make([]client, benchKeys)
	for i := range cs {
		accountID, key := in.newAccount(b, 1<<40)
		k, err := in.store.KeyByHash(ctx, domain.HashKey(key))
		if err != nil {
			b.Fatal(err)
		}
		cs[i] = client{accountID, k.ID, key}
	}

	// A real slip, for the floor and the store to write.
	r := in.post(b, cs[0].key, request(decision))
	if r.status != http.StatusOK {
		b.Fatalf("POST: %d %s", r.status, r.body)
	}
	slip := decode[verdictBody](b, r).Slip

	pool, err := pgxpool.New(ctx, pgtest.Param(url, "pool_max_conns=16"))
	if err != nil {
		b.Fatal(err)
	}
	defer pool.Close()

	floor := func(c client) error { return pgtest.Floor(ctx, pool, c.accountID, c.keyID, slip) }
	store := func(c client) error {
		now := time.Now()
		id := uid()
		st, err := in.store.StartRun(ctx, ports.StartRun{
			Run: domain.Run{
				ID: "run_" + id, Slug: id, AccountID: c.accountID, KeyID: c.keyID,
				Mode: domain.ModeDecide, InputHash: id, CreatedAt: now, Deadline: now.Add(time.Minute),
			},
			SpendID: "led_" + id, RatePerHour: cfg.RatePerHour, DailyCapacity: cfg.DailyCapacity,
		})
		if err != nil {
			return err
		}
		return in.store.CompleteRun(ctx, st.Run.ID, ports.Completion{Mode: domain.ModeDecide, Slip: json.RawMessage(slip), At: time.Now()})
	}
	body := request(decision)
	service := func(c client) error {
		r := in.post(b, c.key, body)
		if r.status != http.StatusOK {
			return &statusError{r}
		}
		return nil
	}

	var next atomic.Int64
	caller := func() client { return cs[int(next.Add(1)%benchKeys)] }
	parallel := func(b *testing.B, op func() error) {
		b.SetParallelism(benchClients)
		b.ResetTimer()
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				if err := op(); err != nil {
					b.Error(err)
					return
				}
			}
		})
	}

	// Throughput of each alone.
	for _, c := range []struct {
		name    string
		verdict func(client) error
	}{{"floor", floor}, {"store", store}, {"http", service}} {
		b.Run(c.name, func(b *testing.B) {
			parallel(b, func() error { return c.verdict(caller()) })
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "verdicts/s")
		})
	}

	// Each against the floor, interleaved: every client does one of each
	// in turn, so both see the same load on this machine (which others may
	// share) and the ratio of their times is their cost ratio.
	for _, c := range []struct {
		name    string
		verdict func(client) error
	}{{"store-vs-floor", store}, {"http-vs-floor", service}} {
		b.Run(c.name, func(b *testing.B) {
			var floorNs, verdictNs atomic.Int64
			parallel(b, func() error {
				t0 := time.Now()
				if err := floor(caller()); err != nil {
					return err
				}
				t1 := time.Now()
				if err := c.verdict(caller()); err != nil {
					return err
				}
				floorNs.Add(int64(t1.Sub(t0)))
				verdictNs.Add(int64(time.Since(t1)))
				return nil
			})
			b.ReportMetric(float64(floorNs.Load())/float64(verdictNs.Load()), "x-floor")
		})
	}
}

type statusError struct{ r response }

func (e *statusError) Error() string { return string(e.r.body) }

var benchRun = strconv.FormatInt(time.Now().UnixNano(), 36)

var benchSeq atomic.Int64

// uid is unique within the process and across benchmark runs on one
// database.
func uid() string {
	return "b" + benchRun + "_" + strconv.FormatInt(benchSeq.Add(1), 36)
}
