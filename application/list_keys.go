package application

import (
	"context"
	"fmt"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// ListKeys lists an account's active keys.
type ListKeys struct {
	keys ports.Keys
}

// NewListKeys returns the use case over the key store.
func NewListKeys(keys ports.Keys) *ListKeys { return &ListKeys{keys: keys} }

// Do returns the account's active keys, oldest first. Keys carry only their
// hash and display prefix, never the plaintext.
func (l *ListKeys) Do(ctx context.Context, accountID string) ([]domain.Key, error) {
	ks, err := l.keys.ListKeys(ctx, accountID)
	if err != nil {
		return nil, fmt.Errorf("list keys: %w", err)
	}
	return ks, nil
}
