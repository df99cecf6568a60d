package offline

import (
	"strings"
	"unicode/utf8"
)

// The attribute table (data/attributes.tsv): which way is better for a
// stated figure, and the words that name it.

type attrDef struct {
	words    []string
	dir      int8
	crit     string
	label    string
	classes  map[string]bool // nil: any class
	fallback bool            // named by a default, not by the text
}

var (
	attrIdx    map[string][]attrDef // by first word
	attrSingle map[string]string    // single-word heads -> label
	// costHeads are the single-word heads of cost that take money alone
	// ("月租", "rent", "preço"): a bare figure right after one is a sum
	// (amount.go namedSumAt).
	costHeads map[string]bool
)

func init() {
	attrIdx, attrSingle, costHeads = map[string][]attrDef{}, map[string]string{}, map[string]bool{}
	for _, f := range tsvRows("attributes.tsv", 5) {
		def := attrDef{words: strings.Fields(f[0]), crit: f[2], label: f[3]}
		switch f[1] {
		case "+":
			def.dir = 1
		case "-":
			def.dir = -1
		case "?":
		default:
			panic("offline: attributes.tsv: direction of " + f[0] + " must be +, - or ?")
		}
		if f[4] != "*" {
			def.classes = map[string]bool{}
			for _, c := range strings.Split(f[4], ",") {
				def.classes[strings.TrimSpace(c)] = true
			}
		}
		attrIdx[def.words[0]] = append(attrIdx[def.words[0]], def)
		if len(def.words) == 1 {
			attrSingle[def.words[0]] = def.label
			if def.crit == "cost" && len(def.classes) == 1 && def.classes["money"] {
				costHeads[def.words[0]] = true
			}
		}
	}
}

// attrKnown returns the label of a single-word attribute head, or "".
func attrKnown(w string) string {
	if l, ok := attrSingle[w]; ok {
		return l
	}
	if strings.HasSuffix(w, "s") {
		return attrSingle[strings.TrimSuffix(w, "s")]
	}
	return ""
}

// fits reports whether the attribute takes figures of the class ("" for
// a bare number, "*" for any).
func (a attrDef) fits(class string) bool {
	if a.classes == nil || class == "*" {
		return true
	}
	if class == "" {
		return a.classes["bare"]
	}
	return a.classes[class]
}

// findAttr returns the longest attribute phrase inside ws that fits the
// class, and where it starts; prefer says which end of ws is next to the
// figure (the nearer phrase wins ties).
func findAttr(ws []string, class string, nearEnd bool) (attrDef, int, bool) {
	if def, at, ok := findAttrIn(ws, class, nearEnd); ok {
		return def, at, true
	}
	// "Tagesgeld-Zins", "Jahres-Gebühr": a hyphenated compound names its
	// last part.
	split := make([]string, 0, len(ws)+2)
	hyphen := false
	for _, w := range ws {
		if parts := strings.Split(w, "-"); len(parts) > 1 && w != "-" {
			hyphen = true
			split = append(split, parts...)
			continue
		}
		split = append(split, w)
	}
	if !hyphen {
		return attrDef{}, -1, false
	}
	def, _, ok := findAttrIn(split, class, nearEnd)
	return def, len(ws) - 1, ok
}

// compoundHead returns the longest single-word attribute head, of five
// letters or more, that a word of eight or more letters ends with after a
// stem of three or more ("welkomstbonus" → "bonus"), or "".
func compoundHead(w string) string {
	if len(w) < 8 || attrKnown(w) != "" {
		return ""
	}
	for i := 3; i+5 <= len(w); i++ {
		if !utf8.RuneStart(w[i]) {
			continue
		}
		if _, ok := attrSingle[w[i:]]; ok {
			return w[i:]
		}
	}
	return ""
}

func findAttrIn(ws []string, class string, nearEnd bool) (attrDef, int, bool) {
	var best attrDef
	bestAt, found := -1, false
	for i := range ws {
		// ("seats up to 60": the "up" of "up to" is no upload speed.)
		if ws[i] == "up" && i+1 < len(ws) && ws[i+1] == "to" {
			continue
		}
		for _, def := range attrIdx[ws[i]] {
			if i+len(def.words) > len(ws) || !def.fits(class) {
				continue
			}
			ok := true
			for k, w := range def.words {
				plural := k == len(def.words)-1 && strings.TrimSuffix(ws[i+k], "s") == w
				if ws[i+k] != w && !plural {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			better := !found || len(def.words) > len(best.words)
			if found && len(def.words) == len(best.words) {
				if nearEnd {
					better = i > bestAt
				} else {
					better = i < bestAt
				}
			}
			if better {
				best, bestAt, found = def, i, true
			}
		}
		// Plural and singular spellings of a single head ("allocs").
		if !found {
			if l := attrKnown(ws[i]); l != "" {
				for _, def := range attrIdx[strings.TrimSuffix(ws[i], "s")] {
					if len(def.words) == 1 && def.fits(class) {
						best, bestAt, found = def, i, true
					}
				}
			}
		}
	}
	return best, bestAt, found
}
