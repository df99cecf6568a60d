package offline

import "github.com/verdicthq/verdict/domain"

// The mode (SPEC §1), read from the shape of the options: a decision
// already made, or a plan put up for critique, is GRILL; named things laid
// out side by side (a table, a list, "Name: figures" lines, parallel
// descriptions, "which one…") are COMPARE; a yes/no question, a choice
// between courses of action, a personal crossroads is DECIDE.
func (d *doc) mode(f *framing) string {
	chosen := false
	for _, o := range f.options {
		chosen = chosen || o.chosen
	}
	// "Just bought a fridge … Should I buy the care plan?": something
	// done is context when the text still asks whether, and asks no
	// critique.
	if chosen && (f.critique || f.best == ckDecided && !d.asksWhether()) {
		return domain.ModeGrill
	}
	var compare, decide float64
	actions, things := 0, 0
	for _, o := range f.options {
		if o.no {
			continue
		}
		if o.verbLed || negated(words(o.label)) { // "Don't hire" is a course of action too
			actions++
		} else {
			things++
		}
	}
	structural := false
	// "Optie 1: zolder verbouwen … Optie 2: verhuizen …": two courses of
	// action laid out as a list are still a decision between them.
	twoActions := actions == 2 && things == 0
	switch f.best {
	case ckTable, ckNameLines:
		if !twoActions {
			compare += 4
			structural = true
		}
	case ckItems:
		switch {
		case d.shouldList():
			decide += 3 // "Should I: 1. … 2. …"
		case !twoActions:
			compare += 3
			structural = true
		}
	case ckSubjects:
		compare++
	case ckCoord, ckAnswer:
		switch {
		case things+actions >= 3:
			compare += 2.5 // three or more alternatives side by side
			structural = true
		case things == 2:
			compare += 0.5
		}
	case ckProposals:
		if things+actions >= 3 {
			compare += 2.5 // three or more put forward in a thread
			structural = true
		}
	case ckYesNo:
		decide += 4
	case ckAlternative:
		decide += 2
	}
	if f.which && structural {
		compare++
	}
	// Courses of action ("take Berlin or stay in Porto") are a decision;
	// three or more laid out side by side are a comparison whatever their
	// grammar.
	if actions+things <= 2 || f.best == ckYesNo || f.best == ckAlternative {
		switch {
		case actions > things:
			decide += 2
		case actions > 0 && actions == things:
			decide++
		}
	}
	switch d.cat {
	case catTech, catPurchase, catHiring, catBusiness:
		compare++
	case catRelationship:
		decide += 2
	case catCareer, catEducation, catHousing, catMoney, catGeneric:
		decide += 1.5
	}
	if d.findPhrase(whatToDoIdx) >= 0 {
		decide++
	}
	if d.findPhrase(decideCueIdx) >= 0 {
		decide++
	}
	if compare > decide {
		return domain.ModeCompare
	}
	return domain.ModeDecide
}

// asksWhether reports whether a question opens with a yes/no frame
// ("Should I buy it?").
func (d *doc) asksWhether() bool {
	for _, s := range d.sents {
		if s.question && d.findPhraseIn(s.a, s.b, yesnoIdx) >= 0 {
			return true
		}
	}
	return false
}

// shouldList reports whether the text's list answers a "should I:"
// question (a list of courses of action put to a yes/no frame).
func (d *doc) shouldList() bool {
	for k, l := range d.lines {
		if l.kind != lineItem {
			continue
		}
		p := prevContent(d.lines, k)
		if p < 0 {
			return false
		}
		pl := d.lines[p]
		for i := pl.a; i < pl.b; i++ {
			if d.phraseSpan(i, pl.b, yesnoIdx) > i {
				return true
			}
		}
		return false
	}
	return false
}

var decideCueIdx = phraseList([]string{"deciding", "decide", "torn between", "can't decide", "cannot decide", "trying to decide",
	"entscheiden", "decidir", "décider", "decidere", "beslissen"})

var whatToDoIdx = phraseList([]string{"what do we do", "what should we do", "what do i do", "what should i do", "what would you do",
	"help me decide", "what's the right call", "what is the right call", "qué hago", "que hago", "was soll ich tun", "que faire"})
