// Package application holds Verdict's use cases: one type per use case,
// each ordering the I/O through ports and deciding nothing the domain
// decides. It is a public API: another Go service can build an App over
// any store and reasoner and call it without HTTP (see examples/).
package application

import (
	"crypto/rand"
	"fmt"
	"io"
	"time"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// Config holds the service limits (SPEC §7). Zero values take the defaults
// of DefaultConfig.
type Config struct {
	PublicURL         string        // base of slip URLs
	RatePerHour       int           // runs per key per trailing hour
	DailyCapacity     int           // runs per UTC day, all accounts
	ClarifyPerHour    int           // free clarify calls per key per trailing hour
	RunTimeout        time.Duration // run deadline
	MaxConcurrentRuns int           // runs this instance takes at once
	// EventPoll is how often a live run's stream reads the store while it
	// waits: the latency of events recorded by another replica.
	EventPoll time.Duration
}

// DefaultConfig returns the defaults of SPEC §7: the one place they are
// written (bootstrap reads its defaults from here too).
func DefaultConfig() Config {
	return Config{
		PublicURL:         "http://localhost:8080",
		RatePerHour:       30,
		DailyCapacity:     10000,
		ClarifyPerHour:    120,
		RunTimeout:        240 * time.Second,
		MaxConcurrentRuns: 64,
		EventPoll:         250 * time.Millisecond,
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

// withDefaults fills every zero field of c from DefaultConfig.
func (c Config) withDefaults() Config {
	d := DefaultConfig()
	if c.PublicURL == "" {
		c.PublicURL = d.PublicURL
	}
	if c.RatePerHour <= 0 {
		c.RatePerHour = d.RatePerHour
	}
	if c.DailyCapacity <= 0 {
		c.DailyCapacity = d.DailyCapacity
	}
	if c.ClarifyPerHour <= 0 {
		c.ClarifyPerHour = d.ClarifyPerHour
	}
	if c.RunTimeout <= 0 {
		c.RunTimeout = d.RunTimeout
	}
	if c.MaxConcurrentRuns <= 0 {
		c.MaxConcurrentRuns = d.MaxConcurrentRuns
	}
	if c.EventPoll <= 0 {
		c.EventPoll = d.EventPoll
	}
	return c
}

// Caller is an authenticated API key and its account.
type Caller struct {
	AccountID string
	KeyID     string
}

// RateStatus is the state of the caller's rate limit after a request, for
// the RateLimit and RateLimit-Policy headers.
type RateStatus struct {
	Limit     int           // requests allowed per window
	Remaining int           // requests left in the window now
	Reset     time.Duration // until the oldest request leaves the window
}

// App is every use case, built over one store and one reasoner. Each use
// case can also be built alone with its constructor.
type App struct {
	Authenticate  *Authenticate
	SubmitVerdict *SubmitVerdict
	FetchVerdict  *FetchVerdict
	Clarify       *Clarify
	CreateKey     *CreateKey
	ListKeys      *ListKeys
	RevokeKey     *RevokeKey
	CreateAccount *CreateAccount
	GrantCredits  *GrantCredits
	Balance       *Balance
	SweepRuns     *SweepRuns

	// The web interface's use cases (SPEC §5) and the two operations it
	// added to the API.
	ListVerdicts   *ListVerdicts
	PublishVerdict *PublishVerdict
	ViewSlip       *ViewSlip
	StartVerdict   *StartVerdict
	WatchRun       *WatchRun
	SignIn         *SignIn
	ResumeSession  *ResumeSession
	SignOut        *SignOut
	Sample         *Sample

	Store  ports.Store // for readiness (Ping)
	Config Config      // with defaults applied, for headers and URLs
}

// New builds every use case over d. Zero Config fields take the defaults of
// DefaultConfig; a nil Clock is the SystemClock and a nil Random is
// crypto/rand.Reader. The Pipeline is built from d.Reasoner.
func New(d Deps) *App {
	cfg := d.Config.withDefaults()
	clock := d.Clock
	if clock == nil {
		clock = SystemClock{}
	}
	random := d.Random
	if random == nil {
		random = rand.Reader
	}
	p := NewPipeline(d.Reasoner)
	auth := NewAuthenticate(d.Store, clock)
	submit := NewSubmitVerdict(d.Store, p, clock, random, cfg)
	hub := NewEventHub()
	return &App{
		Authenticate:  auth,
		SubmitVerdict: submit,
		FetchVerdict:  NewFetchVerdict(d.Store),
		Clarify:       NewClarify(d.Store, p, clock, cfg),
		CreateKey:     NewCreateKey(d.Store, clock, random),
		ListKeys:      NewListKeys(d.Store),
		RevokeKey:     NewRevokeKey(d.Store, clock),
		CreateAccount: NewCreateAccount(d.Store, clock, random),
		GrantCredits:  NewGrantCredits(d.Store, clock, random),
		Balance:       NewBalance(d.Store),
		SweepRuns:     NewSweepRuns(d.Store, clock),

		ListVerdicts:   NewListVerdicts(d.Store),
		PublishVerdict: NewPublishVerdict(d.Store),
		ViewSlip:       NewViewSlip(d.Store),
		StartVerdict:   NewStartVerdict(submit, d.Store, clock, hub),
		WatchRun:       NewWatchRun(d.Store, d.Store, hub, cfg),
		SignIn:         NewSignIn(auth, d.Store, clock, random),
		ResumeSession:  NewResumeSession(d.Store, clock),
		SignOut:        NewSignOut(d.Store),
		Sample:         NewSample(p),

		Store:  d.Store,
		Config: cfg,
	}
}

// Id prefixes: ids are a prefix and 22 random base62 characters (≈131 bits).
const (
	prefixAccount = "acct_"
	prefixKey     = "key_"
	prefixRun     = "run_"
	prefixEntry   = "led_"
	idRandomLen   = 22
)

// newID draws a fresh id with the prefix from r.
func newID(r io.Reader, prefix string) (string, error) {
	s, err := domain.RandomBase62(r, idRandomLen)
	if err != nil {
		return "", fmt.Errorf("new id: %w", err)
	}
	return prefix + s, nil
}
