package offline

import (
	"fmt"
	"slices"
	"strconv"
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
		// (A reply that names nothing, whatever the message before it
		// lends it: "il lunedì è chiusa".)
		if ln.speaker == "" || len(d.mentionsIn(ln.a, ln.b, r.keys)) > 0 {
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
			if !breached(*c, r.opts[o].ID) {
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

// weekdayOf maps a weekday's name, in the languages read, to its day
// (0 Monday … 6 Sunday); plurals ("Tuesdays", "dienstags") are the day.
var weekdayOf = func() map[string]int {
	m := map[string]int{}
	for day := range 7 {
		for _, w := range mustSection(amountLists, "amounts.txt", fmt.Sprintf("weekday-%d", day+1)) {
			m[w] = day
		}
	}
	return m
}()

var (
	weekendWords = set(mustSection(amountLists, "amounts.txt", "weekend-words")...)
	workdayWords = set(mustSection(amountLists, "amounts.txt", "workday-words")...)
)

var germanDayAbbrevs = intPairSection(amountLists, "amounts.txt", "weekday-abbrev-de")

var onlyDays = set(mustSection(amountLists, "amounts.txt", "only-days")...)

// isWeekday reports whether w names a day of the week.
func isWeekday(w string) bool {
	_, ok := weekdayOf[w]
	return ok
}

// dayAt returns the day a weekday's name at i names, or −1.
func (d *doc) dayAt(i int) int {
	w := d.lowAt(i)
	// "Sa 14.6.", "Mo 16.6.": German days in two letters, capitalised,
	// before a date.
	if day, ok := germanDayAbbrevs[w]; ok && d.lang == "de" && d.toks[i].upper && i+1 < len(d.toks) && d.toks[i+1].kind == tNum {
		return day
	}
	if day, ok := weekdayOf[w]; ok && (len([]rune(w)) > 3 || d.toks[i].upper) {
		return day
	}
	if day, ok := weekdayOf[strings.TrimSuffix(w, "s")]; ok && len([]rune(w)) > 4 {
		return day
	}
	return -1
}

// daysIn returns the weekdays [a, b) names, a range ("Mon–Fri", "lunes a
// viernes") standing for every day in it.
func (d *doc) daysIn(a, b int) map[int]bool {
	days := map[int]bool{}
	for i := a; i < b; i++ {
		// "zajęcia tylko w weekend", "weekdays only": the days they
		// stand for.
		switch w := d.lowAt(i); {
		case weekendWords[w]:
			days[5], days[6] = true, true
		case workdayWords[w]:
			for k := range 5 {
				days[k] = true
			}
		}
		from := d.dayAt(i)
		if from < 0 {
			continue
		}
		days[from] = true
		for j := i + 1; j < b && j <= i+3; j++ {
			if to := d.dayAt(j); to >= 0 {
				if rangeJoiners[d.lowAt(j-1)] {
					for k := from; k != to; k = (k + 1) % 7 {
						days[k] = true
					}
					days[to] = true
				}
				break
			}
		}
	}
	return days
}

// weekdayLimit reads the days someone can come ("I can only do Tuesday
// or Thursday evenings") against the days each option's own words name
// ("Wednesdays 18:30–20:30"): an option held on none of them is out.
func (r *reading) weekdayLimit() (ports.Constraint, bool) {
	d := r.d
	for _, s := range d.sents {
		// The first "only" whose clause names days ("Só um pormenor: …
		// só consigo lá ir ao domingo").
		at, can := -1, map[int]bool(nil)
		var c clause
		for i := s.a; i < s.b && at < 0; i++ {
			// (The caller's own words, or a clause they speak in: "…to get
			// anywhere central, so I can only do Tuesday" is no word of
			// "Central St Martins".)
			if onlyDays[d.toks[i].low] && (r.own[i] < 0 || d.subjectBefore(d.clauseAt(i).a, i)) {
				c = d.clauseAt(i)
				can = d.daysIn(i, c.b)
				// "the ONLY day I can drop her off and collect her is
				// Sunday": the day closes the sentence the "only" opened.
				// ("Only one thing: I work Monday to Saturday, so I can
				// only get there on Sundays" leaves it to the next "only".)
				if len(can) == 0 && d.subjectBefore(i, c.b) && !d.onlyIn(c.b, s.b) && len(d.mentionsIn(c.b, s.b, r.keys)) == 0 {
					c.b = s.b
					can = d.daysIn(i, s.b)
				}
				if len(can) > 0 {
					at = i
				}
			}
		}
		// "it has to be open on Saturdays": a limit of the caller's that
		// names days the options must be held on.
		if at < 0 {
			for _, l := range d.limits() {
				if l.s.a != s.a || l.want || len(d.mentionsIn(l.a, l.b, r.keys)) > 0 {
					continue
				}
				if days := d.daysIn(l.a, l.b); len(days) > 0 && len(days) < 7 && d.findPhraseIn(l.a, l.b, windowIdx) >= 0 {
					at, can, c = l.a, days, clause{a: l.a, b: l.b}
					break
				}
			}
		}
		if at < 0 {
			continue
		}
		lim := ports.Constraint{Text: quote(d.phrase(c.a, c.b)), Kind: "must"}
		// "la única opción real para mí es el sábado por la mañana": the
		// part of the day the limit names.
		from, to, part := d.partOfDay(c.a, c.b)
		for i := range r.opts {
			if !r.caller[i] {
				continue
			}
			// ("closed at weekends" holds no day: the days an option is
			// closed on are not held.)
			held, shut := map[int]bool{}, map[int]bool{}
			inPart, outPart := false, false
			for _, sp := range r.region(i) {
				for _, cl := range d.clausesIn(sp[0], sp[1]) {
					days := held
					closed := d.findPhraseIn(cl[0], cl[1], closedIdx) >= 0
					if closed {
						days = shut
					}
					onDay := false
					for day := range d.daysIn(cl[0], cl[1]) {
						days[day] = true
						onDay = onDay || can[day]
					}
					// ("sábados de 15:00 a 19:00" against Saturday
					// mornings: the hours held on a day that works.)
					if cs := d.clocksIn(cl[0], cl[1]); part && onDay && !closed && len(cs) > 0 {
						lo, hi := 24*60, 0
						for _, t := range cs {
							lo, hi = min(lo, t.minutes), max(hi, t.minutes)
						}
						if lo < to && max(hi, lo+1) > from {
							inPart = true
						} else {
							outPart = true
						}
					}
				}
			}
			if outPart && !inPart {
				lim.Breaches = append(lim.Breaches, ports.Breach{OptionID: r.opts[i].ID,
					Evidence: r.opts[i].Label + " is held at other hours of the day that works"})
				continue
			}
			// "but closed at weekends" against "open on Saturdays".
			closed := false
			for day := range shut {
				closed = closed || can[day] && !held[day]
			}
			if closed {
				lim.Breaches = append(lim.Breaches, ports.Breach{OptionID: r.opts[i].ID,
					Evidence: r.opts[i].Label + " is closed on the days that work"})
				continue
			}
			if len(held) == 0 {
				continue
			}
			meets := false
			for day := range held {
				meets = meets || can[day]
			}
			if !meets {
				lim.Breaches = append(lim.Breaches, ports.Breach{OptionID: r.opts[i].ID,
					Evidence: r.opts[i].Label + " is held on other days than the ones that work"})
			}
		}
		if len(lim.Breaches) > 0 && len(lim.Breaches) < r.callerCount() {
			return lim, true
		}
	}
	return ports.Constraint{}, false
}

// workEndLimit reads the hour the caller's working day ends ("Ich arbeite
// Vollzeit bis 16:30 in Dortmund-Mitte, 25 Minuten Fahrt", "I finish at
// 5:30 … the drive is a solid 40 minutes") as the earliest they can be
// anywhere else, the journey the sentence states on top: an option whose
// hours close before it cannot be the one they collect from
// (constraints.txt [work-end]).
func (r *reading) workEndLimit() (ports.Constraint, bool) {
	d := r.d
	for _, s := range d.sents {
		var cs []clockTime
		if at := d.findPhraseIn(s.a, s.b, workEndIdx); at >= 0 && r.own[at] < 0 {
			e := d.phraseSpan(at, s.b, workEndIdx)
			cs = d.clocksIn(e, min(e+6, s.b))
		} else if w := d.findPhraseIn(s.a, s.b, workNounIdx); w >= 0 && d.firstPersonPossessive(s.a, w) {
			// "my new job starts the same week, it's in Reading, 9 till
			// 5:30": the hours of the caller's own job, in whatever
			// paragraph they stand.
			if hs := d.hourRanges(w, s.b); len(hs) > 0 {
				cs = []clockTime{{minutes: hs[0].minutes, a: hs[0].a, b: hs[0].b}}
			}
		}
		if len(cs) == 0 {
			continue
		}
		free := cs[0].minutes
		// ("I finish at 5:30": a working day ends in the afternoon.)
		if free < 12*60 && free >= 60 && !d.meridiemIn(cs[0].a, cs[0].b) {
			free += 12 * 60
		}
		for _, m := range d.amounts() {
			if m.a >= cs[0].b && m.b <= s.b && m.class == "time" && m.value > 0 && m.value <= 2 {
				free += int(m.value * 60)
				break
			}
		}
		lim := ports.Constraint{Text: quote(d.phrase(s.a, s.b)), Kind: "min"}
		for i := range r.opts {
			if !r.caller[i] {
				continue
			}
			closes := -1
			for _, sp := range r.region(i) {
				for _, h := range d.hourRanges(sp[0], sp[1]) {
					closes = max(closes, h.minutes)
				}
				// ("open 7:30am-6:00pm" closes at its last time; "9:00–15:30
				// with aftercare until 18:00" at the hours it offers past
				// its own.)
				for _, x := range d.clocksIn(sp[0], sp[1]) {
					closes = max(closes, x.minutes)
				}
			}
			if closes >= 0 && closes < free {
				lim.Breaches = append(lim.Breaches, ports.Breach{OptionID: r.opts[i].ID,
					Evidence: fmt.Sprintf("%s closes at %d:%02d, before %d:%02d", r.opts[i].Label, closes/60, closes%60, free/60, free%60)})
			}
		}
		if len(lim.Breaches) > 0 && len(lim.Breaches) < r.callerCount() {
			return lim, true
		}
	}
	return ports.Constraint{}, false
}

var (
	workEndIdx  = phraseList(mustSection(consLists, "constraints.txt", "work-end"))
	workNounIdx = phraseList(mustSection(consLists, "constraints.txt", "work-noun"))
)

// firstPersonPossessive reports whether a caller's possessive ("my",
// "our", "mein", "mi"…) stands in [a, i).
func (d *doc) firstPersonPossessive(a, i int) bool {
	return slices.ContainsFunc(d.toks[a:i], func(t token) bool { return callerPossessives[t.low] })
}

// partOfDay returns the hours, in minutes from midnight, of the part of
// the day a word in [a, b) names ("Saturday morning", "sábado por la
// mañana", "wieczorem"), and whether one does (amounts.txt [morning],
// [afternoon], [evening]).
func (d *doc) partOfDay(a, b int) (from, to int, ok bool) {
	for j := a; j < b; j++ {
		switch w := d.toks[j].low; {
		case morningWords[w]:
			return 0, 12 * 60, true
		case afternoonWords[w]:
			return 12 * 60, 18 * 60, true
		case eveningWords[w]:
			return 17 * 60, 24 * 60, true
		}
	}
	return 0, 0, false
}

var (
	morningWords   = set(mustSection(amountLists, "amounts.txt", "morning")...)
	afternoonWords = set(mustSection(amountLists, "amounts.txt", "afternoon")...)
	eveningWords   = set(mustSection(amountLists, "amounts.txt", "evening")...)
)

// onlyIn reports whether a word that limits to days stands in [a, b).
func (d *doc) onlyIn(a, b int) bool {
	return slices.ContainsFunc(d.toks[a:b], func(t token) bool { return onlyDays[t.low] })
}

// subjectBefore reports whether a subject pronoun stands in [a, i).
func (d *doc) subjectBefore(a, i int) bool {
	for j := a; j < i; j++ {
		if subjectPronouns[d.toks[j].low] {
			return true
		}
	}
	return false
}

// availableWords mark the dates an option can be had on: "available
// 13–14 Oct only", "libre du 3 au 5 mai", "nur am 12. Juni frei".
var availableWords = set(mustSection(consLists, "constraints.txt", "available")...)

// takenWords mark dates an option is already taken on: "booked 2–12
// Aug", "réservée du 2 au 12 août".
var takenWords = set(mustSection(consLists, "constraints.txt", "taken")...)

// dateSpan reads a date or a range of dates at i ("15–16 October", "13
// Oct", "3 au 5 mai") as days of the year, and the index past it.
func (d *doc) dateSpan(i int) (from, to, end int, ok bool) {
	first, ok := d.dateAt(i)
	if !ok {
		return 0, 0, i, false
	}
	j := i + 1
	for j < len(d.toks) && j < i+4 && !rangeJoiners[d.toks[j].low] && (d.toks[j].kind != tNum || monthNames[d.lowAt(j-1)]) {
		j++ // the month after a day, the day after a month: "15 October – 18 October", "July 14–18"
	}
	k := j + 1
	if d.dayAt(k) >= 0 {
		k++ // "du samedi 9 au samedi 16 août"
	}
	if k < len(d.toks) && rangeJoiners[d.toks[j].low] && d.toks[k].kind == tNum {
		if second, ok2 := d.dateAt(k); ok2 && (second.month > 0 || first.month > 0) {
			switch {
			case first.month == 0:
				first.month = second.month
			case second.month == 0:
				second.month = first.month // "July 14–18"
			}
			if first.dayOfYear() <= second.dayOfYear() {
				return first.dayOfYear(), second.dayOfYear(), k + 1, true
			}
		}
	}
	if first.month == 0 {
		return 0, 0, i, false
	}
	return first.dayOfYear(), first.dayOfYear(), i + 1, true
}

// datesLimit reads the dates the decision is for ("three options for the
// 15–16 October offsite"), stated where no option owns them, against the
// dates an option says it can be had ("available 13–14 Oct only"): an
// option available on none of them is out.
func (r *reading) datesLimit() (ports.Constraint, bool) {
	d := r.d
	// (A range: the days of an event; a single date is as often a
	// deadline or someone's start.)
	wantFrom, wantTo, at := r.unownedRange(func(int) bool { return true })
	if at < 0 {
		return ports.Constraint{}, false
	}
	s := d.sentAt(at)
	// "The only week we can do is July 14–18": dates the caller says are
	// the only ones rule out every option held on others.
	only := false
	for i := s.a; i < s.b; i++ {
		only = only || onlyDays[d.toks[i].low]
	}
	return r.sentenceLimit(at, func(sp [2]int) ([2]int, bool) {
		for j := sp[0]; j < sp[1]; j++ {
			f, t, e, ok := d.dateSpan(j)
			if !ok {
				continue
			}
			// "13–14 Oct only", "available 13–14 Oct" ("available from 1
			// May" opens a range and limits nothing here).
			marked := only || availableWords[d.lowAt(e)] || j > sp[0] && availableWords[d.lowAt(j-1)]
			// "déjà réservée du 2 au 12 août": dates taken that meet the
			// ones wanted.
			taken := false
			for b := max(sp[0], j-3); b < j; b++ {
				taken = taken || takenWords[d.toks[b].low]
			}
			if marked && (t < wantFrom || f > wantTo) || taken && t >= wantFrom && f <= wantTo {
				return [2]int{max(sp[0], j-2), min(sp[1], e+1)}, true
			}
			j = e - 1
		}
		return [2]int{}, false
	})
}

// awayLimit reads the dates the caller cannot make ("We're away as a
// family 1–14 August"), stated where no option owns them, against the
// dates each option is held on ("week of 11–15 August"): an option held
// on days the caller is away is out.
func (r *reading) awayLimit() (ports.Constraint, bool) {
	d := r.d
	awayFrom, awayTo, at := r.unownedRange(func(i int) bool {
		s := d.sentAt(i)
		return slices.ContainsFunc(d.toks[s.a:i], func(t token) bool { return awayWords[t.low] })
	})
	if at < 0 {
		return ports.Constraint{}, false
	}
	return r.sentenceLimit(at, func(sp [2]int) ([2]int, bool) {
		for j := sp[0]; j < sp[1]; j++ {
			f, t, e, ok := d.dateSpan(j)
			if !ok {
				continue
			}
			if f < t && t >= awayFrom && f <= awayTo {
				return [2]int{max(sp[0], j-2), min(sp[1], e+1)}, true
			}
			j = e - 1
		}
		return [2]int{}, false
	})
}

// unownedRange finds the first range of dates no option owns ("15–16
// October", "1–14 August") that starts at a token keep accepts: its first
// and last day of the year and its token, or −1.
func (r *reading) unownedRange(keep func(i int) bool) (from, to, at int) {
	d := r.d
	for i := range d.toks {
		if d.blocked(i) || r.own[i] >= 0 || d.toks[i].kind != tNum && !monthNames[d.toks[i].low] {
			continue
		}
		if f, t, _, ok := d.dateSpan(i); ok && f < t && keep(i) {
			return f, t, i
		}
	}
	return 0, 0, -1
}

// awayWords say the caller is away on the dates that follow.
var awayWords = set(mustSection(consLists, "constraints.txt", "away")...)

// sentenceLimit is a limit quoted from the sentence at token at, which
// rules out each caller option where breaks finds, in one span of the
// option's own words, the place that breaks it (quoted as evidence); it
// reads nothing when it would rule out none or every option.
func (r *reading) sentenceLimit(at int, breaks func(sp [2]int) ([2]int, bool)) (ports.Constraint, bool) {
	d := r.d
	s := d.sentAt(at)
	lim := ports.Constraint{Text: quote(d.phrase(s.a, s.b)), Kind: "must"}
	for i := range r.opts {
		if !r.caller[i] {
			continue
		}
		for _, sp := range r.region(i) {
			if ev, ok := breaks(sp); ok {
				lim.Breaches = append(lim.Breaches, ports.Breach{OptionID: r.opts[i].ID,
					Evidence: r.opts[i].Label + ": " + quote(d.phrase(ev[0], ev[1]))})
				break
			}
		}
	}
	return lim, len(lim.Breaches) > 0 && len(lim.Breaches) < r.callerCount()
}

var (
	ageRangeWords = set(mustSection(consLists, "constraints.txt", "age-range")...)
	ageOfIdx      = phraseList(mustSection(consLists, "constraints.txt", "age-of"))
)

// ageLimit reads the age of the one a decision is for ("Ava turns 7 in
// May", "a 9-year-old") against the ages each option takes ("ages 8–12"):
// an option whose range leaves the age out is out.
func (r *reading) ageLimit() (ports.Constraint, bool) {
	d := r.d
	age, at := -1, -1
	for i := 1; i < len(d.toks) && at < 0; i++ {
		if d.blocked(i) || r.own[i] >= 0 || d.toks[i].kind != tNum {
			continue
		}
		// "a 9-year-old", "die 9-Jährige": one token, its number leading
		// an age's ending.
		if num, suf := splitNumber(d.toks[i].low); ageEndings[suf] {
			if n, ok := smallInt(num); ok && n <= 99 {
				age, at = n, i
				continue
			}
		}
		n, ok := smallInt(d.toks[i].low)
		if !ok || n > 99 {
			continue
		}
		// "turns 7", "7 years old".
		if d.phraseSpan(i-1, i, ageOfIdx) == i || i >= 2 && d.phraseSpan(i-2, i, ageOfIdx) == i || d.phraseSpan(i+1, len(d.toks), ageOfIdx) > i+1 {
			age, at = n, i
		}
	}
	if at < 0 {
		return ports.Constraint{}, false
	}
	return r.sentenceLimit(at, func(sp [2]int) ([2]int, bool) {
		for j := sp[0]; j+3 < sp[1]; j++ {
			if !ageRangeWords[d.toks[j].low] {
				continue
			}
			lo, ok1 := smallInt(d.toks[j+1].low)
			hi, ok2 := smallInt(d.toks[j+3].low)
			if !ok1 || !ok2 || !rangeJoiners[d.toks[j+2].low] || lo > hi {
				continue
			}
			return [2]int{j, j + 4}, age < lo || age > hi
		}
		// "accepts new dogs up to age 10", "max age at enrolment 8
		// years", "minimum driver age 25", "ages 10+": an age an option
		// takes at most or at least.
		for j := sp[0]; j < sp[1]; j++ {
			if !ageRangeWords[d.toks[j].low] {
				continue
			}
			for k := j + 1; k < min(sp[1], j+6); k++ {
				if t := d.toks[k]; t.kind == tPunct && t.s != ":" {
					break
				}
				n, ok := smallInt(d.toks[k].low)
				if !ok {
					continue
				}
				c := d.clauseAt(j)
				bound := d.ageBound(max(c.a, sp[0], j-3), j, k)
				if bound == 0 {
					break
				}
				return [2]int{min(j, k), k + 1}, bound < 0 && age > n || bound > 0 && age < n
			}
		}
		return [2]int{}, false
	})
}

// ageBound says how the age word at j bounds the age at k: −1 at most
// ("up to age 10", "max age … 8"), +1 at least ("minimum age 25", "from
// age 21", "edad mínima 25", "ages 10+"), 0 neither; the bound stands
// from a, before the age word or after it.
func (d *doc) ageBound(a, j, k int) int {
	if k+1 < len(d.toks) && d.toks[k+1].s == "+" && d.toks[k+1].start == d.toks[k].end {
		return 1
	}
	for i := a; i < k; i++ {
		switch w := d.toks[i].low; {
		case upToWords[w] || w == "under" || w == "until":
			return -1
		case minAgeWords[w]:
			return 1
		}
	}
	return 0
}

// ageEndings are the endings joined to a number that make it an age:
// "9-year-old", "9-Jährige", "9-årig", "9-letni", "9-jarige".
var ageEndings = wordSet(mustSection(consLists, "constraints.txt", "age-endings"))

// minAgeWords open an age an option takes at least: "minimum driver age
// 25", "from age 21", "ab 18 Jahren".
var minAgeWords = wordSet(mustSection(consLists, "constraints.txt", "min-age"))

// smallInt reads a whole number written in digits.
func smallInt(s string) (int, bool) {
	if !isDigits(s) || len(s) > 3 {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// eventDayLimit reads the weekday the decision is for, named where no
// option owns it ("vai ser no sábado 14/09"), against the only days an
// option says it has ("nesse fim de semana só tem o domingo livre"): an
// option free only on other days is out.
func (r *reading) eventDayLimit() (ports.Constraint, bool) {
	d := r.d
	day, at := -1, -1
	for i := range d.toks {
		if d.blocked(i) || r.own[i] >= 0 {
			continue
		}
		if w := d.dayAt(i); w >= 0 {
			// (The caller's "I can only do Tuesday" is weekdayLimit's.)
			c := d.clauseAt(i)
			if !slices.ContainsFunc(d.toks[c.a:i], func(t token) bool { return onlyDays[t.low] }) {
				day, at = w, i
			}
			break
		}
	}
	if at < 0 {
		return ports.Constraint{}, false
	}
	return r.sentenceLimit(at, func(sp [2]int) ([2]int, bool) {
		for j := sp[0]; j < sp[1]; j++ {
			if !onlyDays[d.toks[j].low] {
				continue
			}
			e := min(d.clauseAt(j).b, j+5)
			if days := d.daysIn(j, e); len(days) > 0 && !days[day] {
				return [2]int{j, e}, true
			}
		}
		// "il sabato non fanno privati", "Saturdays are not possible",
		// "closed on Sundays": the event's day, denied in the option's
		// own words.
		for j := sp[0]; j < sp[1]; j++ {
			if d.dayAt(j) != day {
				continue
			}
			c := d.clauseAt(j)
			a, b := max(c.a, sp[0]), min(c.b, sp[1])
			// ("de har stängt på söndagar": closed on it, too.)
			if slices.ContainsFunc(d.toks[a:b], func(t token) bool { return d.negates(t.low) }) || d.findPhraseIn(a, b, closedIdx) >= 0 {
				return [2]int{a, b}, true
			}
		}
		return [2]int{}, false
	})
}

// startDateLimit reads the day the decision is for — an event's first day
// ("the trip: 14–21 June"), the start the caller states ("she starts in
// September"), or a day a limit fixes ("it has to be Saturday 21st") —
// against the day an option says it can first be had ("only available
// from 16 June", "closed for refurb until the 28th", "no full-time place
// until January", "volné až od 1. 10."): one that comes later is out.
func (r *reading) startDateLimit() (ports.Constraint, bool) {
	d := r.d
	want, at, ok := r.wantedDay()
	if !ok {
		return ports.Constraint{}, false
	}
	c, ok := r.sentenceLimit(at, func(sp [2]int) ([2]int, bool) {
		m, ok := d.firstHadIn(sp[0], sp[1])
		if !ok || m.a >= at && m.a < d.sentAt(at).b {
			return [2]int{}, false
		}
		w := want
		switch {
		case m.date.month == 0 && w.date.month == 0:
			m.date.month, w.date.month = 1, 1
		case m.date.month == 0:
			m.date.month = w.date.month
		case w.date.month == 0:
			w.date.month = m.date.month
		}
		return [2]int{m.a, m.b}, m.after(w)
	})
	c.Kind = "deadline"
	return c, ok
}

// wantedDay finds the day the decision is for, stated where no option
// owns it, and the token that states it.
func (r *reading) wantedDay() (moment, int, bool) {
	d := r.d
	free := func(i int) bool { return !d.blocked(i) && r.own[i] < 0 }
	// An event's range of days.
	for i := range d.toks {
		if !free(i) || d.toks[i].kind != tNum && !monthNames[d.toks[i].low] {
			continue
		}
		if f, t, e, ok := d.dateSpan(i); ok && f < t && !d.untilBefore(i) {
			first, _ := d.dateAt(i)
			if first.month == 0 {
				first = dayDate{month: 1, day: 1}.addDays(f - 1)
			}
			return moment{date: first, minutes: -1, a: i, b: e}, i, true
		}
	}
	// The caller's own start, where no option owns the sentence: "she
	// starts in September".
	for _, s := range d.sents {
		if m, ok := d.startIn(s.a, s.b); ok && free(m.a) && free(s.a) {
			return m, m.a, true
		}
	}
	// A day a limit fixes: "it has to be Saturday 21st".
	for _, l := range d.limits() {
		if !free(l.a) {
			continue
		}
		if m, ok := d.momentIn(l.a, l.b); ok && free(m.a) {
			return m, m.a, true
		}
		if m, ok := d.dayOnlyIn(l.a, l.b); ok && free(m.a) {
			m.date.month = 0
			return m, m.a, true
		}
	}
	return moment{}, -1, false
}

// firstHadIn reads in [a, b) the day an option can first be had: a date
// after a word of starting or of "not until" ("available from 16 June",
// "erst ab 3. Dezember"), or after "until" where the clause says it is
// closed or not to be had ("closed until the 28th", "no place until
// January").
func (d *doc) firstHadIn(a, b int) (moment, bool) {
	for i := a; i < b; i++ {
		e := d.phraseSpan(i, b, notUntilIdx)
		if e <= i {
			e = d.phraseSpan(i, b, startIdx)
		}
		if e <= i && untilWords[d.toks[i].low] {
			c := d.clauseAt(i)
			if d.negatedWithin(max(c.a, i-5), i) || d.findPhraseIn(max(c.a, a), i, closedIdx) >= 0 {
				e = i + 1
			}
		}
		if e <= i {
			continue
		}
		for j := e; j < min(b, e+4); j++ {
			if dd, ok := d.dateAt(j); ok && dd.month > 0 {
				if dd.day == 0 {
					dd.day = 1
				}
				return moment{date: dd, minutes: -1, a: i, b: d.dateEnd(j, b)}, true
			}
			// "until January": a month alone is its first day ("may" is
			// too often a verb to count).
			if mo := monthNumber[d.toks[j].low]; mo > 0 && !d.blocked(j) && d.toks[j].low != "may" {
				return moment{date: dayDate{month: mo, day: 1}, minutes: -1, a: i, b: j + 1}, true
			}
		}
		if m, ok := d.dayOnlyIn(e, min(b, e+3)); ok {
			m.a = i
			m.date.month = 0
			return m, true
		}
	}
	return moment{}, false
}

// clausesIn returns the parts of [a, b) each clause covers.
func (d *doc) clausesIn(a, b int) [][2]int {
	var out [][2]int
	for _, c := range d.clauses {
		if lo, hi := max(a, c.a), min(b, c.b); lo < hi {
			out = append(out, [2]int{lo, hi})
		}
	}
	return out
}
