package offline

import (
	"fmt"
	"math"
	"strings"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/ports"
)

// Assess reads the evidence for every (option, criterion) pair
// (ENGINE.md "Evidence"). Clause by clause: which options it speaks of
// (names and aliases, carried over to the next clause of the sentence and
// to a sentence that opens with a pronoun), which criteria it cues and
// with what polarity, and its numbers; numbers of one class on one
// criterion are compared across options. Options the engine added lean by
// their kind, with less support. A cell with nothing said is Lean 0,
// Support 0.

const noEvidence = "no evidence in the text"

type contrib struct {
	lean, support float64
	evidence      string
}

type optInfo struct {
	ref      ports.OptionRef
	keys     []string
	phrases  [][]string
	caller   bool            // the caller's option, matched in the text
	mirrorOf int             // for "not X": the index of X, else -1
	statusQ  bool            // keeps things as they are
	oneWay   bool            // opens with a commitment verb
	label    map[string]bool // the words of the label itself
}

var changeVerbs = set("quit", "leave", "sell", "split", "replace", "rewrite", "migrate", "switch", "drop", "cut", "close",
	"shut", "end", "cancel", "abandon", "stop", "ditch", "scrap", "exit", "dump", "break", "resign")

var objectEnd = set("to", "into", "for", "and", "with", "in", "from", "on", "at", "by", "so", "because", "or")

// changeObject returns the key terms of what a change acts on: the words
// after a change verb up to the next preposition.
func changeObject(ws []string) []string {
	if len(ws) < 2 || !changeVerbs[ws[0]] {
		return nil
	}
	end := 1
	for end < len(ws) && !objectEnd[ws[end]] {
		end++
	}
	return keyTerms(ws[1:end])
}

func containsStr(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

var negationOpeners = set("don't", "dont", "do", "not", "no", "never", "decline", "skip")

// negated reports whether a label's words open with a negation: "don't X",
// "not X", "do not X" — but not "do X", which is an option of its own.
func negated(ws []string) bool {
	if len(ws) == 0 || !negationOpeners[ws[0]] {
		return false
	}
	return ws[0] != "do" || len(ws) > 1 && ws[1] == "not"
}

// optionInfos prepares the options for matching: key terms from the label
// and aliases, phrases for short multi-word names, and which option a "not
// X" mirrors. Key terms shared by two options identify neither.
func optionInfos(opts []ports.OptionRef) []optInfo {
	infos := make([]optInfo, len(opts))
	for i, o := range opts {
		info := optInfo{ref: o, mirrorOf: -1, label: map[string]bool{}}
		lw := words(o.Label)
		for _, w := range lw {
			info.label[w] = true
		}
		info.caller = o.Kind == decision.KindCaller || o.Kind == "" ||
			o.Kind == decision.KindStatusQuo && len(lw) > 0 && (negated(lw) || lw[0] == "keep" && len(lw) > 2)
		if len(lw) > 0 {
			info.statusQ = statusQuoWords[lw[0]] || o.Kind == decision.KindStatusQuo
			info.oneWay = oneWayWords[lw[0]]
		}
		if info.caller {
			info.keys = keyTerms(lw)
			if len(lw) >= 2 && len(lw) <= 3 {
				info.phrases = append(info.phrases, lw)
			}
			for _, a := range o.Aliases {
				aw := words(a)
				if len(aw) >= 2 && len(aw) <= 3 {
					info.phrases = append(info.phrases, aw)
				}
				for _, k := range keyTerms(aw) {
					info.keys = appendUnique(info.keys, k)
				}
			}
		}
		infos[i] = info
	}
	// "Don't X" / "Keep … at A" mirror the option they negate.
	for i := range infos {
		lw := words(infos[i].ref.Label)
		negates := len(lw) > 0 && (negated(lw) || infos[i].ref.Kind == decision.KindStatusQuo)
		if !infos[i].caller || !negates {
			continue
		}
		for j := range infos {
			if j == i || !infos[j].caller || infos[j].ref.Kind != decision.KindCaller {
				continue
			}
			if len(infos[i].keys) == 0 || subsetKeys(infos[i].keys, infos[j].keys) {
				infos[i].mirrorOf = j
				break
			}
		}
		if infos[i].mirrorOf >= 0 {
			infos[i].keys, infos[i].phrases = nil, nil
		}
	}
	// "Split our monolith into …", "Quit my corporate job …": the object
	// of a change is what exists now, so the text about it speaks of the
	// status quo, not of the change.
	var objects []string
	for i := range infos {
		if !infos[i].caller || infos[i].mirrorOf >= 0 {
			continue
		}
		obj := changeObject(words(infos[i].ref.Label))
		var keep []string
		for _, k := range infos[i].keys {
			if !containsStr(obj, k) {
				keep = append(keep, k)
			}
		}
		if len(keep) > 0 {
			infos[i].keys = keep
			for _, o := range obj {
				objects = appendUnique(objects, o)
			}
		}
	}
	for i := range infos {
		if infos[i].ref.Kind == decision.KindStatusQuo && !infos[i].caller {
			infos[i].keys = objects
			for _, a := range infos[i].ref.Aliases {
				for _, k := range keyTerms(words(a)) {
					infos[i].keys = appendUnique(infos[i].keys, k)
				}
			}
			break
		}
	}
	// Distinctive keys only.
	count := map[string]int{}
	for _, in := range infos {
		for _, k := range in.keys {
			count[k]++
		}
	}
	for i := range infos {
		var ks []string
		for _, k := range infos[i].keys {
			if count[k] == 1 {
				ks = append(ks, k)
			}
		}
		infos[i].keys = ks
	}
	return infos
}

// mentions returns, for tokens [a, b), the options named and the token of
// each one's last mention.
func (d *doc) mentions(a, b int, infos []optInfo) map[int]int {
	var out map[int]int
	for i := a; i < b; i++ {
		t := d.toks[i]
		if t.kind != tWord && t.kind != tNum {
			continue
		}
		w := strings.TrimSuffix(strings.TrimSuffix(t.low, "'s"), "'")
		for k := range infos {
			in := &infos[k]
			hit := false
			for _, key := range in.keys {
				if similar(w, key) {
					// A generic noun names the option only when defined
					// ("the flat", "our program"), not in "a program".
					if genericNouns2[key] && !d.definite(i, a, in.keys, key) {
						continue
					}
					hit = true
					break
				}
			}
			if !hit {
				for _, p := range in.phrases {
					if i+len(p) <= b && d.matchWords(i, p) {
						hit = true
						break
					}
				}
			}
			if hit {
				if out == nil {
					out = map[int]int{}
				}
				out[k] = i
			}
		}
	}
	return out
}

var genericNouns2 = set("program", "programme", "course", "plan", "service", "company", "school", "app", "tool", "project",
	"deal", "house", "flat", "apartment", "car", "team", "product", "platform", "system", "place", "fund", "round", "degree",
	"offer", "job", "role", "position", "home", "city", "model", "version", "setup", "stack")

var definiteWords = set("the", "this", "that", "our", "my", "his", "her", "their", "your", "its", "same")

// definite reports whether the generic noun at i is defined: after a
// determiner that points back, or after another of the option's keys.
func (d *doc) definite(i, a int, keys []string, self string) bool {
	if i-1 < a {
		return false
	}
	p := d.toks[i-1].low
	if definiteWords[p] {
		return true
	}
	for _, k := range keys {
		if k != self && similar(p, k) {
			return true
		}
	}
	return false
}

var pronounOpeners = set("it", "its", "it's", "they", "their", "this", "that", "he", "she", "his", "her", "these", "those", "both")

type numEntry struct {
	opt   int
	crit  string
	class qclass
	value float64
	good  int8 // +1 higher is better, -1 lower is better
	text  string
	claus string
	bare  bool // the clause cues no criterion
}

type assessor struct {
	d       *doc
	infos   []optInfo
	crits   []ports.CriterionRef
	critSet map[string]int
	cells   [][][]contrib
	primary int
	here    int // the caller's option that keeps the present place, or -1
	quo     int // the engine's status quo, matched by what a change acts on, or -1
	nums    []numEntry
}

// resolve maps a lexicon id to one of the decision's criteria, through
// the resolution chain when the id itself is absent.
func (s *assessor) resolve(id string) (int, bool) {
	if j, ok := s.critSet[id]; ok {
		return j, true
	}
	for _, alt := range criterionChain[id] {
		if j, ok := s.critSet[alt]; ok {
			return j, true
		}
	}
	return 0, false
}

func (s *assessor) add(opt, crit int, c contrib) {
	s.cells[opt][crit] = append(s.cells[opt][crit], c)
}

// quotesText reports whether every "; "-separated part of ans is quoted
// from the decision: an engine answer read from the text adds no evidence.
func quotesText(decision, ans string) bool {
	dec := collapse(decision)
	for _, p := range strings.Split(ans, "; ") {
		if p = collapse(p); p != "" && !strings.Contains(dec, p) {
			return false
		}
	}
	return true
}

func quote(s string) string { return "“" + clip(collapse(s), 160) + "”" }

func assess(in ports.AssessInput) []ports.CellAssessment {
	text := in.Decision
	for _, a := range in.Answers {
		ans := strings.TrimSpace(a.A)
		// Only the caller's own free answers carry facts about options;
		// answers to the engine's questions set priorities and framing.
		if ans == "" || a.ID != "" || quotesText(in.Decision, ans) {
			continue
		}
		text += "\n" + ans
	}
	d := parse(text)
	s := &assessor{d: d, infos: optionInfos(in.Options), crits: in.Criteria, critSet: map[string]int{}, primary: -1}
	for j, c := range in.Criteria {
		if _, dup := s.critSet[c.ID]; !dup {
			s.critSet[c.ID] = j
		}
	}
	s.cells = make([][][]contrib, len(in.Options))
	for i := range s.cells {
		s.cells[i] = make([][]contrib, len(in.Criteria))
	}
	s.primary = primaryOption(s.infos, in.Mode)
	s.here, s.quo = -1, -1
	for i, o := range s.infos {
		if o.ref.Kind == decision.KindStatusQuo && !o.caller && len(o.keys) > 0 {
			s.quo = i
		}
	}
	for i, o := range s.infos {
		if o.caller && o.mirrorOf < 0 && o.statusQ {
			s.here = i
			break
		}
	}
	// The option the text frames as the question ("is X worth it",
	// "should I X", the decision made) is what unattributed statements
	// speak of.
	dd := d
	if text != in.Decision {
		dd = parse(in.Decision)
	}
	x := &extraction{}
	dd.readDecided(x)
	dd.readYesNo(x)
	for _, c := range x.cands {
		if !c.yes && !c.chosen {
			continue
		}
		for i, o := range s.infos {
			if o.caller && o.mirrorOf < 0 && normLabel(o.ref.Label) == normLabel(c.label) {
				s.primary = i
			}
		}
		break
	}
	s.readText()
	s.compareNumbers()
	s.applyPriors()
	return s.output()
}

// primaryOption is the option un-attributed statements are about: the
// chosen one in GRILL mode, X in a yes/no decision, a lone caller option.
func primaryOption(infos []optInfo, mode string) int {
	callers, mirrored := []int{}, -1
	for i, in := range infos {
		if in.caller && in.mirrorOf < 0 {
			callers = append(callers, i)
		}
		if in.mirrorOf >= 0 && mirrored < 0 {
			mirrored = in.mirrorOf
		}
	}
	switch {
	case mode == domain.ModeGrill && len(callers) > 0:
		return callers[0]
	case mirrored >= 0:
		return mirrored
	case len(callers) == 1:
		return callers[0]
	}
	return -1
}

var subjectStarters = set("i", "we", "you", "he", "she", "my", "our", "your", "his", "her", "the", "there", "this", "these",
	"those", "a", "an", "nobody", "everyone", "someone", "everybody", "none", "i'm", "we're", "i've", "we've")

var hereWords = set("here", "nearby", "currently", "locally")

// newSubject reports whether a clause opens with its own subject.
func (d *doc) newSubject(c clause) bool {
	i := c.a
	for i < c.b && (d.toks[i].kind == tPunct || clauseWords[d.toks[i].low]) {
		i++
	}
	return i < c.b && subjectStarters[d.toks[i].low]
}

// hypothetical reports whether a clause speaks of a consequence ("would",
// "will", "might").
func (d *doc) hypothetical(c clause) bool {
	for i := c.a; i < c.b; i++ {
		w := d.toks[i].low
		switch w {
		case "would", "will", "might", "could", "won't", "wouldn't", "gonna":
			return true
		}
		if strings.HasSuffix(w, "'d") || strings.HasSuffix(w, "'ll") {
			return true
		}
	}
	return false
}

var contrastOpeners = set("but", "however", "although", "though", "whereas", "while", "yet")

func (s *assessor) readText() {
	d := s.d
	var carry, pending, lastSentOpts map[int]int
	lastSent := -1
	for _, c := range d.clauses {
		explicit := d.mentions(c.a, c.b, s.infos)
		m := explicit
		if c.sent != lastSent {
			if lastSent >= 0 {
				lastSentOpts = carry
			}
			carry, pending = nil, nil
			lastSent = c.sent
			if len(m) == 0 && pronounOpeners[d.toks[d.sents[c.sent].a].low] {
				m = copyMap(lastSentOpts)
			}
		} else if len(m) == 0 {
			switch {
			case contrastOpeners[d.toks[c.a].low] && d.emphasisIn(c.a, c.b) > 0:
				// "…but money is tight this year": a contrast that states a
				// priority speaks of the situation, not of the option.
			case d.newSubject(c) && !d.hypothetical(c):
				// "…nobody knows k8s deeply, our bill is 3k/month": a new
				// subject stating a fact ends the option's stretch; "…but
				// I would leave my friends" (a consequence) does not.
				carry = nil
			default:
				m = copyMap(carry)
			}
		}
		// "here", "nearby": the place the caller is now.
		if len(m) == 0 && s.here >= 0 && d.hasCue(c.a, c.b, hereWords) {
			m = map[int]int{s.here: c.a}
		}
		for k, v := range pending {
			if _, ok := m[k]; !ok {
				if m == nil {
					m = map[int]int{}
				}
				m[k] = v
			}
		}
		pending = nil
		r := d.readClause(c.a, c.b)
		if s.namesOnly(c, explicit) {
			// "Rewrite in React or stay on our old app": the clause states
			// the options; their labels are names, not evidence, however
			// the options are ordered or split into clauses.
			r = clauseRead{pol: r.pol, at: r.at, scale: r.scale}
		}
		qs := d.quantities(c.a, c.b)
		if len(explicit) > 0 && len(r.order) == 0 && r.fallback == 0 && len(qs) == 0 && c.b-c.a <= 4 {
			pending = m // a bare name shares the next clause's predicate
		}
		if len(m) > 0 {
			carry = m
		}
		// The object of a change ("the free plan" in "cut the free plan")
		// named beside the change speaks of the change, not the status quo.
		if s.quo >= 0 && len(m) > 1 {
			if _, ok := m[s.quo]; ok {
				m = copyMap(m)
				delete(m, s.quo)
			}
		}
		targets := m
		factor := 1.0
		if len(targets) == 0 && s.primary >= 0 {
			targets = map[int]int{s.primary: c.a}
			factor = 0.6
		}
		if len(targets) == 0 {
			continue
		}
		than := -1
		for i := c.a; i < c.b; i++ {
			if d.toks[i].low == "than" {
				than = i
				break
			}
		}
		text := quote(d.phrase(c.a, c.b))
		opts := sortedKeys(targets)
		for _, opt := range opts {
			sign := 1.0
			if than >= 0 && targets[opt] > than {
				sign = -1
			}
			// Several options named in one clause: each cue goes to the
			// option named nearest before it ("Madrid with a better
			// salary or Valencia near my family").
			owns := func(id string) bool {
				if len(explicit) < 2 || than >= 0 {
					return true
				}
				if id == "" {
					// General polarity with no criterion cue in a clause
					// naming several options belongs to none of them.
					return false
				}
				// A cue inside one option's own label ("stay on our old
				// app") is that option's, wherever the options stand in
				// the clause: the order they are listed in must not move
				// evidence between them.
				if o := s.labelOwner(explicit, d.toks[r.at[id]].low); o >= 0 {
					return o == opt
				}
				return nearestOwner(explicit, r.at[id]) == opt
			}
			s.clauseInto(opt, r, sign, factor, text, owns)
		}
		s.collectNumbers(c, qs, m, targets)
	}
}

// namesOnly reports whether every word of clause c belongs to the label of
// an option the clause names, apart from joining words.
func (s *assessor) namesOnly(c clause, named map[int]int) bool {
	if len(named) == 0 {
		return false
	}
	for i := c.a; i < c.b; i++ {
		t := s.d.toks[i]
		if t.kind != tWord || joinWords[t.low] {
			continue
		}
		in := false
		for opt := range named {
			if s.infos[opt].label[t.low] {
				in = true
				break
			}
		}
		if !in {
			return false
		}
	}
	return true
}

var joinWords = set("or", "and", "vs", "versus", "either", "the", "a", "an", "to", "our", "my")

// labelOwner is the one option among those named whose label carries the
// word, or -1 when none or several do.
func (s *assessor) labelOwner(named map[int]int, word string) int {
	owner := -1
	for _, opt := range sortedKeys(named) {
		if s.infos[opt].label[word] {
			if owner >= 0 {
				return -1
			}
			owner = opt
		}
	}
	return owner
}

// nearestOwner is the option mentioned last before tok, or else the one
// mentioned first after it.
func nearestOwner(m map[int]int, tok int) int {
	owner, best := -1, 1<<30
	for _, opt := range sortedKeys(m) {
		dist := tok - m[opt]
		if dist < 0 {
			dist = -dist*2 + 1 // a mention after the cue counts, but less
		}
		if dist < best {
			owner, best = opt, dist
		}
	}
	return owner
}

func copyMap(m map[int]int) map[int]int {
	if m == nil {
		return nil
	}
	out := make(map[int]int, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

func sortedKeys(m map[int]int) []int {
	out := make([]int, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// clauseInto records one clause's reading for one option.
func (s *assessor) clauseInto(opt int, r clauseRead, sign, factor float64, text string, owns func(string) bool) {
	for _, id := range r.order {
		if !owns(id) {
			continue
		}
		j, ok := s.resolve(id)
		if !ok {
			continue
		}
		p := r.pol[id] * r.scale * sign
		if p == 0 {
			s.add(opt, j, contrib{lean: 0, support: 0.1 * factor, evidence: text})
			continue
		}
		lean := clamp(0.6*p, -1, 1)
		s.add(opt, j, contrib{lean: lean, support: 0.5 * factor, evidence: text})
		// Knowing the tool lowers execution risk; defects raise it.
		if id == "skill" || id == "quality" {
			if k, ok := s.critSet["risk"]; ok && k != j {
				s.add(opt, k, contrib{lean: lean / 2, support: 0.25 * factor, evidence: text})
			}
		}
	}
	if len(r.order) == 0 && r.fallback != 0 && owns("") {
		if j, ok := s.resolve(fallbackCriterion[s.d.cat]); ok {
			s.add(opt, j, contrib{lean: clamp(0.5*r.fallback*r.scale*sign, -1, 1), support: 0.3 * factor, evidence: text})
		}
	}
}

var fundingWords = set("round", "raise", "raised", "raising", "seed", "investor", "investors", "funding", "vc", "angel",
	"valuation", "post", "pre-money", "post-money", "fundraise", "offers")

var knowingWords = set("know", "knows", "learned", "baked", "worked", "taught", "practised", "practiced")

var skillDurationWords = set("experience", "experienced", "years'", "exp")
var runwayWords = set("runway", "savings", "saved", "buffer")
var commuteWords = set("away", "commute", "drive", "walk", "ride", "commuting", "distance", "far", "from")
var timingPreps = set("in", "within", "after", "over", "next", "by", "until", "before", "for")

// collectNumbers attributes each quantity to the option named nearest
// before it (or the clause's only option) and to a criterion.
func (s *assessor) collectNumbers(c clause, qs []quantity, m, targets map[int]int) {
	d := s.d
	if len(qs) == 0 {
		return
	}
	bare := len(d.cueHits(c.a, c.b)) == 0
	income := d.incomeContext(c.a, c.b)
	funding := d.cat.organisational() && d.hasCue(c.a, c.b, fundingWords)
	skillCtx := d.hasCue(c.a, c.b, skillDurationWords) || d.hasCue(c.a, c.b, knowingWords)
	runwayCtx := d.hasCue(c.a, c.b, runwayWords)
	longCtx := d.hasCue(c.a, c.b, longGood)
	commuteCtx := d.hasCue(c.a, c.b, commuteWords)
	firstCue := ""
	if r := d.readClause(c.a, c.b); len(r.order) > 0 {
		firstCue = r.order[0]
	}
	claus := quote(d.phrase(c.a, c.b))
	for _, q := range qs {
		owner := -1
		if len(m) > 0 {
			owner = nearestOwner(m, q.tok)
		}
		if owner < 0 {
			if len(targets) != 1 {
				continue
			}
			for opt := range targets {
				owner = opt
			}
		}
		var crit string
		var good int8
		switch q.class {
		case qMoney, qMoneyYear:
			switch {
			case funding:
				crit, good = "growth", 1 // money raised buys runway and speed
			case income && d.cat.organisational():
				crit, good = "revenue", 1
			case income:
				crit, good = "money", 1
			case d.cat.organisational():
				crit, good = "cost", -1
			default:
				crit, good = "money", -1
			}
		case qPercent:
			if firstCue == "" {
				continue
			}
			crit, good = firstCue, critMore(firstCue)
		case qDuration:
			if q.tok > c.a && timingPreps[d.toks[q.tok-1].low] {
				continue // "in 3 years" is timing, not a magnitude
			}
			switch {
			case skillCtx:
				crit, good = "skill", 1
			case runwayCtx:
				crit, good = "risk", 1
			case longCtx:
				crit, good = "quality", 1
			case commuteCtx:
				crit, good = "commute", -1
			default:
				crit, good = "time", -1
			}
		case qDistance:
			crit, good = "commute", -1
		default:
			continue
		}
		// Fixed anchors (ENGINE.md: never relative to the other options): a
		// commute of a quarter hour is good, of an hour or more bad.
		if crit == "commute" && q.class == qDuration && q.value < 1 {
			if j, ok := s.resolve("commute"); ok {
				s.add(owner, j, contrib{lean: commuteAnchor(q.value * 1440), support: 0.4, evidence: claus})
			}
		}
		s.nums = append(s.nums, numEntry{opt: owner, crit: crit, class: q.class, value: q.value, good: good,
			text: d.quantityText(q), claus: claus, bare: bare})
	}
}

// commuteAnchor maps a one-way commute in minutes to a lean.
func commuteAnchor(min float64) float64 {
	switch {
	case min <= 15:
		return 0.4
	case min <= 30:
		return 0.1
	case min <= 45:
		return -0.2
	case min <= 75:
		return -0.5
	}
	return -0.7
}

// compareNumbers leans options on the same criterion and class by where
// their numbers sit between the best and the worst (fixed direction, so a
// number is never judged relative to a guess).
func (s *assessor) compareNumbers() {
	type key struct {
		crit  int
		class qclass
		good  int8
	}
	// Parallel descriptions ("Candidate A: 12 years experience …
	// Candidate B: 5 years …"): a bare number takes the criterion of a
	// cued number of the same class about another option.
	cued := map[qclass][]numEntry{} // a few cued numbers per class, one per option
	for _, n := range s.nums {
		if n.bare || len(cued[n.class]) >= 8 {
			continue
		}
		dup := false
		for _, o := range cued[n.class] {
			dup = dup || o.opt == n.opt
		}
		if !dup {
			cued[n.class] = append(cued[n.class], n)
		}
	}
	for i := range s.nums {
		if !s.nums[i].bare {
			continue
		}
		for _, o := range cued[s.nums[i].class] {
			if o.opt != s.nums[i].opt {
				s.nums[i].crit, s.nums[i].good = o.crit, o.good
				break
			}
		}
	}
	groups := map[key][]numEntry{}
	var order []key
	for _, n := range s.nums {
		j, ok := s.resolve(n.crit)
		if !ok {
			continue
		}
		k := key{j, n.class, n.good}
		if _, seen := groups[k]; !seen {
			order = append(order, k)
		}
		groups[k] = append(groups[k], n)
	}
	callers := 0
	for _, in := range s.infos {
		if in.caller && in.mirrorOf < 0 {
			callers++
		}
	}
	for _, k := range order {
		g := groups[k]
		// First number per option.
		var per []numEntry
		seen := map[int]bool{}
		for _, n := range g {
			if !seen[n.opt] {
				seen[n.opt] = true
				per = append(per, n)
			}
		}
		if len(per) < 2 {
			// A price only one option carries counts a little against it.
			if len(per) == 1 && per[0].good < 0 && (k.class == qMoney || k.class == qMoneyYear) && callers >= 2 {
				s.add(per[0].opt, k.crit, contrib{lean: -0.15, support: 0.2, evidence: per[0].claus + " (the only option with a stated cost)"})
			}
			continue
		}
		lo, hi := per[0].value, per[0].value
		for _, n := range per {
			lo, hi = math.Min(lo, n.value), math.Max(hi, n.value)
		}
		if hi == lo {
			continue
		}
		spread := (hi - lo) / math.Max(math.Abs(hi), math.Abs(lo))
		mag := 0.4 + 0.5*math.Min(1, spread*2)
		for _, n := range per {
			t := (n.value - lo) / (hi - lo)
			if n.good < 0 {
				t = 1 - t
			}
			var others []string
			for _, o := range per {
				if o.opt != n.opt {
					others = append(others, o.text+" ("+s.infos[o.opt].ref.Label+")")
				}
			}
			ev := fmt.Sprintf("%s vs %s", n.claus, strings.Join(others, ", "))
			s.add(n.opt, k.crit, contrib{lean: (2*t - 1) * mag, support: 0.8, evidence: ev})
		}
	}
}

// Kind priors: what an engine option or a status-quo option usually does
// on each criterion, with low support (the text says nothing of them).
var kindPriors = map[decision.Kind]map[string]float64{
	decision.KindStatusQuo: {"risk": .4, "stability": .4, "reversibility": .6, "flexibility": .3, "growth": -.4, "career": -.3,
		"speed": -.3, "cost": .3, "time": .2, "complexity": .4, "stress": .2, "control": .3, "skill": -.1, "revenue": -.2,
		"enjoyment": -.1, "churn": .1, "compliance": .1},
	decision.KindDelay: {"risk": .4, "reversibility": .5, "flexibility": .4, "speed": -.6, "time": -.3, "growth": -.2,
		"career": -.1, "cost": -.1, "stress": -.1, "revenue": -.2, "reputation": -.1},
	decision.KindTrial: {"reversibility": .5, "risk": .3, "flexibility": .3, "cost": .1, "money": .05, "speed": -.2, "time": -.1,
		"skill": .1},
	decision.KindHybrid: {"risk": .2, "reversibility": .3, "flexibility": .2, "complexity": -.3, "time": -.2, "speed": -.2,
		"growth": .1},
}

var kindWords = map[decision.Kind]string{
	decision.KindStatusQuo: "keeping things as they are", decision.KindDelay: "waiting", decision.KindTrial: "a small reversible trial",
	decision.KindHybrid: "a staged or hybrid version",
}

var oneWayPrior = map[string]float64{"reversibility": -.5, "flexibility": -.3, "risk": -.2}

func (s *assessor) applyPriors() {
	for i, in := range s.infos {
		kind := in.ref.Kind
		// "not X" is the flip side of X's evidence, at half strength.
		if in.mirrorOf >= 0 {
			for j := range s.crits {
				if l, sup, ev, ok := summarise(s.cells[in.mirrorOf][j]); ok && sup > 0 {
					if l != 0 {
						s.add(i, j, contrib{lean: -l / 2, support: sup / 2, evidence: "the flip side of " + ev})
					}
				}
			}
		}
		supp := 0.3
		if in.caller {
			supp = 0.15
		}
		priors := kindPriors[kind]
		if in.caller && kind == decision.KindCaller {
			priors = nil
			if in.statusQ {
				priors = kindPriors[decision.KindStatusQuo]
			}
		}
		for j, c := range s.crits {
			if v, ok := priors[c.ID]; ok && v != 0 {
				v /= 2 // generic knowledge, not evidence: keep it mild
				s.add(i, j, contrib{lean: v, support: supp, evidence: "engine prior: " + kindWords[priorKind(kind, in)] + " " + priorPhrase(c.ID, v)})
			}
			if in.caller && in.oneWay && in.mirrorOf < 0 {
				if v, ok := oneWayPrior[c.ID]; ok {
					s.add(i, j, contrib{lean: v / 2, support: 0.15, evidence: "engine prior: a commitment that is hard to undo"})
				}
			}
		}
	}
	// A hybrid sits in the middle of the caller's options; a trial tries
	// them out, so it shares their profile at half strength too.
	for i, in := range s.infos {
		if in.ref.Kind != decision.KindHybrid && in.ref.Kind != decision.KindTrial {
			continue
		}
		for j := range s.crits {
			var sum, sup float64
			n := 0
			for k, o := range s.infos {
				if !o.caller || k == i {
					continue
				}
				if l, su, _, ok := summarise(s.cells[k][j]); ok {
					sum += l
					sup += su
				}
				n++
			}
			if n > 0 && sup > 0 {
				s.add(i, j, contrib{lean: sum / float64(n) / 2, support: sup / float64(n) / 2, evidence: "engine estimate: between the caller's options"})
			}
		}
	}
}

func priorKind(k decision.Kind, in optInfo) decision.Kind {
	if _, ok := kindWords[k]; ok {
		return k
	}
	return decision.KindStatusQuo
}

func priorPhrase(id string, v float64) string {
	good := v > 0
	switch {
	case good:
		return "usually helps on " + strings.ToLower(critLabel(id))
	default:
		return "usually costs on " + strings.ToLower(critLabel(id))
	}
}

// summarise combines a cell's contributions: the support-weighted mean
// lean, support 1 − Π(1 − s), and the strongest evidence.
func summarise(cs []contrib) (lean, support float64, evidence string, ok bool) {
	if len(cs) == 0 {
		return 0, 0, noEvidence, false
	}
	var num, den float64
	miss := 1.0
	best, bestW := -1, -1.0
	for k, c := range cs {
		num += c.lean * c.support
		den += c.support
		miss *= 1 - c.support
		w := math.Abs(c.lean)*c.support + c.support/100
		if w > bestW {
			best, bestW = k, w
		}
	}
	if den > 0 {
		lean = num / den
	}
	support = math.Min(0.95, 1-miss)
	evidence = cs[best].evidence
	// A second, different piece of evidence that points the same way.
	for k, c := range cs {
		if k != best && c.lean != 0 && c.evidence != evidence && (c.lean > 0) == (cs[best].lean > 0) && !strings.HasPrefix(c.evidence, "engine") {
			evidence += "; " + c.evidence
			break
		}
	}
	return clamp(lean, -1, 1), clamp(support, 0, 1), clip(evidence, 280), true
}

func (s *assessor) output() []ports.CellAssessment {
	out := make([]ports.CellAssessment, 0, len(s.infos)*len(s.crits))
	for i, in := range s.infos {
		for j, c := range s.crits {
			l, sup, ev, ok := summarise(s.cells[i][j])
			if !ok {
				l, sup, ev = 0, 0, noEvidence
			}
			out = append(out, ports.CellAssessment{OptionID: in.ref.ID, CriterionID: c.ID, Lean: round3(l), Support: round3(sup), Evidence: ev})
		}
	}
	return out
}

func round3(v float64) float64 {
	r := math.Round(v*1000) / 1000
	if r == 0 {
		return 0 // no negative zero
	}
	return r
}
