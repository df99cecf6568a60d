package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Floor does the least PostgreSQL work one verdict can cost, the plainest
// way, on the schema Migrate makes: one transaction that inserts the run,
// charges the account and appends the spend, then one update that
// completes the run with its slip. No rate, capacity or idempotency check,
// no row locks beyond what the updates take. Benchmarks compare the store,
// and the whole service, against it.
func Floor(ctx context.Context, pool *pgxpool.Pool, accountID, keyID string, slip []byte) error {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return err
	}
	id := hex.EncodeToString(b[:])
	now := time.Now()
	err := pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		batch := &pgx.Batch{}
		batch.Queue(`INSERT INTO runs (id, slug, account_id, key_id, state, input_hash, created_at, deadline)
			VALUES ($1, $1, $2, $3, 'running', '', $4, $5)`, "run_"+id, accountID, keyID, now, now.Add(time.Minute))
		batch.Queue(`UPDATE accounts SET balance = balance - 1 WHERE id = $1`, accountID)
		batch.Queue(`INSERT INTO ledger (id, account_id, run_id, kind, amount, at) VALUES ($1, $2, $3, 'spend', -1, $4)`,
			"led_"+id, accountID, "run_"+id, now)
		return tx.SendBatch(ctx, batch).Close()
	})
	if err != nil {
		return fmt.Errorf("floor: start: %w", err)
	}
	_, err = pool.Exec(ctx, `UPDATE runs SET state = 'complete', slip = $2, completed_at = $3 WHERE id = $1 AND state = 'running'`,
		"run_"+id, slip, time.Now())
	if err != nil {
		return fmt.Errorf("floor: complete: %w", err)
	}
	return nil
}
