package simulate

import "math"

// percentiles returns the order statistics of x at 0-based indices
// i10 ≤ i50 ≤ i90, reordering x. Each is the value itself, so the method
// below cannot change a result, only the time it takes.
//
// Long inputs go through a bucket pass first: with 1,024 equal-width
// buckets over [lo, hi] (values outside go to the end buckets), one
// counting pass finds the bucket that holds each wanted rank (bucketing is
// monotone, so a lower bucket holds only lower or equal values), one more
// pass gathers the at most three buckets' values to the front of x, and
// quickselect finishes on those few. lo and hi only need to be close to
// the range of x for speed; any finite lo < hi gives the same answer.
func percentiles(x []float64, lo, hi float64, i10, i50, i90 int) (p10, p50, p90 float64) {
	scale := buckets / (hi - lo)
	if len(x) < 4*buckets || !(hi > lo) || math.IsInf(scale, 0) || math.IsNaN(scale) {
		return selectThree(x, i10, i50, i90)
	}
	bucket := func(v float64) int {
		// Clamp as a float: converting an out-of-range float to int is
		// implementation-defined. Plain compares, rarely taken.
		f := (v - lo) * scale
		if f < 0 {
			f = 0
		}
		if f > buckets-1 {
			f = buckets - 1
		}
		return int(f)
	}
	var count [buckets]int32
	for _, v := range x {
		count[bucket(v)]++
	}
	// The bucket of each wanted rank and how many values lie below it.
	ks := [3]int{i10, i50, i90}
	var bk, below [3]int
	t, cum := 0, 0
	for b := 0; b < buckets && t < 3; b++ {
		c := int(count[b])
		for t < 3 && ks[t] < cum+c {
			bk[t], below[t] = b, cum
			t++
		}
		cum += c
	}
	// Gather the wanted buckets' values to the front of x. The gathered
	// values of a lower bucket are all ≤ those of a higher one, so rank
	// k_t is at ks[t] − below[t] plus the count gathered from lower
	// wanted buckets.
	g := 0
	for i, v := range x {
		if b := bucket(v); b == bk[0] || b == bk[1] || b == bk[2] {
			x[i], x[g] = x[g], v
			g++
		}
	}
	var r [3]int
	for t := range 3 {
		r[t] = ks[t] - below[t]
		for u, b := range bk { // bk ascending: count each lower bucket once
			if b < bk[t] && (u == 0 || b != bk[u-1]) {
				r[t] += int(count[b])
			}
		}
	}
	return selectThree(x[:g], r[0], r[1], r[2])
}

// buckets is the bucket count of percentiles' counting pass.
const buckets = 1024

// selectThree is percentiles by quickselect alone: it selects i50 first;
// the smaller values then sit left of it and the larger right, so the
// outer two are selected within the halves.
func selectThree(x []float64, i10, i50, i90 int) (p10, p50, p90 float64) {
	p50 = selectKth(x, i50)
	p10, p90 = p50, p50
	if i10 < i50 {
		p10 = selectKth(x[:i50], i10)
	}
	if i90 > i50 {
		p90 = selectKth(x[i50+1:], i90-i50-1)
	}
	return p10, p50, p90
}

// selectKth returns the k-th smallest value of x (0-based) and leaves x
// partitioned around it: x[:k] ≤ x[k] ≤ x[k+1:]. Quickselect (Hoare's
// FIND) with a median-of-three pivot and a branch-free Lomuto partition,
// split three ways (< pivot, == pivot, > pivot) so runs of equal totals,
// which constant cells produce, cannot make it quadratic. x holds no NaN.
// The value returned is the order statistic itself, whatever the pivots.
func selectKth(x []float64, k int) float64 {
	lo, hi := 0, len(x) // the answer is in x[lo:hi]
	for hi-lo > 16 {
		a, b, c := lo, lo+(hi-lo)/2, hi-1
		if x[b] < x[a] {
			a, b = b, a
		}
		if x[c] < x[b] {
			b = c
			if x[b] < x[a] {
				b = a
			}
		}
		p := x[b]
		lt := partitionLess(x[lo:hi], p) + lo
		if k < lt {
			hi = lt
			continue
		}
		le := partitionNotGreater(x[lt:hi], p) + lt
		if k < le {
			return p // x[lt:le] are all equal to p
		}
		lo = le
	}
	for a := lo + 1; a < hi; a++ {
		v := x[a]
		b := a
		for b > lo && v < x[b-1] {
			x[b] = x[b-1]
			b--
		}
		x[b] = v
	}
	return x[k]
}

// partitionLess moves the values below p to the front of x without
// branching on the comparison (a Lomuto pass) and returns how many there
// are.
func partitionLess(x []float64, p float64) int {
	j := 0
	for i, v := range x {
		x[i] = x[j]
		x[j] = v
		j += b2i(v < p)
	}
	return j
}

// partitionNotGreater is partitionLess for the values ≤ p.
func partitionNotGreater(x []float64, p float64) int {
	j := 0
	for i, v := range x {
		x[i] = x[j]
		x[j] = v
		j += b2i(!(p < v))
	}
	return j
}
