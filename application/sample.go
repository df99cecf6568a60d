package application

import (
	"context"
	"fmt"
	"sync"

	"github.com/verdicthq/verdict/domain"
)

// SampleDecision is the decision of the sample slip the home page shows.
const SampleDecision = "Should I take the Berlin job at 95k or stay in Porto at 52k near my friends?"

// Sample is the slip of SampleDecision, computed once by this instance's
// engine: the same bytes on every replica and after every restart, charged
// to nobody and stored nowhere.
type Sample struct {
	pipeline *Pipeline
	once     sync.Once
	out      Outcome
	err      error
}

// NewSample returns the use case over the pipeline.
func NewSample(p *Pipeline) *Sample { return &Sample{pipeline: p} }

// Do returns the sample's outcome, computing it the first time.
func (s *Sample) Do(ctx context.Context) (Outcome, error) {
	s.once.Do(func() {
		s.out, s.err = s.pipeline.Run(context.WithoutCancel(ctx), domain.Request{Decision: SampleDecision})
	})
	if s.err != nil {
		return Outcome{}, fmt.Errorf("sample: %w", s.err)
	}
	return s.out, nil
}
