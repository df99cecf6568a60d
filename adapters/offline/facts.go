package offline

import (
	"math"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// The facts table (ENGINE.md "Facts before words"): every stated figure
// becomes (option, attribute, value, unit, direction, span) before
// anything is scored. The attribute is read from the words next to the
// figure ("defect rate 1.2%", "128 GB storage", "delivers in 2 days"),
// from the table header above it, or from its unit ("213 g" is a weight);
// its direction comes from data/attributes.tsv, never from the sentence's
// mood. An attribute the table does not know keeps direction 0 and never
// scores.

// fact is one stated figure of one option.
type fact struct {
	opt   int    // option index
	label string // the attribute's name: "Delivery time"
	crit  string // lexicon criterion it belongs to
	dir   int8   // +1 higher is better, −1 lower, 0 unknown
	value float64
	class string
	unit  string
	per   string
	scale float64
	text  string // the figure as written: "€1.85 per unit"
	// fallback marks a name given by the unit alone where another option's
	// parallel figure may name it better ("8h 10m" beside "13h 40m total
	// travel time").
	fallback bool
	// counted marks a count named only by its noun ("2 zitjes"): kept for
	// the limits that count the same thing, not listed on the slip.
	counted bool
	phrase  string // the clause it stands in, for evidence
	tok     int
}

// key groups facts that compare: same attribute, same kind of unit.
func (f fact) key() string {
	per := f.per
	if timePer(per) {
		per = "time"
	}
	if per == "way" {
		per = "" // "45 min each way" and "a 10 min walk" are one commute
	}
	u, class, label := f.unit, f.class, f.label
	switch class {
	case "money":
		u = "money"
	case "count", "":
		// "seats 40" beside "150 seated", "1 alloc" beside "5 allocs":
		// the attribute names what is counted, in either number ("2
		// Sitze" beside "1 Sitz").
		u, class, label = "", "count", countedStem(strings.ToLower(label))
	}
	return label + "|" + class + "|" + u + "|" + per
}

// countedStem takes a plural or singular ending off a counted noun
// ("sitze", "zitjes", "seats") when three letters or more stay.
func countedStem(w string) string { return cutEnding(w, countedEndings, 3) }

var countedEndings = []string{"es", "en", "e", "s"}

// perYear normalises a recurring amount to a year, so "€45/month" and
// "€540/year" compare.
func perYear(v float64, per string) float64 {
	switch per {
	case "month":
		return v * 12
	case "week":
		return v * 52
	case "day":
		return v * 365
	case "quarter":
		return v * 4
	case "hour":
		return v * 2080
	}
	return v
}

// factsFor reads the facts table for the options as the text names them
// (ks, own: which option each token speaks of). Figures no option owns
// are context: returned apart for constraints ("budget is $20,000 max",
// "the route reaches 5,416 m").
func (d *doc) factsFor(ks []optKey, own []int, roles optionRoles) (facts []fact, context []fact) {
	var loose []amount     // owned figures without an attribute of their own
	var diffs []difference // figures stated against another option's
	amts := d.amounts()
	// "Raise our price from 29 to 49": the change goes to the second
	// figure; the first is what stands now.
	for k := 1; k < len(amts); k++ {
		a, b := amts[k-1], amts[k]
		if roles.quo >= 0 && own[a.a] == roles.change && own[b.a] == roles.change && d.changePair(a, b) {
			for i := a.a; i < a.b; i++ {
				own[i] = roles.quo
			}
		}
	}
	// "d CSS schlaht uf, vo 338.– uf 401.–": a figure an option's own
	// changes from is what it was, not what it is.
	former := map[int]bool{}
	for k := 1; k < len(amts); k++ {
		if a, b := amts[k-1], amts[k]; own[a.a] >= 0 && own[a.a] == own[b.a] && d.changePair(a, b) {
			former[a.a] = true
		}
	}
	for k, m := range amts {
		if l := d.lineAt(m.a); l >= 0 && d.lines[l].header {
			continue // a figure in a table's header names a column ("10-yr return")
		}
		if former[m.a] {
			continue
		}
		// "Cloud is cheaper per year (€9k vs €14k)": the figure after "vs"
		// is the other option's, when there are two.
		if own[m.a] >= 0 && k > 0 && roles.other(own[m.a]) >= 0 && d.versusBefore(amts[k-1], m) && own[amts[k-1].a] == own[m.a] {
			own[m.a] = roles.other(own[m.a])
		}
		if m.class == "" && (!d.bareAttr(m) || d.inOptionName(m, ks)) {
			continue
		}
		f, ok := d.readFact(m)
		forAll := d.statedForAll(m)
		// "Zen: same speed, £7 a month more": a difference, not a price.
		if sign, end := d.differenceAfter(m); sign != 0 && own[m.a] >= 0 && !forAll {
			if !ok {
				f = fact{class: m.class, unit: m.unit, per: m.per, value: m.value, text: d.quantityPhrase(m), tok: m.a, fallback: true}
			}
			// "110 € de plus par mois": the rate after the comparative.
			if p := ratePer(d.rightWords(end, 3)); f.class == "money" && f.per == "" && p != "" {
				f.per, f.value = p, perYear(f.value, p)
			}
			f.opt = own[m.a]
			diffs = append(diffs, difference{f: f, sign: sign, word: d.phrase(m.b, end), ref: d.otherNamed(m, f.opt, ks)})
			continue
		}
		if (!ok || f.fallback) && own[m.a] >= 0 && m.class != "" && !forAll && !d.limitFigure(m, own) {
			loose = append(loose, m) // named below by its parallels, or by its fallback
			continue
		}
		if !ok {
			if own[m.a] < 0 && m.class != "" && m.class != "count" {
				// A figure of the situation with no attribute ("has to do 380
				// km on one charge"): kept for the limits that name it.
				f = fact{opt: -1, class: m.class, unit: m.unit, per: m.per, value: m.value, text: d.quantityPhrase(m), tok: m.a}
				if f.class == "money" && timePer(f.per) {
					f.value = perYear(f.value, f.per)
				}
				context = append(context, f)
			}
			continue
		}
		if f.dir < 0 && f.class == "money" && d.sellerPrice(m) {
			// The price the speaker charges: more is revenue, and may cost
			// customers; the text alone does not say which way is better.
			f.dir, f.label, f.crit = 0, "Our price", ""
		}
		f.opt = own[m.a]
		if f.opt < 0 || forAll || d.limitFigure(m, own) {
			f.opt = -1
			context = append(context, f)
			continue
		}
		facts = append(facts, f)
	}
	facts = d.adoptParallel(facts, loose, own)
	facts = resolveDifferences(facts, diffs)
	facts = d.statedSums(facts)
	facts = d.valueWords(facts, own)
	facts = unifyPrices(facts)
	facts = unifyZeros(facts)
	facts = unifyBareScores(facts)
	return facts, context
}

// A difference is a figure stated against another option's: "£7 a month
// more" (sign +1), "$170 less than Banfield" (−1); ref is the option it
// is stated against, −1 when the sentence names none.
type difference struct {
	f    fact
	sign int8
	word string // as written: "more", "cheaper"
	ref  int
}

var (
	differenceUp   = set(mustSection(amountLists, "amounts.txt", "difference-up")...)
	differenceDown = set(mustSection(amountLists, "amounts.txt", "difference-down")...)
)

// differenceAfter reports whether the words right after m state it as a
// difference ("£7 a month more", "€40 cheaper", "110 € de plus"): +1
// more, −1 less, 0 neither; end is where those words end. ("2 more
// rooms": a count is no difference.)
func (d *doc) differenceAfter(m amount) (sign int8, end int) {
	if m.class == "" || m.class == "count" || m.b >= len(d.toks) {
		return 0, m.b
	}
	w := d.toks[m.b].low
	if m.b+1 < len(d.toks) {
		// "100 € plus cher", "daha ucuz": a comparative of two words.
		switch two := w + " " + d.toks[m.b+1].low; {
		case differenceUp[two]:
			return +1, m.b + 2
		case differenceDown[two]:
			return -1, m.b + 2
		}
	}
	switch {
	case differenceUp[w]:
		// "£200 more expensive", "more than": the same difference.
		return +1, m.b + 1
	case differenceDown[w]:
		return -1, m.b + 1
	}
	return 0, m.b
}

// memoryBeforeStorage reports whether m is the first of two sizes of
// data joined by a slash, the smaller ("8GB/256GB", "16 GB / 512 GB"):
// memory, then storage.
func (d *doc) memoryBeforeStorage(m amount) bool {
	if m.b+1 >= len(d.toks) || d.toks[m.b].s != "/" {
		return false
	}
	for _, n := range d.amounts() {
		if n.a == m.b+1 {
			return n.class == "data" && n.value > m.value
		}
	}
	return false
}

// otherNamed returns the option other than own that m's sentence names
// after it ("less than Banfield"), else before it ("same speed as the
// Hyperoptic one, £7 a month more"), or −1.
func (d *doc) otherNamed(m amount, own int, ks []optKey) int {
	s := d.sentAt(m.a)
	for _, span := range [][2]int{{m.b, s.b}, {s.a, m.a}} {
		best, at := -1, len(d.toks)
		for k, i := range d.mentionsIn(span[0], span[1], ks) {
			if k != own && i < at {
				best, at = k, i
			}
		}
		if best >= 0 {
			return best
		}
	}
	return -1
}

// resolveDifferences turns each difference into the figure it states:
// the other option's figure on the same attribute, plus or minus it. A
// difference with no such figure is dropped: "£7 more" is not a price
// of £7.
func resolveDifferences(facts []fact, diffs []difference) []fact {
	for _, df := range diffs {
		if df.ref < 0 {
			continue
		}
		// The other's figure on the same attribute; else its figure in
		// the same unit, whose attribute the difference takes ("£7 a
		// month more" named by its unit alone, "coûte 90 € de plus que
		// Les Lutins à 300 € par mois").
		k := slices.IndexFunc(facts, func(f fact) bool { return f.opt == df.ref && f.key() == df.f.key() })
		if k < 0 {
			k = slices.IndexFunc(facts, func(f fact) bool {
				return f.opt == df.ref && f.class == df.f.class && f.unit == df.f.unit && timePer(f.per) == timePer(df.f.per)
			})
		}
		if k < 0 {
			continue
		}
		ref, nf := facts[k], df.f
		nf.label, nf.crit, nf.dir, nf.fallback = ref.label, ref.crit, ref.dir, false
		if nf.class == "money" && timePer(nf.per) && !timePer(ref.per) {
			continue // a rate beside a one-off sum: no figure to add to
		}
		// ("£7 a month more than £25/mo": the slip shows both figures.)
		nf.value, nf.text = ref.value+float64(df.sign)*nf.value, nf.text+" "+df.word+" than "+ref.text
		if nf.value >= 0 {
			facts = append(facts, nf)
		}
	}
	return facts
}

// limitFigure reports whether m is the figure of a limit in prose, not
// an option's: a bound right before it ("needs at least a 20-foot
// truck", "no more than $50") in a sentence a hard marker makes a limit,
// outside the lines that list the options.
func (d *doc) limitFigure(m amount, own []int) bool {
	// (An option's own line — an item, a row, "Ridgeline: $14.20/lb,
	// minimum order 20 lb" — states its terms.)
	k := d.lineAt(m.a)
	if m.a < 1 || k < 0 {
		return false
	}
	// ("- Kiln Room: £340, Thursdays. My absolute max is £300 though":
	// a bound the caller states in the first person, in an option's
	// list item or row, is the caller's. "Jeg så at Fjordsalen tar maks
	// 30 personer" reports the option's.)
	if c := d.clauseAt(m.a); (d.lines[k].kind == lineItem || d.lines[k].kind == lineRow) && d.callerSpeaks(c.a, c.b) && d.boundBefore(c.a, m.a) {
		return true
	}
	if d.lines[k].kind == lineItem || d.lines[k].kind == lineRow || own[d.lines[k].a] >= 0 && own[d.lines[k].a] == own[m.a] {
		return false
	}
	s := d.sentAt(m.a)
	if d.findPhraseIn(s.a, s.b, hardIdx) < 0 {
		return false
	}
	return d.boundBefore(s.a, m.a)
}

// boundBefore reports whether a phrase of a minimum or a maximum ("at
// most", "max.") ends at or just before the figure at i, within three
// tokens and not before a.
func (d *doc) boundBefore(a, i int) bool {
	for j := max(a, i-3); j < i; j++ {
		if d.phraseSpan(j, i+1, minIdx) > j || d.phraseSpan(j, i+1, maxIdx) > j {
			return true
		}
	}
	return false
}

// allWords say a figure holds for every option: "both $349", "beide
// kosten 349 €".
var allWords = set("both", "each", "beide", "beiden", "ambos", "ambas", "tous", "toutes", "entrambi", "entrambe", "ambedue",
	"allebei", "båda", "oba", "obie", "obydwa")

// statedForAll reports whether a word saying "all of them" stands within
// three words before m, with no stop between: the figure is no option's
// own.
func (d *doc) statedForAll(m amount) bool {
	for j := m.a - 1; j >= 0 && j >= m.a-3; j-- {
		t := d.toks[j]
		if t.kind == tPunct || t.kind == tNL {
			return false
		}
		if allWords[t.low] {
			return true
		}
	}
	return false
}

// unifyZeros: "copay €5 per visit" beside "no copay (€0)" — nothing per
// visit is nothing at all, so a zero stated without a rate takes the rate
// the others state for the same attribute.
func unifyZeros(facts []fact) []fact {
	for k, f := range facts {
		if f.value != 0 || f.per != "" {
			continue
		}
		per := ""
		for _, g := range facts {
			if g.label == f.label && g.class == f.class && g.unit == f.unit && g.per != "" {
				if per != "" && per != g.per {
					per = ""
					break
				}
				per = g.per
			}
		}
		facts[k].per = per
	}
	return facts
}

// unifyBareScores: "scored 81/100 on the test" beside "test score 88" —
// a bare figure under the attribute another option states on a scale,
// and within it, is on that scale too.
func unifyBareScores(facts []fact) []fact {
	for k, f := range facts {
		if f.class != "" {
			continue
		}
		for _, g := range facts {
			if g.opt != f.opt && g.label == f.label && g.class == "rating" && g.scale > 0 && f.value >= 0 && f.value <= g.scale {
				facts[k].class, facts[k].unit, facts[k].scale, facts[k].dir, facts[k].crit = g.class, g.unit, g.scale, g.dir, g.crit
				break
			}
		}
	}
	return facts
}

var genericPrice = map[string]bool{"Price": true, "Cost": true, "Monthly cost": true, "Annual cost": true, "Unit price": true}

// statedSums: "£148 return + £40 for the 23kg bag = £188" — an option
// that adds its own figures states their sum after "="; the parts are
// no prices of their own.
func (d *doc) statedSums(facts []fact) []fact {
	drop := map[int]bool{}
	for _, f := range facts {
		if f.class != "money" || f.tok < 1 || d.toks[f.tok-1].s != "=" {
			continue
		}
		// Back over the sum's terms: figures and words joined by "+",
		// up to the start of its line or a stop.
		a := f.tok - 1
		for a > 0 && d.toks[a-1].kind != tNL && !isTerminator(d.toks[a-1].s) && d.toks[a-1].s != "," && d.toks[a-1].s != ";" && d.toks[a-1].s != ":" {
			a--
		}
		if !slices.ContainsFunc(d.toks[a:f.tok], func(t token) bool { return t.s == "+" }) {
			continue
		}
		for k, g := range facts {
			if g.opt == f.opt && g.class == "money" && g.tok >= a && g.tok < f.tok-1 {
				drop[k] = true
			}
		}
	}
	if len(drop) == 0 {
		return facts
	}
	out := facts[:0]
	for k, f := range facts {
		if !drop[k] {
			out = append(out, f)
		}
	}
	return out
}

// unifyPrices: "Jira costs us $8.60 per user per month; Linear would be
// $10" — options each stating one price, in different words, state the
// same thing; the one without a rate takes the other's.
func unifyPrices(facts []fact) []fact {
	count := map[int]int{}
	for _, f := range facts {
		if f.class == "money" {
			count[f.opt]++
		}
	}
	first := -1
	for k, f := range facts {
		if f.class == "money" && count[f.opt] == 1 && genericPrice[f.label] && f.dir < 0 {
			if first < 0 || facts[first].per == "" && f.per != "" {
				first = k
			}
		}
	}
	if first < 0 {
		return facts
	}
	ref := facts[first]
	for k, f := range facts {
		if k == first || f.class != "money" || count[f.opt] != 1 || !genericPrice[f.label] || f.dir >= 0 || f.key() == ref.key() {
			continue
		}
		if f.per != "" && f.per != ref.per {
			continue // stated with its own rate: not the same figure
		}
		if f.per == "" && timePer(ref.per) {
			facts[k].value = perYear(f.value, ref.per) // a figure stated at its rate is already per year
		}
		facts[k].label, facts[k].per, facts[k].crit = ref.label, ref.per, ref.crit
	}
	return facts
}

// versusBefore reports whether "vs" (or "versus", "compared to") stands
// between amounts a and b.
func (d *doc) versusBefore(a, b amount) bool {
	if b.a-a.b > 3 || a.class != b.class {
		return false
	}
	for i := a.b; i < b.a; i++ {
		switch d.toks[i].low {
		case "vs", "versus", "v", "compared", "against":
			return true
		case "down", "up": // "£95k down to €78k"
			return i+1 < b.a && d.toks[i+1].low == "to"
		}
	}
	// "from £95k to €78k"
	return a.a > 0 && d.toks[a.a-1].low == "from" && b.a > 0 && d.toks[b.a-1].low == "to"
}

// adoptParallel names an option's figure that has no attribute of its
// own by the one attribute other options state in the same unit:
// "Candidate A: 12 years experience … Candidate B: 5 years" — B's 5 years
// are experience too.
func (d *doc) adoptParallel(facts []fact, loose []amount, own []int) []fact {
	var unnamed []amount
	for _, m := range loose {
		var label string
		var proto fact
		n := 0
		for _, f := range facts {
			if f.opt != own[m.a] && f.class == m.class && (m.class != "count" || f.unit == m.unit) && parallelPer(f.per, m.per) && f.label != label {
				if label != "" {
					n = 2
					break
				}
				label, proto, n = f.label, f, 1
			}
		}
		// "PetGuard – £46.20/month – £7,000 vet fees per year" beside
		// "Furrever – £39.80/month – £10,000 per year": where figures of
		// two names fit, the one in the same place of its line does.
		if n != 1 {
			if l, p, ok := d.sameColumn(facts, m, own); ok {
				label, proto, n = l, p, 1
			}
		}
		// "nu bij Eneco: … stroom €0,31 per kWh" beside "Vandebron: …
		// stroom €0,27": a figure with no rate, named by the same word as
		// another option's figure with one, is that figure's parallel,
		// at its rate.
		rated := false
		if n != 1 && m.class == "money" && m.per == "" {
			if p, ok := d.keyedRate(facts, m, own); ok {
				label, proto, n, rated = p.label, p, 1, true
			}
		}
		// (The same when its place in the line found the parallel: "gas
		// €1,42 per m³" for "gas €1,35".)
		if n == 1 && !rated && m.class == "money" && m.per == "" && proto.per != "" && d.keyBefore(m.a) != "" && d.keyBefore(m.a) == d.keyBefore(proto.tok) {
			rated = true
		}
		has := false
		for _, f := range facts {
			has = has || f.opt == own[m.a] && f.label == label && (!rated || f.per == proto.per)
		}
		// "CarefulCrate: $2,050, …, $100k valuation coverage" beside
		// "Metro Haul: $1,760": the option that names its second figure
		// states a bare one too, and the bare ones are parallel to each
		// other, not to the named one.
		for _, o := range loose {
			has = has || n == 1 && own[o.a] == proto.opt && o.class == m.class && o.per == m.per && o.a != proto.tok
		}
		if n != 1 || has {
			// No parallel (or the option states that one already): the
			// unit's own name, if it has one.
			if f, ok := d.readFact(m); ok {
				f.opt = own[m.a]
				facts = append(facts, f)
			} else if n == 0 {
				unnamed = append(unnamed, m)
			}
			continue
		}
		f := d.parallelOf(proto, m, own[m.a])
		if rated {
			f.per = proto.per
		}
		facts = append(facts, d.inClause(f))
	}
	for _, m := range unnamed {
		if f, ok := d.lastColumn(facts, m, own); ok {
			facts = append(facts, f)
		}
	}
	sort.SliceStable(facts, func(a, b int) bool { return facts[a].tok < facts[b].tok })
	return facts
}

// lastColumn names a figure nothing else named, that ends a line opened
// by its option, by the one attribute the figures ending the other
// options' lines were named by: "TAP  £132pp incl bag  2h 50m" under
// "easyJet  £139pp + bag £38  2h 55m", whose durations only their unit
// names, and only after TAP's line was read.
func (d *doc) lastColumn(facts []fact, m amount, own []int) (fact, bool) {
	if !d.endsOwnLine(m.a, own) {
		return fact{}, false
	}
	var proto fact
	n := 0
	for _, f := range facts {
		if f.opt == own[m.a] || f.class != m.class || !parallelPer(f.per, m.per) || !d.endsOwnLine(f.tok, own) {
			continue
		}
		if n > 0 && f.label != proto.label {
			return fact{}, false
		}
		proto, n = f, n+1
	}
	if n == 0 {
		return fact{}, false
	}
	return d.inClause(d.parallelOf(proto, m, own[m.a])), true
}

// parallelOf is figure m of option opt named as its parallel proto is.
func (d *doc) parallelOf(proto fact, m amount, opt int) fact {
	f := proto
	f.opt, f.value, f.unit, f.per, f.scale, f.text, f.tok = opt, m.value, m.unit, m.per, m.scale, d.quantityPhrase(m), m.a
	return f
}

// inClause finishes an adopted figure: money at a rate of time counts
// by the year, as every other does, and its clause is its evidence.
func (d *doc) inClause(f fact) fact {
	if f.class == "money" && timePer(f.per) {
		f.value = perYear(f.value, f.per)
	}
	c := d.clauseAt(f.tok)
	f.phrase = quote(d.phrase(c.a, c.b))
	return f
}

// endsOwnLine reports whether the figure at token i is the last of its
// line, and the line opens with the option that owns it.
func (d *doc) endsOwnLine(i int, own []int) bool {
	l := d.ownLine(i, own)
	if l < 0 {
		return false
	}
	ms := d.amounts()
	k := sort.Search(len(ms), func(k int) bool { return ms[k].a > i })
	return k == len(ms) || ms[k].a >= d.lines[l].b
}

// keyedRate returns the one fact of another option, stated at a rate,
// whose figure the same word names as it names money figure m ("stroom
// €0,31 per kWh" for "stroom €0,27").
func (d *doc) keyedRate(facts []fact, m amount, own []int) (fact, bool) {
	key := d.keyBefore(m.a)
	if key == "" {
		return fact{}, false
	}
	var found fact
	n := 0
	for _, f := range facts {
		if f.opt == own[m.a] || f.class != "money" || f.per == "" || d.keyBefore(f.tok) != key {
			continue
		}
		if n == 0 || f.label != found.label || f.per != found.per {
			found = f
			n++
		}
	}
	return found, n == 1
}

// keyBefore returns the content word right before the figure at i, past
// a colon ("stroom: €0,27", "gas €1,35"), or "".
func (d *doc) keyBefore(i int) string {
	j := i - 1
	if j >= 0 && d.toks[j].s == ":" {
		j--
	}
	if j < 0 || d.toks[j].kind != tWord || stopwords[d.toks[j].low] {
		return ""
	}
	return d.toks[j].low
}

// parallelPer reports whether two figures' rates are parallel: the
// same, or one way and none ("50 mins one way" beside "1hr 20mins"), as
// fact.key has them.
func parallelPer(a, b string) bool {
	return a == b || a == "way" && b == "" || a == "" && b == "way"
}

// sameColumn returns the one name the figures of other options in m's
// column give: in lines that each give one option's terms, separated
// alike ("PetGuard – £46.20/month – £7,000 vet fees per year – …" beside
// "Furrever – £39.80/month – £10,000 per year – …"), the figure in the
// same cell of its line, of m's class and named by its own words.
func (d *doc) sameColumn(facts []fact, m amount, own []int) (string, fact, bool) {
	k := d.cellInLine(m.a, own)
	if k < 0 {
		return "", fact{}, false
	}
	var label string
	var proto fact
	for _, f := range facts {
		if f.opt == own[m.a] || f.class != m.class || f.fallback || d.cellInLine(f.tok, own) != k {
			continue
		}
		if label != "" && f.label != label {
			return "", fact{}, false
		}
		label, proto = f.label, f
	}
	return label, proto, label != ""
}

// ownLine returns the line of token i when the option that owns i opens
// it, else −1.
func (d *doc) ownLine(i int, own []int) int {
	l := d.lineAt(i)
	if l < 0 || own[i] < 0 || own[d.lines[l].a] != own[i] {
		return -1
	}
	return l
}

// cellInLine returns how many separators (dashes, pipes, semicolons,
// commas, bullets at the line's own depth) stand before token i in its
// line, where the line opens with the option that owns i; else −1.
func (d *doc) cellInLine(i int, own []int) int {
	l := d.ownLine(i, own)
	if l < 0 {
		return -1
	}
	k := 0
	for j := d.lines[l].a; j < i; j++ {
		t := d.toks[j]
		if t.kind == tPunct && t.depth == d.toks[d.lines[l].a].depth && cellSeparators[t.s] && !tightRange(d.toks, j) {
			k++
		}
	}
	return k
}

var cellSeparators = set("–", "—", "-", "|", ";", ",", "•", "·")

// tightRange reports whether the dash at i joins the two ends of a range
// written without spaces ("Mon–Sat", "8–7").
func tightRange(toks []token, i int) bool {
	t := toks[i]
	if t.s != "–" && t.s != "-" || i == 0 || i+1 >= len(toks) {
		return false
	}
	prev, next := toks[i-1], toks[i+1]
	return prev.kind != tPunct && next.kind != tPunct && prev.end == t.start && t.end == next.start
}

// optionRoles says which caller option keeps things as they are and which
// is the change, when a decision is between exactly those two.
type optionRoles struct {
	quo, change int
}

func (r optionRoles) other(i int) int {
	switch {
	case r.quo < 0 || r.change < 0:
		return -1
	case i == r.quo:
		return r.change
	case i == r.change:
		return r.quo
	}
	return -1
}

// inOptionName reports whether bare figure m is written inside an
// option's name, after the word before it there: "Note 13" of "Redmi
// Note 13 Pro 5G" is a model, no rating of 13.
func (d *doc) inOptionName(m amount, ks []optKey) bool {
	if m.a == 0 {
		return false
	}
	w, prev := d.toks[m.a].low, d.toks[m.a-1].low
	for _, k := range ks {
		for _, ws := range k.names {
			for j := 1; j < len(ws); j++ {
				if ws[j] == w && ws[j-1] == prev {
					return true
				}
			}
		}
	}
	return false
}

// bareAttr reports whether a bare number stands in a table cell under a
// header, or right after an attribute head that takes bare numbers ("SCOP
// 4.3", "venue rating 4.7").
func (d *doc) bareAttr(m amount) bool {
	if len(d.columnHeader(m.a)) > 0 || d.roomFor(m) || d.maxHeads(m) {
		return true // a table cell: its header names it; "sala para 40"
	}
	ws := d.leftWords(m.a, 3)
	_, _, ok := findAttr(ws, "", true)
	if !ok {
		// "500 down / 73 up": the head right after the figure.
		_, _, ok = findAttr(d.rightWords(m.b, 1), "", false)
	}
	return ok
}

// leftWords returns up to n words before token i, stopping at a
// separator.
func (d *doc) leftWords(i, n int) []string {
	var out []string
	for j := i - 1; j >= 0 && len(out) < n; j-- {
		t := d.toks[j]
		if j == i-1 && (t.s == "(" || t.s == ":") {
			continue // "no copay (€0)", "Commute: 25 min": the attribute is before
		}
		if d.blocked(j) || t.kind == tPunct && t.s != "-" && t.s != "'" || t.kind == tNum || factStop[t.low] || d.tabAfter(j) {
			break
		}
		if t.kind == tWord {
			out = append(out, t.low)
			// "welkomstbonus € 100": in a language that closes its
			// compounds, the attribute head the word ends with names it.
			if head := compoundHead(t.low); head != "" && closedCompounds[d.lang] {
				out[len(out)-1] = head
			}
		}
	}
	for l, r := 0, len(out)-1; l < r; l, r = l+1, r-1 {
		out[l], out[r] = out[r], out[l]
	}
	return out
}

// tabAfter reports whether a tab follows token j on its line: the
// boundary between two cells of a table ("£132pp incl bag⇥2h 50m"),
// across which no word names a figure.
func (d *doc) tabAfter(j int) bool {
	return j+1 < len(d.toks) && strings.Contains(d.text[d.toks[j].end:d.toks[j+1].start], "\t")
}

// savingsText reports whether the text is about saving money (an account,
// a deposit) and names no loan.
func (d *doc) savingsText() bool {
	if d.savings == 0 {
		d.savings = -1
		if d.hasCue(0, len(d.toks), savingsNouns) && !d.hasCue(0, len(d.toks), loanNouns) {
			d.savings = 1
		}
	}
	return d.savings > 0
}

var (
	savingsNouns = set("savings", "saving", "deposit", "deposits", "ahorro", "ahorros", "remunerada", "depósito", "depósitos", "tagesgeld",
		"festgeld", "sparkonto", "sparen", "épargne", "livret", "poupança", "depósito", "risparmio", "deposito", "spaarrekening",
		"sparen", "spaargeld", "lokata", "oszczędności", "sparkonto", "hysa", "cd", "isa",
		// Term deposits and savings in more languages ("oročena štednja u
		// evrima", "termínovaný vklad", "mevduat", "вклад").
		"štednja", "štednju", "štednje", "oročena", "oročenje", "depozit", "depozita", "depoziti", "spoření", "spořicí", "sporenie", "sporiaci",
		"vklad", "vkladu", "megtakarítás", "betét", "betétet", "economii", "mevduat", "birikim", "säästö", "talletus", "määräaikaistalletus",
		"sparande", "opsparing", "sparekonto", "innskudd", "κατάθεση", "καταθέσεις", "προθεσμιακή", "вклад", "вклада", "депозит", "депозита",
		"сбережения", "заощадження", "влог", "deposito", "tabungan", "simpanan", "indėlis", "indėlį", "noguldījums", "depozīts", "hoius",
		"varčevanje", "vezava")
	loanNouns = set("loan", "loans", "mortgage", "mortgages", "credit", "borrow", "borrowing", "préstamo", "hipoteca", "crédito",
		"kredit", "darlehen", "hypothek", "baufinanzierung", "prêt", "emprunt", "empréstimo", "financiamento", "mutuo", "prestito",
		"lening", "hypotheek", "lån", "bolån", "kredyt", "pożyczka", "leasing", "lease", "finance", "remortgage", "remortgaging",
		"refinance", "refinancing", "refi", "ltv", "apr", "hypotéka", "hypotéku", "úver", "jelzálog", "jelzáloghitel", "kredi",
		"asuntolaina", "laina", "boliglån", "huslån", "rentevast", "zinsbindung", "euribor", "taeg", "hipotecario", "hipotecária")
)

// closedCompounds are the languages that write compounds as one word.
var closedCompounds = set("de", "nl", "sv", "da", "no")

// rightWords returns up to n words after token i, skipping "of", stopping
// at a separator.
func (d *doc) rightWords(i, n int) []string {
	var out []string
	for j := i; j < len(d.toks) && len(out) < n; j++ {
		t := d.toks[j]
		if d.blocked(j) || t.kind == tPunct && t.s != "-" || t.kind == tNum || factStop[t.low] && t.low != "of" {
			break
		}
		if t.kind == tWord && t.low != "of" && t.low != "de" && t.low != "du" && t.low != "des" {
			out = append(out, t.low)
		}
	}
	return out
}

// factStop ends the words read around a figure.
var factStop = set("and", "with", "but", "while", "whereas", "plus", "und", "y", "et", "e", "mit", "con", "avec", "com",
	"which", "that", "who", "because", "for", "vs", "or", "than", "then", "so")

// readFact finds the attribute of an amount.
func (d *doc) readFact(m amount) (fact, bool) {
	f := fact{class: m.class, unit: m.unit, per: m.per, scale: m.scale, value: m.value, text: d.quantityPhrase(m), tok: m.a}
	// "4.6 out of 5 stars (2,314)": how many rated, not a rating; more
	// ratings are more trust in the rating, not a better thing.
	if m.class == "" && d.lowAt(m.a-1) == "(" && d.ratingBefore(m.a-1) {
		return d.finishFact(f, attrDef{label: "Number of ratings"}, m), true
	}
	// "sala para 40", "a table for 12": how many the room holds; "max 10
	// in the room", "max. 6 people": how many the option takes.
	if d.roomFor(m) || d.maxHeads(m) {
		if def, _, ok := findAttr([]string{"capacity"}, m.class, true); ok {
			return d.finishFact(f, def, m), true
		}
	}
	left := d.leftWords(m.a, 4)
	// ("배터리 사용시간: 최대 180분", "Akku: bis zu 12 h": the words
	// before "up to" and its colon name the figure.)
	if len(left) == 1 && m.a >= 2 && upToWords[left[0]] && d.toks[m.a-2].s == ":" {
		left = d.leftWords(m.a-1, 4)
	}
	right := d.rightWords(m.b, 4)
	if m.class == "count" {
		right = append(strings.Fields(m.unit), right...)
	}
	// "Monthly price | £28", "annual fee of $95": the attribute's words
	// state the rate the figure does not.
	if f.class == "money" && f.per == "" {
		hdr := d.columnHeader(m.a)
		if p := ratePer(append(hdr, left...)); p != "" {
			f.per = p
		} else if n := len(hdr); n > 1 && timePer(perWords[hdr[n-1]]) {
			f.per = perWords[hdr[n-1]] // "| Price/mo |"
		}
	}
	// A table cell: the column's header names the attribute.
	if hdr := d.columnHeader(m.a); len(hdr) > 0 {
		if def, _, ok := findAttr(hdr, m.class, true); ok {
			// "max_weight_kg", "Max. Gewicht": a weight a column says an
			// option takes at most is its capacity.
			if m.class == "mass" && def.label == "Weight" && slices.ContainsFunc(hdr, func(w string) bool { return upToWords[w] || headBounds[w] }) {
				if cap, _, ok := findAttr([]string{"capacity"}, m.class, true); ok {
					def = cap
				}
			}
			return d.finishFact(f, def, m), true
		}
		// "| Årspremie |", "| Jahresbeitrag |": in a language that closes
		// its compounds, a header names the attribute head it ends with.
		if n := len(hdr); closedCompounds[d.lang] && n > 0 {
			if head := compoundHead(hdr[n-1]); head != "" {
				if def, _, ok := findAttr(append(slices.Clone(hdr[:n-1]), head), m.class, true); ok {
					return d.finishFact(f, def, m), true
				}
			}
		}
		f.label = upperFirst(strings.Join(hdr, " "))
		// "1440p avg" over "112 fps": a unit that says which way is
		// better on its own gives the column its direction.
		if unitSaysWhichWay[m.class] {
			if def, ok := d.unitDefault(m, left, right); ok {
				def.label = f.label
				return d.finishFact(f, def, m), true
			}
		}
		return d.finishFact(f, attrDef{label: f.label}, m), true
	}
	// "140 x 70 cm top", "60 × 60 × 85 cm": a dimension's place names it —
	// width, then depth, then height.
	if m.class == "distance" {
		if l := d.dimensionLabel(m); l != "" {
			if def, _, ok := findAttr([]string{l}, m.class, true); ok {
				return d.finishFact(f, def, m), true
			}
		}
	}
	dl, atL, okL := findAttr(left, m.class, true)
	dr, atR, okR := findAttr(right, m.class, false)
	// "max. hmotnost 15 kg", "max weight 30 kg": a weight an option
	// takes at most is its capacity, whatever word names the weight.
	if m.class == "mass" && d.upToBefore(m.a) && (okL && dl.label == "Weight" || okR && dr.label == "Weight") {
		if def, _, ok := findAttr([]string{"capacity"}, m.class, true); ok {
			return d.finishFact(f, def, m), true
		}
	}
	switch {
	case okL && okR:
		// The nearer phrase: distance from the figure.
		if len(left)-atL-len(dl.words) <= atR {
			return d.finishFact(f, dl, m), true
		}
		return d.finishFact(f, dr, m), true
	case okR:
		return d.finishFact(f, dr, m), true
	case okL:
		return d.finishFact(f, dl, m), true
	}
	// "optique 150 €/an": the word before names an attribute that takes
	// other figures (a cover's percentage): the figure is that
	// attribute's, in a unit whose direction the table does not give — an
	// allowance, not a cost. It is stated, and never scores.
	// ("he takes 3500 per month": a verb names no attribute; the figure
	// is the rate's.)
	if n := len(left); n > 0 && m.class == "money" && m.a > 0 && d.toks[m.a-1].kind == tWord && d.toks[m.a-1].low == left[n-1] && !factVerbs[left[n-1]] {
		if l := attrKnown(left[n-1]); l != "" {
			return d.finishFact(f, attrDef{label: l}, m), true
		}
	}
	// "orthodontie kind: €2.500" in a block of "key: value" lines: a key
	// the table does not know still names the figure (which way is
	// better, the text must say).
	if k := d.lineKey(m.a); k != "" {
		return d.finishFact(f, attrDef{label: k}, m), true
	}
	if m.per != "" {
		if def, _, ok := findAttr(append([]string{"per"}, strings.Fields(m.per)...), m.class, true); ok && m.class == "money" {
			def.fallback = true // named by its rate alone: a parallel's name wins
			return d.finishFact(f, def, m), true
		}
	}
	if def, ok := d.unitDefault(m, left, right); ok {
		def.fallback = true // a parallel figure's name, where one is stated, wins
		return d.finishFact(f, def, m), true
	}
	// "PITR 14 days" beside "PITR window 7 days": a word the table does
	// not know, standing before figures of one kind for two options,
	// names them, where its unit alone names nothing (which way is better, the text must say).
	if w := d.sharedLeftWord(m, left); w != "" {
		return d.finishFact(f, attrDef{label: upperFirst(w)}, m), true
	}
	// "£240 for up to 20 kids", "max. 6 Personen": people an option takes
	// at most are what it holds.
	if m.class == "count" && headcount[lastWord(m.unit)] && d.upToBefore(m.a) {
		if def, _, ok := findAttr([]string{"capacity"}, "count", true); ok {
			return d.finishFact(f, def, m), true
		}
	}
	// "2 zitjes", "1 zitje": a count names what it counts; which way is
	// better the text must say (a limit can: "minimaal 2 kinderzitjes").
	if m.class == "count" && m.unit != "" && !stopwords[m.unit] {
		f = d.finishFact(f, attrDef{label: upperFirst(m.unit), fallback: true}, m)
		f.counted = true
		return f, true
	}
	// "Budget 16 ft", "Penske 22 ft": a measure nothing names is kept,
	// unscored, for the limits that measure the same thing ("at least a
	// 20-foot truck").
	if l := measureLabels[m.class]; l != "" {
		f = d.finishFact(f, attrDef{label: l, fallback: true}, m)
		f.counted = true
		return f, true
	}
	return fact{}, false
}

// sharedLeftWord returns the word among the two before m that stands
// within two words before another figure of m's class on another line,
// or "": the name a listing gives a figure in every option's line. A
// word that heads its line or a "Name:" ("Candidate A: 12 years") names
// an option, not an attribute.
func (d *doc) sharedLeftWord(m amount, left []string) string {
	if m.class == "money" || m.class == "" || m.class == "count" {
		return ""
	}
	k := d.lineAt(m.a)
	for n := len(left) - 1; n >= 0 && n >= len(left)-2; n-- {
		w := left[n]
		if stopwords[w] || utf8.RuneCountInString(w) < 3 || !hasLetter(w) || d.writtenAsName(m.a, w) || d.boundWordBefore(m.a, w) {
			continue
		}
		for _, o := range d.amounts() {
			if o.a == m.a || o.class != m.class || d.lineAt(o.a) == k {
				continue
			}
			if ow := d.leftWords(o.a, 2); slices.Contains(ow, w) {
				return w
			}
		}
	}
	return ""
}

// boundWordBefore reports whether w, among the few words before i, is a
// word of comparison or bound ("más de 45 minutos", "más 10 minutos
// andando"): it says how much, not of what.
func (d *doc) boundWordBefore(i int, w string) bool {
	if _, ok := directionWords[w]; ok {
		return true
	}
	for j := max(0, i-4); j < i; j++ {
		if d.toks[j].low != w {
			continue
		}
		for _, idx := range []phraseIndex{minIdx, maxIdx, belowIdx} {
			if d.phraseSpan(j, i, idx) > j {
				return true
			}
		}
	}
	return false
}

// writtenAsName reports whether w, among the few words before i, heads
// its line or a "Name:" before the figure ("Candidate A: 12 years"): a
// name, not an attribute.
func (d *doc) writtenAsName(i int, w string) bool {
	for j := i - 1; j >= 0 && j >= i-5; j-- {
		if d.toks[j].low != w {
			continue
		}
		if k := d.lineAt(j); k >= 0 && d.lines[k].a == j {
			return true
		}
		return d.lowAt(j+1) == ":" || d.lowAt(j+2) == ":"
	}
	return false
}

// sizeUnitsApart reports whether m's line states another length in a
// different written unit ("27in 61cm").
func sizeUnitsApart(d *doc, m amount) bool {
	k := d.lineAt(m.a)
	if k < 0 {
		return false
	}
	u := writtenUnit(d.quantityPhrase(m))
	for _, o := range d.amounts() {
		if o.a != m.a && o.class == "distance" && d.lineAt(o.a) == k && writtenUnit(d.quantityPhrase(o)) != u {
			return true
		}
	}
	return false
}

// writtenUnit is the unit a figure is written in, as written: "in" for
// "27in", "cm" for "61 cm".
func writtenUnit(text string) string {
	u := strings.TrimLeft(strings.ToLower(text), "0123456789.,\u00a0 ")
	if u == "" || strings.ContainsAny(u, "0123456789 ") {
		return ""
	}
	return u
}

var measureLabels = map[string]string{"distance": "Size", "mass": "Mass", "volume": "Volume", "area": "Area", "data": "Data size"}

// unitSaysWhichWay are the classes whose unit alone says which way is
// better, whatever the figure is called: frames per second, latency,
// noise, fuel use, a rating, bandwidth.
var unitSaysWhichWay = set("framerate", "latency", "sound", "fuel", "rating", "bandwidth")

var (
	roomWords    = set(mustSection(amountLists, "amounts.txt", "room-words")...)
	roomForWords = set(mustSection(amountLists, "amounts.txt", "room-for")...)
)

// maxHeads reports whether m is a bare number a bound leads and people
// or a room follow ("max 10 in the room", "up to 12 guests" written
// without the noun counted).
func (d *doc) maxHeads(m amount) bool {
	if m.class != "" || m.value < 2 || m.value != math.Trunc(m.value) {
		return false
	}
	bounded := false
	for j := max(0, m.a-3); j < m.a; j++ {
		if e := d.phraseSpan(j, m.a+1, maxIdx); e == m.a {
			bounded = true
		}
	}
	next := d.lowAt(m.b)
	return bounded && (holdsAttr[next] || next == "in" && roomWords[d.lowAt(m.b+2)] || next == "in" && roomWords[d.lowAt(m.b+1)])
}

// dimensionLabel names a figure by its place in a dimension pair or
// triple ("140 x 70 cm": width and depth; "60 × 60 × 85 cm": width,
// depth, height), or "" outside one.
func (d *doc) dimensionLabel(m amount) string {
	// "W 214cm x D 95cm x H 86cm", "B 60 cm / T 58 cm": a capital letter
	// before the figure names the dimension.
	if m.a > 0 && !d.blocked(m.a-1) {
		if l, ok := dimensionLetters[d.toks[m.a-1].s]; ok {
			return l
		}
	}
	before := 0
	for i := m.a - 1; i >= 1 && dimensionMark[d.lowAt(i)] && d.toks[i-1].kind == tNum; i -= 2 {
		before++
	}
	after := dimensionMark[d.lowAt(m.b)] || m.b > m.a && dimensionMark[d.lowAt(m.a+1)] && d.toks[m.a].kind == tNum
	if before == 0 && !after {
		return ""
	}
	return [...]string{"width", "depth", "height", ""}[min(before, 3)]
}

// dimensionLetters name a dimension by its initial, in English and
// German ("B" Breite, "T" Tiefe).
var dimensionLetters = map[string]string{"W": "width", "D": "depth", "H": "height", "L": "length", "B": "width", "T": "depth"}

// roomFor reports whether m is the bare number of "sala para 40", "a
// table for 12": how many a room holds.
func (d *doc) roomFor(m amount) bool {
	return m.class == "" && m.value >= 2 && m.value == math.Trunc(m.value) && roomForWords[d.lowAt(m.a-1)] && roomWords[d.lowAt(m.a-2)]
}

var massIsCapacity = phraseList(mustSection(sections("products.txt"), "products.txt", "mass-is-capacity"))

// massIsCapacity reports whether the text is about a kind of thing whose
// mass is its load ("a washing machine, 9 kg").
func (d *doc) massIsCapacity() bool {
	for i := range d.toks {
		if !d.blocked(i) && d.matchAt(i, massIsCapacity) != nil {
			return true
		}
	}
	return false
}

// rateWords are the words that state a rate by themselves.
var rateWords = map[string]string{"monthly": "month", "annual": "year", "annually": "year", "yearly": "year", "weekly": "week",
	"daily": "day", "quarterly": "quarter", "monatlich": "month", "monatliche": "month", "monatlicher": "month", "jährlich": "year",
	"jährliche": "year", "mensual": "month", "anual": "year", "mensuel": "month", "mensuelle": "month", "annuel": "year",
	"annuelle": "year", "mensal": "month", "mensile": "month", "annuo": "year", "annuale": "year", "maandelijks": "month",
	"jaarlijks": "year"}

// ratePer returns the rate attribute words state: "monthly", "per year",
// "pro Monat"; "" when they state none.
func ratePer(ws []string) string {
	for k, w := range ws {
		if p := rateWords[w]; p != "" {
			return p
		}
		if (w == "per" || w == "pro" || w == "por" || w == "par" || w == "a") && k+1 < len(ws) && perWords[ws[k+1]] != "" && timePer(perWords[ws[k+1]]) {
			return perWords[ws[k+1]]
		}
	}
	return ""
}

// ratingBefore reports whether a rating ends right before token i.
func (d *doc) ratingBefore(i int) bool {
	for _, m := range d.amounts() {
		if m.b == i && m.class == "rating" {
			return true
		}
		if m.a >= i {
			break
		}
	}
	return false
}

var solarWords = set("solar", "panels", "pv", "photovoltaic", "kwp", "photovoltaik", "solaire", "fotovoltaico", "zonnepanelen", "placas")

// unitDefault names a figure by its unit alone: money is a price (or pay,
// where pay is spoken of), grams a weight, stars a rating.
func (d *doc) unitDefault(m amount, left, right []string) (attrDef, bool) {
	look := func(phrase string) (attrDef, bool) {
		def, _, ok := findAttr(strings.Fields(phrase), m.class, true)
		return def, ok
	}
	// "dogs allowed up to 50 lb": a capability's limit before what the
	// unit alone would say (a weight).
	if m.class != "money" && (m.class != "time" || m.per != "way") {
		if def, ok := capabilityLimit(left); ok {
			return def, true
		}
	}
	switch m.class {
	case "money":
		if d.payContext(m) {
			return look("salary")
		}
		switch m.per {
		case "month", "week":
			return look("monthly")
		case "year":
			return attrDef{dir: -1, crit: "cost", label: "Annual cost"}, true
		case "unit":
			return look("unit price")
		}
		return look("price")
	case "mass":
		// "max. hmotnost 15 kg", "do 31,5 kg", "up to 30 kg": what an
		// option takes at most is its capacity.
		if d.massIsCapacity() || d.upToBefore(m.a) {
			return look("capacity")
		}
		return look("weight")
	case "rotation":
		return look("spin speed")
	case "rating":
		// "technical 8/10, communication 9/10": the word before a score
		// names what it scores.
		if n := len(left); n > 0 && !stopwords[left[n-1]] && !pronounWord[left[n-1]] && len([]rune(left[n-1])) > 2 && attrKnown(left[n-1]) == "" {
			return attrDef{label: upperFirst(left[n-1]), dir: 1}, true
		}
		return look("rating")
	case "latency":
		return look("latency")
	case "framerate":
		return look("fps")
	case "frequency":
		// "180Hz", "3.2 GHz": hertz a screen redraws at, gigahertz a
		// processor runs at; more is better for both.
		if m.value < 1000 { // under a kilohertz (in hertz: a slip's four decimals keep a refresh rate)
			return look("refresh rate")
		}
		return look("clock")
	case "sound":
		return look("noise")
	case "fuel":
		return look("fuel use")
	case "area":
		return look("living area")
	case "volume":
		return look("volume")
	case "data":
		// "8GB/256GB": a phone's or a laptop's memory, then its storage.
		if d.memoryBeforeStorage(m) {
			return look("memory")
		}
		return look("storage")
	case "bandwidth":
		return look("bandwidth")
	case "time":
		if m.per == "way" {
			return look("commute")
		}
	case "percent":
		// "1. Nationwide – 4.29%, product fee £999": a bare rate in a
		// listed option of a text about borrowing or saving is its
		// interest rate (finishFact turns it round for savings).
		// ("outstanding ₹45 lakh with SBI at 9.15%", "offered to refi
		// at 6.4%": a rate a lender is "at" is its interest rate too.)
		atRate := len(left) > 0 && rateAt[left[len(left)-1]]
		if (atRate || d.bareAfterHead(m, left) && d.listedLine(m.a)) && (d.hasCue(0, len(d.toks), loanNouns) || d.savingsText()) {
			return look("interest rate")
		}
	case "distance":
		for _, w := range right {
			if distanceWords[w] {
				return look("distance")
			}
		}
		// `65"`, "55 tum": a thing's size; which way is better the
		// text must say.
		if m.value < 3 && m.per == "" {
			// ("27in" beside "61cm": the unit as written keeps two
			// sizes apart.)
			if u := writtenUnit(d.quantityPhrase(m)); u != "" && sizeUnitsApart(d, m) {
				return attrDef{label: "Size (" + u + ")"}, true
			}
			return attrDef{label: "Size"}, true
		}
		// "89k miles, asking $14,500": tens of thousands of kilometres
		// stated of a thing, with no place to go, is how far it has been
		// driven.
		if m.value >= 1e7 && m.per == "" { // 10,000 km in metres
			return look("mileage")
		}
	case "power":
		// A solar system's size is its power; elsewhere a power figure
		// ("recommended psu 650w") is named by the words before it and
		// has no direction of its own.
		if d.hasCue(0, len(d.toks), solarWords) {
			return look("system size")
		}
		if n := len(left); n > 0 && !stopwords[left[n-1]] && attrKnown(left[n-1]) == "" {
			return attrDef{label: upperFirst(strings.Join(left[max(0, n-2):], " "))}, true
		}
		return attrDef{label: "Power"}, true
	case "energy":
		for _, w := range left {
			switch w {
			case "uses", "use", "consumes", "consumption", "draws", "verbraucht", "consumo":
				return look("consumption")
			case "estimated", "produces", "generates", "generation", "output", "yield", "erzeugt", "produce":
				return look("output")
			}
		}
	}
	// A bare duration in a listed option ("Dave Mercer: $31,500, about 6
	// weeks") is how long it takes: less is better.
	// ("- Porto: 640 €, vol 1h55": a word of how long a thing takes
	// before it says as much.)
	if m.class == "time" && m.per == "" && (len(left) == 0 || len(left) == 1 && (approxWords[left[0]] || durationLead[left[0]])) && d.listedLine(m.a) {
		def, ok := look("duration")
		def.fallback = true
		return def, ok
	}
	return attrDef{}, false
}

// capabilityLimit reads "covers trekking up to 4,000 m", "bis zu 300
// km": a capability's limit, so more is better.
func capabilityLimit(left []string) (attrDef, bool) {
	n := len(left)
	if n >= 2 && (left[n-2] == "up" && left[n-1] == "to" || left[n-2] == "bis" && left[n-1] == "zu") || n >= 1 && (left[n-1] == "hasta" || left[n-1] == "jusqu'à") {
		k := n - 1
		if left[n-1] == "to" || left[n-1] == "zu" {
			k = n - 2
		}
		var ws []string
		for _, w := range left[:k] {
			if !stopwords[w] && !lightVerb[w] {
				ws = append(ws, w)
			}
		}
		if len(ws) > 0 {
			return attrDef{dir: 1, crit: "quality", label: upperFirst("maximum " + strings.Join(ws, " "))}, true
		}
	}
	return attrDef{}, false
}

// upToPairs are the "up to" of two words: "up to", Danish and Norwegian
// "op til", "opp til", Swedish "upp till", Dutch "tot aan".
var upToPairs = map[string]string{"up": "to", "op": "til", "opp": "til", "upp": "till", "tot": "aan", "fins": "a"}

// upToBefore reports whether an "up to" word stands within three tokens
// before i, in its clause: "max. hmotnost 15 kg", "do 31,5 kg".
func (d *doc) upToBefore(i int) bool {
	c := d.clauseAt(i)
	for j := max(c.a, i-3); j < i; j++ {
		if upToWords[d.toks[j].low] || upToPairs[d.toks[j].low] == d.lowAt(j+1) && d.lowAt(j+1) != "" {
			return true
		}
	}
	return false
}

var upToWords = set(mustSection(amountLists, "amounts.txt", "up-to")...)

// distanceWords after a length make it a distance: "2 km away", "1,2 km
// von uns", "800 m da casa".
var distanceWords = wordSet(mustSection(sections("products.txt"), "products.txt", "distance-from"))

// listedLine reports whether token i stands in a list item, table row or
// "Name: figures" line.
func (d *doc) listedLine(i int) bool {
	k := d.lineAt(i)
	l := d.lines[k]
	if l.kind == lineItem || l.kind == lineRow {
		return true
	}
	// Each line's head is read once: facts and limits ask of every
	// figure and limit in it.
	if !d.parsed {
		_, hb, _, sep := d.itemHead(l.a, l.b)
		return sep && hb < i
	}
	if d.lineHeads == nil {
		d.lineHeads = make([]int, len(d.lines))
		for j := range d.lineHeads {
			d.lineHeads[j] = -2
		}
	}
	if d.lineHeads[k] == -2 {
		d.lineHeads[k] = -1
		if _, hb, _, sep := d.itemHead(l.a, l.b); sep {
			d.lineHeads[k] = hb
		}
	}
	return d.lineHeads[k] >= 0 && d.lineHeads[k] < i
}

// rateAt are the words a rate stands "at" after: "at 9.15%", "al 6,4 %",
// "à 3,2 %", "zu 3,5 %", "till 4,1 %".
var rateAt = set("at", "@", "al", "à", "zu", "till", "til")

// bareAfterHead reports whether nothing names figure m: no word before it
// in its clause but an approximation, or only its line's head ("Zopa:
// 4.6%", "1. Nationwide – 4.29%").
func (d *doc) bareAfterHead(m amount, left []string) bool {
	if len(left) == 0 || len(left) == 1 && approxWords[left[0]] {
		return true
	}
	l := d.lines[d.lineAt(m.a)]
	ha, hb, _, sep := d.itemHead(l.a, l.b)
	if !sep || hb > m.a || ha >= hb {
		return false
	}
	for j := hb; j < m.a; j++ {
		if d.toks[j].kind == tWord || d.toks[j].kind == tNum {
			return false
		}
	}
	return true
}

// payContext reports whether money stated here is pay for the caller:
// offers, salaries, a job (not a purchase).
func (d *doc) payContext(m amount) bool {
	s := d.sentAt(m.a)
	for i := s.a; i < s.b; i++ {
		if d.toks[i].low == "pay" && i+1 < s.b && payChanges[d.toks[i+1].low] {
			return true // "a pay cut", "a pay rise"
		}
		// ("id be paying myself and claiming nothing back": what the
		// caller pays is a cost.)
		if d.toks[i].low == "paying" && d.firstPersonBefore(max(s.a, i-4), i) {
			continue
		}
		switch d.toks[i].low {
		case "salary", "salaries", "pays", "paying", "wage", "gehalt", "sueldo", "salario", "salaire", "salário", "stipendio", "comp", "compensation",
			"zahlt", "verdient", "verdienst", "paga", "pagan", "ganha", "ganho", "betaalt", "earn", "earns", "earning":
			return true
		case "paie":
			// "il paie 3 000 €" is pay; "la paie incluse", "gestion de
			// la paie" is the payroll a service runs.
			if i > s.a && (d.toks[i-1].low == "il" || d.toks[i-1].low == "elle" || d.toks[i-1].low == "on" || d.toks[i-1].low == "me" || d.toks[i-1].low == "nous") {
				return true
			}
		case "offers", "offer", "offered", "oferta", "ofrece", "bietet", "angebot", "offre", "propose":
			if d.jobOffers() {
				return true
			}
		}
	}
	// "I'm a freelance React dev … Northwind — £550/day": a day or hourly
	// rate is what the caller is paid.
	if (m.per == "day" || m.per == "hour") && d.sellsOwnTime() {
		return true
	}
	// "take the Berlin job at 95k": a job's figure is its pay.
	for i := max(s.a, m.a-3); i < m.a; i++ {
		if jobNouns[d.toks[i].low] && m.per == "" && m.value >= 1000 && !d.hasCue(s.a, s.b, costWords) {
			return true
		}
	}
	return d.jobOffers() && m.per == "" && m.value >= 10000 && !d.hasCue(s.a, s.b, costWords)
}

var sellsOwnTime = phraseList(mustSection(sections("products.txt"), "products.txt", "sells-own-time"))

// sellsOwnTime reports whether the caller says they sell their own time
// ("I'm a freelancer", "mein Tagessatz").
func (d *doc) sellsOwnTime() bool {
	if d.ownTime == 0 {
		d.ownTime = -1
		for i := range d.toks {
			if d.matchAt(i, sellsOwnTime) != nil {
				d.ownTime = 1
				break
			}
		}
	}
	return d.ownTime > 0
}

// jobOffers reports whether the text weighs job offers made to the caller:
// offers and a job word, and no candidates (a company weighing candidates
// pays them).
func (d *doc) jobOffers() bool {
	if d.offerCtx != 0 {
		return d.offerCtx > 0
	}
	d.offerCtx = -1
	if d.hasCue(0, len(d.toks), offerNouns) && d.hasCue(0, len(d.toks), jobNouns) && !d.hasCue(0, len(d.toks), candidateNouns) ||
		d.hasCue(0, len(d.toks), salaryNouns) && !d.hasCue(0, len(d.toks), candidateNouns) {
		d.offerCtx = 1
	}
	return d.offerCtx > 0
}

var payChanges = set("cut", "cuts", "rise", "raise", "increase", "bump", "drop", "decrease", "band", "grade")

var (
	offerNouns     = set("offer", "offers", "offered", "oferta", "ofertas", "angebot", "angebote", "offre", "offres", "proposta", "propostas")
	jobNouns       = set("job", "jobs", "role", "roles", "position", "positions", "engineer", "analyst", "developer", "designer", "manager", "pm", "lead", "trabajo", "puesto", "stelle", "poste", "emprego", "vaga")
	salaryNouns    = set("salary", "salaries", "sueldo", "salario", "gehalt", "salaire", "salário", "stipendio", "salaris")
	candidateNouns = set("candidate", "candidates", "applicant", "applicants", "hire", "hiring", "kandidat", "candidato", "candidat")
)

// sellerPhrases name a price the speaker charges rather than pays.
var sellerPhrases = phraseList([]string{"our price", "our prices", "our pricing", "our plan", "our plans", "our subscription", "our fee",
	"our fees", "our rate", "our rates", "we charge", "we'd charge", "we would charge", "charging", "we sell", "we sell it for",
	"unser preis", "unsere preise", "nuestro precio", "nuestros precios", "notre prix", "nos prix", "nosso preço", "nossos preços"})

// sellerPrice reports whether the sentence of amount m names the price as
// the speaker's own ("raise our price", "we charge").
func (d *doc) sellerPrice(m amount) bool {
	for i := d.sentAt(m.a).a; i < m.a; i++ {
		if p := d.matchAt(i, sellerPhrases); p != nil && i+len(p) <= m.a {
			return true
		}
	}
	return false
}

var costWords = set("cost", "costs", "costing", "price", "rent", "fee", "fees", "bill", "bills", "spend", "pay", "tuition",
	"mortgage", "loan", "expensive", "cheap", "cheaper")

func (d *doc) sentAt(i int) sentence {
	for _, s := range d.sents {
		if i >= s.a && i < s.b {
			return s
		}
	}
	return sentence{a: i, b: i + 1}
}

func (d *doc) finishFact(f fact, def attrDef, m amount) fact {
	// "3,25 % TAE" on a savings account is what it earns: in a text about
	// saving that speaks of no loan, an interest rate is better higher.
	if def.label == "Interest rate" && d.savingsText() {
		def = attrDef{label: "Savings rate", crit: "money", dir: 1}
	}
	f.label, f.crit, f.dir, f.fallback = def.label, def.crit, def.dir, def.fallback
	if f.label == "" {
		f.label = "Figure"
	}
	// "VÚB: … splátka 795 €" beside "splátka 812 € mesačne": a monthly
	// payment stated with no period is by the month.
	if f.class == "money" && f.per == "" && (f.label == "Monthly payment" || f.label == "Monthly cost") {
		f.per = "month"
	}
	if f.class == "money" && f.per != "" && timePer(f.per) {
		f.value = perYear(f.value, f.per)
	}
	// Direction from the sentence when the table has none: "only" and
	// "just" before a figure say it is small, "a whopping" large; with a
	// known good word nearby ("better", "worse") the sense follows.
	if f.dir == 0 {
		f.dir = d.cueDirection(m)
	}
	s := d.clauseAt(m.a)
	f.phrase = quote(d.phrase(s.a, s.b))
	return f
}

// cueDirection reads "better"/"worse" next to an unknown attribute's
// figure; 0 when the sentence says nothing.
func (d *doc) cueDirection(m amount) int8 {
	for j := max(m.a-3, 0); j < min(m.b+3, len(d.toks)); j++ {
		switch d.toks[j].low {
		case "better", "best", "more", "higher", "bigger":
			return 0 // says which is better, not which way: left to words
		}
	}
	return 0
}

func (d *doc) clauseAt(i int) clause {
	for _, c := range d.clauses {
		if i >= c.a && i < c.b {
			return c
		}
	}
	return clause{a: i, b: min(i+1, len(d.toks))}
}

// columnHeader returns the words of the header cell above token i in a
// table whose rows are options, or nil.
func (d *doc) columnHeader(i int) []string {
	a, b, ok := d.headerCell(i)
	if !ok {
		return nil
	}
	return d.wordsIn(a, b)
}

// headerCell returns the token span that names the column (or, where the
// options are columns, the row) of table cell token i.
func (d *doc) headerCell(i int) (int, int, bool) {
	k := d.lineAt(i)
	if k < 0 || d.lines[k].kind != lineRow {
		return 0, 0, false
	}
	col := -1
	for c, cell := range d.lines[k].cells {
		if i >= cell[0] && i < cell[1] {
			col = c
		}
	}
	if col < 0 {
		return 0, 0, false
	}
	h := k
	for h >= 0 && (d.lines[h].kind == lineRow || d.lines[h].kind == lineNoise) && !d.lines[h].header {
		h--
	}
	if h < 0 || !d.lines[h].header {
		return 0, 0, false
	}
	var rows []int
	for j := h + 1; j < len(d.lines) && (d.lines[j].kind == lineRow || d.lines[j].kind == lineNoise); j++ {
		if d.lines[j].kind == lineRow {
			rows = append(rows, j)
		}
	}
	if d.attributeColumn(rows) {
		// Options are columns: the row's first cell names the attribute.
		c := d.lines[k].cells[0]
		return c[0], c[1], true
	}
	// (The cells that name the row, and number it, state no attribute.)
	if col >= len(d.lines[h].cells) || col == 0 || col == 1 && d.numberColumn(rows) {
		return 0, 0, false
	}
	c := d.lines[h].cells[col]
	return c[0], c[1], true
}

// headerUnit applies the unit a column header states ("Price (USD)",
// "Weight (kg)", "lead_time_days", "Rent €/month") to a bare figure in
// its cell; the last unit in the header wins ("lead time in days").
func (d *doc) headerUnit(m amount) amount {
	a, b, ok := d.headerCell(m.a)
	if !ok {
		return m
	}
	class, unit, per, factor := "", "", "", 1.0
	for i := a; i < b; i++ {
		if c := d.currencyAt(i); c != "" {
			class, unit, factor = "money", c, 1
			continue
		}
		// "unit_rate_p_per_kwh", "standing_charge_p_per_day",
		// "Arbeitspreis ct/kWh": pence or cents of a rate; what follows
		// "per" is the rate, not the unit.
		if c := minorCurrency[d.toks[i].low]; c != "" {
			j := d.skipUnderscore(i+1, b)
			if j < b && (d.toks[j].low == "per" || d.toks[j].s == "/") {
				class, unit, factor = "money", c, 0.01
				if k := d.skipUnderscore(j+1, b); k < b {
					per = perWords[d.toks[k].low]
				}
				break
			}
		}
		// "price_eur_month": a time after the currency is its rate.
		if p := perWords[d.toks[i].low]; class == "money" && p != "" {
			per = p
			continue
		}
		if u, n := d.unitAt(i); n > 0 && u.class != "" && (n > 1 || d.toks[i].low != "in") {
			class, unit, factor = u.class, u.canon, u.factor
			i += n - 1
			continue
		}
		if (d.toks[i].low == "per" || d.toks[i].s == "/") && i+1 < b && class != "" && perWords[d.toks[i+1].low] != "" {
			per = perWords[d.toks[i+1].low]
			i++
		}
	}
	// "| هزینه ماهانه |", "| Price |" over bare figures: a header that
	// names what a thing costs says they are money.
	if class == "" && m.value >= 1 {
		hdr := d.wordsIn(a, b)
		if def, _, ok := findAttr(hdr, "money", true); ok && def.crit == "cost" && def.dir < 0 {
			class, per = "money", ratePer(hdr)
		}
	}
	if class == "" {
		return m
	}
	m.class, m.unit, m.per = class, unit, per
	m.value *= factor
	return m
}

// skipUnderscore returns the first token at or after i, before b, that
// is not the "_" a snake_case header joins its words with.
func (d *doc) skipUnderscore(i, b int) int {
	for i < b && d.toks[i].s == "_" {
		i++
	}
	return i
}

// minorCurrency are the hundredths of a currency a header prices a rate
// in ("p per kwh", "ct/kWh").
var minorCurrency = map[string]string{"p": "GBP", "pence": "GBP", "ct": "EUR", "cent": "EUR", "cents": "EUR"}

// lineKey returns the key of a "key: value" line whose value starts at
// token i: one to three words, no figure, opening the line, not an
// option's name (the name line "CZ Plus: €27,50" is no key).
func (d *doc) lineKey(i int) string {
	if i < 2 || d.toks[i-1].s != ":" {
		return ""
	}
	k := d.lineAt(i)
	if k < 0 {
		return ""
	}
	a := d.lines[k].a
	ws := d.wordsIn(a, i-1)
	if len(ws) == 0 || len(ws) > 3 || d.hasDigit(a, i-1) || d.toks[a].kind != tWord {
		return ""
	}
	// A key repeats across the blocks it describes ("premie:",
	// "orthodontie kind:"); a name is said once.
	n := 0
	for _, l := range d.lines {
		if l.b-l.a > len(ws)+1 && d.matchWords(l.a, ws) && l.a+len(ws) < len(d.toks) && d.toks[l.a+len(ws)].s == ":" {
			n++
		}
	}
	if n < 2 {
		return ""
	}
	return upperFirst(strings.Join(ws, " "))
}

// quantityPhrase is an amount as written.
func (d *doc) quantityPhrase(m amount) string {
	return strings.TrimRight(d.phrase(m.a, m.b), ",;:")
}

// Words that state a value without a figure ("nonstop" is zero stops,
// "free" a price of zero), read for an option only when another option
// states that attribute with a figure.
// ("Free of charge" in the other languages read, "cartão de débito
// grátis", "vedení účtu zdarma", amounts.txt [free], is a price of zero
// like "free".)
var valueWordTable = func() map[string]valueWord {
	t := map[string]valueWord{
		"nonstop": {"Stops", 0}, "non-stop": {"Stops", 0}, "direct": {"Stops", 0},
		"free": {"", 0}, "gratis": {"", 0}, "kostenlos": {"", 0}, "gratuit": {"", 0}, "gratuito": {"", 0},
		"included": {"", 0}, "inclus": {"", 0}, "inklusive": {"", 0}, "incluido": {"", 0},
	}
	for _, w := range mustSection(amountLists, "amounts.txt", "free") {
		t[w] = valueWord{}
	}
	return t
}()

// valueWord is the attribute a word states a value of without a figure
// ("" for the money attribute named beside it), and the value.
type valueWord struct {
	label string
	value float64
}

func (d *doc) valueWords(facts []fact, own []int) []fact {
	has := map[int]map[string]bool{}
	byLabel := map[string]fact{}
	for _, f := range facts {
		if has[f.opt] == nil {
			has[f.opt] = map[string]bool{}
		}
		has[f.opt][f.label] = true
		if _, ok := byLabel[f.label]; !ok {
			byLabel[f.label] = f
		}
	}
	for i, t := range d.toks {
		if d.blocked(i) || own[i] < 0 {
			continue
		}
		vw, ok := valueWordTable[t.low]
		if !ok {
			continue
		}
		label := vw.label
		if label == "" {
			// "savings plan free", "setup fee: free": the money attribute
			// named right before the word, or one another option states
			// with the same words ("savings plan fee €1.50").
			left := d.leftWords(i, 4)
			for _, f := range facts {
				if f.class == "money" && f.opt != own[i] && sharesWord(left, words(f.phrase)) {
					label = f.label
					break
				}
			}
			if def, _, ok := findAttr(left, "money", true); ok && label == "" {
				label = def.label
			}
			if label == "" {
				continue
			}
		}
		proto, ok := byLabel[label]
		if !ok || has[own[i]][label] {
			continue
		}
		f := proto
		f.opt, f.value, f.text, f.tok = own[i], vw.value, t.s, i
		f.phrase = quote(d.phrase(d.clauseAt(i).a, d.clauseAt(i).b))
		facts = append(facts, f)
		if has[own[i]] == nil {
			has[own[i]] = map[string]bool{}
		}
		has[own[i]][label] = true
	}
	sort.SliceStable(facts, func(a, b int) bool { return facts[a].tok < facts[b].tok })
	return facts
}

// sharesWord reports whether a and b share a content word.
func sharesWord(a, b []string) bool {
	for _, x := range a {
		if stopwords[x] || genericWord[x] || len(x) < 3 {
			continue
		}
		for _, y := range b {
			if x == y {
				return true
			}
		}
	}
	return false
}

// groupFacts groups facts by attribute (fact.key), in order of first
// appearance; firstOnly keeps one fact per option.
func groupFacts(facts []fact, firstOnly bool) []factCriterion {
	byKey := map[string]*factCriterion{}
	var order []string
	for _, f := range facts {
		k := f.key()
		fc, ok := byKey[k]
		if !ok {
			fc = &factCriterion{label: f.label, crit: f.crit, dir: f.dir, first: f.tok}
			byKey[k] = fc
			order = append(order, k)
		}
		dup := false
		for _, g := range fc.facts {
			dup = dup || firstOnly && g.opt == f.opt
		}
		if !dup {
			fc.facts = append(fc.facts, f)
		}
	}
	out := make([]factCriterion, 0, len(order))
	for _, k := range order {
		out = append(out, *byKey[k])
	}
	return out
}

// factCriterion is an attribute stated for two or more options: a
// criterion of its own, scored by a value function over the stated
// values.
type factCriterion struct {
	id, label string
	crit      string // the lexicon criterion it belongs to
	dir       int8
	facts     []fact // first fact per option, in option order
	first     int    // token of the first fact
	// enough is a stated need the attribute answers (140 guests for
	// seats): more than enough scores as enough, since the need is a
	// limit, not a wish for more.
	enough float64
}

// allEqual reports whether every option that states the attribute
// states the same value.
func (fc factCriterion) allEqual() bool {
	for _, f := range fc.facts[1:] {
		if f.value != fc.facts[0].value {
			return false
		}
	}
	return true
}

// factCriteria groups the facts by attribute and keeps the attributes
// stated for at least two options with a known direction and differing
// values... or equal values (a tie still informs).
func factCriteria(facts []fact) []factCriterion {
	var out []factCriterion
	labels := map[string]int{}
	for _, fc := range groupFacts(facts, true) {
		if len(fc.facts) < 2 || fc.dir == 0 {
			continue
		}
		labels[fc.label]++
		out = append(out, fc)
	}
	// Ids: the label's slug; a label used twice (price per month and price
	// once) takes its unit.
	for i := range out {
		out[i].id = "fact-" + slug(out[i].label)
		if labels[out[i].label] > 1 {
			out[i].id += "-" + slug(out[i].facts[0].per+out[i].facts[0].class)
		}
	}
	return out
}

func slug(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if r < 128 && (r >= 'a' && r <= 'z' || r >= '0' && r <= '9') {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.Trim(b.String(), "-")
}

// valueLean maps a stated value to a lean on the criterion's fixed
// anchors: ratings on their own scale; everything else on the spread of
// the stated values widened by a quarter on each side, so no option sits
// at 0 or 10, and shrunk when the values differ by little (a 2% price
// difference is not a 60% one).
func (fc factCriterion) valueLean(v float64) float64 {
	f0 := fc.facts[0]
	if f0.class == "rating" && f0.scale > 0 {
		t := clamp(v/f0.scale, 0, 1)
		if fc.dir < 0 {
			t = 1 - t
		}
		return clamp(2*t-1, -0.9, 0.9)
	}
	if fc.enough > 0 && fc.dir > 0 {
		// Beyond the need, more is worth a twentieth of what it is below
		// it: 500 seats still beat 200 for 150 guests, by little, so an
		// option better on every stated figure stays above.
		return 0.95*fc.spreadLean(v, fc.enough) + 0.05*fc.spreadLean(v, math.Inf(1))
	}
	return fc.spreadLean(v, math.Inf(1))
}

// spreadLean is valueLean on the spread of the stated values, each taken
// at most at ceiling.
func (fc factCriterion) spreadLean(v, ceiling float64) float64 {
	v = math.Min(v, ceiling)
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, f := range fc.facts {
		lo, hi = math.Min(lo, math.Min(f.value, ceiling)), math.Max(hi, math.Min(f.value, ceiling))
	}
	if hi == lo {
		return 0
	}
	pad := (hi - lo) / 4
	t := (v - (lo - pad)) / ((hi + pad) - (lo - pad))
	if fc.dir < 0 {
		t = 1 - t
	}
	rel := (hi - lo) / math.Max(math.Abs(hi), math.Abs(lo))
	mag := 0.45 + 0.55*math.Min(1, rel*2.5)
	return clamp((2*t-1)*mag, -1, 1)
}

// lastWord is the last space-separated word of s.
func lastWord(s string) string {
	if k := strings.LastIndexByte(s, ' '); k >= 0 {
		return s[k+1:]
	}
	return s
}
