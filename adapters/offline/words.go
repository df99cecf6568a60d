package offline

import (
	"strings"
	"unicode/utf8"
)

// Small word helpers shared by the readers.

func hasLetterOrDigit(s string) bool {
	for _, r := range s {
		if isWordRune(r) {
			return true
		}
	}
	return false
}

// infinitiveEndings are the endings of a verb's infinitive in each
// language the reader knows ("aceptar", "rester", "bleiben", "zostać",
// "přejít").
var infinitiveEndings = map[string][]string{
	"es": {"ar", "er", "ir", "arme", "erme", "irme", "arnos", "ernos", "irnos"},
	"pt": {"ar", "er", "ir"}, "ca": {"ar", "er", "ir", "re"},
	"fr": {"er", "ir", "re"}, "it": {"are", "ere", "ire", "re"},
	"de": {"en"}, "nl": {"en"}, "pl": {"ać", "ić", "eć", "yć"},
	"cs": {"ít", "ět", "at", "ovat", "nout"}, "sk": {"ať", "iť", "ovať", "núť"},
}

// allInfinitiveEndings stand for a language the reader cannot tell.
var allInfinitiveEndings = []string{"ar", "er", "ir", "arme", "erme", "irme", "arnos", "ernos", "irnos", "en", "re", "ać", "ić", "eć", "yć",
	"ít", "ět", "ovat", "nout", "ať", "iť", "ovať"}

// looksInfinitive reports whether w looks like a verb's infinitive in
// lang, or in any language the reader knows when lang is not one of them:
// "congstar" is no infinitive in German text.
func looksInfinitive(lang, w string) bool {
	ends, ok := infinitiveEndings[lang]
	if !ok {
		ends = allInfinitiveEndings
	}
	for _, suf := range ends {
		if strings.HasSuffix(w, suf) && utf8.RuneCountInString(w) > len(suf)+2 {
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

// normLabel is a label's words, lower-cased and single-spaced: what two
// labels must share to be the same option.
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

// hasCue reports whether a word of [a, b) (or the lexicon word it is a
// typo of) is in cues.
func (d *doc) hasCue(a, b int, cues map[string]bool) bool {
	for i := max(a, 0); i < b && i < len(d.toks); i++ {
		if d.toks[i].kind == tWord && (cues[d.toks[i].low] || d.toks[i].fz != "" && cues[d.toks[i].fz]) {
			return true
		}
	}
	return false
}
