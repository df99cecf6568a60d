// Package postgres implements every store port on PostgreSQL with pgx. It is
// the only package that contains SQL. Every limit (credits, keys per
// account, rate per key, daily capacity, idempotency) is enforced inside the
// database, under row locks taken in one fixed order, so it holds across any
// number of replicas sharing the database:
//
//	key row → account row → day row          (StartRun)
//	run row → account row                    (FailRun)
//	run rows (SKIP LOCKED) → account rows in id order   (SweepExpired)
//
// Driver errors are mapped to the domain's error kinds here, at the edge.
// It passes the same contract suites as the in-memory store
// (ports/porttest).
package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

var _ ports.Store = (*Store)(nil)

// Store is every store port over one connection pool.
type Store struct {
	pool *pgxpool.Pool
}

// defaultMaxConns is the pool size when the URL sets no pool_max_conns:
// pgx's default (the number of CPUs, at least 4) starves an instance that
// runs tens of verdicts at once, each needing a connection to start and to
// finish.
const defaultMaxConns = 16

// Open connects to the database at databaseURL (a postgres:// URL or a
// key=value DSN; pool settings such as pool_max_conns go in it) and checks
// that it answers. It does not migrate: call Migrate.
func Open(ctx context.Context, databaseURL string) (*Store, error) {
	cfg, err := pgxpool.ParseConfig(databaseURL)
	if err != nil {
		// The error may quote the URL, password included: don't wrap it.
		return nil, errors.New("postgres: open: cannot parse the database URL")
	}
	if !strings.Contains(databaseURL, "pool_max_conns") {
		cfg.MaxConns = defaultMaxConns
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres: open: %w", err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("postgres: open: %w", err)
	}
	return &Store{pool: pool}, nil
}

// New returns a Store over an existing pool. Close closes the pool.
func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool} }

// Close closes the pool.
func (s *Store) Close() { s.pool.Close() }

// Ping implements ports.Store: the database answers.
func (s *Store) Ping(ctx context.Context) error {
	if err := s.pool.Ping(ctx); err != nil {
		return fmt.Errorf("postgres: ping: %w", err)
	}
	return nil
}

// inTx runs f in a read-committed transaction and commits it if f returns
// nil; otherwise it rolls back and returns f's error.
func (s *Store) inTx(ctx context.Context, f func(tx pgx.Tx) error) error {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(context.WithoutCancel(ctx)) //nolint:errcheck // after Commit it is a no-op
	if err := f(tx); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

// PostgreSQL error codes (Appendix A) mapped to domain kinds.
const (
	codeUniqueViolation     = "23505"
	codeForeignKeyViolation = "23503"
	codeCheckViolation      = "23514"
	codeNotNullViolation    = "23502"
	codeRestrictViolation   = "23001"
)

// dbError maps a driver error to a domain kind, wrapped with op (callers
// add "postgres: method"): no rows →
// ErrNotFound, a unique violation → ErrConflict, a foreign key violation
// (the row referred to does not exist) → ErrNotFound, a check or data
// error → ErrInvalid. Anything else (connection lost, deadline) is returned
// wrapped, without a kind: an internal error. Domain errors pass through.
// The driver's message is not kept for kinds that may reach a caller (it
// can quote values); the constraint name is.
func dbError(op string, err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("%s: %w", op, domain.ErrNotFound)
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		var kind error
		switch {
		case pgErr.Code == codeUniqueViolation:
			kind = domain.ErrConflict
		case pgErr.Code == codeForeignKeyViolation:
			kind = domain.ErrNotFound
		case pgErr.Code == codeCheckViolation, pgErr.Code == codeNotNullViolation,
			pgErr.Code == codeRestrictViolation, strings.HasPrefix(pgErr.Code, "22"): // data exception
			kind = domain.ErrInvalid
		}
		if kind != nil {
			return fmt.Errorf("%s: %w (%s %s)", op, kind, pgErr.Code, pgErr.ConstraintName)
		}
	}
	return fmt.Errorf("%s: %w", op, err)
}

// ts is a time as stored: PostgreSQL keeps microseconds, in UTC. Every time
// a method compares or returns goes through it, so what it computes from
// its arguments agrees with what it reads back.
func ts(t time.Time) time.Time { return t.Truncate(time.Microsecond).UTC() }

// tsp is ts for an optional time.
func tsp(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := ts(*t)
	return &u
}
