package porttest

import (
	"slices"
	"testing"
	"time"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// TestKeys is the contract of ports.Keys: at most max active keys per
// account under concurrent adds; revoked keys stay findable by hash (so
// they answer 401, not "unknown") but are not listed.
func TestKeys(t *testing.T, newStore NewStore) {
	t.Run("at most max active keys, also under concurrent adds", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day()
		a, _ := newAccount(t, s, 0, at)
		var keys []domain.Key
		for i := range domain.MaxActiveKeys - 2 {
			k := newKey(a.ID, at.Add(time.Duration(i+1)*time.Minute))
			if err := s.AddKey(ctx, k, domain.MaxActiveKeys); err != nil {
				t.Fatalf("AddKey %d: %v", i+2, err)
			}
			keys = append(keys, k)
		}
		// One free place left; twenty callers race for it.
		const n = 20
		errs := concurrently(n, func(int) error {
			return s.AddKey(t.Context(), newKey(a.ID, at.Add(time.Hour)), domain.MaxActiveKeys)
		})
		if ok, refused := tally(t, errs, domain.ErrKeyLimitReached); ok != 1 || refused != n-1 {
			t.Fatalf("concurrent AddKey: %d added, %d refused; want 1 and %d", ok, refused, n-1)
		}
		if ks := listKeys(t, s, a.ID); len(ks) != domain.MaxActiveKeys {
			t.Fatalf("%d active keys listed, want %d", len(ks), domain.MaxActiveKeys)
		}
		err := s.AddKey(ctx, newKey(a.ID, at.Add(2*time.Hour)), domain.MaxActiveKeys)
		wantErr(t, "AddKey over the limit", err, domain.ErrKeyLimitReached)

		if err := s.RevokeKey(ctx, a.ID, keys[0].ID, at.Add(3*time.Hour)); err != nil {
			t.Fatalf("RevokeKey: %v", err)
		}
		if err := s.AddKey(ctx, newKey(a.ID, at.Add(4*time.Hour)), domain.MaxActiveKeys); err != nil {
			t.Fatalf("AddKey after a revoke: %v", err)
		}
		err = s.AddKey(ctx, newKey(a.ID, at.Add(5*time.Hour)), domain.MaxActiveKeys)
		wantErr(t, "AddKey over the limit again", err, domain.ErrKeyLimitReached)
		if ks := listKeys(t, s, a.ID); len(ks) != domain.MaxActiveKeys {
			t.Errorf("%d active keys listed, want %d", len(ks), domain.MaxActiveKeys)
		}
	})

	t.Run("a revoked key is found by hash but not listed", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day()
		a, first := newAccount(t, s, 0, at)
		k := newKey(a.ID, at.Add(time.Minute))
		if err := s.AddKey(ctx, k, domain.MaxActiveKeys); err != nil {
			t.Fatalf("AddKey: %v", err)
		}
		revokedAt := at.Add(time.Hour)
		if err := s.RevokeKey(ctx, a.ID, k.ID, revokedAt); err != nil {
			t.Fatalf("RevokeKey: %v", err)
		}
		got, err := s.KeyByHash(ctx, k.Hash)
		if err != nil {
			t.Fatalf("KeyByHash of a revoked key: %v", err)
		}
		if got.Active() || !got.RevokedAt.Equal(revokedAt) || got.ID != k.ID {
			t.Errorf("revoked key %+v, want RevokedAt %s", got, revokedAt)
		}
		if ks := listKeys(t, s, a.ID); len(ks) != 1 || ks[0].ID != first.ID {
			t.Errorf("listed %v, want only the first key", keyIDs(ks))
		}
		err = s.RevokeKey(ctx, a.ID, k.ID, revokedAt.Add(time.Minute))
		wantErr(t, "RevokeKey of a revoked key", err, domain.ErrNotFound)
		if got, _ := s.KeyByHash(ctx, k.Hash); got.RevokedAt == nil || !got.RevokedAt.Equal(revokedAt) {
			t.Errorf("a second revoke moved RevokedAt to %v", got.RevokedAt)
		}
	})

	t.Run("revoke is scoped to the account", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day()
		a, ka := newAccount(t, s, 0, at)
		b, _ := newAccount(t, s, 0, at)
		err := s.RevokeKey(ctx, b.ID, ka.ID, at)
		wantErr(t, "RevokeKey of another account's key", err, domain.ErrNotFound)
		err = s.RevokeKey(ctx, a.ID, uid("key_"), at)
		wantErr(t, "RevokeKey of an unknown key", err, domain.ErrNotFound)
		if got, err := s.KeyByHash(ctx, ka.Hash); err != nil || !got.Active() {
			t.Errorf("the key after another account tried to revoke it: %+v, %v; want active", got, err)
		}
	})

	t.Run("unknown account or hash", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day()
		err := s.AddKey(ctx, newKey(uid("acct_"), at), domain.MaxActiveKeys)
		wantErr(t, "AddKey for an unknown account", err, domain.ErrNotFound)
		_, err = s.KeyByHash(ctx, domain.HashKey(uid("nobody_")))
		wantErr(t, "KeyByHash of an unknown hash", err, domain.ErrNotFound)
	})

	t.Run("list is oldest first, ties by id", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day()
		a, first := newAccount(t, s, 0, at)
		base := uid("key_")
		mk := func(suffix string, offset time.Duration) domain.Key {
			k := newKey(a.ID, at.Add(offset))
			k.ID = base + suffix
			return k
		}
		// Added out of order.
		for _, k := range []domain.Key{mk("-c", 2*time.Minute), mk("-e", 3*time.Minute), mk("-b", time.Minute), mk("-d", 3*time.Minute)} {
			if err := s.AddKey(ctx, k, domain.MaxActiveKeys); err != nil {
				t.Fatalf("AddKey %s: %v", k.ID, err)
			}
		}
		want := []string{first.ID, base + "-b", base + "-c", base + "-d", base + "-e"}
		if got := keyIDs(listKeys(t, s, a.ID)); !slices.Equal(got, want) {
			t.Errorf("ListKeys order %v, want %v", got, want)
		}
	})

	t.Run("touch records the last use", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day()
		_, k := newAccount(t, s, 0, at)
		used := at.Add(90 * time.Second)
		if err := s.TouchKey(ctx, k.ID, used); err != nil {
			t.Fatalf("TouchKey: %v", err)
		}
		got, err := s.KeyByHash(ctx, k.Hash)
		if err != nil {
			t.Fatal(err)
		}
		if got.LastUsedAt == nil || !got.LastUsedAt.Equal(used) {
			t.Fatalf("LastUsedAt %v, want %s", got.LastUsedAt, used)
		}
		// What the caller does with the returned key does not reach the store.
		*got.LastUsedAt = at.Add(-time.Hour)
		again, _ := s.KeyByHash(ctx, k.Hash)
		if !again.LastUsedAt.Equal(used) {
			t.Errorf("changing a returned key changed the stored one: %s", again.LastUsedAt)
		}
	})
}

func listKeys(t *testing.T, s ports.Store, accountID string) []domain.Key {
	t.Helper()
	ks, err := s.ListKeys(t.Context(), accountID)
	if err != nil {
		t.Fatalf("ListKeys: %v", err)
	}
	for _, k := range ks {
		if !k.Active() || k.AccountID != accountID {
			t.Errorf("ListKeys listed %+v", k)
		}
	}
	return ks
}

func keyIDs(ks []domain.Key) []string {
	ids := make([]string, len(ks))
	for i, k := range ks {
		ids[i] = k.ID
	}
	return ids
}
