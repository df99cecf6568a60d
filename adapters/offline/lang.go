package offline

import (
	"strings"
	"unicode/utf8"
)

// The language of a text, from its function words (data/language.txt).
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

// detectLang returns the language with the most function-word hits among
// the first 400 words; ties and silence go to English.
func detectLang(toks []token) string {
	hits := make([]int, len(langOrder))
	n := 0
	for _, t := range toks {
		if t.kind != tWord {
			continue
		}
		if n++; n > 400 {
			break
		}
		for _, l := range langWords[t.low] {
			for k, o := range langOrder {
				if o == l {
					hits[k]++
				}
			}
		}
		// A letter only one language writes ("ř" in "přejít", "ő" in
		// "erőd") counts as one of its words.
		for _, r := range t.low {
			if l, ok := letterLang[r]; ok {
				for k, o := range langOrder {
					if o == l {
						hits[k]++
					}
				}
				break
			}
		}
	}
	best := 0
	for k := 1; k < len(hits); k++ {
		if hits[k] > hits[best] {
			best = k
		}
	}
	return langOrder[best]
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
func commaDecimal(lang string) bool { return lang != "en" }

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
