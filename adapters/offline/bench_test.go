package offline

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/verdicthq/verdict/ports"
)

// longDecision is a realistic 6,000-character decision: a labelled list,
// questions, numbers and asides, repeated with variation.
func longDecision() string {
	var b strings.Builder
	b.WriteString("We need to pick a platform for the next three years. Options:\n- Option 1: move everything to Kubernetes on GKE\n- Option 2: stay on our 12 VMs with Ansible\n- Option 3: Google Cloud Run for the stateless services only\n")
	parts := []string{
		"Our bill is %dk/month and reliability has been fine except for deploys, which take %d minutes and are scary.",
		"The team knows Ansible well but nobody knows k8s deeply; hiring someone who does would cost about %dk a year.",
		"Cloud Run would be cheaper at low scale (maybe %d%% less) but we worry about cold starts and vendor lock-in.",
		"Above all we need fewer outages; last quarter we had %d incidents and two of them hit paying customers.",
		"Should we move now or wait until the %d engineers finish the billing rewrite? Kubernetes is more flexible, the VMs are simpler.",
	}
	for i := 0; utf8.RuneCountInString(b.String()) < 6000; i++ {
		fmt.Fprintf(&b, parts[i%len(parts)]+" ", 3+i%7)
	}
	s := []rune(b.String())
	return strings.TrimSpace(string(s[:6000]))
}

func benchRun(b *testing.B, texts []string) {
	r := New()
	ctx := context.Background()
	for b.Loop() {
		for _, text := range texts {
			c, _ := r.Clarify(ctx, ports.ClarifyInput{Decision: text})
			opts, _ := r.Widen(ctx, ports.WidenInput{Decision: text, Mode: c.InferredMode})
			refs := make([]ports.OptionRef, len(opts))
			for i, o := range opts {
				refs[i] = ports.OptionRef{ID: fmt.Sprint(i), Label: o.Label, Kind: o.Kind, Aliases: o.Aliases}
			}
			crits, _ := r.Criteria(ctx, ports.CriteriaInput{Decision: text, Mode: c.InferredMode, Options: refs})
			crefs := make([]ports.CriterionRef, len(crits))
			for j, cr := range crits {
				crefs[j] = ports.CriterionRef{ID: cr.ID, Label: cr.Label}
			}
			as, _ := r.Assess(ctx, ports.AssessInput{Decision: text, Mode: c.InferredMode, Options: refs, Criteria: crefs})
			cells := as.Cells
			cellRefs := make([]ports.CellRef, 0, 5)
			for k := 0; k < len(cells) && k < 5; k++ {
				cellRefs = append(cellRefs, ports.CellRef{OptionID: cells[k].OptionID, CriterionID: cells[k].CriterionID, Score: 5, Evidence: cells[k].Evidence})
			}
			_, _ = r.Narrate(ctx, ports.NarrateInput{Decision: text, Mode: c.InferredMode, Leader: refs[0], RunnerUp: refs[1], Drivers: crefs[:min(3, len(crefs))], Cells: cellRefs, Reversibility: "two-way"})
		}
	}
}

// BenchmarkReasoner runs all five methods: over the whole corpus (24
// decisions per iteration) and over one 6,000-character decision.
func BenchmarkReasoner(b *testing.B) {
	var corpus []string
	for _, e := range loadEntries(b, corpusPath) {
		corpus = append(corpus, canonical(e.Decision))
	}
	b.Run("corpus", func(b *testing.B) {
		benchRun(b, corpus)
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(corpus))/5, "ns/method")
	})
	b.Run("6000chars", func(b *testing.B) {
		benchRun(b, []string{canonical(longDecision())})
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/5, "ns/method")
	})
}

// BenchmarkMethods times each method alone on the 6,000-character input.
func BenchmarkMethods(b *testing.B) {
	text := canonical(longDecision())
	r := New()
	ctx := context.Background()
	c, _ := r.Clarify(ctx, ports.ClarifyInput{Decision: text})
	opts, _ := r.Widen(ctx, ports.WidenInput{Decision: text, Mode: c.InferredMode})
	refs := make([]ports.OptionRef, len(opts))
	for i, o := range opts {
		refs[i] = ports.OptionRef{ID: fmt.Sprint(i), Label: o.Label, Kind: o.Kind, Aliases: o.Aliases}
	}
	crits, _ := r.Criteria(ctx, ports.CriteriaInput{Decision: text, Options: refs})
	crefs := make([]ports.CriterionRef, len(crits))
	for j, cr := range crits {
		crefs[j] = ports.CriterionRef{ID: cr.ID, Label: cr.Label}
	}
	b.Run("Clarify", func(b *testing.B) {
		for b.Loop() {
			_, _ = r.Clarify(ctx, ports.ClarifyInput{Decision: text})
		}
	})
	b.Run("Widen", func(b *testing.B) {
		for b.Loop() {
			_, _ = r.Widen(ctx, ports.WidenInput{Decision: text, Mode: c.InferredMode})
		}
	})
	b.Run("Criteria", func(b *testing.B) {
		for b.Loop() {
			_, _ = r.Criteria(ctx, ports.CriteriaInput{Decision: text, Options: refs})
		}
	})
	b.Run("Assess", func(b *testing.B) {
		for b.Loop() {
			_, _ = r.Assess(ctx, ports.AssessInput{Decision: text, Options: refs, Criteria: crefs})
		}
	})
	b.Run("Narrate", func(b *testing.B) {
		for b.Loop() {
			_, _ = r.Narrate(ctx, ports.NarrateInput{Decision: text, Leader: refs[0], RunnerUp: refs[1], Drivers: crefs, Reversibility: "one-way"})
		}
	})
}
