package offline

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// checkInvariants holds every stage to the shapes the pipeline relies on.
func checkInvariants(t testing.TB, res result) {
	t.Helper()
	switch res.clar.InferredMode {
	case domain.ModeDecide, domain.ModeCompare, domain.ModeGrill:
	default:
		t.Errorf("inferred mode %q", res.clar.InferredMode)
	}
	if len(res.clar.Questions) > maxQuestions {
		t.Errorf("%d questions", len(res.clar.Questions))
	}
	qids := map[string]bool{}
	for _, q := range res.clar.Questions {
		if q.Confidence < 0 || q.Confidence > 1 || math.IsNaN(q.Confidence) {
			t.Errorf("question %s confidence %v", q.ID, q.Confidence)
		}
		if q.ID == "" || qids[q.ID] || q.Q == "" || q.Neutral == "" {
			t.Errorf("question %+v malformed or repeated", q)
		}
		qids[q.ID] = true
	}
	if len(res.options) < 2 || len(res.options) > maxOptions {
		t.Errorf("%d options", len(res.options))
	}
	labels := map[string]bool{}
	chosen := 0
	for _, o := range res.options {
		if strings.TrimSpace(o.Label) == "" || labels[o.Label] {
			t.Errorf("option label %q empty or repeated", o.Label)
		}
		labels[o.Label] = true
		if !utf8.ValidString(o.Label) || !utf8.ValidString(o.Description) {
			t.Errorf("option %q not valid UTF-8", o.Label)
		}
		if o.Origin != "caller" && o.Origin != "engine" || o.Description == "" {
			t.Errorf("option %+v: origin or description", o)
		}
		if o.Chosen {
			chosen++
		}
	}
	if res.mode == domain.ModeGrill && chosen != 1 || res.mode != domain.ModeGrill && chosen != 0 {
		t.Errorf("mode %s with %d chosen options", res.mode, chosen)
	}
	if len(res.criteria) < 1 || len(res.criteria) > maxCriteria {
		t.Errorf("%d criteria", len(res.criteria))
	}
	ids := map[string]bool{}
	for _, c := range res.criteria {
		if c.ID == "" || ids[c.ID] || c.Rank < 1 || c.Label == "" {
			t.Errorf("criterion %+v", c)
		}
		ids[c.ID] = true
	}
	if len(res.cells) != len(res.refs)*len(res.crefs) {
		t.Errorf("%d cells for %d×%d", len(res.cells), len(res.refs), len(res.crefs))
	}
	seen := map[string]bool{}
	for _, c := range res.cells {
		k := c.OptionID + "/" + c.CriterionID
		if seen[k] {
			t.Errorf("cell %s twice", k)
		}
		seen[k] = true
		if c.Lean < -1 || c.Lean > 1 || c.Support < 0 || c.Support > 1 || math.IsNaN(c.Lean) || math.IsNaN(c.Support) || c.Evidence == "" {
			t.Errorf("cell %+v out of range", c)
		}
		if c.Support == 0 && c.Lean != 0 {
			t.Errorf("cell %s leans %v with no support", k, c.Lean)
		}
	}
	for _, o := range res.refs {
		for _, c := range res.crefs {
			if !seen[o.ID+"/"+c.ID] {
				t.Errorf("cell %s/%s missing", o.ID, c.ID)
			}
		}
	}
	n := res.story
	if len(n.Premortem) == 0 || len(n.Assumptions) == 0 || len(n.KillCriteria) == 0 || len(n.Exit.Steps) == 0 {
		t.Errorf("narrative incomplete: %+v", n)
	}
	for _, k := range n.KillCriteria {
		if k.Condition == "" || k.Threshold == "" || !strings.Contains(k.CheckBy, "committing") {
			t.Errorf("kill criterion %+v", k)
		}
	}
	if n.Exit.Reversibility != "two-way door" && n.Exit.Reversibility != "one-way door" {
		t.Errorf("exit reversibility %q", n.Exit.Reversibility)
	}
}

// FuzzReasoner runs every method in sequence on arbitrary text of a valid
// length and checks the shapes.
func FuzzReasoner(f *testing.F) {
	for _, e := range loadEntries(f, corpusPath) {
		f.Add(e.Decision, "")
	}
	f.Add("Option 1: - - - 1) a) or or vs / ( ( ) ? ¿ ! 12k 3.2.1 % $ €", "GRILL")
	f.Add("我们应该搬到上海还是留在北京？上海的工资更高。", "")
	f.Add("I've decided to or not to decide between and or vs.", "")
	f.Add(strings.Repeat("should I x or y? ", 40), "COMPARE")
	r := New()
	f.Fuzz(func(t *testing.T, text, mode string) {
		if !utf8.ValidString(text) {
			return
		}
		n := utf8.RuneCountInString(strings.TrimSpace(text))
		if n < domain.MinDecisionRunes || n > domain.MaxDecisionRunes {
			return
		}
		switch mode {
		case "", domain.ModeDecide, domain.ModeCompare, domain.ModeGrill:
		default:
			mode = ""
		}
		start := time.Now()
		res := run(t, r, text, mode)
		checkInvariants(t, res)
		if d := time.Since(start); d > 3*time.Second {
			t.Fatalf("took %v on %d runes", d, n)
		}
		// Answers from a caller, odd ones included, must not break shapes.
		ans := []ports.Answer{{ID: ports.QuestionOptions, A: text}, {ID: ports.QuestionPriorities, A: text}, {ID: "", Q: "?", A: text}}
		ctx := context.Background()
		opts, err := r.Widen(ctx, ports.WidenInput{Decision: text, Mode: res.mode, Answers: ans})
		if err != nil {
			t.Fatal(err)
		}
		if len(opts) < 2 || len(opts) > maxOptions {
			t.Fatalf("%d options with answers", len(opts))
		}
		crits, err := r.Criteria(ctx, ports.CriteriaInput{Decision: text, Mode: res.mode, Answers: ans})
		if err != nil {
			t.Fatal(err)
		}
		if len(crits) < 1 || len(crits) > maxCriteria {
			t.Fatalf("%d criteria with answers", len(crits))
		}
		refs := make([]ports.OptionRef, len(opts))
		for i, o := range opts {
			refs[i] = ports.OptionRef{ID: fmt.Sprint(i), Label: o.Label, Kind: o.Kind, Aliases: o.Aliases}
		}
		crefs := make([]ports.CriterionRef, len(crits))
		for j, c := range crits {
			crefs[j] = ports.CriterionRef{ID: c.ID, Label: c.Label}
		}
		as, err := r.Assess(ctx, ports.AssessInput{Decision: text, Mode: res.mode, Answers: ans, Options: refs, Criteria: crefs})
		cells := as.Cells
		if err != nil {
			t.Fatal(err)
		}
		if len(cells) != len(refs)*len(crefs) {
			t.Fatalf("%d cells for %d×%d", len(cells), len(refs), len(crefs))
		}
	})
}
