// Package offline is Verdict's built-in reasoner: it reads the decision
// text with structure, rules and data tables — no network, no model files,
// standard library only — deterministically, in about a millisecond per
// stage. Casing is a hint at most: a text typed in lower case is read by
// the same structures, and only the last resort for options (the
// capitalised names a text keeps coming back to) needs capitals.
//
// How it reads, in order (ENGINE.md "Reading the text", "Facts before
// words"):
//
//   - segment.go finds the decision inside a pasted text: greetings,
//     sign-offs, email headers, chat speakers and timestamps, edit markers
//     and headings are set apart; list items and table rows keep their
//     structure. lang.go tells the language (number formats differ).
//   - amount.go reads every stated quantity with its unit, normalised
//     (data/units.tsv, data/money.tsv).
//   - options*.go generate option candidates from every structure people
//     use (tables, lists, "Name: figures" lines, "X or Y", yes/no
//     questions, decisions already made, subjects of statements with
//     figures, proposals in a thread), score each group and keep the best
//     consistent set behind a label gate; mode.go reads the mode from it
//     (GRILL by rule, COMPARE against DECIDE by a hand rule where it is
//     sure and elsewhere by learned weights: data/mode_weights.tsv).
//   - facts.go builds the facts table (option, attribute, value, unit,
//     direction) with directions from data/attributes.tsv; constraint.go
//     reads hard limits and the options that break them.
//   - criteria.go and assess.go turn attributes stated for two or more
//     options into criteria scored by value functions, add the lexicon
//     criteria the words give evidence on (emphasis.go, evidence.go,
//     cues.go, lexicon.go), and score the engine's options from their
//     parents (engineopts.go, data/engine_options.tsv).
//   - widen.go, clarify.go and narrate.go write the options, questions and
//     advice.
//
// Word lists and tables live in data/ (data.go embeds them).
package offline

import (
	"context"
	"fmt"

	"github.com/verdicthq/verdict/ports"
)

// Version is the offline engine's behaviour version. It feeds the run seed:
// bump it whenever any output for some input changes.
const Version = "2.41.0"

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
	return widenOptions(in), nil
}

// Criteria derives the criteria and their ordinal importance.
func (*Reasoner) Criteria(ctx context.Context, in ports.CriteriaInput) ([]ports.CriterionDraft, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("offline criteria: %w", err)
	}
	return criteria(in), nil
}

// Assess reads the evidence for every option on every criterion and the
// hard constraints the options break.
func (*Reasoner) Assess(ctx context.Context, in ports.AssessInput) (ports.Assessment, error) {
	if err := ctx.Err(); err != nil {
		return ports.Assessment{}, fmt.Errorf("offline assess: %w", err)
	}
	return assessCells(in), nil
}

// Compare reads the text again for the blind audit: the pairwise
// preferences it states and the options a limit rules out.
func (*Reasoner) Compare(ctx context.Context, in ports.CompareInput) (ports.Comparison, error) {
	if err := ctx.Err(); err != nil {
		return ports.Comparison{}, fmt.Errorf("offline compare: %w", err)
	}
	return compareOptions(in), nil
}

// Narrate writes the pre-mortem, assumptions, checks, kill criteria and
// exit plan around the domain's numbers.
func (*Reasoner) Narrate(ctx context.Context, in ports.NarrateInput) (ports.Narrative, error) {
	if err := ctx.Err(); err != nil {
		return ports.Narrative{}, fmt.Errorf("offline narrate: %w", err)
	}
	return narrate(in), nil
}
