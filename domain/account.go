package domain

import "time"

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
