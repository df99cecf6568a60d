package decision_test

import (
	"math"
	"reflect"
	"slices"
	"testing"

	"github.com/verdicthq/verdict/domain/decision"
)

func TestROCWeights(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		ranks []int
		want  []float64
	}{
		{"no criteria", nil, nil},
		{"one criterion takes everything", []int{1}, []float64{1}},
		{"two ranks: 3/4 and 1/4", []int{1, 2}, []float64{0.75, 0.25}},
		{"three ranks: (1+1/2+1/3)/3, (1/2+1/3)/3, (1/3)/3", []int{1, 2, 3}, []float64{0.611111, 0.277778, 0.111111}},
		{"four ranks: the rounding remainder goes to the largest", []int{1, 2, 3, 4}, []float64{0.520834, 0.270833, 0.145833, 0.0625}},
		{"weights follow ranks, not positions", []int{3, 1, 2}, []float64{0.111111, 0.611111, 0.277778}},
		{"a tie shares the mean of its positions", []int{1, 2, 2}, []float64{0.611112, 0.194444, 0.194444}},
		{"an all-way tie is equal weights", []int{1, 1}, []float64{0.5, 0.5}},
		{"three-way tie: the remainder goes to the first", []int{1, 1, 1}, []float64{0.333334, 0.333333, 0.333333}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := decision.ROCWeights(tc.ranks)
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("ROCWeights(%v) = %v, want %v", tc.ranks, got, tc.want)
			}
			if len(got) > 0 {
				var micro int64
				for _, w := range got {
					micro += int64(math.Round(w * 1e6))
				}
				if micro != 1_000_000 {
					t.Errorf("weights sum to %d millionths, want exactly 1", micro)
				}
			}
		})
	}
}

func TestROCWeightsSumToOneAtSixDecimalsForEveryCount(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 12; n++ {
		ranks := make([]int, n)
		for i := range ranks {
			ranks[i] = i + 1
		}
		w := decision.ROCWeights(ranks)
		var micro int64
		for i, v := range w {
			if math.Abs(v*1e6-math.Round(v*1e6)) > 1e-6 {
				t.Errorf("n=%d: weight %v has more than 6 decimals", n, v)
			}
			micro += int64(math.Round(v * 1e6))
			if i > 0 && v > w[i-1] {
				t.Errorf("n=%d: rank %d weighs more than rank %d", n, i+1, i)
			}
		}
		if micro != 1_000_000 {
			t.Errorf("n=%d: sum %d millionths", n, micro)
		}
	}
}

func TestNormalize(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		in   []float64
		want []float64
	}{
		{"proportional shares", []float64{2, 1, 1}, []float64{0.5, 0.25, 0.25}},
		{"already normal", []float64{0.75, 0.25}, []float64{0.75, 0.25}},
		{"thirds: the remainder goes to the largest, lowest index on ties", []float64{1, 1, 1}, []float64{0.333334, 0.333333, 0.333333}},
		{"the largest takes the remainder wherever it is", []float64{1, 1, 4}, []float64{0.166667, 0.166667, 0.666666}},
		{"all zero: equal weights", []float64{0, 0, 0, 0}, []float64{0.25, 0.25, 0.25, 0.25}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := slices.Clone(tc.in)
			if got := decision.Normalize(in); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Normalize(%v) = %v, want %v", tc.in, got, tc.want)
			}
			if !reflect.DeepEqual(in, tc.in) {
				t.Errorf("Normalize wrote to its argument: %v became %v", tc.in, in)
			}
		})
	}
}

// The lock is the recipe the slip publishes in weights_lock.algorithm:
// SHA-256, hex, of "<criterion id>=<weight with 6 decimals>\n" for each
// criterion in order. The expected hash was computed with sha256sum.
func TestWeightsLock(t *testing.T) {
	t.Parallel()
	const costTime = "6cc9806feb6b2145450cfbe392d96acec17f37919d1dffc757144907e01f16b7" // printf 'cost=0.500000\ntime=0.500000\n' | sha256sum
	base := []decision.Criterion{{ID: "cost", Label: "Cost", Weight: 0.5}, {ID: "time", Label: "Time", Weight: 0.5}}
	if got := decision.WeightsLock(base); got != costTime {
		t.Fatalf("WeightsLock = %s, want %s", got, costTime)
	}
	if decision.LockAlgorithm != `sha256(criterion_id=weight%.6f\n...)` {
		t.Errorf("LockAlgorithm %q no longer names the recipe this test checks", decision.LockAlgorithm)
	}
	for _, tc := range []struct {
		name     string
		criteria []decision.Criterion
		same     bool
	}{
		{"labels are not hashed", []decision.Criterion{{ID: "cost", Label: "Money", Weight: 0.5}, {ID: "time", Weight: 0.5}}, true},
		{"beyond six decimals nothing counts", []decision.Criterion{{ID: "cost", Weight: 0.5000001}, {ID: "time", Weight: 0.4999999}}, true},
		{"a millionth counts", []decision.Criterion{{ID: "cost", Weight: 0.500001}, {ID: "time", Weight: 0.499999}}, false},
		{"order counts", []decision.Criterion{{ID: "time", Weight: 0.5}, {ID: "cost", Weight: 0.5}}, false},
		{"ids count", []decision.Criterion{{ID: "price", Weight: 0.5}, {ID: "time", Weight: 0.5}}, false},
	} {
		if got := decision.WeightsLock(tc.criteria) == costTime; got != tc.same {
			t.Errorf("%s: same lock %v, want %v", tc.name, got, tc.same)
		}
	}
}

func TestDominated(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		mode [][]float64
		want []bool
	}{
		{"one option is never dominated", [][]float64{{5, 5}}, []bool{false}},
		{"worse on every criterion", [][]float64{{6, 7}, {5, 4}}, []bool{false, true}},
		{"equal on one, worse on the other", [][]float64{{5, 5}, {5, 4}}, []bool{false, true}},
		{"identical options do not dominate each other", [][]float64{{5, 5}, {5, 5}}, []bool{false, false}},
		{"a trade-off is not dominance", [][]float64{{8, 2}, {2, 8}}, []bool{false, false}},
		{"each dominated option is found", [][]float64{{9, 9, 9}, {5, 9, 1}, {4, 8, 1}, {1, 9, 9}},
			[]bool{false, true, true, true}},
		{"no criteria: nothing is better", [][]float64{{}, {}}, []bool{false, false}},
	} {
		if got := decision.Dominated(tc.mode); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: Dominated(%v) = %v, want %v", tc.name, tc.mode, got, tc.want)
		}
	}
}

func TestMatrixBoundsAreLowScoreHighByOptionAndCriterion(t *testing.T) {
	t.Parallel()
	m := decision.Matrix{
		Criteria: []string{"cost", "time"},
		Rows: []decision.Row{
			{OptionID: "a", Cells: []decision.Cell{{CriterionID: "cost", Low: 1, Score: 2, High: 3}, {CriterionID: "time", Low: 4, Score: 5, High: 6}}},
			{OptionID: "b", Cells: []decision.Cell{{CriterionID: "cost", Low: 0, Score: 0, High: 10}, {CriterionID: "time", Low: 7, Score: 8, High: 9}}},
		},
	}
	low, mode, high := m.Bounds()
	if want := [][]float64{{1, 4}, {0, 7}}; !reflect.DeepEqual(low, want) {
		t.Errorf("low %v, want %v", low, want)
	}
	if want := [][]float64{{2, 5}, {0, 8}}; !reflect.DeepEqual(mode, want) {
		t.Errorf("mode %v, want %v", mode, want)
	}
	if want := [][]float64{{3, 6}, {10, 9}}; !reflect.DeepEqual(high, want) {
		t.Errorf("high %v, want %v", high, want)
	}
}
