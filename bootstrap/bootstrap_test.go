package bootstrap

import (
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"go.uber.org/fx"

	"github.com/verdicthq/verdict/application"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestDefaultsFollowTheSpec(t *testing.T) {
	c, err := LoadConfig(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	want := Config{
		Addr: ":8080",
		App: application.Config{
			PublicURL: "http://localhost:8080", DailyCapacity: 10000, RatePerHour: 30,
			ClarifyPerHour: 120, MaxConcurrentRuns: 64, RunTimeout: 240 * time.Second,
		},
		Engine:       "offline",
		WriteTimeout: 290 * time.Second, ShutdownTimeout: 300 * time.Second, SweepInterval: 30 * time.Second,
		MigrateOnStart: true, DemoAccount: true,
	}
	if c != want {
		t.Errorf("defaults\n got %+v\nwant %+v", c, want)
	}
}

func TestADatabaseTurnsTheDemoAccountOff(t *testing.T) {
	c, err := LoadConfig(env(map[string]string{"DATABASE_URL": "postgres://x", "VERDICT_PUBLIC_URL": "https://v.example/"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.DemoAccount || c.App.PublicURL != "https://v.example" {
		t.Errorf("got %+v", c)
	}
}

func TestEveryMalformedVariableIsReported(t *testing.T) {
	_, err := LoadConfig(env(map[string]string{
		"VERDICT_DAILY_CAPACITY":   "0",
		"VERDICT_RUN_TIMEOUT":      "soon",
		"VERDICT_MIGRATE_ON_START": "perhaps",
		"VERDICT_ENGINE":           "llm",
	}))
	for _, name := range []string{"VERDICT_DAILY_CAPACITY", "VERDICT_RUN_TIMEOUT", "VERDICT_MIGRATE_ON_START", "VERDICT_ENGINE"} {
		if err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("%s not reported: %v", name, err)
		}
	}
}

func TestTheRunMustEndBeforeTheWriteTimeout(t *testing.T) {
	_, err := LoadConfig(env(map[string]string{"VERDICT_RUN_TIMEOUT": "300s", "VERDICT_WRITE_TIMEOUT": "60s"}))
	if err == nil || !strings.Contains(err.Error(), "VERDICT_WRITE_TIMEOUT") {
		t.Errorf("got %v", err)
	}
}

func TestTheServiceGraphIsComplete(t *testing.T) {
	c, err := LoadConfig(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	if err := fx.ValidateApp(Service(c, logger, io.Discard), fx.NopLogger); err != nil {
		t.Fatal(err)
	}
	c.DatabaseURL = "postgres://unused"
	if err := fx.ValidateApp(Service(c, logger, io.Discard), fx.NopLogger); err != nil {
		t.Fatal(err)
	}
}

// The application's defaults are application.DefaultConfig's, not a copy:
// the service and an embedder start from the same numbers.
func TestTheServiceStartsFromTheApplicationDefaults(t *testing.T) {
	c, err := LoadConfig(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.App != application.DefaultConfig() {
		t.Errorf("service defaults %+v differ from application.DefaultConfig %+v", c.App, application.DefaultConfig())
	}
}

// verdict admin and the server map the configuration the same way: every
// limit reaches the application, not only some.
func TestTheConfigurationReachesTheApplicationWhole(t *testing.T) {
	c, err := LoadConfig(env(map[string]string{
		"VERDICT_PUBLIC_URL": "https://v.example", "VERDICT_RATE_PER_HOUR": "7", "VERDICT_DAILY_CAPACITY": "8",
		"VERDICT_CLARIFY_PER_HOUR": "9", "VERDICT_RUN_TIMEOUT": "11s", "VERDICT_MAX_CONCURRENT_RUNS": "12",
	}))
	if err != nil {
		t.Fatal(err)
	}
	app := newApp(c, nil, nil)
	want := application.Config{PublicURL: "https://v.example", RatePerHour: 7, DailyCapacity: 8,
		ClarifyPerHour: 9, RunTimeout: 11 * time.Second, MaxConcurrentRuns: 12}
	if app.Config != want {
		t.Errorf("app config %+v, want %+v", app.Config, want)
	}
}
