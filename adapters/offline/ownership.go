package offline

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Ownership: which option each word of the text speaks of — the keys an
// option is named by, its mentions, and the lines, sentences and chat
// messages that go on about it.

// optKey is an option as the text names it: distinctive key words and
// phrases ("candidate a").
type optKey struct {
	keys    []string
	phrases [][]string
	names   [][]string // every name's words, in order
	// from is the token where the text first names the option by its
	// first key or a phrase; a later key word before it, after an article
	// ("il robot DEVE passarci sotto" before "Xiaomi Robot Vacuum X10"),
	// names the kind.
	from int
	// alias marks the keys that only an alias gives ("Movistar" of "Me
	// quedo como estoy"), not the label.
	alias map[string]bool
}

// optionKeys prepares option names for matching; words shared by two
// options identify neither, so "Supplier A" and "Supplier B" are told
// apart by their phrases.
func optionKeys(labels [][]string) []optKey {
	out := make([]optKey, len(labels))
	count := map[string]int{}
	for i, names := range labels {
		seen := map[string]bool{}
		for ni, n := range names {
			ws := words(n)
			for _, k := range nameKeys(ws) {
				k = strings.TrimSuffix(k, "'s")
				if !seen[k] {
					seen[k] = true
					out[i].keys = append(out[i].keys, k)
					if ni > 0 {
						if out[i].alias == nil {
							out[i].alias = map[string]bool{}
						}
						out[i].alias[k] = true
					}
				}
			}
			if len(ws) >= 2 && len(ws) <= 4 {
				out[i].phrases = append(out[i].phrases, ws)
			}
			out[i].names = append(out[i].names, ws)
			if len(ws) == 1 && !seen[ws[0]] && !stopwords[ws[0]] && hasLetterOrDigit(ws[0]) {
				seen[ws[0]] = true
				out[i].keys = append(out[i].keys, ws[0])
			}
		}
		for k := range seen {
			count[k]++
		}
	}
	// "Aiven for PostgreSQL" and "PlanetScale Postgres": a key another
	// option has in another form names neither.
	sharedForm := func(i int, k string) bool {
		for j := range out {
			if j == i {
				continue
			}
			for _, k2 := range out[j].keys {
				if k != k2 && len(k) >= 5 && len(k2) >= 5 && similar(k, k2) {
					return true
				}
			}
		}
		return false
	}
	drop := make([]map[string]bool, len(out))
	for i := range out {
		for _, k := range out[i].keys {
			if sharedForm(i, k) {
				if drop[i] == nil {
					drop[i] = map[string]bool{}
				}
				drop[i][k] = true
			}
		}
	}
	for i := range out {
		ks := out[i].keys[:0]
		for _, k := range out[i].keys {
			if count[k] == 1 && !genericWord[k] && !drop[i][k] {
				ks = append(ks, k)
			}
		}
		out[i].keys = ks
	}
	return out
}

// markFirstMentions sets each key's from: the first token where its
// first key word or one of its phrases stands.
func (d *doc) markFirstMentions(ks []optKey) {
	for k := range ks {
		o := &ks[k]
		o.from = 0
		if len(o.keys) < 2 {
			continue
		}
		o.from = len(d.toks)
		// The name's first key that is not a verb ("Blijven in
		// Amersfoort" is first named where Amersfoort is).
		head := o.keys[0]
		// ("Me quedo como estoy", aliased Movistar: a name an alias gives,
		// written as a name inside a sentence, is the one the text names
		// the option by, wherever its label is first said.)
		named := false
		for _, k := range o.keys {
			if o.alias[k] && d.capitalisedInside(k) {
				head, named = k, true
				break
			}
		}
		for _, k := range o.keys {
			infinitive := d.lang != "en" && looksInfinitive(d.lang, k) && !d.capitalisedInside(k) // not "Movistar"
			if !named && !actionVerbs[k] && !changeVerbs[k] && !statusQuoWords[k] && !statusQuoOpeners[k] && !infinitive {
				head = k
				break
			}
		}
		for i := range d.toks {
			w := strings.TrimSuffix(strings.TrimSuffix(d.toks[i].low, "'s"), "'")
			hit := w == head
			for _, p := range o.phrases {
				hit = hit || d.nameAt(i, p)
			}
			if hit {
				o.from = i
				break
			}
		}
	}
}

// capitalisedInside reports whether w is written capitalised inside a
// sentence somewhere: a name ("la factura de Movistar"), whatever its
// ending.
func (d *doc) capitalisedInside(w string) bool {
	for i, t := range d.toks {
		if t.upper && t.low == w && i > 0 && (i >= len(d.sentStart) || !d.sentStart[i]) {
			return true
		}
	}
	return false
}

// namesKind reports whether a later key word of o at token i names the
// kind of thing, not the option: after a word that picks any one of its
// kind ("any nursery", "which nursery" beside "Sunbeam Nursery"), or
// after an article before the option is first named ("il tostapane
// vecchio" before "Smeg Tostapane TSF01").
func (d *doc) namesKind(o optKey, i int) bool {
	if i == 0 {
		return false
	}
	return anyOfKind[d.toks[i-1].low] || i < o.from
}

// articles open a noun phrase in the languages read: "il robot", "the
// nursery".
var articles = set(mustSection(discourse, "discourse.txt", "articles")...)

// anyOfKind are the words that pick one thing of a kind, whichever:
// "a", "any", "which", "every".
var anyOfKind = set(mustSection(discourse, "discourse.txt", "any-of-kind")...)

// mentionsIn returns, for tokens [a, b), the options named and the token
// of each one's first mention there.
func (d *doc) mentionsIn(a, b int, ks []optKey) map[int]int {
	var out map[int]int
	for i := a; i < b; i++ {
		t := d.toks[i]
		if d.blocked(i) || t.kind == tPunct {
			continue
		}
		w := strings.TrimSuffix(strings.TrimSuffix(t.low, "'s"), "'")
		for k, o := range ks {
			if _, seen := out[k]; seen {
				continue
			}
			hit := false
			for n, key := range o.keys {
				// A name's later word may name the kind ("any nursery").
				if n > 0 && d.namesKind(o, i) {
					continue
				}
				if w == key || len(key) >= 5 && similar(w, key) || withParticle(w, key) {
					hit = n > 0 || !d.otherModelAfter(i, o)
					break
				}
			}
			if !hit {
				for _, p := range o.phrases {
					if d.nameAt(i, p) {
						hit = true
						break
					}
				}
			}
			if hit {
				if out == nil {
					out = map[int]int{}
				}
				out[k] = i
			}
		}
	}
	return out
}

// otherModelAfter reports whether the brand at i, the first key of an
// option named by more (o), is followed by a model name of its own: "a
// 2017 Dell Inspiron" beside the option "Dell XPS 13" names another
// Dell.
func (d *doc) otherModelAfter(i int, o optKey) bool {
	if len(o.keys) < 2 || i+1 >= len(d.toks) || d.toks[i+1].start > d.toks[i].end+1 {
		return false
	}
	// ("Kanbo's UI", "Canal St", "BT Business": a possessive, an
	// abbreviation or an acronym after the brand names no model.)
	t := d.toks[i+1]
	if t.kind != tWord || !t.upper || utf8.RuneCountInString(t.s) < 3 || t.s == strings.ToUpper(t.s) || strings.HasSuffix(d.toks[i].low, "'s") {
		return false
	}
	return !stopwords[t.low] && !genericWord[t.low] && attrKnown(t.low) == "" && !streetTypes[t.low] && !slices.Contains(o.keys, t.low)
}

// paragraphEndsAfter reports whether line k ends the text or a
// paragraph: a blank line follows it.
func (d *doc) paragraphEndsAfter(k int) bool {
	b := d.lines[k].b
	return k+1 == len(d.lines) || b < len(d.toks) && d.toks[b].low == "\n\n"
}

// koreanParticles are the particles Korean writes onto a name: "위니아보다"
// (than Winia), "삼성은", "LG에서".
var koreanParticles = set(mustSection(discourse, "discourse.txt", "korean-particles")...)

// withParticle reports whether w is the name key with a Korean particle
// written onto it ("위니아보다", "LG보다").
func withParticle(w, key string) bool {
	return len(w) > len(key) && strings.HasPrefix(w, key) && koreanParticles[w[len(key):]]
}

// ownership attributes every content token to at most one option: list
// items, table rows and "Name: figures" lines belong wholly to the option
// their head names; a table column to the option in its header; in prose,
// each clause to the option it names (nearest before a figure when it
// names several), carried to the next clause of the sentence and to a
// sentence that opens with a pronoun.
func (d *doc) ownership(ks []optKey, roles optionRoles) []int {
	own := make([]int, len(d.toks))
	for i := range own {
		own[i] = -1
	}
	done := make([]bool, len(d.lines))
	// Tables.
	for k := 0; k < len(d.lines); k++ {
		if d.lines[k].kind != lineRow || !d.lines[k].header {
			continue
		}
		var rows []int
		for j := k + 1; j < len(d.lines) && (d.lines[j].kind == lineRow || d.lines[j].kind == lineNoise); j++ {
			if d.lines[j].kind == lineRow {
				rows = append(rows, j)
			}
		}
		if !d.attributeColumn(rows) {
			continue
		}
		h := d.lines[k]
		colOpt := make([]int, len(h.cells))
		for c, cell := range h.cells {
			colOpt[c] = soleMention(d.mentionsIn(cell[0], cell[1], ks))
		}
		for _, r := range append([]int{k}, rows...) {
			for c, cell := range d.lines[r].cells {
				if c < len(colOpt) && colOpt[c] >= 0 {
					for i := cell[0]; i < cell[1]; i++ {
						own[i] = colOpt[c]
					}
				}
			}
			done[r] = true
		}
	}
	// Listing blocks: the whole block belongs to the option its title
	// names.
	for _, b := range d.listingBlocks() {
		t := d.lines[b.title]
		o := d.bestNamed(t.a, t.b, ks)
		// ("L'offre que nous avons déclinée (Crédit du Lac) :": the name
		// in the bracket, not an "offre" the other option's alias shares.)
		if n := d.bracketName(t); n >= 0 {
			if bo := d.bestNamed(n, t.b-2, ks); bo >= 0 {
				o = bo
			}
		}
		// "Current - Standard Variable" above "Offered - Fix 24", in a
		// choice between keeping and changing: the present is kept.
		if o < 0 && roles.quo >= 0 && roles.change >= 0 {
			switch {
			case d.hasCue(t.a, t.b, currentMarks):
				o = roles.quo
			case d.hasCue(t.a, t.b, offerMarks):
				o = roles.change
			}
		}
		if o < 0 {
			continue
		}
		for k := b.title; k < b.end; k++ {
			for i := d.lines[k].a; i < d.lines[k].b; i++ {
				own[i] = o
			}
			done[k] = true
		}
	}
	// Spec lines: the line belongs to the option its head names.
	for _, sl := range d.specLines() {
		l := d.lines[sl.line]
		if o := d.bestNamed(sl.head[0], sl.head[1], ks); o >= 0 && !done[sl.line] {
			for i := l.a; i < l.b; i++ {
				own[i] = o
			}
			done[sl.line] = true
		}
	}
	// Items, rows and name lines.
	prevTook := 0 // the prose lines the item before took
	for k, l := range d.lines {
		if done[k] || l.kind == lineNoise || l.kind == lineHeading {
			continue
		}
		if l.kind != lineItem {
			prevTook = 0
		}
		if l.kind != lineItem && l.kind != lineRow {
			// A "Name: figures" line: a short head, then what it states.
			ha, hb, _, sep := d.itemHead(l.a, l.b)
			if !sep || hb >= l.b || d.headMeasure(ha, hb) || d.wordCount(ha, hb) > 7 || !d.hasAmount(hb, l.b) && d.commas(hb+1, l.b) < 2 {
				continue
			}
		}
		var ha, hb int
		switch {
		case l.kind == lineRow:
			h := d.rowHead(k)
			ha, hb = h[0], h[1]
		case l.label[1] > l.label[0]:
			ha = l.label[0]
			_, hb, _, _ = d.itemHead(l.label[1], l.b)
		default:
			ha, hb, _, _ = d.itemHead(l.a, l.b)
		}
		o := d.bestNamed(ha, hb, ks)
		if o < 0 {
			continue
		}
		// "hubspot pro = $90/seat, pipedrive = $49/seat, zoho = $40/seat":
		// a line whose head names one option and whose rest names others
		// is prose that lists them, read clause by clause.
		if l.kind != lineItem && l.kind != lineRow && d.listsOthers(d.subjectMentions(hb, l.b, ks), o) {
			continue
		}
		end := l.b
		if l.kind == lineItem {
			// Its indented sub-items, and prose before the next item,
			// belong to it.
			var n int
			end, n = d.itemEnd(k)
			for m := k + 1; m < n; m++ {
				done[m] = true
			}
			took := 0
			for ; n < len(d.lines) && d.lines[n].kind == lineProse && n+1 < len(d.lines) && d.lines[n+1].kind == lineItem; n++ {
				end = d.lines[n].b
				done[n] = true
				took++
			}
			// ("3) Connewitz\n2 Zi., 52 m², 720 € warm\n\nKaution …": the
			// last item takes the line under it as the items before it
			// took theirs, up to the paragraph's end.)
			if took == 0 && prevTook == 1 && n < len(d.lines) && d.lines[n].kind == lineProse && d.paragraphEndsAfter(n) {
				end = d.lines[n].b
				done[n] = true
			}
			prevTook = took
		}
		for i := l.a; i < end; i++ {
			own[i] = o
		}
		done[k] = true
	}
	// Prose.
	var carry, lastSent, lastChat map[int]int
	sentOf, lastChatLine := -1, -10
	for _, c := range d.clauses {
		k := d.lineAt(c.a)
		chat := k >= 0 && d.lines[k].speaker != ""
		if done[k] {
			carry = nil
			if chat && own[c.a] >= 0 { // "Oskar: Stugan i Orsa, 9 800 kr …"
				lastChat, lastChatLine = map[int]int{own[c.a]: c.a}, k
			}
			continue
		}
		m := d.subjectMentions(c.a, c.b, ks)
		if chat && len(m) == 1 {
			lastChat, lastChatLine = m, k
		}
		// "Johanna: hur många bäddar?" / "Oskar: 8 bäddar": a chat
		// message with a figure and no name answers about the option
		// named one or two messages before, unless it sets a limit or
		// speaks of the past.
		if chat && len(m) == 0 && c.sent != sentOf && k-lastChatLine <= 2 && k > lastChatLine && d.hasAmount(c.a, c.b) {
			s := d.sents[c.sent]
			if d.findPhraseIn(s.a, s.b, hardIdx) < 0 && d.findPhraseIn(s.a, s.b, pastIdx) < 0 && d.findPhraseIn(s.a, s.b, wantIdx) < 0 {
				m = lastChat
			}
		}
		if c.sent != sentOf {
			// "Trattoria da Gino! menu fisso 32 € a testa": in a chat
			// message, a sentence that names nothing is about what the
			// message named before.
			sameMessage := false
			if sentOf >= 0 {
				lastSent = carry
				k := d.lineAt(d.sents[c.sent].a)
				sameMessage = k >= 0 && d.lines[k].speaker != "" && k == d.lineAt(d.sents[sentOf].a)
			}
			carry = nil
			sentOf = c.sent
			// ("We've booked Casa Alma in Sintra. €8,400 for the three
			// nights, sleeps 20": a sentence that opens with a figure goes
			// on about the one option named just before.)
			if len(m) == 0 && (d.pronounOpener(d.sents[c.sent].a) || sameMessage || len(lastSent) == 1 && d.figureOpener(d.sents[c.sent].a)) {
				m = lastSent
			}
		}
		// The figures the clause calls current, in a keep-or-change
		// question: the status quo's whoever the clause is about.
		var present []amount
		if roles.quo >= 0 && roles.change >= 0 {
			present = d.presentFigures(c)
		}
		// "Current loan is 9.9%": the thing a change acts on, said of the
		// present, is the status quo's (unless "current" only names a
		// figure beside the change's: "D57d … místo současných 26 900 Kč").
		if roles.quo >= 0 && len(m) == 1 && m[roles.change] >= 0 && d.hasCue(c.a, c.b, presentWords) && len(present) == 0 {
			if _, only := m[roles.change]; only {
				m = map[int]int{roles.quo: c.a}
			}
		}
		// "i'm on 20GB for £16": a clause where the caller says what they
		// are on now speaks of keeping it, whatever the clause before
		// spoke of.
		if len(m) == 0 && roles.quo >= 0 && roles.change >= 0 && d.findPhraseIn(c.a, c.b, presentStateIdx) >= 0 {
			m = map[int]int{roles.quo: c.a}
		}
		if len(m) == 0 {
			m = carry
		} else {
			carry = m
		}
		// Unnamed, in a choice between keeping something and changing it:
		// "the current loan is 9.9%" speaks of keeping it; "my credit union
		// offers 5.4%" of the change.
		if len(m) == 0 && roles.quo >= 0 && roles.change >= 0 {
			// "currently on tellaro - £18/mo for 20gb", "en Alba Seguros
			// me dan: 298 €/año": the figures after a clause that names
			// the present or an offer go on about it ("today", "now"
			// only date the clause).
			switch {
			case d.hasCue(c.a, c.b, offerMarks) && len(present) > 0:
				// "offered me £71,000 versus my current £64,000": the
				// clause is the offer's, the figure called current the
				// present's.
				m = map[int]int{roles.change: c.a}
				carry = m
			case d.hasCue(c.a, c.b, presentWords) || d.hasCue(c.a, c.b, renewalMarks):
				m = map[int]int{roles.quo: c.a}
				carry = m
			case d.hasCue(c.a, c.b, currentMarks) || d.ownOfKind(c.a, c.b, ks[roles.change]):
				m = map[int]int{roles.quo: c.a}
			case d.hasCue(c.a, c.b, offerMarks):
				m = map[int]int{roles.change: c.a}
				carry = m
			}
		}
		if len(m) == 0 {
			continue
		}
		for i := c.a; i < c.b; i++ {
			own[i] = nearestOwner(m, i)
		}
		for _, a := range present {
			for i := a.a; i < a.b; i++ {
				own[i] = roles.quo
			}
		}
	}
	return own
}

// presentFigures are the figures in clause c that a present word stands
// right before, the status quo's in a keep-or-change question: "£78,000
// versus my current £66,000", "w G12w zapłacilibyśmy 3 050 zł/rok
// zamiast obecnych 3 620 zł/rok".
func (d *doc) presentFigures(c clause) []amount {
	var out []amount
	for _, a := range d.amounts() {
		if a.a <= c.a || a.a >= c.b {
			continue
		}
		for j := a.a - 1; j >= max(c.a, a.a-2); j-- {
			if presentWords[d.toks[j].low] {
				out = append(out, a)
				break
			}
		}
	}
	return out
}

// ownOfKind reports whether [a, b) speaks of the caller's own thing of
// the kind the change names: "mi banco me cobra 15 €" beside "un banco
// online" when the change is "Me cambio al online" — my bank is the one
// kept.
func (d *doc) ownOfKind(a, b int, change optKey) bool {
	for i := a; i+1 < b; i++ {
		if !possessives[d.toks[i].low] || d.toks[i].low == "your" {
			continue
		}
		kind := d.toks[i+1].low
		if d.toks[i+1].kind != tWord || stopwords[kind] || hasTerm(change.keys, kind) {
			continue
		}
		for j, t := range d.toks {
			if t.low != kind || j == i+1 {
				continue
			}
			for k := max(0, j-3); k < min(len(d.toks), j+4); k++ {
				if k != j && hasTerm(change.keys, d.toks[k].low) {
					return true
				}
			}
		}
	}
	return false
}

// endsSentence reports whether a sentence ends in [a, b).
func (d *doc) endsSentence(a, b int) bool {
	for i := a; i < b; i++ {
		if isTerminator(d.toks[i].s) && !abbreviationDot(d.toks, i) {
			return true
		}
	}
	return false
}

// listsOthers reports whether mentions m name an option other than o
// with a figure of its own right after the name ("pipedrive = $49/seat"),
// or as what a sentence opens with ("… enterprise-only. Sentry we can
// self-host").
func (d *doc) listsOthers(m map[int]int, o int) bool {
	for k, at := range m {
		if k == o {
			continue
		}
		if at > 0 && isTerminator(d.toks[at-1].s) && !abbreviationDot(d.toks, at-1) {
			return true
		}
		for _, a := range d.amounts() {
			if a.a > at && a.a <= at+6 && a.class != "" && !d.endsSentence(at, a.a) {
				return true
			}
		}
	}
	return false
}

// comparedAgainst reports whether the mention at i is what a comparison
// measures against ("$170 less than Banfield", "same speed as the
// Hyperoptic one", "samma surf som Telia"): the figures around it are
// another option's.
func (d *doc) comparedAgainst(i int) bool {
	// "LG보다", "LG 보다": Korean writes "than" after the name.
	if d.lowAt(i+1) == "보다" || strings.HasSuffix(d.toks[i].low, "보다") {
		return true
	}
	j := i - 1
	if j > 0 && articles[d.toks[j].low] {
		j--
	}
	if j < 0 {
		return false
	}
	w := d.toks[j].low
	return w == "than" || asWords[w] && d.sameBefore(j) || thanWords[w] && d.comparativeBefore(j, max(0, j-3)) ||
		onlyThan[w] != "" && onlyThan[w] == d.lang
}

// sameBefore reports whether a word of sameness stands within three words
// before i ("same speed as", "as cheap as").
func (d *doc) sameBefore(i int) bool {
	for j := i - 1; j >= 0 && j >= i-3; j-- {
		if sameWords[d.toks[j].low] {
			return true
		}
	}
	return false
}

// asWords compare after a word of sameness (sameWords): "same speed as",
// "samma surf som", "le même prix que".
var (
	asWords   = set(mustSection(discourse, "discourse.txt", "as-words")...)
	sameWords = set(mustSection(discourse, "discourse.txt", "same-words")...)
)

// onlyThan are words for "than" that mean nothing else in their language:
// "halvempi kuin Telia", "billigare än Tre", "tańszy niż Orange".
var onlyThan = pairSection(discourse, "discourse.txt", "only-than")

// subjectMentions is mentionsIn without the options named only as what a
// comparison measures against: an option named so first and plainly
// later counts at its plain mention.
func (d *doc) subjectMentions(a, b int, ks []optKey) map[int]int {
	m := d.mentionsIn(a, b, ks)
	for k, at := range m {
		for d.comparedAgainst(at) {
			next, ok := d.mentionsIn(at+1, b, ks[k:k+1])[0]
			if !ok {
				delete(m, k)
				break
			}
			m[k], at = next, next
		}
	}
	if len(m) == 0 {
		return nil
	}
	return m
}

var currentMarks = set("now", "today", "currently", "current", "existing", "old", "still", "presently", "aktuell", "actual", "actuel")

// presentStateIdx are the phrases a caller says what they are on now
// with ("i'm on 20GB", "ich bin bei der Sparkasse").
var presentStateIdx = phraseList(mustSection(discourse, "discourse.txt", "present-state"))

// renewalMarks are the present provider's renewal ("la renovación del
// seguro con Vértice"): what it states is the status quo's.
var renewalMarks = set(mustSection(discourse, "discourse.txt", "renewal")...)

// offeringVerbs after a name make it the one offering a change;
// offerMarks add the words of an offer's figures ("the new plan would be
// €20"); offerNounsBefore before a name, the change it is offered ("una
// oferta para pasarme a Digi").
var (
	offeringVerbs    = wordSet(mustSection(frames, "frames.txt", "offer-verbs"))
	offerMarks       = union(offeringVerbs, set("new", "would"))
	offerNounsBefore = wordSet(mustSection(frames, "frames.txt", "offer-nouns"))
)

// bestNamed returns the option a head names best: the one with the most
// of its key words and phrases in [a, b) ("Move the heavy joins into
// DuckDB SQL and keep pandas for the rest" names DuckDB's option more
// than pandas'); −1 on a tie or none.
func (d *doc) bestNamed(a, b int, ks []optKey) int {
	// "AWS (região sa-east-1, São Paulo)": words in brackets name an
	// option only when the words outside name none.
	if o, named := d.bestNamedAt(a, b, ks, true); named {
		return o
	}
	o, _ := d.bestNamedAt(a, b, ks, false)
	return o
}

// bestNamedAt is bestNamed over the words of [a, b), only those outside
// brackets when outside is set; named reports whether any option is
// named at all.
func (d *doc) bestNamedAt(a, b int, ks []optKey, outside bool) (o int, named bool) {
	best, bestN, tie := -1, 0, false
	for k, o := range ks {
		n := 0
		for i := a; i < b; i++ {
			if outside && a < len(d.toks) && d.toks[i].depth > d.toks[a].depth {
				continue
			}
			w := strings.TrimSuffix(d.toks[i].low, "'s")
			for m, key := range o.keys {
				if w == key && (m == 0 || !d.namesKind(o, i)) {
					n += 2
				}
			}
			for _, p := range o.phrases {
				if d.nameAt(i, p) {
					n += 3
				}
			}
		}
		switch {
		case n > bestN:
			best, bestN, tie = k, n, false
		case n == bestN && n > 0:
			tie = true
		}
	}
	if tie {
		return -1, true
	}
	return best, bestN > 0
}

func soleMention(m map[int]int) int {
	if len(m) != 1 {
		return -1
	}
	for k := range m {
		return k
	}
	return -1
}

var pronounOpeners2 = set("it", "its", "it's", "they", "their", "theirs", "this", "that", "he", "she", "his", "her", "both",
	"these", "those", "es", "sie", "er", "ella", "él", "il", "elle", "ils", "ele", "ela", "esso", "essa", "hij", "zij", "het")

// figureOpener reports whether the sentence at i opens with a figure of
// a known kind ("€8,400 for the three nights"), or with one word and a
// colon before it ("Package: £240 for up to 20 kids").
func (d *doc) figureOpener(i int) bool {
	for i < len(d.toks) && d.toks[i].kind == tPunct && !d.hasAmount(i, i+1) {
		i++
	}
	if i+2 < len(d.toks) && d.toks[i].kind == tWord && d.toks[i+1].s == ":" {
		i += 2
	}
	for _, m := range d.amounts() {
		if m.a == i {
			return m.class != "" && m.class != "count"
		}
		if m.a > i {
			break
		}
	}
	return false
}

func (d *doc) pronounOpener(i int) bool {
	for i < len(d.toks) && (d.toks[i].kind == tPunct || clauseWords[d.toks[i].low]) {
		i++
	}
	return i < len(d.toks) && pronounOpeners2[d.toks[i].low]
}

// nameAt reports whether the words of a name's phrase p stand at token
// i, over the marks written inside a word ("J&R Roofing", "AT&T Fiber":
// words() keeps no mark, the text has one between the letters).
func (d *doc) nameAt(i int, p []string) bool {
	for k, w := range p {
		for k > 0 && i+1 < len(d.toks) && d.toks[i].kind == tPunct && d.toks[i].start == d.toks[i-1].end && d.toks[i].end == d.toks[i+1].start {
			i++
		}
		if i >= len(d.toks) || d.blocked(i) || d.toks[i].low != w {
			return false
		}
		i++
	}
	return true
}
