package offline

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/ports"
)

const corpusPath = "../../testdata/corpus/decisions.jsonl"

type entry struct {
	ID       string `json:"id"`
	Decision string `json:"decision"`
	Expect   struct {
		Mode        string     `json:"mode"`
		Options     [][]string `json:"options"`
		Winner      string     `json:"winner"`
		CriteriaAny []string   `json:"criteria_any"`
	} `json:"expect"`
}

func loadEntries(t testing.TB, path string) []entry {
	t.Helper()
	return loadJSONLines[entry](t, path)
}

// loadJSONLines reads a file of one JSON value per line.
func loadJSONLines[T any](t testing.TB, path string) []T {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var e T
		if err := json.Unmarshal([]byte(line), &e); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		out = append(out, e)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// result is one decision run through every method, as the pipeline would.
type result struct {
	clar     ports.Clarification
	mode     string
	options  []ports.OptionDraft
	refs     []ports.OptionRef
	criteria []ports.CriterionDraft
	crefs    []ports.CriterionRef
	cells    []ports.CellAssessment
	story    ports.Narrative
}

// canonical collapses white space, as the pipeline does before the
// reasoner sees the text.
func canonical(s string) string { return domain.ReadingForm(s) }

func run(t testing.TB, r *Reasoner, text, mode string) result {
	t.Helper()
	ctx := context.Background()
	var res result
	var err error
	res.clar, err = r.Clarify(ctx, ports.ClarifyInput{Decision: text, Mode: mode})
	if err != nil {
		t.Fatal(err)
	}
	res.mode = mode
	if res.mode == "" {
		res.mode = res.clar.InferredMode
	}
	// Later stages read the caller's answers only, as in the pipeline;
	// the engine's own suggestions are not fed back.
	var answers []ports.Answer
	res.options, err = r.Widen(ctx, ports.WidenInput{Decision: text, Mode: res.mode, Answers: answers})
	if err != nil {
		t.Fatal(err)
	}
	byLabel := map[string]string{}
	for i, o := range res.options {
		res.refs = append(res.refs, ports.OptionRef{ID: fmt.Sprintf("o%d", i+1), Label: o.Label, Origin: o.Origin, Kind: o.Kind, Aliases: o.Aliases})
		if o.Origin != decision.FromEngine {
			byLabel[o.Label] = fmt.Sprintf("o%d", i+1)
		}
	}
	for i, o := range res.options {
		if o.Origin == decision.FromEngine {
			res.refs[i].Parent = byLabel[o.Parent]
		}
	}
	res.criteria, err = r.Criteria(ctx, ports.CriteriaInput{Decision: text, Mode: res.mode, Answers: answers, Options: res.refs})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range res.criteria {
		res.crefs = append(res.crefs, ports.CriterionRef{ID: c.ID, Label: c.Label})
	}
	var as ports.Assessment
	as, err = r.Assess(ctx, ports.AssessInput{Decision: text, Mode: res.mode, Answers: answers, Options: res.refs, Criteria: res.crefs})
	res.cells = as.Cells
	if err != nil {
		t.Fatal(err)
	}
	scores := res.totals()
	lead, runner := 0, 0
	if len(scores) > 1 {
		for i := range scores {
			if scores[i] > scores[lead] {
				lead = i
			}
		}
		runner = (lead + 1) % len(scores)
		for i := range scores {
			if i != lead && scores[i] > scores[runner] {
				runner = i
			}
		}
	}
	var drivers []ports.CriterionRef
	var cells []ports.CellRef
	for j, c := range res.crefs {
		if j < 3 {
			drivers = append(drivers, c)
		}
	}
	for k, c := range res.cells {
		if k < 4 {
			cells = append(cells, ports.CellRef{OptionID: c.OptionID, CriterionID: c.CriterionID, Score: 5 + 5*c.Lean, Evidence: c.Evidence})
		}
	}
	res.story, err = r.Narrate(ctx, ports.NarrateInput{Decision: text, Mode: res.mode, Leader: res.refs[lead], RunnerUp: res.refs[runner],
		Drivers: drivers, Cells: cells, Reversibility: "two-way"})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// totals is a stand-in for the domain's scoring: ROC weights from the
// ranks, each option's sum of weight × lean. Good enough to ask "which
// option does the evidence favour".
func (res result) totals() []float64 {
	ranks := make([]int, len(res.criteria))
	for j, c := range res.criteria {
		ranks[j] = c.Rank
	}
	w := decision.ROCWeights(ranks)
	idx := map[string]int{}
	for j, c := range res.crefs {
		idx[c.ID] = j
	}
	opt := map[string]int{}
	for i, o := range res.refs {
		opt[o.ID] = i
	}
	out := make([]float64, len(res.refs))
	for _, c := range res.cells {
		out[opt[c.OptionID]] += w[idx[c.CriterionID]] * c.Lean
	}
	return out
}

func (res result) lean(optLabel, crit string) (float64, bool) {
	id := ""
	for _, o := range res.refs {
		if strings.EqualFold(o.Label, optLabel) {
			id = o.ID
		}
	}
	for _, c := range res.cells {
		if c.OptionID == id && c.CriterionID == crit {
			return c.Lean, true
		}
	}
	return 0, false
}

func groupMatched(opts []ports.OptionDraft, group []string) bool {
	for _, o := range opts {
		l := strings.ToLower(o.Label)
		for _, g := range group {
			if strings.Contains(l, strings.ToLower(g)) {
				return true
			}
		}
	}
	return false
}
