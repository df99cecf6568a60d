package application

import (
	"context"
	"errors"
	"fmt"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// ViewSlip finds the run behind a slip page (SPEC §5): shown to its owner,
// and to anyone once published.
type ViewSlip struct {
	runs ports.Runs
}

// NewViewSlip returns the use case over the run store.
func NewViewSlip(runs ports.Runs) *ViewSlip { return &ViewSlip{runs: runs} }

// Do returns the run of slug and whether viewer owns it. viewer is nil for
// an anonymous visitor. The owner sees the run in any state; anyone else
// only a published, complete run. Otherwise domain.ErrNotFound, alike for
// a slug that is malformed, unknown or private, so existence does not
// leak.
func (v *ViewSlip) Do(ctx context.Context, viewer *Caller, slug string) (run domain.Run, owner bool, err error) {
	if !wellFormedSlug(slug) {
		return domain.Run{}, false, fmt.Errorf("view slip: %w", domain.ErrNotFound)
	}
	if viewer != nil {
		r, err := v.runs.RunBySlug(ctx, viewer.AccountID, slug)
		if err == nil {
			return r, true, nil
		}
		if !errors.Is(err, domain.ErrNotFound) {
			return domain.Run{}, false, fmt.Errorf("view slip: %w", err)
		}
	}
	r, err := v.runs.PublishedRun(ctx, slug)
	if err != nil {
		return domain.Run{}, false, fmt.Errorf("view slip: %w", err)
	}
	return r, false, nil
}
