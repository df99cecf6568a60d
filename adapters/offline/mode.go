package offline

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/verdicthq/verdict/domain"
)

// The mode (SPEC §1), read from the shape of the options: a decision
// already made, or a plan put up for critique, is GRILL; named things laid
// out side by side (a table, a list, "Name: figures" lines, parallel
// descriptions, "which one…") are COMPARE; a yes/no question, a choice
// between courses of action, a personal crossroads is DECIDE.
func (d *doc) mode(f *framing) string {
	if d.grill(f) {
		return domain.ModeGrill
	}
	// The hand rule where it is sure; elsewhere the learned weights, with
	// the rule's margin among their features. (A text that lays two
	// things out as "Name: figures" lines and asks "buy it or hand it
	// back?" leans to COMPARE by 2.5 on the rule, and is a decision: each
	// set left out of training, the weights read more texts right from 2
	// to 4 toward COMPARE than the rule does; README.)
	// ("Cube, Riese oder Gazelle … welches würdet ihr nehmen?" read with
	// no option: a question that selects, where no option was read, asks
	// to compare the ones the text names. In the labelled sets such texts
	// are comparisons 7 times in 8.)
	if f.which && !slices.ContainsFunc(f.options, func(o cand) bool { return !o.no }) {
		return domain.ModeCompare
	}
	m := d.ruleMargin(f)
	if modeWeights != nil && m > -decideSure && m < compareSure {
		m = dot(modeWeights, d.modeFeatures(f, m))
	}
	if m > 0 {
		return domain.ModeCompare
	}
	return domain.ModeDecide
}

// decideSure and compareSure are the hand rule's margins past which it
// decides alone: it is sure of a decision from 2 (a "Should we:" list of
// actions, two courses of action and nothing else), of a comparison only
// from 4.
const (
	decideSure  = 2.0
	compareSure = 4.0
)

// grill reports a decision already made put up for critique: "Just
// bought a fridge … Should I buy the care plan?" is context when the
// text still asks whether, and asks no critique.
func (d *doc) grill(f *framing) bool {
	chosen := false
	for _, o := range f.options {
		chosen = chosen || o.chosen
	}
	// ("Booked!! … tell me what I missed": a decision made and a
	// critique asked for is one, though no option read is the chosen
	// one.)
	// ("We said yes to Maple Grove … Did we mess up? Should I be calling
	// the board Monday?": asked whether one chose wrong, a question
	// whether to act on it still grills the decision.)
	if chosen && (f.critique || f.best == ckDecided && !d.asksWhether()) || f.decided && f.critique && (!d.asksWhether() || d.findPhrase(critiqueMadeIdx) >= 0) {
		return true
	}
	// "Včera sme podpísali úverovú zmluvu … Máme od Sporky odstúpiť?",
	// "Взял вчера Redmi … Оставлять редми или сдавать?": asked whether to
	// undo a decision stated made, the decision is put up to be checked.
	if d.asksToUndo() && (f.decided || d.statesCommitted(f.options)) {
		return true
	}
	if f.which || d.asksWhether() {
		return false
	}
	// "¿Me he equivocado o no?", "Doğru mu yaptım?", "Fiz besteira?":
	// asking whether one chose right presupposes the choice.
	// "Play devil's advocate", "what could bite us?": asking for a plan
	// to be attacked presupposes the plan.
	if d.findPhrase(critiqueMadeIdx) >= 0 || d.findCritique(critiquePlanIdx) >= 0 {
		return true
	}
	// "Rozhodl jsem se pro hypotéku … Je tam něco, co přehlížím?", "c'est
	// signé avec Embaltech … Je veux être sûr qu'on n'a rien raté": a
	// decision stated made, its option named, and words of what was
	// overlooked, wrong or risky in it, is put up for critique in
	// whatever words. "Nursery place accepted – tell me what I've
	// missed": a request for critique beside a committing verb that opens
	// the text or names an option is a decision made.
	if chosen && f.decided && d.speaksOfCritique() || f.critique && d.statesCommitted(f.options) {
		return true
	}
	// "上周六跟「匠心装饰」签了合同 … 是不是选错了", "Der Vertrag ist
	// unterschrieben … Gibt es Risiken?": a committing verb stated and
	// words of what was overlooked, wrong or risky are a decision put up
	// for critique, though no option read is the one chosen (in a
	// language written without spaces the words stand inside runs of
	// ideographs, where only their stems are read).
	// (A decision stated made counts too, unless a question asks "X or
	// Y?": "¿Me compro la moto o sigo yendo en autobús?")
	asksChoice := slices.ContainsFunc(f.groups, func(g candGroup) bool { return g.kind == ckCoord && g.question && g.score > -100 })
	if d.speaksOfCritique() && (d.statesCommitted(f.options) || f.decided && !asksChoice) {
		return true
	}
	// "We signed with Solcat Energia on Monday. The other quote was …":
	// a thing named with capitals, stated chosen with a committing verb, is a
	// decision made, whatever the text then asks — unless it asks which
	// or whether. (A chosen "no-go" or "20 June" is no such thing.)
	// ("i've booked the ibis saldanha, paid already", a name typed in
	// lower case or written in a script without capitals, is known by
	// the list of options that names it too.)
	named := slices.ContainsFunc(f.options, func(o cand) bool {
		return o.chosen && (d.namesProperly(o) || d.capitalised(o) || listedElsewhere(f.groups, o)) && !d.dateLabel(o)
	})
	return named && f.decided && d.statesCommitted(f.options)
}

// asksToUndo reports a question that asks whether to undo what was
// done: cancel it, send it back, withdraw ([reverse]).
func (d *doc) asksToUndo() bool {
	for _, s := range d.sents {
		if s.question && d.findPhraseIn(s.a, s.b, reverseIdx) >= 0 {
			return true
		}
	}
	return false
}

// capitalised reports whether every word of c but function words is
// written with a capital, as a name is ("Reformas Costa", "Brompton C
// Line"; not "no-go", "Host the regional partner day").
func (d *doc) capitalised(c cand) bool {
	words := 0
	for _, i := range c.kept {
		t := d.toks[i]
		if t.kind != tWord || stopwords[t.low] {
			continue
		}
		if !t.upper {
			return false
		}
		words++
	}
	return words > 0
}

// dateLabel reports whether a candidate names a day or a month ("20
// June", "Friday").
func (d *doc) dateLabel(c cand) bool {
	return slices.ContainsFunc(c.kept, func(i int) bool {
		w := d.toks[i].low
		_, day := weekdayOf[w]
		return monthNumber[w] > 0 || day
	})
}

// statesCommitted reports a statement of the past form of a committing
// verb (frames.txt [committed-stem], matched on the word's beginning:
// signed, booked, ordered, enrolled, paid) that opens the text or names
// an option. ("Hey Sam — quick sanity check … I'm a freelance React
// dev, fully booked until end of May, and then I have these two" commits
// to neither.)
func (d *doc) statesCommitted(opts []cand) bool {
	first := true
	for _, s := range d.sents {
		committed, named, read := false, false, false
		committedAt := -1
		for i := s.a; i < s.b; i++ {
			t := d.toks[i]
			if t.kind != tWord || d.blocked(i) {
				continue
			}
			read = true
			// ("je dois choisir": a past form's stem plus "r" is its
			// infinitive, a choice still to make.)
			infinitive := strings.HasSuffix(t.low, "r") && committedStems.has(strings.TrimSuffix(t.low, "r"))
			if !committed && (committedStems.begins(t.low) && !infinitive || committedStems.within(t.low)) {
				committed, committedAt = true, i
			}
			named = named || slices.ContainsFunc(opts, func(o cand) bool { return !o.no && namesKey(t.low, o.keys) })
		}
		if !read {
			continue
		}
		// ("えーっと今日さ ディーラーでフリードの手付金5万円払ってきたんだけど
		// … 何か見落としてることある？": a voice note without stops is one
		// long question; a committing verb far before its end is stated.)
		if committed && (!s.question || d.farFromEnd(s, committedAt)) && (first || named) {
			return true
		}
		first = false
	}
	return false
}

// farFromEnd reports whether token i stands forty characters or more
// before the end of sentence s: in a long question, a clause of its own.
func (d *doc) farFromEnd(s sentence, i int) bool {
	return i >= 0 && utf8.RuneCountInString(d.text[d.toks[i].end:d.toks[s.b-1].end]) >= 40
}

// namesKey: the word is one of the keys, or an inflection of a key of
// four letters or more ("Petrolom" names Petrol), or a run of ideographs
// or kana that holds a key of two or more ("上周已经在阿里云下单" names
// 阿里云).
func namesKey(w string, keys []string) bool {
	for _, k := range keys {
		n := utf8.RuneCountInString(k)
		if w == k || n >= 4 && strings.HasPrefix(w, k) {
			return true
		}
		if n >= 2 && startsUnspaced(k) && strings.Contains(w, k) {
			return true
		}
	}
	return false
}

// speaksOfCritique reports a word of critique: an oversight, a mistake, a
// flaw, a risk, a thing to watch out for (frames.txt [critique-stem],
// matched on the word's beginning).
func (d *doc) speaksOfCritique() bool {
	for _, s := range d.sents {
		for i := s.a; i < s.b; i++ {
			if t := d.toks[i]; t.kind == tWord && !d.blocked(i) && (critiqueStems.begins(t.low) || critiqueStems.within(t.low)) {
				return true
			}
		}
	}
	return false
}

// stemSet holds word beginnings by their first rune, so a word is
// checked against the few that could begin it, not the whole list.
type stemSet map[rune][]string

// within reports whether a run of ideographs or kana contains one of the
// set's stems written in them: "是不是选错了" holds 选错, a language
// written without spaces puts a word anywhere in its run.
func (s stemSet) within(w string) bool {
	if !startsUnspaced(w) {
		return false
	}
	for first, sts := range s {
		if !unspaced(first) || !strings.ContainsRune(w, first) {
			continue
		}
		for _, st := range sts {
			if strings.Contains(w, st) {
				return true
			}
		}
	}
	return false
}

func newStemSet(stems []string) stemSet {
	s := stemSet{}
	for _, st := range stems {
		r, _ := utf8.DecodeRuneInString(st)
		s[r] = append(s[r], st)
	}
	return s
}

// has reports whether w is one of the set's beginnings, whole.
func (s stemSet) has(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return slices.Contains(s[r], w)
}

// begins reports whether one of the set's beginnings begins w.
func (s stemSet) begins(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	for _, st := range s[r] {
		if strings.HasPrefix(w, st) {
			return true
		}
	}
	return false
}

// ruleMargin weighs COMPARE against DECIDE by hand: how far the rule
// leans to COMPARE (positive) or to DECIDE. It was the reader's mode
// before the learned weights; it is their baseline
// (TestModeWeightsBeatTheRule) and one of their features.
func (d *doc) ruleMargin(f *framing) float64 {
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
	// (In the labelled sets, two courses of action and nothing else are
	// a decision 77 times in 78: the rule is sure of them.)
	if twoActions {
		decide += 1.5
	}
	switch f.best {
	case ckTable, ckNameLines:
		if !twoActions {
			compare += 4
			structural = true
		}
	case ckItems:
		switch {
		case d.shouldList() && actions >= things:
			// "Should I: 1. … 2. …"; a list of things under a line with a
			// modal ("devo cambiare macchina … Sono indeciso tra:") is
			// laid out to compare.
			decide += 3
		case !twoActions:
			compare += 3
			structural = true
		}
	case ckSubjects:
		compare++
	case ckCoord, ckAnswer, ckNames:
		switch {
		case things+actions >= 3:
			compare += 2.5 // three or more alternatives side by side
			structural = true
		case things == 2:
			compare += 0.5
		}
	case ckProposals:
		switch {
		case things+actions >= 3:
			compare += 2.5 // three or more put forward in a thread
			structural = true
		case things == 2:
			compare += 2.5 // two named places or things put forward
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
	// "Should we go for the remortgage to Larkfield or just do the
	// product transfer?": a question that puts two courses of action
	// to the reader is a decision, whatever list laid them out.
	// So is one that sets a change against keeping the present: "est-ce
	// que je passe chez Free ou est-ce que je garde mon forfait SFR ?",
	// "Bytte eller beholde?".
	for _, g := range f.groups {
		if g.kind != ckCoord || !g.question || g.score <= -100 || len(g.members) != 2 || actions+things > 3 {
			continue
		}
		a, b := g.members[0], g.members[1]
		if a.verbLed && b.verbLed || keepsPresent(a) != keepsPresent(b) {
			decide += 3
			break
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
	return compare - decide
}

// keepsPresent reports whether c is the status quo: "stay", "Me quedo",
// "je garde mon forfait SFR", "Don't".
func keepsPresent(c cand) bool { return c.no || statusQuoLabel(c.label) }

// asksWhether reports whether a question opens with a yes/no frame
// ("Should I buy it?").
func (d *doc) asksWhether() bool {
	for _, s := range d.sents {
		if !s.question {
			continue
		}
		// ("what should we be checking before the contract's final?": a
		// frame after a question word asks what, not whether.)
		// ("Would you have done the same?" asks whether a choice made was
		// right, not whether to make one.)
		i := d.findPhraseIn(s.a, s.b, yesnoIdx)
		if i >= 0 && !slices.ContainsFunc(d.toks[s.a:i], func(t token) bool { return questionWord[t.low] }) && d.phraseSpan(i, s.b, critiqueMadeIdx) <= i {
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
		// ("Which one do we go with?", "se ne vale la pena": a yes/no
		// phrase inside a question that selects, or in a statement, puts
		// no list to a yes/no frame.)
		pl := d.lines[p]
		asks := d.toks[pl.b-1].s == ":"
		for _, s := range d.sents {
			if s.a < pl.b && s.b > pl.a && s.question && d.findPhraseIn(s.a, s.b, whichIdx) < 0 {
				asks = true
			}
		}
		if !asks {
			return false
		}
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

// modeFeatureNames name the features modeFeatures returns, in order; the
// weights file (data/mode_weights.tsv) lists one weight per name.
var modeFeatureNames = func() []string {
	ns := []string{"bias"}
	for k := ckAnswer; k <= ckProposals; k++ {
		ns = append(ns, fmt.Sprintf("best-%d", k))
	}
	ns = append(ns, "actions", "things", "options", "two-actions", "should-list", "which", "yesno", "decided", "critique",
		"asks-whether", "yesno-group", "question-coord", "status-quo", "what-to-do", "decide-cue", "best-score", "rule-margin", "three-plus",
		"question-things", "question-actions")
	for c := catGeneric; c <= catHiring; c++ {
		ns = append(ns, "cat-"+categoryNames[c])
	}
	return ns
}()

// modeFeatures describes the shape of the text and of the options read,
// for the learned weights: the structure the options came from, how many
// are actions and how many things, the questions asked, the category,
// and the hand rule's margin.
func (d *doc) modeFeatures(f *framing, margin float64) []float64 {
	x := make([]float64, 0, len(modeFeatureNames))
	b := func(v bool) float64 {
		if v {
			return 1
		}
		return 0
	}
	x = append(x, 1)
	for k := ckAnswer; k <= ckProposals; k++ {
		x = append(x, b(f.best == k))
	}
	actions, things, quo := 0, 0, false
	for _, o := range f.options {
		if o.no {
			continue
		}
		ws := words(o.label)
		if o.verbLed || negated(ws) {
			actions++
		} else {
			things++
		}
		quo = quo || o.no || len(ws) > 0 && statusQuoWords[ws[0]]
	}
	yesnoGroup, questionCoord := false, false
	// The alternatives a question names: things ("Kafka or RabbitMQ?")
	// or courses of action ("go for the remortgage or just do the
	// transfer?").
	qThings, qActions := false, false
	bestScore := 0.0
	for k, g := range f.groups {
		if g.score <= -100 {
			continue
		}
		if k == 0 {
			bestScore = g.score
		}
		yesnoGroup = yesnoGroup || g.kind == ckYesNo
		questionCoord = questionCoord || g.kind == ckCoord && g.question
		if g.kind == ckCoord && g.question && !qThings && !qActions {
			verbs := 0
			for _, c := range g.members {
				if c.verbLed || negated(words(c.label)) {
					verbs++
				}
			}
			qThings, qActions = verbs == 0, verbs == len(g.members)
		}
	}
	x = append(x, float64(min(actions, 5))/5, float64(min(things, 5))/5, float64(min(actions+things, 6))/6,
		b(actions == 2 && things == 0), b(d.shouldList()), b(f.which), b(f.yesno), b(f.decided), b(f.critique),
		b(d.asksWhether()), b(yesnoGroup), b(questionCoord), b(quo), b(d.findPhrase(whatToDoIdx) >= 0),
		b(d.findPhrase(decideCueIdx) >= 0), clamp(bestScore/15, -1, 1), clamp(margin/4, -2, 2), b(actions+things >= 3),
		b(qThings), b(qActions))
	for c := catGeneric; c <= catHiring; c++ {
		x = append(x, b(d.cat == c))
	}
	return x
}

func dot(w, x []float64) float64 {
	s := 0.0
	for i := range min(len(w), len(x)) {
		s += w[i] * x[i]
	}
	return s
}

// modeWeights are the learned weights of modeFeatures (positive:
// COMPARE), read from data/mode_weights.tsv; nil when the file is
// absent, and ruleMode decides.
var modeWeights = readModeWeights()

func readModeWeights() []float64 {
	raw, err := dataFS.ReadFile("data/mode_weights.tsv")
	if err != nil {
		return nil
	}
	byName := map[string]float64{}
	for n, line := range strings.Split(string(raw), "\n") {
		if line = strings.TrimSpace(line); line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, v, ok := strings.Cut(line, "\t")
		w, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if !ok || err != nil {
			panic(fmt.Sprintf("offline: mode_weights.tsv:%d: %q is not name<TAB>weight", n+1, line))
		}
		byName[name] = w
	}
	w := make([]float64, len(modeFeatureNames))
	for i, name := range modeFeatureNames {
		v, ok := byName[name]
		if !ok {
			panic(fmt.Sprintf("offline: mode_weights.tsv has no weight for %q", name))
		}
		w[i] = v
	}
	return w
}

// listedElsewhere reports whether a candidate a decision names is a
// member of a list, table or set of named lines the text lays out too.
func listedElsewhere(groups []candGroup, o cand) bool {
	for _, g := range groups {
		if g.kind != ckItems && g.kind != ckTable && g.kind != ckNameLines || g.score <= -100 {
			continue
		}
		if matchCand(g.members, o) >= 0 {
			return true
		}
	}
	return false
}
