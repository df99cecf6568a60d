package application

import (
	"context"
	"fmt"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// SignOut ends a web session.
type SignOut struct {
	sessions ports.Sessions
}

// NewSignOut returns the use case over the session store.
func NewSignOut(sessions ports.Sessions) *SignOut { return &SignOut{sessions: sessions} }

// Do forgets the session of secret; a secret that is not a session's is
// nothing to forget.
func (s *SignOut) Do(ctx context.Context, secret string) error {
	if !wellFormedSession(secret) {
		return nil
	}
	if err := s.sessions.EndSession(ctx, domain.HashKey(secret)); err != nil {
		return fmt.Errorf("sign out: %w", err)
	}
	return nil
}
