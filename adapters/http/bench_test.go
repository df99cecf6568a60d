package http_test

import (
	"context"
	"net/http"
	"net/http/httptest"
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
