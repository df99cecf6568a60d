package decision

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math"
	"strings"
)

// LockAlgorithm names how WeightsLock hashes (published in the slip).
const LockAlgorithm = "sha256(criterion_id=weight%.6f\\n...)"

// ROCWeights turns ordinal ranks (1 = most important; equal ranks tie) into
// rank-order-centroid weights (SMARTER; Barron & Barrett 1996): with n
// criteria, rank k gets (1/n)·Σ_{i=k..n} 1/i; tied criteria share the mean
// of the positions they occupy. The result sums to 1.
func ROCWeights(ranks []int) []float64 {
	n := len(ranks)
	if n == 0 {
		return nil
	}
	roc := make([]float64, n) // roc[p] for position p (0-based)
	for p := range n {
		var s float64
		for i := p + 1; i <= n; i++ {
			s += 1 / float64(i)
		}
		roc[p] = s / float64(n)
	}
	// Sort positions by rank with a total order (rank, then index).
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	for i := 1; i < n; i++ {
		for j := i; j > 0 && less(ranks, order[j], order[j-1]); j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	w := make([]float64, n)
	for p := 0; p < n; {
		q := p
		for q < n && ranks[order[q]] == ranks[order[p]] {
			q++
		}
		var s float64
		for k := p; k < q; k++ {
			s += roc[k]
		}
		for k := p; k < q; k++ {
			w[order[k]] = s / float64(q-p)
		}
		p = q
	}
	return Normalize(w)
}

func less(ranks []int, a, b int) bool {
	if ranks[a] != ranks[b] {
		return ranks[a] < ranks[b]
	}
	return a < b
}

// Normalize rounds weights to 6 decimals and makes them sum to exactly 1 in
// that precision by putting the rounding remainder on the largest weight
// (lowest index on ties), so the published vector and the hashed vector are
// the same numbers.
func Normalize(w []float64) []float64 {
	var sum float64
	for _, v := range w {
		sum += v
	}
	out := make([]float64, len(w))
	if sum <= 0 { // no information: equal weights (w itself is left alone)
		equal := make([]float64, len(w))
		for i := range equal {
			equal[i] = 1 / float64(len(w))
		}
		w, sum = equal, 1
	}
	var micro int64
	big := 0
	for i, v := range w {
		m := int64(math.Round(v / sum * 1e6))
		out[i] = float64(m)
		micro += m
		if v > w[big] {
			big = i
		}
	}
	out[big] += float64(1_000_000 - micro)
	for i := range out {
		out[i] /= 1e6
	}
	return out
}

// WeightsLock hashes the weight vector with its criterion ids at fixed
// decimals. It is computed before any option is scored and published in the
// slip; anyone can recompute it from criteria[].
func WeightsLock(criteria []Criterion) string {
	var b strings.Builder
	for _, c := range criteria {
		fmt.Fprintf(&b, "%s=%.6f\n", c.ID, c.Weight)
	}
	sum := sha256.Sum256([]byte(b.String()))
	return hex.EncodeToString(sum[:])
}
