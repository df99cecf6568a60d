package verdict_test

import (
	"strings"
	"testing"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/domain/simulate"
	"github.com/verdicthq/verdict/domain/slip"
	"github.com/verdicthq/verdict/domain/verdict"
)

func caller(id string) decision.Option {
	return decision.Option{ID: id, Label: strings.ToUpper(id[:1]) + id[1:], Origin: decision.FromCaller, Kind: decision.KindCaller}
}

func engine(id, parent string, kind decision.Kind) decision.Option {
	return decision.Option{ID: id, Label: strings.ToUpper(id[:1]) + id[1:], Origin: decision.FromEngine, Kind: kind, Parent: parent}
}

// futures builds a simulation result from futures won and expected
// scores: enough for the rules that read them.
func futures(wins []int, expected []float64) simulate.Result {
	n, total := len(wins), 0
	for _, w := range wins {
		total += w
	}
	r := simulate.Result{Futures: total, Wins: wins, Expected: expected, WinProb: make([]float64, n), P10: make([]float64, n)}
	for i, w := range wins {
		r.WinProb[i] = float64(w) / float64(total)
		r.P10[i] = expected[i] - 1
	}
	return r
}

func all(n int) []bool {
	b := make([]bool, n)
	for i := range b {
		b[i] = true
	}
	return b
}

func TestVetoes(t *testing.T) {
	options := []decision.Option{caller("a"), caller("b"), engine("pilot-b", "b", decision.KindTrial)}
	cases := []struct {
		name     string
		in       []slip.Constraint
		eligible []bool
		ruledOut [][]string // per constraint
	}{
		{"none", nil, []bool{true, true, true}, nil},
		{"an option and the engine option built on it",
			[]slip.Constraint{{Text: "under 500", Kind: "budget", RuledOut: []slip.RuledOut{{OptionID: "b", Evidence: "600"}}}},
			[]bool{true, false, false}, [][]string{{"b", "pilot-b"}}},
		{"an unknown option is dropped",
			[]slip.Constraint{{Text: "x", RuledOut: []slip.RuledOut{{OptionID: "zz"}}}},
			[]bool{true, true, true}, [][]string{{}}},
		{"limits that rule out every option rule out none, and are still listed",
			[]slip.Constraint{{Text: "x", RuledOut: []slip.RuledOut{{OptionID: "a"}}}, {Text: "y", RuledOut: []slip.RuledOut{{OptionID: "b"}}}},
			[]bool{true, true, true}, [][]string{{}, {}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, eligible := verdict.Vetoes(options, c.in)
			if len(out) != len(c.in) {
				t.Fatalf("%d constraints out of %d", len(out), len(c.in))
			}
			for k, want := range c.ruledOut {
				var got []string
				for _, r := range out[k].RuledOut {
					got = append(got, r.OptionID)
				}
				if strings.Join(got, ",") != strings.Join(want, ",") || out[k].RuledOut == nil {
					t.Errorf("constraint %d rules out %v, want %v", k, got, want)
				}
			}
			for i := range eligible {
				if eligible[i] != c.eligible[i] {
					t.Errorf("eligible %v, want %v", eligible, c.eligible)
					break
				}
			}
		})
	}
}

func TestLeader(t *testing.T) {
	options := []decision.Option{caller("a"), caller("b"), engine("wait", "a", decision.KindDelay)}
	cases := []struct {
		name      string
		wins      []int
		expected  []float64
		dominated []bool
		eligible  []bool
		want      int
	}{
		{"most futures won", []int{30, 50, 20}, []float64{5, 6, 5}, make([]bool, 3), all(3), 1},
		{"ties by expected score", []int{40, 40, 20}, []float64{6, 5, 5}, make([]bool, 3), all(3), 0},
		{"ties by order", []int{40, 40, 20}, []float64{5, 5, 5}, make([]bool, 3), all(3), 0},
		{"a caller option over an engine option that wins more", []int{20, 10, 70}, []float64{5, 4, 7}, make([]bool, 3), all(3), 0},
		{"not a dominated one", []int{60, 30, 10}, []float64{6, 5, 5}, []bool{true, false, false}, all(3), 1},
		{"not a ruled-out one", []int{60, 30, 10}, []float64{6, 5, 5}, make([]bool, 3), []bool{false, true, true}, 1},
		{"every caller option dominated: the best of them", []int{60, 30, 10}, []float64{6, 5, 5}, []bool{true, true, false}, all(3), 0},
		{"no caller option eligible: the engine's", []int{60, 30, 10}, []float64{6, 5, 5}, make([]bool, 3), []bool{false, false, true}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := verdict.Leader(futures(c.wins, c.expected), c.dominated, options, c.eligible); got != c.want {
				t.Errorf("leader %d, want %d", got, c.want)
			}
		})
	}
}

func TestCallerDominated(t *testing.T) {
	options := []decision.Option{caller("a"), caller("b"), engine("c", "a", decision.KindHybrid), caller("d")}
	modes := [][]float64{{6, 6}, {5, 6}, {9, 9}, {4, 4}}
	got := verdict.CallerDominated(options, modes, []bool{true, true, true, false})
	// b is dominated by a; the engine's c dominates a but is advice; d is
	// ruled out, so not compared.
	want := []bool{false, true, false, false}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("dominated %v, want %v", got, want)
		}
	}
}

func TestConfidence(t *testing.T) {
	steady := slip.RedTeam{FlipDistance: 1}
	cases := []struct {
		name   string
		win    float64
		tau    float64
		rt     slip.RedTeam
		agrees bool
		want   float64
		label  string
	}{
		{"a sure, robust, confirmed lead", 1, 1, steady, true, 1, "high"},
		{"a coin toss the audit cannot read", 0.5, 0, slip.RedTeam{FlipDistance: 0.1}, true, 0.43, "medium"},
		{"the audit disagrees", 0.5, -1, slip.RedTeam{FlipDistance: 0.1}, false, 0.15, "low"},
		{"a close call", 0.6, 0.5, slip.RedTeam{FlipDistance: 0.5, CloseCall: true}, true, 0.64, "medium"},
		{"never below zero", 0, -1, slip.RedTeam{CloseCall: true}, false, 0, "low"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := verdict.Confidence(c.win, c.tau, c.rt, c.agrees)
			if got != c.want || verdict.ConfidenceLabel(got) != c.label {
				t.Errorf("confidence %v (%s), want %v (%s)", got, verdict.ConfidenceLabel(got), c.want, c.label)
			}
		})
	}
	for c, want := range map[float64]string{0: "low", 0.39: "low", 0.4: "medium", 0.69: "medium", 0.7: "high", 1: "high"} {
		if got := verdict.ConfidenceLabel(c); got != want {
			t.Errorf("ConfidenceLabel(%v) = %s, want %s", c, got, want)
		}
	}
}

func TestGrill(t *testing.T) {
	plan := caller("plan")
	plan.Chosen = true
	options := []decision.Option{plan, caller("stay"), engine("pilot", "plan", decision.KindTrial)}
	steady := slip.RedTeam{FlipDistance: 0.5}
	cases := []struct {
		name     string
		wins     []int
		expected []float64
		leader   int
		rt       slip.RedTeam
		eligible []bool
		want     string
		alt      int
	}{
		{"the plan leads clearly", []int{70, 20, 10}, []float64{7, 5, 5}, 0, steady, all(3), slip.Holds, 1},
		{"the plan leads in a close call", []int{70, 20, 10}, []float64{7, 6.9, 5}, 0, slip.RedTeam{FlipDistance: 0.5, CloseCall: true}, all(3), slip.Shaky, 1},
		{"the plan leads, a small weight change flips it", []int{70, 20, 10}, []float64{7, 5, 5}, 0, slip.RedTeam{FlipDistance: 0.1}, all(3), slip.Shaky, 1},
		{"the plan wins under half the futures", []int{45, 35, 20}, []float64{7, 5, 5}, 0, steady, all(3), slip.Shaky, 1},
		{"another option wins clearly", []int{10, 60, 30}, []float64{4, 7, 5}, 1, steady, all(3), slip.Reverse, 1},
		{"an engine option wins clearly", []int{10, 20, 70}, []float64{4, 5, 7}, 1, steady, all(3), slip.Reverse, 2},
		{"another wins more futures, not by half a point", []int{10, 60, 30}, []float64{6, 6.3, 5}, 1, steady, all(3), slip.Shaky, 1},
		{"a ruled-out option is no alternative", []int{10, 60, 30}, []float64{4, 7, 5}, 0, steady, []bool{true, false, true}, slip.Shaky, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, p, alt := verdict.Grill(options, futures(c.wins, c.expected), c.leader, c.rt, c.eligible)
			if got != c.want || p != 0 || alt != c.alt {
				t.Errorf("%s, plan %d, alternative %d; want %s, 0, %d", got, p, alt, c.want, c.alt)
			}
		})
	}
}

func TestHeadline(t *testing.T) {
	options := []decision.Option{caller("berlin"), caller("porto"), engine("wait", "berlin", decision.KindDelay)}
	sim := futures([]int{2500, 1500, 1000}, []float64{6, 5, 5})
	s := slip.Slip{Mode: domain.ModeDecide, Simulation: slip.Simulation{Futures: 5000},
		Verdict: slip.Verdict{Label: "Berlin", WinProbability: 0.5, ConfidenceLabel: "medium"}}
	cases := []struct {
		name      string
		mode      string
		grill     string
		plan, alt int
		want      string
	}{
		{"decide", domain.ModeDecide, "", 0, -1, "Berlin: first in 50% of 5000 futures (medium confidence)."},
		{"compare", domain.ModeCompare, "", 0, -1, "Berlin ranks first of 3 options, winning 50% of 5000 futures (medium confidence)."},
		{"grill holds", domain.ModeGrill, slip.Holds, 0, 1, "HOLDS: Berlin is the strongest option, first in 50% of 5000 futures (medium confidence)."},
		{"grill reverse", domain.ModeGrill, slip.Reverse, 1, 0, "REVERSE: Berlin beats Porto, first in 50% of 5000 futures against 30% (medium confidence)."},
		{"grill shaky, the alternative ahead", domain.ModeGrill, slip.Shaky, 1, 0, "SHAKY: Porto is first in 30% of 5000 futures, Berlin in 50% (medium confidence)."},
		{"grill shaky, the plan ahead", domain.ModeGrill, slip.Shaky, 0, 1, "SHAKY: Berlin leads, but narrowly: first in 50% of 5000 futures (medium confidence)."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s.Mode, s.Verdict.GrillVerdict = c.mode, c.grill
			if got := verdict.Headline(s, options, sim, c.plan, c.alt); got != c.want {
				t.Errorf("headline\n got %s\nwant %s", got, c.want)
			}
		})
	}
}

func TestWorthConsidering(t *testing.T) {
	options := []decision.Option{caller("a"), caller("b"), engine("pilot", "a", decision.KindTrial)}
	modes := [][]float64{{6, 6}, {5, 5}, {6, 7}}
	if got := verdict.WorthConsidering(options, futures([]int{50, 30, 20}, []float64{6, 5, 6.5}), modes, 0, all(3)); got != " Worth considering first: Pilot (first in 20% of futures)." {
		t.Errorf("an engine option that dominates the verdict: %q", got)
	}
	if got := verdict.WorthConsidering(options, futures([]int{50, 30, 20}, []float64{6, 5, 6.5}), modes, 0, []bool{true, true, false}); got != "" {
		t.Errorf("a ruled-out engine option is named: %q", got)
	}
	if got := verdict.WorthConsidering(options, futures([]int{50, 30, 20}, []float64{6, 5, 5}), [][]float64{{6, 6}, {5, 5}, {5, 7}}, 0, all(3)); got != "" {
		t.Errorf("an engine option that neither wins more nor dominates is named: %q", got)
	}
}

func TestPodiumAndDual(t *testing.T) {
	options := []decision.Option{caller("a"), caller("b"), caller("c"), caller("d")}
	sim := futures([]int{10, 40, 40, 10}, []float64{5, 6, 6.5, 4})
	sim.P10 = []float64{4.5, 5, 3, 2}
	places := verdict.Podium(options, sim, []bool{true, true, true, false}, nil)
	var got []string
	for _, p := range places {
		got = append(got, p.OptionID)
	}
	if strings.Join(got, ",") != "c,b,a" || places[0].Rank != 1 || places[2].Rank != 3 {
		t.Errorf("podium %v", places)
	}
	dv := verdict.Dual(options, sim)
	if dv.BestBet != "c" || dv.SafeBet != "b" || dv.Same {
		t.Errorf("dual verdict %+v, want best c, safe b", dv)
	}
}

func TestReversibility(t *testing.T) {
	crit := []decision.Criterion{{ID: "money"}, {ID: "reversibility"}}
	cases := []struct {
		name  string
		o     decision.Option
		crit  []decision.Criterion
		modes []float64
		want  string
	}{
		{"scored reversible", caller("a"), crit, []float64{3, 6}, "two-way"},
		{"scored hard to undo", caller("a"), crit, []float64{8, 4}, "one-way"},
		{"a status quo", engine("stay", "", decision.KindStatusQuo), crit[:1], []float64{5}, "two-way"},
		{"a trial", engine("pilot", "a", decision.KindTrial), crit[:1], []float64{5}, "two-way"},
		{"a caller's choice", caller("a"), crit[:1], []float64{5}, "one-way"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := verdict.Reversibility(c.o, c.crit, c.modes); got != c.want {
				t.Errorf("%s, want %s", got, c.want)
			}
		})
	}
}

// A caller option another caller option dominates cell by cell never
// stands above it on the podium, though the futures put it first by a
// few: it is left off.
func TestPodiumLeavesOffADominatedOptionAboveItsDominator(t *testing.T) {
	options := []decision.Option{{ID: "a", Label: "A", Origin: decision.FromCaller}, {ID: "b", Label: "B", Origin: decision.FromCaller}, {ID: "c", Label: "C", Origin: decision.FromCaller}}
	sim := simulate.Result{Futures: 100, Wins: []int{30, 36, 34}, WinProb: []float64{0.30, 0.36, 0.34}, Expected: []float64{6.0, 6.4, 6.5}}
	modes := [][]float64{{5, 5}, {6, 6}, {6, 7}} // c dominates b; b and c both dominate a
	places := verdict.Podium(options, sim, []bool{true, true, true}, modes)
	var ids []string
	for _, p := range places {
		ids = append(ids, p.OptionID)
	}
	if strings.Join(ids, ",") != "c" {
		t.Errorf("podium %v, want c alone (b, above its dominator c, left off; a, dominated by b left off, left off too)", ids)
	}
}

// A chain: x dominates m, m dominates k, the futures put m first, x
// second, k third. m, above its dominator, is left off; k, whose
// dominator m is off, is left off with it: no option stands on the
// podium while one that dominates it is off (TestSlipInvariants).
func TestPodiumLeavesOffWhatALeftOffOptionDominates(t *testing.T) {
	options := []decision.Option{{ID: "x", Label: "X", Origin: decision.FromCaller}, {ID: "m", Label: "M", Origin: decision.FromCaller},
		{ID: "k", Label: "K", Origin: decision.FromCaller}, {ID: "w", Label: "W", Origin: decision.FromEngine}}
	sim := simulate.Result{Futures: 1000, Wins: []int{345, 347, 308, 0}, WinProb: []float64{0.345, 0.347, 0.308, 0}, Expected: []float64{7.67, 7.66, 7.62, 4.32}}
	modes := [][]float64{{7.67, 5}, {7.66, 5}, {7.62, 5}, {4.32, 5}}
	places := verdict.Podium(options, sim, []bool{true, true, true, true}, modes)
	var ids []string
	for _, p := range places {
		ids = append(ids, p.OptionID)
	}
	if strings.Join(ids, ",") != "x,w" {
		t.Errorf("podium %v, want x then w (m above its dominator x, and k below m, left off)", ids)
	}
}
