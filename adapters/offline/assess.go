package offline

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/ports"
)

// Cells (ENGINE.md "Facts before words"): a stated attribute scores each
// option by a value function over the stated values, narrow because the
// figure is stated; a lexicon criterion scores from the words; an option
// the engine added takes its parent's cell with the stated adjustments of
// its kind (data/engine_options.tsv); a status quo the engine added takes
// what the text says about the present, plus its kind's adjustments.

func assessCells(in ports.AssessInput) ports.Assessment {
	r := newReading(in.Decision, in.Answers, in.Options)
	r.assignFactIDs()
	r.maskFacts()
	// Every criterion gets word evidence; a stated attribute's figures
	// take precedence for the options that state them.
	wordRefs := in.Criteria
	wordAt := map[int]int{}
	for j := range in.Criteria {
		wordAt[j] = j
	}
	wc := r.wordCells(in.Mode, wordRefs)
	n, m := len(in.Options), len(in.Criteria)
	type cell struct {
		lean, support float64
		evidence      string
	}
	cells := make([][]cell, n)
	for i := range cells {
		cells[i] = make([]cell, m)
	}
	critOf := make([]string, m) // the lexicon criterion each criterion belongs to
	for j, c := range in.Criteria {
		if k := r.factIndex(c.ID); k >= 0 {
			fc := r.fcs[k]
			critOf[j] = fc.crit
			stated := map[int]bool{}
			for _, f := range fc.facts {
				lean := fc.valueLean(f.value)
				cells[f.opt][j] = cell{lean: lean, support: 1, evidence: r.factEvidence(fc, f)}
				stated[f.opt] = true
			}
			for i := range in.Options {
				if stated[i] {
					continue
				}
				if l, sup, ev, ok := summarise(wc[i][wordAt[j]]); ok {
					cells[i][j] = cell{lean: l, support: sup, evidence: ev}
				}
			}
			continue
		}
		critOf[j] = c.ID
		for i := range in.Options {
			if l, sup, ev, ok := summarise(wc[i][wordAt[j]]); ok {
				cells[i][j] = cell{lean: l, support: sup, evidence: ev}
			}
		}
	}
	// Engine options: the parent's cells, adjusted and written down.
	byID := map[string]int{}
	for i, o := range in.Options {
		byID[o.ID] = i
	}
	for i, o := range in.Options {
		if o.Origin != decision.FromEngine {
			continue
		}
		p, hasParent := byID[o.Parent]
		for j := range in.Criteria {
			base := cell{}
			if hasParent && p != i {
				base = cells[p][j]
			} else if o.Kind == decision.KindStatusQuo {
				base = cells[i][j] // what the text says of the present
			}
			lean, why := adjust(o.Kind, critOf[j], base.lean)
			if len(why) == 0 && base.support == 0 {
				cells[i][j] = cell{}
				continue
			}
			sup := base.support * 0.8
			if sup < 0.2 && len(why) > 0 {
				sup = 0.2
			}
			ev := "engine estimate"
			switch {
			case hasParent && p != i:
				ev += " from " + in.Options[p].Label
				if base.support > 0 {
					ev += " (" + strings.TrimPrefix(base.evidence, "engine estimate ") + ")"
				}
			case base.support > 0:
				// A status quo's own evidence is what the text says of the
				// present; the adjustment follows it.
				ev = base.evidence + "; engine estimate"
			}
			if len(why) > 0 {
				ev += ": " + strings.Join(why, "; ")
			}
			cells[i][j] = cell{lean: lean, support: sup, evidence: clip(ev, 280)}
		}
	}
	out := ports.Assessment{Cells: make([]ports.CellAssessment, 0, n*m), Constraints: r.constraints(), Facts: r.portFacts(in.Criteria)}
	for i, o := range in.Options {
		for j, c := range in.Criteria {
			ce := cells[i][j]
			ev := ce.evidence
			// A mention that says nothing either way is not evidence.
			if ce.lean == 0 && ce.support < 0.25 {
				ce, ev = cell{}, noEvidence
			}
			out.Cells = append(out.Cells, ports.CellAssessment{OptionID: o.ID, CriterionID: c.ID, Lean: round3(ce.lean), Support: round3(ce.support), Evidence: ev})
		}
	}
	if out.Constraints == nil {
		out.Constraints = []ports.Constraint{}
	}
	return out
}

// portFacts is the facts table for the slip: each figure with the
// criterion it scores on, if any.
func (r *reading) portFacts(crits []ports.CriterionRef) []ports.Fact {
	onCrit := map[string]string{} // fact key -> criterion id
	in := map[string]bool{}
	for _, c := range crits {
		in[c.ID] = true
	}
	for _, fc := range r.fcs {
		if in[fc.id] {
			for _, f := range fc.facts {
				onCrit[f.key()+"|"+r.opts[f.opt].ID] = fc.id
			}
		}
	}
	out := make([]ports.Fact, 0, len(r.facts))
	for _, f := range r.facts {
		if f.counted {
			continue
		}
		unit := f.unit
		switch {
		case f.class == "money" && timePer(f.per):
			unit += "/year" // money over time is compared per year
		case f.per == "way":
			// "40 min each way" and "a 10 min walk" are one commute.
		case f.per != "":
			unit += "/" + f.per
		}
		better := ""
		switch f.dir {
		case 1:
			better = "higher"
		case -1:
			better = "lower"
		}
		out = append(out, ports.Fact{OptionID: r.opts[f.opt].ID, Attribute: f.label, Value: f.value, Unit: unit, Better: better,
			CriterionID: onCrit[f.key()+"|"+r.opts[f.opt].ID], Text: f.text})
	}
	return out
}

// factEvidence writes a fact cell's evidence: the option's figure beside
// the others'.
func (r *reading) factEvidence(fc factCriterion, f fact) string {
	var others []string
	for _, g := range fc.facts {
		if g.opt != f.opt {
			others = append(others, fmt.Sprintf("%s (%s)", g.text, r.opts[g.opt].Label))
		}
	}
	sort.Strings(others)
	dir := "higher is better"
	if fc.dir < 0 {
		dir = "lower is better"
	}
	if fc.enough > 0 && fc.dir > 0 {
		dir = fmt.Sprintf("higher is better up to the %s needed", strconv.FormatFloat(fc.enough, 'f', -1, 64))
	}
	return clip(fmt.Sprintf("%s: %s vs %s; %s", fc.label, f.text, strings.Join(others, ", "), dir), 280)
}
