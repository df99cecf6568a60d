package http

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/domain/slip"
)

// slipView is a slip laid out for a person: what the slip page shows, in
// the order it shows it, every number already rounded as SPEC §4 says
// (probabilities in whole percents, scores to one decimal).
type slipView struct {
	Headline   string
	Mode       string
	Inferred   bool
	Verdict    string
	Grill      string // HOLDS, SHAKY or REVERSE in GRILL mode
	WinPct     int
	Confidence int // percent
	ConfLabel  string
	Futures    int
	Podium     []placeView
	Bars       []barView // every option, most futures won first
	Criteria   []criterionView
	Rows       []rowView
	Constraint []constraintView
	Clarified  []clarifiedView

	CloseCall    bool
	RunnerUp     string
	FlipPct      int // the share of the total weight to move before the winner changes
	Attacks      []attackView
	Premortem    []string
	Audit        auditView
	BestBet      string
	SafeBet      string
	SameBet      bool
	KillCriteria []slip.KillCriterion
	Verification []slip.Verification
	Exit         slip.ExitPlan

	Engine      string
	Seed        string
	InputHash   string
	WeightsLock string
	LockAlgo    string
	EngineAdded int // options the engine added
}

type placeView struct {
	Rank        int
	Label       string
	WinPct      int
	Expected    string
	EngineAdded bool
}

type barView struct {
	Label       string
	WinPct      int
	EngineAdded bool
	Verdict     bool
	RuledOut    bool
}

type criterionView struct {
	Label     string
	WeightPct int
	Unweighed bool
}

type rowView struct {
	Label       string
	Description string
	EngineAdded bool
	Verdict     bool
	RuledOut    bool
	Total       string
	Cells       []cellView
}

type cellView struct {
	Criterion string
	Score     string
	Low, High string
	Evidence  string
	Stated    bool // the evidence is more than "no evidence in the text"
}

type constraintView struct {
	Text     string
	RuledOut []string
}

type clarifiedView struct {
	Q, A      string
	Source    string // "the engine", "you", "nobody"
	ConfLabel string
}

type attackView struct {
	Kind   string
	Detail string
	Flips  bool
}

type auditView struct {
	Agrees   bool
	Winner   string
	Method   string
	TauText  string
	Notes    []string
	Failed   []string // invariants that did not hold
	Checks   int
	Verdicts string
}

// newSlipView decodes a stored slip and its clarification and lays them
// out. It fails only on bytes that are not a slip.
func newSlipView(slipJSON, clarifiedJSON []byte) (*slipView, error) {
	var s slip.Slip
	if err := json.Unmarshal(slipJSON, &s); err != nil {
		return nil, fmt.Errorf("slip view: %w", err)
	}
	var clarified []slip.Clarified
	if len(clarifiedJSON) > 0 {
		if err := json.Unmarshal(clarifiedJSON, &clarified); err != nil {
			return nil, fmt.Errorf("slip view: clarified: %w", err)
		}
	}
	return layOut(s, clarified), nil
}

func layOut(s slip.Slip, clarified []slip.Clarified) *slipView {
	label := map[string]string{}
	engine := map[string]bool{}
	ruled := map[string]bool{}
	v := &slipView{
		Headline:     s.Headline,
		Mode:         s.Mode,
		Inferred:     s.ModeSource == "inferred",
		Verdict:      s.Verdict.Label,
		Grill:        s.Verdict.GrillVerdict,
		WinPct:       pct(s.Verdict.WinProbability),
		Confidence:   pct(s.Verdict.Confidence),
		ConfLabel:    s.Verdict.ConfidenceLabel,
		Futures:      s.Simulation.Futures,
		CloseCall:    s.RedTeam.CloseCall,
		FlipPct:      int(math.Round(s.RedTeam.FlipDistance / 2 * 100)),
		Premortem:    s.RedTeam.Premortem,
		KillCriteria: s.KillCriteria,
		Verification: s.Verification,
		Exit:         s.ExitPlan,
		Engine:       s.Engine.Name + " " + s.Engine.Version,
		Seed:         s.Seed,
		InputHash:    s.InputHash,
		WeightsLock:  s.WeightsLock.Hash,
		LockAlgo:     s.WeightsLock.Algorithm,
		SameBet:      s.DualVerdict.Same,
	}
	for _, o := range s.Options {
		label[o.ID] = o.Label
		engine[o.ID] = o.Origin == decision.FromEngine
		if engine[o.ID] {
			v.EngineAdded++
		}
	}
	name := func(id string) string {
		if l, ok := label[id]; ok {
			return l
		}
		return id
	}
	for _, c := range s.Constraints {
		cv := constraintView{Text: c.Text}
		for _, r := range c.RuledOut {
			ruled[r.OptionID] = true
			cv.RuledOut = append(cv.RuledOut, name(r.OptionID))
		}
		v.Constraint = append(v.Constraint, cv)
	}
	for _, p := range s.Podium {
		v.Podium = append(v.Podium, placeView{Rank: p.Rank, Label: p.Label, WinPct: pct(p.WinProbability), Expected: score(p.ExpectedScore), EngineAdded: engine[p.OptionID]})
	}
	for _, o := range s.Options {
		v.Bars = append(v.Bars, barView{Label: o.Label, WinPct: pct(s.Simulation.WinProbability[o.ID]), EngineAdded: engine[o.ID], Verdict: o.ID == s.Verdict.OptionID, RuledOut: ruled[o.ID]})
	}
	// Most futures won first; the slip's option order breaks ties.
	slices.SortStableFunc(v.Bars, func(a, b barView) int { return b.WinPct - a.WinPct })

	critLabel := map[string]string{}
	for _, c := range s.Criteria {
		critLabel[c.ID] = c.Label
		v.Criteria = append(v.Criteria, criterionView{Label: c.Label, WeightPct: pct(c.Weight), Unweighed: c.Weight == 0})
	}
	for _, row := range s.Matrix.Rows {
		rv := rowView{Label: name(row.OptionID), EngineAdded: engine[row.OptionID], Verdict: row.OptionID == s.Verdict.OptionID, RuledOut: ruled[row.OptionID], Total: score(row.WeightedTotal)}
		for _, o := range s.Options {
			if o.ID == row.OptionID {
				rv.Description = o.Description
			}
		}
		for _, c := range row.Cells {
			rv.Cells = append(rv.Cells, cellView{
				Criterion: critLabel[c.CriterionID], Score: score(c.Score), Low: score(c.Low), High: score(c.High),
				Evidence: c.Evidence, Stated: c.Evidence != "" && c.Evidence != "no evidence in the text",
			})
		}
		v.Rows = append(v.Rows, rv)
	}
	for _, c := range clarified {
		cv := clarifiedView{Q: c.Q, A: c.A, ConfLabel: c.ConfidenceLabel}
		switch c.Source {
		case slip.SourceEngine:
			cv.Source = "the engine"
		case slip.SourceCaller:
			cv.Source = "you"
		default:
			cv.Source = "nobody"
		}
		v.Clarified = append(v.Clarified, cv)
	}

	v.RunnerUp = name(s.RedTeam.RunnerUp)
	for _, a := range s.RedTeam.Attacks {
		v.Attacks = append(v.Attacks, attackView{Kind: attackKinds[a.Kind], Detail: a.Detail, Flips: a.Flips})
	}
	v.BestBet, v.SafeBet = name(s.DualVerdict.BestBet), name(s.DualVerdict.SafeBet)

	au := auditView{Agrees: s.Audit.Agrees, Winner: name(s.Audit.VerdictOptionID), Method: s.Audit.Method, Notes: s.Audit.Notes, Checks: len(s.Audit.Checks)}
	au.TauText = fmt.Sprintf("%.2f", s.Audit.RankAgreement)
	for _, c := range s.Audit.Checks {
		if !c.OK {
			au.Failed = append(au.Failed, strings.ReplaceAll(c.Name, "_", " "))
		}
	}
	v.Audit = au
	return v
}

// attackKinds names the red team's attacks for a person.
var attackKinds = map[string]string{
	"assumption":    "Assumption",
	"cell_shock":    "One score wrong",
	"rank_reversal": "Fragile ranking",
	"close_call":    "Close call",
	"weight_flip":   "Different priorities",
}

// pct is a probability in whole percents (SPEC §4).
func pct(p float64) int { return int(math.Round(p * 100)) }

// score is a 0–10 score to one decimal.
func score(x float64) string { return fmt.Sprintf("%.1f", x) }

// modeName is how the slip page names a mode.
func modeName(m string) string {
	switch m {
	case domain.ModeCompare:
		return "Compare"
	case domain.ModeGrill:
		return "Grill"
	default:
		return "Decide"
	}
}
