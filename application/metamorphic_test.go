package application_test

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/verdicthq/verdict/domain"
)

// Numbers from the model, not the wording (SPEC §1): the seed is a hash of
// the canonical decision model and the simulation runs in its canonical
// order, so a text the engine reads into the same model gives the same
// numbers, byte for byte. These variants change the wording and not the
// decision; on every entry of both corpora each must leave every number on
// the slip — and the seed — exactly as it was.

type variant struct {
	name string
	// apply returns the variant of text, or false when it does not apply.
	apply func(text string) (string, bool)
}

var variants = []variant{
	{"reorder", reorderOptions},
	{"whitespace", func(t string) (string, bool) {
		return "  " + strings.ReplaceAll(strings.ReplaceAll(t, " ", "  \u00a0"), "\n", " \r\n  ") + "\n\n", true
	}},
	{"casing", func(t string) (string, bool) { return strings.ToLower(t), strings.ToLower(t) != t }},
	{"punctuation", func(t string) (string, bool) {
		r := strings.NewReplacer("?", "??", "'", "’", "!", "!!", " - ", " – ")
		v := r.Replace(t)
		if !strings.HasSuffix(strings.TrimSpace(v), ".") && !strings.HasSuffix(strings.TrimSpace(v), "?") && !strings.HasSuffix(strings.TrimSpace(v), "!") {
			v = strings.TrimSpace(v) + "."
		}
		return v, v != t
	}},
}

var (
	// "PostgreSQL or MongoDB", "Berlin vs Porto": two names around "or".
	// "Should I take the Berlin job or stay in Porto?": the two sides of
	// the question's "or".
	questionOr = regexp.MustCompile(`(?i)\b(between|should (?:i|we)|do (?:i|we)|shall (?:i|we))\s+([^,;:?.!]+?)\s+or\s+([^,;:?.!]+?)\?`)
	namesOr    = regexp.MustCompile(`\b([A-Z][\w.-]*(?: [A-Z0-9][\w.-]*){0,2}) (or|vs\.?|versus) ([A-Z][\w.-]*(?: [A-Z0-9][\w.-]*){0,2})\b`)
	itemLine   = regexp.MustCompile(`^\s*(?:[-*•]|\d{1,2}[.)]|[a-zA-Z][.)])\s+`)
	rowLine    = regexp.MustCompile(`^\s*\|.*\|\s*$`)
	sepLine    = regexp.MustCompile(`^\s*\|?\s*:?-{3,}`)
)

// reorderOptions reverses the data rows of the first markdown table, or
// the contents of the first run of list items (each with its indented
// continuation lines, the markers kept in place), or swaps the first two
// names joined by "or" or "vs".
func reorderOptions(text string) (string, bool) {
	lines := strings.Split(text, "\n")
	// A markdown table's data rows: after the separator row.
	for k := 0; k+1 < len(lines); k++ {
		if !sepLine.MatchString(lines[k]) || k == 0 || !rowLine.MatchString(lines[k-1]) {
			continue
		}
		end := k + 1
		for end < len(lines) && rowLine.MatchString(lines[end]) {
			end++
		}
		if end-(k+1) < 2 {
			break
		}
		rows := append([]string(nil), lines[k+1:end]...)
		for a, b := 0, len(rows)-1; a < b; a, b = a+1, b-1 {
			rows[a], rows[b] = rows[b], rows[a]
		}
		copy(lines[k+1:end], rows)
		return strings.Join(lines, "\n"), true
	}
	// A run of list items: [start, end) blocks.
	type block struct{ a, b int }
	var run []block
	for k := 0; k < len(lines); k++ {
		if !itemLine.MatchString(lines[k]) || strings.HasPrefix(lines[k], " ") || strings.HasPrefix(lines[k], "\t") {
			if len(run) >= 2 {
				break
			}
			run = nil
			continue
		}
		e := k + 1
		for e < len(lines) && (strings.HasPrefix(lines[e], " ") || strings.HasPrefix(lines[e], "\t")) && strings.TrimSpace(lines[e]) != "" {
			e++
		}
		run = append(run, block{k, e})
		k = e - 1
	}
	if len(run) < 2 {
		// The two sides of a question's "or", or two names around "or":
		// swapped.
		if m := questionOr.FindStringSubmatchIndex(text); m != nil {
			a, b := text[m[4]:m[5]], text[m[6]:m[7]]
			return text[:m[4]] + b + " or " + a + text[m[7]:], true
		}
		if m := namesOr.FindStringSubmatchIndex(text); m != nil {
			a, b := text[m[2]:m[3]], text[m[6]:m[7]]
			if a != b {
				return text[:m[2]] + b + " " + text[m[4]:m[5]] + " " + a + text[m[7]:], true
			}
		}
		return text, false
	}
	// Contents without their markers, reversed; markers stay in place.
	var contents [][]string
	var markers []string
	for _, bl := range run {
		m := itemLine.FindString(lines[bl.a])
		markers = append(markers, m)
		c := append([]string{strings.TrimPrefix(lines[bl.a], m)}, lines[bl.a+1:bl.b]...)
		contents = append(contents, c)
	}
	var out []string
	out = append(out, lines[:run[0].a]...)
	for i := range run {
		c := contents[len(contents)-1-i]
		out = append(out, markers[i]+c[0])
		out = append(out, c[1:]...)
	}
	out = append(out, lines[run[len(run)-1].b:]...)
	return strings.Join(out, "\n"), true
}

// numbers is every number of a slip and its seed, by path, with the
// options and criteria named by id (their order is canonical already).
func numbers(t *testing.T, slipJSON []byte) map[string]string {
	t.Helper()
	var v any
	if err := json.Unmarshal(slipJSON, &v); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	var walk func(path string, v any)
	walk = func(path string, v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				walk(path+"."+k, e)
			}
		case []any:
			for i, e := range x {
				key := fmt.Sprint(i)
				if m, ok := e.(map[string]any); ok {
					for _, idk := range []string{"id", "option_id", "criterion_id"} {
						if id, ok := m[idk].(string); ok {
							key = id
							break
						}
					}
				}
				walk(path+"["+key+"]", e)
			}
		case float64:
			out[path] = fmt.Sprint(x)
		case bool:
			out[path] = fmt.Sprint(x)
		}
	}
	walk("", v)
	var s struct {
		Seed string `json:"seed"`
	}
	_ = json.Unmarshal(slipJSON, &s)
	out["seed"] = s.Seed
	return out
}

func TestWordingVariantsKeepEveryNumber(t *testing.T) {
	p := newPipeline()
	texts := map[string]string{}
	var ids []string
	for _, e := range loadCorpus(t) {
		texts["decisions/"+e.ID] = e.Decision
		ids = append(ids, "decisions/"+e.ID)
	}
	for _, e := range loadJudgment(t, judgmentPath) {
		texts["judgment/"+e.ID] = e.Decision
		ids = append(ids, "judgment/"+e.ID)
	}
	sort.Strings(ids)
	for _, v := range variants {
		t.Run(v.name, func(t *testing.T) {
			applied, same := 0, 0
			for _, id := range ids {
				text := texts[id]
				vt, ok := v.apply(text)
				if !ok {
					continue
				}
				applied++
				a := numbers(t, mustRun(t, p, domain.Request{Decision: text}).SlipJSON)
				b := numbers(t, mustRun(t, p, domain.Request{Decision: vt}).SlipJSON)
				var diff []string
				for k, x := range a {
					if b[k] != x {
						diff = append(diff, fmt.Sprintf("%s: %s → %s", k, x, b[k]))
					}
				}
				for k, y := range b {
					if _, ok := a[k]; !ok {
						diff = append(diff, fmt.Sprintf("%s: (none) → %s", k, y))
					}
				}
				if len(diff) > 0 {
					sort.Strings(diff)
					t.Errorf("%s: %d numbers differ, e.g. %s", id, len(diff), strings.Join(diff[:min(3, len(diff))], "; "))
					continue
				}
				same++
			}
			t.Logf("%s: %d of %d variants keep every number", v.name, same, applied)
			if applied == 0 {
				t.Errorf("%s applied to no entry", v.name)
			}
		})
	}
}
