package offline

import (
	"slices"
	"strings"
)

// Candidates from prose: the subjects of statements that state figures,
// "we could also X", proposals in a thread.

// ---- subjects of sentences that state figures ----------------------------------

// subjectGroups reads prose that describes options one statement each:
// "Lendly, a fintech in Stockholm, offers €92k… Tasklane offers €78k…",
// "vodafone offered me €45/month… and o2 offered €39/month", "option one
// is our existing us-east-1 setup…". The subjects make a group only when
// their figures are parallel (the same attribute stated for two of them).
func (d *doc) subjectGroups() []candGroup {
	g := candGroup{kind: ckSubjects}
	seen := map[string]bool{}
	labels := map[string]map[int]bool{} // fact label -> members stating it
	mark := func(key string, idx int) {
		if labels[key] == nil {
			labels[key] = map[int]bool{}
		}
		labels[key][idx] = true
	}
	// note marks what the figures in [p, end) state for member idx. A
	// figure with no attribute still has a kind: two descriptions headed
	// by their names, each stating a distance ("89k miles", "112k
	// miles"), are parallel.
	note := func(idx, p, end int, byKind bool) {
		for _, m := range d.amounts() {
			if m.a < p || m.a >= end || m.class == "" || d.inShortLimit(m.a) {
				continue
			}
			if f, ok := d.readFact(m); ok {
				mark(f.label, idx)
			} else if byKind {
				mark("~"+m.class, idx)
			}
		}
	}
	claimed := 0 // the end of a paragraph its opening name owns
	for _, s := range d.sents {
		starts := d.statementStarts(s)
		for k, p := range starts {
			if p < claimed {
				continue
			}
			end := s.b
			if k+1 < len(starts) {
				end = starts[k+1]
			}
			// "Factorial sí tiene app, pero con el módulo sale a 49 €": a
			// statement with no subject of its own continues this one.
			// (After a dash a new list begins: "… can't pay more than
			// $200/mo — Public Storage 10x10 $139/mo, …".)
			for k+1 < len(starts) && !d.listBreakDash(starts[k+1]-1) {
				next := s.b
				if k+2 < len(starts) {
					next = starts[k+2]
				}
				if _, ok := d.statementSubject(starts[k+1], next); ok {
					break
				}
				end = next
				starts = append(starts[:k+1], starts[k+2:]...)
			}
			// "Bütçem en fazla 20.000 TL", "Lena: dinner for Oma, max €40 a
			// head": a statement whose figures a limit states names no
			// option.
			figures := d.hasStatedAmount(p, end)
			// "then there's BannerBuzz which is a hundred and twenty": a
			// spoken list's item states its figure, bare as it is said.
			// ("die zweite in Nippes kostet 1.090 warm": so does one
			// named by its ordinal and its place.)
			o := d.phraseSpan(p, end, ordinalOptIdx)
			enumerated := p < end && d.enumeratedAt(p, end) > 0 || o > p && d.placedAfterOrdinal(o, end)
			figures = figures || enumerated
			// "Option 1 is Cascade Veterinary Specialists in Bellevue.
			// Board-certified … Quote was $7,100 …": a sentence an
			// ordinal opens names its option, and the rest of its
			// paragraph states the option's figures.
			if !figures && p == s.a && o > p && (d.lowAt(o) == "is" || d.lowAt(o) == "was") && (ordinalOne(d.toks[o-1].low) || d.toks[p].low == "option") {
				if pe := d.paragraphEnd(p); d.hasStatedAmount(end, pe) {
					figures, end = true, pe
				}
			}
			// "Dr. Anjali Mehta is at Spryfield Family Practice. The letter
			// says … in 3 weeks. It's about 6 km …": a paragraph a name
			// and its copula open states that name's figures in its later
			// sentences.
			if !figures && p == s.a && d.opensParagraph(p) {
				if cd, ok := d.statementSubject(p, end); ok && len(cd.kept) > 0 && d.namesProperly(cd) {
					if v := cd.kept[len(cd.kept)-1] + 1; v < end && copulaVerbs[d.toks[v].low] {
						if pe := d.paragraphEnd(p); d.hasStatedAmount(end, pe) {
							figures, end, claimed = true, pe, pe
						}
					}
				}
			}
			// "Aisha: The Copper Pot has a private room! £30pp.": a chat
			// message is one turn; its opening statement owns the figures
			// its later sentences add.
			if l := d.lines[d.lineAt(p)]; l.speaker != "" && !figures && k == 0 && p == l.a && d.hasStatedAmount(p, l.b) {
				figures, end = true, l.b
			}
			evaluative := !figures && d.evaluative(p, end) >= 2
			if !figures && !evaluative {
				continue
			}
			cd, ok := d.statementSubject(p, end)
			if !ok || evaluative && len(cd.kept) > 4 || d.comparesFigures(p, end) || d.namesKin(cd) {
				continue
			}
			if evaluative {
				// "The ThinkPad is cheaper, lighter…": parallel by judging.
				mark("~evaluative", len(g.members))
			}
			key := normLabel(cd.label)
			if seen[key] {
				continue
			}
			seen[key] = true
			// "Bugsnag's on-prem edition" after "Bugsnag": the same option.
			if k := matchCand(g.members, cd); k >= 0 {
				continue
			}
			cd.region = [][2]int{{p, end}}
			g.members = append(g.members, cd)
			if enumerated {
				mark("~enumerated", len(g.members)-1) // the items of one spoken list are parallel
			}
			note(len(g.members)-1, p, end, cd.described)
		}
	}
	// "PureGym is £24.99/mo, The Gym Group £26.99, David Lloyd £89": a
	// sentence that lists names each with its figure.
	headings := map[int]bool{}
	for _, s := range d.sents {
		for _, seg := range d.inlineFigures(s) {
			cd, p, end := seg.c, seg.a, seg.b
			// ("Panel scores: Priyanka 4.6/5, Carl 4.2/5": the heading's
			// subject is no option.)
			for j, m := range g.members {
				if m.pos >= p && m.pos < cd.pos {
					headings[j] = true
				}
			}
			// A name already read as a subject ("Huckletree is 25 min
			// away") takes this piece as more of its region.
			idx := matchCand(g.members, cd)
			if idx >= 0 {
				g.members[idx].region = append(g.members[idx].region, [2]int{p, end})
				g.members[idx].described = true
			} else {
				cd.region = [][2]int{{p, end}}
				idx = len(g.members)
				g.members = append(g.members, cd)
			}
			note(idx, p, end, true)
		}
	}
	parallel := map[int]bool{}
	for _, who := range labels {
		if len(who) >= 2 {
			for i := range who {
				parallel[i] = true
			}
		}
	}
	kept := g.members[:0]
	offers := 0
	for i, c := range g.members {
		if (parallel[i] || c.offer) && !headings[i] {
			kept = append(kept, c)
		}
		if c.offer {
			offers++
		}
	}
	g.members = kept
	// "A seed fund offers 2M at 12M post": an offer is an option alone.
	if len(g.members) < 2 && offers == 0 {
		return nil
	}
	return []candGroup{g}
}

var kinWords = set(mustSection(labelLists, "labels.txt", "kin")...)

// namesKin reports whether a candidate names only people of the family
// ("Our middle daughter", "my oldest"): who a statement is about, not
// an option.
func (d *doc) namesKin(c cand) bool {
	kin := false
	for _, i := range c.kept {
		w := d.toks[i].low
		switch {
		case d.toks[i].kind == tPunct || stopwords[w] || pronounWord[w] || possessives[w]:
		case kinWords[w]:
			kin = true
		default:
			return false
		}
	}
	return kin
}

var reportingVerbs = set("says", "said", "reckons", "thinks", "claims", "sagt", "meint", "dice", "dit", "diz", "zegt", "säger", "siger", "sier", "mówi", "říká")

// hasStatedAmount reports whether an amount outside the text's short
// limit clauses starts in [a, b): "dinner for Oma's birthday, max €40 a
// head" states a limit, not what an option offers.
func (d *doc) hasStatedAmount(a, b int) bool {
	for _, m := range d.amounts() {
		if m.a >= a && m.a < b && m.class != "" && !d.inShortLimit(m.a) {
			return true
		}
	}
	return false
}

// inShortLimit reports whether token i is inside a limit clause short
// enough to state its own figure (a limit clause of a run-on sentence
// may hold every figure in it).
func (d *doc) inShortLimit(i int) bool {
	for _, l := range d.limits() {
		if i >= l.a && i < l.b && l.b-l.a <= 16 {
			return true
		}
	}
	return false
}

// evaluative counts the comparative or judging words in [a, b):
// "cheaper", "lighter", "better keyboard", "more expensive".
func (d *doc) evaluative(a, b int) int {
	n := 0
	for i := a; i < b; i++ {
		t := d.toks[i]
		if t.kind != tWord {
			continue
		}
		if _, ok := polarityWords[t.low]; ok || directionWords[t.low] != 0 || strings.HasSuffix(t.low, "er") && len(t.low) > 4 && !stopwords[t.low] && comparativeStem(t.low) {
			n++
			continue
		}
		for _, c := range d.wordCuesAt(i) {
			if c.pol != 0 {
				n++
				break
			}
		}
	}
	return n
}

var fillerWords = wordSet(mustSection(sections("discourse.txt"), "discourse.txt", "filler"))

// yearNameGroups reads things named after their model year in prose:
// "Ray found me a 2019 Honda CR-V EX at his buddy's lot", "I found a
// 2020 Toyota RAV4 Hybrid XLE from a private seller". Two or more make a
// group; the name is the run of capitalised words after the year.
func (d *doc) yearNameGroups() []candGroup {
	g := candGroup{kind: ckSubjects}
	seen := map[string]bool{}
	for i := 0; i+1 < len(d.toks); i++ {
		t := d.toks[i]
		if d.blocked(i) || t.kind != tNum || len(t.low) != 4 || !isDigits(t.low) || t.low < "1980" || t.low > "2035" {
			continue
		}
		e := i + 1
		for e < len(d.toks) && !d.blocked(e) && d.toks[e].kind != tPunct && (d.toks[e].upper || d.toks[e].kind == tNum || strings.ContainsAny(d.toks[e].s, "0123456789")) && e < i+7 {
			e++
		}
		if e < i+3 || !d.toks[i+1].upper {
			continue // a brand and a model at least
		}
		c, ok := d.newCand(i+1, e, labelOpts{maxWords: 6})
		if !ok || !d.gate(c) || seen[normLabel(c.label)] {
			continue
		}
		seen[normLabel(c.label)] = true
		c.aliases = append(c.aliases, strings.ToLower(d.phrase(i, e)))
		s := d.sentAt(i)
		c.region = [][2]int{{s.a, s.b}}
		c.described = true
		g.members = append(g.members, c)
		i = e - 1
	}
	if len(g.members) < 2 {
		return nil
	}
	return []candGroup{g}
}

// enumerationIdx are the words a spoken list goes on with: "then
// there's", "and then the".
var enumerationIdx = phraseList(mustSection(frames, "frames.txt", "enumeration"))

// enumerationFirstIdx open a spoken list's first item ("there's
// ironworks which is…").
var enumerationFirstIdx = phraseList(mustSection(frames, "frames.txt", "enumeration-first"))

// enumeratedAt returns the end of the enumerating words where a spoken
// list goes on at i with a named thing that states figures after it
// ("then there's the ribble hybrid which is one thousand nine hundred"),
// or −1.
func (d *doc) enumeratedAt(i, b int) int {
	e := d.enumerationEnd(i, b)
	if e <= i || e >= b {
		return -1
	}
	for j := e; j < b && j < e+16; j++ {
		if _, n := d.numberWordsAt(j); d.amountStarts(j) || n > 0 { // "one thousand nine hundred"
			return e
		}
	}
	return -1
}

// enumerationEnd returns the end of the enumerating words at i, or −1:
// a phrase of the list, or "then" right before a capitalised name ("then
// Sunbeam Nursery on Harrow Road eleven hundred and fifty a month", "e
// poi la Cascina Lagoni", frames.txt [enumeration-next]).
func (d *doc) enumerationEnd(i, b int) int {
	if e := d.phraseSpan(i, b, enumerationIdx); e > i {
		return e
	}
	// "theres ironworks which is like 34 pounds": an existential opens
	// an item only where a relative follows the name, with no figure
	// between ("there's two gyms near…" counts them).
	if e := d.phraseSpan(i, b, enumerationFirstIdx); e > i && e < b && d.toks[e].kind == tWord && !articles[d.toks[e].low] || e > i && e+1 < b && articles[d.toks[e].low] {
		for j := e + 1; j < b && j <= e+5; j++ {
			if d.toks[j].kind != tWord {
				break
			}
			if w := d.toks[j].low; w == "which" || w == "who" || w == "that" {
				return e
			}
		}
	}
	j := i
	if listJoiners[d.toks[j].low] && j+1 < b {
		j++
	}
	if !enumerationNext[d.toks[j].low] || j+1 >= b {
		return -1
	}
	// ("e poi la Cascina Lagoni": an article before the name.)
	k := j + 1
	if articles[d.toks[k].low] && k+1 < b {
		k++
	}
	if d.toks[k].kind == tWord && d.toks[k].upper && !subjectPronouns[d.toks[k].low] && d.toks[k].low != "i" {
		return j + 1
	}
	return -1
}

var (
	enumerationNext = set(mustSection(frames, "frames.txt", "enumeration-next")...)
	bareOrdinals    = set(slices.Concat(mustSection(frames, "frames.txt", "ordinal-bare"), mustSection(frames, "frames.txt", "ordinal-named"))...)
	namedOrdinals   = set(mustSection(frames, "frames.txt", "ordinal-named")...)
)

// bareOrdinalAt returns where the name starts after a bare ordinal and
// its copula at i ("first is sharma sir near the temple", "and the
// third is Mrs Kulkarni"), or −1. Without the copula a bare ordinal
// counts nothing ("first I called them", "First Direct").
func (d *doc) bareOrdinalAt(i, b int) int {
	if i < b && articles[d.toks[i].low] {
		i++
	}
	if i+2 >= b || !bareOrdinals[d.toks[i].low] || d.toks[i].upper && i > 0 && !d.sentStart[i] {
		return -1
	}
	if w := d.toks[i+1].low; w == "is" || w == "was" {
		return i + 1
	}
	// ("First, the Ola S1 Pro …; second, the Ather 450X …": a comma
	// after the ordinal, a capitalised name after it.)
	if d.toks[i+1].s == "," {
		k := i + 2
		if k+1 < b && articles[d.toks[k].low] {
			k++
		}
		if d.toks[k].kind == tWord && d.toks[k].upper && !subjectPronouns[d.toks[k].low] && d.toks[k].low != "i" {
			return i + 1
		}
	}
	// ("tai pirma Šypsenos klinika … antra Dantų studija …": other
	// languages count without the copula, the name capitalised after.)
	if namedOrdinals[d.toks[i].low] && d.toks[i+1].kind == tWord && d.toks[i+1].upper {
		return i + 1
	}
	return -1
}

// ordinalOne reports whether an ordinal phrase ends in "one" or
// "option" ("second one", "the third option"), so a copula after it
// names what it counts.
func ordinalOne(w string) bool { return w == "one" || w == "option" || w == "one's" }

// namedAfterOrdinal reports whether a capitalised name follows "first
// one" at e, with no copula between ("second one Barkside they're…").
func (d *doc) namedAfterOrdinal(e int) bool {
	if e > 0 && d.toks[e-1].low == "one's" && e+1 < len(d.toks) && articles[d.toks[e].low] {
		e++ // "the first one's a Toyota Yaris"
	}
	return e < len(d.toks) && d.toks[e].kind == tWord && d.toks[e].upper && !subjectPronouns[d.toks[e].low] && d.toks[e].low != "i"
}

// comparativeStem: "cheaper", "lighter", "heavier", "longer" — an
// adjective with -er, not a noun such as "number" or "partner".
func comparativeStem(w string) bool {
	switch w {
	case "cheaper", "lighter", "heavier", "longer", "shorter", "faster", "slower", "bigger", "smaller", "newer", "older",
		"quieter", "louder", "safer", "riskier", "easier", "harder", "nicer", "closer", "further", "farther", "higher", "lower",
		"stronger", "weaker", "larger", "greater", "cleaner", "brighter", "sharper", "thinner", "thicker", "warmer", "cooler":
		return true
	}
	return false
}

// statementStarts returns where statements start in a sentence: its
// start, after a semicolon, and at a joint (", and", "while", "whereas",
// ", but", ", option two is") followed soon by a verb that states figures.
func (d *doc) statementStarts(s sentence) []int {
	starts := []int{s.a}
	for i := s.a + 1; i < s.b; i++ {
		t := d.toks[i]
		// "…really nice second one is Sunbeam which…": a transcript
		// without punctuation names its options by their ordinals.
		// ("…so first one Happy Paws on Elm they're thirty two dollars":
		// a voice note names it without the copula.)
		e := d.phraseSpan(i, s.b, ordinalOptIdx)
		ordinal := e > i && e < s.b && (d.toks[e].low == "is" || d.toks[e].low == "was" || d.namedAfterOrdinal(e)) && ordinalOne(d.toks[e-1].low) ||
			e > i && d.placedAfterOrdinal(e, s.b) // "the second one in Bow is 1,300", "die zweite in Nippes kostet 1.090"
		if !ordinal && (i == s.a || listJoiners[d.lowAt(i-1)] || fillerWords[d.lowAt(i-1)] || d.toks[i-1].kind == tPunct) {
			if o := d.bareOrdinalAt(i, s.b); o > i {
				ordinal, e = true, o // "…, second is that online one vedantu"
			}
		}
		if !ordinal {
			e = d.enumeratedAt(i, s.b) // "…then there's the ribble hybrid which is…"
		}
		if e > i {
			if starts[len(starts)-1] != i {
				starts = append(starts, i)
			}
			i = e
			continue
		}
		// ("nine hundred and eighty": the "and" of a spelled number.)
		if t.low == "and" && (d.lowAt(i-1) == "hundred" || d.lowAt(i-1) == "thousand") {
			continue
		}
		joint := t.s == ";" || d.listBreakDash(i) || t.kind == tWord && (t.low == "while" || t.low == "whereas" || t.low == "whilst" || t.low == "mientras" || t.low == "während" || t.low == "tandis")
		if !joint && (t.kind == tWord && (t.low == "and" || t.low == "but" || t.low == "so" || t.low == "then" || t.low == "y" || t.low == "und" || t.low == "et" || t.low == "e" || t.low == "pero" || t.low == "aber" || t.low == "mais") || t.s == "," || t.s == ":") {
			// A joint only when a new subject and its verb follow.
			for j := i + 2; j < s.b && j <= i+6; j++ {
				if d.toks[j].kind == tWord && factVerbs[d.toks[j].low] {
					joint = true
					break
				}
				if d.toks[j].kind == tPunct || d.toks[j].kind == tNum {
					break
				}
			}
			if j := i + 1; joint && j < s.b && d.phraseSpan(j, s.b, ordinalOptIdx) > j {
				joint = true
			}
		}
		if joint {
			starts = append(starts, i+1)
		}
	}
	return starts
}

// statementSubject reads the subject of a statement that states figures:
// a noun phrase before a verb such as "offers", "costs", "is", with an
// apposition ("Lendly, a fintech in Stockholm, offers") left out; or the
// complement of "option one is X".
func (d *doc) statementSubject(a, b int) (cand, bool) {
	for a < b && (d.toks[a].kind == tPunct || clauseWords[d.toks[a].low] || enumerationNext[d.toks[a].low] && d.enumerationEnd(a, b) <= a || d.toks[a].low == "also") {
		a++
	}
	// "my mate says CoreGym is £19": what is said has its own subject.
	for j := a + 1; j < b && j <= a+3; j++ {
		if reportingVerbs[d.toks[j].low] && j+1 < b {
			a = j + 1
			if d.toks[a].low == "that" && a+1 < b {
				a++
			}
			break
		}
	}
	if a >= b {
		return cand{}, false
	}
	ordinal := d.phraseSpan(a, b, ordinalOptIdx)
	if ordinal <= a {
		ordinal = d.bareOrdinalAt(a, b)
		if ordinal < 0 && fillerWords[d.toks[a].low] {
			ordinal = d.bareOrdinalAt(a+1, b) // "tai pirma Šypsenos klinika"
		}
	}
	// "then there's the ribble hybrid al e which is…", "and then the
	// specialized turbo vado which is…": a spoken list names the next one
	// after its enumerating words.
	enumerated := d.enumerationEnd(a, b)
	// "and then the third one is the Forge Club": an ordinal after the
	// enumerating words (sharing their "the") is passed too.
	if enumerated > a {
		for _, k := range []int{enumerated - 1, enumerated} {
			if o := d.phraseSpan(k, b, ordinalOptIdx); o > enumerated && ordinalOne(d.toks[o-1].low) {
				enumerated = o
				break
			}
		}
	}
	// "die zweite in Nippes kostet 1.090 warm": an ordinal, then where
	// the thing is, named; the place is its name.
	if ordinal > a && d.placedAfterOrdinal(ordinal, b) {
		j := ordinal + 1
		end := j
		for end < b && end < j+3 && d.toks[end].kind == tWord && d.toks[end].upper {
			end++
		}
		c, ok := d.newCand(j, end, labelOpts{maxWords: 3})
		if !ok || !d.gate(c) {
			return cand{}, false
		}
		return c, true
	}
	if e := max(ordinal, enumerated); e > a {
		j := e
		for j < b && (d.toks[j].low == "is" || d.toks[j].low == "would" || d.toks[j].low == "be" || d.toks[j].low == "was" || d.toks[j].s == ":" || d.toks[j].s == "," || d.toks[j].s == "-" ||
			enumerated == e && articles[d.toks[j].low]) {
			j++
		}
		if j == e && enumerated != e && !d.namedAfterOrdinal(e) || j >= b {
			return cand{}, false
		}
		if d.toks[e-1].low == "one's" && j+1 < b && articles[d.toks[j].low] {
			j++
		}
		end := j
		for end < b && !d.amountStarts(end) && d.toks[end].s != "," && d.toks[end].s != "(" {
			if w := d.toks[end].low; (w == "at" || w == "which" || w == "for") && d.amountNear(end) {
				break // "aws frankfurt at about 8.1k"
			}
			// "the first one is Little Acorns on Harmon Street they open
			// at seven": a new subject or a relative ends the name.
			// ("poi il Castello di Tagliolo sono 160 a persona": so does
			// a copula.)
			if w := d.toks[end].low; end > j && (subjectPronouns[w] || w == "which" || w == "who" || w == "where" || listJoiners[w] || copulaVerbs[w]) {
				break
			}
			// "a Toyota Yaris twenty sixteen manual": a number spoken out
			// (a year, a price) ends it too.
			if wv, wn := d.numberWordsAt(end); end > j && wn > 0 && (wv >= 13 || wn >= 2) {
				break
			}
			end++
		}
		c, ok := d.newCand(j, end, labelOpts{maxWords: 8})
		if !ok || !d.gate(c) {
			return cand{}, false
		}
		d.bracketAliases(&c, j, b)
		return c, true
	}
	// "ok so um we looked at vets…": a filler opens no name.
	if fillerWords[d.toks[a].low] {
		return cand{}, false
	}
	// "2017 honda civic ex, 89k miles, …": a model year opens a name.
	year := d.toks[a].kind == tNum && d.isDateNumber(a) && a+1 < b && d.toks[a+1].kind == tWord
	if subjectPronouns[d.toks[a].low] || pronounWord[d.toks[a].low] || d.toks[a].kind == tNum && !year || actionVerbs[d.toks[a].low] || strings.HasSuffix(d.toks[a].low, "ing") ||
		subjectPrepositions[d.toks[a].low] {
		return cand{}, false
	}
	end, verb := -1, -1
	apposition, described := false, false
	for i := a + 1; i < b && i < a+14; i++ {
		t := d.toks[i]
		if t.kind == tWord && factVerbs[t.low] && !apposition {
			verb = i
			if end < 0 {
				end = i
			}
			break
		}
		if t.s == "," {
			if apposition {
				apposition = false // the apposition closes
				continue
			}
			if end < 0 {
				// The subject ends here; an apposition runs to the next comma.
				end = i
				apposition = true
			}
			continue
		}
		if t.kind == tNum || d.amountStarts(i) || t.kind == tPunct && t.s != "'" && t.s != "&" && t.s != "-" && t.s != "." && !apposition {
			// "2016 toyota corolla le, 112k miles, asking 14,900": a name
			// and then its figures, with no verb between — a description
			// headed by its name.
			described = apposition && end == i-1 && d.amountStarts(i)
			// "Mallorca apartment €2,950 for 10 nights": a short name
			// right before its price.
			if !described && end < 0 && i-a <= 4 && d.amountStarts(i) && d.moneyAt(i) && d.wordsOnly(a, i) {
				described, end = true, i
			}
			// "Medivet on the high street £420": a name, where it is,
			// then its price; the name ends where the place begins.
			if !described && end < 0 && i-a <= 8 && d.toks[a].upper && d.amountStarts(i) && d.moneyAt(i) && d.wordsOnly(a, i) {
				for p := a + 1; p <= a+3 && p < i; p++ {
					if wherePreps[d.toks[p].low] {
						described, end = true, p
						break
					}
				}
			}
			if !described {
				return cand{}, false
			}
			break
		}
	}
	if described {
		verb = end
	}
	// "Factorial sí tiene app", "Quipu also has…": an affirming particle
	// before the verb is not part of the name.
	for end-1 > a && affirmParticles[d.toks[end-1].low] {
		end--
	}
	if verb < 0 || end <= a || end-a > 6 {
		return cand{}, false
	}
	c, ok := d.newCand(a, end, labelOpts{maxWords: 6})
	if !ok || !d.gate(c) || c.verbLed {
		return cand{}, false
	}
	c.offer = !described && offerVerbs[d.toks[verb].low]
	c.described = described
	return c, true
}

// placedAfterOrdinal reports whether, at e right after an ordinal ("the
// second one", "die zweite", "la tercera"), a preposition of place opens
// a capitalised name ("in Bow", "in Nippes", "en Chamberí") that figures
// follow: a spoken list naming each thing by where it is.
func (d *doc) placedAfterOrdinal(e, b int) bool {
	if e+1 >= b || !wherePreps[d.toks[e].low] && !placePreps[d.toks[e].low] {
		return false
	}
	if n := d.toks[e+1]; n.kind != tWord || !n.upper || subjectPronouns[n.low] || n.low == "i" {
		return false
	}
	for j := e + 2; j < b && j <= e+8; j++ {
		if _, n := d.numberWordsAt(j); d.amountStarts(j) || d.toks[j].kind == tNum || n > 0 {
			return true
		}
	}
	return false
}

// placePreps open where a thing is in the other languages read.
var placePreps = set("in", "im", "am", "en", "à", "au", "em", "no", "na", "op", "i", "på", "w", "v", "a")

// wherePreps open where a thing named is: "on the high street", "by the
// station", "in Leith".
var wherePreps = set(mustSection(frames, "frames.txt", "where-preps")...)

// commaHeaded reports whether the line of token i is set off only by a
// comma after its first words ("ff snel vraagje, mijn abonnement loopt
// af. simyo 10gb €12,50 …"): prose, no "Name: figures" line.
func (d *doc) commaHeaded(i int) bool {
	k := d.lineAt(i)
	l := d.lines[k]
	if l.kind == lineItem || l.kind == lineRow {
		return false
	}
	_, hb, _, sep := d.itemHead(l.a, l.b)
	return sep && hb < l.b && d.toks[hb].s == ","
}

type figureSeg struct {
	c    cand
	a, b int
}

// inlineFigures splits a sentence at its commas, semicolons and "and"s
// and reads each piece that is a short name and then its figure, with at
// most a copula between ("PureGym is £24.99/mo", "zoho crm enterprise =
// $40/seat/mo", "David Lloyd £89"). Two or more such pieces make a list;
// fewer make none.
func (d *doc) inlineFigures(s sentence) []figureSeg {
	// A list's own line: the list reads it. (A line set off only by a
	// comma is prose; its pieces name things in a word or two.)
	maxName := 5
	if d.listedLine(s.a) {
		if !d.commaHeaded(s.a) {
			return nil
		}
		maxName = 2
	}
	var out []figureSeg
	start := s.a
	for i := s.a; i <= s.b; i++ {
		if i < s.b && !d.listBreak(i) {
			continue
		}
		a, b := start, i
		start = i + 1
		for a < b && (d.toks[a].kind == tPunct || clauseWords[d.toks[a].low]) {
			a++
		}
		at := -1
		for j := a + 1; j < b && j <= a+6; j++ {
			if d.amountStarts(j) {
				at = j
				break
			}
			// ("giant explore e+ 3 is $3,999": a model's number and the
			// mark written onto it are the name's.)
			model := d.toks[j].kind == tNum || d.nameMark(j)
			if d.toks[j].kind != tWord && d.toks[j].s != "=" && d.toks[j].s != ":" && d.toks[j].s != "&" && d.toks[j].s != "-" &&
				d.toks[j].s != "(" && d.toks[j].s != ")" && !model { // "play (dawne upc) 1 gb/s"
				break
			}
		}
		// ("others i saw were ola s1 pro at 1.47 lakh and tvs iqube s
		// at 1.31 lakh": a piece that says what it lists before the
		// name starts its name after that copula.)
		if at < 0 {
			a, at = d.nameAfterCopula(a, b)
		}
		if at < 0 {
			continue
		}
		e := at
		// ("Pipedrive said 1 week, Zoho said 4 weeks": what a name says
		// is no part of it.)
		for e > a && (d.toks[e-1].kind == tPunct || copulas[d.toks[e-1].low] || reportingVerbs[d.toks[e-1].low]) {
			e--
		}
		// ("Removals: Box & Go £640": a name in capitals a colon heads is
		// the name; the piece keeps its heading.)
		from := a
		for k := e - 1; k > a; k-- {
			if d.toks[k].s == ":" {
				if d.titleCased(k+1, e) {
					a = k + 1
				}
				break
			}
		}
		if e <= a || !d.listedFigure(a, e, at, b) {
			continue
		}
		c, ok := d.newCand(a, e, labelOpts{maxWords: 5})
		// (A model's number is no word of the name: "honda pcx 160".)
		named := 0
		for _, i := range c.kept {
			if d.toks[i].kind == tWord {
				named++
			}
		}
		if !ok || !d.gate(c) || c.verbLed || named > maxName {
			continue
		}
		c.described = true
		out = append(out, figureSeg{c: c, a: from, b: b})
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// nameAfterCopula finds, in piece [a, b), a copula followed within six
// words by a figure, and returns where the name after it starts and
// where the figure does; −1 when there is none.
func (d *doc) nameAfterCopula(a, b int) (int, int) {
	for i := a; i < b; i++ {
		if d.toks[i].kind != tWord || !listCopulas[d.toks[i].low] {
			continue
		}
		for j := i + 2; j < b && j <= i+7; j++ {
			if d.amountStarts(j) {
				return i + 1, j
			}
			if d.toks[j].kind != tWord && d.toks[j].kind != tNum {
				break
			}
		}
	}
	return a, -1
}

// listCopulas say what a list of names is before naming them: "others
// I saw were …", "the options are …" (labels.txt [list-copula]).
var listCopulas = wordSet(mustSection(labelLists, "labels.txt", "list-copula"))

// listedFigure reports whether name [a, e) and the figure at `at` read
// as one entry of a list, in a piece that ends at b: the figure ends the
// piece but for a word or two ("PureGym is £24.99/mo", "RAL 29.000 €"
// is an attribute, "the tariff averaged €0.27/kWh over the last year" a
// clause), and the name holds no pronoun, verb or attribute word.
func (d *doc) listedFigure(a, e, at, b int) bool {
	// "orange 600 mb/s 69 zl/mc": figures one after another end it too.
	end := at
	for end < b {
		m, ok := d.amountFrom(end)
		if !ok || m.a != end {
			break
		}
		end = m.b
	}
	// ("simyo 10gb €12,50 per maand maar 1 jaar vast": a one-word name
	// its figures follow at once keeps a longer tail.)
	// ("Box & Go £640 can do Fri 14th, Swift Movers £580 but only free
	// on the 16th — completion says…": a name in capitals keeps a
	// clause's tail, up to a dash that opens another.)
	for k := end; k < b; k++ {
		if (d.toks[k].s == "—" || d.toks[k].s == "–") && !adjacent(d.toks, k-1, k) {
			b = k
			break
		}
	}
	if tail := b - end; tail > 2 && (at != a+1 || e != a+1 || tail > 6) && (tail > 8 || !d.titleCased(a, e)) {
		return false
	}
	for i := a; i < e; i++ {
		w := d.toks[i].low
		if d.toks[i].kind != tWord {
			continue
		}
		if pronounWord[w] || subjectPronouns[w] || factVerbs[w] || approxWords[w] || auxVerbs[w] ||
			d.lang == "en" && strings.HasSuffix(w, "ed") && len(w) > 4 {
			return false
		}
	}
	last := d.toks[e-1].low
	return attrKnown(last) == "" && !sumNouns[last] && !salaryNouns[last] && !moneyNouns[last]
}

// titleCased reports whether every word of [a, e) begins with a capital.
func (d *doc) titleCased(a, e int) bool {
	words := 0
	for i := a; i < e; i++ {
		if d.toks[i].kind != tWord {
			continue
		}
		words++
		if !d.toks[i].upper {
			return false
		}
	}
	return words > 0
}

// listBreak reports whether token i ends a piece of an inline list: a
// comma, a semicolon, an "and".
func (d *doc) listBreak(i int) bool {
	t := d.toks[i]
	// ("others i saw were …": in English "i" is the speaker, not the
	// Polish or Croatian "and".)
	return d.listBreakDash(i) || t.s == "," || t.s == ";" || t.kind == tWord && listJoiners[t.low] && (t.low != "i" || d.lang != "en")
}

// listBreakDash reports whether token i is a dash before a capitalised
// name: "can't pay more than $200/mo — Public Storage 10x10 $139/mo, …"
// starts its list after the limit. The dash stands apart, spaces on
// both sides.
func (d *doc) listBreakDash(i int) bool {
	t := d.toks[i]
	// ("Reading–London Paddington": a dash written tight joins a route.)
	return (t.s == "—" || t.s == "–") && i > 0 && i+1 < len(d.toks) && d.toks[i-1].end < t.start && t.end < d.toks[i+1].start &&
		d.toks[i+1].kind == tWord && writtenAsProperName(d.toks[i+1].s)
}

var listJoiners = set("and", "und", "y", "et", "e", "en", "och", "og", "i")

// copulaVerbs say what a named thing is or costs ("sono 160 a persona").
var copulaVerbs = set("is", "are", "was", "ist", "sind", "es", "son", "est", "sont", "é", "são", "è", "sono", "zijn", "costs", "kostet", "cuesta",
	"coûte", "custa", "costa", "kost", "kostar", "kosztuje")

var copulas = set("is", "are", "was", "at", "for", "costs", "ist", "kostet", "für", "es", "cuesta", "por", "est", "coûte", "à", "é",
	"custa", "costa", "kost", "voor", "kostar", "för", "kosztuje", "za")

// comparesFigures reports whether [a, b) sets two figures against each
// other ("flights are cheaper, €145 pp vs €210 pp"): its subject is what
// the options are compared on, not an option.
func (d *doc) comparesFigures(a, b int) bool {
	amts := d.amounts()
	for k := 1; k < len(amts); k++ {
		if amts[k-1].a >= a && amts[k].a < b && d.versusBefore(amts[k-1], amts[k]) {
			return true
		}
	}
	return false
}

// moneyAt reports whether the amount starting at token i is a sum of
// money.
func (d *doc) moneyAt(i int) bool {
	m, ok := d.amountFrom(i)
	return ok && m.class == "money"
}

// wordsOnly reports whether tokens [a, b) are all words, or an ampersand
// between two.
func (d *doc) wordsOnly(a, b int) bool {
	for i := a; i < b; i++ {
		// ("Dave's Man & Van £650": an ampersand between a name's words
		// is of the name.)
		ampersand := d.toks[i].s == "&" && i > a && i+1 < b
		if d.toks[i].kind != tWord && !ampersand {
			return false
		}
	}
	return a < b
}

// subjectPrepositions open an adverbial, not a subject: "con el módulo
// sale a 49 €", "with the add-on it comes to $49".
var subjectPrepositions = set("with", "without", "con", "sin", "mit", "ohne", "avec", "sans", "com", "sem", "senza", "met", "zonder")

var affirmParticles = set("sí", "si", "ja", "oui", "sim", "yes", "also", "too", "auch", "también", "aussi", "também", "anche", "ook",
	"still", "now", "only", "solo", "nur", "seulement", "só")

var offerVerbs = set("offers", "offered", "quoted", "quotes", "bietet", "ofrece", "offre", "oferece")

// bracketAliases keeps a short bracketed aside after a name as an alias:
// "aws frankfurt (eu-central-1)".
func (d *doc) bracketAliases(c *cand, a, b int) {
	for i := a; i < b; i++ {
		if d.toks[i].s != "(" {
			continue
		}
		for j := i + 1; j < b && j < i+5; j++ {
			if d.toks[j].s == ")" {
				d.addAsides(c, [][2]int{{i + 1, j}})
				return
			}
		}
		return
	}
}

// amountNear reports whether an amount starts within two tokens after i.
func (d *doc) amountNear(i int) bool {
	return d.amountStarts(i+1) || d.amountStarts(i+2) || d.amountStarts(i+3)
}

// ---- "we could also X", proposals --------------------------------------

// otherLeadEnd returns the end of a lead that names the other thing
// weighed before its name, in whatever words: "the other one i was
// looking at was", "the other two quotes we had were" (frames.txt
// [alternative] lists the fixed ones); −1 where none starts at i.
// (Two words or more between "other" and the copula: "the other two
// are GPs with…" describes; "the other side of the city and the hours
// are…", "the other thing is the commute" name nothing weighed.)
func (d *doc) otherLeadEnd(i, b int) int {
	if i+4 >= b || d.toks[i].low != "the" || d.toks[i+1].low != "other" || otherNonOptions[d.toks[i+2].low] {
		return -1
	}
	for j := i + 2; j < b && j <= i+9; j++ {
		t := d.toks[j]
		// ("the other two say skip is \"extra, around £300\"": what
		// they say has its own subject.)
		if t.kind != tWord || listJoiners[t.low] || t.low == "or" || t.low == "but" || reportingVerbs[t.low] || t.low == "say" {
			return -1
		}
		// ("the other one we were looking at, …": an auxiliary before a
		// participle goes on.)
		if (t.low == "was" || t.low == "were" || t.low == "is" || t.low == "are") && !strings.HasSuffix(d.lowAt(j+1), "ing") {
			if j-i-2 < 2 {
				return -1
			}
			return j + 1
		}
	}
	return -1
}

var otherNonOptions = set("side", "sides", "thing", "things", "hand", "day", "days", "week", "way", "end", "half", "problem", "issue",
	"reason", "point", "question", "night", "time", "times", "bit", "part")

func (d *doc) alternativeGroups() []candGroup {
	var out []candGroup
	for _, s := range d.sents {
		for i := s.a; i < s.b; i++ {
			end := d.phraseSpan(i, s.b, alternativeIdx)
			other := false
			if end <= i {
				end = d.otherLeadEnd(i, s.b)
				other = end > i
			}
			// "Also the Siemens iQ300 one, which is fifty quid more, 44
			// dB": a sentence that opens by adding a thing named, with
			// its figures.
			if i == s.a && d.toks[i].low == "also" && i+2 < s.b && articles[d.toks[i+1].low] && d.toks[i+2].upper && d.hasStatedAmount(i, s.b) {
				end = i + 2
			}
			// ("Hvilket alternativ bør vi gå for?": a question word before
			// it selects among the options, it adds none.)
			if end <= i || i > s.a && questionWord[d.toks[i-1].low] {
				continue
			}
			// ("my sister sent me a TUI deal": a lead that ends on an
			// article names a thing only where a capital or a digit opens
			// a name after it, not "sent me a link"; a text typed in lower
			// case writes no such capital.)
			if articles[d.toks[end-1].low] && (end >= s.b || !d.nameOpens(end) || d.lowerTyped()) {
				continue
			}
			a := end
			for a < s.b && (subjectPronouns[d.toks[a].low] || shouldWords2[d.toks[a].low] || d.toks[a].kind == tPunct || d.toks[a].low == "just") {
				a++
			}
			// The alternatives run to the end of the sentence: "stay
			// bootstrapped and profitable, or take a smaller angel round".
			g := candGroup{kind: ckAlternative, cued: true}
			start := a
			// ("The other serious quote was Howdens …, £11,500 …;
			// appliances were extra": after a lead in its own words, a
			// semicolon ends the alternatives.)
			sb := s.b
			for j := a; other && j < sb; j++ {
				if d.toks[j].s == ";" {
					sb = j
				}
			}
			// ("… were grace removals 8200 4.8 stars and then citymove
			// backload": "and then" goes on to the next.)
			next := func(j int) int {
				if n := d.coordAt(j); n > 0 {
					return n
				}
				if j+1 < sb && listJoiners[d.toks[j].low] && enumerationNext[d.toks[j+1].low] {
					return 2
				}
				return 0
			}
			for j := a; j <= sb; j++ {
				if j == sb || next(j) > 0 || d.toks[j].s == ";" {
					if j > start {
						// ("Third offer was Kartonex but they were out quickly":
						// a "but" opens what is said of it.)
						end := j
						for k := start + 1; k < j; k++ {
							if d.toks[k].kind == tWord && d.conjunctStop(d.toks[k].low) {
								end = k
								break
							}
						}
						if c, ok := d.newCand(start, d.beforePriceAt(start, end), labelOpts{maxWords: 9}); ok && d.gate(c) {
							g.members = append(g.members, c)
						}
					}
					start = j + 1
					if j < sb && next(j) > 0 {
						start = j + next(j)
						for start < sb && (subjectPronouns[d.toks[start].low] || shouldWords2[d.toks[start].low] || d.toks[start].low == "just") {
							start++
						}
					}
				}
			}
			if len(g.members) > 0 {
				out = append(out, g)
			}
			break
		}
	}
	return out
}

// beforePriceAt returns where a name in [a, b) ends before "über
// 44.900 €", "for £1,180", "à 1 200 €": a word that joins a price to
// what it buys, then the price; else b.
func (d *doc) beforePriceAt(a, b int) int {
	for k := a + 1; k+1 < b; k++ {
		if priceJoiners[d.toks[k].low] && d.amountStarts(k+1) && d.moneyAt(k+1) {
			return k
		}
	}
	return b
}

var priceJoiners = set(mustSection(amountLists, "amounts.txt", "price-joiners")...)

// chatOpening reads the name a chat message opens with: after an
// optional "and" and article, up to five words ending at "!" or "?", or
// at a comma or dash that a price follows.
func (d *doc) chatOpening(l line) (cand, bool) {
	a := l.a
	// ("i" is "and" in Polish, the speaker in English: "I rang Nonna's".)
	if a < l.b && chatConnectors[d.toks[a].low] && (d.toks[a].low != "i" || d.lang != "en") {
		a++
	}
	// "ok Trailmark Dome 6, £329": a filler before a capitalised name
	// is no part of it.
	filler := func(i int) bool { return i < l.b && (fillerWords[d.toks[i].low] || chatFillers[d.toks[i].low]) }
	for k := a; k < a+3 && filler(k); k++ {
		if k+1 < l.b && d.toks[k+1].kind == tWord && d.toks[k+1].upper && !filler(k+1) {
			a = k + 1 // "ok then The Crown, £18 a head"
			break
		}
	}
	if a < l.b && articles[d.toks[a].low] {
		a++
	}
	e := a
	for e < l.b && d.toks[e].kind != tPunct {
		e++
	}
	// "Coleway Ridge 4 is £249", "Fellpoint Air 6 is the nice one, £699":
	// a run of capitalised words and model numbers before a copula names
	// what the priced message proposes.
	named := false
	// ("Hetzner was €149 p/m": one word will do when the thread names it
	// with its capital elsewhere too.)
	if k := d.nameRunEnd(a, l.b); (k > a+1 || k == a+1 && d.namedAgain(a)) && k < l.b && chatVerbs[d.toks[k].low] && d.hasMoney(k, l.b) {
		e, named = k, true
	}
	// "Invia Mallorca 18 500 Kč za osobu": a price right after the name
	// ends it too.
	priced := false
	for _, m := range d.amounts() {
		if m.a > a && m.a < e && m.class == "money" {
			e, priced = m.a, true
			break
		}
	}
	// ("option 2 – TAP direct, £129": a numbered marker labels what
	// follows; "does ryanair include a bag?" asks; "so accept or
	// decline?" asks between two.)
	for k := a; k < e; k++ {
		if d.coordAt(k) > 0 {
			return cand{}, false
		}
	}
	if e == a || e >= l.b || d.wordCount(a, e) > 5 || d.hasDigit(a, e) && e-a == 1 || subjectPronouns[d.toks[a].low] || invertedAux[d.toks[a].low] || d.markerShape(a, l.b) && e-a == 2 {
		return cand{}, false
	}
	switch {
	case priced, named:
	case d.toks[e].s == "!" || d.toks[e].s == "?":
	case d.toks[e].s == "," || d.toks[e].s == "–" || d.toks[e].s == "-" || d.toks[e].s == ":":
		if !d.hasMoney(e, l.b) {
			return cand{}, false
		}
	default:
		return cand{}, false
	}
	// Not a question ("Entonces cuál pedimos?"), a refusal ("No black
	// box!"), a filler ("Okej midsommar!"), a date or only the name of an
	// attribute ("Opening hours?").
	attrs := 0
	for i := a; i < e; i++ {
		w := d.toks[i].low
		if selectingWords[w] || chatQuestionWords[w] || chatVerbs[w] || boundLead[w] || pronounWord[w] && (w != "i" || i == a) || isNegator(w) || d.phraseSpan(i, e, denyIdx) > i || monthNames[w] ||
			i == a && (fillerWords[w] || chatFillers[w] || possessives[w] || attrKnown(w) != "") {
			return cand{}, false
		}
		if attrKnown(w) != "" || stopwords[w] {
			attrs++
		}
		if attrKnown(w) != "" && priced && i == e-1 { // "joining fee £0 at puregym": an attribute and its figure
			return cand{}, false
		}
	}
	if attrs == e-a {
		return cand{}, false
	}
	c, ok := d.newCand(a, e, labelOpts{maxWords: 5})
	if !ok || !d.gate(c) {
		return cand{}, false
	}
	c.region = [][2]int{{l.a, l.b}} // the message describes what it proposes
	return c, true
}

// namedAgain reports whether the capitalised word at i, no function
// word or kin, is written so elsewhere in the text too.
func (d *doc) namedAgain(i int) bool {
	w := d.toks[i].low
	if stopwords[w] || pronounWord[w] || kinWords[w] || len(langWords[w]) > 0 || attrKnown(w) != "" {
		return false
	}
	return d.spelledAgain(i)
}

// nameRunEnd returns the end of the run of capitalised words and
// figures that starts with a capitalised word at a, before b ("Coleway
// Ridge 4"), or a when there is none.
func (d *doc) nameRunEnd(a, b int) int {
	if a >= b || d.toks[a].kind != tWord || !d.toks[a].upper {
		return a
	}
	e := a + 1
	for e < b {
		switch t := d.toks[e]; {
		case t.kind == tWord && t.upper || t.kind == tNum:
			e++
		case t.s == "&" && e+1 < b && d.toks[e+1].kind == tWord && d.toks[e+1].upper: // "Olive & Thyme"
			e += 2
		default:
			return e
		}
	}
	return e
}

// chatQuestionWords and chatFillers refuse a chat message's opening as a
// proposal: "quanto custa mesmo?", "omg congrats!".
var (
	chatQuestionWords = set(mustSection(discourse, "discourse.txt", "chat-question")...)
	// A verb makes the opening a statement ("Bugsnag's on-prem edition
	// is enterprise-only", "Bugsnag quoted us"), not a name put forward.
	chatVerbs   = set(mustSection(discourse, "discourse.txt", "chat-verbs")...)
	possessives = set(mustSection(discourse, "discourse.txt", "possessives")...)
	chatFillers = set(mustSection(discourse, "discourse.txt", "chat-fillers")...)
)

var chatConnectors = set(mustSection(discourse, "discourse.txt", "chat-connectors")...)

func (d *doc) proposalGroups() []candGroup {
	g := candGroup{kind: ckProposals}
	seen := map[string]bool{}
	for _, s := range d.sents {
		for i := s.a; i < s.b; i++ {
			end := d.phraseSpan(i, s.b, proposalIdx)
			if end <= i || end >= s.b {
				continue
			}
			c, ok := d.newCand(end, d.clauseEnd(end, s.b), labelOpts{maxWords: 6})
			if !ok || !d.gate(c) {
				continue
			}
			if k := normLabel(c.label); !seen[k] {
				seen[k] = true
				l := d.lines[d.lineAt(i)]
				c.proposer = l.speaker
				g.members = append(g.members, c)
			}
			break
		}
	}
	// "[10:13] Davide: Trattoria da Gino! menu fisso 32 € a testa",
	// "Giulia: e la Pizzeria Bella Napoli? 22 € a testa": a chat message
	// that opens with a short name, cut off by "!" or "?", or by a comma
	// or dash before a price, proposes it.
	// Two such openings at least: one alone is a remark.
	var openings []cand
	first := true
	for _, l := range d.lines {
		if l.speaker == "" || l.b <= l.a {
			continue
		}
		if first { // "[20:01] Mia: ski trip!": the thread's first message names its topic
			first = false
			continue
		}
		// ("Paul: I rang round today. Trattoria Lucca – private room
		// seats 12, £38 a head": a later sentence of the message may
		// open with the name it proposes.)
		for _, a := range d.sentenceStarts(l) {
			m := l
			m.a = a
			if c, ok := d.chatOpening(m); ok {
				if k := normLabel(c.label); !seen[k] {
					seen[k] = true
					c.proposer = l.speaker
					openings = append(openings, c)
				}
				break
			}
		}
	}
	if len(openings) >= 2 {
		g.members = append(g.members, openings...)
		g.cued = true // names the messages open with are put forward as options
	}
	// In a chat one proposal counts: the others are named as subjects
	// ("Quipu está a 19 €/mes") and the groups merge.
	chatOne := len(g.members) == 1 && g.members[0].proposer != ""
	if len(g.members) < 2 && !chatOne {
		return nil
	}
	return []candGroup{g}
}

// sentenceStarts returns where the sentences of line l start.
func (d *doc) sentenceStarts(l line) []int {
	out := []int{l.a}
	for _, s := range d.sents {
		if s.a > l.a && s.a < l.b {
			out = append(out, s.a)
		}
	}
	return out
}

// nameGroups reads the names a text keeps coming back to ("a Tim tá me
// cobrando 99,99", "a Claro tem plano de 50GB por 69,90", "só tem 4G da
// Vivo. Claro e Tim só 2G"): a run of capitalised words inside a
// sentence that no word list knows, named twice or more, at least once
// in a sentence with a figure. The reader's last resort, read only when
// no structure names any option in a text that asks which or is a thread
// (frame); it needs capitals, so a text typed in lower case gets nothing
// from it. With once, a name said once beside a price counts too (a
// rival a decided text names and prices: "Corehouse Gym two doors down is
// £29.99/month").
func (d *doc) nameGroups(once bool) []candGroup {
	type seen struct {
		c     cand
		count int
		facts bool
		price bool
	}
	var order []string
	names := map[string]*seen{}
	for i := 0; i < len(d.toks); i++ {
		e, quoted := d.quotedName(i)
		switch {
		case quoted:
		case !d.nameWord(i) || i < len(d.sentStart) && d.sentStart[i]:
			continue
		default:
			e = i + 1
			for e < len(d.toks) && e < i+3 && d.nameWord(e) {
				e++
			}
		}
		c, ok := d.newCand(i, e, labelOpts{raw: true, maxWords: 3})
		if !ok || !d.gate(c) {
			i = e - 1
			continue
		}
		key := d.toks[i].low
		if names[key] == nil {
			names[key] = &seen{c: c}
			order = append(order, key)
		}
		s := d.sentAt(i)
		names[key].facts = names[key].facts || d.hasDigit(s.a, s.b)
		// (A name in quotation marks is marked a name as surely as one
		// said twice: „Movera“ (520 €, 3 krovikai).)
		names[key].price = names[key].price || (once || quoted) && d.hasMoney(s.a, s.b)
		i = e - 1
	}
	for _, key := range order {
		for i := range d.toks {
			if !d.blocked(i) && d.toks[i].low == key {
				names[key].count++
			}
		}
	}
	g := candGroup{kind: ckNames}
	var priced []cand // said once, beside a price
	for _, key := range order {
		switch n := names[key]; {
		case n.count >= 2 && n.facts:
			g.members = append(g.members, n.c)
		case n.price:
			priced = append(priced, n.c)
		}
	}
	// (Names said once are many in a story full of places: they count
	// only where they are few.)
	if len(g.members)+len(priced) <= 6 {
		g.members = append(g.members, priced...)
	}
	if len(g.members) < 2 || len(g.members) > 6 {
		return nil
	}
	return []candGroup{g}
}

// quotedName reports whether a name in quotation marks starts at token
// i, and where it ends: one to three words or figures, the first
// capitalised, between an opening mark right before i and a closing one
// („Greiti ratai“, «Essentiel 3», "Krausta LT").
func (d *doc) quotedName(i int) (int, bool) {
	if i == 0 || !isQuoteMark(d.toks[i-1].s) || d.toks[i].kind != tWord || !d.toks[i].upper || d.blocked(i) {
		return 0, false
	}
	for e := i + 1; e < len(d.toks) && e <= i+3; e++ {
		t := d.toks[e]
		switch {
		case isQuoteMark(t.s):
			return e, true
		case t.kind != tWord && t.kind != tNum || d.blocked(e):
			return 0, false
		}
	}
	return 0, false
}

// nameWord reports whether token i can be part of a name: a capitalised
// word no word list knows (not a function word, a month, a unit or an
// attribute).
func (d *doc) nameWord(i int) bool {
	t := d.toks[i]
	if d.blocked(i) || t.kind != tWord || !t.upper || len([]rune(t.s)) < 2 {
		return false
	}
	w := t.low
	// ("42 Cent", "12 Monate": a noun after a figure is what it counts.)
	if i > 0 && d.toks[i-1].kind == tNum {
		return false
	}
	return !stopwords[w] && !pronounWord[w] && len(langWords[w]) == 0 && !monthNames[w] && !weekdays[w] && !englishDays[w] &&
		attrKnown(w) == "" && currencies[w] == "" && unitTable[w].class == "" && !genericWord[w] && !questionWord[w] && !kinWords[w]
}

// opensParagraph reports whether token i opens the first line of its
// paragraph.
func (d *doc) opensParagraph(i int) bool {
	k := d.lineAt(i)
	return k >= 0 && d.lines[k].a == i && (k == 0 || d.lines[k-1].para != d.lines[k].para)
}

// paragraphEnd returns where the paragraph holding token i ends.
func (d *doc) paragraphEnd(i int) int {
	k := d.lineAt(i)
	e := d.lines[k].b
	for j := k + 1; j < len(d.lines) && d.lines[j].para == d.lines[k].para; j++ {
		e = d.lines[j].b
	}
	return e
}
