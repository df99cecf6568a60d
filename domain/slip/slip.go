// Package slip is the verdict slip of SPEC §4: the self-contained,
// reproducible record of one run of the pipeline, and the coherence rules
// every slip obeys.
package slip

import (
	"github.com/verdicthq/verdict/domain/decision"
)

// Slip is the engine's output. Its JSON is byte-identical for identical
// inputs: fields are structs and sorted maps only (encoding/json sorts map
// keys), floats are rounded where they are computed.
type Slip struct {
	Engine       Engine               `json:"engine"`
	Mode         string               `json:"mode"`
	ModeSource   string               `json:"mode_source"` // "caller" or "inferred"
	Seed         string               `json:"seed"`        // hex, the root of every random stream
	InputHash    string               `json:"input_hash"`  // hex SHA-256 of the canonical input
	Headline     string               `json:"headline"`
	Verdict      Verdict              `json:"verdict"`
	Options      []decision.Option    `json:"options"`
	Criteria     []decision.Criterion `json:"criteria"`
	WeightsLock  WeightsLock          `json:"weights_lock"`
	Matrix       decision.Matrix      `json:"matrix"`
	Constraints  []Constraint         `json:"constraints"`
	Facts        []Fact               `json:"facts"`
	Simulation   Simulation           `json:"simulation"`
	Podium       []Place              `json:"podium"`
	RedTeam      RedTeam              `json:"red_team"`
	Audit        Audit                `json:"audit"`
	DualVerdict  DualVerdict          `json:"dual_verdict"`
	KillCriteria []KillCriterion      `json:"kill_criteria"`
	Verification []Verification       `json:"verification"`
	ExitPlan     ExitPlan             `json:"exit_plan"`
}

// Engine names what produced the slip.
type Engine struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

// Clarified is one clarifying question as answered (SPEC §2 clarified[]).
type Clarified struct {
	ID              string   `json:"id"`
	Q               string   `json:"q"`
	A               string   `json:"a"`
	Source          string   `json:"source"` // "engine", "caller" or "unanswered"
	Confidence      *float64 `json:"confidence,omitempty"`
	ConfidenceLabel string   `json:"confidence_label,omitempty"`
}

// Clarified sources.
const (
	SourceEngine     = "engine"
	SourceCaller     = "caller"
	SourceUnanswered = "unanswered"
)

// Grill verdicts (SPEC §1).
const (
	Holds   = "HOLDS"
	Shaky   = "SHAKY"
	Reverse = "REVERSE"
)

// Verdict is the recommended option.
type Verdict struct {
	OptionID        string  `json:"option_id"`
	Label           string  `json:"label"`
	WinProbability  float64 `json:"win_probability"`
	Confidence      float64 `json:"confidence"`
	ConfidenceLabel string  `json:"confidence_label"`
	GrillVerdict    string  `json:"grill_verdict,omitempty"`
}

// WeightsLock publishes the hash of the weight vector taken before scoring.
type WeightsLock struct {
	Hash      string `json:"hash"`
	Algorithm string `json:"algorithm"`
}

// Simulation is the SMAA-2 summary; maps are keyed by option id.
type Simulation struct {
	Futures           int                  `json:"futures"`
	WinProbability    map[string]float64   `json:"win_probability"`
	RankAcceptability map[string][]float64 `json:"rank_acceptability"`
	ExpectedScore     map[string]float64   `json:"expected_score"`
	P10               map[string]float64   `json:"p10"`
	P50               map[string]float64   `json:"p50"`
	P90               map[string]float64   `json:"p90"`
	// Beyond SPEC's minimum: pairwise winning indices, expected regret and
	// the Monte Carlo standard error of each win probability.
	Pairwise       map[string]map[string]float64 `json:"pairwise"`
	ExpectedRegret map[string]float64            `json:"expected_regret"`
	StdError       map[string]float64            `json:"std_error"`
}

// Constraint is a hard limit the caller stated, with the options it rules
// out: an option that breaks it cannot take the verdict (ELECTRE-style
// veto) and ranks after every option that keeps it in every future.
type Constraint struct {
	Text     string     `json:"text"`
	Kind     string     `json:"kind"` // "max", "min", "deadline" or "must"
	RuledOut []RuledOut `json:"ruled_out"`
}

// RuledOut is one option a constraint vetoes, with the evidence.
type RuledOut struct {
	OptionID string `json:"option_id"`
	Evidence string `json:"evidence"`
}

// Fact is one figure the text states for an option: the facts table the
// matrix's stated-attribute cells are computed from.
type Fact struct {
	OptionID    string  `json:"option_id"`
	Attribute   string  `json:"attribute"`
	Value       float64 `json:"value"`
	Unit        string  `json:"unit"`
	Better      string  `json:"better"` // "higher", "lower" or "" (unknown: never scored)
	CriterionID string  `json:"criterion_id"`
	Text        string  `json:"text"`
}

// Place is one step of the podium.
type Place struct {
	Rank           int     `json:"rank"`
	OptionID       string  `json:"option_id"`
	Label          string  `json:"label"`
	WinProbability float64 `json:"win_probability"`
	ExpectedScore  float64 `json:"expected_score"`
}

// RedTeam attacks the leader.
type RedTeam struct {
	Attacks    []Attack    `json:"attacks"`
	FlipPoints []FlipPoint `json:"flip_points"`
	Premortem  []string    `json:"premortem"`
	RunnerUp   string      `json:"runner_up"` // option id most often second
	CloseCall  bool        `json:"close_call"`
	// FlipDistance is the smallest L1 change of the weight vector that
	// makes some challenger win (0 when already tied; 2 means none can).
	FlipDistance float64 `json:"flip_distance"`
}

// Attack is one way the leader's lead could break.
type Attack struct {
	Kind   string `json:"kind"` // "assumption", "cell_shock", "rank_reversal", "close_call"
	Target string `json:"target"`
	Detail string `json:"detail"`
	Flips  bool   `json:"flips"`
}

// FlipPoint is the weight change that makes a challenger win, and the
// stability interval of one criterion's weight.
type FlipPoint struct {
	CriterionID string  `json:"criterion_id"`
	Weight      float64 `json:"weight"`
	// The leader stays first while this weight is within [Low, High]
	// (others rescaled proportionally).
	StableLow  float64 `json:"stable_low"`
	StableHigh float64 `json:"stable_high"`
	// Challenger wins when the weight crosses the nearer bound; "" if none.
	Challenger string `json:"challenger"`
}

// Audit is the blind second pass.
type Audit struct {
	Blind           bool     `json:"blind"`
	Method          string   `json:"method"`
	VerdictOptionID string   `json:"verdict_option_id"`
	Agrees          bool     `json:"agrees"`
	RankAgreement   float64  `json:"rank_agreement"` // Kendall τ-b between the two rankings
	Checks          []Check  `json:"checks"`
	Notes           []string `json:"notes"`
}

// Check is one invariant the audit re-verified.
type Check struct {
	Name string `json:"name"`
	OK   bool   `json:"ok"`
}

// DualVerdict sets the best bet beside the safe bet.
type DualVerdict struct {
	BestBet string `json:"best_bet"` // option id, highest expected score
	SafeBet string `json:"safe_bet"` // option id, highest P10
	Same    bool   `json:"same"`
}

// KillCriterion is a condition to abandon the chosen option.
type KillCriterion struct {
	Condition string `json:"condition"`
	Threshold string `json:"threshold"`
	CheckBy   string `json:"check_by"`
}

// Verification is a cheap check of an assumption that carries the verdict.
type Verification struct {
	Assumption string `json:"assumption"`
	Check      string `json:"check"`
	Cost       string `json:"cost"`
}

// ExitPlan is how to reverse.
type ExitPlan struct {
	Reversibility string   `json:"reversibility"`
	Steps         []string `json:"steps"`
	Cost          string   `json:"cost"`
}
