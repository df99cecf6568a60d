package offline

import (
	"maps"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The text layer: one linear pass turns the decision into tokens that keep
// their byte offsets in the original text, so every phrase the reasoner
// quotes is the caller's own wording. Matching works on the lower-cased
// token forms, never on a lower-cased copy of the text (lower-casing can
// change byte lengths, and offsets must stay valid for any UTF-8 input).

type tokKind uint8

const (
	tWord tokKind = iota
	tNum
	tPunct
	tNL
)

type token struct {
	s, low     string // original text; lower-cased with typographic apostrophes normalised
	start, end int    // byte offsets in the text
	kind       tokKind
	upper      bool   // first rune is upper-case
	fz         string // the lexicon word this word is a typo of, if any
	depth      int    // depth inside matched brackets; 0 is top level
	tab        bool   // a tab stands in the white space before the token (a table cell boundary)
	indent     bool   // the token opens an indented line (domain.ReadingForm keeps one level)
}

func isWordRune(r rune) bool {
	if r < 0x80 {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

// isCJK reports an ideograph, kana or hangul: scripts written without
// spaces between words.
func isCJK(r rune) bool {
	return r >= 0x2E80 && (unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r) || unicode.Is(unicode.Hangul, r))
}

// unspaced reports whether r is written in a script that puts no spaces
// between words at all: ideographs and kana (Korean spaces its words),
// Thai (which spaces only phrases).
func unspaced(r rune) bool {
	return isCJK(r) && !unicode.Is(unicode.Hangul, r) || r >= 0x0E00 && r <= 0x0E7F
}

// startsUnspaced reports whether s opens with an ideograph or kana.
func startsUnspaced(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unspaced(r)
}

// asciiMarks are the full-width marks of East Asian text and the marks of
// other scripts, by the ASCII mark they stand for.
var asciiMarks = map[rune]string{
	'：': ":", '，': ",", '、': ",", '；': ";", '（': "(", '）': ")", '！': "!", '？': "?", '．': ".", '｜': "|",
	'－': "-", '【': "[", '】': "]", '［': "[", '］': "]", '。': ".", '・': "•", '～': "-", '〜': "-",
	'،': ",", '؛': ";", '؟': "?", '।': ".", '\u037e': "?",
}

func isNewline(r rune) bool { return r == '\n' || r == '\r' || r == '\u2028' || r == '\u2029' }

// tokenize splits text into words, numbers, punctuation and line breaks. A
// word keeps inner apostrophes and hyphens ("don't", "self-hosted"); a
// number keeps inner separators ("9,000", "3.2") and letter suffixes
// ("95k", "2h"). Brackets that pair up raise the depth of what they hold.
func tokenize(text string) []token {
	toks := make([]token, 0, len(text)/3+1)
	tab := false
	for i := 0; i < len(text); {
		r, w := utf8.DecodeRuneInString(text[i:])
		switch {
		case isNewline(r):
			// Line breaks in a row are one token; one that spans a blank
			// line is "\n\n", a paragraph break ("\r\n" is one break).
			if n := len(toks); n == 0 || toks[n-1].kind != tNL {
				toks = append(toks, token{s: "\n", low: "\n", start: i, end: i + w, kind: tNL})
			} else if r != '\n' || i == 0 || text[i-1] != '\r' {
				toks[n-1].low, toks[n-1].end = "\n\n", i+w
			}
			tab = false
			i += w
		case r == '\t':
			tab = true
			i += w
		case unicode.IsSpace(r) || r == utf8.RuneError && w <= 1 || unicode.IsControl(r):
			i += w
		case isWordRune(r):
			j := i + w
			prev := r
			for j < len(text) {
				r2, w2 := utf8.DecodeRuneInString(text[j:])
				// "Rp1.900.000", "CHF1200": a currency glued to its figure
				// is a word of its own.
				if unicode.IsDigit(r2) && unicode.IsLetter(prev) && (currencies[strings.ToLower(text[i:j])] != "" || text[i:j] == "R" && randFigure(text[j:])) {
					break
				}
				// "每月128元", "月額3,278円": a figure inside a run of
				// ideographs, kana or hangul is a word of its own.
				// ("5kg以下", "3LDKの": a figure's unit ends where the
				// ideographs begin.)
				if isWordRune(r2) && (unicode.IsDigit(r2) && isCJK(prev) || isCJK(r2) && (unicode.IsDigit(prev) || unicode.IsDigit(r))) {
					break
				}
				if isWordRune(r2) {
					prev = r2
					j += w2
					continue
				}
				if j+w2 < len(text) {
					r3, w3 := utf8.DecodeRuneInString(text[j+w2:])
					join := false
					switch r2 {
					case '\'', '’':
						// ("Fr. 4'290.–", "CHF 1'200": an apostrophe groups
						// a figure's thousands, as Switzerland writes them.)
						join = unicode.IsLetter(prev) && unicode.IsLetter(r3) || unicode.IsDigit(prev) && thousandsGroup(text[j+w2:])
					case '-', '‐':
						// "7:30am-6:00pm", "9h-17h": a time of day ends at the hyphen.
						join = isWordRune(prev) && isWordRune(r3) && (!unicode.IsDigit(prev) || !unicode.IsDigit(r3)) &&
							(!unicode.IsDigit(r3) || !clockSuffixed(text[i:j]))
					case ',':
						join = unicode.IsDigit(prev) && unicode.IsDigit(r3)
					case ':':
						// "SL:s årsbiljett", "EU:n": a Nordic case ending
						// after an abbreviation is part of the word.
						join = unicode.IsUpper(prev) && caseEnding(text[j+w2:])
					case '.':
						// "3.2", "ID.4", "Node.js", "fly.io": a dot inside a name;
						// a capital after the dot starts a sentence.
						join = unicode.IsDigit(prev) && unicode.IsDigit(r3) ||
							isWordRune(prev) && isWordRune(r3) && !unicode.IsDigit(prev)
					}
					if join {
						prev = r3
						j += w2 + w3
						continue
					}
				}
				break
			}
			s := text[i:j]
			kind := tWord
			if unicode.IsDigit(r) {
				kind = tNum
			}
			// "预算最多3500", "无电梯": a limit marker or a concept's word
			// inside a run of ideographs is a word of its own.
			for _, cut := range wordCuts(s) {
				toks = append(toks, token{s: s[:cut], low: lowerToken(s[:cut]), start: i, end: i + cut, kind: kind, tab: tab})
				s, i, tab = s[cut:], i+cut, false
			}
			toks = append(toks, token{s: s, low: lowerToken(s), start: i, end: j, kind: kind, upper: unicode.IsUpper(r), tab: tab})
			tab = false
			i = j
		default:
			s := text[i : i+w]
			// "中国移动：每月128元，30GB", "؟": full-width and other
			// scripts' marks read as the marks they are; the text keeps
			// its own.
			if a, ok := asciiMarks[r]; ok {
				s = a
			}
			toks = append(toks, token{s: s, low: s, start: i, end: i + w, kind: tPunct, tab: tab})
			tab = false
			i += w
		}
	}
	markDepth(toks)
	return toks
}

// unspacedWords are the limit markers and concept words set apart inside
// a run of ideographs, kana or Thai (constraints.txt [unspaced-words]).
var (
	unspacedWords = mustSection(consLists, "constraints.txt", "unspaced-words")
	unspacedWord  = set(unspacedWords...)
)

// wordCuts returns where a run of ideographs, kana or Thai breaks around the
// unspaced words it holds, each cut relative to the piece before it:
// "预算最多" breaks after "预算" (and "最多" is the rest). None for any
// other word.
func wordCuts(s string) []int {
	if !startsUnspaced(s) {
		return nil
	}
	var cuts []int
	last := 0
	for k := 0; k < len(s); {
		m := ""
		for _, x := range unspacedWords {
			if len(x) > len(m) && strings.HasPrefix(s[k:], x) {
				m = x
			}
		}
		if m == "" {
			_, w := utf8.DecodeRuneInString(s[k:])
			k += w
			continue
		}
		if k > last {
			cuts = append(cuts, k-last)
			last = k
		}
		if k+len(m) < len(s) {
			cuts = append(cuts, len(m))
			last = k + len(m)
		}
		k += len(m)
	}
	return cuts
}

// caseEnding reports whether s opens with one to three lower-case letters
// that end a word: the "s" of "SL:s", the "n" of "EU:n".
func caseEnding(s string) bool {
	n := 0
	for _, r := range s {
		if !isWordRune(r) {
			break
		}
		if !unicode.IsLower(r) || n == 3 {
			return false
		}
		n++
	}
	return n > 0
}

// clockSuffixed reports whether s is digits with a time-of-day suffix:
// "30am", "6pm", "9h".
func clockSuffixed(s string) bool {
	k := 0
	for k < len(s) && s[k] >= '0' && s[k] <= '9' {
		k++
	}
	switch strings.ToLower(s[k:]) {
	case "am", "pm", "h":
		return k > 0
	}
	return false
}

func lowerToken(s string) string {
	lowerASCII := true
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0x80 || 'A' <= c && c <= 'Z' {
			lowerASCII = false
			break
		}
	}
	if lowerASCII {
		return s
	}
	l := strings.ToLower(s)
	if strings.ContainsRune(l, '’') {
		l = strings.ReplaceAll(l, "’", "'")
	}
	// "وقّعنا" is "وقعنا": Arabic vowel marks, the shadda and the
	// tatweel, and Hebrew points, are no part of the word read.
	if strings.IndexFunc(l, pointing) >= 0 {
		l = strings.Map(func(r rune) rune {
			if pointing(r) {
				return -1
			}
			return r
		}, l)
	}
	return l
}

// pointing reports whether r is an Arabic vowel mark, shadda or tatweel,
// or a Hebrew point.
func pointing(r rune) bool {
	return r >= 0x064B && r <= 0x065F || r == 0x0670 || r == 0x0640 || r >= 0x0591 && r <= 0x05C7 && r != 0x05BE && r != 0x05C0 && r != 0x05C3 && r != 0x05C6
}

// markDepth sets the bracket depth of every token; only brackets that pair
// up count, so a stray "(" cannot hide the rest of the text.
func markDepth(toks []token) {
	var stack []int
	var pairs [][2]int
	for i, t := range toks {
		if t.kind != tPunct {
			continue
		}
		switch t.s {
		case "(", "[", "{":
			stack = append(stack, i)
		case ")", "]", "}":
			if n := len(stack); n > 0 {
				pairs = append(pairs, [2]int{stack[n-1], i})
				stack = stack[:n-1]
			}
		}
	}
	if len(pairs) == 0 {
		return
	}
	delta := make([]int, len(toks)+1)
	for _, p := range pairs {
		delta[p[0]]++
		delta[p[1]+1]--
	}
	d := 0
	for i := range toks {
		d += delta[i]
		toks[i].depth = d
	}
}

// sentence is a token range [a, b) without its terminator.
type sentence struct {
	a, b     int
	question bool
}

// clause is a token range inside one sentence.
type clause struct {
	a, b int
	sent int
}

var abbreviations = set("vs", "v", "etc", "e", "i", "g", "approx", "ca", "cf", "mr", "mrs", "ms", "dr", "st", "inc", "ltd", "lda", "ltda", "llc", "srl", "sarl", "co", "jr", "sr", "no", "nr", "p", "a", "incl", "excl", "min", "max", "est",
	"mt", "ave", "rd", "blvd", "prof", "dept", "corp", "bros", "univ", "hosp", "sra", "dra", "mme", "mlle", "fr", "str", "bzw", "ggf", "usw", "sta", "sto",
	// "maks. 28 000 zł", "mín. 3", "máx. 120 €", "inkl. MwSt", "np.", "sp. z o.o."
	"maks", "mín", "máx", "mind", "inkl", "exkl", "zzgl", "np", "tj", "ul", "tel", "sp", "mies", "godz", "tys", "mln", "kl", "resp",
	// A firm's or a person's title: "Gebr. Koster Transport", "Hnos.
	// García", "dhr. Jansen", "mevr. de Vries", "dott. Rossi", "avv.
	// Bianchi", "sig. Conti", "Ing. Novák".
	"gebr", "hnos", "dhr", "mevr", "dott", "avv", "sig", "ing")

func isTerminator(s string) bool {
	switch s {
	case ".", "!", "?", "…", "。", "！", "？":
		return true
	}
	return false
}

func adjacent(toks []token, i, j int) bool {
	return i >= 0 && j < len(toks) && toks[i].end == toks[j].start
}

// isMarkerDot reports whether the dot at i ends a list marker ("1." or "a.")
// rather than a sentence.
func isMarkerDot(toks []token, i int) bool {
	if i == 0 {
		return false
	}
	p := toks[i-1]
	small := p.kind == tNum && len(p.low) <= 2 || p.kind == tWord && utf8.RuneCountInString(p.low) == 1
	if !small {
		return false
	}
	// "until 6:30." ends on a time, not on a marker.
	if i >= 3 && toks[i-2].s == ":" && toks[i-3].kind == tNum && adjacent(toks, i-3, i-2) && adjacent(toks, i-2, i-1) {
		return false
	}
	return i-1 == 0 || toks[i-2].kind == tNL || toks[i-2].kind == tPunct && (isTerminator(toks[i-2].s) || toks[i-2].s == ":")
}

// dottedDate reports whether the "." at i closes a day and month written
// the German way before the sentence goes on ("bis 31.10. in Betrieb").
func dottedDate(toks []token, i int) bool {
	if i == 0 || toks[i-1].kind != tNum || !adjacent(toks, i-1, i) || i+1 >= len(toks) {
		return false
	}
	dm := strings.Split(toks[i-1].low, ".")
	if len(dm) != 2 || len(dm[0]) > 2 || len(dm[1]) > 2 || !isDigits(dm[0]) || !isDigits(dm[1]) {
		return false
	}
	n := toks[i+1]
	return n.kind == tWord && !n.upper
}

// abbreviationDot reports whether the "." at i closes an abbreviation
// ("St. Brigid's", "Dr.", "approx.").
func abbreviationDot(toks []token, i int) bool {
	if toks[i].s != "." || i == 0 || toks[i-1].kind != tWord || !adjacent(toks, i-1, i) {
		return false
	}
	// "(Einfamilienhaus Bj. 1978, ca. 160 m²)": a word's dot inside
	// matched brackets ends no sentence.
	if toks[i].depth > 0 {
		return true
	}
	// "max. 300 €", "max. hmotnost 15 kg" lead their figure; "…400 a
	// month, absolute max. which one?" ends its sentence.
	if boundAbbreviations[toks[i-1].low] {
		leads := false
		for j := i + 1; j < len(toks) && j <= i+3 && toks[j].kind != tNL; j++ {
			leads = leads || toks[j].kind == tNum || currencySymbols[toks[j].low] || currencies[toks[j].low] != ""
		}
		if !leads {
			return false
		}
	}
	// "Stavby Novák s.r.o. nabízí …" and "Horvat d.o.o. – 11.900 €" go
	// on; "Krovovi Babić d.o.o. Cijena …" starts a sentence after the
	// firm's name.
	if firmSuffixes[toks[i-1].low] {
		capitalNext := i+1 < len(toks) && toks[i+1].kind == tWord && toks[i+1].upper
		return i+1 < len(toks) && !capitalNext
	}
	return abbreviations[toks[i-1].low] || dottedAbbreviations[toks[i-1].low] || initialAt(toks, i-1)
}

// dottedAbbreviations are abbreviations written with dots inside, read as
// one word: "e.g. Monzo", "Exact Online getekend i.p.v. Moneybird", "z.B.
// die Miete"; firmSuffixes close a firm's name.
var (
	dottedAbbreviations = set("e.g", "i.e", "a.k.a", "n.b", "i.p.v", "t.o.v", "m.b.t", "o.a", "d.w.z", "z.b", "d.h", "u.a", "o.ä", "u.ä", "p.ex", "p.e", "m.in")
	firmSuffixes        = set("s.r.o", "a.s", "d.o.o", "b.v", "n.v", "s.p.a", "s.r.l", "s.a.s", "e.k")
)

var boundAbbreviations = set("max", "maks", "máx", "mind", "mín") // ("min." is as often minutes: "10 min. walk"; "lost my mind." ends its sentence)

// initialAt reports whether token j is a name's initial: one capital
// letter opening a line or following punctuation, with a capitalised
// word after its dot ("J. Doyle & Sons – …"); "Plan B. Then…" keeps its
// full stop.
func initialAt(toks []token, j int) bool {
	if len([]rune(toks[j].s)) != 1 || !toks[j].upper || j+2 >= len(toks) {
		return false
	}
	if j > 0 && toks[j-1].kind != tNL && toks[j-1].kind != tPunct {
		return false
	}
	n := toks[j+2]
	return n.kind == tWord && n.upper
}

// splitSentences cuts at terminators, line breaks and masked noise, not at
// abbreviations, decimal points or list markers.
func splitSentences(toks []token, noise []bool) []sentence {
	var out []sentence
	start := 0
	invQ := false
	flush := func(end int, q bool) {
		if end > start {
			out = append(out, sentence{a: start, b: end, question: q || invQ})
		}
		invQ = false
	}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.kind == tNL || noise != nil && noise[i] {
			flush(i, false)
			start = i + 1
			continue
		}
		if t.kind != tPunct {
			continue
		}
		if (t.s == "¿" || t.s == "¡") && i == start {
			invQ = t.s == "¿"
			continue
		}
		if !isTerminator(t.s) {
			continue
		}
		if t.s == "." {
			if abbreviationDot(toks, i) {
				continue
			}
			// ("e.g.", "node.js"; but "签了合同。另外一家": ideographs and
			// kana put no space after a sentence.)
			if i+1 < len(toks) && adjacent(toks, i, i+1) && toks[i+1].kind == tWord && !startsUnspaced(toks[i+1].s) {
				continue
			}
			if isMarkerDot(toks, i) {
				continue
			}
			// "zum 1. April": a German ordinal date, not a sentence's end;
			// nor is "v pátek 14. 6." (day and month as numbers).
			if i > 0 && i+1 < len(toks) && toks[i-1].kind == tNum && len(toks[i-1].low) <= 2 && adjacent(toks, i-1, i) && monthNames[toks[i+1].low] {
				continue
			}
			if i > 0 && i+2 < len(toks) && toks[i-1].kind == tNum && len(toks[i-1].low) <= 2 && adjacent(toks, i-1, i) &&
				toks[i+1].kind == tNum && len(toks[i+1].low) <= 2 && toks[i+2].s == "." && adjacent(toks, i+1, i+2) {
				continue
			}
			// "3,00 % p.a., auch", "15.10., Fachbetrieb": a comma goes on.
			if dottedDate(toks, i) || i+1 < len(toks) && toks[i+1].s == "," && adjacent(toks, i, i+1) {
				continue
			}
		}
		q := t.s == "?" || t.s == "？"
		j := i + 1
		for j < len(toks) && toks[j].kind == tPunct && (isTerminator(toks[j].s) || toks[j].s == "\"" || toks[j].s == "”" || toks[j].s == "'") {
			if toks[j].s == "?" || toks[j].s == "？" {
				q = true
			}
			j++
		}
		// "(… durchgehalten!) ist", "(… depuis 2017...) arrive": an aside
		// in brackets goes on with the sentence.
		if j < len(toks) && toks[j].s == ")" && adjacent(toks, j-1, j) && toks[i].depth > 0 {
			i = j - 1
			continue
		}
		flush(i, q)
		start = j
		i = j - 1
	}
	flush(len(toks), false)
	return out
}

var clauseWords = set("but", "however", "although", "though", "whereas", "while", "and", "yet", "because", "since", "unless", "except",
	"pero", "aunque", "mais", "aber", "mas", "porque", "y", "e", "und", "et")

// langClauseWords join clauses in one language and are other words
// elsewhere: Polish "i" is English "I", Dutch "en" French "en".
var langClauseWords = map[string]map[string]bool{
	"pl": set("i", "oraz", "ale", "bo"),
	"nl": set("en", "maar", "omdat"),
	"sv": set("och", "men", "eftersom"),
	"it": set("ma", "ed", "perché"),
}

// clockColon reports whether the colon at i joins the hours and minutes
// of a clock time ("17:45"), with no space either side.
func clockColon(toks []token, i int) bool {
	return toks[i].s == ":" && i > 0 && i+1 < len(toks) && toks[i-1].kind == tNum && toks[i+1].kind == tNum &&
		toks[i-1].end == toks[i].start && toks[i].end == toks[i+1].start
}

func isClausePunct(t token) bool {
	if t.kind != tPunct {
		return false
	}
	switch t.s {
	case ",", ";", ":", "(", ")", "[", "]", "—", "–", "-", "…", "•":
		return true
	}
	return false
}

// splitClauses cuts a sentence at commas, semicolons, brackets, dashes and
// the conjunctions that join independent statements.
func splitClauses(toks []token, sents []sentence, lang string) []clause {
	own := langClauseWords[lang]
	var out []clause
	for si, s := range sents {
		start := s.a
		for i := s.a; i < s.b; i++ {
			t := toks[i]
			cut, keep := false, false
			switch {
			case isClausePunct(t) && !clockColon(toks, i):
				cut = true
			case t.kind == tWord && (clauseWords[t.low] || own[t.low]) && i > start:
				cut, keep = true, true
			}
			if !cut {
				continue
			}
			if i > start {
				out = append(out, clause{a: start, b: i, sent: si})
			}
			if keep {
				start = i
			} else {
				start = i + 1
			}
		}
		if s.b > start {
			out = append(out, clause{a: start, b: s.b, sent: si})
		}
	}
	return out
}

// doc is a decision read once: tokens, sentences and clauses.
type doc struct {
	text         string
	lines        []line // segment.go: the text's lines, classified
	noise        []bool // per token: greeting, sign-off, header, chat prefix…
	lang         string // lang.go
	commaDec     bool   // a comma marks decimals, a dot groups thousands ("1.290,50 €")
	factMask     []bool // tokens a fact covers: its figure and attribute words (words there are not evidence again)
	offerCtx     int8   // facts.go jobOffers: 0 unknown, 1 yes, −1 no
	savings      int8   // facts.go savingsText: 0 unknown, 1 yes, −1 no
	ownTime      int8   // facts.go sellsOwnTime: 0 unknown, 1 yes, −1 no
	cents        string // amount.go centsOf: the currency of "28c", once read
	lowerCase    int8   // options_coord.go lowerTyped: 0 unknown, 1 yes, −1 no
	critiqueMemo int8   // options_frames.go critiqueAsked: 0 unknown, 1 yes, −1 no
	dottedClocks int8   // clock.go writesDottedClocks: 0 unknown, 1 yes, −1 no
	morning      int8   // clock.go morningClocks: 0 unknown, 1 yes, −1 no
	dotGroups    int8   // amount.go groupsWithDots: 0 unknown, 1 yes, −1 no
	// parallelMarkers are the words that number the options ("Devis" in
	// "Devis 1 – …", "Devis 2 – …"; segment.go).
	parallelMarkers map[string]bool
	// senderKeys are the header keys that name each pasted quote's sender
	// ("From: Pennant Removals"; segment.go repeatedSenders).
	senderKeys map[string]bool
	amts       []amount
	parsed     bool           // parse has finished: lines, sentences and category are known
	blocks     []listingBlock // options_lists.go listingBlocks, once read
	blocksRead bool
	// subOwners is, per line, the item a bullet written under it without
	// indenting describes, or −1 (options_lists.go subRunOwner), once read.
	subOwners     []int
	subOwnersRead bool
	specs         []specLine // options_lists.go specLines, once read
	specsRead     bool
	lims          []limit // constraint.go limits, once read
	limitsRead    bool
	lineHeads     []int          // facts.go listedLine: per line, where its head ends (−1 none), once read
	spellings     map[string]int // how often each token is written exactly so (spelledAgain), built on first use
	sentStart     []bool         // token opens a sentence
	toks          []token
	sents         []sentence
	clauses       []clause
	english       bool
	cat           category
	cues          [][]cue // per-token lexicon cues, filled on first use
	cuesSet       []bool
}

// delimitedAsTabs reads pasted CSV as the tab-separated table it is: in
// a run of three or more consecutive lines with the same number (two or
// more) of commas, or of semicolons, outside double quotes, whose first
// line names columns (no digits), the separators become tabs. Offsets do
// not move, so quotes of the text still quote what the caller wrote. A
// decimal comma changes a line's count, so such a run stays prose.
func delimitedAsTabs(text string) string {
	if !strings.Contains(text, "\n") {
		return text
	}
	lines := strings.SplitAfter(text, "\n")
	count := func(l string, sep byte) int {
		n, quoted := 0, false
		for i := 0; i < len(l); i++ {
			switch {
			case l[i] == '"':
				quoted = !quoted
			case l[i] == sep && !quoted:
				n++
			}
		}
		return n
	}
	var b []byte
	for _, sep := range []byte{',', ';'} {
		for k := 0; k < len(lines); {
			n := count(lines[k], sep)
			end := k + 1
			for n >= 2 && end < len(lines) && count(lines[end], sep) == n {
				end++
			}
			if n < 2 || end-k < 3 || strings.ContainsAny(lines[k], "0123456789") {
				k = max(end, k+1)
				continue
			}
			for j := k; j < end; j++ {
				b = append(b[:0], lines[j]...)
				quoted := false
				for i := range b {
					switch {
					case b[i] == '"':
						quoted = !quoted
					case b[i] == sep && !quoted:
						b[i] = '\t'
					}
				}
				lines[j] = string(b)
			}
			k = end
		}
	}
	return strings.Join(lines, "")
}

// thousandsGroup reports whether s opens with exactly three digits.
func thousandsGroup(s string) bool {
	return len(s) >= 3 && isDigits(s[:3]) && (len(s) == 3 || !isDigitsPrefix(s[3:]))
}

// randFigure reports whether s, after a capital R, is a sum in rand:
// "R985", "R1 000", "R12,500" — three digits at least, or a group of
// three after a space, comma or dot — and no model name ("Yamaha R1",
// "R1250GS").
func randFigure(s string) bool {
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	if n == 0 || n < len(s) && (s[n] >= 'a' && s[n] <= 'z' || s[n] >= 'A' && s[n] <= 'Z') {
		return false
	}
	if n >= 3 {
		return true
	}
	return n+1 < len(s) && (s[n] == ' ' || s[n] == ',' || s[n] == '.') && thousandsGroup(s[n+1:])
}

// westernDigits writes the digits of other scripts as 0–9: "١- مدارس
// الرواد: ٣٢ ألف ريال" numbers a list item and states a sum, as "1-" and
// "32" do. (Arabic-Indic, Persian, Devanagari, Bengali and Thai digits,
// and the Arabic decimal and thousands separators.)
func westernDigits(text string) string {
	if !strings.ContainsFunc(text, func(r rune) bool { return otherDigit(r) >= 0 || r == '٫' || r == '٬' }) {
		return text
	}
	return strings.Map(func(r rune) rune {
		switch {
		case otherDigit(r) >= 0:
			return '0' + otherDigit(r)
		case r == '٫':
			return '.'
		case r == '٬':
			return ','
		}
		return r
	}, text)
}

// otherDigit is the value of a digit of another script, or −1.
func otherDigit(r rune) rune {
	for _, zero := range [...]rune{'٠', '۰', '०', '০', '๐'} {
		if r >= zero && r <= zero+9 {
			return r - zero
		}
	}
	return -1
}

func parse(text string) *doc {
	if !utf8.ValidString(text) {
		text = strings.ToValidUTF8(text, "\uFFFD")
	}
	text = unfold(westernDigits(text))
	d := &doc{text: text}
	d.toks = tokenize(delimitedAsTabs(text))
	for i := range d.toks {
		if d.toks[i].kind == tNL || i > 0 && d.toks[i-1].kind != tNL {
			continue
		}
		lineStart := 0
		if i > 0 {
			lineStart = d.toks[i-1].end
		}
		d.toks[i].indent = d.toks[i].start > lineStart
	}
	// Typo readings, once per distinct word.
	memo := map[string]string{}
	for i := range d.toks {
		t := &d.toks[i]
		if t.kind != tWord || len(t.low) < 5 {
			continue
		}
		fz, ok := memo[t.low]
		if !ok {
			fz = fuzzyLookup(t.low)
			memo[t.low] = fz
		}
		t.fz = fz
	}
	d.lang = detectLang(d.toks)
	// "i really cant go over 300": English contractions typed without
	// their apostrophe read as the phrases that have one.
	if d.lang == "en" {
		for i := range d.toks {
			if c, ok := bareContractions[d.toks[i].low]; ok && d.toks[i].kind == tWord {
				d.toks[i].fz = c
			}
		}
	}
	d.commaDec = (commaDecimal(d.lang) || euroNumbers(d.toks)) && !dollarNumbers(d.toks)
	d.segment()
	d.sents = splitSentences(d.toks, d.noise)
	// "taşınalım mı yoksa İstanbul'da kalmaya devam mı": Turkish asks
	// with its particle, a question mark or not.
	if d.lang == "tr" {
		for k, s := range d.sents {
			if slices.ContainsFunc(d.toks[s.a:s.b], func(t token) bool { return turkishQuestion[t.low] }) {
				d.sents[k].question = true
			}
		}
	}
	d.clauses = splitClauses(d.toks, d.sents, d.lang)
	d.sentStart = make([]bool, len(d.toks))
	for _, s := range d.sents {
		a := s.a
		for a < s.b && d.toks[a].kind == tPunct {
			a++
		}
		if a < s.b {
			d.sentStart[a] = true
		}
	}
	d.english = isEnglish(d.toks)
	d.cat = detectCategory(d)
	d.parsed = true
	return d
}

// turkishQuestion are the Turkish question particle's forms.
var turkishQuestion = set("mı", "mi", "mu", "mü", "mısın", "misin", "musun", "müsün", "mıyım", "miyim", "muyum", "müyüm", "mıyız", "miyiz", "muyuz", "müyüz", "mısınız", "misiniz")

// bareContractions are English contractions as typed on phones.
var bareContractions = pairSection(discourse, "discourse.txt", "bare-contraction")

// masked reports whether token i belongs to a stated fact.
func (d *doc) masked(i int) bool { return d.factMask != nil && d.factMask[i] }

// phrase returns the original text of tokens [a, b).
func (d *doc) phrase(a, b int) string {
	if a >= b || a < 0 || b > len(d.toks) {
		return ""
	}
	return d.text[d.toks[a].start:d.toks[b-1].end]
}

var englishMarkers = set("the", "and", "or", "is", "are", "i", "we", "to", "of", "a", "in", "should", "my", "our", "it", "for", "with", "but", "not", "be", "this", "that", "have", "would")

// isEnglish is a cheap language guess: enough common English function
// words. Other languages degrade to separators and punctuation.
func isEnglish(toks []token) bool {
	words, hits := 0, 0
	for _, t := range toks {
		if t.kind != tWord {
			continue
		}
		words++
		if englishMarkers[t.low] {
			hits++
		}
	}
	return words == 0 || hits*10 >= words
}

func set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// union is the words of both sets.
func union(a, b map[string]bool) map[string]bool {
	m := maps.Clone(a)
	maps.Copy(m, b)
	return m
}

// clip shortens s to at most n runes at a word boundary, adding "…".
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	runes := []rune(s)
	cut := n
	for k := n; k > n/2; k-- {
		if unicode.IsSpace(runes[k]) {
			cut = k
			break
		}
	}
	return strings.TrimRightFunc(string(runes[:cut]), func(r rune) bool { return unicode.IsSpace(r) || unicode.IsPunct(r) }) + "…"
}

// upperFirst capitalises the first rune unless the first word already has
// inner capitals ("iPad", "macOS") or is not a letter.
func upperFirst(s string) string {
	r, w := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || !unicode.IsLower(r) {
		return s
	}
	first := s
	if k := strings.IndexByte(s, ' '); k > 0 {
		first = s[:k]
	}
	for _, c := range first[w:] {
		if unicode.IsUpper(c) {
			return s
		}
	}
	return string(unicode.ToUpper(r)) + s[w:]
}

// lowerFirst lower-cases the first rune unless the first word looks like a
// name (inner capitals or all capitals).
func lowerFirst(s string) string {
	r, w := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || !unicode.IsUpper(r) {
		return s
	}
	first := s
	if k := strings.IndexByte(s, ' '); k > 0 {
		first = s[:k]
	}
	for _, c := range first[w:] {
		if unicode.IsUpper(c) {
			return s
		}
	}
	return string(unicode.ToLower(r)) + s[w:]
}

// collapse joins fields with single spaces.
func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }

// phraseIndex finds any of a set of word sequences at a token in constant
// time per token: sequences keyed by their first word.
type phraseIndex map[string][][]string

func indexPhrases(ps [][]string) phraseIndex {
	idx := phraseIndex{}
	for _, p := range ps {
		if len(p) > 0 {
			idx[p[0]] = append(idx[p[0]], p)
		}
	}
	return idx
}

// matchAt returns the longest sequence of idx that the tokens at i read
// (typos tolerated as in matchWords), or nil.
func (d *doc) matchAt(i int, idx phraseIndex) []string {
	t := d.toks[i]
	if t.kind == tPunct || t.kind == tNL {
		return nil
	}
	var best []string
	for _, p := range idx[t.low] {
		if len(p) > len(best) && d.matchWords(i, p) {
			best = p
		}
	}
	if t.fz != "" {
		for _, p := range idx[t.fz] {
			if len(p) > len(best) && d.matchWords(i, p) {
				best = p
			}
		}
	}
	return best
}
