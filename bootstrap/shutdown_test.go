package bootstrap

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"go.uber.org/fx"

	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/application/apptest"
	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// Stopping the service (SIGTERM in cmd/verdict) lets a run in flight finish
// and answer before the server goes away.
func TestGracefulShutdownLetsInFlightRunsFinish(t *testing.T) {
	addr := freeAddr(t)
	cfg, err := LoadConfig(env(map[string]string{"VERDICT_ADDR": addr, "VERDICT_DEMO_ACCOUNT": "false"}))
	if err != nil {
		t.Fatal(err)
	}
	started := make(chan struct{}, 1)
	slow := &apptest.Reasoner{Delay: 150 * time.Millisecond, OnCall: func(_ context.Context, stage string) {
		if stage == "clarify" {
			started <- struct{}{}
		}
	}}
	var app *application.App
	fxApp := fx.New(
		Service(cfg, slog.New(slog.NewTextHandler(io.Discard, nil)), io.Discard),
		fx.Decorate(func(ports.Reasoner) ports.Reasoner { return slow }),
		fx.Populate(&app),
		fx.NopLogger,
	)
	ctx := context.Background()
	if err := fxApp.Start(ctx); err != nil {
		t.Fatal(err)
	}
	acct, err := app.CreateAccount.Do(ctx, "shutdown", 3)
	if err != nil {
		t.Fatal(err)
	}
	type result struct {
		status int
		body   string
		err    error
	}
	done := make(chan result, 1)
	go func() {
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "http://"+addr+"/api/v1/verdict",
			strings.NewReader(`{"decision":"Should I take the Berlin job or stay in Porto near my friends?"}`))
		req.Header.Set("Authorization", "Bearer "+acct.Key.Plaintext)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			done <- result{err: err}
			return
		}
		defer resp.Body.Close()
		var b bytes.Buffer
		_, _ = b.ReadFrom(resp.Body)
		done <- result{status: resp.StatusCode, body: b.String()}
	}()
	<-started // the run is in flight
	stopCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if err := fxApp.Stop(stopCtx); err != nil {
		t.Fatalf("stop: %v", err)
	}
	r := <-done
	if r.err != nil || r.status != http.StatusOK || !strings.Contains(r.body, `"slip"`) {
		t.Fatalf("in-flight run during shutdown: %d %.200s %v; want 200 with its slip", r.status, r.body, r.err)
	}
	if _, err := net.DialTimeout("tcp", addr, time.Second); err == nil {
		t.Error("the server still accepts connections after stopping")
	}
}

// A web run goes on after its 303: stopping the service waits for it to
// complete too, before the store goes away.
func TestGracefulShutdownLetsWebRunsFinish(t *testing.T) {
	addr := freeAddr(t)
	cfg, err := LoadConfig(env(map[string]string{"VERDICT_ADDR": addr, "VERDICT_DEMO_ACCOUNT": "false"}))
	if err != nil {
		t.Fatal(err)
	}
	slow := &apptest.Reasoner{Delay: 100 * time.Millisecond}
	var app *application.App
	fxApp := fx.New(
		Service(cfg, slog.New(slog.NewTextHandler(io.Discard, nil)), io.Discard),
		fx.Decorate(func(ports.Reasoner) ports.Reasoner { return slow }),
		fx.Populate(&app),
		fx.NopLogger,
	)
	ctx := context.Background()
	if err := fxApp.Start(ctx); err != nil {
		t.Fatal(err)
	}
	acct, err := app.CreateAccount.Do(ctx, "shutdown", 3)
	if err != nil {
		t.Fatal(err)
	}
	c, err := app.Authenticate.Do(ctx, acct.Key.Plaintext)
	if err != nil {
		t.Fatal(err)
	}
	run, err := app.StartVerdict.Do(ctx, c, domain.Request{Decision: "Should I take the Berlin job or stay in Porto near my friends?"})
	if err != nil {
		t.Fatal(err)
	}
	stopCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if err := fxApp.Stop(stopCtx); err != nil {
		t.Fatalf("stop: %v", err)
	}
	got, err := app.FetchVerdict.Do(ctx, c, run.Slug)
	if err != nil || got.State != domain.RunComplete {
		t.Errorf("the web run after shutdown: %s, %v; want complete", got.State, err)
	}
}
