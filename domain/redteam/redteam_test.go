package redteam

import (
	"math"
	"math/rand/v2"
	"reflect"
	"testing"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

func TestFlipDistance(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name       string
		scores     [][]float64
		w          []float64
		leader     int
		dist       float64
		challenger int
	}{
		// a = (4, −4), d = 2: move 0.25 from criterion 0 to 1, L1 0.5;
		// at w = (0.5, 0.5) the two tie.
		{"mirror 2x2", [][]float64{{8, 4}, {4, 8}}, []float64{0.75, 0.25}, 0, 0.5, 1},
		// a = (3, 0): all of criterion 0's weight must go, L1 1.
		{"tie only at a vertex", [][]float64{{8, 5}, {5, 5}}, []float64{0.5, 0.5}, 0, 1, 1},
		{"dominated everywhere", [][]float64{{8, 8}, {5, 6}}, []float64{0.5, 0.5}, 0, 2, -1},
		{"already tied", [][]float64{{6, 4}, {4, 6}}, []float64{0.5, 0.5}, 0, 0, 1},
		{"already behind", [][]float64{{5, 5}, {6, 6}}, []float64{0.5, 0.5}, 0, 0, 1},
		{"one option", [][]float64{{5, 5}}, []float64{0.5, 0.5}, 0, 2, -1},
		// a1 = (2, 1, −1), d = 1.6−… see below: the cheaper of two challengers.
		// w = (0.6, 0.3, 0.1). c1 = (6, 5, 5): a = (2, 1, −1), d = 1.4;
		// from j=0, gap 3: t = 1.4/3 ≤ 0.6 → L1 0.9333…
		// c2 = (7, 7, 2): a = (1, −1, 2), d = 0.5; receiver j=1, take
		// from j=2 (gap 3, w 0.1): mass 0.1 closes 0.3, then j=0 (gap 2):
		// 0.2/2 = 0.1 → mass 0.2, L1 0.4.
		{"cheaper challenger", [][]float64{{8, 6, 4}, {6, 5, 5}, {7, 7, 2}}, []float64{0.6, 0.3, 0.1}, 0, 0.4, 2},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			d, c := FlipDistance(tc.scores, tc.w, tc.leader)
			if !near(d, tc.dist, 1e-12) || c != tc.challenger {
				t.Fatalf("FlipDistance = (%v, %d), want (%v, %d)", d, c, tc.dist, tc.challenger)
			}
		})
	}
}

// simplexGrid calls fn for every weight vector on a grid of step 1/steps
// over the 3-criterion simplex.
func simplexGrid(steps int, fn func(w []float64)) {
	w := make([]float64, 3)
	for a := 0; a <= steps; a++ {
		for b := 0; a+b <= steps; b++ {
			w[0], w[1], w[2] = float64(a)/float64(steps), float64(b)/float64(steps), float64(steps-a-b)/float64(steps)
			fn(w)
		}
	}
}

func l1(a, b []float64) float64 {
	var s float64
	for j := range a {
		s += math.Abs(a[j] - b[j])
	}
	return s
}

// TestFlipDistanceIsTheMinimum checks the closed form against brute force
// over a fine weight grid: it is never above the best grid point (it is
// exact) and never more than the grid resolution below it.
func TestFlipDistanceIsTheMinimum(t *testing.T) {
	t.Parallel()
	const steps = 400
	r := rand.New(rand.NewPCG(7, 7))
	for trial := range 25 {
		n := 2 + r.IntN(3)
		scores := make([][]float64, n)
		for i := range scores {
			scores[i] = []float64{10 * r.Float64(), 10 * r.Float64(), 10 * r.Float64()}
		}
		w := []float64{r.Float64(), r.Float64(), r.Float64()}
		s := w[0] + w[1] + w[2]
		for j := range w {
			w[j] /= s
		}
		tot := Totals(scores, w)
		leader := 0
		for i := range tot {
			if tot[i] > tot[leader] {
				leader = i
			}
		}
		dist, challenger := FlipDistance(scores, w, leader)
		brute, bruteC := math.Inf(1), -1
		simplexGrid(steps, func(g []float64) {
			tg := Totals(scores, g)
			for c := range tg {
				if c != leader && tg[c] >= tg[leader] {
					if d := l1(g, w); d < brute {
						brute, bruteC = d, c
					}
				}
			}
		})
		if challenger < 0 {
			if bruteC >= 0 {
				t.Errorf("trial %d: no challenger, but grid point at L1 %v flips to %d", trial, brute, bruteC)
			}
			continue
		}
		if dist > brute+1e-9 {
			t.Errorf("trial %d: FlipDistance %v above a grid point at %v", trial, dist, brute)
		}
		if brute-dist > 4.0/steps {
			t.Errorf("trial %d: FlipDistance %v, best grid point %v: more than the grid resolution apart", trial, dist, brute)
		}
	}
}

func TestStability(t *testing.T) {
	t.Parallel()
	// V_L = 4 + 4x, V_c = 8 − 4x for x = w_0: leader first for x ≥ 0.5.
	got := Stability([][]float64{{8, 4}, {4, 8}}, []float64{0.75, 0.25}, 0)
	want := []Interval{{0.5, 1, 1}, {0, 0.5, 1}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Stability = %v, want %v", got, want)
	}
	// All the weight on one criterion: the others share 1 − x equally.
	got = Stability([][]float64{{8, 4}, {4, 8}}, []float64{1, 0}, 0)
	if want := []Interval{{0.5, 1, 1}, {0, 0.5, 1}}; !reflect.DeepEqual(got, want) {
		t.Errorf("weight 1 on criterion 0: %v, want %v", got, want)
	}
	// A dominant leader is stable over the whole range.
	got = Stability([][]float64{{9, 9, 9}, {1, 2, 3}}, []float64{0.2, 0.3, 0.5}, 0)
	for j, iv := range got {
		if iv != (Interval{0, 1, -1}) {
			t.Errorf("dominant leader, criterion %d: %v", j, iv)
		}
	}
	// Leader not first: empty interval at the current weight.
	got = Stability([][]float64{{5, 5}, {6, 6}}, []float64{0.4, 0.6}, 0)
	if want := []Interval{{0.4, 0.4, 1}, {0.6, 0.6, 1}}; !reflect.DeepEqual(got, want) {
		t.Errorf("leader behind: %v, want %v", got, want)
	}
	if got := Stability([][]float64{{5}, {4}}, []float64{1}, 0); !reflect.DeepEqual(got, []Interval{{1, 1, -1}}) {
		t.Errorf("one criterion: %v", got)
	}
}

// TestStabilityAgainstScan checks the intervals by scanning each weight.
func TestStabilityAgainstScan(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(3, 9))
	for trial := range 40 {
		n, m := 2+r.IntN(4), 2+r.IntN(3)
		scores := make([][]float64, n)
		for i := range scores {
			scores[i] = make([]float64, m)
			for j := range scores[i] {
				scores[i][j] = 10 * r.Float64()
			}
		}
		w := make([]float64, m)
		var s float64
		for j := range w {
			w[j] = 0.05 + r.Float64()
			s += w[j]
		}
		for j := range w {
			w[j] /= s
		}
		tot := Totals(scores, w)
		leader := first(tot, -1)
		ivs := Stability(scores, w, leader)
		for j, iv := range ivs {
			if !(iv.Low <= w[j] && w[j] <= iv.High) {
				t.Errorf("trial %d criterion %d: %v excludes the current weight %v", trial, j, iv, w[j])
			}
			for step := 0; step <= 1000; step++ {
				x := float64(step) / 1000
				g := make([]float64, m)
				for k := range g {
					g[k] = w[k] * (1 - x) / (1 - w[j])
				}
				g[j] = x
				tg := Totals(scores, g)
				stays := true
				for c := range tg {
					if c != leader && tg[c] > tg[leader]+1e-9 {
						stays = false
					}
				}
				inside := x >= iv.Low-1e-9 && x <= iv.High+1e-9
				strictlyInside := x > iv.Low+1e-9 && x < iv.High-1e-9
				if strictlyInside && !stays {
					t.Fatalf("trial %d criterion %d: x=%v inside %v but the leader is beaten", trial, j, x, iv)
				}
				if !inside && stays {
					t.Fatalf("trial %d criterion %d: x=%v outside %v but the leader stays first", trial, j, x, iv)
				}
			}
			if iv.Challenger >= 0 {
				// At one of the bounds the challenger ties the leader.
				ties := false
				for _, x := range []float64{iv.Low, iv.High} {
					g := make([]float64, m)
					for k := range g {
						g[k] = w[k] * (1 - x) / (1 - w[j])
					}
					g[j] = x
					tg := Totals(scores, g)
					ties = ties || near(tg[iv.Challenger], tg[leader], 1e-9)
				}
				if !ties {
					t.Errorf("trial %d criterion %d: challenger %d ties at neither bound of %v", trial, j, iv.Challenger, iv)
				}
			}
		}
	}
}

func TestCloseCall(t *testing.T) {
	t.Parallel()
	cases := []struct {
		totals           []float64
		leader, runnerUp int
		want             bool
	}{
		{[]float64{7.5, 6.6}, 0, 1, true},
		{[]float64{7.5, 6.5}, 0, 1, false}, // margin exactly 1.0 is not under 10%
		{[]float64{7.5, 3}, 0, 1, false},
		{[]float64{6, 7}, 0, 1, true}, // runner-up ahead on these totals
		{[]float64{7}, 0, -1, false},
	}
	for _, tc := range cases {
		if got := CloseCall(tc.totals, tc.leader, tc.runnerUp); got != tc.want {
			t.Errorf("CloseCall(%v, %d, %d) = %v, want %v", tc.totals, tc.leader, tc.runnerUp, got, tc.want)
		}
	}
}

func TestCellShocks(t *testing.T) {
	t.Parallel()
	// Totals: L 6.0, R 5.85, third 3.
	scores := [][]float64{{3, 3}, {5.5, 6.2}, {6, 6}}
	w := []float64{0.5, 0.5}
	got := CellShocks(scores, w, 2, 1)
	want := []Shock{
		{Option: 2, Criterion: 0, Delta: -1, Flips: true, NewLeader: 1}, // L 5.5
		{Option: 2, Criterion: 0, Delta: 1, Flips: false, NewLeader: 2},
		{Option: 2, Criterion: 1, Delta: -1, Flips: true, NewLeader: 1},
		{Option: 2, Criterion: 1, Delta: 1, Flips: false, NewLeader: 2},
		{Option: 1, Criterion: 0, Delta: -1, Flips: false, NewLeader: 2},
		{Option: 1, Criterion: 0, Delta: 1, Flips: true, NewLeader: 1}, // R 6.35
		{Option: 1, Criterion: 1, Delta: -1, Flips: false, NewLeader: 2},
		{Option: 1, Criterion: 1, Delta: 1, Flips: true, NewLeader: 1},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("CellShocks =\n%v\nwant\n%v", got, want)
	}
	// Clamping: a cell at 10 cannot rise; a tie after the shock goes to
	// the lower index.
	got = CellShocks([][]float64{{10, 0}, {9, 0}}, []float64{1, 0}, 0, 1)
	want = []Shock{
		{0, 0, -1, false, 0}, // 9 vs 9: tie, lower index keeps it
		{0, 0, 0, false, 0},
		{0, 1, 0, false, 0},
		{0, 1, 1, false, 0},
		{1, 0, -1, false, 0},
		{1, 0, 1, false, 0}, // 10 vs 10
		{1, 1, 0, false, 0},
		{1, 1, 1, false, 0},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("clamped CellShocks =\n%v\nwant\n%v", got, want)
	}
}

func TestValueOfInformation(t *testing.T) {
	t.Parallel()
	// One criterion, leader certain at 6, challenger triangular(2, 5, 9):
	// EVPI = E[(x − 6)+] = ∫₆⁹ (x−6)·2(9−x)/28 dx = 9/28.
	low := [][]float64{{6}, {2}}
	mode := [][]float64{{6}, {5}}
	high := [][]float64{{6}, {9}}
	got := ValueOfInformation(low, mode, high, []float64{1}, 0)
	if len(got) != 1 || got[0].Option != 1 || got[0].Criterion != 0 || !near(got[0].Value, 9.0/28, 2e-3) {
		t.Fatalf("ValueOfInformation = %v, want [{1 0 %v}]", got, 9.0/28)
	}

	// Two criteria, three options: ranking by value, then the fill.
	// Totals on the modes: 6.5, 5.5, 2.
	low = [][]float64{{4, 4}, {3, 3}, {1, 1}}
	mode = [][]float64{{7, 6}, {6, 5}, {2, 2}}
	high = [][]float64{{8, 9}, {9, 6}, {3, 3}}
	w := []float64{0.5, 0.5}
	got = ValueOfInformation(low, mode, high, w, 0)
	// Leader criterion 0, triangular(4, 7, 8): loss 0.5·(5 − x)+, so
	// 0.5·∫₄⁵ (5−x)·2(x−4)/12 dx = 1/72.
	// Runner-up criterion 0, triangular(3, 6, 9): loss 0.5·(x − 8)+, so
	// 0.5·∫₈⁹ (x−8)·2(9−x)/18 dx = 1/108.
	// Leader criterion 1 can only fall to 4: total 5.5, a tie, no loss.
	// Then the fill: the widest remaining cell of leader or runner-up,
	// leader criterion 1 with w·(9−4) = 2.5.
	want := []CellValue{{0, 0, 1.0 / 72}, {1, 0, 1.0 / 108}, {0, 1, 0}}
	if len(got) != len(want) {
		t.Fatalf("ValueOfInformation = %v, want ≈ %v", got, want)
	}
	for k := range want {
		if got[k].Option != want[k].Option || got[k].Criterion != want[k].Criterion || !near(got[k].Value, want[k].Value, 5e-4) {
			t.Errorf("cell %d = %v, want ≈ %v", k, got[k], want[k])
		}
	}
	// With only the fill (no cell can flip): leader criterion 1 (width
	// 2.5), then the runner-up's two cells tied at 1.5, by criterion; the
	// leader's narrowed criterion 0 (0.75) does not make it.
	low[0][0], low[1][0] = 6.5, 3
	high[1][0] = 6
	got = ValueOfInformation(low, mode, high, w, 0)
	if want := []CellValue{{0, 1, 0}, {1, 0, 0}, {1, 1, 0}}; !reflect.DeepEqual(got, want) {
		t.Errorf("fill only: %v, want %v", got, want)
	}

	// Certain cells are never listed.
	got = ValueOfInformation(mode, mode, mode, w, 0)
	if len(got) != 0 {
		t.Errorf("all certain: %v, want none", got)
	}
}

func TestDrivers(t *testing.T) {
	t.Parallel()
	scores := [][]float64{{8, 5, 9, 6}, {6, 7, 7, 6}}
	w := []float64{0.25, 0.25, 0.25, 0.25}
	// Contributions: 0.5, −0.5, 0.5, 0: criteria 0 and 2, tie by index.
	if got := Drivers(scores, w, 0, 1); !reflect.DeepEqual(got, []int{0, 2}) {
		t.Errorf("Drivers = %v, want [0 2]", got)
	}
	w = []float64{0.1, 0.2, 0.4, 0.3}
	if got := Drivers(scores, w, 0, 1); !reflect.DeepEqual(got, []int{2, 0}) {
		t.Errorf("Drivers = %v, want [2 0]", got)
	}
	if got := Drivers(scores, w, 0, -1); got != nil {
		t.Errorf("no runner-up: %v", got)
	}
}
