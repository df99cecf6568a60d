package application

import (
	"context"
	"fmt"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// GrantCredits adds credits to an account.
type GrantCredits struct {
	accounts ports.Accounts
	clock    ports.Clock
	random   ports.Random
}

// NewGrantCredits returns the use case over the account store.
func NewGrantCredits(accounts ports.Accounts, clock ports.Clock, random ports.Random) *GrantCredits {
	return &GrantCredits{accounts: accounts, clock: clock, random: random}
}

// Do appends a grant of amount and returns the new balance. A
// *domain.ValidationError (pointer "/amount") for amount ≤ 0;
// domain.ErrNotFound for an unknown account.
func (g *GrantCredits) Do(ctx context.Context, accountID string, amount int64) (int64, error) {
	if amount <= 0 {
		return 0, fmt.Errorf("grant credits: %w", domain.Invalid("/amount", "must be positive"))
	}
	id, err := newID(g.random, prefixEntry)
	if err != nil {
		return 0, fmt.Errorf("grant credits: %w", err)
	}
	e := domain.LedgerEntry{ID: id, AccountID: accountID, Kind: domain.EntryGrant, Amount: amount, At: g.clock.Now()}
	balance, err := g.accounts.Grant(ctx, e)
	if err != nil {
		return 0, fmt.Errorf("grant credits: %w", err)
	}
	return balance, nil
}
