// Package verdict holds the rules that turn a scored, simulated decision
// into a slip's judgment (ENGINE.md "From numbers to advice"): which
// options a hard limit rules out, which one is the verdict and which the
// runner-up, the red team's attacks, the podium, the dual verdict,
// confidence, the GRILL verdict, reversibility and the headline. Pure and
// deterministic: the same model gives the same judgment, in the canonical
// option order, with ties broken by that order.
package verdict

import (
	"fmt"
	"math"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/domain/redteam"
	"github.com/verdicthq/verdict/domain/simulate"
	"github.com/verdicthq/verdict/domain/slip"
)

// Vetoes completes the constraints the reasoner read and marks the options
// they rule out: a ruled-out option that is not among options is dropped,
// an engine option built on a ruled-out option is ruled out with it. A set
// of constraints that would rule out every option rules out none: the
// text contradicts itself, so the slip lists the limits with nothing
// ruled out, and every option stays in the running.
func Vetoes(options []decision.Option, cs []slip.Constraint) ([]slip.Constraint, []bool) {
	index := map[string]int{}
	for i, o := range options {
		index[o.ID] = i
	}
	eligible := make([]bool, len(options))
	for i := range eligible {
		eligible[i] = true
	}
	out := make([]slip.Constraint, 0, len(cs))
	for _, c := range cs {
		sc := slip.Constraint{Text: c.Text, Kind: c.Kind, RuledOut: []slip.RuledOut{}}
		for _, r := range c.RuledOut {
			i, ok := index[r.OptionID]
			if !ok {
				continue
			}
			sc.RuledOut = append(sc.RuledOut, r)
			eligible[i] = false
		}
		for i, o := range options {
			if o.Origin != decision.FromEngine || o.Parent == "" || !eligible[i] {
				continue
			}
			if p, ok := index[o.Parent]; ok && !eligible[p] && ruledOutBy(sc, o.Parent) {
				sc.RuledOut = append(sc.RuledOut, slip.RuledOut{OptionID: o.ID, Evidence: "built on " + options[p].Label + ", which this rules out"})
				eligible[i] = false
			}
		}
		out = append(out, sc)
	}
	any := false
	for _, e := range eligible {
		any = any || e
	}
	if !any {
		for i := range eligible {
			eligible[i] = true
		}
		for k := range out {
			out[k].RuledOut = []slip.RuledOut{}
		}
	}
	return out, eligible
}

func ruledOutBy(c slip.Constraint, id string) bool {
	for _, r := range c.RuledOut {
		if r.OptionID == id {
			return true
		}
	}
	return false
}

// CallerDominated marks the caller options another eligible caller option
// dominates (Pareto on the modes). The engine's options are advice: one
// that dominates a caller option is named in the headline, not used to
// rule it out.
func CallerDominated(options []decision.Option, modes [][]float64, eligible []bool) []bool {
	var rows [][]float64
	var idx []int
	for i, o := range options {
		if o.Origin == decision.FromCaller && eligible[i] {
			rows = append(rows, modes[i])
			idx = append(idx, i)
		}
	}
	out := make([]bool, len(options))
	for k, d := range decision.Dominated(rows) {
		out[idx[k]] = d
	}
	return out
}

// Leader is the verdict: among the caller's options that no hard
// constraint rules out and no other option dominates, the one that wins
// the most futures (ties: expected score, then order). The engine's
// options are advice: one takes the verdict only when no caller option
// can (ENGINE.md "Engine options").
func Leader(sim simulate.Result, dominated []bool, options []decision.Option, eligible []bool) int {
	best := -1
	for pass := 0; pass < 3 && best < 0; pass++ {
		for i := range sim.WinProb {
			if pass < 2 && options[i].Origin != decision.FromCaller || pass < 1 && dominated[i] || !eligible[i] {
				continue
			}
			if best < 0 || sim.Wins[i] > sim.Wins[best] || (sim.Wins[i] == sim.Wins[best] && sim.Expected[i] > sim.Expected[best]) {
				best = i
			}
		}
	}
	if best < 0 { // every option ruled out: Vetoes never allows it
		best = 0
	}
	return best
}

// RunnerUp is the option most often second (second-rank acceptability),
// leader excluded; ties by futures won, then order.
func RunnerUp(sim simulate.Result, leader int) int {
	best := -1
	for i := range sim.WinProb {
		if i == leader {
			continue
		}
		if best < 0 || sim.RankAcceptability[i][1] > sim.RankAcceptability[best][1] ||
			(sim.RankAcceptability[i][1] == sim.RankAcceptability[best][1] && sim.Wins[i] > sim.Wins[best]) {
			best = i
		}
	}
	return best
}

// Model is a scored decision with its simulated futures: what the red team
// attacks and the advice is read from.
type Model struct {
	Options  []decision.Option
	Criteria []decision.Criterion
	Modes    [][]float64 // [option][criterion], the cells' modes
	Weights  []float64   // the locked weights, in criteria order
	Sim      simulate.Result
}

// RedTeam attacks the leader (ENGINE.md "Red team"): a close call, the
// smallest weight change that flips it, each criterion's stable weight
// range, single-cell shocks that flip it, and rank reversals when an
// option that does not win is removed. It returns the red team (its
// premortem empty, for the narrator) and the criteria that drive the lead.
func RedTeam(m Model, leader, runnerUp int) (slip.RedTeam, []int) {
	options, criteria, modes, w, sim := m.Options, m.Criteria, m.Modes, m.Weights, m.Sim
	rt := slip.RedTeam{RunnerUp: options[runnerUp].ID, Attacks: []slip.Attack{}, Premortem: []string{}}
	dist, challenger := redteam.FlipDistance(modes, w, leader)
	rt.FlipDistance = decision.Round(dist, 4)
	rt.CloseCall = redteam.CloseCall(sim.Expected, leader, runnerUp)
	if rt.CloseCall {
		rt.Attacks = append(rt.Attacks, slip.Attack{
			Kind: "close_call", Target: options[runnerUp].ID, Flips: false,
			Detail: fmt.Sprintf("%s trails %s by %.2f points of expected score, under 10%% of the scale", options[runnerUp].Label, options[leader].Label, sim.Expected[leader]-sim.Expected[runnerUp]),
		})
	}
	if challenger >= 0 && dist < 2 {
		rt.Attacks = append(rt.Attacks, slip.Attack{
			Kind: "weight_flip", Target: options[challenger].ID, Flips: true,
			Detail: fmt.Sprintf("moving %.0f%% of the total weight between criteria makes %s win", dist/2*100, options[challenger].Label),
		})
	}
	stab := redteam.Stability(modes, w, leader)
	rt.FlipPoints = make([]slip.FlipPoint, len(criteria))
	for j, c := range criteria {
		fp := slip.FlipPoint{CriterionID: c.ID, Weight: c.Weight, StableLow: decision.Round(stab[j].Low, 4), StableHigh: decision.Round(stab[j].High, 4)}
		if stab[j].Challenger >= 0 {
			fp.Challenger = options[stab[j].Challenger].ID
		}
		rt.FlipPoints[j] = fp
	}
	for _, s := range redteam.CellShocks(modes, w, leader, runnerUp) {
		if !s.Flips {
			continue
		}
		rt.Attacks = append(rt.Attacks, slip.Attack{
			Kind: "cell_shock", Target: options[s.Option].ID + "/" + criteria[s.Criterion].ID, Flips: true,
			Detail: fmt.Sprintf("%+.0f on %s's %s score makes %s first", s.Delta, options[s.Option].Label, criteria[s.Criterion].Label, options[s.NewLeader].Label),
		})
	}
	for i, winner := range sim.LeaveOneOut {
		if i == leader || winner < 0 || winner == leader {
			continue
		}
		rt.Attacks = append(rt.Attacks, slip.Attack{
			Kind: "rank_reversal", Target: options[i].ID, Flips: true,
			Detail: fmt.Sprintf("removing %s, which does not win, makes %s first: the ranking is fragile", options[i].Label, options[winner].Label),
		})
	}
	return rt, redteam.Drivers(modes, w, leader, runnerUp)
}

// Simulation is the slip's record of the simulated futures, keyed by
// option id, rounded to the published precision.
func Simulation(options []decision.Option, sim simulate.Result) slip.Simulation {
	n := len(options)
	s := slip.Simulation{
		Futures:           sim.Futures,
		WinProbability:    make(map[string]float64, n),
		RankAcceptability: make(map[string][]float64, n),
		ExpectedScore:     make(map[string]float64, n),
		P10:               make(map[string]float64, n),
		P50:               make(map[string]float64, n),
		P90:               make(map[string]float64, n),
		Pairwise:          make(map[string]map[string]float64, n),
		ExpectedRegret:    make(map[string]float64, n),
		StdError:          make(map[string]float64, n),
	}
	for i, o := range options {
		s.WinProbability[o.ID] = sim.WinProb[i]
		ranks := make([]float64, n)
		for r := range n {
			ranks[r] = decision.Round(sim.RankAcceptability[i][r], 4)
		}
		s.RankAcceptability[o.ID] = ranks
		s.ExpectedScore[o.ID] = decision.Round(sim.Expected[i], 4)
		s.P10[o.ID] = decision.Round(sim.P10[i], 4)
		s.P50[o.ID] = decision.Round(sim.P50[i], 4)
		s.P90[o.ID] = decision.Round(sim.P90[i], 4)
		s.ExpectedRegret[o.ID] = decision.Round(sim.ExpectedRegret[i], 4)
		s.StdError[o.ID] = decision.Round(sim.StdErr[i], 4)
		pw := make(map[string]float64, n-1)
		for k, q := range options {
			if k != i {
				pw[q.ID] = decision.Round(sim.Pairwise[i][k], 4)
			}
		}
		s.Pairwise[o.ID] = pw
	}
	return s
}

// Podium is the up-to-three eligible options that win the most futures
// (ties: expected score, then order). A caller option another eligible
// caller option dominates cell by cell never stands above it: where the
// futures put it first by noise, it is left off (a near tie a reseed
// would turn), and so is every option it dominates in turn, so that no
// option stands on the podium while one that dominates it is off.
func Podium(options []decision.Option, sim simulate.Result, eligible []bool, modes [][]float64) []slip.Place {
	var order []int
	for i := range options {
		if eligible[i] {
			order = append(order, i)
		}
	}
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && better(sim, order[j], order[j-1]); j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	places := make([]slip.Place, 0, 3)
	placed := make([]bool, len(options))
	for _, i := range order {
		if len(places) == 3 {
			break
		}
		if dominatedOff(options, modes, order, placed, i) {
			continue
		}
		placed[i] = true
		places = append(places, slip.Place{Rank: len(places) + 1, OptionID: options[i].ID, Label: options[i].Label, WinProbability: sim.WinProb[i], ExpectedScore: decision.Round(sim.Expected[i], 4)})
	}
	return places
}

// dominatedOff reports whether caller option i is dominated, cell by
// cell, by an eligible caller option (in order) not yet placed: one the
// futures put below it, or one left off itself.
func dominatedOff(options []decision.Option, modes [][]float64, order []int, placed []bool, i int) bool {
	if len(modes) != len(options) || options[i].Origin != decision.FromCaller {
		return false
	}
	for _, j := range order {
		if j != i && !placed[j] && options[j].Origin == decision.FromCaller && decision.Dominates(modes[j], modes[i]) {
			return true
		}
	}
	return false
}

// better orders options by futures won, then expected score, then order.
func better(sim simulate.Result, a, b int) bool {
	if sim.Wins[a] != sim.Wins[b] {
		return sim.Wins[a] > sim.Wins[b]
	}
	if sim.Expected[a] != sim.Expected[b] {
		return sim.Expected[a] > sim.Expected[b]
	}
	return a < b
}

// Dual sets the best bet (highest expected score) beside the safe bet
// (highest P10); ties go to the first in order.
func Dual(options []decision.Option, sim simulate.Result) slip.DualVerdict {
	best, safe := 0, 0
	for i := range options {
		if sim.Expected[i] > sim.Expected[best] {
			best = i
		}
		if sim.P10[i] > sim.P10[safe] {
			safe = i
		}
	}
	return slip.DualVerdict{BestBet: options[best].ID, SafeBet: options[safe].ID, Same: best == safe}
}

// Confidence blends the leader's win probability, the blind audit's rank
// agreement τ and the robustness of the lead, then takes a penalty for an
// audit that disagrees or a close call. In [0, 1], two decimals.
func Confidence(win, tau float64, rt slip.RedTeam, agrees bool) float64 {
	robust := math.Min(rt.FlipDistance/0.5, 1)
	c := 0.5*win + 0.25*(tau+1)/2 + 0.25*robust
	if !agrees {
		c -= 0.15
	}
	if rt.CloseCall {
		c -= 0.1
	}
	return decision.Round(math.Max(0, math.Min(1, c)), 2)
}

// ConfidenceLabel follows SPEC §2: low < 0.4 ≤ medium < 0.7 ≤ high.
func ConfidenceLabel(c float64) string {
	switch {
	case c < 0.4:
		return "low"
	case c < 0.7:
		return "medium"
	default:
		return "high"
	}
}

// Grill judges the plan a GRILL text has decided on (the chosen option,
// else the leader) against its strongest eligible alternative, the
// engine's included: REVERSE when the alternative wins clearly (25 points
// more of the futures and half a point more expected score), HOLDS when
// the plan leads clearly (no close call, a flip distance of 0.2 or more,
// half the futures), SHAKY otherwise. It returns the verdict, the plan and
// the alternative (-1 when there is none).
func Grill(options []decision.Option, sim simulate.Result, leader int, rt slip.RedTeam, eligible []bool) (string, int, int) {
	chosen := -1
	for i, o := range options {
		if o.Chosen {
			chosen = i
			break
		}
	}
	if chosen < 0 {
		chosen = leader
	}
	alt := -1
	for i := range options {
		if i != chosen && eligible[i] && (alt < 0 || better(sim, i, alt)) {
			alt = i
		}
	}
	if alt >= 0 && sim.WinProb[alt]-sim.WinProb[chosen] >= 0.25 && sim.Expected[alt]-sim.Expected[chosen] >= 0.5 {
		return slip.Reverse, chosen, alt
	}
	if chosen == leader && !rt.CloseCall && rt.FlipDistance >= 0.2 && sim.WinProb[chosen] >= 0.5 {
		return slip.Holds, chosen, alt
	}
	return slip.Shaky, chosen, alt
}

// Headline says the verdict in one sentence, by mode: in GRILL the plan's
// fate against its alternative, in COMPARE the ranking, else the choice.
// s carries the mode, the verdict and the simulation's futures.
func Headline(s slip.Slip, options []decision.Option, sim simulate.Result, plan, alt int) string {
	pct := int(math.Round(s.Verdict.WinProbability * 100))
	switch s.Mode {
	case domain.ModeGrill:
		switch {
		case s.Verdict.GrillVerdict == slip.Reverse && alt >= 0:
			return fmt.Sprintf("REVERSE: %s beats %s, first in %d%% of %d futures against %d%% (%s confidence).", options[alt].Label, options[plan].Label,
				int(math.Round(sim.WinProb[alt]*100)), s.Simulation.Futures, int(math.Round(sim.WinProb[plan]*100)), s.Verdict.ConfidenceLabel)
		case s.Verdict.GrillVerdict == slip.Holds:
			return fmt.Sprintf("HOLDS: %s is the strongest option, first in %d%% of %d futures (%s confidence).", s.Verdict.Label, pct, s.Simulation.Futures, s.Verdict.ConfidenceLabel)
		case alt >= 0 && better(sim, alt, plan):
			return fmt.Sprintf("SHAKY: %s is first in %d%% of %d futures, %s in %d%% (%s confidence).", options[plan].Label,
				int(math.Round(sim.WinProb[plan]*100)), s.Simulation.Futures, options[alt].Label, int(math.Round(sim.WinProb[alt]*100)), s.Verdict.ConfidenceLabel)
		}
		return fmt.Sprintf("SHAKY: %s leads, but narrowly: first in %d%% of %d futures (%s confidence).", options[plan].Label,
			int(math.Round(sim.WinProb[plan]*100)), s.Simulation.Futures, s.Verdict.ConfidenceLabel)
	case domain.ModeCompare:
		return fmt.Sprintf("%s ranks first of %d options, winning %d%% of %d futures (%s confidence).", s.Verdict.Label, len(options), pct, s.Simulation.Futures, s.Verdict.ConfidenceLabel)
	default:
		return fmt.Sprintf("%s: first in %d%% of %d futures (%s confidence).", s.Verdict.Label, pct, s.Simulation.Futures, s.Verdict.ConfidenceLabel)
	}
}

// WorthConsidering names an eligible option the engine added that
// outranks the verdict — more futures won, or better on every criterion —
// as worth considering first (ENGINE.md "Engine options"), as a sentence
// to append to the headline. Empty when none does.
func WorthConsidering(options []decision.Option, sim simulate.Result, modes [][]float64, leader int, eligible []bool) string {
	best := -1
	for i, o := range options {
		if o.Origin != decision.FromEngine || !eligible[i] {
			continue
		}
		if sim.Wins[i] > sim.Wins[leader] || dominates(modes[i], modes[leader]) {
			if best < 0 || sim.Wins[i] > sim.Wins[best] {
				best = i
			}
		}
	}
	if best < 0 {
		return ""
	}
	pct := int(math.Round(sim.WinProb[best] * 100))
	return fmt.Sprintf(" Worth considering first: %s (first in %d%% of futures).", options[best].Label, pct)
}

// dominates reports whether a is at least b everywhere and more somewhere.
func dominates(a, b []float64) bool {
	gt := false
	for j := range a {
		if a[j] < b[j] {
			return false
		}
		gt = gt || a[j] > b[j]
	}
	return gt
}

// Reversibility reads an option's reversibility: "two-way" when it scores
// 5 or more on a criterion with id "reversibility", else "one-way"; with
// no such criterion, by its kind (keeping the status quo, waiting and a
// trial can be undone).
func Reversibility(o decision.Option, criteria []decision.Criterion, modes []float64) string {
	for j, c := range criteria {
		if c.ID == "reversibility" {
			if modes[j] >= 5 {
				return "two-way"
			}
			return "one-way"
		}
	}
	switch o.Kind {
	case decision.KindStatusQuo, decision.KindDelay, decision.KindTrial:
		return "two-way"
	}
	return "one-way"
}
