package bootstrap

import (
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"go.uber.org/fx"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestDefaultsFollowTheSpec(t *testing.T) {
	c, err := LoadConfig(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	want := Config{
		Addr: ":8080", PublicURL: "http://localhost:8080", DailyCapacity: 10000, RatePerHour: 30,
		ClarifyPerHour: 120, MaxConcurrentRuns: 64, Engine: "offline", RunTimeout: 240 * time.Second,
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
	if c.DemoAccount || c.PublicURL != "https://v.example" {
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
