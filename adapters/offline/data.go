package offline

import (
	"embed"
	"fmt"
	"strconv"
	"strings"
)

// Knowledge as data (STYLE.md): the word lists, the attribute table and the
// unit table live in data/ as plain text, embedded in the binary and
// reviewed like code; the Go files hold the procedures that use them.
//
// A list file is a sequence of sections. A line "[name]" opens a section;
// every other line holds entries separated by commas, each entry one word
// or a phrase of words separated by spaces. "#" starts a comment. Entries
// are lower-cased; lookups are on lower-cased tokens, so the reader never
// depends on the caller's casing.

//go:embed data/*.txt data/*.tsv
var dataFS embed.FS

// sections parses a list file into its named sections, in file order.
func sections(name string) map[string][]string {
	raw, err := dataFS.ReadFile("data/" + name)
	if err != nil {
		panic(fmt.Sprintf("offline: embedded %s: %v", name, err))
	}
	out := map[string][]string{}
	cur := ""
	for n, line := range strings.Split(string(raw), "\n") {
		if k := strings.IndexByte(line, '#'); k >= 0 {
			line = line[:k]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]") {
			cur = strings.TrimSpace(line[1 : len(line)-1])
			if _, dup := out[cur]; dup {
				panic(fmt.Sprintf("offline: %s:%d: section [%s] twice", name, n+1, cur))
			}
			out[cur] = nil
			continue
		}
		if cur == "" {
			panic(fmt.Sprintf("offline: %s:%d: entry outside a section", name, n+1))
		}
		for _, e := range strings.Split(line, ",") {
			if e = strings.Join(strings.Fields(strings.ToLower(e)), " "); e != "" {
				out[cur] = append(out[cur], e)
			}
		}
	}
	return out
}

// wordSet is the single-word entries of a section as a set; phrases of
// several words go to phraseSet.
func wordSet(entries []string) map[string]bool {
	m := make(map[string]bool, len(entries))
	for _, e := range entries {
		if !strings.Contains(e, " ") {
			m[e] = true
		}
	}
	return m
}

// phraseList is the entries of a section as word sequences, single words
// included, indexed by their first word.
func phraseList(entries []string) phraseIndex {
	ps := make([][]string, 0, len(entries))
	for _, e := range entries {
		// ("incl. any", "vč.": the text's dot is a token of its own, which
		// a phrase passes over; an entry's word keeps none.)
		ws := strings.Fields(e)
		for k, w := range ws {
			if t := strings.TrimRight(w, "."); t != "" {
				ws[k] = t
			}
		}
		ps = append(ps, ws)
	}
	return indexPhrases(ps)
}

// mustSection returns a section that must exist.
func mustSection(secs map[string][]string, file, name string) []string {
	s, ok := secs[name]
	if !ok {
		panic(fmt.Sprintf("offline: %s has no [%s] section", file, name))
	}
	return s
}

// intPairSection reads a section whose entries are "key:number" pairs
// ("mid:15", "four:4").
func intPairSection(secs map[string][]string, file, name string) map[string]int {
	out := map[string]int{}
	for k, v := range pairSection(secs, file, name) {
		n, err := strconv.Atoi(v)
		if err != nil {
			panic(fmt.Sprintf("offline: %s [%s]: %q is not key:number", file, name, k+":"+v))
		}
		out[k] = n
	}
	return out
}

// pairSection reads a section whose entries are "key:value" pairs
// ("deeper:depth", "move:Stay in").
func pairSection(secs map[string][]string, file, name string) map[string]string {
	out := map[string]string{}
	for _, e := range mustSection(secs, file, name) {
		k, v, ok := strings.Cut(e, ":")
		if !ok {
			panic(fmt.Sprintf("offline: %s [%s]: %q is not key:value", file, name, e))
		}
		out[k] = v
	}
	return out
}
