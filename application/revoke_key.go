package application

import (
	"context"
	"fmt"

	"github.com/verdicthq/verdict/ports"
)

// RevokeKey revokes one of an account's keys, at once.
type RevokeKey struct {
	keys  ports.Keys
	clock ports.Clock
}

// NewRevokeKey returns the use case over the key store.
func NewRevokeKey(keys ports.Keys, clock ports.Clock) *RevokeKey {
	return &RevokeKey{keys: keys, clock: clock}
}

// Do revokes the key; the next request with it is unauthorized.
// domain.ErrNotFound if the key does not exist, belongs to another account
// or is already revoked. A caller may revoke the key it authenticated with.
func (r *RevokeKey) Do(ctx context.Context, accountID, keyID string) error {
	if err := r.keys.RevokeKey(ctx, accountID, keyID, r.clock.Now()); err != nil {
		return fmt.Errorf("revoke key: %w", err)
	}
	return nil
}
