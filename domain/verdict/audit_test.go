package verdict_test

import (
	"strings"
	"testing"

	"github.com/verdicthq/verdict/domain/audit"
	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/domain/verdict"
)

func TestAudit(t *testing.T) {
	options := []decision.Option{caller("a"), caller("b"), caller("c"), engine("wait", "a", decision.KindDelay)}
	criteria := []decision.Criterion{{ID: "money", Weight: 1}}
	sim := futures([]int{50, 30, 15, 5}, []float64{7, 6, 5, 4})
	sim.RankAcceptability = [][]float64{{0.5, 0.5, 0, 0}, {0.5, 0.5, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}}
	judged := verdict.Judged{Options: options, Criteria: criteria, LockHash: decision.WeightsLock(criteria), Sim: sim,
		Eligible: all(4), Dominated: make([]bool, 4), Leader: 0}
	callers, order := []int{0, 1, 2}, []int{2, 0, 1}
	cases := []struct {
		name     string
		judged   func(verdict.Judged) verdict.Judged
		pairs    []audit.Pair
		excluded []bool
		agrees   bool
		verdict  string
		tauSign  int
		note     string
	}{
		{"no stated preference neither confirms nor contradicts", nil, nil, nil, true, "a", 0, "neither confirms nor contradicts"},
		{"the same ranking", nil, []audit.Pair{{Better: 0, Worse: 1}, {Better: 1, Worse: 2}, {Better: 0, Worse: 2}}, nil, true, "a", 1, "also ranks A first"},
		{"the reverse ranking", nil, []audit.Pair{{Better: 2, Worse: 1}, {Better: 1, Worse: 0}, {Better: 2, Worse: 0}}, nil, false, "c", -1, "ranks C first, not A"},
		{"a tie that includes the leader does not contradict it", nil, []audit.Pair{{Better: 0, Worse: 2}, {Better: 1, Worse: 2}}, nil, true, "a", 1, "also ranks A first"},
		{"a limit the reading found ranks its option last; ties go by the audit's order", nil, []audit.Pair{{Better: 0, Worse: 1}}, []bool{true, false, false}, false, "c", 0, "ranks C first, not A"},
		{"a lock that does not recompute fails its check", func(j verdict.Judged) verdict.Judged { j.LockHash = "x"; return j }, nil, nil, true, "a", 0, "Invariant failed: weights_lock_recomputes."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			j := judged
			if c.judged != nil {
				j = c.judged(j)
			}
			excluded := c.excluded
			if excluded == nil {
				excluded = make([]bool, len(callers))
			}
			au, tau := verdict.Audit(j, verdict.Reading{Callers: callers, Order: order, Pairs: c.pairs, Excluded: excluded})
			if au.Agrees != c.agrees || au.VerdictOptionID != c.verdict || !au.Blind || au.Method != verdict.AuditMethod {
				t.Errorf("agrees %v, verdict %s; want %v, %s", au.Agrees, au.VerdictOptionID, c.agrees, c.verdict)
			}
			if sign(tau) != c.tauSign && c.tauSign != 0 || c.pairs == nil && tau != 0 {
				t.Errorf("τ %v, want sign %d", tau, c.tauSign)
			}
			if !strings.Contains(strings.Join(au.Notes, " "), c.note) {
				t.Errorf("notes %q, want %q in them", au.Notes, c.note)
			}
		})
	}
}

func sign(v float64) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}
