package offline

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Labels keep the caller's wording but stay short: bracketed asides,
// trailing numbers ("for 14k", "35 minutes away") and relative clauses go
// to the description, not the label.

const maxLabelWords = 9

var labelFiller = set("just", "simply", "rather", "maybe", "perhaps", "either", "also", "instead", "to", "i", "we", "i'd",
	"we'd", "i'll", "we'll", "should", "could", "would", "can", "will", "then", "or", "and", "alternatively", "a", "an",
	"the", "probably", "definitely", "honestly", "otherwise", "o", "ou", "oder", "un", "una", "el", "la",
	"le", "der", "die", "das", "ein", "eine", "so", "still", "actually", "really",
	// "ту Toyota Corolla": a demonstrative opens it.
	"ту", "тот", "та", "эту", "этот", "эта", "цю", "цей", "ця", "той")

// labelFiller opens a phrase without naming the option; labelCut ends the
// label (what follows describes it); numPreps ending the label before a
// number ("for 14k").
var labelCut = set("with", "which", "that", "who", "whom", "whose", "where", "because", "since", "costing", "paying", "priced",
	"including", "but", "although", "while", "given", "so", "when", "if", "though", "whereas", "unless", "even", "than",
	"plus", "con", "que", "avec", "qui", "mit", "porque", "pero", "mais", "aber", "weil", "parce", "cuando", "wenn",
	// "Smådjurssjukhuset Albano har akut dygnet runt": a verb of having ends the name.
	"har", "heeft", "är",
	// "мастерская, которую советовали", "مدرسة الأورمان للغات اللي جنب بيت":
	// a relative pronoun of another script.
	"который", "которая", "которое", "которую", "которые", "який", "яка", "яке", "яку", "які", "اللي", "الذي", "التي", "אשר", "जो",
	// "la Cascina Lagoni che è la più economica": and of other languages.
	"che", "cui", "który", "która", "które", "którzy", "který", "která", "které", "joka", "jossa", "amely", "ami", "aki", "care")

var numPreps = set("for", "at", "of", "with", "after", "before", "within", "in", "around", "about", "costing", "paying",
	"priced", "approx", "approximately", "roughly", "under", "over", "by", "para", "por", "pour", "für",
	// "Kio Rio za 10.450 €", "το Hyundai i20 με 13.200 €", "Telia planą už 14,99 €".
	"za", "με", "už", "per", "voor", "för", "til", "na")

var shortUnits = set("minutes", "minute", "min", "mins", "km", "kms", "kilometres", "kilometers", "miles", "mile", "hours",
	"hour", "hrs", "hr", "h", "blocks", "stops")

var timeUnits = set("day", "days", "week", "weeks", "month", "months", "year", "years", "quarter", "quarters", "hour", "hours",
	"minute", "minutes", "decade", "decades", "semester", "semesters", "yr", "yrs", "mo", "mos")

var numberWords = map[string]float64{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
	"nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
	"sixty": 60, "ninety": 90, "hundred": 100, "a": 1, "an": 1, "couple": 2, "few": 3, "several": 3, "half": 0.5}

var trailingTrim = set("and", "or", "to", "the", "a", "an", "of", "in", "for", "with", "on", "at", "from", "by", "my", "our",
	"your", "their", "his", "her", "as", "than", "so", "then", "but", "is", "are", "be", "would", "could", "should", "its",
	"it's", "that", "which", "into", "about", "very", "more", "de", "en", "con", "y", "o", "el", "la", "un", "una", "des", "du",
	"und", "oder", "mit", "zu", "per", "por", "para", "pour", "par", "für", "voor", "next", "soon", "asap", "tomorrow", "today", "yet", "two", "three", "four", "five", "one", "i", "we", "just", "also", "really")

// nameArticles are the articles that begin proper names in the languages
// read ("La Quercia", "Le Moulin", "El Faro", "Der Löwe"); English "The" is
// dropped as people drop it when they speak of the place.
var nameArticles = set(mustSection(labelLists, "labels.txt", "name-article")...)

// determiners open a noun phrase: after one, "to" is a preposition ("move
// support to an outsourced team"), not an infinitive that opens a clause.
var determiners = set("a", "an", "the", "my", "our", "your", "his", "her", "their", "its", "this", "that", "these", "those",
	"some", "every", "each", "another")

var currencySymbols = set("$", "€", "£", "¥", "₹", "₽", "₩", "₺", "₫", "₪", "fr", "chf")

// Time phrases are dropped from a decided option's label
// ("quit my job next month" is labelled "Quit my job").
var timeHeads = set("next", "this", "last", "coming")

// monthIn are the words for "in" before a month ("in March", "i augusti",
// "im August", "en agosto", "en août", "em agosto", "a agosto", "in augustus", "w sierpniu").
var monthIn = set("in", "i", "im", "en", "em", "a", "w", "v")
var timeTails = set("week", "month", "quarter", "year", "spring", "summer", "autumn", "fall", "winter", "weekend", "monday",
	"tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "sprint", "semester", "term", "season", "night", "morning", "evening")
var timeAlone = set("tomorrow", "today", "soon", "now", "asap", "tonight", "immediately", "shortly", "later", "yesterday", "hier",
	"ayer", "gestern", "igår", "wczoraj", "ontem", "ieri", "gisteren", "morgen", "mañana", "demain", "amanhã", "domani", "imorgon", "jutro",
	"eilen", "tänään", "huomenna", "včera", "zítra", "tegnap", "holnap", "dün", "yarın", "χθες", "jučer", "sutra", "vakar", "eile", "ahir")

type labelOpts struct {
	dropTime bool
	maxWords int
	raw      bool // the caller typed it as a label: no cutting
}

func isBracket(t token) bool {
	if t.kind != tPunct {
		return false
	}
	switch t.s {
	case "(", ")", "[", "]", "{", "}":
		return true
	}
	return false
}

func (d *doc) isNumberAt(i int) bool {
	if i < 0 || i >= len(d.toks) {
		return false
	}
	t := d.toks[i]
	if t.kind == tNum || t.kind == tPunct && currencySymbols[t.s] {
		return true
	}
	if _, ok := numberWords[t.low]; ok && t.low != "a" && t.low != "an" && i+1 < len(d.toks) && timeUnits[d.toks[i+1].low] {
		return true
	}
	return false
}

// upperWord reports whether token i is a word written with its capital.
func (d *doc) upperWord(i int) bool { return d.toks[i].kind == tWord && d.toks[i].upper }

// labelTokens returns the indexes of tokens in [a, b) that make the label.
func (d *doc) labelTokens(a, b int, o labelOpts) []int {
	if o.maxWords == 0 {
		o.maxWords = maxLabelWords
	}
	if a < 0 {
		a = 0
	}
	if b > len(d.toks) {
		b = len(d.toks)
	}
	if a >= b {
		return nil
	}
	base := d.toks[a].depth
	for i := a; i < b; i++ {
		if d.toks[i].depth < base {
			base = d.toks[i].depth
		}
	}
	kept := make([]int, 0, b-a)
	for i := a; i < b; i++ {
		t := d.toks[i]
		if t.kind == tNL || t.depth > base || isBracket(t) {
			continue
		}
		if t.kind == tPunct && isTerminator(t.s) && len(kept) > 0 && !abbreviationDot(d.toks, i) {
			break
		}
		kept = append(kept, i)
	}
	// A list marker ("b)", "2.") left at the start. ("2) D. Whitworth
	// Building": after the line's own marker, a capital and its dot
	// before a capitalised word are the name's initial.)
	if len(kept) > 1 && kept[0]+1 < len(d.toks) && (!initialAt(d.toks, kept[0]) || kept[0] == 0 || !d.noise[kept[0]-1]) {
		t, p := d.toks[kept[0]], d.toks[kept[0]+1]
		if (t.kind == tNum && len(t.low) <= 2 || t.kind == tWord && utf8.RuneCountInString(t.low) == 1) && p.kind == tPunct && (p.s == ")" || p.s == ".") && adjacent(d.toks, kept[0], kept[0]+1) {
			kept = kept[1:]
		}
	}
	// Leading punctuation and filler.
	for len(kept) > 0 {
		t := d.toks[kept[0]]
		// ("La Quercia", "Le Moulin", "El Faro": an article written with
		// its capital before a capitalised name is part of the name.)
		properArticle := t.kind == tWord && t.upper && nameArticles[t.low] && len(kept) > 1 && d.toks[kept[1]].kind == tWord && d.toks[kept[1]].upper
		// ("The Old Mill Inn", "The Whitmore Hotel": an English "The"
		// before two capitalised words is the name's own.)
		properArticle = properArticle || t.kind == tWord && t.s == "The" && len(kept) > 2 && d.upperWord(kept[1]) && d.upperWord(kept[2])
		if t.kind == tPunct && !currencySymbols[t.s] || t.kind == tWord && labelFiller[t.low] && len(kept) > 1 && !properArticle {
			// "go with X": "go" is filler only before "with"/"for".
			kept = kept[1:]
			continue
		}
		break
	}
	if len(kept) > 2 && d.toks[kept[0]].low == "go" && (d.toks[kept[1]].low == "with" || d.toks[kept[1]].low == "for") {
		kept = kept[2:] // "go with React"
	}
	if len(kept) > 1 && d.toks[kept[0]].low == "with" {
		kept = kept[1:]
	}
	if o.dropTime {
		kept = d.dropTimePhrases(kept)
	}
	// Cut points.
	words := 0
	for k, i := range kept {
		t := d.toks[i]
		if k >= 1 && !o.raw {
			// ("1-bed flat, Chorlton": a place after the comma ends the
			// label and is part of it.)
			// ("Dr. Patel - Brightwater Dental": a dash between two
			// names of one option, the practice after the person, keeps
			// both.)
			if t.kind == tPunct && (t.s == "—" || t.s == "–" || t.s == "-" && !adjacent(d.toks, i-1, i)) && d.nameAfterDash(kept[k+1:]) {
				continue
			}
			if t.kind == tPunct && (t.s == "," && !d.placeTail(kept[k+1:]) || t.s == ";" || t.s == ":" || t.s == "—" || t.s == "–") {
				kept = kept[:k]
				break
			}
			if t.kind == tPunct && t.s == "-" && !adjacent(d.toks, i-1, i) {
				kept = kept[:k]
				break
			}
			// ("Tryg Hundeforsikring Plus", "Segway Ninebot F2 Plus E": a
			// capitalised "Plus" inside a name is the model's or plan's
			// tier, not "and".)
			tier := t.upper && t.low == "plus"
			if t.kind == tWord && labelCut[t.low] && k >= 2 && !d.withWhom(i) && !d.asItStands(i) && !tier {
				kept = kept[:k]
				break
			}
			// "the MacBook Air I just bought": a relative clause without
			// "that" starts at its subject.
			// ("the flat I saw" ends at "I"; "et rækkehus i Roskilde" goes
			// on: "i" is "in" in Danish, Norwegian and Swedish.)
			if t.kind == tWord && relSubjects[t.low] && (t.low != "i" || d.lang == "en") && k >= 2 && d.toks[kept[k-1]].kind == tWord && !stopwords[d.toks[kept[k-1]].low] {
				kept = kept[:k]
				break
			}
			if t.kind == tWord && numPreps[t.low] && (k >= 2 || k == 1 && !verbPreps[t.low]) && k+1 < len(kept) && d.isNumberAt(kept[k+1]) && kept[k+1] == i+1 {
				kept = kept[:k]
				break
			}
			if t.kind == tNum && i+1 < len(d.toks) && shortUnits[d.toks[i+1].low] {
				kept = kept[:k]
				break
			}
		}
		// ("有电梯", read 有 | 电梯: the pieces of a run of ideographs are
		// one word of the label.)
		piece := k > 0 && startsUnspaced(t.s) && d.toks[kept[k-1]].end == t.start && startsUnspaced(d.toks[kept[k-1]].s)
		if t.kind != tPunct && !piece {
			words++
			if words > o.maxWords {
				// Too long: end at the last clause joint rather than mid-phrase.
				cut := k
				for j := k - 1; j >= 3; j-- {
					w := d.toks[kept[j]].low
					verbNext := j+1 < len(kept) && d.toks[kept[j+1]].kind == tWord && !determiners[d.toks[kept[j+1]].low]
					if w == "and" || w == "so" || w == "or" || w == "to" && verbNext {
						cut = j
						break
					}
				}
				kept = kept[:cut]
				break
			}
		}
	}
	// Trailing "or not" ("do it or not"), connectors and punctuation.
	if n := len(kept); n > 2 && d.toks[kept[n-1]].low == "not" && d.toks[kept[n-2]].low == "or" {
		kept = kept[:n-2]
	}
	for len(kept) > 0 {
		t := d.toks[kept[len(kept)-1]]
		if t.kind == tWord && utf8.RuneCountInString(t.s) == 1 && len(kept) > 1 {
			p := d.toks[kept[len(kept)-2]]
			if t.low != "i" && p.kind == tWord && !stopwords[p.low] && !trailingTrim[p.low] {
				break // "Model Y", "Plan B", "Candidate A"
			}
			if p.kind == tNum && isDigits(p.low) {
				break // "Haverkamp VG 6040 i": a model's letter after its number
			}
		}
		// ("Rørlegger Hansen AS", "Telia AB": a word in capitals after a
		// capitalised name is its firm's form or an acronym, no
		// trailing "as".)
		if t.kind == tWord && len(kept) > 1 && acronym(t.s) && d.toks[kept[len(kept)-2]].upper {
			break
		}
		// ("Leave it where it is": the status quo keeps its verb.)
		standing := len(kept) > 2 && d.standsLen(kept[len(kept)-3]) == 3 || len(kept) > 1 && d.standsLen(kept[len(kept)-2]) == 2
		// ("三节课《数据分析师 P1》", "the “Comfort Plus”": a mark that
		// closes one the label opened is the name's.)
		if t.kind == tPunct && closesWithin(d.toks, kept) {
			break
		}
		// ("大金 大關 RXV36 變頻冷暖 NT$45,000": letters joined to the
		// dollar sign after them are the price's currency, "NT$", "HK$".)
		if t.kind == tPunct && t.s != "%" && !currencySymbols[t.s] && !d.nameMark(kept[len(kept)-1]) || t.kind == tWord && (trailingTrim[t.low] || d.currencyJoined(kept[len(kept)-1])) && len(kept) > 1 && !standing {
			kept = kept[:len(kept)-1]
			continue
		}
		break
	}
	// ('"Solsikken", Blokhus': the quote whose opening the leading
	// trim dropped closes nothing in the label.)
	quotes := 0
	for _, i := range kept {
		if isQuoteMark(d.toks[i].s) {
			quotes++
		}
	}
	if quotes%2 == 1 {
		kept = slices.DeleteFunc(kept, func(i int) bool { return isQuoteMark(d.toks[i].s) })
	}
	return kept
}

// closingMarks pair each closing quotation or title mark with its
// opening one.
var closingMarks = map[string]string{"》": "《", "」": "「", "』": "『", "”": "“", "»": "«", "\"": "\"", "〉": "〈"}

// closesWithin reports whether the last of kept closes a quotation or
// title mark that an earlier token of kept opens.
func closesWithin(toks []token, kept []int) bool {
	n := len(kept)
	open, ok := closingMarks[toks[kept[n-1]].s]
	if !ok || n < 3 {
		return false
	}
	for _, i := range kept[:n-1] {
		if toks[i].s == open {
			return true
		}
	}
	return false
}

// isQuoteMark reports whether s is a quotation mark.
func isQuoteMark(s string) bool {
	switch s {
	case "\"", "“", "”", "„", "«", "»":
		return true
	}
	return false
}

// withWhom reports whether the word at i is "with" and a personal
// pronoun, or "with" and a name after a verb of staying: part of the
// option ("move in with us", "stay with Bank of Scotland"), not a
// description.
func (d *doc) withWhom(i int) bool {
	if d.toks[i].low != "with" {
		return false
	}
	if i > 0 && statusQuoOpeners[d.toks[i-1].low] && i+1 < len(d.toks) && d.toks[i+1].upper {
		return true
	}
	return i+1 < len(d.toks) && withPronouns[d.toks[i+1].low]
}

var withPronouns = set("us", "me", "them", "him", "her", "you")

// withWords are "with" in the languages read.
var withWords = wordSet(mustSection(labelLists, "labels.txt", "with"))

// asItStands reports whether the word at i opens "where it is", "where I
// am", "as it is": the status quo itself ("leave it where it is"), not
// a description.
func (d *doc) asItStands(i int) bool { return d.standsLen(i) > 0 }

// standsLen is how many words "where it is", "as they are" take at i (3),
// or "as is" (2: "leave it as is"); 0 where none starts.
func (d *doc) standsLen(i int) int {
	if i+2 < len(d.toks) && standsAsIs(d.toks[i].low, d.toks[i+1].low, d.toks[i+2].low) {
		return 3
	}
	if i+1 < len(d.toks) && d.toks[i].low == "as" && d.toks[i+1].low == "is" {
		return 2
	}
	return 0
}

// standsAsIs reports whether three words read "where it is", "as they
// are", "where I am", "where we are".
func standsAsIs(w, p, v string) bool {
	return (w == "where" || w == "as") &&
		((p == "it" || p == "they" || p == "things") && (v == "is" || v == "are") || p == "i" && v == "am" || p == "we" && v == "are")
}

// verbPreps cut a label before a number only after its second word:
// "keep paying 120/month" is an action.
var verbPreps = set("paying", "costing", "priced")

var relSubjects = set("i", "we", "i've", "we've", "i'd", "we'd", "they", "he", "she", "you")

func (d *doc) dropTimePhrases(kept []int) []int {
	out := make([]int, 0, len(kept))
	for k := 0; k < len(kept); k++ {
		t := d.toks[kept[k]]
		if timeAlone[t.low] {
			continue
		}
		if timeHeads[t.low] && k+1 < len(kept) && timeTails[d.toks[kept[k+1]].low] {
			if n := len(out); n > 0 && (d.toks[out[n-1]].low == "from" || d.toks[out[n-1]].low == "by" || d.toks[out[n-1]].low == "starting") {
				out = out[:n-1]
			}
			k++
			continue
		}
		if (t.low == "in" || t.low == "within") && k+2 < len(kept) && (d.toks[kept[k+1]].kind == tNum || numberWords[d.toks[kept[k+1]].low] > 0) && timeUnits[d.toks[kept[k+2]].low] {
			k += 2
			continue
		}
		// "flytta till Umeå i augusti", "move to Leeds in March": a month
		// after "in" dates the plan, it does not name it.
		if monthIn[t.low] && k+1 < len(kept) && k > 0 && monthNames[d.toks[kept[k+1]].low] && d.toks[kept[k+1]].low != "may" {
			k++
			continue
		}
		// "accepted a quote from Quillmark Studio on Tuesday": the day
		// dates the decision, it does not name it.
		if t.low == "on" && k > 0 && k+1 < len(kept) && isWeekday(d.lowAt(kept[k+1])) {
			k++
			continue
		}
		// "We signed on Tuesday with Oskar Lindqvist": a day that opens
		// the label before "with" dates it.
		if isWeekday(t.low) && k == 0 && k+2 < len(kept) && withWords[d.lowAt(kept[k+1])] {
			k++
			continue
		}
		if t.low == "right" && k+1 < len(kept) && d.toks[kept[k+1]].low == "away" {
			k++
			continue
		}
		out = append(out, kept[k])
	}
	return out
}

// joinTokens rebuilds text from token indexes, keeping the original
// spacing between neighbours and one space across gaps.
func (d *doc) joinTokens(idx []int) string {
	var b strings.Builder
	for k, i := range idx {
		if k > 0 {
			p := idx[k-1]
			// (A comma after a dropped quote keeps to its word:
			// "Solsikken, Blokhus".)
			glued := d.toks[i].s == "," && p+2 == i && isQuoteMark(d.toks[p+1].s) && d.toks[p+1].end == d.toks[i].start
			if (p+1 != i || d.toks[p].end != d.toks[i].start) && !glued {
				b.WriteByte(' ')
			}
		}
		b.WriteString(d.toks[i].s)
	}
	return b.String()
}

// label returns the label for tokens [a, b) and the tokens used.
func (d *doc) label(a, b int, o labelOpts) (string, []int) {
	kept := d.labelTokens(a, b, o)
	if len(kept) == 0 {
		return "", nil
	}
	return upperFirst(d.joinTokens(kept)), kept
}

// keyTerms are the content words that identify an option in the text.
func keyTerms(words []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, w := range words {
		w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "'")
		if utf8.RuneCountInString(w) < 2 || stopwords[w] || len(langWords[w]) > 0 || lightWords[w] || !hasLetter(w) || timeUnits[w] || numberWords[w] > 0 || currencies[w] != "" || multipliers[w] > 0 {
			continue
		}
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// nameKeys are the key terms that identify an option by name in running
// text: its key terms without attribute words ("range" in "Hyundai Ioniq
// 6 Long Range", "price" in "Best Price Plan"), which the text uses of
// every option, unless nothing else is left.
func nameKeys(words []string) []string {
	ks := keyTerms(words)
	out := make([]string, 0, len(ks))
	for _, k := range ks {
		// "Roborock Q7 Max+" is not named by the "max" of "max 5 000 kr".
		if attrKnown(k) == "" && !boundWord(k) {
			out = append(out, k)
		}
	}
	if len(out) == 0 {
		return ks
	}
	return out
}

func hasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// words lower-cases s into word tokens.
func words(s string) []string {
	toks := tokenize(s)
	out := make([]string, 0, len(toks))
	for _, t := range toks {
		if t.kind == tWord || t.kind == tNum {
			out = append(out, t.low)
		}
	}
	return out
}

// boundWord reports whether w alone states a bound on a figure ("max",
// "minimum", "cap").
func boundWord(w string) bool {
	for _, idx := range []phraseIndex{maxIdx, minIdx} {
		for _, p := range idx[w] {
			if len(p) == 1 {
				return true
			}
		}
	}
	return false
}

// placeTail reports whether tokens ts are one to three capitalised words
// and nothing else but emphasis marks: a place named after a comma.
func (d *doc) placeTail(ts []int) bool {
	words := 0
	street := false
	for k, i := range ts {
		t := d.toks[i]
		if t.s == "*" || t.s == "_" {
			continue // "**Studio, Salford Quays**"
		}
		// ("Gheorgheni, str. Brâncuși": a street's abbreviation and its
		// dot open the place.)
		if k == 0 && t.kind == tWord && streetPrefixes[t.low] || k == 1 && t.s == "." && streetPrefixes[d.toks[ts[0]].low] {
			street = true
			continue
		}
		// ("Ursynów, ul. Puszczyka, 3 pok.": a street ends at the next
		// comma, which ends the label.)
		if street && t.s == "," {
			return words >= 1 && words <= 3
		}
		// ("7 Hope Street, Coburg VIC 3058": a postcode ends the place.)
		if t.kind == tNum && k == len(ts)-1 && words >= 1 && isDigits(t.low) && len(t.low) >= 4 && len(t.low) <= 5 {
			continue
		}
		if t.kind != tWord || !t.upper {
			return false
		}
		words++
	}
	return words >= 1 && words <= 3
}

// nameAfterDash reports whether what follows a dash in a label is a
// second name of the same thing: one to three capitalised words, then
// the label's end or a colon ("Dr. Patel - Brightwater Dental: $4,100").
func (d *doc) nameAfterDash(rest []int) bool {
	n := 0
	for _, i := range rest {
		if d.toks[i].s == ":" {
			break
		}
		if !d.upperWord(i) || stopwords[d.toks[i].low] {
			return false
		}
		n++
	}
	return n >= 1 && n <= 3
}

// nameMark reports whether token i is a "+" or an "=" written onto the
// word or number before it and ending the name ("Primacy 4+", "Disney+",
// "LV="), or the dot that closes a firm's form ("Kováč s.r.o.").
func (d *doc) nameMark(i int) bool {
	t := d.toks[i]
	// ("Obklady Kováč s.r.o.": the dot that closes a firm's form.)
	if t.s == "." && i > 0 && firmSuffixes[d.toks[i-1].low] && d.toks[i-1].end == t.start {
		return true
	}
	return i > 0 && (t.s == "+" || t.s == "=") && d.toks[i-1].kind != tPunct && d.toks[i-1].end == t.start &&
		(i+1 >= len(d.toks) || d.toks[i+1].start > t.end || d.toks[i+1].kind == tPunct || d.toks[i+1].kind == tNL)
}
