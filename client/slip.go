package client

// Slip is the verdict slip: the self-contained, reproducible record of one
// run. Every field is present on every slip; lists may be empty. Maps are
// keyed by option id. api/openapi.yaml describes each field at length.
type Slip struct {
	Engine Engine `json:"engine"`
	Mode   Mode   `json:"mode"`
	// ModeSource is "caller" or "inferred".
	ModeSource string `json:"mode_source"`
	// Seed is the root of every random stream of the run; InputHash the
	// SHA-256 of the canonical input (both hex).
	Seed      string `json:"seed"`
	InputHash string `json:"input_hash"`
	// Headline is the verdict in one sentence.
	Headline     string          `json:"headline"`
	Verdict      SlipVerdict     `json:"verdict"`
	Options      []SlipOption    `json:"options"`
	Criteria     []Criterion     `json:"criteria"`
	WeightsLock  WeightsLock     `json:"weights_lock"`
	Matrix       Matrix          `json:"matrix"`
	Constraints  []Constraint    `json:"constraints"`
	Facts        []Fact          `json:"facts"`
	Simulation   Simulation      `json:"simulation"`
	Podium       []Place         `json:"podium"`
	RedTeam      RedTeam         `json:"red_team"`
	Audit        Audit           `json:"audit"`
	DualVerdict  DualVerdict     `json:"dual_verdict"`
	KillCriteria []KillCriterion `json:"kill_criteria"`
	Verification []Verification  `json:"verification"`
	ExitPlan     ExitPlan        `json:"exit_plan"`
}

// Engine names what produced a slip.
type Engine struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

// SlipVerdict is the recommended option.
type SlipVerdict struct {
	OptionID       string  `json:"option_id"`
	Label          string  `json:"label"`
	WinProbability float64 `json:"win_probability"`
	// Confidence (0–1) blends the win probability, the blind audit's
	// agreement and the red team's flip distance; ConfidenceLabel is low,
	// medium or high.
	Confidence      float64 `json:"confidence"`
	ConfidenceLabel string  `json:"confidence_label"`
	// GrillVerdict is HOLDS, SHAKY or REVERSE in GRILL mode, else empty.
	GrillVerdict string `json:"grill_verdict,omitempty"`
}

// SlipOption is one course of action (the document's Option schema).
type SlipOption struct {
	ID    string `json:"id"`
	Label string `json:"label"`
	// Origin is "caller" or "engine".
	Origin      string `json:"origin"`
	Description string `json:"description"`
	// Parent is, for an option the engine added, the caller option it
	// builds on.
	Parent string `json:"parent,omitempty"`
}

// Criterion is one thing that matters, with its locked weight.
type Criterion struct {
	ID     string  `json:"id"`
	Label  string  `json:"label"`
	Weight float64 `json:"weight"`
}

// WeightsLock is the hash of the weight vector, taken before scoring.
type WeightsLock struct {
	Hash      string `json:"hash"`
	Algorithm string `json:"algorithm"`
}

// Matrix is every option scored on every criterion.
type Matrix struct {
	// Criteria are criterion ids, in the order of every row's cells.
	Criteria []string    `json:"criteria"`
	Rows     []MatrixRow `json:"rows"`
}

// MatrixRow is one option's cells.
type MatrixRow struct {
	OptionID      string  `json:"option_id"`
	Cells         []Cell  `json:"cells"`
	WeightedTotal float64 `json:"weighted_total"`
}

// Cell is one option's score (0–10) on one criterion, with the range the
// simulation draws from.
type Cell struct {
	CriterionID string  `json:"criterion_id"`
	Score       float64 `json:"score"`
	Low         float64 `json:"low"`
	High        float64 `json:"high"`
	// Dist is "triangular" or "pert".
	Dist     string `json:"dist"`
	Evidence string `json:"evidence"`
}

// Constraint is a hard limit the text states and the options it rules
// out.
type Constraint struct {
	Text string `json:"text"`
	// Kind is "max", "min", "deadline" or "must".
	Kind     string     `json:"kind"`
	RuledOut []RuledOut `json:"ruled_out"`
}

// RuledOut is one option a constraint rules out, with the evidence.
type RuledOut struct {
	OptionID string `json:"option_id"`
	Evidence string `json:"evidence"`
}

// Fact is one figure the text states for one option, normalised to Unit.
type Fact struct {
	OptionID  string  `json:"option_id"`
	Attribute string  `json:"attribute"`
	Value     float64 `json:"value"`
	Unit      string  `json:"unit"`
	// Better is "higher", "lower" or "" (unknown).
	Better      string `json:"better"`
	CriterionID string `json:"criterion_id"`
	Text        string `json:"text"`
}

// Simulation summarises the 5,000 simulated futures, per option id.
type Simulation struct {
	Futures           int                           `json:"futures"`
	WinProbability    map[string]float64            `json:"win_probability"`
	RankAcceptability map[string][]float64          `json:"rank_acceptability"`
	ExpectedScore     map[string]float64            `json:"expected_score"`
	P10               map[string]float64            `json:"p10"`
	P50               map[string]float64            `json:"p50"`
	P90               map[string]float64            `json:"p90"`
	Pairwise          map[string]map[string]float64 `json:"pairwise"`
	ExpectedRegret    map[string]float64            `json:"expected_regret"`
	StdError          map[string]float64            `json:"std_error"`
}

// Place is one step of the podium.
type Place struct {
	Rank           int     `json:"rank"`
	OptionID       string  `json:"option_id"`
	Label          string  `json:"label"`
	WinProbability float64 `json:"win_probability"`
	ExpectedScore  float64 `json:"expected_score"`
}

// RedTeam is the attack on the leader.
type RedTeam struct {
	Attacks    []Attack    `json:"attacks"`
	FlipPoints []FlipPoint `json:"flip_points"`
	Premortem  []string    `json:"premortem"`
	// RunnerUp is the option id most often second.
	RunnerUp     string  `json:"runner_up"`
	CloseCall    bool    `json:"close_call"`
	FlipDistance float64 `json:"flip_distance"`
}

// Attack is one way the leader's lead could break.
type Attack struct {
	// Kind is assumption, close_call, weight_flip, cell_shock or
	// rank_reversal.
	Kind   string `json:"kind"`
	Target string `json:"target"`
	Detail string `json:"detail"`
	Flips  bool   `json:"flips"`
}

// FlipPoint is how far one criterion's weight may move before the leader
// loses.
type FlipPoint struct {
	CriterionID string  `json:"criterion_id"`
	Weight      float64 `json:"weight"`
	StableLow   float64 `json:"stable_low"`
	StableHigh  float64 `json:"stable_high"`
	Challenger  string  `json:"challenger"`
}

// Audit is the blind second pass.
type Audit struct {
	Blind           bool         `json:"blind"`
	Method          string       `json:"method"`
	VerdictOptionID string       `json:"verdict_option_id"`
	Agrees          bool         `json:"agrees"`
	RankAgreement   float64      `json:"rank_agreement"`
	Checks          []AuditCheck `json:"checks"`
	Notes           []string     `json:"notes"`
}

// AuditCheck is one invariant the audit re-verified.
type AuditCheck struct {
	Name string `json:"name"`
	OK   bool   `json:"ok"`
}

// DualVerdict sets the best bet (highest expected score) beside the safe
// bet (highest P10), both option ids.
type DualVerdict struct {
	BestBet string `json:"best_bet"`
	SafeBet string `json:"safe_bet"`
	Same    bool   `json:"same"`
}

// KillCriterion is a condition under which to abandon the chosen option.
type KillCriterion struct {
	Condition string `json:"condition"`
	Threshold string `json:"threshold"`
	CheckBy   string `json:"check_by"`
}

// Verification is a cheap check of an assumption that carries the
// verdict.
type Verification struct {
	Assumption string `json:"assumption"`
	Check      string `json:"check"`
	Cost       string `json:"cost"`
}

// ExitPlan is how to reverse the chosen option.
type ExitPlan struct {
	// Reversibility is "two-way door" or "one-way door".
	Reversibility string   `json:"reversibility"`
	Steps         []string `json:"steps"`
	Cost          string   `json:"cost"`
}
