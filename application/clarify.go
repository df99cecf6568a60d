package application

import (
	"context"
	"fmt"
	"time"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/domain/slip"
	"github.com/verdicthq/verdict/ports"
)

// Clarify runs the clarify stage alone: free, rate-limited per key.
type Clarify struct {
	limiter  ports.Limiter
	pipeline *Pipeline
	clock    ports.Clock
	cfg      Config
}

// NewClarify returns the use case. Zero cfg fields take their defaults.
func NewClarify(limiter ports.Limiter, p *Pipeline, clock ports.Clock, cfg Config) *Clarify {
	return &Clarify{limiter: limiter, pipeline: p, clock: clock, cfg: cfg.withDefaults()}
}

// Clarification is the clarify stage's answer: the questions with the
// engine's suggested answers (and the caller's, where given), the resolved
// mode, and the caller's clarify rate limit.
type Clarification struct {
	Clarified []slip.Clarified
	Mode      string
	Rate      RateStatus
}

// clarifyBucket names the limiter bucket of a key's clarify calls.
func clarifyBucket(keyID string) string { return "clarify:" + keyID }

// Do validates req (a *domain.ValidationError listing every broken field),
// takes one clarify call from the key's hourly allowance
// (*domain.LimitError of kind ErrRateLimited when none is left; nothing
// counted), then runs the clarify stage. No credit is spent.
func (c *Clarify) Do(ctx context.Context, caller Caller, req domain.Request) (Clarification, error) {
	if err := req.Validate(); err != nil {
		return Clarification{}, fmt.Errorf("clarify: %w", err)
	}
	limit := c.cfg.ClarifyPerHour
	remaining, reset, err := c.limiter.Take(ctx, clarifyBucket(caller.KeyID), limit, time.Hour, c.clock.Now())
	if err != nil {
		return Clarification{}, fmt.Errorf("clarify: rate limit: %w", withLimit(err, limit))
	}
	rate := RateStatus{Limit: limit, Remaining: remaining, Reset: reset}
	clarified, mode, err := c.pipeline.Clarify(ctx, req)
	if err != nil {
		return Clarification{}, fmt.Errorf("clarify: %w", err)
	}
	return Clarification{Clarified: clarified, Mode: mode, Rate: rate}, nil
}
