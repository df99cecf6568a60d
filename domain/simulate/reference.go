package simulate

import (
	"math"
	"sort"
)

// Reference is the plain loop of Run's arithmetic and draws: one future at
// a time, one chunk after another, no precomputed constants beyond the
// formula, a stable sort for the ranks and a full sort for the
// percentiles. It is slow and obviously right, and tests hold Run to it.
func Reference(in Input) Result {
	n := len(in.Mode)
	m := len(in.Weights)
	N := in.Futures
	if N <= 0 {
		N = DefaultFutures
	}
	if n == 0 {
		return Result{Futures: N, RunnerUp: -1}
	}
	res := newResult(n, N)
	rankCount := make([][]int, n)
	for i := range rankCount {
		rankCount[i] = make([]int, n)
	}
	above := make([][]int, n) // above[i][k]: futures with total_i > total_k
	for i := range above {
		above[i] = make([]int, n)
	}
	looWins := make([][]int, n) // looWins[r][i]: futures i wins without r
	for r := range looWins {
		looWins[r] = make([]int, n)
	}
	all := make([][]float64, n)
	sumRegr := make([]float64, n)

	for k := range Chunks {
		lo, hi := chunkBounds(N, k)
		if lo == hi {
			continue
		}
		src := chunkStream(in.Seed, k)
		chunkRegr := make([]float64, n)
		for f := lo; f < hi; f++ {
			// Uniforms for this future, two per Uint64, high half first.
			var u []float64
			for len(u) < n*m {
				r := src.Uint64()
				u = append(u, float64(r>>32)/(1<<32), float64(r&0xffffffff)/(1<<32))
			}
			total := make([]float64, n)
			for i := range n {
				for j := range m {
					x := triangularInv(u[i*m+j], in.Low[i][j], in.Mode[i][j], in.High[i][j])
					total[i] += float64(in.Weights[j] * x)
				}
				all[i] = append(all[i], total[i])
			}
			order := make([]int, n)
			for i := range order {
				order[i] = i
			}
			eligible := func(i int) bool { return in.Eligible == nil || in.Eligible[i] }
			sort.SliceStable(order, func(a, b int) bool {
				ea, eb := eligible(order[a]), eligible(order[b])
				if ea != eb {
					return ea
				}
				return total[order[a]] > total[order[b]]
			})
			for r, i := range order {
				rankCount[i][r]++
			}
			res.Wins[order[0]]++
			for r := range n {
				for _, i := range order {
					if i != r {
						looWins[r][i]++
						break
					}
				}
			}
			for i := range n {
				for kk := range n {
					if total[i] > total[kk] {
						above[i][kk]++
					}
				}
			}
			best := total[order[0]]
			for i := range n {
				chunkRegr[i] += best - total[i]
			}
		}
		for i := range n {
			sumRegr[i] += chunkRegr[i]
		}
	}

	for i := range n {
		for r := range n {
			res.RankAcceptability[i][r] = float64(rankCount[i][r]) / float64(N)
		}
		for kk := range n {
			res.Pairwise[i][kk] = float64(above[i][kk]) / float64(N)
		}
		res.Expected[i] = in.mean(i)
		res.ExpectedRegret[i] = sumRegr[i] / float64(N)
		sorted := append([]float64(nil), all[i]...)
		sort.Float64s(sorted)
		res.P10[i] = sorted[nearestRank(10, N)-1]
		res.P50[i] = sorted[nearestRank(50, N)-1]
		res.P90[i] = sorted[nearestRank(90, N)-1]
	}
	leader := 0
	for i := range n {
		p := float64(res.Wins[i]) / float64(N)
		res.WinProb[i] = p
		res.StdErr[i] = math.Sqrt(p * (1 - p) / float64(N))
		if res.Wins[i] > res.Wins[leader] {
			leader = i
		}
	}
	res.RunnerUp = -1
	for i := range n {
		if i != leader && (res.RunnerUp == -1 || res.RankAcceptability[i][1] > res.RankAcceptability[res.RunnerUp][1]) {
			res.RunnerUp = i
		}
	}
	for r := range n {
		res.LeaveOneOut[r] = -1
		for i := range n {
			if i != r && (res.LeaveOneOut[r] == -1 || looWins[r][i] > looWins[r][res.LeaveOneOut[r]]) {
				res.LeaveOneOut[r] = i
			}
		}
	}
	return res
}

// triangularInv is the inverse CDF of the triangular distribution on
// [a, b] with mode c at u ∈ [0, 1); a constant when a == b.
func triangularInv(u, a, c, b float64) float64 {
	if a == b {
		return a
	}
	if u < (c-a)/(b-a) {
		return a + math.Sqrt(u*((b-a)*(c-a)))
	}
	return b - math.Sqrt((1-u)*((b-a)*(b-c)))
}

// nearestRank is the 1-based nearest rank ⌈p·N/100⌉ of the p-th percentile.
func nearestRank(p, N int) int {
	r := int(math.Ceil(float64(p) * float64(N) / 100))
	return max(r, 1)
}
