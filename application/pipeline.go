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
	"github.com/verdicthq/verdict/domain/verdict"
	"github.com/verdicthq/verdict/ports"
)

// Futures is the number of simulated futures per run (SPEC §1).
const Futures = 5000

// PipelineVersion changes whenever the pipeline's arithmetic changes; with
// the reasoner's version it feeds every seed, so a new engine never
// reproduces an old slip's numbers by accident.
const PipelineVersion = "8"

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
			conf := decision.Round(decision.Clamp(q.Confidence, 0, 1), 2)
			c.A, c.Source = q.Suggested, slip.SourceEngine
			c.Confidence, c.ConfidenceLabel = &conf, verdict.ConfidenceLabel(conf)
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
	constraints, eligible := verdict.Vetoes(options, constraintsFrom(assessment.Constraints))
	if err := ctx.Err(); err != nil {
		return Outcome{}, err
	}
	seed := modelSeed(eng, mode, options, criteria, matrix, eligible)
	st.done(domain.StageScore, scoreSummary(criteria, lock, len(options)))

	// Stage 4: simulated futures; an option a hard constraint rules out
	// ranks after every other in every future.
	st.start(domain.StageSimulate)
	sim := simulate.Run(simulate.Input{Low: low, Mode: modes, High: high, Weights: weights, Futures: Futures, Seed: seed, Eligible: eligible})
	dominated := verdict.CallerDominated(options, modes, eligible)
	leader := verdict.Leader(sim, dominated, options, eligible)
	runnerUp := verdict.RunnerUp(sim, leader)
	st.done(domain.StageSimulate, simulateSummary(options, sim, leader))

	// Stage 5: red team.
	st.start(domain.StageRedTeam)
	rt, drivers := verdict.RedTeam(verdict.Model{Options: options, Criteria: criteria, Modes: modes, Weights: weights, Sim: sim}, leader, runnerUp)
	st.done(domain.StageRedTeam, redTeamSummary(options, rt, runnerUp))

	// Stage 6: blind audit, on its own seed stream and its own framing.
	st.start(domain.StageAudit)
	au, tau, err := p.blindAudit(ctx, auditInput{text: text, mode: mode, answers: answers, refs: refs, seed: seed, judged: verdict.Judged{
		Options: options, Criteria: criteria, LockHash: lock.Hash, Sim: sim, Eligible: eligible, Dominated: dominated, Leader: leader,
	}})
	if err != nil {
		return Outcome{}, fmt.Errorf("audit: %w", err)
	}
	st.done(domain.StageAudit, auditSummary(options, au))

	// Advice around the numbers.
	voi := redteam.ValueOfInformation(low, modes, high, weights, leader)
	if len(voi) > 5 {
		voi = voi[:5]
	}
	nin := ports.NarrateInput{Decision: text, Mode: mode, Leader: refs[leader], RunnerUp: refs[runnerUp], Reversibility: verdict.Reversibility(options[leader], criteria, modes[leader]),
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
		Simulation:  verdict.Simulation(options, sim),
		Podium:      verdict.Podium(options, sim, eligible, modes),
		RedTeam:     rt,
		Audit:       au,
		DualVerdict: verdict.Dual(options, sim),
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
	conf := verdict.Confidence(sim.WinProb[leader], tau, rt, au.Agrees)
	s.Verdict = slip.Verdict{
		OptionID:        options[leader].ID,
		Label:           options[leader].Label,
		WinProbability:  sim.WinProb[leader],
		Confidence:      conf,
		ConfidenceLabel: verdict.ConfidenceLabel(conf),
	}
	plan, alt := leader, -1
	if mode == domain.ModeGrill {
		s.Verdict.GrillVerdict, plan, alt = verdict.Grill(options, sim, leader, rt, eligible)
	}
	s.Headline = verdict.Headline(s, options, sim, plan, alt)
	if s.Verdict.GrillVerdict != slip.Reverse {
		s.Headline += verdict.WorthConsidering(options, sim, modes, leader, eligible)
	}

	// A slip that breaks a rule of SPEC §4 is an engine failure: the run
	// fails and is refunded rather than publishing it.
	if err := s.Validate(); err != nil {
		return Outcome{}, err
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
		out = append(out, slip.Fact{OptionID: f.OptionID, Attribute: f.Attribute, Value: decision.Round(f.Value, 6), Unit: f.Unit,
			Better: better, CriterionID: c, Text: f.Text})
	}
	return out
}

// constraintsFrom maps the reasoner's constraints to the slip's, for
// verdict.Vetoes to complete.
func constraintsFrom(cs []ports.Constraint) []slip.Constraint {
	out := make([]slip.Constraint, 0, len(cs))
	for _, c := range cs {
		sc := slip.Constraint{Text: c.Text, Kind: c.Kind, RuledOut: make([]slip.RuledOut, 0, len(c.Breaches))}
		for _, b := range c.Breaches {
			sc.RuledOut = append(sc.RuledOut, slip.RuledOut{OptionID: b.OptionID, Evidence: b.Evidence})
		}
		out = append(out, sc)
	}
	return out
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
			a := byKey[key{o.ID, c.ID}] // not found: no lean, no support, no evidence
			cell := decision.NewCell(c.ID, a.Lean, a.Support, a.Evidence)
			row.Cells[j] = cell
			total += c.Weight * cell.Score
		}
		row.WeightedTotal = decision.Round(total, 4)
		m.Rows[i] = row
	}
	return m
}

// auditInput is what the blind audit reads: the text as the first pass
// read it, the caller's answers, the options as the reasoner knows them,
// the first pass under audit and the run's seed.
type auditInput struct {
	text, mode string
	answers    []ports.Answer
	refs       []ports.OptionRef
	judged     verdict.Judged
	seed       [32]byte
}

// blindAudit checks the verdict by another route (ENGINE.md "An audit
// that can disagree"): the reasoner reads the text again for the pairwise
// preferences it states, on the caller's options shuffled and relabelled
// by the audit's own seed stream, never seeing the first pass's criteria,
// weights or cells; verdict.Audit judges the first pass by that reading.
func (p *Pipeline) blindAudit(ctx context.Context, in auditInput) (slip.Audit, float64, error) {
	var callers []int
	for i, o := range in.judged.Options {
		if o.Origin == decision.FromCaller {
			callers = append(callers, i)
		}
	}
	auditSeed := sha256.Sum256(append([]byte("verdict/audit\x00"), in.seed[:]...))
	perm := audit.Shuffle(len(callers), auditSeed)
	blind := make([]ports.OptionRef, len(callers))
	at := map[string]int{} // blind id -> position in callers
	for k, c := range perm {
		r := in.refs[callers[c]]
		id := fmt.Sprintf("x%d", k+1)
		at[id] = c
		blind[k] = ports.OptionRef{ID: id, Label: r.Label, Origin: r.Origin, Kind: r.Kind, Aliases: r.Aliases}
	}
	cmp, err := p.reasoner.Compare(ctx, ports.CompareInput{Decision: in.text, Mode: in.mode, Answers: in.answers, Options: blind})
	if err != nil {
		return slip.Audit{}, 0, err
	}
	reading := verdict.Reading{Callers: callers, Order: perm, Excluded: make([]bool, len(callers))}
	for _, pr := range cmp.Preferences {
		b, okB := at[pr.Better]
		w, okW := at[pr.Worse]
		if okB && okW {
			reading.Pairs = append(reading.Pairs, audit.Pair{Better: b, Worse: w, Basis: pr.Basis})
		}
	}
	for _, id := range cmp.RuledOut {
		if c, ok := at[id]; ok {
			reading.Excluded[c] = true
		}
	}
	au, tau := verdict.Audit(in.judged, reading)
	return au, tau, nil
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

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
