package offline

import (
	"fmt"
	"strings"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/ports"
)

// Widening (Heath & Heath, Decisive, 2013): the caller's options first, in
// text order, then what a good advisor adds where it is missing — the
// status quo, a delay to gather information, a cheap reversible trial, a
// staged or hybrid version.

const (
	maxOptions       = 8
	maxCallerOptions = 7
)

// inferMode reads the mode from the shape of the text: a decision already
// made is GRILL; several named alternatives laid out side by side (a list,
// labelled items, "choosing between A, B and C", "which should I buy") are
// COMPARE; a personal or yes/no choice ("should I X or Y") is DECIDE.
func inferMode(d *doc, x *extraction) string {
	if x.decided {
		return domain.ModeGrill
	}
	var compare, decide float64
	if x.list || x.labelled {
		compare += 2
	}
	if x.colon {
		compare += 2
	}
	if x.between {
		compare += 0.5
		if x.maxEnum >= 3 {
			compare += 1.5
		}
	}
	if x.which {
		compare += 2
	}
	if x.maxEnum >= 3 {
		if x.enumQuestion {
			compare += 2
		} else {
			compare++
		}
	}
	if x.namedPair {
		compare++
	}
	if x.namedQuestion {
		compare++
	}
	if d.cat == catTech || d.cat == catPurchase {
		compare++
	}
	if x.yesno {
		decide += 3
	}
	if x.worth {
		decide++
	}
	if x.shouldFrame {
		if x.namedPair && !x.actions {
			decide++
		} else {
			decide += 2
		}
	}
	if x.actions {
		decide += 2
	}
	if x.could {
		decide++
	}
	if compare > decide && compare >= 1.5 {
		return domain.ModeCompare
	}
	return domain.ModeDecide
}

// optionAnswers returns the answers that list options.
func optionAnswers(answers []ports.Answer) []string {
	var out []string
	for _, a := range answers {
		if a.ID == ports.QuestionOptions && strings.TrimSpace(a.A) != "" {
			out = append(out, a.A)
		}
	}
	return out
}

// callerOptions returns the caller's options as drafts, the chosen one in
// GRILL mode first, and "not X" for a lone yes/no option.
func callerOptions(d *doc, x *extraction, mode string) []ports.OptionDraft {
	cands := x.cands
	if len(cands) > maxCallerOptions {
		cands = cands[:maxCallerOptions]
	}
	chosen := -1
	if mode == domain.ModeGrill {
		for i, c := range cands {
			if c.chosen {
				chosen = i
				break
			}
		}
		if chosen < 0 && len(cands) > 0 {
			chosen = 0
		}
	}
	var out []ports.OptionDraft
	seen := map[string]bool{}
	add := func(o ports.OptionDraft) {
		k := normLabel(o.Label)
		if k == "" || seen[k] {
			return
		}
		seen[k] = true
		out = append(out, o)
	}
	draft := func(c optCand, isChosen bool) ports.OptionDraft {
		desc := c.desc
		if desc == "" || normLabel(desc) == normLabel(c.label) {
			desc = c.label + "."
		}
		if more := d.aboutOption(c, cands); more != "" && !strings.Contains(desc, more) {
			desc = strings.TrimSuffix(desc, ".") + ". From the text: “" + more + "”"
		}
		desc = clip(desc, 240)
		o := ports.OptionDraft{Label: c.label, Origin: decision.FromCaller, Kind: decision.KindCaller, Description: desc, Chosen: isChosen}
		if ws := words(c.label); negated(ws) && !isChosen {
			o.Kind = decision.KindStatusQuo // the caller's own "don't"
		}
		low := strings.ToLower(c.label)
		for _, a := range c.aliases {
			if a != low && a != "" {
				o.Aliases = appendUnique(o.Aliases, a)
			}
		}
		for _, k := range c.keys {
			if k != low {
				o.Aliases = appendUnique(o.Aliases, k)
			}
		}
		return o
	}
	if chosen >= 0 {
		add(draft(cands[chosen], true))
	}
	for i, c := range cands {
		if i != chosen {
			add(draft(c, false))
		}
	}
	if len(out) == 1 && mode != domain.ModeGrill {
		add(negation(d, cands[0]))
	}
	return out
}

// aboutOption returns the first clause that names c and no other option,
// outside the phrase c was read from: what the text says about it.
func (d *doc) aboutOption(c optCand, all []optCand) string {
	names := func(o optCand, a, b int) bool {
		for i := a; i < b; i++ {
			w := strings.TrimSuffix(d.toks[i].low, "'s")
			for _, k := range o.keys {
				if similar(w, k) && (!genericNouns2[k] || d.definite(i, a, o.keys, k)) {
					return true
				}
			}
		}
		return false
	}
	own := normLabel(c.desc)
	for _, cl := range d.clauses {
		if !names(c, cl.a, cl.b) {
			continue
		}
		other := false
		for _, o := range all {
			if o.label != c.label && names(o, cl.a, cl.b) {
				other = true
				break
			}
		}
		text := collapse(d.phrase(cl.a, cl.b))
		nt := normLabel(text)
		if other || strings.Contains(own, nt) || len(strings.Fields(own)) >= 3 && strings.Contains(nt, own) || len(strings.Fields(text)) < 3 {
			continue
		}
		return clip(text, 140)
	}
	return ""
}

// negation is the "not X" side of a yes/no decision: "Don't get a dog";
// for a change "from A to B", keeping A ("Keep our price at 29").
func negation(d *doc, c optCand) ports.OptionDraft {
	label := ""
	w := strings.Fields(c.label)
	if d.english {
		for k := 2; k+2 < len(w); k++ {
			if strings.EqualFold(w[k], "from") && strings.EqualFold(w[k+2], "to") {
				label = "Keep " + strings.Join(w[1:k], " ") + " at " + w[k+1]
				break
			}
		}
		if label == "" {
			if c.verbLed || len(w) > 0 && actionVerbs[strings.ToLower(w[0])] {
				label = "Don't " + lowerFirst(c.label)
			} else {
				label = "Not " + lowerFirst(c.label)
			}
		}
	} else {
		label = "No " + lowerFirst(c.label)
	}
	return ports.OptionDraft{
		Label:       label,
		Origin:      decision.FromCaller,
		Kind:        decision.KindStatusQuo,
		Description: "The other side of the yes/no question: not " + lowerFirst(c.label) + ", keeping things as they are.",
	}
}

var (
	statusQuoWords = set("keep", "stay", "remain", "continue", "stick", "don't", "not", "no", "decline", "skip", "current",
		"existing", "status", "nothing", "quedarme", "quedarnos", "rester", "bleiben", "ficar", "staying", "keeping")
	delayWords  = set("delay", "wait", "postpone", "later", "defer", "pause", "hold", "yet", "delaying", "waiting", "postponing")
	trialWords  = set("trial", "try", "test", "pilot", "poc", "prototype", "experiment", "temporary", "borrow", "foster", "rent", "renting", "sample")
	hybridWords = set("part-time", "piece", "gradual", "gradually", "staged", "stage", "phase", "phased", "hybrid", "partial",
		"both", "split", "mix", "incremental", "incrementally", "half", "only", "partly", "step")
)

func labelHas(label string, ws map[string]bool) bool {
	for _, w := range words(label) {
		if ws[w] {
			return true
		}
	}
	return false
}

var currentWords = set("current", "currently", "existing", "today", "still", "old", "stay", "keep", "legacy")

var statusQuoLabels = map[category]string{
	catCareer: "Stay in the current job", catMoney: "Keep the money where it is", catRelationship: "Keep things as they are",
	catTech: "Keep the current setup", catBusiness: "Keep the current course", catPurchase: "Keep what you have",
	catEducation: "Stay on the current path", catHousing: "Stay in the current home", catGeneric: "Keep the status quo",
	catHiring: "Keep the role open and keep searching",
}

var delayPeriods = map[category]string{
	catCareer: "3 months", catMoney: "3 months", catRelationship: "3 months", catTech: "one quarter", catBusiness: "a month",
	catPurchase: "a month", catEducation: "a year", catHousing: "6 months", catGeneric: "3 months", catHiring: "a month",
}

var delayHints = map[category]string{
	catCareer:       "talk to people in the role, get the offer details in writing, compare the full package",
	catMoney:        "watch rates, keep the buffer intact, get independent advice",
	catRelationship: "talk it through openly and see how things develop",
	catTech:         "prototype, measure the real bottleneck, read others' incident reports",
	catBusiness:     "collect customer data and run a small test",
	catPurchase:     "compare the real running costs and try the alternatives for a few weeks",
	catEducation:    "talk to graduates and check their outcomes",
	catHousing:      "watch prices and rates and visit more places",
	catGeneric:      "collect the facts the decision is missing",
	catHiring:       "run a work-sample test and take references",
}

var trialLabels = map[category]string{
	catCareer: "Trial period or short contract first", catMoney: "Start small: commit a fraction first",
	catRelationship: "Try it for a few weeks first", catTech: "Pilot on one small service first",
	catBusiness: "Test with a small segment first", catPurchase: "Try it out for a few weeks first",
	catEducation: "Try a taster first (open day or trial class)", catHousing: "Rent in the area first", catGeneric: "Small reversible trial first",
	catHiring: "Paid trial project first",
}

var compareTrialLabels = map[category]string{
	catTech: "Pilot the top two before committing", catBusiness: "Paid trial of the top two first",
	catPurchase: "Try the top two in person first", catHiring: "Paid trial project with the top two",
}

var hybridLabels = map[category]string{
	catCareer: "Negotiate a hybrid arrangement", catMoney: "Split it between the options",
	catRelationship: "Take a smaller step first", catTech: "Staged migration with a review point",
	catBusiness: "Staged rollout with a review point", catPurchase: "Staged version with a review point",
	catEducation: "Part-time or staged version", catHousing: "Staged move: keep a foothold",
	catGeneric: "Staged version with a review point", catHiring: "Contract-to-hire first",
}

// sameKind reports whether the caller's options are instances of one thing
// ("Public school", "Private bilingual school"): one must be picked, so
// keeping things as they are or mixing them is no option.
func sameKind(caller []ports.OptionDraft) bool {
	head, n := "", 0
	for _, o := range caller {
		if o.Kind != decision.KindCaller {
			continue
		}
		ws := words(o.Label)
		if len(ws) < 2 {
			return false
		}
		last := ws[len(ws)-1]
		if len(last) < 3 || head != "" && last != head {
			return false
		}
		head = last
		n++
	}
	return n >= 2
}

// engineOptions adds the advisor's options that make sense and are not
// already covered by the caller's.
func engineOptions(d *doc, x *extraction, mode string, caller []ports.OptionDraft) []ports.OptionDraft {
	has := func(ws map[string]bool) bool {
		for _, o := range caller {
			if labelHas(o.Label, ws) {
				return true
			}
		}
		return false
	}
	lead := "the leading option"
	for _, o := range caller {
		if o.Kind == decision.KindCaller {
			lead = "“" + o.Label + "”"
			break
		}
	}
	cat := d.cat
	var out []ports.OptionDraft
	current := mode != domain.ModeCompare || d.hasCue(0, len(d.toks), currentWords)
	forced := x.forced || sameKind(caller)
	if !forced && current && !has(statusQuoWords) {
		var aliases []string
		for _, o := range caller {
			for _, k := range changeObject(words(o.Label)) {
				aliases = appendUnique(aliases, k)
			}
		}
		out = append(out, ports.OptionDraft{
			Label: statusQuoLabels[cat], Origin: decision.FromEngine, Kind: decision.KindStatusQuo, Aliases: aliases,
			Description: "Change nothing for now: the baseline every other option has to beat, with no switching cost and no new upside.",
		})
	}
	if mode != domain.ModeCompare && !has(delayWords) {
		out = append(out, ports.OptionDraft{
			Label: "Wait " + delayPeriods[cat] + " and gather information", Origin: decision.FromEngine, Kind: decision.KindDelay,
			Description: fmt.Sprintf("Hold the decision for a fixed period, %s, then decide on the same criteria. Costs time; keeps every option open.", delayHints[cat]),
		})
	}
	if !has(trialWords) {
		label := trialLabels[cat]
		if mode == domain.ModeCompare {
			if l, ok := compareTrialLabels[cat]; ok {
				label = l
			}
		}
		out = append(out, ports.OptionDraft{
			Label: label, Origin: decision.FromEngine, Kind: decision.KindTrial,
			Description: "A cheap, reversible test of " + lead + " that produces real evidence before the full commitment.",
		})
	}
	if (mode != domain.ModeCompare || cat == catMoney) && !forced && !has(hybridWords) {
		out = append(out, ports.OptionDraft{
			Label: hybridLabels[cat], Origin: decision.FromEngine, Kind: decision.KindHybrid,
			Description: "Do part of it now with a review point before the rest: keeps much of the upside of " + lead + " while limiting the downside.",
		})
	}
	return out
}

// widen is Widen without the context.
func widen(in ports.WidenInput) []ports.OptionDraft {
	d := parse(in.Decision)
	x := extract(d, in.Mode, optionAnswers(in.Answers))
	mode := in.Mode
	if mode == "" {
		mode = inferMode(d, x)
	}
	opts := callerOptions(d, x, mode)
	seen := map[string]bool{}
	for _, o := range opts {
		seen[normLabel(o.Label)] = true
	}
	for _, e := range engineOptions(d, x, mode, opts) {
		if len(opts) >= maxOptions {
			break
		}
		if k := normLabel(e.Label); !seen[k] {
			seen[k] = true
			opts = append(opts, e)
		}
	}
	// At least two options, always.
	for _, fb := range []ports.OptionDraft{
		{Label: "Keep the status quo", Origin: decision.FromEngine, Kind: decision.KindStatusQuo, Description: "Change nothing for now."},
		{Label: "Wait and gather information", Origin: decision.FromEngine, Kind: decision.KindDelay, Description: "Decide later, with more facts."},
	} {
		if len(opts) >= 2 {
			break
		}
		if k := normLabel(fb.Label); !seen[k] {
			seen[k] = true
			opts = append(opts, fb)
		}
	}
	return opts
}
