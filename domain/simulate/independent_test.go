package simulate

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestIndependentRecomputation recomputes the win probabilities the way a
// reader of the slip would: another generator (ChaCha8, another seed),
// another triangular sampler, no code shared with Run. The triangular draw
// here is the two-uniform construction of Stein & Keblis (2009): for a
// triangular on [0, 1] with mode f, (1−f)·min(U,V) + f·max(U,V) is exactly
// distributed, then scaled to [a, b]. The two estimates must agree within
// 4 combined standard errors for every option.
func TestIndependentRecomputation(t *testing.T) {
	t.Parallel()
	for _, in := range []Input{matrix(8, 8, 51), matrix(3, 5, 52), matrix(4, 2, 53)} {
		res := Run(in)
		n, m := len(in.Mode), len(in.Weights)
		const futures = 20000
		r := rand.New(rand.NewChaCha8([32]byte{'i', 'n', 'd', 'e', 'p'}))
		wins := make([]int, n)
		for range futures {
			best, bestTotal := -1, math.Inf(-1)
			for i := range n {
				var total float64
				for j := range m {
					a, c, b := in.Low[i][j], in.Mode[i][j], in.High[i][j]
					x := a
					if b > a {
						f := (c - a) / (b - a)
						u, v := r.Float64(), r.Float64()
						x = a + (b-a)*((1-f)*min(u, v)+f*max(u, v))
					}
					total += in.Weights[j] * x
				}
				if total > bestTotal {
					best, bestTotal = i, total
				}
			}
			wins[best]++
		}
		for i := range n {
			p := float64(wins[i]) / futures
			se := math.Sqrt(res.StdErr[i]*res.StdErr[i] + p*(1-p)/futures)
			// A floor for options that (almost) never win, where both
			// standard errors vanish.
			se = max(se, 1/float64(res.Futures))
			if d := math.Abs(p - res.WinProb[i]); d > 4*se {
				t.Errorf("%dx%d option %d: Run %.4f, independent %.4f, |Δ| %.4f > 4·SE %.4f",
					n, m, i, res.WinProb[i], p, d, 4*se)
			}
		}
	}
}
