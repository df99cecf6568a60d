package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/verdicthq/verdict/domain"
)

const keyColumns = `id, account_id, hash, prefix, created_at, last_used_at, revoked_at`

func scanKey(row pgx.Row) (domain.Key, error) {
	var k domain.Key
	if err := row.Scan(&k.ID, &k.AccountID, &k.Hash, &k.Prefix, &k.CreatedAt, &k.LastUsedAt, &k.RevokedAt); err != nil {
		return domain.Key{}, err
	}
	k.CreatedAt = k.CreatedAt.UTC()
	k.LastUsedAt, k.RevokedAt = tsp(k.LastUsedAt), tsp(k.RevokedAt)
	return k, nil
}

// insertKey stores k: only its hash and display prefix (the table's checks
// refuse anything shaped like a plaintext key).
func insertKey(ctx context.Context, tx pgx.Tx, k domain.Key) error {
	if k.ID == "" || k.Hash == "" {
		return fmt.Errorf("%w: key without id or hash", domain.ErrInvalid)
	}
	_, err := tx.Exec(ctx,
		`INSERT INTO keys (id, account_id, hash, prefix, created_at) VALUES ($1, $2, $3, $4, $5)`,
		k.ID, k.AccountID, k.Hash, k.Prefix, ts(k.CreatedAt))
	return dbError("insert key "+k.ID, err)
}

// AddKey implements ports.Keys. The account's row lock serialises every
// AddKey of the account, on every replica; the count of active keys is a
// separate statement after the lock, so it sees every key committed before.
func (s *Store) AddKey(ctx context.Context, k domain.Key, max int) error {
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		var active int
		err := tx.QueryRow(ctx,
			`SELECT 1 FROM accounts WHERE id = $1 FOR NO KEY UPDATE`, k.AccountID).Scan(&active)
		if err != nil {
			return dbError("lock account "+k.AccountID, err)
		}
		err = tx.QueryRow(ctx,
			`SELECT count(*) FROM keys WHERE account_id = $1 AND revoked_at IS NULL`, k.AccountID).Scan(&active)
		if err != nil {
			return dbError("count keys", err)
		}
		if active >= max {
			return fmt.Errorf("%w (%d active)", domain.ErrKeyLimitReached, active)
		}
		return insertKey(ctx, tx, k)
	})
	if err != nil {
		return fmt.Errorf("postgres: add key: %w", err)
	}
	return nil
}

// KeyByHash implements ports.Keys.
func (s *Store) KeyByHash(ctx context.Context, hash string) (domain.Key, error) {
	k, err := scanKey(s.pool.QueryRow(ctx, `SELECT `+keyColumns+` FROM keys WHERE hash = $1`, hash))
	if err != nil {
		return domain.Key{}, fmt.Errorf("postgres: key by hash: %w", dbError("select", err))
	}
	return k, nil
}

// ListKeys implements ports.Keys: active keys, oldest first, ties by id in
// byte order (COLLATE "C", whatever the database's collation).
func (s *Store) ListKeys(ctx context.Context, accountID string) ([]domain.Key, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT `+keyColumns+` FROM keys
		WHERE account_id = $1 AND revoked_at IS NULL
		ORDER BY created_at, id COLLATE "C"`, accountID)
	if err != nil {
		return nil, fmt.Errorf("postgres: list keys: %w", dbError("query", err))
	}
	keys, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (domain.Key, error) { return scanKey(row) })
	if err != nil {
		return nil, fmt.Errorf("postgres: list keys: %w", dbError("scan", err))
	}
	return keys, nil
}

// RevokeKey implements ports.Keys.
func (s *Store) RevokeKey(ctx context.Context, accountID, keyID string, at time.Time) error {
	tag, err := s.pool.Exec(ctx,
		`UPDATE keys SET revoked_at = $3 WHERE id = $2 AND account_id = $1 AND revoked_at IS NULL`,
		accountID, keyID, ts(at))
	if err != nil {
		return fmt.Errorf("postgres: revoke key %s: %w", keyID, dbError("update", err))
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("postgres: revoke key %s: %w", keyID, domain.ErrNotFound)
	}
	return nil
}

// TouchKey implements ports.Keys. The last use only moves forward.
func (s *Store) TouchKey(ctx context.Context, keyID string, at time.Time) error {
	tag, err := s.pool.Exec(ctx,
		`UPDATE keys SET last_used_at = greatest(last_used_at, $2) WHERE id = $1`, keyID, ts(at))
	if err != nil {
		return fmt.Errorf("postgres: touch key %s: %w", keyID, dbError("update", err))
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("postgres: touch key %s: %w", keyID, domain.ErrNotFound)
	}
	return nil
}
