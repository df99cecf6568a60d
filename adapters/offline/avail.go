package offline

import (
	"slices"
	"strings"

	"github.com/verdicthq/verdict/ports"
)

// An option the text itself says cannot be had is out, whatever it
// scores: "Digi no llega a nuestro edificio", "den er solgt, ikke ledig
// lenger", "fully booked that weekend", "já descartei".

var unavailableIdx = phraseList(mustSection(consLists, "constraints.txt", "unavailable"))

// availabilityLimit rules out the caller options whose own words say
// they are not to be had; it reads nothing when that would leave none.
func (r *reading) availabilityLimit() (ports.Constraint, bool) {
	d := r.d
	c := ports.Constraint{Text: "the option can be had (the text says which cannot)", Kind: "must"}
	for i := range r.opts {
		if !r.caller[i] {
			continue
		}
	region:
		for _, sp := range r.region(i) {
			for j := sp[0]; j < sp[1]; j++ {
				e := d.phraseSpan(j, sp[1], unavailableIdx)
				if e <= j && r.closedOnTheDay(j, min(j+1, sp[1])) == j {
					e = j + 1
				}
				if e <= j {
					continue
				}
				// "not sold out", "pas complet": denied, it is to be had.
				if d.negatedAt(sp[0], j) || d.conditionalAt(sp[0], j) || !r.saysOfItself(i, j) {
					continue
				}
				c.Breaches = append(c.Breaches, ports.Breach{OptionID: r.opts[i].ID,
					Evidence: r.opts[i].Label + ": " + quote(d.phrase(max(sp[0], j-4), min(sp[1], e+2)))})
				break region
			}
		}
	}
	r.unavailableReplies(&c)
	return c, len(c.Breaches) > 0 && len(c.Breaches) < r.callerCount()
}

// unavailableReplies adds, in a chat, the option a message without a name
// answers as not to be had: "Rafael: e a Hapvida?" / "Camila: não tem rede
// aqui no nosso bairro, já descartei".
func (r *reading) unavailableReplies(c *ports.Constraint) {
	d := r.d
	for k, ln := range d.lines {
		if ln.speaker == "" || r.ownerOf(ln.a, ln.b) != -2 {
			continue
		}
		at := d.findPhraseIn(ln.a, ln.b, unavailableIdx)
		if at < 0 {
			at = r.closedOnTheDay(ln.a, ln.b)
		}
		if at < 0 || d.negatedAt(ln.a, at) {
			continue
		}
		for p := k - 1; p >= 0 && p >= k-2; p-- {
			if d.lines[p].speaker == "" {
				continue
			}
			o := r.ownerOf(d.lines[p].a, d.lines[p].b)
			if o < 0 {
				continue
			}
			if !slices.ContainsFunc(c.Breaches, func(b ports.Breach) bool { return b.OptionID == r.opts[o].ID }) {
				c.Breaches = append(c.Breaches, ports.Breach{OptionID: r.opts[o].ID, Evidence: r.opts[o].Label + ": " + quote(d.phrase(ln.a, ln.b))})
			}
			break
		}
	}
}

// ownerOf returns the one caller option that owns tokens in [a, b), −2
// when none does and −1 when several do.
func (r *reading) ownerOf(a, b int) int {
	o := -2
	for i := a; i < b; i++ {
		if w := r.own[i]; w >= 0 && r.caller[w] {
			if o >= 0 && o != w {
				return -1
			}
			o = w
		}
	}
	return o
}

// saysOfItself reports whether the words before j in their clause speak
// of option i itself: they name it ("Vodafone ist in unserer Straße
// nicht verfügbar"), open with a pronoun ("den er solgt") or say
// nothing; not a feature of it ("accidental damage not available").
func (r *reading) saysOfItself(i, j int) bool {
	d := r.d
	c := d.clauseAt(j)
	content := false
	for k := c.a; k < j; k++ {
		t := d.toks[k]
		if t.kind != tWord || stopwords[t.low] || lightVerb[t.low] || isNegator(t.low) {
			continue
		}
		for _, n := range r.names[i] {
			if containsStr(words(n), t.low) {
				return true
			}
		}
		if !content && (pronounWord[t.low] || pronounOpeners2[t.low]) {
			return true
		}
		content = true
	}
	return !content
}

var closedIdx = phraseList(mustSection(consLists, "constraints.txt", "closed"))

// closedOnTheDay returns where [a, b) says a place is closed on a weekday
// the text names, outside every option's words, as the day it is wanted
// ("cena … lunedì 16" / "il lunedì è chiusa"), or −1.
func (r *reading) closedOnTheDay(a, b int) int {
	d := r.d
	at := d.findPhraseIn(a, b, closedIdx)
	if at < 0 {
		return -1
	}
	c := d.clauseAt(at)
	for k := c.a; k < c.b; k++ {
		w := strings.TrimSuffix(d.toks[k].low, "s")
		if !weekdays[w] && !weekdays[d.toks[k].low] && !englishDays[w] {
			continue
		}
		for j := range d.toks {
			if (j < c.a || j >= c.b) && r.own[j] < 0 && (d.toks[j].low == d.toks[k].low || strings.TrimSuffix(d.toks[j].low, "s") == w) {
				return at
			}
		}
	}
	return -1
}

var englishDays = set(mustSection(amountLists, "amounts.txt", "english-days")...)
