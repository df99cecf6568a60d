package offline

import (
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Reading the caller's options (ENGINE.md "Reading the text"). The reader
// does not follow one rule to one answer: every structure a person uses
// to lay out alternatives proposes candidates — table rows and columns,
// list items, "Name: figures" lines, "X or Y", "X vs Y", "between X and
// Y", a yes/no question, a decision already made, the subjects of
// sentences that state figures, "we could also X", proposals in a
// thread — each group of candidates is scored on features (how strong its
// structure is, whether figures attach to its members, whether they recur
// in the text, whether the labels pass the label gate), and the best
// consistent set is kept, with members of other groups merged in as
// aliases or added when they name something new. When fewer than two good
// options remain, the clarify stage says so with low confidence instead
// of inventing one.

type candKind uint8

const (
	ckAnswer candKind = iota
	ckTable
	ckItems
	ckNameLines
	ckCoord
	ckYesNo
	ckDecided
	ckSubjects
	ckAlternative
	ckProposals
	ckNames
)

// baseStrength is how much a structure, on its own, says "these are the
// options".
var baseStrength = [...]float64{ckAnswer: 12, ckTable: 9, ckItems: 6, ckNameLines: 7.5, ckCoord: 4, ckYesNo: 4.5,
	ckDecided: 6, ckSubjects: 5, ckAlternative: 3, ckProposals: 5, ckNames: 3}

type cand struct {
	label     string
	kept      []int    // the label's tokens
	keys      []string // key terms that identify it in the text
	aliases   []string // other names, lower-cased
	region    [][2]int // token spans that describe it (its item, row, cells)
	pos       int      // token of its first appearance
	yes, no   bool     // the two sides of a yes/no question
	chosen    bool     // a decision already made (GRILL)
	verbLed   bool     // an action ("take Berlin"), not a thing ("Berlin")
	listed    bool     // read from a table, list or "Name: figures" line
	offer     bool     // the subject of "X offers …": an option even alone
	described bool     // the head of a verbless description: "2017 honda civic, 89k miles, …"
	answer    bool     // the caller's own answer: kept as typed, its tokens are not d's
	facts     int      // amounts in its region
	proposer  string   // the chat speaker who proposed it
	quality   float64
}

type candGroup struct {
	kind     candKind
	members  []cand
	question bool // read from a question
	cued     bool // introduced by a choice cue ("choosing between", "Options:")
	aside    bool // listed under a heading that is not the options' ("Risks", "Context")
	others   bool // listed under a lead-in that names them alternatives ("Alternatives we looked at:")
	score    float64
}

var (
	frames          = sections("frames.txt")
	coordWords      = wordSet(mustSection(frames, "frames.txt", "coordinator"))
	betweenSet      = wordSet(mustSection(frames, "frames.txt", "between"))
	yesnoIdx        = phraseList(mustSection(frames, "frames.txt", "yesno"))
	worthOpen       = wordSet(mustSection(frames, "frames.txt", "worth-open"))
	worthCloseIdx   = phraseList(mustSection(frames, "frames.txt", "worth-close"))
	decidedIdx      = phraseList(mustSection(frames, "frames.txt", "decided"))
	critiqueMade    = mustSection(frames, "frames.txt", "critique-made")
	critiquePlan    = mustSection(frames, "frames.txt", "critique-plan")
	critiqueIdx     = phraseList(slices.Concat(mustSection(frames, "frames.txt", "critique"), critiqueMade, critiquePlan))
	critiqueMadeIdx = phraseList(critiqueMade)
	critiquePlanIdx = phraseList(critiquePlan)
	bothWaysIdx     = phraseList(mustSection(frames, "frames.txt", "both-ways"))
	reverseIdx      = phraseList(mustSection(frames, "frames.txt", "reverse"))
	doubtIdx        = phraseList(mustSection(frames, "frames.txt", "doubt"))
	critiqueStems   = newStemSet(mustSection(frames, "frames.txt", "critique-stem"))
	committedStems  = newStemSet(mustSection(frames, "frames.txt", "committed-stem"))
	decidedMarkIdx  = phraseList(mustSection(frames, "frames.txt", "decided-marker"))
	alternativeIdx  = phraseList(mustSection(frames, "frames.txt", "alternative"))
	proposalIdx     = phraseList(mustSection(frames, "frames.txt", "proposal"))
	invitationIdx   = phraseList(mustSection(frames, "frames.txt", "invitation"))
	weighingIdx     = phraseList(mustSection(frames, "frames.txt", "weighing-whether"))
	planIdx         = phraseList(mustSection(frames, "frames.txt", "plan"))
	forgoneIdx      = phraseList(mustSection(frames, "frames.txt", "forgone"))
	consideringIdx  = phraseList(mustSection(frames, "frames.txt", "considering"))
	factVerbs       = wordSet(mustSection(frames, "frames.txt", "fact-verb"))
	ordinalOptIdx   = phraseList(mustSection(frames, "frames.txt", "ordinal-option"))
	whichIdx        = phraseList(mustSection(frames, "frames.txt", "which"))
	choiceCueIdx    = phraseList(mustSection(frames, "frames.txt", "choice-cue"))
	clauseOpenerIdx = phraseList(mustSection(frames, "frames.txt", "clause-opener"))

	labelLists   = sections("labels.txt")
	questionWord = wordSet(mustSection(labelLists, "labels.txt", "question"))
	questionLead = wordSet(mustSection(labelLists, "labels.txt", "question-lead"))
	pronounWord  = wordSet(mustSection(labelLists, "labels.txt", "pronoun"))
	genericWord  = wordSet(mustSection(labelLists, "labels.txt", "generic"))
	lightVerb    = wordSet(mustSection(labelLists, "labels.txt", "light-verb"))
)

// framing is what the option reader found: the options, the groups they
// came from, and the shape features mode inference reads.
type framing struct {
	options  []cand
	groups   []candGroup // every group found, best first
	best     candKind
	decided  bool // a decision already made is stated
	critique bool
	which    bool // "which one should I…"
	yesno    bool
	sure     float64 // how sure the reader is of the options, 0–1
}

// frame reads the options of d; answers are the caller's answers to the
// options question, which outrank everything the text says.
func (d *doc) frame(answers []string) *framing {
	f := &framing{}
	var groups []candGroup
	for _, a := range answers {
		if g, ok := answerGroup(a); ok {
			groups = append(groups, g)
		}
	}
	groups = append(groups, d.tableGroups()...)
	groups = append(groups, d.itemGroups()...)
	groups = append(groups, d.nameLineGroups()...)
	groups = append(groups, d.blockGroups()...)
	groups = append(groups, d.specGroups()...)
	groups = append(groups, d.coordGroups()...)
	groups = append(groups, d.yesNoGroups()...)
	groups = append(groups, d.proposalHeadingGroups()...)
	groups = append(groups, d.consideredGroups()...)
	f.which = d.findPhrase(whichIdx) >= 0 || d.asksWhich()
	dg, decided := d.decidedGroups()
	groups = append(groups, dg...)
	f.decided = decided || d.findPhrase(decidedMarkIdx) >= 0 || d.decidedWord()
	f.critique = d.findCritique(critiqueIdx) >= 0
	if len(dg) == 0 {
		asked := f.which
		for _, g := range groups {
			asked = asked || g.kind == ckYesNo || g.kind == ckCoord && g.question
		}
		pg, dated := d.planGroups(f.decided || f.critique, asked)
		groups = append(groups, pg...)
		f.decided = f.decided || dated
	}
	groups = append(groups, d.subjectGroups()...)
	groups = append(groups, d.yearNameGroups()...)
	groups = append(groups, d.alternativeGroups()...)
	groups = append(groups, d.proposalGroups()...)
	d.listsUnderDecisions(groups)
	d.listsOfAlternatives(groups)
	asked := false
	for k := range groups {
		d.scoreGroup(&groups[k])
		asked = asked || groups[k].kind == ckCoord && groups[k].question && groups[k].score > -100
	}
	d.mergeDecisions(groups)
	d.dropKindDecisions(groups)
	// "Halden limits me to 3 withdrawals a year or the rate drops to
	// 0.5%": an "or" in a statement, neither asked nor cued, is a
	// condition, weaker than a choice the text asks about.
	for k := range groups {
		if g := &groups[k]; asked && g.kind == ckCoord && !g.question && !g.cued {
			g.score -= 2
		}
	}
	d.namedSidesOverBareOnes(groups)
	sort.SliceStable(groups, func(i, j int) bool { return groups[i].score > groups[j].score })
	d.questionOverList(groups)
	f.groups = groups
	f.options = d.selectOptions(groups, f)
	// "Decision / Go with PakPro.": a memo's decision names one of the
	// options it lists.
	if k := d.decisionUnderHeading(f.options); k >= 0 {
		f.options[k].chosen, f.decided = true, true
	}
	// The last resort: when no structure names any option, the names the
	// text keeps coming back to beside its figures ("Rent in Lyon is
	// 1 100 €, rent in Nantes 850 €").
	// ("The other finalist was Tom Becker" alone names the alternative
	// to an offer it never names as such, in a text that asks which or
	// is a thread: the names come first.)
	lone := countReal(f.options) == 1 && f.best == ckAlternative && (f.which || d.cueIn(0, len(d.toks)) || d.chatLines() >= 3)
	if (countReal(f.options) == 0 || lone) && len(answers) == 0 {
		for _, g := range d.nameGroups(false) {
			d.scoreGroup(&g)
			if g.score > -100 {
				alt := f.groups
				f.groups = append(f.groups, g)
				f.options = d.selectOptions(append([]candGroup{g}, alt...), f)
			}
		}
	}
	// "We've booked Reethus … Haus Seeblick was £200 cheaper": a
	// decision the text names alone, beside other names it keeps coming
	// back to with figures, was weighed against them.
	if countReal(f.options) == 1 && f.best == ckDecided && len(answers) == 0 && d.lang != "de" {
		for _, g := range d.nameGroups(true) {
			d.scoreGroup(&g)
			if g.score <= -100 {
				continue
			}
			for _, c := range g.members {
				// ("ISO 17100", "FENSA", "Uw 1.4": a standard or a
				// measure in capitals names no provider.)
				// ("Casa Lola en Conil, a 600 m de la playa de los
				// Bateles": a name said once, in the decision's own
				// sentence, is where it is, not its rival.)
				if matchCand(f.options, c) < 0 && writtenAsProperName(d.toks[c.pos].s) && (d.spelledAgain(c.pos) || !d.sharesSentence(f.options, c.pos)) {
					f.options = append(f.options, c)
				}
			}
		}
	}
	return f
}

// questionOverList puts first a question that names both its sides
// ("Should I shift to HDFC or stay with SBI?") over the list read first
// when that list names only one of them and its other lines name nothing
// ("Home loan query: outstanding ₹45 lakh with SBI …", "HDFC is offering
// balance transfer at 8.35% …"): those lines are the two sides' facts,
// not the options.
func (d *doc) questionOverList(groups []candGroup) {
	if len(groups) < 2 || groups[0].score <= -100 {
		return
	}
	best := groups[0]
	if best.kind != ckNameLines && best.kind != ckItems && best.kind != ckTable {
		return
	}
	for k := 1; k < len(groups); k++ {
		q := groups[k]
		if q.score <= -100 || !q.question || q.kind != ckYesNo && q.kind != ckCoord || countReal(q.members) != 2 {
			continue
		}
		named := true
		for _, c := range q.members {
			named = named && !c.no && d.namesAName(c)
		}
		if !named {
			continue
		}
		matched := 0
		for _, c := range best.members {
			switch {
			case slices.ContainsFunc(q.members, func(m cand) bool { return sharesKey(m, c) }):
				matched++
			case d.namesAName(c):
				matched = -100 // a line with a name of its own: the list stands
			}
		}
		if matched == 1 {
			q.score = best.score + 0.5
			copy(groups[1:k+1], groups[:k])
			groups[0] = q
			groups[1].aside = true // its lines describe the sides; they add none
		}
		return
	}
}

// sharesKey reports whether a and b share a key word that is not generic:
// "Shift to HDFC" and "HDFC is offering balance transfer".
func sharesKey(a, b cand) bool {
	bk := objectKeys(b)
	for _, k := range objectKeys(a) {
		if !genericWord[k] && slices.ContainsFunc(bk, func(x string) bool { return sameKey(x, k) }) {
			return true
		}
	}
	return false
}

// namedSidesOverBareOnes: a change considered between two names ("Switch
// to TK", "Stay with DAK") is the question a later keep-or-change
// question names nothing of asks again ("Lohnt sich der Wechsel oder
// bleib ich?"): the bare sides give way to the named ones.
func (d *doc) namedSidesOverBareOnes(groups []candGroup) {
	sw := -1
	for k, g := range groups {
		if g.kind == ckYesNo && g.cued && g.score > -100 && countReal(g.members) == 2 &&
			!slices.ContainsFunc(g.members, func(c cand) bool { return !d.namesAName(c) }) {
			sw = k
			break
		}
	}
	if sw < 0 {
		return
	}
	for k := range groups {
		g := &groups[k]
		// (A side of its own names a name the text comes back to, or one
		// of the two: "Lohnt sich der Wechsel" names neither, its capital
		// a German noun's.)
		names := func(c cand) bool {
			if c.no {
				return false
			}
			if slices.ContainsFunc(groups[sw].members, func(m cand) bool { return sharesKey(m, c) }) {
				return true
			}
			return slices.ContainsFunc(c.kept, func(i int) bool {
				return d.toks[i].kind == tWord && d.toks[i].upper && d.sentAt(i).a != i && d.spelledAgain(i)
			})
		}
		if k == sw || !g.question || g.score <= -100 || countReal(g.members) != 2 || slices.ContainsFunc(g.members, names) {
			continue
		}
		g.aside = true
		g.score = min(g.score, groups[sw].score-2.5)
	}
}

// namesAName reports whether one of c's words is capitalised where no
// sentence starts: "Shift to HDFC", not "Home loan query".
func (d *doc) namesAName(c cand) bool {
	for _, i := range c.kept {
		if t := d.toks[i]; t.kind == tWord && t.upper && t.low != "i" && d.sentAt(i).a != i {
			return true
		}
	}
	return false
}

// sharesSentence reports whether token i stands in the sentence of one of
// the options' first mentions.
func (d *doc) sharesSentence(opts []cand, i int) bool {
	s := d.sentAt(i)
	return slices.ContainsFunc(opts, func(o cand) bool { return o.pos >= s.a && o.pos < s.b })
}

// writtenAsProperName reports whether w is written as a proper name: a
// capital, then at least two lower-case letters, and nothing but letters.
func writtenAsProperName(w string) bool {
	lower := 0
	for k, r := range w {
		switch {
		case k == 0 && !unicode.IsUpper(r), !unicode.IsLetter(r), k > 0 && unicode.IsUpper(r) && lower == 0:
			return false
		case unicode.IsLower(r):
			lower++
		}
	}
	return lower >= 2
}

// clockSplit reports whether the number at i is the hour of a time of
// day written on ("19:00", no space either side of the colon).
func (d *doc) clockSplit(i int) bool {
	if i+2 >= len(d.toks) || d.toks[i].kind != tNum || d.toks[i+1].s != ":" || d.toks[i+2].kind != tNum {
		return false
	}
	h, m := d.toks[i], d.toks[i+2]
	return h.end == d.toks[i+1].start && d.toks[i+1].end == m.start && len(m.s) >= 2 && m.s[0] >= '0' && m.s[0] <= '5' && m.s[1] >= '0' && m.s[1] <= '9'
}

// mergeDecisions joins the decisions that name one thing ("we booked
// Elodie Marsh Photography" and "we went with elodie"): the one that
// names it properly keeps the label, and the decision said twice weighs
// more than one said once ("booked our photographer!!").
func (d *doc) mergeDecisions(groups []candGroup) {
	for i := range groups {
		gi := &groups[i]
		if gi.kind != ckDecided || gi.score <= -100 || len(gi.members) != 1 {
			continue
		}
		for j := i + 1; j < len(groups); j++ {
			gj := &groups[j]
			if gj.kind != ckDecided || gj.score <= -100 || len(gj.members) != 1 || matchCand(gi.members, gj.members[0]) < 0 {
				continue
			}
			keep, drop := gi, gj
			if d.namesProperly(gj.members[0]) && !d.namesProperly(gi.members[0]) {
				keep, drop = gj, gi
			}
			mergeInto(&keep.members[0], drop.members[0])
			keep.score = max(keep.score, drop.score) + 0.5
			drop.score = -100
			if drop == gi {
				break
			}
		}
	}
}

// dropKindDecisions drops a decision named only by its kind, in words
// with no capital ("We booked the venue!!", "Hired our builder for the
// loft"), where another names what was decided ("we've booked Ashcombe
// Barn"): both speak of one decision.
func (d *doc) dropKindDecisions(groups []candGroup) {
	named := slices.ContainsFunc(groups, func(g candGroup) bool {
		return g.kind == ckDecided && g.score > -100 && len(g.members) == 1 && d.namesProperly(g.members[0])
	})
	if !named {
		return
	}
	for i := range groups {
		g := &groups[i]
		if g.kind == ckDecided && g.score > -100 && len(g.members) == 1 && !d.namesProperly(g.members[0]) && !d.capitalInside(g.members[0]) {
			g.score = -100
		}
	}
}

// capitalInside reports whether a word of c past a sentence's start is
// capitalised: "our builder for the loft conversion" has none.
func (d *doc) capitalInside(c cand) bool {
	return slices.ContainsFunc(c.kept, func(i int) bool {
		t := d.toks[i]
		return t.kind == tWord && t.upper && d.sentAt(i).a != i && t.low != "i"
	})
}

// listsUnderDecisions marks aside the lists that describe a decision
// already made: "Signed with SunKeel Energy:" or "we booked Elodie Marsh
// … package:" over "- 10 panels, 4.3 kWp", "- 8 hours coverage". Their
// items are the chosen option's terms, not options.
func (d *doc) listsUnderDecisions(groups []candGroup) {
	var decided []int
	var chosen []cand
	for _, g := range groups {
		if g.kind == ckDecided {
			for _, c := range g.members {
				if c.chosen && d.namesProperly(c) {
					decided = append(decided, c.pos)
					chosen = append(chosen, c)
				}
			}
		}
	}
	if len(decided) == 0 {
		return
	}
	for k := range groups {
		g := &groups[k]
		p := d.listLeadIn(*g)
		if p < 0 {
			continue
		}
		// ("I've paid the deposit on Glenbrae Lodge … tear it apart:"
		// over "Glenbrae Lodge – sleeps 10 …", "Harwood Barn – …": a list
		// that names the chosen one lays out the options.)
		// (Nor does one that names things: "Lavetta WX 814: 429 €, …"
		// under "Vybrala som tieto:".)
		if slices.ContainsFunc(g.members, func(c cand) bool { return matchCand(chosen, c) >= 0 || d.namesProperly(c) }) {
			continue
		}
		for _, pos := range decided {
			if pos >= d.lines[p].a && pos < d.lines[p].b {
				g.aside = true
				g.score -= 6
			}
		}
	}
}

// listsOfAlternatives marks the lists whose lead-in names them the
// alternatives ("Alternatives we looked at:", "Otras opciones que
// vimos:"): beside a decision, they are what it was weighed against.
func (d *doc) listsOfAlternatives(groups []candGroup) {
	for k := range groups {
		g := &groups[k]
		p := d.listLeadIn(*g)
		if p < 0 {
			continue
		}
		for i := d.lines[p].a; i < d.lines[p].b; i++ {
			if alternativesLead[d.toks[i].low] {
				g.others = true
				break
			}
		}
	}
}

// listLeadIn returns the line that introduces list g with a colon
// ("Signed with SunKeel Energy:", "Alternatives we looked at:"), or −1
// when g is no list or nothing introduces it so.
func (d *doc) listLeadIn(g candGroup) int {
	if g.kind != ckItems && g.kind != ckNameLines || len(g.members) == 0 {
		return -1
	}
	l := d.lineAt(g.members[0].pos)
	if l < 0 {
		return -1
	}
	p := prevContent(d.lines, l)
	if p < 0 || d.toks[d.lines[p].b-1].s != ":" {
		return -1
	}
	return p
}

var alternativesLead = wordSet(mustSection(frames, "frames.txt", "alternatives-lead"))

// asksWhich reports whether a question opens with a word that selects
// among things ("Who gets the offer?", "Which is better?").
func (d *doc) asksWhich() bool {
	for _, s := range d.sents {
		if !s.question {
			continue
		}
		for i := s.a; i < s.b; i++ {
			if d.toks[i].kind == tWord {
				if selectingWords[d.toks[i].low] {
					return true
				}
				break
			}
		}
	}
	return false
}

var selectingWords = set("which", "who", "whom", "wich", "welche", "welcher", "welches", "wen", "cuál", "cual", "cuáles", "quién",
	"quel", "quelle", "lequel", "laquelle", "qui", "qual", "quais", "quem", "quale", "quali", "chi", "welke", "wie")

// findCritique is findPhrase for a request for critique, where one a
// request the other way follows ("talk me out of it or into it") asks
// for none: a plan leaned to is still open.
func (d *doc) findCritique(idx phraseIndex) int {
	for i := range d.toks {
		if d.blocked(i) || d.toks[i].kind != tWord {
			continue
		}
		if e := d.phraseSpan(i, len(d.toks), idx); e > i && d.phraseSpan(e, len(d.toks), bothWaysIdx) <= e {
			return i
		}
	}
	return -1
}

// findPhrase returns the first content token where a phrase of idx
// starts, or -1.
func (d *doc) findPhrase(idx phraseIndex) int {
	for i := range d.toks {
		if d.blocked(i) || d.toks[i].kind != tWord {
			continue
		}
		if d.phraseSpan(i, len(d.toks), idx) > i {
			return i
		}
	}
	return -1
}

// ---- building candidates ------------------------------------------------

// newCand shapes a label from tokens [a, b) and its key terms.
func (d *doc) newCand(a, b int, o labelOpts) (cand, bool) {
	if a < 0 || b > len(d.toks) || a >= b {
		return cand{}, false
	}
	// "hemos firmado con la Finca Los Almendros 🎉 señal de 3.000 €
	// pagada": an emoji ends a name.
	for i := a + 1; i < b; i++ {
		if isEmoji(d.toks[i]) {
			b = i
			break
		}
	}
	lbl, kept := d.label(a, b, o)
	if lbl == "" || !hasLetterOrDigit(lbl) {
		return cand{}, false
	}
	c := cand{label: lbl, kept: kept, pos: kept[0]}
	lw := make([]string, 0, len(kept))
	for _, i := range kept {
		if t := d.toks[i]; t.kind == tWord || t.kind == tNum {
			lw = append(lw, t.low)
		}
	}
	c.keys = keyTerms(lw)
	if len(c.keys) == 0 && len(lw) == 1 && !stopwords[lw[0]] && hasLetter(lw[0]) {
		c.keys = lw // "Go", "Linear": a one-word name is its own key
	}
	// Single letters and ordinals name an option only with their noun
	// ("Candidate A", "Option 2"): keep them as a phrase key.
	if len(lw) == 2 && (utf8.RuneCountInString(lw[1]) == 1 || isDigits(lw[1])) {
		c.aliases = append(c.aliases, strings.Join(lw, " "))
	}
	first := d.toks[kept[0]]
	c.verbLed = first.kind == tWord && (actionVerbs[first.low] || lightVerb[first.low] || d.lang == "en" && strings.HasSuffix(first.low, "ing") &&
		len(first.low) > 5 && !genericWord[first.low] || d.lang != "en" && looksInfinitive(d.lang, first.low) && !stopwords[first.low])
	// "Zolder verbouwen tot slaapkamer", "Dach sanieren": the object
	// first, the infinitive after it.
	if !c.verbLed && (d.lang == "nl" || d.lang == "de") && len(kept) >= 2 {
		second := d.toks[kept[1]]
		c.verbLed = first.kind == tWord && second.kind == tWord && !stopwords[first.low] && strings.HasSuffix(second.low, "en") &&
			utf8.RuneCountInString(second.low) > 5
	}
	return c, true
}

// isEmoji reports a pictograph or dingbat ("🎉", "✅", "❤").
func isEmoji(t token) bool {
	if t.kind != tPunct {
		return false
	}
	r, _ := utf8.DecodeRuneInString(t.s)
	return r >= 0x1F000 && r <= 0x1FAFF || r >= 0x2600 && r <= 0x27BF
}

// objectClitics are the object pronouns that stand before a verb in the
// languages read ("me propose", "mi costa", "mir gefällt"); remarkHeads
// close the subject of a remark about an option ("the only annoying
// thing"), never an option's name.
var (
	objectClitics = wordSet(mustSection(labelLists, "labels.txt", "object-clitic"))
	cardinalWords = wordSet(mustSection(labelLists, "labels.txt", "cardinal"))
	remarkHeads   = wordSet(mustSection(labelLists, "labels.txt", "remark-head"))
)

// attributeAndFigure reports whether a label is an attribute's name and
// an amount, nothing else: "Rent ₹28,000/month", "Salary ~£72k".
func (d *doc) attributeAndFigure(c cand) bool {
	if len(c.kept) < 2 || attrKnown(d.toks[c.kept[0]].low) == "" {
		return false
	}
	// (A number alone names: "Life 48" is a condo.)
	number, measured := false, false
	for _, i := range c.kept {
		t := d.toks[i]
		switch {
		case t.kind == tNum:
			number = true
			_, suffix := splitNumber(t.low)
			measured = measured || unitTable[suffix].class != "" || multipliers[suffix] != 0
		case currencies[t.low] != "", unitTable[t.low].class != "":
			measured = true
		case t.kind == tPunct, attrKnown(t.low) != "", perWords[t.low] != "", multipliers[t.low] != 0:
		default:
			return false
		}
	}
	return number && measured
}

// verbPairAsked reports whether the verb at i and one other verb alone
// are the two sides of a question: "accept or decline?", "take it or
// leave it?" ("so accept or decline? the recruiter wants an answer").
func (d *doc) verbPairAsked(i int) bool {
	j := i + 1
	if j < len(d.toks) && d.toks[j].low == "it" {
		j++
	}
	n := d.coordAt(j)
	if n <= 0 || j+n >= len(d.toks) || d.toks[j+n].kind != tWord {
		return false
	}
	k := j + n + 1
	if k < len(d.toks) && d.toks[k].low == "it" {
		k++
	}
	return k < len(d.toks) && d.toks[k].s == "?"
}

// gate is the label gate: a label that is a number, a unit, a header, a
// question word, a lone verb or pronoun, a greeting or a whole clause is
// no option.
var boundLead = set(mustSection(consLists, "constraints.txt", "bound-lead")...)

func (d *doc) gate(c cand) bool {
	if c.answer {
		return true
	}
	var ws []string
	hasContent := false
	for _, i := range c.kept {
		t := d.toks[i]
		if t.kind == tPunct {
			if t.s == "?" {
				return false
			}
			continue
		}
		ws = append(ws, t.low)
		if t.kind == tWord && !stopwords[t.low] && !pronounWord[t.low] {
			hasContent = true
		}
	}
	shortYes := c.yes && len(ws) <= 3 // "do it", "go for it"
	if len(ws) == 0 || !hasContent && !shortYes || len(ws) > 12 {
		return false
	}
	// "Mutta:", "Hogy …": a function word of the text's own language
	// (data/language.txt), capitalised only by where it stands, is no
	// name. ("Doen of niet?": after "or" it is the question's other
	// side.)
	if i := c.kept[0]; len(ws) == 1 && slices.Contains(langWords[ws[0]], d.lang) && (i == 0 || !coordWords[d.toks[i-1].low]) {
		return false
	}
	// "Maximum je", "max 1 500 kr": a bound opens a limit, not a name;
	// "Förra året betalade vi": the past is context.
	// ("jadi mending yg mana ya": up to three words may lead.)
	lead := 0
	for lead < len(ws)-1 && lead < 3 && questionLead[ws[lead]] {
		lead++
	}
	if questionWord[ws[0]] || lead > 0 && len(ws) >= lead+2 && questionWord[ws[lead]] || boundLead[ws[0]] && len(ws) <= 3 || len(c.kept) > 0 && d.phraseSpan(c.kept[0], c.kept[len(c.kept)-1]+1, pastIdx) > c.kept[0] {
		return false
	}
	// "Situation: I work fully remote…", "Reasons to go: weather": a
	// paragraph's lead-in is a heading, no option.
	if isHeadingPhrase(strings.Join(ws, " ")) || leadIns[strings.Join(ws, " ")] {
		return false
	}
	// "…or am I missing a catch?", "zie ik iets over het hoofd": a request
	// for critique is no option.
	if len(c.kept) > 0 && d.doubtIn(c.kept[0], c.kept[len(c.kept)-1]+1) {
		return false
	}
	// A number, an amount or a unit alone.
	// ("HP 15": a unit's word capitalised before a number, never after
	// one, opens a make and model.)
	allNum := true
	for k, i := range c.kept {
		t := d.toks[i]
		if t.kind == tWord && unitTable[t.low].class == "" && currencies[t.low] == "" && multipliers[t.low] == 0 && !stopwords[t.low] ||
			k == 0 && t.upper && len(c.kept) > 1 && d.toks[c.kept[1]].kind == tNum && (i == 0 || d.toks[i-1].kind != tNum) {
			allNum = false
		}
	}
	if allNum {
		return false
	}
	// "Vybral jsem tři:": a count in words, in lower case, alone.
	if len(c.kept) == 1 && cardinalWords[d.toks[c.kept[0]].low] && d.toks[c.kept[0]].s == d.toks[c.kept[0]].low {
		return false
	}
	// "Thursdays 19" of "Thursdays 19:00–21:30": a day and the hour of
	// a time of day cut in two say when, not what.
	if last := c.kept[len(c.kept)-1]; d.clockSplit(last) && !slices.ContainsFunc(c.kept[:len(c.kept)-1], func(i int) bool {
		_, day := weekdayOf[d.toks[i].low]
		_, day2 := weekdayOf[strings.TrimSuffix(d.toks[i].low, "s")]
		return d.toks[i].kind == tWord && !day && !day2 && !stopwords[d.toks[i].low]
	}) {
		return false
	}
	// A figure opening the label ("$6/employee cheaper", "3 weeks later")
	// is a fact, not a name; a hyphenated one is an adjective ("2-year
	// fix", "12-month plan").
	adjective := strings.Contains(d.toks[c.kept[0]].s, "-") && len(c.kept) > 1
	if !adjective && (d.amountStarts(c.kept[0]) || c.kept[0] > 0 && d.amountStarts(c.kept[0]-1) && d.toks[c.kept[0]-1].kind == tPunct) {
		return false
	}
	// "About nine hundred dollars": an approximate figure is a figure.
	if len(c.kept) > 1 && approxWords[d.toks[c.kept[0]].low] && d.amountStarts(c.kept[1]) {
		return false
	}
	// Generic nouns, pronouns and light verbs alone ("the option",
	// "them", "get").
	content := make([]string, 0, len(ws))
	for k, i := range c.kept {
		t := d.toks[i]
		if t.kind == tPunct {
			continue
		}
		// "Plan A", "Tarif A": a capital letter after a word names, it is
		// not the article.
		letter := k > 0 && t.s == "A" && d.toks[c.kept[k-1]].kind == tWord
		if !stopwords[t.low] || letter {
			content = append(content, t.low)
		}
	}
	if len(content) == 1 && !c.yes && (genericWord[content[0]] || pronounWord[content[0]] || lightVerb[content[0]] && !d.verbPairAsked(c.kept[0]) || questionWord[content[0]] ||
		d.phraseSpan(c.kept[0], c.kept[0]+1, doneOpenerIdx) > c.kept[0]) {
		return false // "Bought"
	}
	// "Full service history till": a label cut before the words its last
	// one governs is a fragment of a clause.
	// ("Wait until" is a course of action the text goes on to date.)
	// ("Great Eastern Takaful Sejahtera Med": a capitalised word ending
	// a name of capitalised words is the name's.)
	properEnd := d.toks[c.kept[len(c.kept)-1]].upper && d.capitalised(c)
	if last := ws[len(ws)-1]; len(ws) >= 2 && (danglingWords[last] || reasonAdverbs[last]) && !c.verbLed && !properEnd {
		return false
	}
	allGeneric, attrOnly := true, true
	for _, w := range content {
		if !genericWord[w] && !pronounWord[w] {
			allGeneric = false
		}
		if !genericWord[w] && !pronounWord[w] && attrKnown(w) == "" {
			attrOnly = false
		}
	}
	if allGeneric && !c.yes || attrOnly && c.listed {
		return false // a header row: "price | weight | battery"
	}
	// "- Rent ₹28,000/month", "Deposit ₹1,50,000": an attribute and its
	// figure are a fact of the option above them, no option.
	if d.attributeAndFigure(c) {
		return false
	}
	// "la concession me propose …", "l'essence me coûte …": a subject cut
	// before its verb keeps the object pronoun the verb takes; it is a
	// fragment, no name.
	if n := len(ws); n >= 2 && d.lang != "en" && objectClitics[ws[n-1]] && !c.yes && !c.verbLed {
		return false
	}
	// "only annoying thing is its 64gb", "the main catch": a remark's
	// subject, opened and closed by generic words, names no option.
	if n := len(content); n >= 2 && genericWord[content[0]] && remarkHeads[content[n-1]] && !c.yes {
		return false
	}
	// A greeting, where a text opens, or a sign-off, where it ends ("LG"
	// closes a German letter and names a monitor brand in a list).
	// Either stands on a short line of its own: "LG 27GP850-B or Dell
	// S2721DGF?" opens with a brand, not a greeting.
	if i := c.kept[0]; d.phraseSpan(i, i+len(c.kept), greetingIdx) > 0 && len(ws) <= 3 && d.lineAt(i) <= 0 && d.shortLine(i) ||
		d.phraseSpan(i, i+len(c.kept), signoffIdx) > 0 && len(ws) <= 4 && d.lineAt(i) >= len(d.lines)-2 && d.shortLine(i) {
		return false
	}
	// An inverted question ("is this obvious", "is it worth") or a vague
	// pronoun phrase ("missing something", "anything else").
	if len(ws) >= 2 && len(ws) <= 3 && !c.yes && invertedAux[ws[0]] && demonstratives[ws[1]] {
		return false
	}
	// ("Nothing Phone (2a)": a capitalised word after one names a brand.)
	if len(ws) <= 3 && !c.yes {
		for k, i := range c.kept {
			if indefinitePronouns[d.toks[i].low] && (k+1 == len(c.kept) || !d.toks[c.kept[k+1]].upper || !d.toks[i].upper) {
				return false
			}
		}
	}
	// "By a wedding 17", "from the office": a label that opens with a
	// preposition of agent or origin is a fragment of a clause.
	if (ws[0] == "by" || ws[0] == "from" || ws[0] == "of") && !c.yes && !c.verbLed {
		return false
	}
	// "Dudo entre Basic-Fit", "torn between Kia": the choice's cue and
	// its first member are no name.
	for k := 1; k+1 < len(ws); k++ {
		if betweenSet[ws[k]] && (ws[k] != "entre" || d.lang != "en") {
			return false
		}
	}
	// A whole clause: a subject pronoun followed by a verb-like word
	// ("i think we should", "it is cheap"); "put it toward…" has an
	// object, not a subject.
	for k := 0; k+1 < len(ws); k++ {
		w := ws[k]
		if !subjectPronouns[w] {
			continue
		}
		// "Three places I'm choosing between": a subject with its verb
		// contracted on is a clause wherever it stands.
		if k > 0 && strings.Contains(w, "'") {
			return false
		}
		if w == "it" && !auxVerbs[ws[k+1]] {
			continue
		}
		if k > 0 && !clauseJoiners[ws[k-1]] {
			continue
		}
		if !stopwords[ws[k+1]] || auxVerbs[ws[k+1]] {
			return false
		}
	}
	return true
}

// shortLine reports whether token i stands on a line of at most six
// words: a greeting or a sign-off, not a sentence.
func (d *doc) shortLine(i int) bool {
	l := d.lineAt(i)
	if l < 0 {
		return true
	}
	n := 0
	for j := d.lines[l].a; j < d.lines[l].b; j++ {
		if d.toks[j].kind == tWord || d.toks[j].kind == tNum {
			n++
		}
	}
	return n <= 6
}

var invertedAux = set("is", "are", "am", "was", "were", "do", "does", "did", "can", "could", "should", "would", "will", "shall", "have", "has")

var demonstratives = set("this", "that", "it", "there", "these", "those")

var indefinitePronouns = set("something", "anything", "nothing", "everything", "someone", "anyone", "somebody", "anybody", "etwas", "nichts", "algo", "nada", "quelque", "rien", "qualcosa", "niente", "iets", "niets")

var clauseJoiners = set("and", "but", "so", "because", "that", "if", "when", "or", "since", "while", "then", "as")

// danglingWords cannot end a name: they govern what comes after them.
var danglingWords = set(mustSection(labelLists, "labels.txt", "dangling")...)

// reasonAdverbs cannot end a name either: "Swift mainly" opens why.
var reasonAdverbs = set(mustSection(labelLists, "labels.txt", "reason-adverb")...)

var subjectPronouns = set("i", "we", "you", "he", "she", "they", "it", "i'm", "we're", "i've", "we've", "i'd", "we'd",
	"he's", "she's", "it's", "they're", "they've", "you're", "he'd", "she'd", "they'd",
	// typed without apostrophes ("im looking at a used nexa")
	"im", "ive", "theyre", "youre", "weve", "theyve",
	"ich", "wir", "yo", "je", "nous", "eu", "nós", "io", "noi", "ik", "wij", "vi", "jag", "nosotros", "nosotras")

var auxVerbs = set("am", "is", "are", "was", "were", "have", "has", "had", "do", "does", "did", "will", "would", "can", "could",
	"should", "must", "might", "think", "need", "want", "like", "know", "guess", "feel")

// regionAmounts counts the amounts inside a candidate's region.
func (d *doc) regionAmounts(region [][2]int) int {
	n := 0
	for _, m := range d.amounts() {
		if m.class == "" {
			continue
		}
		for _, r := range region {
			if m.a >= r[0] && m.a < r[1] {
				n++
				break
			}
		}
	}
	return n
}

func answerGroup(a string) (candGroup, bool) {
	ad := parse(a)
	parts := [][2]int{}
	start := 0
	for i, t := range ad.toks {
		if t.kind == tPunct && (t.s == ";" || t.s == "," || t.s == "/") || t.kind == tNL || t.kind == tWord && (t.low == "or" || t.low == "and") {
			parts = append(parts, [2]int{start, i})
			start = i + 1
		}
	}
	parts = append(parts, [2]int{start, len(ad.toks)})
	g := candGroup{kind: ckAnswer, cued: true}
	for _, p := range parts {
		if c, ok := ad.newCand(p[0], p[1], labelOpts{raw: true, maxWords: 12}); ok {
			c.pos = -1 // answers come first
			c.answer = true
			c.kept = nil
			g.members = append(g.members, c)
		}
	}
	return g, len(g.members) >= 1
}

// ---- scoring and selection -----------------------------------------------

// scoreGroup scores a group: its structure's strength, the quality of
// its members (label gate, figures, recurrence, length), consistency.
func (d *doc) scoreGroup(g *candGroup) {
	if g.kind == ckTable || g.kind == ckItems || g.kind == ckNameLines || g.kind == ckSubjects {
		for k := range g.members {
			g.members[k].listed = true
		}
	}
	kept := g.members[:0]
	for _, c := range g.members {
		if c.no || d.gate(c) {
			kept = append(kept, c)
		}
	}
	g.members = dedupeCands(kept)
	n := 0
	var q float64
	for k := range g.members {
		c := &g.members[k]
		if c.no {
			continue
		}
		c.facts = d.regionAmounts(c.region)
		c.quality = d.candQuality(*c)
		q += c.quality
		n++
	}
	real := n
	single := g.kind == ckYesNo || g.kind == ckDecided || g.kind == ckAlternative || g.kind == ckAnswer || g.kind == ckSubjects && n == 1 && g.members[0].offer ||
		g.kind == ckProposals && n == 1 && g.members[0].proposer != "" // a chat's one proposal joins the options others name
	if real == 0 || real < 2 && !single {
		g.score = -100
		return
	}
	if g.kind == ckSubjects && real == 1 {
		g.score -= 2 // one offer alone: an option, weakly
	}
	g.score += baseStrength[g.kind] + q/float64(n)
	if g.cued {
		g.score += 1.5
	}
	if g.question {
		g.score += 1
	}
	// "I booked Villa Serafina" over the title's "Booked the villa for
	// Dad's 70th": a decision that names its thing says more.
	// (A tie-break among decisions only: it outweighs no other reading.)
	if g.kind == ckDecided && real == 1 && d.namesProperly(g.members[0]) {
		g.score += 0.1
	}
	// Members that carry figures make a list of options, not of notes.
	withFacts := 0
	for _, c := range g.members {
		if c.facts > 0 {
			withFacts++
		}
	}
	if withFacts >= 2 {
		g.score += 2
	}
	if real > 6 {
		g.score -= float64(real-6) * 1.5
	}
}

// namesProperly reports whether most of c's words, or two of them, are
// capitalised where no sentence starts: a proper name, not a common noun
// ("Elodie Marsh Photography for the wedding").
func (d *doc) namesProperly(c cand) bool {
	upper, words := 0, 0
	for _, i := range c.kept {
		t := d.toks[i]
		if t.kind != tWord {
			continue
		}
		words++
		if t.upper && d.sentAt(i).a != i && t.low != "i" {
			upper++
		}
	}
	return words > 0 && (2*upper > words || upper >= 2)
}

func dedupeCands(cs []cand) []cand {
	seen := map[string]bool{}
	out := cs[:0]
	for _, c := range cs {
		k := normLabel(c.label)
		if k == "" || seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, c)
	}
	return out
}

// candQuality scores one candidate in [−3, 3].
func (d *doc) candQuality(c cand) float64 {
	if c.answer {
		return 2
	}
	q := 0.0
	if c.facts > 0 {
		q += 0.75
	}
	// Recurrence: the key terms named elsewhere in the text.
	rec := 0
	for _, k := range c.keys {
		for i := range d.toks {
			if d.blocked(i) || d.toks[i].low != k {
				continue
			}
			inLabel := false
			for _, j := range c.kept {
				if j == i {
					inLabel = true
					break
				}
			}
			if !inLabel {
				rec++
			}
		}
	}
	q += 0.4 * float64(min(rec, 3))
	words := 0
	for _, i := range c.kept {
		if d.toks[i].kind != tPunct {
			words++
		}
	}
	if words > 5 {
		q -= 0.3 * float64(words-5)
	}
	if len(c.keys) == 0 {
		q -= 1
	}
	return clamp(q, -3, 3)
}

// selectOptions keeps the best group and merges the others into it: a
// member naming an option already kept becomes an alias; one naming
// something new joins when its group is strong enough or adds
// alternatives.
func (d *doc) selectOptions(groups []candGroup, f *framing) []cand {
	if len(groups) == 0 || groups[0].score <= -100 {
		return nil
	}
	best := groups[0]
	f.best = best.kind
	opts := append([]cand(nil), best.members...)
	if best.kind == ckYesNo {
		f.yesno = true
	}
	for _, g := range groups[1:] {
		if g.score <= -100 {
			continue
		}
		// A statement's "X vs Y" ("setup took a day vs ADP's 3 weeks")
		// compares facts; it adds options only when it asks or is cued.
		asks := g.kind != ckCoord || g.question || g.cued
		chat := g.kind == ckProposals && (best.kind == ckSubjects || best.kind == ckNameLines)
		// What a chat's messages propose are its options; the subjects of
		// its statements ("menu fisso 32 € a testa") describe them.
		chatBest := best.kind == ckProposals && g.kind == ckSubjects
		// "is it worth buying the used p9 pro or should i just fix the
		// orvo": a question that names its alternatives is complete; the
		// subjects of its statements ("a new screen … is about 85")
		// describe them.
		chatBest = chatBest || best.kind == ckCoord && best.question && g.kind == ckSubjects
		// A cued list that names two of the kept options is the same
		// list, more fully: its other names are options too ("I looked
		// at A, B and C" beside "quotes: B …, C …").
		agrees := 0
		for _, c := range g.members {
			if !c.no && matchCand(opts, c) >= 0 {
				agrees++
			}
		}
		// ("We signed with Oskar Lindqvist …" beside "Brightloop Studio
		// quoted £31,500 … Oskar offers 30 days": statements about the
		// chosen one and another name that other as its alternative.)
		decidedPeers := best.kind == ckDecided && g.kind == ckSubjects && agrees >= 1 && g.score >= best.score-2
		additive := chat || decidedPeers || g.kind == ckAlternative || best.kind == ckAlternative || g.kind == ckDecided && best.kind != ckDecided ||
			g.others && (best.kind == ckDecided || f.decided) ||
			g.score >= best.score-2 && asks && g.kind != ckYesNo && best.kind != ckTable && best.kind != ckDecided && !chatBest ||
			g.cued && g.kind == ckCoord && agrees >= 2 && best.kind != ckTable
		for _, c := range g.members {
			if c.no {
				continue
			}
			// "I'm giving the talk at 7pm … which flight do I book?": a
			// weak plan beside a listed choice the text asks about is
			// context, not one more option.
			if g.kind == ckDecided && f.which && c.quality < 0 && (best.kind == ckItems || best.kind == ckTable || best.kind == ckNameLines) {
				continue
			}
			if k := matchCand(opts, c); k >= 0 {
				mergeInto(&opts[k], c)
				continue
			}
			// "Requirements / 1. Price ≤ $40 per seat": an item under a
			// heading of limits is a limit, never one more option.
			// ("comes with box and charger seller has good feedback": a
			// subject the text names once, with no figure, joins nothing.)
			weak := g.kind == ckSubjects && c.quality <= 0
			if additive && !g.aside && !weak && countReal(opts) < maxCallerOptions && !d.underLimitsHeading(c.pos) {
				opts = append(opts, c)
			}
		}
	}
	// A yes/no question with named alternatives besides: the alternatives
	// replace the bare "no".
	if countReal(opts) >= 2 {
		kept := opts[:0]
		for _, c := range opts {
			if !c.no {
				kept = append(kept, c)
			}
		}
		opts = kept
	}
	if len(opts) > maxCallerOptions {
		opts = opts[:maxCallerOptions]
	}
	f.sure = clamp((best.score-4)/6, 0.1, 0.95)
	return opts
}

// chatLines counts the lines a chat speaker says.
func (d *doc) chatLines() int {
	n := 0
	for _, l := range d.lines {
		if l.speaker != "" {
			n++
		}
	}
	return n
}

func countReal(cs []cand) int {
	n := 0
	for _, c := range cs {
		if !c.no {
			n++
		}
	}
	return n
}

// matchCand returns the option c names (sharing a distinctive key term or
// an alias), or −1.
func matchCand(opts []cand, c cand) int {
	for k, o := range opts {
		if o.no {
			continue
		}
		if normLabel(o.label) == normLabel(c.label) {
			return k
		}
		for _, a := range o.aliases {
			if a == strings.ToLower(c.label) {
				return k
			}
		}
		// One names the other when its key words are among the other's
		// ("Berlin" and "Take the Berlin job"), or they share two; one
		// shared noun ("desk" in "standing desk" and "desk converter")
		// is not enough.
		// (A generic word counts on neither side: "Rastad Daily" names
		// "Rastad Daily 35".)
		// ("Book the extraction" names "Extraction under anaesthetic":
		// the verb that opens an action names nothing.)
		ck, okeys := objectKeys(c), objectKeys(o)
		shared := 0
		for _, key := range ck {
			if slices.ContainsFunc(okeys, func(k string) bool { return sameKey(k, key) }) && !genericWord[key] {
				shared++
			}
		}
		if shared > 0 && (shared == distinctive(ck) || shared == distinctive(okeys) || shared >= 2) {
			return k
		}
		// A one-word short form: "Dynamo" for "DynamoDB", "Postgres" for
		// "PostgreSQL".
		if shortForm(c.keys, o.keys) || shortForm(o.keys, c.keys) {
			return k
		}
		// "Sell" and "Sell the golf", "Keep" and "Keep it": the same
		// course of action, once with nothing but its verb.
		if sameVerbAlone(o, c) || sameVerbAlone(c, o) {
			return k
		}
	}
	return -1
}

// sameVerbAlone reports whether a, a course of action, is b's verb and
// nothing more ("Sell" beside "Sell the golf", "Keep" beside "Keep it",
// "Replace" beside "Replacing a 16-year-old boiler").
func sameVerbAlone(a, b cand) bool {
	if !a.verbLed && !b.verbLed {
		return false
	}
	// (The first words first: matchCand asks of every pair of options.)
	af, _, _ := strings.Cut(a.label, " ")
	bf, _, _ := strings.Cut(b.label, " ")
	verb := func(w string) string {
		w = strings.ToLower(w)
		if v := strings.TrimSuffix(w, "ing"); v != w && len(v) > 2 {
			return v
		}
		return strings.TrimSuffix(w, "e")
	}
	if verb(af) != verb(bf) {
		return false
	}
	aw := words(a.label)
	if len(aw) == 0 || !actionVerbs[aw[0]] && !changeVerbs[aw[0]] && !statusQuoOpeners[aw[0]] {
		return false
	}
	for _, w := range aw[1:] {
		if !stopwords[w] && !pronounWord[w] {
			return false
		}
	}
	return true
}

// objectKeys are c's keys without the verb that opens an action.
func objectKeys(c cand) []string {
	if c.verbLed && len(c.keys) > 1 && actionVerbs[c.keys[0]] && strings.HasPrefix(strings.ToLower(c.label), c.keys[0]) {
		return c.keys[1:]
	}
	return c.keys
}

// distinctive counts the keys that are no generic word.
func distinctive(keys []string) int {
	n := 0
	for _, k := range keys {
		if !genericWord[k] {
			n++
		}
	}
	return n
}

// sameKey reports whether two key terms are one word in two
// inflections: equal, or one the other with at most two letters more,
// five letters or more staying ("bleibe" and "bleiben", "Berlin" and
// "Berliner").
func sameKey(a, b string) bool {
	if a == b {
		return true
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	n, m := utf8.RuneCountInString(a), utf8.RuneCountInString(b)
	return n >= 5 && m-n <= 2 && strings.HasPrefix(b, a)
}

// shortForm reports whether a, one key of at least four letters, opens
// one of b's keys.
func shortForm(a, b []string) bool {
	if len(a) != 1 || len([]rune(a[0])) < 4 || genericWord[a[0]] {
		return false
	}
	for _, k := range b {
		if k != a[0] && strings.HasPrefix(k, a[0]) {
			return true
		}
	}
	return false
}

func mergeInto(o *cand, c cand) {
	// ("2019 Polo 1.0 TSI SE" beside "Polo 1.0 TSI SE": the model year
	// the other reading kept is the name's.)
	if y, rest, ok := strings.Cut(c.label, " "); ok && len(y) == 4 && isDigits(y) && (y[:2] == "19" || y[:2] == "20") && strings.EqualFold(rest, o.label) && !o.answer {
		o.aliases = appendUnique(o.aliases, strings.ToLower(o.label))
		o.label = c.label
	}
	if l := strings.ToLower(c.label); normLabel(l) != normLabel(o.label) {
		o.aliases = appendUnique(o.aliases, l)
	}
	for _, a := range c.aliases {
		o.aliases = appendUnique(o.aliases, a)
	}
	for _, k := range c.keys {
		o.keys = appendUnique(o.keys, k)
	}
	o.region = append(o.region, c.region...)
	o.chosen = o.chosen || c.chosen
	if o.proposer == "" {
		o.proposer = c.proposer
	}
}
