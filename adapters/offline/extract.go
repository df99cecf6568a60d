package offline

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Option extraction (ENGINE.md "Reading the text": options). Several
// readers each look for one shape — lists, labelled items ("Option 1:",
// "Candidate B:"), colon enumerations, "between X and Y", "X or Y (or
// Z)", "X vs Y", yes/no questions ("should I X"), offers, a decision
// already made, named things — and the candidates they find are merged by
// their key terms, in text order.

type source uint8

const (
	srcWeak   source = iota // declarative "or", names, last-resort readings
	srcMedium               // questions, yes/no frames, offers, "could" frames
	srcStrong               // lists, labelled items, colon enumerations, "between"
)

type optCand struct {
	label   string
	desc    string
	pos     int // byte offset of the first mention
	src     source
	keys    []string
	aliases []string
	phrase  []string // a multi-word name that must match as a phrase ("candidate a")
	neg     bool     // the "not X" side of a yes/no decision
	yes     bool     // the "X" side of a yes/no decision
	chosen  bool
	verbLed bool
	named   bool   // a bare name ("PostgreSQL", "ThinkPad")
	norm    string // normLabel(label), cached for merging
	quo     bool   // quoLike(label), cached for merging
}

type extraction struct {
	cands []optCand

	// Shape features for mode inference.
	list, labelled, colon, between, which bool
	maxEnum                               int
	enumQuestion                          bool
	yesno, worth, could, offer            bool
	actions, namedPair, namedQuestion     bool // actions: the alternatives asked about are courses of action
	shouldFrame                           bool
	decided                               bool
	forced                                bool
	markers                               []int // list marker tokens
	headColons                            []int // colons after a named head ("Priya:")
}

// maxEnumItems: an enumeration longer than this is prose, not options.
const maxEnumItems = 10

// maxCands bounds the work on pathological text (a 6,000-character list
// of commas): more readings than this are noise, not options.
const maxCands = 48

func (x *extraction) add(c optCand) {
	if strings.TrimSpace(c.label) == "" || len(x.cands) >= maxCands {
		return
	}
	c.norm = normLabel(c.label)
	c.quo = quoWord(c.norm)
	x.cands = append(x.cands, c)
}

// candidate builds an option from tokens [a, b).
func (d *doc) candidate(a, b int, src source, o labelOpts) (optCand, bool) {
	lbl, kept := d.label(a, b, o)
	if lbl == "" || !hasLetterOrDigit(lbl) {
		return optCand{}, false
	}
	c := optCand{label: lbl, desc: d.describe(a, b), src: src}
	if len(kept) > 0 {
		c.pos = d.toks[kept[0]].start
		first := d.toks[kept[0]]
		c.verbLed = first.kind == tWord && (actionVerbs[first.low] || !d.english && looksInfinitive(first.low))
	}
	lw := make([]string, 0, len(kept))
	for _, i := range kept {
		if d.toks[i].kind != tPunct {
			lw = append(lw, d.toks[i].low)
		}
	}
	c.keys = keyTerms(lw)
	if len(lw) == 1 && len(c.keys) == 0 && !stopwords[lw[0]] && hasLetter(lw[0]) {
		c.keys = lw // a one-word name is its own key, even "Go"
	}
	// Proper names in the full phrase (outside the label, not in brackets)
	// identify it too.
	base := 0
	if a < len(d.toks) {
		base = d.toks[a].depth
	}
	for i := a; i < b && i < len(d.toks); i++ {
		t := d.toks[i]
		if t.kind == tWord && i > a && t.depth <= base && (t.upper || hasDigitAndLetter(t.low)) && !stopwords[t.low] && !lightWords[t.low] &&
			!currencyWords[t.low] && utf8.RuneCountInString(t.low) >= 2 {
			c.keys = appendUnique(c.keys, strings.TrimSuffix(t.low, "'s"))
		}
	}
	c.named = len(lw) <= 3 && !c.verbLed && d.looksNamed(kept)
	return c, true
}

func hasLetterOrDigit(s string) bool {
	for _, r := range s {
		if isWordRune(r) {
			return true
		}
	}
	return false
}

func hasDigitAndLetter(s string) bool {
	l, dg := false, false
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			dg = true
		case isWordRune(r):
			l = true
		}
	}
	return l && dg
}

func looksInfinitive(w string) bool {
	for _, suf := range []string{"ar", "er", "ir", "arme", "erme", "irme", "arnos", "ernos", "irnos", "en", "re"} {
		if strings.HasSuffix(w, suf) && utf8.RuneCountInString(w) > len(suf)+2 {
			return true
		}
	}
	return false
}

// looksNamed: a product, tool or person name — capitalised inside, an
// acronym, or with digits ("PostgreSQL", "GKE", "Model 3").
func (d *doc) looksNamed(kept []int) bool {
	for _, i := range kept {
		t := d.toks[i]
		if t.kind != tWord || stopwords[t.low] {
			continue
		}
		if t.upper && !d.sentStart[i] || hasDigitAndLetter(t.low) {
			return true
		}
		if t.upper && d.sentStart[i] && innerCaps(t.s) {
			return true
		}
	}
	return false
}

// looksNamedLabel: a short label with a capitalised, inner-capitalised or
// alphanumeric word ("Kafka", "RabbitMQ", "Model 3").
func looksNamedLabel(label string) bool {
	fs := strings.Fields(label)
	if len(fs) == 0 || len(fs) > 3 {
		return false
	}
	for _, f := range fs {
		r, _ := utf8.DecodeRuneInString(f)
		if unicode.IsUpper(r) || innerCaps(f) || hasDigitAndLetter(strings.ToLower(f)) {
			return true
		}
	}
	return false
}

func innerCaps(s string) bool {
	for k, r := range s {
		if k > 0 && unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

func appendUnique(s []string, v string) []string {
	if v == "" {
		return s
	}
	for _, x := range s {
		if x == v {
			return s
		}
	}
	return append(s, v)
}

// extract runs every reader over the decision (and an answer that lists
// options) and merges what they find.
func extract(d *doc, mode string, optionAnswers []string) *extraction {
	x := &extraction{}
	d.readDecided(x)
	d.readLists(x)
	d.readLabelled(x)
	d.readNamedHeads(x)
	d.readColon(x)
	d.readBetween(x)
	d.readOr(x, false)
	d.readYesNo(x)
	d.readCould(x)
	d.readOffers(x)
	d.readWhich(x)
	d.readForced(x)
	for _, a := range optionAnswers {
		readAnswerOptions(x, a)
	}
	if countCaller(x.cands) < 2 && !x.decided && mode != "GRILL" {
		d.readOr(x, true)
	}
	if countCaller(x.cands) < 2 && mode != "GRILL" && !x.decided {
		d.readNames(x)
	}
	x.cands = mergeCands(x.cands)
	if len(x.cands) == 0 {
		d.readFallback(x)
	}
	return x
}

func countCaller(c []optCand) int {
	m := mergeCands(append([]optCand(nil), c...))
	return len(m)
}

// ---- lists -------------------------------------------------------------

var dashMarkers = set("-", "*", "•", "·", "–", "+", "▪", "◦", "‣", "—")

type marker struct {
	at, body int // marker token, first body token
	kind     string
	val      int
}

func (d *doc) lineStart(i int) bool {
	return i == 0 || d.toks[i-1].kind == tNL
}

func (d *doc) spaced(i int) bool {
	return (i == 0 || d.toks[i-1].kind == tNL || !adjacent(d.toks, i-1, i)) && (i+1 >= len(d.toks) || !adjacent(d.toks, i, i+1))
}

func (d *doc) afterBreak(i int) bool {
	if i == 0 {
		return true
	}
	p := d.toks[i-1]
	return p.kind == tNL || p.kind == tPunct && (p.s == ":" || isTerminator(p.s))
}

func (d *doc) findMarkers() []marker {
	var ms []marker
	for i, t := range d.toks {
		switch {
		case t.kind == tPunct && dashMarkers[t.s] && i+1 < len(d.toks) && d.spaced(i):
			ms = append(ms, marker{at: i, body: i + 1, kind: "dash" + t.s})
		case (t.kind == tNum || t.kind == tWord && utf8.RuneCountInString(t.low) == 1) && i+2 < len(d.toks) &&
			d.toks[i+1].kind == tPunct && (d.toks[i+1].s == ")" || d.toks[i+1].s == ".") && adjacent(d.toks, i, i+1) &&
			!adjacent(d.toks, i+1, i+2) && (i == 0 || !adjacent(d.toks, i-1, i)) && d.toks[i].depth == 0:
			if t.kind == tNum {
				v, err := strconv.Atoi(t.low)
				if err != nil || v < 1 || v > 20 {
					continue
				}
				ms = append(ms, marker{at: i, body: i + 2, kind: "num" + d.toks[i+1].s, val: v})
			} else {
				r := []rune(t.low)[0]
				if r < 'a' || r > 'j' {
					continue
				}
				ms = append(ms, marker{at: i, body: i + 2, kind: "let" + d.toks[i+1].s, val: int(r-'a') + 1})
			}
		}
	}
	return ms
}

// listGroup picks the longest well-formed list: bullets of one kind that
// start a line (or follow a colon), or items numbered 1, 2, 3 / a, b, c.
func (d *doc) listGroup() []marker {
	ms := d.findMarkers()
	var best []marker
	kinds := map[string]bool{}
	var order []string
	for _, m := range ms {
		if !kinds[m.kind] {
			kinds[m.kind] = true
			order = append(order, m.kind)
		}
	}
	for _, k := range order {
		var g []marker
		if strings.HasPrefix(k, "dash") {
			for _, m := range ms {
				if m.kind != k {
					continue
				}
				if len(g) == 0 && !d.lineStart(m.at) && !d.afterBreak(m.at) {
					continue
				}
				g = append(g, m)
			}
		} else {
			next := 1
			for _, m := range ms {
				if m.kind == k && m.val == next {
					g = append(g, m)
					next++
				}
			}
		}
		if len(g) >= 2 && len(g) > len(best) {
			best = g
		}
	}
	return best
}

var shouldWords = set("should", "shall", "ought", "do")

var listRejectIntro = set("pros", "cons", "context", "facts", "notes", "constraints", "requirements", "background", "details",
	"assumptions", "risks", "concerns", "update", "status", "todo", "steps")

var choiceCues = set("options", "option", "choices", "choice", "alternatives", "alternative", "choosing", "choose", "deciding",
	"decide", "pick", "picking", "candidates", "vendors", "contenders", "shortlist", "shortlisted", "considering", "between",
	"which", "either", "evaluating", "comparing", "compare", "torn", "offers", "paths", "plans", "scenarios", "opciones",
	"opción", "choix", "optionen", "opções", "weighing", "debating", "looking", "providers", "tools", "ideas", "possibilities")

func (d *doc) hasCue(a, b int, cues map[string]bool) bool {
	for i := max(a, 0); i < b && i < len(d.toks); i++ {
		if d.toks[i].kind == tWord && (cues[d.toks[i].low] || d.toks[i].fz != "" && cues[d.toks[i].fz]) {
			return true
		}
	}
	return false
}

// softEnd finds where the last item of an inline list ends when the line
// breaks were collapsed: a terminator, or a capitalised sentence opener
// right after a lower-case word ("…services only We are 4 engineers").
var softOpeners = set("we", "i", "our", "my", "the", "it", "they", "this", "these", "there", "but", "and", "so", "however",
	"also", "both", "nobody", "budget", "everyone", "all", "in", "that", "he", "she", "his", "her", "their", "what", "which",
	"how", "should", "compliance", "reliability")

func (d *doc) softEnd(from int) int {
	for i := from; i < len(d.toks); i++ {
		t := d.toks[i]
		if t.kind == tNL || t.kind == tPunct && isTerminator(t.s) && !isMarkerDot(d.toks, i) {
			return i
		}
		if i > from+1 && t.kind == tWord && t.upper && softOpeners[t.low] {
			p := d.toks[i-1]
			if p.kind == tWord && !p.upper || p.kind == tNum || p.kind == tPunct && (p.s == ")" || p.s == "%") {
				return i
			}
		}
	}
	return len(d.toks)
}

func (d *doc) readLists(x *extraction) {
	g := d.listGroup()
	if len(g) < 2 {
		return
	}
	// Intro: back from the first marker to the previous break.
	ia := g[0].at
	for ia > 0 && d.toks[ia-1].kind != tNL && (d.toks[ia-1].kind != tPunct || !isTerminator(d.toks[ia-1].s)) {
		ia--
	}
	if d.hasCue(ia, g[0].at, listRejectIntro) {
		return
	}
	cue := d.hasCue(ia, g[0].at, choiceCues)
	var items []optCand
	long := 0
	for k, m := range g {
		end := 0
		if k+1 < len(g) {
			end = g[k+1].at
		} else {
			end = d.softEnd(m.body)
		}
		c, ok := d.listItem(m.body, end)
		if !ok {
			continue
		}
		if n := len(strings.Fields(c.desc)); n > 14 {
			long++
		}
		items = append(items, c)
	}
	if len(items) < 2 || !cue && long*2 > len(items) {
		return
	}
	x.list = true
	for _, m := range g {
		x.markers = append(x.markers, m.at)
	}
	// "Should I: 1. pay down the loan 2. top up my pension …": courses
	// of action asked about, as "should I X or Y?" is.
	verbs := 0
	for _, c := range items {
		if c.verbLed {
			verbs++
		}
	}
	if verbs*2 > len(items) && d.hasCue(ia, g[0].at, shouldWords) {
		x.shouldFrame, x.actions = true, true
	}
	x.maxEnum = max(x.maxEnum, len(items))
	for _, c := range items {
		x.add(c)
	}
}

// labelNouns name items: "Option 1:", "Candidate B:". For named nouns the
// label keeps the name ("Candidate B"); for generic ones the content is
// the label and the name an alias.
var namedNouns = set("candidate", "vendor", "offer", "proposal", "bid", "quote", "applicant", "contender", "supplier", "agency")
var genericNouns = set("option", "choice", "alternative", "alt", "plan", "scenario", "path", "route", "variant", "opción",
	"opcion", "opção", "variante", "approach", "idea")

var ordinalIDs = set("one", "two", "three", "four", "five", "i", "ii", "iii", "iv", "v")

// labelMarkerAt reports whether tokens at i read "Noun ID:" and returns
// the body start and the marker's name.
func (d *doc) labelMarkerAt(i int) (body int, name string, named bool, ok bool) {
	if i+2 >= len(d.toks) {
		return 0, "", false, false
	}
	n := d.toks[i]
	if n.kind != tWord || !namedNouns[n.low] && !genericNouns[n.low] {
		return 0, "", false, false
	}
	id := d.toks[i+1]
	j := i + 1
	if id.kind == tPunct && id.s == "#" && i+2 < len(d.toks) {
		j = i + 2
		id = d.toks[j]
	}
	validID := id.kind == tNum && len(id.low) <= 2 || id.kind == tWord && (utf8.RuneCountInString(id.low) == 1 && (id.upper || j+1 < len(d.toks) && d.toks[j+1].s == ":") || ordinalIDs[id.low] && id.low != "i" && id.low != "v")
	if !validID || j+1 >= len(d.toks) {
		return 0, "", false, false
	}
	p := d.toks[j+1]
	if p.kind != tPunct {
		return 0, "", false, false
	}
	switch p.s {
	case ":", "-", "–", "—", ")", "=", ".":
	default:
		return 0, "", false, false
	}
	return j + 2, n.low + " " + id.low, namedNouns[n.low], true
}

// headWords open a paragraph with a colon without naming an option
// ("Context: …", "Budget: …").
var headWords = set("context", "background", "question", "questions", "update", "edit", "note", "notes", "budget", "pros",
	"cons", "pro", "con", "goal", "goals", "problem", "situation", "summary", "details", "constraints", "constraint",
	"timeline", "decision", "decided", "tldr", "ps", "re", "subject", "q", "a", "options", "option", "choice", "choices",
	"why", "what", "how", "when", "where", "who", "also", "plus", "cost", "costs", "price", "risk", "risks", "upside",
	"downside", "bottom", "priority", "priorities", "requirements", "requirement", "facts", "status", "today", "now",
	"current", "currently", "target", "team", "money", "time", "numbers", "data", "help", "thoughts", "honestly",
	// a profile written as headings ("Wife: teacher. Kids: 2.")
	"wife", "husband", "partner", "kids", "children", "age", "income", "salary", "rent", "location", "job", "role",
	"savings", "debt", "family", "health", "work", "home", "me", "us", "myself", "experience", "education", "hours")

// readNamedHeads reads options that open their own paragraph or sentence
// as a capitalised name and a colon ("Priya: stronger portfolio… Tom:
// weaker…"). Two or more such heads are the options, named; the text after
// each is its description. Failing those, two or more sentences that open
// by describing a name with a figure ("Sunflower is €780/mo, …; Little
// Oaks is €950/mo, …") are read the same way.
func (d *doc) readNamedHeads(x *extraction) {
	if !d.hasCue(0, len(d.toks), choiceContext) {
		return
	}
	starts := make(map[int]sentence, len(d.sents))
	for _, s := range d.sents {
		starts[s.a] = s
	}
	hs := d.namedHeads(starts, true)
	if len(hs) < 2 {
		hs = d.namedHeads(starts, false)
	}
	if len(hs) < 2 || len(hs) > maxEnumItems {
		return
	}
	x.labelled = true
	x.maxEnum = max(x.maxEnum, len(hs))
	for k, h := range hs {
		end := d.softEnd(h.sep + 1)
		if k+1 < len(hs) && hs[k+1].at < end {
			end = hs[k+1].at
		}
		body := h.sep + 1
		if !h.colon {
			body = h.sep // the description keeps its verb: "is €780/mo"
		}
		c := optCand{label: upperFirst(collapse(d.phrase(h.at, h.sep))), src: srcStrong, pos: d.toks[h.at].start, named: true}
		c.desc = d.describe(body, end)
		c.keys = []string{strings.ToLower(c.label)}
		if h.colon {
			x.headColons = append(x.headColons, h.sep)
		}
		x.add(c)
	}
}

type namedHead struct {
	at, sep int
	colon   bool
}

// describeVerbs follow a name that a sentence opens by describing.
var describeVerbs = set("is", "costs", "charges", "pays", "offers", "has", "gives", "quoted", "quotes", "includes")

// namedHeads finds names opening a paragraph or sentence (starts maps a
// sentence's first token to it), followed by a colon (colon) or by a
// describing verb in a sentence that carries a figure (!colon).
func (d *doc) namedHeads(starts map[int]sentence, colon bool) []namedHead {
	var hs []namedHead
	seen := map[string]bool{}
	for i, t := range d.toks {
		s, start := starts[i]
		if t.kind != tWord || !t.upper || !start && (!colon || !d.afterBreak(i)) {
			continue
		}
		j := d.nameEnd(i)
		if j >= len(d.toks) {
			continue
		}
		if colon {
			if d.toks[j].kind != tPunct || d.toks[j].s != ":" || !adjacent(d.toks, j-1, j) {
				continue
			}
		} else if !describeVerbs[d.toks[j].low] || !d.hasFigure(j+1, s.b) || d.namesCriterion(i, j) {
			continue
		}
		name := strings.ToLower(d.phrase(i, j))
		if w := t.low; stopwords[w] || lightWords[w] || notNames[w] || headWords[w] || utf8.RuneCountInString(w) < 2 || seen[name] {
			continue
		}
		seen[name] = true
		hs = append(hs, namedHead{i, j, colon})
	}
	return hs
}

// hasFigure reports whether tokens [a, b) hold a number or an amount.
func (d *doc) hasFigure(a, b int) bool {
	for i := a; i < b; i++ {
		if d.isNumberAt(i) {
			return true
		}
	}
	return false
}

// namesCriterion reports whether the one word [a, b) is a criterion cue
// ("Commute is 40 min"): a fact about the decision, not a named option.
// A name of several capitalised words ("Peak Fitness") is a proper name.
func (d *doc) namesCriterion(a, b int) bool {
	return b == a+1 && len(d.wordCuesAt(a)) > 0
}

// traitsColon reports whether the colon at i follows a name that opens
// sentence s and introduces that one thing's traits ("Gusto: $6 cheaper,
// set up in a day, …"), not options. The name must recur outside the
// sentence, as a thing compared does; a heading ("Shortlist: …") does not.
func (d *doc) traitsColon(i int, s sentence) bool {
	t := d.toks[s.a]
	return t.kind == tWord && t.upper && !headWords[t.low] && !stopwords[t.low] && d.nameEnd(s.a) == i && d.recursOutside(t.low, s)
}

// recursOutside reports whether word w (or its possessive) occurs outside
// sentence s.
func (d *doc) recursOutside(w string, s sentence) bool {
	for i, t := range d.toks {
		if (i < s.a || i >= s.b) && (t.low == w || strings.TrimSuffix(t.low, "'s") == w) {
			return true
		}
	}
	return false
}

// nameEnd returns where a capitalised name opening at i ends: up to three
// capitalised words, joined by "&", "and", "of" or "de" ("Acme Corp",
// "Hanley & Sons", "Bank of Ireland").
func (d *doc) nameEnd(i int) int {
	j, words := i+1, 1
	for j < len(d.toks) && words < 3 {
		t := d.toks[j]
		if t.kind == tWord && t.upper && !adjacent(d.toks, j-1, j) {
			j++
			words++
			continue
		}
		if nameJoiners[t.low] && j+1 < len(d.toks) && d.toks[j+1].kind == tWord && d.toks[j+1].upper {
			j += 2
			words++
			continue
		}
		break
	}
	return j
}

var nameJoiners = set("&", "and", "of", "de")

func (d *doc) readLabelled(x *extraction) {
	type lm struct {
		at, body int
		name     string
		named    bool
	}
	var ms []lm
	seen := map[string]bool{}
	for i := range d.toks {
		if body, name, named, ok := d.labelMarkerAt(i); ok && !seen[name] {
			seen[name] = true
			ms = append(ms, lm{i, body, name, named})
		}
	}
	if len(ms) < 2 {
		return
	}
	x.labelled = true
	x.maxEnum = max(x.maxEnum, len(ms))
	for k, m := range ms {
		end := d.softEnd(m.body)
		if k+1 < len(ms) && ms[k+1].at < end {
			end = ms[k+1].at
		}
		var c optCand
		if m.named {
			c = optCand{label: d.phrase(m.at, m.body-1), src: srcStrong, pos: d.toks[m.at].start, named: true}
			c.label = upperFirst(collapse(c.label))
			c.desc = d.describe(m.body, end)
			c.phrase = strings.Fields(m.name)
		} else {
			var ok bool
			c, ok = d.candidate(m.body, end, srcStrong, labelOpts{})
			if !ok {
				continue
			}
			c.pos = d.toks[m.at].start
			c.phrase = strings.Fields(m.name)
		}
		c.aliases = appendUnique(c.aliases, m.name)
		x.add(c)
	}
}

// listItem reads one list item, which may itself open with a label marker.
func (d *doc) listItem(a, b int) (optCand, bool) {
	if body, name, named, ok := d.labelMarkerAt(a); ok && body < b {
		if named {
			c := optCand{label: upperFirst(collapse(d.phrase(a, body-1))), src: srcStrong, pos: d.toks[a].start, named: true}
			c.desc = d.describe(body, b)
			c.phrase = strings.Fields(name)
			c.aliases = []string{name}
			return c, true
		}
		c, ok := d.candidate(body, b, srcStrong, labelOpts{})
		if ok {
			c.phrase = strings.Fields(name)
			c.aliases = []string{name}
		}
		return c, ok
	}
	return d.candidate(a, b, srcStrong, labelOpts{})
}

// ---- enumerations --------------------------------------------------------

// isSep reports whether token i separates alternatives.
func (d *doc) isSep(i int, withAnd bool) bool {
	t := d.toks[i]
	switch t.kind {
	case tWord:
		switch t.low {
		case "or":
			return !d.orIdiom(i)
		case "vs", "versus":
			return t.s != "VS" // "VS Code" is a name

		case "v":
			return i+1 < len(d.toks) && d.toks[i+1].s == "." && adjacent(d.toks, i, i+1)
		case "and", "&":
			return withAnd
		case "ou", "oder", "eller", "lub", "или", "oppure", "ó":
			return true // no English word: an "or" in a mixed-language text too
		case "o", "of":
			return !d.english
		}
	case tPunct:
		switch t.s {
		case "/":
			return d.slashSep(i)
		case "&":
			return withAnd
		}
	}
	return false
}

var orIdiomNext = set("so", "two", "three", "less", "more", "not", "else", "something", "anything", "whatever", "later",
	"equal", "fewer", "other", "otherwise", "another", "less.", "worse", "better?")

func (d *doc) orIdiom(i int) bool {
	if i+1 < len(d.toks) && orIdiomNext[d.toks[i+1].low] {
		// "or not" is an idiom, "or not hire anyone" an alternative.
		notVerb := d.toks[i+1].low == "not" && i+2 < len(d.toks) && d.toks[i+2].kind == tWord && actionVerbs[d.toks[i+2].low]
		if !notVerb {
			return true
		}
	}
	if i > 0 && (d.toks[i-1].low == "more" || d.toks[i-1].low == "less" || d.toks[i-1].low == "sooner" || d.toks[i-1].s == "/") {
		return true
	}
	if i > 0 && d.toks[i-1].kind == tNum && i+1 < len(d.toks) && d.toks[i+1].kind == tNum {
		return true // "3 or 4"
	}
	return false
}

var unitWords = set("h", "km", "month", "months", "year", "years", "week", "day", "hr", "mo", "yr", "kg", "s", "min", "m",
	"seat", "user", "person", "night", "hour", "or", "and")

func (d *doc) slashSep(i int) bool {
	if i == 0 || i+1 >= len(d.toks) {
		return false
	}
	l, r := d.toks[i-1], d.toks[i+1]
	if l.kind != tWord || r.kind != tWord {
		return false
	}
	if unitWords[l.low] || unitWords[r.low] || utf8.RuneCountInString(l.low) < 2 || utf8.RuneCountInString(r.low) < 2 {
		return false
	}
	return true
}

// splitEnum splits [a, b) at top-level commas, semicolons and separators.
func (d *doc) splitEnum(a, b int, withAnd bool) [][2]int {
	var out [][2]int
	start := a
	base := 0
	if a < len(d.toks) {
		base = d.toks[a].depth
	}
	for i := a; i < b; i++ {
		t := d.toks[i]
		if t.depth != base {
			continue
		}
		cut := t.kind == tPunct && (t.s == "," || t.s == ";") || d.isSep(i, withAnd)
		if !cut {
			continue
		}
		if i > start {
			out = append(out, [2]int{start, i})
		}
		start = i + 1
	}
	if b > start {
		out = append(out, [2]int{start, b})
	}
	return out
}

// regionEnd cuts an enumeration's last item at a clause break.
var regionBreakWords = set("because", "since", "given", "considering", "if", "when", "while", "but", "though", "although",
	"unless", "cause", "so", "which", "whereas", "where", "even", "porque", "pero", "weil", "parce")

func (d *doc) regionEnd(from, limit int, commas bool) int {
	for i := from; i < limit; i++ {
		t := d.toks[i]
		if t.depth > 0 && (from >= len(d.toks) || t.depth > d.toks[from].depth) {
			continue
		}
		if t.kind == tPunct && (t.s == ";" || t.s == ":" || t.s == "—" || t.s == "–" || commas && t.s == ",") {
			return i
		}
		if t.kind == tWord && regionBreakWords[t.low] && i > from {
			return i
		}
	}
	return limit
}

func (d *doc) sentenceOf(i int) (sentence, bool) {
	for _, s := range d.sents {
		if i >= s.a && i < s.b {
			return s, true
		}
	}
	return sentence{}, false
}

func (d *doc) readColon(x *extraction) {
	for _, s := range d.sents {
		colon := -1
		for i := s.a; i < s.b; i++ {
			if d.toks[i].kind == tPunct && d.toks[i].s == ":" && d.toks[i].depth == 0 {
				colon = i
				break
			}
		}
		if colon < 0 || colon+1 >= s.b {
			continue
		}
		// A labelled item ("Option 1: …", "Priya: …") is not a colon
		// enumeration.
		if _, _, _, ok := d.labelMarkerAt(max(colon-2, s.a)); ok || slices.Contains(x.headColons, colon) {
			continue
		}
		if d.traitsColon(colon, s) {
			continue
		}
		cue := d.hasCue(s.a, colon, choiceCues)
		end := d.regionEnd(colon+1, s.b, false)
		inList := false
		for _, m := range x.markers {
			if m > colon && m < end {
				inList = true
			}
		}
		if inList {
			continue
		}
		hasOr := false
		for i := colon + 1; i < end; i++ {
			if d.isSep(i, false) {
				hasOr = true
			}
		}
		parts := d.splitEnum(colon+1, end, !hasOr)
		if len(parts) < 2 || !cue && len(parts) < 3 || len(parts) > maxEnumItems {
			continue
		}
		var items []optCand
		ok := true
		for _, p := range parts {
			if p[1]-p[0] > 20 {
				ok = false
				break
			}
			if c, good := d.candidate(p[0], p[1], srcStrong, labelOpts{}); good {
				items = append(items, c)
			}
		}
		if !ok || len(items) < 2 {
			continue
		}
		x.colon = true
		x.maxEnum = max(x.maxEnum, len(items))
		for _, c := range items {
			x.add(c)
		}
	}
}

var betweenWords = set("between", "entre", "zwischen")
var betweenCues = set("choosing", "choose", "deciding", "decide", "torn", "pick", "picking", "select", "selecting", "stuck",
	"hesitating", "undecided", "comparing", "choice", "options", "option", "weighing", "debating", "elegir", "decidir",
	"choisir", "hésite", "entscheiden", "escolher", "decision", "split", "options:", "wavering", "vacillating")

func (d *doc) readBetween(x *extraction) {
	for i, t := range d.toks {
		if t.kind != tWord || !betweenWords[t.low] && t.fz != "between" || t.depth > 0 {
			continue
		}
		if !d.hasCue(i-4, i, betweenCues) {
			continue
		}
		s, ok := d.sentenceOf(i)
		if !ok {
			continue
		}
		end := d.regionEnd(i+1, s.b, false)
		parts := d.splitEnum(i+1, end, true)
		if len(parts) > maxEnumItems {
			continue
		}
		var items []optCand
		for _, p := range parts {
			if p[1]-p[0] > 16 {
				continue
			}
			if c, good := d.candidate(p[0], p[1], srcStrong, labelOpts{}); good {
				items = append(items, c)
			}
		}
		if len(items) < 2 {
			continue
		}
		x.between = true
		x.maxEnum = max(x.maxEnum, len(items))
		for _, c := range items {
			x.add(c)
		}
	}
}

// ---- "X or Y" -------------------------------------------------------------

type lead struct {
	words []string
	kind  string // "should", "could", "whether", "either", "colon"
}

var leads = []lead{
	{[]string{"would", "it", "be", "better", "to"}, "should"}, {[]string{"is", "it", "better", "to"}, "should"},
	{[]string{"do", "you", "think", "i", "should"}, "should"}, {[]string{"do", "you", "think", "we", "should"}, "should"},
	{[]string{"should", "i"}, "should"}, {[]string{"should", "we"}, "should"}, {[]string{"shall", "i"}, "should"},
	{[]string{"shall", "we"}, "should"}, {[]string{"should", "my"}, "should"}, {[]string{"should", "our"}, "should"},
	{[]string{"do", "i"}, "should"}, {[]string{"do", "we"}, "should"}, {[]string{"better", "to"}, "should"},
	{[]string{"whether", "to"}, "whether"}, {[]string{"whether"}, "whether"}, {[]string{"i", "could", "also"}, "could"},
	{[]string{"we", "could", "also"}, "could"}, {[]string{"could", "also"}, "could"}, {[]string{"i", "could"}, "could"},
	{[]string{"we", "could"}, "could"}, {[]string{"i", "can"}, "could"}, {[]string{"we", "can"}, "could"},
	{[]string{"can", "either"}, "could"}, {[]string{"could", "either"}, "could"},
	{[]string{"thinking", "about"}, "could"}, {[]string{"thinking", "of"}, "could"}, {[]string{"considering"}, "could"},
	{[]string{"either"}, "either"}, {[]string{"go", "for"}, "should"}, {[]string{"options", "are"}, "could"},
	{[]string{"choices", "are"}, "could"}, {[]string{"alternatives", "are"}, "could"}, {[]string{"option", "is"}, "could"}, {[]string{"i", "should"}, "should"},
	{[]string{"we", "should"}, "should"}, {[]string{"debería"}, "should"}, {[]string{"deberíamos"}, "should"},
	{[]string{"debo"}, "should"}, {[]string{"sollte", "ich"}, "should"}, {[]string{"soll", "ich"}, "should"},
	{[]string{"sollten", "wir"}, "should"}, {[]string{"devrais-je"}, "should"}, {[]string{"dois-je"}, "should"},
	{[]string{"devrions-nous"}, "should"}, {[]string{"devo"}, "should"}, {[]string{"devemos"}, "should"},
	{[]string{"dovrei"}, "should"}, {[]string{"should", "he"}, "should"}, {[]string{"should", "she"}, "should"},
	{[]string{"should", "they"}, "should"}, {[]string{"should", "you"}, "should"},
}

var leadIndex, leadKinds = func() (phraseIndex, map[string]string) {
	ps := make([][]string, len(leads))
	kinds := map[string]string{}
	for i, l := range leads {
		ps[i] = l.words
		kinds[strings.Join(l.words, " ")] = l.kind
	}
	return indexPhrases(ps), kinds
}()

// matchWords reports whether the tokens at i read ws (typos tolerated on
// words of five letters or more).
func (d *doc) matchWords(i int, ws []string) bool {
	if i+len(ws) > len(d.toks) {
		return false
	}
	for k, w := range ws {
		t := d.toks[i+k]
		if t.kind == tPunct {
			return false
		}
		if t.low != w && (len(w) < 5 || t.fz != w) {
			return false
		}
	}
	return true
}

// leadBefore returns the end of the last lead phrase in [a, b) and its kind.
func (d *doc) leadBefore(a, b int) (int, string) {
	end, kind := -1, ""
	for i := a; i < b; i++ {
		t := d.toks[i]
		if t.kind == tPunct && t.s == ":" && t.depth == 0 {
			if s, ok := d.sentenceOf(i); !ok || !d.traitsColon(i, s) {
				end, kind = i+1, "colon"
			}
			continue
		}
		if p := d.matchAt(i, leadIndex); p != nil && i+len(p) <= b {
			end, kind = i+len(p), leadKinds[strings.Join(p, " ")]
		}
	}
	return end, kind
}

var nonItemStarts = set("i", "we", "he", "she", "they", "it", "there", "my", "our", "this", "that", "these", "those", "but",
	"so", "because", "if", "when", "although", "though", "while", "as", "which", "what", "how", "why", "who", "is", "are",
	"am", "was", "i'm", "we're", "it's", "i've", "we've", "i'd", "we'd", "do", "does", "did", "should", "would", "can")

func (d *doc) itemLike(a, b int) bool {
	n := 0
	first := -1
	for i := a; i < b; i++ {
		if d.toks[i].kind != tPunct && d.toks[i].depth == d.toks[a].depth {
			if first < 0 {
				first = i
			}
			n++
		}
	}
	return n >= 1 && n <= 12 && first >= 0 && !nonItemStarts[d.toks[first].low]
}

func (d *doc) verbLedSpan(a, b int) bool {
	for i := a; i < b; i++ {
		t := d.toks[i]
		if t.kind == tPunct || t.kind == tWord && labelFiller[t.low] && !actionVerbs[t.low] {
			continue
		}
		return t.kind == tWord && (actionVerbs[t.low] || !d.english && looksInfinitive(t.low))
	}
	return false
}

var questionWords = set("which", "what", "who")

func (d *doc) readOr(x *extraction, weak bool) {
	sepsOf := make([][]int, len(d.sents))
	asked := false // a question offers alternatives itself
	for k, s := range d.sents {
		for i := s.a + 1; i < s.b; i++ {
			if d.toks[i].depth == 0 && d.isSep(i, false) {
				sepsOf[k] = append(sepsOf[k], i)
			}
		}
		asked = asked || s.question && len(sepsOf[k]) > 0
	}
	for k, s := range d.sents {
		seps := sepsOf[k]
		if len(seps) == 0 {
			continue
		}
		leadEnd, kind := d.leadBefore(s.a, seps[0])
		framed := kind != "" || s.question
		// A statement's "vs" frames alternatives too ("Rust vs Go for
		// this service"), unless a question offers its own: then the
		// statement compares facts ("a day in the demo vs 3 weeks").
		for _, sp := range seps {
			framed = framed || d.toks[sp].low != "or" && !asked
		}
		if !framed && !weak {
			continue
		}
		start := s.a
		if leadEnd > 0 {
			start = leadEnd
		}
		last := seps[len(seps)-1]
		end := d.regionEnd(last+1, s.b, true)
		// Items between separators.
		var spans [][2]int
		prev := start
		for _, sp := range seps {
			if sp > prev {
				spans = append(spans, [2]int{prev, sp})
			}
			prev = sp + 1
		}
		if end > prev {
			spans = append(spans, [2]int{prev, end})
		}
		if len(spans) < 2 || len(spans) > maxEnumItems {
			continue
		}
		// The first span may hold a comma enumeration ("A, B, or C") or
		// an introduction ("I inherited 50,000, pay off …").
		first := spans[0]
		parts := d.splitEnum(first[0], first[1], false)
		lastVerb := d.verbLedSpan(spans[len(spans)-1][0], spans[len(spans)-1][1])
		var head [][2]int
		for k := len(parts) - 1; k >= 0; k-- {
			p := parts[k]
			if k < len(parts)-1 && (!d.itemLike(p[0], p[1]) || d.verbLedSpan(p[0], p[1]) != lastVerb) {
				break
			}
			head = append([][2]int{p}, head...)
		}
		if len(head) == 0 {
			continue
		}
		spans = append(head, spans[1:]...)
		// Extra items in brackets: "X or Y (or Z)".
		for i := last + 1; i < s.b; i++ {
			if d.toks[i].s == "(" && i+2 < s.b && d.toks[i+1].low == "or" {
				j := i + 2
				for j < s.b && d.toks[j].s != ")" {
					j++
				}
				spans = append(spans, [2]int{i + 2, j})
				break
			}
		}
		var items []optCand
		tooLong := false
		for _, sp := range spans {
			c, ok := d.candidate(sp[0], sp[1], srcMedium, labelOpts{})
			if !ok {
				continue
			}
			if n := len(strings.Fields(c.desc)); n > 18 || !framed && n > 8 {
				tooLong = true
			}
			items = append(items, c)
		}
		if len(items) < 2 || tooLong || !s.question && d.statementItems(spans) {
			continue
		}
		d.shapeItems(items)
		src := srcMedium
		if weak {
			src = srcWeak
		}
		allVerb, allNamed := true, true
		for i := range items {
			items[i].src = src
			allVerb = allVerb && items[i].verbLed
			allNamed = allNamed && (items[i].named || i == 0 && d.capitalOpener(spans[0][0], items[i]))
		}
		if len(items) >= 3 {
			if len(items) > x.maxEnum || len(items) == x.maxEnum && s.question {
				x.enumQuestion = s.question
			}
		}
		x.maxEnum = max(x.maxEnum, len(items))
		if len(items) == 2 && allVerb {
			x.actions = true
		}
		if allNamed {
			x.namedPair = true
			if s.question && kind == "" {
				x.namedQuestion = true // "Xero or QuickBooks?"
			}
		}
		switch kind {
		case "should", "whether":
			x.shouldFrame = true
		case "could", "either":
			x.could = true
		}
		for _, c := range items {
			x.add(c)
		}
	}
}

// capitalOpener reports whether item c, which opens its sentence at token
// a, is a short capitalised name whose capital the sentence start hides
// ("Lisbon vs Valencia vs Athens"): one or two words, not a verb or a
// common word.
func (d *doc) capitalOpener(a int, c optCand) bool {
	if c.verbLed || a >= len(d.toks) || !d.sentStart[a] || len(strings.Fields(c.label)) > 2 {
		return false
	}
	t := d.toks[a]
	return t.kind == tWord && t.upper && !stopwords[t.low] && !lightWords[t.low] && !actionVerbs[t.low] && !notNames[t.low]
}

var copulas = set("is", "are", "was", "were", "would", "will", "costs", "cost", "es", "est", "ist")

// statementItems reports whether an item states a fact ("Mortgage would be
// 1700/month vs rent at 2100/month"): a comparison, not a choice.
func (d *doc) statementItems(spans [][2]int) bool {
	for _, sp := range spans {
		for i := sp[0]; i < sp[1]; i++ {
			if d.toks[i].depth == 0 && copulas[d.toks[i].low] {
				return true
			}
		}
	}
	return false
}

// shapeItems applies the two factorings of "X or Y": a selection verb
// shared by noun items ("buy a Kindle or an iPad") and a trailing phrase
// shared by short items ("tea or coffee for the office").
func (d *doc) shapeItems(items []optCand) {
	if len(items) < 2 {
		return
	}
	w0 := strings.Fields(items[0].label)
	othersVerb := false
	for _, c := range items[1:] {
		othersVerb = othersVerb || c.verbLed
	}
	if len(w0) >= 2 && selectionVerbs[strings.ToLower(w0[0])] && !othersVerb {
		{
			rest := strings.Join(w0[1:], " ")
			for _, a := range []string{"a ", "an ", "the ", "A ", "An ", "The "} {
				rest = strings.TrimPrefix(rest, a)
			}
			if rest != "" {
				items[0].label = upperFirst(rest)
				items[0].verbLed = false
				items[0].named = looksNamedLabel(rest)
			}
		}
	}
	lastIdx := len(items) - 1
	allShort := true
	for _, c := range items[:lastIdx] {
		allShort = allShort && len(strings.Fields(c.label)) <= 2 && !c.verbLed
	}
	if allShort && !items[lastIdx].verbLed {
		wl := strings.Fields(items[lastIdx].label)
		for k := 1; k < len(wl) && k <= 3; k++ {
			switch strings.ToLower(wl[k]) {
			case "for", "in", "at", "on", "to", "with", "from", "para", "pour", "für":
				items[lastIdx].label = strings.Join(wl[:k], " ")
				items[lastIdx].named = looksNamedLabel(items[lastIdx].label)
				k = len(wl)
			}
		}
	}
}

// ---- yes/no and "could" frames ---------------------------------------------

var yesNoLeads = [][]string{
	{"would", "it", "make", "sense", "to"}, {"does", "it", "make", "sense", "to"}, {"is", "it", "a", "good", "idea", "to"},
	{"is", "it", "smart", "to"}, {"is", "it", "wise", "to"}, {"am", "i", "crazy", "to"}, {"are", "we", "crazy", "to"},
	{"should", "i"}, {"should", "we"}, {"shall", "i"}, {"shall", "we"}, {"do", "i"}, {"do", "we"}, {"ought", "i", "to"},
	{"should", "my"}, {"should", "our"}, {"debería"}, {"deberíamos"}, {"sollte", "ich"}, {"soll", "ich"},
	{"devrais-je"}, {"devo"}, {"dovrei"}, {"think", "we", "should"}, {"think", "i", "should"}, {"maybe", "we", "should"},
	{"maybe", "i", "should"},
}

var yesNoIndex = indexPhrases(yesNoLeads)

func (d *doc) readYesNo(x *extraction) {
	for _, s := range d.sents {
		hasSep := false
		for i := s.a + 1; i < s.b; i++ {
			if d.toks[i].depth == 0 && d.isSep(i, false) {
				hasSep = true
			}
		}
		if hasSep && d.orSplits(s) {
			continue
		}
		found := false
		// "Is X worth it?" / "Is it worth X?"
		if c, ok := d.worthFrame(s); ok {
			x.worth, x.yesno = true, true
			c.yes = true
			x.add(c)
			continue
		}
		for i := s.a; i < s.b && i < s.a+6; i++ {
			if questionWords[d.toks[i].low] || d.toks[i].low == "how" || d.toks[i].low == "where" || d.toks[i].low == "when" || d.toks[i].low == "why" {
				break
			}
			if l := d.matchAt(i, yesNoIndex); l != nil {
				if (l[0] == "do" || l[0] == "does") && !s.question {
					continue
				}
				a := i + len(l)
				end := d.regionEnd(a, s.b, true)
				c, ok := d.candidate(a, end, srcMedium, labelOpts{})
				if !ok {
					continue
				}
				c.yes = true
				x.yesno = true
				x.shouldFrame = true
				x.add(c)
				found = true
				break
			}
		}
		// Any "<modal> I/we <verb> …?" ("Can I…", "Must we…", "shld we…").
		a := s.a
		for a < s.b && d.toks[a].kind == tPunct {
			a++
		}
		if !found && s.question && a+2 < s.b && d.toks[a].kind == tWord && !questionWords[d.toks[a].low] &&
			(d.toks[a+1].low == "i" || d.toks[a+1].low == "we") && d.toks[a+2].kind == tWord && !stopwords[d.toks[a+2].low] {
			end := d.regionEnd(a+2, s.b, true)
			if c, ok := d.candidate(a+2, end, srcMedium, labelOpts{}); ok {
				c.yes = true
				x.yesno = true
				x.shouldFrame = true
				x.add(c)
			}
		}
	}
	d.readInvitations(x)
}

// orSplits reports whether an "or" reading of s yields two items.
func (d *doc) orSplits(s sentence) bool {
	tmp := &extraction{}
	sub := *d
	sub.sents = []sentence{s}
	sub.readOr(tmp, true)
	return len(tmp.cands) >= 2
}

func (d *doc) worthFrame(s sentence) (optCand, bool) {
	for i := s.a; i < s.b; i++ {
		if d.toks[i].low != "worth" {
			continue
		}
		// "is it worth X"
		if i >= 2 && d.toks[i-1].low == "it" && (d.toks[i-2].low == "is" || d.toks[i-2].low == "was") {
			end := d.regionEnd(i+1, s.b, true)
			return d.candidate(i+1, end, srcMedium, labelOpts{})
		}
		// "is X worth it"
		for j := i - 1; j >= s.a && j >= i-12; j-- {
			if d.toks[j].low == "is" || d.toks[j].low == "are" || d.toks[j].low == "would" {
				a := j + 1
				if d.toks[j].low == "would" && a < i && d.toks[a].low == "be" {
					continue
				}
				return d.candidate(a, i, srcMedium, labelOpts{})
			}
		}
	}
	return optCand{}, false
}

var couldStarts = [][]string{
	{"alternatively"}, {"or"}, {"another", "option", "is"}, {"another", "option", "would", "be"}, {"the", "other", "option", "is"},
	{"otherwise"}, {"i", "could", "also"}, {"we", "could", "also"}, {"or", "i", "could"}, {"or", "we", "could"},
}

func (d *doc) readCould(x *extraction) {
	for _, s := range d.sents {
		matched := false
		for _, l := range couldStarts {
			if d.matchWords(s.a, l) {
				matched = true
				break
			}
		}
		if !matched || d.orSplits(s) {
			continue
		}
		a := s.a
		if end, _ := d.leadBefore(s.a, min(s.b, s.a+6)); end > 0 {
			a = end
		} else {
			for a < s.b && (labelFiller[d.toks[a].low] || d.toks[a].kind == tPunct || d.toks[a].low == "alternatively" || d.toks[a].low == "otherwise") {
				a++
			}
		}
		end := d.regionEnd(a, s.b, true)
		if c, ok := d.candidate(a, end, srcMedium, labelOpts{}); ok {
			x.could = true
			x.add(c)
		}
	}
}

// selfSubject: "I want to", "we want to" state the caller's own wish.
var selfSubject = set("i", "we", "i'd", "we'd", "really", "just", "also")

// Invitations: "My girlfriend asked me to move in together", "my
// cofounder wants to pivot".
var inviteVerbs = set("asked", "invited", "wants", "offered", "asks", "invites", "proposed", "suggested", "pushing", "urged")

func (d *doc) readInvitations(x *extraction) {
	for _, s := range d.sents {
		for i := s.a; i+2 < s.b; i++ {
			if !inviteVerbs[d.toks[i].low] {
				continue
			}
			a := -1
			switch {
			case (d.toks[i+1].low == "me" || d.toks[i+1].low == "us") && d.toks[i+2].low == "to":
				a = i + 3 // "asked me to move in"
			case d.toks[i+1].low == "to" && i > s.a && !selfSubject[d.toks[i-1].low]:
				a = i + 2 // "my cofounder wants to pivot"
			}
			if a < 0 {
				continue
			}
			end := d.regionEnd(a, s.b, true)
			if c, ok := d.candidate(a, end, srcMedium, labelOpts{}); ok {
				c.yes = true
				x.yesno = true
				x.add(c)
			}
			break
		}
	}
}

// ---- offers ----------------------------------------------------------------

func (d *doc) readOffers(x *extraction) {
	for _, s := range d.sents {
		for i := s.a; i < s.b; i++ {
			t := d.toks[i]
			// "an offer from X"
			if (t.low == "offer" || t.low == "offers") && i+1 < s.b && d.toks[i+1].low == "from" && i > s.a {
				a := i + 2
				end := d.regionEnd(a, s.b, true)
				lbl, kept := d.label(a, end, labelOpts{maxWords: 6})
				if lbl == "" {
					continue
				}
				c, _ := d.candidate(a, end, srcMedium, labelOpts{maxWords: 6})
				c.label = "Accept the offer from " + lowerFirst(d.joinTokens(kept))
				c.verbLed = true
				c.named = false
				c.desc = d.describe(s.a, s.b)
				c.pos = t.start
				x.offer = true
				x.add(c)
				break
			}
			// "X offers (me|us) <money>"
			if (t.low == "offers" || t.low == "offered") && i > s.a && i+1 < s.b {
				a := i + 1
				if d.toks[a].low == "me" || d.toks[a].low == "us" {
					a++
				}
				end := d.regionEnd(a, s.b, true)
				hasMoney := false
				for j := a; j < end && j < a+4; j++ {
					if d.toks[j].kind == tNum || currencySymbols[d.toks[j].s] {
						hasMoney = true
					}
				}
				if !hasMoney {
					continue
				}
				ca := s.a
				for _, cl := range d.clauses {
					if i >= cl.a && i < cl.b {
						ca = cl.a
					}
				}
				subj := d.labelTokens(ca, i, labelOpts{maxWords: 5})
				obj := d.labelTokens(a, end, labelOpts{maxWords: 4})
				if len(subj) == 0 || len(obj) == 0 {
					continue
				}
				c, _ := d.candidate(ca, end, srcMedium, labelOpts{})
				c.label = "Accept " + d.joinTokens(obj) + " from " + lowerFirst(d.joinTokens(subj))
				c.verbLed = true
				c.named = false
				c.desc = d.describe(s.a, s.b)
				c.pos = d.toks[ca].start
				x.offer = true
				x.add(c)
				break
			}
		}
	}
}

// ---- which / forced ---------------------------------------------------------

func (d *doc) readWhich(x *extraction) {
	for _, s := range d.sents {
		for i := s.a; i+1 < s.b; i++ {
			t := d.toks[i]
			if t.low == "which" && (s.question || i == s.a) {
				n := d.toks[i+1].low
				if n == "should" || n == "would" || n == "one" || n == "of" || n == "is" || n == "do" || n == "option" || i+2 < s.b && (d.toks[i+2].low == "should" || d.toks[i+2].low == "would" || d.toks[i+2].low == "is") {
					x.which = true
				}
			}
			if t.low == "what" && s.question && i+3 < s.b && d.toks[i+1].low == "should" && (d.toks[i+3].low == "buy" || d.toks[i+3].low == "choose" || d.toks[i+3].low == "pick" || d.toks[i+3].low == "use") {
				x.which = true
			}
			if t.low == "compare" || t.low == "rank" || t.low == "shortlist" || t.low == "evaluating" || t.low == "comparing" {
				x.which = true
			}
		}
	}
}

var newThings = set("service", "project", "product", "system", "app", "office", "team", "feature", "platform", "website",
	"site", "pipeline", "page", "hire", "role", "store", "shop", "api", "database", "stack", "landing", "brand", "logo")

// readForced notes a need that must be filled: the status quo is then no
// real option ("for our new service", "hiring for one slot", "need a car").
func (d *doc) readForced(x *extraction) {
	for i := 0; i+1 < len(d.toks); i++ {
		a, b := d.toks[i].low, d.toks[i+1].low
		switch {
		case (a == "our" || a == "the") && b == "new" && d.hasCue(i+2, min(i+5, len(d.toks)), newThings):
			x.forced = true
		case a == "hiring" && b == "for", a == "need" && (b == "a" || b == "an" || b == "someone"), a == "greenfield",
			a == "must" && (b == "choose" || b == "pick"), a == "have" && b == "to" && i+2 < len(d.toks) && (d.toks[i+2].low == "choose" || d.toks[i+2].low == "pick"):
			x.forced = true
		}
	}
}

// ---- decided (GRILL) ----------------------------------------------------------

var decidedLeads = [][]string{
	{"i've", "already", "decided", "to"}, {"we've", "already", "decided", "to"}, {"i", "have", "already", "decided", "to"},
	{"we", "have", "already", "decided", "to"}, {"i", "already", "decided", "to"}, {"we", "already", "decided", "to"},
	{"i've", "decided", "to"}, {"we've", "decided", "to"}, {"i", "have", "decided", "to"}, {"we", "have", "decided", "to"},
	{"i", "decided", "to"}, {"we", "decided", "to"}, {"i've", "finally", "decided", "to"}, {"we've", "finally", "decided", "to"},
	{"i", "finally", "decided", "to"}, {"we", "finally", "decided", "to"}, {"i've", "decided", "on"}, {"we've", "decided", "on"},
	{"i", "decided", "on"}, {"we", "decided", "on"}, {"we", "have", "decided", "on"}, {"i", "have", "decided", "on"},
	{"i've", "made", "up", "my", "mind", "to"}, {"we've", "made", "up", "our", "minds", "to"}, {"made", "up", "my", "mind", "to"},
	{"i'm", "going", "to"}, {"we're", "going", "to"}, {"i", "am", "going", "to"}, {"we", "are", "going", "to"},
	{"i'm", "gonna"}, {"we're", "gonna"}, {"i've", "already", "signed", "up", "for"}, {"we've", "already", "signed", "up", "for"},
	{"i've", "signed", "up", "for"}, {"we've", "signed", "up", "for"}, {"we", "signed", "up", "for"},
	{"i've", "committed", "to"}, {"we've", "committed", "to"}, {"we", "committed", "to"}, {"i've", "chosen"}, {"we've", "chosen"},
	{"we", "chose"}, {"i", "chose"}, {"i've", "settled", "on"}, {"we've", "settled", "on"}, {"we", "settled", "on"},
	{"i'm", "going", "ahead", "with"}, {"we're", "going", "ahead", "with"}, {"we're", "moving", "forward", "with"},
	{"i'm", "moving", "forward", "with"}, {"we", "are", "moving", "ahead", "with"},
	{"he", "decidido"}, {"hemos", "decidido"}, {"j'ai", "décidé", "de"}, {"nous", "avons", "décidé", "de"},
	{"ich", "habe", "mich", "entschieden"}, {"wir", "haben", "uns", "entschieden"}, {"decidi"}, {"decidimos"},
}

var decidedIndex = indexPhrases(withoutApostrophes(decidedLeads))

// decidedOpenings are decidedLeads with the subject dropped, as notes and
// chat write them ("Going ahead with…", "decided to…"); they count only
// where a sentence or clause opens. "going to" and "gonna" stay out: as
// openings they are movement ("Going to Berlin…").
var decidedOpenings = indexPhrases(subjectless(withoutApostrophes(decidedLeads)))

var leadSubjects = set("i", "we", "i'm", "we're", "i've", "we've", "im", "ive", "weve")

func subjectless(ps [][]string) [][]string {
	var out [][]string
	for _, p := range ps {
		if len(p) < 3 || !leadSubjects[p[0]] {
			continue
		}
		q := p[1:]
		if q[0] == "am" || q[0] == "are" {
			q = q[1:]
		}
		if len(q) < 2 || q[0] == "going" && q[1] == "to" || q[0] == "gonna" {
			continue
		}
		out = append(out, q)
	}
	return out
}

// commitVerbs state a commitment already made when a subject does them
// and an infinitive follows within a few words ("we signed the contract
// to move…", "I've agreed to…").
var commitVerbs = set("signed", "agreed", "committed", "promised", "booked", "arranged", "contracted", "pledged")

// withoutApostrophes adds to ps each phrase as typed without the
// apostrophe of "i'm", "i've" or "we've" ("im going to"): the common
// lowercase shorthand. "we're" and "i'll" are left alone, as "were" and
// "ill" are words.
func withoutApostrophes(ps [][]string) [][]string {
	bare := map[string]string{"i'm": "im", "i've": "ive", "we've": "weve"}
	out := ps
	for _, p := range ps {
		var q []string
		for k, w := range p {
			if b, ok := bare[w]; ok {
				if q == nil {
					q = append([]string(nil), p...)
				}
				q[k] = b
			}
		}
		if q != nil {
			out = append(out, q)
		}
	}
	return out
}

// critiqueLeads ask for the stated plan to be attacked rather than for a
// choice to be made: with one of them a plan in the progressive ("we're
// cutting prices next month") is the decision under test.
var critiqueLeads = [][]string{
	{"why", "i'm", "wrong"}, {"why", "we're", "wrong"}, {"why", "this", "is", "wrong"}, {"why", "it's", "wrong"},
	{"stress-test"}, {"stress", "test"}, {"pressure-test"}, {"pressure", "test"}, {"red-team"}, {"red", "team", "this"},
	{"challenge", "it"}, {"challenge", "this"}, {"challenge", "me"}, {"challenge", "my"}, {"poke", "holes"},
	{"shoot", "holes"}, {"find", "holes"}, {"tear", "it", "apart"}, {"devil's", "advocate"}, {"talk", "me", "out"},
	{"what", "am", "i", "missing"}, {"what", "are", "we", "missing"}, {"what", "i'm", "missing"}, {"what", "we're", "missing"},
	{"what", "could", "go", "wrong"},
	{"sanity", "check"}, {"sanity-check"}, {"push", "back"}, {"prove", "me", "wrong"}, {"convince", "me", "otherwise"},
	{"am", "i", "making", "a", "mistake"}, {"are", "we", "making", "a", "mistake"}, {"am", "i", "crazy"},
	{"what", "do", "you", "think", "of", "this", "plan"}, {"grill", "me"}, {"grill", "this"}, {"roast", "this"},
}

var critiqueIndex = indexPhrases(withoutApostrophes(critiqueLeads))

// asksCritique reports whether the text asks for its plan to be attacked.
func (d *doc) asksCritique() bool {
	for i := range d.toks {
		if d.matchAt(i, critiqueIndex) != nil {
			return true
		}
	}
	return false
}

var commitGerunds = set("quitting", "leaving", "moving", "selling", "buying", "joining", "starting", "launching", "switching",
	"accepting", "resigning", "retiring", "relocating", "signing", "dropping", "closing", "emigrating", "marrying", "divorcing")

// committedGerund reports whether the word at i, after "I'm"/"we're",
// states a plan: a verb of commitment ("quitting"), or any verb in -ing
// when the sentence dates it ("…starting next month") or the text asks for
// the plan to be attacked. critique caches d.asksCritique (−1: unknown).
func (d *doc) committedGerund(i int, s sentence, critique *int) bool {
	w := d.toks[i].low
	if commitGerunds[w] {
		return true
	}
	// "I'm going vegan / part-time / freelance": a change of state, a
	// plan when dated or put up for critique like any other verb in -ing.
	changeOfState := w == "going" && !d.goingSomewhere(i)
	if !changeOfState && (d.toks[i].kind != tWord || !strings.HasSuffix(w, "ing") || utf8.RuneCountInString(w) < 6 || notPlanGerunds[w]) {
		return false
	}
	if d.hasCue(i+1, s.b, willTimeCues) || d.datedOpening(s, i) {
		return true
	}
	if *critique < 0 {
		*critique = 0
		if d.asksCritique() {
			*critique = 1
		}
	}
	return *critique == 1
}

// goingSomewhere reports whether "going" at i is movement or an idiom
// ("going to", "going through a divorce", "going crazy") rather than a
// change of state ("going keto").
func (d *doc) goingSomewhere(i int) bool {
	if i+1 >= len(d.toks) || d.toks[i+1].kind != tWord {
		return true
	}
	n := d.toks[i+1].low
	return stopwords[n] || goingIdioms[n]
}

var goingIdioms = set("through", "back", "forth", "crazy", "nuts", "insane", "mad", "well", "badly", "great", "fine", "okay",
	"ok", "home", "round", "around", "downhill", "along", "ahead", "away", "abroad", "there", "here", "somewhere", "anywhere",
	"nowhere", "broke", "bankrupt", "under", "backwards", "forward", "forwards", "gonna", "outside", "inside", "steady")

// datingOpeners open a sentence that dates what follows ("Starting
// Monday, I'm…", "From January we're…").
var datingOpeners = set("starting", "beginning", "from", "as")

// datedOpening reports whether sentence s opens by dating the plan stated
// at i ("Starting Monday I'm going keto").
func (d *doc) datedOpening(s sentence, i int) bool {
	return s.a < i && datingOpeners[d.toks[s.a].low] && d.hasCue(s.a+1, i, willTimeCues)
}

// notPlanGerunds follow "I'm" without stating a plan ("I'm thinking…").
var notPlanGerunds = set("thinking", "considering", "wondering", "debating", "weighing", "torn", "struggling", "trying",
	"looking", "hoping", "planning", "leaning", "feeling", "getting", "having", "being", "doing", "going", "asking",
	"comparing", "deciding", "choosing", "evaluating", "worrying", "working", "living", "earning", "making", "paying",
	"spending", "saving", "running", "seeing", "dating", "studying", "renting",
	// life events, not plans ("I'm turning 40 next year")
	"turning", "expecting", "graduating", "finishing", "nearing", "approaching", "celebrating", "due")

// asksChoice reports whether the text asks a choice question ("should I",
// "X or Y?"): then a plan in the progressive is context, not a decision.
func (d *doc) asksChoice() bool {
	for _, s := range d.sents {
		if !s.question {
			continue
		}
		for i := s.a; i < s.b; i++ {
			if d.toks[i].low == "should" || d.toks[i].low == "or" || d.toks[i].low == "which" || d.toks[i].low == "whether" {
				return true
			}
		}
	}
	return false
}

var notDecidedNext = set("decide", "choose", "pick", "have", "need", "be", "try", "think", "figure", "weigh", "compare",
	"wait", "see", "consider", "evaluate", "look", "get", "make")

var willTimeCues = set("next", "tomorrow", "soon", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
	"sunday", "week", "month", "quarter", "year", "january", "february", "march", "april", "may", "june", "july", "august",
	"september", "october", "november", "december", "asap", "tonight")

func (d *doc) readDecided(x *extraction) {
	asks := -1     // d.asksChoice(), computed on first need
	critique := -1 // d.asksCritique(), likewise
	for _, s := range d.sents {
		opens := d.clauseOpenings(s)
		a := -1
		for i := s.a; i < s.b && a < 0; i++ {
			if p := d.matchAt(i, decidedIndex); p != nil {
				a = i + len(p)
			} else if slices.Contains(opens, i) {
				if p := d.matchAt(i, decidedOpenings); p != nil {
					a = i + len(p)
				}
			}
			if a < 0 {
				a = d.committedTo(i, s)
			}
			// "I will / I'll X next month"
			if a < 0 && (d.toks[i].low == "i'll" || d.toks[i].low == "we'll" || (d.toks[i].low == "i" || d.toks[i].low == "we") && i+1 < s.b && d.toks[i+1].low == "will") {
				j := i + 1
				if d.toks[i].low == "i" || d.toks[i].low == "we" {
					j = i + 2
				}
				if j < s.b && d.toks[j].kind == tWord && !stopwords[d.toks[j].low] && !notDecidedNext[d.toks[j].low] && d.hasCue(j, s.b, willTimeCues) {
					a = j
				}
			}
		}
		// "I'm quitting my PhD…": a commitment in the progressive, unless
		// the text still asks which way to go.
		if a < 0 {
			for i := s.a; i+1 < s.b; i++ {
				if !nearOpening(opens, i) {
					continue
				}
				if (d.toks[i].low == "i'm" || d.toks[i].low == "we're") && d.committedGerund(i+1, s, &critique) {
					if asks < 0 {
						asks = 0
						if d.asksChoice() {
							asks = 1
						}
					}
					if asks == 1 {
						break
					}
					a = i + 1
					break
				}
			}
		}
		if a < 0 || a >= s.b {
			continue
		}
		if notDecidedNext[d.toks[a].low] {
			continue
		}
		// Negated ("haven't decided") or still open ("decided to choose
		// between …", "going to X or Y").
		neg := false
		for j := max(s.a, a-6); j < a; j++ {
			if isNegator(d.toks[j].low) {
				neg = true
			}
		}
		end := d.regionEnd(a, s.b, true)
		for j := a; j < end; j++ {
			if d.toks[j].low == "whether" || d.toks[j].low == "between" || d.isSep(j, false) {
				neg = true
			}
		}
		if neg {
			continue
		}
		c, ok := d.candidate(a, end, srcStrong, labelOpts{dropTime: true, maxWords: 12})
		if !ok {
			continue
		}
		c.chosen = true
		x.decided = true
		x.add(c)
		// "…over Y", "…instead of Y", "…rather than Y" name the rejected one.
		for j := a; j+1 < s.b; j++ {
			if d.toks[j].low == "over" || d.toks[j].low == "instead" && d.toks[j+1].low == "of" || d.toks[j].low == "rather" && d.toks[j+1].low == "than" {
				k := j + 1
				if d.toks[j].low != "over" {
					k = j + 2
				}
				if alt, ok := d.candidate(k, d.regionEnd(k, s.b, true), srcMedium, labelOpts{}); ok {
					x.add(alt)
				}
				break
			}
		}
		return
	}
}

// clauseOpenings returns where sentence s and each clause set off by a
// colon, dash or semicolon open ("I've made up my mind: I'm leaving…").
func (d *doc) clauseOpenings(s sentence) []int {
	opens := []int{s.a}
	for i := s.a; i+1 < s.b; i++ {
		if t := d.toks[i]; t.kind == tPunct && t.depth == 0 {
			switch t.s {
			case ":", ";", "-", "–", "—":
				opens = append(opens, i+1)
			}
		}
	}
	return opens
}

// nearOpening reports whether i is among the first four tokens of a
// clause: where "I'm X-ing" states the clause's plan rather than
// qualifying something said before it.
func nearOpening(opens []int, i int) bool {
	for _, o := range opens {
		if i >= o && i < o+4 {
			return true
		}
	}
	return false
}

// committedTo reads "I/we (have) signed … to X" at i: a commitment verb
// whose infinitive follows within a few words. It returns where X starts,
// or −1.
func (d *doc) committedTo(i int, s sentence) int {
	w := d.toks[i].low
	if !leadSubjects[w] || w == "i'm" || w == "we're" || w == "im" {
		return -1
	}
	j := i + 1
	if j < s.b && (d.toks[j].low == "have" || d.toks[j].low == "just" || d.toks[j].low == "already") {
		j++
	}
	if j >= s.b || !commitVerbs[d.toks[j].low] {
		return -1
	}
	for k := j + 1; k+1 < s.b && k <= j+5; k++ {
		t := d.toks[k]
		if t.kind == tPunct {
			return -1
		}
		if t.low == "to" {
			n := d.toks[k+1]
			if n.kind == tWord && !stopwords[n.low] && !notDecidedNext[n.low] {
				return k + 1
			}
			return -1
		}
	}
	return -1
}

// ---- names and fallbacks -------------------------------------------------------

var notNames = set("i", "i'm", "i've", "i'd", "i'll", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
	"sunday", "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
	"december", "eur", "usd", "gbp", "ok", "okay", "hi", "hello", "thanks", "please", "yes", "no", "option", "options",
	"the", "a", "an", "we", "our", "my", "it", "its", "this", "that", "which", "what", "should", "both", "two", "three",
	"one", "is", "are", "and", "or", "but", "so", "if", "in", "on", "for", "at", "to", "of")

var choiceContext = set("which", "two", "both", "compare", "choose", "pick", "or", "vs", "versus", "better", "decide",
	"three", "between", "either", "buy", "prefer", "over")

func (d *doc) readNames(x *extraction) {
	if !d.hasCue(0, len(d.toks), choiceContext) {
		return
	}
	type name struct {
		key  string
		text string
		pos  int
		n    int
	}
	var names []name
	idx := map[string]int{}
	sentStart := map[int]bool{}
	for _, s := range d.sents {
		sentStart[s.a] = true
	}
	for i := 0; i < len(d.toks); i++ {
		t := d.toks[i]
		if t.kind != tWord || !t.upper && !innerCaps(t.s) || notNames[t.low] || utf8.RuneCountInString(t.low) < 2 {
			continue
		}
		if sentStart[i] && !innerCaps(t.s) {
			continue
		}
		j := i + 1
		for j < len(d.toks) && j < i+3 && d.toks[j].kind == tWord && d.toks[j].upper && !notNames[d.toks[j].low] {
			j++
		}
		key := strings.TrimSuffix(t.low, "'s")
		if k, ok := idx[key]; ok {
			names[k].n++
		} else {
			idx[key] = len(names)
			names = append(names, name{key: key, text: d.phrase(i, j), pos: t.start, n: 1})
		}
		i = j - 1
	}
	if len(names) < 2 || len(names) > 6 {
		return
	}
	for _, n := range names {
		c := optCand{label: strings.TrimSuffix(strings.TrimSuffix(n.text, "'s"), "’s"), pos: n.pos, src: srcWeak, named: true}
		c.keys = keyTerms(words(c.label))
		if len(c.keys) == 0 {
			c.keys = []string{n.key}
		}
		c.desc = c.label
		x.namedPair = true
		x.add(c)
	}
}

// readFallback: nothing recognisable. The first question (or sentence)
// becomes a yes/no decision; failing that, "go ahead" against "don't".
func (d *doc) readFallback(x *extraction) {
	pick := -1
	for k, s := range d.sents {
		if s.question {
			pick = k
			break
		}
	}
	if pick < 0 && len(d.sents) > 0 {
		pick = 0
	}
	if pick >= 0 {
		s := d.sents[pick]
		a := s.a
		if end, _ := d.leadBefore(s.a, min(s.b, s.a+6)); end > 0 {
			a = end
		}
		if c, ok := d.candidate(a, d.regionEnd(a, s.b, true), srcWeak, labelOpts{maxWords: 7}); ok {
			c.yes = true
			x.yesno = true
			x.add(c)
			return
		}
	}
	x.add(optCand{label: "Go ahead", desc: "Go ahead with what the decision describes.", yes: true, src: srcWeak})
	x.yesno = true
}

func readAnswerOptions(x *extraction, answer string) {
	ad := parse(answer)
	var spans [][2]int
	for _, s := range ad.sents {
		spans = append(spans, ad.splitEnum(s.a, s.b, false)...)
	}
	for _, sp := range spans {
		if c, ok := ad.candidate(sp[0], sp[1], srcMedium, labelOpts{raw: true}); ok {
			c.pos = 1 << 30 // after the text's own options
			x.add(c)
		}
	}
}

// ---- merging ----------------------------------------------------------------------

// quoLike: a label that keeps things as they are ("Keep our price at 29",
// "Stay in Porto", "Don't lend"); it never merges with a change.
func quoWord(norm string) bool {
	first, _, _ := strings.Cut(norm, " ")
	switch first {
	case "keep", "stay", "remain", "don't", "not", "continue":
		return true
	}
	return false
}

func normLabel(s string) string {
	return strings.Join(words(s), " ")
}

// subsetKeys reports whether every key of a is similar to a key of b.
func subsetKeys(a, b []string) bool {
	if len(a) == 0 {
		return false
	}
	for _, ka := range a {
		found := false
		for _, kb := range b {
			if similar(ka, kb) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// mergeCands merges candidates that name the same option: equal labels, or
// one's key terms contained in the other's. The stronger reading's label
// wins; the earliest position orders it.
func mergeCands(in []optCand) []optCand {
	var out []optCand
	for _, c := range in {
		merged := false
		for k := range out {
			o := &out[k]
			if o.neg != c.neg || o.quo != c.quo {
				continue
			}
			same := o.norm == c.norm
			if !same && len(o.phrase) == 0 && len(c.phrase) == 0 {
				same = subsetKeys(c.keys, o.keys) || subsetKeys(o.keys, c.keys)
			}
			if !same {
				continue
			}
			if c.src > o.src || c.chosen && !o.chosen {
				keepPos := min(o.pos, c.pos)
				aliases := append(append([]string(nil), o.aliases...), strings.ToLower(o.label))
				keys := o.keys
				chosen := o.chosen || c.chosen
				yes := o.yes || c.yes
				*o = c
				o.pos = keepPos
				o.chosen = chosen
				o.yes = yes
				for _, a := range aliases {
					o.aliases = appendUnique(o.aliases, a)
				}
				for _, kk := range keys {
					o.keys = appendUnique(o.keys, kk)
				}
			} else {
				o.pos = min(o.pos, c.pos)
				o.aliases = appendUnique(o.aliases, strings.ToLower(c.label))
				for _, kk := range c.keys {
					o.keys = appendUnique(o.keys, kk)
				}
				o.chosen = o.chosen || c.chosen
				o.yes = o.yes || c.yes
			}
			merged = true
			break
		}
		if !merged {
			out = append(out, c)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].pos < out[j].pos })
	return out
}
