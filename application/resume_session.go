package application

import (
	"context"
	"errors"
	"fmt"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// ResumeSession turns a session cookie's secret back into its Caller.
type ResumeSession struct {
	sessions ports.Sessions
	clock    ports.Clock
}

// NewResumeSession returns the use case over the session store.
func NewResumeSession(sessions ports.Sessions, clock ports.Clock) *ResumeSession {
	return &ResumeSession{sessions: sessions, clock: clock}
}

// Do returns the caller of the session. A secret that is missing or not
// shaped like one costs no lookup; it, an unknown or expired session and
// one whose key was revoked all wrap domain.ErrUnauthorized.
func (r *ResumeSession) Do(ctx context.Context, secret string) (Caller, error) {
	if !wellFormedSession(secret) {
		return Caller{}, fmt.Errorf("resume session: %w: no session", domain.ErrUnauthorized)
	}
	se, err := r.sessions.Session(ctx, domain.HashKey(secret), r.clock.Now())
	switch {
	case errors.Is(err, domain.ErrNotFound):
		return Caller{}, fmt.Errorf("resume session: %w: session ended", domain.ErrUnauthorized)
	case err != nil:
		return Caller{}, fmt.Errorf("resume session: %w", err)
	}
	return Caller{AccountID: se.AccountID, KeyID: se.KeyID}, nil
}

// wellFormedSession reports whether s is shaped like a session secret:
// the prefix and 32 base62 characters.
func wellFormedSession(s string) bool {
	const n = len(domain.SessionPrefix) + 32
	if len(s) != n || s[:len(domain.SessionPrefix)] != domain.SessionPrefix {
		return false
	}
	return wellFormedBase62(s[len(domain.SessionPrefix):])
}
