// Package application holds Verdict's use cases: one type per use case,
// each ordering the I/O through ports and deciding nothing the domain
// decides. It is a public API: another Go service can build an App over
// any store and reasoner and call it without HTTP (see examples/).
package application

import (
	"io"
	"time"

	"github.com/verdicthq/verdict/ports"
)

// Config holds the service limits (SPEC §7). Zero values take the defaults
// of DefaultConfig.
type Config struct {
	PublicURL         string        // base of slip URLs; default http://localhost:8080
	RatePerHour       int           // runs per key per trailing hour; default 30
	DailyCapacity     int           // runs per UTC day, all accounts; default 10000
	ClarifyPerHour    int           // free clarify calls per key per trailing hour; default 120
	RunTimeout        time.Duration // run deadline; default 240s
	MaxConcurrentRuns int           // runs this instance takes at once; default 64
}

// DefaultConfig returns the defaults of SPEC §7.
func DefaultConfig() Config {
	return Config{
		PublicURL:         "http://localhost:8080",
		RatePerHour:       30,
		DailyCapacity:     10000,
		ClarifyPerHour:    120,
		RunTimeout:        240 * time.Second,
		MaxConcurrentRuns: 64,
	}
}

// Deps is what the use cases need.
type Deps struct {
	Store    ports.Store
	Reasoner ports.Reasoner
	Clock    ports.Clock
	Random   io.Reader // crypto/rand.Reader in production
	Config   Config
}

// SystemClock is the wall clock.
type SystemClock struct{}

// Now returns the current time in UTC.
func (SystemClock) Now() time.Time { return time.Now().UTC() }
