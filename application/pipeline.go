package application

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"
	"unicode"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/domain/audit"
	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/domain/redteam"
	"github.com/verdicthq/verdict/domain/simulate"
	"github.com/verdicthq/verdict/domain/slip"
	"github.com/verdicthq/verdict/ports"
)

// Futures is the number of simulated futures per run (SPEC §1).
const Futures = 5000

// PipelineVersion changes whenever the pipeline's arithmetic changes; with
// the reasoner's version it feeds every seed, so a new engine never
// reproduces an old slip's numbers by accident.
const PipelineVersion = "5"

// Limits on what the reasoner may return; more is cut, in order.
const (
	maxOptions   = 8
	maxCriteria  = 8
	maxQuestions = 5
)

// Pipeline runs the six stages of SPEC §1 in order and assembles the slip.
// It is safe for concurrent use.
type Pipeline struct {
	reasoner ports.Reasoner
}

// NewPipeline returns a pipeline over the reasoner.
func NewPipeline(r ports.Reasoner) *Pipeline { return &Pipeline{reasoner: r} }

// Outcome is one run's result: the slip and the answered questions, with
// their exact JSON, which is what gets stored and returned.
type Outcome struct {
	Mode          string
	Slip          slip.Slip
	Clarified     []slip.Clarified
	SlipJSON      json.RawMessage
	ClarifiedJSON json.RawMessage
}

// Clarify runs the clarify stage alone (the free endpoint) and returns the
// questions with the engine's suggested answers and the resolved mode.
// Errors: *domain.ValidationError for a bad request; anything else is an
// engine failure.
func (p *Pipeline) Clarify(ctx context.Context, req domain.Request) ([]slip.Clarified, string, error) {
	if err := req.Validate(); err != nil {
		return nil, "", err
	}
	text := domain.ReadingForm(req.Decision)
	c, mode, _, err := p.clarify(ctx, req, text)
	if err != nil {
		return nil, "", err
	}
	return c, mode, nil
}

// clarify asks the reasoner, resolves the mode and merges the caller's
// answers into the engine's questions.
func (p *Pipeline) clarify(ctx context.Context, req domain.Request, text string) ([]slip.Clarified, string, string, error) {
	cl, err := p.reasoner.Clarify(ctx, ports.ClarifyInput{Decision: text, Mode: req.Mode})
	if err != nil {
		return nil, "", "", fmt.Errorf("clarify: %w", err)
	}
	mode, source := req.Mode, "caller"
	if mode == "" {
		mode, source = cl.InferredMode, "inferred"
		switch mode {
		case domain.ModeDecide, domain.ModeCompare, domain.ModeGrill:
		default:
			mode = domain.ModeDecide
		}
	}
	return mergeAnswers(cl.Questions, req), mode, source, nil
}

// mergeAnswers builds clarified[]: the engine's questions (at most 5) with
// the caller's answer where the caller answered one (matched by id or by
// question text), else the engine's own answer (auto) or a stated neutral
// assumption (auto: false); then the caller's answers to questions nobody
// asked, in the caller's order.
func mergeAnswers(questions []ports.Question, req domain.Request) []slip.Clarified {
	if len(questions) > maxQuestions {
		questions = questions[:maxQuestions]
	}
	used := make([]bool, len(req.Answers))
	out := make([]slip.Clarified, 0, len(questions)+len(req.Answers))
	for _, q := range questions {
		c := slip.Clarified{ID: q.ID, Q: q.Q}
		if i := matchAnswer(q, req.Answers, used); i >= 0 {
			used[i] = true
			c.A, c.Source = domain.CollapseSpace(req.Answers[i].A), slip.SourceCaller
		} else if req.AutoAnswer() {
			conf := round(clamp(q.Confidence, 0, 1), 2)
			c.A, c.Source = q.Suggested, slip.SourceEngine
			c.Confidence, c.ConfidenceLabel = &conf, confidenceLabel(conf)
		} else {
			c.A, c.Source = "Not answered; assumed: "+q.Neutral, slip.SourceUnanswered
		}
		out = append(out, c)
	}
	for i, a := range req.Answers {
		if !used[i] {
			out = append(out, slip.Clarified{
				ID: fmt.Sprintf("caller_%d", i+1), Q: domain.CollapseSpace(a.Q),
				A: domain.CollapseSpace(a.A), Source: slip.SourceCaller,
			})
		}
	}
	return out
}

func matchAnswer(q ports.Question, answers []domain.Answer, used []bool) int {
	for i, a := range answers {
		if used[i] {
			continue
		}
		k := strings.ToLower(domain.CollapseSpace(a.Q))
		if k == strings.ToLower(q.ID) || k == strings.ToLower(domain.CollapseSpace(q.Q)) {
			return i
		}
	}
	return -1
}

// confidenceLabel follows SPEC §2: low < 0.4 ≤ medium < 0.7 ≤ high.
func confidenceLabel(c float64) string {
	switch {
	case c < 0.4:
		return "low"
	case c < 0.7:
		return "medium"
	default:
		return "high"
	}
}

// ErrPanic wraps a panic inside a stage: an engine failure like any other,
// so the run fails and is refunded instead of staying charged.
var ErrPanic = errors.New("engine panic")

// Run validates req and runs every stage. Errors: *domain.ValidationError
// for a bad request; anything else is an engine failure (the caller's run
// fails and is refunded), including a panic in a stage (ErrPanic).
func (p *Pipeline) Run(ctx context.Context, req domain.Request) (Outcome, error) {
	return p.RunReporting(ctx, req, nil)
}

// RunReporting is Run, reporting each stage to progress as it starts and
// when it is done (nil: to nobody).
func (p *Pipeline) RunReporting(ctx context.Context, req domain.Request, progress ports.Progress) (out Outcome, err error) {
	if err := req.Validate(); err != nil {
		return Outcome{}, err
	}
	defer func() {
		if r := recover(); r != nil {
			out, err = Outcome{}, fmt.Errorf("%w: %v", ErrPanic, r)
		}
	}()
	return p.run(ctx, req, stages{ctx, progress})
}

func (p *Pipeline) run(ctx context.Context, req domain.Request, st stages) (Outcome, error) {
	text := domain.ReadingForm(req.Decision)
	eng := p.reasoner.Engine()

	// Stage 1: clarify.
	st.start(domain.StageClarify)
	clarified, mode, modeSource, err := p.clarify(ctx, req, text)
	if err != nil {
		return Outcome{}, err
	}
	st.done(domain.StageClarify, clarifySummary(clarified, mode, modeSource))
	inputHash := sha256.Sum256([]byte(domain.Canonical(req, mode)))
	// Later stages read the caller's answers only: the engine's own
	// suggestions were read from this same text, and fed back they would
	// pass for the caller's word (a suggested "priorities" answer would
	// outrank what the text itself stresses).
	var answers []ports.Answer
	for _, c := range clarified {
		if c.Source == slip.SourceCaller {
			answers = append(answers, ports.Answer{ID: c.ID, Q: c.Q, A: c.A})
		}
	}

	// Stage 2: widen.
	st.start(domain.StageWiden)
	drafts, err := p.reasoner.Widen(ctx, ports.WidenInput{Decision: text, Mode: mode, Answers: answers})
	if err != nil {
		return Outcome{}, fmt.Errorf("widen: %w", err)
	}
	options, refs, err := buildOptions(drafts)
	if err != nil {
		return Outcome{}, fmt.Errorf("widen: %w", err)
	}
	st.done(domain.StageWiden, widenSummary(options))

	// Stage 3: locked-weight scoring. The weights are derived and hashed
	// before the reasoner is asked for a single score, and Assess never
	// sees them.
	st.start(domain.StageScore)
	cdrafts, err := p.reasoner.Criteria(ctx, ports.CriteriaInput{Decision: text, Mode: mode, Answers: answers, Options: refs})
	if err != nil {
		return Outcome{}, fmt.Errorf("criteria: %w", err)
	}
	criteria, err := buildCriteria(cdrafts)
	if err != nil {
		return Outcome{}, fmt.Errorf("criteria: %w", err)
	}
	lock := slip.WeightsLock{Hash: decision.WeightsLock(criteria), Algorithm: decision.LockAlgorithm}
	crefs := make([]ports.CriterionRef, len(criteria))
	weights := make([]float64, len(criteria))
	for j, c := range criteria {
		crefs[j] = ports.CriterionRef{ID: c.ID, Label: c.Label}
		weights[j] = c.Weight
	}
	assessment, err := p.reasoner.Assess(ctx, ports.AssessInput{Decision: text, Mode: mode, Answers: answers, Options: refs, Criteria: crefs})
	if err != nil {
		return Outcome{}, fmt.Errorf("assess: %w", err)
	}
	matrix := buildMatrix(options, criteria, assessment.Cells)
	low, modes, high := matrix.Bounds()
	constraints, eligible := vetoes(options, assessment.Constraints)
	if err := ctx.Err(); err != nil {
		return Outcome{}, err
	}
	seed := modelSeed(eng, mode, options, criteria, matrix, eligible)
	st.done(domain.StageScore, scoreSummary(criteria, lock, len(options)))

	// Stage 4: simulated futures; an option a hard constraint rules out
	// ranks after every other in every future.
	st.start(domain.StageSimulate)
	sim := simulate.Run(simulate.Input{Low: low, Mode: modes, High: high, Weights: weights, Futures: Futures, Seed: seed, Eligible: eligible})
	dominated := callerDominated(options, modes, eligible)
	leader := pickLeader(sim, dominated, options, eligible)
	runnerUp := pickRunnerUp(sim, leader)
	st.done(domain.StageSimulate, simulateSummary(options, sim, leader))

	// Stage 5: red team.
	st.start(domain.StageRedTeam)
	rt, drivers := redTeam(options, criteria, modes, weights, sim, leader, runnerUp)
	st.done(domain.StageRedTeam, redTeamSummary(options, rt, runnerUp))

	// Stage 6: blind audit, on its own seed stream and its own framing.
	st.start(domain.StageAudit)
	au, tau, err := p.blindAudit(ctx, text, mode, answers, options, refs, sim, dominated, eligible, leader, lock.Hash, criteria, seed)
	if err != nil {
		return Outcome{}, fmt.Errorf("audit: %w", err)
	}
	st.done(domain.StageAudit, auditSummary(options, au))

	// Advice around the numbers.
	voi := redteam.ValueOfInformation(low, modes, high, weights, leader)
	if len(voi) > 5 {
		voi = voi[:5]
	}
	nin := ports.NarrateInput{Decision: text, Mode: mode, Leader: refs[leader], RunnerUp: refs[runnerUp], Reversibility: reversibility(options[leader], criteria, modes[leader]),
		Options: refs, Facts: assessment.Facts}
	for _, j := range drivers {
		nin.Drivers = append(nin.Drivers, crefs[j])
	}
	for _, v := range voi {
		c := matrix.Rows[v.Option].Cells[v.Criterion]
		nin.Cells = append(nin.Cells, ports.CellRef{OptionID: options[v.Option].ID, CriterionID: c.CriterionID, Score: c.Score, Evidence: c.Evidence})
	}
	nar, err := p.reasoner.Narrate(ctx, nin)
	if err != nil {
		return Outcome{}, fmt.Errorf("narrate: %w", err)
	}
	rt.Premortem = nonNil(nar.Premortem)
	for _, a := range nar.Assumptions {
		rt.Attacks = append(rt.Attacks, slip.Attack{Kind: "assumption", Target: options[leader].ID, Detail: a})
	}
	// An answer the engine gave itself with low confidence is an
	// assumption, not a reading of the text (ENGINE.md "Clarify answers
	// you can trust"): the slip says so.
	for _, c := range clarified {
		if c.Source == slip.SourceEngine && c.ConfidenceLabel == "low" {
			rt.Attacks = append(rt.Attacks, slip.Attack{Kind: "assumption", Target: options[leader].ID,
				Detail: "Assumed, not read from the text: " + c.Q + " " + c.A})
		}
	}

	s := slip.Slip{
		Engine:      slip.Engine{Name: eng.Name, Version: eng.Version + "+pipeline." + PipelineVersion},
		Mode:        mode,
		ModeSource:  modeSource,
		Seed:        hex.EncodeToString(seed[:]),
		InputHash:   hex.EncodeToString(inputHash[:]),
		Options:     options,
		Criteria:    criteria,
		WeightsLock: lock,
		Matrix:      matrix,
		Constraints: constraints,
		Facts:       slipFacts(assessment.Facts, options, criteria),
		Simulation:  simulation(options, sim),
		Podium:      podium(options, sim, eligible),
		RedTeam:     rt,
		Audit:       au,
		DualVerdict: dualVerdict(options, sim),
		ExitPlan:    slip.ExitPlan{Reversibility: nar.Exit.Reversibility, Steps: nonNil(nar.Exit.Steps), Cost: nar.Exit.Cost},
	}
	s.KillCriteria = make([]slip.KillCriterion, 0, len(nar.KillCriteria))
	for _, k := range nar.KillCriteria {
		s.KillCriteria = append(s.KillCriteria, slip.KillCriterion(k))
	}
	s.Verification = make([]slip.Verification, 0, len(nar.Verification))
	for _, v := range nar.Verification {
		s.Verification = append(s.Verification, slip.Verification(v))
	}
	conf := confidence(sim.WinProb[leader], tau, rt, au.Agrees)
	s.Verdict = slip.Verdict{
		OptionID:        options[leader].ID,
		Label:           options[leader].Label,
		WinProbability:  sim.WinProb[leader],
		Confidence:      conf,
		ConfidenceLabel: confidenceLabel(conf),
	}
	plan, alt := leader, -1
	if mode == domain.ModeGrill {
		s.Verdict.GrillVerdict, plan, alt = grillVerdict(options, sim, leader, rt, eligible)
	}
	s.Headline = headline(s, options, sim, plan, alt)
	if s.Verdict.GrillVerdict != slip.Reverse {
		s.Headline += worthConsidering(options, sim, modes, leader, eligible)
	}

	slipJSON, err := json.Marshal(s)
	if err != nil {
		return Outcome{}, fmt.Errorf("encode slip: %w", err)
	}
	clarJSON, err := json.Marshal(clarified)
	if err != nil {
		return Outcome{}, fmt.Errorf("encode clarified: %w", err)
	}
	return Outcome{Mode: mode, Slip: s, Clarified: clarified, SlipJSON: slipJSON, ClarifiedJSON: clarJSON}, nil
}

// errFraming is a reasoner output the pipeline cannot use.
var errFraming = errors.New("unusable framing")

// buildOptions assigns ids (slugs of the labels, made unique in order) and
// keeps at most maxOptions, caller options first as the reasoner gave them.
// An engine option's parent label becomes the parent's id; a parent that
// is not among the options is dropped.
func buildOptions(drafts []ports.OptionDraft) ([]decision.Option, []ports.OptionRef, error) {
	if len(drafts) > maxOptions {
		drafts = drafts[:maxOptions]
	}
	if len(drafts) < 2 {
		return nil, nil, fmt.Errorf("%w: %d options, need at least 2", errFraming, len(drafts))
	}
	seen := map[string]bool{}
	options := make([]decision.Option, len(drafts))
	refs := make([]ports.OptionRef, len(drafts))
	byLabel := map[string]string{}
	for i, d := range drafts {
		id := uniqueID(slugify(d.Label, "option"), seen)
		origin := d.Origin
		if origin != decision.FromEngine {
			origin = decision.FromCaller
		}
		options[i] = decision.Option{ID: id, Label: d.Label, Origin: origin, Kind: d.Kind, Description: d.Description, Chosen: d.Chosen}
		refs[i] = ports.OptionRef{ID: id, Label: d.Label, Origin: origin, Kind: d.Kind, Aliases: d.Aliases}
		if origin == decision.FromCaller {
			if _, dup := byLabel[d.Label]; !dup {
				byLabel[d.Label] = id
			}
		}
	}
	for i, d := range drafts {
		if pid, ok := byLabel[d.Parent]; ok && options[i].Origin == decision.FromEngine && d.Parent != "" {
			options[i].Parent, refs[i].Parent = pid, pid
		}
	}
	// The canonical order (SPEC §1): the caller's options, then the
	// engine's, each by id. The order the text named them in reaches no
	// number: the reasoner, the simulation and every tie see this order.
	order := make([]int, len(options))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		oa, ob := options[order[a]], options[order[b]]
		if (oa.Origin == decision.FromEngine) != (ob.Origin == decision.FromEngine) {
			return oa.Origin != decision.FromEngine
		}
		return oa.ID < ob.ID
	})
	sortedOptions := make([]decision.Option, len(options))
	sortedRefs := make([]ports.OptionRef, len(refs))
	for k, i := range order {
		sortedOptions[k], sortedRefs[k] = options[i], refs[i]
	}
	return sortedOptions, sortedRefs, nil
}

func ruledOutBy(c slip.Constraint, id string) bool {
	for _, r := range c.RuledOut {
		if r.OptionID == id {
			return true
		}
	}
	return false
}

// slipFacts keeps the facts of the options and criteria the slip has, in
// the reasoner's order; a criterion id the pipeline does not know is
// cleared, a value is rounded to the published precision.
func slipFacts(fs []ports.Fact, options []decision.Option, criteria []decision.Criterion) []slip.Fact {
	opt, crit := map[string]bool{}, map[string]bool{}
	for _, o := range options {
		opt[o.ID] = true
	}
	for _, c := range criteria {
		crit[c.ID] = true
	}
	out := make([]slip.Fact, 0, len(fs))
	for _, f := range fs {
		if !opt[f.OptionID] || math.IsNaN(f.Value) || math.IsInf(f.Value, 0) {
			continue
		}
		c := f.CriterionID
		if !crit[c] {
			c = ""
		}
		better := f.Better
		if better != "higher" && better != "lower" {
			better = ""
		}
		out = append(out, slip.Fact{OptionID: f.OptionID, Attribute: f.Attribute, Value: round(f.Value, 6), Unit: f.Unit,
			Better: better, CriterionID: c, Text: f.Text})
	}
	return out
}

// vetoes turns the reasoner's constraints into the slip's and marks the
// options they rule out. A constraint that would rule out every option
// rules out none (the text contradicts itself; the slip still lists it).
func vetoes(options []decision.Option, cs []ports.Constraint) ([]slip.Constraint, []bool) {
	index := map[string]int{}
	for i, o := range options {
		index[o.ID] = i
	}
	eligible := make([]bool, len(options))
	for i := range eligible {
		eligible[i] = true
	}
	out := make([]slip.Constraint, 0, len(cs))
	for _, c := range cs {
		sc := slip.Constraint{Text: c.Text, Kind: c.Kind, RuledOut: []slip.RuledOut{}}
		for _, b := range c.Breaches {
			i, ok := index[b.OptionID]
			if !ok {
				continue
			}
			sc.RuledOut = append(sc.RuledOut, slip.RuledOut{OptionID: b.OptionID, Evidence: b.Evidence})
			eligible[i] = false
		}
		// An engine option built on a ruled-out option breaks the limit too.
		for i, o := range options {
			if o.Origin != decision.FromEngine || o.Parent == "" || !eligible[i] {
				continue
			}
			if p, ok := index[o.Parent]; ok && !eligible[p] && ruledOutBy(sc, o.Parent) {
				sc.RuledOut = append(sc.RuledOut, slip.RuledOut{OptionID: o.ID, Evidence: "built on " + options[p].Label + ", which this rules out"})
				eligible[i] = false
			}
		}
		out = append(out, sc)
	}
	any := false
	for _, e := range eligible {
		any = any || e
	}
	if !any {
		for i := range eligible {
			eligible[i] = true
		}
	}
	return out, eligible
}

// buildCriteria turns ordinal ranks into ROC weights (Barron & Barrett
// 1996), rounded and summing to exactly 1. A criterion no option has
// evidence on gets weight 0; when none has evidence, all weigh the same
// (every cell is then neutral, and the slip says nothing tells the
// options apart).
func buildCriteria(drafts []ports.CriterionDraft) ([]decision.Criterion, error) {
	if len(drafts) > maxCriteria {
		drafts = drafts[:maxCriteria]
	}
	if len(drafts) == 0 {
		return nil, fmt.Errorf("%w: no criteria", errFraming)
	}
	seen := map[string]bool{}
	var ranks []int
	var weighed []int
	out := make([]decision.Criterion, len(drafts))
	for i, d := range drafts {
		out[i] = decision.Criterion{ID: uniqueID(slugify(d.ID, "criterion"), seen), Label: d.Label}
		if !d.NoEvidence {
			ranks = append(ranks, max(d.Rank, 1))
			weighed = append(weighed, i)
		}
	}
	if len(weighed) == 0 {
		for i := range drafts {
			ranks = append(ranks, 1)
			weighed = append(weighed, i)
		}
	}
	for k, w := range decision.ROCWeights(ranks) {
		out[weighed[k]].Weight = w
	}
	// The canonical order: heaviest first, ties by id.
	sort.SliceStable(out, func(a, b int) bool {
		if out[a].Weight != out[b].Weight {
			return out[a].Weight > out[b].Weight
		}
		return out[a].ID < out[b].ID
	})
	return out, nil
}

// modelSeed is the root of every random stream (SPEC §1): a hash of the
// canonical decision model — the resolved mode, the criteria and their
// locked weights, the options and whether a limit rules them out, every
// cell's three points and distribution, in the canonical order — and the
// engine's versions. A text the engine reads into the same model draws
// the same futures, whatever its wording.
func modelSeed(eng ports.EngineInfo, mode string, options []decision.Option, criteria []decision.Criterion, m decision.Matrix, eligible []bool) [32]byte {
	var b strings.Builder
	fmt.Fprintf(&b, "mode=%s\n", mode)
	for _, c := range criteria {
		fmt.Fprintf(&b, "c:%s=%.6f\n", c.ID, c.Weight)
	}
	for i, o := range options {
		fmt.Fprintf(&b, "o:%s eligible=%t\n", o.ID, eligible[i])
	}
	for i, row := range m.Rows {
		for j, c := range row.Cells {
			fmt.Fprintf(&b, "x:%s/%s=%.2f,%.2f,%.2f,%s\n", options[i].ID, criteria[j].ID, c.Low, c.Score, c.High, c.Dist)
		}
	}
	return sha256.Sum256([]byte("verdict/seed\x00" + eng.Name + "\x00" + eng.Version + "\x00" + PipelineVersion + "\x00" + b.String()))
}

// Cell mapping: on the criterion's fixed anchors 5 is neutral; a lean moves
// the mode up to 4 points; support narrows the interval from ±4 (nothing
// said) to ±1 (a hard fact). Never relative to the other options.
func cellFrom(a ports.CellAssessment, found bool) decision.Cell {
	lean, support := 0.0, 0.0
	evidence := "no evidence in the text"
	if found {
		lean, support = clamp(a.Lean, -1, 1), clamp(a.Support, 0, 1)
		if math.IsNaN(lean) {
			lean = 0
		}
		if math.IsNaN(support) {
			support = 0
		}
		if strings.TrimSpace(a.Evidence) != "" {
			evidence = a.Evidence
		}
	}
	score := round(5+4*lean, 2)
	half := 1 + 3*(1-support)
	return decision.Cell{
		Score:    score,
		Low:      round(math.Max(0, score-half), 2),
		High:     round(math.Min(10, score+half), 2),
		Dist:     decision.Triangular,
		Evidence: evidence,
	}
}

func buildMatrix(options []decision.Option, criteria []decision.Criterion, cells []ports.CellAssessment) decision.Matrix {
	type key struct{ o, c string }
	byKey := make(map[key]ports.CellAssessment, len(cells))
	for _, c := range cells {
		k := key{c.OptionID, c.CriterionID}
		if _, dup := byKey[k]; !dup {
			byKey[k] = c
		}
	}
	m := decision.Matrix{Criteria: make([]string, len(criteria)), Rows: make([]decision.Row, len(options))}
	for j, c := range criteria {
		m.Criteria[j] = c.ID
	}
	for i, o := range options {
		row := decision.Row{OptionID: o.ID, Cells: make([]decision.Cell, len(criteria))}
		var total float64
		for j, c := range criteria {
			a, ok := byKey[key{o.ID, c.ID}]
			cell := cellFrom(a, ok)
			cell.CriterionID = c.ID
			row.Cells[j] = cell
			total += c.Weight * cell.Score
		}
		row.WeightedTotal = round(total, 4)
		m.Rows[i] = row
	}
	return m
}

// callerDominated marks the caller options another caller option
// dominates (Pareto on the modes). The engine's options are advice: one
// that dominates a caller option is named in the headline, not used to
// rule it out.
func callerDominated(options []decision.Option, modes [][]float64, eligible []bool) []bool {
	var rows [][]float64
	var idx []int
	for i, o := range options {
		if o.Origin == decision.FromCaller && eligible[i] {
			rows = append(rows, modes[i])
			idx = append(idx, i)
		}
	}
	out := make([]bool, len(options))
	for k, d := range decision.Dominated(rows) {
		out[idx[k]] = d
	}
	return out
}

// pickLeader is the verdict: among the caller's options that no hard
// constraint rules out and no other option dominates, the one with the
// highest win probability (ties: expected score, then order). The
// engine's options are advice: one takes the verdict only when no caller
// option can (ENGINE.md "Engine options").
func pickLeader(sim simulate.Result, dominated []bool, options []decision.Option, eligible []bool) int {
	best := -1
	for pass := 0; pass < 3 && best < 0; pass++ {
		for i := range sim.WinProb {
			if pass < 2 && options[i].Origin != decision.FromCaller || pass < 1 && dominated[i] || !eligible[i] {
				continue
			}
			if best < 0 || sim.Wins[i] > sim.Wins[best] || (sim.Wins[i] == sim.Wins[best] && sim.Expected[i] > sim.Expected[best]) {
				best = i
			}
		}
	}
	if best < 0 { // every option ruled out cannot happen (vetoes keeps one); be safe
		best = 0
	}
	return best
}

// pickRunnerUp is the option most often second (second-rank
// acceptability), leader excluded; ties by win probability, then order.
func pickRunnerUp(sim simulate.Result, leader int) int {
	best := -1
	for i := range sim.WinProb {
		if i == leader {
			continue
		}
		if best < 0 || sim.RankAcceptability[i][1] > sim.RankAcceptability[best][1] ||
			(sim.RankAcceptability[i][1] == sim.RankAcceptability[best][1] && sim.Wins[i] > sim.Wins[best]) {
			best = i
		}
	}
	return best
}

func redTeam(options []decision.Option, criteria []decision.Criterion, modes [][]float64, w []float64, sim simulate.Result, leader, runnerUp int) (slip.RedTeam, []int) {
	rt := slip.RedTeam{RunnerUp: options[runnerUp].ID, Attacks: []slip.Attack{}, Premortem: []string{}}
	dist, challenger := redteam.FlipDistance(modes, w, leader)
	rt.FlipDistance = round(dist, 4)
	rt.CloseCall = redteam.CloseCall(sim.Expected, leader, runnerUp)
	if rt.CloseCall {
		rt.Attacks = append(rt.Attacks, slip.Attack{
			Kind: "close_call", Target: options[runnerUp].ID, Flips: false,
			Detail: fmt.Sprintf("%s trails %s by %.2f points of expected score, under 10%% of the scale", options[runnerUp].Label, options[leader].Label, sim.Expected[leader]-sim.Expected[runnerUp]),
		})
	}
	if challenger >= 0 && dist < 2 {
		rt.Attacks = append(rt.Attacks, slip.Attack{
			Kind: "weight_flip", Target: options[challenger].ID, Flips: true,
			Detail: fmt.Sprintf("moving %.0f%% of the total weight between criteria makes %s win", dist/2*100, options[challenger].Label),
		})
	}
	stab := redteam.Stability(modes, w, leader)
	rt.FlipPoints = make([]slip.FlipPoint, len(criteria))
	for j, c := range criteria {
		fp := slip.FlipPoint{CriterionID: c.ID, Weight: c.Weight, StableLow: round(stab[j].Low, 4), StableHigh: round(stab[j].High, 4)}
		if stab[j].Challenger >= 0 {
			fp.Challenger = options[stab[j].Challenger].ID
		}
		rt.FlipPoints[j] = fp
	}
	for _, s := range redteam.CellShocks(modes, w, leader, runnerUp) {
		if !s.Flips {
			continue
		}
		rt.Attacks = append(rt.Attacks, slip.Attack{
			Kind: "cell_shock", Target: options[s.Option].ID + "/" + criteria[s.Criterion].ID, Flips: true,
			Detail: fmt.Sprintf("%+.0f on %s's %s score makes %s first", s.Delta, options[s.Option].Label, criteria[s.Criterion].Label, options[s.NewLeader].Label),
		})
	}
	for i, winner := range sim.LeaveOneOut {
		if i == leader || winner < 0 || winner == leader {
			continue
		}
		rt.Attacks = append(rt.Attacks, slip.Attack{
			Kind: "rank_reversal", Target: options[i].ID, Flips: true,
			Detail: fmt.Sprintf("removing %s, which does not win, makes %s first: the ranking is fragile", options[i].Label, options[winner].Label),
		})
	}
	return rt, redteam.Drivers(modes, w, leader, runnerUp)
}

// blindAudit checks the verdict by another route (ENGINE.md "An audit
// that can disagree"): the reasoner reads the text again for the pairwise
// preferences it states, on the caller's options shuffled and relabelled
// by the audit's own seed stream, never seeing the first pass's criteria,
// weights or cells; a Copeland count ranks them. It compares that ranking
// with the first pass's (Kendall τ-b) and re-checks the invariants. When
// the text states no preference at all, the audit neither confirms nor
// contradicts the verdict.
func (p *Pipeline) blindAudit(ctx context.Context, text, mode string, answers []ports.Answer, options []decision.Option, refs []ports.OptionRef, sim simulate.Result, dominated, eligible []bool, leader int, lockHash string, criteria []decision.Criterion, seed [32]byte) (slip.Audit, float64, error) {
	// The caller's options, shuffled and relabelled by the audit's own
	// seed: the reading cannot lean on their order or their ids.
	var callers []int
	for i, o := range options {
		if o.Origin == decision.FromCaller {
			callers = append(callers, i)
		}
	}
	auditSeed := sha256.Sum256(append([]byte("verdict/audit\x00"), seed[:]...))
	perm := audit.Shuffle(len(callers), auditSeed)
	blind := make([]ports.OptionRef, len(callers))
	at := map[string]int{} // blind id -> position in callers
	for k, c := range perm {
		r := refs[callers[c]]
		id := fmt.Sprintf("x%d", k+1)
		at[id] = c
		blind[k] = ports.OptionRef{ID: id, Label: r.Label, Origin: r.Origin, Kind: r.Kind, Aliases: r.Aliases}
	}
	cmp, err := p.reasoner.Compare(ctx, ports.CompareInput{Decision: text, Mode: mode, Answers: answers, Options: blind})
	if err != nil {
		return slip.Audit{}, 0, err
	}
	var pairs []audit.Pair
	for _, pr := range cmp.Preferences {
		b, okB := at[pr.Better]
		w, okW := at[pr.Worse]
		if okB && okW {
			pairs = append(pairs, audit.Pair{Better: b, Worse: w, Basis: pr.Basis})
		}
	}
	excluded := make([]bool, len(callers))
	for _, id := range cmp.RuledOut {
		if c, ok := at[id]; ok {
			excluded[c] = true
		}
	}
	score := audit.Copeland(len(callers), pairs, excluded)
	decisive := false
	for _, v := range score {
		decisive = decisive || v != 0
	}
	// The first pass's ranking of the same options: a ruled-out option
	// last, as in every future.
	first := make([]float64, len(callers))
	leaderAt := -1
	for c, i := range callers {
		first[c] = sim.Expected[i]
		if !eligible[i] {
			first[c] -= 100
		}
		if i == leader {
			leaderAt = c
		}
	}
	tau := 0.0
	if decisive {
		tau = audit.KendallTauB(score, first)
	}
	// The audit's verdict: the option with the best count; among ties, the
	// first pass's leader when it is one of them (the audit does not
	// contradict it), else the first in the audit's own order.
	best := math.Inf(-1)
	for _, v := range score {
		best = math.Max(best, v)
	}
	auditWinner := -1
	if leaderAt >= 0 && score[leaderAt] == best {
		auditWinner = leaderAt
	} else {
		for _, c := range perm {
			if score[c] == best {
				auditWinner = c
				break
			}
		}
	}
	agrees := !decisive || auditWinner == leaderAt
	checks := []slip.Check{
		{Name: "weights_lock_recomputes", OK: decision.WeightsLock(criteria) == lockHash},
		{Name: "verdict_not_dominated", OK: !dominated[leader]},
		{Name: "win_probabilities_sum_to_1", OK: sumsToOne(sim.WinProb)},
		{Name: "rank_acceptability_rows_sum_to_1", OK: rowsSumToOne(sim.RankAcceptability)},
	}
	au := slip.Audit{
		Blind:           true,
		Method:          auditMethod,
		VerdictOptionID: options[leader].ID,
		Agrees:          agrees,
		RankAgreement:   round(tau, 4),
		Checks:          checks,
		Notes:           []string{},
	}
	switch {
	case !decisive:
		au.Notes = append(au.Notes, "The blind audit found no stated comparison between the options to check the verdict against: it neither confirms nor contradicts it.")
	case agrees:
		au.Notes = append(au.Notes, fmt.Sprintf("The blind audit, counting %d stated preferences, also ranks %s first (Kendall τ %.2f with the first pass).", len(pairs), options[leader].Label, tau))
	default:
		au.VerdictOptionID = options[callers[auditWinner]].ID
		au.Notes = append(au.Notes, fmt.Sprintf("The blind audit, counting %d stated preferences, ranks %s first, not %s (Kendall τ %.2f): confidence lowered.", len(pairs), options[callers[auditWinner]].Label, options[leader].Label, tau))
	}
	for _, c := range checks {
		if !c.OK {
			au.Notes = append(au.Notes, "Invariant failed: "+c.Name+".")
		}
	}
	return au, tau, nil
}

// auditMethod says on the slip how the blind audit reads.
const auditMethod = "Copeland count of the pairwise preferences the text states (stated figures, comparisons, what it says of each option, limits), read again on shuffled, relabelled options; it never sees the first pass's criteria, weights or cells"

func simulation(options []decision.Option, sim simulate.Result) slip.Simulation {
	n := len(options)
	s := slip.Simulation{
		Futures:           sim.Futures,
		WinProbability:    make(map[string]float64, n),
		RankAcceptability: make(map[string][]float64, n),
		ExpectedScore:     make(map[string]float64, n),
		P10:               make(map[string]float64, n),
		P50:               make(map[string]float64, n),
		P90:               make(map[string]float64, n),
		Pairwise:          make(map[string]map[string]float64, n),
		ExpectedRegret:    make(map[string]float64, n),
		StdError:          make(map[string]float64, n),
	}
	for i, o := range options {
		s.WinProbability[o.ID] = sim.WinProb[i]
		ranks := make([]float64, n)
		for r := range n {
			ranks[r] = round(sim.RankAcceptability[i][r], 4)
		}
		s.RankAcceptability[o.ID] = ranks
		s.ExpectedScore[o.ID] = round(sim.Expected[i], 4)
		s.P10[o.ID] = round(sim.P10[i], 4)
		s.P50[o.ID] = round(sim.P50[i], 4)
		s.P90[o.ID] = round(sim.P90[i], 4)
		s.ExpectedRegret[o.ID] = round(sim.ExpectedRegret[i], 4)
		s.StdError[o.ID] = round(sim.StdErr[i], 4)
		pw := make(map[string]float64, n-1)
		for k, q := range options {
			if k != i {
				pw[q.ID] = round(sim.Pairwise[i][k], 4)
			}
		}
		s.Pairwise[o.ID] = pw
	}
	return s
}

// podium is the up-to-three options with the highest win probability
// (ties: expected score, then order), leaving out options a hard
// constraint rules out.
func podium(options []decision.Option, sim simulate.Result, eligible []bool) []slip.Place {
	var order []int
	for i := range options {
		if eligible[i] {
			order = append(order, i)
		}
	}
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && better(sim, order[j], order[j-1]); j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	places := make([]slip.Place, 0, 3)
	for r, i := range order {
		if r == 3 {
			break
		}
		places = append(places, slip.Place{Rank: r + 1, OptionID: options[i].ID, Label: options[i].Label, WinProbability: sim.WinProb[i], ExpectedScore: round(sim.Expected[i], 4)})
	}
	return places
}

func better(sim simulate.Result, a, b int) bool {
	if sim.Wins[a] != sim.Wins[b] {
		return sim.Wins[a] > sim.Wins[b]
	}
	if sim.Expected[a] != sim.Expected[b] {
		return sim.Expected[a] > sim.Expected[b]
	}
	return a < b
}

// dualVerdict sets the best bet (highest expected score) beside the safe
// bet (highest P10).
func dualVerdict(options []decision.Option, sim simulate.Result) slip.DualVerdict {
	best, safe := 0, 0
	for i := range options {
		if sim.Expected[i] > sim.Expected[best] {
			best = i
		}
		if sim.P10[i] > sim.P10[safe] {
			safe = i
		}
	}
	return slip.DualVerdict{BestBet: options[best].ID, SafeBet: options[safe].ID, Same: best == safe}
}

// confidence blends the leader's win probability, the blind audit's rank
// agreement and the robustness of the lead, then takes a penalty for an
// audit that disagrees or a close call. In [0, 1], two decimals.
func confidence(win, tau float64, rt slip.RedTeam, agrees bool) float64 {
	robust := math.Min(rt.FlipDistance/0.5, 1)
	c := 0.5*win + 0.25*(tau+1)/2 + 0.25*robust
	if !agrees {
		c -= 0.15
	}
	if rt.CloseCall {
		c -= 0.1
	}
	return round(clamp(c, 0, 1), 2)
}

// grillVerdict judges the caller's chosen option against the widened
// field: HOLDS when it wins clearly, REVERSE when another option wins
// clearly, SHAKY otherwise (a close call or a short flip distance).
// grillVerdict judges the plan a GRILL text has decided on against its
// strongest alternative; it returns the verdict, the plan and that
// alternative.
func grillVerdict(options []decision.Option, sim simulate.Result, leader int, rt slip.RedTeam, eligible []bool) (string, int, int) {
	chosen := -1
	for i, o := range options {
		if o.Chosen {
			chosen = i
			break
		}
	}
	if chosen < 0 {
		chosen = leader
	}
	// The plan's strongest alternative, the engine's included: for a plan
	// stated alone they are the alternatives it is tested against.
	alt := -1
	for i := range options {
		if i != chosen && eligible[i] && (alt < 0 || better(sim, i, alt)) {
			alt = i
		}
	}
	if alt >= 0 && sim.WinProb[alt]-sim.WinProb[chosen] >= 0.25 && sim.Expected[alt]-sim.Expected[chosen] >= 0.5 {
		return slip.Reverse, chosen, alt
	}
	if chosen == leader && !rt.CloseCall && rt.FlipDistance >= 0.2 && sim.WinProb[chosen] >= 0.5 {
		return slip.Holds, chosen, alt
	}
	return slip.Shaky, chosen, alt
}

func headline(s slip.Slip, options []decision.Option, sim simulate.Result, plan, alt int) string {
	pct := int(math.Round(s.Verdict.WinProbability * 100))
	switch s.Mode {
	case domain.ModeGrill:
		switch {
		case s.Verdict.GrillVerdict == slip.Reverse && alt >= 0:
			return fmt.Sprintf("REVERSE: %s beats %s, first in %d%% of %d futures against %d%% (%s confidence).", options[alt].Label, options[plan].Label,
				int(math.Round(sim.WinProb[alt]*100)), s.Simulation.Futures, int(math.Round(sim.WinProb[plan]*100)), s.Verdict.ConfidenceLabel)
		case s.Verdict.GrillVerdict == slip.Holds:
			return fmt.Sprintf("HOLDS: %s is the strongest option, first in %d%% of %d futures (%s confidence).", s.Verdict.Label, pct, s.Simulation.Futures, s.Verdict.ConfidenceLabel)
		case alt >= 0 && better(sim, alt, plan):
			return fmt.Sprintf("SHAKY: %s is first in %d%% of %d futures, %s in %d%% (%s confidence).", options[plan].Label,
				int(math.Round(sim.WinProb[plan]*100)), s.Simulation.Futures, options[alt].Label, int(math.Round(sim.WinProb[alt]*100)), s.Verdict.ConfidenceLabel)
		}
		return fmt.Sprintf("SHAKY: %s leads, but narrowly: first in %d%% of %d futures (%s confidence).", options[plan].Label,
			int(math.Round(sim.WinProb[plan]*100)), s.Simulation.Futures, s.Verdict.ConfidenceLabel)
	case domain.ModeCompare:
		return fmt.Sprintf("%s ranks first of %d options, winning %d%% of %d futures (%s confidence).", s.Verdict.Label, len(options), pct, s.Simulation.Futures, s.Verdict.ConfidenceLabel)
	default:
		return fmt.Sprintf("%s: first in %d%% of %d futures (%s confidence).", s.Verdict.Label, pct, s.Simulation.Futures, s.Verdict.ConfidenceLabel)
	}
}

// worthConsidering names an option the engine added that outranks the
// verdict — more futures won, or better on every criterion — as worth
// considering (ENGINE.md "Engine options"). Empty when none does.
func worthConsidering(options []decision.Option, sim simulate.Result, modes [][]float64, leader int, eligible []bool) string {
	best := -1
	for i, o := range options {
		if o.Origin != decision.FromEngine || !eligible[i] {
			continue
		}
		if sim.Wins[i] > sim.Wins[leader] || dominates(modes[i], modes[leader]) {
			if best < 0 || sim.Wins[i] > sim.Wins[best] {
				best = i
			}
		}
	}
	if best < 0 {
		return ""
	}
	pct := int(math.Round(sim.WinProb[best] * 100))
	return fmt.Sprintf(" Worth considering first: %s (first in %d%% of futures).", options[best].Label, pct)
}

func dominates(a, b []float64) bool {
	gt := false
	for j := range a {
		if a[j] < b[j] {
			return false
		}
		gt = gt || a[j] > b[j]
	}
	return gt
}

// reversibility reads the leader's reversibility: its score on a
// reversibility criterion when there is one, else its kind.
func reversibility(o decision.Option, criteria []decision.Criterion, modes []float64) string {
	for j, c := range criteria {
		if c.ID == "reversibility" {
			if modes[j] >= 5 {
				return "two-way"
			}
			return "one-way"
		}
	}
	switch o.Kind {
	case decision.KindStatusQuo, decision.KindDelay, decision.KindTrial:
		return "two-way"
	}
	return "one-way"
}

// slugify makes a URL-safe lower-case id from a label: letters and digits
// kept (Unicode letters folded to ASCII where trivial, else dropped),
// everything else collapsed to '-', at most 40 characters.
func slugify(s, fallback string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		switch {
		case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			b.WriteRune(r)
			dash = false
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if a, ok := asciiFold[r]; ok {
				b.WriteRune(a)
				dash = false
			}
		default:
			if b.Len() > 0 && !dash {
				b.WriteByte('-')
				dash = true
			}
		}
		if b.Len() >= 40 {
			break
		}
	}
	out := strings.Trim(b.String(), "-")
	if out == "" {
		return fallback
	}
	return out
}

var asciiFold = map[rune]rune{
	'á': 'a', 'à': 'a', 'â': 'a', 'ä': 'a', 'ã': 'a', 'å': 'a', 'é': 'e', 'è': 'e', 'ê': 'e', 'ë': 'e',
	'í': 'i', 'ì': 'i', 'î': 'i', 'ï': 'i', 'ó': 'o', 'ò': 'o', 'ô': 'o', 'ö': 'o', 'õ': 'o', 'ø': 'o',
	'ú': 'u', 'ù': 'u', 'û': 'u', 'ü': 'u', 'ñ': 'n', 'ç': 'c', 'ß': 's', 'ý': 'y', 'ÿ': 'y',
}

func uniqueID(base string, seen map[string]bool) string {
	id := base
	for n := 2; seen[id]; n++ {
		id = fmt.Sprintf("%s-%d", base, n)
	}
	seen[id] = true
	return id
}

func sumsToOne(p []float64) bool {
	var s float64
	for _, v := range p {
		s += v
	}
	return math.Abs(s-1) < 1e-9
}

func rowsSumToOne(m [][]float64) bool {
	for _, r := range m {
		if !sumsToOne(r) {
			return false
		}
	}
	return true
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }

// round rounds half away from zero to d decimals: the published precision.
func round(v float64, d int) float64 {
	p := math.Pow(10, float64(d))
	return math.Round(v*p) / p
}
