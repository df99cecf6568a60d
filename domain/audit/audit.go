// Package audit holds the blind second pass's methods: a ranking method
// other than the additive model (TOPSIS, PROMETHEE II), the rank agreement
// between two passes (Kendall's τ-b) and the seeded shuffle that relabels
// the options so the second pass cannot lean on their order. Pure and
// deterministic; ties go to the lower index.
package audit

import (
	"crypto/sha256"
	"encoding/binary"
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
)

// TOPSIS returns each option's relative closeness to the ideal solution,
// in [0, 1] (Hwang & Yoon 1981): the matrix is vector-normalised per
// criterion, r_ij = x_ij / √(Σ_i x_ij²), weighted, v_ij = w_j·r_ij; the
// ideal A⁺ takes each criterion's best v (all criteria are benefit
// criteria: the 0–10 anchors are higher-better) and the anti-ideal A⁻ its
// worst; S⁺_i and S⁻_i are the Euclidean distances to them and the
// closeness is C_i = S⁻_i / (S⁺_i + S⁻_i). A criterion whose column is all
// zero contributes nothing. When an option is at both the ideal and the
// anti-ideal (every option weighs the same on every criterion) its
// closeness is ½.
func TOPSIS(scores [][]float64, w []float64) []float64 {
	n := len(scores)
	out := make([]float64, n)
	if n == 0 {
		return out
	}
	m := len(w)
	v := make([][]float64, n)
	for i := range v {
		v[i] = make([]float64, m)
	}
	best := make([]float64, m)
	worst := make([]float64, m)
	for j := range m {
		var ss float64
		for i := range n {
			ss += scores[i][j] * scores[i][j]
		}
		norm := math.Sqrt(ss)
		for i := range n {
			if norm > 0 {
				v[i][j] = w[j] * (scores[i][j] / norm)
			}
			if i == 0 || v[i][j] > best[j] {
				best[j] = v[i][j]
			}
			if i == 0 || v[i][j] < worst[j] {
				worst[j] = v[i][j]
			}
		}
	}
	for i := range n {
		var sp, sm float64
		for j := range m {
			dp, dm := v[i][j]-best[j], v[i][j]-worst[j]
			sp += dp * dp
			sm += dm * dm
		}
		sp, sm = math.Sqrt(sp), math.Sqrt(sm)
		if sp+sm == 0 {
			out[i] = 0.5
			continue
		}
		out[i] = sm / (sp + sm)
	}
	return out
}

// PrometheeII returns each option's net outranking flow φ(a) = φ⁺(a) −
// φ⁻(a) in [−1, 1] (Brans & Vincke 1985) with the usual criterion
// (type I) preference function on every criterion: a is preferred to b
// on j with P_j(a, b) = 1 when s_aj > s_bj, else 0. With π(a, b) =
// Σ_j w_j·P_j(a, b), φ⁺(a) = Σ_b π(a, b)/(n−1) and φ⁻(a) = Σ_b π(b, a)/(n−1).
// Unlike an additive model it counts on which criteria an option is
// better, not by how much, so it is a genuinely different second opinion.
// All zeros with fewer than two options.
func PrometheeII(scores [][]float64, w []float64) []float64 {
	n := len(scores)
	out := make([]float64, n)
	if n < 2 {
		return out
	}
	for a := range n {
		var plus, minus float64
		for b := range n {
			if a == b {
				continue
			}
			for j := range w {
				switch {
				case scores[a][j] > scores[b][j]:
					plus += w[j]
				case scores[a][j] < scores[b][j]:
					minus += w[j]
				}
			}
		}
		out[a] = (plus - minus) / float64(n-1)
	}
	return out
}

// Order returns the option indices by value descending, ties by lower
// index; NaN sorts last.
func Order(values []float64) []int {
	idx := make([]int, len(values))
	for i := range idx {
		idx[i] = i
	}
	slices.SortFunc(idx, func(a, b int) int {
		va, vb := values[a], values[b]
		switch na, nb := math.IsNaN(va), math.IsNaN(vb); {
		case na && !nb:
			return 1
		case nb && !na:
			return -1
		case !na && !nb && va > vb:
			return -1
		case !na && !nb && va < vb:
			return 1
		}
		return a - b
	})
	return idx
}

// KendallTauB returns Kendall's τ-b between two score vectors over the
// same options (Kendall 1945), which corrects for ties:
// τ_b = (n_c − n_d) / √((n₀ − n₁)(n₀ − n₂)) with n₀ = n(n−1)/2 pairs, n_c
// concordant and n_d discordant pairs, n₁ and n₂ the pairs tied in a and
// in b. It is 1 when n < 2. When a or b ties every pair τ-b is undefined;
// it is then 1 if both tie every pair (they agree there is no order) and
// 0 otherwise (no association). The vectors must have the same length.
func KendallTauB(a, b []float64) float64 {
	n := len(a)
	if n < 2 {
		return 1
	}
	var nc, nd, t1, t2 int
	for i := range n {
		for k := i + 1; k < n; k++ {
			da, db := cmp(a[i], a[k]), cmp(b[i], b[k])
			switch {
			case da == 0 && db == 0:
				t1++
				t2++
			case da == 0:
				t1++
			case db == 0:
				t2++
			case da == db:
				nc++
			default:
				nd++
			}
		}
	}
	n0 := n * (n - 1) / 2
	if t1 == n0 || t2 == n0 {
		if t1 == n0 && t2 == n0 {
			return 1
		}
		return 0
	}
	return float64(nc-nd) / math.Sqrt(float64(n0-t1)*float64(n0-t2))
}

func cmp(x, y float64) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

// shuffleDomain separates the audit's stream from every other stream
// derived from the same seed.
const shuffleDomain = "verdict/audit/shuffle/v1"

// Shuffle returns a permutation of 0..n−1 drawn from the audit's own
// PCG-DXSM stream (math/rand/v2 NewPCG, raw Uint64 draws only): with h =
// SHA-256(seed ‖ "verdict/audit/shuffle/v1"), seed1 = uint64be(h[0:8]) and
// seed2 = uint64be(h[8:16]). Fisher–Yates (Durstenfeld 1964) from the top
// down: for i = n−1 … 1, swap p[i] with p[j], j uniform in [0, i], drawn
// without bias by Lemire's multiply-and-reject method (Lemire 2019).
func Shuffle(n int, seed [32]byte) []int {
	p := make([]int, max(n, 0))
	for i := range p {
		p[i] = i
	}
	var buf [32 + len(shuffleDomain)]byte
	copy(buf[:], seed[:])
	copy(buf[32:], shuffleDomain)
	sum := sha256.Sum256(buf[:])
	src := rand.NewPCG(binary.BigEndian.Uint64(sum[0:8]), binary.BigEndian.Uint64(sum[8:16]))
	for i := len(p) - 1; i > 0; i-- {
		j := bounded(src, uint64(i+1))
		p[i], p[j] = p[j], p[i]
	}
	return p
}

// bounded returns a uniform integer in [0, bound), bound > 0, from raw
// Uint64 draws (Lemire 2019, "Fast random integer generation in an
// interval"): the high word of x·bound, rejecting the low words below
// 2⁶⁴ mod bound that would bias it.
func bounded(src *rand.PCG, bound uint64) uint64 {
	hi, lo := bits.Mul64(src.Uint64(), bound)
	if lo < bound {
		thresh := -bound % bound // 2⁶⁴ mod bound
		for lo < thresh {
			hi, lo = bits.Mul64(src.Uint64(), bound)
		}
	}
	return hi
}
