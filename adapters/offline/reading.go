package offline

import (
	"slices"
	"strings"

	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/ports"
)

// A reading is the text read once for a set of options: which tokens speak
// of which option, the facts table, the attributes that become criteria
// and the hard constraints. Criteria and Assess both build it from the
// same inputs, so both see the same facts.
type reading struct {
	d       *doc
	opts    []ports.OptionRef
	caller  []bool
	names   [][]string // label and aliases of each caller option; nil for the engine's
	own     []int      // per token: the option it speaks of, or −1
	facts   []fact
	context []fact // figures no option owns
	fcs     []factCriterion
	keys    []optKey // how the text names each caller option
	// nameWords are the words of every caller option's names, read once
	// (isOptionName asks of each word of each limit).
	nameWords map[string]bool
}

// readingText is the decision plus the caller's own free answers, which
// carry facts about options; answers to the engine's questions do not.
func readingText(decision string, answers []ports.Answer) string {
	text := decision
	for _, a := range answers {
		ans := strings.TrimSpace(a.A)
		if ans == "" || a.ID != "" || quotesText(decision, ans) {
			continue
		}
		text += "\n" + ans
	}
	return text
}

func newReading(text string, answers []ports.Answer, opts []ports.OptionRef) *reading {
	r := &reading{d: parse(readingText(text, answers)), opts: opts}
	r.caller = make([]bool, len(opts))
	r.names = make([][]string, len(opts))
	for i, o := range opts {
		r.caller[i] = o.Origin != decision.FromEngine
		switch {
		case r.caller[i]:
			r.names[i] = append([]string{o.Label}, o.Aliases...)
		case o.Kind == decision.KindStatusQuo && len(o.Aliases) > 0:
			// The status quo the engine added speaks through what the
			// text names as the present ("my current London job").
			r.names[i] = o.Aliases
		}
	}
	// "Don't take the course" names nothing of its own: the course's
	// figures are the option that takes it.
	for i, o := range opts {
		if !r.caller[i] || !negated(words(o.Label)) {
			continue
		}
		for j, p := range opts {
			if j != i && r.caller[j] && !negated(words(p.Label)) && subsetKeys(keyTerms(words(o.Label)), keyTerms(words(p.Label))) {
				r.names[i] = nil
				break
			}
		}
	}
	r.nameWords = map[string]bool{}
	for i, ns := range r.names {
		for _, n := range ns {
			for _, w := range words(n) {
				r.nameWords[w] = r.nameWords[w] || r.caller[i]
			}
		}
	}
	ks := optionKeys(r.names)
	r.d.markFirstMentions(ks)
	r.keys = ks
	roles := optionRoles{quo: -1, change: -1}
	callers := 0
	for i, o := range opts {
		if !r.caller[i] {
			continue
		}
		callers++
		if o.Kind == decision.KindStatusQuo || statusQuoLabel(o.Label) {
			roles.quo = i
		} else {
			roles.change = i
		}
	}
	if callers == 1 && roles.quo < 0 {
		for i, o := range opts {
			if !r.caller[i] && o.Kind == decision.KindStatusQuo && len(r.names[i]) > 0 {
				roles.quo = i
			}
		}
	}
	if callers > 2 || roles.quo < 0 || roles.change < 0 {
		roles = optionRoles{quo: -1, change: -1}
	}
	// "Take the move" against "Stay in York", after "a move from our
	// York office to the Leeds office": where the change goes names it.
	if roles.change >= 0 && r.caller[roles.change] {
		var quo []string
		for _, n := range r.names[roles.quo] {
			quo = append(quo, keyTerms(words(n))...)
		}
		if dest := r.d.destinationOf(quo); dest != "" && !slices.ContainsFunc(ks[roles.change].keys, func(k string) bool { return strings.EqualFold(k, dest) }) {
			r.names[roles.change] = append(r.names[roles.change], dest)
			ks = optionKeys(r.names)
			r.d.markFirstMentions(ks)
			r.keys = ks
		}
	}
	r.own = r.d.ownership(ks, roles)
	r.facts, r.context = r.d.factsFor(ks, r.own, roles)
	r.fcs = factCriteria(r.facts)
	r.capToHeadcount()
	return r
}

// factIndex returns the fact criterion with the given id, or −1.
func (r *reading) factIndex(id string) int {
	for k, fc := range r.fcs {
		if fc.id == id {
			return k
		}
	}
	return -1
}

// region returns the text of the tokens option i owns, as token spans.
func (r *reading) region(i int) [][2]int {
	var out [][2]int
	start := -1
	for t, o := range r.own {
		switch {
		case o == i && start < 0:
			start = t
		case o != i && start >= 0:
			out = append(out, [2]int{start, t})
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, [2]int{start, len(r.own)})
	}
	return out
}

// regionOutside is option i's region without the spans that overlap
// limit l: an option is judged by its own words, not the limit's.
func (r *reading) regionOutside(i int, l limit) [][2]int {
	var out [][2]int
	for _, sp := range r.region(i) {
		if sp[0] < l.b && sp[1] > l.a {
			continue
		}
		out = append(out, sp)
	}
	return out
}
