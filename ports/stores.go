package ports

import (
	"context"
	"encoding/json"
	"io"
	"time"

	"github.com/verdicthq/verdict/domain"
)

// Clock tells the time. The domain never reads the wall clock; use cases
// take it from here so tests can fix it.
type Clock interface {
	Now() time.Time
}

// Random is the source of secrets and ids: crypto/rand.Reader in production.
type Random = io.Reader

// Accounts stores accounts and their credit ledger. The balance of an
// account is always the sum of its ledger entries.
type Accounts interface {
	// CreateAccount stores the account, its opening grant (skipped when
	// grant.Amount is 0) and its first key in one transaction.
	// ErrInvalid when domain.CheckOpening refuses them; ErrConflict if an
	// id exists.
	CreateAccount(ctx context.Context, a domain.Account, grant domain.LedgerEntry, first domain.Key) error
	// Grant appends a grant entry and returns the new balance.
	// ErrInvalid when domain.CheckGrant refuses the entry (Amount ≤ 0, no
	// id, not a grant); ErrNotFound for an unknown account.
	Grant(ctx context.Context, e domain.LedgerEntry) (balance int64, err error)
	// Balance is the sum of the account's ledger. ErrNotFound if unknown.
	Balance(ctx context.Context, accountID string) (int64, error)
	// Ledger lists the account's entries in the order they were written.
	// ErrNotFound if unknown.
	Ledger(ctx context.Context, accountID string) ([]domain.LedgerEntry, error)
}

// Keys stores API keys by their SHA-256.
type Keys interface {
	// AddKey stores k if its account has fewer than max active keys, or
	// returns ErrKeyLimitReached; the check and the insert are atomic under
	// concurrent calls, on every replica. ErrNotFound for an unknown account.
	AddKey(ctx context.Context, k domain.Key, max int) error
	// KeyByHash returns the key, active or revoked. ErrNotFound if unknown.
	KeyByHash(ctx context.Context, hash string) (domain.Key, error)
	// ListKeys returns the account's active keys, oldest first (ties by id).
	ListKeys(ctx context.Context, accountID string) ([]domain.Key, error)
	// RevokeKey revokes an active key of the account. ErrNotFound if the key
	// does not exist, belongs to another account or is already revoked.
	RevokeKey(ctx context.Context, accountID, keyID string, at time.Time) error
	// TouchKey records a use of the key (best effort).
	TouchKey(ctx context.Context, keyID string, at time.Time) error
}

// StartRun is everything StartRun needs to admit, charge and record a run
// in one atomic step.
type StartRun struct {
	// Run is the new run: ID, Slug, AccountID, KeyID, Mode, InputHash,
	// CreatedAt and Deadline set; State is set to running by the store.
	Run domain.Run
	// SpendID is the id of the spend ledger entry.
	SpendID string
	// IdempotencyKey is the caller's Idempotency-Key header, "" if none.
	// Records are unique per (key id, idempotency key) and kept 24 hours.
	IdempotencyKey string
	// RatePerHour is the most runs the key may start in the trailing hour.
	RatePerHour int
	// DailyCapacity is the most runs all accounts may start per UTC day.
	DailyCapacity int
}

// Started is the outcome of an admitted StartRun.
type Started struct {
	// Run is the new run, or on a replay the run the idempotency key first
	// started (in whatever state it is now).
	Run      domain.Run
	Replayed bool
	// Balance is the account's balance after the charge.
	Balance int64
	// RateRemaining is how many more runs the key may start now.
	RateRemaining int
	// RateReset is when the oldest run in the window leaves it.
	RateReset time.Duration
}

// Completion is what a finished run stores.
type Completion struct {
	Mode      string // the resolved mode
	Headline  string // the slip's headline, listed with the run
	Slip      json.RawMessage
	Clarified json.RawMessage
	At        time.Time
}

// Runs stores runs. StartRun is the one place where credits are spent.
type Runs interface {
	// StartRun, in one transaction and in this order:
	//  1. with an IdempotencyKey seen before for this key id (within 24h):
	//     same InputHash → the earlier run, Replayed, nothing charged or
	//     counted (ErrConflict if it is still running); another InputHash →
	//     ErrInvalid;
	//  2. *domain.LimitError{Kind: ErrRateLimited} if the key started
	//     RatePerHour runs in the hour before Run.CreatedAt (RetryAfter =
	//     when the oldest leaves the window);
	//  3. *domain.LimitError{Kind: ErrCapacityExhausted} if DailyCapacity
	//     runs started on Run.CreatedAt's UTC day (RetryAfter = next UTC
	//     midnight);
	//  4. ErrInsufficientCredits if the balance is below domain.RunCost;
	//  5. inserts the run as running, appends the spend entry, stores the
	//     idempotency record.
	// A refusal changes nothing. Limits hold under concurrent calls on
	// every replica.
	StartRun(ctx context.Context, s StartRun) (Started, error)
	// CompleteRun stores the outcome and marks the run complete.
	// ErrConflict if the run is no longer running (a swept run stays
	// failed: a late finisher cannot resurrect it); ErrNotFound if unknown.
	CompleteRun(ctx context.Context, runID string, c Completion) error
	// FailRun marks a running run failed and appends its refund, exactly
	// once: refunded is false if it was already failed or complete (and
	// nothing changes). ErrNotFound if unknown.
	FailRun(ctx context.Context, runID, reason string, at time.Time) (refunded bool, err error)
	// RunBySlug returns the account's run. ErrNotFound if the slug does not
	// exist or belongs to another account.
	RunBySlug(ctx context.Context, accountID, slug string) (domain.Run, error)
	// SweepExpired fails and refunds every run still running whose
	// Deadline is before now, and returns how many it failed. Safe to run
	// concurrently on every replica: each run is refunded once. It also
	// forgets sessions that expired before now.
	SweepExpired(ctx context.Context, now time.Time, reason string) (int, error)
	// ListRuns returns up to limit of the account's runs, newest first
	// (CreatedAt descending, ties by ID descending in byte order),
	// starting after the cursor when one is given. Slip and Clarified are
	// not loaded; Headline is. An unknown account has no runs.
	ListRuns(ctx context.Context, accountID string, after *RunCursor, limit int) ([]domain.Run, error)
	// SetPublished publishes or unpublishes the account's run and returns
	// it as stored. ErrNotFound if the slug does not exist or belongs to
	// another account; ErrConflict when publishing a run that is not
	// complete (nothing changes). Unpublishing always succeeds.
	SetPublished(ctx context.Context, accountID, slug string, published bool) (domain.Run, error)
	// PublishedRun returns the run of slug, whoever owns it, if it is
	// published and complete; ErrNotFound alike when it does not exist, is
	// not published or is not complete.
	PublishedRun(ctx context.Context, slug string) (domain.Run, error)
}

// RunCursor is where a page of ListRuns ended: its last run's CreatedAt
// and ID. The next page starts with the run that sorts after it.
type RunCursor struct {
	CreatedAt time.Time
	ID        string
}

// Events records a run's stages as they happen, for the live run page: in
// the store, so a stream opened on another replica, or after the run
// ended, replays them.
type Events interface {
	// AppendEvent records e. ErrInvalid when e.Seq < 1 or e.Name is
	// empty; ErrConflict when the run already has an event numbered
	// e.Seq; ErrNotFound for an unknown run.
	AppendEvent(ctx context.Context, e domain.RunEvent) error
	// Events returns the run's events numbered above after, in order. A
	// run without events, or an unknown one, has none.
	Events(ctx context.Context, runID string, after int) ([]domain.RunEvent, error)
}

// Sessions stores web sign-ins by the SHA-256 of their secret, so any
// replica serves them.
type Sessions interface {
	// CreateSession stores s. ErrInvalid when its hash is empty or its
	// key is not its account's; ErrNotFound for an unknown key;
	// ErrConflict when the hash exists.
	CreateSession(ctx context.Context, s domain.Session) error
	// Session returns the session of hash if it exists, expires after
	// now, and the key that signed it in is still active; else
	// ErrNotFound, alike: revoking a key ends its sessions.
	Session(ctx context.Context, hash string, now time.Time) (domain.Session, error)
	// EndSession forgets the session of hash (signing out); nil when
	// there is none.
	EndSession(ctx context.Context, hash string) error
}

// Limiter counts events in a trailing window, for limits that are not runs
// (the free clarify endpoint).
type Limiter interface {
	// Take records one event for bucket at now if fewer than limit events
	// fall in the trailing window, else returns *domain.LimitError{Kind:
	// ErrRateLimited} and records nothing. Atomic across replicas.
	Take(ctx context.Context, bucket string, limit int, window time.Duration, now time.Time) (remaining int, reset time.Duration, err error)
}

// Store is every store port, as one adapter provides them.
type Store interface {
	Accounts
	Keys
	Runs
	Events
	Sessions
	Limiter
	// Ping reports whether the store is reachable (readiness).
	Ping(ctx context.Context) error
}
