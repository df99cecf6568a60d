// Package audit holds the blind second pass's methods: a count of stated
// pairwise preferences (Copeland), the rank agreement between two passes
// (Kendall's τ-b) and the seeded shuffle that relabels the options so the
// second pass cannot lean on their order. Pure and deterministic.
package audit

import (
	"crypto/sha256"
	"encoding/binary"
	"math"
	"math/bits"
	"math/rand/v2"
)

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

// Pair is one stated preference between options, by index: Better is
// preferred to Worse on Basis.
type Pair struct {
	Better, Worse int
	Basis         string
}

// Copeland ranks n options by the preferences stated between them
// (Copeland 1951): for each pair of options, each basis votes once for
// the option it prefers (a basis that prefers both ways cancels), the
// option with more votes wins the pair, and an option's score is the
// pairs it wins minus the pairs it loses. Excluded options (a limit rules
// them out) lose every pair against one that is not. Scores are in
// [−(n−1), n−1]; an option no preference touches scores 0.
func Copeland(n int, pairs []Pair, excluded []bool) []float64 {
	type key struct {
		a, b  int
		basis string
	}
	vote := map[key]int{} // a < b: +1 prefers a, −1 prefers b
	for _, p := range pairs {
		if p.Better == p.Worse || p.Better < 0 || p.Worse < 0 || p.Better >= n || p.Worse >= n {
			continue
		}
		a, b, v := p.Better, p.Worse, 1
		if a > b {
			a, b, v = b, a, -1
		}
		vote[key{a, b, p.Basis}] += v
	}
	net := make([][]int, n)
	for i := range net {
		net[i] = make([]int, n)
	}
	for k, v := range vote {
		switch {
		case v > 0:
			net[k.a][k.b]++
		case v < 0:
			net[k.b][k.a]++
		}
	}
	out := make([]float64, n)
	for a := range n {
		for b := range n {
			if a == b {
				continue
			}
			ea, eb := len(excluded) > a && excluded[a], len(excluded) > b && excluded[b]
			switch {
			case ea && !eb:
				out[a]--
			case eb && !ea:
				out[a]++
			case net[a][b] > net[b][a]:
				out[a]++
			case net[a][b] < net[b][a]:
				out[a]--
			}
		}
	}
	return out
}
