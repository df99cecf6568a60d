package application

import (
	"context"
	"fmt"

	"github.com/verdicthq/verdict/ports"
)

// SweepReason is the error recorded on a run failed by the sweeper.
const SweepReason = "the run did not finish before its deadline"

// SweepRuns fails and refunds runs left running past their deadline (by a
// crash, or a replica that went away).
type SweepRuns struct {
	runs  ports.Runs
	clock ports.Clock
}

// NewSweepRuns returns the use case over the run store.
func NewSweepRuns(runs ports.Runs, clock ports.Clock) *SweepRuns {
	return &SweepRuns{runs: runs, clock: clock}
}

// Do fails and refunds, once each, every run still running past its
// deadline, and returns how many. Safe to run on every replica at once.
// Schedule it periodically (e.g. every 30 seconds).
func (s *SweepRuns) Do(ctx context.Context) (int, error) {
	n, err := s.runs.SweepExpired(ctx, s.clock.Now(), SweepReason)
	if err != nil {
		return n, fmt.Errorf("sweep runs: %w", err)
	}
	return n, nil
}
