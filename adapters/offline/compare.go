package offline

import (
	"fmt"
	"math"
	"strings"

	"github.com/verdicthq/verdict/ports"
)

// The blind audit's reading (ENGINE.md "An audit that can disagree"). It
// reads the text again by a route of its own — pairwise, never through
// criteria, weights or cells — and reports which option the text prefers
// to which:
//
//   - on each attribute stated for two or more options, by the
//     attribute's direction ("€9k vs €14k");
//   - in a comparison that names one option before "than" and another
//     after it ("Linear is faster than Jira");
//   - in what the text says of each option on its own, as the net tone
//     of the clauses that speak of it alone;
//
// and which options a stated limit rules out.

func compareOptions(in ports.CompareInput) ports.Comparison {
	r := newReading(in.Decision, in.Answers, in.Options)
	d := r.d
	out := ports.Comparison{Preferences: []ports.Preference{}, RuledOut: []string{}}
	prefer := func(better, worse int, basis, evidence string) {
		out.Preferences = append(out.Preferences, ports.Preference{
			Better: in.Options[better].ID, Worse: in.Options[worse].ID, Basis: basis, Evidence: evidence})
	}
	// Stated attributes.
	for _, fc := range r.fcs {
		for a := 0; a < len(fc.facts); a++ {
			for b := a + 1; b < len(fc.facts); b++ {
				fa, fb := fc.facts[a], fc.facts[b]
				if fa.value == fb.value || fa.opt == fb.opt {
					continue
				}
				if (fa.value > fb.value) != (fc.dir > 0) {
					fa, fb = fb, fa
				}
				prefer(fa.opt, fb.opt, fc.label, fmt.Sprintf("%s: %s (%s) vs %s (%s)", fc.label, fa.text, in.Options[fa.opt].Label, fb.text, in.Options[fb.opt].Label))
			}
		}
	}
	// Comparisons.
	for _, c := range d.clauses {
		than := -1
		for i := c.a; i < c.b; i++ {
			if d.toks[i].low == "than" || thanWords[d.toks[i].low] && d.comparativeBefore(i, c.a) {
				than = i
				break
			}
		}
		if than < 0 {
			continue
		}
		before, after := soleMention(d.mentionsIn(c.a, than, r.keys)), soleMention(d.mentionsIn(than+1, c.b, r.keys))
		if before < 0 || after < 0 || before == after {
			continue
		}
		switch tone := clauseTone(d, c.a, c.b); {
		case tone > 0:
			prefer(before, after, "a comparison", quote(d.phrase(c.a, c.b)))
		case tone < 0:
			prefer(after, before, "a comparison", quote(d.phrase(c.a, c.b)))
		}
	}
	// What the text says of each option on its own.
	tone := make([]float64, len(in.Options))
	said := make([]bool, len(in.Options))
	for _, c := range d.clauses {
		owner := -1
		for i := c.a; i < c.b; i++ {
			if o := r.own[i]; o >= 0 {
				if owner >= 0 && owner != o {
					owner = -2
					break
				}
				owner = o
			}
		}
		if owner < 0 || d.masked(c.a) {
			continue
		}
		if t := clauseTone(d, c.a, c.b); t != 0 {
			tone[owner] += t
			said[owner] = true
		}
	}
	for a := range in.Options {
		for b := range in.Options {
			if a < b && (said[a] || said[b]) && math.Abs(tone[a]-tone[b]) >= 0.5 {
				better, worse := a, b
				if tone[b] > tone[a] {
					better, worse = b, a
				}
				prefer(better, worse, "what the text says of each", fmt.Sprintf("%s %+.1f, %s %+.1f", in.Options[better].Label, tone[better], in.Options[worse].Label, tone[worse]))
			}
		}
	}
	// Limits.
	for _, c := range r.constraints() {
		for _, b := range c.Breaches {
			out.RuledOut = appendUnique(out.RuledOut, b.OptionID)
		}
	}
	return out
}

// thanWords are "than" in other languages, where the same word also
// means "that", "as" or "then": one counts only after a comparative.
var thanWords = set("als", "que", "di", "dan", "che")

var moreWords = set("more", "less", "más", "menos", "mais", "plus", "moins", "più", "meno", "mehr", "weniger", "meer", "minder",
	"mejor", "peor", "meilleur", "pire", "melhor", "pior", "migliore", "peggiore")

// comparativeBefore reports whether a comparative stands within three
// words before i: a "more" word, or a German or Dutch "-er" form
// ("billiger als", "goedkoper dan").
func (d *doc) comparativeBefore(i, a int) bool {
	for j := i - 1; j >= a && j >= i-3; j-- {
		w := d.toks[j].low
		if moreWords[w] || (d.lang == "de" || d.lang == "nl") && len(w) > 4 && strings.HasSuffix(w, "er") {
			return true
		}
	}
	return false
}

// clauseTone is a clause's net polarity: its criterion cues and its
// general polarity, signed, scaled by its intensifiers and hedges.
func clauseTone(d *doc, a, b int) float64 {
	r := d.readClause(a, b)
	t := r.fallback
	for _, id := range r.order {
		t += r.pol[id]
	}
	return t * r.scale
}
