package offline

import (
	"slices"
	"strings"

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
	wantNotIdx    = phraseList(mustSection(consLists, "constraints.txt", "want-not"))
	softIdx       = phraseList(mustSection(consLists, "constraints.txt", "soft"))
	boundAfterMin = wordSet(mustSection(consLists, "constraints.txt", "bound-after-min"))
	boundAfterMax = wordSet(mustSection(consLists, "constraints.txt", "bound-after-max"))
	refuseWords   = wordSet(mustSection(consLists, "constraints.txt", "refuse"))
	concepts      = readConcepts(consLists)
	scales        = readScales(consLists)
	atMostIdx     = phraseList(mustSection(consLists, "constraints.txt", "scale-at-most"))
	valueNoIdx    = phraseList(mustSection(consLists, "constraints.txt", "value-no"))
	valueYesIdx   = phraseList(mustSection(consLists, "constraints.txt", "value-yes"))
	valueOnly     = set(mustSection(consLists, "constraints.txt", "value-only")...)
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
	// need are the words that state the need itself, with no marker:
	// "Dad uses a wheelchair", "we have a dog". Optional.
	need phraseIndex
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
			need:    phraseList(secs["concept "+n+" need"]),
		})
	}
	return out
}

// needIn returns where sentence s states a concept's need ("uses a
// wheelchair"), or −1; the need said as what an option has or lacks
// ("wheelchair accessible") is none.
func (d *doc) needIn(s sentence) int {
	for _, cn := range concepts {
		if len(cn.need) == 0 {
			continue
		}
		for i := s.a; i < s.b; i++ {
			// (A word no need opens is passed without reading a phrase:
			// every sentence of every text is asked.)
			if t := d.toks[i]; (cn.need[t.low] == nil && (t.fz == "" || cn.need[t.fz] == nil) || d.phraseSpan(i, s.b, cn.need) <= i) && !d.ownedTrigger(i, s.b, cn) {
				continue
			}
			covered := false
			for j := max(s.a, i-2); j <= i && !covered; j++ {
				covered = d.phraseSpan(j, s.b, cn.yes) > i || d.phraseSpan(j, s.b, cn.no) > i
			}
			if !covered {
				return i
			}
		}
	}
	return -1
}

// ownedTrigger reports whether a first-person possessive at i owns the
// concept's thing within three words ("our spaniel", "my two old
// cats"): the need stated without a phrase of its own.
func (d *doc) ownedTrigger(i, b int, cn concept) bool {
	if !callerPossessives[d.toks[i].low] {
		return false
	}
	for j := i + 1; j < min(b, i+4); j++ {
		if d.phraseSpan(j, b, cn.trigger) > j {
			return true
		}
		if d.toks[j].kind == tPunct {
			return false
		}
	}
	return false
}

// onlyAfter are the words that, after a thing at a clause's end, accept
// it alone ("automatic only").
var onlyAfter = set(mustSection(consLists, "constraints.txt", "only-after")...)

var callerPossessives = set(mustSection(consLists, "constraints.txt", "caller-possessives")...)

// limit is one constraint statement: the clause that states it, inside
// its sentence.
type limit struct {
	a, b int // the clause
	s    sentence
	text string
	want bool // stated as a want ("I also want X"): silence does not break it
	need bool // a need stated as a fact of the party ("me + my dog"): read as its concept only
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

var saidAfterIdx = phraseList(mustSection(consLists, "constraints.txt", "said-after-marker"))

// sayingAfter reports whether a verb of saying follows a modal marker
// ending at e: "I must say", "have to admit", "je dois avouer" comment,
// they require nothing. ("Our one non-negotiable point" is no modal.)
func (d *doc) sayingAfter(e, b int) bool {
	return e < b && sayingModals[d.toks[e-1].low] && d.phraseSpan(e, b, saidAfterIdx) > e
}

// sayingModals end the markers a verb of saying can follow.
var sayingModals = set(mustSection(consLists, "constraints.txt", "saying-modals")...)

// refusedBeyond returns the end of a comparison at i ("more than",
// "unter") that a figure follows right after and a negation later in
// its clause refuses, with no negation before it: "More than $100 a
// month we just can't manage" caps at $100. A "without" ("para que quepa
// el carrito sin desmontarlo") refuses nothing. −1 otherwise.
func (d *doc) refusedBeyond(i int) int {
	c, e := d.figureComparison(i)
	if e < 0 || d.deniesBefore(c.a, i) {
		return -1
	}
	if refused, _ := d.whatFollows(c, e); refused {
		return e
	}
	return -1
}

// whatFollows reads clause c after a comparison ending at e: refused,
// where a negation comes first ("… we just can't manage"); costed, where
// "or" or "otherwise" comes first and a negation after it ("at least
// ₦900,000 or we cannot cover school fees", "moins de 22 kg sinon je ne
// le monte pas": what missing the limit costs, which refuses nothing).
func (d *doc) whatFollows(c clause, e int) (refused, costed bool) {
	for k := e + 1; k < c.b; k++ {
		if coordWords[d.toks[k].low] || otherwiseWords[d.toks[k].low] {
			return false, slices.ContainsFunc(d.toks[k+1:c.b], func(t token) bool { return d.negates(t.low) })
		}
		if d.negates(d.toks[k].low) && !d.saysWithout(k) && !d.emphaticNegation(k) {
			return true, false
		}
	}
	return false, false
}

// comparisonLimit reports whether a comparison at i that a figure
// follows is a limit with no marker: one a negation at most three words
// before it denies ("hindi pwedeng lagpas 770 mm", "darf nicht länger
// als 30 Minuten"), one a negation later in its clause refuses ("More
// than $100 a month we just can't manage"), or one that what missing it
// costs follows ("unter 20 kg, sonst trage ich ihn nicht").
func (d *doc) comparisonLimit(i int) bool {
	c, e := d.figureComparison(i)
	if e < 0 {
		return false
	}
	if d.deniesBefore(max(c.a, i-3), i) {
		return true
	}
	refused, costed := d.whatFollows(c, e)
	return costed || refused && !d.deniesBefore(c.a, i)
}

// emphaticNegation reports whether the negator at k only stresses what
// follows it ("not negotiable", "no compromise"): it refuses nothing.
func (d *doc) emphaticNegation(k int) bool {
	for j := k + 1; j < len(d.toks) && j <= k+2; j++ {
		for _, stem := range emphaticNegated {
			if strings.HasPrefix(d.toks[j].low, stem) {
				return true
			}
		}
	}
	return false
}

var emphaticNegated = mustSection(consLists, "constraints.txt", "emphatic-negated")

// otherwiseWords open what missing a limit costs: "less than 22 kg,
// otherwise I can't carry it" refuses nothing of the 22 kg.
var otherwiseWords = set(mustSection(consLists, "constraints.txt", "otherwise")...)

// figureComparison returns the clause of token i and the end of a
// comparison at i ("more than", "unter") that a figure follows at once,
// or −1.
func (d *doc) figureComparison(i int) (clause, int) {
	// (Most words open no comparison: ask that before finding the clause,
	// which every word of a sentence without a marker is asked.)
	if max(d.phraseSpan(i, len(d.toks), minIdx), d.phraseSpan(i, len(d.toks), belowIdx)) <= i {
		return clause{}, -1
	}
	c := d.clauseAt(i)
	e := max(d.phraseSpan(i, c.b, minIdx), d.phraseSpan(i, c.b, belowIdx))
	if e <= i || e >= c.b || !d.amountStarts(e) && (e+1 >= c.b || !d.amountStarts(e+1)) {
		return c, -1
	}
	return c, e
}

// statedBeforeQuestion returns where the question of question sentence s
// starts when only its last clause asks it: a clause of at most six
// words after a comma, a semicolon or a dash, opened by a question word
// ("…, $212/mo, which one??"). Otherwise s.a: the whole sentence asks.
func (d *doc) statedBeforeQuestion(s sentence) int {
	for k := s.b - 1; k > s.a; k-- {
		t := d.toks[k]
		if t.s != "," && t.s != ";" && t.s != "—" && t.s != "–" {
			continue
		}
		ws := d.wordsIn(k+1, s.b)
		if len(ws) == 0 || len(ws) > 6 || !questionWord[ws[0]] {
			return s.a
		}
		return k
	}
	return s.a
}

// readLimits is limits, read once per text.
func (d *doc) readLimits() []limit {
	var out []limit
	for k, s := range d.sents {
		if s.question {
			// "storage unit, need at least 100 sq ft and can't pay more
			// than $200/mo — Public Storage …, which one??": a question
			// put only in its last short clause states what comes
			// before it.
			b := d.statedBeforeQuestion(s)
			if b <= s.a {
				continue
			}
			s = sentence{a: s.a, b: b}
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
			if e := d.phraseSpan(i, s.b, hardIdx); e > i && !d.negatedAt(s.a, i) && !d.conditionalAt(s.a, i) && !d.softAt(d.clauseAt(i)) && !d.choosingAt(e, s.b) && !d.nameNotMarker(i, e, s) && !d.mostNotBound(i, e) && !d.abbreviationNotBound(e) && !d.sayingAfter(e, s.b) {
				ats = append(ats, i)
				i = e - 1
			}
		}
		// "ohne Spülmaschine zieh ich nirgendwo mehr ein", "without a
		// lift we won't even look at it": a thing whose absence the
		// speaker refuses is required, with no marker.
		for i := s.a; i+1 < s.b; i++ {
			if !d.saysWithout(i) || postpositions[d.toks[i].low] || d.toks[i+1].kind != tWord || !d.withoutNegated(i+1, s.a, s.b) || !d.speakerIn(s.a, s.b) {
				continue
			}
			// (A clause with a figure is read by its figure: "weiter als
			// 3 km geht ohne Auto nicht".)
			c := d.clauseAt(i)
			if !d.hasAmount(c.a, c.b) && !slices.ContainsFunc(ats, func(at int) bool { return at >= c.a && at < c.b }) {
				ats = append(ats, i)
			}
		}
		// "she can't drive stick so automatic only": a clause that ends
		// on a thing and "only", in a clause a person speaks, accepts
		// that thing alone. ("for two weeks only" counts; "online only"
		// in a listing and "electricity only" describe, no one
		// requires.)
		for i := s.a + 1; i < s.b; i++ {
			if !onlyAfter[d.toks[i].low] || i+1 < s.b && d.toks[i+1].kind != tPunct {
				continue
			}
			prev := d.toks[i-1]
			if prev.kind != tWord || stopwords[prev.low] || i >= 2 && d.toks[i-2].kind == tNum {
				continue
			}
			if c := d.clauseAt(i); d.speakerIn(c.a, c.b) && !d.hasAmount(c.a, c.b) && !d.negatedAt(s.a, i) && !d.conditionalAt(s.a, i) && !slices.ContainsFunc(ats, func(at int) bool { return at >= c.a && at < c.b }) {
				ats = append(ats, i)
				slices.Sort(ats)
			}
		}
		// "C'est non négociable." alone marks the sentence before and
		// states nothing itself ("Non-negotiable: we stay on Xero." marks
		// what follows its colon).
		if len(ats) > 0 && !d.ownLimit(s) && d.wordCount(s.a, s.b) <= 6 && !d.marksAfterColon(ats[0], s) {
			ats = nil
		}
		// "Io però voglio anche il Bluetooth MIDI": a want in the first
		// person, where nothing harder marks the sentence.
		// (A clause of its own: "Potřebuju pojištění, které kryje zimní
		// sporty, limit … minimálně 5 mil." wants one thing and bounds
		// another.)
		wantAts := map[int]bool{}
		for i := s.a; i < s.b; i++ {
			denied := d.phraseSpan(i, s.b, wantNotIdx) > i
			e := d.phraseSpan(i, s.b, wantIdx)
			if e <= i && !denied || e > i && d.requestAfter(e, s.b) {
				continue
			}
			// "non voglio spendere più di 700 €": a want negated before a
			// comparison with a figure caps it.
			c := d.clauseAt(i)
			if slices.ContainsFunc(ats, func(at int) bool { return at >= c.a && at < c.b }) {
				continue
			}
			compares := d.hasAmount(c.a, c.b) && (d.findPhraseIn(i, c.b, minIdx) >= 0 || d.findPhraseIn(i, c.b, belowIdx) >= 0)
			if denied && !compares {
				continue
			}
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
					if c := d.clauseAt(i); slices.ContainsFunc(d.toks[max(c.a, s.a):i], func(t token) bool { return d.negates(t.low) }) {
						ats = append(ats, i)
						break
					}
				}
			}
		}
		// "jag kan hämta tidigast 17:40", "ich kann frühestens 17:15
		// abholen": the earliest the caller can come for it, a time of
		// day after the word, a window to use in the sentence.
		if len(ats) == 0 && d.findPhraseIn(s.a, s.b, windowIdx) >= 0 {
			for i := s.a; i < s.b; i++ {
				if e := d.phraseSpan(i, s.b, earliestIdx); e > i && len(d.clocksIn(e, min(e+max(3, d.clockReach(e)), s.b))) > 0 {
					ats = append(ats, i)
					break
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
		// "meh als 2'400 Stutz im Monet liit eifach nöd drin": a
		// comparison that is a limit with no marker (comparisonLimit),
		// one per clause no marker holds: "maximal 2'400.–, mind. 3.5
		// Zimmer und Arbeitsweg nicht länger als 20 Minuten" states three
		// limits.
		for i := s.a; i < s.b; i++ {
			if !d.comparisonLimit(i) {
				continue
			}
			c := d.clauseAt(i)
			if !slices.ContainsFunc(ats, func(at int) bool { return at >= c.a && at < c.b }) {
				ats = append(ats, i)
				slices.Sort(ats)
			}
			i = max(i, c.b-1)
		}
		// "Dad uses a wheelchair and can't do steps at all", "we have a
		// dog": a need stated as a fact of the party is a limit.
		// ("My non-negotiables: I have a cat (…), total rent … must stay
		// at or under £1,150": the need is a limit of its own clause.)
		needAts := map[int]bool{}
		if i := d.needIn(s); i >= 0 {
			if c := d.clauseAt(i); !slices.ContainsFunc(ats, func(at int) bool { return at >= c.a && at < c.b }) {
				ats = append(ats, i)
				needAts[i] = true
				slices.Sort(ats)
			}
		}
		// "Constraints / - Delivered by 14 March": a statement under a
		// heading of limits is one, marker or not.
		// ("- Gestion de la paie incluse (2 bulletins/mois), pas question
		// de la faire nous-mêmes": the first clause too, where a marker
		// stands only in a later one.)
		if (len(ats) == 0 || ats[0] >= d.clauseAt(s.a).b) && d.underLimitsHeading(s.a) {
			ats = append([]int{s.a}, ats...)
		}
		// "Eisen: elektrisch, minimaal 2 kinderzitjes, en maximaal
		// €4.000": after a lead-in that names limits, every item of the
		// list is one.
		if e := d.leadInColon(s); e > s.a {
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
			if d.wordCount(n.a, n.b) <= 12 && !d.ownLimit(n) {
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
			// ("So whatever he gets has to be rechargeable: he needs to
			// be able to …": a clause that names its thing before the
			// marker and states it after is a limit, colon or not.)
			// ("Start date no later than 1 September: the handover
			// overlap is mandatory": a lead-in with a date or a figure of
			// its own states the limit the reason after it marks.)
			statesItself := len(d.contentWords(c.a, at)) > 0 && d.statesAfter(at, c) || d.hasAmount(c.a, c.b) || d.dated(c.a, c.b)
			if j+1 < len(ats) && d.leadIn(c, ats[j+1]) && !statesItself {
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
			case d.wordCount(c.a, c.b) < 4 && !d.statesAfter(at, c) && !d.hasAmount(c.a, c.b) && len(d.contentWords(c.a, at)) == 0 || bare:
				c = clause{a: s.a, b: s.b}
			}
			c.b = d.datedContinuation(c, s)
			// "That part is not negotiable." marks the sentence before; on
			// its own it states nothing.
			if seen[c.a] || len(d.contentWords(c.a, c.b)) == 0 && !d.hasAmount(c.a, c.b) {
				continue
			}
			seen[c.a] = true
			out = append(out, limit{a: c.a, b: c.b, s: s, text: quote(strings.TrimRight(d.phrase(c.a, c.b), ",;: ")), want: wantAts[at], need: needAts[at]})
		}
	}
	return out
}

// datedContinuation returns where limit clause c ends when an "and"
// goes on with the same subject to a date ("the roof has to be replaced
// and signed off by October 31"): the end of that clause; else c.b.
func (d *doc) datedContinuation(c clause, s sentence) int {
	if w := d.lowAt(c.b); c.b >= s.b || !andWords[w] || (w == "a" || w == "i") && d.lang == "en" || c.b+1 >= s.b {
		return c.b
	}
	n := d.clauseAt(c.b + 1)
	if n.b <= c.b+1 || subjectPronouns[d.toks[c.b+1].low] || articles[d.toks[c.b+1].low] || !d.dated(c.b+1, n.b) {
		return c.b
	}
	return n.b
}

// andWords join two clauses: "and" in the languages read (Czech "a" and
// Polish "i" not in English text).
var andWords = set(mustSection(discourse, "discourse.txt", "and-words")...)

// marksAfterColon reports whether the marker at i heads what follows it
// after a colon: "Non-negotiable: we stay on Xero".
func (d *doc) marksAfterColon(i int, s sentence) bool {
	e := d.phraseSpan(i, s.b, hardIdx)
	return e > i && e+1 < s.b && d.toks[e].s == ":"
}

// nameNotMarker reports whether a one-word marker at i is a name that
// spells it: "hunden Max kommer med" — written with its capital inside
// the sentence, no figure within three words.
func (d *doc) nameNotMarker(i, e int, s sentence) bool {
	t := d.toks[i]
	// (German writes every noun with its capital: "die absolute
	// Obergrenze" is a marker.)
	if e != i+1 || i == s.a || !t.upper || t.s == strings.ToUpper(t.s) || d.lang == "de" {
		return false
	}
	for j := max(s.a, i-3); j < min(s.b, i+4); j++ {
		if d.toks[j].kind == tNum {
			return false
		}
	}
	return true
}

// mostWords bound a figure and also say "most" or "least" ("najviše
// 300 €" caps; "mi se najviše sviđa" is liked best).
var mostWords = set(mustSection(consLists, "constraints.txt", "most")...)

// mostNotBound reports whether the marker [i, e) is such a word with no
// figure in its clause: a preference, not a limit.
func (d *doc) mostNotBound(i, e int) bool {
	if e != i+1 || !mostWords[d.toks[i].low] {
		return false
	}
	c := d.clauseAt(i)
	return !slices.ContainsFunc(d.toks[c.a:c.b], func(t token) bool { return t.kind == tNum })
}

// abbreviationNotBound reports whether the marker ending at e is an
// abbreviation ("mind." for "mindestens") with no figure right after
// it: "mind. 3.5 Zimmer" bounds, "I've lost my mind." does not.
func (d *doc) abbreviationNotBound(e int) bool {
	return d.toks[e-1].s == "." && !d.amountStarts(e)
}

// leadInColon returns the colon that ends a lead-in of limits opening
// sentence s ("Eisen:", "Requisitos de que não abdico:": a few words may
// qualify the heading before its colon), or −1.
func (d *doc) leadInColon(s sentence) int {
	// ("My non-negotiables:", "Our must-haves:": a possessive may open
	// the heading.)
	a := s.a
	if a+1 < s.b && (callerPossessives[d.toks[a].low] || articles[d.toks[a].low]) {
		a++
	}
	e := d.phraseSpan(a, s.b, limitHeadings)
	if e <= a {
		return -1
	}
	for k := e; k < min(s.b, e+5); k++ {
		switch {
		case d.toks[k].s == ":":
			return k
		case d.toks[k].kind != tWord:
			return -1
		}
	}
	return -1
}

// requestAfter reports whether what the text asks of its reader follows
// a marker ending at e ("mi serve un consiglio", "I need your advice",
// "jag behöver råd"): no limit on the options.
func (d *doc) requestAfter(e, b int) bool {
	for k := e; k < min(b, e+3); k++ {
		if requestNouns[d.toks[k].low] {
			return true
		}
		if !stopwords[d.toks[k].low] && !pronounWord[d.toks[k].low] {
			break
		}
	}
	return false
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
	if e < b && purchaseVerbs[d.toks[e].low] {
		return true
	}
	// "must renew or change", "have to stay or go": two courses of
	// action joined by "or" are the decision itself.
	if e+2 < b && d.toks[e+1].low == "or" && (actionVerbs[d.toks[e].low] || d.toks[e].low == "change") && (actionVerbs[d.toks[e+2].low] || d.toks[e+2].low == "change") {
		return true
	}
	if d.requestAfter(e, b) {
		return true
	}
	// "we need to get the two pallets … to Rotterdam", "need to send the
	// samples": the errand the options are for, when it sets no figure.
	// ("has to deliver with a tail-lift" says how: a requirement; "have
	// to deliver in Halifax by October 31" sets a date, as a figure.)
	if e < b && errandVerbs[d.toks[e].low] && !meansWords[d.lowAt(e+1)] {
		c := d.clauseAt(e)
		if _, dated := d.momentIn(c.a, min(c.b, b)); !d.hasAmount(c.a, min(c.b, b)) && !dated {
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

// meansWords say how an errand is done: "deliver with a tail-lift".
var meansWords = set(mustSection(consLists, "constraints.txt", "means")...)

var (
	errandVerbs   = set(mustSection(consLists, "constraints.txt", "errand")...)
	purchaseVerbs = set(mustSection(consLists, "constraints.txt", "purchase")...)
	requestNouns  = set(mustSection(consLists, "constraints.txt", "request")...)
)

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
		// ("anything without a dishwasher is out": a refusal of the
		// thing's absence requires it.)
		if isNegator(d.toks[i].low) || d.saysWithout(i) {
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
		// ("ohne Anhängerkupplung geht gar nichts": "without" negates
		// the thing after it, not the marker after that.)
		if d.negates(d.toks[j].low) && (j == i-1 || !d.saysWithout(j)) {
			return true
		}
	}
	return false
}

// negatedWithin reports a negator in [a, b).
func (d *doc) negatedWithin(a, b int) bool {
	for j := a; j < b; j++ {
		if d.negates(d.toks[j].low) {
			return true
		}
	}
	return false
}

// constraints checks every stated limit against the options.
func (r *reading) constraints() []ports.Constraint {
	d := r.d
	var out []ports.Constraint
	var needs []int // the constraints read from needs stated as facts
	for _, l := range d.limits() {
		if r.describesOption(l) {
			continue
		}
		// The first reading that applies decides: a figure, a date, a
		// dated moment ("lands Oct 15 09:10"), a time of day alone, then
		// a required thing. A reading that would rule out every option
		// has misread the limit; the next one is tried.
		for k, read := range []func(limit) (ports.Constraint, bool){r.numericLimit, r.deadlineLimit, r.clockLimit, r.mustLimit} {
			if l.need && k < 3 {
				continue // ("me + my dog (40 lb lab mix …)" bounds no figure: a need is its concept)
			}
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
			// "it has to be an automatic (his knee is shot), and nothing
			// with more than 80,000 miles": a limit that borrowed its
			// sentence's figure still requires what it names.
			if k == 0 && c.Text != l.text && len(c.Breaches) > 0 {
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
			// read; nor does one from elsewhere in the text, when the
			// limit's own clause states no figure.
			if len(c.Breaches) == 0 && (c.Text != l.text || !d.hasAmount(l.a, l.b)) {
				continue
			}
			if len(c.Breaches) > 0 {
				out = append(out, c)
				if l.need {
					needs = append(needs, len(out)-1)
				}
			}
			break
		}
	}
	// "Notre associée est en fauteuil roulant, donc le local doit être
	// accessible": a need its sentence also states as a limit is that
	// limit, said once.
	for k := len(needs) - 1; k >= 0; k-- {
		n := needs[k]
		others := slices.Delete(slices.Clone(out), n, n+1)
		if repeats(others, out[n]) {
			out = slices.Delete(out, n, n+1)
		}
	}
	if c, ok := r.capacityLimit(); ok && len(c.Breaches) < r.callerCount() {
		out = append(out, c)
	}
	// The limits read from the whole text, not from one limit clause.
	for _, read := range []func() (ports.Constraint, bool){r.weightLimit, r.fitLimit, r.workEndLimit, r.weekdayLimit, r.availabilityLimit, r.datesLimit, r.awayLimit, r.ageLimit, r.eventDayLimit, r.startDateLimit} {
		if c, ok := read(); ok && !repeats(out, c) {
			out = append(out, c)
		}
	}
	return r.unlessAllOut(out)
}

// speakerIn reports whether a subject pronoun stands in [a, b), "i" only
// in English ("32 personer i klassrumsuppställning" is Swedish "in").
func (d *doc) speakerIn(a, b int) bool {
	for j := a; j < b; j++ {
		if w := d.toks[j].low; subjectPronouns[w] && (w != "i" || d.lang == "en") {
			return true
		}
	}
	return false
}

// breached reports whether c already rules out the option with the given
// id: one breach an option, however often its figure is stated.
func breached(c ports.Constraint, id string) bool {
	return slices.ContainsFunc(c.Breaches, func(b ports.Breach) bool { return b.OptionID == id })
}

// repeats reports whether a constraint of c's kind already rules out
// exactly the options c does: the same limit read twice.
func repeats(cs []ports.Constraint, c ports.Constraint) bool {
	ids := func(c ports.Constraint) []string {
		var out []string
		for _, b := range c.Breaches {
			out = append(out, b.OptionID)
		}
		slices.Sort(out)
		return out
	}
	return slices.ContainsFunc(cs, func(o ports.Constraint) bool { return o.Kind == c.Kind && slices.Equal(ids(o), ids(c)) })
}

const silentBreach = ": the text does not say it meets this"

// unlessAllOut keeps, where the limits together would rule out every
// caller option, only the breaches the options' own words state: an
// option's silence is the weakest evidence, and a reading that leaves
// nothing has misread a limit somewhere ("cykeln behöver en ordentlig
// service" read as a requirement beside three real ones).
func (r *reading) unlessAllOut(cs []ports.Constraint) []ports.Constraint {
	if !r.leaveNone(cs) {
		return cs
	}
	kept := cs[:0]
	for _, c := range cs {
		c.Breaches = slices.DeleteFunc(c.Breaches, func(b ports.Breach) bool { return strings.HasSuffix(b.Evidence, silentBreach) })
		if len(c.Breaches) > 0 {
			kept = append(kept, c)
		}
	}
	return r.strongestThatLeaveOne(kept)
}

// leaveNone reports whether the constraints together rule out every
// caller option.
// (An engine option a limit rules out, "Keep my current laptop" at 5.2
// lbs, is none of the caller's.)
func (r *reading) leaveNone(cs []ports.Constraint) bool {
	out := map[string]bool{}
	for _, c := range cs {
		for _, b := range c.Breaches {
			if r.callerID(b.OptionID) {
				out[b.OptionID] = true
			}
		}
	}
	return len(out) >= r.callerCount()
}

// callerID reports whether id is a caller option's.
func (r *reading) callerID(id string) bool {
	for i, o := range r.opts {
		if o.ID == id {
			return r.caller[i]
		}
	}
	return false
}

// strongestThatLeaveOne keeps, where the limits still rule out every
// caller option, the strongest ones that leave one in: a figure against
// a figure first, then a date, then a required thing (the words a
// requirement is checked by are the likeliest misread), each in the
// order the text states them; a limit that would rule out the last
// option left is dropped. ("I need at least $150k base" rules out the
// one offer under it; "has to be fully remote", read against an offer's
// "one onsite week a year", would rule out the rest.)
func (r *reading) strongestThatLeaveOne(cs []ports.Constraint) []ports.Constraint {
	if !r.leaveNone(cs) {
		return cs
	}
	strength := func(c ports.Constraint) int {
		switch c.Kind {
		case "max", "min":
			return 0
		case "deadline":
			return 1
		}
		return 2
	}
	order := slices.Clone(cs)
	slices.SortStableFunc(order, func(a, b ports.Constraint) int { return strength(a) - strength(b) })
	out := map[string]bool{}
	var kept []ports.Constraint
	for _, c := range order {
		n := len(out)
		for _, b := range c.Breaches {
			if !out[b.OptionID] && r.callerID(b.OptionID) {
				n++
			}
		}
		if n >= r.callerCount() {
			continue
		}
		for _, b := range c.Breaches {
			if r.callerID(b.OptionID) {
				out[b.OptionID] = true
			}
		}
		kept = append(kept, c)
	}
	// The text's order, as the slip lists them.
	return slices.DeleteFunc(cs, func(c ports.Constraint) bool {
		return !slices.ContainsFunc(kept, func(k ports.Constraint) bool { return k.Text == c.Text && k.Kind == c.Kind })
	})
}

// describesOption reports whether a limit's words stand in a list item,
// table row or "Name: figures" line one caller option owns ("Quote 1: …
// $7,000 out-of-pocket max"), or state one named option's figure right
// after its name: the option's own terms, not a limit the caller sets.
var thirdPossessives = set("their", "its") // (not "his", "her": "her max is €900" is often the caller's own party's)

func (r *reading) describesOption(l limit) bool {
	// "Mpact also quoted, but their minimum run is 50 000 units": a
	// bound another party owns ("their minimum", "its max") describes
	// that party, never the caller's limit.
	for i := l.a; i+1 < l.b; i++ {
		w := r.d.toks[i+1].low
		if thirdPossessives[r.d.toks[i].low] && (strings.HasPrefix(w, "min") || strings.HasPrefix(w, "max")) { // ("her budget is 15k max" is the caller's party's)
			return true
		}
	}
	// "… i bekräftelsen att Stora salen tar max 32 personer": a clause
	// that names one option and, right after the name, with no one
	// speaking, states a figure is that option's figure. ("The Hertz guy
	// said a flat needs at least a 10-foot trailer" reports the caller's.)
	if ms := r.d.mentionsIn(l.a, l.b, r.keys); len(ms) == 1 {
		for o, at := range ms {
			if r.caller[o] && !r.d.speakerIn(at, l.b) && r.d.hasAmount(at, min(at+5, l.b)) {
				return true
			}
		}
	}
	// The limit's last word, not its first: a "Name — figures" line's
	// head is no part of what it lists; a listing block's detail lines
	// are its title's.
	// ("Paul: … Trattoria Lucca – private room seats 12 max, £38 a
	// head": in a chat message, a clause or sentence that opens with an
	// option's name states that option's.)
	k := r.d.lineAt(l.a)
	namedFirst := k >= 0 && r.d.lines[k].speaker != "" &&
		(len(r.d.mentionsIn(l.a, min(l.a+4, l.b), r.keys)) == 1 || len(r.d.mentionsIn(l.s.a, min(l.s.a+4, l.s.b), r.keys)) == 1)
	if !r.d.listedLine(l.b-1) && !r.d.inListingBlock(l.a) && !namedFirst {
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
	// "- Kiln Room: £340 … My absolute max is £300 for the course", "I
	// can only do Tuesday evenings starting 18:45": a figure the caller
	// bounds in the first person, in an option's line, is the caller's
	// limit. (A first-person clause with no figure, "my 11-year-old
	// cat", is read as the option's: silence on it would rule out every
	// option that does not name it.)
	if r.d.callerSpeaks(l.a, l.b) && r.d.hasDigit(l.a, l.b) {
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

// callerSpeaks reports whether [a, b) speaks in the caller's first
// person: a subject pronoun or a possessive ("I", "we", "my", "nam",
// "nós"), each in the language it says it in where it is a word of
// another ("ja" is "yes" in German, "I" is "and" in Polish).
func (d *doc) callerSpeaks(a, b int) bool {
	for i := a; i < b; i++ {
		w := d.toks[i].low
		if langs, ok := callerSubjects[w]; ok && (langs == nil || slices.Contains(langs, d.lang)) {
			return true
		}
	}
	return false
}

// callerSubjects are the first-person pronouns and possessives a caller
// states a limit with (constraints.txt [caller-first-person]), each with
// the languages it says so in where it is another language's word (none
// where it is no other's: "mes" is "my" in French and "month" in
// Spanish, "min" "my" in Swedish and "minimum" in English).
var callerSubjects = func() map[string][]string {
	m := map[string][]string{}
	for w, langs := range pairSection(consLists, "constraints.txt", "caller-first-person") {
		m[w] = nil
		if langs != "" {
			m[w] = strings.Split(langs, "/")
		}
	}
	return m
}()

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
		// ("stored in the EU" beside "EU hosting": a word in capitals the
		// text writes so again is a name, whatever function word it
		// spells in some language; "Budget is SO tempting" stresses once.)
		// (A script without capitals, Thai or Arabic, writes none.)
		acronym := len([]rune(t.s)) >= 2 && t.s == strings.ToUpper(t.s) && t.s != strings.ToLower(t.s) && !isNegator(w) && d.spelledAgain(i)
		if !acronym && (stopwords[w] || langWords[w] != nil || pronounWord[w] || lightVerb[w] || genericWord[w] || len([]rune(w)) < 2 || requirementWords[w] || refuseWords[w] || isNegator(w)) {
			continue
		}
		out = appendUnique(out, w)
	}
	return out
}

// spelledAgain reports whether the token at i is written exactly so
// elsewhere in the text too ("EU" beside "EU", "Hetzner" beside
// "Hetzner").
func (d *doc) spelledAgain(i int) bool {
	return d.spelling(d.toks[i].s) >= 2
}

// writtenLower reports whether the text also writes token i's word in
// lower case: "Bij" opening a sentence is the word "bij".
func (d *doc) writtenLower(i int) bool {
	return d.toks[i].s != d.toks[i].low && d.spelling(d.toks[i].low) > 0
}

// spelling counts the tokens spelled s.
func (d *doc) spelling(s string) int {
	if d.spellings == nil {
		d.spellings = map[string]int{}
		for _, t := range d.toks {
			d.spellings[t.s]++
		}
	}
	return d.spellings[s]
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
