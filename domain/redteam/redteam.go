// Package redteam attacks the leader of a decision under the additive value
// model V_i = Σ_j w_j·s_ij: how far the locked weights must move before
// another option wins, how far each weight can move alone, which single
// cells flip the verdict, which uncertain cells are worth checking, and
// which criteria carry the lead. Every function takes the score matrix to
// attack ([option][criterion] on the 0–10 anchors): the modes, or the
// simulation's expected cell values where the caller says so. Pure and
// deterministic; ties always go to the lower index.
package redteam

import (
	"math"
	"slices"
)

// Totals returns every option's weighted total Σ_j w_j·s_ij, accumulated in
// criterion order with each product rounded before the add, the same
// arithmetic as the simulation.
func Totals(scores [][]float64, w []float64) []float64 {
	out := make([]float64, len(scores))
	for i, row := range scores {
		out[i] = total(row, w)
	}
	return out
}

func total(row, w []float64) float64 {
	var s float64
	for j, v := range row {
		s += float64(w[j] * v)
	}
	return s
}

// first returns the index of the highest value, ties by lowest index; −1
// for none. skip is left out.
func first(v []float64, skip int) int {
	best := -1
	for i, x := range v {
		if i != skip && (best < 0 || x > v[best]) {
			best = i
		}
	}
	return best
}

// eps absorbs rounding in the closed forms below; totals live on 0–10.
const eps = 1e-12

// FlipDistance returns the smallest L1 change of the weight vector,
// staying on the simplex (w ≥ 0, Σw = 1), that makes some challenger's
// weighted total ≥ the leader's on scores, and that challenger (ties by
// lowest index). It is 0 when a challenger is already tied or ahead, and
// (2, −1) when no challenger can win at any weights (each is beaten on
// every criterion, or tied at best on some but never ahead where it
// matters).
//
// For a challenger c let a_j = s_Lj − s_cj and the margin d = Σ_j w_j·a_j.
// Moving mass t from criterion j to criterion k changes d by t·(a_k − a_j)
// and costs 2t in L1. The cheapest way to close d is therefore a linear
// program with a greedy solution, like the fractional knapsack: every unit
// goes to k* = argmin a_j, taken first from the criteria with the largest
// a_j (each at most w_j) until d reaches 0. This is the closed form of the
// weight-space flip distance for the additive model (sensitivity analysis
// in the sense of Triantaphyllou & Sánchez 1997; Wolters & Mareschal 1995).
func FlipDistance(scores [][]float64, w []float64, leader int) (dist float64, challenger int) {
	dist, challenger = 2, -1
	if leader < 0 || leader >= len(scores) {
		return dist, challenger
	}
	for c := range scores {
		if c == leader {
			continue
		}
		d, ok := flipTo(scores[leader], scores[c], w)
		if ok && (challenger < 0 || d < dist) {
			dist, challenger = d, c
		}
	}
	return dist, challenger
}

// flipTo is the flip distance from leader row sl to challenger row sc.
func flipTo(sl, sc, w []float64) (float64, bool) {
	margin := total(sl, w) - total(sc, w)
	if margin <= 0 {
		return 0, true
	}
	m := len(w)
	a := make([]float64, m)
	kmin := 0
	for j := range m {
		a[j] = sl[j] - sc[j]
		if a[j] < a[kmin] {
			kmin = j
		}
	}
	order := make([]int, m)
	for j := range order {
		order[j] = j
	}
	slices.SortFunc(order, func(x, y int) int {
		switch {
		case a[x] > a[y]:
			return -1
		case a[x] < a[y]:
			return 1
		}
		return x - y
	})
	var mass float64
	need := margin
	for _, j := range order {
		gap := a[j] - a[kmin]
		if gap <= 0 {
			break
		}
		if w[j] <= 0 {
			continue
		}
		if t := need / gap; t <= w[j] {
			return 2 * (mass + t), true
		}
		mass += w[j]
		need -= w[j] * gap
	}
	if need <= eps*(1+margin) {
		return 2 * mass, true
	}
	return 0, false
}

// Interval is the range of one criterion's weight within which the leader
// stays first. Challenger wins (ties) when the weight crosses the nearer
// bound that a challenger sets; −1 if neither bound is set by one.
type Interval struct {
	Low, High  float64
	Challenger int
}

// Stability returns, for each criterion j, the interval of w_j within which
// the leader stays first (no challenger strictly ahead) when w_j alone
// moves and the other weights are rescaled proportionally to keep Σw = 1:
// weight stability intervals, one-at-a-time sensitivity analysis of the
// weights (Triantaphyllou & Sánchez 1997; Mareschal 1988).
//
// Exact for the additive model: with x = w_j and R_i = Σ_{k≠j} w_k·s_ik /
// (1 − w_j), each total is the line V_i(x) = x·s_ij + (1 − x)·R_i, and the
// interval is the intersection over challengers c of {x ∈ [0, 1] :
// V_L(x) ≥ V_c(x)}, each a half-line bounded where the two lines cross.
// When w_j = 1 the others have nothing to rescale and share 1 − x equally.
// With one criterion the interval is [1, 1]. If the leader is not first at
// w itself the interval is empty; it is returned as [w_j, w_j] with the
// first option ahead of the leader as Challenger.
func Stability(scores [][]float64, w []float64, leader int) []Interval {
	m := len(w)
	out := make([]Interval, m)
	if leader < 0 || leader >= len(scores) {
		for j := range out {
			out[j] = Interval{Low: w[j], High: w[j], Challenger: -1}
		}
		return out
	}
	base := Totals(scores, w)
	ahead := -1
	for c, v := range base {
		if c != leader && v > base[leader] {
			ahead = c
			break
		}
	}
	for j := range m {
		if ahead >= 0 {
			out[j] = Interval{Low: w[j], High: w[j], Challenger: ahead}
			continue
		}
		if m == 1 {
			out[j] = Interval{Low: 1, High: 1, Challenger: -1}
			continue
		}
		rest := func(row []float64) float64 {
			var s float64
			if 1-w[j] > 0 {
				for k, v := range row {
					if k != j {
						s += float64(w[k] * v)
					}
				}
				return s / (1 - w[j])
			}
			for k, v := range row {
				if k != j {
					s += v
				}
			}
			return s / float64(m-1)
		}
		rl := rest(scores[leader])
		lo, hi, loC, hiC := 0.0, 1.0, -1, -1
		for c := range scores {
			if c == leader {
				continue
			}
			// D(x) = V_L(x) − V_c(x) = e + x·slope must stay ≥ 0.
			g := scores[leader][j] - scores[c][j]
			e := rl - rest(scores[c])
			slope := g - e
			switch {
			case slope > 0: // D rises with x: a lower bound
				if x := -e / slope; x > lo || (x == lo && loC < 0) {
					lo, loC = x, c
				}
			case slope < 0: // D falls with x: an upper bound
				if x := -e / slope; x < hi || (x == hi && hiC < 0) {
					hi, hiC = x, c
				}
			}
		}
		// Rounding must not push the current weight out of its own
		// interval: the leader is first at w.
		lo, hi = min(lo, w[j]), max(hi, w[j])
		iv := Interval{Low: lo, High: hi, Challenger: -1}
		switch {
		case loC >= 0 && hiC >= 0:
			if w[j]-lo <= hi-w[j] {
				iv.Challenger = loC
			} else {
				iv.Challenger = hiC
			}
		case loC >= 0:
			iv.Challenger = loC
		case hiC >= 0:
			iv.Challenger = hiC
		}
		out[j] = iv
	}
	return out
}

// CloseCallMargin is the top-two margin below which a verdict is a close
// call: 10% of the 0–10 scale.
const CloseCallMargin = 1.0

// CloseCall reports whether the leader's margin over the runner-up on
// totals, totals[leader] − totals[runnerUp], is under CloseCallMargin. A
// negative margin (the runner-up ahead on these totals, which can happen
// when the leader was chosen by win probability) counts as close. False
// without a runner-up.
func CloseCall(totals []float64, leader, runnerUp int) bool {
	if leader < 0 || runnerUp < 0 || leader == runnerUp || leader >= len(totals) || runnerUp >= len(totals) {
		return false
	}
	return totals[leader]-totals[runnerUp] < CloseCallMargin
}

// Shock is one cell moved by ±1. Delta is the change actually applied after
// clamping to 0–10 (0 when the cell is already at the bound). Flips says
// whether the first place on the shocked scores differs from the first
// place on the given scores; NewLeader is the first place after the shock.
type Shock struct {
	Option, Criterion int
	Delta             float64
	Flips             bool
	NewLeader         int
}

// CellShocks moves each cell of the leader and then of the runner-up by −1
// and then +1 (clamped to 0–10), one at a time, recomputes the totals on
// scores and reports every shock: leader cells first, criteria in order,
// −1 before +1. The runner-up is skipped when it is negative or the leader.
// First place is the highest total, ties by lowest index.
func CellShocks(scores [][]float64, w []float64, leader, runnerUp int) []Shock {
	base := Totals(scores, w)
	was := first(base, -1)
	var out []Shock
	tot := make([]float64, len(base))
	for _, o := range []int{leader, runnerUp} {
		if o < 0 || o >= len(scores) || (o == runnerUp && o == leader) {
			continue
		}
		row := slices.Clone(scores[o])
		for j, v := range scores[o] {
			for _, d := range []float64{-1, 1} {
				nv := min(max(v+d, 0), 10)
				row[j] = nv
				copy(tot, base)
				tot[o] = total(row, w)
				row[j] = v
				now := first(tot, -1)
				out = append(out, Shock{Option: o, Criterion: j, Delta: nv - v, Flips: now != was, NewLeader: now})
			}
		}
	}
	return out
}

// CellValue is a cell's expected value of perfect information.
type CellValue struct {
	Option, Criterion int
	Value             float64
}

// voiQuantiles is how many fixed quantiles integrate a cell's distribution.
const voiQuantiles = 64

// ValueOfInformation ranks the cells by the expected value of perfect
// information about that one cell with every other cell held at its mode
// (Howard 1966; Raiffa & Schlaifer 1961): the expected opportunity loss of
// keeping the leader, E[max_k V_k − V_leader], integrated over the cell's
// triangular distribution (low, mode, high) by the midpoint rule on the 64
// quantiles (t + ½)/64. It equals the cell's EVPI when the leader is the
// best option on the modes.
//
// It returns every cell with Value > 0, by Value descending (ties by
// option, then criterion). If fewer than 3 have positive value, it fills up
// to 3 with the cells of the leader and the runner-up (the best other
// option on the modes, ties by lowest index) with the largest
// w_j·(high − low) > 0, ties by option then criterion; those carry their
// Value, 0. Cells without width are never listed: there is nothing to
// verify.
func ValueOfInformation(low, mode, high [][]float64, w []float64, leader int) []CellValue {
	if leader < 0 || leader >= len(mode) {
		return nil
	}
	base := Totals(mode, w)
	var pos []CellValue
	row := make([]float64, len(w))
	for i := range mode {
		copy(row, mode[i])
		// The best total among the options other than i, which don't move.
		other := math.Inf(-1)
		for k, v := range base {
			if k != i {
				other = max(other, v)
			}
		}
		for j := range w {
			a, c, b := low[i][j], mode[i][j], high[i][j]
			if !(a < b) {
				continue
			}
			var loss float64
			for t := range voiQuantiles {
				u := (float64(t) + 0.5) / voiQuantiles
				row[j] = triangularInv(u, a, c, b)
				vi := total(row, w)
				vl := base[leader]
				if i == leader {
					vl = vi
				}
				loss += max(other, vi) - vl
			}
			row[j] = c
			if v := loss / voiQuantiles; v > 0 {
				pos = append(pos, CellValue{Option: i, Criterion: j, Value: v})
			}
		}
	}
	slices.SortFunc(pos, func(x, y CellValue) int {
		switch {
		case x.Value > y.Value:
			return -1
		case x.Value < y.Value:
			return 1
		case x.Option != y.Option:
			return x.Option - y.Option
		}
		return x.Criterion - y.Criterion
	})
	if len(pos) >= 3 {
		return pos
	}
	type wide struct {
		o, j  int
		width float64
	}
	var fill []wide
	for _, o := range []int{leader, first(base, leader)} {
		if o < 0 {
			continue
		}
		for j := range w {
			if wd := w[j] * (high[o][j] - low[o][j]); wd > 0 && !slices.ContainsFunc(pos, func(cv CellValue) bool {
				return cv.Option == o && cv.Criterion == j
			}) {
				fill = append(fill, wide{o, j, wd})
			}
		}
	}
	slices.SortFunc(fill, func(x, y wide) int {
		switch {
		case x.width > y.width:
			return -1
		case x.width < y.width:
			return 1
		case x.o != y.o:
			return x.o - y.o
		}
		return x.j - y.j
	})
	for _, f := range fill {
		if len(pos) >= 3 {
			break
		}
		pos = append(pos, CellValue{Option: f.o, Criterion: f.j})
	}
	return pos
}

// triangularInv is the triangular inverse CDF on [a, b] with mode c.
func triangularInv(u, a, c, b float64) float64 {
	if u < (c-a)/(b-a) {
		return a + math.Sqrt(u*((b-a)*(c-a)))
	}
	return b - math.Sqrt((1-u)*((b-a)*(b-c)))
}

// Drivers returns the criteria that carry the leader's lead over the
// runner-up: those with w_j·(s_Lj − s_Rj) > 0, largest contribution first,
// ties by lowest index. These order the pre-mortem and build the kill
// criteria.
func Drivers(scores [][]float64, w []float64, leader, runnerUp int) []int {
	if leader < 0 || runnerUp < 0 || leader >= len(scores) || runnerUp >= len(scores) {
		return nil
	}
	contrib := make([]float64, len(w))
	var out []int
	for j := range w {
		contrib[j] = w[j] * (scores[leader][j] - scores[runnerUp][j])
		if contrib[j] > 0 {
			out = append(out, j)
		}
	}
	slices.SortFunc(out, func(x, y int) int {
		switch {
		case contrib[x] > contrib[y]:
			return -1
		case contrib[x] < contrib[y]:
			return 1
		}
		return x - y
	})
	return out
}
