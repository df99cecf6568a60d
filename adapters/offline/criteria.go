package offline

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/ports"
)

// Criteria (ENGINE.md "Facts before words", "Emphasis"): every attribute
// stated for two or more options is a criterion of its own, named after
// it; then the lexicon criteria the text gives evidence on. A criterion on
// which no option has evidence carries no information and is left out.
// Ranks: what the text stresses first ("weight matters", "above all",
// the caller's priorities answer, what a hard limit constrains), then the
// stated attributes (tied), then what the words say.

// lexiconIDs are the criterion ids of the word lexicon; a stated
// attribute's id never takes one of them.
var lexiconIDs = func() map[string]bool {
	m := map[string]bool{}
	for _, c := range criterionDefs {
		m[c.id] = true
	}
	return m
}()

// assignFactIDs names the stated attributes' criteria: the lexicon
// criterion an attribute belongs to ("money" for a salary, "quality" for
// a defect rate) when no earlier attribute took it, so word evidence on
// the same criterion joins it; else the label's slug, kept apart from the
// lexicon's ids.
func (r *reading) assignFactIDs() {
	used := map[string]bool{}
	for k := range r.fcs {
		fc := &r.fcs[k]
		id := r.d.mapID(fc.crit, "")
		if fc.crit == "" || used[id] {
			id = slug(fc.label)
			if id == "" {
				id = "figure"
			}
			if lexiconIDs[id] {
				id += "-stated"
			}
		}
		for used[id] {
			id += "-2"
		}
		used[id] = true
		fc.id = id
	}
}

type critCand struct {
	draft ports.CriterionDraft
	score float64
	first int
}

func criteria(in ports.CriteriaInput) []ports.CriterionDraft {
	r := newReading(in.Decision, in.Answers, in.Options)
	d := r.d
	excluded := d.notCared()
	var cands []critCand
	// Stated attributes.
	r.assignFactIDs()
	used := map[string]bool{}
	for k := range r.fcs {
		fc := &r.fcs[k]
		if excluded[strings.ToLower(fc.label)] {
			continue
		}
		used[fc.id] = true
		if fc.allEqual() {
			// "128 GB" for every phone: stated, but it tells no option
			// apart, so it takes no weight from what does.
			cands = append(cands, critCand{
				draft: ports.CriterionDraft{ID: fc.id, Label: fc.label, NoEvidence: true,
					Why: "the same for every option that states it, so it carries no weight; " + factWhy(*fc, r.opts)},
				score: -1, first: fc.first,
			})
			continue
		}
		emph := d.emphasisOn(fc)
		cands = append(cands, critCand{
			draft: ports.CriterionDraft{ID: fc.id, Label: fc.label, Emphasized: emph > 0, Why: factWhy(*fc, r.opts)},
			score: 10 + 5*float64(emph), first: fc.first,
		})
	}
	r.swingOrder(cands)
	// Limits make what they limit matter most.
	for _, c := range r.constraints() {
		for k := range cands {
			if strings.Contains(strings.ToLower(c.Text), strings.ToLower(cands[k].draft.Label)) {
				cands[k].score += 5
				cands[k].draft.Emphasized = true
			}
		}
	}
	// Lexicon criteria the text has evidence on.
	words := readCriteria(d, in.Answers, in.Options)
	// Figures stated for one option only are evidence on the criterion
	// their attribute belongs to.
	for _, f := range r.facts {
		id := d.mapID(f.crit, "")
		if f.crit == "" || f.dir == 0 {
			continue
		}
		present := false
		for k := range words {
			if words[k].ID != id {
				continue
			}
			present = true
			if strings.HasPrefix(words[k].Why, "default") {
				words[k].Why = f.phrase // a figure is evidence, not a default
			}
		}
		if !present {
			words = append(words, ports.CriterionDraft{ID: id, Label: critLabel(id), Rank: len(words) + 1, Why: f.phrase})
		}
	}
	// The category's usual criteria are read for evidence too: Assess
	// reads every criterion, so a weight decided here must see what Assess
	// will see.
	for _, id := range categoryDefaults[d.cat] {
		present := false
		for _, w := range words {
			present = present || w.ID == id
		}
		if !present {
			words = append(words, ports.CriterionDraft{ID: id, Label: critLabel(id), Rank: len(words) + 1, Why: "default"})
		}
	}
	var refs []ports.CriterionRef
	for _, w := range words {
		if excluded[w.ID] || used[w.ID] {
			continue
		}
		refs = append(refs, ports.CriterionRef{ID: w.ID, Label: w.Label})
	}
	r.maskFacts()
	// Read the words against every criterion the slip will have, the
	// stated attributes first, as Assess will: a cue resolves to the
	// criterion it resolves to there.
	var all []ports.CriterionRef
	for _, fc := range r.fcs {
		if used[fc.id] {
			all = append(all, ports.CriterionRef{ID: fc.id, Label: fc.label})
		}
	}
	off := len(all)
	all = append(all, refs...)
	wcAll := r.wordCells(in.Mode, all)
	wc := make([][][]contrib, len(wcAll))
	for i := range wcAll {
		wc[i] = wcAll[i][off:]
	}
	maxRank := 0
	for _, w := range words {
		maxRank = max(maxRank, w.Rank)
	}
	for j, ref := range refs {
		var w ports.CriterionDraft
		for _, x := range words {
			if x.ID == ref.ID {
				w = x
			}
		}
		if !r.evidenceOn(wc, j) {
			// Stressed but unsupported: listed with no weight.
			if w.Emphasized || strings.HasPrefix(w.Why, "priorities:") {
				w.NoEvidence = true
				w.Why = "stressed in the text, but no option has evidence on it: " + w.Why
				cands = append(cands, critCand{draft: w, score: -1, first: 1 << 21})
			}
			continue
		}
		if strings.HasPrefix(w.Why, "default") {
			w.Why = "usual for " + categoryNames[d.cat] + " decisions, and the text speaks to it: " + r.firstEvidence(wc, j)
		}
		// Word ranks run 1..maxRank, below the stated attributes; what the
		// text stresses stands beside them.
		score := float64(maxRank-w.Rank+1) / float64(maxRank+1) * 9
		if e := d.emphasisOnID(w.ID); e > 0 {
			score = 10 + 5*float64(e)
		}
		if strings.HasPrefix(w.Why, "priorities:") {
			score = 30 - float64(w.Rank) // the caller's own order comes first
		}
		cands = append(cands, critCand{draft: w, score: score, first: 1 << 20})
	}
	// The category's usual criteria the text says nothing about are listed
	// without weight, so a reader sees what was not said (at most two).
	listed := 0
	have := map[string]bool{}
	for _, c := range cands {
		have[c.draft.ID] = true
	}
	for _, id := range categoryDefaults[d.cat] {
		if listed >= 2 || len(cands) >= maxCriteria {
			break
		}
		if have[id] || excluded[id] {
			continue
		}
		have[id] = true
		listed++
		cands = append(cands, critCand{draft: ports.CriterionDraft{ID: id, Label: critLabel(id), NoEvidence: true,
			Why: "usual for " + categoryNames[d.cat] + " decisions; the text gives no evidence on it, so it carries no weight"}, score: -2, first: 1 << 22})
	}
	// Nothing else weighed: the figures stated alike are all there is, and
	// they weigh (every option scores the same on them, so the weights stay
	// on what the text states).
	weighed := false
	for _, c := range cands {
		weighed = weighed || !c.draft.NoEvidence
	}
	if !weighed {
		for k := range cands {
			if fi := r.factIndex(cands[k].draft.ID); fi >= 0 && r.fcs[fi].allEqual() {
				cands[k].draft.NoEvidence = false
				cands[k].draft.Why = factWhy(r.fcs[fi], r.opts)
				cands[k].score = 10
			}
		}
	}
	sort.SliceStable(cands, func(i, j int) bool {
		if cands[i].score != cands[j].score {
			return cands[i].score > cands[j].score
		}
		return cands[i].first < cands[j].first
	})
	if len(cands) > maxCriteria {
		cands = cands[:maxCriteria]
	}
	out := make([]ports.CriterionDraft, 0, len(cands))
	rank, prev := 0, math.Inf(1)
	for _, c := range cands {
		if c.score != prev {
			rank++
			prev = c.score
		}
		c.draft.Rank = rank
		out = append(out, c.draft)
	}
	return out
}

// swingOrder ranks the sums of money a year that the text stresses alike
// by how far apart the options are on each (swing weighting, ENGINE.md
// "Locked-weight scoring", in ordinal form): a 43k gap in salary outranks
// an 8.4k gap in rent. Only money stated by the year, month, week, day or
// as pay compares this way; a one-off price beside a monthly fee needs a
// horizon the text may not give, and keeps its tie.
func (r *reading) swingOrder(cands []critCand) {
	type swing struct {
		k     int // index in cands
		width float64
	}
	byScore := map[float64][]swing{}
	for k := range cands {
		fi := r.factIndex(cands[k].draft.ID)
		if fi < 0 || cands[k].score < 0 {
			continue
		}
		fc := r.fcs[fi]
		lo, hi, yearly := math.Inf(1), math.Inf(-1), len(fc.facts) >= 2
		for _, f := range fc.facts {
			yearly = yearly && f.class == "money" && (timePer(f.per) || f.per == "" && salaryNouns[strings.ToLower(fc.label)])
			lo, hi = math.Min(lo, f.value), math.Max(hi, f.value)
		}
		if yearly && hi > lo {
			byScore[cands[k].score] = append(byScore[cands[k].score], swing{k, hi - lo})
		}
	}
	for _, group := range byScore {
		if len(group) < 2 {
			continue
		}
		sort.SliceStable(group, func(a, b int) bool { return group[a].width < group[b].width })
		for pos, g := range group {
			// Below the gap to the next score level (5 for emphasis, 1 per
			// mention): the order within the tie, nothing more.
			cands[g.k].score += 0.01 * float64(pos)
		}
	}
}

// factWhy says where a stated attribute came from.
func factWhy(fc factCriterion, opts []ports.OptionRef) string {
	var parts []string
	for _, f := range fc.facts {
		parts = append(parts, fmt.Sprintf("%s %s", opts[f.opt].Label, f.text))
	}
	dir := "higher is better"
	if fc.dir < 0 {
		dir = "lower is better"
	}
	return clip("stated: "+strings.Join(parts, "; ")+" ("+dir+")", 200)
}

// evidenceOn reports whether some caller option has evidence on
// criterion j: a statement that leans, or a firm one that does not.
func (r *reading) evidenceOn(wc [][][]contrib, j int) bool {
	for i, o := range r.opts {
		if !r.caller[i] && o.Kind != decision.KindStatusQuo {
			continue // an engine option's only evidence is its parent's
		}
		if len(wc[i][j]) > 0 {
			return true
		}
	}
	return false
}

// firstEvidence returns the first evidence a caller option has on
// criterion j.
func (r *reading) firstEvidence(wc [][][]contrib, j int) string {
	for i := range r.opts {
		for _, c := range wc[i][j] {
			if c.evidence != "" {
				return c.evidence
			}
		}
	}
	return ""
}

// emphasisOn returns how strongly the text stresses a stated attribute:
// 2 for "matters most", "must"; 1 for "matters", "important"; 0 for none.
// It reads the caller's own clauses, not the options' descriptions.
func (d *doc) emphasisOn(fc *factCriterion) int {
	labelWords := strings.Fields(strings.ToLower(fc.label))
	best := 0
	for _, c := range d.clauses {
		e := d.emphasisIn(c.a, c.b)
		if e == 0 {
			continue
		}
		hit := false
		for i := c.a; i < c.b && !hit; i++ {
			w := strings.TrimSuffix(d.toks[i].low, "s")
			for _, lw := range labelWords {
				if len(lw) > 2 && (w == strings.TrimSuffix(lw, "s")) {
					hit = true
				}
			}
		}
		if !hit {
			r := d.readClause(c.a, c.b)
			for _, id := range r.order {
				if id == fc.crit {
					hit = true
				}
			}
		}
		if hit && e > best {
			best = e
		}
	}
	return best
}

// emphasisOnID returns how strongly the text stresses a lexicon
// criterion: 2 for "matters most", 1 for "matters", 0 for none.
func (d *doc) emphasisOnID(id string) int {
	best := 0
	for _, c := range d.clauses {
		e := d.emphasisIn(c.a, c.b)
		if e <= best {
			continue
		}
		r := d.readClause(c.a, c.b)
		for _, x := range r.order {
			if d.mapID(x, "") == id || x == id {
				best = e
			}
		}
	}
	return best
}

// notCared returns what the text says does not matter ("I don't care
// about the camera", "habit is not a criterion"): labels and lexicon ids.
func (d *doc) notCared() map[string]bool {
	out := map[string]bool{}
	for _, c := range d.clauses {
		hit := false
		for i := c.a; i < c.b; i++ {
			// "nicht ganz egal", "not entirely irrelevant": a denied
			// indifference is care.
			if d.phraseSpan(i, c.b, notCaredIdx) > i && !d.negatedBefore(i, c.a) {
				hit = true
				break
			}
		}
		if !hit {
			continue
		}
		for i := c.a; i < c.b; i++ {
			if d.toks[i].kind != tWord {
				continue
			}
			w := d.toks[i].low
			if l := attrKnown(w); l != "" {
				out[strings.ToLower(l)] = true
			}
			for _, cu := range d.wordCuesAt(i) {
				out[cu.id] = true
			}
		}
	}
	return out
}

// negatedBefore reports whether one of the two words before i (not
// before a) is a negator.
func (d *doc) negatedBefore(i, a int) bool {
	for j := i - 1; j >= a && j >= i-2; j-- {
		if d.toks[j].kind == tWord && d.negates(d.toks[j].low) {
			return true
		}
	}
	return false
}

var notCaredIdx = phraseList([]string{"don't care about", "do not care about", "dont care about", "don't really care about",
	"doesn't matter", "does not matter", "don't mind", "not important", "is irrelevant", "are irrelevant", "couldn't care less about",
	"egal", "me da igual", "no me importa", "je m'en fiche", "não importa"})

// singleFacts turns figures stated for one option only (nothing to
// compare them with) into word evidence on the criterion their attribute
// belongs to: a cost counts a little against its option, pay a little for
// it; a rating on its own scale counts by where it sits.
func (r *reading) singleFacts(s *assessor) {
	stated := map[string]bool{}
	for _, fc := range r.fcs {
		for _, f := range fc.facts {
			stated[f.key()+"|"+fmt.Sprint(f.opt)] = true
		}
	}
	for _, f := range r.facts {
		if stated[f.key()+"|"+fmt.Sprint(f.opt)] || f.dir == 0 || f.opt < 0 {
			continue
		}
		j, ok := s.resolve(s.d.mapID(f.crit, ""))
		if !ok {
			continue
		}
		lean := 0.2 * float64(f.dir)
		if f.class == "rating" && f.scale > 0 {
			lean = clamp(2*f.value/f.scale-1, -0.8, 0.8)
		} else if f.crit == "cost" || f.crit == "money" && f.dir < 0 {
			lean = -0.2
		}
		s.add(f.opt, j, contrib{lean: lean, support: 0.3, evidence: f.phrase + " (stated for this option only)"})
	}
}

// maskFacts marks the words each scoring fact covers — its figure and the
// attribute words around it — so word evidence does not count them again.
func (r *reading) maskFacts() {
	d := r.d
	d.factMask = make([]bool, len(d.toks))
	for _, f := range r.facts {
		if f.dir == 0 {
			continue // a figure that never scores leaves its words to the word reader
		}
		// The figure and the words that name it, within its segment: at
		// most three words either side, and never past "or" ("at 52k near
		// my friends" leaves "near my friends" to the word reader).
		a, b := f.tok, f.tok+1
		for a > 0 && f.tok-a < 3 && !d.blocked(a-1) && !segmentEnd(d.toks[a-1]) && d.toks[a-1].low != "or" {
			a--
		}
		for b < len(d.toks) && b-f.tok < 4 && !d.blocked(b) && !segmentEnd(d.toks[b]) && d.toks[b].low != "or" && !ownPeople[d.toks[b].low] {
			b++
		}
		for i := a; i < b; i++ {
			d.factMask[i] = true
		}
	}
}

func segmentEnd(t token) bool {
	return t.kind == tPunct && (t.s == "," || t.s == ";" || t.s == ":" || t.s == "(" || t.s == ")" || t.s == "|" || isTerminator(t.s)) ||
		t.kind == tWord && (t.low == "and" || t.low == "but" || t.low == "while" || t.low == "whereas")
}

// wordCells reads the word evidence (cues, polarity, comparatives) for
// every option on the given lexicon criteria.
func (r *reading) wordCells(mode string, crits []ports.CriterionRef) [][][]contrib {
	d := r.d
	s := &assessor{d: d, infos: optionInfos(r.opts), crits: crits, critSet: map[string]int{}, primary: -1}
	for j, c := range crits {
		if _, dup := s.critSet[c.ID]; !dup {
			s.critSet[c.ID] = j
		}
	}
	s.cells = make([][][]contrib, len(r.opts))
	for i := range s.cells {
		s.cells[i] = make([][]contrib, len(crits))
	}
	s.primary = primaryOption(s.infos, mode)
	s.here, s.quo = -1, -1
	for i, o := range s.infos {
		if o.ref.Kind == decision.KindStatusQuo && !o.caller && len(o.keys) > 0 {
			s.quo = i
		}
	}
	for i, o := range s.infos {
		if o.caller && o.mirrorOf < 0 && o.statusQ {
			s.here = i
			break
		}
	}
	// The option the text frames as the question ("is X worth it", "should
	// I X", the plan made) is what unattributed statements speak of.
	f := d.frame(nil)
	for _, c := range f.options {
		if !c.yes && !c.chosen {
			continue
		}
		for i, o := range s.infos {
			if o.caller && o.mirrorOf < 0 && normLabel(o.ref.Label) == normLabel(c.label) {
				s.primary = i
			}
		}
		break
	}
	if len(crits) > 0 {
		s.readText()
		r.singleFacts(s)
	}
	// "Don't X" is the flip side of X's evidence, at half strength.
	for i, in := range s.infos {
		if in.mirrorOf < 0 {
			continue
		}
		for j := range crits {
			if l, sup, ev, ok := summarise(s.cells[in.mirrorOf][j]); ok && sup > 0 && l != 0 {
				s.add(i, j, contrib{lean: -l / 2, support: sup / 2, evidence: "the flip side of " + ev})
			}
		}
	}
	// What neither leans nor is firm is no evidence: Criteria weighs a
	// criterion and Assess fills its cells from the same contributions.
	for i := range s.cells {
		for j := range s.cells[i] {
			kept := s.cells[i][j][:0]
			for _, c := range s.cells[i][j] {
				if c.evidenceful() {
					kept = append(kept, c)
				}
			}
			s.cells[i][j] = kept
		}
	}
	return s.cells
}

// evidenceful reports whether a contribution says something: it leans,
// or it is firm.
func (c contrib) evidenceful() bool { return c.lean != 0 || c.support >= 0.25 }
