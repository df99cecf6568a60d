package offline

import "strings"

// Reading one clause (ENGINE.md "Evidence"): which criteria it cues, and
// with which polarity — intrinsic ("cheaper" is good on cost), by
// direction times the criterion's "more" ("higher salary", "longer
// commute", "above our band"), or from the clause's general polarity
// words ("hiring for it is hard"), each flipped by a negation within three
// words before it.

type cueHit struct {
	tok, n int
	cue    cue
}

// lookupWord returns the cues of one word: exact, then simple inflections
// (plural, -ed, -ing, possessive), then a typo of a lexicon word.
func lookupWord(t token) []cue {
	w := t.low
	if c, ok := wordCues[w]; ok {
		return c
	}
	w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "'")
	if c, ok := wordCues[w]; ok {
		return c
	}
	n := len(w)
	try := func(s string) []cue {
		if len(s) >= 3 {
			return wordCues[s]
		}
		return nil
	}
	switch {
	case strings.HasSuffix(w, "ies") && n > 4:
		if c := try(w[:n-3] + "y"); c != nil {
			return c
		}
	case strings.HasSuffix(w, "es") && n > 4:
		if c := try(w[:n-2]); c != nil {
			return c
		}
		if c := try(w[:n-1]); c != nil {
			return c
		}
	case strings.HasSuffix(w, "s") && n > 3:
		if c := try(w[:n-1]); c != nil {
			return c
		}
	case strings.HasSuffix(w, "ing") && n > 5:
		if c := try(w[:n-3]); c != nil {
			return c
		}
		if c := try(w[:n-3] + "e"); c != nil {
			return c
		}
	case strings.HasSuffix(w, "ed") && n > 4:
		if c := try(w[:n-2]); c != nil {
			return c
		}
		if c := try(w[:n-1]); c != nil {
			return c
		}
	}
	if t.fz != "" {
		return wordCues[t.fz]
	}
	return nil
}

// wordCuesAt memoises lookupWord per token: several stages read the same
// clause.
func (d *doc) wordCuesAt(i int) []cue {
	if d.cues == nil {
		d.cues = make([][]cue, len(d.toks))
		d.cuesSet = make([]bool, len(d.toks))
	}
	if !d.cuesSet[i] {
		d.cues[i] = lookupWord(d.toks[i])
		d.cuesSet[i] = true
	}
	return d.cues[i]
}

var knowGuard = set("if", "whether", "what", "how", "why", "where", "when", "which", "who")

// cueHits lists the criterion cues in tokens [a, b), phrases first.
func (d *doc) cueHits(a, b int) []cueHit {
	var out []cueHit
	for i := a; i < b; i++ {
		t := d.toks[i]
		if t.kind != tWord && t.kind != tNum || d.masked(i) {
			continue
		}
		matched := false
		for _, p := range phraseCues[t.low] {
			if i+len(p.words) > b {
				continue
			}
			ok := true
			for k := 1; k < len(p.words); k++ {
				if d.toks[i+k].low != p.words[k] && !strings.HasPrefix(d.toks[i+k].low, p.words[k]) {
					ok = false
					break
				}
			}
			if ok {
				for _, c := range p.cues {
					out = append(out, cueHit{tok: i, n: len(p.words), cue: c})
				}
				i += len(p.words) - 1
				matched = true
				break
			}
		}
		if matched || t.kind != tWord {
			continue
		}
		cs := d.wordCuesAt(i)
		if len(cs) == 0 {
			continue
		}
		if (t.low == "know" || t.low == "knows" || t.low == "knew") && i+1 < len(d.toks) && knowGuard[d.toks[i+1].low] {
			continue
		}
		for _, c := range cs {
			out = append(out, cueHit{tok: i, n: 1, cue: c})
		}
	}
	return out
}

// negated reports whether a negator stands within three words before i in
// [a, i).
func (d *doc) negated(a, i int) bool {
	for j := max(a, i-3); j < i; j++ {
		if d.negates(d.toks[j].low) {
			return true
		}
	}
	return false
}

// clauseRead is what one clause says about criteria.
type clauseRead struct {
	pol      map[string]float64 // criterion id -> polarity in [-1, 1]; 0 = mentioned only
	at       map[string]int     // criterion id -> token of its first cue
	order    []string           // ids in first-cue order
	fallback float64            // general polarity with no criterion cue
	scale    float64            // intensifiers and hedges
}

// readClause reads tokens [a, b) of d with ids mapped by mapID.
func (d *doc) readClause(a, b int) clauseRead {
	r := clauseRead{pol: map[string]float64{}, at: map[string]int{}, scale: 1}
	hits := d.cueHits(a, b)
	// General polarity of the clause.
	var general float64
	cueTok := map[int]bool{}
	for _, h := range hits {
		for k := 0; k < h.n; k++ {
			cueTok[h.tok+k] = true
		}
	}
	for i := a; i < b; i++ {
		t := d.toks[i]
		if t.kind != tWord || d.masked(i) {
			continue
		}
		if intensifiers[t.low] {
			r.scale = 1.25
		}
		if hedges[t.low] && r.scale >= 1 {
			r.scale = 0.8
		}
		v, ok := polarityWords[t.low]
		if !ok && (t.low == "have" || t.low == "has" || t.low == "had") && i+1 < b && d.toks[i+1].low == "to" {
			v, ok = -0.5, true
		}
		if !ok || v == 0 || cueTok[i] {
			continue
		}
		if d.negated(a, i) {
			v = -v
		}
		// "pain relief + microchip", "stress relief": what relieves a
		// bad thing is good.
		if v < 0 && i+1 < b && relievers[d.toks[i+1].low] {
			v = -v
		}
		general += v
	}
	general = clamp(general, -1, 1)
	dirAt := func(i int, lo, hi int) int8 {
		for j := max(a, i+lo); j < min(b, i+hi); j++ {
			if j == i {
				continue
			}
			if dv, ok := directionWords[d.toks[j].low]; ok && dv != 0 {
				if d.isNumberAt(j + 1) {
					continue // "within 5 years", "over 3 months": a span, not a direction
				}
				return dv
			}
		}
		return 0
	}
	hypo := d.hypothetical(clause{a: a, b: b})
	for _, h := range hits {
		id := d.mapID(h.cue.id, d.toks[h.tok].low)
		more := h.cue.more
		if id == "revenue" && h.cue.id == "cost" {
			more = 1 // a business's own price: more of it is revenue
		}
		var p float64
		switch {
		case h.cue.pol != 0:
			p = float64(h.cue.pol)
			if d.lessBefore(h.tok, a) {
				p = -p // "less expensive"
			}
			if d.negated(a, h.tok) {
				p = -p
			}
		default:
			if longGood[d.toks[h.tok].low] {
				more = 1
			}
			if dv := dirAt(h.tok, -3, 5); dv != 0 {
				p = float64(dv * more)
				if d.negated(a, h.tok) {
					p = -p
				}
			} else if adj := d.adjacentPolarity(h.tok, a, b); adj != 0 {
				p = adj
			} else {
				p = general
			}
			if p == 0 && hypo && more < 0 && !d.negated(a, h.tok) {
				p = -0.5 // "users might churn", "it could cost": a bad thing in prospect
			}
			if p == 0 && more > 0 && d.negated(max(a, h.tok-2), h.tok) {
				p = -1 // "no business experience": lacking a good thing
			}
			if p == 0 && !hypo && peopleCriteria[id] && h.tok > a && ownPeople[d.toks[h.tok-1].low] && !d.hasCue(a, h.tok, apartWords) &&
				(d.hasCue(h.tok, d.sentAt(h.tok).b, placeWords) || d.hasCue(max(a, h.tok-3), h.tok, nearWords)) && d.emphasisIn(d.sentAt(h.tok).a, d.sentAt(h.tok).b) == 0 {
				p = 0.5 // "my friends and my climbing club are here": one's people where the option is
			}
		}
		if _, seen := r.pol[id]; !seen {
			r.order = append(r.order, id)
			r.pol[id] = 0
			r.at[id] = h.tok
		}
		r.pol[id] = clamp(r.pol[id]+p, -1, 1)
	}
	// "my partner would have to find a new job": the job is the
	// partner's, a matter of the relationship, not of one's career.
	if _, person := r.pol["relationships"]; person {
		if v, ok := r.pol["career"]; ok {
			r.pol["relationships"] = clamp(r.pol["relationships"]+v, -1, 1)
			delete(r.pol, "career")
			r.order = without(r.order, "career")
		}
	}
	if len(hits) == 0 {
		r.fallback = general
	}
	return r
}

// peopleCriteria are the criteria one's own people stand for; ownPeople
// make them one's own ("my friends"); placeWords after them put them
// where an option is ("are here"), and so do nearWords before them ("near
// my friends"); apartWords before them say they are
// elsewhere ("far from my family").
var (
	peopleCriteria = set("relationships", "family")
	ownPeople      = set("my", "our", "mis", "mi", "meine", "meinen", "mes", "mon", "ma", "meus", "minhas", "meu", "minha", "miei", "mie",
		"mijn", "mina", "moi", "moja", "moje")
	placeWords = set("here", "there", "nearby", "near", "close", "around", "live", "lives", "living", "aquí", "allí", "ici", "là", "hier",
		"dort", "aqui", "ali", "qui", "lì", "daar", "där", "tutaj", "tam")
	nearWords  = set("near", "close", "beside", "next", "with", "cerca", "près", "nahe", "bei", "perto", "vicino", "dichtbij", "nära", "blisko")
	apartWords = set("far", "away", "from", "without", "leave", "leaving", "miss", "lejos", "sin", "loin", "sans", "weit", "ohne", "longe",
		"sem", "lontano", "senza", "ver", "zonder", "utan")
)

func without(s []string, v string) []string {
	out := s[:0]
	for _, x := range s {
		if x != v {
			out = append(out, x)
		}
	}
	return out
}

var lessWords = set("less", "lower", "fewer", "reduced", "reduce", "decrease", "decreased", "menos", "moins", "weniger")

func (d *doc) lessBefore(i, a int) bool {
	for j := max(a, i-2); j < i; j++ {
		if lessWords[d.toks[j].low] {
			return true
		}
	}
	return false
}

// relievers, after a bad thing, make it good: "pain relief".
var relievers = set("relief", "relieved", "relieving", "reliever", "relievers")

// adjacentPolarity: an intrinsic word right before a cue colours it ("fast
// learner", "strong transactions").
func (d *doc) adjacentPolarity(i, a, b int) float64 {
	if i-1 < a {
		return 0
	}
	if d.toks[i-1].low == "to" && i-2 >= a {
		i-- // "hard to hire", "heavier to operate"
	}
	t := d.toks[i-1]
	if v, ok := polarityWords[t.low]; ok && v != 0 {
		if d.negated(a, i-1) {
			return -v
		}
		return v
	}
	for _, c := range lookupWord(t) {
		if c.pol != 0 {
			if d.negated(a, i-1) {
				return -float64(c.pol)
			}
			return float64(c.pol)
		}
	}
	return 0
}

var incomeWords = set("pay", "pays", "paid", "paying", "payout", "income", "incomes", "earn", "earns", "earning", "earnings")
var priceWords = set("price", "prices", "priced", "pricing", "charge", "charges")

// mapID reads money in the category: personal decisions speak of money,
// organisations of cost (what they spend) and revenue (what they earn; in
// a business, its own prices).
func (d *doc) mapID(id, word string) string {
	switch {
	case d.cat.organisational() && id == "career":
		return "skill" // a role's seniority, not the caller's career
	case d.cat.organisational() && id == "money":
		if incomeWords[word] {
			return "revenue"
		}
		return "cost"
	case d.cat == catBusiness && id == "cost" && priceWords[word]:
		return "revenue"
	case !d.cat.organisational() && id == "cost":
		return "money"
	case !d.cat.organisational() && id == "revenue":
		return "money"
	}
	return id
}

func clamp(v, lo, hi float64) float64 {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}
