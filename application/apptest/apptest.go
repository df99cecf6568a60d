// Package apptest holds test doubles for the application layer: a scripted
// ports.Reasoner that can fail or stall, and a clock tests move by hand.
// It is for tests in any package that builds an application.App.
package apptest

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/ports"
)

// Clock is a ports.Clock that only moves when told. Safe for concurrent
// use.
type Clock struct {
	mu  sync.Mutex
	now time.Time
}

// NewClock returns a clock stopped at t.
func NewClock(t time.Time) *Clock { return &Clock{now: t} }

// Now implements ports.Clock.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Set moves the clock to t.
func (c *Clock) Set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = t
}

// Advance moves the clock on by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

var _ ports.Clock = (*Clock)(nil)

// Reasoner is a deterministic ports.Reasoner with two caller options, the
// status quo, two criteria and a fixed reading of the evidence. Err makes
// every call fail, or only the calls of FailStage when it is set
// ("clarify", "widen", "criteria", "assess", "narrate"); Delay makes every
// call wait (or until its context ends, returning the context's error);
// OnCall runs at the start of every call, with the stage's name. Set the
// fields before use.
type Reasoner struct {
	Err       error
	FailStage string
	Delay     time.Duration
	OnCall    func(ctx context.Context, stage string)

	calls atomic.Int64
}

var _ ports.Reasoner = (*Reasoner)(nil)

// Calls reports how many reasoner methods were called.
func (r *Reasoner) Calls() int { return int(r.calls.Load()) }

func (r *Reasoner) enter(ctx context.Context, stage string) error {
	r.calls.Add(1)
	if r.OnCall != nil {
		r.OnCall(ctx, stage)
	}
	if r.Delay > 0 {
		t := time.NewTimer(r.Delay)
		defer t.Stop()
		select {
		case <-ctx.Done():
			return fmt.Errorf("apptest reasoner: %s: %w", stage, ctx.Err())
		case <-t.C:
		}
	}
	if r.Err != nil && (r.FailStage == "" || r.FailStage == stage) {
		return fmt.Errorf("apptest reasoner: %s: %w", stage, r.Err)
	}
	return nil
}

// Engine implements ports.Reasoner.
func (r *Reasoner) Engine() ports.EngineInfo {
	return ports.EngineInfo{Name: "apptest", Version: "1"}
}

// Clarify implements ports.Reasoner.
func (r *Reasoner) Clarify(ctx context.Context, in ports.ClarifyInput) (ports.Clarification, error) {
	if err := r.enter(ctx, "clarify"); err != nil {
		return ports.Clarification{}, err
	}
	return ports.Clarification{
		InferredMode: domain.ModeDecide,
		Questions: []ports.Question{
			{ID: ports.QuestionPriorities, Q: "What matters most?", Suggested: "money", Confidence: 0.8, Neutral: "all criteria matter equally"},
			{ID: ports.QuestionHorizon, Q: "Over what horizon?", Suggested: "two years", Confidence: 0.5, Neutral: "a year"},
		},
	}, nil
}

// Widen implements ports.Reasoner.
func (r *Reasoner) Widen(ctx context.Context, in ports.WidenInput) ([]ports.OptionDraft, error) {
	if err := r.enter(ctx, "widen"); err != nil {
		return nil, err
	}
	return []ports.OptionDraft{
		{Label: "Take the offer", Origin: decision.FromCaller, Kind: decision.KindCaller, Description: "accept the new job", Chosen: true},
		{Label: "Stay", Origin: decision.FromCaller, Kind: decision.KindCaller, Description: "keep the current job"},
		{Label: "Negotiate first", Origin: decision.FromEngine, Kind: decision.KindTrial, Description: "ask for a counter-offer before deciding"},
	}, nil
}

// Criteria implements ports.Reasoner.
func (r *Reasoner) Criteria(ctx context.Context, in ports.CriteriaInput) ([]ports.CriterionDraft, error) {
	if err := r.enter(ctx, "criteria"); err != nil {
		return nil, err
	}
	return []ports.CriterionDraft{
		{ID: "money", Label: "Money", Rank: 1, Emphasized: true, Why: "pays more"},
		{ID: "career", Label: "Career", Rank: 2, Why: "growth"},
	}, nil
}

// Assess implements ports.Reasoner: every option on every criterion, the
// first option leaning good, the others neutral to bad.
func (r *Reasoner) Assess(ctx context.Context, in ports.AssessInput) (ports.Assessment, error) {
	if err := r.enter(ctx, "assess"); err != nil {
		return ports.Assessment{}, err
	}
	var cells []ports.CellAssessment
	for i, o := range in.Options {
		for j, c := range in.Criteria {
			lean := 0.6 - 0.4*float64(i) + 0.1*float64(j)
			lean = max(-1, min(1, lean))
			cells = append(cells, ports.CellAssessment{
				OptionID: o.ID, CriterionID: c.ID, Lean: lean, Support: 0.5,
				Evidence: fmt.Sprintf("%s on %s", o.Label, c.Label),
			})
		}
	}
	return ports.Assessment{Cells: cells, Constraints: []ports.Constraint{}, Facts: []ports.Fact{}}, nil
}

// Compare implements ports.Reasoner: the text prefers the first option
// to every other.
func (r *Reasoner) Compare(ctx context.Context, in ports.CompareInput) (ports.Comparison, error) {
	if err := r.enter(ctx, "compare"); err != nil {
		return ports.Comparison{}, err
	}
	out := ports.Comparison{Preferences: []ports.Preference{}, RuledOut: []string{}}
	for _, o := range in.Options[min(1, len(in.Options)):] {
		out.Preferences = append(out.Preferences, ports.Preference{Better: in.Options[0].ID, Worse: o.ID, Basis: "apptest", Evidence: "the first is preferred"})
	}
	return out, nil
}

// Narrate implements ports.Reasoner.
func (r *Reasoner) Narrate(ctx context.Context, in ports.NarrateInput) (ports.Narrative, error) {
	if err := r.enter(ctx, "narrate"); err != nil {
		return ports.Narrative{}, err
	}
	n := ports.Narrative{
		Premortem:   []string{"the new role is not what was promised"},
		Assumptions: []string{"the salary is as offered"},
		KillCriteria: []ports.KillCriteria{
			{Condition: "the role changes", Threshold: "any material change", CheckBy: "three months in"},
		},
		Exit: ports.ExitPlan{Reversibility: "two-way door", Steps: []string{"ask for the old job back"}, Cost: "some goodwill"},
	}
	for _, c := range in.Cells {
		n.Verification = append(n.Verification, ports.Check{Assumption: c.Evidence, Check: "ask someone who knows", Cost: "an hour"})
	}
	return n, nil
}
