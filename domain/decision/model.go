// Package decision is the decision model every stage shares: options,
// criteria, locked weights and the scored matrix. Pure and deterministic.
package decision

// Origin says who proposed an option.
type Origin string

// Option origins (SPEC §4).
const (
	FromCaller Origin = "caller"
	FromEngine Origin = "engine"
)

// Kind says what role an option plays; the engine widens with the last four
// (Heath & Heath, Decisive, 2013).
type Kind string

// Option kinds.
const (
	KindCaller     Kind = "caller"
	KindStatusQuo  Kind = "status_quo"
	KindDelay      Kind = "delay"
	KindHybrid     Kind = "hybrid"
	KindTrial      Kind = "trial"
	KindAlternativ Kind = "alternative" // an engine-named alternative the caller did not list
)

// Option is one course of action.
type Option struct {
	ID          string `json:"id"`
	Label       string `json:"label"`
	Origin      Origin `json:"origin"`
	Kind        Kind   `json:"-"`
	Description string `json:"description"`
	// Parent is, for an option the engine added, the id of the caller
	// option it builds on; its cells are the parent's with stated
	// adjustments.
	Parent string `json:"parent,omitempty"`
	// Chosen marks, in GRILL mode, the option the caller already decided on.
	Chosen bool `json:"-"`
}

// Criterion is one thing that matters, with its locked weight.
type Criterion struct {
	ID     string  `json:"id"`
	Label  string  `json:"label"`
	Weight float64 `json:"weight"`
}

// Dist names a cell's distribution over [Low, High] with mode Score.
type Dist string

// Cell distributions (SPEC §4).
const (
	Triangular Dist = "triangular"
	PERT       Dist = "pert"
)

// Cell is one option's score on one criterion on the criterion's fixed 0–10
// anchors: 0 worst plausible, 5 neutral, 10 best plausible. Low ≤ Score ≤
// High, all within [0, 10].
type Cell struct {
	CriterionID string  `json:"criterion_id"`
	Score       float64 `json:"score"`
	Low         float64 `json:"low"`
	High        float64 `json:"high"`
	Dist        Dist    `json:"dist"`
	Evidence    string  `json:"evidence"`
}

// Row is one option's cells, in criteria order.
type Row struct {
	OptionID      string  `json:"option_id"`
	Cells         []Cell  `json:"cells"`
	WeightedTotal float64 `json:"weighted_total"`
}

// Matrix is the scored decision: rows in options order, cells in criteria
// order.
type Matrix struct {
	Criteria []string `json:"criteria"`
	Rows     []Row    `json:"rows"`
}

// Bounds returns the matrix as three [option][criterion] arrays, the shape
// the simulation consumes.
func (m Matrix) Bounds() (low, mode, high [][]float64) {
	low = make([][]float64, len(m.Rows))
	mode = make([][]float64, len(m.Rows))
	high = make([][]float64, len(m.Rows))
	for i, r := range m.Rows {
		low[i] = make([]float64, len(r.Cells))
		mode[i] = make([]float64, len(r.Cells))
		high[i] = make([]float64, len(r.Cells))
		for j, c := range r.Cells {
			low[i][j], mode[i][j], high[i][j] = c.Low, c.Score, c.High
		}
	}
	return low, mode, high
}

// Dominated reports, for each option, whether another option is at least as
// good on every criterion's score and strictly better on one (Pareto
// dominance on the modes). A dominated option cannot be the verdict.
func Dominated(mode [][]float64) []bool {
	out := make([]bool, len(mode))
	for i := range mode {
		for k := range mode {
			if i != k && Dominates(mode[k], mode[i]) {
				out[i] = true
				break
			}
		}
	}
	return out
}

// Dominates reports whether row a is at least row b on every criterion
// and above it on one.
func Dominates(a, b []float64) bool {
	gtOne := false
	for j := range b {
		if a[j] < b[j] {
			return false
		}
		if a[j] > b[j] {
			gtOne = true
		}
	}
	return gtOne
}
