// Package offline is Verdict's built-in reasoner: it reads the decision
// text with rules and lexicons — no network, no model files, standard
// library only — deterministically, in a fraction of a millisecond per
// stage on an ordinary decision and a few milliseconds at the
// 6,000-character limit. Every pass is linear in the text's length:
// patterns are indexed by first word, and the readings kept are bounded
// (options, enumeration items), so no input blows up.
//
// The code map: text.go tokenises and splits (offsets into the caller's
// text, never into a lower-cased copy); lexicon.go holds the criteria,
// polarity words and categories; extract.go reads the caller's options
// and label.go shapes their labels; widen.go infers the mode and adds the
// engine's options; criteria.go ranks criteria; cues.go and numbers.go
// read one clause; assess.go attributes clauses to options and compares
// numbers; clarify.go and narrate.go write the questions and the advice.
package offline

import (
	"context"
	"fmt"

	"github.com/verdicthq/verdict/ports"
)

// Version is the offline engine's behaviour version. It feeds the run seed:
// bump it whenever any output for some input changes.
const Version = "1.2.0"

// Name is the engine name on the slip.
const Name = "verdict-offline"

// Reasoner implements ports.Reasoner with rules. The zero value is ready;
// it holds no state and is safe for concurrent use.
type Reasoner struct{}

var _ ports.Reasoner = (*Reasoner)(nil)

// New returns the offline reasoner.
func New() *Reasoner { return &Reasoner{} }

// Engine names the reasoner for the slip.
func (*Reasoner) Engine() ports.EngineInfo { return ports.EngineInfo{Name: Name, Version: Version} }

// Clarify infers the mode and asks at most five questions, each with the
// engine's own answer read from the text.
func (*Reasoner) Clarify(ctx context.Context, in ports.ClarifyInput) (ports.Clarification, error) {
	if err := ctx.Err(); err != nil {
		return ports.Clarification{}, fmt.Errorf("offline clarify: %w", err)
	}
	return clarify(in), nil
}

// Widen extracts the caller's options and adds the engine's.
func (*Reasoner) Widen(ctx context.Context, in ports.WidenInput) ([]ports.OptionDraft, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("offline widen: %w", err)
	}
	return widen(in), nil
}

// Criteria derives the criteria and their ordinal importance.
func (*Reasoner) Criteria(ctx context.Context, in ports.CriteriaInput) ([]ports.CriterionDraft, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("offline criteria: %w", err)
	}
	return readCriteria(parse(in.Decision), in.Answers, in.Options), nil
}

// Assess reads the evidence for every option on every criterion.
func (*Reasoner) Assess(ctx context.Context, in ports.AssessInput) ([]ports.CellAssessment, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("offline assess: %w", err)
	}
	return assess(in), nil
}

// Narrate writes the pre-mortem, assumptions, checks, kill criteria and
// exit plan around the domain's numbers.
func (*Reasoner) Narrate(ctx context.Context, in ports.NarrateInput) (ports.Narrative, error) {
	if err := ctx.Err(); err != nil {
		return ports.Narrative{}, fmt.Errorf("offline narrate: %w", err)
	}
	return narrate(in), nil
}
