package offline

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/ports"
)

// Limits on a figure: a cap or a floor on what the options state, the
// arithmetic a limit leaves to the reader (per head, totals, units
// bought, minimum orders), and the head count seats must hold.

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
		if !holdsPeople(fc.label) {
			continue
		}
		for _, f := range fc.facts {
			// (One breach an option: "2 seatbelts" and "sleeps 2" say it
			// twice.)
			if breached(c, r.opts[f.opt].ID) {
				continue
			}
			// "Spice Route - £28/head, min 40 guests" beside "we're 38
			// confirmed": a head count the option states as its minimum
			// is what the party must reach.
			if d.floorBefore(f.tok) {
				if f.value > need {
					c.Breaches = append(c.Breaches, ports.Breach{OptionID: r.opts[f.opt].ID,
						Evidence: fmt.Sprintf("%s: %s %s, more than %s", r.opts[f.opt].Label, strings.ToLower(fc.label), f.text, d.phrase(at, at+1))})
				}
				continue
			}
			if f.value < need {
				c.Breaches = append(c.Breaches, ports.Breach{OptionID: r.opts[f.opt].ID,
					Evidence: fmt.Sprintf("%s: %s %s, fewer than %s", r.opts[f.opt].Label, strings.ToLower(fc.label), f.text, d.phrase(at, at+1))})
			}
		}
	}
	// "Should we book Bramble Cottage, or don't book it?" beside "The
	// listing says 'Sleeps 8 (max)'": in a yes-or-no decision about one
	// thing, a capacity no option owns is that thing's.
	if yes := r.yesSide(); len(c.Breaches) == 0 && yes >= 0 {
		for _, f := range r.context {
			if holdsPeople(f.label) && f.value < need {
				c.Breaches = append(c.Breaches, ports.Breach{OptionID: r.opts[yes].ID,
					Evidence: fmt.Sprintf("%s: %s %s, fewer than %s", r.opts[yes].Label, strings.ToLower(f.label), f.text, d.phrase(at, at+1))})
				break
			}
		}
	}
	return c, len(c.Breaches) > 0
}

// floorBefore reports whether the figure at tok is stated as a minimum:
// a word of [min] right before it that no negation denies ("no permite
// reuniones de más de 30 personas" caps), or "min" ("min 40 guests";
// "40 min" after a figure is minutes).
func (d *doc) floorBefore(tok int) bool {
	if tok > 0 && (d.toks[tok-1].low == "min" || d.toks[tok-1].low == "min.") {
		return true
	}
	for j := max(0, tok-3); j < tok; j++ {
		if d.phraseSpan(j, tok, minIdx) == tok {
			return !d.deniesBefore(max(0, j-5), j)
		}
	}
	return false
}

// holdsPeople reports whether an attribute holds people: capacity, seats
// ([holds]), or a head count with a bound ("Employee limit", "max
// users", "Nutzer max.").
func holdsPeople(label string) bool {
	l := strings.ToLower(label)
	if holdsAttr[l] {
		return true
	}
	ws := strings.Fields(l)
	return slices.ContainsFunc(ws, func(w string) bool { return headcount[w] }) && slices.ContainsFunc(ws, func(w string) bool { return headBounds[w] })
}

// headBounds are the words that bound a head count in an attribute's
// name.
var headBounds = wordSet(mustSection(consLists, "constraints.txt", "head-bounds"))

// yesSide returns the option that does the one thing a yes-or-no decision
// is about, beside the status quo that does not, or −1.
func (r *reading) yesSide() int {
	yes, callers := -1, 0
	for i, o := range r.opts {
		if !r.caller[i] {
			continue
		}
		callers++
		if o.Kind != decision.KindStatusQuo {
			if yes >= 0 {
				return -1
			}
			yes = i
		}
	}
	if callers != 2 {
		return -1
	}
	return yes
}

var weighVerbs = set("weighs", "weigh", "weighed", "vejer", "veier", "väger", "wiegt", "pesa", "pèse", "waży", "váží", "painaa", "weegt", "cântărește", "nyom", "tartıyor")

// weightLimit reads the weight of the thing the decision is about ("Han
// vejer 32 kg", "she weighs 30 kg") against the weight each option takes
// at most ("tager kun hunde op til 25 kg"): one that takes less cannot
// carry it.
func (r *reading) weightLimit() (ports.Constraint, bool) {
	d := r.d
	for _, m := range d.amounts() {
		if m.class != "mass" || r.own[m.a] >= 0 {
			continue
		}
		c := d.clauseAt(m.a)
		// ("Coco, nuestro labrador (32 kg)": a weight in an aside after
		// what it weighs.)
		weighs := m.a > 0 && d.toks[m.a-1].s == "("
		for j := c.a; j < m.a; j++ {
			weighs = weighs || weighVerbs[d.toks[j].low]
		}
		if !weighs {
			continue
		}
		if d.toks[m.a-1].s == "(" {
			s := d.sentAt(m.a)
			c = clause{a: s.a, b: s.b} // the aside quoted with what it weighs
		}
		lim := ports.Constraint{Text: quote(d.phrase(c.a, c.b)), Kind: "min"}
		for _, fc := range r.allFactGroups() {
			if fc.facts[0].class != "mass" || !holdsAttr[strings.ToLower(fc.label)] {
				continue
			}
			for _, f := range fc.facts {
				if f.value < m.value {
					lim.Breaches = append(lim.Breaches, ports.Breach{OptionID: r.opts[f.opt].ID,
						Evidence: fmt.Sprintf("%s takes %s at most, less than %s", r.opts[f.opt].Label, f.text, d.quantityPhrase(m))})
				}
			}
		}
		if len(lim.Breaches) > 0 && len(lim.Breaches) < r.callerCount() {
			return lim, true
		}
	}
	return ports.Constraint{}, false
}

// fitLimit reads every dimension of the space the thing must go in,
// sized in one sentence where no option owns it ("Místo po staré myčce
// je široké přesně 46 cm a hloubka linky je 57 cm"), against the same
// dimension the options state: one larger than the space cannot fit. The
// sentence names the space or the fitting (constraints.txt [fit]); a
// dimension of something the caller has ("my old TV is 120 cm wide")
// bounds nothing. A limit clause reads one figure; this reads them all.
func (r *reading) fitLimit() (ports.Constraint, bool) {
	d := r.d
	var lim ports.Constraint
	groups := r.allFactGroups()
	for _, cf := range r.context {
		if cf.class != "distance" || !fitDimensions[cf.label] {
			continue
		}
		s := d.sentAt(cf.tok)
		if d.findPhraseIn(s.a, s.b, fitIdx) < 0 {
			continue
		}
		for _, fc := range groups {
			if fc.label != cf.label || fc.facts[0].class != "distance" {
				continue
			}
			for _, f := range fc.facts {
				if f.value > cf.value*(1+1e-9) && !breached(lim, r.opts[f.opt].ID) {
					if lim.Text == "" {
						lim = ports.Constraint{Text: quote(d.phrase(s.a, s.b)), Kind: "max"}
					}
					lim.Breaches = append(lim.Breaches, ports.Breach{OptionID: r.opts[f.opt].ID,
						Evidence: fmt.Sprintf("%s: %s %s, more than the %s the space allows", r.opts[f.opt].Label, strings.ToLower(fc.label), f.text, cf.text)})
				}
			}
		}
	}
	return lim, len(lim.Breaches) > 0 && len(lim.Breaches) < r.callerCount()
}

// fitDimensions are the attributes a space bounds.
var fitDimensions = set("Width", "Depth", "Height", "Length")

// headcount returns the largest head count the text states that no
// option owns, and where; at is −1 when there is none. A count set in
// the past ("last year we had 165 attendees") is none.
func (r *reading) headcount() (need float64, at int) {
	at = -1
	d := r.d
	var prev amount
	prevHeads := false
	answers := d.howManyAnswers()
	for _, m := range d.amounts() {
		// "[09:18] Dev: how many are we now? [09:20] Priya: 42 confirmed.":
		// a count that answers a question of how many of us there are
		// counts the party, whatever option the thread last spoke of.
		answer := slices.ContainsFunc(answers, func(s sentence) bool { return m.a >= s.a && m.a < s.b })
		// ("The Granary – love the food. We've confirmed 82 heads": the
		// caller's own count, in a paragraph an option owns.)
		if m.class != "count" && m.class != "" || r.own[m.a] >= 0 && !d.firstPersonBefore(d.clauseAt(m.a).a, m.a) && !answer {
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
		// "has to fit 7 of us", "für 6 von uns": the party after its count.
		if !heads && m.b < len(d.toks) && d.phraseSpan(m.b, min(m.b+5, len(d.toks)), partyAfterIdx) > m.b {
			heads = true
		}
		// "Guest list is final at 124 seated", "número de invitados: 86":
		// a bare or seated count whose clause names the heads before it.
		if !heads && (m.unit == "" || seatingWords[m.unit]) {
			heads = d.headsNamedBefore(m.a)
		}
		heads = heads || answer
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
	// counted in words ("two adults + our two kids": heads joined are one
	// party).
	prevWord, prevEnd := 0, -10
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
		if !heads {
			continue
		}
		v := n
		if i-prevEnd <= 3 && slices.ContainsFunc(d.toks[prevEnd:i], func(t token) bool { return headJoiners[t.low] }) {
			v += prevWord
		}
		prevWord, prevEnd = v, i+2
		if c := d.clauseAt(i); d.findPhraseIn(c.a, c.b, pastIdx) < 0 && float64(v) > need {
			need, at = float64(v), i
		}
	}
	// "Hatan megyünk", "wir fahren zu fünft": a collective numeral counts
	// the party by itself.
	for i := 0; i < len(d.toks); i++ {
		if r.own[i] >= 0 {
			continue
		}
		e := d.phraseSpan(i, min(i+4, len(d.toks)), partyCollectiveIdx)
		if e <= i {
			continue
		}
		n := partyCollective[strings.Join(d.wordsIn(i, e), " ")]
		if c := d.clauseAt(i); n > 0 && d.findPhraseIn(c.a, c.b, pastIdx) < 0 && float64(n) > need {
			need, at = float64(n), i
		}
		i = e - 1
	}
	return need, at
}

var howManyIdx = phraseList(mustSection(consLists, "constraints.txt", "how-many"))

// howManyAnswers returns the two sentences after each question that
// asks how many of "us" there are.
func (d *doc) howManyAnswers() []sentence {
	var out []sentence
	for k, s := range d.sents {
		if s.question && d.findPhraseIn(s.a, s.b, howManyIdx) >= 0 && d.partyIn(s.a, s.b) {
			out = append(out, d.sents[k+1:min(k+3, len(d.sents))]...)
		}
	}
	return out
}

// partyIn reports a word for the party, "we", "us", "people", in [a, b).
func (d *doc) partyIn(a, b int) bool {
	for i := a; i < b; i++ {
		if w := d.toks[i].low; usWords[w] || headcount[w] {
			return true
		}
	}
	return false
}

var usWords = set(mustSection(consLists, "constraints.txt", "party-words")...)

var (
	partyCollective    = intPairSection(consLists, "constraints.txt", "party-collective")
	partyCollectiveIdx = phraseList(slices.Sorted(maps.Keys(partyCollective)))
)

// partyCounts are the small numbers a party is counted in, in words.
var partyCounts = intPairSection(consLists, "constraints.txt", "count-words")

var partyIdx = phraseList(mustSection(consLists, "constraints.txt", "party"))

var partyAfterIdx = phraseList(mustSection(consLists, "constraints.txt", "party-after"))

var budgetWords = set(mustSection(consLists, "constraints.txt", "budget")...)

// unspacedBudgetWords are the words of [budget] written without spaces
// ("预算", "予算"), found inside a run.
var unspacedBudgetWords = slices.DeleteFunc(slices.Clone(mustSection(consLists, "constraints.txt", "budget")), func(w string) bool { return !startsUnspaced(w) })

// namesBudget reports a word of [budget], or a run of ideographs or kana
// that holds one ("每个月预算").
func namesBudget(w string) bool {
	return budgetWords[w] || startsUnspaced(w) && slices.ContainsFunc(unspacedBudgetWords, func(b string) bool { return strings.Contains(w, b) })
}

var headJoiners = set(mustSection(consLists, "constraints.txt", "head-joiners")...)

// capToHeadcount marks the attributes that hold a head count with the
// count the text states: seats beyond the guests score as enough.
func (r *reading) capToHeadcount() {
	need, at := r.headcount()
	if at < 0 {
		return
	}
	for k, fc := range r.fcs {
		if holdsPeople(fc.label) {
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
		if f.tok >= l.a && f.tok < l.b && !d.threatened(f.tok) {
			cands = append(cands, f)
		}
	}
	if len(cands) == 0 && l.want {
		return ports.Constraint{}, false // "i NEED a courtesy car, … the 6am shift": a want states its own figure
	}
	// "another 7 tables so minimum 38 tables": the figure a bound word
	// stands right before is the limit's, before the others its clause
	// states.
	if len(cands) > 1 {
		bound := make(map[int]bool, len(cands))
		for _, f := range cands {
			bound[f.tok] = d.boundRightBefore(l, f.tok)
		}
		slices.SortStableFunc(cands, func(a, b fact) int { return boolRank(bound[b.tok]) - boolRank(bound[a.tok]) })
	}
	// "a place that won't take them is a no-go whatever the price": a
	// limit that says the price does not matter caps no money figure.
	if d.findPhraseIn(l.a, l.b, priceNoObjIdx) >= 0 {
		cands = slices.DeleteFunc(cands, func(f fact) bool { return f.class == "money" })
		if len(cands) == 0 {
			return ports.Constraint{}, false
		}
	}
	text := l.text
	// "die Kita muss mindestens bis 17:45 offen haben": a limit whose own
	// figure is a time of day is read as one (clockLimit); it borrows no
	// other figure.
	if len(cands) == 0 && len(d.clocksIn(l.a, l.b)) > 0 {
		return ports.Constraint{}, false
	}
	if len(cands) == 0 {
		// A figure elsewhere in the sentence, unless it states a limit of
		// its own ("has to be in network, and I can't do more than $350");
		// the slip then quotes the sentence.
		others := d.limits()
		for _, f := range r.context {
			if f.tok >= l.s.a && f.tok < l.s.b && !inOtherLimit(others, l, f.tok) && !d.threatened(f.tok) {
				cands = append(cands, f)
				text = quote(d.phrase(l.s.a, l.s.b))
			}
		}
		// The nearest first: "…two 32\" monitors … which comes to roughly
		// 60 kg, so we need a frame rated for at least that".
		slices.SortStableFunc(cands, func(a, b fact) int { return abs(a.tok-l.a) - abs(b.tok-l.a) })
	}
	// A figure the limit points to by a shared word: "must cover the full
	// route" and "the route crosses the pass at 5,416 m".
	if len(cands) == 0 {
		terms := d.contentWords(l.a, l.b)
		others := d.limits()
		for _, f := range r.context {
			if inOtherLimit(others, l, f.tok) || d.threatened(f.tok) {
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
	bareTried := len(cands) == 0
	if bareTried {
		cands = r.bareFigures(l)
	}
	if c, ok := r.limitFrom(l, cands, text); ok {
		return c, true
	}
	// "…plus around 20 extra evening guests, so any venue needs to seat
	// 120 for dinner": when the sentence's figures name nothing the
	// options state, the limit's own bare figure may.
	if !bareTried {
		return r.limitFrom(l, r.bareFigures(l), l.text)
	}
	return ports.Constraint{}, false
}

// threatened reports whether the figure at i is what someone else says
// they would do ("he'd charge us £95/day if we overrun", "they would
// add €50"): a penalty or a threat, not the limit's figure. (The
// caller's own "I'd pay at most £500" is a limit.)
func (d *doc) threatened(i int) bool {
	c := d.clauseAt(i)
	for j := max(c.a, i-4); j < i; j++ {
		if w := d.toks[j].low; thirdPersonConditional[w] || w == "would" && j > c.a && thirdPerson[d.toks[j-1].low] {
			return true
		}
	}
	return false
}

var (
	thirdPerson            = set(mustSection(consLists, "constraints.txt", "third-person")...)
	thirdPersonConditional = set(mustSection(consLists, "constraints.txt", "third-person-conditional")...)
)

// bareFigures are the figures without a unit in limit l that may state
// it: a count or a bare number with a bound ("for at least 120",
// "minimaal 2 kinderzitjes"), or a bare number in a hard limit, whose
// attribute the limit must then name ("any venue needs to seat 120":
// matchAttribute refuses a bare figure that names nothing, and "seat"
// shares its stem with "Seats 100").
func (r *reading) bareFigures(l limit) []fact {
	d := r.d
	var cands []fact
	for _, m := range d.amounts() {
		if m.a < l.a || m.a >= l.b {
			continue
		}
		if m.class == "count" && d.boundNear(l, m.a) != 0 {
			// ("max 2,5 jt kak", to a sister: a figure scaled by a
			// multiplier, of the size of the options' money, is money
			// whatever word follows it.)
			if d.scaledFigure(m) && r.moneySized(m.value) {
				cands = append(cands, fact{class: "money", value: m.value, text: d.phrase(m.a, m.b-1), tok: m.a})
			}
			cands = append(cands, fact{class: "count", unit: m.unit, value: m.value, text: d.quantityPhrase(m), tok: m.a})
			continue
		}
		if m.class == "" && (d.boundNear(l, m.a) != 0 || !l.want) {
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
	return cands
}

// scaledFigure reports whether a multiplier scales m's figure: "2,5 jt",
// "95k", "1.2M".
func (d *doc) scaledFigure(m amount) bool {
	for i := m.a; i < m.b && i <= m.a+1; i++ {
		_, suffix := splitNumber(d.toks[i].low)
		if multipliers[d.toks[i].low] != 0 || d.toks[i].kind == tNum && multipliers[suffix] != 0 {
			return true
		}
	}
	return false
}

// limitFrom reads limit l from the first of its candidate figures whose
// attribute the options state; text is what the slip quotes.
func (r *reading) limitFrom(l limit, cands []fact, text string) (ports.Constraint, bool) {
	d := r.d
	for _, cf := range cands {
		bound := d.boundNear(l, cf.tok)
		if b := d.boundAfter(cf.tok); b != 0 {
			bound = b // "128gb min": the word right after the figure bounds it
		}
		// "Total annual fee no more than £2,400": a rate the limit's
		// clause states before its figure is the figure's.
		if cf.class == "money" && cf.per == "" && cf.tok >= l.a && cf.tok < l.b {
			if p := ratePer(d.wordsIn(d.clauseAt(cf.tok).a, cf.tok)); timePer(p) {
				cf.per, cf.value = p, perYear(cf.value, p)
			}
		}
		fc, ok := r.matchAttribute(cf, l, bound)
		if !ok {
			continue
		}
		fc.facts = r.parallelFacts(fc)
		// "chcemy jeździć tym autem minimum 8 lat" against one car's "1
		// rok gwarancji": a span of time measures many things (use,
		// warranty, delivery), so one that names no attribute bounds one
		// the options state, not a remark on one of them ("need 128gb
		// min" against "the 64gb one" names its attribute by its unit).
		if cf.class == "time" && optionsIn(fc) < 2 && !d.namesLabel(l, fc.label) {
			continue
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
		for _, f := range sameUnitFirst(fc.facts, cf) {
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
			// "ne dépasse pas 600 € pour la semaine" against "640 € la
			// semaine": a limit stated with no period is at the rate of
			// the figures it caps (read per year, as they are).
			if cf.per == "" && timePer(f.per) && times == "" {
				lim = perYear(limitV, f.per)
			}
			// "Budget about £22k": a limit stated roughly lets a figure
			// within 5% of it through.
			if m, ok := d.amountFrom(cf.tok); ok && m.approx {
				lim *= 1 + 0.05*float64(-bound)
			}
			// "$48" against "max €25/month": figures in another currency
			// break the limit only when no plausible exchange rate (within
			// 30%) would keep them inside it.
			if f.class == "money" && cf.unit != "" && f.unit != "" && f.unit != cf.unit {
				lim *= 1 + 0.3*float64(-bound)
			}
			// (One breach an option: a figure stated twice is one.)
			if breached(c, r.opts[f.opt].ID) {
				continue
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

// sameUnitFirst keeps, of an option's figures on the limit's attribute,
// those written in the limit's own unit where it states one: "no more
// than 15 min drive" measures "10 min from work", not "$320/wk for 5
// days" beside it.
func sameUnitFirst(fs []fact, cf fact) []fact {
	u := writtenUnit(cf.text)
	if u == "" {
		return fs
	}
	inUnit := map[int]bool{}
	for _, f := range fs {
		if writtenUnit(f.text) == u {
			inUnit[f.opt] = true
		}
	}
	if len(inUnit) == 0 {
		return fs
	}
	return slices.DeleteFunc(slices.Clone(fs), func(f fact) bool { return inUnit[f.opt] && writtenUnit(f.text) != u })
}

// optionTotal is the sum of the money figures an option states.
type optionTotal struct {
	opt   int
	value float64
	text  string // "£820 + £1,450 = 2270"
}

var (
	totalIdx      = phraseList(mustSection(consLists, "constraints.txt", "total"))
	priceNoObjIdx = phraseList(mustSection(consLists, "constraints.txt", "price-no-object"))
)

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
		// "1.950 € + 180 € Halteverbotszone = 2.130 €": the option sums
		// its figures itself; its total is the one after "=".
		for _, f := range fs {
			if f.tok > 0 && d.toks[f.tok-1].s == "=" {
				fs = []fact{f}
				break
			}
		}
		// "£1,325 pcm … already included in the £1,325": a figure the
		// option states again is one figure.
		var once []fact
		for _, f := range fs {
			if !slices.ContainsFunc(once, func(g fact) bool { return g.value == f.value && g.per == f.per }) {
				once = append(once, f)
			}
		}
		fs = once
		several = several || len(byOpt[i]) >= 2
		t := optionTotal{opt: i}
		var parts []string
		for _, f := range fs {
			// "max 18 000 Kč měsíčně" against "16 500 Kč + poplatky
			// 2 800 Kč": figures with no period are at the limit's rate
			// (read per year, as the limit is).
			v := f.value
			if f.per == "" && timePer(cf.per) {
				v = perYear(v, cf.per)
			}
			t.value += v
			parts = append(parts, f.text)
		}
		t.text = strings.Join(parts, " + ")
		if len(fs) > 1 {
			shown := t.value // at the limit's rate, as its figure is written
			if timePer(cf.per) {
				shown /= perYear(1, cf.per)
			}
			t.text += " = " + strconv.FormatFloat(math.Round(shown*100)/100, 'f', -1, 64)
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
	// ("Monthly budget at most 3500", "预算最多3500": a budget is money.)
	named = named || slices.ContainsFunc(r.d.toks[l.a:l.b], func(t token) bool { return namesBudget(t.low) })
	// ("Monthly budget at most 3500" beside "4200/month": a figure with
	// no rate is of the size the options' figures are stated at, not of
	// their yearly sums.)
	if m.per == "" {
		return named && r.moneySized(m.value)
	}
	v := m.value
	if timePer(m.per) {
		v = perYear(v, m.per)
	}
	for _, f := range r.facts {
		if f.class == "money" && (named || f.per == m.per) && f.value > 0 && v > f.value/10 && v < f.value*10 {
			return true
		}
	}
	return false
}

// moneySized reports whether v, a figure with no rate, is of the size
// of a money figure the options state at its own rate (within a factor
// of ten).
func (r *reading) moneySized(v float64) bool {
	for _, f := range r.facts {
		fv := f.value
		if timePer(f.per) {
			fv /= perYear(1, f.per)
		}
		if f.class == "money" && fv > 0 && v > fv/10 && v < fv*10 {
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
func (r *reading) matchAttribute(cf fact, l limit, bound int8) (factCriterion, bool) {
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
			// ("vismaz 4 lietotājus" against the column "Lietotāji: 2, 5,
			// 3": bare figures under a header that names, inflected, what
			// the limit counts.)
			if !countsLike(fc, cf.unit) && (f0.class != "" || !headerCounts(fc, cf.unit)) {
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
		if cf.class == "count" && f0.class == "" && headerCounts(fc, cf.unit) {
			score += 2
		}
		if (bare || bareFacts) && score == 0 {
			continue // a bare figure names its attribute or nothing
		}
		// "1,80 m de altura" names Height as "Altura: 177 cm" does (a name
		// the unit alone gave names nothing).
		if cf.label != "" && cf.label == fc.label && !cf.fallback {
			score += 2
		}
		// "rated for at least 120 kg" against a max load and a hull
		// weight: a floor bounds what is better higher.
		if bound != 0 && fc.dir == bound {
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

// sameInflected reports whether a and b are one word in two inflections:
// a shared stem of five letters or more, each ending at most two letters
// past it ("lietotāji", "lietotājus").
func sameInflected(a, b string) bool {
	ra, rb := []rune(a), []rune(b)
	n := 0
	for n < len(ra) && n < len(rb) && ra[n] == rb[n] {
		n++
	}
	return n >= 5 && len(ra)-n <= 2 && len(rb)-n <= 2
}

// headerCounts reports whether fc's label names what a count's unit
// counts: the same word inflected ("lietotāji", "lietotājus"), or a word
// the attribute table gives that label ("mind. 3.5 Zimmer" against the
// column "Zimmer", read as Rooms).
func headerCounts(fc factCriterion, unit string) bool {
	w := firstPart(unit)
	return sameInflected(strings.ToLower(fc.label), w) || attrKnown(w) == fc.label
}

// optionsIn counts the options that state a figure of fc.
func optionsIn(fc factCriterion) int {
	var seen []int
	for _, f := range fc.facts {
		if !slices.Contains(seen, f.opt) {
			seen = append(seen, f.opt)
		}
	}
	return len(seen)
}

// namesLabel reports whether limit l says a word of an attribute's label.
func (d *doc) namesLabel(l limit, label string) bool {
	words := d.contentWords(l.s.a, l.s.b)
	for _, w := range strings.Fields(strings.ToLower(label)) {
		if containsStr(words, w) || containsStr(words, strings.TrimSuffix(w, "s")) || sharesStem(words, w) {
			return true
		}
	}
	return false
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
		// ("110 invités assis" against "90 personnes assises": people
		// either way.)
		if f.class == "count" && (sameCounted(f.unit, unit) || headcount[firstPart(f.unit)] && headcount[firstPart(unit)]) {
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
	// The refusal stands in the limit's own clause: in "I need at least
	// 50GB, anything under that is out" it names "under", not "at least".
	refuses := d.refusesIn(l.a, l.b) || d.findPhraseIn(l.a, l.b, breakerIdx) >= 0
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
		// ("they won't sign anything over that": a bound that names what
		// is refused, "anything over", stays an upper bound under the
		// refusing verb's negation.)
		negated := compares && d.deniesBefore(max(l.a, i-3), i) || d.spendNotAfter(i, l.b) || tok >= l.a && tok < l.b && d.wantRefusedBefore(l.a, i)
		if negated {
			v = -v // "can't do more than $350", "não posso pagar mais de 800 €": at most
		}
		// "anything deeper than 95 cm blocks it", "alles länger als zwei
		// Stunden": what the comparison names is refused.
		// ("More than $100 a month we just can't manage": a negation
		// after the figure refuses it.)
		// ("I'm not signing anything longer than 12 months": the
		// negation and "anything" refuse one range, once.)
		if compares && (refuses || i > l.a && refusedRange[d.toks[i-1].low] && !negated || !negated && d.refusedBeyond(i) > i) {
			v = -v
		}
		if k := abs(tok - i); k < dist {
			best, dist = v, k
		}
		i = end - 1
	}
	return best
}

// boundRightBefore reports whether a bound phrase ("minimum", "at most",
// "under") ends right before the figure at tok, within limit l.
func (d *doc) boundRightBefore(l limit, tok int) bool {
	for i := max(l.a, tok-4); i < tok; i++ {
		for _, idx := range []phraseIndex{belowIdx, maxIdx, minIdx} {
			if e := d.phraseSpan(i, tok, idx); e > i && e >= tok-1 {
				return true
			}
		}
	}
	return false
}

func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

// deniesBefore reports a negator in [a, i) that denies what follows it,
// not a question tag: "we said, didn't we, anything more than 3 miles is
// out" (a negated auxiliary right before its subject pronoun) asks for
// agreement and denies nothing.
func (d *doc) deniesBefore(a, i int) bool {
	for j := a; j < i; j++ {
		tag := strings.HasSuffix(d.toks[j].low, "n't") && j+1 < len(d.toks) && subjectPronouns[d.toks[j+1].low]
		if d.negates(d.toks[j].low) && !tag {
			return true
		}
	}
	return false
}

// wantRefusedBefore reports whether a want the caller denies stands in
// [a, i): "We don't want him on a bus more than 45 minutes" wants at most
// 45.
func (d *doc) wantRefusedBefore(a, i int) bool {
	for j := a; j < i; j++ {
		if e := max(d.phraseSpan(j, i, wantIdx), d.phraseSpan(j, i, wantNotIdx)); e > j {
			return slices.ContainsFunc(d.toks[max(a, j-2):e], func(t token) bool { return d.negates(t.low) })
		}
	}
	return false
}

// refusedRange opens the range a comparison refuses ("anything deeper
// than 95 cm").
var refusedRange = set(mustSection(consLists, "constraints.txt", "refused-range")...)

// spendNotAfter reports whether a negated verb of spending follows i in
// its limit: "Mehr als 500 € … will ich nicht ausgeben" caps, as "I won't
// spend more than" does.
func (d *doc) spendNotAfter(i, b int) bool {
	for k := i + 1; k+1 < b; k++ {
		// ("non posso spendere", "nie mogę wydać": a modal between.)
		if isNegator(d.toks[k].low) && (spendVerbs[d.toks[k+1].low] || k+2 < b && d.toks[k+1].kind == tWord && spendVerbs[d.toks[k+2].low]) {
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

// headsNamedBefore reports whether the clause of token i names the heads
// a few words before it ("Guest list is final at 124", "Gäste: 86") with
// no other figure between.
func (d *doc) headsNamedBefore(i int) bool {
	c := d.clauseAt(i)
	for j := i - 1; j >= max(c.a, i-6); j-- {
		if d.toks[j].kind == tNum {
			return false
		}
		if headcount[d.toks[j].low] {
			return true
		}
	}
	return false
}
