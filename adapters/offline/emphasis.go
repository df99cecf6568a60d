package offline

import (
	"sort"
	"strings"

	"github.com/verdicthq/verdict/ports"
)

// The lexicon criteria the words name, and their ordinal importance
// (ENGINE.md "Emphasis"): every cue counts as a mention; emphasis in the
// same clause ("matters most", "must", "can't afford", "the role needs
// most") counts far more; the caller's answer to the priorities question
// outranks everything, in the order it names criteria. Ranks are dense
// over the scores, so equal evidence ties. criteria.go keeps those the
// options have evidence on and ranks them beside the stated attributes.

const (
	minCriteria    = 2
	targetCriteria = 4
	maxCriteria    = 8
)

type critScore struct {
	id       string
	score    float64
	first    int
	emph     bool
	strong   bool // a superlative: "matters most", "above all", "must"
	why      string
	mentions int
}

var strongEmphasisIndex = indexPhrases(strongEmphasis)

// emphasisIn returns 2 for a strong emphasis phrase in [a, b), 1 for a
// weaker cue, 0 for none.
func (d *doc) emphasisIn(a, b int) int {
	best := 0
	for i := a; i < b; i++ {
		t := d.toks[i]
		if t.kind != tWord {
			continue
		}
		if d.negatedBefore(i, a) {
			continue // "doesn't care about brand", "not important"
		}
		if p := d.matchAt(i, strongEmphasisIndex); p != nil && i+len(p) <= b {
			return 2
		}
		if mediumEmphasis[t.low] {
			best = 1
		}
	}
	return best
}

func readCriteria(d *doc, answers []ports.Answer, options []ports.OptionRef) []ports.CriterionDraft {
	labelWords := map[string]bool{}
	for _, o := range options {
		for _, w := range words(o.Label) {
			labelWords[w] = true
		}
	}
	scores := map[string]*critScore{}
	var order []string
	get := func(id string, pos int) *critScore {
		s, ok := scores[id]
		if !ok {
			s = &critScore{id: id, first: pos}
			scores[id] = s
			order = append(order, id)
		}
		return s
	}
	carry := 0 // emphasis of a clause with no cue, carried to the next
	lastSent := -1
	for _, c := range d.clauses {
		if c.sent != lastSent {
			carry, lastSent = 0, c.sent
		}
		r := d.readClause(c.a, c.b)
		emph := d.emphasisIn(c.a, c.b)
		if len(r.order) == 0 {
			carry = max(carry, emph)
			continue
		}
		emph = max(emph, carry)
		carry = 0
		text := clip(collapse(d.phrase(c.a, c.b)), 140)
		for _, id := range r.order {
			s := get(id, d.toks[c.a].start)
			s.mentions++
			if s.mentions <= 3 {
				// A cue that is only a word of an option's name ("hire" in
				// "Hire a freelancer") says little about what matters.
				if at, ok := r.at[id]; ok && labelWords[d.toks[at].low] {
					s.score += 0.3
				} else {
					s.score++
				}
			}
			if s.why == "" {
				s.why = text
			}
			switch emph {
			case 2:
				s.score += 4
				if !s.emph {
					s.why = text
				}
				s.emph = true
				s.strong = true
			case 1:
				s.score += 1.5
				s.emph = true
			}
		}
	}
	// A superlative says what matters most: every strongly emphasised
	// criterion shares the top of what the text says (ties by score), so a
	// later "X matters most to me" is never outranked by mere mentions.
	var top float64
	for _, id := range order {
		top = max(top, scores[id].score)
	}
	for _, id := range order {
		if scores[id].strong {
			scores[id].score = top
		}
	}
	// Answers: priorities in the order named; others as extra mentions.
	for _, a := range answers {
		ad := parse(a.A)
		ad.cat = d.cat
		q := strings.ToLower(a.Q)
		isPriority := a.ID == ports.QuestionPriorities ||
			a.ID == "" && (strings.Contains(q, "priorit") || strings.Contains(q, "matter") || strings.Contains(q, "important"))
		// Answers about options, horizon or reversibility name no criteria.
		evidence := isPriority || a.ID == "" || a.ID == ports.QuestionConstraints
		k := 0
		for _, c := range ad.clauses {
			if !evidence {
				break
			}
			r := ad.readClause(c.a, c.b)
			for _, id := range r.order {
				s := get(id, 1<<30+k)
				if isPriority {
					s.score += 12 - 1.5*float64(min(k, 6))
					s.emph = true
					s.why = "priorities: " + clip(collapse(a.A), 100)
					k++
				} else {
					s.score++
					if s.why == "" {
						s.why = "answer: " + clip(collapse(a.A), 100)
					}
				}
			}
		}
		if a.ID == ports.QuestionRisk {
			low := strings.ToLower(a.A)
			for _, w := range []string{"low", "averse", "cautious", "conservative", "can't", "cannot", "little", "none", "safe"} {
				if strings.Contains(low, w) {
					s := get("risk", 1<<30)
					s.score += 3
					s.emph = true
					s.why = "risk tolerance: " + clip(collapse(a.A), 100)
					break
				}
			}
		}
	}
	list := make([]*critScore, 0, len(order))
	for _, id := range order {
		list = append(list, scores[id])
	}
	sort.SliceStable(list, func(i, j int) bool {
		if list[i].score != list[j].score {
			return list[i].score > list[j].score
		}
		if list[i].first != list[j].first {
			return list[i].first < list[j].first
		}
		return list[i].id < list[j].id
	})
	if len(list) > maxCriteria {
		list = list[:maxCriteria]
	}
	// Dense ranks over scores.
	out := make([]ports.CriterionDraft, 0, maxCriteria)
	rank := 0
	prev := -1.0
	for _, s := range list {
		if s.score != prev {
			rank++
			prev = s.score
		}
		out = append(out, ports.CriterionDraft{ID: s.id, Label: critLabel(s.id), Rank: rank, Emphasized: s.emph, Why: s.why})
	}
	have := map[string]bool{}
	for _, c := range out {
		have[c.ID] = true
	}
	defRank := rank + 1
	for k, id := range categoryDefaults[d.cat] {
		// The category's first two defaults always belong; the rest fill
		// up to a useful minimum.
		if k >= 2 && len(out) >= targetCriteria || len(out) >= maxCriteria {
			break
		}
		if have[id] {
			continue
		}
		have[id] = true
		out = append(out, ports.CriterionDraft{ID: id, Label: critLabel(id), Rank: defRank,
			Why: "default for " + categoryNames[d.cat] + " decisions; the text says little about it"})
	}
	for _, id := range []string{"risk", "money", "time"} {
		if len(out) >= minCriteria {
			break
		}
		if !have[id] {
			have[id] = true
			out = append(out, ports.CriterionDraft{ID: id, Label: critLabel(id), Rank: defRank, Why: "default"})
		}
	}
	return out
}
