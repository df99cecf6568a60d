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
)

// Config is everything the service reads from its environment (SPEC §7,
// plus the timeouts SPEC leaves to us, documented in the README).
type Config struct {
	Addr              string
	PublicURL         string
	DatabaseURL       string
	AdminToken        string
	DailyCapacity     int
	RatePerHour       int
	ClarifyPerHour    int
	MaxConcurrentRuns int
	Engine            string // "offline" or "llm"
	LLMBaseURL        string
	LLMModel          string
	LLMAPIKey         string
	RunTimeout        time.Duration
	WriteTimeout      time.Duration
	ShutdownTimeout   time.Duration
	SweepInterval     time.Duration
	MigrateOnStart    bool
	DemoAccount       bool // create and print a demo account (in-memory store only)
}

// LoadConfig reads the configuration through getenv (os.Getenv in main, a
// map in tests) and rejects anything malformed, naming the variable.
func LoadConfig(getenv func(string) string) (Config, error) {
	c := Config{
		Addr:        or(getenv("VERDICT_ADDR"), ":8080"),
		PublicURL:   strings.TrimRight(or(getenv("VERDICT_PUBLIC_URL"), "http://localhost:8080"), "/"),
		DatabaseURL: getenv("DATABASE_URL"),
		AdminToken:  getenv("VERDICT_ADMIN_TOKEN"),
		Engine:      or(getenv("VERDICT_ENGINE"), "offline"),
		LLMBaseURL:  getenv("VERDICT_LLM_BASE_URL"),
		LLMModel:    getenv("VERDICT_LLM_MODEL"),
		LLMAPIKey:   getenv("VERDICT_LLM_API_KEY"),
	}
	var errs []error
	c.DailyCapacity = intVar(getenv, "VERDICT_DAILY_CAPACITY", 10000, &errs)
	c.RatePerHour = intVar(getenv, "VERDICT_RATE_PER_HOUR", 30, &errs)
	c.ClarifyPerHour = intVar(getenv, "VERDICT_CLARIFY_PER_HOUR", 120, &errs)
	c.MaxConcurrentRuns = intVar(getenv, "VERDICT_MAX_CONCURRENT_RUNS", 64, &errs)
	c.RunTimeout = durationVar(getenv, "VERDICT_RUN_TIMEOUT", 240*time.Second, &errs)
	c.WriteTimeout = durationVar(getenv, "VERDICT_WRITE_TIMEOUT", 290*time.Second, &errs)
	c.ShutdownTimeout = durationVar(getenv, "VERDICT_SHUTDOWN_TIMEOUT", 300*time.Second, &errs)
	c.SweepInterval = durationVar(getenv, "VERDICT_SWEEP_INTERVAL", 30*time.Second, &errs)
	c.MigrateOnStart = boolVar(getenv, "VERDICT_MIGRATE_ON_START", true, &errs)
	c.DemoAccount = boolVar(getenv, "VERDICT_DEMO_ACCOUNT", c.DatabaseURL == "", &errs)
	switch c.Engine {
	case "offline":
	case "llm":
		errs = append(errs, errors.New("VERDICT_ENGINE=llm: the LLM adapter is not available in this build yet; use offline"))
	default:
		errs = append(errs, fmt.Errorf("VERDICT_ENGINE=%q: must be offline or llm", c.Engine))
	}
	if c.WriteTimeout <= c.RunTimeout {
		errs = append(errs, fmt.Errorf("VERDICT_WRITE_TIMEOUT (%s) must exceed VERDICT_RUN_TIMEOUT (%s) so a failed run can still be answered", c.WriteTimeout, c.RunTimeout))
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
