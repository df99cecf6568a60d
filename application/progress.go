package application

import (
	"context"
	"fmt"
	"math"
	"strconv"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/domain/simulate"
	"github.com/verdicthq/verdict/domain/slip"
	"github.com/verdicthq/verdict/ports"
)

// stages reports the pipeline's stages to a ports.Progress, or to nobody.
type stages struct {
	ctx context.Context
	p   ports.Progress
}

func (s stages) start(stage string) {
	if s.p != nil {
		s.p.Stage(s.ctx, stage, domain.StageStarted, "")
	}
}

func (s stages) done(stage, summary string) {
	if s.p != nil {
		s.p.Stage(s.ctx, stage, domain.StageDone, summary)
	}
}

// The one-line summaries of the stages, as the live run page shows them.
// They say what the stage found, in the slip's own numbers (whole
// percents, SPEC §4).

func clarifySummary(clarified []slip.Clarified, mode, modeSource string) string {
	var engine, caller, open int
	for _, c := range clarified {
		switch c.Source {
		case slip.SourceEngine:
			engine++
		case slip.SourceCaller:
			caller++
		default:
			open++
		}
	}
	how := "named by you"
	if modeSource == "inferred" {
		how = "inferred"
	}
	return fmt.Sprintf("%s: %d answered by the engine, %d by you, %d left open; mode %s (%s)",
		plural(len(clarified), "question"), engine, caller, open, mode, how)
}

func widenSummary(options []decision.Option) string {
	added := 0
	for _, o := range options {
		if o.Origin == decision.FromEngine {
			added++
		}
	}
	return fmt.Sprintf("%s: %d yours, %d added by the engine", plural(len(options), "option"), len(options)-added, added)
}

func scoreSummary(criteria []decision.Criterion, lock slip.WeightsLock, options int) string {
	return fmt.Sprintf("%s, weights locked (%s…) before %d options were scored", plural(len(criteria), "criterion"), lock.Hash[:min(12, len(lock.Hash))], options)
}

func simulateSummary(options []decision.Option, sim simulate.Result, leader int) string {
	return fmt.Sprintf("%s futures: %s first in %d%%", thousands(sim.Futures), options[leader].Label, percent(sim.WinProb[leader]))
}

func redTeamSummary(options []decision.Option, rt slip.RedTeam, runnerUp int) string {
	flips := 0
	for _, a := range rt.Attacks {
		if a.Flips {
			flips++
		}
	}
	s := fmt.Sprintf("Runner-up %s; %d of %s flip the winner", options[runnerUp].Label, flips, plural(len(rt.Attacks), "attack"))
	if rt.CloseCall {
		s += "; a close call"
	}
	return s
}

func auditSummary(options []decision.Option, au slip.Audit) string {
	winner := au.VerdictOptionID
	for _, o := range options {
		if o.ID == au.VerdictOptionID {
			winner = o.Label
		}
	}
	if au.Agrees {
		return fmt.Sprintf("The blind pass agrees: %s first (Kendall τ %.2f)", winner, au.RankAgreement)
	}
	return fmt.Sprintf("The blind pass disagrees: it ranks %s first (Kendall τ %.2f); confidence lowered", winner, au.RankAgreement)
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	if noun == "criterion" {
		return fmt.Sprintf("%d criteria", n)
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// percent is a probability in whole percents (SPEC §4).
func percent(p float64) int { return int(math.Round(p * 100)) }

// thousands writes n with a comma between thousands: 5,000.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
