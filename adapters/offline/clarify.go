package offline

import (
	"strconv"
	"strings"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// Clarify: what the decision leaves open (SPEC §1), at most five
// questions, each with the engine's own answer read from the text and a
// confidence: high when the text states it, low when the answer is a
// default.

const maxQuestions = 5

var defaultHorizon = map[category]string{
	catCareer: "2 years", catMoney: "5 years", catRelationship: "2 years", catTech: "1 year", catBusiness: "1 year",
	catPurchase: "3 years", catEducation: "5 years", catHousing: "5 years", catGeneric: "1 year", catHiring: "1 year",
}

func clarify(in ports.ClarifyInput) ports.Clarification {
	d := parse(in.Decision)
	f := d.frame(nil)
	inferred := d.mode(f)
	mode := in.Mode
	if mode == "" {
		mode = inferred
	}
	var qs []ports.Question

	// Options: asked unless the text lays them out unmistakably. Fewer
	// than two options read means the text did not say; the engine says so
	// with low confidence instead of inventing one.
	opts := callerDrafts(d, f, mode)
	real := countReal(f.options)
	if f.sure < 0.75 || real < 2 || mode == domain.ModeGrill {
		labels := make([]string, 0, len(opts))
		for _, o := range opts {
			labels = append(labels, o.Label)
		}
		q := ports.Question{
			ID:        ports.QuestionOptions,
			Q:         "Which options are on the table? The engine read these from the text; add any it missed.",
			Suggested: strings.Join(labels, "; "),
			Neutral:   "Only the options named in the text, plus the engine's standard additions (status quo, delay, trial, staged).",
		}
		switch {
		case mode == domain.ModeGrill:
			q.Q = "Which alternatives did you weigh before deciding?"
			q.Confidence = 0.45
		case real < 2:
			q.Confidence = 0.2
			if len(labels) == 0 {
				q.Suggested = "The text names no options the engine could read"
			}
		default:
			q.Confidence = clamp(f.sure, 0.3, 0.8)
		}
		qs = append(qs, q)
	}

	// Priorities.
	crits := readCriteria(d, nil, nil)
	var named []string
	emph := false
	for _, c := range crits {
		if strings.HasPrefix(c.Why, "default") {
			continue
		}
		emph = emph || c.Emphasized && c.Rank == 1
		if len(named) < 3 {
			named = append(named, strings.ToLower(c.Label))
		}
	}
	pq := ports.Question{
		ID:      ports.QuestionPriorities,
		Q:       "What matters most in this decision, in order?",
		Neutral: "Every criterion found in the text weighs the same.",
	}
	switch {
	case len(named) > 0:
		pq.Suggested = priorityPhrase(named)
		pq.Confidence = 0.5
		if emph {
			pq.Confidence = 0.75
		}
	default:
		for _, c := range crits {
			if len(named) < 3 {
				named = append(named, strings.ToLower(c.Label))
			}
		}
		pq.Suggested = priorityPhrase(named) + " (defaults; the text names no priorities)"
		pq.Confidence = 0.3
	}
	qs = append(qs, pq)

	// Horizon.
	hq := ports.Question{
		ID:      ports.QuestionHorizon,
		Q:       "Over what time horizon should this be judged?",
		Neutral: "A " + defaultHorizon[d.cat] + " horizon.",
	}
	if h, ok := d.readHorizon(); ok {
		hq.Suggested, hq.Confidence = h, 0.7
	} else {
		hq.Suggested, hq.Confidence = defaultHorizon[d.cat]+" (a typical horizon for this kind of decision)", 0.3
	}
	qs = append(qs, hq)

	// Risk tolerance.
	rq := ports.Question{
		ID:      ports.QuestionRisk,
		Q:       "How much downside could you absorb if this goes wrong?",
		Neutral: "Moderate: a setback is acceptable if it is recoverable.",
	}
	rq.Suggested, rq.Confidence = d.readRiskTolerance()
	qs = append(qs, rq)

	// Constraints.
	cq := ports.Question{
		ID:      ports.QuestionConstraints,
		Q:       "Are there hard constraints: a budget, a deadline, a must-have?",
		Neutral: "No constraints beyond those stated in the text.",
	}
	if cs := d.readConstraints(); len(cs) > 0 {
		cq.Suggested, cq.Confidence = strings.Join(cs, "; "), 0.65
	} else {
		cq.Suggested, cq.Confidence = "No hard constraints stated", 0.35
	}
	qs = append(qs, cq)

	// Reversibility.
	vq := ports.Question{
		ID:      ports.QuestionReversibility,
		Q:       "If this goes wrong, how easily can it be undone?",
		Neutral: "Reversible at a moderate cost.",
	}
	vq.Suggested, vq.Confidence = d.readReversibility(opts)
	qs = append(qs, vq)

	if len(qs) > maxQuestions {
		qs = qs[:maxQuestions]
	}
	return ports.Clarification{InferredMode: inferred, Questions: qs}
}

func priorityPhrase(named []string) string {
	switch len(named) {
	case 0:
		return "no clear priority"
	case 1:
		return named[0] + " first"
	case 2:
		return named[0] + " first, then " + named[1]
	}
	return named[0] + " first, then " + strings.Join(named[1:len(named)-1], ", ") + " and " + named[len(named)-1]
}

var horizonPreps = set("within", "in", "over", "next")

// readHorizon finds a forward-looking duration ("within 5 years", "in 3
// years", "over the next two years") and returns the longest.
func (d *doc) readHorizon() (string, bool) {
	best, bestDays := "", 0.0
	for i := 0; i+2 < len(d.toks); i++ {
		p := d.toks[i].low
		if !horizonPreps[p] {
			continue
		}
		j := i + 1
		if d.toks[j].low == "the" && j+1 < len(d.toks) && d.toks[j+1].low == "next" {
			j += 2
		} else if d.toks[j].low == "next" || d.toks[j].low == "another" {
			j++
		}
		if j+1 >= len(d.toks) {
			continue
		}
		var n float64
		nt := d.toks[j]
		switch {
		case nt.kind == tNum:
			v, err := strconv.ParseFloat(strings.ReplaceAll(nt.low, ",", ""), 64)
			if err != nil {
				continue
			}
			n = v
		case numberWords[nt.low] > 0 && nt.low != "a" && nt.low != "an" && nt.low != "half":
			n = numberWords[nt.low]
		default:
			continue
		}
		unit := d.toks[j+1].low
		days := unitDays(unit)
		if days == 0 || n <= 0 || n > 100 {
			continue
		}
		if total := n * days; total > bestDays {
			bestDays = total
			best = strconv.FormatFloat(n, 'f', -1, 64) + " " + normUnit(unit, n)
		}
	}
	return best, best != ""
}

func unitDays(u string) float64 {
	switch u {
	case "day", "days":
		return 1
	case "week", "weeks":
		return 7
	case "month", "months", "mo", "mos":
		return 30
	case "quarter", "quarters":
		return 91
	case "semester", "semesters":
		return 182
	case "year", "years", "yr", "yrs":
		return 365
	case "decade", "decades":
		return 3650
	}
	return 0
}

func normUnit(u string, n float64) string {
	base := map[string]string{"day": "day", "days": "day", "week": "week", "weeks": "week", "month": "month", "months": "month",
		"mo": "month", "mos": "month", "quarter": "quarter", "quarters": "quarter", "semester": "semester", "semesters": "semester",
		"year": "year", "years": "year", "yr": "year", "yrs": "year", "decade": "decade", "decades": "decade"}[u]
	if n != 1 {
		return base + "s"
	}
	return base
}

var lowRiskCues = [][]string{{"tight"}, {"can't", "afford"}, {"cannot", "afford"}, {"emergency"}, {"nervous"}, {"afraid"},
	{"worried"}, {"worry"}, {"risk-averse"}, {"conservative"}, {"careful"}, {"no", "buffer"}, {"savings"}, {"debt"},
	{"scared"}, {"safe"}, {"runway"}}
var highRiskCues = [][]string{{"willing", "to", "take"}, {"aggressive"}, {"risk-tolerant"}, {"nothing", "to", "lose"},
	{"bold"}, {"all", "in"}, {"go", "big"}, {"high", "risk"}}

var (
	lowRiskIndex    = indexPhrases(lowRiskCues)
	highRiskIndex   = indexPhrases(highRiskCues)
	constraintIndex = indexPhrases(constraintCues)
)

func (d *doc) readRiskTolerance() (string, float64) {
	for _, c := range d.clauses {
		for i := c.a; i < c.b; i++ {
			if d.matchAt(i, highRiskIndex) != nil {
				return "High: “" + clip(collapse(d.phrase(c.a, c.b)), 100) + "”", 0.55
			}
		}
	}
	for _, c := range d.clauses {
		for i := c.a; i < c.b; i++ {
			if d.matchAt(i, lowRiskIndex) != nil {
				return "Low to moderate: “" + clip(collapse(d.phrase(c.a, c.b)), 100) + "”", 0.6
			}
		}
	}
	return "Moderate (nothing in the text says otherwise)", 0.3
}

var constraintCues = [][]string{{"must"}, {"requires"}, {"required"}, {"require"}, {"need", "to"}, {"needs", "to"},
	{"budget"}, {"deadline"}, {"can't"}, {"cannot"}, {"at", "most"}, {"at", "least"}, {"no", "more", "than"},
	{"limit"}, {"compliance"}, {"mandatory"}, {"before", "the"}, {"tight"}, {"only", "have"}, {"need", "a"}, {"we", "need"},
	{"i", "need"}}

func (d *doc) readConstraints() []string {
	var out []string
	for _, c := range d.clauses {
		for i := c.a; i < c.b && len(out) < 2; i++ {
			if d.matchAt(i, constraintIndex) != nil {
				out = append(out, clip(collapse(d.phrase(c.a, c.b)), 100))
				break
			}
		}
		if len(out) >= 2 {
			break
		}
	}
	return out
}

var oneWayWords = set("buy", "sell", "quit", "resign", "marry", "divorce", "sign", "rewrite", "split", "irreversible",
	"lend", "invest", "relocate", "move", "launch", "mortgage", "emigrate", "tell", "adopt", "pay", "demolish")
var twoWayWords = set("rent", "renting", "trial", "try", "test", "reversible", "lease", "part-time", "pilot", "subscribe",
	"delay", "wait", "keep", "stay", "continue", "raise", "lower", "hire", "use", "switch")

func (d *doc) readReversibility(opts []ports.OptionDraft) (string, float64) {
	oneWay, twoWay := 0, 0
	for _, o := range opts {
		ws := words(o.Label)
		if len(ws) == 0 || strings.HasPrefix(ws[0], "don") || ws[0] == "not" || ws[0] == "keep" && len(opts) > 1 {
			continue
		}
		if oneWayWords[ws[0]] {
			oneWay++
		}
		if twoWayWords[ws[0]] {
			twoWay++
		}
		break // the leading option sets the tone
	}
	for _, t := range d.toks {
		switch t.low {
		case "irreversible", "permanent", "one-way":
			oneWay++
		case "reversible", "two-way", "temporary", "cancel", "anytime":
			twoWay++
		}
	}
	switch {
	case oneWay > twoWay:
		return "Hard to undo (a one-way door): reversing would cost real money or goodwill", 0.55
	case twoWay > oneWay:
		return "Fairly easy to undo (a two-way door)", 0.5
	}
	return "Partly reversible, at a cost", 0.3
}
