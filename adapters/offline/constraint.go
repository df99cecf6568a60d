package offline

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/verdicthq/verdict/ports"
)

// Hard constraints (ENGINE.md "Locked-weight scoring"): a stated limit —
// "the grant is capped at €9,000", "the car has to do 380 km on one
// charge", "finished by October 15", "has to be 100% remote", "an active
// CCB license" — is read as a constraint, and an option that breaks it is
// vetoed (ELECTRE-style): it cannot take the verdict, whatever its score.
// A constraint vetoes only on evidence: a figure over the limit, words
// that deny what is required, or silence where another option states it.

var (
	consLists     = sections("constraints.txt")
	hardIdx       = phraseList(mustSection(consLists, "constraints.txt", "hard"))
	hardAfterIdx  = phraseList(mustSection(consLists, "constraints.txt", "hard-after"))
	maxIdx        = phraseList(mustSection(consLists, "constraints.txt", "max"))
	minIdx        = phraseList(mustSection(consLists, "constraints.txt", "min"))
	belowIdx      = phraseList(mustSection(consLists, "constraints.txt", "below"))
	breakerIdx    = phraseList(mustSection(consLists, "constraints.txt", "breaker"))
	fitIdx        = phraseList(mustSection(consLists, "constraints.txt", "fit"))
	deadlineIdx   = phraseList(mustSection(consLists, "constraints.txt", "deadline"))
	todayIdx      = phraseList(mustSection(consLists, "constraints.txt", "today"))
	todayHeaders  = wordSet(mustSection(consLists, "constraints.txt", "today-header"))
	denyIdx       = phraseList(mustSection(consLists, "constraints.txt", "deny"))
	refuseIdx     = phraseList(mustSection(consLists, "constraints.txt", "refuse"))
	wantIdx       = phraseList(mustSection(consLists, "constraints.txt", "want"))
	softIdx       = phraseList(mustSection(consLists, "constraints.txt", "soft"))
	boundAfterMin = wordSet(mustSection(consLists, "constraints.txt", "bound-after-min"))
	boundAfterMax = wordSet(mustSection(consLists, "constraints.txt", "bound-after-max"))
	refuseWords   = wordSet(mustSection(consLists, "constraints.txt", "refuse"))
	concepts      = readConcepts(consLists)
	scales        = readScales(consLists)
	atMostIdx     = phraseList(mustSection(consLists, "constraints.txt", "scale-at-most"))
	valueNoIdx    = phraseList(mustSection(consLists, "constraints.txt", "value-no"))
	valueYesIdx   = phraseList(mustSection(consLists, "constraints.txt", "value-yes"))
	headcount     = wordSet(mustSection(consLists, "constraints.txt", "headcount"))
	holdsAttr     = set(mustSection(consLists, "constraints.txt", "holds")...)
	comparatives  = pairSection(consLists, "constraints.txt", "comparative")
)

// A scale is an ordinal scale a requirement can name: each level's
// spellings (word sequences) and its rank.
type scale struct {
	name   string
	levels phraseIndex
	rank   map[string]int // a spelling, words joined by " ", to its rank
}

func readScales(secs map[string][]string) []scale {
	var names []string
	for k := range secs {
		if strings.HasPrefix(k, "scale ") {
			names = append(names, strings.TrimPrefix(k, "scale "))
		}
	}
	slices.Sort(names)
	out := make([]scale, 0, len(names))
	for _, n := range names {
		sc := scale{name: n, rank: map[string]int{}}
		var ps [][]string
		for r, level := range secs["scale "+n] {
			for _, sp := range strings.Split(level, " / ") {
				ws := strings.Fields(sp)
				sc.rank[strings.Join(ws, " ")] = r + 1
				ps = append(ps, ws)
			}
		}
		sc.levels = indexPhrases(ps)
		out = append(out, sc)
	}
	return out
}

// levelIn returns the rank of the first level of sc named in [a, b), or 0.
func (d *doc) levelIn(sc scale, a, b int) int {
	for i := a; i < b; i++ {
		if p := d.matchAt(i, sc.levels); p != nil && i+len(p) <= b {
			return sc.rank[strings.Join(p, " ")]
		}
	}
	return 0
}

type concept struct {
	name             string
	trigger, yes, no phraseIndex
}

func readConcepts(secs map[string][]string) []concept {
	var names []string
	for k := range secs {
		if strings.HasPrefix(k, "concept ") && strings.HasSuffix(k, " trigger") {
			names = append(names, strings.TrimSuffix(strings.TrimPrefix(k, "concept "), " trigger"))
		}
	}
	slices.Sort(names)
	out := make([]concept, 0, len(names))
	for _, n := range names {
		out = append(out, concept{
			name:    n,
			trigger: phraseList(mustSection(secs, "constraints.txt", "concept "+n+" trigger")),
			yes:     phraseList(mustSection(secs, "constraints.txt", "concept "+n+" yes")),
			no:      phraseList(mustSection(secs, "constraints.txt", "concept "+n+" no")),
		})
	}
	return out
}

// limit is one constraint statement: the clause that states it, inside
// its sentence.
type limit struct {
	a, b int // the clause
	s    sentence
	text string
	want bool // stated as a want ("I also want X"): silence does not break it
}

// limits finds the clauses that state hard limits: a marker in the
// clause ("has to", "capped at", "at least", "non-negotiable"), or a short
// sentence after it that marks it ("That part is not negotiable.").
func (d *doc) limits() []limit {
	if !d.limitsRead {
		d.lims, d.limitsRead = d.readLimits(), true
	}
	return d.lims
}

// readLimits is limits, read once per text.
func (d *doc) readLimits() []limit {
	var out []limit
	for k, s := range d.sents {
		if s.question {
			continue
		}
		// "| Fournisseur | Prix | Minimum de commande |": a table's header
		// names columns; it states no limit.
		if l := d.lineAt(s.a); l >= 0 && d.lines[l].header {
			continue
		}
		// Every clause with a marker: "price must be under €45,000, and I
		// need at least 450 km" states two limits.
		var ats []int
		for i := s.a; i < s.b; i++ {
			if e := d.phraseSpan(i, s.b, hardIdx); e > i && !d.negatedAt(s.a, i) && !d.conditionalAt(s.a, i) && !d.softAt(d.clauseAt(i)) && !d.choosingAt(e, s.b) {
				ats = append(ats, i)
				i = e - 1
			}
		}
		// "C'est non négociable." alone marks the sentence before and
		// states nothing itself.
		if len(ats) > 0 && !d.ownLimit(s) && len(d.wordsIn(s.a, s.b)) <= 6 {
			ats = nil
		}
		// "Io però voglio anche il Bluetooth MIDI": a want in the first
		// person, where nothing harder marks the sentence.
		// (A clause of its own: "Potřebuju pojištění, které kryje zimní
		// sporty, limit … minimálně 5 mil." wants one thing and bounds
		// another.)
		wantAts := map[int]bool{}
		for i := s.a; i < s.b; i++ {
			if d.phraseSpan(i, s.b, wantIdx) <= i {
				continue
			}
			// "non voglio spendere più di 700 €": a want negated before a
			// comparison with a figure caps it.
			c := d.clauseAt(i)
			if slices.ContainsFunc(ats, func(at int) bool { return at >= c.a && at < c.b }) {
				continue
			}
			compares := d.hasAmount(c.a, c.b) && (d.findPhraseIn(i, c.b, minIdx) >= 0 || d.findPhraseIn(i, c.b, belowIdx) >= 0)
			if (i == s.a || !d.negatedAt(s.a, i) || compares) && !d.conditionalAt(s.a, i) && !d.softAt(c) {
				ats = append(ats, i)
				wantAts[i] = true
				i = c.b - 1
			}
		}
		slices.Sort(ats)
		// "De nis is 45 cm breed", "O vão tem 70 cm de largura e 1,80 m
		// de altura": each size of a space the option must fit into is a
		// limit, marker or not (a room's size, not a trip's: under 10 m).
		if d.findPhraseIn(s.a, s.b, fitIdx) >= 0 {
			for _, m := range d.amounts() {
				if m.a < s.a || m.a >= s.b || m.class != "distance" || m.value >= 10 {
					continue
				}
				if c := d.clauseAt(m.a); !slices.ContainsFunc(ats, func(at int) bool { return at >= c.a && at < c.b && !wantAts[at] }) || len(ats) == 0 {
					ats = append(ats, m.a)
				}
			}
			slices.Sort(ats)
		}
		// "Budget £580.", "Our budget is $1,200", "Budżet: 3 000 zł": a
		// budget stated is a cap.
		// ("… og vores budget er 13.000 kr": a budget named right before
		// its sum, anywhere in the sentence.)
		if d.hasMoney(s.a, s.b) {
			for i := s.a; i < s.b; i++ {
				opens := len(ats) == 0 && i < s.a+3     // "Budget £580."
				named := d.hasMoney(i+1, min(i+5, s.b)) // "… og vores budget er 13.000 kr"
				if !budgetWords[d.toks[i].low] || !opens && !named {
					continue
				}
				if c := d.clauseAt(i); !slices.ContainsFunc(ats, func(at int) bool { return at >= c.a && at < c.b }) {
					ats = append(ats, i)
					slices.Sort(ats)
				}
				break
			}
		}
		// "Realistically I cannot get to any nursery before 6:10pm", "je
		// ne peux pas être là avant 18h": a time of day the caller cannot
		// be there before.
		if len(ats) == 0 {
			for i := s.a; i < s.b; i++ {
				if e := d.phraseSpan(i, s.b, latestIdx); e > i && len(d.clocksIn(e, min(e+2, s.b))) > 0 {
					if c := d.clauseAt(i); slices.ContainsFunc(d.toks[max(c.a, s.a):i], func(t token) bool { return isNegator(t.low) }) {
						ats = append(ats, i)
						break
					}
				}
			}
		}
		// "need 128gb min": a figure with a bound right after it.
		// ("16gb vram minimum, $650 max, case fits 300mm max": one limit
		// per clause.)
		if len(ats) == 0 {
			for _, m := range d.amounts() {
				if m.a >= s.a && m.a < s.b && d.boundAfter(m.a) != 0 {
					if c := d.clauseAt(m.a); !slices.ContainsFunc(ats, func(at int) bool { return at >= c.a && at < c.b }) {
						ats = append(ats, m.a)
					}
				}
			}
		}
		// "Constraints / - Delivered by 14 March": a statement under a
		// heading of limits is one, marker or not.
		if len(ats) == 0 && d.underLimitsHeading(s.a) {
			ats = append(ats, s.a)
		}
		// "Eisen: elektrisch, minimaal 2 kinderzitjes, en maximaal
		// €4.000": after a lead-in that names limits, every item of the
		// list is one.
		if e := d.phraseSpan(s.a, s.b, limitHeadings); e > s.a && e < s.b && d.toks[e].s == ":" {
			for _, p := range d.listPieces(e+1, s.b) {
				if len(d.contentWords(p[0], p[1])) > 0 || d.hasAmount(p[0], p[1]) {
					out = append(out, limit{a: p[0], b: p[1], s: s, text: quote(d.phrase(p[0], p[1]))})
				}
			}
			continue
		}
		// "…inside the EU or they terminate. That part is not negotiable."
		if len(ats) == 0 && k+1 < len(d.sents) {
			n := d.sents[k+1]
			// "Hard requirement from the client contract: data must stay
			// in the EU" states its own limit; it marks nothing before.
			if len(d.wordsIn(n.a, n.b)) <= 12 && !d.ownLimit(n) {
				for i := n.a; i < n.b; i++ {
					if d.phraseSpan(i, n.b, hardAfterIdx) > i {
						ats = append(ats, s.b-1) // the statement's last clause
						break
					}
				}
			}
		}
		seen := map[int]bool{}
		for j, at := range ats {
			c := d.splitAtJoiner(d.clauseAt(at), ats, j)
			// A lead-in ("Hard requirement from the client contract:")
			// before the limit it introduces is not a limit of its own.
			if j+1 < len(ats) && d.leadIn(c, ats[j+1]) {
				continue
			}
			// A clause too short to state anything takes its sentence;
			// "koniecznie automat" states its thing after the marker.
			// "…£500 for the full set of four and not a penny more": a
			// clause that is only its marker takes its sentence too.
			bare := !d.hasAmount(c.a, c.b) && len(d.contentWords(c.a, at)) == 0 && !d.statesAfter(at, c)
			switch {
			case wantAts[at]:
				// "Potřebuju cestovní pojištění, které kryje zimní sporty":
				// a want runs on to the next limit or the sentence's end.
				c.b = s.b
				if j+1 < len(ats) {
					c.b = d.clauseAt(ats[j+1]).a
				}
				// "Mehr als 500 € für den Satz will ich nicht ausgeben": a
				// sum refused to be spent stands before the want.
				if j == 0 && d.spendNotAfter(c.a, c.b) {
					c.a = s.a
				}
			// ("$650 max", "16gb vram minimum": a figure and its bound
			// are a whole limit, however short.)
			// ("HDMI ist Pflicht, und …": a thing named before its marker
			// is the whole limit.)
			case len(d.wordsIn(c.a, c.b)) < 4 && !d.statesAfter(at, c) && !d.hasAmount(c.a, c.b) && len(d.contentWords(c.a, at)) == 0 || bare:
				c = clause{a: s.a, b: s.b}
			}
			// "That part is not negotiable." marks the sentence before; on
			// its own it states nothing.
			if seen[c.a] || len(d.contentWords(c.a, c.b)) == 0 && !d.hasAmount(c.a, c.b) {
				continue
			}
			seen[c.a] = true
			out = append(out, limit{a: c.a, b: c.b, s: s, text: quote(strings.TrimRight(d.phrase(c.a, c.b), ",;: ")), want: wantAts[at]})
		}
	}
	return out
}

// choosingAt reports whether the words at e name the act of choosing:
// "we have to pick a nursery", "need to book the courier today" state
// the decision, not a limit on its options.
func (d *doc) choosingAt(e, b int) bool {
	for e < b && (d.toks[e].low == "to" || d.toks[e].low == "be") {
		e++
	}
	// ("I can only pick up after 7pm": "pick up" is no choosing.)
	if e < b && choosingVerbs[d.toks[e].low] && (e+1 >= b || d.toks[e+1].low != "up") {
		return true
	}
	// "we need to get the two pallets … to Rotterdam", "need to send the
	// samples": the errand the options are for, when it sets no figure.
	if e < b && errandVerbs[d.toks[e].low] {
		c := d.clauseAt(e)
		if !d.hasAmount(c.a, min(c.b, b)) {
			return true
		}
	}
	// "Voor 2025 moet ik een aanvullende verzekering kiezen": the verb
	// closes the clause.
	c := d.clauseAt(e)
	last := min(c.b, b) - 1
	for last > e && d.toks[last].kind == tPunct {
		last--
	}
	return last > e && choosingVerbs[d.toks[last].low]
}

var errandVerbs = set(mustSection(consLists, "constraints.txt", "errand")...)

// softAt reports whether clause c states a wish, not a limit: "ideally
// by bus/MAX", "preferably under 30 min".
func (d *doc) softAt(c clause) bool { return d.findPhraseIn(c.a, c.b, softIdx) >= 0 }

// statesDate reports whether option i's own words, outside limit l,
// hold a date.
func (r *reading) statesDate(i int, l limit) bool {
	for _, sp := range r.regionOutside(i, l) {
		if r.d.dated(sp[0], sp[1]) {
			return true
		}
	}
	return false
}

// listPieces cuts [a, b) at its top-level commas, semicolons and joiners
// ("elektrisch (…, …), minimaal 2 zitjes, en maximaal €4.000").
func (d *doc) listPieces(a, b int) [][2]int {
	if a >= b {
		return nil
	}
	var out [][2]int
	start, base := a, d.toks[a].depth
	for i := a; i <= b; i++ {
		if i < b && (d.toks[i].depth != base || !d.listBreak(i)) {
			continue
		}
		if i > start {
			out = append(out, [2]int{start, i})
		}
		start = i + 1
	}
	return out
}

// splitAtJoiner cuts clause c, which holds marker ats[j], at a joiner
// ("and", "y", "et") between it and a marker of the same clause: "no más
// de 900 € y pantalla táctil obligatoria" states two limits.
func (d *doc) splitAtJoiner(c clause, ats []int, j int) clause {
	if j > 0 && ats[j-1] >= c.a {
		for k := ats[j] - 1; k > ats[j-1]; k-- {
			if d.toks[k].kind == tWord && listJoiners[d.toks[k].low] {
				c.a = k + 1
				break
			}
		}
	}
	if j+1 < len(ats) && ats[j+1] < c.b {
		for k := ats[j] + 1; k < ats[j+1]; k++ {
			if d.toks[k].kind == tWord && listJoiners[d.toks[k].low] {
				c.b = k
				break
			}
		}
	}
	return c
}

// boundAfter reads the bound a word right after the amount at token i
// states: "128gb min" is a floor, "400 € max" a cap; minutes are no
// bound ("15 min").
func (d *doc) boundAfter(i int) int8 {
	m, ok := d.amountFrom(i)
	if !ok || m.a != i || m.class == "time" || m.b >= len(d.toks) || d.blocked(m.b) {
		return 0
	}
	switch w := d.toks[m.b].low; {
	case boundAfterMin[w]:
		return 1
	case boundAfterMax[w]:
		return -1
	}
	return 0
}

// afterLimitsLeadIn reports whether token i stands in a list item whose
// run of items follows a line that opens with a lead-in of limits and
// ends with a colon ("Voorwaarden voor ons:", "Our conditions:").
func (d *doc) afterLimitsLeadIn(i int) bool {
	k := d.lineAt(i)
	if k < 0 || d.lines[k].kind != lineItem {
		return false
	}
	for k > 0 && d.lines[k-1].kind == lineItem {
		k--
	}
	if k == 0 {
		return false
	}
	p := d.lines[k-1]
	return p.b > p.a && d.toks[p.b-1].s == ":" && d.findPhraseIn(p.a, p.b, limitHeadings) >= 0
}

// underLimitsHeading reports whether token i stands in a line under a
// heading of the caller's limits ("Constraints", "Must-haves").
func (d *doc) underLimitsHeading(i int) bool {
	k := d.lineAt(i)
	return k >= 0 && d.lines[k].under == underLimits
}

// ownLimit reports whether sentence n states a limit of its own: a hard
// marker outside the phrases that only mark the sentence before ("C'est
// non négociable.", "That part is not negotiable.").
func (d *doc) ownLimit(n sentence) bool {
	for i := n.a; i < n.b; i++ {
		if e := d.phraseSpan(i, n.b, hardAfterIdx); e > i {
			i = e - 1
			continue
		}
		if d.phraseSpan(i, n.b, hardIdx) > i {
			return true
		}
	}
	return false
}

// statesAfter reports whether a content word follows the hard marker at
// at inside clause c: "koniecznie automat", not "that's a must".
func (d *doc) statesAfter(at int, c clause) bool {
	e := d.phraseSpan(at, c.b, hardIdx)
	return e > at && len(d.contentWords(e, c.b)) > 0
}

// findPhraseIn returns the first token in [a, b) where a phrase of idx
// starts, or -1.
func (d *doc) findPhraseIn(a, b int, idx phraseIndex) int {
	for i := a; i < b; i++ {
		if d.phraseSpan(i, b, idx) > i {
			return i
		}
	}
	return -1
}

// leadIn reports whether clause c ends at a colon and the next marker, at
// next, stands after it: c introduces the limit that follows.
func (d *doc) leadIn(c clause, next int) bool {
	if next < c.b {
		return false
	}
	for j := c.b - 1; j <= c.b && j < len(d.toks); j++ {
		if j >= 0 && d.toks[j].s == ":" {
			return true
		}
	}
	return false
}

// conditionalAt reports whether the marker at i is a consequence, not a
// limit: "I'd have to resign", "we would need to move", "müsste ich"; one
// with a date or a figure is a limit all the same ("I'd have to leave by
// 31 January").
func (d *doc) conditionalAt(a, i int) bool {
	c := d.clauseAt(i)
	if d.hasAmount(c.a, c.b) || d.dated(c.a, c.b) {
		return false
	}
	for j := max(a, i-2); j < i; j++ {
		w := d.toks[j].low
		if conditionals[w] || strings.HasSuffix(w, "'d") {
			return true
		}
	}
	return false
}

var conditionals = set("would", "wouldn't", "could", "might", "müsste", "müssten", "würde", "würden", "tendría", "tendríamos",
	"faudrait", "devrais", "devrait", "teria", "teríamos", "dovrei", "dovremmo", "zou", "zouden", "moeten")

// inOtherLimit reports whether token i lies in a limit clause other than l.
func inOtherLimit(ls []limit, l limit, i int) bool {
	for _, o := range ls {
		if o.a != l.a && i >= o.a && i < o.b {
			return true
		}
	}
	return false
}

// negatedOutsideRefusal reports whether [a, b) holds a negator that is no
// part of its refusal phrase: "anyone who won't move it is out" (yes),
// "Erdgeschoss kommt nicht in Frage" (no).
func (d *doc) negatedOutsideRefusal(a, b int) bool {
	for i := a; i < b; i++ {
		if e := d.phraseSpan(i, b, refuseIdx); e > i {
			i = e - 1
			continue
		}
		if isNegator(d.toks[i].low) {
			return true
		}
	}
	return false
}

// hasWordIn reports whether the word w stands in [a, b).
func (d *doc) hasWordIn(a, b int, w string) bool {
	for i := a; i < b; i++ {
		if d.toks[i].low == w {
			return true
		}
	}
	return false
}

// refusesIn reports whether [a, b) refuses what it names ("on-site is a
// non-starter", "24-month contracts are a no-go"); "no-go zones" names a
// thing.
func (d *doc) refusesIn(a, b int) bool {
	for i := a; i < b; i++ {
		e := d.phraseSpan(i, b, refuseIdx)
		if e <= i {
			continue
		}
		if last := d.toks[e-1].low; (last == "no-go" || last == "go" || last == "nogo") && e < b && d.toks[e].kind == tWord && !stopwords[d.toks[e].low] {
			i = e - 1
			continue
		}
		return true
	}
	return false
}

// negatedAt reports a negator within two words before i.
func (d *doc) negatedAt(a, i int) bool {
	for j := max(a, i-2); j < i; j++ {
		if isNegator(d.toks[j].low) {
			return true
		}
	}
	return false
}

// constraints checks every stated limit against the options.
func (r *reading) constraints() []ports.Constraint {
	d := r.d
	var out []ports.Constraint
	for _, l := range d.limits() {
		if r.describesOption(l) {
			continue
		}
		// The first reading that applies decides: a figure, a date, a
		// dated moment ("lands Oct 15 09:10"), a time of day alone, then
		// a required thing. A reading that would rule out every option
		// has misread the limit; the next one is tried.
		for k, read := range []func(limit) (ports.Constraint, bool){r.numericLimit, r.deadlineLimit, r.clockLimit, r.mustLimit} {
			c, ok := read(l)
			if !ok || len(c.Breaches) >= r.callerCount() {
				continue
			}
			// "the gym needs a pool that's open by then": a time of day
			// and the thing wanted that keeps it, each a limit.
			if k == 2 && l.want {
				if m, ok := r.mustLimit(l); ok && len(m.Breaches) > 0 && len(m.Breaches) < r.callerCount() {
					out = append(out, m)
				}
			}
			// "Váží 27 kg a zákazník ho musí mít nejpozději v pátek 14.
			// 6.": a figure and a date in one clause, each a limit.
			if _, momentous := d.momentIn(l.a, l.b); k == 0 && (d.dated(l.a, l.b) || momentous) {
				if m, ok := r.deadlineLimit(l); ok && len(m.Breaches) > 0 && len(m.Breaches) < r.callerCount() {
					out = append(out, m)
				}
			}
			// "The place MUST allow both dogs, no weight limit under 60
			// lb": a figure borrowed from the rest of the sentence that
			// rules nothing out does not stop the required thing being
			// read.
			if len(c.Breaches) == 0 && c.Text != l.text {
				continue
			}
			if len(c.Breaches) > 0 {
				out = append(out, c)
			}
			break
		}
	}
	if c, ok := r.capacityLimit(); ok && len(c.Breaches) < r.callerCount() {
		out = append(out, c)
	}
	if c, ok := r.availabilityLimit(); ok {
		out = append(out, c)
	}
	return r.unlessAllOut(out)
}

const silentBreach = ": the text does not say it meets this"

// unlessAllOut keeps, where the limits together would rule out every
// caller option, only the breaches the options' own words state: an
// option's silence is the weakest evidence, and a reading that leaves
// nothing has misread a limit somewhere ("cykeln behöver en ordentlig
// service" read as a requirement beside three real ones).
func (r *reading) unlessAllOut(cs []ports.Constraint) []ports.Constraint {
	out := map[string]bool{}
	for _, c := range cs {
		for _, b := range c.Breaches {
			out[b.OptionID] = true
		}
	}
	if len(out) < r.callerCount() {
		return cs
	}
	kept := cs[:0]
	for _, c := range cs {
		c.Breaches = slices.DeleteFunc(c.Breaches, func(b ports.Breach) bool { return strings.HasSuffix(b.Evidence, silentBreach) })
		if len(c.Breaches) > 0 {
			kept = append(kept, c)
		}
	}
	return kept
}

// describesOption reports whether a limit's words stand in a list item,
// table row or "Name: figures" line one caller option owns ("Quote 1: …
// $7,000 out-of-pocket max"): the option's own terms, not a limit the
// caller sets.
func (r *reading) describesOption(l limit) bool {
	// The limit's last word, not its first: a "Name — figures" line's
	// head is no part of what it lists; a listing block's detail lines
	// are its title's.
	if !r.d.listedLine(l.b-1) && !r.d.inListingBlock(l.a) {
		return false
	}
	// "Unsere Bedingungen: … die Kita muss bis dahin auf haben": a line
	// a lead-in of limits opens is the caller's, whatever it names.
	if k := r.d.lineAt(l.a); k >= 0 && r.d.findPhraseIn(r.d.lines[k].a, min(r.d.lines[k].a+3, r.d.lines[k].b), limitHeadings) >= 0 {
		return false
	}
	// "Voorwaarden voor ons:\n- Moet vóór 1 december geïnstalleerd
	// zijn": the items under a heading or lead-in of limits too.
	if r.d.underLimitsHeading(l.a) || r.d.afterLimitsLeadIn(l.a) {
		return false
	}
	owner := -1
	for i := l.a; i < l.b; i++ {
		o := r.own[i]
		if o < 0 || !r.caller[o] || owner >= 0 && o != owner {
			return false
		}
		owner = o
	}
	return owner >= 0
}

// inListingBlock reports whether token i stands in a detail line of a
// listing block ("Grant Thornton / 1 200 zł netto/mies., KSeF: tak").
func (d *doc) inListingBlock(i int) bool {
	k := d.lineAt(i)
	for _, b := range d.listingBlocks() {
		if k > b.title && k < b.end {
			return true
		}
	}
	return false
}

// capacityLimit reads a head count the text states and no option owns
// ("we have 140 confirmed guests", "we're 7 people") against the
// capacity or seats the options state: one that holds fewer cannot work.
func (r *reading) capacityLimit() (ports.Constraint, bool) {
	d := r.d
	need, at := r.headcount()
	if at < 0 {
		return ports.Constraint{}, false
	}
	// Every attribute that holds people: "Capacity 150 seated" beside
	// "Maximum capacity for a seated meal is 120" read as seats.
	s := d.sentAt(at)
	c := ports.Constraint{Text: quote(d.phrase(s.a, s.b)), Kind: "min"}
	for _, fc := range r.allFactGroups() {
		if !holdsAttr[strings.ToLower(fc.label)] {
			continue
		}
		for _, f := range fc.facts {
			if f.value < need {
				c.Breaches = append(c.Breaches, ports.Breach{OptionID: r.opts[f.opt].ID,
					Evidence: fmt.Sprintf("%s: %s %s, fewer than %s", r.opts[f.opt].Label, strings.ToLower(fc.label), f.text, d.phrase(at, at+1))})
			}
		}
	}
	return c, len(c.Breaches) > 0
}

// headcount returns the largest head count the text states that no
// option owns, and where; at is −1 when there is none. A count set in
// the past ("last year we had 165 attendees") is none.
func (r *reading) headcount() (need float64, at int) {
	at = -1
	d := r.d
	var prev amount
	prevHeads := false
	for _, m := range d.amounts() {
		if m.class != "count" && m.class != "" || r.own[m.a] >= 0 {
			prevHeads = false
			continue
		}
		if c := d.clauseAt(m.a); d.findPhraseIn(c.a, c.b, pastIdx) >= 0 {
			continue
		}
		heads := false
		for _, u := range strings.Fields(m.unit) {
			heads = heads || headcount[u]
		}
		// "Somos 4", "we're a family of 5", "siamo in 14": the party
		// counted by who says it.
		for j := max(0, m.a-4); j < m.a && !heads; j++ {
			heads = d.phraseSpan(j, m.a+1, partyIdx) == m.a
		}
		if !heads {
			prevHeads = false
			continue
		}
		v := m.value
		// "2 dospělí + 2 děti", "2 adults and 3 kids": heads joined are
		// one party.
		if prevHeads && m.a == prev.b+1 && headJoiners[d.toks[prev.b].low] {
			v += prev.value
		}
		if v > need {
			need, at = v, m.a
		}
		prev, prevHeads = m, true
	}
	// "pra nós três", "we're four adults", "wir sind zu fünft": a party
	// counted in words.
	for i := 0; i+1 < len(d.toks); i++ {
		if r.own[i] >= 0 {
			continue
		}
		n, ok := partyCounts[d.toks[i].low]
		if !ok {
			continue
		}
		heads := i+1 < len(d.toks) && headcount[d.toks[i+1].low]
		for j := max(0, i-4); j < i && !heads; j++ {
			heads = d.phraseSpan(j, i+1, partyIdx) == i
		}
		if c := d.clauseAt(i); heads && d.findPhraseIn(c.a, c.b, pastIdx) < 0 && n > need {
			need, at = n, i
		}
	}
	return need, at
}

// partyCounts are the small numbers a party is counted in, in words.
var partyCounts = func() map[string]float64 {
	out := map[string]float64{}
	for w, v := range pairSection(consLists, "constraints.txt", "count-words") {
		n, err := strconv.Atoi(v)
		if err != nil {
			panic("offline: constraints.txt [count-words]: " + w + ":" + v)
		}
		out[w] = float64(n)
	}
	return out
}()

var partyIdx = phraseList(mustSection(consLists, "constraints.txt", "party"))

var budgetWords = set(mustSection(consLists, "constraints.txt", "budget")...)

var headJoiners = set(mustSection(consLists, "constraints.txt", "head-joiners")...)

// capToHeadcount marks the attributes that hold a head count with the
// count the text states: seats beyond the guests score as enough.
func (r *reading) capToHeadcount() {
	need, at := r.headcount()
	if at < 0 {
		return
	}
	for k, fc := range r.fcs {
		if holdsAttr[strings.ToLower(fc.label)] {
			r.fcs[k].enough = need
		}
	}
}

func (r *reading) callerCount() int {
	n := 0
	for _, c := range r.caller {
		if c {
			n++
		}
	}
	return n
}

// numericLimit reads "capped at €9,000", "has to do 380 km", "must cover
// the full route" (with "the route reaches 5,416 m" stated elsewhere).
func (r *reading) numericLimit(l limit) (ports.Constraint, bool) {
	d := r.d
	var cands []fact
	for _, f := range r.context {
		if f.tok >= l.a && f.tok < l.b {
			cands = append(cands, f)
		}
	}
	if len(cands) == 0 && l.want {
		return ports.Constraint{}, false // "i NEED a courtesy car, … the 6am shift": a want states its own figure
	}
	text := l.text
	if len(cands) == 0 {
		// A figure elsewhere in the sentence, unless it states a limit of
		// its own ("has to be in network, and I can't do more than $350");
		// the slip then quotes the sentence.
		others := d.limits()
		for _, f := range r.context {
			if f.tok >= l.s.a && f.tok < l.s.b && !inOtherLimit(others, l, f.tok) {
				cands = append(cands, f)
				text = quote(d.phrase(l.s.a, l.s.b))
			}
		}
	}
	// A figure the limit points to by a shared word: "must cover the full
	// route" and "the route crosses the pass at 5,416 m".
	if len(cands) == 0 {
		terms := d.contentWords(l.a, l.b)
		others := d.limits()
		for _, f := range r.context {
			if inOtherLimit(others, l, f.tok) {
				continue
			}
			s := d.sentAt(f.tok)
			for _, w := range d.contentWords(s.a, s.b) {
				if containsStr(terms, w) && !attrOrUnitWord(w) {
					cands = append(cands, f)
					break
				}
			}
		}
	}
	// A bare figure with a bound: "a seated dinner for at least 120";
	// "absolute max 300 a month on car costs" caps what is paid.
	if len(cands) == 0 {
		for _, m := range d.amounts() {
			// "minimaal 2 kinderzitjes": a count with a bound limits what
			// the options count of the same thing.
			if m.a >= l.a && m.a < l.b && m.class == "count" && d.boundNear(l, m.a) != 0 {
				cands = append(cands, fact{class: "count", unit: m.unit, value: m.value, text: d.quantityPhrase(m), tok: m.a})
				continue
			}
			if m.a >= l.a && m.a < l.b && m.class == "" && d.boundNear(l, m.a) != 0 {
				cf := fact{value: m.value, text: d.quantityPhrase(m), tok: m.a}
				cands = append(cands, cf)
				if r.bareMoney(l, m) {
					cf.class, cf.per = "money", m.per
					if timePer(m.per) {
						cf.value = perYear(m.value, m.per)
					}
					cands = append(cands, cf)
				}
			}
		}
	}
	for _, cf := range cands {
		fc, ok := r.matchAttribute(cf, l)
		if !ok {
			continue
		}
		fc.facts = r.parallelFacts(fc)
		bound := d.boundNear(l, cf.tok)
		if b := d.boundAfter(cf.tok); b != 0 {
			bound = b // "128gb min": the word right after the figure bounds it
		}
		if bound == 0 && d.namesConcept(l) {
			// "(40 lb lab mix, so pet-friendly is non negotiable)": the
			// limit is the concept; the figure only describes.
			continue
		}
		if bound == 0 {
			bound = fc.dir // a price (lower is better) is capped; a range has a floor
		}
		if bound == 0 && cf.class == "distance" && d.findPhraseIn(l.s.a, l.s.b, fitIdx) >= 0 {
			bound = -1 // "die Nische ist 60 cm tief, da muss sie rein": the space caps the size
		}
		if bound == 0 {
			// "Den måste vara 65 tum": a figure with no bound and no
			// better way is the figure required — when the limit states
			// it, not its sentence ("8 personer, plus vores hund, …
			// (hundepension er ikke til diskussion)").
			if cf.tok >= l.a && cf.tok < l.b {
				if c, ok := r.exactLimit(fc, cf, l); ok {
					return c, true
				}
			}
			continue
		}
		c := ports.Constraint{Text: text, Kind: "max"}
		if bound > 0 {
			c.Kind = "min"
		}
		limitV := cf.value
		// "absolute max £2,000 all in for flights + accommodation",
		// "Insgesamt (Beitrag + Essen) max. 400 €": a total caps the sum
		// of what each option states.
		if sums, ok := r.optionTotals(l, cf); ok && bound < 0 {
			for _, t := range sums {
				if t.value > limitV+1e-9 {
					c.Breaches = append(c.Breaches, ports.Breach{OptionID: r.opts[t.opt].ID,
						Evidence: fmt.Sprintf("%s states %s, over the limit of %s", r.opts[t.opt].Label, t.text, cf.text)})
				}
			}
			return c, true
		}
		for _, f := range fc.facts {
			// "£500 for the full set" against "£142 per tyre" with "4
			// tyres" stated: a total caps the price per thing times the
			// things bought.
			v, times, lim := f.value, "", limitV
			if n, ok := r.unitsBought(cf, f); ok {
				v, times = f.value*n, fmt.Sprintf(" × %g = %s", n, strconv.FormatFloat(f.value*n, 'f', -1, 64))
				if timePer(cf.per) {
					lim = limitV / perYear(1, cf.per) // "R$ 2.500 por mês" against "R$ 610/pessoa": both at the month's rate
				}
			}
			// "max 1 500 kr per person" against "12 600 kr" for the
			// cabin, "we are 9": the total shared by the head count.
			if n, ok := r.sharedBy(cf, f); ok {
				v, times = f.value/n, fmt.Sprintf(" ÷ %g = %s", n, strconv.FormatFloat(math.Round(f.value/n), 'f', -1, 64))
			}
			if bound < 0 && v > lim+1e-9 || bound > 0 && v < lim-1e-9 {
				word := "over"
				if bound > 0 {
					word = "under"
				}
				c.Breaches = append(c.Breaches, ports.Breach{OptionID: r.opts[f.opt].ID,
					Evidence: fmt.Sprintf("%s states %s%s, %s the limit of %s", r.opts[f.opt].Label, f.text, times, word, cf.text)})
			}
		}
		return c, true
	}
	return ports.Constraint{}, false
}

// optionTotal is the sum of the money figures an option states.
type optionTotal struct {
	opt   int
	value float64
	text  string // "£820 + £1,450 = 2270"
}

var totalIdx = phraseList(mustSection(consLists, "constraints.txt", "total"))

// optionTotals sums, where a money limit speaks of a total ("all in",
// "insgesamt", "flights + accommodation"), the money figures each caller
// option states at the limit's rate; it reports false unless some option
// states two or more.
func (r *reading) optionTotals(l limit, cf fact) ([]optionTotal, bool) {
	d := r.d
	if cf.class != "money" || d.findPhraseIn(l.s.a, l.s.b, totalIdx) < 0 {
		return nil, false
	}
	byOpt := map[int][]fact{}
	for _, f := range r.facts {
		// A one-off fee counts within a yearly or monthly total too ("650
		// €/anno + 250 € a parte per la dichiarazione").
		samePer := f.per == cf.per || timePer(f.per) && timePer(cf.per) || f.per == "" && timePer(cf.per)
		// ("R$ 4.999,00 ou 12x R$ 416,58": one price written two ways.)
		orElse := f.tok > 0 && coordWords[d.toks[f.tok-1].low]
		if f.class == "money" && r.caller[f.opt] && f.dir < 0 && samePer && (f.tok < l.s.a || f.tok >= l.s.b) && !orElse {
			byOpt[f.opt] = append(byOpt[f.opt], f)
		}
	}
	several := false
	var out []optionTotal
	for i := range r.opts {
		fs := byOpt[i]
		if len(fs) == 0 {
			continue
		}
		several = several || len(fs) >= 2
		t := optionTotal{opt: i}
		var parts []string
		for _, f := range fs {
			t.value += f.value
			parts = append(parts, f.text)
		}
		t.text = strings.Join(parts, " + ")
		if len(fs) > 1 {
			t.text += " = " + strconv.FormatFloat(t.value, 'f', -1, 64)
		}
		out = append(out, t)
	}
	return out, several
}

// sharedBy returns the head count a total is shared by, where a money
// limit is per person and the option's figure is a total.
func (r *reading) sharedBy(cf, f fact) (float64, bool) {
	if cf.class != "money" || f.class != "money" || f.per != "" || cf.per != "person" {
		return 0, false
	}
	need, at := r.headcount()
	return need, at >= 0 && need >= 2
}

// unitsBought returns how many of the things a money figure is priced per
// the text says are bought, where a limit caps the total: the fact is
// "per tyre", "per seat" or "per person" (no time), the limit has no rate
// of its own, and the text states a count of that thing no option owns
// ("need 4 all-season tyres", "14 seats") or, per person, its head count.
func (r *reading) unitsBought(cf, f fact) (float64, bool) {
	if cf.class != "money" || f.class != "money" || cf.per != "" && !timePer(cf.per) || f.per == "" || timePer(f.per) {
		return 0, false
	}
	per := strings.Fields(f.per)
	if len(per) == 0 {
		return 0, false
	}
	if headcount[per[len(per)-1]] {
		if need, at := r.headcount(); at >= 0 {
			// "£27 per head … minimum order is 60 covers" for 45
			// people: the option bills its minimum.
			return max(need, r.minimumOrder(f.opt)), true
		}
	}
	best := 0.0
	for _, m := range r.d.amounts() {
		if m.class != "count" || r.own[m.a] >= 0 || m.value < 2 || m.value > 1000 {
			continue
		}
		for _, u := range strings.Fields(m.unit) {
			if sameCounted(u, per[len(per)-1]) && m.value > best {
				best = m.value
			}
		}
	}
	return best, best > 0
}

// bareMoney reports whether a bare figure in a limit speaks of money
// without a currency: it states the rate the options' prices state ("max
// 300 a month" beside "389 quid a month"), or the limit's words name a
// money attribute ("no more than 900 in rent"); and it is of the size of
// the options' money figures (within a factor of ten).
func (r *reading) bareMoney(l limit, m amount) bool {
	_, _, named := findAttr(r.d.contentWords(l.a, l.b), "money", true)
	v := m.value
	if timePer(m.per) {
		v = perYear(v, m.per)
	}
	for _, f := range r.facts {
		sameRate := m.per != "" && f.per == m.per
		if f.class == "money" && (named || sameRate) && f.value > 0 && v > f.value/10 && v < f.value*10 {
			return true
		}
	}
	return false
}

// exactLimit rules out the options whose figure on fc is not the one a
// limit requires, within half a percent; the limit's own words must hold
// a hard marker ("must", "has to"), not only its sentence.
func (r *reading) exactLimit(fc factCriterion, cf fact, l limit) (ports.Constraint, bool) {
	if cf.value <= 0 || r.d.findPhraseIn(l.a, l.b, hardIdx) < 0 {
		return ports.Constraint{}, false
	}
	c := ports.Constraint{Text: l.text, Kind: "must"}
	for _, f := range fc.facts {
		if math.Abs(f.value-cf.value) > 0.005*cf.value {
			c.Breaches = append(c.Breaches, ports.Breach{OptionID: r.opts[f.opt].ID,
				Evidence: fmt.Sprintf("%s states %s, not %s", r.opts[f.opt].Label, f.text, cf.text)})
		}
	}
	return c, true
}

// matchAttribute finds the options' attribute a limit's figure speaks of:
// the same kind of unit, and, among several, the one whose name the limit
// shares words with.
func (r *reading) matchAttribute(cf fact, l limit) (factCriterion, bool) {
	var best factCriterion
	bestScore := -1
	words := r.d.contentWords(l.a, l.b)
	for _, w := range words {
		if a := comparatives[w]; a != "" {
			words = append(words, a) // "deeper than 57 cm" speaks of depth
		}
	}
	for _, fc := range r.allFactGroups() {
		f0 := fc.facts[0]
		bare := cf.class == "" && (f0.class == "" || f0.class == "count")
		// ("Upload has to be at least 50 Mbps" against "30 up": figures
		// written bare are measured in the unit the limit states, when the
		// limit names their attribute.)
		bareFacts := f0.class == "" && cf.class != "" && cf.class != "count"
		switch {
		case bare, bareFacts:
		case cf.class == "count":
			if !countsLike(fc, cf.unit) {
				continue
			}
		case f0.class != cf.class:
			continue
		}
		score := 0
		for _, w := range strings.Fields(strings.ToLower(fc.label)) {
			if containsStr(words, w) || containsStr(words, strings.TrimSuffix(w, "s")) || bare && sharesStem(words, w) {
				score += 2
			}
		}
		if (bare || bareFacts) && score == 0 {
			continue // a bare figure names its attribute or nothing
		}
		// "1,80 m de altura" names Height as "Altura: 177 cm" does.
		if cf.label != "" && cf.label == fc.label {
			score += 2
		}
		if u := writtenUnit(cf.text); cf.class == "distance" && u != "" && u == writtenUnit(f0.text) {
			score++ // "27in minimum" measures what "27in" does, not "61cm"
		}
		// "al menos 300.000 € de RC" speaks of the figures of its size
		// ("RC 600.000 €"), not of "265 €/año".
		if cf.value > 0 && slices.ContainsFunc(fc.facts, func(f fact) bool { return f.value > cf.value/10 && f.value < cf.value*10 }) {
			score++
		}
		if f0.class == "money" && (f0.crit == "cost" || f0.crit == "money") {
			score++ // a budget caps what is paid
		}
		if f0.class == "money" && cf.per != "" && (f0.per == cf.per || timePer(cf.per) && timePer(f0.per)) {
			score++ // "max 2 500 kr i månaden" caps a monthly figure, not one per term
		}
		if score > bestScore {
			best, bestScore = fc, score
		}
	}
	return best, bestScore >= 0
}

// minimumOrder is the least count option i says it bills ("minimum
// order is 60 covers", "mínimo 50 cubiertos"), or 0.
func (r *reading) minimumOrder(i int) float64 {
	d := r.d
	for _, sp := range r.region(i) {
		for _, m := range d.amounts() {
			if m.a < sp[0] || m.a >= sp[1] || m.class != "count" {
				continue
			}
			c := d.clauseAt(m.a)
			if d.findPhraseIn(max(c.a, sp[0]), m.a, minimumIdx) >= 0 {
				return m.value
			}
		}
	}
	return 0
}

var minimumIdx = phraseList(mustSection(consLists, "constraints.txt", "minimum-order"))

// countsLike reports whether one of fc's facts counts what unit counts:
// "at least 180 theatre-style" against "capacity 220 theatre", the
// group's bare "capacity 800" beside it.
func countsLike(fc factCriterion, unit string) bool {
	for _, f := range fc.facts {
		if f.class == "count" && sameCounted(f.unit, unit) {
			return true
		}
	}
	return false
}

// parallelFacts adds to fc's facts, for each caller option fc says
// nothing of, its one figure of the same kind under another name: "can
// start in 2 weeks" beside "3 months notice" are both the wait before a
// start.
func (r *reading) parallelFacts(fc factCriterion) []fact {
	if len(fc.facts) == 0 {
		return fc.facts
	}
	f0 := fc.facts[0]
	switch {
	// "£79/month" beside "£1,344 per year": both are read at the year's
	// rate, so a monthly cap measures a yearly price too.
	case f0.class == "money" && timePer(f0.per):
		return r.withParallel(fc, func(f fact) bool { return f.class == "money" && timePer(f.per) && f.dir == f0.dir })
	case f0.class == "time":
		return r.withParallel(fc, func(f fact) bool { return f.class == "time" && f.per == "" && scheduleAttrs[f.label] })
	}
	return fc.facts
}

// withParallel adds to fc's facts, for each caller option outside them,
// the one fact of its own that same accepts.
func (r *reading) withParallel(fc factCriterion, same func(fact) bool) []fact {
	out := slices.Clone(fc.facts)
	has := map[int]bool{}
	for _, f := range fc.facts {
		has[f.opt] = true
	}
	for i := range r.opts {
		if !r.caller[i] || has[i] {
			continue
		}
		var found []fact
		for _, f := range r.facts {
			if f.opt == i && same(f) {
				found = append(found, f)
			}
		}
		if len(found) == 1 {
			out = append(out, found[0])
		}
	}
	return out
}

// sharesStem reports whether one of words opens with the same four
// letters as w ("seated" and "seats").
func sharesStem(words []string, w string) bool {
	rs := []rune(w)
	if len(rs) < 4 {
		return false
	}
	for _, x := range words {
		if xr := []rune(x); len(xr) >= 4 && string(xr[:4]) == string(rs[:4]) {
			return true
		}
	}
	return false
}

// allFactGroups is every attribute stated for an option, including those
// stated for one option only and those of unknown direction.
func (r *reading) allFactGroups() []factCriterion { return groupFacts(r.facts, false) }

// boundNear returns −1 for an upper bound ("at most", "capped"), +1 for a
// lower one ("at least"), 0 when the limit does not say.
func (d *doc) boundNear(l limit, tok int) int8 {
	best, dist := int8(0), 1<<30
	// "A commute of more than 40 minutes is a no-go" (or "a
	// dealbreaker"): the limit refuses
	// what the comparison names, so the bound is the other way round.
	refuses := d.refusesIn(l.s.a, l.s.b) || d.findPhraseIn(l.s.a, l.s.b, breakerIdx) >= 0
	for i := l.a; i < l.b; i++ {
		// The longer phrase at a word wins, and the words inside it start
		// no other: "anything over" is an upper bound, whatever "over"
		// alone would say.
		v, end, compares := int8(0), i, false
		for _, idx := range []struct {
			p        phraseIndex
			v        int8
			compares bool
		}{{belowIdx, -1, true}, {maxIdx, -1, false}, {minIdx, 1, true}} { // ("under" compares: [below] first)
			if e := d.phraseSpan(i, l.b, idx.p); e > end {
				v, end, compares = idx.v, e, idx.compares
			}
		}
		if end == i {
			continue
		}
		if slices.ContainsFunc(d.toks[max(l.a, i-3):i], func(t token) bool { return isNegator(t.low) }) || d.spendNotAfter(i, l.b) {
			v = -v // "can't do more than $350", "não posso pagar mais de 800 €": at most
		}
		if refuses && compares {
			v = -v
		}
		if k := abs(tok - i); k < dist {
			best, dist = v, k
		}
		i = end - 1
	}
	return best
}

// spendNotAfter reports whether a negated verb of spending follows i in
// its limit: "Mehr als 500 € … will ich nicht ausgeben" caps, as "I won't
// spend more than" does.
func (d *doc) spendNotAfter(i, b int) bool {
	for k := i + 1; k+1 < b; k++ {
		if isNegator(d.toks[k].low) && spendVerbs[d.toks[k+1].low] {
			return true
		}
	}
	return false
}

var spendVerbs = set(mustSection(amountLists, "amounts.txt", "spend-verbs")...)

// namesConcept reports whether a limit names a concept the options say
// yes or no to ("pet-friendly", "step-free").
func (d *doc) namesConcept(l limit) bool {
	for _, cn := range concepts {
		for i := l.a; i < l.b; i++ {
			if d.phraseSpan(i, l.b, cn.yes) > i || d.phraseSpan(i, l.b, cn.no) > i {
				return true
			}
		}
	}
	return false
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func attrOrUnitWord(w string) bool {
	_, u := unitTable[w]
	return u || currencies[w] != "" || stopwords[w]
}

// contentWords are the words of [a, b) that can carry a requirement:
// no function words, pronouns, light verbs, markers or numbers.
func (d *doc) contentWords(a, b int) []string {
	var out []string
	for i := a; i < b; i++ {
		t := d.toks[i]
		if t.kind != tWord || d.blocked(i) {
			continue
		}
		w := strings.TrimSuffix(t.low, "'s")
		// A function word of any language ("em", "os", "och") carries no
		// requirement.
		if stopwords[w] || langWords[w] != nil || pronounWord[w] || lightVerb[w] || genericWord[w] || len([]rune(w)) < 2 || requirementWords[w] || refuseWords[w] || isNegator(w) {
			continue
		}
		out = appendUnique(out, w)
	}
	return out
}

// topContentWords is contentWords outside brackets: "EU datacenter
// (GDPR, my users are in NL/DE)" requires the EU, not NL.
func (d *doc) topContentWords(a, b int) []string {
	if a >= b {
		return nil
	}
	var out []string
	base := d.toks[a].depth
	for i := a; i < b; {
		if d.toks[i].depth > base {
			i++
			continue
		}
		j := i
		for j < b && d.toks[j].depth <= base {
			j++
		}
		for _, w := range d.contentWords(i, j) {
			out = appendUnique(out, w)
		}
		i = j
	}
	return out
}

var requirementWords = set("must", "has", "have", "need", "needs", "required", "requirement", "require", "requires", "able",
	"whatever", "whichever", "anything", "only", "hard", "non-negotiable", "negotiable", "exceptions", "exception", "compromise",
	"part", "one", "thing", "absolutely", "simply", "really", "also", "too", "all", "every", "any", "sure", "fully", "completely",
	"won't", "will", "that's", "able", "get", "flexible", "deal-breaker", "dealbreaker", "cover", "covers", "covered", "related",
	"bara", "nur", "solo", "sólo", "seulement", "apenas", "só", "alleen", "tylko", "soltanto")

// deadlineLimit reads "finished by October 15" against "Today is August
// 25" and each option's waiting and working time.
func (r *reading) deadlineLimit(l limit) (ports.Constraint, bool) {
	d := r.d
	if c, ok := r.arrivalLimit(l); ok {
		return c, true
	}
	var deadline dayDate
	found := false
	for i := l.a; i < l.b && !found; i++ {
		if e := d.phraseSpan(i, l.b, deadlineIdx); e > i {
			if e+1 < l.b && dayWords[d.toks[e].low] {
				e++ // "before Friday the 14th"
			}
			if dd, ok := d.dateAt(e); ok {
				deadline, found = dd, true
			}
		}
	}
	if !found {
		return ports.Constraint{}, false
	}
	today, ok := d.today()
	// "Pickup is fixed Monday 10th": the durations run from the day the
	// work starts, where the text states one; a day without its month
	// shares the other's.
	if ref, rok := d.referenceDate(l, deadline); rok {
		switch {
		case ref.month == 0 && deadline.month == 0:
			ref.month, deadline.month = 1, 1
		case ref.month == 0:
			ref.month = deadline.month
		case deadline.month == 0:
			deadline.month = ref.month
		}
		today, ok = ref, true
	}
	if !ok || today.month == 0 || deadline.month == 0 {
		return ports.Constraint{}, false
	}
	avail := deadline.dayOfYear() - today.dayOfYear()
	if avail < 0 {
		avail += 365
	}
	// "must be in their DC before Friday the 14th": the day itself is
	// too late.
	if d.findPhraseIn(l.a, l.b, beforeIdx) >= 0 {
		avail--
	}
	c := ports.Constraint{Text: l.text, Kind: "deadline"}
	for i := range r.opts {
		if !r.caller[i] {
			continue
		}
		var dayCount float64
		var parts []string
		for _, f := range r.facts {
			if f.opt == i && f.class == "time" && scheduleAttrs[f.label] {
				dayCount += r.calendarDays(f)
				parts = append(parts, f.text)
			}
		}
		if len(parts) == 0 {
			continue
		}
		days := int(math.Ceil(dayCount - 1e-9))
		if days > avail {
			c.Breaches = append(c.Breaches, ports.Breach{OptionID: r.opts[i].ID,
				Evidence: fmt.Sprintf("%s: %s is about %d days; the deadline is %d days away", r.opts[i].Label, strings.Join(parts, " + "), days, avail)})
		}
	}
	return c, true
}

// arrivalLimit reads a deadline that options meet or miss by the date and
// time they state ("land by 6pm on Oct 14" against "lands Oct 14 17:30"
// and "lands Oct 15 09:10"): an option whose own date and time come later
// breaks it.
func (r *reading) arrivalLimit(l limit) (ports.Constraint, bool) {
	d := r.d
	dl, ok := d.momentIn(l.a, l.b)
	// "out by Saturday the 14th" against "available the 14th" and
	// "earliest date is the 18th": days of one month, none named.
	dayOnly := false
	if !ok {
		dl, ok = d.dayOnlyIn(l.a, l.b)
		dayOnly = ok
	}
	if !ok {
		return ports.Constraint{}, false
	}
	c := ports.Constraint{Text: l.text, Kind: "deadline"}
	stated, late := 0, false
	for i := range r.opts {
		if !r.caller[i] {
			continue
		}
		for _, sp := range r.regionOutside(i, l) {
			m, ok := d.momentIn(sp[0], sp[1])
			if dayOnly {
				m, ok = d.dayOnlyIn(sp[0], sp[1])
			}
			// "wachtlijst tot januari", "available from March": a month
			// alone after a word of starting is its first day.
			waits := false
			if !ok && !dayOnly {
				m, ok = d.startIn(sp[0], sp[1])
				waits = ok
			}
			ev := ""
			if ok {
				ev = quote(d.phrase(m.a, m.b))
			}
			// "terminada antes del 15 de junio" against "3 semanas …
			// empezar el 2 de junio": the work ends its duration later.
			if fm, fev, fok := r.finishMoment(i, sp, l); fok {
				m, ev, ok = fm, fev, true
			}
			if !ok {
				continue
			}
			stated++
			if m.after(dl) {
				c.Breaches = append(c.Breaches, ports.Breach{OptionID: r.opts[i].ID, Evidence: r.opts[i].Label + ": " + ev})
				late = late || waits || d.findPhraseIn(max(sp[0], m.a-3), m.a, notUntilIdx) >= 0
			}
			break
		}
	}
	// "saatavilla vasta 18.11.", "erst ab 3. Dezember": one option that
	// says it comes no sooner than a date after the deadline breaks it,
	// though no other states a date.
	if stated == 0 || stated == 1 && !late {
		return ports.Constraint{}, false
	}
	return c, true
}

var notUntilIdx = phraseList(mustSection(consLists, "constraints.txt", "not-until"))

// A moment is a date with an optional time of day, and the tokens that
// state it.
type moment struct {
	date    dayDate
	minutes int // minutes after midnight; −1 when no time is stated
	a, b    int
}

// after reports whether m is later than the deadline dl; a moment on the
// deadline's day with no time is not known to be later.
func (m moment) after(dl moment) bool {
	if m.date != dl.date {
		// "installatie half januari" against "vóór 1 december": a date
		// more than half a year before the deadline is in the next year.
		diff := m.date.dayOfYear() - dl.date.dayOfYear()
		switch {
		case diff < -182:
			diff += 365
		case diff > 182:
			diff -= 365
		}
		return diff > 0
	}
	return m.minutes >= 0 && dl.minutes >= 0 && m.minutes > dl.minutes
}

// momentIn reads the first date with a month in [a, b) and a time of day
// within four tokens of it ("Oct 14 17:30", "6pm on Oct 14").
func (d *doc) momentIn(a, b int) (moment, bool) {
	for i := a; i < b; i++ {
		dd, ok := d.dateAt(i)
		if !ok || dd.month == 0 || dd.day == 0 || !monthNames[d.toks[i].low] && !isDigitsPrefix(d.toks[i].low) && monthParts[d.toks[i].low] == 0 && !weekWords[d.toks[i].low] {
			continue
		}
		m := moment{date: dd, minutes: -1, a: i, b: d.dateEnd(i, b)}
		for j := max(a, i-4); j < min(b, i+6); j++ {
			if mins, n, ok := d.clockAt(j); ok {
				m.minutes = mins
				m.a, m.b = min(m.a, j), max(m.b, j+n)
				break
			}
		}
		return m, true
	}
	return moment{}, false
}

// dayOnlyIn finds in [a, b) an ordinal day with no month ("the 14th",
// "Saturday the 18th"), read as a day of January so days compare.
func (d *doc) dayOnlyIn(a, b int) (moment, bool) {
	for i := a; i < b; i++ {
		t := d.toks[i]
		if t.kind != tNum || d.blocked(i) {
			continue
		}
		num, suf := splitNumber(t.low)
		if !ordinalSuffixes[suf] || suf == "" {
			continue
		}
		if n, err := strconv.Atoi(num); err == nil && n >= 1 && n <= 31 {
			if dd, ok := d.dateAt(i); ok && dd.month > 0 {
				continue // a month follows: momentIn reads it
			}
			return moment{date: dayDate{month: 1, day: n}, minutes: -1, a: i, b: i + 1}, true
		}
	}
	return moment{}, false
}

func isDigitsPrefix(s string) bool { return s != "" && s[0] >= '0' && s[0] <= '9' }

// clockAt reads a time of day at i: "6pm", "6 pm", "18:00", "6:30pm".
func (d *doc) clockAt(i int) (int, int, bool) {
	if d.blocked(i) || d.toks[i].kind != tNum {
		return 0, 0, false
	}
	num, suf := splitNumber(d.toks[i].low)
	h, err := strconv.Atoi(num)
	if err != nil || h < 0 || h > 24 {
		return 0, 0, false
	}
	n, mins := 1, 0
	if !d.blocked(i+2) && d.toks[i+1].s == ":" && d.toks[i+2].kind == tNum && d.toks[i+1].start == d.toks[i].end {
		mm, suf2 := splitNumber(d.toks[i+2].low)
		v, err := strconv.Atoi(mm)
		if err != nil || len(mm) != 2 || v > 59 {
			return 0, 0, false
		}
		mins, suf, n = v, suf2, 3
	}
	if suf == "" && !d.blocked(i+n) && (d.toks[i+n].low == "pm" || d.toks[i+n].low == "am") {
		suf = d.toks[i+n].low
		n++
	}
	switch suf {
	case "pm":
		if h < 12 {
			h += 12
		}
	case "am":
		if h == 12 {
			h = 0
		}
	case "", "h":
		if n == 1 {
			return 0, 0, false // a bare number is no time
		}
	default:
		return 0, 0, false
	}
	return h*60 + mins, n, true
}

// scheduleAttrs are the times that add up to when an option is done.
var scheduleAttrs = map[string]bool{"Wait before start": true, "Notice period": true, "Job duration": true, "Delivery time": true, "Lead time": true, "Transit time": true,
	"Time to install": true, "Turnaround": true, "Processing time": true, "Setup time": true, "Wait": true}

type dayDate struct{ month, day int }

var monthDays = [13]int{0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}

func (t dayDate) dayOfYear() int {
	n := t.day
	for m := 1; m < t.month; m++ {
		n += monthDays[m]
	}
	return n
}

var monthNumber = map[string]int{"january": 1, "jan": 1, "januar": 1, "enero": 1, "janvier": 1, "janeiro": 1, "gennaio": 1,
	"february": 2, "feb": 2, "februar": 2, "febrero": 2, "février": 2, "fevereiro": 2, "febbraio": 2,
	"march": 3, "mar": 3, "märz": 3, "marzo": 3, "mars": 3, "março": 3,
	"april": 4, "apr": 4, "abril": 4, "avril": 4, "aprile": 4,
	"may": 5, "mai": 5, "mayo": 5, "maio": 5, "maggio": 5,
	"june": 6, "jun": 6, "juni": 6, "junio": 6, "juin": 6, "junho": 6, "giugno": 6,
	"july": 7, "jul": 7, "juli": 7, "julio": 7, "juillet": 7, "julho": 7, "luglio": 7,
	"august": 8, "aug": 8, "agosto": 8, "août": 8,
	"september": 9, "sep": 9, "sept": 9, "septiembre": 9, "septembre": 9, "setembro": 9, "settembre": 9,
	"october": 10, "oct": 10, "oktober": 10, "octubre": 10, "octobre": 10, "outubro": 10, "ottobre": 10,
	"november": 11, "nov": 11, "noviembre": 11, "novembre": 11, "novembro": 11,
	"december": 12, "dec": 12, "dezember": 12, "diciembre": 12, "décembre": 12, "dezembro": 12, "dicembre": 12,
	// Dutch, Swedish, Danish, Polish, Czech and Finnish, as written in dates.
	"januari": 1, "stycznia": 1, "styczeń": 1, "ledna": 1, "leden": 1, "tammikuuta": 1, "tammikuu": 1, "februari": 2, "lutego": 2,
	"luty": 2, "února": 2, "únor": 2, "helmikuuta": 2, "helmikuu": 2, "maart": 3, "marts": 3, "marca": 3, "marzec": 3,
	"března": 3, "březen": 3, "maaliskuuta": 3, "maaliskuu": 3, "kwietnia": 4, "kwiecień": 4, "dubna": 4, "duben": 4, "huhtikuuta": 4,
	"huhtikuu": 4, "mei": 5, "maj": 5, "maja": 5, "května": 5, "květen": 5, "toukokuuta": 5, "toukokuu": 5, "czerwca": 6,
	"czerwiec": 6, "června": 6, "červen": 6, "kesäkuuta": 6, "kesäkuu": 6, "lipca": 7, "lipiec": 7, "července": 7, "červenec": 7,
	"heinäkuuta": 7, "heinäkuu": 7, "augustus": 8, "augusti": 8, "sierpnia": 8, "sierpień": 8, "srpna": 8, "srpen": 8, "elokuuta": 8,
	"elokuu": 8, "września": 9, "wrzesień": 9, "září": 9, "syyskuuta": 9, "syyskuu": 9, "października": 10, "październik": 10, "října": 10,
	"říjen": 10, "lokakuuta": 10, "lokakuu": 10, "listopada": 11, "listopad": 11, "listopadu": 11, "marraskuuta": 11, "marraskuu": 11, "grudnia": 12,
	"grudzień": 12, "prosince": 12, "prosinec": 12, "joulukuuta": 12, "joulukuu": 12,
}

// monthParts are the words for a part of a month, as the day they mean.
var monthParts = func() map[string]int {
	out := map[string]int{}
	for w, day := range pairSection(consLists, "constraints.txt", "month-parts") {
		n, err := strconv.Atoi(day)
		if err != nil {
			panic("offline: constraints.txt [month-parts]: " + w + ":" + day)
		}
		out[w] = n
	}
	return out
}()

// weekWords number a week of the year: "v. 25", "vecka 25", "KW 23".
var weekWords = set(mustSection(amountLists, "amounts.txt", "week-words")...)

// dateAt reads a date starting at i: "October 15", "15 October", "Oct
// 15th", "15. Oktober", "15 de octubre".
func (d *doc) dateAt(i int) (dayDate, bool) { return d.readDate(i, d.blocked) }

// readDate reads a date at i, skipping the tokens blocked says are not
// the text's own; a header line set apart as noise is read with a
// blocked that blocks nothing.
func (d *doc) readDate(i int, blocked func(int) bool) (dayDate, bool) {
	for i < len(d.toks) && (d.toks[i].low == "the" || d.toks[i].low == "el" || d.toks[i].low == "le") {
		i++
	}
	day := func(j int) int {
		if blocked(j) || d.toks[j].kind != tNum {
			return 0
		}
		num, suf := splitNumber(d.toks[j].low)
		if suf != "" && !ordinalSuffixes[suf] {
			return 0
		}
		v, ok := parseNumeral(num, false)
		if !ok || v < 1 || v > 31 || v != math.Floor(v) {
			return 0
		}
		return int(v)
	}
	if blocked(i) {
		return dayDate{}, false
	}
	// "v. 25", "KW 23", "week 12": a week of the year is its Monday,
	// near enough (the year's first Monday is taken as 1 January).
	if weekWords[d.toks[i].low] {
		j := i + 1
		if j < len(d.toks) && d.toks[j].s == "." {
			j++
		}
		if j < len(d.toks) && !blocked(j) && d.toks[j].kind == tNum && isDigits(d.toks[j].low) {
			if n, err := strconv.Atoi(d.toks[j].low); err == nil && n >= 1 && n <= 53 {
				return dayDate{month: 1, day: 1}.addDays((n - 1) * 7), true
			}
		}
	}
	// "Anfang Oktober", "mid-November", "fin de septembre": a part of a
	// month is a day in it.
	if day := monthParts[d.toks[i].low]; day > 0 {
		j := i + 1
		for j < len(d.toks) && (d.toks[j].s == "-" || d.toks[j].low == "of" || d.toks[j].low == "de" || d.toks[j].low == "av" || d.toks[j].low == "di") {
			j++
		}
		if !blocked(j) && monthNumber[d.toks[j].low] > 0 {
			return dayDate{monthNumber[d.toks[j].low], day}, true
		}
	}
	// "vor dem 15.10.", "klart 30.09": day and month with a dot, where a
	// decimal comma is written (a decimal point would read 15.10 as a
	// number).
	if t := d.toks[i]; d.commaDec && t.kind == tNum && strings.Count(t.low, ".") >= 1 {
		ps := strings.Split(t.low, ".")
		if len(ps[0]) <= 2 && len(ps[1]) == 2 && isDigits(ps[0]) && isDigits(ps[1]) {
			dd, _ := strconv.Atoi(ps[0])
			mm, _ := strconv.Atoi(ps[1])
			if dd >= 1 && dd <= 31 && mm >= 1 && mm <= 12 {
				return dayDate{mm, dd}, true
			}
		}
	}
	if m := monthNumber[d.toks[i].low]; m > 0 {
		if n := day(i + 1); n > 0 {
			return dayDate{m, n}, true
		}
	}
	if n := day(i); n > 0 {
		j := i + 1
		for j < len(d.toks) && (d.toks[j].s == "." || d.toks[j].low == "de" || d.toks[j].low == "of") {
			j++
		}
		if !blocked(j) {
			if m := monthNumber[d.toks[j].low]; m > 0 {
				return dayDate{m, n}, true
			}
			// "v pátek 14. 6.", "am 3. 10.": day and month as numbers,
			// each with its dot.
			if j == i+2 && d.toks[i+1].s == "." && d.toks[j].kind == tNum && isDigits(d.toks[j].low) && j+1 < len(d.toks) && d.toks[j+1].s == "." {
				if m, err := strconv.Atoi(d.toks[j].low); err == nil && m >= 1 && m <= 12 {
					return dayDate{m, n}, true
				}
			}
		}
		return dayDate{0, n}, true
	}
	return dayDate{}, false
}

// today reads "Today is August 25".
func (d *doc) today() (dayDate, bool) {
	for i := range d.toks {
		if e := d.phraseSpan(i, len(d.toks), todayIdx); e > i {
			if dd, ok := d.dateAt(e); ok {
				return dd, true
			}
		}
	}
	for i := 0; i+2 < len(d.toks); i++ {
		if (i == 0 || d.toks[i-1].kind == tNL) && todayHeaders[d.toks[i].low] && d.toks[i+1].s == ":" {
			if dd, ok := d.readDate(i+2, func(int) bool { return false }); ok && dd.month > 0 {
				return dd, true
			}
		}
	}
	return dayDate{}, false
}

// mustLimit reads a required feature ("has to be 100% remote", "an
// active CCB license", "fluent German") and checks each option's own
// words: words that deny it break it; silence breaks it where another
// option states it.
func (r *reading) mustLimit(l limit) (ports.Constraint, bool) {
	d := r.d
	// "il faut répondre à l'agence avant jeudi": a deadline that is no
	// deadline on the options is the caller's own.
	if d.dated(l.a, l.b) && d.findPhraseIn(l.a, l.b, deadlineIdx) >= 0 {
		return ports.Constraint{}, false
	}
	c := ports.Constraint{Text: l.text, Kind: "must"}
	// "On-site anything is a non-starter": the limit refuses what it
	// names, so affirming it breaks the limit and silence meets it.
	// ("anyone who won't move it is out" refuses a refusal: it requires.)
	refuse := d.refusesIn(l.a, l.b) && !d.negatedOutsideRefusal(l.a, l.b)
	// "We have an upright piano …, so anyone who won't move it is out":
	// a limit that points back with "it" speaks of its sentence.
	if len(d.topContentWords(l.a, l.b)) <= 1 && slices.ContainsFunc(d.toks[l.a:l.b], func(t token) bool { return t.low == "it" || t.low == "them" }) {
		l.a = l.s.a
	}
	callers := 0
	for i := range r.opts {
		if r.caller[i] {
			callers++
		}
	}
	// Discriminating terms: required words some options' text affirms
	// and others' does not ("in network" beside "NOT in network"); not
	// the options' own names, not dates.
	var terms []string
	var words []string
	for _, w := range d.topContentWords(l.a, l.b) {
		words = append(words, w)
		// "has to be in-network" beside "Dr. Okafor in network ✔": a
		// hyphenated word's parts are terms too.
		if strings.Contains(w, "-") {
			for _, p := range strings.Split(w, "-") {
				if p != "" && !stopwords[p] {
					words = append(words, p)
				}
			}
		}
	}
	for _, w := range words {
		if monthNames[w] || dayWords[w] || timeTails[w] || r.isOptionName(w) {
			continue
		}
		in := 0
		for i := range r.opts {
			if r.caller[i] && r.regionAffirms(i, w, l) {
				in++
			}
		}
		if in > 0 && in < callers {
			terms = append(terms, w)
		}
	}
	// "etiqueta ECO o CERO" against "ECO" and "etiqueta C": the word
	// before a choice of values names what they are, and is no term
	// where the values are.
	// (Nor does the concept it may name: "certified" meets no "certified
	// FSC or PEFC".)
	choiceHead := false
	for j := l.a; j+2 < l.b; j++ {
		w := d.toks[j].low
		if hasTerm(terms, w) && hasTerm(terms, d.toks[j+1].low) && (coordWords[d.toks[j+2].low] || d.toks[j+2].s == "/") {
			terms = slices.DeleteFunc(terms, func(t string) bool { return t == w })
			choiceHead = true
		}
	}
	// "DATEV-Export ist Pflicht" against "DATEV-Export ja" and "Export nur
	// als CSV": where the whole word discriminates, its parts are no
	// terms of their own.
	for _, w := range slices.Clone(terms) {
		if strings.Contains(w, "-") {
			terms = slices.DeleteFunc(terms, func(t string) bool { return t != w && slices.Contains(strings.Split(w, "-"), t) })
		}
	}
	// "INGEN bindningstid" against "ingen bindningstid" and "12 mån
	// bindningstid": a term the limit itself denies is met by the options
	// that deny it too.
	var deniedTerms []string
	for j := l.a; j < l.b && !refuse; j++ {
		if w := d.toks[j].low; d.toks[j].kind == tWord && hasTerm(terms, w) && d.denied(j, l.a, l.b) {
			deniedTerms = append(deniedTerms, w)
		}
	}
	verdict := make([]int8, len(r.opts)) // +1 meets, −1 breaks, 0 silent
	evidence := make([]string, len(r.opts))
	for i := range r.opts {
		if !r.caller[i] {
			continue
		}
		for _, sp := range r.region(i) {
			if sp[0] >= l.a && sp[1] <= l.b {
				continue // the limit's own words
			}
			for j := sp[0]; j < sp[1]; j++ {
				w := strings.TrimSuffix(d.toks[j].low, "'s")
				if d.toks[j].kind != tWord || !hasTerm(terms, w) {
					continue
				}
				if d.denied(j, sp[0], sp[1]) != hasTerm(deniedTerms, w) {
					if verdict[i] == 0 {
						verdict[i], evidence[i] = -1, d.segmentText(j)
					}
				} else {
					verdict[i], evidence[i] = 1, d.segmentText(j)
				}
			}
		}
	}
	// "Must have native Gmail sync" against "Gmail sync only via add-on
	// (not native)" and "Gmail sync yes": where no term discriminates, an
	// option that denies a word of the limit breaks it, and one that
	// states the limit's words without denying any meets it.
	if len(terms) == 0 && !refuse {
		r.denialVerdicts(l, words, verdict, evidence)
	}
	// "German: none", "German: B1", "German: native": the options state
	// the required thing as a keyed value; the values decide.
	// Values that say nothing either way ("1 jaar vast: stroom € 0,27")
	// leave the words to decide.
	if kv, kev, ok := r.keyedVerdicts(l); ok && !refuse && slices.ContainsFunc(kv, func(v int8) bool { return v != 0 }) {
		verdict, evidence = kv, kev
	}
	if refuse {
		for i := range verdict {
			verdict[i] = -verdict[i]
		}
	}
	meets := 0
	for i := range r.opts {
		if verdict[i] > 0 {
			meets++
		}
	}
	// Concepts the text names: "uses a wheelchair" and "no lift". A
	// concept applies when the limit names it, or when the limit speaks of
	// nothing the options say and is no deadline on the decision itself
	// ("we need to answer by Thursday").
	bridge := len(terms) == 0 && !d.dated(l.s.a, l.s.b) && !l.want
	for _, cn := range concepts {
		if d.findPhrase(cn.trigger) < 0 {
			continue
		}
		named := false
		for i := l.s.a; i < l.s.b && !named; i++ {
			named = d.phraseSpan(i, l.s.b, cn.trigger) > i || d.phraseSpan(i, l.s.b, cn.yes) > i ||
				refuse && d.phraseSpan(i, l.s.b, cn.no) > i // "on-site is a non-starter" refuses the "no" side
		}
		if !named && !bridge {
			continue
		}
		cv := make([]int8, len(r.opts))
		cev := make([]string, len(r.opts))
		yes := 0
		for i := range r.opts {
			if !r.caller[i] {
				continue
			}
			for _, sp := range r.region(i) {
				for j := sp[0]; j < sp[1]; j++ {
					// "no pets", or "the freeholder doesn't allow any pets"
					if e := d.phraseSpan(j, sp[1], cn.no); e > j || d.phraseSpan(j, sp[1], cn.trigger) > j && d.denied(j, sp[0], sp[1]) {
						cv[i], cev[i] = -1, d.segmentText(j)
					}
				}
				if cv[i] < 0 {
					continue
				}
				for j := sp[0]; j < sp[1]; j++ {
					if e := d.phraseSpan(j, sp[1], cn.yes); e > j && !d.denied(j, sp[0], sp[1]) {
						cv[i], cev[i] = 1, d.segmentText(j)
					}
				}
			}
			if cv[i] > 0 {
				yes++
			}
		}
		if yes == 0 {
			continue
		}
		for i := range r.opts {
			if cv[i] < 0 && verdict[i] >= 0 {
				verdict[i], evidence[i] = -1, cev[i]
			} else if cv[i] > 0 && verdict[i] == 0 && !choiceHead {
				verdict[i], evidence[i] = 1, cev[i]
			}
		}
	}
	meets = 0
	for i := range r.opts {
		if verdict[i] > 0 || refuse && r.caller[i] && verdict[i] == 0 {
			meets++
		}
	}
	if meets == 0 {
		return ports.Constraint{}, false
	}
	for i := range r.opts {
		if !r.caller[i] {
			continue
		}
		switch {
		case verdict[i] < 0:
			c.Breaches = append(c.Breaches, ports.Breach{OptionID: r.opts[i].ID, Evidence: r.opts[i].Label + ": " + evidence[i]})
		// "lease needs to start on or around August 1": a dated need is
		// broken by an option's silence only where the option states a
		// date of its own ("sale sábado 14" against "el viernes 13").
		case verdict[i] == 0 && len(terms) > 0 && meets < callers && !refuse && !l.want && (!d.dated(l.a, l.b) || r.statesDate(i, l)):
			c.Breaches = append(c.Breaches, ports.Breach{OptionID: r.opts[i].ID, Evidence: r.opts[i].Label + silentBreach})
		}
	}
	return c, true
}

// denialVerdicts sets, where one caller option denies a word of limit l
// in its own text and another states the limit's words without denying
// any, −1 for the first and +1 for the second.
func (r *reading) denialVerdicts(l limit, words []string, verdict []int8, evidence []string) {
	d := r.d
	denies := make([]string, len(r.opts))
	affirms := make([]string, len(r.opts))
	for i := range r.opts {
		if !r.caller[i] {
			continue
		}
		for _, sp := range r.regionOutside(i, l) {
			for j := sp[0]; j < sp[1]; j++ {
				w := strings.TrimSuffix(d.toks[j].low, "'s")
				if d.toks[j].kind != tWord || monthNames[w] || dayWords[w] || timeAlone[w] || r.isOptionName(w) || !hasTerm(words, w) {
					continue
				}
				if d.denied(j, sp[0], sp[1]) {
					denies[i] = d.segmentText(j)
				} else if affirms[i] == "" {
					affirms[i] = d.segmentText(j)
				}
			}
		}
	}
	breaks, meets := 0, 0
	for i := range r.opts {
		switch {
		case denies[i] != "":
			breaks++
		case affirms[i] != "":
			meets++
		}
	}
	if breaks == 0 || meets == 0 {
		return
	}
	for i := range r.opts {
		switch {
		case verdict[i] != 0:
		case denies[i] != "":
			verdict[i], evidence[i] = -1, denies[i]
		case affirms[i] != "":
			verdict[i], evidence[i] = 1, affirms[i]
		}
	}
}

// keyedVerdicts reads a requirement that two or more options answer as
// "Key: value", the key a word of the limit: a value that says none
// breaks it, a level on a scale the limit names is compared with the
// limit's level ("C1 or above"), a value that says yes, or any level
// where the limit names none, meets it.
func (r *reading) keyedVerdicts(l limit) ([]int8, []string, bool) {
	d := r.d
	verdict := make([]int8, len(r.opts))
	evidence := make([]string, len(r.opts))
	var best []int8
	var bestEv []string
	bestKeyed := 0
	// Any word of the limit may be a key ("Comfort rating: B"), not only
	// the words that state a requirement.
	var keys []string
	for i := l.a; i < l.b; i++ {
		if w := d.toks[i].low; d.toks[i].kind == tWord && !stopwords[w] && len([]rune(w)) >= 2 {
			keys = appendUnique(keys, w)
		}
	}
	for _, w := range keys {
		if r.isOptionName(w) {
			continue
		}
		keyed := 0
		codes := map[int]string{} // option → a one-token value: "Wet grip: B"
		rowHead, rowCells := r.rowValues(w, l)
		if len(rowCells) == 0 {
			rowHead, rowCells = r.columnValues(w, l)
		}
		for i := range r.opts {
			if !r.caller[i] {
				continue
			}
			key := w
			a, b, ok := r.keyedValue(i, w, l)
			if !ok {
				cell, inRow := rowCells[i]
				if !inRow {
					continue
				}
				a, b, key = cell[0], cell[1], rowHead
			}
			keyed++
			verdict[i], evidence[i] = d.judgeValue(a, b, l), quote(key+": "+d.phrase(a, b))
			// ("RJ45: no" is a denial, not a grade, even where the limit
			// says "no" itself.)
			if b == a+1 && utf8.RuneCountInString(d.toks[a].low) <= 2 && d.phraseSpan(a, b, valueNoIdx) <= a && d.phraseSpan(a, b, valueYesIdx) <= a {
				codes[i] = d.toks[a].low
			}
		}
		// The key that answers for the most options: "App: No" beside
		// "App no-go zones: Yes" answers for all four where "no-go"
		// answers for three.
		if keyed >= 2 && keyed > bestKeyed {
			r.judgeCodes(l, codes, verdict)
			best, bestEv, bestKeyed = slices.Clone(verdict), slices.Clone(evidence), keyed
		}
		clear(verdict)
		clear(evidence)
	}
	return best, bestEv, bestKeyed > 0
}

// rowValues reads a table whose columns are the options ("| SAML SSO |
// no | no | yes |"): in the row whose first cell holds w, each cell a
// caller option owns is that option's value.
func (r *reading) rowValues(w string, l limit) (string, map[int][2]int) {
	d := r.d
	out := map[int][2]int{}
	head := ""
	for _, ln := range d.lines {
		if ln.kind != lineRow || len(ln.cells) < 3 || ln.a < l.b && ln.b > l.a {
			continue
		}
		first := ln.cells[0]
		named := false
		for i := first[0]; i < first[1]; i++ {
			named = named || d.toks[i].low == w
		}
		if !named {
			continue
		}
		head = d.phrase(first[0], first[1])
		for _, c := range ln.cells[1:] {
			if c[1] > c[0] && r.own[c[0]] >= 0 && r.caller[r.own[c[0]]] {
				out[r.own[c[0]]] = c
			}
		}
	}
	return head, out
}

// columnValues reads a table whose rows are the options ("| Model |
// Price | Wi-Fi |" over "| HP 4202dn | £349 | No |"): in the column
// whose header holds w, or a word the same requirement is called by
// ("double-sided" and "duplex"), each row a caller option owns gives
// that option's value.
func (r *reading) columnValues(w string, l limit) (string, map[int][2]int) {
	d := r.d
	out := map[int][2]int{}
	head, col, hdr := "", -1, -1
	for k, ln := range d.lines {
		if ln.kind != lineRow || ln.a < l.b && ln.b > l.a {
			continue
		}
		if ln.header {
			hdr, col = k, -1
			for c, cell := range ln.cells {
				for i := cell[0]; i < cell[1]; i++ {
					if t := d.toks[i].low; t == w || sameRequirement(t, w) {
						col, head = c, d.phrase(cell[0], cell[1])
					}
				}
			}
			continue
		}
		if hdr < 0 || col < 0 || col >= len(ln.cells) {
			continue
		}
		if c := ln.cells[col]; c[1] > c[0] && r.own[ln.a] >= 0 && r.caller[r.own[ln.a]] {
			out[r.own[ln.a]] = c
		}
	}
	return head, out
}

// sameRequirement reports whether two words name one requirement in
// the words people and spec sheets use for it (data/constraints.txt
// [same-requirement]).
func sameRequirement(a, b string) bool {
	ga, oka := requirementGroups[a]
	gb, okb := requirementGroups[b]
	return oka && okb && ga == gb
}

var requirementGroups = func() map[string]int {
	out := map[string]int{}
	for n, line := range mustSection(consLists, "constraints.txt", "same-requirement") {
		for _, w := range strings.Split(line, "=") {
			out[strings.TrimSpace(w)] = n + 1
		}
	}
	return out
}()

// judgeCodes judges one-token values against the ones a limit allows:
// "Wet grip has to be A or B" against "Wet grip: C". It judges only when
// the limit names one of the values the options state.
func (r *reading) judgeCodes(l limit, codes map[int]string, verdict []int8) {
	inLimit := map[string]bool{}
	for j := l.a; j < l.b; j++ {
		inLimit[r.d.toks[j].low] = true
	}
	named := false
	for _, c := range codes {
		named = named || inLimit[c]
	}
	if !named {
		return
	}
	for i, c := range codes {
		if inLimit[c] {
			verdict[i] = 1
		} else {
			verdict[i] = -1
		}
	}
}

// keyedValue finds "w: value" in option i's own text outside the limit
// and returns the value's tokens, up to the segment's end.
func (r *reading) keyedValue(i int, w string, l limit) (int, int, bool) {
	d := r.d
	for _, sp := range r.region(i) {
		// "Wet grip: A" in a block of "Key: value" lines, where the key
		// is no option's own: the value opens the span.
		for j := max(sp[0]-6, 0); j+2 < sp[1]; j++ {
			if j >= l.a && j < l.b || d.toks[j].low != w {
				continue
			}
			// "App no-go zones: Yes" beside "App: No", against "I need
			// no-go zones in the app": a key of several words the limit
			// says all of.
			k := j + 1
			for k < min(j+6, sp[1]) && (d.toks[k].kind == tWord || d.toks[k].s == "-") && d.hasWordIn(l.a, l.b, d.toks[k].low) {
				k++
			}
			// (A key before the span names the span's own value, not
			// one before it: "Spanish: B2\n- Ines: …".)
			if k+1 >= sp[1] || d.toks[k].s != ":" || k+1 < sp[0] && j < sp[0] {
				continue
			}
			e := k + 1
			for e < sp[1] && !segmentEnd(d.toks[e]) {
				e++
			}
			if e > k+1 {
				return k + 1, e, true
			}
		}
	}
	return 0, 0, false
}

// judgeValue says whether the value in [a, b) meets limit l: +1, −1, or 0
// when it cannot tell.
func (d *doc) judgeValue(a, b int, l limit) int8 {
	if d.phraseSpan(a, b, valueNoIdx) > a {
		return -1
	}
	for _, sc := range scales {
		want := d.levelIn(sc, l.a, l.b)
		have := d.levelIn(sc, a, b)
		if have == 0 {
			continue
		}
		if want == 0 {
			return 1
		}
		atMost := false
		for i := l.a; i < l.b; i++ {
			atMost = atMost || d.phraseSpan(i, l.b, atMostIdx) > i
		}
		if have >= want && !atMost || have <= want && atMost {
			return 1
		}
		return -1
	}
	if d.phraseSpan(a, b, valueYesIdx) > a {
		return 1
	}
	return 0
}

// dated reports whether [a, b) names a day or a date.
func (d *doc) dated(a, b int) bool {
	for i := a; i < b; i++ {
		w := d.toks[i].low
		if monthNumber[w] > 0 && w != "may" || dayWords[w] && w != "on" && w != "in" && w != "from" && w != "as" && w != "of" && w != "starting" && w != "beginning" && w != "effective" ||
			w == "tomorrow" || w == "tonight" || w == "deadline" || w == "week" || w == "weekend" || weekdays[w] {
			return true
		}
	}
	return false
}

// weekdays are the days and "tomorrow" in the other languages read.
var weekdays = set("montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag", "morgen", "lunes", "martes",
	"miércoles", "jueves", "viernes", "sábado", "domingo", "mañana", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi",
	"dimanche", "demain", "segunda", "terça", "quarta", "quinta", "sexta", "amanhã", "lunedì", "martedì", "mercoledì", "giovedì",
	"venerdì", "sabato", "domani", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag", "måndag",
	"tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag", "imorgon", "poniedziałek", "wtorek", "środa", "czwartek", "piątek",
	"sobota", "niedziela", "jutro")

// isOptionName reports whether w is a word of a caller option's name.
func (r *reading) isOptionName(w string) bool {
	for i, ns := range r.names {
		if !r.caller[i] {
			continue
		}
		for _, n := range ns {
			if containsStr(words(n), w) {
				return true
			}
		}
	}
	return false
}

// regionAffirms reports whether option i's own text, outside the
// limit, contains w without a word that denies it.
func (r *reading) regionAffirms(i int, w string, l limit) bool {
	for _, sp := range r.region(i) {
		for j := sp[0]; j < sp[1]; j++ {
			if j >= l.a && j < l.b {
				continue
			}
			if sameTerm(strings.TrimSuffix(r.d.toks[j].low, "'s"), w) && !r.d.denied(j, sp[0], sp[1]) {
				return true
			}
		}
	}
	return false
}

// sameCounted reports whether two counted nouns count one thing: "zitje"
// and "zitjes", "kinderzitjes" and "zitjes" (a compound names what it
// ends with).
func sameCounted(a, b string) bool {
	a, b = countedStem(firstPart(a)), countedStem(firstPart(b)) // "kinderzitjes met gordels", "theatre-style"
	if a == b {
		return true
	}
	if len(a) < len(b) {
		a, b = b, a
	}
	return len([]rune(b)) >= 4 && strings.HasSuffix(a, b)
}

// firstPart is the first word of s up to a hyphen: "theatre-style
// seats" counts theatre seats.
func firstPart(s string) string {
	w := firstWord(s)
	if k := strings.IndexByte(w, '-'); k > 0 {
		return w[:k]
	}
	return w
}

// sameTerm reports whether two words are one term in other inflections
// ("self-host", "self-hosted", "self-hosting"): equal once an inflection
// is taken off each, leaving five letters or more.
func sameTerm(a, b string) bool {
	sa, sb := termStem(a), termStem(b)
	return a == b || sa == sb || sa == b || a == sb // "certifierade" is "certifierad" with an ending
}

// termStem takes the longest inflection ending off w when five letters
// or more stay.
func termStem(w string) string { return cutEnding(w, termEndings, 5) }

var termEndings = []string{"ing", "ers", "ed", "es", "er", "s", "d", "e"}

// cutEnding takes the first of endings off w when at least keep letters
// stay.
func cutEnding(w string, endings []string, keep int) string {
	for _, e := range endings {
		if strings.HasSuffix(w, e) && len([]rune(w))-len(e) >= keep {
			return w[:len(w)-len(e)]
		}
	}
	return w
}

// hasTerm reports whether w is one of terms in some inflection.
func hasTerm(terms []string, w string) bool {
	for _, t := range terms {
		if sameTerm(w, t) {
			return true
		}
	}
	return false
}

// denied reports whether a deny word stands within three words of the
// feature at j, inside its segment ("not CCB licensed", "CCB license
// lapsed", "pre-existing conditions excluded").
func (d *doc) denied(j, a, b int) bool {
	for k := max(a, j-3); k < min(b, j+4); k++ {
		if k == j {
			continue
		}
		if d.toks[k].kind == tPunct && (d.toks[k].s == "," || d.toks[k].s == ";" || d.toks[k].s == "(" || d.toks[k].s == ")") {
			if k < j {
				continue
			}
			break
		}
		if e := d.phraseSpan(k, b, denyIdx); e > k {
			return true
		}
	}
	return false
}

// segmentText quotes the comma-separated segment around token j.
func (d *doc) segmentText(j int) string {
	a, b := j, j+1
	opens := func(t token) bool {
		return t.kind == tPunct && (t.s == "," || t.s == ";" || t.s == ":" || t.s == "(" || isTerminator(t.s))
	}
	closes := func(t token) bool {
		return t.kind == tPunct && (t.s == "," || t.s == ";" || t.s == ")" || isTerminator(t.s))
	}
	for a > 0 && !d.blocked(a-1) && !opens(d.toks[a-1]) {
		a--
	}
	for b < len(d.toks) && !d.blocked(b) && !closes(d.toks[b]) {
		b++
	}
	return quote(d.phrase(a, b))
}
