package application

import (
	"context"
	"fmt"
	"time"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// CreateKey issues a new API key for an account.
type CreateKey struct {
	keys   ports.Keys
	clock  ports.Clock
	random ports.Random
}

// NewCreateKey returns the use case over the key store.
func NewCreateKey(keys ports.Keys, clock ports.Clock, random ports.Random) *CreateKey {
	return &CreateKey{keys: keys, clock: clock, random: random}
}

// IssuedKey is a freshly issued key: Plaintext is shown to the caller once and
// never stored.
type IssuedKey struct {
	Key       domain.Key
	Plaintext string
}

// Do issues a key. domain.ErrKeyLimitReached when the account already has
// domain.MaxActiveKeys active keys (atomic under concurrent creates);
// domain.ErrNotFound for an unknown account.
func (c *CreateKey) Do(ctx context.Context, accountID string) (IssuedKey, error) {
	nk, err := drawKey(c.random, accountID, c.clock.Now())
	if err != nil {
		return IssuedKey{}, fmt.Errorf("create key: %w", err)
	}
	if err := c.keys.AddKey(ctx, nk.Key, domain.MaxActiveKeys); err != nil {
		return IssuedKey{}, fmt.Errorf("create key: %w", err)
	}
	return nk, nil
}

// drawKey draws a key and its id for the account.
func drawKey(r ports.Random, accountID string, now time.Time) (IssuedKey, error) {
	id, err := newID(r, prefixKey)
	if err != nil {
		return IssuedKey{}, err
	}
	plaintext, hash, prefix, err := domain.NewKeySecret(r)
	if err != nil {
		return IssuedKey{}, err
	}
	return IssuedKey{
		Key: domain.Key{
			ID:        id,
			AccountID: accountID,
			Hash:      hash,
			Prefix:    prefix,
			CreatedAt: now,
		},
		Plaintext: plaintext,
	}, nil
}
