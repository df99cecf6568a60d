package offline

import (
	"maps"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// Candidates from laid-out structure: tables, list items and "Name:
// figures" lines.

// ---- tables ------------------------------------------------------------

// tableGroups reads tables: one option per row (its first cell) or, when
// the first column names attributes, one per column (its header cell).
func (d *doc) tableGroups() []candGroup {
	var out []candGroup
	for k := 0; k < len(d.lines); k++ {
		if d.lines[k].kind != lineRow {
			continue
		}
		// The table: consecutive rows (noise lines between are separators).
		var rows []int
		j := k
		for ; j < len(d.lines) && (d.lines[j].kind == lineRow || d.lines[j].kind == lineNoise); j++ {
			if d.lines[j].kind == lineRow {
				rows = append(rows, j)
			}
		}
		k = j
		if len(rows) < 2 {
			continue
		}
		hdr := -1
		if d.lines[rows[0]].header {
			hdr = rows[0]
			rows = rows[1:]
		}
		if len(rows) == 0 {
			continue
		}
		g := candGroup{kind: ckTable, cued: true}
		if hdr >= 0 && d.attributeColumn(rows) {
			// Options are the columns: "| | Galaxy | Pixel |".
			h := d.lines[hdr]
			for c := 1; c < len(h.cells); c++ {
				cell := h.cells[c]
				cd, ok := d.newCand(cell[0], cell[1], labelOpts{raw: true, maxWords: 8})
				if !ok {
					continue
				}
				cd.region = append(cd.region, cell)
				for _, r := range rows {
					if l := d.lines[r]; c < len(l.cells) {
						cd.region = append(cd.region, l.cells[c])
					}
				}
				g.members = append(g.members, cd)
			}
		} else {
			// "| # | Name | Price |", "İlan No	Başlık	Fiyat": a first
			// column of bare numbers indexes the rows; the next one names
			// them.
			first := 0
			if d.numberColumn(rows) {
				first = 1
			}
			for _, r := range rows {
				l := d.lines[r]
				cell := l.cells[first]
				// "| Motkraft | Motkraft Spot | 0,00 øre/kWh |": a second
				// cell that opens with the first cell's name names it in
				// full.
				if len(l.cells) > first+1 && d.extendsName(cell, l.cells[first+1]) {
					cell = l.cells[first+1]
				}
				cd, ok := d.newCand(cell[0], cell[1], labelOpts{maxWords: 8})
				if !ok {
					continue
				}
				cd.region = append(cd.region, [2]int{l.a, l.b})
				g.members = append(g.members, cd)
			}
		}
		if len(g.members) >= 2 {
			out = append(out, g)
		}
	}
	return out
}

// numberColumn reports whether every row's first cell is one bare number
// (an index or a listing's number) and a second cell follows it.
func (d *doc) numberColumn(rows []int) bool {
	for _, r := range rows {
		l := d.lines[r]
		if len(l.cells) < 2 || l.cells[0][1]-l.cells[0][0] != 1 || d.toks[l.cells[0][0]].kind != tNum {
			return false
		}
	}
	return true
}

// rowHead returns the cell that names table row line k: its first, or
// its second where the first column of its table only numbers the rows.
func (d *doc) rowHead(k int) [2]int {
	l := d.lines[k]
	if len(l.cells) > 1 && d.numberColumn(d.tableRowsAt(k)) {
		return l.cells[1]
	}
	return l.cells[0]
}

// tableRowsAt returns the rows, header left out, of the table line k
// stands in.
func (d *doc) tableRowsAt(k int) []int {
	a := k
	for a > 0 && (d.lines[a-1].kind == lineRow || d.lines[a-1].kind == lineNoise) {
		a--
	}
	var rows []int
	for j := a; j < len(d.lines) && (d.lines[j].kind == lineRow || d.lines[j].kind == lineNoise); j++ {
		if d.lines[j].kind == lineRow && !d.lines[j].header {
			rows = append(rows, j)
		}
	}
	return rows
}

// extendsName reports whether cell b opens with every word of cell a and
// goes on with a word: "Motkraft" → "Motkraft Spot", "Telia" → "Telia
// Smart 10GB".
func (d *doc) extendsName(a, b [2]int) bool {
	n := a[1] - a[0]
	if n == 0 || b[1]-b[0] <= n || d.toks[b[0]+n].kind != tWord {
		return false
	}
	for k := 0; k < n; k++ {
		if d.toks[a[0]+k].low != d.toks[b[0]+k].low {
			return false
		}
	}
	return true
}

// attributeColumn reports whether the first cells of the rows name
// attributes ("Price", "Weight", "Battery") rather than things.
func (d *doc) attributeColumn(rows []int) bool {
	// ("| # | Van | Price |": a column that numbers the rows names no
	// attribute.)
	if d.numberColumn(rows) {
		return false
	}
	// Where the attributes are is where the known attribute names are: a
	// header of "Expense ratio", "10-yr return", "Holdings" has options for
	// rows, whatever their names; a first column of "Initial rate",
	// "Product fee" has options for columns.
	if len(rows) > 0 {
		if h := prevContent(d.lines, rows[0]); h >= 0 && d.lines[h].kind == lineRow && d.lines[h].header {
			// "| | Bitwarden Teams | 1Password Business |": an empty
			// corner cell heads a column of attributes.
			if cs := d.lines[h].cells; len(cs) >= 3 && d.wordCount(cs[0][0], cs[0][1]) == 0 && !d.hasDigit(cs[0][0], cs[0][1]) {
				return true
			}
			// The figures say it when their kinds do: a column of
			// prices beside a column of months has attributes for
			// columns, a row of prices beside a row of weights has
			// them for rows.
			if cols, ok := d.figureOrientation(rows); ok {
				return cols
			}
			inHeader, headerCells := 0, 0
			for _, c := range d.lines[h].cells[min(1, len(d.lines[h].cells)):] {
				headerCells++
				if d.namesAttribute(c) {
					inHeader++
				}
			}
			inColumn, columnCells := 0, 0
			for _, r := range rows {
				if cs := d.lines[r].cells; len(cs) > 1 {
					columnCells++
					if d.namesAttribute(cs[0]) {
						inColumn++
					}
				}
			}
			switch {
			case inHeader*columnCells > inColumn*headerCells:
				return false
			case inColumn*headerCells > inHeader*columnCells:
				return true
			}
		}
	}
	known, n := 0, 0
	for _, r := range rows {
		l := d.lines[r]
		if len(l.cells) < 2 {
			continue
		}
		n++
		c := l.cells[0]
		if d.hasDigit(c[0], c[1]) {
			return false
		}
		for _, w := range d.wordsIn(c[0], c[1]) {
			if attrKnown(w) != "" || genericWord[w] {
				known++
				break
			}
		}
	}
	return n > 0 && known*2 > n
}

// figureOrientation reads a table's orientation from the kinds of its
// figures (money, time, a bare number…): when some row mixes kinds and
// no column does, each column is one attribute and the options are the
// rows (columns=false); when some column mixes kinds and no row does, the
// options are the columns. ok is false when the figures do not say.
func (d *doc) figureOrientation(rows []int) (columns, ok bool) {
	kinds := make([][]string, len(rows)) // per row, per cell after the first: "" when no figure
	width := 0
	for i, r := range rows {
		cs := d.lines[r].cells
		for _, c := range cs[min(1, len(cs)):] {
			kinds[i] = append(kinds[i], d.figureKind(c))
		}
		width = max(width, len(kinds[i]))
	}
	mixed := func(ks []string) bool {
		first := ""
		for _, k := range ks {
			switch {
			case k == "":
			case first == "":
				first = k
			case k != first:
				return true
			}
		}
		return false
	}
	rowMixed, colMixed := 0, 0
	for _, ks := range kinds {
		if mixed(ks) {
			rowMixed++
		}
	}
	for c := 0; c < width; c++ {
		var ks []string
		for _, row := range kinds {
			if c < len(row) {
				ks = append(ks, row[c])
			}
		}
		if mixed(ks) {
			colMixed++
		}
	}
	switch {
	case rowMixed > 0 && colMixed == 0:
		return false, true
	case colMixed > 0 && rowMixed == 0:
		return true, true
	}
	return false, false
}

// figureKind is the class of the first figure in a table cell ("money",
// "time", "number" for a bare one), or "" when it has none.
func (d *doc) figureKind(c [2]int) string {
	// The cell's own figures (amounts() asks the table's orientation to
	// give a bare figure its column's unit).
	for i := c[0]; i < c[1]; i++ {
		if m, ok := d.amountAt(i); ok {
			if m.class == "" {
				return "number"
			}
			return m.class
		}
	}
	return ""
}

// namesAttribute reports whether a table cell names a known attribute:
// the attribute's words are at least half the cell's ("Initial rate",
// "Product fee"; not "Vanguard Total World Stock ETF").
func (d *doc) namesAttribute(c [2]int) bool {
	var ws []string
	for _, w := range d.wordsIn(c[0], c[1]) {
		if !stopwords[w] {
			ws = append(ws, w)
		}
	}
	def, _, ok := findAttr(ws, "*", true)
	return ok && 2*len(def.words) >= len(ws)
}

// ---- list items and "Name: figures" lines -------------------------------

// itemHead finds the name at the head of an item or line: before the
// first colon, spaced dash or bracketed aside; before a comma when figures
// follow it. It returns the head span and the asides inside it.
func (d *doc) itemHead(a, b int) (int, int, [][2]int, bool) {
	t := d.toks
	base := t[a].depth
	var asides [][2]int
	open := -1
	for i := a; i < b; i++ {
		tk := t[i]
		if tk.kind != tPunct {
			continue
		}
		if tk.s == "(" || tk.s == "[" {
			if open < 0 && tk.depth >= base {
				open = i
			}
			continue
		}
		if (tk.s == ")" || tk.s == "]") && open >= 0 {
			asides = append(asides, [2]int{open + 1, i})
			open = -1
			// "Supplier A (Shenzhen): …": the head ends at the separator
			// after the aside.
			continue
		}
		if tk.depth > base || open >= 0 {
			continue
		}
		switch {
		case tk.s == ":":
			return a, i, asides, true
		case (tk.s == "-" || tk.s == "–" || tk.s == "—" || tk.s == "|") && d.standsApart(i) && i > a:
			// ("Vestland Klima – Panasonic Nordic HZ25: 31 500 kr": a
			// second name between the dash and a colon is the head's too.)
			if tk.s != "|" {
				for j := i + 2; j < b && j <= i+4; j++ {
					if t[j].s == ":" {
						if d.nameAfterDash(tokenRange(i+1, j)) {
							return a, j, asides, true
						}
						break
					}
				}
			}
			return a, i, asides, true
		case tk.s == ",":
			// "**1-bed flat, Chorlton** – £975 pcm": a place after the
			// comma, up to the dash, is part of the name.
			if e := d.placeAfterComma(i, b); e > i {
				return a, e, asides, true
			}
			// "pixel 8a is 399 rn on sale, 7 yrs of updates": a copula
			// before a figure ends the name.
			for j := a + 2; j+1 < i; j++ {
				if t[j].kind == tWord && priceCopulas[t[j].low] && t[j+1].kind == tNum {
					return a, j, asides, true
				}
			}
			if !d.hasMeasure(a, i) && d.hasAmount(i, b) {
				return a, i, asides, true
			}
			return a, i, asides, false
		case tk.s == "=" && (i == a || t[i-1].end < tk.start) || tk.s == "→":
			// ("LV= – £615": an "=" written onto a word is the name's.)
			return a, i, asides, true
		}
		if isTerminator(tk.s) && !abbreviationDot(t, i) {
			break // a head never runs over a sentence's end
		}
	}
	// "X at $Y", "X for €Z": the head ends before a preposition that
	// introduces an amount.
	for i := a + 1; i < b; i++ {
		if t[i].kind == tWord && (numPreps[t[i].low] || t[i].low == "at") && d.amountStarts(i+1) {
			return a, i, asides, false
		}

		if d.amountStarts(i) {
			return a, i, asides, false
		}
	}
	return a, b, asides, false
}

// streetPrefixes are the words, most of them abbreviated, that open a
// street's name: "str.", "ul.", "calle", "rue" ("via" is also English:
// "BA, via Heathrow – £412" names BA).
var streetPrefixes = set("str", "strada", "ul", "ulica", "calle", "c", "rue", "viale", "av", "avda", "avenida", "rua", "carrer", "bd",
	"blvd", "utca", "u", "cad", "sok", "sokak", "odos", "ulitsa")

// placeNouns are the words that go on a place's name in lower case
// ("Leeds centre", "Manchester city centre", "Berlin Mitte").
var placeNouns = set(mustSection(labelLists, "labels.txt", "place-nouns")...)

// placeAfterComma returns the separator after a comma at i that one to
// three capitalised words, and emphasis marks, lead to ("1-bed flat,
// Chorlton** –"), or i.
func (d *doc) placeAfterComma(i, b int) int {
	words := 0
	for j := i + 1; j < b && j <= i+6; j++ {
		t := d.toks[j]
		switch {
		case t.kind == tWord && t.upper:
			words++
		case t.kind == tWord && words > 0 && !stopwords[t.low] && placeNouns[t.low]:
			words++ // "Trade Skills 4U, Leeds centre – …"
		case t.kind == tWord && streetPrefixes[t.low] && words == 0:
			// "Gheorgheni, str. Brâncuși –", "Mokotów, ul. Puławska –": a
			// street's abbreviation opens the place.
		case t.s == "." && j > i+1 && streetPrefixes[d.toks[j-1].low] && d.toks[j-1].end == t.start:
		case t.s == "*" || t.s == "_":
		case (t.s == ":" || (t.s == "–" || t.s == "—" || t.s == "-" || t.s == "|") && d.standsApart(j)) && words > 0 && words <= 3:
			// ("Fjellro, Ålsetra: 8 sengeplasser": a colon needs no space
			// before it.)
			return j
		default:
			return i
		}
	}
	return i
}

// hasAmount reports whether an amount with a unit or currency starts in
// [a, b); counts ("5 allocs") count too.
func (d *doc) hasAmount(a, b int) bool {
	for _, m := range d.amounts() {
		if m.a >= a && m.a < b && m.class != "" {
			return true
		}
	}
	return false
}

// hasMoney reports whether an amount of money starts in [a, b).
func (d *doc) hasMoney(a, b int) bool {
	for _, m := range d.amounts() {
		if m.a >= a && m.a < b && m.class == "money" {
			return true
		}
	}
	return false
}

// hasMeasure reports whether an amount with a unit or currency (not a
// count: "Ioniq 5 Long Range" is a name) starts in [a, b).
func (d *doc) hasMeasure(a, b int) bool {
	for _, m := range d.amounts() {
		if m.a >= a && m.a < b && m.class != "" && m.class != "count" {
			return true
		}
	}
	return false
}

// headMeasure reports whether a head [a, b) states a measure, and so is
// no name; a bare figure that ends a capitalised name is part of it
// ("PetGuard Lifetime 7k – £46.20/month", where "7k" reads as money only
// because the text has some).
func (d *doc) headMeasure(a, b int) bool {
	for _, m := range d.amounts() {
		if m.a < a || m.a >= b || m.class == "" || m.class == "count" {
			continue
		}
		// ("Eneco (de verlenging …, ook 1 jaar vast): stroom € 0,31":
		// a figure in a bracketed aside measures no head.)
		if d.toks[m.a].depth > d.toks[a].depth {
			continue
		}
		if m.class == "money" && m.unit == "" && m.a > a && m.b == b && d.toks[a].upper {
			continue
		}
		// "2-year fix at 4.19%": a hyphenated figure before a noun is an
		// adjective of the name.
		if m.b-m.a == 1 && m.b < b && strings.Contains(d.toks[m.a].s, "-") {
			continue
		}
		// "Brenner Transit 350L", "Voltra 500W": a figure glued to its
		// unit after a capitalised name is the model's designation.
		if m.b == b && m.a > a && d.toks[m.a-1].upper && d.glued(m.a, m.b) && hasLetter(d.toks[m.b-1].s) {
			continue
		}
		// ("Gree Pular 3,5 kW – 599 €", "Vivax R Design 3,5 kW": a
		// measure after a make and model of two capitalised words or
		// more is the model's rating, spaced or not.)
		if m.b == b && m.a-a >= 2 && d.toks[a].upper && d.toks[m.a-1].upper && d.toks[m.a-2].upper && attrKnown(d.toks[m.a-1].low) == "" {
			continue
		}
		// ("OVO 1 Year Fixed", "Sky 24 Month Essentials": a measure
		// written in capitals between the capitalised words of a name is
		// a plan's term, part of the name.)
		if m.a > a && m.b < b && d.toks[a].upper && d.toks[m.b-1].upper && d.toks[m.b].kind == tWord && d.toks[m.b].upper {
			continue
		}
		return true
	}
	return false
}

// glued reports whether tokens [a, b) stand with no space between them.
func (d *doc) glued(a, b int) bool {
	for k := a + 1; k < b; k++ {
		if d.toks[k-1].end != d.toks[k].start {
			return false
		}
	}
	return true
}

func (d *doc) amountStarts(i int) bool {
	m, ok := d.amountFrom(i)
	return ok && m.class != "" && m.class != "count"
}

// amountFrom returns the amount that starts at token i, if one does
// (amounts are in text order and do not overlap).
func (d *doc) amountFrom(i int) (amount, bool) {
	ms := d.amounts()
	k := sort.Search(len(ms), func(k int) bool { return ms[k].a >= i })
	if k < len(ms) && ms[k].a == i {
		return ms[k], true
	}
	return amount{}, false
}

// itemCand makes the candidate of one list item or line.
func (d *doc) itemCand(l line, end int) (cand, bool) {
	a, b := l.a, end
	if l.label[1] > l.label[0] {
		// "Option 2: move to GKE" — a generic marker names nothing; the
		// content does. "Candidate A: 12 years…", "Offer 1 - Northshield
		// Insurance: £41,000": the marker is the name, the content head an
		// alias.
		la, lb := l.label[0], l.label[1]
		rest := lb
		for rest < b && d.toks[rest].kind == tPunct && d.toks[rest].s != "(" {
			rest++
		}
		generic := genericMarker[d.toks[la].low]
		if rest < b {
			ha, hb, asides, _ := d.itemHead(rest, b)
			head, ok := d.newCand(ha, hb, labelOpts{maxWords: 9})
			if ok && d.gate(head) && !d.headMeasure(ha, hb) {
				if generic {
					head.region = [][2]int{{l.a, end}}
					d.addAsides(&head, asides)
					return head, true
				}
				c, ok := d.newCand(la, lb, labelOpts{raw: true})
				if ok {
					if len(head.kept) <= 6 {
						c.label = c.label + " – " + head.label
						c.kept = append(c.kept, head.kept...)
					}
					c.aliases = append(c.aliases, strings.ToLower(head.label))
					c.keys = appendUnique(c.keys, "")
					for _, k := range head.keys {
						c.keys = appendUnique(c.keys, k)
					}
					c.keys = without(c.keys, "")
					c.region = [][2]int{{l.a, end}}
					d.addAsides(&c, asides)
					return c, true
				}
			}
		}
		c, ok := d.newCand(la, lb, labelOpts{raw: true})
		if !ok {
			return cand{}, false
		}
		c.region = [][2]int{{l.a, end}}
		return c, true
	}
	ha, hb, asides, _ := d.itemHead(a, b)
	c, ok := d.newCand(ha, hb, labelOpts{maxWords: 9})
	if !ok {
		return cand{}, false
	}
	c.region = [][2]int{{l.a, end}}
	d.addAsides(&c, asides)
	return c, true
}

var genericMarker = set("option", "opción", "opcion", "opção", "opcao", "optie", "opzione", "choice", "alternative", "path",
	"scenario", "variant", "variante")

// addAsides keeps short bracketed asides in a head ("Supplier A
// (Shenzhen)") as aliases.
func (d *doc) addAsides(c *cand, asides [][2]int) {
	for _, as := range asides {
		ws := d.wordsIn(as[0], as[1])
		if len(ws) == 0 || len(ws) > 3 || d.hasDigit(as[0], as[1]) && len(ws) > 1 {
			continue
		}
		c.aliases = append(c.aliases, strings.Join(ws, " "))
		for _, k := range keyTerms(ws) {
			c.keys = appendUnique(c.keys, k)
		}
	}
}

// repeatsLabel reports whether the candidates' labels come round again:
// no more distinct labels than half of them ("Pojemność, Prędkość
// wirowania, …" once per listing; "A) 2-izbový byt, Sásová … C)
// 2-izbový byt, Fončorda" is two of three).
func repeatsLabel(cs []cand) bool {
	seen := map[string]bool{}
	for _, c := range cs {
		seen[normLabel(c.label)] = true
	}
	return len(seen)*2 <= len(cs)
}

// itemGroups reads runs of list items of one marker family.
func (d *doc) itemGroups() []candGroup {
	var out []candGroup
	for k := 0; k < len(d.lines); k++ {
		l := d.lines[k]
		if l.kind != lineItem || l.indent && d.underItem(k) || d.subRunOwner(k) >= 0 {
			continue // a sub-item describes its item
		}
		fam := l.marker
		var members []cand
		j := k
		for j < len(d.lines) {
			cur := d.lines[j]
			// Items under another heading are another list.
			if cur.kind != lineItem || cur.marker != fam || cur.indent != l.indent || cur.under != l.under {
				break
			}
			end, n := d.itemEnd(j)
			// Prose right under an item, before the next item of the
			// family, describes it too.
			for n < len(d.lines) && d.lines[n].kind == lineProse && n+1 < len(d.lines) && d.lines[n+1].kind == lineItem && d.lines[n+1].marker == fam {
				end = d.lines[n].b
				n++
			}
			if c, ok := d.itemCand(cur, end); ok {
				members = append(members, c)
			}
			j = n
			for j < len(d.lines) && d.lines[j].kind == lineNoise {
				j++
			}
		}
		k = j - 1
		// ("• Pojemność: 9 kg … • Pojemność: 8 kg": items whose heads
		// come round again are the keys of listings, not options.)
		if len(members) < 2 || repeatsLabel(members) {
			continue
		}
		g := candGroup{kind: ckItems, members: members}
		g.cued = l.under == underOptions || d.cueBefore(l.a)
		if l.under == underOther || l.under == underLimits {
			g.score -= 4 // "Pros:", "Context:" lists are not options
			g.aside = true
		}
		out = append(out, g)
	}
	return out
}

// subRunOwner returns the item line that a run of bullets at line k
// describes, or −1: the run follows an item numbered or lettered in
// another family ("a) Stay with Polypak" over "- R7,85 per box"), and
// another item of that family heads a run of the same bullets — two
// levels of a list written without indenting. The owners are read once
// per text (subRunOwners).
func (d *doc) subRunOwner(k int) int {
	if !d.subOwnersRead {
		d.subOwners, d.subOwnersRead = d.subRunOwners(), true
	}
	return d.subOwners[k]
}

func (d *doc) subRunOwners() []int {
	owners := make([]int, len(d.lines))
	bullet := func(j int, marker string) bool {
		l := d.lines[j]
		return l.kind == lineItem && l.marker == marker && l.ord == 0 && !l.indent
	}
	// headsRun: an item numbered or lettered in its family, right above
	// a bullet of the given marker.
	headsRun := func(p int, marker string) bool {
		n := nextContent(d.lines, p)
		return d.lines[p].kind == lineItem && d.lines[p].ord != 0 && n > 0 && bullet(n, marker)
	}
	for k, l := range d.lines {
		owners[k] = -1
		if !bullet(k, l.marker) {
			continue
		}
		p := k // the line above the bullet run through k
		for p >= 0 && (d.lines[p].kind == lineNoise || bullet(p, l.marker)) {
			p--
		}
		if p < 0 || d.lines[p].kind != lineItem || d.lines[p].ord == 0 || d.lines[p].marker == l.marker {
			continue
		}
		for j := range d.lines {
			if j != p && d.lines[j].marker == d.lines[p].marker && headsRun(j, l.marker) {
				owners[k] = p
				break
			}
		}
	}
	return owners
}

// itemEnd returns where item line k's text ends, its sub-items included,
// and the line after them.
func (d *doc) itemEnd(k int) (int, int) {
	end, n := d.lines[k].b, k+1
	if d.lines[k].indent {
		return end, n
	}
	// ("a) Stay with Polypak\n- R7,85 per box\n- Lead time: …\nb) Move to
	// Cape Box Co\n- …": bullets under a lettered item, though not
	// indented, are its sub-items.)
	for n < len(d.lines) && (d.lines[n].indent || d.lines[n].kind == lineNoise || d.subRunOwner(n) == k) {
		end = d.lines[n].b
		n++
	}
	return end, n
}

// underItem reports whether indented line k sits under an item: the
// nearest line above it that is not indented is a list item.
func (d *doc) underItem(k int) bool {
	for j := k - 1; j >= 0; j-- {
		if d.lines[j].kind == lineNoise || d.lines[j].indent {
			continue
		}
		return d.lines[j].kind == lineItem
	}
	return false
}

// cueBefore reports whether the line before token i announces a choice
// ("Three quotes came back:", "Options:").
func (d *doc) cueBefore(i int) bool {
	k := d.lineAt(i)
	p := prevContent(d.lines, k)
	if p < 0 {
		return false
	}
	l := d.lines[p]
	for j := l.a; j < l.b; j++ {
		if d.phraseSpan(j, l.b, choiceCueIdx) > j {
			return true
		}
	}
	return l.b > l.a && d.toks[l.b-1].s == ":"
}

// lineAt returns the index of the line holding token i.
func (d *doc) lineAt(i int) int {
	lo, hi := 0, len(d.lines)
	for lo < hi {
		m := (lo + hi) / 2
		if d.lines[m].b <= i {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo >= len(d.lines) {
		return len(d.lines) - 1
	}
	return lo
}

// nameLineGroups reads runs of prose lines shaped "Name: figures", "Name
// - figures" or "Name, figures, figures" (a spec listing pasted without
// bullets).
func (d *doc) nameLineGroups() []candGroup {
	var out []candGroup
	var run, singles []cand
	var seps []string
	flush := func() {
		// Lines of one list share a separator: "LG OLED65C3 – 65\" OLED –
		// 14 990 kr" under a prose opening "Klistrar in från Elgiganten,
		// ska köpa…", whose comma made it look like one more.
		n := map[string]int{}
		for _, sp := range seps {
			n[sp]++
		}
		// On a tie a comma loses: a dash, colon or bar is what a list
		// uses, a comma what prose does.
		major := ""
		for _, sp := range seps {
			if n[sp] > n[major] || n[sp] == n[major] && major == "," && sp != "," || n[sp] == n[major] && sp != "," && major != "," && sp < major {
				major = sp
			}
		}
		if n[major] >= 2 && n[major] < len(run) {
			kept := run[:0]
			for k, c := range run {
				if seps[k] == major {
					kept = append(kept, c)
				}
			}
			run = kept
		}
		if len(run) >= 2 {
			out = append(out, candGroup{kind: ckNameLines, members: run, cued: true})
		}
		// (A lone line counts only when a colon or dash sets its short
		// name off: "Quillmark: £2,800, …", not a sentence with commas.)
		if len(run) == 1 && seps[0] != "," && len(run[0].kept) <= 4 && d.figuresIn(run[0].region[0][0], run[0].region[0][1]) >= 2 {
			singles = append(singles, run[0])
		}
		run, seps = nil, nil
	}
	for _, l := range d.lines {
		if l.kind == lineNoise {
			continue
		}
		if l.kind != lineProse {
			flush()
			continue
		}
		ha, hb, asides, sep := d.itemHead(l.a, l.b)
		// "2-year fix at 4.19%, £999 fee, £1,054/month": a head that ends
		// at "at" a figure, with more figures after commas, is set off as
		// a colon would set it off.
		if !sep && hb+1 < l.b && (d.toks[hb].low == "at" || numPreps[d.toks[hb].low]) && d.amountStarts(hb+1) && d.commas(hb, l.b) >= 2 {
			sep = true
		}
		// "I checked: Zoho CRM is $20…", "I'd push for HubSpot, $20…": a
		// head with a subject opens a clause, it names nothing.
		// ("Kingsmead Grammar — he passed the 11+, 40 min each way, 1,100
		// pupils" under two lines set off by the same dash goes on with
		// the list, whatever its first words.)
		continues := len(run) > 0 && hb < l.b && seps[len(seps)-1] == sepKind(d.toks[hb].s) && d.figuresIn(hb, l.b) >= 2 &&
			d.figuresIn(run[len(run)-1].region[0][0], run[len(run)-1].region[0][1]) >= 2
		// ("Hi all, first post here. … my old HP (bought for £450)": a
		// greeting heads a letter, not a list; "and the bank's
		// pre-approved me for 40 grand, …", a head opened by "and", goes
		// on from the prose before it.)
		if !sep || hb >= l.b || subjectPronouns[d.toks[ha].low] || d.phraseSpan(ha, hb, greetingIdx) >= hb || d.headMeasure(ha, hb) || !d.hasAmount(hb, l.b) && d.commas(hb+1, l.b) < 2 || d.headTooLong(ha, hb) || clauseWords[d.toks[ha].low] ||
			d.speaksAfter(hb, l.b) && !continues {
			flush()
			continue
		}
		// "premie: €34,95 p/m" heads a line in every block: a key, not
		// a name.
		if d.lineKey(hb+1) != "" {
			flush()
			continue
		}
		c, ok := d.newCand(ha, hb, labelOpts{maxWords: 8})
		// "Ce que j'ai choisi : ESC Atlantique, 3 ans…", "Booked: Villa
		// Mira, 4 nights": a head the text never comes back to, over a
		// name it does, is a heading; the name is the option.
		if ok && d.toks[hb].s == ":" {
			if v, vok := d.valueLead(hb+1, l.b); vok && d.recurs(v, -1, -1) && !d.recurs(c, l.a, l.b) {
				c = v
			}
		}
		// "Option 1, ship Friday 7th: we hit the date…": a numbered
		// marker, then a comma and a short name before the colon; the
		// name is the option, the marker another name for it.
		if ok && d.toks[hb].s == "," && hb-ha == 2 && labelledMarkers[d.toks[ha].low] {
			for k := hb + 2; k < l.b && k <= hb+7; k++ {
				if s := d.toks[k].s; s == ":" || s == "–" || s == "—" {
					if d.wordsOnly(hb+1, k) || d.toks[k-1].kind == tNum && d.wordsOnly(hb+1, k-1) {
						if v, vok := d.newCand(hb+1, k, labelOpts{maxWords: 6}); vok && d.gate(v) {
							v.aliases = append(v.aliases, strings.ToLower(d.phrase(ha, hb)))
							c = v
						}
					}
					break
				}
				if d.toks[k].kind == tPunct {
					break
				}
			}
		}
		// ("Tavaly ősszel a volt évfolyamtársam, Réka kiment Grazba, …":
		// a paragraph's first words, set off by a comma, name nothing the
		// text comes back to.)
		// ("Rodzice naciskają, że „płacisz komuś kredyt”…": a head a comma
		// sets off before a clause of what is said is its subject and
		// verb.)
		// ("7 Hope Street, Coburg VIC 3058": a place and its postcode
		// after the comma are an address, no figures.)
		if !ok || d.namesKin(c) || d.toks[hb].s == "," && (d.paragraphLine(l) && !d.recurs(c, l.a, l.b) || complementizers[d.lowAt(hb+1)] || d.placeTail(tokenRange(hb+1, l.b))) {
			flush()
			continue
		}
		c.region = [][2]int{{l.a, l.b}}
		d.addAsides(&c, asides)
		run = append(run, c)
		seps = append(seps, sepKind(d.toks[hb].s))
	}
	flush()
	// "Quillmark: £2,800, 6 weeks, …" and, two paragraphs on,
	// "Fernhill: £2,350, 4 weeks, …": name lines with prose between are
	// one list.
	if len(out) == 0 && len(singles) >= 2 {
		out = append(out, candGroup{kind: ckNameLines, members: singles})
	}
	return out
}

// tokenRange returns the token indexes a to b−1.
func tokenRange(a, b int) []int {
	out := make([]int, 0, max(0, b-a))
	for i := a; i < b; i++ {
		out = append(out, i)
	}
	return out
}

// complementizers open a clause of what is said or thought (labels.txt
// [complementizer]).
var complementizers = wordSet(mustSection(labelLists, "labels.txt", "complementizer"))

// paragraphLine reports whether line l is a paragraph of prose: three
// sentences or more and forty words or more.
func (d *doc) paragraphLine(l line) bool {
	if d.wordCount(l.a, l.b) < 40 {
		return false
	}
	n := 0
	for _, s := range d.sents {
		if s.a >= l.a && s.a < l.b {
			n++
		}
	}
	return n >= 3
}

// figuresIn counts the amounts in [a, b) that are no bare number or count.
func (d *doc) figuresIn(a, b int) int {
	n := 0
	for _, m := range d.amounts() {
		if m.a >= a && m.a < b && m.class != "" && m.class != "count" {
			n++
		}
	}
	return n
}

// headTooLong reports whether a line's head is too long to be a name:
// over seven words, or, where a bracketed aside stands in it ("petcare
// plus (the chain one in the retail park) - £445"), over six outside it.
func (d *doc) headTooLong(a, b int) bool {
	n := d.wordCount(a, b)
	if n <= 7 {
		return false
	}
	out := d.wordsOutsideBrackets(a, b)
	return out == n || out > 6
}

// valueLead is the name a "Head: value" line's value opens with: the
// capitalised words up to its first comma, bracket or full stop, at most
// six, with no sum or measure in them; a figure only inside a make and
// model ("Fiat Egea Cross 1.4 Fire"), so "Priya 4.2 avg" and
// "Zusatzbeitrag 1,98 %" are values, not names.
func (d *doc) valueLead(a, b int) (cand, bool) {
	for a < b && d.toks[a].kind == tPunct {
		a++
	}
	if a+1 >= b || d.toks[a].kind != tWord || !d.toks[a].upper {
		return cand{}, false
	}
	makeAndModel := d.toks[a+1].kind == tWord && d.toks[a+1].upper
	e := a
	for e < b && !d.endsLead(e) {
		if d.toks[e].kind == tNum && !makeAndModel {
			return cand{}, false
		}
		e++
	}
	if e-a > 6 || d.hasMoney(a, e) || d.hasMeasure(a, e) {
		return cand{}, false
	}
	return d.newCand(a, e, labelOpts{maxWords: 6})
}

// endsLead reports whether token i, a comma, bracket or full stop, ends
// the name a value opens with.
func (d *doc) endsLead(i int) bool {
	t := d.toks[i]
	return t.kind == tPunct && (t.s == "," || t.s == "(" || t.s == ";" || isTerminator(t.s))
}

// recurs reports whether a key of c stands outside [a, b), inflected or
// not ("Egea'yı" for Egea, "Clio'nun" for Clio). With a < 0 it counts
// only lines that are no "Head: value" line: what the text says of c in
// its own words, not a sibling line's key ("Grundpreis" in every line of
// a listing).
func (d *doc) recurs(c cand, a, b int) bool {
	for _, l := range d.lines {
		if a < 0 && (l.kind != lineProse && l.kind != lineItem || d.colons(l.a, min(l.b, l.a+9)) > 0) {
			continue
		}
		for i := l.a; i < l.b; i++ {
			if i >= a && i < b || d.blocked(i) || d.toks[i].kind != tWord {
				continue
			}
			for _, k := range c.keys {
				if n := utf8.RuneCountInString(k); n >= 3 && (d.toks[i].low == k || n >= 4 && strings.HasPrefix(d.toks[i].low, k)) {
					return true
				}
			}
		}
	}
	return false
}

// speaksAfter reports whether what follows a head's separator at sep
// opens with a subject pronoun: "Kurz zu mir: ich bin 34…", "Money: we
// rent…" is a paragraph and its lead-in, not a named thing and its
// figures.
func (d *doc) speaksAfter(sep, b int) bool {
	for i := sep + 1; i < b; i++ {
		// ("SkyPark Select: £139, you drop the car …": a figure first is
		// what the name states.)
		if d.amountStarts(i) {
			return false
		}
		if d.toks[i].kind == tWord {
			return subjectPronouns[d.toks[i].low]
		}
	}
	return false
}

// sepKind names a separator's family: the dashes are one.
func sepKind(s string) string {
	switch s {
	case "-", "–", "—":
		return "-"
	}
	return s
}

func (d *doc) commas(a, b int) int {
	n := 0
	for i := a; i < b; i++ {
		if d.toks[i].s == "," && d.toks[i].depth == d.toks[a].depth {
			n++
		}
	}
	return n
}

// ---- listing blocks -----------------------------------------------------

// A listing block is a paragraph pasted from a shop or listing page: a
// title line naming the thing, then short lines of figures ("4.6 out of 5
// stars (2,314)", "$328.00", "Up to 30 hours battery").
type listingBlock struct {
	title int // the title line
	end   int // one past the block's last line
}

// listingBlocks returns the text's listing blocks when there are two or
// more, else none.
func (d *doc) listingBlocks() []listingBlock {
	if d.blocksRead {
		return d.blocks
	}
	d.blocksRead = true
	var out []listingBlock
	for k := 0; k < len(d.lines); {
		e := k + 1
		for e < len(d.lines) && d.lines[e].para == d.lines[k].para {
			e++
		}
		if d.isListingBlock(k, e) {
			out = append(out, listingBlock{title: k, end: e})
		}
		k = e
	}
	if len(out) >= 2 {
		d.blocks = out
	}
	return d.blocks
}

// pricedAfterName reports whether title line t names a thing, then, after
// a dash, states its price ("Samsung WW80T534DAW – 1 899 zł").
func (d *doc) pricedAfterName(t line) bool {
	for i := t.a + 1; i < t.b; i++ {
		if s := d.toks[i].s; (s == "–" || s == "—" || s == "-") && d.standsApart(i) {
			return !d.hasMoney(t.a, i) && d.hasMoney(i+1, t.b) && d.wordCount(t.a, i) > 0
		}
	}
	return false
}

func (d *doc) isListingBlock(k, e int) bool {
	if e-k < 2 {
		return false
	}
	t := d.lines[k]
	// A title may state a size ("1.7L", "256GB"), not a price, but after
	// a dash that ends its name ("Bosch Serie 4 WGG14403PL – 1 849 zł").
	if t.kind != lineProse && t.kind != lineHeading && t.kind != lineItem || d.hasMoney(t.a, t.b) && !d.pricedAfterName(t) {
		return false
	}
	// (Four "Name – figures, price" lines are four options, not one
	// title and its details.)
	if d.hasMoney(t.a, t.b) {
		for j := k + 1; j < e; j++ {
			if d.lines[j].kind != lineNoise && d.pricedAfterName(d.lines[j]) {
				return false
			}
		}
	}
	// ("Options:", "What we need:" head a list, not a listing; "Kiln &
	// Crow (the one we didn't go with):" names one.)
	if n := d.wordCount(t.a, t.b); n < 1 || n > 16 || d.hasQuestion(t.a, t.b) || d.toks[t.b-1].s == ":" && !d.namedTitle(t) {
		return false
	}
	figures, commas := 0, 0
	for j := k + 1; j < e; j++ {
		l := d.lines[j]
		if l.kind == lineNoise {
			continue
		}
		commas += d.commas(l.a, l.b)
		// A detail line is short, or a run of "Key: value" pairs
		// ("Base: $112,000 | Bonus target: 10% | PTO: 20 days", "Unit rate
		// 24.86p/kWh | Standing charge 53.35p/day | Exit fee £75").
		// (A bracketed aside is not counted: "Exit fee: £0 (they've
		// waived exit fees on this one)".)
		// (Under a sender's name, the quote is pasted as it came.)
		if n := d.wordsOutsideBrackets(l.a, l.b); n > 12 && !t.sender && (n > 30 || d.colons(l.a, l.b) < 2 && d.countTok(l.a, l.b, "|") < 2) {
			return false
		}
		for _, m := range d.amounts() {
			if m.a >= l.a && m.a < l.b && m.class != "" && m.class != "count" {
				figures++
			}
		}
	}
	// A title and one detail line stating two figures or more, or more
	// detail lines stating one, or one detail line that lists its terms
	// ("550 zł netto/mies., pełna księgowość, KSeF: tak").
	return figures >= 2 || figures >= 1 && (e-k >= 3 || commas >= 2)
}

// wordsOutsideBrackets counts the words of [a, b) outside brackets.
func (d *doc) wordsOutsideBrackets(a, b int) int {
	n := 0
	for i := a; i < b; i++ {
		if d.toks[i].kind == tWord && d.toks[i].depth == d.toks[a].depth {
			n++
		}
	}
	return n
}

// namedTitle reports whether a title ending in a colon is a name: at most
// four words before the colon or a bracket, the first capitalised, no
// comma, and no heading of options or limits.
func (d *doc) namedTitle(t line) bool {
	if d.phraseSpan(t.a, t.b, optionHeadings) > t.a || d.findPhraseIn(t.a, t.b, limitHeadings) >= 0 || d.commas(t.a, t.b) > 0 {
		return false // ("Zur Erinnerung, die Alternative war HRworks:" is prose)
	}
	// The words before the colon or a bracket: at most four, the first
	// capitalised.
	n := 0
	for j := t.a; j < t.b && d.toks[j].s != ":" && d.toks[j].s != "("; j++ {
		if d.toks[j].kind == tWord {
			n++
		}
	}
	if d.toks[t.a].kind == tWord && d.toks[t.a].upper && n >= 1 && n <= 4 {
		return true
	}
	// "Ce que nous avons signé (Banque Alpine) :", "The offer we turned
	// down (Crédit du Lac):": a bracket that closes the title on a name
	// names it.
	return d.bracketName(t) >= 0
}

// bracketName returns where the name in brackets that ends title t
// before its colon starts — one to four words, the first capitalised —
// or −1.
func (d *doc) bracketName(t line) int {
	end := t.b - 1
	if end <= t.a || d.toks[end].s != ":" {
		return -1
	}
	if d.toks[end-1].s != ")" {
		return -1
	}
	open := -1
	for j := end - 2; j > t.a; j-- {
		if d.toks[j].s == "(" {
			open = j
			break
		}
	}
	if open < 0 || open+1 >= end-1 {
		return -1
	}
	words := d.wordsIn(open+1, end-1)
	if len(words) < 1 || len(words) > 4 || !d.toks[open+1].upper {
		return -1
	}
	return open + 1
}

// blockGroups reads listing blocks as options named by their titles, cut
// before the first word every title shares ("Sony WH-1000XM5 Wireless
// Noise Cancelling Headphones" and "Bose QuietComfort Ultra Wireless …"
// are "Sony WH-1000XM5" and "Bose QuietComfort Ultra"); the label is the
// whole title where it holds the cut name (wholeTitle), which stays an
// alias.
func (d *doc) blockGroups() []candGroup {
	bs := d.listingBlocks()
	if len(bs) < 2 {
		return nil
	}
	// "Current - Standard Variable" above "Offered - Fix 24": blocks that
	// set the present against an offer describe keeping and changing;
	// the text names those options elsewhere, and the blocks' figures go
	// to them by role (ownership.go).
	for _, b := range bs {
		if w := d.lowAt(d.lines[b.title].a); currentMarks[w] || presentWords[w] || offerMarks[w] {
			return nil
		}
	}
	shared := map[string]int{}
	for _, b := range bs {
		seen := map[string]bool{}
		for _, w := range d.wordsIn(d.lines[b.title].a, d.lines[b.title].b) {
			if !seen[w] {
				seen[w] = true
				shared[w]++
			}
		}
	}
	members := d.blockMembers(bs, shared, false)
	// "1 bed flat to rent – Gloucester Road, Bishopston BS7" over "1 bed
	// flat to rent – Stokes Croft, BS1": where the words before the
	// first shared one name every block alike, the name is the first run
	// the others do not have.
	if repeatsLabel(members) {
		members = d.blockMembers(bs, shared, true)
	}
	if len(members) < 2 {
		return nil
	}
	return []candGroup{{kind: ckNameLines, members: members, cued: true}}
}

// blockMembers names each listing block by its title: the words before
// the first word every title shares, or (distinct) the first run of
// words the others do not have.
func (d *doc) blockMembers(bs []listingBlock, shared map[string]int, distinct bool) []cand {
	var members []cand
	for _, b := range bs {
		t := d.lines[b.title]
		end := t.a
		// ("7 Hope Street, Coburg VIC 3058": a comma before the place
		// goes on with the name.)
		for end < t.b && !distinct && (!d.titleEnds(end, shared, len(bs)) || d.toks[end].s == "," && d.placeTail(tokenRange(end+1, t.b))) {
			end++
		}
		start := t.a
		// "Ce que nous avons signé (Banque Alpine) :": the name in the
		// bracket, where the words before it are more than a name's.
		if n := d.bracketName(t); n >= 0 && d.wordCount(t.a, n) > 4 {
			start, end = n, t.b-2
		} else if end == t.a {
			// Every title opens with the shared words ("OFFER 1 - Senior
			// Data Analyst, Northwind Health"): the name is the first run of
			// words the others do not have.
			start, end = d.distinctRun(t.a, t.b, shared, len(bs))
			// ("Plan B: AIA Health Happy": a short name after its lead's
			// colon is whole, words the others share included.)
			if a, b, ok := d.nameAfterLead(t.a, t.b); ok {
				start, end = a, b
			}
		}
		c, ok := d.newCand(start, end, labelOpts{maxWords: 6})
		if !ok {
			continue
		}
		d.wholeTitle(&c, t)
		c.listed = true
		c.region = [][2]int{{t.a, d.lines[b.end-1].b}}
		members = append(members, c)
	}
	return members
}

// wholeTitle labels a listing block by its whole title where the name
// cut from it is part of it ("Geladeira Electrolux Frost Free Duplex
// DB44 390L Branca", "Хладилник с фризер SAMSUNG RB38C602DSA"): the
// title as the shop writes it, up to a comma, a bar, a bracket or a
// price set off by a dash, ten words at most. The cut name stays an
// alias.
func (d *doc) wholeTitle(c *cand, t line) {
	end := t.a
	for end < t.b {
		s := d.toks[end].s
		if s == "," || s == "|" || s == "(" || s == ":" || (s == "–" || s == "—" || s == "-") && d.standsApart(end) {
			break
		}
		end++
	}
	if n := d.wordCount(t.a, end); n > 10 || n <= d.wordCount(c.kept[0], c.kept[len(c.kept)-1]+1) {
		return
	}
	w, ok := d.newCand(t.a, end, labelOpts{maxWords: 10})
	if !ok || !d.gate(w) || !strings.Contains(strings.ToLower(w.label), strings.ToLower(c.label)) {
		return
	}
	c.aliases = appendUnique(c.aliases, strings.ToLower(c.label))
	c.label = w.label
}

// nameAfterLead returns the name after a title's lead and its colon
// ("Plan B: AIA Health Happy", "Option 2: Kite Energy Fix 24"): at most
// four words up to a comma or a bar.
func (d *doc) nameAfterLead(a, b int) (int, int, bool) {
	colon := -1
	for i := a + 1; i < b && i <= a+3; i++ {
		if d.toks[i].s == ":" {
			colon = i
			break
		}
	}
	if colon < 0 || colon+1 >= b {
		return 0, 0, false
	}
	end := colon + 1
	for end < b && d.toks[end].s != "," && d.toks[end].s != "|" {
		end++
	}
	if n := d.wordCount(colon+1, end); n == 0 || n > 4 {
		return 0, 0, false
	}
	return colon + 1, end, true
}

// titleEnds reports whether a listing title's name ends at token i: at a
// comma or bar, or at a word every title shares.
// ("Harper 3 Seater – Velvet" over "Arlo 3 Seater Sofa": a shared word
// after a figure is the name's size, not where it ends.)
func (d *doc) titleEnds(i int, shared map[string]int, titles int) bool {
	t := d.toks[i]
	return t.kind == tPunct && (t.s == "," || t.s == "|") || t.kind == tWord && shared[t.low] == titles && (i == 0 || d.toks[i-1].kind != tNum)
}

// ---- spec lines ---------------------------------------------------------

// A spec line names a thing and runs straight into its figures, with no
// colon or dash between ("rtx 4070 super 599 recommended psu 650w",
// "square reader 59 bucks 1.6% per tap"): two or more such lines in a row
// are options, each named by the words before its first figure — as few
// as keep the names apart ("rtx" alone names two of them).
type specLine struct {
	line int    // index in d.lines
	head [2]int // the name's tokens
}

func (d *doc) specLines() []specLine {
	if d.specsRead {
		return d.specs
	}
	d.specsRead = true
	var run []int
	flush := func() {
		if len(run) >= 2 {
			if heads, ok := d.specHeads(run); ok {
				for k, li := range run {
					d.specs = append(d.specs, specLine{line: li, head: heads[k]})
				}
			}
		}
		run = nil
	}
	for k, l := range d.lines {
		if l.kind == lineNoise {
			continue
		}
		if l.kind != lineProse || !d.specShaped(l) {
			flush()
			continue
		}
		run = append(run, k)
	}
	flush()
	return d.specs
}

// specShaped reports whether a line could be a spec line: short, no
// question, two or more numbers, and its first number after a word.
func (d *doc) specShaped(l line) bool {
	// (Not a line of limits, "16gb vram minimum, $650 max", nor a chat
	// message, "adoption fee is £250, then …".)
	if d.hasQuestion(l.a, l.b) || d.wordCount(l.a, l.b) > 25 || d.findPhraseIn(l.a, l.b, hardIdx) >= 0 || l.speaker != "" {
		return false
	}
	nums := 0
	for i := l.a; i < l.b; i++ {
		if d.toks[i].kind == tNum {
			nums++
		}
	}
	return nums >= 2 && d.toks[l.a].kind == tWord
}

// digitsIn reports whether a token in [a, b) holds a digit, a word's
// included ("s2722dc"; hasDigit asks for a number).
func (d *doc) digitsIn(a, b int) bool {
	for i := a; i < b; i++ {
		if strings.ContainsAny(d.toks[i].low, "0123456789") {
			return true
		}
	}
	return false
}

// modelNumber reports a number that can be a model's: digits, with one
// letter after them at most ("8", "15", "13t"; not "362mb").
func modelNumber(low string) bool {
	_, suffix := splitNumber(low)
	return utf8.RuneCountInString(suffix) <= 1
}

// specHeads chooses, for each line of a run, the shortest head before a
// number that keeps every head in the run distinct.
func (d *doc) specHeads(run []int) ([][2]int, bool) {
	splits := make([][]int, len(run)) // candidate ends per line, shortest first
	priced := make([]int, len(run))   // where a currency sign opens the line's first figure, or 0
	for k, li := range run {
		l := d.lines[li]
		words, nums := 0, 0
		for i := l.a; i < l.b && words <= 5; i++ {
			t := d.toks[i]
			// ("Pixel 8 128 GB — 34.500 TL", "Xiaomi 13T 256 GB": a model's
			// number, bare or with one letter, that another figure
			// follows at once is the name's, where the name has no number
			// yet: in "dell s2722dc 279 27in" the 279 is a price.)
			modelsOwn := i+1 < l.b && d.toks[i+1].kind == tNum && modelNumber(t.low) && !d.digitsIn(l.a, i)
			if t.kind == tNum && i > l.a && words > 0 && !modelsOwn {
				splits[k] = append(splits[k], i)
			}
			if d.currencyAt(i) != "" && t.kind == tPunct && i > l.a && words > 0 && priced[k] == 0 {
				priced[k] = i
				splits[k] = append(splits[k], i) // "rx 7900 gre $549": before the price too
			}
			switch t.kind {
			case tNum:
				nums++
			case tWord:
				words++
			}
			// (An inch mark written onto its number goes on with the name:
			// "Apple MacBook Air 13\" M3 £1,099".)
			inch := (t.s == "\"" || t.s == "”" || t.s == "″") && i > l.a && d.toks[i-1].kind == tNum && d.toks[i-1].end == t.start
			if nums > 2 || t.kind == tPunct && t.s != "-" && t.s != "." && t.s != "'" && !d.modelJoin(i) && !inch {
				break
			}
		}
		if len(splits[k]) == 0 {
			return nil, false
		}
	}
	// "rtx 4080 super $999 16gb", "rx 7900 gre $549 16gb": where every
	// line's figures open with a price, the names end there.
	if !slices.Contains(priced, 0) {
		heads := make([][2]int, len(run))
		verbs := false
		for k, li := range run {
			heads[k] = [2]int{d.lines[li].a, priced[k]}
			for i := heads[k][0]; i < heads[k][1]; i++ {
				verbs = verbs || chatVerbs[d.toks[i].low] || pronounWord[d.toks[i].low]
			}
		}
		if !verbs {
			return heads, true
		}
	}
	choice := make([]int, len(run))
	for round := 0; round < 6; round++ {
		seen := map[string][]int{}
		for k, li := range run {
			key := normLabel(d.phrase(d.lines[li].a, splits[k][choice[k]]))
			seen[key] = append(seen[key], k)
		}
		clash := false
		for _, ks := range seen {
			if len(ks) < 2 {
				continue
			}
			clash = true
			for _, k := range ks {
				if choice[k]+1 >= len(splits[k]) {
					return nil, false
				}
				choice[k]++
			}
		}
		// ("samsung" beside "samsung 980": a head another one goes on
		// from names both; it goes on too.)
		if !clash {
			keys := slices.Sorted(maps.Keys(seen))
			for _, key := range keys {
				if slices.ContainsFunc(keys, func(other string) bool { return strings.HasPrefix(other, key+" ") }) {
					for _, k := range seen[key] {
						if choice[k]+1 >= len(splits[k]) {
							return nil, false
						}
						choice[k]++
					}
					clash = true
				}
			}
		}
		if !clash {
			heads := make([][2]int, len(run))
			for k, li := range run {
				heads[k] = [2]int{d.lines[li].a, splits[k][choice[k]]}
			}
			return heads, true
		}
	}
	return nil, false
}

// modelJoin reports whether token i is a hyphen or a "+" inside a model's
// code ("A515-57-55B8", "S23+", "Primacy 4+"), written onto the token
// before it.
func (d *doc) modelJoin(i int) bool {
	t := d.toks[i]
	return i > 0 && t.kind == tPunct && (t.s == "-" || t.s == "+") && d.toks[i-1].end == t.start && strings.ContainsAny(d.toks[i-1].low, "0123456789")
}

func (d *doc) specGroups() []candGroup {
	specs := d.specLines()
	if len(specs) < 2 {
		return nil
	}
	var members []cand
	for _, s := range specs {
		c, ok := d.newCand(s.head[0], s.head[1], labelOpts{maxWords: 6})
		if !ok || !d.gate(c) {
			return nil
		}
		c.listed = true
		c.region = [][2]int{{d.lines[s.line].a, d.lines[s.line].b}}
		members = append(members, c)
	}
	return []candGroup{{kind: ckNameLines, members: members, cued: true}}
}

// colons counts the colons in [a, b).
func (d *doc) colons(a, b int) int { return d.countTok(a, b, ":") }

// countTok counts the tokens spelled s in [a, b).
func (d *doc) countTok(a, b int, s string) int {
	n := 0
	for i := a; i < b; i++ {
		if d.toks[i].s == s {
			n++
		}
	}
	return n
}

// distinctRun returns the first run of words in [a, b) that not every
// title shares, numbers and single letters aside; the whole title when
// there is none.
func (d *doc) distinctRun(a, b int, shared map[string]int, titles int) (int, int) {
	for i := a; i < b; i++ {
		t := d.toks[i]
		if t.kind != tWord || shared[t.low] == titles || len([]rune(t.low)) < 2 || stopwords[t.low] {
			continue
		}
		// ("Notebook Lenovo IdeaPad Slim 3 15IRH8": the model's numbers
		// and codes after the name are the name's.)
		e := i
		for e < b && (d.toks[e].kind == tWord && shared[d.toks[e].low] < titles || d.toks[e].kind == tNum || d.modelJoin(e)) {
			e++
		}
		// ("North Street, Southville BS3": the place after the street's
		// comma is the name's.)
		if e < b && d.toks[e].s == "," && d.placeTail(tokenRange(e+1, b)) {
			e = b
		}
		return i, e
	}
	return a, b
}
