package bootstrap

import (
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strconv"
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
			EventPoll: 250 * time.Millisecond,
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
		ClarifyPerHour: 9, RunTimeout: 11 * time.Second, MaxConcurrentRuns: 12,
		EventPoll: application.DefaultConfig().EventPoll} // no variable sets it
	if app.Config != want {
		t.Errorf("app config %+v, want %+v", app.Config, want)
	}
}

func TestThePublicURLFollowsTheListenAddress(t *testing.T) {
	for _, tc := range []struct{ addr, want string }{
		{":8080", "http://localhost:8080"},
		{":9090", "http://localhost:9090"},
		{"0.0.0.0:9090", "http://localhost:9090"},
		{"[::]:9090", "http://localhost:9090"},
		{"127.0.0.1:7000", "http://127.0.0.1:7000"},
		{"[::1]:7000", "http://[::1]:7000"},
		{"verdict.internal:80", "http://verdict.internal"},
	} {
		c, err := LoadConfig(env(map[string]string{"VERDICT_ADDR": tc.addr}))
		if err != nil {
			t.Fatalf("%s: %v", tc.addr, err)
		}
		if c.App.PublicURL != tc.want {
			t.Errorf("VERDICT_ADDR=%s: public URL %q, want %q", tc.addr, c.App.PublicURL, tc.want)
		}
	}
	c, err := LoadConfig(env(map[string]string{"VERDICT_ADDR": ":9090", "VERDICT_PUBLIC_URL": "https://v.example"}))
	if err != nil || c.App.PublicURL != "https://v.example" {
		t.Errorf("a set VERDICT_PUBLIC_URL is not kept: %q, %v", c.App.PublicURL, err)
	}
	if _, err := LoadConfig(env(map[string]string{"VERDICT_ADDR": "9090"})); err == nil || !strings.Contains(err.Error(), "VERDICT_ADDR") {
		t.Errorf("an address without a colon is accepted: %v", err)
	}
}

// Variables is what `verdict help` prints: it must name every variable
// LoadConfig reads, and the defaults it shows must be the ones applied.
func TestVariablesListEveryVariableWithItsDefault(t *testing.T) {
	asked := map[string]bool{}
	if _, err := LoadConfig(func(k string) string { asked[k] = true; return "" }); err != nil {
		t.Fatal(err)
	}
	listed := map[string]bool{}
	for _, v := range Variables() {
		listed[v.Name] = true
		if !asked[v.Name] {
			t.Errorf("%s is listed but LoadConfig does not read it", v.Name)
		}
		if v.Default == "" || v.Meaning == "" {
			t.Errorf("%s: no default or meaning", v.Name)
		}
	}
	for name := range asked {
		if !listed[name] {
			t.Errorf("LoadConfig reads %s but Variables does not list it", name)
		}
	}
	c, err := LoadConfig(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	shown := map[string]string{}
	for _, v := range Variables() {
		shown[v.Name] = v.Default
	}
	for name, applied := range map[string]string{
		"VERDICT_ADDR":                c.Addr,
		"VERDICT_DAILY_CAPACITY":      strconv.Itoa(c.App.DailyCapacity),
		"VERDICT_RATE_PER_HOUR":       strconv.Itoa(c.App.RatePerHour),
		"VERDICT_CLARIFY_PER_HOUR":    strconv.Itoa(c.App.ClarifyPerHour),
		"VERDICT_MAX_CONCURRENT_RUNS": strconv.Itoa(c.App.MaxConcurrentRuns),
		"VERDICT_RUN_TIMEOUT":         c.App.RunTimeout.String(),
		"VERDICT_WRITE_TIMEOUT":       c.WriteTimeout.String(),
		"VERDICT_SHUTDOWN_TIMEOUT":    c.ShutdownTimeout.String(),
		"VERDICT_SWEEP_INTERVAL":      c.SweepInterval.String(),
		"VERDICT_MIGRATE_ON_START":    strconv.FormatBool(c.MigrateOnStart),
		"VERDICT_ENGINE":              c.Engine,
	} {
		got := shown[name]
		if d, err := time.ParseDuration(got); err == nil {
			got = d.String()
		}
		if got != applied {
			t.Errorf("%s: help shows %q, LoadConfig applies %q", name, shown[name], applied)
		}
	}
}

// The README's configuration tables show the same defaults as `verdict
// help` (the service's and verdict mcp's), so the two cannot drift apart.
func TestTheREADMETableShowsEveryVariableWithItsDefault(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]string{} // variable → default cell, backticks dropped
	for _, line := range strings.Split(string(readme), "\n") {
		cells := strings.Split(line, "|")
		if len(cells) < 4 || !strings.HasPrefix(strings.TrimSpace(cells[1]), "`") {
			continue
		}
		def := strings.TrimSpace(strings.ReplaceAll(cells[2], "`", ""))
		for _, name := range strings.Split(cells[1], ",") {
			rows[strings.Trim(strings.TrimSpace(name), "`")] = def
		}
	}
	for _, v := range append(Variables(), MCPVariables()...) {
		got, ok := rows[v.Name]
		switch {
		case !ok:
			t.Errorf("README's configuration table lacks %s", v.Name)
		case got != v.Default:
			t.Errorf("README shows %s's default as %q, verdict help as %q", v.Name, got, v.Default)
		}
	}
}

// A failure to start reads as one line: a driver's multi-line report is
// joined, each line once.
func TestStartErrorIsOneLine(t *testing.T) {
	for _, tc := range []struct{ cause, want string }{
		{"open postgres: cannot parse the database URL", "open postgres: cannot parse the database URL"},
		{"failed to connect to `user=u`:\n\t127.0.0.1:1: dial error\n\t127.0.0.1:1: dial error\n", "failed to connect to `user=u`: 127.0.0.1:1: dial error"},
		{"first\nsecond\n\nthird", "first; second; third"},
	} {
		err := &StartError{errors.New(tc.cause)}
		if got := err.Error(); got != tc.want {
			t.Errorf("%q: %q, want %q", tc.cause, got, tc.want)
		}
		if !errors.Is(fmt.Errorf("start: %w", err), err.Err) {
			t.Errorf("%q: the cause is not reachable through the StartError", tc.cause)
		}
	}
}

// verdict mcp reads its two variables, the base URL with a default and
// the key required; MCPVariables lists exactly those.
func TestLoadMCPConfig(t *testing.T) {
	asked := map[string]bool{}
	c, err := LoadMCPConfig(func(k string) string {
		asked[k] = true
		return map[string]string{"VERDICT_API_KEY": " vd_k "}[k]
	})
	if err != nil || c.BaseURL != "http://localhost:8080" || c.APIKey != "vd_k" {
		t.Errorf("%+v, %v", c, err)
	}
	for _, v := range MCPVariables() {
		if !asked[v.Name] {
			t.Errorf("%s is listed but LoadMCPConfig does not read it", v.Name)
		}
		delete(asked, v.Name)
	}
	if len(asked) != 0 {
		t.Errorf("LoadMCPConfig reads unlisted variables %v", asked)
	}
	if _, err := LoadMCPConfig(env(nil)); !errors.Is(err, ErrNoAPIKey) {
		t.Errorf("no key: %v", err)
	}
	if _, err := LoadMCPConfig(env(map[string]string{"VERDICT_API_KEY": "k", "VERDICT_BASE_URL": "ftp://x"})); err == nil || !strings.Contains(err.Error(), "VERDICT_BASE_URL") {
		t.Errorf("bad base URL: %v", err)
	}
}
