package porttest

import (
	"testing"
	"time"

	"github.com/verdicthq/verdict/domain"
)

// TestSessions is the contract of ports.Sessions: a session is found while
// it has not expired and its key is active, and not after it is ended.
func TestSessions(t *testing.T, newStore NewStore) {
	newSession := func(k domain.Key, at time.Time) domain.Session {
		return domain.Session{Hash: domain.HashKey(uid("vs_")), AccountID: k.AccountID, KeyID: k.ID, CreatedAt: at, ExpiresAt: at.Add(domain.SessionTTL)}
	}

	t.Run("found until it expires", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day().Add(10*time.Hour)
		_, k := newAccount(t, s, 1, at)
		se := newSession(k, at)
		if err := s.CreateSession(ctx, se); err != nil {
			t.Fatalf("CreateSession: %v", err)
		}
		got, err := s.Session(ctx, se.Hash, at.Add(time.Hour))
		if err != nil || got.AccountID != se.AccountID || got.KeyID != se.KeyID || !got.CreatedAt.Equal(at) || !got.ExpiresAt.Equal(se.ExpiresAt) {
			t.Fatalf("Session = %+v, %v; want %+v", got, err, se)
		}
		_, err = s.Session(ctx, se.Hash, se.ExpiresAt)
		wantErr(t, "Session at its expiry", err, domain.ErrNotFound)
		_, err = s.Session(ctx, domain.HashKey(uid("vs_")), at)
		wantErr(t, "Session of an unknown hash", err, domain.ErrNotFound)
		err = s.CreateSession(ctx, se)
		wantErr(t, "CreateSession with a hash that exists", err, domain.ErrConflict)
	})

	t.Run("ended by signing out and by revoking its key", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day().Add(10*time.Hour)
		_, k := newAccount(t, s, 1, at)
		other := newKey(k.AccountID, at)
		if err := s.AddKey(ctx, other, domain.MaxActiveKeys); err != nil {
			t.Fatal(err)
		}
		out, revoked, kept := newSession(k, at), newSession(other, at), newSession(k, at)
		for _, se := range []domain.Session{out, revoked, kept} {
			if err := s.CreateSession(ctx, se); err != nil {
				t.Fatalf("CreateSession: %v", err)
			}
		}
		if err := s.EndSession(ctx, out.Hash); err != nil {
			t.Fatalf("EndSession: %v", err)
		}
		if err := s.EndSession(ctx, out.Hash); err != nil {
			t.Errorf("EndSession of an ended session: %v, want nil", err)
		}
		_, err := s.Session(ctx, out.Hash, at)
		wantErr(t, "Session after EndSession", err, domain.ErrNotFound)
		if err := s.RevokeKey(ctx, other.AccountID, other.ID, at.Add(time.Minute)); err != nil {
			t.Fatal(err)
		}
		_, err = s.Session(ctx, revoked.Hash, at.Add(2*time.Minute))
		wantErr(t, "Session of a revoked key", err, domain.ErrNotFound)
		if _, err := s.Session(ctx, kept.Hash, at.Add(2*time.Minute)); err != nil {
			t.Errorf("a session of the key still active: %v", err)
		}
	})

	t.Run("refused for a key of another account or an unknown key", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day().Add(10*time.Hour)
		a, _ := newAccount(t, s, 1, at)
		_, kb := newAccount(t, s, 1, at)
		se := newSession(kb, at)
		se.AccountID = a.ID
		wantErr(t, "CreateSession with another account's key", s.CreateSession(ctx, se), domain.ErrInvalid)
		_, err := s.Session(ctx, se.Hash, at)
		wantErr(t, "Session refused at creation", err, domain.ErrNotFound)
		se = newSession(newKey(a.ID, at), at)
		wantErr(t, "CreateSession with an unknown key", s.CreateSession(ctx, se), domain.ErrNotFound)
		se = newSession(kb, at)
		se.Hash = ""
		wantErr(t, "CreateSession without a hash", s.CreateSession(ctx, se), domain.ErrInvalid)
	})

	t.Run("the sweeper forgets expired sessions", func(t *testing.T) {
		t.Parallel()
		// Before year 1000, so this sweep fails no other test's runs.
		s, ctx, at := newStore(t), t.Context(), randomDay(500, 999).Add(10*time.Hour)
		_, k := newAccount(t, s, 1, at)
		old, fresh := newSession(k, at), newSession(k, at.Add(time.Hour))
		for _, se := range []domain.Session{old, fresh} {
			if err := s.CreateSession(ctx, se); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := s.SweepExpired(ctx, old.ExpiresAt.Add(time.Minute), "swept"); err != nil {
			t.Fatal(err)
		}
		// Asked as of a time both were valid: only a forgotten one is gone.
		_, err := s.Session(ctx, old.Hash, at.Add(time.Hour))
		wantErr(t, "an expired session after a sweep", err, domain.ErrNotFound)
		if _, err := s.Session(ctx, fresh.Hash, at.Add(time.Hour)); err != nil {
			t.Errorf("a session not expired at the sweep was forgotten: %v", err)
		}
	})
}
