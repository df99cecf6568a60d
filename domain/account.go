package domain

import (
	"fmt"
	"time"
)

// Account owns keys, credits and runs.
type Account struct {
	ID        string
	Name      string
	CreatedAt time.Time
}

// EntryKind classifies a ledger entry.
type EntryKind string

// Ledger entry kinds. A run has at most one spend and at most one refund.
const (
	EntryGrant  EntryKind = "grant"
	EntrySpend  EntryKind = "spend"
	EntryRefund EntryKind = "refund"
)

// LedgerEntry is one append-only movement of credits. The balance of an
// account is the sum of its entries' Amount, always: grants and refunds are
// positive, spends negative.
type LedgerEntry struct {
	ID        string
	AccountID string
	RunID     string // empty for grants
	Kind      EntryKind
	Amount    int64
	At        time.Time
}

// RunCost is what one run spends.
const RunCost = 1

// CheckOpening checks what every store requires of an account opening
// (ports.Accounts.CreateAccount): an account id, an opening grant that is
// not negative (0: no grant) and has an id when it is not 0, and a grant
// and first key that belong to the account. It matches ErrInvalid;
// whether the ids are already taken is the store's to say.
func CheckOpening(a Account, grant LedgerEntry, first Key) error {
	switch {
	case a.ID == "":
		return fmt.Errorf("%w: empty id", ErrInvalid)
	case grant.Amount < 0:
		return fmt.Errorf("%w: negative grant", ErrInvalid)
	case grant.Amount > 0 && grant.ID == "":
		return fmt.Errorf("%w: ledger entry without id", ErrInvalid)
	case first.AccountID != a.ID || (grant.Amount > 0 && grant.AccountID != a.ID):
		return fmt.Errorf("%w: entry or key of another account", ErrInvalid)
	}
	return nil
}

// CheckGrant checks a grant entry (ports.Accounts.Grant): a positive
// amount, an id, and the grant kind. It matches ErrInvalid.
func CheckGrant(e LedgerEntry) error {
	switch {
	case e.Amount <= 0:
		return fmt.Errorf("%w: amount must be positive", ErrInvalid)
	case e.ID == "":
		return fmt.Errorf("%w: entry without id", ErrInvalid)
	case e.Kind != EntryGrant:
		return fmt.Errorf("%w: kind %q is not a grant", ErrInvalid, e.Kind)
	}
	return nil
}
