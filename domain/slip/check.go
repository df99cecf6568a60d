package slip

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/domain/decision"
)

// ErrIncoherent is the error Validate's problems wrap.
var ErrIncoherent = errors.New("incoherent slip")

// Validate reports every rule of SPEC §4 and ENGINE.md the slip breaks, as
// one error wrapping ErrIncoherent per problem (nil when it breaks none):
// unique option ids and labels, weights in [0, 1] summing to 1 and a lock
// that recomputes, a matrix in the options' and criteria's order with
// ordered cells in [0, 10] that carry evidence, win probabilities summing
// to 1 with rank acceptability rows that do too and ordered percentiles,
// no ruled-out option on the podium or as the verdict, a podium in order
// that leaves off only options another caller option dominates,
// every id it names an option, a blind audit whose checks pass, a
// confidence in [0, 1], a verdict no other eligible caller option
// dominates, a GRILL verdict exactly in GRILL mode, and a headline, seed
// and input hash.
func (s Slip) Validate() error {
	var errs []error
	fail := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("%w: "+format, append([]any{ErrIncoherent}, args...)...))
	}
	const eps = 1e-9
	ids := map[string]bool{}
	for _, o := range s.Options {
		if o.ID == "" || ids[o.ID] || strings.TrimSpace(o.Label) == "" {
			fail("option %q (%q): empty or duplicate", o.ID, o.Label)
		}
		ids[o.ID] = true
	}
	if len(s.Options) < 2 {
		fail("%d options, need 2", len(s.Options))
	}
	var wsum float64
	for _, c := range s.Criteria {
		if !(c.Weight >= 0 && c.Weight <= 1) {
			fail("criterion %s weighs %v", c.ID, c.Weight)
		}
		wsum += c.Weight
	}
	if math.Abs(wsum-1) > eps {
		fail("weights sum to %v", wsum)
	}
	if s.WeightsLock.Hash != decision.WeightsLock(s.Criteria) {
		fail("the weights lock does not recompute")
	}
	if len(s.Matrix.Rows) != len(s.Options) || len(s.Matrix.Criteria) != len(s.Criteria) {
		fail("the matrix is %d×%d for %d options and %d criteria", len(s.Matrix.Rows), len(s.Matrix.Criteria), len(s.Options), len(s.Criteria))
	}
	for i, r := range s.Matrix.Rows {
		if i >= len(s.Options) || r.OptionID != s.Options[i].ID || len(r.Cells) != len(s.Criteria) {
			fail("matrix row %d (%s) is out of shape", i, r.OptionID)
			continue
		}
		for j, c := range r.Cells {
			if c.CriterionID != s.Criteria[j].ID {
				fail("cell %s/%d is on criterion %s, want %s", r.OptionID, j, c.CriterionID, s.Criteria[j].ID)
			}
			if !(0 <= c.Low && c.Low <= c.Score && c.Score <= c.High && c.High <= 10) {
				fail("cell %s/%s out of order: %v %v %v", r.OptionID, c.CriterionID, c.Low, c.Score, c.High)
			}
			if c.Dist != decision.Triangular && c.Dist != decision.PERT {
				fail("cell %s/%s has distribution %q", r.OptionID, c.CriterionID, c.Dist)
			}
			if c.Evidence == "" {
				fail("cell %s/%s has no evidence text", r.OptionID, c.CriterionID)
			}
		}
	}
	sim := s.Simulation
	if sim.Futures <= 0 {
		fail("%d futures", sim.Futures)
	}
	var psum float64
	for _, o := range s.Options {
		p := sim.WinProbability[o.ID]
		if !(p >= 0 && p <= 1) {
			fail("%s wins with probability %v", o.ID, p)
		}
		psum += p
		var rsum float64
		for _, r := range sim.RankAcceptability[o.ID] {
			rsum += r
		}
		if math.Abs(rsum-1) > 1e-3 { // each rank rounded to 4 decimals
			fail("the rank acceptability of %s sums to %v", o.ID, rsum)
		}
		if !(sim.P10[o.ID] <= sim.P50[o.ID] && sim.P50[o.ID] <= sim.P90[o.ID]) {
			fail("%s: P10 %v, P50 %v, P90 %v", o.ID, sim.P10[o.ID], sim.P50[o.ID], sim.P90[o.ID])
		}
	}
	if math.Abs(psum-1) > eps {
		fail("win probabilities sum to %v", psum)
	}
	ruledOut := map[string]bool{}
	for _, c := range s.Constraints {
		for _, r := range c.RuledOut {
			ruledOut[r.OptionID] = true
		}
	}
	for _, p := range s.Podium {
		if ruledOut[p.OptionID] {
			fail("%s is on the podium and ruled out", p.OptionID)
		}
	}
	if ruledOut[s.Verdict.OptionID] {
		fail("the verdict %s breaks a hard constraint", s.Verdict.OptionID)
	}
	// The eligible caller options another eligible caller option
	// dominates cell by cell.
	dominated := map[string]bool{}
	if len(s.Matrix.Rows) == len(s.Options) {
		_, modes, _ := s.Matrix.Bounds()
		var callerModes [][]float64
		var callerIDs []string
		for i, o := range s.Options {
			if o.Origin == decision.FromCaller && !ruledOut[o.ID] {
				callerModes = append(callerModes, modes[i])
				callerIDs = append(callerIDs, o.ID)
			}
		}
		for k, d := range decision.Dominated(callerModes) {
			dominated[callerIDs[k]] = d
		}
	}
	if dominated[s.Verdict.OptionID] {
		fail("the verdict %s is dominated by another caller option", s.Verdict.OptionID)
	}
	// The podium holds up to three eligible options; a dominated one may
	// be left off (verdict.Podium: it wins futures only by noise), so it
	// may hold fewer only where every eligible option off it is dominated.
	if want := min(3, len(s.Options)-len(ruledOut)); len(s.Podium) > want ||
		len(s.Podium) < want && !s.onlyDominatedLeftOff(ruledOut, dominated) {
		fail("the podium has %d places", len(s.Podium))
	}
	for k := 1; k < len(s.Podium); k++ {
		if s.Podium[k].WinProbability > s.Podium[k-1].WinProbability || s.Podium[k].Rank != k+1 {
			fail("the podium is out of order at place %d", k+1)
		}
	}
	for _, named := range [][2]string{{"verdict", s.Verdict.OptionID}, {"audit's verdict", s.Audit.VerdictOptionID},
		{"runner-up", s.RedTeam.RunnerUp}, {"best bet", s.DualVerdict.BestBet}, {"safe bet", s.DualVerdict.SafeBet}} {
		if !ids[named[1]] {
			fail("the %s %q names no option", named[0], named[1])
		}
	}
	if !s.Audit.Blind {
		fail("the audit is not blind")
	}
	for _, c := range s.Audit.Checks {
		if !c.OK {
			fail("the audit's check %s failed", c.Name)
		}
	}
	if !(s.Verdict.Confidence >= 0 && s.Verdict.Confidence <= 1) {
		fail("confidence %v", s.Verdict.Confidence)
	}
	if (s.Mode == domain.ModeGrill) != (s.Verdict.GrillVerdict != "") {
		fail("grill verdict %q in mode %s", s.Verdict.GrillVerdict, s.Mode)
	}
	if s.Headline == "" || s.Seed == "" || s.InputHash == "" {
		fail("the headline, seed or input hash is empty")
	}
	return errors.Join(errs...)
}

// onlyDominatedLeftOff reports whether every eligible option off the
// podium is dominated.
func (s Slip) onlyDominatedLeftOff(ruledOut, dominated map[string]bool) bool {
	on := map[string]bool{}
	for _, p := range s.Podium {
		on[p.OptionID] = true
	}
	for _, o := range s.Options {
		if !on[o.ID] && !ruledOut[o.ID] && !dominated[o.ID] {
			return false
		}
	}
	return true
}
