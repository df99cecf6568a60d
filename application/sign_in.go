package application

import (
	"context"
	"fmt"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// SignIn opens a web session with an API key (SPEC §5).
type SignIn struct {
	auth     *Authenticate
	sessions ports.Sessions
	clock    ports.Clock
	random   ports.Random
}

// NewSignIn returns the use case: auth checks the key, the session is
// stored in sessions.
func NewSignIn(auth *Authenticate, sessions ports.Sessions, clock ports.Clock, random ports.Random) *SignIn {
	return &SignIn{auth: auth, sessions: sessions, clock: clock, random: random}
}

// OpenedSession is a new session: Secret goes in the cookie, once; the
// store has only its hash.
type OpenedSession struct {
	Secret  string
	Session domain.Session
	Caller  Caller
}

// Do checks key as the API does (domain.ErrUnauthorized for a missing,
// malformed, unknown or revoked key) and opens a session of
// domain.SessionTTL for its account, tied to that key: the web counts
// runs against it, and revoking it ends the session.
func (s *SignIn) Do(ctx context.Context, key string) (OpenedSession, error) {
	c, err := s.auth.Do(ctx, key)
	if err != nil {
		return OpenedSession{}, fmt.Errorf("sign in: %w", err)
	}
	secret, hash, err := domain.NewSessionSecret(s.random)
	if err != nil {
		return OpenedSession{}, fmt.Errorf("sign in: %w", err)
	}
	now := s.clock.Now()
	se := domain.Session{Hash: hash, AccountID: c.AccountID, KeyID: c.KeyID, CreatedAt: now, ExpiresAt: now.Add(domain.SessionTTL)}
	if err := s.sessions.CreateSession(ctx, se); err != nil {
		return OpenedSession{}, fmt.Errorf("sign in: %w", err)
	}
	return OpenedSession{Secret: secret, Session: se, Caller: c}, nil
}
