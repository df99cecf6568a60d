package decision

import (
	"math"
	"strings"
)

// NoEvidence is a cell's evidence when the text says nothing on it.
const NoEvidence = "no evidence in the text"

// NewCell maps what the reasoner read about one option on one criterion to
// a cell on the criterion's fixed anchors, never relative to the other
// options: 5 is neutral; lean in [-1, 1] moves the mode up to 4 points;
// support in [0, 1] narrows the interval from ±4 (nothing said) to ±1 (a
// hard fact). Out-of-range or NaN inputs are clamped or read as 0; blank
// evidence reads as NoEvidence.
func NewCell(criterionID string, lean, support float64, evidence string) Cell {
	lean, support = Clamp(lean, -1, 1), Clamp(support, 0, 1)
	if strings.TrimSpace(evidence) == "" {
		evidence = NoEvidence
	}
	score := Round(5+4*lean, 2)
	half := 1 + 3*(1-support)
	return Cell{
		CriterionID: criterionID,
		Score:       score,
		Low:         Round(math.Max(0, score-half), 2),
		High:        Round(math.Min(10, score+half), 2),
		Dist:        Triangular,
		Evidence:    evidence,
	}
}

// Round rounds half away from zero to d decimals: the published precision
// of every number on a slip.
func Round(v float64, d int) float64 {
	p := math.Pow(10, float64(d))
	return math.Round(v*p) / p
}

// clampFinite clamps v to [lo, hi], reading NaN as 0.
func Clamp(v, lo, hi float64) float64 {
	if math.IsNaN(v) {
		v = 0
	}
	return math.Max(lo, math.Min(hi, v))
}
