package application

import (
	"context"
	"fmt"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// PublishVerdict publishes or unpublishes one of the caller's runs: a
// published slip's page is shown to anyone with its URL.
type PublishVerdict struct {
	runs ports.Runs
}

// NewPublishVerdict returns the use case over the run store.
func NewPublishVerdict(runs ports.Runs) *PublishVerdict { return &PublishVerdict{runs: runs} }

// Do sets the run's published flag and returns the run. A slug that is
// malformed, unknown or another account's wraps domain.ErrNotFound alike;
// publishing a run that is not complete wraps domain.ErrConflict.
func (p *PublishVerdict) Do(ctx context.Context, c Caller, slug string, published bool) (domain.Run, error) {
	if !wellFormedSlug(slug) {
		return domain.Run{}, fmt.Errorf("publish verdict: %w", domain.ErrNotFound)
	}
	r, err := p.runs.SetPublished(ctx, c.AccountID, slug, published)
	if err != nil {
		return domain.Run{}, fmt.Errorf("publish verdict: %w", err)
	}
	return r, nil
}
