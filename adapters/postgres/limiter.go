package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/verdicthq/verdict/domain"
)

// limiterLockClass is the first key of the two-key pg_advisory_xact_lock
// that serialises the takes of one limiter bucket (the second is a hash of
// the bucket; a collision only serialises two buckets, it never merges
// their counts). The two-key space is apart from Migrate's one-key lock.
const limiterLockClass = 0x7664 // "vd"

// Take implements ports.Limiter over the trailing window (now-window, now],
// atomic across replicas: a transaction-scoped advisory lock per bucket
// serialises the count and the insert.
func (s *Store) Take(ctx context.Context, bucket string, limit int, window time.Duration, now time.Time) (int, time.Duration, error) {
	now = ts(now)
	var (
		remaining int
		reset     time.Duration
	)
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		var w rateWindowState
		b := &pgx.Batch{}
		b.Queue(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, limiterLockClass, bucket)
		b.Queue(`
			SELECT
				(SELECT count(*) FROM (SELECT FROM limiter_events WHERE bucket = $1 AND at > $2 LIMIT greatest($3::bigint, 0)) w),
				(SELECT min(at) FROM limiter_events WHERE bucket = $1 AND at > $2),
				(SELECT at FROM limiter_events WHERE bucket = $1 AND at > $2
				 ORDER BY at DESC OFFSET greatest($3::bigint - 1, 0) LIMIT 1)`,
			bucket, now.Add(-window), limit).
			QueryRow(func(row pgx.Row) error {
				return dbError("window", row.Scan(&w.n, &w.oldest, &w.leaving))
			})
		if err := tx.SendBatch(ctx, b).Close(); err != nil {
			return err
		}
		if w.n >= limit {
			reset = window
			if w.leaving != nil {
				reset = w.leaving.Add(window).Sub(now)
			}
			return &domain.LimitError{
				Kind: domain.ErrRateLimited, RetryAfter: reset,
				Limit: limit, Remaining: 0, Reset: reset,
			}
		}
		// Events that left the window are forgotten as the bucket is used.
		b = &pgx.Batch{}
		b.Queue(`DELETE FROM limiter_events WHERE bucket = $1 AND at <= $2`, bucket, now.Add(-window))
		b.Queue(`INSERT INTO limiter_events (bucket, at) VALUES ($1, $2)`, bucket, now)
		if err := tx.SendBatch(ctx, b).Close(); err != nil {
			return dbError("record", err)
		}
		remaining = limit - w.n - 1
		oldest := now
		if w.oldest != nil && w.oldest.Before(now) {
			oldest = *w.oldest
		}
		reset = oldest.Add(window).Sub(now)
		return nil
	})
	if err != nil {
		return 0, reset, fmt.Errorf("postgres: take %s: %w", bucket, err)
	}
	return remaining, reset, nil
}
