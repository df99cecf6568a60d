package offline

import (
	"reflect"
	"strings"
	"testing"

	"github.com/verdicthq/verdict/domain"
)

// Thresholds for the corpus (brief): option groups ≥ 90%, inferred mode
// ≥ 85%; criteria_any is reported and must not regress below 90%.
const (
	minGroupRate    = 0.90
	minModeRate     = 0.85
	minCriteriaRate = 0.90
)

type rates struct {
	groups, groupsOK     int
	modes, modesOK       int
	criteria, criteriaOK int
	misses               []string
}

func measure(t *testing.T, es []entry) rates {
	t.Helper()
	r := New()
	var rt rates
	for _, e := range es {
		res := run(t, r, canonical(e.Decision), "")
		for _, g := range e.Expect.Options {
			rt.groups++
			if groupMatched(res.options, g) {
				rt.groupsOK++
			} else {
				rt.misses = append(rt.misses, e.ID+": no option for "+strings.Join(g, "|"))
			}
		}
		if e.Expect.Mode != "" {
			rt.modes++
			if res.clar.InferredMode == e.Expect.Mode {
				rt.modesOK++
			} else {
				rt.misses = append(rt.misses, e.ID+": mode "+res.clar.InferredMode+", want "+e.Expect.Mode)
			}
		}
		if len(e.Expect.CriteriaAny) > 0 {
			rt.criteria++
			found := false
			for _, c := range res.criteria {
				for _, want := range e.Expect.CriteriaAny {
					found = found || c.ID == want
				}
			}
			if found {
				rt.criteriaOK++
			} else {
				rt.misses = append(rt.misses, e.ID+": no criterion among "+strings.Join(e.Expect.CriteriaAny, "|"))
			}
		}
	}
	return rt
}

// logRates logs a set's rates and misses under name and returns them.
func logRates(t *testing.T, name string, rt rates) rates {
	t.Helper()
	t.Logf("%s: option groups %d/%d (%.0f%%), mode %d/%d (%.0f%%), criteria_any %d/%d (%.0f%%)", name,
		rt.groupsOK, rt.groups, 100*rate(rt.groupsOK, rt.groups), rt.modesOK, rt.modes, 100*rate(rt.modesOK, rt.modes),
		rt.criteriaOK, rt.criteria, 100*rate(rt.criteriaOK, rt.criteria))
	for _, m := range rt.misses {
		t.Logf("  miss: %s", m)
	}
	return rt
}

func rate(ok, n int) float64 {
	if n == 0 {
		return 1
	}
	return float64(ok) / float64(n)
}

func TestCorpusRates(t *testing.T) {
	es := loadEntries(t, corpusPath)
	rt := logRates(t, "corpus", measure(t, es))
	if rate(rt.groupsOK, rt.groups) < minGroupRate {
		t.Errorf("option groups matched %.2f, want ≥ %.2f", rate(rt.groupsOK, rt.groups), minGroupRate)
	}
	if rate(rt.modesOK, rt.modes) < minModeRate {
		t.Errorf("mode right %.2f, want ≥ %.2f", rate(rt.modesOK, rt.modes), minModeRate)
	}
	if rate(rt.criteriaOK, rt.criteria) < minCriteriaRate {
		t.Errorf("criteria_any %.2f, want ≥ %.2f", rate(rt.criteriaOK, rt.criteria), minCriteriaRate)
	}
}

// TestUnseenRates runs decisions written for this package, not in the
// corpus, to check that the rules generalise. Reported, with looser
// floors: they are a probe, not a target.
func TestUnseenRates(t *testing.T) {
	es := loadEntries(t, "testdata/unseen.jsonl")
	es = append(es, loadEntries(t, "testdata/unseen2.jsonl")...)
	rt := logRates(t, "unseen", measure(t, es))
	if rate(rt.groupsOK, rt.groups) < 0.8 || rate(rt.modesOK, rt.modes) < 0.75 {
		t.Errorf("unseen decisions regressed below 80%% groups / 75%% mode")
	}
}

func TestCorpusShapeInvariants(t *testing.T) {
	r := New()
	for _, e := range loadEntries(t, corpusPath) {
		t.Run(e.ID, func(t *testing.T) {
			for _, text := range []string{e.Decision, canonical(e.Decision)} {
				for _, mode := range []string{"", domain.ModeDecide, domain.ModeCompare, domain.ModeGrill} {
					checkInvariants(t, run(t, r, text, mode))
				}
			}
		})
	}
}

func TestDeterministic(t *testing.T) {
	r := New()
	es := loadEntries(t, corpusPath)
	es = append(es, loadEntries(t, "testdata/unseen.jsonl")...)
	for _, e := range es {
		a := run(t, r, e.Decision, "")
		b := run(t, New(), e.Decision, "")
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s: two runs differ", e.ID)
		}
	}
}
