package offline

import (
	"math"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/domain/decision"
	"github.com/verdicthq/verdict/ports"
)

// Tests of the reader's pieces, each in words of its own (not the
// corpora's): what a line is, what a figure is, which options a text
// lays out, which facts and limits it states.

func TestSegmentSetsApartWhatIsNotTheDecision(t *testing.T) {
	cases := []struct {
		name, text string
		noise      []string // words that must be masked
		kept       []string // words that must stay content
	}{
		{"greeting and sign-off", "Hey folks,\nWe must pick a CRM by Friday: Attio or Folk?\nCheers,\nPriyanka", []string{"hey", "cheers", "priyanka"}, []string{"attio", "folk"}},
		{"email headers", "From: dana@example.com\nTo: ops@example.com\nSubject: courier for the Leeds warehouse\nShould we switch from DPD to Evri?", []string{"dana"}, []string{"courier", "evri"}},
		{"chat speakers and timestamps", "[09:14] Ana: I'd go with Linear\n[09:15] Bo: what about Height?\n[09:17] Ana: Height has no API yet", []string{"09", "ana", "bo"}, []string{"linear", "height"}},
		{"edit marker", "Which bike rack? Thule or Saris.\nEDIT: the car is a Golf", []string{"edit"}, []string{"golf", "thule"}},
		{"collapsed greeting", "Hi all, which boiler should we fit, Vaillant or Worcester? Thanks, Jo", []string{"hi", "thanks", "jo"}, []string{"vaillant", "worcester"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := parse(domain.ReadingForm(c.text))
			masked := map[string]bool{}
			content := map[string]bool{}
			for i, tk := range d.toks {
				if tk.kind == tNL {
					continue
				}
				if d.noise[i] {
					masked[tk.low] = true
				} else {
					content[tk.low] = true
				}
			}
			for _, w := range c.noise {
				if !masked[w] || content[w] {
					t.Errorf("%q should be masked", w)
				}
			}
			for _, w := range c.kept {
				if !content[w] {
					t.Errorf("%q should stay content", w)
				}
			}
		})
	}
}

func TestTablesReadRowsOrColumns(t *testing.T) {
	rows := "| Model | Price | Weight |\n|---|---|---|\n| Aeron | $1,400 | 18 kg |\n| Leap V2 | $1,100 | 22 kg |\nWhich chair?"
	cols := "| | Aeron | Leap V2 |\n|---|---|---|\n| Price | $1,400 | $1,100 |\n| Weight | 18 kg | 22 kg |\nWhich chair?"
	for name, text := range map[string]string{"rows": rows, "columns": cols} {
		t.Run(name, func(t *testing.T) {
			d := parse(text)
			f := d.frame(nil)
			if len(f.options) != 2 || !strings.Contains(strings.ToLower(f.options[0].label+f.options[1].label), "aeron") {
				t.Fatalf("options %v", labelsOf(f.options))
			}
			refs := []ports.OptionRef{{ID: "a", Label: f.options[0].label, Origin: "caller"}, {ID: "b", Label: f.options[1].label, Origin: "caller"}}
			r := newReading(text, nil, refs)
			got := map[string]int{}
			for _, fc := range r.fcs {
				got[fc.label] = len(fc.facts)
			}
			if got["Price"] != 2 || got["Weight"] != 2 {
				t.Errorf("fact criteria %v, want Price and Weight for both", got)
			}
		})
	}
}

func labelsOf(cs []cand) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.label)
	}
	return out
}

func TestAmountsNormalise(t *testing.T) {
	cases := []struct {
		text  string
		class string
		value float64
		per   string
	}{
		{"it costs $1,200 upfront", "money", 1200, ""},
		{"about 1.2k a year", "money", 1200, "year"},
		{"€45/month all in", "money", 45, "month"},
		{"die Miete ist 1.350 € warm", "money", 1350, ""},
		{"el alquiler es 950,50 € al mes", "money", 950.5, "month"},
		{"a defect rate of 3.5%", "percent", 3.5, ""},
		{"churn is 0.5 percent", "percent", 0.5, ""},
		{"45 min each way", "time", 0.75, "way"},
		{"ships in 2 days", "time", 48, ""},
		{"rated 4.5 stars", "rating", 4.5, ""},
		{"4.6★ on Google", "rating", 4.6, ""},
		{"scored 8/10 by testers", "rating", 8, ""},
		{"total trip 2h 30m", "time", 2.5, ""},
		{"weighs 1.4 kg", "mass", 1400, ""},
		{"16 GB of RAM", "data", 16, ""},
		{"p95 at 38 ms", "latency", 38, ""},
		{"a hospedagem do app da clínica custa R$ 2.180 por mês", "money", 2180, "month"},
		{"the Sydney flat is A$620 a week", "money", 620, "week"},
		{"hyran för lägenheten är 9 800 kr i månaden", "money", 9800, "month"},
		{"czynsz to 3 200 zł w miesiącu", "money", 3200, "month"},
		{"- Lenovo Yoga 7: 949 €, touch", "money", 949, ""},
		{"a 50mm prime lens", "distance", 0.05, ""},
		{"we raised $5MM last year", "money", 5e6, ""},
	}
	for _, c := range cases {
		d := parse(c.text)
		ms := d.amounts()
		found := false
		for _, m := range ms {
			if m.class == c.class && math.Abs(m.value-c.value) < 1e-6 && m.per == c.per {
				found = true
			}
		}
		if !found {
			var got []string
			for _, m := range ms {
				got = append(got, d.phrase(m.a, m.b)+"="+m.class)
			}
			t.Errorf("%q: no %s %v per %q; read %v", c.text, c.class, c.value, c.per, got)
		}
	}
	// Not amounts: a year, a model number, a clock time, a date; no rate
	// in a place ("i Göteborg").
	for _, m := range parse("hyran är 9 800 kr i Göteborg").amounts() {
		if m.per != "" {
			t.Errorf("a place read as a rate: %q", m.per)
		}
	}
	// A lens's focal range is millimetres and its "G" a letter of its
	// name: neither money nor grams.
	for _, m := range parse("Sony FE 24-105mm f/4 G OSS").amounts() {
		if m.class == "money" || m.class == "mass" {
			t.Errorf("a lens name: read %v %s", m.value, m.class)
		}
	}
	// The quote that closes a plan's name is no inch mark; one after a
	// screen's size is.
	for _, m := range parse(`I'm on the "Unlimited 40" plan, £20/mo`).amounts() {
		if m.class == "distance" {
			t.Errorf("a quoted name's closing quote read as inches: %v", m.value)
		}
	}
	if ms := parse(`a 65" OLED for £1,299`).amounts(); !slices.ContainsFunc(ms, func(m amount) bool { return m.class == "distance" }) {
		t.Error(`65" not read as inches`)
	}
	// "per any extra guest" is no rate: "any" is a year only in Catalan's
	// "l'any".
	for _, m := range parse("it's $15 per any extra guest").amounts() {
		if m.per != "" {
			t.Errorf("'per any' read as a rate: %q", m.per)
		}
	}
	for _, text := range []string{"back in 2019", "the Pixel 8a", "at 10:42 we met", "on October 15", "Riverside Lofts #4B", "see ticket #2291"} {
		for _, m := range parse(text).amounts() {
			if m.class != "" && m.class != "count" {
				t.Errorf("%q: read an amount %v %s", text, m.value, m.class)
			}
		}
	}
}

func TestLabelGateRefusesNonOptions(t *testing.T) {
	for _, text := range []string{
		"which one should we get",   // a question word
		"34",                        // a number
		"$6/employee cheaper",       // a figure
		"it",                        // a pronoun
		"price",                     // a header word, from a table
		"i think we should do that", // a whole clause
		"is that fair",              // an inverted question
		"overlooking anything",      // a vague pronoun phrase
		"she's",                     // a pronoun with its verb
		"am i missing something",    // a request for critique
		"übersehe ich was",          // the same, in German
		"reasons to go",             // a paragraph's lead-in
		"Situation",                 // the same
	} {
		d := parse(text)
		c, ok := d.newCand(0, len(d.toks), labelOpts{maxWords: 9})
		c.listed = true
		if ok && d.gate(c) {
			t.Errorf("%q passed the label gate", text)
		}
	}
	for _, text := range []string{"ThinkPad X1 Carbon", "stay in Porto", "a care home near my sister", "Option B"} {
		d := parse(text)
		c, ok := d.newCand(0, len(d.toks), labelOpts{maxWords: 9})
		if !ok || !d.gate(c) {
			t.Errorf("%q refused by the label gate", text)
		}
	}
}

func TestFactsDirectionComesFromTheAttribute(t *testing.T) {
	text := "- Brennan Plumbing: 0.9% callback rate, warranty 24 months, quote £2,950\n- Ohm & Sons: 2.4% callback rate, warranty 12 months, quote £3,400\nWho should we book?"
	refs := []ports.OptionRef{{ID: "b", Label: "Brennan Plumbing", Origin: "caller"}, {ID: "o", Label: "Ohm & Sons", Origin: "caller"}}
	r := newReading(text, nil, refs)
	dirs := map[string]int8{}
	for _, fc := range r.fcs {
		dirs[fc.label] = fc.dir
		// The better figure leans higher.
		a, b := fc.facts[0], fc.facts[1]
		la, lb := fc.valueLean(a.value), fc.valueLean(b.value)
		better := a.value > b.value == (fc.dir > 0)
		if better != (la > lb) {
			t.Errorf("%s: %v leans %.2f, %v leans %.2f", fc.label, a.value, la, b.value, lb)
		}
	}
	if dirs["Warranty"] != 1 {
		t.Errorf("warranty direction %d, want higher is better (%v)", dirs["Warranty"], dirs)
	}
}

func TestHardLimitsRuleOptionsOut(t *testing.T) {
	cases := []struct {
		name, text string
		opts       []string
		out        []string
	}{
		{"a budget cap", "Our budget is €2,000 max, no exceptions.\n- Brompton: €2,450\n- Tern: €1,890\n- Dahon: €1,390\nWhich folding bike?", []string{"Brompton", "Tern", "Dahon"}, []string{"Brompton"}},
		{"a floor", "It has to tow at least 1,500 kg.\n- Kuga: tows 1,200 kg, €38k\n- Tucson: tows 1,650 kg, €41k\nWhich one?", []string{"Kuga", "Tucson"}, []string{"Kuga"}},
		{"a required feature", "The flat must allow pets; we have a greyhound.\n- Oakfield Road: €1,100, pets allowed\n- Mill Lane: €950, no pets\nWhich flat?", []string{"Oakfield Road", "Mill Lane"}, []string{"Mill Lane"}},
		{"a deadline", "The shelves must be fitted by March 30. Today is March 2.\n- Joinery A: starts in 2 weeks, takes 1 week\n- Joinery B: starts in 4 weeks, takes 1 week\nWho?", []string{"Joinery A", "Joinery B"}, []string{"Joinery B"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var refs []ports.OptionRef
			for i, o := range c.opts {
				refs = append(refs, ports.OptionRef{ID: string(rune('a' + i)), Label: o, Origin: "caller"})
			}
			r := newReading(c.text, nil, refs)
			got := map[string]bool{}
			for _, cs := range r.constraints() {
				for _, b := range cs.Breaches {
					for _, o := range refs {
						if o.ID == b.OptionID {
							got[o.Label] = true
						}
					}
				}
			}
			for _, o := range c.opts {
				want := false
				for _, x := range c.out {
					want = want || x == o
				}
				if got[o] != want {
					t.Errorf("%s ruled out: %v, want %v", o, got[o], want)
				}
			}
		})
	}
}

// FuzzFacts: any UTF-8 text gives facts or nothing, never a panic, every
// value finite.
func FuzzFacts(f *testing.F) {
	for _, s := range []string{"€1.290,50 pro Monat", "3.5% vs 2,1 %", "13h 40m total", "8/10, 4,5 Sterne", "1.2k a year per seat",
		"from £95k down to €78k", "| a | $1 |\n| b | $2 |", "up to 4,000 m", "nonstop, free", strings.Repeat("9", 400) + " kg"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if !utf8.ValidString(text) || len(text) > 6000 {
			return
		}
		refs := []ports.OptionRef{{ID: "a", Label: "A", Origin: "caller"}, {ID: "b", Label: "B", Origin: "caller"}}
		r := newReading(text, nil, refs)
		for _, fs := range [][]fact{r.facts, r.context} {
			for _, x := range fs {
				if math.IsNaN(x.value) || math.IsInf(x.value, 0) {
					t.Fatalf("%q: fact %+v not finite", text, x)
				}
			}
		}
		for _, fc := range r.fcs {
			for _, x := range fc.facts {
				if l := fc.valueLean(x.value); math.IsNaN(l) || l < -1 || l > 1 {
					t.Fatalf("%q: lean %v", text, l)
				}
			}
		}
		_ = r.constraints()
	})
}

// A figure stated for one option only is evidence on its criterion, so
// the criterion carries weight even when it is also the category's
// default (which alone would carry none).
func TestAFigureForOneOptionWeighsItsCriterion(t *testing.T) {
	for _, text := range []string{
		"Should I take the pottery course or not? The course is €300.",
		"kayak or paddleboard this summer? the paddleboard is 450 euros",
	} {
		var money *ports.CriterionDraft
		crits := criteriaFor(t, text, nil)
		for i := range crits {
			if crits[i].ID == "money" {
				money = &crits[i]
			}
		}
		if money == nil || money.NoEvidence {
			t.Errorf("%q: money %+v, want a weighted criterion", text, money)
		}
	}
}

// "From 29 to 49" is a change: the first figure is what stands now (the
// status quo's), the second the change's, both in the second's unit. A
// price the speaker charges has no direction of its own.
func TestAChangeFromOneFigureToAnother(t *testing.T) {
	cases := []struct {
		text, change, quo string
		changeV, quoV     float64
		dir               int8
	}{
		{"Should we raise our subscription from 12 to 15 euros a month? Churn is low.", "Raise our subscription from 12 to 15 euros", "Don't raise our subscription from 12 to 15 euros", 180, 144, 0},
		{"Should I switch my phone plan from 40 to 25 dollars a month? Coverage might be worse.", "Switch my phone plan from 40 to 25 dollars", "Don't switch my phone plan from 40 to 25 dollars", 300, 480, -1},
	}
	for _, c := range cases {
		refs := []ports.OptionRef{{ID: "c", Label: c.change, Origin: "caller"}, {ID: "q", Label: c.quo, Origin: "caller", Kind: decision.KindStatusQuo}}
		r := newReading(c.text, nil, refs)
		got := map[string]fact{}
		for _, f := range r.facts {
			got[refs[f.opt].ID] = f
		}
		if got["c"].value != c.changeV || got["q"].value != c.quoV {
			t.Errorf("%q: change %v, status quo %v; want %v and %v (%+v)", c.text, got["c"].value, got["q"].value, c.changeV, c.quoV, r.facts)
		}
		if got["c"].dir != c.dir || got["q"].dir != c.dir {
			t.Errorf("%q: directions %d and %d, want %d", c.text, got["c"].dir, got["q"].dir, c.dir)
		}
	}
}

// The attribute table names each phrase once per class: a second row for
// the same phrase and class would be a silent contradiction.
func TestAttributeTableHasNoDuplicates(t *testing.T) {
	seen := map[string]string{}
	for _, f := range tsvRows("attributes.tsv", 5) {
		for _, class := range strings.Split(f[4], ",") {
			key := f[0] + "|" + class
			if prev, dup := seen[key]; dup {
				t.Errorf("%q for %s twice: %q and %q", f[0], class, prev, strings.Join(f, "\t"))
			}
			seen[key] = strings.Join(f, "\t")
		}
	}
}

// A price stated at its rate is made per year once: unifyPrices names it
// after the first option's price without converting it again.
func TestUnifiedPricesAreAnnualisedOnce(t *testing.T) {
	facts := unifyPrices([]fact{
		{opt: 0, class: "money", label: "Monthly cost", per: "month", value: 3400 * 12, dir: -1},
		{opt: 1, class: "money", label: "Cost", per: "month", value: 2600 * 12, dir: -1},
	})
	if facts[1].value != 2600*12 || facts[1].label != "Monthly cost" {
		t.Errorf("got %s %v, want Monthly cost %v", facts[1].label, facts[1].value, 2600*12)
	}
}

// A word two options share in different forms ("PostgreSQL", "Postgres")
// names neither: the context's own Postgres cluster is no option's.
func TestAKeySharedInAnotherFormNamesNoOption(t *testing.T) {
	r, refs := readShape(t, "Context\nOur self-hosted Postgres cluster costs about €4,800/month all-in.\n\nOptions\n- Aiven for PostgreSQL: €2,950/month\n- PlanetScale Postgres: €2,600/month\n- Crunchy Bridge: €3,400/month\n\nWhich vendor?")
	for _, f := range r.facts {
		if f.value == 4800*12 {
			t.Errorf("%s owns the context's %s", refs[f.opt].Label, f.text)
		}
	}
}

// "Our setup: we run…" is a paragraph and its lead-in: a head whose body
// opens with a subject pronoun names no option, figures or not.
func TestALeadInBeforeAPronounIsNoNameLine(t *testing.T) {
	d := parse("Our setup: we run 12 services on one VM, about $400/month.\nThe problem: we deploy by hand, 3 times a week, 2 hours each.\nShould we move to Kubernetes?")
	for _, g := range d.nameLineGroups() {
		for _, c := range g.members {
			t.Errorf("a lead-in read as a named option: %q", c.label)
		}
	}
}

// A coordinator that is no other word in any language read here is one
// whatever language the text is taken for; a short or mixed text is
// sometimes read as its neighbour ("alebo" in a Slovak text read as
// Slovenian). One that is another word elsewhere stays with its own
// languages ("nebo", the sky in Croatian).
func TestUnambiguousCoordinatorsIgnoreTheDetectedLanguage(t *testing.T) {
	d := parse("Refinancovať alebo zostať? Menjati nebo ostati?")
	d.lang = "sl"
	var found []string
	for i := range d.toks {
		if d.coordAt(i) > 0 {
			found = append(found, d.toks[i].low)
		}
	}
	if !slices.Contains(found, "alebo") || slices.Contains(found, "nebo") {
		t.Errorf("coordinators read as Slovenian: %v, want alebo and not nebo", found)
	}
}
