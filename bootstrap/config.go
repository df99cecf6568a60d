// Package bootstrap wires Verdict together with fx: configuration from the
// environment, one module per adapter. It is the only package that imports
// fx; every constructor it calls is usable without it.
package bootstrap

import (
	"errors"
	"fmt"
	"net"
	"strconv"
	"strings"
	"time"

	"github.com/verdicthq/verdict/application"
)

// Config is everything the service reads from its environment (SPEC §7,
// plus the timeouts SPEC leaves to us, documented in the README).
type Config struct {
	Addr string
	// App is what the use cases read (public URL, limits, run deadline),
	// handed to application.New as it is. Its defaults are
	// application.DefaultConfig's, except the public URL, which follows
	// Addr when VERDICT_PUBLIC_URL is not set.
	App             application.Config
	DatabaseURL     string
	AdminToken      string
	Engine          string // "offline" or "llm"
	LLMBaseURL      string
	LLMModel        string
	LLMAPIKey       string
	WriteTimeout    time.Duration
	ShutdownTimeout time.Duration
	SweepInterval   time.Duration
	MigrateOnStart  bool
	DemoAccount     bool // create and print a demo account (in-memory store only)
}

// Defaults of the variables only the service reads; the application's own
// come from application.DefaultConfig.
const (
	defaultAddr            = ":8080"
	defaultEngine          = "offline"
	defaultWriteTimeout    = 290 * time.Second
	defaultShutdownTimeout = 300 * time.Second
	defaultSweepInterval   = 30 * time.Second
	defaultMigrateOnStart  = true
)

// Variable is one environment variable the service reads.
type Variable struct {
	Name    string
	Default string // as `verdict help` and the README show it
	Meaning string
}

// Variables lists every variable LoadConfig reads, in the README's order,
// with its default written from the same values LoadConfig uses.
func Variables() []Variable {
	d := application.DefaultConfig()
	return []Variable{
		{"VERDICT_ADDR", defaultAddr, "listen address"},
		{"VERDICT_PUBLIC_URL", "http://localhost:<port of VERDICT_ADDR>", "base of slip URLs (/v/{slug}); the default follows the listen address (http://localhost:8080 for :8080)"},
		{"DATABASE_URL", "empty", "PostgreSQL; empty means the embedded in-memory store"},
		{"VERDICT_ADMIN_TOKEN", "empty", "enables /admin/v1 with this bearer token"},
		{"VERDICT_DAILY_CAPACITY", strconv.Itoa(d.DailyCapacity), "runs per UTC day, all accounts"},
		{"VERDICT_RATE_PER_HOUR", strconv.Itoa(d.RatePerHour), "runs per key per trailing hour"},
		{"VERDICT_CLARIFY_PER_HOUR", strconv.Itoa(d.ClarifyPerHour), "free clarify calls per key per trailing hour"},
		{"VERDICT_MAX_CONCURRENT_RUNS", strconv.Itoa(d.MaxConcurrentRuns), "runs one instance takes at once (then 503)"},
		{"VERDICT_RUN_TIMEOUT", seconds(d.RunTimeout), "run deadline; a run past it fails and is refunded"},
		{"VERDICT_WRITE_TIMEOUT", seconds(defaultWriteTimeout), "server write timeout; must exceed the run timeout"},
		{"VERDICT_SHUTDOWN_TIMEOUT", seconds(defaultShutdownTimeout), "how long a graceful shutdown waits for in-flight runs"},
		{"VERDICT_SWEEP_INTERVAL", seconds(defaultSweepInterval), "how often runs left running past their deadline are failed and refunded"},
		{"VERDICT_MIGRATE_ON_START", strconv.FormatBool(defaultMigrateOnStart), "apply PostgreSQL migrations at start"},
		{"VERDICT_DEMO_ACCOUNT", "true without DATABASE_URL", "create a demo account at start and print its key"},
		{"VERDICT_ENGINE", defaultEngine, "offline; llm is refused until the LLM adapter lands"},
		{"VERDICT_LLM_BASE_URL", "empty", "reserved for the LLM adapter"},
		{"VERDICT_LLM_MODEL", "empty", "reserved for the LLM adapter"},
		{"VERDICT_LLM_API_KEY", "empty", "reserved for the LLM adapter"},
	}
}

func seconds(d time.Duration) string { return strconv.FormatInt(int64(d/time.Second), 10) + "s" }

// LoadConfig reads the configuration through getenv (os.Getenv in main, a
// map in tests) and rejects anything malformed, naming the variable.
func LoadConfig(getenv func(string) string) (Config, error) {
	d := application.DefaultConfig()
	var errs []error
	c := Config{
		Addr:        or(getenv("VERDICT_ADDR"), defaultAddr),
		DatabaseURL: getenv("DATABASE_URL"),
		AdminToken:  getenv("VERDICT_ADMIN_TOKEN"),
		Engine:      or(getenv("VERDICT_ENGINE"), defaultEngine),
		LLMBaseURL:  getenv("VERDICT_LLM_BASE_URL"),
		LLMModel:    getenv("VERDICT_LLM_MODEL"),
		LLMAPIKey:   getenv("VERDICT_LLM_API_KEY"),
	}
	c.App.PublicURL = strings.TrimRight(getenv("VERDICT_PUBLIC_URL"), "/")
	if c.App.PublicURL == "" {
		u, err := PublicURLFor(c.Addr)
		if err != nil {
			errs = append(errs, fmt.Errorf("VERDICT_ADDR=%q: %w", c.Addr, err))
			u = d.PublicURL
		}
		c.App.PublicURL = u
	}
	c.App.DailyCapacity = intVar(getenv, "VERDICT_DAILY_CAPACITY", d.DailyCapacity, &errs)
	c.App.RatePerHour = intVar(getenv, "VERDICT_RATE_PER_HOUR", d.RatePerHour, &errs)
	c.App.ClarifyPerHour = intVar(getenv, "VERDICT_CLARIFY_PER_HOUR", d.ClarifyPerHour, &errs)
	c.App.MaxConcurrentRuns = intVar(getenv, "VERDICT_MAX_CONCURRENT_RUNS", d.MaxConcurrentRuns, &errs)
	c.App.RunTimeout = durationVar(getenv, "VERDICT_RUN_TIMEOUT", d.RunTimeout, &errs)
	c.App.EventPoll = d.EventPoll // not a variable: how often a live run's stream reads the store
	c.WriteTimeout = durationVar(getenv, "VERDICT_WRITE_TIMEOUT", defaultWriteTimeout, &errs)
	c.ShutdownTimeout = durationVar(getenv, "VERDICT_SHUTDOWN_TIMEOUT", defaultShutdownTimeout, &errs)
	c.SweepInterval = durationVar(getenv, "VERDICT_SWEEP_INTERVAL", defaultSweepInterval, &errs)
	c.MigrateOnStart = boolVar(getenv, "VERDICT_MIGRATE_ON_START", defaultMigrateOnStart, &errs)
	c.DemoAccount = boolVar(getenv, "VERDICT_DEMO_ACCOUNT", c.DatabaseURL == "", &errs)
	switch c.Engine {
	case "offline":
	case "llm":
		errs = append(errs, errors.New("VERDICT_ENGINE=llm: the LLM adapter is not available in this build yet; use offline"))
	default:
		errs = append(errs, fmt.Errorf("VERDICT_ENGINE=%q: must be offline or llm", c.Engine))
	}
	if c.WriteTimeout <= c.App.RunTimeout {
		errs = append(errs, fmt.Errorf("VERDICT_WRITE_TIMEOUT (%s) must exceed VERDICT_RUN_TIMEOUT (%s) so a failed run can still be answered", c.WriteTimeout, c.App.RunTimeout))
	}
	return c, errors.Join(errs...)
}

// PublicURLFor is the public URL a listen address implies when
// VERDICT_PUBLIC_URL is not set: http on the address's host, localhost for
// a wildcard host (":9090", "0.0.0.0:9090", "[::]:9090"), and the port
// unless it is 80.
func PublicURLFor(addr string) (string, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil || port == "" {
		return "", errors.New("must be host:port or :port")
	}
	switch host {
	case "", "0.0.0.0", "::":
		host = "localhost"
	}
	if port == "80" {
		return "http://" + bracket(host), nil
	}
	return "http://" + net.JoinHostPort(host, port), nil
}

func bracket(host string) string {
	if strings.Contains(host, ":") {
		return "[" + host + "]"
	}
	return host
}

func or(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

func intVar(getenv func(string) string, name string, def int, errs *[]error) int {
	v := getenv(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		*errs = append(*errs, fmt.Errorf("%s=%q: must be a positive integer", name, v))
		return def
	}
	return n
}

func durationVar(getenv func(string) string, name string, def time.Duration, errs *[]error) time.Duration {
	v := getenv(name)
	if v == "" {
		return def
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		*errs = append(*errs, fmt.Errorf("%s=%q: must be a positive duration such as 240s", name, v))
		return def
	}
	return d
}

func boolVar(getenv func(string) string, name string, def bool, errs *[]error) bool {
	v := getenv(name)
	if v == "" {
		return def
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		*errs = append(*errs, fmt.Errorf("%s=%q: must be true or false", name, v))
		return def
	}
	return b
}
