// Package bootstrap wires Verdict together with fx: configuration from the
// environment, one module per adapter. It is the only package that imports
// fx; every constructor it calls is usable without it.
package bootstrap

import (
	"errors"
	"fmt"
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
	// application.DefaultConfig's.
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
	c.App.PublicURL = strings.TrimRight(or(getenv("VERDICT_PUBLIC_URL"), d.PublicURL), "/")
	c.App.DailyCapacity = intVar(getenv, "VERDICT_DAILY_CAPACITY", d.DailyCapacity, &errs)
	c.App.RatePerHour = intVar(getenv, "VERDICT_RATE_PER_HOUR", d.RatePerHour, &errs)
	c.App.ClarifyPerHour = intVar(getenv, "VERDICT_CLARIFY_PER_HOUR", d.ClarifyPerHour, &errs)
	c.App.MaxConcurrentRuns = intVar(getenv, "VERDICT_MAX_CONCURRENT_RUNS", d.MaxConcurrentRuns, &errs)
	c.App.RunTimeout = durationVar(getenv, "VERDICT_RUN_TIMEOUT", d.RunTimeout, &errs)
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
