package offline

import (
	"strings"
	"testing"
	"time"

	"github.com/verdicthq/verdict/domain"
)

// TestPathologicalInputsStayValid feeds shapes that stress the readers —
// endless separators, markers, brackets, names — at the maximum length.
// Every stage must keep its invariants and stay fast (a generous bound
// that only a quadratic blow-up would break).
func TestPathologicalInputsStayValid(t *testing.T) {
	rep := func(s string) string {
		out := strings.Repeat(s, domain.MaxDecisionRunes/len([]rune(s))+1)
		return string([]rune(out)[:domain.MaxDecisionRunes])
	}
	cases := map[string]string{
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
	r := New()
	for name, text := range cases {
		t.Run(name, func(t *testing.T) {
			start := time.Now()
			res := run(t, r, text, "")
			checkInvariants(t, res)
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("took %v", d)
			}
		})
	}
}
