package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// idempotencyTTL is how long an Idempotency-Key is remembered (SPEC §2).
const idempotencyTTL = 24 * time.Hour

// rateWindow is the trailing window of the per-key run rate.
const rateWindow = time.Hour

// sweepBatch is how many expired runs one sweeper transaction fails.
const sweepBatch = 200

const runColumns = `id, slug, account_id, key_id, state, mode, input_hash, created_at, deadline,
	completed_at, published, error, headline, slip, clarified`

func scanRun(row pgx.Row) (domain.Run, error) {
	var (
		r               domain.Run
		state           string
		slip, clarified []byte
	)
	err := row.Scan(&r.ID, &r.Slug, &r.AccountID, &r.KeyID, &state, &r.Mode, &r.InputHash,
		&r.CreatedAt, &r.Deadline, &r.CompletedAt, &r.Published, &r.Error, &r.Headline, &slip, &clarified)
	if err != nil {
		return domain.Run{}, err
	}
	r.State = domain.RunState(state)
	r.CreatedAt, r.Deadline, r.CompletedAt = r.CreatedAt.UTC(), r.Deadline.UTC(), tsp(r.CompletedAt)
	if slip != nil {
		r.Slip = json.RawMessage(slip)
	}
	if clarified != nil {
		r.Clarified = json.RawMessage(clarified)
	}
	return r, nil
}

// rateWindowState is the key's runs in the trailing window (now-1h, now]
// (runs dated after now, by another replica's clock, count too).
type rateWindowState struct {
	n       int        // runs in the window
	oldest  *time.Time // the oldest of them
	leaving *time.Time // the one that must leave for one more to fit: the limit-th newest
}

// status is what remains of limit and when the oldest run leaves the
// window, once a run at now (if added) is in it.
func (w rateWindowState) status(limit int, now time.Time, added bool) (int, time.Duration) {
	n, oldest := w.n, w.oldest
	if added {
		n++
		if oldest == nil || now.Before(*oldest) {
			oldest = &now
		}
	}
	if oldest == nil {
		return max(limit-n, 0), 0
	}
	return max(limit-n, 0), oldest.Add(rateWindow).Sub(now)
}

// StartRun implements ports.Runs, in one read-committed transaction.
// First round trip (a pgx batch: its statements run in order, each with a
// fresh snapshot):
//
//   - lock the key's row (FOR NO KEY UPDATE): every StartRun of the key, on
//     every replica, runs one at a time from here, so the idempotency lookup
//     and the rate count below are exact;
//   - look the idempotency key up;
//   - lock the account's row and read its balance: runs of the account's
//     other keys, grants and refunds wait for this transaction;
//   - count the key's runs in the trailing hour.
//
// Then, in the contract's order: a replay, mismatch or conflict answers
// from the idempotency record; the rate refuses from the count. Second
// round trip: insert the run, the spend (unique per run), the new balance
// and the idempotency record, and last take a place in the day's capacity
// with a conditional upsert of the day's counter row, which locks that row
// (the one lock every run of the day queues for) until commit. No place:
// the capacity refuses and everything rolls back. With a balance too low,
// only the day's counter is tried, so that capacity still answers before
// credits; then the whole transaction rolls back. A refusal changes
// nothing.
func (s *Store) StartRun(ctx context.Context, in ports.StartRun) (ports.Started, error) {
	r := in.Run
	r.State = domain.RunRunning
	r.CreatedAt, r.Deadline = ts(r.CreatedAt), ts(r.Deadline)
	r.CompletedAt, r.Error, r.Slip, r.Clarified, r.Published = nil, "", nil, nil, false
	now := r.CreatedAt
	if r.ID == "" || r.Slug == "" || in.SpendID == "" {
		return ports.Started{}, fmt.Errorf("postgres: start run: %w: run id, slug and spend id are required", domain.ErrInvalid)
	}

	var out ports.Started
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		var (
			keyAccount string
			idem       struct {
				found     bool
				runID     string
				inputHash string
			}
			balance int64
			window  rateWindowState
		)
		b := &pgx.Batch{}
		b.Queue(`SELECT account_id FROM keys WHERE id = $1 FOR NO KEY UPDATE`, r.KeyID).
			QueryRow(func(row pgx.Row) error {
				return dbError("lock key "+r.KeyID, row.Scan(&keyAccount))
			})
		if in.IdempotencyKey != "" {
			b.Queue(`SELECT run_id, input_hash FROM idempotency
				WHERE key_id = $1 AND idem_key = $2 AND created_at > $3`,
				r.KeyID, in.IdempotencyKey, now.Add(-idempotencyTTL)).
				QueryRow(func(row pgx.Row) error {
					err := row.Scan(&idem.runID, &idem.inputHash)
					if errors.Is(err, pgx.ErrNoRows) {
						return nil
					}
					idem.found = err == nil
					return dbError("idempotency lookup", err)
				})
		}
		b.Queue(`SELECT balance FROM accounts WHERE id = $1 FOR NO KEY UPDATE`, r.AccountID).
			QueryRow(func(row pgx.Row) error {
				return dbError("lock account "+r.AccountID, row.Scan(&balance))
			})
		// Every part reads at most RatePerHour index entries: the count
		// stops at the limit (below it, it is exact).
		b.Queue(`
			SELECT
				(SELECT count(*) FROM (SELECT FROM runs WHERE key_id = $1 AND created_at > $2 LIMIT greatest($3::bigint, 0)) w),
				(SELECT min(created_at) FROM runs WHERE key_id = $1 AND created_at > $2),
				(SELECT created_at FROM runs WHERE key_id = $1 AND created_at > $2
				 ORDER BY created_at DESC OFFSET greatest($3::bigint - 1, 0) LIMIT 1)`,
			r.KeyID, now.Add(-rateWindow), in.RatePerHour).
			QueryRow(func(row pgx.Row) error {
				return dbError("rate window", row.Scan(&window.n, &window.oldest, &window.leaving))
			})
		if err := tx.SendBatch(ctx, b).Close(); err != nil {
			return err
		}
		if keyAccount != r.AccountID {
			return fmt.Errorf("%w: key %s is not the account's", domain.ErrInvalid, r.KeyID)
		}

		// 1. Idempotency.
		if idem.found {
			if idem.inputHash != r.InputHash {
				return fmt.Errorf("%w: idempotency key reused with a different request", domain.ErrInvalid)
			}
			prev, err := scanRun(tx.QueryRow(ctx, `SELECT `+runColumns+` FROM runs WHERE id = $1`, idem.runID))
			if err != nil {
				return dbError("replayed run", err)
			}
			if prev.State == domain.RunRunning {
				return fmt.Errorf("%w: the run of this idempotency key is still running", domain.ErrConflict)
			}
			remaining, reset := window.status(in.RatePerHour, now, false)
			out = ports.Started{Run: prev, Replayed: true, Balance: balance, RateRemaining: remaining, RateReset: reset}
			return nil
		}

		// 2. Rate.
		if window.n >= in.RatePerHour {
			retry := rateWindow // a limit of 0: no run will ever leave
			if window.leaving != nil {
				retry = window.leaving.Add(rateWindow).Sub(now)
			}
			_, reset := window.status(in.RatePerHour, now, false)
			return &domain.LimitError{
				Kind: domain.ErrRateLimited, RetryAfter: retry,
				Limit: in.RatePerHour, Remaining: 0, Reset: reset,
			}
		}

		// 3. Capacity, and with it 4. credits and 5. the writes. The day's
		// counter goes last, so its lock, the one every run of the day
		// queues for, is held for the shortest time.
		y, m, d := now.Date()
		day := time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
		takeDay := `
			INSERT INTO run_days (day, runs) SELECT $1, 1 WHERE $2 > 0
			ON CONFLICT (day) DO UPDATE SET runs = run_days.runs + 1
			WHERE run_days.runs < $2
			RETURNING runs`
		if balance < domain.RunCost {
			// Refused either way; capacity answers first if both fail.
			var n int
			err := tx.QueryRow(ctx, takeDay, day, in.DailyCapacity).Scan(&n)
			switch {
			case errors.Is(err, pgx.ErrNoRows):
				return capacityError(now)
			case err != nil:
				return dbError("daily capacity", err)
			}
			return fmt.Errorf("%w (balance %d)", domain.ErrInsufficientCredits, balance)
		}

		var (
			dayTaken   bool
			newBalance int64
		)
		b = &pgx.Batch{}
		b.Queue(`INSERT INTO runs (id, slug, account_id, key_id, state, mode, input_hash, created_at, deadline)
			VALUES ($1, $2, $3, $4, 'running', $5, $6, $7, $8)`,
			r.ID, r.Slug, r.AccountID, r.KeyID, r.Mode, r.InputHash, r.CreatedAt, r.Deadline)
		b.Queue(`INSERT INTO ledger (id, account_id, run_id, kind, amount, at) VALUES ($1, $2, $3, 'spend', $4, $5)`,
			in.SpendID, r.AccountID, r.ID, -domain.RunCost, now)
		b.Queue(`UPDATE accounts SET balance = balance - $2 WHERE id = $1 RETURNING balance`, r.AccountID, domain.RunCost).
			QueryRow(func(row pgx.Row) error { return row.Scan(&newBalance) })
		if in.IdempotencyKey != "" {
			// Only an expired record can exist here: replace it.
			b.Queue(`INSERT INTO idempotency (key_id, idem_key, run_id, input_hash, created_at)
				VALUES ($1, $2, $3, $4, $5)
				ON CONFLICT (key_id, idem_key) DO UPDATE
				SET run_id = excluded.run_id, input_hash = excluded.input_hash, created_at = excluded.created_at`,
				r.KeyID, in.IdempotencyKey, r.ID, r.InputHash, now)
		}
		b.Queue(takeDay, day, in.DailyCapacity).QueryRow(func(row pgx.Row) error {
			var n int
			err := row.Scan(&n)
			if errors.Is(err, pgx.ErrNoRows) {
				return nil
			}
			dayTaken = err == nil
			return err
		})
		if err := tx.SendBatch(ctx, b).Close(); err != nil {
			return dbError("insert run", err)
		}
		if !dayTaken {
			return capacityError(now)
		}
		remaining, reset := window.status(in.RatePerHour, now, true)
		out = ports.Started{Run: r, Balance: newBalance, RateRemaining: remaining, RateReset: reset}
		return nil
	})
	if err != nil {
		return ports.Started{}, fmt.Errorf("postgres: start run: %w", err)
	}
	return out, nil
}

// capacityError refuses a run for the daily capacity until the next UTC
// midnight.
func capacityError(now time.Time) error {
	y, m, d := now.UTC().Date()
	midnight := time.Date(y, m, d+1, 0, 0, 0, 0, time.UTC)
	return &domain.LimitError{Kind: domain.ErrCapacityExhausted, RetryAfter: midnight.Sub(now)}
}

// CompleteRun implements ports.Runs. Only a running run completes: the
// conditional update is the whole check, so a run the sweeper failed stays
// failed whatever the order of the two.
func (s *Store) CompleteRun(ctx context.Context, runID string, c ports.Completion) error {
	tag, err := s.pool.Exec(ctx, `
		UPDATE runs SET state = 'complete', mode = $2, slip = $3, clarified = $4, completed_at = $5, headline = $6
		WHERE id = $1 AND state = 'running'`,
		runID, c.Mode, rawBytes(c.Slip), rawBytes(c.Clarified), ts(c.At), c.Headline)
	if err != nil {
		return fmt.Errorf("postgres: complete run %s: %w", runID, dbError("update", err))
	}
	if tag.RowsAffected() == 1 {
		return nil
	}
	var state string
	err = s.pool.QueryRow(ctx, `SELECT state FROM runs WHERE id = $1`, runID).Scan(&state)
	if err != nil {
		return fmt.Errorf("postgres: complete run %s: %w", runID, dbError("select", err))
	}
	return fmt.Errorf("postgres: complete run %s: %w: run is %s", runID, domain.ErrConflict, state)
}

// rawBytes stores JSON as the exact bytes given; nil stays NULL.
func rawBytes(m json.RawMessage) []byte {
	if m == nil {
		return nil
	}
	return []byte(m)
}

// failRun is one statement, so one transaction: the conditional update
// takes the run's row lock, and only the caller that moved the run from
// running inserts the refund and credits the account. Concurrent FailRuns
// and sweeps of the same run wait for the lock and then find it failed.
const failRun = `
	WITH failed AS (
		UPDATE runs SET state = 'failed', error = $2, completed_at = $3
		WHERE id = $1 AND state = 'running'
		RETURNING id, account_id
	), refund AS (
		INSERT INTO ledger (id, account_id, run_id, kind, amount, at)
		SELECT 'refund_' || id, account_id, id, 'refund', $4, $3 FROM failed
		RETURNING account_id, amount
	)
	UPDATE accounts a SET balance = a.balance + refund.amount
	FROM refund WHERE a.id = refund.account_id`

// FailRun implements ports.Runs.
func (s *Store) FailRun(ctx context.Context, runID, reason string, at time.Time) (bool, error) {
	tag, err := s.pool.Exec(ctx, failRun, runID, reason, ts(at), domain.RunCost)
	if err != nil {
		return false, fmt.Errorf("postgres: fail run %s: %w", runID, dbError("update", err))
	}
	if tag.RowsAffected() == 1 {
		return true, nil
	}
	var exists bool
	err = s.pool.QueryRow(ctx, `SELECT true FROM runs WHERE id = $1`, runID).Scan(&exists)
	if err != nil {
		return false, fmt.Errorf("postgres: fail run %s: %w", runID, dbError("select", err))
	}
	return false, nil // already failed or complete
}

// RunBySlug implements ports.Runs.
func (s *Store) RunBySlug(ctx context.Context, accountID, slug string) (domain.Run, error) {
	r, err := scanRun(s.pool.QueryRow(ctx,
		`SELECT `+runColumns+` FROM runs WHERE slug = $1 AND account_id = $2`, slug, accountID))
	if err != nil {
		return domain.Run{}, fmt.Errorf("postgres: run by slug: %w", dbError("select", err))
	}
	return r, nil
}

// SweepExpired implements ports.Runs. Each transaction claims a batch of
// expired running runs with FOR NO KEY UPDATE SKIP LOCKED (so sweepers on
// several replicas take disjoint batches and never wait on each other or
// on a FailRun in flight), locks their accounts in id order (so two
// sweepers cannot deadlock), fails them, refunds each once and credits the
// accounts.
// A FailRun racing a sweep waits for the run's lock and then finds it
// failed. It also forgets idempotency records past their 24 hours and
// expired sessions.
func (s *Store) SweepExpired(ctx context.Context, now time.Time, reason string) (int, error) {
	now = ts(now)
	total := 0
	for {
		n, err := s.sweepBatch(ctx, now, reason)
		total += n
		if err != nil {
			return total, fmt.Errorf("postgres: sweep expired: %w", err)
		}
		if n < sweepBatch {
			break
		}
	}
	if _, err := s.pool.Exec(ctx, `DELETE FROM idempotency WHERE created_at <= $1`, now.Add(-idempotencyTTL)); err != nil {
		return total, fmt.Errorf("postgres: sweep expired: idempotency records: %w", dbError("delete", err))
	}
	if _, err := s.pool.Exec(ctx, `DELETE FROM sessions WHERE expires_at <= $1`, now); err != nil {
		return total, fmt.Errorf("postgres: sweep expired: sessions: %w", dbError("delete", err))
	}
	return total, nil
}

// sweepBatch fails and refunds up to sweepBatch expired runs in one
// transaction and returns how many.
func (s *Store) sweepBatch(ctx context.Context, now time.Time, reason string) (int, error) {
	n := 0
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `
			SELECT id, account_id FROM runs
			WHERE state = 'running' AND deadline < $1
			ORDER BY deadline, id
			LIMIT $2
			FOR NO KEY UPDATE SKIP LOCKED`, now, sweepBatch)
		if err != nil {
			return dbError("claim expired runs", err)
		}
		var ids, accounts []string
		var id, account string
		_, err = pgx.ForEachRow(rows, []any{&id, &account}, func() error {
			ids, accounts = append(ids, id), append(accounts, account)
			return nil
		})
		if err != nil {
			return dbError("claim expired runs", err)
		}
		if len(ids) == 0 {
			return nil
		}
		// ORDER BY is applied before the locks are taken: in id order.
		if _, err := tx.Exec(ctx, `
			SELECT id FROM accounts WHERE id = ANY($1) ORDER BY id FOR NO KEY UPDATE`, accounts); err != nil {
			return dbError("lock accounts", err)
		}
		return dbError("fail and refund", tx.QueryRow(ctx, `
			WITH failed AS (
				UPDATE runs SET state = 'failed', error = $2, completed_at = $3
				WHERE id = ANY($1) AND state = 'running'
				RETURNING id, account_id
			), refunds AS (
				INSERT INTO ledger (id, account_id, run_id, kind, amount, at)
				SELECT 'refund_' || id, account_id, id, 'refund', $4, $3 FROM failed ORDER BY id
				RETURNING account_id, amount
			), credited AS (
				UPDATE accounts a SET balance = a.balance + t.total
				FROM (SELECT account_id, sum(amount) AS total FROM refunds GROUP BY account_id) t
				WHERE a.id = t.account_id
			)
			SELECT count(*) FROM failed`, ids, reason, now, domain.RunCost).Scan(&n))
	})
	return n, err
}

// listColumns are runColumns without the slip and clarification bytes.
const listColumns = `id, slug, account_id, key_id, state, mode, input_hash, created_at, deadline,
	completed_at, published, error, headline, NULL::bytea, NULL::bytea`

// ListRuns implements ports.Runs over the index runs_account_created.
func (s *Store) ListRuns(ctx context.Context, accountID string, after *ports.RunCursor, limit int) ([]domain.Run, error) {
	var (
		rows pgx.Rows
		err  error
	)
	if after == nil {
		rows, err = s.pool.Query(ctx, `SELECT `+listColumns+` FROM runs WHERE account_id = $1
			ORDER BY created_at DESC, id COLLATE "C" DESC LIMIT $2`, accountID, max(limit, 0))
	} else {
		rows, err = s.pool.Query(ctx, `SELECT `+listColumns+` FROM runs WHERE account_id = $1
			AND (created_at, id COLLATE "C") < ($2, $3 COLLATE "C")
			ORDER BY created_at DESC, id COLLATE "C" DESC LIMIT $4`, accountID, ts(after.CreatedAt), after.ID, max(limit, 0))
	}
	if err != nil {
		return nil, fmt.Errorf("postgres: list runs: %w", dbError("query", err))
	}
	runs, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (domain.Run, error) { return scanRun(row) })
	if err != nil {
		return nil, fmt.Errorf("postgres: list runs: %w", dbError("scan", err))
	}
	return runs, nil
}

// SetPublished implements ports.Runs: one conditional update, and a read
// to tell a run that is not complete from one that is not the account's.
func (s *Store) SetPublished(ctx context.Context, accountID, slug string, published bool) (domain.Run, error) {
	r, err := scanRun(s.pool.QueryRow(ctx, `UPDATE runs SET published = $3
		WHERE slug = $1 AND account_id = $2 AND (state = 'complete' OR NOT $3)
		RETURNING `+runColumns, slug, accountID, published))
	if err == nil {
		return r, nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return domain.Run{}, fmt.Errorf("postgres: set published: %w", dbError("update", err))
	}
	var state string
	err = s.pool.QueryRow(ctx, `SELECT state FROM runs WHERE slug = $1 AND account_id = $2`, slug, accountID).Scan(&state)
	if err != nil {
		return domain.Run{}, fmt.Errorf("postgres: set published: %w", dbError("select", err))
	}
	return domain.Run{}, fmt.Errorf("postgres: set published: %w: the run is %s, not complete", domain.ErrConflict, state)
}

// PublishedRun implements ports.Runs.
func (s *Store) PublishedRun(ctx context.Context, slug string) (domain.Run, error) {
	r, err := scanRun(s.pool.QueryRow(ctx, `SELECT `+runColumns+` FROM runs
		WHERE slug = $1 AND published AND state = 'complete'`, slug))
	if err != nil {
		return domain.Run{}, fmt.Errorf("postgres: published run: %w", dbError("select", err))
	}
	return r, nil
}
