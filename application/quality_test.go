package application_test

import (
	"context"
	"maps"
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/verdicthq/verdict/adapters/offline"
	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/domain/slip"
	"github.com/verdicthq/verdict/ports"
)

// blindSets are the sets written blind, without sight of the reader
// (adapters/offline/testdata; their first looks are in the README).
var blindSets = []string{
	"../adapters/offline/testdata/blind3.jsonl", "../adapters/offline/testdata/blind4.jsonl",
	"../adapters/offline/testdata/blind5.jsonl", "../adapters/offline/testdata/blind6.jsonl",
	"../adapters/offline/testdata/blind7.jsonl", "../adapters/offline/testdata/blind8.jsonl",
	"../adapters/offline/testdata/blind9.jsonl", "../adapters/offline/testdata/blind10.jsonl",
	"../adapters/offline/testdata/blind11.jsonl", "../adapters/offline/testdata/blind12.jsonl",
	"../adapters/offline/testdata/blind13.jsonl", "../adapters/offline/testdata/blind14.jsonl",
	"../adapters/offline/testdata/blind15.jsonl", "../adapters/offline/testdata/blind16.jsonl",
	"../adapters/offline/testdata/blind17.jsonl", "../adapters/offline/testdata/blind18.jsonl",
	"../adapters/offline/testdata/blind19.jsonl", "../adapters/offline/testdata/blind20.jsonl",
	"../adapters/offline/testdata/blind21.jsonl", "../adapters/offline/testdata/blind22.jsonl",
	"../adapters/offline/testdata/blind23.jsonl", "../adapters/offline/testdata/blind24.jsonl",
	"../adapters/offline/testdata/blind25.jsonl", "../adapters/offline/testdata/blind26.jsonl",
	"../adapters/offline/testdata/blind27.jsonl", "../adapters/offline/testdata/blind28.jsonl",
	"../adapters/offline/testdata/blind29.jsonl", "../adapters/offline/testdata/blind41.jsonl",
	"../adapters/offline/testdata/blind42.jsonl", "../adapters/offline/testdata/blind45.jsonl",
	"../adapters/offline/testdata/blind46.jsonl", "../adapters/offline/testdata/blind48.jsonl",
	"../adapters/offline/testdata/blind50.jsonl", "../adapters/offline/testdata/blind52.jsonl",
	"../adapters/offline/testdata/blind54.jsonl", "../adapters/offline/testdata/blind56.jsonl",
	"../adapters/offline/testdata/blind58.jsonl", "../adapters/offline/testdata/blind60.jsonl",
	"../adapters/offline/testdata/blind62.jsonl", "../adapters/offline/testdata/blind64.jsonl",
	"../adapters/offline/testdata/blind66.jsonl", "../adapters/offline/testdata/blind68.jsonl",
	"../adapters/offline/testdata/blind70.jsonl", "../adapters/offline/testdata/blind72.jsonl",
}

// The reader's quality, measured on whole slips (ENGINE.md "Facts before
// words"): option groups found, the mode, the objectively right winner,
// every stated fact read the right way round, and the invariants a
// careful reader checks on every slip.

const judgmentPath = "../testdata/corpus/judgment.jsonl"

type judgmentEntry struct {
	ID       string `json:"id"`
	Decision string `json:"decision"`
	Expect   struct {
		Mode    string     `json:"mode"`
		Options [][]string `json:"options"`
		Winner  string     `json:"winner"`
		Facts   []struct {
			Option    string  `json:"option"`
			Attribute string  `json:"attribute"`
			Value     float64 `json:"value"`
			Better    string  `json:"better"`
		} `json:"facts"`
	} `json:"expect"`
}

func loadJudgment(tb testing.TB, path string) []judgmentEntry {
	tb.Helper()
	return loadJSONL[judgmentEntry](tb, path)
}

// optionFor returns the index of the slip option whose label contains one
// of the aliases, or −1.
func optionFor(s slip.Slip, aliases ...string) int {
	for i, o := range s.Options {
		l := strings.ToLower(o.Label)
		for _, a := range aliases {
			if a != "" && strings.Contains(l, strings.ToLower(a)) {
				return i
			}
		}
	}
	return -1
}

type qualityRates struct {
	groups, groupsOK, modes, modesOK, winners, winnersOK int
	// modeMisses counts the missed modes by what they were read as
	// ("GRILL read as COMPARE"); lost counts the missed winners by the
	// stage that lost them (lostAt). Neither quotes a text.
	modeMisses, lost map[string]int
}

// measureQuality runs every entry and counts what the slips get right;
// quiet keeps the misses out of the log (a sealed set's texts and
// winners stay unread).
func measureQuality(t *testing.T, es []judgmentEntry, quiet bool) qualityRates {
	t.Helper()
	p := newPipeline()
	q := qualityRates{modeMisses: map[string]int{}, lost: map[string]int{}}
	for _, e := range es {
		s := mustRun(t, p, domain.Request{Decision: e.Decision}).Slip
		for _, g := range e.Expect.Options {
			q.groups++
			if optionFor(s, g...) >= 0 {
				q.groupsOK++
			} else if !quiet {
				t.Logf("%s: no option for %v", e.ID, g)
			}
		}
		if e.Expect.Mode != "" {
			q.modes++
			if s.Mode == e.Expect.Mode {
				q.modesOK++
			} else {
				q.modeMisses[e.Expect.Mode+" read as "+s.Mode]++
				if !quiet {
					t.Logf("%s: mode %s, want %s", e.ID, s.Mode, e.Expect.Mode)
				}
			}
		}
		if e.Expect.Winner != "" {
			q.winners++
			if strings.Contains(strings.ToLower(s.Verdict.Label), strings.ToLower(e.Expect.Winner)) {
				q.winnersOK++
			} else {
				q.lost[lostAt(e, s)]++
				if !quiet {
					t.Logf("%s: verdict %q, want %q", e.ID, s.Verdict.Label, e.Expect.Winner)
				}
			}
		}
	}
	return q
}

func frac(ok, n int) float64 {
	if n == 0 {
		return 1
	}
	return float64(ok) / float64(n)
}

// TestReadingQuality reports option groups, modes and winners on every
// labelled set, and holds the two corpora to their goals: decisions.jsonl
// at 100%, judgment.jsonl with every winner, groups ≥ 95%, mode ≥ 90%.
// The blind sets are reported (their first looks are in the README) and
// fail only on a collapse.
func TestReadingQuality(t *testing.T) {
	sets := []struct {
		name, path             string
		groups, modes, winners float64
	}{
		{"decisions", corpusPath, 1, 1, 1},
		{"judgment", judgmentPath, 0.95, 0.90, 1},
		{"blind3", "../adapters/offline/testdata/blind3.jsonl", 0.8, 0.75, 0.5},
		{"blind4", "../adapters/offline/testdata/blind4.jsonl", 0.8, 0.75, 0.5},
		{"blind5", "../adapters/offline/testdata/blind5.jsonl", 0.8, 0.8, 0.85},
		{"blind6", "../adapters/offline/testdata/blind6.jsonl", 0.8, 0.75, 0.6},
		{"blind7", "../adapters/offline/testdata/blind7.jsonl", 0.8, 0.75, 0.45},
		{"blind8", "../adapters/offline/testdata/blind8.jsonl", 0.7, 0.65, 0.4},
		{"blind9", "../adapters/offline/testdata/blind9.jsonl", 0.75, 0.65, 0.5},
		{"blind10", "../adapters/offline/testdata/blind10.jsonl", 0.75, 0.7, 0.55},
		{"blind11", "../adapters/offline/testdata/blind11.jsonl", 0.7, 0.65, 0.45},
		{"blind12", "../adapters/offline/testdata/blind12.jsonl", 0.85, 0.8, 0.6},
		{"blind13", "../adapters/offline/testdata/blind13.jsonl", 0.85, 0.85, 0.65},
		{"blind14", "../adapters/offline/testdata/blind14.jsonl", 0.8, 0.75, 0.55},
		{"blind15", "../adapters/offline/testdata/blind15.jsonl", 0.8, 0.8, 0.65},
		{"blind16", "../adapters/offline/testdata/blind16.jsonl", 0.75, 0.75, 0.25},
		{"blind17", "../adapters/offline/testdata/blind17.jsonl", 0.7, 0.7, 0.25},
		{"blind18", "../adapters/offline/testdata/blind18.jsonl", 0.85, 0.8, 0.6},
		{"blind19", "../adapters/offline/testdata/blind19.jsonl", 0.8, 0.7, 0.3},
		{"blind20", "../adapters/offline/testdata/blind20.jsonl", 0.8, 0.75, 0.3},
		{"blind21", "../adapters/offline/testdata/blind21.jsonl", 0.85, 0.7, 0.4},
		{"blind22", "../adapters/offline/testdata/blind22.jsonl", 0.9, 0.85, 0.7},
		{"blind23", "../adapters/offline/testdata/blind23.jsonl", 0.8, 0.75, 0.5},
		{"blind24", "../adapters/offline/testdata/blind24.jsonl", 0.9, 0.85, 0.7},
		{"blind25", "../adapters/offline/testdata/blind25.jsonl", 0.8, 0.75, 0.5},
		{"blind26", "../adapters/offline/testdata/blind26.jsonl", 0.75, 0.8, 0.4},
		{"blind27", "../adapters/offline/testdata/blind27.jsonl", 0.75, 0.85, 0.45},
		{"blind28", "../adapters/offline/testdata/blind28.jsonl", 0.85, 0.85, 0.45},
		{"blind29", "../adapters/offline/testdata/blind29.jsonl", 0.85, 0.8, 0.45},
		{"blind41", "../adapters/offline/testdata/blind41.jsonl", 0.4, 0.6, 1},
		{"blind42", "../adapters/offline/testdata/blind42.jsonl", 0.75, 0.75, 0.4},
		{"blind45", "../adapters/offline/testdata/blind45.jsonl", 0.6, 0.55, 0.25},
		{"blind46", "../adapters/offline/testdata/blind46.jsonl", 0.8, 0.7, 0.45},
		{"blind48", "../adapters/offline/testdata/blind48.jsonl", 0.75, 0.7, 0.35},
		{"blind50", "../adapters/offline/testdata/blind50.jsonl", 0.6, 0.75, 0.35},
		{"blind52", "../adapters/offline/testdata/blind52.jsonl", 0.8, 0.8, 0.4},
		{"blind54", "../adapters/offline/testdata/blind54.jsonl", 0.8, 0.8, 0.4},
		{"blind56", "../adapters/offline/testdata/blind56.jsonl", 0.75, 0.7, 0.3},
		{"blind58", "../adapters/offline/testdata/blind58.jsonl", 0.75, 0.8, 0.25},
		{"blind60", "../adapters/offline/testdata/blind60.jsonl", 0.7, 0.75, 0.4},
		{"blind62", "../adapters/offline/testdata/blind62.jsonl", 0.7, 0.75, 0.35},
		{"blind64", "../adapters/offline/testdata/blind64.jsonl", 0.7, 0.65, 0.35},
		{"blind66", "../adapters/offline/testdata/blind66.jsonl", 0.65, 0.7, 0.35},
		{"blind68", "../adapters/offline/testdata/blind68.jsonl", 0.7, 0.75, 0.35},
		{"blind70", "../adapters/offline/testdata/blind70.jsonl", 0.75, 0.75, 0.35},
		{"blind72", "../adapters/offline/testdata/blind72.jsonl", 0.7, 0.75, 0.35},
	}
	for _, set := range sets {
		t.Run(set.name, func(t *testing.T) {
			q := measureQuality(t, loadJudgment(t, set.path), false)
			t.Logf("%s: option groups %d/%d (%.0f%%), mode %d/%d (%.0f%%), winners %d/%d", set.name,
				q.groupsOK, q.groups, 100*frac(q.groupsOK, q.groups), q.modesOK, q.modes, 100*frac(q.modesOK, q.modes), q.winnersOK, q.winners)
			if frac(q.groupsOK, q.groups) < set.groups || frac(q.modesOK, q.modes) < set.modes || frac(q.winnersOK, q.winners) < set.winners {
				t.Errorf("%s below its floor (groups %.2f, mode %.2f, winners %.2f)", set.name, set.groups, set.modes, set.winners)
			}
		})
	}
}

// TestSealedSets measures the sets written blind that no one has read
// (adapters/offline/testdata/sealed): totals only, no miss logged, no
// text quoted, and nothing trains on them (the mode weights learn from
// testdata/blind*.jsonl). They are the honest measure of unseen text
// between the stops that write new ones; read one and it becomes a
// development set. The floors only catch a collapse (groups 0.70 since
// blind43–44, whose texts in non-Latin scripts the reader first met
// unread). It also says where they fail, in counts that quote no text:
// what each missed mode was read as, and the stage that lost each missed
// winner. A stop can choose what
// to build from those counts, build it on the development sets, and let
// the sealed sets measure it without reading them (README "How well the
// offline reader reads").
func TestSealedSets(t *testing.T) {
	modeMisses, lost := map[string]int{}, map[string]int{}
	for _, name := range []string{"blind30", "blind31", "blind32", "blind33", "blind34", "blind35", "blind36", "blind37", "blind38", "blind39", "blind40", "blind43", "blind44", "blind47", "blind49", "blind51", "blind53", "blind55", "blind57", "blind59", "blind61", "blind63", "blind65", "blind67", "blind69", "blind71"} {
		t.Run(name, func(t *testing.T) {
			q := measureQuality(t, loadJudgment(t, "../adapters/offline/testdata/sealed/"+name+".jsonl"), true)
			for k, v := range q.modeMisses {
				modeMisses[k] += v
			}
			for k, v := range q.lost {
				lost[k] += v
			}
			t.Logf("%s (sealed): option groups %d/%d (%.0f%%), mode %d/%d (%.0f%%), winners %d/%d", name,
				q.groupsOK, q.groups, 100*frac(q.groupsOK, q.groups), q.modesOK, q.modes, 100*frac(q.modesOK, q.modes), q.winnersOK, q.winners)
			if frac(q.groupsOK, q.groups) < 0.7 || frac(q.modesOK, q.modes) < 0.7 || frac(q.winnersOK, q.winners) < 0.3 {
				t.Errorf("%s below its floor (groups 0.70, mode 0.70, winners 0.30)", name)
			}
		})
	}
	for _, m := range [...]map[string]int{modeMisses, lost} {
		for _, k := range slices.Sorted(maps.Keys(m)) {
			t.Logf("all sealed sets: %3d  %s", m[k], k)
		}
	}
}

// lostAt names the stage at which a slip lost the entry's winner.
func lostAt(e judgmentEntry, s slip.Slip) string {
	group := []string{e.Expect.Winner}
	for _, g := range e.Expect.Options {
		if slices.ContainsFunc(g, func(a string) bool { return strings.EqualFold(a, e.Expect.Winner) }) {
			group = g
		}
	}
	i := optionFor(s, group...)
	if i < 0 {
		return "winner: no option names it"
	}
	ruled := false
	for _, c := range s.Constraints {
		for _, r := range c.RuledOut {
			if r.OptionID == s.Options[i].ID {
				return "winner: ruled out by a " + c.Kind + " limit"
			}
			ruled = true
		}
	}
	switch {
	case winnerDominates(e, group):
		return "winner: better on every stated figure, another option leads"
	case ruled:
		return "winner: not better on every stated figure, limits read rule out others but not the leader"
	default:
		return "winner: not better on every stated figure, no limit read rules anything out"
	}
}

// winnerDominates reports whether the entry's stated facts put its winner
// (group) at least level on every attribute another option states, and
// ahead on one.
func winnerDominates(e judgmentEntry, group []string) bool {
	in := func(g []string, a string) bool {
		return slices.ContainsFunc(g, func(x string) bool { return strings.EqualFold(x, a) })
	}
	type fig struct {
		value  float64
		better string
	}
	mine := map[string]fig{}
	for _, f := range e.Expect.Facts {
		if in(group, f.Option) {
			mine[f.Attribute] = fig{f.Value, f.Better}
		}
	}
	ahead := false
	for _, f := range e.Expect.Facts {
		m, ok := mine[f.Attribute]
		if in(group, f.Option) || !ok || f.Better == "" {
			continue
		}
		if f.Better == "lower" && m.value > f.Value || f.Better == "higher" && m.value < f.Value {
			return false
		}
		ahead = ahead || m.value != f.Value
	}
	return ahead
}

// TestJudgmentFactsReadTheRightWay: for every pair of stated figures on
// one attribute (judgment.jsonl's facts), the slip scores them on a
// criterion of their own, and the option with the better figure gets the
// higher cell.
func TestJudgmentFactsReadTheRightWay(t *testing.T) {
	p := newPipeline()
	pairs, ok := 0, 0
	for _, e := range loadJudgment(t, judgmentPath) {
		s := mustRun(t, p, domain.Request{Decision: e.Decision}).Slip
		fs := e.Expect.Facts
		for a := 0; a < len(fs); a++ {
			for b := a + 1; b < len(fs); b++ {
				fa, fb := fs[a], fs[b]
				if fa.Attribute != fb.Attribute || fa.Option == fb.Option || fa.Value == fb.Value || fa.Better == "" {
					continue
				}
				pairs++
				ia, ib := optionFor(s, fa.Option), optionFor(s, fb.Option)
				if ia < 0 || ib < 0 {
					t.Errorf("%s: %s: no option for %q or %q", e.ID, fa.Attribute, fa.Option, fb.Option)
					continue
				}
				j := factCriterion(s, s.Options[ia].ID, s.Options[ib].ID, fa.Value, fb.Value)
				if j < 0 {
					t.Errorf("%s: %s (%v vs %v) is not scored as a criterion", e.ID, fa.Attribute, fa.Value, fb.Value)
					continue
				}
				better, worse := ia, ib
				if fa.Better == "higher" && fa.Value < fb.Value || fa.Better == "lower" && fa.Value > fb.Value {
					better, worse = ib, ia
				}
				sb, sw := s.Matrix.Rows[better].Cells[j].Score, s.Matrix.Rows[worse].Cells[j].Score
				if sb <= sw {
					t.Errorf("%s: %s: %s's better figure scores %v, %s's worse one %v", e.ID, fa.Attribute, s.Options[better].Label, sb, s.Options[worse].Label, sw)
					continue
				}
				ok++
			}
		}
	}
	t.Logf("%d/%d stated fact pairs read the right way round", ok, pairs)
	if pairs < 50 {
		t.Errorf("only %d fact pairs checked", pairs)
	}
}

// factCriterion finds the criterion the slip scores two options' figures
// on: both have a fact on it and the figures stand in the stated ratio
// (units differ; ratios do not); the closest ratio wins.
func factCriterion(s slip.Slip, a, b string, va, vb float64) int {
	best, bestErr := -1, math.Inf(1)
	for j, c := range s.Criteria {
		var ma, mb []float64
		for _, f := range s.Facts {
			if f.CriterionID != c.ID {
				continue
			}
			switch f.OptionID {
			case a:
				ma = append(ma, f.Value)
			case b:
				mb = append(mb, f.Value)
			}
		}
		for _, x := range ma {
			for _, y := range mb {
				switch {
				case va == 0 || vb == 0 || x == 0 || y == 0:
					if (va < vb) == (x < y) && (va == 0) == (x == 0) && (vb == 0) == (y == 0) && bestErr > 0 {
						best, bestErr = j, 0
					}
				default:
					if e := math.Abs(x/y-va/vb) / math.Abs(va/vb); e <= 0.005 && e < bestErr {
						best, bestErr = j, e
					}
				}
			}
		}
	}
	return best
}

// TestSlipInvariants holds every slip of both corpora and of every blind
// set to what a careful reader checks: a caller option that dominates
// another on the stated facts has the higher expected score and never
// stands below it on the podium; no criterion without evidence carries
// weight (checkCoherent); an option a hard constraint rules out never
// takes the verdict. Dominating on the facts means: the two state the
// same attributes, and a's figures are at least as good on each and
// better on one, and no cell the words support ("brand went bankrupt
// once") puts b above a.
func TestSlipInvariants(t *testing.T) {
	p := newPipeline()
	var texts []string
	for _, e := range loadCorpus(t) {
		texts = append(texts, e.Decision)
	}
	// Every labelled set: the invariants hold whatever the reader makes
	// of a text, so the blind sets test them on shapes the corpora lack.
	for _, path := range append([]string{judgmentPath}, blindSets...) {
		for _, e := range loadJudgment(t, path) {
			texts = append(texts, e.Decision)
		}
	}
	dominancePairs, vetoes := 0, 0
	for _, text := range texts {
		s := mustRun(t, p, domain.Request{Decision: text}).Slip
		checkCoherent(t, s)
		for _, c := range s.Constraints {
			for _, r := range c.RuledOut {
				vetoes++
				if r.OptionID == s.Verdict.OptionID {
					t.Errorf("%.50q: the verdict %s breaks %s", text, r.OptionID, c.Text)
				}
			}
		}
		out := map[string]bool{}
		for _, c := range s.Constraints {
			for _, r := range c.RuledOut {
				out[r.OptionID] = true
			}
		}
		for i, a := range s.Options {
			for k, b := range s.Options {
				// A ruled-out option ranks last whatever its figures.
				if i == k || a.Origin != decision.FromCaller || b.Origin != decision.FromCaller || out[a.ID] || out[b.ID] ||
					!dominatesOnFacts(s, a.ID, b.ID) || wordsFavour(s, b.ID, a.ID) {
					continue
				}
				dominancePairs++
				if s.Simulation.ExpectedScore[a.ID] <= s.Simulation.ExpectedScore[b.ID] {
					t.Errorf("%.50q: %s dominates %s on the facts but scores %v ≤ %v", text, a.Label, b.Label,
						s.Simulation.ExpectedScore[a.ID], s.Simulation.ExpectedScore[b.ID])
				}
				ra, rb := podiumRank(s, a.ID), podiumRank(s, b.ID)
				if rb > 0 && (ra == 0 || ra > rb) {
					t.Errorf("%.50q: %s dominates %s on the facts but stands below it on the podium", text, a.Label, b.Label)
				}
			}
		}
	}
	t.Logf("%d dominance pairs, %d vetoes checked", dominancePairs, vetoes)
	if dominancePairs < 20 || vetoes < 5 {
		t.Errorf("too few cases: %d dominance pairs, %d vetoes", dominancePairs, vetoes)
	}
}

// dominatesOnFacts: a and b state figures with a direction on the same
// attributes, and a's are at least as good on each and better on one.
func dominatesOnFacts(s slip.Slip, a, b string) bool {
	type key struct{ attr, unit string }
	fa, fb := map[key]slip.Fact{}, map[key]slip.Fact{}
	for _, f := range s.Facts {
		if f.Better == "" {
			continue
		}
		k := key{f.Attribute, f.Unit}
		switch f.OptionID {
		case a:
			if _, ok := fa[k]; !ok {
				fa[k] = f
			}
		case b:
			if _, ok := fb[k]; !ok {
				fb[k] = f
			}
		}
	}
	// An attribute stated for one of the two only leaves them
	// incomparable there: "€100 bonus" beside a bonus not stated could be
	// worse than the unknown one.
	if len(fa) != len(fb) {
		return false
	}
	strict, shared := false, 0
	for k, x := range fa {
		y, ok := fb[k]
		if !ok {
			return false
		}
		shared++
		better := x.Value > y.Value
		if x.Better == "lower" {
			better = x.Value < y.Value
		}
		switch {
		case x.Value == y.Value:
		case better:
			strict = true
		default:
			return false
		}
	}
	return shared > 0 && strict
}

// wordsFavour reports whether a cell the text's words support (not a
// stated figure, not a prior) puts b above a: "brand went bankrupt once"
// beside a lower price. Domination on the figures then decides nothing.
func wordsFavour(s slip.Slip, b, a string) bool {
	var ra, rb *decision.Row
	for k := range s.Matrix.Rows {
		switch s.Matrix.Rows[k].OptionID {
		case a:
			ra = &s.Matrix.Rows[k]
		case b:
			rb = &s.Matrix.Rows[k]
		}
	}
	if ra == nil || rb == nil {
		return false
	}
	for j := range ra.Cells {
		if rb.Cells[j].Score > ra.Cells[j].Score && !figureCell(rb.Cells[j]) && !figureCell(ra.Cells[j]) {
			return true
		}
	}
	return false
}

// figureCell reports whether a cell scores stated figures ("Price: €3,500
// vs …").
func figureCell(c decision.Cell) bool {
	return strings.Contains(c.Evidence, " vs ") && (strings.Contains(c.Evidence, "is better"))
}

func podiumRank(s slip.Slip, id string) int {
	for _, p := range s.Podium {
		if p.OptionID == id {
			return p.Rank
		}
	}
	return 0
}

// sabotage wraps the offline reasoner and corrupts the first pass's
// reading for one option: "swap" exchanges its cells with another caller
// option's, "flip" reverses the polarity of its strongest cell. The
// audit's own reading (Compare) is left alone.
type sabotage struct {
	ports.Reasoner
	kind, target string // target: a word of the option's label
}

func (s sabotage) Assess(ctx context.Context, in ports.AssessInput) (ports.Assessment, error) {
	a, err := s.Reasoner.Assess(ctx, in)
	if err != nil {
		return a, err
	}
	target, other := "", ""
	for _, o := range in.Options {
		switch {
		case o.Origin == decision.FromEngine:
		case target == "" && strings.Contains(strings.ToLower(o.Label), s.target):
			target = o.ID
		case other == "":
			other = o.ID
		}
	}
	switch s.kind {
	case "swap":
		for k, c := range a.Cells {
			switch c.OptionID {
			case target:
				a.Cells[k].OptionID = other
			case other:
				a.Cells[k].OptionID = target
			}
		}
	case "flip":
		best := -1
		for k, c := range a.Cells {
			if c.OptionID == target && (best < 0 || c.Lean > a.Cells[best].Lean) {
				best = k
			}
		}
		if best >= 0 {
			a.Cells[best].Lean = -a.Cells[best].Lean
			if a.Cells[best].Lean == 0 {
				a.Cells[best].Lean = -1
			}
		}
	}
	return a, nil
}

// TestTheAuditDisagreesWithASabotagedFirstPass: on every judgment entry
// with an objectively right winner, corrupt the first pass's reading of
// the winner (swap its cells with another option's; flip its strongest
// cell). Wherever that moves the verdict, the blind audit — which reads
// the text again by its own route — must disagree.
func TestTheAuditDisagreesWithASabotagedFirstPass(t *testing.T) {
	honest := newPipeline()
	for _, kind := range []string{"swap", "flip"} {
		moved, disagreed := 0, 0
		for _, e := range loadJudgment(t, judgmentPath) {
			if e.Expect.Winner == "" {
				continue
			}
			base := mustRun(t, honest, domain.Request{Decision: e.Decision}).Slip
			p := application.NewPipeline(sabotage{Reasoner: offline.New(), kind: kind, target: e.Expect.Winner})
			s := mustRun(t, p, domain.Request{Decision: e.Decision}).Slip
			if s.Verdict.OptionID == base.Verdict.OptionID {
				continue
			}
			moved++
			if s.Audit.Agrees {
				t.Errorf("%s (%s): the sabotaged verdict %s, the audit agrees (%v)", e.ID, kind, s.Verdict.Label, s.Audit.Notes)
				continue
			}
			disagreed++
		}
		t.Logf("%s: the sabotage moved %d verdicts; the audit disagreed with %d of them", kind, moved, disagreed)
		if moved == 0 {
			t.Errorf("%s moved no verdict: the test tests nothing", kind)
		}
	}
}

// TestAuditAgreementRates reports how often the blind audit agrees with
// the first pass on both corpora, and how often it has stated
// preferences to go on. An audit that agrees everywhere is not
// independent (ENGINE.md).
func TestAuditAgreementRates(t *testing.T) {
	p := newPipeline()
	for _, set := range []struct{ name, path string }{{"decisions", corpusPath}, {"judgment", judgmentPath}} {
		n, decisive, agree := 0, 0, 0
		for _, e := range loadJudgment(t, set.path) {
			s := mustRun(t, p, domain.Request{Decision: e.Decision}).Slip
			n++
			if strings.HasPrefix(s.Audit.Notes[0], "The blind audit found no stated comparison") {
				continue
			}
			decisive++
			if s.Audit.Agrees {
				agree++
			} else {
				t.Logf("%s: %s", e.ID, s.Audit.Notes[0])
			}
		}
		t.Logf("%s: the audit had stated preferences on %d of %d slips and agreed on %d of those (%.0f%%)", set.name, decisive, n, agree, 100*frac(agree, decisive))
		if decisive == 0 {
			t.Errorf("%s: the audit found nothing to check on any slip", set.name)
		}
	}
}

var (
	observable = regexp.MustCompile(`\d`)
	dated      = regexp.MustCompile(`^\d+ (days|months) after committing$`)
	departure  = regexp.MustCompile(`(?i)\b(leave on good terms|resign|move out|migrate|roll out|return window|sell|selling|relocat)`)
	present    = regexp.MustCompile(`(?i)\b(current|currently|existing|still|already|old|now|today|keep|keeping|stay|staying|remain|renew|have|has|own|quit|leave|sell|switch|replace|drop|cancel|aktuell|actual|actuel|atual|huidige)\b`)
)

// TestAdviceFitsItsOption checks, on every slip of both corpora, that the
// advice is written for the option it is about (issue 9): the verdict is
// the caller's option; no text names an option by its id; a verdict that
// keeps things as they are gets an exit plan for staying, not leaving;
// every kill criterion has an observable threshold and a date; an engine
// "keep what you have" appears only where the text speaks of something
// to keep.
func TestAdviceFitsItsOption(t *testing.T) {
	p := newPipeline()
	var texts []string
	for _, e := range loadCorpus(t) {
		texts = append(texts, e.Decision)
	}
	for _, e := range loadJudgment(t, judgmentPath) {
		texts = append(texts, e.Decision)
	}
	counts := map[string]int{}
	for _, text := range texts {
		s := mustRun(t, p, domain.Request{Decision: text}).Slip
		var leader decision.Option
		for _, o := range s.Options {
			if o.ID == s.Verdict.OptionID {
				leader = o
			}
		}
		if leader.Origin != decision.FromCaller {
			t.Errorf("%.50q: the verdict is the engine's %q", text, leader.Label)
		}
		counts["verdicts"]++
		var words []string
		words = append(words, s.Headline)
		words = append(words, s.RedTeam.Premortem...)
		for _, a := range s.RedTeam.Attacks {
			words = append(words, a.Detail)
		}
		for _, k := range s.KillCriteria {
			words = append(words, k.Condition, k.Threshold)
			counts["kill criteria"]++
			if !observable.MatchString(k.Threshold) || !dated.MatchString(k.CheckBy) {
				t.Errorf("%.50q: kill criterion %+v has no observable threshold or no date", text, k)
			}
		}
		for _, v := range s.Verification {
			words = append(words, v.Assumption, v.Check)
		}
		words = append(words, s.ExitPlan.Steps...)
		words = append(words, s.ExitPlan.Cost)
		words = append(words, s.Audit.Notes...)
		for _, w := range words {
			counts["texts"]++
			for _, o := range s.Options {
				if strings.Contains(w, "option "+o.ID) || strings.Contains(o.ID, "-") && strings.Contains(w, o.ID) {
					t.Errorf("%.50q: %q names an option by its id %s", text, w, o.ID)
				}
			}
		}
		if leader.Kind == decision.KindStatusQuo {
			counts["status-quo verdicts"]++
			if s.ExitPlan.Reversibility != "two-way door" {
				t.Errorf("%.50q: staying (%q) is a %s", text, leader.Label, s.ExitPlan.Reversibility)
			}
			for _, step := range s.ExitPlan.Steps {
				if departure.MatchString(step) {
					t.Errorf("%.50q: staying (%q) gets a departure step %q", text, leader.Label, step)
				}
			}
		}
		for _, o := range s.Options {
			if o.Origin == decision.FromEngine && o.Kind == decision.KindStatusQuo {
				counts["engine status quo"]++
				if !present.MatchString(text) {
					t.Errorf("%.50q: the engine added %q with nothing to keep", text, o.Label)
				}
			}
		}
	}
	t.Logf("checked %v", counts)
}

// TestEngineOptionsAreHonest (ENGINE.md "Engine options"), on every slip of
// both corpora: an option the engine adds on a parent is scored from that
// parent, every cell saying so; one that ranks first, above the verdict,
// is on the podium and named in the headline.
func TestEngineOptionsAreHonest(t *testing.T) {
	p := newPipeline()
	var texts []string
	for _, e := range loadCorpus(t) {
		texts = append(texts, e.Decision)
	}
	for _, e := range loadJudgment(t, judgmentPath) {
		texts = append(texts, e.Decision)
	}
	engineOpts, above := 0, 0
	for _, text := range texts {
		s := mustRun(t, p, domain.Request{Decision: text}).Slip
		label := map[string]string{}
		for _, o := range s.Options {
			label[o.ID] = o.Label
		}
		for i, o := range s.Options {
			if o.Origin != decision.FromEngine {
				continue
			}
			if o.Parent != "" {
				engineOpts++
				for _, c := range s.Matrix.Rows[i].Cells {
					if c.Evidence != "no evidence in the text" && !strings.HasPrefix(c.Evidence, "engine estimate from "+label[o.Parent]) {
						t.Errorf("%.50q: %s's cell on %s is not from its parent %s: %q", text, o.Label, c.CriterionID, label[o.Parent], c.Evidence)
					}
				}
			}
			if s.Simulation.WinProbability[o.ID] > s.Verdict.WinProbability && len(s.Podium) > 0 && s.Podium[0].OptionID == o.ID {
				above++
				onPodium := false
				for _, pl := range s.Podium {
					onPodium = onPodium || pl.OptionID == o.ID
				}
				if !onPodium || !strings.Contains(s.Headline, o.Label) {
					t.Errorf("%.50q: %s ranks first, above the verdict, but is not on the podium and in the headline: %q", text, o.Label, s.Headline)
				}
			}
		}
	}
	t.Logf("%d engine options built on a parent, %d of them first, ahead of the verdict", engineOpts, above)
}

// TestGrillHeadlines: a plan under test is judged against its strongest
// alternative, the engine's included; a REVERSE names both, never one
// option against itself; a SHAKY or HOLDS names the plan.
func TestGrillHeadlines(t *testing.T) {
	p := newPipeline()
	n := map[string]int{}
	for _, e := range loadJudgment(t, judgmentPath) {
		s := mustRun(t, p, domain.Request{Decision: e.Decision, Mode: domain.ModeGrill}).Slip
		var plan string
		for _, o := range s.Options {
			if o.Chosen {
				plan = o.Label
			}
		}
		if plan == "" {
			plan = s.Verdict.Label
		}
		n[s.Verdict.GrillVerdict]++
		if !strings.HasPrefix(s.Headline, s.Verdict.GrillVerdict+": ") || !strings.Contains(s.Headline, plan) {
			t.Errorf("%s: headline %q does not judge the plan %q", e.ID, s.Headline, plan)
		}
		if s.Verdict.GrillVerdict == slip.Reverse {
			named := 0
			for _, o := range s.Options {
				if o.Label != plan && strings.Contains(s.Headline, o.Label+" beats "+plan) {
					named++
				}
			}
			if named != 1 {
				t.Errorf("%s: REVERSE headline %q names no alternative beating %q", e.ID, s.Headline, plan)
			}
		}
	}
	t.Logf("GRILL verdicts on every judgment text: %v", n)
}
