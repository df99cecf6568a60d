package offline

import (
	"context"
	"testing"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// Compare reads the preferences a text states, by its own route, on
// whatever ids it is given.
func TestCompareReadsStatedPreferences(t *testing.T) {
	cases := []struct {
		name, text string
		labels     []string
		want       map[[2]string]bool // better, worse (labels) the reading must contain
		ruledOut   []string
	}{
		{
			name:   "stated figures, by the attribute's direction",
			text:   "- Harbour Kayaks: €480, 12 kg\n- Fjord Pro: €650, 17 kg\nWhich kayak?",
			labels: []string{"Harbour Kayaks", "Fjord Pro"},
			want:   map[[2]string]bool{{"Harbour Kayaks", "Fjord Pro"}: true},
		},
		{
			name:   "a comparison",
			text:   "Should we use Basecamp or Notion? Basecamp is much simpler than Notion for our clients.",
			labels: []string{"Basecamp", "Notion"},
			want:   map[[2]string]bool{{"Basecamp", "Notion"}: true},
		},
		{
			name:     "a limit",
			text:     "Budget is $300 max.\n- Loop Desk: $280\n- Rise Desk: $420\nWhich desk?",
			labels:   []string{"Loop Desk", "Rise Desk"},
			ruledOut: []string{"Rise Desk"},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// Ids of the audit's own, in reverse order: the reading must
			// not lean on either.
			var refs []ports.OptionRef
			for i := len(c.labels) - 1; i >= 0; i-- {
				refs = append(refs, ports.OptionRef{ID: "x" + string(rune('1'+len(refs))), Label: c.labels[i], Origin: "caller", Kind: "caller"})
			}
			label := map[string]string{}
			for _, r := range refs {
				label[r.ID] = r.Label
			}
			got, err := New().Compare(context.Background(), ports.CompareInput{Decision: domain.ReadingForm(c.text), Options: refs})
			if err != nil {
				t.Fatal(err)
			}
			seen := map[[2]string]bool{}
			for _, p := range got.Preferences {
				seen[[2]string{label[p.Better], label[p.Worse]}] = true
				if seen[[2]string{label[p.Worse], label[p.Better]}] && p.Basis == "a comparison" {
					t.Errorf("both ways: %+v", got.Preferences)
				}
			}
			for pair := range c.want {
				if !seen[pair] {
					t.Errorf("no preference of %s over %s in %+v", pair[0], pair[1], got.Preferences)
				}
				if seen[[2]string{pair[1], pair[0]}] {
					t.Errorf("%s preferred over %s: %+v", pair[1], pair[0], got.Preferences)
				}
			}
			var out []string
			for _, id := range got.RuledOut {
				out = append(out, label[id])
			}
			if len(out) != len(c.ruledOut) || len(out) > 0 && out[0] != c.ruledOut[0] {
				t.Errorf("ruled out %v, want %v", out, c.ruledOut)
			}
		})
	}
}
