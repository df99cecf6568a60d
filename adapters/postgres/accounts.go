package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/verdicthq/verdict/domain"
)

// CreateAccount implements ports.Accounts: the account, its opening grant
// and its first key in one transaction.
func (s *Store) CreateAccount(ctx context.Context, a domain.Account, grant domain.LedgerEntry, first domain.Key) error {
	if err := domain.CheckOpening(a, grant, first); err != nil {
		return fmt.Errorf("postgres: create account: %w", err)
	}
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx,
			`INSERT INTO accounts (id, name, created_at, balance) VALUES ($1, $2, $3, $4)`,
			a.ID, a.Name, ts(a.CreatedAt), grant.Amount); err != nil {
			return dbError("insert account "+a.ID, err)
		}
		if grant.Amount > 0 {
			if err := insertGrant(ctx, tx, grant); err != nil {
				return err
			}
		}
		return insertKey(ctx, tx, first)
	})
	if err != nil {
		return fmt.Errorf("postgres: create account: %w", err)
	}
	return nil
}

// insertGrant appends a grant checked by domain.CheckOpening or
// domain.CheckGrant.
func insertGrant(ctx context.Context, tx pgx.Tx, e domain.LedgerEntry) error {
	_, err := tx.Exec(ctx,
		`INSERT INTO ledger (id, account_id, kind, amount, at) VALUES ($1, $2, 'grant', $3, $4)`,
		e.ID, e.AccountID, e.Amount, ts(e.At))
	return dbError("insert grant", err)
}

// Grant implements ports.Accounts. The balance update takes the account's
// row lock, so concurrent grants (and runs) apply one after another and each
// returns its own new balance.
func (s *Store) Grant(ctx context.Context, e domain.LedgerEntry) (int64, error) {
	if err := domain.CheckGrant(e); err != nil {
		return 0, fmt.Errorf("postgres: grant: %w", err)
	}
	var balance int64
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx,
			`UPDATE accounts SET balance = balance + $2 WHERE id = $1 RETURNING balance`,
			e.AccountID, e.Amount).Scan(&balance)
		if err != nil {
			return dbError("account "+e.AccountID, err)
		}
		return insertGrant(ctx, tx, e)
	})
	if err != nil {
		return 0, fmt.Errorf("postgres: grant: %w", err)
	}
	return balance, nil
}

// Balance implements ports.Accounts. It reads the balance column, which
// every ledger insert updates in its own transaction: it equals the sum of
// the ledger (the tests check it).
func (s *Store) Balance(ctx context.Context, accountID string) (int64, error) {
	var balance int64
	err := s.pool.QueryRow(ctx, `SELECT balance FROM accounts WHERE id = $1`, accountID).Scan(&balance)
	if err != nil {
		return 0, fmt.Errorf("postgres: balance: %w", dbError("account "+accountID, err))
	}
	return balance, nil
}

// Ledger implements ports.Accounts, in the order the entries were written.
func (s *Store) Ledger(ctx context.Context, accountID string) ([]domain.LedgerEntry, error) {
	// The account row joins in so that an unknown account and an empty
	// ledger can be told apart in one query.
	rows, err := s.pool.Query(ctx, `
		SELECT l.id, coalesce(l.run_id, ''), l.kind, l.amount, l.at
		FROM accounts a LEFT JOIN ledger l ON l.account_id = a.id
		WHERE a.id = $1
		ORDER BY l.seq`, accountID)
	if err != nil {
		return nil, fmt.Errorf("postgres: ledger: %w", dbError("query", err))
	}
	defer rows.Close()
	var (
		out   []domain.LedgerEntry
		found bool
	)
	for rows.Next() {
		found = true
		var (
			id, runID, kind *string
			amount          *int64
			at              *time.Time
		)
		if err := rows.Scan(&id, &runID, &kind, &amount, &at); err != nil {
			return nil, fmt.Errorf("postgres: ledger: %w", dbError("scan", err))
		}
		if id == nil { // the account, with no entries
			continue
		}
		out = append(out, domain.LedgerEntry{
			ID: *id, AccountID: accountID, RunID: *runID,
			Kind: domain.EntryKind(*kind), Amount: *amount, At: at.UTC(),
		})
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: ledger: %w", dbError("query", err))
	}
	if !found {
		return nil, fmt.Errorf("postgres: ledger: account %s: %w", accountID, domain.ErrNotFound)
	}
	return out, nil
}
