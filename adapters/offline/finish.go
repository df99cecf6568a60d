package offline

import (
	"fmt"
	"math"
	"strings"
	"time"
)

// Work that starts on a date ends its duration later: "Duración 3
// semanas. Pueden empezar el 2 de junio" finishes about 23 June, so it
// breaks "tiene que estar terminada antes del 15 de junio"; "puede a
// partir de julio" starts after it.

var (
	beforeIdx  = phraseList(mustSection(consLists, "constraints.txt", "before"))
	refIdx     = phraseList(mustSection(consLists, "constraints.txt", "reference-start"))
	startIdx   = phraseList(mustSection(consLists, "constraints.txt", "start"))
	finishIdx  = phraseList(mustSection(consLists, "constraints.txt", "finish"))
	workingDay = set(mustSection(consLists, "constraints.txt", "working-days")...)
)

// startIn finds, in [a, b), a date led by a word of starting ("can
// start on 2 June", "a partir de julio"); a month alone means its first
// day.
func (d *doc) startIn(a, b int) (moment, bool) {
	for i := a; i < b; i++ {
		e := d.phraseSpan(i, b, startIdx)
		if e <= i {
			continue
		}
		for j := e; j < min(e+4, b); j++ {
			dd, ok := d.dateAt(j)
			// "a partir de julio": a month alone ("may" is too often a
			// verb to count).
			if m := monthNumber[d.toks[j].low]; !ok && m > 0 && !d.blocked(j) && d.toks[j].low != "may" {
				dd, ok = dayDate{month: m, day: 1}, true
			}
			if !ok || dd.month == 0 {
				continue
			}
			if dd.day == 0 {
				dd.day = 1
			}
			return moment{date: dd, minutes: -1, a: i, b: d.dateEnd(j, b)}, true
		}
	}
	return moment{}, false
}

// calendarDays is a stated duration in calendar days: working days
// ("10 días laborables", a column "transit_working_days") skip the
// weekends, counted from a Monday.
func (r *reading) calendarDays(f fact) float64 {
	n := f.value / 24
	working := f.tok+2 < len(r.d.toks) && (workingDay[r.d.toks[f.tok+1].low] || workingDay[r.d.toks[f.tok+2].low])
	for _, w := range r.d.columnHeader(f.tok) {
		for _, p := range strings.FieldsFunc(strings.ToLower(w), func(c rune) bool { return c == '_' || c == '-' || c == ' ' }) {
			working = working || workingDay[p]
		}
	}
	if working {
		return float64(weekdaysSpan(int(math.Ceil(n - 1e-9))))
	}
	return n
}

// weekdaysSpan is how many calendar days n working days take from a
// Monday: 4 end on Friday, 5 on the Monday after.
func weekdaysSpan(n int) int {
	day := 0
	for range n {
		day++
		if day%7 == 5 {
			day += 2
		}
	}
	return day
}

// workDays sums the durations option i states for the job itself, in
// calendar days.
func (r *reading) workDays(i int) (int, string, bool) {
	var days float64
	var parts string
	for _, f := range r.facts {
		if f.opt != i || f.class != "time" || !durationAttrs[f.label] {
			continue
		}
		days += r.calendarDays(f)
		if parts != "" {
			parts += " + "
		}
		parts += f.text
	}
	return int(math.Ceil(days)), parts, parts != ""
}

var durationAttrs = map[string]bool{"Duration": true, "Job duration": true, "Time to install": true, "Turnaround": true}

// addDays is the date n days after t, in a year without 29 February.
func (t dayDate) addDays(n int) dayDate {
	u := time.Date(2025, time.Month(t.month), t.day, 0, 0, 0, 0, time.UTC).AddDate(0, 0, n)
	return dayDate{month: int(u.Month()), day: u.Day()}
}

// finishMoment reads, where limit l asks for work finished by a date,
// when option i's work ends: its stated start plus its stated duration.
func (r *reading) finishMoment(i int, sp [2]int, l limit) (moment, string, bool) {
	d := r.d
	if d.findPhraseIn(l.s.a, l.s.b, finishIdx) < 0 {
		return moment{}, "", false
	}
	m, ok := d.startIn(sp[0], sp[1])
	if !ok {
		return moment{}, "", false
	}
	ev := quote(d.phrase(m.a, m.b))
	if n, parts, ok := r.workDays(i); ok {
		m.date = m.date.addDays(n)
		ev = fmt.Sprintf("%s + %s ends about %d/%d", ev, parts, m.date.day, m.date.month)
	}
	return m, ev, true
}

// dateEnd is the token after a date that starts at j: its day, month and
// the words between ("2 de junio", "19. Mai").
func (d *doc) dateEnd(j, b int) int {
	k := j
	for k < b && (d.toks[k].low == "the" || d.toks[k].low == "el" || d.toks[k].low == "le") {
		k++ // as readDate reads it
	}
	for k < min(j+6, b) && !d.blocked(k) && d.inDate(k, j, b) {
		k++
	}
	return max(k, j+1)
}

// inDate reports whether token k goes on a date that starts at j: a
// number, a month or part of one, a week word opening it, "de"/"of", or
// a dot before the day's month ("19. Mai", "14. 6.").
func (d *doc) inDate(k, j, b int) bool {
	t := d.toks[k]
	switch {
	case t.kind == tNum, monthNumber[t.low] > 0, monthParts[t.low] > 0, k == j && weekWords[t.low], t.low == "de", t.low == "of":
		return true
	case t.s == ".":
		return k+1 < b && (d.toks[k+1].kind == tNum || monthNumber[d.toks[k+1].low] > 0)
	}
	return false
}

// referenceDate finds the day stated durations run from, outside limit l
// and before the deadline: "Pickup is fixed Monday 10th", "collected
// Monday 10 June".
func (d *doc) referenceDate(l limit, deadline dayDate) (dayDate, bool) {
	for i := range d.toks {
		e := d.phraseSpan(i, len(d.toks), refIdx)
		if e <= i || i >= l.a && i < l.b {
			continue
		}
		s := d.sentAt(i)
		for j := e; j < min(e+6, s.b); j++ {
			dd, ok := d.dateAt(j)
			if !ok || dd.day == 0 {
				continue
			}
			// "Monday 10th" before "Friday the 14th": days of one month.
			if dd.month == 0 || deadline.month == 0 {
				if dd.month == 0 && deadline.month == 0 && dd.day > deadline.day || dd.month != 0 && dd.month != deadline.month && deadline.month != 0 {
					continue
				}
				return dd, true
			}
			if dd.dayOfYear() <= deadline.dayOfYear() {
				return dd, true
			}
		}
	}
	return dayDate{}, false
}
