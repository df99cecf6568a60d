package offline

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Candidates from coordination: "X or Y", "X vs Y", "between X and Y",
// "Shortlist: A, B, C".

// ---- "X or Y", "X vs Y", "between X and Y" -------------------------------

// coordGroups reads coordinations inside sentences.
func (d *doc) coordGroups() []candGroup {
	var out []candGroup
	for si, s := range d.sents {
		// "between X and Y (and Z)".
		for i := s.a; i < s.b; i++ {
			t := d.toks[i]
			if t.kind != tWord || !betweenSet[t.low] || t.low == "entre" && d.lang == "en" {
				continue
			}
			if i+1 < s.b && (pronounWord[d.toks[i+1].low] || d.toks[i+1].low == "us" || d.toks[i+1].low == "them") {
				continue // "between us", "between them": not a choice
			}
			if g, ok := d.betweenGroup(s, i); ok {
				out = append(out, g)
			}
		}
		var ors []int
		for i := s.a; i < s.b; i++ {
			// ("Is it worth switching or am I mad to even think about it?":
			// an "or" before a doubt offers no second side.)
			if d.coordAt(i) > 0 && d.toks[i].depth == d.toks[s.a].depth && !d.orBeforeDoubt(i, s.b) {
				ors = append(ors, i)
			}
		}
		if len(ors) == 0 {
			if g, ok := d.colonList(s); ok {
				out = append(out, g)
			}
			if g, ok := d.verbList(s); ok {
				out = append(out, g)
			}
			if g, ok := d.slashPair(s); ok {
				out = append(out, g)
			}
			continue
		}
		// "sam nie wiem, czy naprawiam Astrę, czy kupuję tę Corollę": a
		// coordinator said before each side, after a comma, pairs the
		// two sides alone, whatever else the sentence joins.
		if i, j, ok := d.correlative(s, ors); ok {
			sub := sentence{a: i + d.coordAt(i), b: s.b, question: s.question}
			if g, ok := d.orGroup(sub, si, []int{j}); ok {
				g.question, g.cued = true, true
				out = append(out, g)
				continue
			}
		}
		if g, ok := d.orGroup(s, si, ors); ok {
			out = append(out, g)
		}
	}
	return out
}

// correlative finds two coordinators of one word, each after a comma (or
// the first opening the sentence), with words between: "…, czy A, czy
// B", "…, ou A, ou B".
func (d *doc) correlative(s sentence, ors []int) (int, int, bool) {
	for k := 0; k+1 < len(ors); k++ {
		i, j := ors[k], ors[k+1]
		opens := i == s.a || d.toks[i-1].s == ","
		if opens && d.toks[i].low == d.toks[j].low && j > i+2 && d.toks[j-1].s == "," {
			return i, j, true
		}
	}
	return 0, 0, false
}

// slashPair reads "Remote/office for the new team?": two words joined by
// a slash in a question (not "km/h", "24/7" or "and/or").
func (d *doc) slashPair(s sentence) (candGroup, bool) {
	if !s.question {
		return candGroup{}, false
	}
	for i := s.a + 1; i+1 < s.b; i++ {
		t := d.toks[i]
		if t.s != "/" || d.toks[i-1].kind != tWord || d.toks[i+1].kind != tWord || d.toks[i-1].end != t.start || t.end != d.toks[i+1].start {
			continue
		}
		l, r := d.toks[i-1].low, d.toks[i+1].low
		if l == "and" || r == "or" || stopwords[l] || stopwords[r] || unitTable[r].class != "" || unitTable[l].class != "" {
			continue
		}
		a, ok1 := d.newCand(i-1, i, labelOpts{raw: true})
		b, ok2 := d.newCand(i+1, i+2, labelOpts{raw: true})
		if ok1 && ok2 {
			return candGroup{kind: ckCoord, question: true, members: []cand{a, b}}, true
		}
	}
	return candGroup{}, false
}

// colonList reads "Shortlist: HubSpot, Pipedrive, Salesforce." — a choice
// cue, a colon, and short items separated by commas or "and".
func (d *doc) colonList(s sentence) (candGroup, bool) {
	colon := -1
	for i := s.a; i < s.b; i++ {
		if d.toks[i].s == ":" && d.toks[i].depth == d.toks[s.a].depth {
			colon = i
			break
		}
	}
	if colon < 0 {
		return candGroup{}, false
	}
	// ("The three I've seen: …": a verb that lists what was looked into
	// cues a list of names as a choice word does; "Found a caravan on
	// Gumtree: tare 1,980 kg, asking $48k" lists no names.)
	byVerb := !d.cueIn(s.a, colon) && d.phraseSpan(s.a, colon, optionHeadings) < 0
	if byVerb && d.findPhraseIn(s.a, colon, listVerbIdx) < 0 {
		return candGroup{}, false
	}
	// "The other option I'd looked at was the hall + an entertainer: hall
	// £90, entertainer £150": the parts of the one option named first.
	if d.findPhraseIn(s.a, colon, forgoneIdx) >= 0 || d.findPhraseIn(s.a, colon, decidedIdx) >= 0 {
		return candGroup{}, false
	}
	var parts [][2]int
	start := colon + 1
	for i := colon + 1; i <= s.b; i++ {
		if i == s.b || d.toks[i].s == "," && d.toks[i].depth == d.toks[s.a].depth || d.toks[i].low == "and" || d.toks[i].low == "und" || d.toks[i].low == "y" || d.toks[i].low == "et" {
			if i > start {
				parts = append(parts, [2]int{start, i})
			}
			start = i + 1
		}
	}
	if len(parts) < 2 || len(parts) > 7 {
		return candGroup{}, false
	}
	g := candGroup{kind: ckCoord, cued: true}
	for _, p := range parts {
		first := p[0]
		if first+1 < p[1] && articles[d.toks[first].low] {
			first++
		}
		if d.wordCount(p[0], p[1]) > 9 || byVerb && !d.nameOpens(first) {
			return candGroup{}, false
		}
		// "quotes came back: the sage one is €140/month, collsoft
		// €120/month": an item that states a figure is named before it.
		e := p[1]
		for i := p[0]; i < p[1]; i++ {
			if d.amountStarts(i) {
				e = i
				break
			}
		}
		for e > p[0] && (d.toks[e-1].kind == tPunct || copulas[d.toks[e-1].low]) {
			e--
		}
		if e <= p[0] {
			continue
		}
		if c, ok := d.newCand(p[0], e, labelOpts{maxWords: 8}); ok {
			c.region = [][2]int{p}
			g.members = append(g.members, c)
		}
	}
	return g, len(g.members) >= 2
}

var listVerbIdx = phraseList(mustSection(frames, "frames.txt", "list-verb"))

// verbList reads "I looked at Neon, Aiven and RDS": a verb that lists
// what was looked into, then short names separated by commas and a last
// "and". Each item is a name: it opens with a capital or a digit (any
// word, in a text typed in lower case), and ends before the first small
// word after it ("RDS for the billing service" is "RDS").
func (d *doc) verbList(s sentence) (candGroup, bool) {
	at := -1
	for i := s.a; i < s.b && at < 0; i++ {
		if e := d.phraseSpan(i, s.b, listVerbIdx); e > i && e < s.b {
			at = e
		}
	}
	if at < 0 {
		return candGroup{}, false
	}
	depth := d.toks[s.a].depth
	var parts [][2]int
	commas, joined := 0, false
	start := at
	end := s.b
	for i := at; i <= end; i++ {
		last := i == end
		if !last && d.toks[i].depth != depth {
			continue
		}
		if !last && d.toks[i].s == "," {
			commas++
		} else if !last && listJoiners[d.toks[i].low] {
			joined = true
		} else if !last {
			continue
		}
		if i == start {
			return candGroup{}, false
		}
		parts = append(parts, [2]int{start, i})
		start = i + 1
		if last {
			break
		}
		if joined {
			// The item after the last "and" runs to the end of the name.
			end = d.nameEnd(start, s.b)
		}
	}
	if !joined || len(parts) < 2 || len(parts) > 6 || commas == 0 && len(parts) > 2 {
		return candGroup{}, false
	}
	g := candGroup{kind: ckCoord, cued: true}
	for k, p := range parts {
		// "I've seen a Skoda Kodiaq at 19,995, a Kia Sorento at 24,500
		// and a VW Tiguan": an article before a name is not its, and a
		// figure after it is what the name costs.
		if p[0]+1 < p[1] && articles[d.toks[p[0]].low] {
			p[0]++
		}
		b := d.nameEnd(p[0], p[1])
		if b != p[1] && k != len(parts)-1 && !d.figureTail(b, p[1]) || b-p[0] > 5 || !d.nameOpens(p[0]) {
			return candGroup{}, false
		}
		c, ok := d.newCand(p[0], b, labelOpts{maxWords: 4})
		if !ok {
			return candGroup{}, false
		}
		c.region = [][2]int{{p[0], b}}
		g.members = append(g.members, c)
	}
	return g, true
}

// figureTail reports whether tokens [a, b) after a name state a figure
// for it, bare or not: "at 19,995", "for £240/month", "(24,500)".
func (d *doc) figureTail(a, b int) bool {
	if b-a > 4 {
		return false
	}
	for i := a; i < b; i++ {
		if _, ok := d.amountFrom(i); ok {
			return true
		}
	}
	return false
}

// nameEnd is where a name that opens at a ends: before the first
// punctuation, small word or clause opener after its first token, and,
// in a text not typed in lower case, before the first word without a
// capital or a digit ("Collsoft so far" is "Collsoft").
func (d *doc) nameEnd(a, b int) int {
	cased := !d.lowerTyped()
	for i := a + 1; i < b; i++ {
		t := d.toks[i]
		if t.kind == tNL || t.kind == tPunct && t.s != "-" && t.s != "." && t.s != "&" ||
			t.kind == tWord && (stopwords[t.low] || clauseOpenerIdx[t.low] != nil || cased && !t.upper && !strings.ContainsAny(t.s, "0123456789")) {
			return i
		}
	}
	return b
}

// nameOpens reports whether the token at i can open a name: a capital or
// a digit, or any word in a text typed in lower case.
func (d *doc) nameOpens(i int) bool {
	t := d.toks[i]
	if t.kind != tWord && t.kind != tNum {
		return false
	}
	r, _ := utf8.DecodeRuneInString(t.s)
	return unicode.IsUpper(r) || unicode.IsDigit(r) || d.lowerTyped()
}

// lowerTyped reports whether the text is typed in lower case: no word
// inside a sentence has a capital.
func (d *doc) lowerTyped() bool {
	if d.lowerCase == 0 {
		d.lowerCase = 1
		for i, t := range d.toks {
			if t.kind == tWord && t.upper && (i >= len(d.sentStart) || !d.sentStart[i]) && t.low != "i" {
				d.lowerCase = -1
				break
			}
		}
	}
	return d.lowerCase > 0
}

var reportedAsk = set("asked", "wondered", "checked", "enquired", "inquired", "queried", "fragte", "preguntó", "demandé", "perguntei", "chiesto", "vroeg", "frågade")

// coordLangs are the coordinators that are one only in some languages
// ("of" is "or" in Dutch, "o" in Spanish and Italian, "vai" in Finnish,
// "nebo" the sky in Croatian). A coordinator that is no other word
// anywhere ("alebo", "vagy", "veya") is one whatever language the text
// is read as: a short Slovak text read as Slovenian still says "or".
var coordLangs = map[string][]string{
	"of": {"nl"}, "o": {"es", "it", "ca"}, "u": {"es", "it"}, "ou": {"fr", "pt"}, "czy": {"pl"},
	"vai": {"fi", "lv"}, "tai": {"fi"}, "nebo": {"cs", "sk"}, "sau": {"ro"},
	"ili": {"hr"}, "ali": {"sl"}, "ή": {"el"}, "ar": {"lt"}, "чи": {"uk"},
}

// coordAt returns the length of a coordinator at i ("or", "vs", "or
// rather"), 0 if none.
func (d *doc) coordAt(i int) int {
	if i < 0 || i >= len(d.toks) {
		return 0 // (a label's last word asks for the word after it)
	}
	t := d.toks[i]
	if t.kind != tWord {
		return 0
	}
	if langs, ok := coordLangs[t.low]; ok && !slices.Contains(langs, d.lang) {
		return 0
	}
	switch t.low {
	case "v":
		if i+1 >= len(d.toks) || d.toks[i+1].s != "." {
			return 0
		}
	default:
		if !coordWords[t.low] {
			return 0
		}
	}
	// A coordinator joins something to something: "VS Code" after a colon
	// is a name.
	if i == 0 || d.toks[i-1].kind == tNL || d.toks[i-1].kind == tPunct && (d.toks[i-1].s == ":" || d.toks[i-1].s == "(" || d.toks[i-1].s == "[" || d.toks[i-1].s == "\"" || d.toks[i-1].s == "“") {
		return 0
	}
	// "or not", "or so", "or two", "or more", "or less", "or whatever":
	// idioms, not alternatives.
	if i+1 < len(d.toks) {
		switch d.toks[i+1].low {
		case "not", "so", "more", "less", "whatever", "something", "two", "three", "anything", "otherwise", "nicht", "no", "pas":
			return 0
		}
	}
	n := 1
	if i+1 < len(d.toks) && d.toks[i+1].s == "." {
		n = 2
	}
	return n
}

var conjunctStops = set("because", "since", "but", "so", "given", "if", "when", "although", "though", "while", "whereas",
	"unless", "which", "that", "who", "where", "pero", "porque", "aber", "weil", "mais", "parce", "mas", "ma", "perché", "maar", "omdat")

// conjunctStop reports whether w ends a conjunct: "ma" is "but" only in
// Italian (in French it is "my": "je vends ma voiture").
func (d *doc) conjunctStop(w string) bool {
	if w == "ma" {
		return d.lang == "it"
	}
	return conjunctStops[w]
}

// conjunctLeft finds where the alternative ending at end starts: after
// the frame that asks ("should I", "choosing between"), a comma, a colon
// or the sentence start.
func (d *doc) conjunctLeft(s sentence, end int) int {
	i := end - 1
	for ; i >= s.a; i-- {
		t := d.toks[i]
		if t.depth > d.toks[end].depth && !isBracket(t) {
			continue // inside an aside: "(around $45k, both families would love it)"
		}
		if t.kind == tPunct && (t.s == "," || t.s == ";" || t.s == ":" || t.s == "—" || t.s == "–" || t.s == "(" || t.s == "¿" || isTerminator(t.s) || d.spacedHyphen(i)) && t.depth <= d.toks[end].depth {
			return i + 1
		}
		if t.kind == tWord && d.conjunctStop(t.low) {
			return i + 1
		}
		// "should I take Berlin": the frame ends the alternative.
		if t.kind == tWord && (frameSubjects[t.low] || shouldWords2[t.low]) {
			j := i + 1
			for j < end && (frameSubjects[d.toks[j].low] || shouldWords2[d.toks[j].low] || d.toks[j].low == "just") {
				j++
			}
			return j
		}
		if t.kind == tWord && d.choiceFrameAt(i) && i < end-1 {
			return i + 1
		}
	}
	return s.a
}

// askedChange finds a change asked about as a judgement of it: "is
// switching a no-brainer", "is moving to Leeds worth it": the span of
// the change ("switching", "moving to Leeds"), before the words that
// judge it; else a, a.
func (d *doc) askedChange(a, b int) (int, int) {
	if a+1 >= b || !copulaAsks[d.toks[a].low] || !changeWord(d.toks[a+1].low) {
		return a, a
	}
	e := a + 2
	for e < b && !judgeWords[d.toks[e].low] && d.toks[e].kind != tPunct {
		e++
	}
	return a + 1, e
}

var (
	copulaAsks = set(mustSection(frames, "frames.txt", "copula-asks")...)
	judgeWords = set(mustSection(frames, "frames.txt", "judge-words")...)
)

// spacedHyphen reports whether token i is a hyphen typed as a dash, a
// space on each side ("sim only - lebara £8/mo vs talkmobile £9/mo").
func (d *doc) spacedHyphen(i int) bool {
	return d.toks[i].s == "-" && i > 0 && i+1 < len(d.toks) && !adjacent(d.toks, i-1, i) && !adjacent(d.toks, i, i+1)
}

// choiceFrameAt reports whether the word at i frames a choice: "choose",
// "between", or the "worth" of "is it worth moving it to Norvik or…".
func (d *doc) choiceFrameAt(i int) bool {
	w := d.toks[i].low
	return choiceFrameVerbs[w] || betweenSet[w] || w == "worth" && d.lowAt(i-1) == "it"
}

// actionAfterDoubt returns where the action of an alternative starts when
// a doubt opens it: "am I overthinking and should just leave it where it
// is" is "leave it where it is"; else a.
func (d *doc) actionAfterDoubt(a, b int) int {
	for i := a + 1; i+1 < b; i++ {
		if d.toks[i].low != "and" || !shouldWords2[d.toks[i+1].low] {
			continue
		}
		j := i + 1
		for j < b && (frameSubjects[d.toks[j].low] || shouldWords2[d.toks[j].low] || d.toks[j].low == "just") {
			j++
		}
		if j < b {
			return j
		}
	}
	return a
}

// frameSubjects are the subjects of a question frame ("should I", "do
// we"); "it" is left out, being an object as often ("put it in a fund").
var frameSubjects = set("i", "we", "you", "he", "she", "they", "i'm", "we're", "ich", "wir", "yo", "je", "nous", "eu", "io", "ik", "wij")

var shouldWords2 = set("should", "shall", "would", "could", "can", "do", "does", "will", "must", "might", "better", "i'd", "we'd",
	"soll", "sollen", "sollte", "debería", "deberíamos", "dois", "devrais", "devo", "dovrei", "moet", "ought", "to")

var choiceFrameVerbs = set("choose", "choosing", "pick", "picking", "decide", "deciding", "between", "torn", "considering",
	"weighing", "comparing", "evaluating", "either", "whether", "prefer", "entre", "zwischen", "elegir", "choisir", "escolher",
	"scegliere", "kiezen", "options", "choices", "are")

// conjunctRight finds where the alternative starting at start ends.
func (d *doc) conjunctRight(s sentence, start int) int {
	i := start
	words := 0
	for ; i < s.b; i++ {
		t := d.toks[i]
		if t.kind == tPunct && (t.s == "," || t.s == ";" || t.s == ":" || t.s == "—" || t.s == "–" || t.s == ")" || t.s == "?" || isTerminator(t.s)) && t.depth <= d.toks[start].depth {
			return i
		}
		if t.kind == tWord && i > start && (d.conjunctStop(t.low) && !d.asItStands(i) || d.coordAt(i) > 0) {
			return i
		}
		// ("or stay where i am i genuinely dont know": the status quo
		// said in full ends the alternative.)
		if n := d.standsLen(i); t.kind == tWord && i > start && n > 0 {
			return i + n
		}
		if t.kind == tWord && i > start && d.phraseSpan(i, s.b, clauseOpenerIdx) > i {
			return i
		}
		if t.kind != tPunct {
			words++
		}
		// Unpunctuated speech: a long run is cut where the phrase recurs
		// no longer.
		if words > 12 {
			return i
		}
	}
	return i
}

func (d *doc) betweenGroup(s sentence, at int) (candGroup, bool) {
	end := s.b
	// The list runs to the end of the clause; "between two offers: A and
	// B" announces it with a colon.
	depth := d.toks[at].depth
	for i := at + 1; i < s.b; i++ {
		t := d.toks[i]
		// ("dudo entre Basic-Fit (24,99/mes, abre 6:30–22:30), el Holmes
		// Place (89/mes pero tiene piscina) y …": what brackets hold is
		// no part of the list's shape.)
		if t.s == ":" && i-at <= 4 || t.depth != depth {
			continue
		}
		if t.kind == tPunct && (t.s == ";" || t.s == ":" || t.s == "?" || t.s == "." || t.s == "—") || t.kind == tWord && d.conjunctStop(t.low) {
			end = i
			break
		}
	}
	var parts [][2]int
	start := at + 1
	for i := at + 1; i < end; i++ {
		if d.toks[i].s == ":" && d.toks[i].depth == depth {
			start = i + 1 // "between two offers: Stripe in Dublin and…"
		}
	}
	for i := start; i <= end; i++ {
		if i < end && d.toks[i].depth != depth {
			continue
		}
		if i == end || d.toks[i].s == "," || d.toks[i].kind == tWord && (d.toks[i].low == "and" || d.toks[i].low == "und" || d.toks[i].low == "y" ||
			d.toks[i].low == "et" || d.toks[i].low == "e" || d.toks[i].low == "en" && d.lang == "nl" || d.coordAt(i) > 0) {
			if i > start {
				parts = append(parts, [2]int{start, i})
			}
			start = i + 1
		}
	}
	if len(parts) < 2 || len(parts) > 6 {
		return candGroup{}, false
	}
	g := candGroup{kind: ckCoord, cued: true, question: s.question}
	for _, p := range parts {
		if c, ok := d.newCand(p[0], p[1], labelOpts{maxWords: 8}); ok {
			g.members = append(g.members, c)
		}
	}
	return g, len(g.members) >= 2
}

// orGroup reads "A or B", "A, B or C", "A vs B" in one sentence.
func (d *doc) orGroup(s sentence, si int, ors []int) (candGroup, bool) {
	first := ors[0]
	last := ors[len(ors)-1]
	left := d.conjunctLeft(s, first)
	// "A, B, or C" and "A (…), or B": the comma before "or" joins a list;
	// the list runs back over comma-separated items to a colon, a frame
	// or the sentence start.
	if left == first || left == first-1 || left > s.a && (d.toks[left-1].s == "," || d.toks[left-1].s == ";") {
		if left > s.a && d.toks[left-1].s == ";" {
			left-- // "…, stable; or a seed startup": the item before the semicolon
		}
		l := d.listLeft(s, left)
		if l < left {
			left = l
		}
	}
	// "A, B, or C": commas before the first "or" separate items too.
	var parts [][2]int
	// Items between left and first: split by commas when the text lists.
	start := left
	semi := false
	for i := left; i < first; i++ {
		if d.toks[i].s == ";" && d.toks[i].depth == d.toks[s.a].depth {
			semi = true
		}
	}
	for i := left; i < first; i++ {
		sep := d.toks[i].s == "," && !semi || d.toks[i].s == ";"
		if sep && d.toks[i].depth == d.toks[s.a].depth {
			if i > start {
				parts = append(parts, [2]int{start, i})
			}
			start = i + 1
		}
	}
	if first > start {
		parts = append(parts, [2]int{start, first})
	}
	for k, o := range ors {
		from := o + d.coordAt(o)
		// "… ou je prends la LOA ?": the subject the alternative repeats
		// is no part of it.
		for from+1 < s.b && frameSubjects[d.toks[from].low] && d.toks[from+1].kind == tWord {
			from++
		}
		var to int
		if k+1 < len(ors) {
			to = ors[k+1]
		} else {
			to = d.conjunctRight(s, from)
		}
		// A comma list "A or B, C" is rare; cut at the first comma.
		for i := from; i < to; i++ {
			if d.toks[i].s == "," && d.toks[i].depth == d.toks[from].depth {
				to = i
				break
			}
		}
		if to > from {
			parts = append(parts, [2]int{from, to})
		}
	}
	_ = last
	if len(parts) < 2 || len(parts) > 6 {
		return candGroup{}, false
	}
	// "I don't know if I should do the masters or take the promotion": a
	// question without its question mark.
	asked := s.question
	for k := left - 1; k >= s.a && k >= left-4 && !asked; k-- {
		switch d.toks[k].low {
		case "should", "shall", "whether", "if", "ob", "si", "se":
			// ("I asked whether a start in April, or a part-time start,
			// could be considered": a question put to someone else, past.)
			asked = k == s.a || !reportedAsk[d.toks[k-1].low]
		case "do", "does", "can", "could", "would", "will":
			// "so yeah do i take the job or stay where i am": an auxiliary
			// before its subject asks, typed without the question mark.
			asked = k+1 < s.b && frameSubjects[d.toks[k+1].low] && d.toks[k+1].low != "you"
		case "worth":
			// "is it worth buying the used p9 pro or should i just fix the
			// orvo": a frame that asks, typed without its question mark.
			asked = d.choiceFrameAt(k)
		}
		if !frameSubjects[d.toks[k].low] && !shouldWords2[d.toks[k].low] {
			break
		}
	}
	if !asked && first+2 < s.b && d.coordAt(first) == 1 && shouldWords2[d.toks[first+1].low] && frameSubjects[d.toks[first+2].low] {
		asked = true // "… or should i just fix the orvo"
	}
	g := candGroup{kind: ckCoord, question: asked}
	g.cued = d.cueIn(s.a, s.b) || asked
	var members []cand
	for k, p := range parts {
		// Items described at length ("a Series B fintech in Toronto, 140k
		// CAD + small equity, stable"): the head names it.
		for i := p[0]; i < p[1]; i++ {
			if d.toks[i].s == "," && d.toks[i].depth == d.toks[p[0]].depth {
				parts[k][1] = i
				p[1] = i
				break
			}
		}
		a, b := d.actionAfterDoubt(p[0], p[1]), p[1]
		// "Is switching a no-brainer here or should I stay with
		// Spectrum?": the change asked about is the side, "Switch".
		gerund := false
		if ca, cb := d.askedChange(a, b); cb > ca {
			a, b, gerund = ca, cb, true
		}
		c, ok := d.newCand(a, b, labelOpts{maxWords: 8, dropTime: true})
		if !ok {
			continue
		}
		if gerund {
			c.label = imperative(c.label)
		}
		c.region = [][2]int{p}
		members = append(members, c)
	}
	// "Should we use Kafka or RabbitMQ": a choosing verb before the first
	// of several names is shared, not part of the first name.
	if len(members) >= 2 && members[0].verbLed && selectionVerbs[strings.ToLower(firstWord(members[0].label))] {
		things := true
		for _, m := range members[1:] {
			things = things && !m.verbLed
		}
		// ("Do I buy it or pass?": a verb before a pronoun is the action
		// itself.)
		object := slices.ContainsFunc(members[0].kept[1:], func(i int) bool { return d.toks[i].kind == tWord && !pronounWord[d.toks[i].low] })
		if things && len(members[0].kept) > 1 && object {
			if c, ok := d.newCand(members[0].kept[1], members[0].kept[len(members[0].kept)-1]+1, labelOpts{maxWords: 8}); ok {
				c.region = members[0].region
				members[0] = c
			}
		}
	}
	// "Rust or Go (or Zig)": an alternative in brackets.
	for i := s.a; i+2 < s.b; i++ {
		if d.toks[i].s == "(" && d.toks[i+1].low == "or" {
			end := i + 2
			for end < s.b && d.toks[end].s != ")" {
				end++
			}
			if c, ok := d.newCand(i+2, end, labelOpts{maxWords: 5}); ok {
				members = append(members, c)
			}
		}
	}
	// ("Thinking of getting a second kelpie … Worth it or just stick
	// with the one dog?": a side said with a pro-form is the course of
	// action the text described before.)
	for k, m := range members {
		if proForms[strings.ToLower(m.label)] || strings.EqualFold(m.label, "worth it") {
			if x, found := d.actionBefore(s.a); found {
				x.region = m.region
				members[k] = x
			}
		}
	}
	// ("pushing us to upgrade from Essential Smart to Classic Saver … do
	// we upgrade or stay where we are?": a bare change and the present
	// are named by the change the text stated before.)
	if len(members) == 2 {
		for k := range members {
			chg, quo := &members[k], &members[1-k]
			verb := strings.ToLower(chg.label)
			if !changeVerbs2[verb] || !statusQuoLabel(quo.label) {
				continue
			}
			if from, to, ok := d.changeStated(verb, s.a); ok {
				chg.label = upperFirst(verb) + " to " + to.label
				chg.keys = append(chg.keys, to.keys...)
				quo.label = "Stay with " + from.label
				quo.keys = append(quo.keys, from.keys...)
			}
			break
		}
	}
	g.members = d.shareTrailing(members)
	return g, len(g.members) >= 2
}

// changeStated finds, before token end, the change verb stated with
// where it goes from and to ("upgrade from Essential Smart to Classic
// Saver") and names the two.
func (d *doc) changeStated(verb string, end int) (from, to cand, ok bool) {
	for _, s := range d.sents {
		if s.a >= end {
			break
		}
		for i := s.a; i+1 < s.b; i++ {
			if d.toks[i].low != verb {
				continue
			}
			f, t := d.fromTo(i+1, s.b)
			if f != i+1 || t <= f+1 {
				continue
			}
			x, ok1 := d.newCand(f+1, t, labelOpts{maxWords: 5})
			y, ok2 := d.newCand(t+1, d.clauseEnd(t+1, s.b), labelOpts{maxWords: 5})
			if ok1 && ok2 && d.gate(x) && d.gate(y) {
				return x, y, true
			}
		}
	}
	return cand{}, cand{}, false
}

// listLeft extends a list leftwards from a over ", item" steps: it stops
// at a colon, a semicolon, a frame word, a stop word or the sentence start.
func (d *doc) listLeft(s sentence, a int) int {
	i := a - 1
	for i >= s.a {
		t := d.toks[i]
		if t.depth > d.toks[s.a].depth {
			i--
			continue
		}
		if t.kind == tPunct && (t.s == ":" || t.s == ";" && i < a-1 || t.s == "—" || t.s == "–" || t.s == "¿" || isTerminator(t.s)) {
			return i + 1 // ("Was meint ihr – verkaufen oder behalten?")
		}
		if t.kind == tWord && d.conjunctStop(t.low) {
			return i + 1
		}
		if t.kind == tWord && d.choiceFrameAt(i) {
			return i + 1
		}
		if t.kind == tWord && frameSubjects[t.low] {
			j := i + 1
			for j < a && (shouldWords2[d.toks[j].low] || d.toks[j].low == "just") {
				j++
			}
			return j
		}
		i--
	}
	return s.a
}

// shareTrailing: "tea or coffee for the office" — a trailing phrase the
// last alternative carries and the others, being bare nouns, lack, is
// shared by all and belongs to none.
func (d *doc) shareTrailing(ms []cand) []cand {
	if len(ms) < 2 {
		return ms
	}
	lastC := ms[len(ms)-1]
	short := true
	for _, m := range ms[:len(ms)-1] {
		if len(m.kept) > 2 || m.verbLed {
			short = false
		}
	}
	if !short || len(lastC.kept) <= 2 || lastC.verbLed {
		return ms
	}
	for k, i := range lastC.kept {
		if k > 0 && d.toks[i].kind == tWord && (d.toks[i].low == "for" || d.toks[i].low == "in" || d.toks[i].low == "at" || d.toks[i].low == "to" || d.toks[i].low == "para" || d.toks[i].low == "für" || d.toks[i].low == "pour") {
			if c, ok := d.newCand(lastC.kept[0], lastC.kept[k-1]+1, labelOpts{maxWords: 8}); ok {
				ms[len(ms)-1] = c
			}
			break
		}
	}
	return ms
}

func (d *doc) cueIn(a, b int) bool {
	for i := a; i < b; i++ {
		if d.phraseSpan(i, b, choiceCueIdx) > i {
			return true
		}
	}
	return false
}
