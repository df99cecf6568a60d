package application

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// MaxAccountNameRunes bounds an account's name.
const MaxAccountNameRunes = 200

// CreateAccount opens an account with an opening grant and a first key.
type CreateAccount struct {
	accounts ports.Accounts
	clock    ports.Clock
	random   ports.Random
}

// NewCreateAccount returns the use case over the account store.
func NewCreateAccount(accounts ports.Accounts, clock ports.Clock, random ports.Random) *CreateAccount {
	return &CreateAccount{accounts: accounts, clock: clock, random: random}
}

// OpenedAccount is a freshly opened account, its first key (plaintext shown
// once) and its balance.
type OpenedAccount struct {
	Account domain.Account
	Key     IssuedKey
	Balance int64
}

// Do creates the account, an opening grant of credits (none when 0) and a
// first key, in one atomic store call. A *domain.ValidationError (matching
// domain.ErrInvalid) when the name is empty after trimming or longer than
// MaxAccountNameRunes, or credits is negative.
func (c *CreateAccount) Do(ctx context.Context, name string, credits int64) (OpenedAccount, error) {
	name = strings.TrimSpace(name)
	var fields []domain.FieldError
	switch n := utf8.RuneCountInString(name); {
	case !utf8.ValidString(name):
		fields = append(fields, domain.FieldError{Pointer: "/name", Detail: "must be valid UTF-8"})
	case n == 0:
		fields = append(fields, domain.FieldError{Pointer: "/name", Detail: "must not be empty"})
	case n > MaxAccountNameRunes:
		fields = append(fields, domain.FieldError{Pointer: "/name", Detail: fmt.Sprintf("must be at most %d characters (got %d)", MaxAccountNameRunes, n)})
	}
	if credits < 0 {
		fields = append(fields, domain.FieldError{Pointer: "/credits", Detail: "must not be negative"})
	}
	if len(fields) > 0 {
		return OpenedAccount{}, fmt.Errorf("create account: %w", &domain.ValidationError{Fields: fields})
	}
	now := c.clock.Now()
	accountID, err := newID(c.random, prefixAccount)
	if err != nil {
		return OpenedAccount{}, fmt.Errorf("create account: %w", err)
	}
	entryID, err := newID(c.random, prefixEntry)
	if err != nil {
		return OpenedAccount{}, fmt.Errorf("create account: %w", err)
	}
	key, err := drawKey(c.random, accountID, now)
	if err != nil {
		return OpenedAccount{}, fmt.Errorf("create account: %w", err)
	}
	a := domain.Account{ID: accountID, Name: name, CreatedAt: now}
	grant := domain.LedgerEntry{ID: entryID, AccountID: accountID, Kind: domain.EntryGrant, Amount: credits, At: now}
	if err := c.accounts.CreateAccount(ctx, a, grant, key.Key); err != nil {
		return OpenedAccount{}, fmt.Errorf("create account: %w", err)
	}
	return OpenedAccount{Account: a, Key: key, Balance: credits}, nil
}
