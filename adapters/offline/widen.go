package offline

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/ports"
)

// Widening (Heath & Heath, Decisive, 2013): the caller's options as read,
// then what a good advisor adds where it is missing — the status quo when
// there is something to keep, waiting to gather information, a cheap
// reversible trial, a staged version. Each added option names its parent,
// the caller option it builds on, and is scored from the parent's cells
// with stated adjustments (ENGINE.md "Engine options").

func widenOptions(in ports.WidenInput) []ports.OptionDraft {
	d := parse(in.Decision)
	f := d.frame(optionAnswers(in.Answers))
	mode := in.Mode
	if mode == "" {
		mode = d.mode(f)
	}
	caller := callerDrafts(d, f, mode)
	opts := append([]ports.OptionDraft(nil), caller...)
	seen := map[string]bool{}
	for _, o := range opts {
		seen[normLabel(o.Label)] = true
	}
	for _, e := range engineDrafts(d, f, mode, caller) {
		if len(opts) >= maxOptions {
			break
		}
		if k := normLabel(e.Label); !seen[k] {
			seen[k] = true
			opts = append(opts, e)
		}
	}
	// At least two options, always.
	for _, fb := range []ports.OptionDraft{
		{Label: "Keep things as they are", Origin: decision.FromEngine, Kind: decision.KindStatusQuo, Description: "Change nothing for now."},
		{Label: "Wait and gather information", Origin: decision.FromEngine, Kind: decision.KindDelay, Description: "Decide later, with more facts."},
	} {
		if len(opts) >= 2 {
			break
		}
		if k := normLabel(fb.Label); !seen[k] {
			seen[k] = true
			opts = append(opts, fb)
		}
	}
	return opts
}

// callerDrafts turns the framing's options into drafts: the chosen one
// first in GRILL mode, and the other side of a lone yes/no option.
func callerDrafts(d *doc, f *framing, mode string) []ports.OptionDraft {
	var out []ports.OptionDraft
	cs := append([]cand(nil), f.options...)
	if mode == domain.ModeGrill && len(cs) == 0 {
		// A plan to stress-test that the reader could not name: its first
		// statement stands for it.
		c := cand{label: "The plan as described", chosen: true}
		if len(d.sents) > 0 {
			s := d.sents[0]
			if x, ok := d.newCand(s.a, d.clauseEnd(s.a, s.b), labelOpts{maxWords: 9, dropTime: true}); ok && d.gate(x) {
				c = x
				c.chosen = true
			}
		}
		cs = append(cs, c)
	}
	if mode == domain.ModeGrill {
		sort.SliceStable(cs, func(i, j int) bool { return cs[i].chosen && !cs[j].chosen })
		if len(cs) > 0 && !anyChosen(cs) {
			cs[0].chosen = true
		}
	}
	for _, c := range cs {
		o := ports.OptionDraft{Label: upperFirst(c.label), Origin: decision.FromCaller, Kind: decision.KindCaller,
			Description: d.describeCand(c), Chosen: c.chosen && mode == domain.ModeGrill}
		if c.no || statusQuoLabel(c.label) {
			o.Kind = decision.KindStatusQuo
		}
		low := strings.ToLower(c.label)
		for _, a := range c.aliases {
			if a != low && a != "" {
				o.Aliases = appendUnique(o.Aliases, a)
			}
		}
		if o.Kind == decision.KindCaller {
			d.fullestName(&o)
		}
		out = append(out, o)
	}
	out, restated := mergeRestatedSides(out)
	nameThePresent(d, out)
	nameTheChange(d, out)
	for i, a := range restated {
		out[i].Aliases = appendUnique(out[i].Aliases, a)
	}
	if len(out) == 1 && mode != domain.ModeGrill {
		c := cs[0]
		out = append(out, ports.OptionDraft{Label: negationLabel(d, c), Origin: decision.FromCaller, Kind: decision.KindStatusQuo,
			Description: "The other side of the question: not " + lowerFirst(c.label) + ", keeping things as they are."})
		// "Is it worth switching or am I mad to even think about it?"
		// beside "Admiral renewal came through: £612" and a quote from
		// Direct Line: the sides are the two names.
		// Only an option that names nothing else may take a name: one
		// word ("Switching", "Digi"), or words with no name in them.
		if len(words(out[0].Label)) == 1 || len(out[0].Aliases) == 0 && len(nameTerms(out[0].Label)) == 0 {
			nameBothSides(d, &out[1], &out[0])
		}
	}
	return out
}

// mergeRestatedSides folds a keep-or-change question asked twice into
// one: "Passare a Voltaria o restare dove sono? … cambio o resto?" has two
// sides, not four. Where each side has two drafts and one of each is a
// single word, the fuller drafts stay and the single words are returned,
// by the index of the draft they name again, as its aliases.
func mergeRestatedSides(out []ports.OptionDraft) ([]ports.OptionDraft, map[int]string) {
	if len(out) != 4 {
		return out, nil
	}
	bare := func(o ports.OptionDraft) bool { return len(labelWords(o.Label)) == 1 }
	var short, full [2][]int // by side: 0 keeps the present, 1 changes
	for i, o := range out {
		side := 1
		if o.Kind == decision.KindStatusQuo {
			side = 0
		}
		if bare(o) {
			short[side] = append(short[side], i)
		} else {
			full[side] = append(full[side], i)
		}
	}
	for side := range 2 {
		if len(short[side]) != 1 || len(full[side]) != 1 {
			return out, nil
		}
	}
	// The order the text gave them.
	first, second := 0, 1
	if full[1][0] < full[0][0] {
		first, second = 1, 0
	}
	merged := []ports.OptionDraft{out[full[first][0]], out[full[second][0]]}
	return merged, map[int]string{0: strings.ToLower(out[short[first][0]].Label), 1: strings.ToLower(out[short[second][0]].Label)}
}

// nameThePresent gives the status quo of a keep-or-change question the
// name the text gives the present: "Is it worth moving it to Norvik or
// should I just leave it where it is?" after "£14k sitting in a Halden
// Bank instant saver at 2.1%" keeps Halden. The present is the one
// recurring name, stated with figures, that the change does not name;
// when the change names nothing ("¿Renuevo o me cambio?"), it is the one
// such name the text speaks of as the present.
func nameThePresent(d *doc, out []ports.OptionDraft) {
	quo, change, ok := keepOrChange(out)
	if !ok || len(quo.Aliases) > 0 {
		return
	}
	inQuo, inChange := nameTerms(quo.Label), nameTerms(change.Label)
	changeNamed, changeNamedFig := false, false
	var names []int
	seen := map[string]bool{}
	for i := 0; i < len(d.toks); i++ {
		if !d.nameWord(i) {
			continue
		}
		// A name is its run of capitalised words ("Ashby Bank").
		start := i
		for i+1 < len(d.toks) && d.nameWord(i+1) {
			i++
		}
		run := d.wordsIn(start, i+1)
		switch {
		case anyIn(run, inQuo):
			return // "Stay with Halden" names the present itself.
		case anyIn(run, inChange):
			changeNamed = true
			if s := d.sentAt(start); d.hasDigit(s.a, s.b) {
				changeNamedFig = true
			}
		case !seen[run[0]]:
			seen[run[0]] = true
			if s := d.sentAt(start); d.spelledAgain(start) && d.hasDigit(s.a, s.b) {
				names = append(names, start)
			}
		}
	}
	// ("Admiral renewal came through: £612, protected NCD … 9 yrs NCD":
	// a short word in capitals is a term, not the present, unless the
	// words that make it the present stand by it: "our AXA renewal".)
	names = slices.DeleteFunc(names, func(i int) bool {
		return acronym(d.toks[i].s) && !d.nameWord(i+1) && !d.hasCue(max(0, i-3), i, presentWords) && !renewalMarks[d.lowAt(i+1)]
	})
	if !changeNamed {
		// Only a name the text marks as the present.
		var marked []int
		for _, i := range names {
			if s := d.sentAt(i); d.hasCue(s.a, s.b, presentWords) || d.hasCue(s.a, s.b, currentMarks) || d.hasCue(s.a, s.b, renewalMarks) {
				marked = append(marked, i)
			}
		}
		names = marked
	}
	if len(names) != 1 {
		// ("Worth switching or just stay put?" names its change only in
		// the question.)
		if !changeNamedFig && len(names) == 0 && len(change.Aliases) == 0 {
			nameBothSides(d, quo, change)
		}
		return
	}
	quo.Aliases = []string{d.toks[names[0]].low}
}

// fullestName labels an option by the fullest name the text gives it:
// an alias that holds the label and adds only name words — capitalised,
// or with a digit — as the text writes it ("Pixel" is "Pixel 8a" where
// the text says so). The label stays an alias.
func (d *doc) fullestName(o *ports.OptionDraft) {
	label := strings.ToLower(o.Label)
	best, low := "", ""
	for _, a := range o.Aliases {
		if len(a) <= len(best) || len(a) <= len(label) || !strings.Contains(a, label) || len(words(a)) > 6 {
			continue
		}
		if low == "" {
			low = strings.ToLower(d.text)
		}
		// (Lower-casing that changes a text's length, "İ" to "i̇",
		// leaves no offsets to find the alias as written.)
		at := strings.Index(low, a)
		if at < 0 || len(low) != len(d.text) {
			continue
		}
		written := d.text[at : at+len(a)]
		if strings.ToLower(written) != a || !nameWordsAround(written, o.Label, opensSentence(d.text[:at])) {
			continue
		}
		best = written
	}
	if best == "" {
		return
	}
	o.Aliases = appendUnique(o.Aliases, label)
	o.Label = upperFirst(best)
}

// nameWordsAround reports whether every word of written outside label is
// capitalised or holds a digit, and none is a sum ("Packwise £1,350");
// where written opens a sentence, a word before the label counts only by
// its digits ("Bierzemy mBank" opens with a verb; "2016 VW Golf TSI"
// with a model year).
func nameWordsAround(written, label string, opens bool) bool {
	i := strings.Index(strings.ToLower(written), strings.ToLower(label))
	before, after := strings.Fields(written[:i]), strings.Fields(written[i+len(label):])
	for k, w := range append(before, after...) {
		digit := strings.ContainsAny(w, "0123456789")
		r, _ := utf8.DecodeRuneInString(w)
		if strings.ContainsAny(w, "£$€¥₹₦,") || !digit && (!unicode.IsUpper(r) || opens && k < len(before)) {
			return false
		}
	}
	return true
}

// opensSentence reports whether what follows the text before stands at
// the start of a sentence or a line.
func opensSentence(before string) bool {
	t := strings.TrimRight(before, " \t")
	return t == "" || strings.HasSuffix(t, "\n") || strings.HasSuffix(t, ".") || strings.HasSuffix(t, "!") || strings.HasSuffix(t, "?") || strings.HasSuffix(t, ":")
}

// nameTheChange names the change of a keep-or-change question whose
// present is named and whose change names nothing. A bare verb
// ("Switch" against "Stay with Spectrum") takes the one other name the
// text states figures for: "Verizon Fios just became available on our
// street: 500/500 for $49.99/mo" makes it "Switch to Verizon Fios". A
// longer change ("Merece la pena cambiarme" against a present read as
// Movistar) takes the one such name that makes an offer ("Digi me
// ofrece 1 Gb por 20 €/mes"), in brackets after the caller's words.
func nameTheChange(d *doc, out []ports.OptionDraft) {
	quo, change, ok := keepOrChange(out)
	if !ok {
		return
	}
	inQuo := nameTerms(quo.Label)
	for _, a := range quo.Aliases {
		for _, w := range words(a) {
			inQuo[w] = true
		}
	}
	bare := len(words(change.Label)) == 1
	if len(inQuo) == 0 || bare && len(nameTerms(change.Label)) > 0 || len(change.Aliases) > 0 {
		return
	}
	inChange := wordSet(words(change.Label))
	var names []string
	named := false // a name the change's own words hold
	d.figureNames(func(start, end int, s sentence) {
		run := d.wordsIn(start, end)
		named = named || anyIn(run, inChange)
		if !anyIn(run, inQuo) && (bare || d.offeredAt(start, end, s) && d.namesFromStart(start, end, s)) {
			names = appendUnique(names, d.text[d.toks[start].start:d.toks[end-1].end])
		}
	})
	if len(names) != 1 || named {
		return
	}
	change.Aliases = []string{strings.ToLower(names[0]), strings.ToLower(change.Label)}
	if bare {
		change.Label += " to " + names[0]
		return
	}
	change.Label += " (" + names[0] + ")"
}

// keepOrChange returns the status quo and the change of a keep-or-change
// question's two options.
func keepOrChange(out []ports.OptionDraft) (quo, change *ports.OptionDraft, ok bool) {
	if len(out) != 2 || out[0].Kind == out[1].Kind {
		return nil, nil, false
	}
	quo, change = &out[0], &out[1]
	if change.Kind == decision.KindStatusQuo {
		quo, change = change, quo
	}
	return quo, change, true
}

// figureNames calls visit with each name (a run of capitalised words
// [start, end)) in a sentence that states a figure, and the sentence.
func (d *doc) figureNames(visit func(start, end int, s sentence)) {
	for _, s := range d.sents {
		if !d.hasDigit(s.a, s.b) {
			continue
		}
		for i := s.a; i < s.b; i++ {
			if !d.nameWord(i) {
				continue
			}
			start := i
			for i+1 < s.b && d.nameWord(i+1) {
				i++
			}
			visit(start, i+1, s)
		}
	}
}

// nameBothSides names the two sides of a keep-or-change question that
// names neither ("Worth switching or just stay put?") by the two names
// the text states figures for (namedSides): the one the caller has now
// ("I'm with AGL on 32c/kWh") keeps the present, the one that makes an
// offer ("a letter from Red Energy offering 28c/kWh") is the change.
func nameBothSides(d *doc, quo, change *ports.OptionDraft) {
	// ("do I hand in my notice and go freelance, or stay put at the
	// agency for another year?": sides the caller spells out as whole
	// courses of action keep their words.)
	if len(words(quo.Label)) > 4 && len(words(change.Label)) > 4 {
		return
	}
	present, offer, ok := d.namedSides()
	if !ok {
		return
	}
	// The sides take the names ("Switch to Red Energy", "Stay with AGL");
	// the question's words stay their aliases.
	quo.Aliases = []string{strings.ToLower(present), strings.ToLower(quo.Label)}
	change.Aliases = []string{strings.ToLower(offer), strings.ToLower(change.Label)}
	if d.lang != "en" {
		// The caller's own words stay, in the caller's language:
		// "Me cambio (Digi)", "Me quedo donde estoy (Movistar)".
		quo.Label += " (" + present + ")"
		change.Label += " (" + offer + ")"
		return
	}
	quo.Label = "Stay with " + present
	change.Label = "Switch to " + offer
}

// namedSides finds the present and the offer of a keep-or-change
// question: the text states measures for two names, and one of them is
// the caller's now ("I'm with AGL", "Ik zit nu bij Zilveren Kruis",
// "Current: Westpac", "Admiral renewal came through") while the other is
// not, or one makes an offer ("Norgesenergi … tilbød 1,19 kr/kWh", "una
// oferta para pasarme a Digi") while the other does not. A sentence's
// first word written once names nothing ("Balance is $312,000") unless
// its offer or renewal follows it ("Heritage Bank quoted me").
func (d *doc) namedSides() (present, offer string, ok bool) {
	type named struct {
		name, key        string
		present, offered bool
	}
	var ns []named
	d.figureNames(func(start, end int, s sentence) {
		// ("enebolig i Drammen" in brackets is an aside, no side.)
		if !d.hasMeasure(s.a, s.b) || d.toks[start].depth > d.toks[s.a].depth {
			return
		}
		renewal := end < s.b && renewalMarks[d.toks[end].low]
		if !d.namesFromStart(start, end, s) && !renewal {
			return
		}
		// ("Bij Zorgzaam Direct zie ik…": a sentence's first word the
		// text also writes in lower case is no part of the name.)
		if start == s.a && end-start > 1 && d.writtenLower(start) {
			start++
		}
		key := d.toks[start].low
		k := slices.IndexFunc(ns, func(n named) bool { return sameStem(n.key, key) })
		if k < 0 {
			ns = append(ns, named{name: d.text[d.toks[start].start:d.toks[end-1].end], key: key})
			k = len(ns) - 1
		}
		n := &ns[k]
		// The words that make it the present stand just before it ("Ik
		// zit nu bij Zilveren Kruis", "Current: Westpac"), not after its
		// figures ("Chip's account is paying 4.1% right now").
		before := max(s.a, start-4)
		n.present = n.present || renewal || d.withTheCaller(start) || d.hasCue(before, start, nowWords) ||
			d.hasCue(before, start, presentWords) || d.hasCue(before, start, currentMarks) || d.hasCue(before, start, renewalMarks)
		n.offered = n.offered || d.offeredAt(start, end, s)
	})
	// ("protected NCD", "9 yrs NCD" beside "Admiral renewal" and "Direct
	// Line": a short word in capitals that neither is now nor offers is
	// a term, not a side.)
	if len(ns) > 2 {
		ns = slices.DeleteFunc(ns, func(n named) bool { return !n.present && !n.offered && acronym(n.name) })
	}
	if len(ns) != 2 {
		return "", "", false
	}
	a, b := ns[0], ns[1]
	switch {
	case a.offered != b.offered:
		if a.offered {
			a, b = b, a
		}
	case a.present != b.present:
		if b.present {
			a, b = b, a
		}
	default:
		return "", "", false
	}
	return a.name, b.name, true
}

// sameStem reports whether two words are one name inflected ("Ростелеком"
// and "Ростелекоме", "Elisa" and "Elisan"): one is the other's start, and
// the shorter has four letters or more.
func sameStem(a, b string) bool {
	if utf8.RuneCountInString(a) > utf8.RuneCountInString(b) {
		a, b = b, a
	}
	return a == b || utf8.RuneCountInString(a) >= 4 && strings.HasPrefix(b, a)
}

var nowWords = wordSet(mustSection(discourse, "discourse.txt", "now"))

// offeredAt reports whether the name [start, end) of sentence s makes
// an offer: "Superloop emailed offering $75/month" (the offer stands next
// to the name, a sentence's first word too), "una oferta para pasarme a
// Digi" (before it); not in a sentence about the present.
func (d *doc) offeredAt(start, end int, s sentence) bool {
	return (d.hasCue(end, min(end+3, s.b), offeringVerbs) || d.hasCue(max(s.a, start-4), start, offerNounsBefore)) &&
		!d.hasCue(s.a, s.b, presentWords) && !d.hasCue(s.a, s.b, currentMarks)
}

// namesFromStart reports whether the capitalised run [start, end) of
// sentence s can be a name: not a sentence's first word written once
// ("Balance is $312,000", "Llevo 3 años") unless its offer follows it
// ("Heritage Bank quoted me", "Digi me ofrece").
func (d *doc) namesFromStart(start, end int, s sentence) bool {
	return start > s.a || d.spelledAgain(start) || d.offersNext(end, s)
}

// offersNext reports whether the words right after a name at a
// sentence's start are its offer ("Digi me ofrece", "Superloop emailed
// offering"), not a noun's ("Got a quote").
func (d *doc) offersNext(end int, s sentence) bool {
	for j := end; j < min(end+2, s.b); j++ {
		switch w := d.toks[j].low; {
		case offeringVerbs[w]:
			return true
		case articles[w] || d.toks[j].kind != tWord:
			return false
		}
	}
	return false
}

// withTheCaller reports whether the name at i is who the caller is with
// now: "I'm with AGL", "we're currently with Nationwide", "my provider
// is Ovo".
func (d *doc) withTheCaller(i int) bool {
	j := i - 1
	if j >= 0 && (d.toks[j].low == "currently" || d.toks[j].low == "still") {
		j--
	}
	if j < 1 || d.toks[j].low != "with" {
		return false
	}
	switch d.toks[j-1].low {
	case "i'm", "we're", "am", "are", "been", "currently", "still":
		return true
	}
	return false
}

// nameTerms are the words of a keep-or-change label that can name a
// thing: not its verb ("Renuevo", "Me cambio") or a function word.
func nameTerms(label string) map[string]bool {
	out := map[string]bool{}
	for _, w := range words(label) {
		if !stopwords[w] && len(langWords[w]) == 0 && !statusQuoOpeners[w] && !statusQuoWords[w] && !actionVerbs[w] && !changeVerbs[w] {
			out[w] = true
		}
	}
	return out
}

// anyIn reports whether one of ws is in set.
func anyIn(ws []string, set map[string]bool) bool {
	for _, w := range ws {
		if set[w] {
			return true
		}
	}
	return false
}

func anyChosen(cs []cand) bool {
	for _, c := range cs {
		if c.chosen {
			return true
		}
	}
	return false
}

// statusQuoLabel: a caller option that keeps things as they are ("Stay in
// Porto", "Keep renting", "Don't lend").
func statusQuoLabel(label string) bool {
	ws := labelWords(label)
	return len(ws) > 0 && (statusQuoOpeners[ws[0]] || negated(ws) || asItStandsWords(ws))
}

// labelWords are a label's words from its verb on: "Me quedo donde
// estoy" without the pronoun before the verb.
func labelWords(label string) []string {
	ws := words(label)
	if len(ws) > 1 && (objectClitics[ws[0]] || ws[0] == "se") {
		ws = ws[1:]
	}
	return ws
}

// asItStandsWords reports whether ws end on "where it is", "as it is",
// "where I am" or "as is": "leave it where it is" keeps the present.
func asItStandsWords(ws []string) bool {
	n := len(ws)
	return n >= 2 && ws[n-2] == "as" && ws[n-1] == "is" || n >= 3 && standsAsIs(ws[n-3], ws[n-2], ws[n-1])
}

var statusQuoOpeners = wordSet(mustSection(labelLists, "labels.txt", "status-quo-opener"))

// describeCand is the caller's own words about an option: its list item
// or line, clipped.
func (d *doc) describeCand(c cand) string {
	if len(c.region) > 0 {
		r := c.region[0]
		s := clip(collapse(d.phrase(r[0], r[1])), 240)
		if normLabel(s) != normLabel(c.label) {
			return s
		}
	}
	return c.label + "."
}

// engineDrafts adds the advisor's options that fit and are missing.
func engineDrafts(d *doc, f *framing, mode string, caller []ports.OptionDraft) []ports.OptionDraft {
	has := func(ws map[string]bool) bool {
		for _, o := range caller {
			if labelHas(o.Label, ws) {
				return true
			}
		}
		return false
	}
	parent := primaryDraft(d, f, caller)
	if parent < 0 {
		return nil
	}
	pl := caller[parent].Label
	cat := d.cat
	var out []ports.OptionDraft
	// The status quo, only when there is something to keep: the text
	// speaks of what exists now, or an option changes something.
	quo := false
	for _, o := range caller {
		// "Stay in Porto", "Don't lend", "our existing us-east-1 setup": the
		// caller already named the present.
		quo = quo || o.Kind == decision.KindStatusQuo || labelHas(o.Label, presentWords)
	}
	left := d.leftThing()
	for _, o := range caller {
		// ("Corbel" beside "resigned from Corbel Bank": the caller's
		// options already hold it.)
		if left != "" && subsetKeys(keyTerms(words(o.Label)), keyTerms(words(left))) {
			left = ""
		}
	}
	if !quo && (somethingToKeep(d, caller) || left != "") && !sameKind(caller) {
		// What a change acts on ("quit my job", "split our monolith") is
		// what exists now: the text about it speaks of the status quo.
		var aliases []string
		for _, o := range caller {
			for _, k := range changeObject(words(o.Label)) {
				aliases = appendUnique(aliases, k)
			}
		}
		label := statusQuoLabels[cat]
		// "on quitte Paris pour Lyon", "dejo mi puesto en Glovo": keeping
		// what the change acts on.
		if obj := changeObjectPhrase(caller); obj != "" {
			label = "Keep as is: " + obj
		}
		// "I resigned from Corbel Bank yesterday": staying is keeping
		// what the decision leaves.
		if left != "" {
			label = "Stay with " + left
			for _, w := range keyTerms(words(left)) {
				aliases = appendUnique(aliases, w)
			}
		}
		// "a pay cut from my current London job": keeping what the text
		// names as the present.
		if np := d.presentThing(); np != "" {
			label = "Keep " + np
			for _, w := range keyTerms(words(np)) {
				aliases = appendUnique(aliases, w)
			}
		}
		out = append(out, ports.OptionDraft{
			Label: label, Origin: decision.FromEngine, Kind: decision.KindStatusQuo, Aliases: aliases,
			Description: "Change nothing for now: the baseline every other option has to beat, with no switching cost and no new upside.",
		})
	}
	if mode != domain.ModeCompare && !has(delayWords) {
		out = append(out, ports.OptionDraft{
			Label: "Wait " + delayPeriods[cat] + " and gather information", Origin: decision.FromEngine, Kind: decision.KindDelay, Parent: pl,
			Description: fmt.Sprintf("Hold “%s” for %s: %s, then decide on the same criteria. Costs time; keeps every option open.", pl, delayPeriods[cat], delayHints[cat]),
		})
	}
	if !has(trialWords) {
		label := trialLabels[cat]
		if mode == domain.ModeCompare {
			label = "Pilot " + pl + " before committing"
		}
		out = append(out, ports.OptionDraft{
			Label: label, Origin: decision.FromEngine, Kind: decision.KindTrial, Parent: pl,
			Description: "A cheap, reversible test of “" + pl + "” that produces real evidence before the full commitment.",
		})
	}
	if mode != domain.ModeCompare && !has(hybridWords) && !sameKind(caller) {
		out = append(out, ports.OptionDraft{
			Label: hybridLabels[cat], Origin: decision.FromEngine, Kind: decision.KindHybrid, Parent: pl,
			Description: "Do part of “" + pl + "” now with a review point before the rest: part of the upside, limited downside.",
		})
	}
	return out
}

// changeObjectPhrase is what the first caller option that changes
// something acts on, as the caller wrote it ("Paris", "mi puesto de
// product manager en Glovo"), or "".
func changeObjectPhrase(caller []ports.OptionDraft) string {
	for _, o := range caller {
		toks := tokenize(o.Label)
		var ws []string
		var at []int
		for k, t := range toks {
			if t.kind == tWord || t.kind == tNum {
				ws = append(ws, t.low)
				at = append(at, k)
			}
		}
		v := changeAt(ws)
		if v < 0 {
			continue
		}
		start := v + 1
		for start < len(ws) && verbSubjects[ws[start]] {
			start++
		}
		end := start
		for end < len(ws) && !objectEnd[ws[end]] {
			end++
		}
		if end > start {
			return o.Label[toks[at[start]].start:toks[at[end-1]].end]
		}
	}
	return ""
}

// somethingToKeep reports whether the text speaks of a present state an
// option would change: "my current job", "our existing setup", "keep
// renting", an option that quits, sells or replaces something.
func somethingToKeep(d *doc, caller []ports.OptionDraft) bool {
	if d.hasCue(0, len(d.toks), presentWords) {
		return true
	}
	for _, o := range caller {
		if changeAt(words(o.Label)) >= 0 {
			return true
		}
	}
	return false
}

// leftThing is the name a decision leaves: "resigned from Corbel Bank",
// "handed in my notice at Merriden Engineering" — the run of capitalised
// words after a phrase of leaving — or "".
func (d *doc) leftThing() string {
	for i := range d.toks {
		e := d.phraseSpan(i, len(d.toks), leavingIdx)
		if e <= i || e >= len(d.toks) {
			continue
		}
		if n := d.nameRunEnd(e, len(d.toks)); n > e && n-e <= 4 {
			return d.joinTokens(rangeInts(e, n))
		}
	}
	return ""
}

var leavingIdx = phraseList(mustSection(frames, "frames.txt", "leaving"))

// presentThing finds what the text names as the present: "my current
// London job", "our existing setup", "my old Golf" — the words after the
// possessive, up to three, ending at a preposition or punctuation.
func (d *doc) presentThing() string {
	for i := 0; i+2 < len(d.toks); i++ {
		t := d.toks[i]
		if d.blocked(i) || t.low != "my" && t.low != "our" {
			continue
		}
		if !presentWords[d.toks[i+1].low] && d.toks[i+1].low != "old" {
			continue
		}
		j := i + 2
		for j < len(d.toks) && j < i+5 && !d.blocked(j) && d.toks[j].kind == tWord && !stopwords[d.toks[j].low] && !objectEnd[d.toks[j].low] {
			j++
		}
		if j > i+2 {
			return d.joinTokens(rangeInts(i, j))
		}
	}
	return ""
}

func rangeInts(a, b int) []int {
	out := make([]int, 0, b-a)
	for i := a; i < b; i++ {
		out = append(out, i)
	}
	return out
}

// presentWords name the present ("my current job", "zamiast obecnych
// 3 620 zł", "Pri sedanji banki").
var presentWords = wordSet(mustSection(labelLists, "labels.txt", "present"))

// primaryDraft is the caller option the engine's options build on: the
// one decided on, the "yes" of a yes/no question, else the option whose
// stated figures are best (unweighted, so nothing is scored twice), ties
// broken by label so the order of the text does not matter.
func primaryDraft(d *doc, f *framing, caller []ports.OptionDraft) int {
	best := -1
	for i, o := range caller {
		if o.Chosen {
			return i
		}
		if o.Kind == decision.KindCaller && best < 0 {
			best = i
		}
	}
	for _, c := range f.options {
		if c.yes {
			for i, o := range caller {
				if normLabel(o.Label) == normLabel(c.label) {
					return i
				}
			}
		}
	}
	var refs []ports.OptionRef
	for i, o := range caller {
		refs = append(refs, ports.OptionRef{ID: fmt.Sprint(i), Label: o.Label, Origin: o.Origin, Kind: o.Kind, Aliases: o.Aliases})
	}
	r := newReading(d.text, nil, refs)
	score := make([]float64, len(caller))
	// An option a hard limit rules out is no parent.
	out := map[int]bool{}
	for _, c := range r.constraints() {
		for _, b := range c.Breaches {
			var i int
			if _, err := fmt.Sscan(b.OptionID, &i); err == nil {
				out[i] = true
			}
		}
	}
	for _, fc := range r.fcs {
		for _, f := range fc.facts {
			score[f.opt] += fc.valueLean(f.value)
		}
	}
	best = -1
	for i, o := range caller {
		if o.Kind != decision.KindCaller || out[i] {
			continue
		}
		if best < 0 || score[i] > score[best] || score[i] == score[best] && normLabel(o.Label) < normLabel(caller[best].Label) {
			best = i
		}
	}
	if best < 0 {
		for i, o := range caller {
			if o.Kind == decision.KindCaller {
				return i
			}
		}
	}
	return best
}

// Limits on the options a decision carries.
const (
	maxOptions       = 8
	maxCallerOptions = 7
)

// optionAnswers returns the answers that list options.
func optionAnswers(answers []ports.Answer) []string {
	var out []string
	for _, a := range answers {
		if a.ID == ports.QuestionOptions && strings.TrimSpace(a.A) != "" {
			out = append(out, a.A)
		}
	}
	return out
}

var (
	statusQuoWords = set("keep", "stay", "remain", "continue", "stick", "don't", "not", "no", "decline", "skip", "current",
		"existing", "status", "nothing", "quedarme", "quedarnos", "rester", "bleiben", "ficar", "staying", "keeping")
	delayWords  = set("delay", "wait", "postpone", "later", "defer", "pause", "hold", "yet", "delaying", "waiting", "postponing")
	trialWords  = set("trial", "try", "test", "pilot", "poc", "prototype", "experiment", "temporary", "borrow", "foster", "rent", "renting", "sample")
	hybridWords = set("part-time", "piece", "gradual", "gradually", "staged", "stage", "phase", "phased", "hybrid", "partial",
		"both", "split", "mix", "incremental", "incrementally", "half", "only", "partly", "step")
)

func labelHas(label string, ws map[string]bool) bool { return anyIn(words(label), ws) }

var statusQuoLabels = map[category]string{
	catCareer: "Stay in the current job", catMoney: "Keep the money where it is", catRelationship: "Keep things as they are",
	catTech: "Keep the current setup", catBusiness: "Keep the current course", catPurchase: "Keep what you have",
	catEducation: "Stay on the current path", catHousing: "Stay in the current home", catGeneric: "Keep the status quo",
	catHiring: "Keep the role open and keep searching",
}

var delayPeriods = map[category]string{
	catCareer: "3 months", catMoney: "3 months", catRelationship: "3 months", catTech: "one quarter", catBusiness: "a month",
	catPurchase: "a month", catEducation: "a year", catHousing: "6 months", catGeneric: "3 months", catHiring: "a month",
}

var delayHints = map[category]string{
	catCareer:       "talk to people in the role, get the offer details in writing, compare the full package",
	catMoney:        "watch rates, keep the buffer intact, get independent advice",
	catRelationship: "talk it through openly and see how things develop",
	catTech:         "prototype, measure the real bottleneck, read others' incident reports",
	catBusiness:     "collect customer data and run a small test",
	catPurchase:     "compare the real running costs and try the alternatives for a few weeks",
	catEducation:    "talk to graduates and check their outcomes",
	catHousing:      "watch prices and rates and visit more places",
	catGeneric:      "collect the facts the decision is missing",
	catHiring:       "run a work-sample test and take references",
}

var trialLabels = map[category]string{
	catCareer: "Trial period or short contract first", catMoney: "Start small: commit a fraction first",
	catRelationship: "Try it for a few weeks first", catTech: "Pilot on one small service first",
	catBusiness: "Test with a small segment first", catPurchase: "Try it out for a few weeks first",
	catEducation: "Try a taster first (open day or trial class)", catHousing: "Rent in the area first", catGeneric: "Small reversible trial first",
	catHiring: "Paid trial project first",
}

var hybridLabels = map[category]string{
	catCareer: "Negotiate a hybrid arrangement", catMoney: "Split it between the options",
	catRelationship: "Take a smaller step first", catTech: "Staged migration with a review point",
	catBusiness: "Staged rollout with a review point", catPurchase: "Staged version with a review point",
	catEducation: "Part-time or staged version", catHousing: "Staged move: keep a foothold",
	catGeneric: "Staged version with a review point", catHiring: "Contract-to-hire first",
}

// sameKind reports whether the caller's options are instances of one thing
// ("Public school", "Private bilingual school"): one must be picked, so
// keeping things as they are or mixing them is no option.
func sameKind(caller []ports.OptionDraft) bool {
	head, n := "", 0
	for _, o := range caller {
		if o.Kind != decision.KindCaller {
			continue
		}
		ws := words(o.Label)
		if len(ws) < 2 {
			return false
		}
		last := ws[len(ws)-1]
		if len(last) < 3 || head != "" && last != head {
			return false
		}
		head = last
		n++
	}
	return n >= 2
}

// acronym reports whether s is one short word in capitals ("NCD", "ISA",
// "VAT").
func acronym(s string) bool {
	n := utf8.RuneCountInString(s)
	return n >= 2 && n <= 4 && strings.ToUpper(s) == s && strings.ToLower(s) != s && !strings.ContainsAny(s, " 0123456789")
}
