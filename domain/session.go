package domain

import (
	"fmt"
	"io"
	"time"
)

// SessionTTL is how long a web sign-in lasts (SPEC §5: 12 hours).
const SessionTTL = 12 * time.Hour

// Session is a browser signed in to the web interface by pasting an API
// key. The cookie carries a random secret; the store keeps only its
// SHA-256, so a copy of the store signs nobody in.
type Session struct {
	Hash      string // hex SHA-256 of the cookie's secret
	AccountID string
	KeyID     string // the key that signed in: revoking it ends the session
	CreatedAt time.Time
	ExpiresAt time.Time
}

// sessionRandomLen base62 characters carry 32·log2(62) ≈ 190 random bits.
const sessionRandomLen = 32

// SessionPrefix starts every session secret, so a leaked one is
// recognisable as such (and never mistaken for an API key).
const SessionPrefix = "vs_"

// NewSessionSecret draws a session secret from r (crypto/rand in
// production) and returns it, for the cookie, and its hash, for the store.
func NewSessionSecret(r io.Reader) (secret, hash string, err error) {
	body, err := RandomBase62(r, sessionRandomLen)
	if err != nil {
		return "", "", fmt.Errorf("new session: %w", err)
	}
	secret = SessionPrefix + body
	return secret, HashKey(secret), nil
}
