package offline

import "unicode/utf8"

// Typo tolerance: a word of five letters or more matches a lexicon word at
// optimal-string-alignment distance 1 (one insertion, deletion,
// substitution or adjacent transposition: "shoud", "buisness",
// "resturant"). Candidates come from a symmetric-deletion index
// (SymSpell, Garbe 2012), so a lookup costs a few map probes, not a scan
// of the lexicon.

// deletions returns w and every string made by deleting one rune of w.
func deletions(w string) []string {
	runes := []rune(w)
	out := make([]string, 0, len(runes)+1)
	out = append(out, w)
	for i := range runes {
		out = append(out, string(runes[:i])+string(runes[i+1:]))
	}
	return out
}

// osa1 reports whether a and b are within optimal-string-alignment
// distance 1. It is linear in the length of the strings.
func osa1(a, b string) bool {
	if a == b {
		return true
	}
	ra, rb := []rune(a), []rune(b)
	la, lb := len(ra), len(rb)
	if la-lb > 1 || lb-la > 1 {
		return false
	}
	i := 0
	for i < la && i < lb && ra[i] == rb[i] {
		i++
	}
	switch {
	case la == lb:
		if i+1 < la && ra[i] == rb[i+1] && ra[i+1] == rb[i] && string(ra[i+2:]) == string(rb[i+2:]) {
			return true // transposition
		}
		return string(ra[i+1:]) == string(rb[i+1:]) // substitution
	case la > lb:
		return string(ra[i+1:]) == string(rb[i:])
	default:
		return string(ra[i:]) == string(rb[i+1:])
	}
}

// fuzzyLookup returns the lexicon word w is a typo of, or "". The first
// letter must agree (typos rarely hit it), and w must not itself be a
// lexicon word.
func fuzzyLookup(w string) string {
	n := utf8.RuneCountInString(w)
	if n < 5 || n > 24 {
		return ""
	}
	if _, ok := wordCues[w]; ok {
		return ""
	}
	best := ""
	try := func(cands []string) {
		for _, cand := range cands {
			if cand != w && cand[0] == w[0] && osa1(w, cand) && typoShape(w, cand) && (best == "" || cand < best) {
				best = cand
			}
		}
	}
	if n == len(w) { // ASCII: probe deletions without allocating
		var buf [32]byte
		try(fuzzyIndex[w])
		for i := 0; i < len(w); i++ {
			b := append(append(buf[:0], w[:i]...), w[i+1:]...)
			try(fuzzyIndex[string(b)])
		}
		return best
	}
	for _, v := range deletions(w) {
		try(fuzzyIndex[v])
	}
	return best
}

// typoShape rejects the edits that make other real words rather than
// typos: any edit of the last letter ("known"/"knows", "return"/"returns")
// and substitutions in words under seven letters.
func typoShape(w, cand string) bool {
	rw, rc := []rune(w), []rune(cand)
	// A substituted letter in a shorter word is too often another real
	// word ("export"/"expert"); transpositions, missing and doubled
	// letters are the typos that matter there.
	if len(rw) == len(rc) && len(rw) < 7 && !transposed(rw, rc) {
		return false
	}
	// Edits at the end are inflections ("return"/"returns"), not typos.
	lw, lc := rw[len(rw)-1], rc[len(rc)-1]
	if lw == lc {
		return true
	}
	return len(rw) == len(rc) && len(rw) >= 2 && lw == rc[len(rc)-2] && rw[len(rw)-2] == lc
}

// transposed reports whether a and b differ by one swap of neighbours.
func transposed(a, b []rune) bool {
	i := 0
	for i < len(a) && a[i] == b[i] {
		i++
	}
	return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && string(a[i+2:]) == string(b[i+2:])
}

// similar reports whether a word in the text names the same thing as key:
// equal, one a short inflection of the other ("postgres"/"postgresql",
// "rent"/"renting"), or a typo of it.
func similar(w, key string) bool {
	if w == key {
		return true
	}
	if numeronym(w, key) {
		return true
	}
	lw, lk := len(w), len(key)
	if lw >= 4 && lk >= 4 {
		short, long := w, key
		if lw > lk {
			short, long = key, w
		}
		// An inflection ("rent"/"renting") or a longer name of the same
		// thing ("postgres"/"postgresql", "mongo"/"mongodb"), but not a
		// different word that starts alike ("data"/"datadog").
		if rest := len(long) - len(short); rest <= 4 && long[:len(short)] == short {
			if inflections[long[len(short):]] || len(short) >= 5 {
				return true
			}
		}
	}
	if lw >= 5 && lk >= 5 && (lw-lk <= 1 && lk-lw <= 1) && w[0] == key[0] {
		return osa1(w, key) && typoShape(w, key)
	}
	return false
}

var inflections = set("s", "es", "ed", "d", "ing", "er", "ers", "'s", "al", "ly", "n")

// numeronym reports whether w abbreviates key by its first letter, the
// count of the letters between, and its last letter ("k8s" for
// "kubernetes", "i18n" for "internationalization").
func numeronym(w, key string) bool {
	if len(w) < 3 || len(key) < 4 || w[0] != key[0] || w[len(w)-1] != key[len(key)-1] {
		return false
	}
	n := 0
	for _, c := range w[1 : len(w)-1] {
		if c < '0' || c > '9' {
			return false
		}
		n = n*10 + int(c-'0')
		if n > 100 {
			return false
		}
	}
	return n == len(key)-2
}
