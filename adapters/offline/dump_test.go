package offline

import (
	"os"
	"testing"
)

// TestDump prints every stage for every corpus and testdata decision when
// VERDICT_DUMP is set; a reading aid, not a check.
func TestDump(t *testing.T) {
	if os.Getenv("VERDICT_DUMP") == "" {
		t.Skip("set VERDICT_DUMP=1 to print")
	}
	r := New()
	var es []entry
	es = append(es, loadEntries(t, corpusPath)...)
	es = append(es, loadEntries(t, "testdata/unseen.jsonl")...)
	es = append(es, loadEntries(t, "testdata/unseen2.jsonl")...)
	es = append(es, loadEntries(t, "testdata/holdout.jsonl")...)
	only := os.Getenv("VERDICT_DUMP")
	for _, e := range es {
		if only != "1" && only != e.ID {
			continue
		}
		res := run(t, r, canonical(e.Decision), "")
		t.Logf("=== %s  mode=%s (want %s)", e.ID, res.clar.InferredMode, e.Expect.Mode)
		for _, q := range res.clar.Questions {
			t.Logf("  Q %-14s %.2f %s", q.ID, q.Confidence, q.Suggested)
		}
		for i, o := range res.options {
			t.Logf("  O%d [%s/%s chosen=%v] %q aliases=%v", i+1, o.Origin, o.Kind, o.Chosen, o.Label, o.Aliases)
		}
		for _, c := range res.criteria {
			t.Logf("  C %-13s rank=%d emph=%v why=%q", c.ID, c.Rank, c.Emphasized, c.Why)
		}
		tot := res.totals()
		for i, o := range res.refs {
			line := ""
			for _, c := range res.cells {
				if c.OptionID == o.ID {
					line += " " + c.CriterionID[:min(4, len(c.CriterionID))] + "=" + ftoa(c.Lean) + "/" + ftoa(c.Support)
				}
			}
			t.Logf("  S %-40.40s total=%+.3f%s", o.Label, tot[i], line)
		}
		if os.Getenv("VERDICT_DUMP_STORY") != "" {
			for _, o := range res.options {
				t.Logf("  D %q: %s", o.Label, o.Description)
			}
			n := res.story
			for _, p := range n.Premortem {
				t.Logf("  PM %s", p)
			}
			for _, a := range n.Assumptions {
				t.Logf("  AS %s", a)
			}
			for _, v := range n.Verification {
				t.Logf("  VC %s | %s | %s", v.Assumption, v.Check, v.Cost)
			}
			for _, k := range n.KillCriteria {
				t.Logf("  KC %s | %s | %s", k.Condition, k.Threshold, k.CheckBy)
			}
			t.Logf("  EX %s | %v | %s", n.Exit.Reversibility, n.Exit.Steps, n.Exit.Cost)
		}
		if os.Getenv("VERDICT_DUMP_EV") != "" {
			for _, c := range res.cells {
				if c.Support > 0 {
					t.Logf("  E %s %s %+.2f %.2f %s", c.OptionID, c.CriterionID, c.Lean, c.Support, c.Evidence)
				}
			}
		}
	}
}

func ftoa(v float64) string {
	s := []byte{}
	if v < 0 {
		s = append(s, '-')
		v = -v
	} else {
		s = append(s, '+')
	}
	n := int(v*100 + 0.5)
	s = append(s, byte('0'+n/100), '.', byte('0'+n/10%10), byte('0'+n%10))
	return string(s)
}
