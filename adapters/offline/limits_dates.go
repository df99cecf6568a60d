package offline

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/verdicthq/verdict/ports"
)

// Limits on a date: deadlines against durations from today or a stated
// start, dates and moments the options state, and the calendar words
// they are read from.

// deadlineLimit reads "finished by October 15" against "Today is August
// 25" and each option's waiting and working time.
func (r *reading) deadlineLimit(l limit) (ports.Constraint, bool) {
	d := r.d
	if c, ok := r.earliestDateLimit(l); ok {
		return c, true
	}
	if c, ok := r.arrivalLimit(l); ok {
		return c, true
	}
	var deadline dayDate
	found := false
	for i := l.a; i < l.b && !found; i++ {
		if e := d.phraseSpan(i, l.b, deadlineIdx); e > i {
			if e+1 < l.b && (dayWords[d.toks[e].low] || dateLeads[d.toks[e].low]) {
				e++ // "before Friday the 14th", "cel târziu pe 15 iunie"
			}
			if dd, ok := d.dateAt(e); ok {
				deadline, found = dd, true
			}
		}
	}
	if !found {
		return ports.Constraint{}, false
	}
	today, ok := d.today()
	// "on est déjà le 10" before "avant le 30 avril": a day with no month
	// is in the deadline's month, or the one before when it comes later.
	if ok && today.month == 0 && deadline.month > 0 {
		today.month = deadline.month
		if today.day > deadline.day {
			today.month = (deadline.month+10)%12 + 1
		}
	}
	// "Pickup is fixed Monday 10th": the durations run from the day the
	// work starts, where the text states one; a day without its month
	// shares the other's.
	if ref, rok := d.referenceDate(l, deadline); rok {
		switch {
		case ref.month == 0 && deadline.month == 0:
			ref.month, deadline.month = 1, 1
		case ref.month == 0:
			ref.month = deadline.month
		case deadline.month == 0:
			deadline.month = ref.month
		}
		today, ok = ref, true
	}
	if !ok || today.month == 0 || deadline.month == 0 {
		return ports.Constraint{}, false
	}
	avail := deadline.dayOfYear() - today.dayOfYear()
	if avail < 0 {
		avail += 365
	}
	// "must be in their DC before Friday the 14th": the day itself is
	// too late.
	if d.findPhraseIn(l.a, l.b, beforeIdx) >= 0 {
		avail--
	}
	c := ports.Constraint{Text: l.text, Kind: "deadline"}
	for i := range r.opts {
		if !r.caller[i] {
			continue
		}
		var dayCount float64
		var parts []string
		for _, f := range r.facts {
			if f.opt == i && f.class == "time" && scheduleAttrs[f.label] {
				dayCount += r.calendarDays(f)
				parts = append(parts, f.text)
			}
		}
		if len(parts) == 0 {
			continue
		}
		days := int(math.Ceil(dayCount - 1e-9))
		if days > avail {
			c.Breaches = append(c.Breaches, ports.Breach{OptionID: r.opts[i].ID,
				Evidence: fmt.Sprintf("%s: %s is about %d days; the deadline is %d days away", r.opts[i].Label, strings.Join(parts, " + "), days, avail)})
		}
	}
	return c, true
}

// dateLeads are the prepositions that may stand between a deadline word
// and its date: "at the latest on 15 June", "cel târziu pe 15 iunie".
var dateLeads = set("on", "pe", "am", "op", "den", "dne", "na", "il")

// arrivalLimit reads a deadline that options meet or miss by the date and
// time they state ("land by 6pm on Oct 14" against "lands Oct 14 17:30"
// and "lands Oct 15 09:10"): an option whose own date and time come later
// breaks it.
func (r *reading) arrivalLimit(l limit) (ports.Constraint, bool) {
	d := r.d
	dl, ok := d.momentIn(l.a, l.b)
	// "out by Saturday the 14th" against "available the 14th" and
	// "earliest date is the 18th": days of one month, none named.
	dayOnly := false
	if !ok {
		dl, ok = d.dayOnlyIn(l.a, l.b)
		dayOnly = ok
	}
	if !ok {
		dl, ok = d.monthBefore(l.a, l.b)
	}
	if !ok {
		return ports.Constraint{}, false
	}
	// "hand the keys back by the 31st" against "can do 27 or 28 March"
	// and "earliest date 3 April": a day with no month is in the month
	// of the earliest date two options state.
	if dayOnly {
		if m, ok := r.earliestOptionMonth(l); ok {
			dl.date.month, dayOnly = m, false
		}
	}
	c := ports.Constraint{Text: l.text, Kind: "deadline"}
	stated, late := 0, false
	finishing := d.findPhraseIn(l.a, l.b, finishIdx) >= 0
	terms := d.contentWords(l.a, l.b)
	for i := range r.opts {
		if !r.caller[i] {
			continue
		}
		for _, sp := range r.regionOutside(i, l) {
			var m moment
			var ok bool
			if dayOnly {
				m, ok = d.dayNamedIn(sp[0], sp[1], l)
			} else if m, ok = d.namedMoment(sp[0], sp[1], terms); !ok {
				// ("have to deliver by October 31" against "pickup Oct
				// 14, delivery Oct 24–28": the date a word of the limit
				// names before the first.)
				m, ok = d.momentIn(sp[0], sp[1])
			}
			// "wachtlijst tot januari", "available from March": a month
			// alone after a word of starting is its first day.
			waits := false
			if !ok && !dayOnly {
				m, ok = d.startIn(sp[0], sp[1])
				waits = ok
			}
			// "must be finished by 31 August" against "16 June – 25
			// July": a period finishes at its end.
			if ok && !dayOnly && finishing {
				if e, eok := d.rangeEnd(m, sp[1]); eok {
					m = moment{date: e.date, minutes: e.minutes, a: m.a, b: e.b}
				}
			}
			ev := ""
			if ok {
				ev = quote(d.phrase(m.a, m.b))
			}
			// "start 1 September, done 24 October": the date the option
			// says it is done; "terminada antes del 15 de junio" against
			// "3 semanas … empezar el 2 de junio": the work ends its
			// duration later.
			if e, eok := d.finishDateIn(sp[0], sp[1]); eok && finishing {
				m, ev, ok = e, quote(d.phrase(e.a, e.b)), true
			} else if fm, fev, fok := r.finishMoment(i, sp, l); fok {
				m, ev, ok = fm, fev, true
			}
			if !ok {
				continue
			}
			stated++
			if m.after(dl) {
				c.Breaches = append(c.Breaches, ports.Breach{OptionID: r.opts[i].ID, Evidence: r.opts[i].Label + ": " + ev})
				late = late || waits || d.findPhraseIn(max(sp[0], m.a-3), m.a, notUntilIdx) >= 0
			}
			break
		}
	}
	// "saatavilla vasta 18.11.", "erst ab 3. Dezember": one option that
	// says it comes no sooner than a date after the deadline breaks it,
	// though no other states a date.
	if stated == 0 || stated == 1 && !late {
		return ports.Constraint{}, false
	}
	return c, true
}

// namedMoment returns the first date in [a, b) that one of the two
// words before it names by a stem of terms ("delivery Oct 24–28",
// "delivery 2–4 July" for "deliver").
func (d *doc) namedMoment(a, b int, terms []string) (moment, bool) {
	for i := a; i < b; i++ {
		m, ok := d.momentIn(i, b)
		if !ok {
			return moment{}, false
		}
		// (Back over a range's first day and month: "delivery 2–4 July",
		// "delivery Oct 24–28"; a month names no date of its own.)
		words := 0
		for j := m.a - 1; j >= a && words < 2; j-- {
			t := d.toks[j]
			if t.kind == tNum || t.s == "–" || t.s == "-" || monthNumber[t.low] > 0 {
				continue
			}
			if t.kind != tWord {
				break
			}
			words++
			if sharesStem(terms, t.low) {
				return m, true
			}
		}
		i = m.b - 1
	}
	return moment{}, false
}

// finishDateIn reads, in [a, b), a date right after a word of finishing
// ("done 24 October", "fertig am 3. Mai", "befejezés augusztus 29.").
func (d *doc) finishDateIn(a, b int) (moment, bool) {
	for i := a; i < b; i++ {
		e := d.phraseSpan(i, b, finishIdx)
		if e <= i {
			continue
		}
		for j := e; j < min(b, e+3); j++ {
			if m, ok := d.momentIn(j, min(b, j+4)); ok && m.a == j {
				return moment{date: m.date, minutes: m.minutes, a: i, b: m.b}, true
			}
		}
	}
	return moment{}, false
}

// monthBefore reads a deadline of a month with no day, after a word of
// "before" ("before September", "vor September", "antes de septiembre",
// "szeptember előtt"): the last day of the month before.
func (d *doc) monthBefore(a, b int) (moment, bool) {
	for i := a; i < b; i++ {
		m := monthNumber[d.toks[i].low]
		if m == 0 || d.blocked(i) || d.toks[i].low == "may" || i+1 < b && d.toks[i+1].kind == tNum || i > a && d.toks[i-1].kind == tNum {
			continue
		}
		before := false
		for j := max(a, i-3); j < i; j++ {
			if e := d.phraseSpan(j, i, beforeIdx); e == i {
				before = true
			}
		}
		// (A postposition: "szeptember előtt", "eylülden önce".)
		before = before || i+1 < b && monthPostBefore[d.toks[i+1].low]
		if !before {
			continue
		}
		prev := m - 1
		if prev == 0 {
			prev = 12
		}
		return moment{date: dayDate{month: prev, day: monthDays[prev]}, minutes: -1, a: i, b: i + 1}, true
	}
	return moment{}, false
}

// monthPostBefore say "before" after the month.
var monthPostBefore = wordSet(mustSection(consLists, "constraints.txt", "month-before-post"))

// rangeEnd reads the date that ends a period opening with m ("16 June –
// 25 July", "from 7 July to 19 September"): a range joiner right after
// m, then a date with its month, before b.
func (d *doc) rangeEnd(m moment, b int) (moment, bool) {
	j := m.b
	if j < b && d.toks[j].s == "." {
		j++ // "június 16. – július 25."
	}
	if j >= b || !rangeJoiners[d.toks[j].low] || d.toks[j].tab {
		return moment{}, false
	}
	e, ok := d.momentIn(j+1, min(b, j+4))
	if !ok || e.a > j+2 {
		return moment{}, false
	}
	return e, true
}

// earliestOptionMonth returns the month of the earliest date the caller
// options state outside limit l, when two or more state one.
func (r *reading) earliestOptionMonth(l limit) (int, bool) {
	var first dayDate
	stated := 0
	for i := range r.opts {
		if !r.caller[i] {
			continue
		}
		for _, sp := range r.regionOutside(i, l) {
			if m, ok := r.d.momentIn(sp[0], sp[1]); ok {
				if stated == 0 || (moment{date: first, minutes: -1}).after(m) {
					first = m.date
				}
				stated++
				break
			}
		}
	}
	return first.month, stated >= 2
}

// earliestDateLimit reads "must start no earlier than 7 July" against
// the first date each option states ("1–10 July", "8–15 July"): one
// that starts before it breaks it. Two options must state a date.
func (r *reading) earliestDateLimit(l limit) (ports.Constraint, bool) {
	d := r.d
	var floor moment
	found := false
	for i := l.a; i < l.b && !found; i++ {
		if e := d.phraseSpan(i, l.b, earliestIdx); e > i {
			floor, found = d.momentIn(e, min(l.b, e+4))
		}
	}
	// ("anybody joining after 15th March is of no use to us": a refused
	// range after a date is no earliest date; it is a latest one.)
	if !found || d.refusesIn(l.a, l.b) {
		return ports.Constraint{}, false
	}
	c := ports.Constraint{Text: l.text, Kind: "min"}
	stated := 0
	for i := range r.opts {
		if !r.caller[i] {
			continue
		}
		for _, sp := range r.regionOutside(i, l) {
			m, ok := d.momentIn(sp[0], sp[1])
			if !ok {
				continue
			}
			stated++
			if floor.after(m) {
				c.Breaches = append(c.Breaches, ports.Breach{OptionID: r.opts[i].ID, Evidence: r.opts[i].Label + ": " + quote(d.phrase(m.a, m.b))})
			}
			break
		}
	}
	return c, stated >= 2
}

var notUntilIdx = phraseList(mustSection(consLists, "constraints.txt", "not-until"))

// A moment is a date with an optional time of day, and the tokens that
// state it.
type moment struct {
	date    dayDate
	minutes int // minutes after midnight; −1 when no time is stated
	a, b    int
}

// after reports whether m is later than the deadline dl; a moment on the
// deadline's day with no time is not known to be later.
func (m moment) after(dl moment) bool {
	if m.date != dl.date {
		// "installatie half januari" against "vóór 1 december": a date
		// more than half a year before the deadline is in the next year.
		diff := m.date.dayOfYear() - dl.date.dayOfYear()
		switch {
		case diff < -182:
			diff += 365
		case diff > 182:
			diff -= 365
		}
		return diff > 0
	}
	return m.minutes >= 0 && dl.minutes >= 0 && m.minutes > dl.minutes
}

// momentIn reads the first date with a month in [a, b) and a time of day
// within four tokens of it ("Oct 14 17:30", "6pm on Oct 14").
func (d *doc) momentIn(a, b int) (moment, bool) {
	for i := a; i < b; i++ {
		dd, ok := d.dateAt(i)
		if !ok || dd.month == 0 || dd.day == 0 || !monthNames[d.toks[i].low] && !isDigitsPrefix(d.toks[i].low) && monthParts[d.toks[i].low] == 0 && !weekWords[d.toks[i].low] {
			continue
		}
		m := moment{date: dd, minutes: -1, a: i, b: d.dateEnd(i, b)}
		for j := max(a, i-4); j < min(b, i+6); j++ {
			if mins, n, ok := d.clockAt(j); ok {
				m.minutes = mins
				m.a, m.b = min(m.a, j), max(m.b, j+n)
				break
			}
		}
		return m, true
	}
	return moment{}, false
}

// dayOnlyIn finds in [a, b) an ordinal day with no month ("the 14th",
// "Saturday the 18th"), read as a day of January so days compare.
func (d *doc) dayOnlyIn(a, b int) (moment, bool) {
	if ms := d.daysOnlyIn(a, b, 1); len(ms) > 0 {
		return ms[0], true
	}
	return moment{}, false
}

// dayNamedIn returns the day with no month in [a, b) that follows a word
// the limit l shares the start of ("livraison le 18" for "livré le 14 au
// plus tard", not "chargement le 11"), else the first.
func (d *doc) dayNamedIn(a, b int, l limit) (moment, bool) {
	ms := d.daysOnlyIn(a, b, 0)
	if len(ms) == 0 {
		return moment{}, false
	}
	for _, m := range ms {
		for j := max(a, m.a-3); j < m.a; j++ {
			if d.toks[j].kind == tWord && !stopwords[d.toks[j].low] && d.sharesStartWith(j, l.a, l.b) {
				return m, true
			}
		}
	}
	return ms[0], true
}

// sharesStartWith reports whether a word in [a, b) begins with the same
// four letters as the word at i.
func (d *doc) sharesStartWith(i, a, b int) bool {
	w := []rune(d.toks[i].low)
	if len(w) < 4 {
		return false
	}
	for k := a; k < b; k++ {
		if x := []rune(d.toks[k].low); k != i && len(x) >= 4 && string(x[:4]) == string(w[:4]) {
			return true
		}
	}
	return false
}

// daysOnlyIn returns up to most (0: all) days with no month in [a, b).
func (d *doc) daysOnlyIn(a, b, most int) []moment {
	var out []moment
	for i := a; i < b && (most == 0 || len(out) < most); i++ {
		t := d.toks[i]
		if t.kind != tNum || d.blocked(i) {
			continue
		}
		num, suf := splitNumber(t.low)
		// "au plus tard le 13", "entrega el 14": a bare number after a
		// day's article is the day too.
		ordinal := ordinalSuffixes[suf] && suf != ""
		articled := suf == "" && i > a && dayArticles[d.toks[i-1].low] && !d.countedAt(i)
		if !ordinal && !articled {
			continue
		}
		if n, err := strconv.Atoi(num); err == nil && n >= 1 && n <= 31 {
			if dd, ok := d.dateAt(i); ok && dd.month > 0 {
				continue // a month follows: momentIn reads it
			}
			out = append(out, moment{date: dayDate{month: 1, day: n}, minutes: -1, a: i, b: i + 1})
		}
	}
	return out
}

var (
	dayArticles = set(mustSection(consLists, "constraints.txt", "day-articles")...)
	partsOfDay  = set(mustSection(consLists, "constraints.txt", "parts-of-day")...)
)

// countedAt reports whether the number at i counts something a unit or
// a noun after it names ("le 13 mètres", "el 14 de personas" is rare;
// "the 12 boxes" is common).
func (d *doc) countedAt(i int) bool {
	if _, n := d.unitAt(i + 1); n > 0 {
		return true
	}
	if i+1 >= len(d.toks) || d.phraseSpan(i+1, len(d.toks), hardIdx) > i+1 || d.phraseSpan(i+1, len(d.toks), latestIdx) > i+1 {
		return false // "el 20 como muy tarde", "le 14 au plus tard"
	}
	return d.toks[i+1].kind == tWord && !stopwords[d.toks[i+1].low] && !monthNames[d.toks[i+1].low] && !partsOfDay[d.toks[i+1].low]
}

func isDigitsPrefix(s string) bool { return s != "" && s[0] >= '0' && s[0] <= '9' }

// clockAt reads a time of day at i: "6pm", "6 pm", "18:00", "6:30pm".
func (d *doc) clockAt(i int) (int, int, bool) {
	if d.blocked(i) || d.toks[i].kind != tNum {
		return 0, 0, false
	}
	num, suf := splitNumber(d.toks[i].low)
	h, err := strconv.Atoi(num)
	if err != nil || h < 0 || h > 24 {
		return 0, 0, false
	}
	n, mins := 1, 0
	if !d.blocked(i+2) && d.toks[i+1].s == ":" && d.toks[i+2].kind == tNum && d.toks[i+1].start == d.toks[i].end {
		mm, suf2 := splitNumber(d.toks[i+2].low)
		v, err := strconv.Atoi(mm)
		if err != nil || len(mm) != 2 || v > 59 {
			return 0, 0, false
		}
		mins, suf, n = v, suf2, 3
	}
	if suf == "" && !d.blocked(i+n) && (d.toks[i+n].low == "pm" || d.toks[i+n].low == "am") {
		suf = d.toks[i+n].low
		n++
	}
	switch suf {
	case "pm":
		if h < 12 {
			h += 12
		}
	case "am":
		if h == 12 {
			h = 0
		}
	case "", "h":
		if n == 1 {
			return 0, 0, false // a bare number is no time
		}
	default:
		return 0, 0, false
	}
	return h*60 + mins, n, true
}

// scheduleAttrs are the times that add up to when an option is done.
var scheduleAttrs = map[string]bool{"Wait before start": true, "Notice period": true, "Job duration": true, "Delivery time": true, "Lead time": true, "Transit time": true,
	"Time to install": true, "Turnaround": true, "Processing time": true, "Setup time": true, "Wait": true, "Production time": true, "Duration": true}

type dayDate struct{ month, day int }

var monthDays = [13]int{0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}

func (t dayDate) dayOfYear() int {
	n := t.day
	for m := 1; m < t.month; m++ {
		n += monthDays[m]
	}
	return n
}

var monthNumber = map[string]int{"january": 1, "jan": 1, "januar": 1, "enero": 1, "janvier": 1, "janeiro": 1, "gennaio": 1,
	"february": 2, "feb": 2, "februar": 2, "febrero": 2, "février": 2, "fevereiro": 2, "febbraio": 2,
	"march": 3, "mar": 3, "märz": 3, "marzo": 3, "mars": 3, "março": 3,
	"april": 4, "apr": 4, "abril": 4, "avril": 4, "aprile": 4,
	"may": 5, "mai": 5, "mayo": 5, "maio": 5, "maggio": 5,
	"june": 6, "jun": 6, "juni": 6, "junio": 6, "juin": 6, "junho": 6, "giugno": 6,
	"july": 7, "jul": 7, "juli": 7, "julio": 7, "juillet": 7, "julho": 7, "luglio": 7,
	"august": 8, "aug": 8, "agosto": 8, "août": 8,
	"september": 9, "sep": 9, "sept": 9, "septiembre": 9, "septembre": 9, "setembro": 9, "settembre": 9,
	"october": 10, "oct": 10, "oktober": 10, "octubre": 10, "octobre": 10, "outubro": 10, "ottobre": 10,
	"november": 11, "nov": 11, "noviembre": 11, "novembre": 11, "novembro": 11,
	"december": 12, "dec": 12, "dezember": 12, "diciembre": 12, "décembre": 12, "dezembro": 12, "dicembre": 12,
	// Dutch, Swedish, Danish, Polish, Czech and Finnish, as written in dates.
	"januari": 1, "stycznia": 1, "styczeń": 1, "ledna": 1, "leden": 1, "tammikuuta": 1, "tammikuu": 1, "februari": 2, "lutego": 2,
	"luty": 2, "února": 2, "únor": 2, "helmikuuta": 2, "helmikuu": 2, "maart": 3, "marts": 3, "marca": 3, "marzec": 3,
	"března": 3, "březen": 3, "maaliskuuta": 3, "maaliskuu": 3, "kwietnia": 4, "kwiecień": 4, "dubna": 4, "duben": 4, "huhtikuuta": 4,
	"huhtikuu": 4, "mei": 5, "maj": 5, "maja": 5, "května": 5, "květen": 5, "toukokuuta": 5, "toukokuu": 5, "czerwca": 6,
	"czerwiec": 6, "června": 6, "červen": 6, "kesäkuuta": 6, "kesäkuu": 6, "lipca": 7, "lipiec": 7, "července": 7, "červenec": 7,
	"heinäkuuta": 7, "heinäkuu": 7, "augustus": 8, "augusti": 8, "sierpnia": 8, "sierpień": 8, "srpna": 8, "srpen": 8, "elokuuta": 8,
	"elokuu": 8, "września": 9, "wrzesień": 9, "září": 9, "syyskuuta": 9, "syyskuu": 9, "października": 10, "październik": 10, "října": 10,
	"říjen": 10, "lokakuuta": 10, "lokakuu": 10, "listopada": 11, "listopad": 11, "listopadu": 11, "marraskuuta": 11, "marraskuu": 11, "grudnia": 12,
	"grudzień": 12, "prosince": 12, "prosinec": 12, "joulukuuta": 12, "joulukuu": 12,
	// Polish and Czech "in July" ("w lipcu", "v červenci").
	"styczniu": 1, "lutym": 2, "marcu": 3, "kwietniu": 4, "maju": 5, "czerwcu": 6, "lipcu": 7, "sierpniu": 8, "wrześniu": 9,
	"październiku": 10, "listopadzie": 11, "grudniu": 12, "lednu": 1, "únoru": 2, "březnu": 3, "dubnu": 4, "květnu": 5, "červnu": 6,
	"červenci": 7, "srpnu": 8, "říjnu": 10, "prosinci": 12,
	// Slovak, Slovenian, Hungarian, Romanian, Catalan and Norwegian.
	"január": 1, "januára": 1, "február": 2, "februára": 2, "marec": 3, "apríl": 4, "apríla": 4, "máj": 5, "mája": 5,
	"jún": 6, "júna": 6, "júl": 7, "júla": 7, "augusta": 8, "septembra": 9, "október": 10, "októbra": 10, "novembra": 11, "decembra": 12,
	"junij": 6, "julij": 7, "avgust": 8, "avgusta": 8, "aprila": 4, "junija": 6, "julija": 7, "oktobra": 10,
	"március": 3, "április": 4, "május": 5, "június": 6, "július": 7, "augusztus": 8, "szeptember": 9,
	"ianuarie": 1, "februarie": 2, "martie": 3, "aprilie": 4, "iunie": 6, "iulie": 7, "septembrie": 9, "octombrie": 10, "noiembrie": 11, "decembrie": 12,
	"gener": 1, "febrer": 2, "març": 3, "maig": 5, "juny": 6, "juliol": 7, "agost": 8, "setembre": 9, "desembre": 12, "desember": 12,
	// Croatian (its "listopad" is October, Polish November's word: left out).
	"siječnja": 1, "siječanj": 1, "veljače": 2, "veljača": 2, "ožujka": 3, "ožujak": 3, "travnja": 4, "travanj": 4, "svibnja": 5, "svibanj": 5,
	"lipnja": 6, "lipanj": 6, "srpnja": 7, "srpanj": 7, "kolovoza": 8, "kolovoz": 8, "rujna": 9, "rujan": 9, "studenoga": 11, "studeni": 11, "prosinca": 12,
	// Turkish and Greek.
	"ocak": 1, "şubat": 2, "nisan": 4, "mayıs": 5, "haziran": 6, "temmuz": 7, "ağustos": 8, "eylül": 9, "ekim": 10, "kasım": 11, "aralık": 12,
	"ιανουαρίου": 1, "φεβρουαρίου": 2, "μαρτίου": 3, "απριλίου": 4, "μαΐου": 5, "ιουνίου": 6, "ιουλίου": 7, "αυγούστου": 8,
	"σεπτεμβρίου": 9, "οκτωβρίου": 10, "νοεμβρίου": 11, "δεκεμβρίου": 12,
	// Lithuanian, Latvian and Estonian.
	"sausio": 1, "sausis": 1, "vasario": 2, "vasaris": 2, "kovo": 3, "balandžio": 4, "balandis": 4, "gegužės": 5, "gegužė": 5, "birželio": 6, "birželis": 6,
	"liepos": 7, "liepa": 7, "rugpjūčio": 8, "rugpjūtis": 8, "rugsėjo": 9, "rugsėjis": 9, "spalio": 10, "spalis": 10, "lapkričio": 11, "lapkritis": 11,
	"gruodžio": 12, "gruodis": 12,
	"janvāris": 1, "janvārī": 1, "februāris": 2, "februārī": 2, "martā": 3, "aprīlis": 4, "aprīlī": 4, "maijs": 5, "maijā": 5, "jūnijs": 6, "jūnijā": 6,
	"jūlijs": 7, "jūlijā": 7, "augusts": 8, "augustā": 8, "septembris": 9, "septembrī": 9, "oktobris": 10, "oktobrī": 10, "novembris": 11, "novembrī": 11,
	"decembris": 12, "decembrī": 12,
	"jaanuar": 1, "veebruar": 2, "märts": 3, "aprill": 4, "juuni": 6, "juuli": 7, "oktoober": 10, "detsember": 12,
}

// monthParts are the words for a part of a month, as the day they mean.
var monthParts = intPairSection(consLists, "constraints.txt", "month-parts")

// weekWords number a week of the year: "v. 25", "vecka 25", "KW 23".
var weekWords = set(mustSection(amountLists, "amounts.txt", "week-words")...)

// dateAt reads a date starting at i: "October 15", "15 October", "Oct
// 15th", "15. Oktober", "15 de octubre".
func (d *doc) dateAt(i int) (dayDate, bool) { return d.readDate(i, d.blocked) }

// dateCaseSuffixes are the case endings a language joins to a day's
// number ("augusztus 31-ig", "június 16-án", "31'e kadar" is written
// apart): until, on, by, from.
var dateCaseSuffixes = wordSet(mustSection(consLists, "constraints.txt", "date-case-endings"))

// readDate reads a date at i, skipping the tokens blocked says are not
// the text's own; a header line set apart as noise is read with a
// blocked that blocks nothing.
func (d *doc) readDate(i int, blocked func(int) bool) (dayDate, bool) {
	for i < len(d.toks) && (d.toks[i].low == "the" || d.toks[i].low == "el" || d.toks[i].low == "le") {
		i++
	}
	day := func(j int) int {
		if blocked(j) || d.toks[j].kind != tNum {
			return 0
		}
		num, suf := splitNumber(d.toks[j].low)
		if suf != "" && !ordinalSuffixes[suf] && !dateCaseSuffixes[suf] {
			return 0
		}
		v, ok := parseNumeral(num, false)
		if !ok || v < 1 || v > 31 || v != math.Floor(v) {
			return 0
		}
		return int(v)
	}
	if blocked(i) {
		return dayDate{}, false
	}
	// "v. 25", "KW 23", "week 12": a week of the year is its Monday,
	// near enough (the year's first Monday is taken as 1 January).
	if weekWords[d.toks[i].low] {
		j := i + 1
		if j < len(d.toks) && d.toks[j].s == "." {
			j++
		}
		if j < len(d.toks) && !blocked(j) && d.toks[j].kind == tNum && isDigits(d.toks[j].low) {
			if n, err := strconv.Atoi(d.toks[j].low); err == nil && n >= 1 && n <= 53 {
				return dayDate{month: 1, day: 1}.addDays((n - 1) * 7), true
			}
		}
	}
	// "Anfang Oktober", "mid-November", "fin de septembre": a part of a
	// month is a day in it.
	if day := monthParts[d.toks[i].low]; day > 0 {
		j := i + 1
		for j < len(d.toks) && (d.toks[j].s == "-" || d.toks[j].low == "of" || d.toks[j].low == "de" || d.toks[j].low == "av" || d.toks[j].low == "di") {
			j++
		}
		if !blocked(j) && monthNumber[d.toks[j].low] > 0 {
			return dayDate{monthNumber[d.toks[j].low], day}, true
		}
	}
	// "vor dem 15.10.", "klart 30.09": day and month with a dot, where a
	// decimal comma is written (a decimal point would read 15.10 as a
	// number).
	if t := d.toks[i]; d.commaDec && t.kind == tNum && strings.Count(t.low, ".") >= 1 {
		ps := strings.Split(t.low, ".")
		if len(ps[0]) <= 2 && len(ps[1]) == 2 && isDigits(ps[0]) && isDigits(ps[1]) {
			dd, _ := strconv.Atoi(ps[0])
			mm, _ := strconv.Atoi(ps[1])
			if dd >= 1 && dd <= 31 && mm >= 1 && mm <= 12 {
				return dayDate{mm, dd}, true
			}
		}
	}
	if m := monthNumber[d.toks[i].low]; m > 0 {
		if n := day(i + 1); n > 0 {
			return dayDate{m, n}, true
		}
	}
	if n := day(i); n > 0 {
		j := i + 1
		for j < len(d.toks) && (d.toks[j].s == "." || d.toks[j].low == "de" || d.toks[j].low == "of") {
			j++
		}
		if !blocked(j) {
			if m := monthNumber[d.toks[j].low]; m > 0 {
				return dayDate{m, n}, true
			}
			// "v pátek 14. 6.", "am 3. 10.": day and month as numbers,
			// each with its dot.
			if j == i+2 && d.toks[i+1].s == "." && d.toks[j].kind == tNum && isDigits(d.toks[j].low) && j+1 < len(d.toks) && d.toks[j+1].s == "." {
				if m, err := strconv.Atoi(d.toks[j].low); err == nil && m >= 1 && m <= 12 {
					return dayDate{m, n}, true
				}
			}
		}
		return dayDate{0, n}, true
	}
	return dayDate{}, false
}

// today reads "Today is August 25".
func (d *doc) today() (dayDate, bool) {
	for i := range d.toks {
		if e := d.phraseSpan(i, len(d.toks), todayIdx); e > i {
			// ("Today's Monday 7 October": past the weekday; "Ordering
			// this weekend (Sat 4th Oct)": into the bracket.)
			if e+1 < len(d.toks) && d.toks[e].s == "(" {
				e++
			}
			if e+1 < len(d.toks) && (dayWords[d.toks[e].low] || isWeekday(d.toks[e].low)) {
				e++
			}
			if dd, ok := d.dateAt(e); ok {
				return dd, true
			}
		}
	}
	for i := 0; i+2 < len(d.toks); i++ {
		if (i == 0 || d.toks[i-1].kind == tNL) && todayHeaders[d.toks[i].low] && d.toks[i+1].s == ":" {
			if dd, ok := d.readDate(i+2, func(int) bool { return false }); ok && dd.month > 0 {
				return dd, true
			}
		}
	}
	return dayDate{}, false
}

// dated reports whether [a, b) names a day or a date.
func (d *doc) dated(a, b int) bool {
	for i := a; i < b; i++ {
		w := d.toks[i].low
		if monthNumber[w] > 0 && w != "may" || dayWords[w] && w != "on" && w != "in" && w != "from" && w != "as" && w != "of" && w != "starting" && w != "beginning" && w != "effective" ||
			w == "tomorrow" || w == "tonight" || w == "deadline" || w == "week" || w == "weekend" || weekdays[w] {
			return true
		}
	}
	return false
}

// weekdays are the days (amounts.txt [weekday-N], their abbreviations
// left out: "sun", "wed", "mar") and "tomorrow" in the other languages
// read.
var weekdays = func() map[string]bool {
	out := set("morgen", "mañana", "demain", "amanhã", "domani", "imorgon", "jutro")
	for w := range weekdayOf {
		if utf8.RuneCountInString(w) > 3 && !englishDays[w] {
			out[w] = true
		}
	}
	return out
}()
