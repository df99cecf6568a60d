package application

import (
	"context"
	"fmt"
	"strings"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// FetchVerdict returns one of the caller's runs by slug.
type FetchVerdict struct {
	runs ports.Runs
}

// NewFetchVerdict returns the use case over the run store.
func NewFetchVerdict(runs ports.Runs) *FetchVerdict { return &FetchVerdict{runs: runs} }

// Do returns the caller's run. A slug that is malformed, unknown or belongs
// to another account wraps domain.ErrNotFound alike, so existence does not
// leak; a malformed slug costs no store lookup.
func (f *FetchVerdict) Do(ctx context.Context, c Caller, slug string) (domain.Run, error) {
	if !wellFormedSlug(slug) {
		return domain.Run{}, fmt.Errorf("fetch verdict: %w", domain.ErrNotFound)
	}
	r, err := f.runs.RunBySlug(ctx, c.AccountID, slug)
	if err != nil {
		return domain.Run{}, fmt.Errorf("fetch verdict: %w", err)
	}
	return r, nil
}

const base62Chars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

func wellFormedSlug(s string) bool {
	if len(s) != domain.SlugLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(base62Chars, s[i]) < 0 {
			return false
		}
	}
	return true
}
