package offline

import (
	"maps"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/verdicthq/verdict/ports"
)

// Limits on a thing required or refused: the terms that discriminate,
// denials, silence, keyed values and table cells that answer for an
// option.

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
	// "ik moet vandaag bij een van de drie reageren", "I have to answer
	// them by Friday": the caller's own answer, due at a day, is no
	// requirement on the options.
	if d.answerDue(l) {
		return ports.Constraint{}, false
	}
	// "We wszystkich trzech wymagają konta z wpływem wynagrodzenia",
	// "all three require a salary account": what every option demands of
	// the caller is a term of the offers, no requirement on them.
	if d.findPhraseIn(l.a, l.b, allOptionsIdx) >= 0 {
		return ports.Constraint{}, false
	}
	// "On-site anything is a non-starter": the limit refuses what it
	// names, so affirming it breaks the limit and silence meets it.
	// ("anyone who won't move it is out" refuses a refusal: it requires.)
	refuse := d.refusesIn(l.a, l.b) && !d.negatedOutsideRefusal(l.a, l.b)
	// "We have an upright piano …, so anyone who won't move it is out":
	// a limit that points back with "it" speaks of its sentence.
	// ("… um piano de armário (Yamaha U1) que de jeito nenhum pode ficar
	// para trás": a limit opened by a relative pronoun speaks of the noun
	// before it.)
	if len(d.topContentWords(l.a, l.b)) <= 1 && slices.ContainsFunc(d.toks[l.a:l.b], func(t token) bool { return t.low == "it" || t.low == "them" }) ||
		l.a > l.s.a && relativeOpeners[d.toks[l.a].low] && !refuse {
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
	// "holds ISO 27001 certification" beside "ISO 9001": the number of a
	// named standard or model is a term of its own.
	for j := l.a + 1; j < l.b; j++ {
		if t := d.toks[j]; t.kind == tNum && isDigits(t.low) && len(t.low) >= 3 && d.toks[j-1].kind == tWord && d.toks[j-1].upper && !d.amountStarts(j) && !d.isDateNumber(j) {
			words = appendUnique(words, t.low)
		}
	}
	for _, w := range words {
		// ("Hytter uten innlagt strøm kommer ikke på tale": "uten" says
		// the thing is absent; it is no thing required.)
		if _, without := withoutWords[w]; without || monthNames[w] || dayWords[w] || timeTails[w] || !d.mayBeTerm(w, l) {
			continue
		}
		in := 0
		for i := range r.opts {
			if r.caller[i] && r.regionAffirms(i, w, l) {
				in++
			}
		}
		// An option's name is no term ("must be Kos Anggrek Putri"),
		// unless other options state it too ("harus kos putri" beside
		// "Kos Anggrek Putri", "…, putri, AC", "…, putri, 10 menit").
		if r.isOptionName(w) && in < 2 {
			continue
		}
		if in > 0 && in < callers {
			terms = append(terms, w)
		}
	}
	// ("ISO 27001" against "ISO 9001": where the number is a term, the
	// name before it identifies nothing alone.)
	for j := l.a + 1; j < l.b; j++ {
		if t := d.toks[j]; t.kind == tNum && hasTerm(terms, t.low) && d.toks[j-1].kind == tWord {
			w := d.toks[j-1].low
			terms = slices.DeleteFunc(terms, func(x string) bool { return x == w })
		}
	}
	// "customer data must be stored in the EU": the words after the
	// marker are the thing required, those before it what it is required
	// of; where terms stand after it, the ones only before it are none.
	terms = d.termsAfterMarker(l, terms)
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
	// ("Anything without a dishwasher is out", "no parking is a
	// dealbreaker": a refused denial requires the thing.)
	var deniedTerms []string
	for j := l.a; j < l.b && !d.refusesIn(l.a, l.b); j++ {
		if w := d.toks[j].low; d.toks[j].kind == tWord && hasTerm(terms, w) && d.denied(j, l.a, l.b) && !d.withoutNegated(j, l.a, l.b) {
			deniedTerms = append(deniedTerms, w)
		}
	}
	verdict := make([]int8, len(r.opts)) // +1 meets, −1 breaks, 0 silent
	evidence := make([]string, len(r.opts))
	for i := range r.opts {
		if !r.caller[i] {
			continue
		}
		// ("« traduction professionnelle certifiée conforme » (non
		// assermentée)" against "n'accepte que les traductions faites
		// par un traducteur assermenté": a required word the option
		// denies, and nowhere affirms, breaks the limit, whatever other
		// word of it the option states.)
		affirmed, denials := map[string]bool{}, map[string]string{}
		for _, sp := range r.region(i) {
			if sp[0] >= l.a && sp[1] <= l.b {
				continue // the limit's own words
			}
			for j := sp[0]; j < sp[1]; j++ {
				w := d.termIn(terms, j, sp[1])
				if w == "" {
					continue
				}
				if d.denied(j, sp[0], sp[1]) != hasTerm(deniedTerms, w) {
					if verdict[i] == 0 {
						verdict[i], evidence[i] = -1, d.segmentText(j)
					}
					if _, ok := denials[w]; !ok {
						denials[w] = d.segmentText(j)
					}
				} else {
					verdict[i], evidence[i] = 1, d.segmentText(j)
					affirmed[w] = true
				}
			}
		}
		for _, w := range terms {
			if ev, ok := denials[w]; ok && !affirmed[w] {
				verdict[i], evidence[i] = -1, ev
				break
			}
		}
	}
	// "requires native two-way Outlook sync" against "Outlook sync via
	// Zapier only" beside "native Outlook sync": the word that qualifies
	// the thing required comes first; an option that states the thing
	// without it, where another states both, breaks the limit.
	if q, ok := d.qualifierTerm(l, terms); ok && !refuse {
		both := false
		for k := range r.opts {
			both = both || r.caller[k] && r.regionAffirms(k, q, l) && slices.ContainsFunc(terms[1:], func(w string) bool { return r.regionAffirms(k, w, l) })
		}
		for i := range r.opts {
			if !both || !r.caller[i] || verdict[i] < 0 || r.regionAffirms(i, q, l) {
				continue
			}
			for _, w := range terms[1:] {
				if r.regionAffirms(i, w, l) {
					verdict[i], evidence[i] = -1, r.opts[i].Label+" states "+w+" without "+q
					break
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
	keyed := false // the options answer the limit as keyed values or table cells
	if kv, kev, ok := r.keyedVerdicts(l); ok && !refuse && slices.ContainsFunc(kv, func(v int8) bool { return v != 0 }) {
		verdict, evidence, keyed = kv, kev, true
	}
	// "needs SOC 2 Type II + SAML SSO" over "Sentry ✓ ✓", "GlitchWatch ✗
	// ✗": a checklist after the limit, its marks decide.
	if mv, mev, ok := r.markVerdicts(l); ok && !refuse {
		verdict, evidence = mv, mev
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
		// (Where the options answer it in a table or as "Key: value", an
		// option with no answer is silent on it too.)
		case verdict[i] == 0 && (len(terms) > 0 || keyed) && meets < callers && !refuse && !l.want && (!d.dated(l.a, l.b) || r.statesDate(i, l)):
			c.Breaches = append(c.Breaches, ports.Breach{OptionID: r.opts[i].ID, Evidence: r.opts[i].Label + silentBreach})
		}
	}
	return c, true
}

// beforeWords say "before" or "by" in the languages read: "må ha
// kaskoforsikring før jeg henter den", "muss bis Montag": when, not what.
var beforeWords = set(mustSection(consLists, "constraints.txt", "before-words")...)

// mayBeTerm reports whether w can name what limit l requires: not a
// currency, not a word of "before", not a verb after its subject
// ("whatever we booked had to seat 124" beside "already booked out"), not
// a word of a fixed phrase ("out of the box").
func (d *doc) mayBeTerm(w string, l limit) bool {
	if d.currency(w) != "" || beforeWords[w] {
		return false
	}
	verb, idiom, seen := true, true, false
	for j := l.a; j < l.b; j++ {
		if d.toks[j].low == w {
			seen = true
			verb = verb && j > l.a && subjectPronouns[d.toks[j-1].low] && d.toks[j-1].low != "it"
			idiom = idiom && d.inIdiom(j, l)
		}
	}
	return !seen || !verb && !idiom
}

var idiomIdx = phraseList(mustSection(consLists, "constraints.txt", "idioms"))

// inIdiom reports whether token j stands inside a fixed phrase within
// limit l ("out of the box").
func (d *doc) inIdiom(j int, l limit) bool {
	for i := max(l.a, j-4); i <= j; i++ {
		if e := d.phraseSpan(i, l.b, idiomIdx); e > j {
			return true
		}
	}
	return false
}

var (
	checkYes = set(mustSection(consLists, "constraints.txt", "check-yes")...)
	checkNo  = set(mustSection(consLists, "constraints.txt", "check-no")...)
)

// markVerdicts reads a checklist that follows limit l: every caller
// option's own text after the limit holds check marks, some a cross. An
// option with a cross breaks the limit; one with only ticks meets it.
func (r *reading) markVerdicts(l limit) ([]int8, []string, bool) {
	d := r.d
	verdict := make([]int8, len(r.opts))
	evidence := make([]string, len(r.opts))
	yes, no := false, false
	for i := range r.opts {
		if !r.caller[i] {
			continue
		}
		ticks, crosses, first := 0, 0, -1
		for _, sp := range r.region(i) {
			for j := max(sp[0], l.b); j < sp[1]; j++ {
				switch s := d.toks[j].s; {
				case checkYes[s]:
					ticks++
				case checkNo[s]:
					crosses++
					if first < 0 {
						first = j
					}
				}
			}
		}
		switch {
		case crosses > 0:
			verdict[i], evidence[i], no = -1, d.segmentText(first), true
		case ticks > 0:
			verdict[i], evidence[i], yes = 1, r.opts[i].Label+" ✓", true
		default:
			return nil, nil, false // an option the checklist leaves out
		}
	}
	return verdict, evidence, yes && no
}

// qualifierTerm returns the first term of limit l when it qualifies the
// next one, within two words ("native two-way Outlook sync"), and is no
// count ("two cats") or verb of its own ("handle our R&D tax credit").
func (d *doc) qualifierTerm(l limit, terms []string) (string, bool) {
	if len(terms) < 2 || numberWords[terms[0]] > 0 || actionVerbs[terms[0]] {
		return "", false
	}
	for i := l.a; i < l.b; i++ {
		if d.toks[i].low != terms[0] {
			continue
		}
		for j := i + 1; j < l.b && j <= i+2; j++ {
			if hasTerm(terms[1:], d.toks[j].low) {
				return terms[0], true
			}
		}
		return "", false
	}
	return "", false
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
	bestKeyed, bestJudges := 0, false
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
		// answers for three. (A key whose values judge nothing, "Vendor:
		// Zendesk" for "the vendor has to sign a BAA", gives way to one
		// whose values do, "BAA available: Yes".)
		if keyed >= 2 {
			r.judgeCodes(l, codes, verdict)
			judges := slices.ContainsFunc(verdict, func(v int8) bool { return v != 0 })
			if keyed > bestKeyed && (judges || !bestJudges) || judges && !bestJudges {
				best, bestEv, bestKeyed, bestJudges = slices.Clone(verdict), slices.Clone(evidence), keyed, judges
			}
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
	// "OS / Linux: Windows 11 only" against "anything without official
	// Linux support is out": a value that is the one thing the option
	// has, and names no word of the limit, lacks what it requires.
	only, names := false, false
	for j := a; j < b; j++ {
		only = only || valueOnly[d.toks[j].low]
		names = names || d.toks[j].kind == tWord && !stopwords[d.toks[j].low] && d.hasWordIn(l.a, l.b, d.toks[j].low)
	}
	if only && !names {
		return -1
	}
	return 0
}

// isOptionName reports whether w is a word of a caller option's name.
func (r *reading) isOptionName(w string) bool { return r.nameWords[w] }

// regionAffirms reports whether option i's own text, outside the
// limit, contains w without a word that denies it.
func (r *reading) regionAffirms(i int, w string, l limit) bool {
	for _, sp := range r.region(i) {
		for j := sp[0]; j < sp[1]; j++ {
			if j >= l.a && j < l.b {
				continue
			}
			if r.d.termAt(j, sp[1], w) && !r.d.denied(j, sp[0], sp[1]) {
				return true
			}
		}
	}
	return false
}

var relativeOpeners = set(mustSection(consLists, "constraints.txt", "relative-openers")...)

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
	return a == b || sa == sb || sa == b || a == sb || // "certifierade" is "certifierad" with an ending
		genderForms(a, b) // "automática", "automático"
}

// genderForms reports whether two words of six letters or more differ
// only in a final vowel, as a Romance adjective's genders and numbers do
// ("automática" and "automático", "incluso" and "inclusa").
func genderForms(a, b string) bool {
	if len(a) != len(b) || len(a) < 6 {
		return false
	}
	n := len(a) - 1 // the vowels are one byte each
	vowel := func(c byte) bool { return c == 'a' || c == 'e' || c == 'i' || c == 'o' }
	return vowel(a[n]) && vowel(b[n]) && a[:n] == b[:n] && utf8.RuneCountInString(a) >= 6
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

// termAt reports whether token j, in text ending at b, names term w: the
// word in another inflection, or another name of the same thing ("own
// car park" for "parking", constraints.txt [same-thing]).
func (d *doc) termAt(j, b int, w string) bool {
	if sameTerm(strings.TrimSuffix(d.toks[j].low, "'s"), w) {
		return true
	}
	t, ok := sameThing[w]
	return ok && d.thingAt(j, b) == t
}

// termIn returns the term of terms that token j names, or "".
func (d *doc) termIn(terms []string, j, b int) string {
	if d.toks[j].kind != tWord && (d.toks[j].kind != tNum || !isDigits(d.toks[j].low)) {
		return ""
	}
	for _, t := range terms {
		if d.termAt(j, b, t) {
			return t
		}
	}
	return ""
}

// thingAt returns the thing the name starting at token j names ("car
// park" names parking), or "".
func (d *doc) thingAt(j, b int) string {
	e := d.phraseSpan(j, b, sameThingIdx)
	if e <= j {
		return ""
	}
	return sameThing[strings.Join(d.wordsIn(j, e), " ")]
}

// sameThing maps each name of a thing a limit may require to its group's
// first name: "car park" and "parkplatz" are "parking".
var (
	sameThing    = pairSection(consLists, "constraints.txt", "same-thing")
	sameThingIdx = phraseList(slices.Sorted(maps.Keys(sameThing)))
)

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
		// (Portuguese "no" is "in the": "partiram o vidro duas vezes no
		// parque" denies no glass.)
		if e := d.phraseSpan(k, b, denyIdx); e > k && (e > k+1 || d.negates(d.toks[k].low) || !isNegator(d.toks[k].low)) {
			return true
		}
		// ("Bjørkely: 7 800 kr, uten innlagt strøm".)
		if k < j && d.saysWithout(k) && !postpositions[d.toks[k].low] || k > j && postpositions[d.toks[k].low] {
			return true
		}
	}
	return false
}

// withoutNegated reports a term governed by "without" whose verb is
// negated too: "ohne Hund fahren wir nicht", "we won't go without the
// dog", "kutya nélkül nem megyünk" — two denials that require the thing.
// The negation stands after the term before any punctuation (past one
// comma where "without" opens its clause), or in the few words before
// "without"; one past a comma is another clause's ("ha de ser sin
// permanencia, no quiero atarme" refuses the lock-in).
func (d *doc) withoutNegated(j, a, b int) bool {
	// "without" governs the term: right before it, or before a function
	// word before it ("without the dog"); a postposition right after it.
	var w int
	switch {
	case j-1 >= a && d.saysWithout(j-1):
		w = j - 1
	case j-2 >= a && d.saysWithout(j-2) && stopwords[d.toks[j-1].low]:
		w = j - 2
	case j+1 < b && d.saysWithout(j+1) && postpositions[d.toks[j+1].low]:
		w = j + 1
	default:
		return false
	}
	// ("sans chien, on ne part pas": "without" that opens its clause
	// governs past one comma.)
	fronted := w == a || d.toks[w-1].kind == tPunct
	commas := 0
	for k := max(j, w) + 1; k < b; k++ {
		if t := d.toks[k]; t.kind == tPunct {
			if commas++; !fronted || t.s != "," || commas > 1 {
				break
			}
			continue
		}
		if d.negates(d.toks[k].low) && !d.saysWithout(k) {
			return true
		}
	}
	for k := max(a, min(j, w)-4); k < min(j, w); k++ {
		if d.negates(d.toks[k].low) && !d.saysWithout(k) {
			return true
		}
	}
	return false
}

// saysWithout reports whether token k says "without" in the text's
// language ("be" is Lithuanian only, "sense" Catalan only).
func (d *doc) saysWithout(k int) bool {
	lang, ok := withoutWords[d.toks[k].low]
	return ok && (lang == "" || lang == d.lang)
}

// withoutWords say "without", each in the language it says it in where
// it is a word of another ("" where it is no other language's word);
// postpositions say it after the noun ("kutya nélkül", "köpek olmadan",
// "koiraa ilman").
var (
	withoutWords = map[string]string{"without": "", "ohne": "", "sin": "es", "sans": "", "senza": "", "sem": "pt", "zonder": "",
		"utan": "", "uden": "", "uten": "", "bez": "", "ilman": "", "nélkül": "", "fără": "", "fara": "ro", "olmadan": "",
		"χωρίς": "", "be": "lt", "ilma": "", "sense": "ca", "tanpa": ""}
	postpositions = set("nélkül", "olmadan", "ilman", "ilma")
)

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

// termsAfterMarker keeps, where the limit's hard marker has terms after
// it, only the terms that stand after it.
// verbLast are the languages that put a subordinate clause's verb
// last.
var verbLast = set("nl", "de")

// subordinateAt reports whether a subordinating conjunction opens [a, b)
// ("dat", "dass", "weil", "omdat", "wenn", "als").
func (d *doc) subordinateAt(a, b int) bool {
	return slices.ContainsFunc(d.toks[a:b], func(t token) bool { return subordinators[t.low] })
}

var subordinators = set(mustSection(consLists, "constraints.txt", "subordinators")...)

func (d *doc) termsAfterMarker(l limit, terms []string) []string {
	end := -1
	for i := l.a; i < l.b && end < 0; i++ {
		if e := d.phraseSpan(i, l.b, hardIdx); e > i && i > l.a {
			end = e
		}
	}
	// ("dat je een F-gassencertificaat moet hebben": Dutch and German
	// put the verb of a subordinate clause last, after what it needs.)
	if end < 0 || verbLast[d.lang] && d.subordinateAt(l.a, end) {
		return terms
	}
	after := func(t string) bool {
		return slices.ContainsFunc(d.toks[end:l.b], func(k token) bool { return sameTerm(k.low, t) })
	}
	if !slices.ContainsFunc(terms, after) {
		return terms
	}
	terms = slices.DeleteFunc(terms, func(t string) bool { return !after(t) })
	// ("must be kept in the UK": the participle after "be", a
	// preposition after it, says what is done, the words after it what
	// is required.)
	// ("must be certified FSC or PEFC": a participle its values follow
	// straight on names them.)
	if d.toks[end-1].low == "be" && end+1 < l.b && stopwords[d.toks[end+1].low] && len(terms) > 1 {
		terms = slices.DeleteFunc(terms, func(t string) bool { return sameTerm(d.toks[end].low, t) })
	}
	return terms
}

// replyVerbs are the verbs of answering an offer ([reply-verbs] in
// constraints.txt).
var replyVerbs = newStemSet(mustSection(consLists, "constraints.txt", "reply-verbs"))

// dueWords are the days an answer falls due on besides today and the
// weekdays ([due-words] in constraints.txt).
var dueWords = set(mustSection(consLists, "constraints.txt", "due-words")...)

// answerDue reports whether limit l is the caller's answer due at a day:
// a verb of replying or deciding, and a word of now or today, tomorrow or
// a weekday.
func (d *doc) answerDue(l limit) bool {
	reply, day := false, false
	for i := l.a; i < l.b; i++ {
		w := d.toks[i].low
		_, wd := weekdayOf[w]
		reply = reply || replyVerbs.begins(w)
		day = day || wd || nowWords[w] || dueWords[w]
	}
	return reply && day
}

// allOptionsIdx are the phrases that speak of every option at once ([all-
// options] in constraints.txt).
var allOptionsIdx = phraseList(mustSection(consLists, "constraints.txt", "all-options"))
