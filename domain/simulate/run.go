package simulate

import (
	"math"
	"runtime"
	"sync"
	"sync/atomic"
)

// cell holds the precomputed triangular inverse-CDF constants of one cell,
// one side per branch (0: u < F, left of the mode; 1: u ≥ F, right of it)
// so the hot loop selects a side with an index instead of a branch:
//
//	x = base + sign·√((off + sign·u)·k)
//
// left:  base a, sign +1, off 0, k (b−a)(c−a)  →  a + √(u·k)
// right: base b, sign −1, off 1, k (b−a)(b−c)  →  b − √((1−u)·k)
//
// The sign multiplications and 1 + (−u) are exact, so this is bit for bit
// the formula in the package comment. A constant cell gets F = 2 (always
// left) and k = 0, which yields a exactly. kernel_amd64.s reads f and both
// sides' base and k at fixed offsets; TestCellLayout pins them.
type cell struct {
	f    float64
	side [2]side
}

type side struct{ base, sign, off, k float64 }

func newCell(a, c, b float64) cell {
	if !(a < b) {
		return cell{f: 2, side: [2]side{{base: a, sign: 1}, {base: a, sign: 1}}}
	}
	return cell{
		f: (c - a) / (b - a),
		side: [2]side{
			{base: a, sign: 1, off: 0, k: (b - a) * (c - a)},
			{base: b, sign: -1, off: 1, k: (b - a) * (b - c)},
		},
	}
}

// at is the triangular inverse CDF at u.
func (c *cell) at(u float64) float64 {
	p := &c.side[b2i(u >= c.f)]
	return p.base + float64(p.sign*math.Sqrt(float64((p.off+float64(p.sign*u))*p.k)))
}

// tally is one chunk's counts and partial sums.
type tally struct {
	rank    []int     // [option·n + rank]
	ge      []int     // [i·n + k], i < k: futures where total_i ≥ total_k
	eq      []int     // [i·n + k], i < k: futures where total_i == total_k
	pair    []int     // [first·n + second]: futures with that top two
	sumRegr []float64 // Σ (best − total_i), in future order
	// Per-group buffers.
	u    []float64 // uniforms, [cell·lanes + lane] (one spare cell when odd)
	tot4 []float64 // totals, [option·lanes + lane]
	tot  []float64 // one future's totals
	pos  []int     // option at each rank
}

// scratch is the working memory of one Run, reused through a pool so a
// steady stream of simulations does not churn the heap. Every slice is
// overwritten before it is read, so reuse cannot leak between runs.
type scratch struct {
	cells   []cell
	totals  []float64 // [option·N + future]
	ints    []int
	floats  []float64
	tallies [Chunks]tally
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// pad separates the chunks' regions of scratch memory by 128 bytes so two
// goroutines never write to the same cache line (false sharing would
// serialise them).
const pad = 16

func (s *scratch) reset(n, m, N int) {
	s.cells = grow(s.cells, n*m)
	s.totals = grow(s.totals, n*N)
	perInts := 4*n*n + 2*n                           // rank, ge, eq, pair; pos, rk
	perFloats := 2*n + n*lanes + 2*((n*m+1)/2)*lanes // sumRegr, tot; tot4; u
	s.ints = grow(s.ints, Chunks*(perInts+pad))
	s.floats = grow(s.floats, Chunks*(perFloats+pad))
	clear(s.ints)
	clear(s.floats)
	for k := range s.tallies {
		ints := s.ints[k*(perInts+pad):]
		fl := s.floats[k*(perFloats+pad):]
		take := func(c int) []int { r := ints[:c:c]; ints = ints[c:]; return r }
		takef := func(c int) []float64 { r := fl[:c:c]; fl = fl[c:]; return r }
		s.tallies[k] = tally{
			rank: take(n * n), ge: take(n * n), eq: take(n * n), pair: take(n * n), pos: take(n),
			sumRegr: takef(n), tot: takef(n), tot4: takef(n * lanes),
			u: takef(2 * ((n*m + 1) / 2) * lanes),
		}
	}
}

// parallel calls fn(k) for every k in [0, tasks) on up to GOMAXPROCS
// goroutines. Which goroutine runs which task varies; callers write each
// task's output to its own slot and combine the slots in task order.
func parallel(tasks int, fn func(k int)) {
	workers := min(runtime.GOMAXPROCS(0), tasks)
	if workers <= 1 {
		for k := range tasks {
			fn(k)
		}
		return
	}
	var next atomic.Int64
	work := func() {
		for {
			k := int(next.Add(1)) - 1
			if k >= tasks {
				return
			}
			fn(k)
		}
	}
	var wg sync.WaitGroup
	for range workers - 1 {
		wg.Go(work)
	}
	work()
	wg.Wait()
}

// Run simulates in.Futures futures of in and summarises them (SMAA-2,
// Lahdelma & Salminen 2001). The chunks run on up to GOMAXPROCS
// goroutines; their tallies are merged in chunk order, so the Result is
// bit-identical for any GOMAXPROCS. Run panics if the shapes of in are
// inconsistent (see Validate).
func Run(in Input) Result {
	n := len(in.Mode)
	m := len(in.Weights)
	N := in.Futures
	if N <= 0 {
		N = DefaultFutures
	}
	if n == 0 {
		return Result{Futures: N, RunnerUp: -1}
	}
	s := scratchPool.Get().(*scratch)
	defer scratchPool.Put(s)
	s.reset(n, m, N)
	for i := range n {
		for j := range m {
			s.cells[i*m+j] = newCell(in.Low[i][j], in.Mode[i][j], in.High[i][j])
		}
	}
	elig := eligibility(in.Eligible, n)
	parallel(Chunks, func(k int) {
		runChunk(k, N, n, m, s.cells, in.Weights, in.Seed, elig, s.totals, &s.tallies[k])
	})

	// Merge in chunk order.
	res := newResult(n, N)
	t0 := &s.tallies[0]
	rank, ge, eq, pair, sumRegr := t0.rank, t0.ge, t0.eq, t0.pair, t0.sumRegr
	for k := 1; k < Chunks; k++ {
		t := &s.tallies[k]
		for x := range rank {
			rank[x] += t.rank[x]
			ge[x] += t.ge[x]
			eq[x] += t.eq[x]
			pair[x] += t.pair[x]
		}
		for i := range n {
			sumRegr[i] += t.sumRegr[i]
		}
	}
	for i := range n {
		res.Wins[i] = rank[i*n]
		for r := range n {
			res.RankAcceptability[i][r] = float64(rank[i*n+r]) / float64(N)
		}
		res.Expected[i] = in.mean(i)
		res.ExpectedRegret[i] = sumRegr[i] / float64(N)
		for k := i + 1; k < n; k++ {
			g, e := ge[i*n+k], eq[i*n+k]
			res.Pairwise[i][k] = float64(g-e) / float64(N)
			res.Pairwise[k][i] = float64(N-g) / float64(N)
		}
	}
	finish(&res, pair)

	// Percentiles by selection, one option per task. The values are order
	// statistics, so they do not depend on how the selection gets there.
	i10, i50, i90 := pctIndex(10, N), pctIndex(50, N), pctIndex(90, N)
	parallel(n, func(i int) {
		// The totals' analytic range brackets the bucket pass.
		var lo, hi float64
		for j, wj := range in.Weights {
			lo += float64(wj * in.Low[i][j])
			hi += float64(wj * in.High[i][j])
		}
		res.P10[i], res.P50[i], res.P90[i] = percentiles(s.totals[i*N:(i+1)*N], lo, hi, i10, i50, i90)
	})
	return res
}

// runChunk simulates chunk k's futures into t and into totals, four
// futures at a time (see drawTotals4).
func runChunk(k, N, n, m int, cells []cell, w []float64, seed [32]byte, elig []int, totals []float64, t *tally) {
	lo, hi := chunkBounds(N, k)
	if lo == hi {
		return
	}
	src := chunkStream(seed, k)
	nc := n * m
	words := (nc + 1) / 2
	u, tot4, tot, pos := t.u[:2*words*lanes], t.tot4[:n*lanes], t.tot[:n], t.pos[:n]
	cells = cells[:nc]
	w = w[:m]
	rankCount, ge, eq, pair := t.rank[:n*n], t.ge[:n*n], t.eq[:n*n], t.pair[:n*n]
	sumRegr := t.sumRegr[:n]
	for f0 := lo; f0 < hi; f0 += lanes {
		// The futures' uniforms in stream order: future by future, one
		// Uint64 per pair of cells, the high half to the even cell. A
		// short last group leaves its spare lanes holding old uniforms,
		// whose totals are never read.
		group := min(lanes, hi-f0)
		for l := range group {
			for p := range words {
				r := src.Uint64()
				u[2*p*lanes+l] = u32(r >> 32)
				u[(2*p+1)*lanes+l] = u32(r)
			}
		}
		drawTotals4(cells, w, u, tot4)
		for l := range group {
			f := f0 + l
			for i := range tot {
				v := tot4[i*lanes+l]
				tot[i] = v
				totals[i*N+f] = v
			}
			first, second := rankFuture(tot, elig, ge, eq, rankCount, pos)
			if n > 1 {
				pair[first*n+second]++
			}
			best := tot[first]
			for i, v := range tot {
				sumRegr[i] += best - v
			}
		}
	}
}

// eligibility turns Input.Eligible into 1 (eligible) and 0 per option;
// nil when every option is eligible, the common case rankFuture keeps
// fast.
func eligibility(e []bool, n int) []int {
	all := true
	for _, ok := range e {
		all = all && ok
	}
	if all {
		return nil
	}
	out := make([]int, n)
	for i := range out {
		out[i] = 1
		if !e[i] {
			out[i] = 0
		}
	}
	return out
}

// rankFuture counts one future's ranks into rankCount[i·n + rank] and the
// pairwise outcomes into ge and eq, and returns the options ranked first
// and second (second is 0 with one option). An eligible option ranks
// ahead of an ineligible one; otherwise option i ranks ahead of k > i iff
// total_i ≥ total_k: ties go to the lower index. The pairwise outcomes
// compare totals only. Branch-free where the outcome is a coin flip for
// close options, and the rank kept in a register: n(n−1) compares cost
// less than read-modify-writes of a rank per option.
func rankFuture(tot []float64, elig, ge, eq, rankCount, pos []int) (first, second int) {
	if elig != nil {
		return rankFutureVetoed(tot, elig, ge, eq, rankCount, pos)
	}
	n := len(tot)
	for i, ti := range tot {
		r := 0
		for _, tk := range tot[:i] {
			r += b2i(tk >= ti)
		}
		row := ge[i*n : i*n+n]
		for kk := i + 1; kk < n; kk++ {
			tk := tot[kk]
			behind := b2i(tk > ti)
			r += behind
			row[kk] += 1 - behind
			if ti == tk { // rare: constant cells only
				eq[i*n+kk]++
			}
		}
		rankCount[i*n+r]++
		pos[r] = i
	}
	if n > 1 {
		second = pos[1]
	}
	return pos[0], second
}

// rankFutureVetoed is rankFuture with some options ineligible: the same
// counts, with every eligible option ranked ahead of every ineligible one.
func rankFutureVetoed(tot []float64, elig, ge, eq, rankCount, pos []int) (first, second int) {
	n := len(tot)
	for i, ti := range tot {
		r := 0
		ei := elig[i]
		for kk, tk := range tot[:i] {
			ek := elig[kk]
			r += b2i(ek > ei) + b2i(ek == ei)*b2i(tk >= ti)
		}
		row := ge[i*n : i*n+n]
		for kk := i + 1; kk < n; kk++ {
			tk, ek := tot[kk], elig[kk]
			behind := b2i(tk > ti)
			r += b2i(ek > ei) + b2i(ek == ei)*behind
			row[kk] += 1 - behind
			if ti == tk { // rare: constant cells only
				eq[i*n+kk]++
			}
		}
		rankCount[i*n+r]++
		pos[r] = i
	}
	if n > 1 {
		second = pos[1]
	}
	return pos[0], second
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
