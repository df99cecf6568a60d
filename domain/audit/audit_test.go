package audit

import (
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// TestTOPSISTextbook is the two-criterion example of Yoon & Hwang's
// primer (Multiple Attribute Decision Making: An Introduction, 1995), as
// worked in Sennaroğlu's lecture notes: alternatives (17, 12), (10, 9),
// (8, 6), weights 0.714 and 0.286. Weighted normalised matrix
// 0.5703 0.2124 / 0.3355 0.1593 / 0.2684 0.1062; the first is the ideal
// (C = 1), the last the anti-ideal (C = 0) and the middle one has
// S⁺ = 0.2408, S⁻ = 0.0856, C = 0.2622.
func TestTOPSISTextbook(t *testing.T) {
	t.Parallel()
	got := TOPSIS([][]float64{{17, 12}, {10, 9}, {8, 6}}, []float64{0.714, 0.286})
	want := []float64{1, 0.2622, 0}
	for i := range want {
		if !near(got[i], want[i], 5e-5) {
			t.Errorf("C[%d] = %.5f, want %.4f", i, got[i], want[i])
		}
	}
}

// TestTOPSISByHand recomputes a 3×3 case step by step with round
// numbers: columns (3, 4, 0), (0, 3, 4), (4, 0, 3) all have norm 5.
func TestTOPSISByHand(t *testing.T) {
	t.Parallel()
	scores := [][]float64{{3, 0, 4}, {4, 3, 0}, {0, 4, 3}}
	w := []float64{0.5, 0.3, 0.2}
	// v = w·x/5; ideal (0.4, 0.24, 0.16), anti-ideal (0, 0, 0).
	v := [][]float64{{0.3, 0, 0.16}, {0.4, 0.18, 0}, {0, 0.24, 0.12}}
	ideal := []float64{0.4, 0.24, 0.16}
	got := TOPSIS(scores, w)
	for i := range v {
		var sp, sm float64
		for j := range v[i] {
			sp += (v[i][j] - ideal[j]) * (v[i][j] - ideal[j])
			sm += v[i][j] * v[i][j]
		}
		want := math.Sqrt(sm) / (math.Sqrt(sp) + math.Sqrt(sm))
		if !near(got[i], want, 1e-12) {
			t.Errorf("C[%d] = %v, want %v", i, got[i], want)
		}
	}
	if o := Order(got); !reflect.DeepEqual(o, []int{1, 0, 2}) {
		t.Errorf("order %v (closeness %v), want [1 0 2]", o, got)
	}
}

func TestTOPSISProperties(t *testing.T) {
	t.Parallel()
	scores := [][]float64{{7, 2, 5}, {4, 6, 6}, {5, 5, 1}, {9, 9, 9}}
	w := []float64{0.2, 0.5, 0.3}
	c := TOPSIS(scores, w)
	if c[3] != 1 {
		t.Errorf("an option best on every criterion is the ideal: C = %v", c[3])
	}
	for i, v := range c {
		if !(v >= 0 && v <= 1) {
			t.Errorf("C[%d] = %v outside [0, 1]", i, v)
		}
	}
	// Vector normalisation makes each criterion's unit irrelevant.
	scaled := [][]float64{{70, 2, 0.5}, {40, 6, 0.6}, {50, 5, 0.1}, {90, 9, 0.9}}
	for i, v := range TOPSIS(scaled, w) {
		if !near(v, c[i], 1e-12) {
			t.Errorf("scaling a column moved C[%d] from %v to %v", i, c[i], v)
		}
	}
	if got := TOPSIS([][]float64{{5, 5}, {5, 5}}, []float64{0.5, 0.5}); !reflect.DeepEqual(got, []float64{0.5, 0.5}) {
		t.Errorf("identical options: %v, want ½ each", got)
	}
	if got := TOPSIS([][]float64{{0, 3}, {0, 6}}, []float64{0.5, 0.5}); !reflect.DeepEqual(got, []float64{0, 1}) {
		t.Errorf("a zero column: %v", got)
	}
	if got := TOPSIS(nil, nil); len(got) != 0 {
		t.Errorf("no options: %v", got)
	}
}

func TestPrometheeII(t *testing.T) {
	t.Parallel()
	// π(0,1) = 0.6, π(1,0) = 0.4; π(0,2) = 1, π(2,0) = 0;
	// π(1,2) = 0.4 + 0.0 (tie on 1) = ..., by hand below.
	scores := [][]float64{{8, 3}, {6, 7}, {5, 3}}
	w := []float64{0.6, 0.4}
	// a=0: beats 1 on c0 (0.6), loses c1 (0.4); beats 2 on c0 (0.6), ties c1.
	//   φ⁺ = (0.6+0.6)/2 = 0.6, φ⁻ = 0.4/2 = 0.2 → 0.4
	// a=1: beats 0 on c1 (0.4), loses c0 (0.6); beats 2 on both (1.0).
	//   φ⁺ = (0.4+1)/2 = 0.7, φ⁻ = 0.6/2 = 0.3 → 0.4
	// a=2: loses c0 to both, loses c1 to 1, ties c1 with 0.
	//   φ⁺ = 0, φ⁻ = (0.6+1)/2 = 0.8 → −0.8
	got := PrometheeII(scores, w)
	want := []float64{0.4, 0.4, -0.8}
	var sum float64
	for i := range want {
		if !near(got[i], want[i], 1e-12) {
			t.Errorf("φ[%d] = %v, want %v", i, got[i], want[i])
		}
		sum += got[i]
	}
	if !near(sum, 0, 1e-12) {
		t.Errorf("net flows sum to %v, want 0", sum)
	}
	if got := PrometheeII([][]float64{{1, 2}}, w); !reflect.DeepEqual(got, []float64{0}) {
		t.Errorf("one option: %v", got)
	}
}

func TestOrder(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in   []float64
		want []int
	}{
		{[]float64{0.2, 0.9, 0.5}, []int{1, 2, 0}},
		{[]float64{0.5, 0.9, 0.5, 0.9}, []int{1, 3, 0, 2}},
		{[]float64{math.NaN(), 1, math.NaN(), 2}, []int{3, 1, 0, 2}},
		{nil, []int{}},
	}
	for _, tc := range cases {
		if got := Order(tc.in); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Order(%v) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestKendallTauB(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		a, b []float64
		want float64
	}{
		{"identical", []float64{1, 2, 3, 4}, []float64{10, 20, 30, 40}, 1},
		{"reversed", []float64{1, 2, 3, 4}, []float64{4, 3, 2, 1}, -1},
		// One swap among four: n_c = 5, n_d = 1, τ = 4/6.
		{"one swap", []float64{1, 2, 3, 4}, []float64{1, 3, 2, 4}, 4.0 / 6},
		// A tie in a: n_c = 5, n_d = 0, n₁ = 1: 5/√(5·6).
		{"tie in a", []float64{1, 2, 2, 3}, []float64{1, 2, 3, 4}, 5 / math.Sqrt(30)},
		// SciPy's documented example for scipy.stats.kendalltau.
		{"scipy example", []float64{12, 2, 1, 12, 2}, []float64{1, 4, 7, 1, 0}, -0.47140452079103173},
		{"one option", []float64{3}, []float64{1}, 1},
		{"both constant", []float64{2, 2, 2}, []float64{5, 5, 5}, 1},
		{"one constant", []float64{2, 2, 2}, []float64{1, 2, 3}, 0},
	}
	for _, tc := range cases {
		if got := KendallTauB(tc.a, tc.b); !near(got, tc.want, 1e-12) {
			t.Errorf("%s: τ-b = %v, want %v", tc.name, got, tc.want)
		}
		if got, back := KendallTauB(tc.a, tc.b), KendallTauB(tc.b, tc.a); got != back {
			t.Errorf("%s: not symmetric: %v vs %v", tc.name, got, back)
		}
	}
}

func TestShuffleIsADeterministicPermutation(t *testing.T) {
	t.Parallel()
	seed := [32]byte{'a', 'u', 'd', 'i', 't'}
	for _, n := range []int{0, 1, 2, 5, 17, 100} {
		p := Shuffle(n, seed)
		if len(p) != n {
			t.Fatalf("n=%d: got %d elements", n, len(p))
		}
		sorted := slices.Sorted(slices.Values(p))
		for i, v := range sorted {
			if v != i {
				t.Fatalf("n=%d: %v is not a permutation", n, p)
			}
		}
		if q := Shuffle(n, seed); !reflect.DeepEqual(p, q) {
			t.Fatalf("n=%d: same seed, different permutations %v and %v", n, p, q)
		}
	}
	other := seed
	other[31] = 1
	if reflect.DeepEqual(Shuffle(100, seed), Shuffle(100, other)) {
		t.Error("different seeds gave the same permutation of 100")
	}
	// Pinned: the permutation is part of the slip's reproducibility, so a
	// change to the stream or the draw shows up here.
	if got, want := Shuffle(6, seed), []int{4, 0, 3, 5, 1, 2}; !reflect.DeepEqual(got, want) {
		t.Errorf("Shuffle(6) = %v, want %v", got, want)
	}
}

// TestShuffleIsUniform draws 12,000 permutations of 3 from consecutive
// seeds: each of the 6 should come up 2,000 times. χ² with 5 degrees of
// freedom stays below 20.5 with probability 0.999; the seeds are fixed, so
// the test is deterministic.
func TestShuffleIsUniform(t *testing.T) {
	t.Parallel()
	const draws = 12000
	counts := map[[3]int]int{}
	for s := range draws {
		var seed [32]byte
		seed[0], seed[1] = byte(s), byte(s>>8)
		p := Shuffle(3, seed)
		counts[[3]int{p[0], p[1], p[2]}]++
	}
	if len(counts) != 6 {
		t.Fatalf("saw %d distinct permutations of 3, want 6", len(counts))
	}
	var chi2 float64
	for _, c := range counts {
		d := float64(c) - draws/6
		chi2 += d * d / (draws / 6)
	}
	if chi2 > 20.5 {
		t.Errorf("χ² = %.1f over %v", chi2, counts)
	}
	// Every element lands in every position equally often for n = 5.
	pos := [5][5]int{}
	for s := range 10000 {
		var seed [32]byte
		seed[2], seed[3] = byte(s), byte(s>>8)
		for i, v := range Shuffle(5, seed) {
			pos[v][i]++
		}
	}
	for v := range pos {
		for i := range pos[v] {
			if c := pos[v][i]; c < 1800 || c > 2200 { // 2000 ± 5.6σ
				t.Errorf("element %d at position %d %d times of 10000, want ≈ 2000", v, i, c)
			}
		}
	}
}

// TestBoundedRejects exercises the rejection path: with bound = 3·2⁶²,
// 2⁶⁴ mod bound = 2⁶², so about a quarter of the raw draws are rejected.
// Every result must be in range and the three thirds of the range equally
// likely.
func TestBoundedRejects(t *testing.T) {
	t.Parallel()
	src := rand.NewPCG(1, 2)
	const bound = 3 << 62
	var thirds [3]int
	for range 30000 {
		v := bounded(src, bound)
		if v >= bound {
			t.Fatalf("bounded = %d ≥ %d", v, uint64(bound))
		}
		thirds[v/(1<<62)]++
	}
	for k, c := range thirds {
		if c < 9500 || c > 10500 { // 10000 ± 6σ
			t.Errorf("third %d drew %d of 30000", k, c)
		}
	}
	if v := bounded(src, 1); v != 0 {
		t.Errorf("bounded(1) = %d", v)
	}
}
