package offline

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The language of a text, from its script where only one language read
// writes it (Cyrillic, Arabic, Hebrew, Devanagari, kana, hangul,
// ideographs), else from its function words (data/language.txt).
// It decides how numbers are written ("1.290 €" and "4,5" in German,
// "1,290" and "4.5" in English) and which frames apply; everything else
// the reader does is the same in every language.

var langWords = func() map[string][]string {
	secs := sections("language.txt")
	out := map[string][]string{}
	for _, lang := range langOrder {
		for _, w := range mustSection(secs, "language.txt", lang) {
			out[w] = append(out[w], lang)
		}
	}
	return out
}()

var langOrder = []string{"en", "de", "es", "fr", "pt", "it", "nl", "sv", "pl", "da", "no", "cs", "fi", "tr", "ro", "hu", "sk", "hr", "sl", "el", "ca", "lt", "lv", "et"}

// langSpan returns the tokens up to the 400th word: the language is read
// from the opening of a text.
func langSpan(toks []token) []token {
	n := 0
	for i, t := range toks {
		if t.kind == tWord {
			if n++; n > 400 {
				return toks[:i]
			}
		}
	}
	return toks
}

// detectLang returns the language with the most function-word hits among
// the first 400 words; ties and silence go to English.
func detectLang(toks []token) string {
	hits := make([]int, len(langOrder))
	hit := func(l string) {
		for k, o := range langOrder {
			if o == l {
				hits[k]++
			}
		}
	}
	for _, t := range langSpan(toks) {
		if t.kind != tWord {
			continue
		}
		for _, l := range langWords[t.low] {
			hit(l)
		}
		// A letter only one language writes ("ř" in "přejít", "ő" in
		// "erőd") counts as one of its words.
		for _, r := range t.low {
			if l, ok := letterLang[r]; ok {
				hit(l)
				break
			}
		}
	}
	if l := scriptLang(toks); l != "" {
		return l
	}
	best := 0
	for k := 1; k < len(hits); k++ {
		if hits[k] > hits[best] {
			best = k
		}
	}
	return langOrder[best]
}

// scriptLang names the language of a text most of whose letters are in a
// script only it, of the languages read, writes: Cyrillic (Ukrainian
// where "і", "ї", "є" or "ґ" stand), Arabic, Hebrew, Devanagari, kana
// (Japanese), hangul (Korean), ideographs alone (Chinese); or "". Greek
// is read from its words.
func scriptLang(toks []token) string {
	var latin, cyr, ukr, arab, hebr, deva, kana, hang, han int
	for _, t := range langSpan(toks) {
		if t.kind != tWord {
			continue
		}
		for _, r := range t.s {
			switch {
			case r < 0x250 && unicode.IsLetter(r):
				latin++
			case unicode.Is(unicode.Cyrillic, r):
				cyr++
				if strings.ContainsRune("іїєґІЇЄҐ", r) {
					ukr++
				}
			case unicode.Is(unicode.Arabic, r):
				arab++
			case unicode.Is(unicode.Hebrew, r):
				hebr++
			case unicode.Is(unicode.Devanagari, r):
				deva++
			case unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r):
				kana++
			case unicode.Is(unicode.Hangul, r):
				hang++
			case unicode.Is(unicode.Han, r):
				han++
			}
		}
	}
	cjk := kana + hang + han
	switch {
	case cyr > latin && cyr >= arab+hebr+deva+cjk:
		if ukr > 0 {
			return "uk"
		}
		return "ru"
	case arab > latin && arab >= hebr+deva+cjk:
		return "ar"
	case hebr > latin && hebr >= deva+cjk:
		return "he"
	case deva > latin && deva >= cjk:
		return "hi"
	case cjk > latin/3 && hang > kana && hang > han/4:
		return "ko"
	case cjk > latin/3 && kana > 0:
		return "ja"
	case cjk > latin/3 && han > 0:
		return "zh"
	}
	return ""
}

// letterLang are the letters only one of the languages read writes
// (data/language.txt [letters]).
var letterLang = func() map[rune]string {
	out := map[rune]string{}
	for k, l := range pairSection(sections("language.txt"), "language.txt", "letters") {
		r, _ := utf8.DecodeRuneInString(k)
		out[r] = l
	}
	return out
}()

// commaDecimal reports whether the language writes "4,5" for four and a
// half.
// ("3,299 ريال", "3,278円", "₹1,25,000": Arabic, Hebrew, Hindi, Chinese,
// Japanese and Korean texts group thousands with commas as English does.)
func commaDecimal(lang string) bool { return lang != "en" && !commaThousands[lang] }

var commaThousands = set("ar", "he", "hi", "zh", "ja", "ko")

// dollarNumbers reports whether the text writes money the way Mexico and
// the United States do in any language: "$4,800 al mes", a comma
// grouping thousands after a "$", and no figure with a decimal comma
// ("4,5 estrellas") anywhere.
func dollarNumbers(toks []token) bool {
	grouped := func(s string) (thousands, decimal bool) {
		parts := strings.Split(s, ",")
		if len(parts) < 2 || strings.Contains(s, ".") || !isDigits(parts[0]) {
			return false, false
		}
		thousands = len(parts[0]) <= 3
		for _, p := range parts[1:] {
			thousands = thousands && len(p) == 3 && isDigits(p)
		}
		return thousands, len(parts) == 2 && len(parts[1]) <= 2 && isDigits(parts[1])
	}
	dollars := false
	for i, t := range toks {
		if t.kind != tNum {
			continue
		}
		thousands, decimal := grouped(t.low)
		if decimal {
			return false
		}
		dollars = dollars || thousands && i > 0 && (toks[i-1].s == "$" && toks[i-1].end == t.start || groupsThousands[currencies[toks[i-1].low]])
	}
	return dollars
}

// groupsThousands are the currencies whose countries group thousands
// with a comma: "KSh 18,000", "₦9,500", "RM1,200", "HK$2,690" before
// a figure are thousands in any language.
var groupsThousands = set("USD", "GBP", "INR", "NGN", "KES", "TZS", "UGX", "PHP", "MYR", "THB", "PKR", "BDT", "TWD", "HKD", "SGD",
	"CNY", "JPY", "KRW", "MXN", "AUD", "CAD", "NZD", "ILS", "AED", "SAR", "EGP", "NPR")

// euroNumbers reports whether the text writes money the continental way
// in any language: "16.490 €", a dot grouping thousands before a currency
// written after the figure.
func euroNumbers(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		if t.kind != tNum || !strings.Contains(t.low, ".") || strings.Contains(t.low, ",") {
			continue
		}
		parts := strings.Split(t.low, ".")
		grouped := len(parts[0]) >= 1 && len(parts[0]) <= 3
		for _, p := range parts[1:] {
			grouped = grouped && len(p) == 3 && isDigits(p)
		}
		if n := toks[i+1]; grouped && (n.s == "€" || n.low == "eur" || n.low == "chf" || n.low == "kr" || n.low == "zł") {
			return true
		}
	}
	return false
}
