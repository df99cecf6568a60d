package decision_test

import (
	"math"
	"testing"

	"github.com/verdicthq/verdict/domain/decision"
)

func TestNewCell(t *testing.T) {
	cases := []struct {
		name             string
		lean, support    float64
		evidence         string
		score, low, high float64
		wantEvidence     string
	}{
		{"nothing said: neutral and wide", 0, 0, "", 5, 1, 9, decision.NoEvidence},
		{"a hard fact for: high and narrow", 1, 1, "95k vs 52k", 9, 8, 10, "95k vs 52k"},
		{"a hard fact against: low and narrow", -1, 1, "1,400 vs 700", 1, 0, 2, "1,400 vs 700"},
		{"a leaning word: in between", 0.5, 0.5, "closer", 7, 4.5, 9.5, "closer"},
		{"out of range is clamped", 3, -2, "x", 9, 5, 10, "x"},
		{"NaN says nothing", math.NaN(), math.NaN(), "  ", 5, 1, 9, decision.NoEvidence},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := decision.NewCell("money", c.lean, c.support, c.evidence)
			if got.Score != c.score || got.Low != c.low || got.High != c.high || got.Evidence != c.wantEvidence ||
				got.CriterionID != "money" || got.Dist != decision.Triangular {
				t.Errorf("%+v, want score %v in [%v, %v], evidence %q", got, c.score, c.low, c.high, c.wantEvidence)
			}
		})
	}
}

func TestRoundAndClamp(t *testing.T) {
	for _, c := range []struct{ v, want float64 }{{0.125, 0.13}, {-0.125, -0.13}, {2.675, 2.68}, {1, 1}} {
		if got := decision.Round(c.v, 2); got != c.want {
			t.Errorf("Round(%v, 2) = %v, want %v", c.v, got, c.want)
		}
	}
	for _, c := range []struct{ v, lo, hi, want float64 }{{-3, 0, 1, 0}, {3, 0, 1, 1}, {0.5, 0, 1, 0.5}, {math.NaN(), 0, 1, 0}, {math.NaN(), 1, 2, 1}, {math.Inf(1), -1, 1, 1}} {
		if got := decision.Clamp(c.v, c.lo, c.hi); got != c.want {
			t.Errorf("Clamp(%v, %v, %v) = %v, want %v", c.v, c.lo, c.hi, got, c.want)
		}
	}
}
