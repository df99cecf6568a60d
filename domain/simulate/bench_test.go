package simulate

import (
	"math"
	"math/rand/v2"
	"testing"
)

func BenchmarkSimulate(b *testing.B) {
	for _, bc := range []struct {
		name string
		in   Input
		run  func(Input) Result
	}{
		{"8x8", matrix(8, 8, 1), Run},
		{"3x5", matrix(3, 5, 2), Run},
		{"reference-8x8", matrix(8, 8, 1), Reference},
		{"naive-8x8", matrix(8, 8, 1), naiveWins},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				bc.run(bc.in)
			}
		})
	}
}

// naiveWins is the floor the issue calibrates against: per future and
// cell a ChaCha8 draw, an inverse-CDF triangular sample, the weighted sum,
// and the argmax; win counts only, no other summary. It measures the
// machine, so Run's speed can be quoted as a ratio that travels between
// machines.
func naiveWins(in Input) Result {
	r := rand.New(rand.NewChaCha8(in.Seed))
	n := len(in.Mode)
	wins := make([]int, n)
	for range in.Futures {
		best, bestV := 0, math.Inf(-1)
		for i := range n {
			var v float64
			for j, w := range in.Weights {
				a, c, hi := in.Low[i][j], in.Mode[i][j], in.High[i][j]
				u := r.Float64()
				var x float64
				if f := (c - a) / (hi - a); u < f {
					x = a + math.Sqrt(u*(hi-a)*(c-a))
				} else {
					x = hi - math.Sqrt((1-u)*(hi-a)*(hi-c))
				}
				v += w * x
			}
			if v > bestV {
				best, bestV = i, v
			}
		}
		wins[best]++
	}
	return Result{Wins: wins}
}
