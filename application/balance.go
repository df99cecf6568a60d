package application

import (
	"context"
	"fmt"

	"github.com/verdicthq/verdict/ports"
)

// Balance reads an account's credits.
type Balance struct {
	accounts ports.Accounts
}

// NewBalance returns the use case over the account store.
func NewBalance(accounts ports.Accounts) *Balance { return &Balance{accounts: accounts} }

// Do returns the account's balance: the sum of its ledger.
// domain.ErrNotFound for an unknown account.
func (b *Balance) Do(ctx context.Context, accountID string) (int64, error) {
	n, err := b.accounts.Balance(ctx, accountID)
	if err != nil {
		return 0, fmt.Errorf("balance: %w", err)
	}
	return n, nil
}
