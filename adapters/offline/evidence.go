package offline

import (
	"math"
	"strings"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/ports"
)

// Word evidence (ENGINE.md "Evidence"): clause by clause, which options
// it speaks of (names and aliases, carried over to the next clause of the
// sentence and to a sentence that opens with a pronoun), which lexicon
// criteria it cues and with what polarity. The figures are the facts
// table's (facts.go); the words around them are masked here, so nothing
// counts twice. A cell with nothing said is Lean 0, Support 0.

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
	"shut", "end", "cancel", "abandon", "stop", "ditch", "scrap", "exit", "dump", "break", "resign",
	"quitter", "quitte", "quittons", "quittes", "vendre", "vends", "vendons", "fermer", "ferme", "arrêter", "arrête", "démissionner",
	"dejar", "dejo", "dejamos", "deja", "vender", "vendo", "vendemos", "cerrar", "cierro", "renunciar", "renuncio",
	"deixar", "deixo", "deixamos", "fechar", "fecho", "kündigen", "kündige", "verlassen", "verlasse", "verlassen", "verkaufen",
	"verkaufe", "aufhören", "schließen", "schließe", "lasciare", "lascio", "lasciamo", "vendere", "chiudere", "chiudo",
	"opzeggen", "verlaten", "verlaat", "verkopen", "verkoop", "stoppen", "stop",
	// Changing one provider for another ("Me cambio a la online", "Cambio o resto?").
	"change", "cambiar", "cambiarme", "cambio", "cambiamos", "cambiare", "cambiamo", "mudar", "mudo", "changer",
	"wechseln", "wechsle", "overstappen", "byta", "byter", "bytte", "skifte", "zmienić", "zmieniam", "vaihtaa", "vaihdan",
	"αλλάξω", "αλλάξουμε", "αλλάζω", "změnit", "změním", "zmeniť", "zmením", "váltani", "váltok", "schimb", "schimba", "değiştirmek",
	"değiştireyim", "promijeniti", "zamenjati", "zamenjam", "canviar", "canvio", "beralih", "pindah", "vahetada", "mainīt", "pakeisti")

var objectEnd = set("to", "into", "for", "and", "with", "in", "from", "on", "at", "by", "so", "because", "or",
	"pour", "à", "et", "avec", "para", "y", "con", "por", "e", "com", "für", "und", "um", "zu", "mit", "als", "per", "voor", "met", "om")

// verbSubjects are the subject pronouns a change verb follows or, in
// inverted word order, precedes ("on quitte", "kündige ich").
var verbSubjects = set("i", "we", "you", "they", "on", "je", "nous", "tu", "vous", "ich", "wir", "du", "yo", "nosotros", "eu", "nós",
	"io", "noi", "ik", "wij", "we", "jij")

// changeAt returns the index of the change verb that opens a label, after
// a subject pronoun ("on quitte Paris") or before one ("Ende Juni
// kündige ich …"), or −1.
func changeAt(ws []string) int {
	for i := 0; i < len(ws) && i < 4; i++ {
		if changeVerbs[ws[i]] && (i == 0 || verbSubjects[ws[i-1]] || i+1 < len(ws) && verbSubjects[ws[i+1]]) {
			return i
		}
	}
	return -1
}

// changeObject returns the key terms of what a change acts on: the words
// after a change verb (and its inverted subject) up to the next
// preposition.
func changeObject(ws []string) []string {
	v := changeAt(ws)
	if v < 0 {
		return nil
	}
	start := v + 1
	for start < len(ws) && verbSubjects[ws[start]] {
		start++
	}
	end := start
	for end < len(ws) && !objectEnd[ws[end]] {
		end++
	}
	return keyTerms(ws[start:end])
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
		info.caller = o.Origin == decision.FromCaller || o.Origin == "" && (o.Kind == decision.KindCaller || o.Kind == "" ||
			o.Kind == decision.KindStatusQuo && len(lw) > 0 && (negated(lw) || lw[0] == "keep" && len(lw) > 2))
		if len(lw) > 0 {
			info.statusQ = statusQuoWords[lw[0]] || o.Kind == decision.KindStatusQuo
			info.oneWay = oneWayWords[lw[0]]
		}
		if info.caller {
			info.keys = nameKeys(lw)
			if len(lw) >= 2 && len(lw) <= 3 {
				info.phrases = append(info.phrases, lw)
			}
			for _, a := range o.Aliases {
				aw := words(a)
				if len(aw) >= 2 && len(aw) <= 3 {
					info.phrases = append(info.phrases, aw)
				}
				for _, k := range nameKeys(aw) {
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

type assessor struct {
	d       *doc
	infos   []optInfo
	crits   []ports.CriterionRef
	critSet map[string]int
	cells   [][][]contrib
	primary int
	here    int // the caller's option that keeps the present place, or -1
	quo     int // the engine's status quo, matched by what a change acts on, or -1
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

// dismissIdx are the phrases that say what was just said does not count
// ("that shouldn't matter", "not an issue"; discourse.txt [dismissal]).
var dismissIdx = phraseList(mustSection(discourse, "discourse.txt", "dismissal"))

// dismissContrasts are the words of contrast a dismissal follows.
var dismissContrasts = set(mustSection(discourse, "discourse.txt", "dismissal-contrast")...)

// dismissedAfter reports whether clause c stands before a contrast in its
// sentence that goes on to dismiss it: "…, but … so that shouldn't
// matter".
func (d *doc) dismissedAfter(c clause) bool {
	s := d.sents[c.sent]
	for i := c.b; i < s.b; i++ {
		if dismissContrasts[d.toks[i].low] {
			return d.findPhraseIn(i+1, s.b, dismissIdx) >= 0
		}
	}
	return false
}

func (s *assessor) readText() {
	d := s.d
	var carry, pending, lastSentOpts, owner map[int]int
	lastSent, ownerLine := -1, -1
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
		// "- Porto: 52k salary, my friends are here": all of an item line
		// whose head names an option speaks of that option.
		if li := d.lineAt(c.a); li != ownerLine {
			ownerLine, owner = li, nil
			if l := d.lines[li]; l.kind == lineItem || l.kind == lineRow {
				if ha, hb, _, sep := d.itemHead(l.a, l.b); sep && hb <= c.b {
					owner = d.mentions(ha, hb, s.infos)
				}
			}
		}
		if len(explicit) == 0 && len(owner) > 0 {
			m = copyMap(owner)
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
		// "Amma is worried SBI branches are slow, but the branch is next
		// to my office so that shouldn't matter": a worry the sentence
		// then dismisses is no evidence.
		if d.dismissedAfter(c) {
			r = clauseRead{pol: map[string]float64{}, at: map[string]int{}, scale: 1}
		}
		if s.namesOnly(c, explicit) {
			// "Rewrite in React or stay on our old app": the clause states
			// the options; their labels are names, not evidence, however
			// the options are ordered or split into clauses.
			r = clauseRead{pol: r.pol, at: r.at, scale: r.scale}
		}
		if len(explicit) > 0 && len(r.order) == 0 && r.fallback == 0 && !d.hasAmount(c.a, c.b) && c.b-c.a <= 4 {
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
		// On a tie the mention before the cue wins ("the Berlin job at 95k
		// or stay in Porto"), whatever the options' order.
		if dist < best || dist == best && m[opt] <= tok && m[owner] > tok {
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

func round3(v float64) float64 {
	r := math.Round(v*1000) / 1000
	if r == 0 {
		return 0 // no negative zero
	}
	return r
}
