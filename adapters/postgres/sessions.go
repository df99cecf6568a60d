package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/verdicthq/verdict/domain"
)

// CreateSession implements ports.Sessions. The insert reads the key's
// account in the same statement, so a key of another account inserts
// nothing (ErrInvalid) and an unknown key is ErrNotFound.
func (s *Store) CreateSession(ctx context.Context, se domain.Session) error {
	if se.Hash == "" {
		return fmt.Errorf("postgres: create session: %w: no hash", domain.ErrInvalid)
	}
	var account string
	err := s.pool.QueryRow(ctx, `
		WITH k AS (SELECT id, account_id FROM keys WHERE id = $2),
		ins AS (
			INSERT INTO sessions (hash, account_id, key_id, created_at, expires_at)
			SELECT $1, k.account_id, k.id, $4, $5 FROM k WHERE k.account_id = $3
			RETURNING account_id
		)
		SELECT k.account_id FROM k`,
		se.Hash, se.KeyID, se.AccountID, ts(se.CreatedAt), ts(se.ExpiresAt)).Scan(&account)
	switch {
	case err != nil:
		return fmt.Errorf("postgres: create session: %w", dbError("insert", err))
	case account != se.AccountID:
		return fmt.Errorf("postgres: create session: %w: key of another account", domain.ErrInvalid)
	}
	return nil
}

// Session implements ports.Sessions: found only while unexpired and while
// the key that signed in is active.
func (s *Store) Session(ctx context.Context, hash string, now time.Time) (domain.Session, error) {
	var se domain.Session
	err := s.pool.QueryRow(ctx, `
		SELECT s.hash, s.account_id, s.key_id, s.created_at, s.expires_at
		FROM sessions s JOIN keys k ON k.id = s.key_id
		WHERE s.hash = $1 AND s.expires_at > $2 AND k.revoked_at IS NULL`, hash, ts(now)).
		Scan(&se.Hash, &se.AccountID, &se.KeyID, &se.CreatedAt, &se.ExpiresAt)
	if err != nil {
		return domain.Session{}, fmt.Errorf("postgres: session: %w", dbError("select", err))
	}
	se.CreatedAt, se.ExpiresAt = se.CreatedAt.UTC(), se.ExpiresAt.UTC()
	return se, nil
}

// EndSession implements ports.Sessions.
func (s *Store) EndSession(ctx context.Context, hash string) error {
	if _, err := s.pool.Exec(ctx, `DELETE FROM sessions WHERE hash = $1`, hash); err != nil {
		return fmt.Errorf("postgres: end session: %w", dbError("delete", err))
	}
	return nil
}
