// Package simulate runs SMAA-2 simulated futures with locked weights
// (stochastic multicriteria acceptability analysis: Lahdelma & Salminen
// 2001; Tervonen & Figueira 2008). Every future draws every cell of the
// score matrix independently from its triangular distribution, totals each
// option with the locked weights, and ranks the options; the acceptability
// indices are the shares of futures in which an option takes each rank.
//
// The draw contract, which a third party needs to recompute a Result bit
// for bit, is:
//
//   - Futures are split into Chunks fixed chunks; chunk k holds futures
//     [k·N/Chunks, (k+1)·N/Chunks) (integer division), whatever GOMAXPROCS is.
//   - Chunk k has its own PCG-DXSM stream (math/rand/v2 NewPCG): with
//     h = SHA-256(Seed ‖ "verdict/simulate/chunk/v1" ‖ uint32be(k)),
//     seed1 = uint64be(h[0:8]) and seed2 = uint64be(h[8:16]). Only raw
//     Uint64 draws are used, so a Go release cannot move the numbers.
//   - Within a chunk, futures run in order. A future visits the cells in
//     row-major order (option, then criterion) and takes a fresh Uint64 r
//     for every pair of cells: the even cell gets u = (r>>32)·2⁻³², the odd
//     cell u = (r&0xffffffff)·2⁻³², both in [0, 1) on a 2⁻³² grid. With an
//     odd cell count the last low half is discarded; every cell consumes its
//     half even when it is a constant.
//   - A cell with low < high is drawn by the triangular inverse CDF with
//     a = low, c = mode, b = high, F = (c−a)/(b−a):
//     x = a + √(u·((b−a)·(c−a))) if u < F, else x = b − √((1−u)·((b−a)·(b−c))).
//     A cell with low == high is that constant.
//   - An option's total is Σ_j w_j·x_ij accumulated in criterion order, each
//     product rounded before the add (no fused multiply-add), so the numbers
//     are the same on every architecture.
//   - Ranks: a higher total ranks first; equal totals rank the lower option
//     index first. Continuous draws make ties measure-zero, but constant
//     cells can tie for real. An option marked ineligible (Input.Eligible:
//     vetoed by a hard constraint, ELECTRE-style) ranks after every
//     eligible option whatever its total; its totals, percentiles and
//     pairwise indices are drawn and reported like any other's.
//   - Sums over futures (ExpectedRegret) are accumulated per chunk in
//     future order and the chunk sums added in chunk order, then divided by
//     N. Expected is no sum over futures: it is the exact mean,
//     Σ_j w_j·((a+b)+c)/3 in criterion order, each product rounded before
//     the add.
//
// Run is the fast implementation: four futures at a time through one
// kernel, in AVX assembly on amd64 (kernel_amd64.s) and in Go elsewhere or
// under the purego build tag; both are correctly rounded operation for
// operation, so they give the same bits. Reference is the plain loop of the
// same arithmetic and draws, kept beside it so tests can hold Run to it
// exactly.
package simulate

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
)

// Chunks is the fixed number of chunks the futures are split into, each
// with its own random stream. It does not depend on GOMAXPROCS, so the
// Result doesn't either.
const Chunks = 8

// DefaultFutures is the number of futures used when Input.Futures ≤ 0.
const DefaultFutures = 5000

// chunkDomain separates the chunk streams from every other stream derived
// from the same seed.
const chunkDomain = "verdict/simulate/chunk/v1"

// Input is one simulation.
type Input struct {
	Low, Mode, High [][]float64 // [option][criterion], scores on 0–10; Low ≤ Mode ≤ High
	Weights         []float64   // locked weights, sum 1
	Futures         int         // 5000 in production; ≤ 0 means DefaultFutures
	Seed            [32]byte    // root of every random stream
	// Eligible marks the options that may rank ahead of others; nil means
	// all. An ineligible option ranks after every eligible one.
	Eligible []bool
}

// Result is the SMAA-2 summary of one simulation. Slices are indexed by
// option in input order.
type Result struct {
	Futures int
	// Wins counts the futures where the option ranked first.
	Wins []int
	// WinProb is Wins/Futures, the first-rank acceptability index; it sums
	// to 1.
	WinProb []float64
	// RankAcceptability[i][r] is the share of futures where option i took
	// rank r (0 = first); every row and every column sums to 1.
	RankAcceptability [][]float64
	// Expected is the weighted total's mean, exact: Σ_j w_j·(a+b+c)/3, the
	// triangular mean, not the futures' average. An option whose cells
	// dominate another's never shows the lower expected score by sampling
	// noise, however close the two are.
	Expected []float64
	// P10, P50, P90 are nearest-rank percentiles of the option's weighted
	// total over the futures: Pp is the ⌈p·N/100⌉-th smallest total
	// (1-based), so every percentile is one of the simulated totals.
	P10, P50, P90 []float64
	// Pairwise[i][k] is the share of futures where total_i > total_k
	// (strictly; 0 on the diagonal), the pairwise winning index.
	Pairwise [][]float64
	// ExpectedRegret is the mean of (best total in the future − total_i).
	ExpectedRegret []float64
	// StdErr is the Monte Carlo standard error of WinProb, √(p(1−p)/N).
	StdErr []float64
	// RunnerUp is the option with the highest second-rank acceptability
	// other than the leader (highest WinProb, ties by lowest index); ties
	// by lowest index; −1 with fewer than two options.
	RunnerUp int
	// LeaveOneOut[i] is the option with the most wins when option i is
	// removed, recomputed from the same futures (ties by lowest index); −1
	// when i is the only option. The rank-reversal check (Wang &
	// Triantaphyllou 2008) asks that removing a losing option leaves the
	// winner unchanged.
	LeaveOneOut []int
}

// Leader returns the option with the highest WinProb, ties by lowest index;
// −1 when there are no options.
func (r Result) Leader() int {
	return argmaxInt(r.Wins, -1)
}

// Validate reports the first way in is not a well-formed simulation: ragged
// or mismatched shapes, non-finite numbers, Low ≤ Mode ≤ High broken, or
// weights that are negative or do not sum to 1 (within 1e-6). Run and
// Reference assume a valid Input.
func (in Input) Validate() error {
	n := len(in.Mode)
	if len(in.Low) != n || len(in.High) != n {
		return fmt.Errorf("simulate: %d low rows, %d mode rows, %d high rows", len(in.Low), n, len(in.High))
	}
	if in.Eligible != nil && len(in.Eligible) != n {
		return fmt.Errorf("simulate: %d eligibility marks for %d options", len(in.Eligible), n)
	}
	m := len(in.Weights)
	var sum float64
	for j, w := range in.Weights {
		if !(w >= 0) || math.IsInf(w, 0) {
			return fmt.Errorf("simulate: weight %d is %v", j, w)
		}
		sum += w
	}
	if m > 0 && math.Abs(sum-1) > 1e-6 {
		return fmt.Errorf("simulate: weights sum to %v, want 1", sum)
	}
	for i := range n {
		if len(in.Low[i]) != m || len(in.Mode[i]) != m || len(in.High[i]) != m {
			return fmt.Errorf("simulate: option %d has %d/%d/%d cells for %d weights",
				i, len(in.Low[i]), len(in.Mode[i]), len(in.High[i]), m)
		}
		for j := range m {
			lo, mo, hi := in.Low[i][j], in.Mode[i][j], in.High[i][j]
			if math.IsNaN(lo+mo+hi) || math.IsInf(lo+mo+hi, 0) {
				return fmt.Errorf("simulate: cell [%d][%d] is not finite", i, j)
			}
			if !(lo <= mo && mo <= hi) {
				return fmt.Errorf("simulate: cell [%d][%d]: want low ≤ mode ≤ high, got %v, %v, %v", i, j, lo, mo, hi)
			}
		}
	}
	return nil
}

// u32 maps 32 random bits to [0, 1): v·2⁻³².
func u32(v uint64) float64 { return float64(uint32(v)) * 0x1p-32 }

// chunkStream returns the PCG-DXSM stream of chunk k (see package
// comment), by value so it can live on the caller's stack.
func chunkStream(seed [32]byte, k int) rand.PCG {
	var buf [32 + len(chunkDomain) + 4]byte
	copy(buf[:], seed[:])
	copy(buf[32:], chunkDomain)
	binary.BigEndian.PutUint32(buf[32+len(chunkDomain):], uint32(k))
	h := sha256.Sum256(buf[:])
	return *rand.NewPCG(binary.BigEndian.Uint64(h[0:8]), binary.BigEndian.Uint64(h[8:16]))
}

// chunkBounds returns chunk k's futures [lo, hi).
func chunkBounds(futures, k int) (lo, hi int) {
	return k * futures / Chunks, (k + 1) * futures / Chunks
}

// mean is option i's exact expected total: the triangular mean of each
// cell, weighted, summed in criterion order with each product rounded
// before the add (no fused multiply-add), the same bits everywhere.
func (in Input) mean(i int) float64 {
	t := 0.0
	for j, w := range in.Weights {
		m := (in.Low[i][j] + in.Mode[i][j] + in.High[i][j]) / 3
		t += float64(w * m)
	}
	return t
}

func newResult(n, N int) Result {
	res := Result{
		Futures:           N,
		Wins:              make([]int, n),
		WinProb:           make([]float64, n),
		RankAcceptability: make([][]float64, n),
		Expected:          make([]float64, n),
		P10:               make([]float64, n),
		P50:               make([]float64, n),
		P90:               make([]float64, n),
		Pairwise:          make([][]float64, n),
		ExpectedRegret:    make([]float64, n),
		StdErr:            make([]float64, n),
		LeaveOneOut:       make([]int, n),
	}
	ra := make([]float64, n*n)
	pw := make([]float64, n*n)
	for i := range n {
		res.RankAcceptability[i] = ra[i*n : (i+1)*n : (i+1)*n]
		res.Pairwise[i] = pw[i*n : (i+1)*n : (i+1)*n]
	}
	return res
}

// finish fills the fields Run derives from Wins, RankAcceptability and
// pair[first·n+second] (futures with that top two): WinProb, StdErr,
// RunnerUp and LeaveOneOut. Without option r a future's winner is its first
// unless r was first, in which case it is its second, so the leave-one-out
// wins need no second pass over the futures.
func finish(res *Result, pair []int) {
	n := len(res.Wins)
	N := res.Futures
	for i := range n {
		p := float64(res.Wins[i]) / float64(N)
		res.WinProb[i] = p
		res.StdErr[i] = math.Sqrt(p * (1 - p) / float64(N))
	}
	leader := res.Leader()
	res.RunnerUp = -1
	for i := range n {
		if i == leader {
			continue
		}
		if res.RunnerUp < 0 || res.RankAcceptability[i][1] > res.RankAcceptability[res.RunnerUp][1] {
			res.RunnerUp = i
		}
	}
	wins := make([]int, n)
	for r := range n {
		copy(wins, res.Wins)
		wins[r] = 0
		for k := range n {
			wins[k] += pair[r*n+k]
		}
		res.LeaveOneOut[r] = argmaxInt(wins, r)
	}
}

// argmaxInt returns the index of the largest v, ties by lowest index,
// skipping index skip; −1 if none.
func argmaxInt(v []int, skip int) int {
	best := -1
	for i, x := range v {
		if i != skip && (best < 0 || x > v[best]) {
			best = i
		}
	}
	return best
}

// pctIndex is the 0-based index of the nearest-rank p-th percentile of N
// sorted values: ⌈p·N/100⌉ − 1, at least 0.
func pctIndex(p, N int) int {
	return max((p*N+99)/100-1, 0)
}
