package application_test

import (
	"context"
	"testing"

	"github.com/verdicthq/verdict/adapters/memory"
	"github.com/verdicthq/verdict/adapters/offline"
	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/domain"
)

// BenchmarkEventStream measures what the web's live stream adds to a run,
// on the memory store and the offline engine. An op is one pass over the
// corpus's decisions (so every op does the same work); ms/run is per
// decision:
//
//   - sync: the API's run (SubmitVerdict), no events;
//   - streamed: the web's run (StartVerdict: the same run in the
//     background, each of its 12 stage reports recorded in the store as it
//     happens) and its whole stream read back, final event included
//     (WatchRun), as the run page reads it.
//
// streamed − sync is the event stream's overhead on a run.
func BenchmarkEventStream(b *testing.B) {
	corpus := loadCorpus(b)
	ctx := context.Background()
	// Each sub-benchmark has a store of its own, so neither runs on the
	// other's runs.
	fresh := func(b *testing.B) (*application.App, application.Caller) {
		b.Helper()
		app := application.New(application.Deps{
			Store:    memory.New(),
			Reasoner: offline.New(),
			Config:   application.Config{RatePerHour: 1 << 30, DailyCapacity: 1 << 30},
		})
		na, err := app.CreateAccount.Do(ctx, "bench", 1<<40)
		if err != nil {
			b.Fatal(err)
		}
		c, err := app.Authenticate.Do(ctx, na.Key.Plaintext)
		if err != nil {
			b.Fatal(err)
		}
		return app, c
	}
	b.Run("sync", func(b *testing.B) {
		app, c := fresh(b)
		b.ReportAllocs()
		for b.Loop() {
			for _, d := range corpus {
				if _, err := app.SubmitVerdict.Do(ctx, c, domain.Request{Decision: d.Decision}, ""); err != nil {
					b.Fatal(err)
				}
			}
		}
		perRun(b, len(corpus))
	})
	b.Run("streamed", func(b *testing.B) {
		app, c := fresh(b)
		b.ReportAllocs()
		for b.Loop() {
			for _, d := range corpus {
				streamRun(b, app, c, d.Decision)
			}
		}
		perRun(b, len(corpus))
	})
}

// streamRun starts a web run and reads its whole stream.
func streamRun(b *testing.B, app *application.App, c application.Caller, decision string) {
	ctx := context.Background()
	run, err := app.StartVerdict.Do(ctx, c, domain.Request{Decision: decision})
	if err != nil {
		b.Fatal(err)
	}
	n, after := 0, 0
	for {
		evs, ended, err := app.WatchRun.Next(ctx, run, after, application.DefaultConfig().RunTimeout)
		if err != nil {
			b.Fatal(err)
		}
		n += len(evs)
		if len(evs) > 0 {
			after = evs[len(evs)-1].ID
		}
		if ended {
			break
		}
	}
	if n != 13 {
		b.Fatalf("%d events, want 13", n)
	}
}

// perRun reports the time per run of an op of n runs.
func perRun(b *testing.B, n int) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n)/1e6, "ms/run")
}
