package application

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// touchEvery is how stale a key's last use may get before it is recorded.
const touchEvery = time.Minute

// Authenticate turns a bearer key into a Caller.
type Authenticate struct {
	keys  ports.Keys
	clock ports.Clock
}

// NewAuthenticate returns the use case over the key store.
func NewAuthenticate(keys ports.Keys, clock ports.Clock) *Authenticate {
	return &Authenticate{keys: keys, clock: clock}
}

// Do checks the key's format and checksum first, so a typo costs no store
// lookup, then finds it by hash. bearer is the key itself; a leading
// "Bearer " scheme (any case) is tolerated. A missing, malformed, unknown or
// revoked key wraps domain.ErrUnauthorized; a store failure is returned as
// is. The key's last use is recorded on a best-effort basis, to the minute.
func (a *Authenticate) Do(ctx context.Context, bearer string) (Caller, error) {
	token := strings.TrimSpace(bearer)
	if len(token) > len("bearer ") && strings.EqualFold(token[:len("bearer ")], "bearer ") {
		token = strings.TrimSpace(token[len("bearer "):])
	}
	if token == "" {
		return Caller{}, fmt.Errorf("authenticate: %w: missing key", domain.ErrUnauthorized)
	}
	if err := domain.CheckKeyFormat(token); err != nil {
		return Caller{}, fmt.Errorf("authenticate: %w", err)
	}
	k, err := a.keys.KeyByHash(ctx, domain.HashKey(token))
	switch {
	case errors.Is(err, domain.ErrNotFound):
		return Caller{}, fmt.Errorf("authenticate: %w: unknown key", domain.ErrUnauthorized)
	case err != nil:
		return Caller{}, fmt.Errorf("authenticate: find key: %w", err)
	case !k.Active():
		return Caller{}, fmt.Errorf("authenticate: %w: revoked key", domain.ErrUnauthorized)
	}
	// Best effort, and at most once a minute per key so a busy key does
	// not write on every request: last_used_at is accurate to the minute.
	if now := a.clock.Now(); k.LastUsedAt == nil || now.Sub(*k.LastUsedAt) >= touchEvery {
		_ = a.keys.TouchKey(ctx, k.ID, now)
	}
	return Caller{AccountID: k.AccountID, KeyID: k.ID}, nil
}
