// Package ports holds the interfaces the application needs, owned by their
// consumer: the reasoner that reads language, the stores, the clock and the
// id source. Every method documents the domain error kinds it returns.
// ports/porttest holds the contract suites every implementation must pass.
package ports

import (
	"context"
	"errors"

	"github.com/verdicthq/verdict/domain/decision"
)

// ErrUnreadable is returned by a Reasoner that cannot make anything of the
// text (for the offline reasoner: never, for valid input). The run fails
// and is refunded.
var ErrUnreadable = errors.New("reasoner: unreadable decision")

// Reasoner is every stage of the pipeline that reads language (SPEC §1):
// clarify, widen, criteria, per-cell evidence, red-team narrative. Inputs and
// outputs are plain data with JSON tags, so an LLM adapter can produce them
// as JSON-schema-checked output. The numbers (weights, lock, simulation,
// flip points, podium) are never the reasoner's: it reports ordinal
// importance and evidence leanings; the domain turns them into numbers.
//
// An implementation must be deterministic for a given input (the offline
// reasoner is pure; an LLM adapter keeps a response cache keyed by the
// prompt hash). Errors wrap ErrUnreadable or are infrastructure failures;
// both fail the run.
type Reasoner interface {
	// Engine names the reasoner for the slip's engine field.
	Engine() EngineInfo
	// Clarify finds what the decision leaves open, asks at most 5 questions,
	// suggests the engine's own answer to each, and infers the mode.
	Clarify(ctx context.Context, in ClarifyInput) (Clarification, error)
	// Widen extracts the caller's options and adds the engine's.
	Widen(ctx context.Context, in WidenInput) ([]OptionDraft, error)
	// Criteria derives the criteria and their ordinal importance.
	Criteria(ctx context.Context, in CriteriaInput) ([]CriterionDraft, error)
	// Assess reads the evidence for every option on every criterion, and
	// the hard constraints the text states with the options that break
	// them. It runs after the weights are locked and never sees them.
	Assess(ctx context.Context, in AssessInput) (Assessment, error)
	// Narrate writes the red-team narrative and advice around numbers the
	// domain computed: pre-mortem, key assumptions, checks, kill criteria,
	// exit plan.
	Narrate(ctx context.Context, in NarrateInput) (Narrative, error)
	// Compare reads the text again by its own route for the blind audit
	// (ENGINE.md "An audit that can disagree"): the pairwise preferences
	// the text states — on a stated attribute, in a comparison, in what
	// it says of each option — and the options a stated limit rules out.
	// It is given shuffled, relabelled options and never sees the first
	// pass's criteria, weights or cells.
	Compare(ctx context.Context, in CompareInput) (Comparison, error)
}

// CompareInput is what the blind audit reads: the text, the mode, the
// caller's answers and the options under ids of the audit's own.
type CompareInput struct {
	Decision string      `json:"decision"`
	Mode     string      `json:"mode"`
	Answers  []Answer    `json:"answers"`
	Options  []OptionRef `json:"options"`
}

// Comparison is the audit's own reading: which option the text prefers to
// which, and on what, and the options a stated limit rules out.
type Comparison struct {
	Preferences []Preference `json:"preferences"`
	RuledOut    []string     `json:"ruled_out"` // option ids
}

// Preference says the text prefers Better to Worse on Basis (an
// attribute, "a comparison", "what the text says of each"), quoting
// Evidence.
type Preference struct {
	Better   string `json:"better"`
	Worse    string `json:"worse"`
	Basis    string `json:"basis"`
	Evidence string `json:"evidence"`
}

// EngineInfo is the slip's engine field.
type EngineInfo struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

// Answer is a question answered, by the caller or by the engine.
type Answer struct {
	ID string `json:"id"` // the question's id, or "" for a caller question nobody asked
	Q  string `json:"q"`
	A  string `json:"a"`
}

// ClarifyInput is the canonical decision text and what the caller fixed.
type ClarifyInput struct {
	Decision string `json:"decision"` // domain.ReadingForm: lines kept, spaces within lines collapsed
	Mode     string `json:"mode"`     // "" when the caller gave none
}

// Clarification is the clarify stage's output.
type Clarification struct {
	// InferredMode is DECIDE, COMPARE or GRILL as read from the text; the
	// pipeline uses it only when the caller gave no mode.
	InferredMode string `json:"inferred_mode"`
	// Questions are at most 5, most important first.
	Questions []Question `json:"questions"`
}

// Question ids name what is open (SPEC §1).
const (
	QuestionOptions       = "options"
	QuestionPriorities    = "priorities"
	QuestionHorizon       = "horizon"
	QuestionConstraints   = "constraints"
	QuestionRisk          = "risk_tolerance"
	QuestionReversibility = "reversibility"
)

// Question is one open point with the engine's suggested answer.
type Question struct {
	ID string `json:"id"`
	Q  string `json:"q"`
	// Suggested is the engine's own answer, read from the text; Confidence
	// in [0,1] says how sure it is.
	Suggested  string  `json:"suggested"`
	Confidence float64 `json:"confidence"`
	// Neutral is the assumption used when auto is false and nobody
	// answered: stated on the slip.
	Neutral string `json:"neutral"`
}

// WidenInput carries the text, resolved mode and the answers in force.
type WidenInput struct {
	Decision string   `json:"decision"`
	Mode     string   `json:"mode"`
	Answers  []Answer `json:"answers"`
}

// OptionDraft is an option before ids are assigned.
type OptionDraft struct {
	Label       string          `json:"label"`
	Origin      decision.Origin `json:"origin"`
	Kind        decision.Kind   `json:"kind"`
	Description string          `json:"description"`
	// Aliases are other names the text uses for this option ("the Berlin
	// job", "Berlin"); the reasoner uses them to find evidence.
	Aliases []string `json:"aliases,omitempty"`
	// Chosen marks, in GRILL mode, the option the caller already decided on.
	Chosen bool `json:"chosen,omitempty"`
	// Parent is, for an option the engine adds, the label of the caller
	// option it is built on (a trial of it, a staged version of it, waiting
	// before it); its cells are the parent's with stated adjustments
	// (ENGINE.md "Engine options"). Empty for caller options and for a
	// status quo.
	Parent string `json:"parent,omitempty"`
}

// OptionRef is an option as later stages see it.
type OptionRef struct {
	ID      string          `json:"id"`
	Label   string          `json:"label"`
	Origin  decision.Origin `json:"origin"`
	Kind    decision.Kind   `json:"kind"`
	Aliases []string        `json:"aliases,omitempty"`
	// Parent is the id of the caller option an engine option builds on.
	Parent string `json:"parent,omitempty"`
}

// CriteriaInput carries what the criteria stage may read.
type CriteriaInput struct {
	Decision string      `json:"decision"`
	Mode     string      `json:"mode"`
	Answers  []Answer    `json:"answers"`
	Options  []OptionRef `json:"options"`
}

// CriterionDraft is a criterion with ordinal importance: Rank 1 is the most
// important; equal ranks tie. The domain turns ranks into ROC weights.
type CriterionDraft struct {
	ID         string `json:"id"` // stable lexicon id: "money", "career", …
	Label      string `json:"label"`
	Rank       int    `json:"rank"`
	Emphasized bool   `json:"emphasized"` // the text stresses it ("matters most", "must")
	Why        string `json:"why"`        // the phrase it came from
	// NoEvidence marks a criterion the caller stresses but on which no
	// option has evidence: it is listed, and carries no weight (ENGINE.md
	// "Facts before words").
	NoEvidence bool `json:"no_evidence,omitempty"`
}

// CriterionRef is a criterion as the assessment sees it: no weight.
type CriterionRef struct {
	ID    string `json:"id"`
	Label string `json:"label"`
}

// AssessInput is the text, the options and the criteria, without weights.
type AssessInput struct {
	Decision string         `json:"decision"`
	Mode     string         `json:"mode"`
	Answers  []Answer       `json:"answers"`
	Options  []OptionRef    `json:"options"`
	Criteria []CriterionRef `json:"criteria"`
}

// CellAssessment is the evidence for one option on one criterion, on the
// criterion's fixed anchors: Lean in [-1, 1] (−1 clearly bad, 0 neutral or
// no evidence, +1 clearly good) and Support in [0, 1] (0 nothing said, 1 a
// hard fact such as a number compared across options). The domain maps
// them to score, low and high; a cell with no support is a wide interval
// around neutral. Every (option, criterion) pair appears exactly once.
type CellAssessment struct {
	OptionID    string  `json:"option_id"`
	CriterionID string  `json:"criterion_id"`
	Lean        float64 `json:"lean"`
	Support     float64 `json:"support"`
	Evidence    string  `json:"evidence"` // the phrase used, or "no evidence in the text"
}

// Assessment is the assess stage's output: the cells, and the hard
// constraints the text states.
type Assessment struct {
	Cells       []CellAssessment `json:"cells"`
	Constraints []Constraint     `json:"constraints"`
	// Facts is the facts table the cells stand on: every figure the text
	// states for an option (ENGINE.md "Facts before words").
	Facts []Fact `json:"facts"`
}

// Fact is one stated figure of one option.
type Fact struct {
	OptionID  string  `json:"option_id"`
	Attribute string  `json:"attribute"` // "Delivery time"
	Value     float64 `json:"value"`     // in Unit
	Unit      string  `json:"unit"`      // "h", "EUR", "%", "GB"…; a rate's denominator after "/"
	// Better is "higher", "lower" or "" when the direction is unknown (such
	// a figure never scores).
	Better string `json:"better"`
	// CriterionID is the criterion the figure scores on, or "" when it is
	// stated for one option only.
	CriterionID string `json:"criterion_id"`
	Text        string `json:"text"` // the figure as written
}

// Constraint is a hard limit the caller states ("budget is $20,000 max",
// "must be step-free", "has to be 100% remote"): an option that breaks it
// cannot take the verdict, however it scores (ELECTRE-style veto).
type Constraint struct {
	// Text is the caller's words, quoted.
	Text string `json:"text"`
	// Kind is "max", "min", "deadline" or "must".
	Kind string `json:"kind"`
	// Breaches lists the options that break it, with the evidence.
	Breaches []Breach `json:"breaches"`
}

// Breach is one option breaking one constraint.
type Breach struct {
	OptionID string `json:"option_id"`
	Evidence string `json:"evidence"`
}

// NarrateInput is what the domain found, for the reasoner to put in words.
// Drivers are the criteria that carry the leader's lead, most first; Cells
// are the assumptions ranked by value of information, most first.
type NarrateInput struct {
	Decision string         `json:"decision"`
	Mode     string         `json:"mode"`
	Leader   OptionRef      `json:"leader"`
	RunnerUp OptionRef      `json:"runner_up"`
	Drivers  []CriterionRef `json:"drivers"`
	Cells    []CellRef      `json:"cells"`
	// Reversible is the domain's reading of the leader's reversibility
	// score ("one-way" or "two-way").
	Reversibility string `json:"reversibility"`
	// Options are every option, so advice names each by its label; Facts
	// are the figures stated for them, so a kill criterion on a stated
	// attribute can quote the figure it is held to.
	Options []OptionRef `json:"options"`
	Facts   []Fact      `json:"facts"`
}

// CellRef names a cell and what it assumed.
type CellRef struct {
	OptionID    string  `json:"option_id"`
	CriterionID string  `json:"criterion_id"`
	Score       float64 `json:"score"`
	Evidence    string  `json:"evidence"`
}

// Narrative is the words around the red team and the advice. Lists follow
// the order of NarrateInput's Drivers and Cells where they correspond.
type Narrative struct {
	Premortem    []string       `json:"premortem"`    // how choosing the leader fails, most likely first
	Assumptions  []string       `json:"assumptions"`  // what the leader's lead rests on
	Verification []Check        `json:"verification"` // one per NarrateInput.Cells entry, same order
	KillCriteria []KillCriteria `json:"kill_criteria"`
	Exit         ExitPlan       `json:"exit_plan"`
}

// Check is a cheap way to test an assumption before committing.
type Check struct {
	Assumption string `json:"assumption"`
	Check      string `json:"check"`
	Cost       string `json:"cost"` // "an hour", "a day", "under 100 EUR", …
}

// KillCriteria is an observable condition under which to abandon the
// chosen option: a state plus a horizon relative to committing (no dates,
// so slips stay reproducible).
type KillCriteria struct {
	Condition string `json:"condition"`
	Threshold string `json:"threshold"`
	CheckBy   string `json:"check_by"`
}

// ExitPlan says how to reverse the decision.
type ExitPlan struct {
	Reversibility string   `json:"reversibility"` // "two-way door" or "one-way door"
	Steps         []string `json:"steps"`
	Cost          string   `json:"cost"`
}
