package offline

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/verdicthq/verdict/domain"
)

// pathologicalInputs are shapes that stress the readers — endless
// separators, markers, brackets, names — at the maximum length.
func pathologicalInputs() map[string]string {
	rep := func(s string) string {
		out := strings.Repeat(s, domain.MaxDecisionRunes/len([]rune(s))+1)
		return string([]rune(out)[:domain.MaxDecisionRunes])
	}
	return map[string]string{
		"separators":   rep("a or b or c vs d / e "),
		"dashes":       rep("- x "),
		"numbered":     rep("1) a 2) b "),
		"lexicon":      rep("salary cheaper risk stress "),
		"no spaces":    rep("abcdefghij"),
		"questions":    rep("should I x or y? "),
		"commas":       rep("x, "),
		"brackets":     strings.Repeat("(", 3000) + strings.Repeat(")", 3000),
		"labels":       rep("Option 1: a "),
		"between":      rep("choosing between a, b and c "),
		"names":        rep("Alpha Beta Gamma "),
		"decided":      rep("I've decided to go. "),
		"lines":        rep("- a\n"),
		"numbers":      rep("95k 3.2% 2h 40 minutes 1,450/month "),
		"cjk":          rep("我们应该搬到上海还是留在北京？"),
		"emoji":        rep("🙂 or 🙃? "),
		"realistic":    longDecision(),
		"mixed script": rep("Should I move to Київ or stay in Москва? "),
		"lead-in":      "Which one, Tern or Brompton? Requirements:", // a limits lead-in that ends the text
	}
}

// TestPathologicalInputsStayValid: every stage keeps its invariants on
// the pathological inputs. How fast they are read is measured by
// BenchmarkPathologicalInputs, not asserted here (a wall-clock bound
// failed on a slow machine under -race, and told nothing a benchmark
// does not).
func TestPathologicalInputsStayValid(t *testing.T) {
	r := New()
	in := pathologicalInputs()
	for _, name := range slices.Sorted(maps.Keys(in)) {
		t.Run(name, func(t *testing.T) {
			checkInvariants(t, run(t, r, in[name], ""))
		})
	}
}

// BenchmarkPathologicalInputs reads each pathological input once per op:
// a quadratic reader shows here as a case far slower than "realistic".
func BenchmarkPathologicalInputs(b *testing.B) {
	r := New()
	in := pathologicalInputs()
	for _, name := range slices.Sorted(maps.Keys(in)) {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				run(b, r, in[name], "")
			}
		})
	}
}
