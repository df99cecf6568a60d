package offline

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Finding the decision inside a pasted text (ENGINE.md "Reading the
// text"). People paste forum posts with titles and edits, chat threads
// with speakers and timestamps, emails with headers and sign-offs, memos
// with headings, spec tables and shop listings. Before anything is read as
// an option or a fact, every line is classified: noise (greetings,
// sign-offs, headers, separator rows) is masked out; chat prefixes are cut
// off and the speaker kept; headings are kept apart and say what the block
// below them holds; list items and table rows keep their marker and cells.
// Everything works on lower-cased tokens: the caller's casing never
// changes what is read.

type lineKind uint8

const (
	lineProse lineKind = iota
	lineItem
	lineRow // a table row (pipes or tabs)
	lineHeading
	lineNoise
)

type line struct {
	a, b    int // content tokens [a, b): noise prefixes cut
	kind    lineKind
	marker  string // list marker family: "-", "1.", "1)", "a)", "a.", "(1)", "label"
	ord     int    // ordinal of a numbered or lettered marker, else 0
	label   [2]int // "Option 2:", "Quote C -": the label tokens, when the marker is a labelled one
	speaker string // chat speaker (lower-cased), when the line is a chat message
	edit    bool   // after an "EDIT:" / "Update:" marker
	cells   [][2]int
	header  bool // the first row of a table whose cells name columns
	under   headingKind
	para    int  // paragraph: lines between blank lines share it
	indent  bool // indented further than the text's least indented line (a sub-item)
	sender  bool // "From: Pennant Removals" over a pasted quote: the header cut, the sender kept
}

type headingKind uint8

const (
	underNone headingKind = iota
	underOptions
	underOther
	underLimits // the caller's hard limits ("Constraints", "Must-haves")
)

var discourse = sections("discourse.txt")

var (
	greetingIdx     = phraseList(mustSection(discourse, "discourse.txt", "greeting"))
	signoffIdx      = phraseList(mustSection(discourse, "discourse.txt", "signoff"))
	emailHeaders    = wordSet(mustSection(discourse, "discourse.txt", "email-header"))
	emailSubjects   = wordSet(mustSection(discourse, "discourse.txt", "email-subject"))
	emailWrote      = wordSet(mustSection(discourse, "discourse.txt", "email-wrote"))
	editMarkers     = wordSet(mustSection(discourse, "discourse.txt", "edit"))
	optionHeadings  = phraseList(mustSection(discourse, "discourse.txt", "heading-options"))
	otherHeadings   = phraseList(mustSection(discourse, "discourse.txt", "heading-other"))
	limitHeadings   = phraseList(mustSection(discourse, "discourse.txt", "heading-limits"))
	leadIns         = set(mustSection(discourse, "discourse.txt", "lead-in")...)
	metaIdx         = phraseList(mustSection(discourse, "discourse.txt", "meta"))
	pastIdx         = phraseList(mustSection(discourse, "discourse.txt", "past"))
	labelledMarkers = set("option", "opción", "opcion", "opção", "opcao", "optie", "opzione", "choice", "alternative", "quote",
		"offer", "angebot", "oferta", "offre", "candidate", "kandidat", "candidato", "candidat", "plan", "proposal", "bid",
		"vendor", "supplier", "provider", "path", "scenario", "variant", "variante", "listing", "apartment", "flat", "house",
		"wohnung", "piso", "appartement", "school", "job", "car", "laptop", "phone", "model", "route", "hotel", "venue")
)

// segment classifies the lines of d and masks noise. It fills d.lines and
// d.noise.
func (d *doc) segment() {
	d.noise = make([]bool, len(d.toks))
	var raw [][2]int
	start := 0
	for i, t := range d.toks {
		if t.kind == tNL {
			raw = append(raw, [2]int{start, i})
			start = i + 1
		}
	}
	raw = append(raw, [2]int{start, len(d.toks)})
	// A text pasted without its line breaks still has its structure:
	// inline list markers after a colon and chat timestamps start lines.
	if len(raw) <= 3 {
		raw = d.inlineLines(raw)
	}
	// "> Hi Rebecca, three options…": a quoted earlier message is
	// content; its quote markers are not (when two or more lines carry
	// them: one line opening with ">" may be a bound, "> 50 seats").
	quoted := 0
	for _, r := range raw {
		if r[1] > r[0] && d.toks[r[0]].s == ">" {
			quoted++
		}
	}
	lines := make([]line, 0, len(raw))
	para := 0
	for _, r := range raw {
		if quoted >= 2 && r[1] > r[0] && d.toks[r[0]].s == ">" {
			for r[0] < r[1] && d.toks[r[0]].s == ">" {
				d.noise[r[0]] = true
				r[0]++
			}
			if r[0] == r[1] {
				para++ // ">" alone is the quote's blank line
				continue
			}
		}
		// "----", "***", "===": a rule line ends a paragraph, as a blank
		// line does, and says nothing.
		if d.ruleLine(r[0], r[1]) {
			for i := r[0]; i < r[1]; i++ {
				d.noise[i] = true
			}
			para++
			continue
		}
		if r[1] > r[0] {
			lines = append(lines, line{a: r[0], b: r[1], para: para, indent: d.toks[r[0]].indent})
		}
		if r[1] < len(d.toks) && d.toks[r[1]].low == "\n\n" {
			para++ // a blank line ends a paragraph
		}
	}
	d.markChat(lines)
	d.markGreetingAndSignoff(lines)
	d.parallelMarkers = d.readParallelMarkers(lines)
	d.senderKeys = d.repeatedSenders(lines)
	for k := range lines {
		d.classify(&lines[k])
	}
	d.markTables(lines)
	d.markNumberedHeadings(lines)
	d.markHeadingScopes(lines)
	for _, l := range lines {
		if l.kind == lineNoise {
			for i := l.a; i < l.b; i++ {
				d.noise[i] = true
			}
		}
	}
	d.lines = lines
}

// repeatedSenders returns the header keys ("From", "Von", "De") that
// open two or more lines, each over content of its own and with a name,
// not an address, after it: the senders of quotes pasted one after
// another, not the email's own header.
func (d *doc) repeatedSenders(lines []line) map[string]bool {
	n := map[string]int{}
	for k, l := range lines {
		t := d.toks
		if l.b-l.a < 3 || t[l.a].kind != tWord || t[l.a+1].s != ":" || !emailHeaders[t[l.a].low] || emailSubjects[t[l.a].low] ||
			d.hasAddress(l.a+2, l.b) || d.hasDigit(l.a+2, l.b) || k+1 >= len(lines) {
			continue
		}
		if next := lines[k+1]; next.b-next.a > 1 && !d.headerLine(next) {
			n[t[l.a].low]++
		}
	}
	var out map[string]bool
	for k, c := range n {
		if c >= 2 {
			if out == nil {
				out = map[string]bool{}
			}
			out[k] = true
		}
	}
	return out
}

// headerLine reports whether line l opens with an email header key
// ("From:", "Subject:").
func (d *doc) headerLine(l line) bool {
	return d.toks[l.a].kind == tWord && l.a+1 < l.b && d.toks[l.a+1].s == ":" && emailHeaders[d.toks[l.a].low]
}

// ruleLine reports whether [a, b) is a horizontal rule: three or more
// of one of "-", "_", "=", "*", "~", "—", "─" and nothing else.
func (d *doc) ruleLine(a, b int) bool {
	n := 0
	var mark rune
	for i := a; i < b; i++ {
		for _, r := range d.toks[i].s {
			if !strings.ContainsRune("-_=*~—─", r) || mark != 0 && r != mark {
				return false
			}
			mark = r
			n++
		}
	}
	return n >= 3
}

// inlineLines cuts collapsed text at inline list markers ("…three
// options: 1) X 2) Y 3) Z") and chat timestamps ("[10:42] Ana: …").
func (d *doc) inlineLines(raw [][2]int) [][2]int {
	var out [][2]int
	// "…came back. QuickMove: €1,800, … BudgetVan: €2,400, …": named heads
	// after a sentence's end, when there are at least two.
	heads := map[int]bool{}
	for _, r := range raw {
		for i := r[0] + 1; i < r[1]; i++ {
			if isTerminator(d.toks[i-1].s) && d.namedHeadAt(i, r[1]) {
				heads[i] = true
			}
		}
	}
	if len(heads) < 2 {
		heads = nil
	}
	for _, r := range raw {
		cuts := []int{r[0]}
		ord := 0
		if v, n := d.ordinalMarkerAt(r[0]); n > 0 && v == 1 {
			ord = 1 // "1) Sell the house 2) Rent it out…"
		}
		for i := r[0] + 1; i < r[1]; i++ {
			if n := d.timestampAt(i, r[1]); n > 0 && d.toks[i-1].kind == tPunct && (isTerminator(d.toks[i-1].s) || d.toks[i-1].s == ":") ||
				n > 0 && d.toks[i].s == "[" {
				cuts = append(cuts, i)
				i += n - 1
				continue
			}
			if heads[i] {
				cuts = append(cuts, i)
				continue
			}
			// "…within band. Candidate B: 5 years…": a labelled item after a
			// sentence's end.
			if t := d.toks[i]; t.kind == tWord && labelledMarkers[t.low] && i+2 < r[1] && (isTerminator(d.toks[i-1].s) || d.toks[i-1].s == ":") {
				probe := line{a: i, b: r[1]}
				if d.readLabelMarker(&probe) {
					cuts = append(cuts, i)
					continue
				}
			}
			if v, n := d.ordinalMarkerAt(i); n > 0 && v == ord+1 && (ord > 0 || d.toks[i-1].s == ":" || isTerminator(d.toks[i-1].s)) {
				cuts = append(cuts, i)
				ord = v
				i += n - 1
				continue
			}
			if t := d.toks[i]; t.kind == tPunct && bulletMarks[t.s] && d.standsApart(i) && (d.toks[i-1].s == ":" || isTerminator(d.toks[i-1].s) ||
				len(cuts) > 1 && d.bulletAt(cuts[len(cuts)-1])) {
				cuts = append(cuts, i)
			}
		}
		for k, c := range cuts {
			end := r[1]
			if k+1 < len(cuts) {
				end = cuts[k+1]
			}
			out = append(out, [2]int{c, end})
		}
	}
	return out
}

// namedHeadAt reports whether a short name of up to four words and a
// colon start at i ("Tom:", "Hanley & Sons:", "Flat A in Leeds:").
func (d *doc) namedHeadAt(i, b int) bool {
	n := 0
	for j := i; j < b && j < i+5; j++ {
		t := d.toks[j]
		switch {
		case t.kind == tWord || t.kind == tNum:
			if stopwords[t.low] && n == 0 || questionWord[t.low] {
				return false
			}
			n++
		case t.s == "&" || t.s == "'" || t.s == "." || t.s == "-":
		case t.s == ":":
			return n >= 1 && n <= 4
		default:
			return false
		}
	}
	return false
}

var bulletMarks = set("-", "*", "•", "·", "–", "—", "+", "▪", "◦", "‣", "►", "→", ">")

func (d *doc) bulletAt(i int) bool {
	return i < len(d.toks) && d.toks[i].kind == tPunct && bulletMarks[d.toks[i].s]
}

// standsApart reports whether the token at i stands apart from its neighbours
// (a bullet, not a hyphen inside a phrase).
func (d *doc) standsApart(i int) bool {
	before := i == 0 || d.toks[i-1].kind == tNL || d.toks[i-1].end < d.toks[i].start
	after := i+1 >= len(d.toks) || d.toks[i+1].start > d.toks[i].end
	return before && after
}

// ordinalMarkerAt reads "1.", "2)", "(3)", "a)", "b." at i: the ordinal
// and the marker's token count, or 0, 0.
func (d *doc) ordinalMarkerAt(i int) (int, int) {
	t := d.toks
	if i >= len(t) {
		return 0, 0
	}
	open := 0
	if t[i].s == "(" && i+2 < len(t) && t[i+2].s == ")" {
		open = 1
	}
	j := i + open
	if j+1 >= len(t) || t[j+1].kind != tPunct || t[j+1].start != t[j].end {
		return 0, 0
	}
	close := t[j+1].s
	// ("1- Vivo", "١- مدارس الرواد": a dash after the number numbers too.)
	if open == 1 && close != ")" || open == 0 && close != ")" && close != "." && close != "-" {
		return 0, 0
	}
	// The marker stands apart from what follows.
	if j+2 < len(t) && t[j+2].kind != tNL && t[j+2].start == t[j+1].end {
		return 0, 0
	}
	v := 0
	switch {
	case t[j].kind == tNum && len(t[j].low) <= 2 && isDigits(t[j].low):
		for _, c := range t[j].low {
			v = v*10 + int(c-'0')
		}
	case t[j].kind == tWord && utf8.RuneCountInString(t[j].low) == 1 && t[j].low[0] >= 'a' && t[j].low[0] <= 'h':
		v = int(t[j].low[0]-'a') + 1
	case ordinalLetters[t[j].low] > 0:
		v = ordinalLetters[t[j].low]
	default:
		return 0, 0
	}
	if v < 1 || v > 20 {
		return 0, 0
	}
	return v, open + 2
}

// ordinalLetters number list items in other scripts, as "a)", "b)" do:
// Korean "ㄱ) ㄴ) ㄷ)" and "가. 나. 다.", Cyrillic "а) б) в)", Greek
// "α) β) γ)", Hebrew "א. ב. ג.".
var ordinalLetters = func() map[string]int {
	out := map[string]int{}
	for _, seq := range []string{"ㄱㄴㄷㄹㅁㅂㅅㅇ", "가나다라마바사아", "абвгдежз", "αβγδεζηθ", "אבגדהוזח"} {
		for k, r := range []rune(seq) {
			out[string(r)] = k + 1
		}
	}
	return out
}()

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// dateWordInStamp reports whether a word can stand in a chat stamp
// before its clock: a weekday or its short form (data/amounts.txt
// [weekday-N]), a month, "today".
func dateWordInStamp(w string) bool {
	_, day := weekdayOf[w]
	return day || weekdays[w] || monthNames[w] || w == "today" || w == "yesterday" || stampDays[w] || stampMeridiem[w]
}

// stampMeridiem name the half of the day before a timestamp's clock.
var stampMeridiem = set(mustSection(discourse, "discourse.txt", "stamp-meridiem")...)

// stampDays are the short weekdays a chat's timestamps write ("[Mo
// 09:12]", "[mer. 18:40]", "[vr 14:02]").
var stampDays = set(mustSection(discourse, "discourse.txt", "stamp-days")...)

// stampJoiners join a day and its clock in a timestamp ("Today at 20:02").
var stampJoiners = set(mustSection(discourse, "discourse.txt", "stamp-joiners")...)

// timestampAt reads a chat timestamp at i: "[10:42]", "10:42", "10:42 am",
// "[12/05/24, 10:42:13]", "(10:42)". It returns the token count, or 0.
func (d *doc) timestampAt(i, b int) int {
	t := d.toks
	j := i
	bracket := ""
	if j < b && (t[j].s == "[" || t[j].s == "(") {
		bracket = t[j].s
		j++
	}
	clock := false
	for j < b {
		switch {
		case t[j].kind == tNum && j+2 < b && t[j+1].s == ":" && t[j+2].kind == tNum && t[j+1].start == t[j].end && t[j+2].start == t[j+1].end:
			clock = true
			j += 3
			if j+1 < b && t[j].s == ":" && t[j+1].kind == tNum {
				j += 2
			}
			if j < b && (t[j].low == "am" || t[j].low == "pm" || t[j].low == "uhr" || t[j].low == "h") {
				j++
			}
			// "7:41 a. m.", "9:05 p.m.": the half of the day written with
			// dots (WhatsApp in Spanish and English).
			if j < b && (t[j].low == "a.m" || t[j].low == "p.m") {
				j++
			} else if j+2 < b && (t[j].low == "a" || t[j].low == "p") && t[j+1].s == "." && t[j+2].low == "m" {
				j += 3
			}
			if j < b && t[j].s == "." && j > i && (t[j-1].low == "m" || t[j-1].low == "a.m" || t[j-1].low == "p.m") {
				j++
			}
		case !clock && (dottedClock(t[j].low) || dottedSeconds(t[j].low)) && j+1 < b &&
			(bracket != "" && (t[j+1].s == "]" || t[j+1].s == ")") || bracket == "" && j > i && (t[j+1].s == "-" || t[j+1].s == "–")):
			// "[9.14] Jussi:", "[10.09.24 07.42.13] Mads:", "14/03/24
			// 20.15 - Dimas:": a clock written with dots, closing its
			// bracket or, after a date, its dash.
			clock = true
			j++
		case !clock && t[j].kind == tNum:
			j++ // a date before the clock: "12/05/24,"
		case !clock && t[j].kind == tWord && dateWordInStamp(t[j].low):
			j++ // "[Sun 10:02]", "[3 Mar 14:10]", "Yesterday 18:40"
		case !clock && j > i && t[j].kind == tWord && stampJoiners[t[j].low] && (dateWordInStamp(t[j-1].low) || t[j-1].kind == tNum):
			j++ // "[Today at 20:02]", "[3 Mar um 14:10]"
		case !clock && t[j].kind == tPunct && (t[j].s == "/" || t[j].s == "." || t[j].s == "," || t[j].s == "-"):
			j++
		default:
			goto done
		}
		if clock {
			break
		}
	}
done:
	if !clock {
		return 0
	}
	// "[07:41, 14/01/2024]": a date after the clock, inside the bracket.
	if bracket != "" && j < b && t[j].s == "," {
		k := j + 1
		for k < b && (t[k].kind == tNum || t[k].s == "/" || t[k].s == "." || t[k].s == "-") {
			k++
		}
		if k > j+1 {
			j = k
		}
	}
	if bracket != "" {
		want := "]"
		if bracket == "(" {
			want = ")"
		}
		if j >= b || t[j].s != want {
			return 0
		}
		j++
	}
	if j < b && (t[j].s == "-" || t[j].s == "–" || t[j].s == "|") {
		j++
	}
	return j - i
}

// speakerAt reads "Name:" (at most three words, then a colon) at i and
// returns the name and the token count including the colon, or "", 0.
func (d *doc) speakerAt(i, b int) (name string, n int, clocked bool) {
	t := d.toks
	j := i
	if j < b && (t[j].s == "*" || t[j].s == "<" || t[j].s == "@") {
		j++
		if j < b && t[j].s == "*" {
			j++
		}
	}
	var words []string
	// ("Kari 18:13: Så…": the clock after a name is no part of it.)
	for j < b && len(words) < 3 && (t[j].kind == tWord || t[j].kind == tNum && len(words) > 0 && d.timestampAt(j, b) == 0) {
		words = append(words, t[j].low)
		j++
	}
	if len(words) == 0 {
		return "", 0, false
	}
	for j < b && (t[j].s == "*" || t[j].s == ">") {
		j++
	}
	// "Ana (10:42):", "Ana [10:42]:", "Kari 18:13:"
	if n := d.timestampAt(j, b); n > 0 {
		j += n
		clocked = true
	}
	if j >= b || t[j].s != ":" {
		return "", 0, false
	}
	return strings.Join(words, " "), j + 1 - i, clocked
}

// markChat cuts chat prefixes. A line is a chat message when it opens with
// a timestamp, or with "Name:" where the same name opens another line too
// (an option list never names the same option twice).
func (d *doc) markChat(lines []line) {
	count := map[string]int{}
	names := make([]string, len(lines))
	lens := make([]int, len(lines))
	stamped := make([]bool, len(lines))
	for k, l := range lines {
		i := l.a
		if n := d.timestampAt(i, l.b); n > 0 {
			i += n
			stamped[k] = true
		}
		if name, n, clocked := d.speakerAt(i, l.b); n > 0 && !labelledMarkers[firstWord(name)] && !isHeadingPhrase(name) {
			names[k], lens[k] = name, i-l.a+n
			count[name]++
			// "Ola 09:13: …": a name with its clock is a speaker even
			// when they speak once.
			stamped[k] = stamped[k] || clocked
		} else if stamped[k] {
			lens[k] = i - l.a
		}
	}
	// "premie: €34,95 p/m", "orthodontie kind: €2.500" repeated block by
	// block are keys, not speakers: what follows the colon is a figure,
	// not a message, in most of their lines (a timestamp makes a chat
	// whatever follows).
	valued := map[string]int{}
	for k, l := range lines {
		if names[k] != "" && !stamped[k] {
			i := l.a + lens[k]
			for i < l.b && (d.toks[i].s == "~" || d.toks[i].s == "≈" || d.toks[i].s == "<" || d.toks[i].s == ">" || d.toks[i].s == "+") {
				i++ // "Transit to downtown: ~25 min"
			}
			if i < l.b && (d.toks[i].kind == tNum || currencies[d.toks[i].low] != "") {
				valued[names[k]]++
			}
		}
	}
	speakers, distinct := 0, 0
	for name, c := range count {
		if 2*valued[name] > c {
			count[name] = 0
			continue
		}
		distinct++
		if c >= 2 {
			speakers++
		}
	}
	// A thread has two people in it at least: one "Exit fee: none" and
	// "Exit fee: £0 (waived)" under two blocks is a key.
	for k := range lines {
		if stamped[k] || names[k] != "" && count[names[k]] >= 2 && speakers >= 1 && distinct >= 2 {
			for i := lines[k].a; i < lines[k].a+lens[k]; i++ {
				d.noise[i] = true
			}
			lines[k].a += lens[k]
			lines[k].speaker = names[k]
		}
	}
}

func firstWord(s string) string {
	if k := strings.IndexByte(s, ' '); k >= 0 {
		return s[:k]
	}
	return s
}

func isHeadingPhrase(s string) bool {
	ws := strings.Fields(s)
	for _, idx := range []phraseIndex{optionHeadings, otherHeadings, limitHeadings} {
		for _, p := range idx[ws[0]] {
			if len(p) == len(ws) && strings.Join(p, " ") == s {
				return true
			}
		}
	}
	return false
}

// wordCount counts what wordsIn would return, without building it.
func (d *doc) wordCount(a, b int) int {
	n := 0
	for i := a; i < b; i++ {
		if d.toks[i].kind == tWord || d.toks[i].kind == tNum {
			n++
		}
	}
	return n
}

// words of tokens [a, b), lower-cased, punctuation skipped.
func (d *doc) wordsIn(a, b int) []string {
	var out []string
	for i := a; i < b; i++ {
		if d.toks[i].kind == tWord || d.toks[i].kind == tNum {
			out = append(out, d.toks[i].low)
		}
	}
	return out
}

var (
	phraseAdverbs     = set(mustSection(discourse, "discourse.txt", "phrase-adverbs")...)
	phraseAuxiliaries = set(mustSection(discourse, "discourse.txt", "phrase-auxiliaries")...)
)

// phraseAdverb reports whether token i is an adverb a phrase may carry
// inside it.
func (d *doc) phraseAdverb(i int) bool {
	t := d.toks[i]
	return t.kind == tWord && (phraseAdverbs[t.low] || d.lang == "en" && len(t.low) > 4 && strings.HasSuffix(t.low, "ly"))
}

// phraseSpan reports whether tokens from i read phrase p exactly (words
// only) and returns the index just past it.
func (d *doc) phraseSpan(i, b int, idx phraseIndex) int {
	if i >= b {
		return -1
	}
	best := -1
	try := func(ps [][]string) {
		for _, p := range ps {
			j, k := i, 0
			skipped := false
			for k < len(p) && j < b {
				if d.toks[j].kind == tPunct && d.toks[j].s != "'" && k > 0 {
					j++
					continue
				}
				if d.toks[j].low != p[k] && d.toks[j].fz != p[k] {
					// "I firmly accepted", "wir haben gestern
					// unterschrieben": one adverb inside a phrase that
					// opens with its subject.
					// (Only after a subject or an auxiliary that carries
					// its person: "alla har redan bestämt sig" is someone
					// else's "har bestämt"; "ho già prenotato" is mine.)
					if k > 0 && !skipped && (subjectPronouns[p[0]] || phraseAuxiliaries[p[0]]) && d.phraseAdverb(j) && j+1 < b {
						skipped = true
						j++
						continue
					}
					break
				}
				j++
				k++
			}
			if k == len(p) && j > best {
				best = j
			}
		}
	}
	try(idx[d.toks[i].low])
	if fz := d.toks[i].fz; fz != "" {
		try(idx[fz]) // "shoud we", "wich one": typos of frame words
	}
	return best
}

// markGreetingAndSignoff masks the greeting at the top and the sign-off at
// the bottom of a message, and greeting prefixes cut from a content line.
func (d *doc) markGreetingAndSignoff(lines []line) {
	// Greeting: the first line, whole when short, else its prefix up to
	// the punctuation that ends it ("Hi team, we need to pick…").
	for k := range lines {
		l := &lines[k]
		if l.b <= l.a {
			continue
		}
		end := d.phraseSpan(l.a, l.b, greetingIdx)
		if end < 0 {
			break
		}
		// Up to three name words after the greeting, then "," "!" or the end.
		j := end
		for n := 0; j < l.b && n < 3 && d.toks[j].kind == tWord; n++ {
			j++
		}
		switch {
		case j >= l.b:
			l.kind = lineNoise
		case d.toks[j].kind == tPunct && (d.toks[j].s == "," || d.toks[j].s == "!" || d.toks[j].s == "—" || d.toks[j].s == "-"):
			for i := l.a; i <= j; i++ {
				d.noise[i] = true
			}
			l.a = j + 1
		case end < l.b && d.toks[end].kind == tPunct && (d.toks[end].s == "," || d.toks[end].s == "!"):
			for i := l.a; i <= end; i++ {
				d.noise[i] = true
			}
			l.a = end + 1
		}
		break
	}
	// Sign-off: from the bottom, short sign-off lines and the names
	// under them.
	for k := len(lines) - 1; k >= 1; k-- {
		l := &lines[k]
		n := d.wordCount(l.a, l.b)
		if end := d.phraseSpan(l.a, l.b, signoffIdx); end >= 0 && n <= 8 && !d.hasQuestion(l.a, l.b) {
			l.kind = lineNoise
			continue
		}
		if n <= 3 && n > 0 && !d.hasDigit(l.a, l.b) && !d.hasQuestion(l.a, l.b) && k+1 < len(lines) && lines[k+1].kind == lineNoise ||
			n <= 3 && n > 0 && k == len(lines)-1 && k > 0 && lines[k-1].kind != lineNoise && d.onlyNameLike(l.a, l.b) && d.signoffAbove(lines, k) {
			l.kind = lineNoise
			continue
		}
		if l.a+1 < l.b && d.toks[l.a].s == "-" && d.toks[l.a+1].s == "-" {
			l.kind = lineNoise // "-- " signature separator
			continue
		}
		break
	}
	// A sign-off at the end of a collapsed one-line text: "…which one?
	// Thanks, Maria".
	if len(lines) > 0 {
		l := &lines[len(lines)-1]
		for i := l.b - 1; i > l.a && i > l.b-8; i-- {
			if d.toks[i-1].kind == tPunct && (isTerminator(d.toks[i-1].s)) {
				if end := d.phraseSpan(i, l.b, signoffIdx); end >= 0 && d.wordCount(end, l.b) <= 3 && !d.hasQuestion(i, l.b) {
					for j := i; j < l.b; j++ {
						d.noise[j] = true
					}
					l.b = i
				}
				break
			}
		}
	}
}

// signoffAbove reports whether a line above k (within two lines) is a
// sign-off: a bare name at the very end then belongs to it.
func (d *doc) signoffAbove(lines []line, k int) bool {
	for j := k - 1; j >= 0 && j >= k-2; j-- {
		if d.phraseSpan(lines[j].a, lines[j].b, signoffIdx) >= 0 {
			return true
		}
	}
	return false
}

func (d *doc) onlyNameLike(a, b int) bool {
	for i := a; i < b; i++ {
		t := d.toks[i]
		if t.kind == tPunct && t.s != "-" && t.s != "." && t.s != "," {
			return false
		}
	}
	return true
}

func (d *doc) hasQuestion(a, b int) bool {
	for i := a; i < b; i++ {
		if d.toks[i].s == "?" || d.toks[i].s == "？" {
			return true
		}
	}
	return false
}

func (d *doc) hasDigit(a, b int) bool {
	for i := a; i < b; i++ {
		if d.toks[i].kind == tNum {
			return true
		}
	}
	return false
}

// classify sets a line's kind: headers, edit markers, headings, list
// items and table rows.
func (d *doc) classify(l *line) {
	if l.kind == lineNoise || l.b <= l.a {
		l.kind = lineNoise
		return
	}
	t := d.toks
	// Email headers: "Subject: …" keeps its content; "From: …" is noise.
	if t[l.a].kind == tWord && l.a+1 < l.b && t[l.a+1].s == ":" && emailHeaders[t[l.a].low] && l.speaker == "" {
		// "From: Pennant Removals" over each pasted quote: who sent each
		// one names it.
		if d.senderKeys[t[l.a].low] {
			d.cut(l, 2)
			l.sender = true
			goto content
		}
		if !emailSubjects[t[l.a].low] {
			if t[l.a].low == "to" || t[l.a].low == "de" || t[l.a].low == "an" || t[l.a].low == "para" {
				// Common words: a header only when the line looks like one
				// (an address or a short name list).
				if !d.looksLikeAddress(l.a+2, l.b) {
					goto content
				}
			}
			l.kind = lineNoise
			return
		}
		d.cut(l, 2)
		for l.a < l.b && (t[l.a].low == "re" || t[l.a].low == "fwd" || t[l.a].low == "fw" || t[l.a].s == ":") {
			d.cut(l, 1)
		}
	}
content:
	// "On Tue, 4 Mar, Sam Whitfield wrote:": who wrote the quote below.
	if l.b-l.a >= 3 && t[l.b-1].s == ":" && emailWrote[t[l.b-2].low] && d.wordCount(l.a, l.b) <= 14 {
		l.kind = lineNoise
		return
	}
	// Edit markers: "EDIT:", "Edit 2:", "UPDATE -", "P.S."
	if t[l.a].kind == tWord && editMarkers[t[l.a].low] {
		j := l.a + 1
		if j < l.b && t[j].kind == tNum {
			j++
		}
		if j < l.b && t[j].s == "." && t[l.a].low == "p" {
			j++
		}
		if j < l.b && (t[j].s == ":" || t[j].s == "-" || t[j].s == "—") {
			d.cut(l, j+1-l.a)
			l.edit = true
		}
	}
	if l.b <= l.a {
		l.kind = lineNoise
		return
	}
	// Forum meta lines.
	if d.phraseSpan(l.a, l.b, metaIdx) >= 0 && d.wordCount(l.a, l.b) <= 6 {
		l.kind = lineNoise
		return
	}
	// "+--------+-------+": the border of a table drawn in ASCII (a
	// database shell's output) is no content, like markdown's separator
	// row, so the header row above the rows stays theirs.
	if d.asciiBorder(l.a, l.b) {
		l.kind = lineNoise
		return
	}
	// Table rows: pipes, or tab-separated cells.
	if cells, ok := d.rowCells(l.a, l.b); ok {
		l.cells = cells
		l.kind = lineRow
		return
	}
	// Markdown headings and emphasis lines.
	if t[l.a].s == "#" {
		for l.a < l.b && t[l.a].s == "#" {
			d.cut(l, 1)
		}
		l.kind = lineHeading
		return
	}
	if d.headingLike(l.a, l.b) {
		l.kind = lineHeading
		return
	}
	// List items.
	if d.bulletAt(l.a) && l.a+1 < l.b && (t[l.a].s != "-" || t[l.a+1].s != "-") {
		l.marker = t[l.a].s
		l.kind = lineItem
		d.cut(l, 1)
		d.readLabelMarker(l)
		return
	}
	if v, n := d.ordinalMarkerAt(l.a); n > 0 && l.a+n < l.b {
		l.marker = markerFamily(d, l.a, n)
		l.ord = v
		l.kind = lineItem
		d.cut(l, n)
		d.readLabelMarker(l)
		return
	}
	if d.readLabelMarker(l) {
		l.kind = lineItem
		l.marker = "label"
	}
}

// cut drops n tokens from the front of l, masking them.
func (d *doc) cut(l *line, n int) {
	for i := l.a; i < l.a+n && i < l.b; i++ {
		d.noise[i] = true
	}
	l.a = min(l.a+n, l.b)
}

func markerFamily(d *doc, i, n int) string {
	var b strings.Builder
	for k := i; k < i+n; k++ {
		s := d.toks[k].s
		switch d.toks[k].kind {
		case tNum:
			s = "1"
		case tWord:
			s = "a"
		}
		b.WriteString(s)
	}
	return b.String()
}

// readLabelMarker reads "Option 2:", "Quote C -", "Candidate B:", "Offer
// 1 –" at the start of l: a word of the labelled kind, an ordinal, then a
// separator. The label tokens are kept in l.label; the line keeps them.
func (d *doc) readLabelMarker(l *line) bool {
	t := d.toks
	i := l.a
	if i+2 >= l.b || t[i].kind != tWord || !labelledMarkers[t[i].low] && !d.parallelMarkers[t[i].low] {
		return false
	}
	if !d.markerShape(i, l.b) {
		return false
	}
	l.label = [2]int{i, i + 2}
	return true
}

// markerShape reports whether a word, an ordinal ("2", "B", "two") and a
// separator (or a bracketed aside) stand at i, before b.
func (d *doc) markerShape(i, b int) bool {
	t := d.toks
	j := i + 1
	if j >= b {
		return false
	}
	switch {
	case t[j].kind == tNum && len(t[j].low) <= 2 && isDigits(t[j].low):
	case t[j].kind == tWord && utf8.RuneCountInString(t[j].low) == 1:
	case t[j].kind == tWord && ordinalWords[t[j].low] > 0:
	default:
		return false
	}
	j++
	// "Quote A (Shenzhen): …" keeps its aside.
	return j < b && (t[j].s == ":" || t[j].s == "-" || t[j].s == "–" || t[j].s == "—" || t[j].s == ")" || t[j].s == "." || t[j].s == "(")
}

// readParallelMarkers finds the words that open two or more lines as
// markers with different ordinals ("Devis 1 – …", "Devis 2 – …"; "Appart
// A : …", "Appart B : …"): a word the text uses to number its options,
// whatever the language.
func (d *doc) readParallelMarkers(lines []line) map[string]bool {
	ords := map[string]map[string]bool{}
	for _, l := range lines {
		i := l.a
		if d.bulletAt(i) {
			i++
		} else if _, n := d.ordinalMarkerAt(i); n > 0 {
			i += n
		}
		if i+2 >= l.b || d.toks[i].kind != tWord || !d.markerShape(i, l.b) {
			continue
		}
		w := d.toks[i].low
		if ords[w] == nil {
			ords[w] = map[string]bool{}
		}
		ords[w][d.toks[i+1].low] = true
	}
	var out map[string]bool
	for w, os := range ords {
		if len(os) >= 2 {
			if out == nil {
				out = map[string]bool{}
			}
			out[w] = true
		}
	}
	return out
}

var ordinalWords = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "first": 1, "second": 2,
	"third": 3, "fourth": 4, "fifth": 5, "eins": 1, "zwei": 2, "drei": 3, "uno": 1, "dos": 2, "tres": 3, "un": 1, "deux": 2,
	"trois": 3, "um": 1, "dois": 2, "três": 3}

func (d *doc) looksLikeAddress(a, b int) bool {
	return d.hasAddress(a, b) || b-a <= 4 && !d.hasDigit(a, b)
}

// hasAddress reports whether [a, b) holds an email address.
func (d *doc) hasAddress(a, b int) bool {
	for i := a; i < b; i++ {
		if d.toks[i].s == "@" || d.toks[i].s == "<" {
			return true
		}
	}
	return false
}

// headingLike: a short line that announces a block ("Context", "The
// options:", "**Budget**") rather than saying something.
func (d *doc) headingLike(a, b int) bool {
	t := d.toks
	// Strip emphasis markers.
	a0, b0 := a, b
	for a < b && (t[a].s == "*" || t[a].s == "_") {
		a++
	}
	for b > a && (t[b-1].s == "*" || t[b-1].s == "_") {
		b--
	}
	if b <= a {
		return false
	}
	ws := d.wordsIn(a, b)
	if len(ws) == 0 || d.hasQuestion(a, b) {
		return false
	}
	// "*Proposal*", "**Cost**": a few words in emphasis, alone on their
	// line, head what follows.
	if a > a0 && b < b0 && len(ws) <= 4 && !d.hasDigit(a, b) {
		return true
	}
	last := t[b-1]
	// "Constraints (agreed at the 12 Feb meeting, not reopening these):",
	// "Quotes received (2 days, ex VAT):": a heading word, an aside in
	// brackets, a colon — or the bracket ending the line ("Angebote
	// (jeweils inkl. Montage)").
	if (last.s == ":" || last.s == ")") && len(ws) <= 16 {
		for _, idx := range []phraseIndex{optionHeadings, limitHeadings} {
			e := d.phraseSpan(a, b, idx)
			for e > a && e < b && t[e].kind == tWord && d.wordCount(a, e+1) <= 3 && !stopwords[t[e].low] {
				e++ // "Quotes received (…)"
			}
			if e > a && e < b && t[e].s == "(" {
				return true
			}
		}
	}
	if len(ws) > 5 {
		return false
	}
	if last.kind == tPunct && last.s != ":" {
		return false
	}
	end := d.phraseSpan(a, b, optionHeadings)
	for _, idx := range []phraseIndex{otherHeadings, limitHeadings} {
		if e := d.phraseSpan(a, b, idx); e > end {
			end = e
		}
	}
	if end >= 0 && (end == b || end == b-1 && t[b-1].s == ":") {
		return true
	}
	// "Options evaluated", "Constraints (hard)": a heading word and one
	// word that qualifies it, with no figure.
	if end > a && d.wordCount(end, b) == 1 && len(ws) == d.wordCount(a, end)+1 && !d.hasDigit(a, b) {
		return true
	}
	// Any short line ending in a colon with nothing after it.
	return last.s == ":" && len(ws) <= 4 && !d.hasDigit(a, b)
}

// asciiBorder reports whether [a, b) is an ASCII table's border
// ("+-----+----+", "+=====+"): two "+" or more among dashes or equals
// signs.
func (d *doc) asciiBorder(a, b int) bool {
	plus, dashes := 0, 0
	for i := a; i < b; i++ {
		switch d.toks[i].s {
		case "+":
			plus++
		case "-", "=", "—", "–", "_":
			dashes++
		case "|", ":":
		default:
			return false
		}
	}
	return plus >= 2 && dashes > 0
}

// rowCells splits a table row: markdown pipes ("| a | b |") or tabs.
func (d *doc) rowCells(a, b int) ([][2]int, bool) {
	t := d.toks
	pipes := 0
	for i := a; i < b; i++ {
		if t[i].s == "|" {
			pipes++
		}
	}
	var cells [][2]int
	if pipes >= 2 || pipes == 1 && t[a].s != "|" && t[b-1].s != "|" {
		s := a
		for i := a; i <= b; i++ {
			if i == b || t[i].s == "|" {
				if i > s || i > a && i < b {
					cells = append(cells, [2]int{s, i})
				}
				s = i + 1
			}
		}
		return cells, len(cells) >= 2
	}
	tabs := false
	for i := a + 1; i < b; i++ {
		if t[i].tab {
			tabs = true
			break
		}
	}
	if !tabs {
		return nil, false
	}
	s := a
	for i := a + 1; i <= b; i++ {
		if i == b || t[i].tab {
			cells = append(cells, [2]int{s, i})
			s = i
		}
	}
	return cells, len(cells) >= 2
}

// markTables turns separator rows ("|---|:--|") into noise, and marks the
// header row of a table: the first row when its cells name columns (no
// numbers) and the rows under it carry figures.
func (d *doc) markTables(lines []line) {
	for k := range lines {
		l := &lines[k]
		if l.kind != lineRow {
			continue
		}
		sep := true
		for i := l.a; i < l.b; i++ {
			if s := d.toks[i].s; s != "|" && s != "-" && s != ":" && s != "—" && s != "–" && s != "=" && s != "+" {
				sep = false
				break
			}
		}
		if sep {
			l.kind = lineNoise
			// Markdown's separator row follows the header row, whatever
			// the header says ("10-yr return" has a digit, and names).
			if p := prevContent(lines, k); p >= 0 && lines[p].kind == lineRow {
				if pp := prevContent(lines, p); pp < 0 || lines[pp].kind != lineRow {
					lines[p].header = true
				}
			}
		}
	}
	for k := 0; k < len(lines); k++ {
		if lines[k].kind != lineRow {
			continue
		}
		// k opens a table (the previous content line is not a row).
		if p := prevContent(lines, k); p >= 0 && lines[p].kind == lineRow {
			continue
		}
		n := nextContent(lines, k)
		if n < 0 || lines[n].kind != lineRow {
			continue
		}
		if d.namesColumns(lines[k], lines[n]) && d.rowsHaveFigures(lines, n) {
			lines[k].header = true
		}
	}
}

// namesColumns reports whether a table's first row names columns rather
// than holding a row of values: its first cell has no figure, and fewer
// of its cells hold a figure than of the next row's ("Card | Price |
// 1440p avg" names columns over "RTX 4070 Super | $599 | 112 fps").
func (d *doc) namesColumns(first, next line) bool {
	if len(first.cells) < 2 || len(next.cells) < 2 {
		return !d.hasDigit(first.a, first.b)
	}
	if d.hasDigit(first.cells[0][0], first.cells[0][1]) {
		return false
	}
	figures := func(l line) int {
		n := 0
		for _, c := range l.cells {
			if d.hasDigit(c[0], c[1]) {
				n++
			}
		}
		return n
	}
	f := figures(first)
	return f == 0 || 2*f < len(first.cells) && f < figures(next)
}

func (d *doc) rowsHaveFigures(lines []line, from int) bool {
	for k := from; k < len(lines) && (lines[k].kind == lineRow || lines[k].kind == lineNoise); k++ {
		if lines[k].kind == lineRow && d.hasDigit(lines[k].a, lines[k].b) {
			return true
		}
	}
	return false
}

func prevContent(lines []line, k int) int {
	for j := k - 1; j >= 0; j-- {
		if lines[j].kind != lineNoise {
			return j
		}
	}
	return -1
}

func nextContent(lines []line, k int) int {
	for j := k + 1; j < len(lines); j++ {
		if lines[j].kind != lineNoise {
			return j
		}
	}
	return -1
}

// markHeadingScopes records, for each line, whether the nearest heading
// above it announces options or something else.
// markNumberedHeadings reads "1. Date", "3. Venues (Hannah)" over items
// of another marker as headings: a numbered line of a few words without
// figures that opens with a heading's name, the items under it of another
// family ("- Hillside Barn: …").
func (d *doc) markNumberedHeadings(lines []line) {
	for k := range lines {
		l := &lines[k]
		if l.kind != lineItem || l.ord == 0 || d.wordCount(l.a, l.b) > 4 || d.hasDigit(l.a, l.b) || k+1 >= len(lines) {
			continue
		}
		// ("1. Hetzner Cloud / + cheaper / - ops myself" numbers an option:
		// a section's name is one the heading lists know.)
		if d.findPhraseIn(l.a, l.b, optionHeadings) != l.a && d.findPhraseIn(l.a, l.b, otherHeadings) != l.a && d.findPhraseIn(l.a, l.b, limitHeadings) != l.a {
			continue
		}
		n := lines[k+1]
		if n.kind == lineItem && n.marker != l.marker && n.ord == 0 {
			l.kind = lineHeading
		}
	}
}

func (d *doc) markHeadingScopes(lines []line) {
	cur := underNone
	limitsPara := -1 // the paragraph the limits under a heading are in
	for k := range lines {
		l := &lines[k]
		// "Eisen:\n- …\n- …\n\nZilveren Kruis …": limits end with their
		// paragraph; what follows is no longer under them.
		if cur == underLimits && l.kind != lineHeading && l.kind != lineNoise {
			if limitsPara < 0 {
				limitsPara = l.para
			} else if l.para > limitsPara {
				cur = underNone
			}
		}
		if l.kind == lineHeading {
			cur = underNone
			limitsPara = -1
			// "As condições que temos:": the heading word need not open
			// the line.
			switch {
			case d.findPhraseIn(l.a, l.b, optionHeadings) >= 0:
				cur = underOptions
			case d.findPhraseIn(l.a, l.b, limitHeadings) >= 0:
				cur = underLimits
			case d.findPhraseIn(l.a, l.b, otherHeadings) >= 0:
				cur = underOther
			}
			continue
		}
		l.under = cur
		// "…para a moradia em Leiria. As condições que temos:": a
		// paragraph whose last sentence leads in to limits puts the items
		// after it under them.
		if l.kind != lineItem && l.b > l.a && d.toks[l.b-1].s == ":" {
			a := l.a
			for i := l.b - 2; i > l.a; i-- {
				if d.toks[i].kind == tPunct && isTerminator(d.toks[i].s) {
					a = i + 1
					break
				}
			}
			if d.findPhraseIn(a, l.b, limitHeadings) >= 0 {
				cur, limitsPara = underLimits, -1
			}
		}
	}
}

// dottedClock reports whether w is a time of day written with a dot
// ("9.14", "18.05"), as Finnish, Danish or German chats stamp messages.
// dottedSeconds reports whether w is a clock with seconds written with
// dots ("07.42.13"), as a Danish or Finnish chat export stamps it.
func dottedSeconds(w string) bool {
	return len(w) == 8 && w[5] == '.' && dottedClock(w[:5]) && isDigits(w[6:]) && w[6:] < "60"
}

func dottedClock(w string) bool {
	h, m, ok := strings.Cut(w, ".")
	if !ok || len(m) != 2 || len(h) < 1 || len(h) > 2 || !isDigits(h) || !isDigits(m) {
		return false
	}
	hh, _ := strconv.Atoi(h)
	mm, _ := strconv.Atoi(m)
	return hh < 24 && mm < 60
}
