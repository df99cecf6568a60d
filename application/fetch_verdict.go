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
	r, err := ownRun(ctx, f.runs, c, slug)
	if err != nil {
		return domain.Run{}, fmt.Errorf("fetch verdict: %w", err)
	}
	return r, nil
}

// ownRun is the caller's run of slug: domain.ErrNotFound alike for a slug
// that is malformed (no store lookup), unknown or another account's.
func ownRun(ctx context.Context, runs ports.Runs, c Caller, slug string) (domain.Run, error) {
	if !wellFormedSlug(slug) {
		return domain.Run{}, domain.ErrNotFound
	}
	return runs.RunBySlug(ctx, c.AccountID, slug)
}

const base62Chars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

func wellFormedSlug(s string) bool {
	return len(s) == domain.SlugLen && wellFormedBase62(s)
}

func wellFormedBase62(s string) bool {
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(base62Chars, s[i]) < 0 {
			return false
		}
	}
	return true
}
