package application_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/verdicthq/verdict/adapters/offline"
	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/domain/redteam"
	"github.com/verdicthq/verdict/domain/slip"
)

var update = flag.Bool("update", false, "rewrite the golden slips in testdata/golden")

// corpusPath is the module's copy of the shared corpus (tests/corpus
// holds it to the original).
const corpusPath = "../testdata/corpus/decisions.jsonl"

type corpusEntry struct {
	ID       string `json:"id"`
	Decision string `json:"decision"`
	Expect   struct {
		Mode        string     `json:"mode"`
		Options     [][]string `json:"options"`
		Winner      string     `json:"winner"`
		CriteriaAny []string   `json:"criteria_any"`
	} `json:"expect"`
}

func loadCorpus(tb testing.TB) []corpusEntry {
	tb.Helper()
	return loadEntries(tb, corpusPath)
}

// blindPaths are sets of decisions written by someone who had not read the
// offline reader (see adapters/offline TestBlindRates).
var blindPaths = []string{"../adapters/offline/testdata/blind3.jsonl", "../adapters/offline/testdata/blind4.jsonl"}

func loadEntries(tb testing.TB, path string) []corpusEntry {
	tb.Helper()
	return loadJSONL[corpusEntry](tb, path)
}

// loadJSONL reads one T per non-blank line of a JSON Lines file.
func loadJSONL[T any](tb testing.TB, path string) []T {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatalf("the decisions must sit at %s: %v", path, err)
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var e T
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			tb.Fatalf("%s: %v", path, err)
		}
		out = append(out, e)
	}
	if len(out) == 0 {
		tb.Fatalf("%s: empty", path)
	}
	return out
}

func newPipeline() *application.Pipeline { return application.NewPipeline(offline.New()) }

func mustRun(tb testing.TB, p *application.Pipeline, req domain.Request) application.Outcome {
	tb.Helper()
	out, err := p.Run(context.Background(), req)
	if err != nil {
		tb.Fatalf("run %.60q: %v", req.Decision, err)
	}
	return out
}

func TestGoldenSlips(t *testing.T) {
	p := newPipeline()
	for _, e := range loadCorpus(t) {
		t.Run(e.ID, func(t *testing.T) {
			out := mustRun(t, p, domain.Request{Decision: e.Decision})
			path := filepath.Join("testdata", "golden", e.ID+".json")
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, append(bytes.Clone(out.SlipJSON), '\n'), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./application -run TestGoldenSlips -update to create it)", err)
			}
			if got := append(bytes.Clone(out.SlipJSON), '\n'); !bytes.Equal(got, want) {
				t.Errorf("slip differs from %s byte for byte\n got: %.300s\nwant: %.300s", path, got, want)
			}
		})
	}
}

func TestSameSlipUnderAnyGOMAXPROCS(t *testing.T) {
	p := newPipeline()
	prev := runtime.GOMAXPROCS(0)
	defer runtime.GOMAXPROCS(prev)
	for _, e := range loadCorpus(t) {
		runtime.GOMAXPROCS(1)
		one := mustRun(t, p, domain.Request{Decision: e.Decision})
		runtime.GOMAXPROCS(8)
		eight := mustRun(t, p, domain.Request{Decision: e.Decision})
		if !bytes.Equal(one.SlipJSON, eight.SlipJSON) {
			t.Errorf("%s: GOMAXPROCS=1 and 8 give different slips", e.ID)
		}
	}
}

// TestWhitespaceOnlyChangesGiveTheSameSlip: white space inside a line,
// at its ends, the same indentation added to every line, CRLF for LF and
// more blank lines where there was one change nothing. Line breaks, blank
// lines (paragraphs) and indentation relative to the other lines (a
// sub-bullet) are structure, like punctuation.
func TestWhitespaceOnlyChangesGiveTheSameSlip(t *testing.T) {
	p := newPipeline()
	space := regexp.MustCompile(` `)
	for _, e := range loadCorpus(t) {
		base := mustRun(t, p, domain.Request{Decision: e.Decision})
		n := 0
		messy := space.ReplaceAllStringFunc(e.Decision, func(string) string {
			n++
			return []string{"  ", " \u00a0", "   ", " "}[n%4]
		})
		messy = strings.ReplaceAll(messy, "\n\n", "\n \n\t\n")
		messy = "\n \r\n  " + strings.ReplaceAll(messy, "\n", " \r\n  ") + "  \n\n"
		got := mustRun(t, p, domain.Request{Decision: messy})
		if !bytes.Equal(base.SlipJSON, got.SlipJSON) {
			t.Errorf("%s: white space changed the slip", e.ID)
		}
	}
}

func TestIdenticalInputsGiveIdenticalSlips(t *testing.T) {
	p1, p2 := newPipeline(), newPipeline()
	for _, e := range loadCorpus(t) {
		a := mustRun(t, p1, domain.Request{Decision: e.Decision, Mode: domain.ModeCompare})
		b := mustRun(t, p2, domain.Request{Decision: e.Decision, Mode: domain.ModeCompare})
		if !bytes.Equal(a.SlipJSON, b.SlipJSON) || !bytes.Equal(a.ClarifiedJSON, b.ClarifiedJSON) {
			t.Errorf("%s: two pipelines disagree", e.ID)
		}
	}
}

// checkCoherent asserts every rule a slip obeys (slip.Validate), the
// pipeline's number of futures, and no weight without evidence: a weighted
// criterion has evidence on some option (unless no criterion has any, when
// all weigh alike). The last reads the offline engine's wording of cells
// without evidence, so it lives here and not in the domain.
func checkCoherent(t testing.TB, s slip.Slip) {
	t.Helper()
	if err := s.Validate(); err != nil {
		t.Error(err)
	}
	if s.Simulation.Futures != application.Futures {
		t.Errorf("futures %d, want %d", s.Simulation.Futures, application.Futures)
	}
	evidenced := 0
	var unsupported []string
	for j, c := range s.Criteria {
		has := false
		for _, r := range s.Matrix.Rows {
			if j < len(r.Cells) && r.Cells[j].Evidence != decision.NoEvidence && !strings.HasPrefix(r.Cells[j].Evidence, "engine estimate") {
				has = true
			}
		}
		if has {
			evidenced++
		} else if c.Weight > 0 {
			unsupported = append(unsupported, c.ID)
		}
	}
	if evidenced > 0 && len(unsupported) > 0 {
		t.Errorf("criteria %v carry weight without evidence", unsupported)
	}
}

func TestEverySlipIsCoherent(t *testing.T) {
	p := newPipeline()
	auto := false
	for _, e := range loadCorpus(t) {
		for _, req := range []domain.Request{
			{Decision: e.Decision},
			{Decision: e.Decision, Mode: domain.ModeGrill},
			{Decision: e.Decision, Mode: domain.ModeCompare, Auto: &auto},
			{Decision: e.Decision, Answers: []domain.Answer{{Q: "horizon", A: "two years"}, {Q: "What else?", A: "Nothing"}}},
		} {
			out := mustRun(t, p, req)
			checkCoherent(t, out.Slip)
			var round slip.Slip
			if err := json.Unmarshal(out.SlipJSON, &round); err != nil {
				t.Fatal(err)
			}
			checkCoherent(t, round)
		}
	}
}

func TestClarifiedFollowsTheCaller(t *testing.T) {
	p := newPipeline()
	decisionText := "Should I take the Berlin job at 95k or stay in Porto at 52k near my friends?"
	auto := false
	out := mustRun(t, p, domain.Request{Decision: decisionText, Auto: &auto, Answers: []domain.Answer{{Q: "horizon", A: "five years"}}})
	if len(out.Clarified) == 0 {
		t.Fatal("no questions")
	}
	var sawCaller bool
	for _, c := range out.Clarified {
		switch c.Source {
		case slip.SourceCaller:
			sawCaller = sawCaller || c.A == "five years"
			if c.Confidence != nil {
				t.Errorf("caller answer %s carries a confidence", c.ID)
			}
		case slip.SourceUnanswered:
			if !strings.Contains(c.A, "assumed") || c.Confidence != nil {
				t.Errorf("unanswered %s: %q", c.ID, c.A)
			}
		default:
			t.Errorf("auto=false gave source %q for %s", c.Source, c.ID)
		}
	}
	if !sawCaller {
		t.Errorf("caller's answer missing: %+v", out.Clarified)
	}
	out = mustRun(t, p, domain.Request{Decision: decisionText})
	for _, c := range out.Clarified {
		if c.Source != slip.SourceEngine || c.Confidence == nil || *c.Confidence < 0 || *c.Confidence > 1 {
			t.Errorf("auto answer %+v", c)
		}
		want := map[bool]string{true: "low"}[*c.Confidence < 0.4]
		if want == "" {
			want = map[bool]string{true: "medium", false: "high"}[*c.Confidence < 0.7]
		}
		if c.ConfidenceLabel != want {
			t.Errorf("confidence %v labelled %s", *c.Confidence, c.ConfidenceLabel)
		}
	}
	if len(out.Clarified) > 5 {
		t.Errorf("%d questions", len(out.Clarified))
	}
}

// TestWinProbabilitiesRecomputeFromTheSlipAlone re-simulates every corpus
// slip from its matrix, weights and number of futures with an independent
// sampler (ChaCha8, a different seed, the triangular drawn as a mixture of
// two uniforms' min/max rather than by inverse CDF) and asks for agreement
// within 4 combined standard errors.
func TestWinProbabilitiesRecomputeFromTheSlipAlone(t *testing.T) {
	p := newPipeline()
	for _, e := range loadCorpus(t) {
		out := mustRun(t, p, domain.Request{Decision: e.Decision})
		var s slip.Slip
		if err := json.Unmarshal(out.SlipJSON, &s); err != nil {
			t.Fatal(err)
		}
		n := s.Simulation.Futures
		wins := make([]int, len(s.Options))
		rng := rand.New(rand.NewChaCha8([32]byte{'i', 'n', 'd', 'e', 'p'}))
		for range n {
			best, bestV := -1, math.Inf(-1)
			for i, r := range s.Matrix.Rows {
				var v float64
				for j, c := range r.Cells {
					v += s.Criteria[j].Weight * triangularByComposition(rng, c.Low, c.Score, c.High)
				}
				if v > bestV {
					best, bestV = i, v
				}
			}
			wins[best]++
		}
		for i, o := range s.Options {
			got := float64(wins[i]) / float64(n)
			pub := s.Simulation.WinProbability[o.ID]
			se := math.Sqrt(pub*(1-pub)/float64(n) + got*(1-got)/float64(n))
			if math.Abs(got-pub) > 4*se+1e-9 {
				t.Errorf("%s/%s: published %.4f, recomputed %.4f (4 SE = %.4f)", e.ID, o.ID, pub, got, 4*se)
			}
		}
	}
}

// triangularByComposition draws Triangular(a, c, b) as a mixture: with
// probability (c−a)/(b−a) the left branch a + (c−a)·max(U1, U2), else the
// right branch b − (b−c)·max(U1, U2). The max of two uniforms has density
// 2m, which is each branch's triangular shape. No inverse CDF, no shared
// code with the engine.
func triangularByComposition(r *rand.Rand, a, c, b float64) float64 {
	if b <= a {
		return c
	}
	m := math.Max(r.Float64(), r.Float64())
	if r.Float64() < (c-a)/(b-a) {
		return a + (c-a)*m
	}
	return b - (b-c)*m
}

func TestCorpusWinnersAndDominance(t *testing.T) {
	p := newPipeline()
	es := loadCorpus(t)
	for _, path := range blindPaths {
		es = append(es, loadEntries(t, path)...)
	}
	for _, e := range es {
		out := mustRun(t, p, domain.Request{Decision: e.Decision})
		if e.Expect.Winner != "" && !strings.Contains(strings.ToLower(out.Slip.Verdict.Label), strings.ToLower(e.Expect.Winner)) {
			t.Errorf("%s: verdict %q, expected %q", e.ID, out.Slip.Verdict.Label, e.Expect.Winner)
		}
	}
}

// largestLeadOn reports whether option a leads every other option on
// criterion j by at least margin, and by at least as much as on any other
// criterion.
func largestLeadOn(m decision.Matrix, a, j int, margin float64) bool {
	for b, r := range m.Rows {
		if b == a {
			continue
		}
		lead := m.Rows[a].Cells[j].Score - r.Cells[j].Score
		if lead < margin {
			return false
		}
		for k := range r.Cells {
			if m.Rows[a].Cells[k].Score-r.Cells[k].Score > lead {
				return false
			}
		}
	}
	return true
}

// Metamorphic tests. A changed text changes the seed (SPEC §1), so
// simulated numbers are compared within Monte Carlo error (4 SE); the
// deterministic numbers (cells, weights) are compared exactly.

func tolerance(p, q float64) float64 {
	return 4*math.Sqrt((p*(1-p)+q*(1-q))/application.Futures) + 1e-9
}

type optionNumbers struct {
	cells []decision.Cell
	win   float64
}

func numbersByLabel(s slip.Slip) map[string]optionNumbers {
	out := map[string]optionNumbers{}
	for i, o := range s.Options {
		cells := append([]decision.Cell(nil), s.Matrix.Rows[i].Cells...)
		out[strings.ToLower(o.Label)] = optionNumbers{cells: cells, win: s.Simulation.WinProbability[o.ID]}
	}
	return out
}

var (
	orClause  = regexp.MustCompile(`(?i)\s+or\s+`)
	wordRe    = regexp.MustCompile(`[\p{L}\p{N}'-]+`)
	stopWords = map[string]bool{"the": true, "a": true, "an": true, "in": true, "on": true, "our": true, "to": true, "for": true, "of": true, "my": true, "with": true, "and": true}
)

// swapAlternatives rewrites "… X or Y?" as "… Y or X?" where X is anchored
// on a caller option's label: it starts at the earliest word, at most six
// words before "or", that a caller option's label carries, and Y runs to
// the end of the clause. It reports false when no "or" joins an option.
func swapAlternatives(text string, s slip.Slip) (string, bool) {
	keys := map[string]bool{}
	for _, o := range s.Options {
		if o.Origin != decision.FromCaller {
			continue
		}
		for _, w := range wordRe.FindAllString(strings.ToLower(o.Label), -1) {
			if !stopWords[w] {
				keys[w] = true
			}
		}
	}
	for _, or := range orClause.FindAllStringIndex(text, -1) {
		before := text[:or[0]]
		start := -1
		words := wordRe.FindAllStringIndex(before, -1)
		for k := len(words) - 1; k >= 0 && k >= len(words)-6; k-- {
			if strings.ContainsAny(before[words[k][1]:], ",.;:?!\n") {
				break // the clause ended
			}
			if keys[strings.ToLower(before[words[k][0]:words[k][1]])] {
				start = words[k][0]
			}
		}
		if start < 0 {
			continue
		}
		end := or[1] + strings.IndexAny(text[or[1]:]+".", ",.;:?!\n")
		x, y := text[start:or[0]], text[or[1]:end]
		if strings.TrimSpace(y) == "" {
			continue
		}
		atStart := strings.TrimSpace(text[:start]) == "" || strings.ContainsAny(strings.TrimSpace(text[:start])[len(strings.TrimSpace(text[:start]))-1:], ".?!")
		if atStart { // keep the sentence's capital where it was
			x, y = lowerFirst(x), upperFirst(y)
		}
		return text[:start] + y + " or " + x + text[end:], true
	}
	return "", false
}

var listItem = regexp.MustCompile(`(?m)^[ \t]*(?:[-*•]|\d+[.)]|[a-z][.)])[ \t]+.*$`)

// swapListItems exchanges the first two items of a list ("- …", "1) …"),
// renumbering nothing: the labels are the items' text.
func swapListItems(text string) (string, bool) {
	items := listItem.FindAllStringIndex(text, 2)
	if len(items) < 2 {
		return "", false
	}
	x, y := text[items[0][0]:items[0][1]], text[items[1][0]:items[1][1]]
	return text[:items[0][0]] + y + text[items[0][1]:items[1][0]] + x + text[items[1][1]:], true
}

func lowerFirst(s string) string {
	r := []rune(s)
	if len(r) > 1 && !unicode.IsUpper(r[1]) {
		r[0] = unicode.ToLower(r[0])
	}
	return string(r)
}

func upperFirst(s string) string {
	r := []rune(s)
	if len(r) > 0 {
		r[0] = unicode.ToUpper(r[0])
	}
	return string(r)
}

func TestReorderingOptionsChangesNoOptionsNumbers(t *testing.T) {
	p := newPipeline()
	applied := 0
	for _, e := range loadCorpus(t) {
		a := mustRun(t, p, domain.Request{Decision: e.Decision, Mode: domain.ModeCompare})
		swapped, ok := swapAlternatives(e.Decision, a.Slip)
		if !ok {
			swapped, ok = swapListItems(e.Decision)
		}
		if !ok {
			continue
		}
		t.Logf("%s: %q", e.ID, swapped)
		b := mustRun(t, p, domain.Request{Decision: swapped, Mode: domain.ModeCompare})
		na, nb := numbersByLabel(a.Slip), numbersByLabel(b.Slip)
		if len(na) != len(nb) {
			t.Logf("%s: reordering changes the option set; not applicable", e.ID)
			continue
		}
		same := true
		for label := range na {
			if _, ok := nb[label]; !ok {
				same = false
			}
		}
		if !same {
			t.Logf("%s: reordering changes the labels; not applicable", e.ID)
			continue
		}
		applied++
		for label, u := range na {
			v := nb[label]
			// Evidence quotes the text, which the reordering changed; the
			// numbers must not change.
			if fmt.Sprint(numCells(u.cells)) != fmt.Sprint(numCells(v.cells)) {
				t.Errorf("%s: %q's cells changed when options were reordered\n%v\n%v", e.ID, label, u.cells, v.cells)
			}
			if math.Abs(u.win-v.win) > tolerance(u.win, v.win) {
				t.Errorf("%s: %q's win probability %v → %v", e.ID, label, u.win, v.win)
			}
		}
	}
	t.Logf("reordering applied to %d corpus entries", applied)
	if applied < 5 {
		t.Errorf("reordering applied to only %d entries", applied)
	}
}

func TestEmphasisRaisesTheWeightAndHelpsTheOptionBestOnIt(t *testing.T) {
	p := newPipeline()
	raised, applied := 0, 0
	for _, e := range loadCorpus(t) {
		base := mustRun(t, p, domain.Request{Decision: e.Decision, Mode: domain.ModeCompare}).Slip
		top := 0.0
		for _, c := range base.Criteria {
			top = math.Max(top, c.Weight)
		}
		for j, crit := range base.Criteria {
			if crit.Weight >= top || crit.Weight == 0 {
				continue // already matters most, or no option has evidence on it
			}
			text := strings.TrimSpace(e.Decision) + " " + crit.Label + " matters most to me."
			got := mustRun(t, p, domain.Request{Decision: text, Mode: domain.ModeCompare}).Slip
			after := -1.0
			for _, c := range got.Criteria {
				if c.ID == crit.ID {
					after = c.Weight
				}
			}
			raised++
			if after <= crit.Weight {
				t.Errorf("%s: %q matters most, but its weight went %v → %v", e.ID, crit.Label, crit.Weight, after)
				continue
			}
			// The win-probability half applies where emphasis can only
			// help in expectation: the option best on X leads every rival
			// on X by at least the close-call margin (1 point, 10% of the
			// scale; a smaller lead is noise) and X is where its lead over
			// each rival is largest. Raising X to rank 1 takes weight only
			// from criteria where its lead is smaller, so its expected
			// margin over every rival cannot shrink.
			bi := -1
			for i, r := range base.Matrix.Rows {
				if bi < 0 || r.Cells[j].Score > base.Matrix.Rows[bi].Cells[j].Score {
					bi = i
				}
			}
			if !largestLeadOn(base.Matrix, bi, j, redteam.CloseCallMargin) {
				continue
			}
			best := strings.ToLower(base.Options[bi].Label)
			applied++
			u, v := numbersByLabel(base)[best], numbersByLabel(got)[best]
			if v.win < u.win-tolerance(u.win, v.win) {
				t.Errorf("%s: %q is best on %s, but its win probability fell %v → %v when %s was emphasised", e.ID, best, crit.ID, u.win, v.win, crit.ID)
			}
		}
	}
	t.Logf("emphasis raised the weight in %d cases; the win-probability half applied to %d", raised, applied)
	if raised < 20 || applied < 5 {
		t.Errorf("too few cases: %d raised, %d applied", raised, applied)
	}
}

// TestADominatedOptionNeverWins: no caller option another caller option
// dominates takes the verdict; an engine option that dominates the
// verdict is named in the headline.
func TestADominatedOptionNeverWins(t *testing.T) {
	p := newPipeline()
	named := 0
	for _, e := range loadCorpus(t) {
		for _, mode := range []string{"", domain.ModeCompare, domain.ModeGrill} {
			s := mustRun(t, p, domain.Request{Decision: e.Decision, Mode: mode}).Slip
			if err := s.Validate(); errors.Is(err, slip.ErrIncoherent) && strings.Contains(err.Error(), "dominated") {
				t.Errorf("%s (%s): %v", e.ID, mode, err)
			}
			_, modes, _ := s.Matrix.Bounds()
			leader := slices.IndexFunc(s.Options, func(o decision.Option) bool { return o.ID == s.Verdict.OptionID })
			for i, o := range s.Options {
				if o.Origin != decision.FromEngine || ruledOut(s, o.ID) || !decision.Dominated([][]float64{modes[leader], modes[i]})[0] {
					continue
				}
				named++
				if s.Verdict.GrillVerdict != slip.Reverse && !strings.Contains(s.Headline, "Worth considering first") {
					t.Errorf("%s (%s): %s dominates the verdict %s and the headline says nothing: %s", e.ID, mode, o.ID, s.Verdict.OptionID, s.Headline)
				}
			}
		}
	}
	t.Logf("%d engine options dominated the verdict", named)
}

func ruledOut(s slip.Slip, id string) bool {
	for _, c := range s.Constraints {
		for _, r := range c.RuledOut {
			if r.OptionID == id {
				return true
			}
		}
	}
	return false
}

// properName finds a name the caller gave an option: a capitalised word of
// a caller option's label that never opens a sentence in the text (so
// "Rewrite …?" and "Public school …" are not names) and that one label
// alone carries. It returns a pattern for the name and its aliases: every
// word sharing its first five letters ("PostgreSQL", "Postgres") and its
// numeronym ("k8s" for "Kubernetes"), with the numeronym's replacement.
func properName(text string, s slip.Slip) (*regexp.Regexp, string) {
	counts := map[string]int{}
	for _, o := range s.Options {
		for _, w := range regexp.MustCompile(`[\p{L}\p{N}]+`).FindAllString(strings.ToLower(o.Label), -1) {
			counts[w]++
		}
	}
	for _, o := range s.Options {
		if o.Origin != decision.FromCaller {
			continue
		}
		for _, w := range regexp.MustCompile(`\b\p{Lu}[\p{L}]{3,}\b`).FindAllString(o.Label, -1) {
			if counts[strings.ToLower(w)] != 1 {
				continue
			}
			opens := regexp.MustCompile(`(^|[.?!:]\s+|\n\s*)` + regexp.QuoteMeta(w) + `\b`)
			if opens.MatchString(text) || !strings.Contains(text, w) {
				continue
			}
			stem := []rune(w)
			if len(stem) > 5 {
				stem = stem[:5]
			}
			lw := []rune(strings.ToLower(w))
			numeronym := fmt.Sprintf("%c%d%c", lw[0], len(lw)-2, lw[len(lw)-1])
			return regexp.MustCompile(`(?i)\b(` + regexp.QuoteMeta(string(stem)) + `[\p{L}\p{N}]*|` + numeronym + `)\b`), numeronym
		}
	}
	return nil, ""
}

func TestRenamingAnOptionChangesNoNumber(t *testing.T) {
	p := newPipeline()
	applied := 0
	for _, e := range loadCorpus(t) {
		a := mustRun(t, p, domain.Request{Decision: e.Decision, Mode: domain.ModeCompare}).Slip
		name, numeronym := properName(e.Decision, a)
		if name == nil {
			continue
		}
		renamed := name.ReplaceAllStringFunc(e.Decision, func(m string) string {
			if strings.EqualFold(m, numeronym) {
				return "z5h" // Zorvath's numeronym
			}
			return "Zorvath"
		})
		b := mustRun(t, p, domain.Request{Decision: renamed, Mode: domain.ModeCompare}).Slip
		if len(a.Options) != len(b.Options) {
			t.Errorf("%s: renaming %s changed the number of options %d → %d", e.ID, name, len(a.Options), len(b.Options))
			continue
		}
		applied++
		// The renamed option has a new id (and so, maybe, a new place in
		// the canonical order); every other keeps its id.
		inA := map[string]bool{}
		for _, o := range a.Options {
			inA[o.ID] = true
		}
		renamedID := ""
		for _, o := range b.Options {
			if !inA[o.ID] {
				renamedID = o.ID
			}
		}
		rowB := map[string]int{}
		for k, o := range b.Options {
			rowB[o.ID] = k
		}
		for i, o := range a.Options {
			k, ok := rowB[o.ID]
			if !ok {
				k, ok = rowB[renamedID]
			}
			if !ok {
				t.Errorf("%s: renaming %s lost option %s", e.ID, name, o.ID)
				continue
			}
			if fmt.Sprint(numCells(a.Matrix.Rows[i].Cells)) != fmt.Sprint(numCells(b.Matrix.Rows[k].Cells)) {
				t.Errorf("%s: renaming %s changed option %s's cells\n%v\n%v", e.ID, name, o.ID, numCells(a.Matrix.Rows[i].Cells), numCells(b.Matrix.Rows[k].Cells))
			}
			u, v := a.Simulation.WinProbability[o.ID], b.Simulation.WinProbability[b.Options[k].ID]
			if math.Abs(u-v) > tolerance(u, v) {
				t.Errorf("%s: renaming %s moved option %s's win probability %v → %v", e.ID, name, o.ID, u, v)
			}
		}
		for j := range a.Criteria {
			if a.Criteria[j] != b.Criteria[j] {
				t.Errorf("%s: renaming changed criterion %d: %+v → %+v", e.ID, j, a.Criteria[j], b.Criteria[j])
			}
		}
	}
	t.Logf("renaming applied to %d corpus entries", applied)
	if applied < 5 {
		t.Errorf("renaming applied to only %d entries", applied)
	}
}

// numCells keeps a cell's numbers, not its evidence text (which quotes the
// renamed words).
func numCells(cells []decision.Cell) [][3]float64 {
	out := make([][3]float64, len(cells))
	for i, c := range cells {
		out[i] = [3]float64{c.Low, c.Score, c.High}
	}
	return out
}

func FuzzPipeline(f *testing.F) {
	for _, e := range loadCorpus(f) {
		f.Add(e.Decision)
	}
	f.Add("x or y or z or w or v or u or t or s or r or q or p")
	f.Add("????????????????????????????????")
	f.Add("- a\n- b\n- c\n- d\n- e\n- f\n- g\n- h\n- i\n- j\n- k")
	p := newPipeline()
	f.Fuzz(func(t *testing.T, text string) {
		if !utf8.ValidString(text) {
			return
		}
		out, err := p.Run(context.Background(), domain.Request{Decision: text})
		n := utf8.RuneCountInString(strings.TrimSpace(text))
		if n < domain.MinDecisionRunes || n > domain.MaxDecisionRunes {
			if !errors.Is(err, domain.ErrInvalid) {
				t.Fatalf("%d code points: want a validation error, got %v", n, err)
			}
			return
		}
		if err != nil {
			t.Fatalf("valid text failed: %v", err)
		}
		checkCoherent(t, out.Slip)
	})
}

func BenchmarkPipeline(b *testing.B) {
	p := newPipeline()
	corpus := loadCorpus(b)
	b.Run("corpus", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			mustRun(b, p, domain.Request{Decision: corpus[i%len(corpus)].Decision})
			i++
		}
	})
	long := longDecision()
	b.Run("6000chars", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			mustRun(b, p, domain.Request{Decision: long})
		}
	})
}

// longDecision is a 6,000-code-point decision built from the corpus's
// sentences, the worst case the API admits.
func longDecision() string {
	var b strings.Builder
	b.WriteString("Should we move the platform to Kubernetes, stay on VMs, or adopt Cloud Run? ")
	filler := []string{
		"The team is small and nobody knows Kubernetes deeply, which is a risk. ",
		"Our bill is 3k per month and cost matters most to me. ",
		"Deploys on the VMs are slow and scary but reliability has been fine. ",
		"Cloud Run would be cheaper for stateless services but locks us in. ",
		"Hiring for Kubernetes skills is easier than for Ansible. ",
	}
	for i := 0; utf8.RuneCountInString(b.String()) < domain.MaxDecisionRunes-80; i++ {
		b.WriteString(filler[i%len(filler)])
	}
	s := b.String()
	for utf8.RuneCountInString(s) > domain.MaxDecisionRunes {
		s = s[:len(s)-1]
	}
	return s
}
