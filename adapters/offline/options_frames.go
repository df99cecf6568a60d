package offline

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Candidates from frames: a yes/no question, a decision already made, a
// plan stated as under way.

// ---- yes/no questions ----------------------------------------------------

// yesNoGroups reads "should I X?", "is X worth it?", "¿debería X?": the
// option X and its negation.
func (d *doc) yesNoGroups() []candGroup {
	var out []candGroup
	for _, s := range d.sents {
		// "My girlfriend asked me to move in together": an invitation.
		for i := s.a; i < s.b; i++ {
			if end := d.phraseSpan(i, s.b, invitationIdx); end > i && end < s.b {
				if g, ok := d.yesNoGroup(end, d.clauseEnd(end, s.b), s); ok {
					g.question = false
					out = append(out, g)
				}
				break
			}
		}
		// "I'm trying to figure out if I should refinance my car loan": a
		// yes or no weighed, stated rather than asked.
		if !s.question {
			for i := s.a; i < s.b; i++ {
				if end := d.phraseSpan(i, s.b, weighingIdx); end > i && end < s.b {
					if g, ok := d.yesNoGroup(end, d.clauseEnd(end, s.b), s); ok {
						g.question, g.cued = false, true
						out = append(out, g)
					}
					break
				}
			}
		}
		if !s.question && !d.endsAsk(s) && !d.asksAfterQuestionIs(s) {
			continue
		}
		asked := len(out)
		for i := s.a; i < s.b; i++ {
			if d.toks[i].kind != tWord {
				continue
			}
			// The frame opens the question or a clause of it; "which
			// should I buy" asks for a choice, not a yes or no.
			if i > s.a && !d.questionIs(i) && (questionWord[d.toks[i-1].low] || d.toks[i-1].kind == tWord && !interjections[d.toks[i-1].low] && !clauseWords[d.toks[i-1].low]) {
				continue
			}
			end := d.phraseSpan(i, s.b, yesnoIdx)
			// "¿Contratamos la interna entonces?", "Prendiamo la casa?": a
			// question that opens with a verb in the first person plural
			// asks yes or no about it.
			if end <= i && d.asksInFirstPlural(i, s) {
				if g, ok := d.yesNoGroup(i, s.b, s); ok {
					out = append(out, g)
				}
				break
			}
			// "¿Me mudo o no me mudo?", "Vendo o no?": a verb in the first
			// person asked with its own negation.
			if end <= i {
				if e := d.orNotAt(i, s); e > i {
					if g, ok := d.yesNoGroup(i, e, s); ok {
						out = append(out, g)
					}
					break
				}
			}
			if end <= i {
				// "is X worth it", "is nordvpn worth 4.99 a month"
				if worthOpen[d.toks[i].low] && (i == s.a || d.toks[i-1].kind == tPunct) {
					for j := i + 2; j < s.b && j < i+10; j++ {
						if e := d.phraseSpan(j, s.b, worthCloseIdx); e > j || d.toks[j].low == "worth" && j+1 < s.b && (d.toks[j+1].kind == tNum || d.amountStarts(j+1)) {
							if g, ok := d.yesNoGroup(i+1, j, s); ok {
								out = append(out, g)
							}
							break
						}
					}
				}
				continue
			}
			// "should I X" but not "should I X or Y" (a choice); "vale a
			// pena avançar ou não?" asks about X alone.
			stop := s.b
			for j := end; j < s.b; j++ {
				// ("… or am I mad to even think about it?": an "or" before a
				// doubt ends the question as "or not" does.)
				if d.orNotTail(j, s) || d.orBeforeDoubt(j, s.b) {
					stop = j
					break
				}
				if d.coordAt(j) > 0 {
					stop = -1
					break
				}
			}
			if stop < 0 {
				break
			}
			if g, ok := d.yesNoGroup(end, stop, s); ok {
				out = append(out, g)
			}
			break
		}
		// "Est-ce que je me lance en micro-entreprise ou pas ?", "Do we
		// renew the lease or not?": a question that ends in "or not" and
		// no frame has read asks about the course of action before it,
		// from the first word past its opening particles and pronouns.
		if len(out) == asked {
			if a, e := d.orNotQuestion(s); e > a {
				if g, ok := d.yesNoGroup(a, e, s); ok {
					out = append(out, g)
				}
			}
		}
	}
	return out
}

// doubtIn reports whether [a, b) asks for critique or voices a doubt
// ("am I missing something", "er det noe lureri"): no side of a question.
func (d *doc) doubtIn(a, b int) bool {
	return d.findPhraseIn(a, b, critiqueIdx) >= 0 || d.findPhraseIn(a, b, doubtIdx) >= 0
}

// orBeforeDoubt reports whether a coordinator at i opens a doubt that
// runs to b's side of it: "… or am I mad to even think about it?".
func (d *doc) orBeforeDoubt(i, b int) bool {
	n := d.coordAt(i)
	if n == 0 {
		return false
	}
	return d.phraseSpan(i+n, b, doubtIdx) > i+n
}

// orNotAt reads a question that opens at i (after an object pronoun)
// with a verb and then "or not" ("¿me mudo o no me mudo?", "Vendo ou
// não?", "Do I go or not?"): it returns where the verb's clause ends
// before the "or", or −1.
func (d *doc) orNotAt(i int, s sentence) int {
	for k := s.a; k < i; k++ {
		if d.toks[k].kind != tPunct {
			return -1
		}
	}
	j := i
	if j < s.b && objectClitics[d.toks[j].low] {
		j++
	}
	if j >= s.b || d.toks[j].kind != tWord || questionWord[d.toks[j].low] || stopwords[d.toks[j].low] {
		return -1
	}
	// The verb: one the reader knows, an infinitive, or a Romance first
	// person ("mudo", "vendo", "compro"); not "Ok, take or not?".
	w := d.toks[j].low
	firstPerson := (d.lang == "es" || d.lang == "pt" || d.lang == "it") && strings.HasSuffix(w, "o") && utf8.RuneCountInString(w) >= 4
	if !actionVerbs[w] && !changeVerbs[w] && !statusQuoOpeners[w] && !looksInfinitive(d.lang, w) && !firstPerson {
		return -1
	}
	for k := j + 1; k+1 < s.b; k++ {
		w := d.toks[k].low
		if !coordWords[w] {
			continue
		}
		if langs, ok := coordLangs[w]; ok && !slices.Contains(langs, d.lang) {
			continue
		}
		if isNegator(d.toks[k+1].low) || d.toks[k+1].low == "não" {
			return k
		}
		return -1
	}
	return -1
}

// orNotTail reports whether the coordinator at j opens the "or not"
// that ends question s: "ou pas ?", "oder nicht?", "czy nie?".
func (d *doc) orNotTail(j int, s sentence) bool {
	w := d.toks[j].low
	if langs, ok := coordLangs[w]; !coordWords[w] || ok && !slices.Contains(langs, d.lang) {
		return false
	}
	if j+1 >= s.b || !isNegator(d.toks[j+1].low) && !orNotNegators[d.toks[j+1].low] {
		return false
	}
	for k := j + 2; k < s.b; k++ {
		if d.toks[k].kind != tPunct {
			return false
		}
	}
	return true
}

// orNotNegators say "not" after "or" where the negator list has another
// sense for the word ("ne", "nem", "nu", "ei", "όχι").
var orNotNegators = wordSet(mustSection(frames, "frames.txt", "or-not-negator"))

// orNotQuestion reads a question that ends in "or not": the course of
// action runs from the first word past its opening particles, pronouns
// and clitics ("est-ce que je me", "czy", "do I") to the "or". It
// returns where the action starts and where the "or" stands, or −1, −1.
func (d *doc) orNotQuestion(s sentence) (int, int) {
	or := -1
	for j := s.a; j < s.b; j++ {
		if d.orNotTail(j, s) {
			or = j
			break
		}
		if d.coordAt(j) > 0 {
			break
		}
	}
	if or < 0 {
		return -1, -1
	}
	// ("ok decision time: do we hire a second backend dev or not?": the
	// clause the "or" ends.)
	a := s.a
	for k := or - 1; k > s.a; k-- {
		if t := d.toks[k]; t.kind == tPunct && (t.s == ":" || t.s == "," || t.s == ";" || t.s == "—" || t.s == "–") {
			a = k + 1
			break
		}
	}
	for a < or && (d.toks[a].kind == tPunct || interjections[d.toks[a].low] || questionParticles[d.toks[a].low] || subjectPronouns[d.toks[a].low] || objectClitics[d.toks[a].low] || auxiliaryOpeners[d.toks[a].low]) {
		a++
	}
	if a >= or || d.toks[a].kind != tWord || questionWord[d.toks[a].low] {
		return -1, -1
	}
	return a, or
}

// questionParticles open a yes-or-no question without saying what it
// asks ("est-ce que", "czy", "ali", "jestli", "kas", "vai", "ar");
// auxiliaryOpeners carry the question's person ("do I", "do we", "will
// you").
var (
	questionParticles = set(mustSection(frames, "frames.txt", "question-particle")...)
	auxiliaryOpeners  = wordSet(mustSection(frames, "frames.txt", "auxiliary-opener"))
)

// firstPluralEndings are the endings of a verb in the first person
// plural, by language: "contratamos", "compramos", "prendiamo",
// "prenons".
var firstPluralEndings = map[string][]string{"es": {"amos", "emos", "imos"}, "pt": {"amos", "emos", "imos"}, "ca": {"em", "im"},
	"it": {"iamo"}, "fr": {"ons"}}

// asksInFirstPlural reports whether the question s opens at i with a
// verb in the first person plural, and sets no alternatives against it.
func (d *doc) asksInFirstPlural(i int, s sentence) bool {
	for k := s.a; k < i; k++ {
		if d.toks[k].kind != tPunct {
			return false
		}
	}
	w := d.toks[i].low
	if utf8.RuneCountInString(w) < 6 || questionWord[w] || stopwords[w] || !slices.ContainsFunc(firstPluralEndings[d.lang], func(e string) bool { return strings.HasSuffix(w, e) }) {
		return false
	}
	for j := i; j < s.b; j++ {
		if d.coordAt(j) > 0 {
			return false
		}
	}
	return true
}

var proposalHeadings = phraseList(mustSection(discourse, "discourse.txt", "heading-proposal"))

// proposalHeadingGroups reads a plan under a heading that puts it to the
// reader ("*Proposal* / Migrate to Aurora PostgreSQL in Q3 using DMS"):
// the first clause under it, when it opens with a verb of action, is a
// course of action to say yes or no to.
func (d *doc) proposalHeadingGroups() []candGroup {
	for k, l := range d.lines {
		if l.kind != lineHeading || d.findPhraseIn(l.a, l.b, proposalHeadings) < 0 || k+1 >= len(d.lines) {
			continue
		}
		n := d.lines[k+1]
		if n.kind != lineProse || !actionVerbs[d.toks[n.a].low] {
			continue
		}
		s := d.sentAt(n.a)
		end := d.clauseEnd(n.a, min(s.b, n.b))
		if g, ok := d.yesNoGroup(n.a, end, s); ok {
			g.question, g.cued = false, true
			return []candGroup{g}
		}
	}
	return nil
}

// questionNouns name what a question is about: "the question for tonight
// is do we…", "the decision is should we…".
var questionNouns = set(mustSection(frames, "frames.txt", "question-nouns")...)

// questionIs reports whether the words before i say that a question
// follows: a copula after a question noun ("the big question this week is
// do we take…").
func (d *doc) questionIs(i int) bool {
	if i < 2 || d.toks[i-1].low != "is" && d.toks[i-1].low != "was" {
		return false
	}
	for j := i - 2; j >= 0 && j >= i-5 && d.toks[j].kind == tWord; j-- {
		if questionNouns[d.toks[j].low] {
			return true
		}
	}
	return false
}

// asksAfterQuestionIs: a question typed into a sentence without its mark
// after the words that announce it ("the question is do we X").
func (d *doc) asksAfterQuestionIs(s sentence) bool {
	for i := s.a; i < s.b; i++ {
		if d.questionIs(i) && d.phraseSpan(i, s.b, yesnoIdx) > i {
			return true
		}
	}
	return false
}

var interjections = set("so", "ok", "okay", "honestly", "hey", "well", "basically", "anyway", "um", "uh", "like", "also", "now",
	"then", "but", "and", "seriously", "really", "question", "q", "quick", "tl", "dr", "tldr", "pues", "also", "alors", "então", "dunque")

// endsAsk: a question typed without its question mark ("should i lend my
// brother 10k").
func (d *doc) endsAsk(s sentence) bool {
	return d.phraseSpan(s.a, s.b, yesnoIdx) > s.a
}

func (d *doc) yesNoGroup(a, b int, s sentence) (candGroup, bool) {
	// The subject of "should my brother X", "should our 30-person team X"
	// stays out: up to the verb.
	for a < b && (subjectPronouns[d.toks[a].low] || d.toks[a].low == "me" || d.toks[a].low == "it") {
		a++
	}
	if a < b && !actionVerbs[d.toks[a].low] && !lightVerb[d.toks[a].low] && (determiners[d.toks[a].low] || a > 0 && d.toks[a-1].kind == tWord && determiners[d.toks[a-1].low]) {
		for j := a + 1; j < b && j < a+7; j++ {
			if d.toks[j].kind == tWord && (actionVerbs[d.toks[j].low] || lightVerb[d.toks[j].low]) {
				a = j
				break
			}
		}
	}
	// "switch from Jira to Linear": the options are the two ends.
	if f, to := d.fromTo(a, b); f > a && a < b && changeVerbs2[d.toks[a].low] {
		yes, ok1 := d.newCand(to+1, d.clauseEnd(to+1, b), labelOpts{maxWords: 6})
		no, ok2 := d.newCand(f+1, to, labelOpts{maxWords: 6})
		if ok1 && ok2 && d.gate(yes) && d.gate(no) {
			yes.label = "Switch to " + lowerFirst(yes.label)
			yes.yes = true
			no.label = "Stay with " + lowerFirst(no.label)
			return candGroup{kind: ckYesNo, question: true, members: []cand{yes, no}}, true
		}
	}
	c, ok := d.newCand(a, b, labelOpts{maxWords: 9, dropTime: true})
	// "Should we do it?": the course of action the text described
	// before ("thinking of getting a second cat", "they'll refinance our
	// mortgage").
	if ok && proForms[strings.ToLower(c.label)] {
		if x, found := d.actionBefore(s.a); found {
			c = x
		}
	}
	c.yes = true
	if !ok || !d.gate(c) {
		return candGroup{}, false
	}
	no := c
	no.yes, no.no = false, true
	no.label = negationLabel(d, c)
	no.keys = nil
	g := candGroup{kind: ckYesNo, question: true, members: []cand{c, no}}
	return g, true
}

// proForms stand for a course of action named before.
var proForms = set(mustSection(frames, "frames.txt", "pro-form")...)

// actionBefore finds the course of action the text describes before
// token end: what the caller is thinking of ("thinking of geting a second
// cat"), is asked to do ("asked me to move in w him"), or is offered
// ("they'll refinance our mortgage from 7.125% to 6.25%").
func (d *doc) actionBefore(end int) (cand, bool) {
	for _, s := range d.sents {
		if s.a >= end {
			break
		}
		for i := s.a; i < s.b; i++ {
			e := max(d.phraseSpan(i, s.b, consideringIdx), d.phraseSpan(i, s.b, invitationIdx))
			if e <= i && (offerModals[d.toks[i].low] && i+1 < s.b && actionVerbs[d.toks[i+1].low]) {
				e = i + 1
			}
			if e <= i || e >= s.b {
				continue
			}
			if c, ok := d.newCand(e, d.clauseEnd(e, s.b), labelOpts{maxWords: 5, dropTime: true}); ok && d.gate(c) {
				c.label = imperative(c.label)
				c.verbLed = true
				return c, true
			}
		}
	}
	return cand{}, false
}

// offerModals open what someone else will do for the caller: "they'll
// refinance our mortgage".
var offerModals = set(mustSection(frames, "frames.txt", "offer-modal")...)

// doneAfter are the words after which a done verb goes on a sentence
// whose subject came first ("…and eventually booked the Nomad").
var doneAfter = set("and", "eventually", "finally", "then", "just")

// firstPerson are the subjects of a decision reported in English;
// acquired the verbs that report getting a thing named ("I bought a
// Škoda Octavia"), not a move or a resignation, which are often the
// background.
var (
	firstPerson = set("i", "we")
	acquired    = set(mustSection(frames, "frames.txt", "acquired")...)
)

// critiqueAsked reports whether the text asks for its decision to be
// checked ("Did I make a mistake?", "am I missing something"): "I bought
// a Škoda Octavia" then reports the decision made, not background.
func (d *doc) critiqueAsked() bool {
	if d.critiqueMemo == 0 {
		d.critiqueMemo = -1
		if d.findPhrase(critiqueIdx) >= 0 {
			d.critiqueMemo = 1
		}
	}
	return d.critiqueMemo > 0
}

// firstPersonBefore reports whether "I" or "we" stands in [a, i).
func (d *doc) firstPersonBefore(a, i int) bool {
	for j := a; j < i; j++ {
		switch d.toks[j].low {
		case "i", "we", "i've", "we've", "i'd", "we'd", "i'm", "we're", "i'll", "we'll", "id", "im":
			return true
		}
	}
	return false
}

// phraseAhead reports whether a phrase of idx starts within the n tokens
// after i.
func (d *doc) phraseAhead(i, b int, idx phraseIndex, n int) bool {
	for j := i + 1; j < b && j <= i+n; j++ {
		if d.phraseSpan(j, b, idx) > j {
			return true
		}
	}
	return false
}

var changeVerbs2 = set("switch", "move", "migrate", "change", "go", "upgrade", "transition", "convert", "wechseln", "cambiar", "passer", "mudar")

// negationLabel is the "no" side: "Don't X" for an action, "Not X"
// otherwise, "No X" outside English.
func negationLabel(d *doc, c cand) string {
	if d.lang != "en" {
		return "No " + lowerFirst(c.label)
	}
	// ("part of me thinks just stay in Leith, … should I move back up to
	// Inverness or no?": the other side, where the caller names it.)
	if l, ok := d.stayNamed(c); ok {
		return l
	}
	// ("Switching": "Not switching", not "Don't switching".)
	if c.verbLed && !strings.HasSuffix(strings.ToLower(firstWord(c.label)), "ing") {
		return "Don't " + lowerFirst(c.label)
	}
	return "Not " + lowerFirst(c.label)
}

// stayNamed returns "Stay in Leith" where the text says to stay in, at
// or with a name the option's label does not hold.
func (d *doc) stayNamed(c cand) (string, bool) {
	for i := 0; i+2 < len(d.toks); i++ {
		if w := d.toks[i].low; w != "stay" && w != "staying" || !stayPreps[d.toks[i+1].low] || !d.nameWord(i+2) {
			continue
		}
		e := i + 3
		for e < len(d.toks) && d.nameWord(e) {
			e++
		}
		name := d.phrase(i+2, e)
		if strings.Contains(strings.ToLower(c.label), strings.ToLower(name)) {
			continue
		}
		return "Stay " + d.toks[i+1].low + " " + name, true
	}
	return "", false
}

var stayPreps = set("in", "at", "with", "on")

// ---- a decision already made ------------------------------------------------

// doneOpening returns where sentence s opens with a done verb, its
// subject dropped, past a "Title:" key, or −1: "Title: Bought a 2019
// Tacoma instead of a new RAV4 — did I mess up?" asks about a purchase
// made.
func (d *doc) doneOpening(s sentence) int {
	i := s.a
	for i < s.b && (d.blocked(i) || d.toks[i].kind == tPunct) {
		i++
	}
	if i+1 < s.b && d.toks[i].kind == tWord && d.toks[i+1].s == ":" {
		i += 2
	}
	if d.phraseSpan(i, s.b, doneOpenerIdx) > i {
		return i
	}
	return -1
}

// decidedGroups reads a decision already made: "I've decided to X",
// "Decision made: X", "we're moving from A to B".
func (d *doc) decidedGroups() ([]candGroup, bool) {
	var out []candGroup
	decided := false
	for _, s := range d.sents {
		for i := s.a; i < s.b; i++ {
			end := d.phraseSpan(i, s.b, decidedIdx)
			if end <= i {
				end = d.depositOn(i, s.b)
			}
			// "We moved our staging off DigitalOcean to Hetzner Cloud".
			moved := false
			if e := d.phraseSpan(i, s.b, movedFromToIdx); end <= i && e > i {
				if f, _ := d.movedFromTo(e, s.b); f > 0 {
					end, moved = e, true
				}
			}
			// "Bought a 2016 Prius (Gen 4) yesterday", "signed up to a 12
			// month contract at PureGym": the subject dropped; "I spent ages
			// comparing and eventually booked the Nomad": the subject said
			// before.
			if e := d.phraseSpan(i, s.b, doneOpenerIdx); end <= i && e > i &&
				(i == s.a && (!d.sents[0].question || d.doneOpening(d.sents[0]) >= 0) || s.a == d.sents[0].a && i == d.doneOpening(s) || i > s.a && doneAfter[d.lowAt(i-1)] && d.firstPersonBefore(s.a, i) ||
					i > s.a && firstPerson[d.lowAt(i-1)] && acquired[d.lowAt(i)] && !s.question && d.namedInside(e, min(e+4, s.b), s.a) && d.critiqueAsked()) {
				end = e
			}
			stop := s.b
			if end <= i {
				// ("Jag har tackat ja till X": the phrase a word on reads
				// better than the perfect here.)
				if e, st := d.perfectDone(i, s.b); e > i && !d.phraseAhead(i, s.b, decidedIdx, 4) {
					end, stop = e, st
				}
			}
			// "Almost went with the flat in Hastings": what was nearly
			// chosen is the alternative given up; "(kupiliśmy mieszkanie
			// w budowie)": what was done in brackets is background.
			if end <= i || d.toks[i].depth > 0 || i > s.a && almostWords[d.toks[i-1].low] || end < s.b && reversingParticles[d.toks[end].low] {
				continue // "valde bort": chose away, gave up
			}
			// "Vi har bolånet hos Swedbank sedan vi köpte första
			// lägenheten", "since we bought the house": a time since a
			// thing was done is background.
			// ("We're going with the kids": one goes with people, and
			// chooses no option.)
			if d.sinceBefore(s.a, i) || d.kinAfter(end, s.b) {
				continue
			}
			// "the site in Wales we booked has pitches 6m x 6m max": a
			// relative clause after a noun, its main verb next, names
			// what was booked as the background of another choice.
			if i > s.a && d.toks[i-1].kind == tWord && !stopwords[d.toks[i-1].low] && end < s.b && chatVerbs[d.toks[end].low] && d.lang == "en" {
				continue
			}
			decided = true
			// "Czy dobrze wybrałam fotelik?", "Did I pick the right
			// one?": a question about the choice says one was made; what
			// it names is the category, the statements name the thing.
			if s.question {
				continue
			}
			// What was decided: the rest of the clause, after a colon.
			a := end
			for a < s.b && d.toks[a].kind == tPunct {
				a++
			}
			// "Dün Bursa'daki daireyi kiraladım, aylık 18.000 TL": a
			// language that puts its verb last names the thing before it.
			// (Not in a question, and only a short object with a name
			// in it: "Doğru arabayı mı seçtim?" asks, "Dün kaparoyu
			// verdim" names a time, not a thing.)
			if verbFinal[d.lang] && (end >= s.b || d.toks[end].kind == tPunct) {
				if c := d.clauseAt(i); c.a < i && !s.question && d.wordCount(c.a, i) <= 5 && d.namedInside(c.a, i, s.a) {
					g := candGroup{kind: ckDecided, cued: true}
					if cnd, ok := d.newCand(c.a, i, labelOpts{maxWords: 6}); ok && d.gate(cnd) {
						cnd.chosen = true
						g.members = append(g.members, cnd)
						out = append(out, g)
					}
				}
				continue
			}
			if a >= s.b {
				// "Decision made." — the plan is in the next sentence.
				continue
			}
			// "My flight home is already booked so ignore that": a new
			// clause after the marker is no plan; what was done stands
			// before it.
			if d.phraseSpan(a, s.b, clauseOpenerIdx) > a {
				continue
			}
			g := candGroup{kind: ckDecided, cued: true}
			chosenA, chosenB := a, stop
			// "I've signed the offer: senior PM at…": a generic object
			// announces the plan after the colon.
			// ("Izbral sem Triglavko Dom Plus: 186 € na leto": a name
			// before the colon is what was chosen, its terms after it.)
			for j := a; j < s.b && j < a+4; j++ {
				if d.toks[j].s == ":" && j+1 < s.b {
					if !slices.ContainsFunc(d.toks[a:j], func(t token) bool { return t.kind == tWord && t.upper }) {
						chosenA = j + 1
					}
					break
				}
			}
			// "Am semnat deja cu Renova Design", "signed already with
			// Brightline": past "already", the party signed with is what
			// was chosen.
			for chosenA+1 < chosenB && alreadyWords[d.toks[chosenA].low] {
				chosenA++
			}
			if chosenA+1 < chosenB && partyWords[d.toks[chosenA].low] && d.toks[chosenA+1].upper {
				chosenA++
			}
			// "signed the order form with Helpwise", "signed the paperwork
			// for the Corsa": a document signed names its party after it.
			if j := d.documentWith(chosenA, chosenB); j > chosenA {
				chosenA = j
				// (A party named past the clause: its name is the option.)
				if chosenA >= chosenB {
					chosenB = d.nameRunEnd(chosenA, d.sentAt(chosenA).b)
				}
			}
			// "offered the office manager job to Priya": what is offered
			// goes to the one chosen.
			if d.toks[end-1].low == "offered" {
				for j := chosenA; j < chosenB && j < chosenA+6; j++ {
					if d.toks[j].low == "to" && j+1 < chosenB {
						chosenA = j + 1
						if k := d.nameRunEnd(chosenA, chosenB); k > chosenA {
							chosenB = k // "to Priya and she said yes"
						}
						break
					}
				}
			}
			// Cut the subject of a following clause: "my co-founder and I
			// are bringing in X" -> "bringing in X"; "I'm leaving med
			// school" -> "leaving med school".
			if e := d.phraseSpan(chosenA, chosenB, planIdx); e > chosenA && e < chosenB {
				chosenA = e
				if d.toks[chosenA].low == "going" && chosenA+1 < chosenB && d.toks[chosenA+1].low == "to" {
					chosenA += 2
				}
			} else if aux := d.auxAfterSubject(chosenA, chosenB); aux > 0 {
				chosenA = aux
			}
			// "bestämt oss för att sälja", "besloten om over te stappen",
			// "beschlossen, zu kündigen": an infinitive marker opens the plan.
			for chosenA+1 < chosenB && infinitiveMarks[d.toks[chosenA].low] {
				chosenA++
			}
			// "moving from A to B", "switching from A to B".
			from := d.fromTo
			if moved {
				from = d.movedFromTo
			}
			if f, to := from(chosenA, chosenB); f > 0 {
				if c, ok := d.newCand(to+1, d.clauseEnd(to+1, chosenB), labelOpts{maxWords: 8, dropTime: true}); ok && d.gate(c) {
					c.chosen = true
					g.members = append(g.members, c)
				}
				// "out of the Aviva scheme and into a Vanguard SIPP".
				fa, fb := f+1, to
				if d.toks[f].low == "out" && d.lowAt(fa) == "of" {
					fa++
				}
				if fb-1 > fa && d.toks[fb-1].low == "and" {
					fb--
				}
				if c, ok := d.newCand(fa, fb, labelOpts{maxWords: 6}); ok && d.gate(c) {
					g.members = append(g.members, c)
				}
			}
			// "Just moved the whole family (4 lines) to Vodafone Red M": after
			// a verb of moving, what it moved to is the plan.
			if movedVerbs[d.toks[end-1].low] {
				for j := chosenA; j+1 < chosenB && j < chosenA+10; j++ {
					if d.toks[j].low == "to" && d.toks[j].depth == d.toks[chosenA].depth {
						chosenA = j + 1
						break
					}
				}
			}
			// "J'ai inscrit ma fille Inès (9 ans) au club Les Dauphins": after
			// a verb of enrolling, where is the plan ("signed him up for
			// Little Kickers").
			signedUp := d.toks[end-1].low == "signed" && chosenA+1 < chosenB && (d.toks[chosenA].low == "up" || d.toks[chosenA+1].low == "up")
			if enrolledVerbs[d.toks[end-1].low] || signedUp {
				// ("signed up to a 12 month contract at PureGym": where, past
				// what was signed; "signed us up to PayDay Lite".)
				at, place, to := -1, -1, -1
				for j := chosenA; j+1 < chosenB && j < chosenA+12; j++ {
					w := d.toks[j].low
					if d.toks[j].depth != d.toks[chosenA].depth {
						continue // "ma fille Inès (9 ans) au club"
					}
					if d.toks[j].kind == tPunct && w != "'" {
						break
					}
					if enrolledAt[w] && at < 0 {
						at = j
					}
					if (w == "at" || w == "with") && place < 0 {
						place = j
					}
					if signedUp && w == "to" && d.toks[j-1].low == "up" && to < 0 {
						to = j
					}
				}
				switch {
				case to >= 0 && place > to:
					chosenA = place + 1
				case to >= 0:
					chosenA = to + 1
				case at >= 0:
					chosenA = at + 1
				}
			}
			// "signed the contract to move support to Manila": the plan is
			// the infinitive.
			for j := chosenA; j < chosenB && j < chosenA+4; j++ {
				if d.toks[j].low == "to" && j > chosenA && j+1 < chosenB && (actionVerbs[d.toks[j+1].low] || lightVerb[d.toks[j+1].low]) && commitNouns[d.toks[j-1].low] {
					chosenA = j + 1
					break
				}
			}
			if len(g.members) == 0 {
				if chosenA >= chosenB {
					continue // the opener was all there was
				}
				// "Booked half term with Jet2holidays", "Ho già prenotato il
				// volo Milano Linate–Catania con ITA Airways": a thing booked
				// with a provider named is the provider chosen.
				if a, e := d.bookedWith(end, chosenA, chosenB); e > a {
					if c, ok := d.newCand(a, e, labelOpts{maxWords: 5}); ok && d.gate(c) {
						c.chosen = true
						g.members = append(g.members, c)
						g.members = append(g.members, d.forgone()...)
						out = append(out, g)
						break
					}
				}
				// "Jag köpte igår en takbox, Thule Motion XT XL": a thing
				// named by its kind, then by its name after a comma.
				chosenA = d.appositiveName(chosenA, chosenB)
				end := d.clauseEnd(chosenA, chosenB)
				// "sell our house and put the family on a sailboat": a plan of
				// several steps keeps them.
				if actionVerbs[d.toks[chosenA].low] && end < chosenB && d.toks[end].low == "and" && end+1 < chosenB && actionVerbs[d.toks[end+1].low] {
					end = d.clauseEnd(end+2, chosenB)
				}
				// "signed the SoW with LinguaBridge for the instructions for
				// use of …": a long plan's purpose is no part of its name.
				if d.wordCount(chosenA, end) > 6 && partyWords[d.toks[chosenA-1].low] {
					for j := chosenA + 1; j+1 < end; j++ {
						// ("Quitte Paris pour Lyon": for a place, it goes on.)
						if next := d.toks[j+1].low; purposeWords[d.toks[j].low] && (stopwords[next] || articles[next] || determiners[next]) {
							end = j
							break
						}
					}
				}
				c, ok := d.newCand(chosenA, end, labelOpts{maxWords: 12, dropTime: true})
				if !ok || !d.gate(c) {
					continue
				}
				c.chosen = true
				c.label = imperative(c.label)
				g.members = append(g.members, c)
			}
			g.members = append(g.members, d.forgone()...)
			out = append(out, g)
			break
		}
	}
	return out, decided
}

var decisionHeadings = phraseList(mustSection(discourse, "discourse.txt", "heading-decision"))

// keyIn reports whether a key of three letters or more stands in [a, b).
func (d *doc) keyIn(a, b int, keys []string) bool {
	for i := a; i < b; i++ {
		for _, k := range keys {
			if utf8.RuneCountInString(k) >= 3 && d.toks[i].low == k {
				return true
			}
		}
	}
	return false
}

// decisionUnderHeading returns the option a memo's decision names
// ("Decision / Go with PakPro. PO #4471 signed 12 May."): the one option
// the first sentence under a decision heading names, not in a question;
// −1 where none or several are named.
func (d *doc) decisionUnderHeading(opts []cand) int {
	for k, l := range d.lines {
		// (The heading is the whole line, its colon aside: "Decision",
		// "Decision:".)
		if l.kind != lineHeading || k+1 >= len(d.lines) || d.phraseSpan(l.a, l.b, decisionHeadings) != l.b && d.phraseSpan(l.a, l.b-1, decisionHeadings) != l.b-1 {
			continue
		}
		n := d.lines[k+1]
		if n.kind != lineProse {
			continue
		}
		s := d.sentAt(n.a)
		if s.question {
			continue
		}
		named := -1
		for o, c := range opts {
			if c.no || !d.keyIn(n.a, min(s.b, n.b), c.keys) {
				continue
			}
			if named >= 0 {
				return -1
			}
			named = o
		}
		return named
	}
	return -1
}

// bookedWith finds the provider a thing was booked with: after a verb of
// booking (ending at verbEnd), a word of "with" in the few words from a,
// then a name written with capitals ("with Jet2holidays", "con ITA
// Airways"). It returns the name's span, or a, a.
func (d *doc) bookedWith(verbEnd, a, b int) (int, int) {
	if verbEnd <= 0 || !bookVerbs[d.toks[verbEnd-1].low] {
		return a, a
	}
	for j := a + 1; j+1 < b && j <= a+8; j++ {
		if d.toks[j].kind == tPunct && isTerminator(d.toks[j].s) {
			break
		}
		if !withWords[d.toks[j].low] {
			continue
		}
		if e := d.nameRunEnd(j+1, b); e > j+1 && e-(j+1) <= 4 {
			return j + 1, e
		}
		break
	}
	return a, a
}

// bookVerbs book a thing with a provider (withWords name it).
var bookVerbs = set("booked", "prenotato", "prenotata", "gebucht", "réservé", "reservé", "reservado", "reservei", "reservamos", "geboekt", "bokade", "bookede",
	"zarezerwowałem", "zarezerwowałam", "zarezerwowaliśmy", "rezervovali", "rezervoval", "rezervovala")

// perfectDone reads a decision already made in a perfect with the
// participle at the end: "wir haben gestern die Ferienwohnung in Zingst
// gebucht", "ik heb de Gazelle besteld". It returns where the object
// starts (after the auxiliary and any adverbs) and the participle's
// token, or i, i.
func (d *doc) perfectDone(i, b int) (int, int) {
	if i+1 >= b || !perfectAux[d.toks[i].low+" "+d.toks[i+1].low] {
		return i, i
	}
	c := d.clauseAt(i)
	stop := min(c.b, b)
	// ("den Auftrag für die Dachsanierung (Einfamilienhaus, ca. 160 m²)
	// an die Dachdeckerei Brenner vergeben": a bracket inside the object
	// ends no clause of the perfect; the participle comes after it.)
	if k := d.participleAfterBracket(stop, b, d.toks[i].depth); k > 0 {
		stop = k
	}
	a := i + 2
	for a < stop && (perfectAdverbs[d.toks[a].low] || reflexives[d.toks[a].low] || d.toks[a].kind == tPunct) {
		a++
	}
	// "Vi har nu bokat Hotell Tylösand": the participle second, what was
	// done after it.
	if a+1 < stop && doneParticiples[d.toks[a].low] {
		return a + 1, stop
	}
	p := stop - 1
	for p > i+1 && d.toks[p].kind == tPunct {
		p--
	}
	if p <= i+2 || !doneParticiples[d.toks[p].low] || a >= p {
		return i, i
	}
	// "hat sich gestern für Personio entschieden": what was chosen
	// after "für".
	if choiceFor[d.toks[a].low] && a+1 < p {
		a++
	}
	// "den Auftrag für die Dachsanierung an die Dachdeckerei Brenner
	// GmbH vergeben": a job awarded names who was chosen after its last
	// "an".
	if awardedParticiples[d.toks[p].low] {
		for j := p - 1; j > a; j-- {
			if d.toks[j].low == "an" || d.toks[j].low == "aan" {
				if j+1 < p {
					a = j + 1
				}
				break
			}
		}
	}
	return a, p
}

// participleAfterBracket returns the end of a perfect's clause when a
// bracket opens at or right before stop and a done participle follows
// it at the clause's depth before the next comma or the sentence end
// b; else 0.
func (d *doc) participleAfterBracket(stop, b, depth int) int {
	j := stop
	for j < b && d.toks[j].s != "(" && d.toks[j].depth <= depth && j < stop+2 {
		j++
	}
	if j >= b || d.toks[j].s != "(" && d.toks[j].depth <= depth {
		return 0
	}
	for j < b && (d.toks[j].depth > depth || d.toks[j].s == "(" || d.toks[j].s == ")") {
		j++
	}
	for ; j < b && d.toks[j].s != "," && !isTerminator(d.toks[j].s); j++ {
		if doneParticiples[d.toks[j].low] {
			return j + 1
		}
	}
	return 0
}

// awardedParticiples award a job to someone: "an die Dachdeckerei Brenner
// vergeben", "aan Bouwbedrijf Smit gegund".
var awardedParticiples = set("vergeben", "übertragen", "gegund", "uitbesteed")

// The perfect a decision is told in: its auxiliary, participle and the
// words between; a reflexive ("hat sich für Personio entschieden") and
// the word that opens what was chosen ("für", "voor", "för").
var (
	perfectAux      = set(mustSection(frames, "frames.txt", "perfect-aux")...)
	doneParticiples = set(mustSection(frames, "frames.txt", "done-participles")...)
	perfectAdverbs  = set(mustSection(frames, "frames.txt", "perfect-adverbs")...)
	reflexives      = set(mustSection(frames, "frames.txt", "reflexives")...)
	choiceFor       = set(mustSection(frames, "frames.txt", "choice-for")...)
	doneOpenerIdx   = phraseList(mustSection(frames, "frames.txt", "done-openers"))
	movedFromToIdx  = phraseList(mustSection(frames, "frames.txt", "moved-from-to"))
)

// movedVerbs end a decision already made that names where it moved to.
var movedVerbs = wordSet(mustSection(frames, "frames.txt", "moved"))

var (
	enrolledVerbs = wordSet(mustSection(frames, "frames.txt", "enrolled"))
	enrolledAt    = wordSet(mustSection(frames, "frames.txt", "enrolled-at"))
)

// depositOn reads "put a £500 deposit on X", "paid a $2,000 deposit for
// X" starting at i: a commitment whose sum stands inside it. It returns
// where X starts, or i when there is none.
func (d *doc) depositOn(i, b int) int {
	if !depositVerbs[d.toks[i].low] {
		return i
	}
	for j := i + 1; j+1 < b && j <= i+6; j++ {
		// ("paid the registration fee of ₹25,000 at DPS": a fee that
		// holds a place is a deposit.)
		placeFee := d.toks[j].low == "fee" && placeFees[d.toks[j-1].low]
		if !depositNouns[d.toks[j].low] && !placeFee {
			continue
		}
		// "put a deposit down on", "složili zálohu na Škodu", "befizettük
		// a foglalót a debreceni lakásra" (Hungarian marks the thing by
		// its ending, with no word before it).
		k := j + 1
		if d.toks[k].low == "down" && k+1 < b {
			k++
		}
		if d.toks[k].low == "of" && k+1 < b {
			if m, ok := d.amountFrom(k + 1); ok && m.b < b {
				k = m.b
			}
		}
		// ("внесли предоплату 50% за кухню": its sum right after it.)
		if m, ok := d.amountFrom(k); ok && m.b < b {
			k = m.b
		}
		if depositLinks[d.toks[k].low] {
			return k + 1
		}
		if d.lang == "hu" {
			return k
		}
	}
	return i
}

// placeFees are the fees that hold a place: "the registration fee".
var placeFees = set("registration", "booking", "reservation", "holding", "enrolment", "enrollment", "admission", "joining", "application")

var (
	depositVerbs = wordSet(mustSection(frames, "frames.txt", "deposit-verbs"))
	depositNouns = wordSet(mustSection(frames, "frames.txt", "deposit-nouns"))
	depositLinks = wordSet(mustSection(frames, "frames.txt", "deposit-links"))
)

// forgone reads the alternatives a decision already made gave up:
// "Turned down Contoso Bank: $162k base", "instead of the Kia".
func (d *doc) forgone() []cand {
	var out []cand
	for _, s := range d.sents {
		for i := s.a; i < s.b; i++ {
			e := d.phraseSpan(i, s.b, forgoneIdx)
			// "The other bid was X", "the other venue was X": any one
			// word between.
			if e <= i && i+3 < s.b && d.toks[i].low == "the" && d.toks[i+1].low == "other" && d.toks[i+2].kind == tWord &&
				(d.toks[i+3].low == "was" || d.toks[i+3].low == "is") {
				e = i + 4
			}
			// "den andra var i haga", "L'alternativa che avevo nel carrello
			// era la Beko": the other one, or the alternative, then a
			// copula within the clause.
			if w := strings.TrimPrefix(d.toks[i].low, "l'"); e <= i && (otherOnes[w] || alternativeWords[w]) {
				reach := 2
				if alternativeWords[w] {
					reach = 10 // "Die Alternative, die wir lange angeschaut hatten, war …"
				}
				for j := i + 1; j < s.b && j <= i+reach && (d.toks[j].kind != tPunct || d.toks[j].s == "," && reach > 2); j++ {
					if pastCopulas[d.toks[j].low] {
						e = j + 1
						// "var i haga": a preposition or an article opens
						// the place, not the name.
						for e < s.b && (stopwords[d.toks[e].low] || articles[d.toks[e].low]) {
							e++
						}
						break
					}
				}
			}
			if e <= i || e >= s.b {
				continue
			}
			// "Den anden, vi så, var i Vanløse": a preposition or an
			// article opens the place, not the name.
			for e+1 < s.b && (stopwords[d.toks[e].low] || articles[d.toks[e].low] || d.toks[e].s == ":") && d.toks[e+1].kind == tWord {
				e++ // ("Det jag tackade nej till: en tjänst på Karolinska")
			}
			// "het alternatief waar we over twijfelden: appartement in
			// Utrecht": a clause and a colon announce it ("Turned down
			// Keller Labs: …" names it before the colon).
			// "Alternativet … var Bryggarsalen på Kopparlunden: max 60
			// personer" names it before the colon: a clause has a pronoun
			// or a verb, a name does not.
			for j := e; j < s.b && j < e+8; j++ {
				if d.toks[j].s == ":" && j+1 < s.b {
					if d.hasFunctionWord(e, j) && slices.ContainsFunc(d.toks[e:j], func(t token) bool { return pronounWord[t.low] || chatVerbs[t.low] }) {
						e = j + 1
					}
					break
				}
			}
			_, hb, _, _ := d.itemHead(e, s.b)
			if c, ok := d.newCand(e, d.clauseEnd(e, hb), labelOpts{maxWords: 6, dropTime: true}); ok && d.gate(c) {
				out = append(out, c)
			}
			break
		}
	}
	return out
}

var purposeWords = set(mustSection(frames, "frames.txt", "purpose")...)

// sinceWords open a time since something was done ("since we bought").
var sinceWords = set(mustSection(frames, "frames.txt", "since")...)

// sinceBefore reports "since" right before i, or before the subject
// pronoun right before it ("sedan vi köpte").
func (d *doc) sinceBefore(a, i int) bool {
	j := i - 1
	if j > a && subjectPronouns[d.toks[j].low] || j > a && frameSubjects[d.toks[j].low] {
		j--
	}
	return j >= a && sinceWords[d.toks[j].low]
}

// partyWords end a commitment to a party ("signed the SoW with X").
var partyWords = set(mustSection(frames, "frames.txt", "party")...)

// alreadyWords say a thing is done already: "already", "deja", "già".
var alreadyWords = set("already", "deja", "déjà", "ya", "já", "già", "schon", "bereits", "redan", "allerede", "jo", "już", "už", "již", "már", "zaten", "ήδη", "jau", "juba", "već", "уже", "вже")

var reversingParticles = set(mustSection(frames, "frames.txt", "reversing")...)

var (
	almostWords      = set(mustSection(frames, "frames.txt", "almost")...)
	otherOnes        = set(mustSection(frames, "frames.txt", "other-ones")...)
	alternativeWords = set(mustSection(frames, "frames.txt", "alternative-words")...)
	pastCopulas      = set(mustSection(frames, "frames.txt", "past-copulas")...)
)

// hasFunctionWord reports whether a function word of any language stands
// in [a, b).
func (d *doc) hasFunctionWord(a, b int) bool {
	for i := a; i < b; i++ {
		if d.toks[i].kind == tWord && (langWords[d.toks[i].low] != nil || stopwords[d.toks[i].low]) {
			return true
		}
	}
	return false
}

// consideredGroups reads a change under consideration that says where it
// leaves and where it goes: "considering moving from Manchester to
// Lisbon" is "Move to Lisbon" or "Stay in Manchester"; "thinking about
// switching from Ziggo to Odido" is "Switch to Odido" or "Stay with
// Ziggo".
func (d *doc) consideredGroups() []candGroup {
	for _, s := range d.sents {
		for i := s.a; i < s.b; i++ {
			e := d.phraseSpan(i, s.b, consideringIdx)
			if e <= i || e >= s.b {
				continue
			}
			verb := imperative(d.toks[e].s)
			stay := changeStays[strings.ToLower(verb)]
			f, to := d.fromTo(e+1, s.b)
			if stay == "" || to == 0 || f != e+1 {
				if g, ok := d.switchConsidered(e, s); ok {
					return []candGroup{g}
				}
				break
			}
			dest, ok1 := d.newCand(to+1, d.clauseEnd(to+1, s.b), labelOpts{maxWords: 5, dropTime: true})
			orig, ok2 := d.newCand(f+1, to, labelOpts{maxWords: 5})
			if !ok1 || !ok2 || !d.gate(dest) || !d.gate(orig) {
				break
			}
			dest.label, dest.verbLed = verb+" to "+dest.label, true
			orig.label, orig.verbLed = stay+" "+orig.label, true
			return []candGroup{{kind: ckYesNo, cued: true, members: []cand{dest, orig}}}
		}
	}
	return nil
}

// switchConsidered reads the change under consideration in the other
// shapes languages give it, from the considering words at e on: where it
// leaves and where it goes a few words on, two names, and a verb of
// switching anywhere in the sentence ("Überlege, von der DAK zur TK zu
// wechseln", "Estoy pensando en pasarme de Movistar a Digi") is "Switch
// to TK" or "Stay with DAK".
func (d *doc) switchConsidered(e int, s sentence) (candGroup, bool) {
	// (The language's own words first: "von der DAK zur TK zu" goes to
	// "zur", not to the infinitive's "zu".)
	f, to := d.langFromTo(e, s.b)
	if f == 0 {
		f, to = d.fromTo(e, s.b)
	}
	if f == 0 || f > e+3 {
		return candGroup{}, false
	}
	if !slices.ContainsFunc(d.toks[s.a:s.b], func(t token) bool { return switchVerbs[t.low] }) {
		return candGroup{}, false
	}
	// Where it goes is the name after "to": its capitalised words ("naar
	// Odido over te stappen").
	end := to + 1
	for end < s.b && end < to+5 && d.toks[end].kind == tWord && d.toks[end].upper {
		end++
	}
	dest, ok1 := d.newCand(to+1, end, labelOpts{maxWords: 4})
	orig, ok2 := d.newCand(f+1, to, labelOpts{maxWords: 4})
	if !ok1 || !ok2 || !d.gate(dest) || !d.gate(orig) || !d.namesAName(dest) || !d.namesAName(orig) {
		return candGroup{}, false
	}
	dest.label, dest.verbLed = "Switch to "+dest.label, true
	orig.label, orig.verbLed = "Stay with "+orig.label, true
	return candGroup{kind: ckYesNo, cued: true, members: []cand{dest, orig}}, true
}

// switchVerbs are the verbs of switching a provider, in any form the
// languages read write them (frames.txt [switch-verbs]).
var switchVerbs = wordSet(mustSection(frames, "frames.txt", "switch-verbs"))

// changeStays maps a verb of change to what staying is called beside it.
var changeStays = pairSection(frames, "frames.txt", "change-stays")

// infinitiveMarks open an infinitive after a decision ("för att",
// "om … te", "zu", "de").
var infinitiveMarks = set("för", "att", "om", "zu", "de", "di", "à", "że", "żeby")

// imperative turns a plan stated as under way into an option: "Leaving
// med school" -> "Leave med school", "Quitting my PhD" -> "Quit my PhD".
// A verb it does not know keeps its -ing form.
func imperative(label string) string {
	first, rest, _ := strings.Cut(label, " ")
	w := strings.ToLower(first)
	if !strings.HasSuffix(w, "ing") || len(w) < 5 {
		return label
	}
	stem := strings.TrimSuffix(w, "ing")
	base := ""
	switch {
	case actionVerbs[stem] && !strings.HasSuffix(stem, "e"):
		base = stem
	case actionVerbs[stem+"e"]:
		base = stem + "e"
	case len(stem) > 2 && stem[len(stem)-1] == stem[len(stem)-2] && actionVerbs[stem[:len(stem)-1]]:
		base = stem[:len(stem)-1]
	}
	if base == "" {
		return label
	}
	if rest == "" {
		return upperFirst(base)
	}
	return upperFirst(base) + " " + rest
}

// decidedWord finds "decided" (in the languages read) stated, not
// negated or asked: "Decided: I'm buying out my cofounder", "My wife and
// I have decided - we're moving".
func (d *doc) decidedWord() bool {
	for _, s := range d.sents {
		if s.question {
			continue
		}
		for i := s.a; i < s.b; i++ {
			switch d.toks[i].low {
			case "decided", "entschieden", "decidido", "décidé", "decidi", "deciso", "besloten", "decidimos":
			default:
				continue
			}
			neg := false
			for j := max(s.a, i-4); j < i; j++ {
				w := d.toks[j].low
				if isNegator(w) || w == "yet" || w == "still" || w == "haven't" || w == "hasn't" || w == "if" || w == "whether" || w == "can't" || w == "cannot" {
					neg = true
				}
			}
			open := i+1 < s.b && (d.toks[i+1].low == "whether" || d.toks[i+1].low == "if" || d.toks[i+1].low == "between" || d.toks[i+1].low == "which")
			if !neg && !open {
				return true
			}
		}
	}
	return false
}

// planGroups reads the plan of a text that says it is decided or asks for
// critique: the first statement "I'm leaving med school…", "we're
// rewriting billing in Rust", "I'm going to drop out…", possibly after a
// date or a marker ("Starting Monday I'm going keto", "Decided: I'm
// buying out my cofounder").
func (d *doc) planGroups(marked, asked bool) ([]candGroup, bool) {
	for _, s := range d.sents {
		if s.question {
			continue
		}
		for i := s.a; i < s.b && i < s.a+8; i++ {
			end := d.phraseSpan(i, s.b, planIdx)
			if end <= i || end >= s.b {
				continue
			}
			// Only an opener: what precedes is a date, a marker, "we have
			// decided -", or nothing.
			if i > s.a && !d.datedOrMarker(s.a, i) && !d.decidedBefore(s.a, i) {
				continue
			}
			a := end
			for a < s.b && (d.toks[a].low == "going" && a+1 < s.b && d.toks[a+1].low == "to" || d.toks[a].low == "to" && a > end) {
				a++
			}
			if d.toks[a].low == "going" && a+1 < s.b && movementWords[d.toks[a+1].low] {
				break // "I'm going through a divorce", "going back home"
			}
			modal := a > end || d.toks[end-1].low == "will" || d.toks[end-1].low == "'ll" || d.toks[end-1].low == "to" || d.toks[end-1].low == "gonna"
			if a >= s.b {
				break
			}
			afterModal := modal && d.toks[a].kind == tWord && !stopwords[d.toks[a].low] // "will resign"
			if mentalVerbs[d.toks[a].low] || stateVerbs[d.toks[a].low] || !d.verbLike(a) && !afterModal {
				break
			}
			// "I'm going to have to choose": an obligation, not a plan.
			if (d.toks[a].low == "have" || d.toks[a].low == "need" || d.toks[a].low == "got") && a+1 < s.b && d.toks[a+1].low == "to" {
				break
			}
			c, ok := d.newCand(a, d.clauseEnd(a, s.b), labelOpts{maxWords: 9, dropTime: true})
			if !ok || !d.gate(c) {
				break
			}
			// Without a marker, only a dated plan is a commitment:
			// "Starting Monday I'm going strict keto", "We're moving to
			// Canada in August".
			// A plan: "going to X", "will X", or a change under way ("I'm
			// quitting"), not a state ("I'm turning 40").
			ing := strings.HasSuffix(d.toks[a].low, "ing")
			future := ing || modal
			dated := future && (d.hasDateWord(s.a, s.b) || d.fromNowOn(s.a, s.b)) || i > s.a && d.datedOrMarker(s.a, i) && d.hasDateWord(s.a, i)
			// "I'm quitting my PhD to join a startup" opening a text that
			// asks no choice: a plan under way.
			opening := !asked && s.a == d.firstContent() && strings.HasSuffix(d.toks[a].low, "ing") && changeWord(d.toks[a].low)
			if !marked && !dated && !opening {
				break
			}
			dated = dated || opening
			c.chosen = true
			c.label = imperative(c.label)
			return []candGroup{{kind: ckDecided, cued: true, members: append([]cand{c}, d.forgone()...)}}, dated
		}
	}
	return nil, false
}

// fromNowOn: "from now on", "for good", "starting today".
func (d *doc) fromNowOn(a, b int) bool {
	for i := a; i+2 < b; i++ {
		if d.toks[i].low == "from" && d.toks[i+1].low == "now" && d.toks[i+2].low == "on" || d.toks[i].low == "for" && d.toks[i+1].low == "good" {
			return true
		}
	}
	return false
}

func (d *doc) hasDateWord(a, b int) bool {
	for i := a; i < b; i++ {
		w := d.toks[i].low
		if monthNames[w] && w != "may" || w == "starting" || timeHeads[w] && i+1 < b && timeTails[d.toks[i+1].low] || timeAlone[w] && w != "now" {
			return true
		}
		if dayWords[w] && w != "on" && w != "in" && w != "from" && w != "as" && w != "of" && w != "starting" && w != "beginning" && w != "effective" {
			return true
		}
	}
	return false
}

// firstContent returns the first content token of d.
func (d *doc) firstContent() int {
	if len(d.sents) > 0 {
		return d.sents[0].a
	}
	return 0
}

// changeWord: the -ing form of a verb that changes one's situation
// ("quitting", "moving", "selling").
func changeWord(w string) bool {
	base := strings.ToLower(imperative(w))
	return base != w && (changeVerbs[base] || lifeChanges[base]) && !mentalVerbs[w]
}

var lifeChanges = set("move", "relocate", "join", "launch", "start", "open", "retire", "emigrate", "adopt", "marry", "divorce",
	"outsource", "consolidate", "rewrite", "sell", "buy", "take", "accept", "go", "shut", "hire", "fire")

var movementWords = set("through", "to", "back", "out", "home", "away", "abroad", "into", "down", "up", "over")

// stateVerbs under way describe a situation, not a plan: "I'm turning
// 40", "I'm going through a divorce".
var stateVerbs = set("turning", "getting", "feeling", "having", "being", "living", "working", "studying", "doing",
	"expecting", "waiting", "struggling", "trying", "running", "coming", "hoping", "starting", "looking", "dealing", "dating")

// mentalVerbs report a state of mind, not a plan: "I'm thinking about…",
// "I'm deciding between…".
var mentalVerbs = set("thinking", "considering", "wondering", "deciding", "weighing", "debating", "torn", "trying", "looking",
	"leaning", "hoping", "planning", "struggling", "unsure", "confused", "worried", "curious", "comparing", "choosing", "evaluating",
	"picking", "selecting", "shopping", "searching", "hunting", "browsing", "researching", "reviewing", "assessing", "exploring")

// decidedBefore reports whether [a, b) ends with "decided" and a
// punctuation mark: "My wife and I have decided - we're moving…".
func (d *doc) decidedBefore(a, b int) bool {
	j := b - 1
	for j >= a && d.toks[j].kind == tPunct {
		j--
	}
	return j >= a && j < b-1 && (d.toks[j].low == "decided" || d.toks[j].low == "call" || d.toks[j].low == "made" || d.toks[j].low == "settled" || d.toks[j].low == "agreed")
}

// datedOrMarker reports whether tokens [a, b) are a date or a marker that
// may open a plan: "Starting Monday", "Next month,", "Final call,",
// "Decided:".
func (d *doc) datedOrMarker(a, b int) bool {
	if b-a > 5 {
		return false
	}
	for i := a; i < b; i++ {
		t := d.toks[i]
		if t.kind == tPunct || t.kind == tNum {
			continue
		}
		if timeHeads[t.low] || timeTails[t.low] || timeAlone[t.low] || monthNames[t.low] || dayWords[t.low] || planMarkers[t.low] {
			continue
		}
		return false
	}
	return true
}

var commitNouns = set("contract", "deal", "lease", "papers", "paperwork", "agreement", "offer", "deposit", "order", "application")

var dayWords = set("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "starting", "from", "on", "in",
	"as", "of", "beginning", "effective")

var planMarkers = set("final", "call", "decided", "decision", "made", "ok", "so", "well", "update", "done", "official", "officially",
	"settled", "it's", "it", "is", "agreed")

// verbLike: a word that can open a verb phrase: an action verb, or an
// English "-ing" form ("leaving", "rewriting").
func (d *doc) verbLike(i int) bool {
	w := d.toks[i].low
	return actionVerbs[w] || lightVerb[w] || d.toks[i].kind == tWord && strings.HasSuffix(w, "ing") && len(w) > 4
}

// auxAfterSubject: in "my co-founder and I are bringing in X", the index
// after the auxiliary that follows a short subject, or 0.
func (d *doc) auxAfterSubject(a, b int) int {
	for i := a; i < b && i < a+6; i++ {
		switch d.toks[i].low {
		case "are", "is", "am", "'re", "will", "'ll", "have", "has":
			if i > a {
				return i + 1
			}
		}
		if d.toks[i].kind == tPunct {
			return 0
		}
	}
	return 0
}

// fromTo finds "from A to B" in [a, b): the indexes of "from" and "to".
func (d *doc) fromTo(a, b int) (int, int) {
	return d.fromToWith(a, b, func(w string) bool { return w == "from" || w == "off" || w == "von" || w == "de" && d.lang != "en" },
		func(w string) bool { return w == "to" || w == "zu" || w == "auf" || w == "a" && d.lang != "en" })
}

// movedFromTo is fromTo after a verb of moving or switching, in the
// text's language ("flyttade pensionen från SEB till Avanza", "z mBanku
// do ING"); elsewhere a from and a to are a route ("för flytten från
// Uppsala till Göteborg"), not a switch.
func (d *doc) movedFromTo(a, b int) (int, int) {
	if f, to := d.fromTo(a, b); f > 0 {
		return f, to
	}
	return d.langFromTo(a, b)
}

// langFromTo is fromTo in the words of the text's language (frames.txt
// [from-to]).
func (d *doc) langFromTo(a, b int) (int, int) {
	ws := fromToWords[d.lang]
	return d.fromToWith(a, b, func(w string) bool { return ws.from[w] }, func(w string) bool { return ws.to[w] })
}

// fromToWith finds a word that opens where from, and within a few words
// after it and before any mark, one that opens where to.
func (d *doc) fromToWith(a, b int, from, to func(string) bool) (int, int) {
	for i := a; i < b; i++ {
		if !from(d.toks[i].low) {
			continue
		}
		for j := i + 2; j < b && j < i+8; j++ {
			if to(d.toks[j].low) {
				return i, j
			}
			if d.toks[j].kind == tPunct {
				break
			}
		}
	}
	return 0, 0
}

// destinationOf finds "from X to Y" where X names the status quo (its
// key words quo: "a move from our York office to the Leeds office") and
// returns Y's name, the capitalised words after "to" and an article;
// else "".
func (d *doc) destinationOf(quo []string) string {
	for _, s := range d.sents {
		f, to := d.movedFromTo(s.a, s.b)
		if f <= 0 || !slices.ContainsFunc(d.toks[f:to], func(t token) bool { return slices.Contains(quo, t.low) }) {
			continue
		}
		a := to + 1
		for a < s.b && (articles[d.toks[a].low] || determiners[d.toks[a].low]) {
			a++
		}
		e := a
		for e < s.b && e < a+3 && d.toks[e].kind == tWord && d.toks[e].upper {
			e++
		}
		if e > a {
			return d.phrase(a, e)
		}
	}
	return ""
}

// fromToWords are, by language, the words that open where a move or a
// switch comes from and where it goes (frames.txt [from-to]).
var fromToWords = func() map[string]fromToSet {
	out := map[string]fromToSet{}
	for _, l := range mustSection(frames, "frames.txt", "from-to") {
		lang, rest, ok := strings.Cut(l, ":")
		from, to, ok2 := strings.Cut(rest, "|")
		if !ok || !ok2 {
			panic("offline: frames.txt [from-to]: want \"lang: from words | to words\", got " + l)
		}
		out[strings.TrimSpace(lang)] = fromToSet{wordSet(strings.Fields(from)), wordSet(strings.Fields(to))}
	}
	return out
}()

// fromToSet is one language's words that open where from and where to.
type fromToSet struct{ from, to map[string]bool }

// clauseEnd returns where the clause that starts at a ends.
func (d *doc) clauseEnd(a, b int) int {
	for i := a + 1; i < b; i++ {
		t := d.toks[i]
		if t.kind == tPunct && (t.s == "," || t.s == ";" || t.s == "." || t.s == "(" || t.s == "—" || t.s == ":") {
			return i
		}
		if t.kind == tWord && (d.conjunctStop(t.low) || t.low == "and" && i >= a+2) {
			return i
		}
	}
	return b
}

// documentNouns are what is signed or accepted, not what is chosen: "the
// order form", "the contract", "the paperwork".
var documentNouns = set(mustSection(frames, "frames.txt", "documents")...)

// documentWith returns, where [a, b) opens with a signed document and a
// word that names its party ("the order form with Helpwise"), the token
// after that word; else a.
func (d *doc) documentWith(a, b int) int {
	seen := false
	for j := a; j < b && j < a+5; j++ {
		w := d.toks[j].low
		switch {
		case documentNouns[w]:
			seen = true
		case seen && documentParty[w] && j+1 < b:
			return j + 1
		// ("a 12-month contract with Supportly": its term is no party;
		// "signé hier le devis de VeloNord": nor is its day.)
		case d.toks[j].kind == tNum || strings.ContainsAny(w, "0123456789") || d.phraseAdverb(j):
		case d.toks[j].kind != tWord || !determiners[w] && !articles[w] && !documentNouns[w] && w != "signed":
			if seen {
				return d.laterParty(a, j)
			}
			return a
		}
	}
	return a
}

// laterParty returns, for a signed document whose party is named later
// in its sentence ("den Auftrag für die Dachsanierung … unterschrieben,
// an Dachdecker Brandt", "el contracte per posar plaques solars (…) amb
// Solcat Energia"), the token after the party word before a capitalised
// name, which may stand past b; else a.
func (d *doc) laterParty(a, j int) int {
	s := d.sentAt(a)
	for k := j; k+1 < s.b; k++ {
		// ("a lease to open a second bakery … from May": a month is no
		// party.)
		if n := d.toks[k+1]; documentParty[d.toks[k].low] && n.kind == tWord && n.upper && !d.blocked(k+1) && !monthNames[n.low] && !dayWords[n.low] {
			return k + 1
		}
	}
	return a
}

// documentParty are the words that name a document's party after it:
// "the order form with Helpwise", "le devis de ThermiConfort", "das
// Angebot von Weber".
var documentParty = set(mustSection(frames, "frames.txt", "document-party")...)

// verbFinal are the languages read here that end a clause with its verb.
var verbFinal = set("tr")

// namedInside reports whether [a, b) holds a capitalised word that does
// not open its sentence (which starts at first).
func (d *doc) namedInside(a, b, first int) bool {
	for i := a; i < b; i++ {
		if i != first && d.toks[i].kind == tWord && d.toks[i].upper {
			return true
		}
	}
	return false
}

// appositiveName returns where the name starts when [a, b) opens with a
// few lower-case words of a kind, a comma and a capitalised name ("en
// takbox, Thule Motion XT XL"; "a new car, a Skoda Octavia"), else a.
func (d *doc) appositiveName(a, b int) int {
	for k := a; k < b && k <= a+3; k++ {
		t := d.toks[k]
		if t.s == "," {
			n := k + 1
			if n < b && articles[d.toks[n].low] {
				n++
			}
			if k > a && n < b && d.upperWord(n) {
				return n
			}
			return a
		}
		if t.kind != tWord || t.upper {
			return a
		}
	}
	return a
}

// kinAfter reports whether a phrase ending at e goes "with" someone
// ("going with the kids", "we're going with my parents"): the first word
// from its "with" on, past determiners and possessives, names a person
// of the family. ("I've signed my son up at Little Acorns" chooses.)
func (d *doc) kinAfter(e, b int) bool {
	with := -1
	for j := max(0, e-2); j < e; j++ {
		if partyWords[d.toks[j].low] {
			with = j
		}
	}
	if with < 0 {
		return false
	}
	for j := with + 1; j < b && j < with+4; j++ {
		if w := d.toks[j].low; d.toks[j].kind == tWord && !stopwords[w] {
			return kinWords[w]
		}
	}
	return false
}
