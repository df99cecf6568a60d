package offline

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/verdicthq/verdict/ports"
)

// Times of day as limits: "je dois atterrir au plus tard à 17h" against
// "CDG 13h35 → YUL 15h10", "moet minimaal tot 18:30 open zijn" against
// "open 7:30–18:30". The time an option is measured by is the end of a
// range it states (an arrival, a closing time), else its last time.

// clockTime is a time of day in minutes after midnight, at tokens [a, b).
// A time that ends a range written bare ("9-4") keeps the range's start
// in from; from is -1 otherwise.
type clockTime struct {
	minutes, a, b int
	from          int
}

// clockLooseAt reads a time of day at token i: what clockAt reads, and
// the continental "17h", "15h10", "18.30".
func (d *doc) clockLooseAt(i int) (int, int, bool) {
	if m, n, ok := d.clockAt(i); ok {
		return m, n, true
	}
	if m, n, ok := d.spokenClockAt(i); ok {
		return m, n, true
	}
	if d.blocked(i) || d.toks[i].kind != tNum {
		return 0, 0, false
	}
	if m, ok := d.dottedClockAt(i); ok {
		return m, 1, true
	}
	num, suf := splitNumber(d.toks[i].low)
	if len(suf) >= 1 && suf[0] == 'h' && isDigits(num) && (len(suf) == 1 || len(suf) == 3 && isDigits(suf[1:])) {
		h, _ := strconv.Atoi(num)
		mins := 0
		if len(suf) == 3 {
			mins, _ = strconv.Atoi(suf[1:])
		}
		// "17h" alone is a time only beside another clock mark or a
		// word that places it in the day ("à 17h", "→ 15h10").
		if h <= 24 && mins < 60 && (len(suf) == 3 || d.clockContext(i)) {
			return h*60 + mins, 1, true
		}
	}
	return 0, 0, false
}

// dottedClockAt reads a time of day written with a dot ("17.15") at i:
// after a word that places it in the day or of opening hours ("til
// mindst 17.15", "lukker 16.30"), or anywhere in a text that writes its
// times so, where no currency makes it a price ("Mælkebøtten 17.00,
// Lille Bjørn 17.30" after "Solsikken lukker 16.30").
func (d *doc) dottedClockAt(i int) (int, bool) {
	w := d.toks[i].low
	if !dottedClock(w) || d.dottedPrice(i) {
		return 0, false
	}
	if !d.dottedClockPlaced(i) && !d.writesDottedClocks() {
		return 0, false
	}
	h, m, _ := strings.Cut(w, ".")
	hh, _ := strconv.Atoi(h)
	mm, _ := strconv.Atoi(m)
	return hh*60 + mm, true
}

// dottedClockPlaced reports whether the dotted figure at i follows a
// word that makes it a time of day.
func (d *doc) dottedClockPlaced(i int) bool {
	return i > 0 && (d.clockContext(i) || openingWords[d.toks[i-1].low])
}

// dottedPrice reports whether a currency stands right before or after
// the figure at i ("€17.50", "16.30 kr").
func (d *doc) dottedPrice(i int) bool {
	return i > 0 && d.currencyAt(i-1) != "" || i+1 < len(d.toks) && d.currencyAt(i+1) != ""
}

// writesDottedClocks reports whether the text writes a time of day with
// a dot where a word places it, read once.
func (d *doc) writesDottedClocks() bool {
	if d.dottedClocks == 0 {
		d.dottedClocks = -1
		for i, t := range d.toks {
			if t.kind == tNum && dottedClock(t.low) && !d.dottedPrice(i) && d.dottedClockPlaced(i) {
				d.dottedClocks = 1
				break
			}
		}
	}
	return d.dottedClocks > 0
}

// morningClocks reports whether the text writes two times of day or
// more in figures and all of them before noon, read once.
func (d *doc) morningClocks() bool {
	if d.morning == 0 {
		d.morning = -1
		n := 0
		for i := range d.toks {
			m, _, ok := d.clockAt(i)
			if !ok {
				m, ok = d.dottedClockAt(i)
			}
			if !ok {
				continue
			}
			if m >= 12*60 {
				n = 0
				break
			}
			n++
		}
		if n >= 2 {
			d.morning = 1
		}
	}
	return d.morning > 0
}

var openingWords = set(mustSection(consLists, "constraints.txt", "opening-hours")...)

// clockTail are the words that may follow an hour said alone ("till six
// and then…", "at five tonight"): any other word makes it a count.
var clockTail = set(mustSection(amountLists, "amounts.txt", "clock-tail")...)

// hourWords are the hours a voice note says in words.
var hourWords = intPairSection(amountLists, "amounts.txt", "hour-words")

// spokenClockAt reads a time of day said in English words: "half five"
// (5:30), "quarter to six" (5:45), "quarter past seven", "six o'clock",
// or an hour alone where a word places it in the day ("till six", "at
// five"). Hours before eight are in the afternoon, unless every time
// the text writes in figures is in the morning ("opens 7.30", "opens
// 8.00": "open by half seven" is 7:30).
func (d *doc) spokenClockAt(i int) (int, int, bool) {
	if d.lang != "en" || d.blocked(i) || d.toks[i].kind != tWord {
		return 0, 0, false
	}
	hour := func(j int) (int, bool) {
		if j >= len(d.toks) || d.blocked(j) {
			return 0, false
		}
		h, ok := hourWords[d.toks[j].low]
		if !ok {
			if n, err := strconv.Atoi(d.toks[j].low); err == nil && n >= 1 && n <= 12 && d.toks[j].kind == tNum {
				h, ok = n, true
			}
		}
		if ok && h < 8 && !d.morningClocks() {
			h += 12
		}
		return h, ok
	}
	switch w := d.toks[i].low; {
	case w == "half":
		if h, ok := hour(i + 1); ok {
			return h*60 + 30, 2, true
		}
	case w == "quarter" && i+1 < len(d.toks) && (d.toks[i+1].low == "to" || d.toks[i+1].low == "past"):
		if h, ok := hour(i + 2); ok {
			if d.toks[i+1].low == "to" {
				return h*60 - 15, 3, true
			}
			return h*60 + 15, 3, true
		}
	case hourWords[w] > 0:
		h, _ := hour(i)
		if i+1 < len(d.toks) && d.toks[i+1].low == "o'clock" {
			return h * 60, 2, true
		}
		// ("till six", "at five"; not "at least six people", "before six
		// months": a word that counts something follows.)
		counts := i+1 < len(d.toks) && d.toks[i+1].kind == tWord && !clockTail[d.toks[i+1].low]
		prev := d.lowAt(i - 1)
		if prev == "least" {
			prev = d.lowAt(i - 3) // "till at least six"
		}
		if i > 0 && !counts && (untilWords[prev] || prev == "at" || prev == "before" || prev == "after") {
			return h * 60, 1, true
		}
	}
	return 0, 0, false
}

// clockContext reports whether the word before i places a time in the
// day: "à 17h", "um 17h", "at 5pm", "→ 17h", "klo 21.24".
func (d *doc) clockContext(i int) bool {
	if i == 0 {
		return false
	}
	switch w := d.toks[i-1].low; w {
	case "à", "a", "at", "um", "om", "alle", "às", "as", "kl", "klo", "o", "→", "->", "-", "–":
		return true
	default:
		return untilWords[w] // "bis 17h", "jusqu'à 18h"
	}
}

// clocksIn lists the times of day in [a, b).
func (d *doc) clocksIn(a, b int) []clockTime {
	var out []clockTime
	for i := a; i < b; i++ {
		if m, n, ok := d.clockLooseAt(i); ok {
			out = append(out, clockTime{minutes: m, a: i, b: i + n, from: -1})
			i += n - 1
		}
	}
	return out
}

// measuredTime is the time an option is measured by: one an arrival word
// names ("arr 15:40", "arrivée 13h35"), else the last it states ("dep
// 10:10 – arr 15:40 – 6h30" is not measured by its flight time). Against
// a limit on when something may start ("tiene que ser después de las
// 19:00"), a range is measured by its start ("de 17:30 a 19:00").
func (d *doc) measuredTime(cs []clockTime, start bool) clockTime {
	for _, c := range cs {
		for j := max(c.a-2, 0); j < c.a; j++ {
			if arrivalWords[d.toks[j].low] {
				return c
			}
		}
	}
	// "7:00–16:30" closes at 16:30, whatever a later mention says ("we
	// asked them to stay until 17:15 – they can't").
	for k := 1; k < len(cs); k++ {
		if p := cs[k-1]; p.b+1 == cs[k].a && rangeJoiners[d.toks[p.b].low] {
			if start {
				return p
			}
			return cs[k]
		}
	}
	if start {
		if c := cs[0]; c.from >= 0 {
			return clockTime{minutes: c.from, a: c.a, b: c.b, from: -1}
		}
		return cs[0]
	}
	return cs[len(cs)-1]
}

// rangeStart returns the start of the first range of hours in cs ("7:00–
// 17:30", "9-4"), if it states one.
func (d *doc) rangeStart(cs []clockTime) (clockTime, bool) {
	for k, c := range cs {
		if c.from >= 0 {
			return clockTime{minutes: c.from, a: c.a, b: c.b, from: -1}, true
		}
		if k > 0 && cs[k-1].b+1 == c.a && rangeJoiners[d.toks[cs[k-1].b].low] {
			return cs[k-1], true
		}
	}
	return clockTime{}, false
}

var (
	rangeJoiners   = set(mustSection(consLists, "constraints.txt", "range-joiners")...)
	hoursExtension = set(mustSection(consLists, "constraints.txt", "hours-extension")...)
)

// clockBefore returns the last time of day stated in l's sentence before
// l, or in the sentence before it: what "by then", "bis dahin" point to.
func (d *doc) clockBefore(l limit) (clockTime, bool) {
	k := slices.IndexFunc(d.sents, func(s sentence) bool { return s.a == l.s.a })
	for _, span := range [][2]int{{l.s.a, l.a}, {prevSentStart(d.sents, k), l.s.a}} {
		if cs := d.clocksIn(span[0], span[1]); len(cs) > 0 {
			return cs[len(cs)-1], true
		}
	}
	return clockTime{}, false
}

func prevSentStart(ss []sentence, k int) int {
	if k <= 0 {
		return 0
	}
	return ss[k-1].a
}

// bareHourAt reads "till at least 5", "by 9" after a time marker: a
// whole hour from 1 to 12, in the afternoon when under 8.
func (d *doc) bareHourAt(e, b int) []clockTime {
	if e < b && (d.toks[e].low == "at" || d.toks[e].low == "um" || d.toks[e].low == "à") {
		e++
	}
	if e >= b || d.blocked(e) || d.toks[e].kind != tNum || e+1 < b && d.toks[e+1].s == ":" {
		return nil
	}
	h, err := strconv.Atoi(d.toks[e].low)
	if err != nil || h < 1 || h > 12 {
		return nil
	}
	if h < 8 {
		h += 12
	}
	return []clockTime{{minutes: h * 60, a: e, b: e + 1, from: -1}}
}

// hourRanges reads opening hours written bare: "9-4", "7:30-6",
// "9-12:30". The end is the time the range closes; an end smaller than
// the start, or before 8, is in the afternoon.
func (d *doc) hourRanges(a, b int) []clockTime {
	var out []clockTime
	hourAt := func(i int) (int, int, bool) { // minutes, tokens
		if i >= b || d.blocked(i) || d.toks[i].kind != tNum {
			return 0, 0, false
		}
		h, err := strconv.Atoi(d.toks[i].low)
		if err != nil || h < 0 || h > 24 {
			return 0, 0, false
		}
		if i+2 < b && d.toks[i+1].s == ":" && d.toks[i+2].kind == tNum && len(d.toks[i+2].low) == 2 {
			if m, err := strconv.Atoi(d.toks[i+2].low); err == nil && m < 60 {
				return h*60 + m, 3, true
			}
		}
		return h * 60, 1, true
	}
	for i := a; i < b; i++ {
		start, n, ok := hourAt(i)
		if !ok || i+n >= b || !rangeJoiners[d.toks[i+n].low] || d.toks[i+n].low == "a" {
			continue
		}
		end, n2, ok := hourAt(i + n + 1)
		if !ok {
			continue
		}
		// "9-5 days", "3-4 weeks": no hours ("9-5 only" is); "8–16 h",
		// "9–18 Uhr" are, a working day's hours written with their unit.
		workday := start >= 5*60 && end-start >= 4*60
		if u, un := d.unitAt(i + n + 1 + n2); i+n+1+n2 < b && un > 0 && (u.canon != "h" || !workday) {
			continue
		}
		if (end <= start || end < 8*60) && end < 12*60 {
			end += 12 * 60 // "9-4", "3-6": the afternoon
			if start+12*60 < end {
				start += 12 * 60 // "3-6" starts at 15:00
			}
		}
		out = append(out, clockTime{minutes: end, a: i, b: i + n + 1 + n2, from: start})
		i += n + n2
	}
	return out
}

// thenWords point back to a time stated before: "by then", "bis dahin".
var thenWords = set(mustSection(consLists, "constraints.txt", "then")...)

var arrivalWords = wordSet(mustSection(consLists, "constraints.txt", "arrival"))

var (
	// "by 6pm", "uiterlijk 17:00", "nooit vóór 18:30" (negated: the
	// earliest): the options' time must come at or before it.
	latestIdx = phraseList(mustSection(consLists, "constraints.txt", "latest"))
	// "abholen frühestens 17:15", "no earlier than 6pm": the options'
	// time must come at or after it.
	earliestIdx = phraseList(mustSection(consLists, "constraints.txt", "earliest"))
	closesIdx   = phraseList(mustSection(consLists, "constraints.txt", "closes"))
	// "need to be able to get in after 8pm", "abholen frühestens
	// 17:15": a window to use, measured by when it closes.
	windowIdx  = phraseList(mustSection(consLists, "constraints.txt", "window"))
	atLeastIdx = phraseList(mustSection(consLists, "constraints.txt", "at-least"))
	untilLeast = phraseList(mustSection(consLists, "constraints.txt", "until-at-least"))
)

// clockLimit reads a time-of-day limit in l and checks the time each
// caller option states; two options must state one.
func (r *reading) clockLimit(l limit) (ports.Constraint, bool) {
	d := r.d
	var bound int8
	var limitAt clockTime
	strict, starts := false, false
	for i := l.a; i < l.b && bound == 0; i++ {
		e := d.phraseSpan(i, l.b, untilLeast)
		// "jusqu'à 19h au moins", "till 7pm at least": the until word,
		// the time, then "at least".
		if e <= i && untilWords[d.toks[i].low] {
			if _, n, ok := d.clockLooseAt(i + 1); ok && d.phraseSpan(i+1+n, min(l.b, i+1+n+3), atLeastIdx) > i+1+n {
				e = i + 1
			}
		}
		if e2 := d.phraseSpan(i, l.b, earliestIdx); e2 > e {
			e, starts = e2, d.findPhraseIn(l.s.a, l.s.b, windowIdx) < 0
		}
		switch {
		case e > i:
			bound = 1
		case d.phraseSpan(i, l.b, latestIdx) > i || d.phraseSpan(i, l.b, closesIdx) > i:
			e = max(d.phraseSpan(i, l.b, latestIdx), d.phraseSpan(i, l.b, closesIdx))
			bound = -1
			// "I cannot get to any nursery before 6:10pm": a negated
			// "before" is the earliest the caller can be there.
			if c := d.clauseAt(i); slices.ContainsFunc(d.toks[max(c.a, l.a):i], func(t token) bool { return d.negates(t.low) }) {
				bound = 1
			}
		default:
			continue
		}
		// "sluiten om 18:00 is voor ons een no-go": a refused time is
		// passed the other way, strictly.
		if d.refusesIn(l.s.a, l.s.b) {
			bound, strict = -bound, true
		}
		cs := d.clocksIn(e, min(e+d.clockReach(e), l.b))
		if len(cs) == 0 {
			cs = d.bareHourAt(e, l.b)
		}
		// "not in Headingley till 18:10 earliest", "18:00 at the
		// latest": the time stands right before its bound.
		if len(cs) == 0 {
			if before := d.clocksIn(max(l.a, i-3), i); len(before) > 0 && before[len(before)-1].b == i {
				cs = before[len(before)-1:]
			}
		}
		if len(cs) == 0 && e < l.b && thenWords[d.toks[e].low] {
			if c, ok := d.clockBefore(l); ok {
				cs = append(cs, c)
			}
		}
		if len(cs) == 0 {
			bound, starts = 0, false
			continue
		}
		limitAt = cs[0]
	}
	if bound == 0 {
		return ports.Constraint{}, false
	}
	c := ports.Constraint{Text: l.text, Kind: "deadline"}
	if bound > 0 {
		c.Kind = "min"
	}
	stated := 0
	for i := range r.opts {
		if !r.caller[i] {
			continue
		}
		// "9-4", "7:30-6": hours written bare, as a range, are measured
		// by their end; else the times of day the option states.
		var cs, ranges []clockTime
		for _, sp := range r.regionOutside(i, l) {
			cs = append(cs, d.clocksIn(sp[0], sp[1])...)
			ranges = append(ranges, d.hourRanges(sp[0], sp[1])...)
		}
		// ("Lille Bjørn 17.30" before "Jeg har vagt til 16.45": a time in
		// a sentence where the speaker speaks of themselves and names no
		// option is the speaker's.)
		cs = slices.DeleteFunc(cs, r.speakersOwnTime)
		if len(ranges) > 0 {
			cs = ranges
		}
		if len(cs) == 0 {
			continue
		}
		stated++
		t := d.measuredTime(cs, starts && bound > 0)
		// "muszę ją oddać najpóźniej o 6:45" against "otwarty 7:00–17:30":
		// opening hours meet a time they must be open by with their
		// opening, not their closing (a slot of a few hours is measured
		// by its end).
		if opens, ok := d.rangeStart(cs); ok && bound < 0 && t.minutes-opens.minutes >= 4*60 {
			t = opens
		}
		// "9:00–15:30 with aftercare until 18:00": hours the option
		// offers past its own count against a limit on when it must
		// still be open.
		if bound > 0 && !starts {
			for _, sp := range r.regionOutside(i, l) {
				for _, x := range d.clocksIn(sp[0], sp[1]) {
					if x.minutes > t.minutes && slices.ContainsFunc(d.toks[max(x.a-4, sp[0]):x.a], func(t token) bool { return hoursExtension[t.low] }) {
						t = x
					}
				}
			}
		}
		// "open til 7:30" against "after 6pm": a closing hour written
		// without am or pm, in a text that writes them, is the evening's.
		if t.minutes < 12*60 && limitAt.minutes >= 12*60 && d.untilBefore(t.a) && !d.meridiemIn(t.a, t.b) && d.writesMeridiem() {
			t.minutes += 12 * 60
		}
		if bound < 0 && t.minutes > limitAt.minutes || bound > 0 && t.minutes < limitAt.minutes || strict && t.minutes == limitAt.minutes {
			c.Breaches = append(c.Breaches, ports.Breach{OptionID: r.opts[i].ID,
				Evidence: fmt.Sprintf("%s: %s", r.opts[i].Label, quote(d.phrase(t.a, t.b)))})
		}
	}
	if stated < 2 {
		return ports.Constraint{}, false
	}
	return c, true
}

// speakersOwnTime reports whether time c stands in a sentence where the
// caller speaks of themselves and names no option: "Jeg har vagt til
// 16.45".
func (r *reading) speakersOwnTime(c clockTime) bool {
	s := r.d.sentAt(c.a)
	if !r.d.callerSpeaks(s.a, s.b) {
		return false
	}
	for j := s.a; j < s.b; j++ {
		if r.isOptionName(r.d.toks[j].low) {
			return false
		}
	}
	return true
}

// clockReach is how far after a bound word ending at e its time of day
// may stand: four tokens, or the rest of the clause where the caller says
// what they can do first ("the earliest I can get back to collect her is
// 18:45").
func (d *doc) clockReach(e int) int {
	if e < len(d.toks) && subjectPronouns[d.toks[e].low] {
		return d.clauseAt(e).b - e
	}
	return 4
}

// untilWords close a range of hours: "open til 7:30", "bis 19 Uhr".
var untilWords = set(mustSection(consLists, "constraints.txt", "until")...)

// untilBefore reports whether an until word stands right before i.
func (d *doc) untilBefore(i int) bool { return i > 0 && untilWords[d.toks[i-1].low] }

// meridiemIn reports whether [a, b) writes "am" or "pm".
func (d *doc) meridiemIn(a, b int) bool {
	for i := a; i < b; i++ {
		if _, suf := splitNumber(d.toks[i].low); suf == "am" || suf == "pm" || d.toks[i].low == "am" || d.toks[i].low == "pm" {
			return true
		}
	}
	return d.lowAt(b) == "am" || d.lowAt(b) == "pm"
}

// writesMeridiem reports whether the text writes its times on a
// twelve-hour clock ("6pm", "8 pm").
func (d *doc) writesMeridiem() bool { return d.meridiemIn(0, len(d.toks)) }
