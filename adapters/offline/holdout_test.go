package offline

import "testing"

// TestHoldoutRates reports on decisions written after the rules were
// tuned and never tuned against: the honest generalisation figure. It
// fails only on a collapse.
func TestHoldoutRates(t *testing.T) {
	rt := measure(t, loadEntries(t, "testdata/holdout.jsonl"))
	t.Logf("holdout: option groups %d/%d (%.0f%%), mode %d/%d (%.0f%%), criteria_any %d/%d (%.0f%%)",
		rt.groupsOK, rt.groups, 100*rate(rt.groupsOK, rt.groups), rt.modesOK, rt.modes, 100*rate(rt.modesOK, rt.modes),
		rt.criteriaOK, rt.criteria, 100*rate(rt.criteriaOK, rt.criteria))
	for _, m := range rt.misses {
		t.Logf("  miss: %s", m)
	}
	if rate(rt.groupsOK, rt.groups) < 0.6 || rate(rt.modesOK, rt.modes) < 0.6 {
		t.Errorf("holdout collapsed")
	}
}
