package domain_test

import (
	"errors"
	"testing"

	"github.com/verdicthq/verdict/domain"
)

func TestCheckOpening(t *testing.T) {
	t.Parallel()
	acct := domain.Account{ID: "acct_1", Name: "Ada"}
	key := domain.Key{ID: "key_1", AccountID: "acct_1", Hash: "h"}
	grant := domain.LedgerEntry{ID: "led_1", AccountID: "acct_1", Kind: domain.EntryGrant, Amount: 50}
	with := func(f func(*domain.LedgerEntry)) domain.LedgerEntry { g := grant; f(&g); return g }
	for _, tc := range []struct {
		name    string
		acct    domain.Account
		grant   domain.LedgerEntry
		key     domain.Key
		wantErr string // "" when the opening is acceptable
	}{
		{"an account with a grant and a key of its own", acct, grant, key, ""},
		{"no opening grant: the entry is ignored", acct, domain.LedgerEntry{}, key, ""},
		{"an account without id", domain.Account{Name: "Ada"}, grant, key, "invalid request: empty id"},
		{"a negative grant", acct, with(func(g *domain.LedgerEntry) { g.Amount = -1 }), key, "invalid request: negative grant"},
		{"a grant without id", acct, with(func(g *domain.LedgerEntry) { g.ID = "" }), key, "invalid request: ledger entry without id"},
		{"a grant to another account", acct, with(func(g *domain.LedgerEntry) { g.AccountID = "acct_2" }), key,
			"invalid request: entry or key of another account"},
		{"a key of another account", acct, grant, domain.Key{ID: "key_1", AccountID: "acct_2"},
			"invalid request: entry or key of another account"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := domain.CheckOpening(tc.acct, tc.grant, tc.key)
			checkInvalid(t, err, tc.wantErr)
		})
	}
}

func TestCheckGrant(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		entry   domain.LedgerEntry
		wantErr string
	}{
		{"a positive grant", domain.LedgerEntry{ID: "led_1", AccountID: "a", Kind: domain.EntryGrant, Amount: 1}, ""},
		{"zero credits", domain.LedgerEntry{ID: "led_1", Kind: domain.EntryGrant}, "invalid request: amount must be positive"},
		{"taking credits away", domain.LedgerEntry{ID: "led_1", Kind: domain.EntryGrant, Amount: -5}, "invalid request: amount must be positive"},
		{"no id", domain.LedgerEntry{Kind: domain.EntryGrant, Amount: 5}, "invalid request: entry without id"},
		{"a refund is not a grant", domain.LedgerEntry{ID: "led_1", Kind: domain.EntryRefund, Amount: 1}, `invalid request: kind "refund" is not a grant`},
	} {
		t.Run(tc.name, func(t *testing.T) { checkInvalid(t, domain.CheckGrant(tc.entry), tc.wantErr) })
	}
}

func checkInvalid(t *testing.T, err error, want string) {
	t.Helper()
	if want == "" {
		if err != nil {
			t.Fatalf("err %v, want nil", err)
		}
		return
	}
	if err == nil || err.Error() != want || !errors.Is(err, domain.ErrInvalid) {
		t.Fatalf("err %v, want %q matching ErrInvalid", err, want)
	}
}

// The ledger's arithmetic: grants and refunds add, spends take RunCost.
func TestLedgerEntryKindsAndRunCost(t *testing.T) {
	t.Parallel()
	if domain.RunCost != 1 {
		t.Errorf("RunCost %d, want 1 (SPEC: a run costs one credit)", domain.RunCost)
	}
	for kind, wire := range map[domain.EntryKind]string{domain.EntryGrant: "grant", domain.EntrySpend: "spend", domain.EntryRefund: "refund"} {
		if string(kind) != wire {
			t.Errorf("kind %q, stored as %q", kind, wire)
		}
	}
}
