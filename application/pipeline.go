package application

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/domain/slip"
	"github.com/verdicthq/verdict/ports"
)

// Futures is the number of simulated futures per run (SPEC §1).
const Futures = 5000

// Pipeline runs the six stages of SPEC §1 in order and assembles the slip.
// It is safe for concurrent use.
type Pipeline struct {
	reasoner ports.Reasoner
}

// NewPipeline returns a pipeline over the reasoner.
func NewPipeline(r ports.Reasoner) *Pipeline { return &Pipeline{reasoner: r} }

// Outcome is one run's result: the slip and the answered questions, with
// their exact JSON, which is what gets stored and returned.
type Outcome struct {
	Mode          string
	Slip          slip.Slip
	Clarified     []slip.Clarified
	SlipJSON      json.RawMessage
	ClarifiedJSON json.RawMessage
}

// Run validates req and runs every stage. Errors: *domain.ValidationError
// for a bad request; anything else is an engine failure.
func (p *Pipeline) Run(ctx context.Context, req domain.Request) (Outcome, error) {
	if err := req.Validate(); err != nil {
		return Outcome{}, err
	}
	return Outcome{}, errors.New("pipeline: not implemented yet")
}

// Clarify runs the clarify stage alone (the free endpoint) and returns the
// questions with the engine's suggested answers and the resolved mode.
func (p *Pipeline) Clarify(ctx context.Context, req domain.Request) ([]slip.Clarified, string, error) {
	if err := req.Validate(); err != nil {
		return nil, "", err
	}
	return nil, "", errors.New("pipeline: not implemented yet")
}
