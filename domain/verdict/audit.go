package verdict

import (
	"fmt"
	"math"

	"github.com/verdicthq/verdict/domain/audit"
	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/domain/simulate"
	"github.com/verdicthq/verdict/domain/slip"
)

// AuditMethod says on the slip how the blind audit reads.
const AuditMethod = "Copeland count of the pairwise preferences the text states (stated figures, comparisons, what it says of each option, limits), read again on shuffled, relabelled options; it never sees the first pass's criteria, weights or cells"

// Reading is what the blind audit's second reading found, on the caller's
// options (Callers, indexes into the options) in the order the audit saw
// them (Order, a permutation of positions in Callers).
type Reading struct {
	Callers  []int
	Order    []int
	Pairs    []audit.Pair // Better and Worse are positions in Callers
	Excluded []bool       // by position in Callers: ruled out by a limit the reading found
}

// Judged is the first pass under audit: its options, criteria and the lock
// published for them, its futures, which options a limit rules out, which
// caller options another dominates, and its verdict.
type Judged struct {
	Options   []decision.Option
	Criteria  []decision.Criterion
	LockHash  string
	Sim       simulate.Result
	Eligible  []bool
	Dominated []bool
	Leader    int
}

// Audit judges the first pass by the blind reading (ENGINE.md "An audit
// that can disagree"): a Copeland count ranks the caller's options, Kendall
// τ-b compares that ranking with the first pass's (a ruled-out option
// last, as in every future), and the invariants are re-checked. When the
// reading states no preference at all, the audit neither confirms nor
// contradicts the verdict (τ 0, agrees). It returns the slip's audit and τ.
func Audit(j Judged, r Reading) (slip.Audit, float64) {
	options, sim, leader := j.Options, j.Sim, j.Leader
	score := audit.Copeland(len(r.Callers), r.Pairs, r.Excluded)
	decisive := false
	for _, v := range score {
		decisive = decisive || v != 0
	}
	first := make([]float64, len(r.Callers))
	leaderAt := -1
	for c, i := range r.Callers {
		first[c] = sim.Expected[i]
		if !j.Eligible[i] {
			first[c] -= 100
		}
		if i == leader {
			leaderAt = c
		}
	}
	tau := 0.0
	if decisive {
		tau = audit.KendallTauB(score, first)
	}
	// The audit's verdict: the best count; among ties, the first pass's
	// leader when it is one of them (the audit does not contradict it),
	// else the first in the audit's own order.
	best := math.Inf(-1)
	for _, v := range score {
		best = math.Max(best, v)
	}
	winner := -1
	if leaderAt >= 0 && score[leaderAt] == best {
		winner = leaderAt
	} else {
		for _, c := range r.Order {
			if score[c] == best {
				winner = c
				break
			}
		}
	}
	agrees := !decisive || winner == leaderAt
	checks := []slip.Check{
		{Name: "weights_lock_recomputes", OK: decision.WeightsLock(j.Criteria) == j.LockHash},
		{Name: "verdict_not_dominated", OK: !j.Dominated[leader]},
		{Name: "win_probabilities_sum_to_1", OK: sumsToOne(sim.WinProb)},
		{Name: "rank_acceptability_rows_sum_to_1", OK: rowsSumToOne(sim.RankAcceptability)},
	}
	au := slip.Audit{
		Blind:           true,
		Method:          AuditMethod,
		VerdictOptionID: options[leader].ID,
		Agrees:          agrees,
		RankAgreement:   decision.Round(tau, 4),
		Checks:          checks,
		Notes:           []string{},
	}
	switch {
	case !decisive:
		au.Notes = append(au.Notes, "The blind audit found no stated comparison between the options to check the verdict against: it neither confirms nor contradicts it.")
	case agrees:
		au.Notes = append(au.Notes, fmt.Sprintf("The blind audit, counting %d stated preferences, also ranks %s first (Kendall τ %.2f with the first pass).", len(r.Pairs), options[leader].Label, tau))
	default:
		au.VerdictOptionID = options[r.Callers[winner]].ID
		au.Notes = append(au.Notes, fmt.Sprintf("The blind audit, counting %d stated preferences, ranks %s first, not %s (Kendall τ %.2f): confidence lowered.", len(r.Pairs), options[r.Callers[winner]].Label, options[leader].Label, tau))
	}
	for _, c := range checks {
		if !c.OK {
			au.Notes = append(au.Notes, "Invariant failed: "+c.Name+".")
		}
	}
	return au, tau
}

func sumsToOne(p []float64) bool {
	var s float64
	for _, v := range p {
		s += v
	}
	return math.Abs(s-1) < 1e-9
}

func rowsSumToOne(m [][]float64) bool {
	for _, r := range m {
		if !sumsToOne(r) {
			return false
		}
	}
	return true
}
