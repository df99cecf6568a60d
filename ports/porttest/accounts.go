package porttest

import (
	"testing"
	"time"

	"github.com/verdicthq/verdict/domain"
)

// TestAccounts is the contract of ports.Accounts: the balance is the sum of
// the ledger, always.
func TestAccounts(t *testing.T, newStore NewStore) {
	t.Run("create, grant, balance and ledger", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day().Add(9*time.Hour)
		a := domain.Account{ID: uid("acct_"), Name: "Ada", CreatedAt: at}
		k := newKey(a.ID, at)
		g := domain.LedgerEntry{ID: uid("led_"), AccountID: a.ID, Kind: domain.EntryGrant, Amount: 10, At: at}
		if err := s.CreateAccount(ctx, a, g, k); err != nil {
			t.Fatalf("CreateAccount: %v", err)
		}
		if b := balance(t, s, a.ID); b != 10 {
			t.Fatalf("balance after opening grant %d, want 10", b)
		}
		got, err := s.KeyByHash(ctx, k.Hash)
		if err != nil {
			t.Fatalf("first key: KeyByHash: %v", err)
		}
		if got.ID != k.ID || got.AccountID != a.ID || got.Prefix != k.Prefix || !got.CreatedAt.Equal(at) || !got.Active() {
			t.Errorf("first key %+v, want %+v", got, k)
		}
		if b := grant(t, s, a.ID, 5, at.Add(time.Minute)); b != 15 {
			t.Errorf("Grant returned balance %d, want 15", b)
		}
		l := ledger(t, s, a.ID)
		if len(l) != 2 || l[0].ID != g.ID || l[0].Amount != 10 || l[1].Amount != 5 {
			t.Fatalf("ledger %+v, want the opening grant of 10 then a grant of 5", l)
		}
		if l[0].Kind != domain.EntryGrant || !l[0].At.Equal(at) || l[0].RunID != "" {
			t.Errorf("opening grant stored as %+v", l[0])
		}
		checkLedger(t, s, a.ID)
	})

	t.Run("opening grant of zero writes no entry", func(t *testing.T) {
		t.Parallel()
		s, at := newStore(t), day()
		a, k := newAccount(t, s, 0, at)
		if b := balance(t, s, a.ID); b != 0 {
			t.Errorf("balance %d, want 0", b)
		}
		if l := ledger(t, s, a.ID); len(l) != 0 {
			t.Errorf("ledger %+v, want empty", l)
		}
		ks, err := s.ListKeys(t.Context(), a.ID)
		if err != nil || len(ks) != 1 || ks[0].ID != k.ID {
			t.Errorf("ListKeys = %+v, %v; want the first key", ks, err)
		}
	})

	t.Run("an existing id is a conflict and changes nothing", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day()
		a, _ := newAccount(t, s, 10, at)
		k2 := newKey(a.ID, at)
		g2 := domain.LedgerEntry{ID: uid("led_"), AccountID: a.ID, Kind: domain.EntryGrant, Amount: 20, At: at}
		err := s.CreateAccount(ctx, a, g2, k2)
		wantErr(t, "CreateAccount of an existing id", err, domain.ErrConflict)
		if b := balance(t, s, a.ID); b != 10 {
			t.Errorf("balance %d after a refused create, want 10", b)
		}
		if _, err := s.KeyByHash(ctx, k2.Hash); !errIs(err, domain.ErrNotFound) {
			t.Errorf("the refused create's key: KeyByHash err %v, want ErrNotFound", err)
		}
		checkLedger(t, s, a.ID)
	})

	t.Run("grant refuses non-positive amounts and unknown accounts", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day()
		a, _ := newAccount(t, s, 3, at)
		for _, amount := range []int64{0, -2} {
			_, err := s.Grant(ctx, domain.LedgerEntry{ID: uid("led_"), AccountID: a.ID, Kind: domain.EntryGrant, Amount: amount, At: at})
			wantErr(t, describe("Grant(%d)", amount), err, domain.ErrInvalid)
		}
		unknown := uid("acct_")
		_, err := s.Grant(ctx, domain.LedgerEntry{ID: uid("led_"), AccountID: unknown, Kind: domain.EntryGrant, Amount: 1, At: at})
		wantErr(t, "Grant to an unknown account", err, domain.ErrNotFound)
		_, err = s.Balance(ctx, unknown)
		wantErr(t, "Balance of an unknown account", err, domain.ErrNotFound)
		_, err = s.Ledger(ctx, unknown)
		wantErr(t, "Ledger of an unknown account", err, domain.ErrNotFound)
		if b := balance(t, s, a.ID); b != 3 {
			t.Errorf("balance %d after refused grants, want 3", b)
		}
		checkLedger(t, s, a.ID)
	})

	t.Run("concurrent grants all land, each seeing its own new balance", func(t *testing.T) {
		t.Parallel()
		s, at := newStore(t), day()
		a, _ := newAccount(t, s, 100, at)
		const n = 20
		balances := make([]int64, n)
		errs := concurrently(n, func(i int) error {
			var err error
			balances[i], err = s.Grant(t.Context(), domain.LedgerEntry{ID: uid("led_"), AccountID: a.ID, Kind: domain.EntryGrant, Amount: 1, At: at})
			return err
		})
		if ok, _ := tally(t, errs, nil); ok != n {
			t.Fatalf("%d of %d grants succeeded", ok, n)
		}
		seen := map[int64]bool{}
		for _, b := range balances {
			if b <= 100 || b > 100+n || seen[b] {
				t.Errorf("grants returned balances %v, want each of 101..%d once", balances, 100+n)
				break
			}
			seen[b] = true
		}
		if b := balance(t, s, a.ID); b != 100+n {
			t.Errorf("balance %d, want %d", b, 100+n)
		}
		checkLedger(t, s, a.ID)
	})
}
