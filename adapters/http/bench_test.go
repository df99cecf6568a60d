package http_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	httpadapter "github.com/verdicthq/verdict/adapters/http"
	"github.com/verdicthq/verdict/adapters/memory"
	"github.com/verdicthq/verdict/adapters/offline"
	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/domain"
)

// BenchmarkPostVerdict is the full handler — key check, body checks, the
// atomic admit-and-charge, the pipeline, storing the slip, the response —
// on the memory store and the offline engine. Compare with
// BenchmarkEngineOnly for the HTTP and store overhead per run.
func BenchmarkPostVerdict(b *testing.B) {
	app := application.New(application.Deps{
		Store:    memory.New(),
		Reasoner: offline.New(),
		Config:   application.Config{RatePerHour: 1 << 30, DailyCapacity: 1 << 30},
	})
	acct, err := app.CreateAccount.Do(context.Background(), "bench", 1<<40)
	if err != nil {
		b.Fatal(err)
	}
	h := httpadapter.NewHandler(app, httpadapter.Options{})
	b.ReportAllocs()
	for b.Loop() {
		req := httptest.NewRequest(http.MethodPost, "/api/v1/verdict", strings.NewReader(verdictBody))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+acct.Key.Plaintext)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			b.Fatalf("status %d: %s", rec.Code, rec.Body)
		}
	}
}

// BenchmarkEngineOnly is the pipeline alone on the same input.
func BenchmarkEngineOnly(b *testing.B) {
	p := application.NewPipeline(offline.New())
	req := domain.Request{Decision: decision, Mode: domain.ModeDecide}
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.Run(ctx, req); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSlipPage is GET /v/{slug} of a published slip, anonymous, over
// the corpus's slips in turn: the store lookup, decoding the stored slip,
// laying it out and executing the templates.
func BenchmarkSlipPage(b *testing.B) {
	app := application.New(application.Deps{
		Store:    memory.New(),
		Reasoner: offline.New(),
		Config:   application.Config{RatePerHour: 1 << 30, DailyCapacity: 1 << 30},
	})
	ctx := context.Background()
	acct, err := app.CreateAccount.Do(ctx, "bench", 1<<20)
	if err != nil {
		b.Fatal(err)
	}
	c, err := app.Authenticate.Do(ctx, acct.Key.Plaintext)
	if err != nil {
		b.Fatal(err)
	}
	var slugs []string
	for _, d := range corpusDecisions(b) {
		v, err := app.SubmitVerdict.Do(ctx, c, domain.Request{Decision: d}, "")
		if err != nil {
			b.Fatal(err)
		}
		if _, err := app.PublishVerdict.Do(ctx, c, v.Run.Slug, true); err != nil {
			b.Fatal(err)
		}
		slugs = append(slugs, v.Run.Slug)
	}
	h := httpadapter.NewHandler(app, httpadapter.Options{})
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		req := httptest.NewRequest(http.MethodGet, "/v/"+slugs[i%len(slugs)], nil)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			b.Fatalf("status %d: %s", rec.Code, rec.Body)
		}
		i++
	}
}

// corpusDecisions reads the decisions of the shared corpus.
func corpusDecisions(tb testing.TB) []string {
	tb.Helper()
	f, err := os.Open("../../testdata/corpus/decisions.jsonl")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var e struct{ Decision string }
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			tb.Fatal(err)
		}
		out = append(out, e.Decision)
	}
	if err := sc.Err(); err != nil || len(out) == 0 {
		tb.Fatalf("corpus: %d decisions, %v", len(out), err)
	}
	return out
}
