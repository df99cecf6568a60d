package offline

import (
	"fmt"
	"strings"

	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/ports"
)

// Narrate puts the domain's findings into words: a pre-mortem (Klein,
// 2007) from a failure-mode library per decision category, ordered by the
// drivers of the leader's lead; the assumptions that lead rests on; one
// cheap check per assumption cell (value of information first); kill
// criteria built from the drivers, each a state plus a horizon relative to
// committing (Duke, Quit, 2022); and an exit plan.

// failureByCriterion: how choosing the leader fails through one criterion.
var failureByCriterion = map[string]string{
	"money":         "The money case for %s was optimistic: the income or savings did not materialise and costs ran higher than planned.",
	"cost":          "%s cost far more than estimated once the hidden costs (migration, licences, people's time) showed up.",
	"revenue":       "%s did not move revenue as expected: customers paid less, later, or not at all.",
	"churn":         "Customers reacted badly to %s and churn rose faster than new revenue came in.",
	"time":          "%s ate far more time than planned and crowded out everything else.",
	"speed":         "%s was slower to deliver than assumed, and the window closed.",
	"risk":          "A downside that looked unlikely hit %s, and there was no buffer to absorb it.",
	"stability":     "%s turned out less stable than it looked: the ground shifted (reorganisation, funding, market) within a year.",
	"growth":        "%s looked like growth but plateaued quickly.",
	"career":        "%s did not advance the career as hoped: the title or scope did not lead to the next step.",
	"health":        "%s wore down health (sleep, exercise, access to care) more than expected.",
	"stress":        "The stress of %s was underestimated and led to burnout or conflict.",
	"relationships": "%s strained the relationships that matter most, and the strain did not ease.",
	"family":        "%s worked on paper, but the family paid for it in time and stability.",
	"location":      "The place that comes with %s did not suit daily life.",
	"commute":       "The daily travel that comes with %s turned into a grind.",
	"enjoyment":     "The appeal of %s wore off quickly once it became routine.",
	"autonomy":      "%s came with less freedom than expected.",
	"control":       "%s gave away more control than intended, and it could not be taken back.",
	"reputation":    "%s damaged trust with customers, partners or peers.",
	"quality":       "The quality of %s was worse than the evidence suggested, and fixing it ate the gains.",
	"reversibility": "%s proved much harder to undo than assumed, just when it needed undoing.",
	"compliance":    "%s ran into a compliance or legal requirement that was found too late.",
	"flexibility":   "%s closed off options that turned out to matter.",
	"skill":         "The skills %s needs were overestimated; the learning curve was steeper than planned.",
	"hiring":        "Hiring for %s proved slower and harder than planned.",
	"complexity":    "%s added more complexity than the team could carry.",
}

// failureByCategory: failure modes common to the kind of decision.
var failureByCategory = map[category][]string{
	catCareer: {
		"The new situation is not what was described: scope, people or pay changed soon after the move.",
		"The numbers looked better than they were once taxes, living costs and lost benefits were counted.",
	},
	catMoney: {
		"Markets or rates moved against the plan just when the money was needed.",
		"An emergency forced selling or borrowing at a bad time because the buffer was gone.",
	},
	catRelationship: {
		"The conversation that should have come first did not happen, and resentment built up.",
		"Circumstances changed (work, place, health) and the arrangement no longer fit.",
	},
	catTech: {
		"The change took twice as long as planned and the team ran two systems side by side for months.",
		"Operational knowledge was thinner than assumed; the first serious incident took days to resolve.",
	},
	catBusiness: {
		"Customers and the market reacted differently from what the internal numbers suggested.",
		"A competitor moved faster and the advantage vanished.",
	},
	catPurchase: {
		"The price hid costs in repairs, support or resale value.",
		"Needs changed within a year and the purchase no longer fits.",
	},
	catEducation: {
		"The programme did not open the doors expected; the job market moved on.",
		"Time or money ran out before the payoff arrived.",
	},
	catHousing: {
		"Life changed (job, family) and the home had to be sold or left at a loss.",
		"Hidden costs of the property (repairs, fees, rates) overwhelmed the budget.",
	},
	catHiring: {
		"The hire did not work out within six months and the search restarted.",
		"The team spent months onboarding someone whose strengths did not match what the role needed most.",
	},
	catGeneric: {
		"The situation changed soon after committing, and the choice no longer fit.",
		"The effort needed was underestimated and the plan was dropped half way.",
	},
}

type checkDef struct {
	check, cost, condition, threshold, checkBy string
}

var checksByCriterion = map[string]checkDef{
	"money":         {"Put the numbers in a 12-month cash-flow sheet with a pessimistic case, using written figures (offer letter, quotes, statements).", "an hour", "Net money position with %s", "more than 15% worse than planned", "90 days after committing"},
	"cost":          {"Get written quotes and list one-off and running costs, people's time included.", "a day", "Total cost of %s", "more than 25% over the estimate", "60 days after committing"},
	"revenue":       {"Test on a small cohort (or a price or fake-door test) before the full rollout.", "a week", "Revenue effect of %s", "below plan in 2 consecutive months", "90 days after committing"},
	"churn":         {"Look at churn after the last comparable change and interview 5–10 customers.", "a few days", "Monthly churn under %s", "1 percentage point or more above the baseline", "60 days after committing"},
	"time":          {"Get an estimate from someone who has done it and track a sample week.", "a few hours", "Time spent on %s", "more than 50% over the estimate", "30 days after committing"},
	"speed":         {"Make a week-by-week plan and check the first milestone with the people doing the work.", "an hour", "First milestone of %s", "missed by more than 14 days", "30 days after committing"},
	"risk":          {"Write down the worst plausible case and check it could be absorbed (buffer, insurance, fallback).", "an hour", "A serious downside event with %s", "1 occurrence without a working fallback", "60 days after committing"},
	"stability":     {"Ask about funding, runway, turnover or contract terms, and read recent news.", "an hour", "Signs of instability around %s (layoffs, missed payments, changed terms)", "1 or more confirmed", "6 months after committing"},
	"growth":        {"Find two or three people a year or two further down the same path and ask how it went.", "a few calls", "Growth from %s (scope, revenue, learning)", "flat for 2 quarters in a row", "6 months after committing"},
	"career":        {"Talk to two people who hold or held the role and ask what the next step looked like.", "two calls", "Career progress with %s", "no new scope, title or pay rise in 12 months", "12 months after committing"},
	"health":        {"Check access to care, routine and sleep during a trial week.", "a week", "Sleep, health or fitness under %s", "worse at 3 of 4 weekly check-ins", "90 days after committing"},
	"stress":        {"Live a realistic day or week of the new routine before committing.", "a few days", "Stress with %s (rated weekly)", "7/10 or higher for 4 weeks in a row", "60 days after committing"},
	"relationships": {"Have the direct conversation with the people affected and write down what each needs.", "an evening", "Strain with the people who matter most under %s", "rated worse at 2 monthly check-ins in a row, after an honest conversation", "90 days after committing"},
	"family":        {"Sit down with the family and agree what would make this work for them.", "an evening", "Family time or wellbeing under %s", "worse at 2 monthly check-ins in a row", "90 days after committing"},
	"location":      {"Spend a few days in the place, living as you would.", "a weekend", "Day-to-day fit of the place with %s", "rated 4/10 or lower after 3 months", "6 months after committing"},
	"commute":       {"Do the real commute at rush hour on two normal days.", "a day", "Door-to-door travel with %s", "more than 20% over the estimate on average", "30 days after committing"},
	"enjoyment":     {"Do a taster of the real thing: a day, a small project, a weekend.", "a day", "Enjoyment of %s (rated weekly)", "below the old baseline for 8 weeks", "90 days after committing"},
	"autonomy":      {"Ask for the decision rights in writing: what you decide alone.", "an hour", "Decisions taken without sign-off under %s", "2 or more a month needing sign-off that were agreed as yours", "90 days after committing"},
	"control":       {"Model ownership and decision rights after the deal and read the control clauses with an adviser.", "a day", "Control over key decisions under %s", "1 reserved matter decided without you", "6 months after committing"},
	"reputation":    {"Ask three to five customers, partners or peers how they would react.", "a few calls", "Complaints or escalations about %s", "more than 5 in a month", "30 days after committing"},
	"quality":       {"Try it hands-on on a real task, or ask for a reference or a trial.", "a day", "Defects or quality problems with %s", "more than 3 defects or failures per 100 uses", "30 days after committing"},
	"reversibility": {"Write the undo plan now and price each step.", "an hour", "Cost of reversing %s", "more than 10% of the amount at stake", "60 days after committing"},
	"compliance":    {"Check the requirement with whoever owns compliance and get the answer in writing.", "a day", "Compliance of %s", "1 or more unmet obligations", "30 days after committing"},
	"flexibility":   {"List the exits that remain after committing and what each costs.", "an hour", "Options still open with %s", "1 needed option closed off", "90 days after committing"},
	"skill":         {"Run a small real task with the people involved to size the skill gap.", "a day", "Skill gap on %s", "blocking progress for 14 days", "30 days after committing"},
	"hiring":        {"Ask recruiters or post the role to learn time-to-hire and pay.", "a day", "Open roles needed for %s", "unfilled 50% past the expected time", "90 days after committing"},
	"complexity":    {"Draw the moving parts the team must run and do a dry run of the hardest one.", "a day", "Incidents or toil caused by %s", "more a month than in the 3 months before", "60 days after committing"},
}

var genericCheck = checkDef{"Find the one fact that would change your mind and look it up or ask someone who knows.", "an hour", "%s against its promise", "more than 20% worse than the text expects", "90 days after committing"}

var exitSteps = map[category]string{
	catCareer:       "Leave on good terms, keep the network warm and the CV current, so a return or a new search is quick.",
	catMoney:        "Keep the position liquid where possible and know the exit costs (fees, penalties, taxes) in advance.",
	catRelationship: "Agree in advance how either side can say it is not working, and what happens then.",
	catTech:         "Keep the old path runnable until the new one has carried real load; migrate behind a switch.",
	catBusiness:     "Roll out behind a flag or to a segment first, so it can be rolled back without a public reversal.",
	catPurchase:     "Keep receipts and packaging; know the return window and the resale value.",
	catEducation:    "Check the withdrawal and refund terms, and what credits carry over.",
	catHousing:      "Know the selling or sub-letting costs and the notice periods before signing.",
	catGeneric:      "Write down the undo steps and their cost before starting.",
	catHiring:       "Use the probation period: agree goals for the first 90 days and review them honestly.",
}

var exitCost = map[category][2]string{ // two-way, one-way
	catCareer:       {"a few months of job search at worst", "lost seniority, a gap, and relocation costs"},
	catMoney:        {"fees and a few percent of the amount", "a realised loss that may be large"},
	catRelationship: {"an awkward conversation and some logistics", "lasting hurt and costly logistics"},
	catTech:         {"a few weeks of engineering time", "months of engineering time and a second migration"},
	catBusiness:     {"a rollback and some lost goodwill", "lost customers and a public reversal"},
	catPurchase:     {"return shipping or a small resale loss", "the resale loss on the purchase"},
	catEducation:    {"the fees paid so far", "the fees and the years spent"},
	catHousing:      {"notice periods and moving costs", "transaction costs of 5–10% of the price and a move"},
	catGeneric:      {"modest: mostly time", "substantial: money, time and goodwill"},
	catHiring:       {"a restarted search and a few lost months", "severance, a restarted search and team disruption"},
}

func critName(id string, drivers []ports.CriterionRef) string {
	for _, c := range drivers {
		if c.ID == id && c.Label != "" {
			return strings.ToLower(c.Label)
		}
	}
	return strings.ToLower(critLabel(id))
}

func narrate(in ports.NarrateInput) ports.Narrative {
	d := parse(in.Decision)
	leader := "the leading option"
	if in.Leader.Label != "" {
		leader = "“" + in.Leader.Label + "”"
	}
	runner := "the runner-up"
	if in.RunnerUp.Label != "" {
		runner = "“" + in.RunnerUp.Label + "”"
	}
	// A leader that keeps things as they are ("Stay in Porto", "Don't
	// lend", "Keep renting") gets advice for staying, not for leaving.
	stays := in.Leader.Kind == decision.KindStatusQuo || statusQuoLabel(in.Leader.Label)
	var n ports.Narrative

	// Pre-mortem: drivers first, then the category's own failure modes.
	seen := map[string]bool{}
	addPM := func(s string) {
		if s != "" && !seen[s] && len(n.Premortem) < 5 {
			seen[s] = true
			n.Premortem = append(n.Premortem, s)
		}
	}
	for _, c := range in.Drivers {
		if f, ok := failureByCriterion[c.ID]; ok {
			addPM(fmt.Sprintf(f, leader))
		} else {
			addPM(fmt.Sprintf("%s underperformed on %s, the criterion its lead depends on.", leader, critName(c.ID, in.Drivers)))
		}
	}
	// The category's failure modes are those of a change; staying fails
	// in its own ways.
	if stays {
		addPM(fmt.Sprintf("Staying with %s, the problem that prompted the question got worse, not better.", leader))
		addPM(fmt.Sprintf("The chance that %s offered did not come again.", runner))
	} else {
		for _, f := range failureByCategory[d.cat] {
			addPM(f)
		}
	}
	if len(n.Premortem) == 0 {
		addPM(fmt.Sprintf("%s did not deliver what the text expected of it.", leader))
	}

	// Assumptions: the lead rests on each driver.
	for _, c := range in.Drivers {
		a := fmt.Sprintf("%s stays ahead of %s on %s", leader, runner, critName(c.ID, in.Drivers))
		for _, cell := range in.Cells {
			if cell.OptionID == in.Leader.ID && cell.CriterionID == c.ID {
				if cell.Score < 5 {
					a = fmt.Sprintf("The weakness of %s on %s costs less than its strengths elsewhere", leader, critName(c.ID, in.Drivers))
				}
				if cell.Evidence != "" && cell.Evidence != noEvidence {
					a += " (" + clip(cell.Evidence, 140) + ")"
				}
				break
			}
		}
		n.Assumptions = append(n.Assumptions, a+".")
		if len(n.Assumptions) >= 5 {
			break
		}
	}
	n.Assumptions = append(n.Assumptions, "Nothing material changes over the horizon that the decision text does not mention.")

	// Verification: one check per cell, same order.
	n.Verification = make([]ports.Check, 0, len(in.Cells))
	for _, cell := range in.Cells {
		opt := optionName(cell.OptionID, in)
		def, ok := checksByCriterion[cell.CriterionID]
		if !ok {
			def = genericCheck
		}
		a := fmt.Sprintf("%s scores about %.1f/10 on %s", opt, cell.Score, critName(cell.CriterionID, in.Drivers))
		if cell.Evidence != "" && cell.Evidence != noEvidence {
			a += ": " + clip(cell.Evidence, 140)
		} else {
			a += " (nothing in the text supports it)"
		}
		n.Verification = append(n.Verification, ports.Check{Assumption: a, Check: def.check, Cost: def.cost})
	}

	// Kill criteria from the drivers: a stated figure is the bar where
	// there is one.
	for _, c := range in.Drivers {
		def, ok := checksByCriterion[c.ID]
		if f, stated := statedFact(in, c.ID); stated {
			def = checkDef{condition: f.Attribute + " of %s", threshold: "worse than the stated " + f.Text + " by more than 10%",
				checkBy: "60 days after committing"}
		} else if !ok {
			def = genericCheck
		}
		n.KillCriteria = append(n.KillCriteria, ports.KillCriteria{
			Condition: fmt.Sprintf(def.condition, leader),
			Threshold: def.threshold,
			CheckBy:   def.checkBy,
		})
		if len(n.KillCriteria) >= 3 {
			break
		}
	}
	if len(n.KillCriteria) == 0 {
		n.KillCriteria = append(n.KillCriteria, ports.KillCriteria{
			Condition: fmt.Sprintf(genericCheck.condition, leader), Threshold: genericCheck.threshold, CheckBy: genericCheck.checkBy,
		})
	}

	// Exit plan.
	if stays {
		// Staying keeps the other doors open; its cost is what it forgoes.
		n.Exit = ports.ExitPlan{
			Reversibility: "two-way door",
			Cost:          fmt.Sprintf("what staying forgoes: the upside of %s, if it does not come again", runner),
			Steps: []string{
				"Before settling, write down the kill criteria and the date each is checked.",
				fmt.Sprintf("Set a date to look at the question again, and keep %s within reach in the meantime (a contact, an offer, a shortlist).", runner),
				fmt.Sprintf("If a kill criterion fires, move to %s.", runner),
			},
		}
		return n
	}
	oneWay := strings.HasPrefix(strings.ToLower(in.Reversibility), "one")
	n.Exit.Reversibility = "two-way door"
	costs := exitCost[d.cat]
	n.Exit.Cost = costs[0]
	if oneWay {
		n.Exit.Reversibility = "one-way door"
		n.Exit.Cost = costs[1]
	}
	n.Exit.Steps = []string{
		"Before committing, write down the kill criteria and the date each is checked.",
		exitSteps[d.cat],
	}
	if oneWay {
		n.Exit.Steps = append(n.Exit.Steps, "Because this is hard to undo, negotiate a way back before committing (a notice period, a return clause, a trial phase).")
	}
	n.Exit.Steps = append(n.Exit.Steps, fmt.Sprintf("If a kill criterion fires, stop new investment in %s and move to %s.", leader, runner))
	return n
}

// optionName is an option as a person reads it: its label, quoted; never
// its id.
func optionName(id string, in ports.NarrateInput) string {
	for _, o := range append([]ports.OptionRef{in.Leader, in.RunnerUp}, in.Options...) {
		if o.ID == id && o.Label != "" {
			return "“" + o.Label + "”"
		}
	}
	return "another option"
}

// statedFact returns the figure the text states for the leader on a
// criterion, if any.
func statedFact(in ports.NarrateInput, criterionID string) (ports.Fact, bool) {
	for _, f := range in.Facts {
		if f.CriterionID == criterionID && f.OptionID == in.Leader.ID && f.Text != "" {
			return f, true
		}
	}
	return ports.Fact{}, false
}
