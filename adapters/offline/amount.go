package offline

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Amounts: every stated quantity with its unit, normalised (ENGINE.md
// "Facts before words"): "$1,200", "1.2k", "€45/month", "3.5%", "0.5
// percent", "45 min each way", "2 days", "4.5 stars", "8/10", "13h 40m",
// "1.290 €" and "4,1 estrellas" in languages that write a decimal comma.
// A amount knows nothing of options or attributes; facts.go attaches
// those.

type amount struct {
	a, b   int     // tokens [a, b), currency and unit included
	value  float64 // in the class's base unit (data/units.tsv); money as stated
	class  string  // money, time, percent, rating, mass, distance, data, …; "count" for "7 tickets"; "" for a bare number
	unit   string  // canonical unit: "EUR", "h", "GB", …; for counts the counted noun
	per    string  // the rate's denominator: "month", "year", "unit", "kWh", "user", "way"… or ""
	scale  float64 // a rating's scale (5 for "4.5 stars", 10 for "8/10")
	approx bool    // "about", "~", a range's midpoint
	sign   int8    // −1 for "-3%", else +1
}

type unitDef struct {
	class  string
	factor float64
	canon  string
}

var (
	unitTable  map[string]unitDef // single-token spellings
	unitPhrase phraseIndex        // multi-token spellings
	unitMulti  map[string]unitDef
	currencies map[string]string // spelling -> ISO code
)

func init() {
	unitTable, unitMulti = map[string]unitDef{}, map[string]unitDef{}
	var phrases [][]string
	for _, f := range tsvRows("units.tsv", 4) {
		v, err := parseFactor(f[2])
		if err != nil {
			panic("offline: units.tsv: " + f[0] + ": " + err.Error())
		}
		def := unitDef{class: f[1], factor: v, canon: f[3]}
		if strings.Contains(f[0], " ") {
			unitMulti[f[0]] = def
			phrases = append(phrases, strings.Fields(f[0]))
			continue
		}
		unitTable[f[0]] = def
	}
	unitPhrase = indexPhrases(phrases)
	currencies = map[string]string{}
	for _, f := range tsvRows("money.tsv", 2) {
		currencies[f[0]] = f[1]
	}
}

// tsvRows reads a tab-separated data file with n columns; "#" lines are
// comments.
func tsvRows(name string, n int) [][]string {
	raw, err := dataFS.ReadFile("data/" + name)
	if err != nil {
		panic("offline: embedded " + name + ": " + err.Error())
	}
	var out [][]string
	for k, l := range strings.Split(string(raw), "\n") {
		if strings.HasPrefix(l, "#") || strings.TrimSpace(l) == "" {
			continue
		}
		f := strings.Split(l, "\t")
		if len(f) != n {
			panic("offline: " + name + ":" + strconv.Itoa(k+1) + ": want " + strconv.Itoa(n) + " columns")
		}
		for i := range f {
			f[i] = strings.TrimSpace(f[i])
		}
		f[0] = strings.ToLower(f[0])
		out = append(out, f)
	}
	return out
}

// parseFactor reads a unit factor: a decimal or an exact fraction
// ("1/60").
func parseFactor(s string) (float64, error) {
	if n, d, ok := strings.Cut(s, "/"); ok {
		a, err := strconv.ParseFloat(n, 64)
		if err != nil {
			return 0, err
		}
		b, err := strconv.ParseFloat(d, 64)
		if err != nil || b == 0 {
			return 0, fmt.Errorf("bad fraction %q", s)
		}
		return a / b, nil
	}
	return strconv.ParseFloat(s, 64)
}

// multipliers are the words that multiply the figure before them
// (data/multipliers.tsv).
var multipliers = func() map[string]float64 {
	out := map[string]float64{}
	for _, f := range tsvRows("multipliers.tsv", 2) {
		v, err := strconv.ParseFloat(f[1], 64)
		if err != nil {
			panic("offline: multipliers.tsv: " + f[0] + ": " + err.Error())
		}
		out[f[0]] = v
	}
	return out
}()

// perWords name the denominator of a rate; the value is kept per that unit.
var perWords = map[string]string{"month": "month", "months": "month", "mo": "month", "mth": "month", "monat": "month",
	"mån": "month", "månad": "month", "miesiąc": "month", "mies": "month", "år": "year", "rok": "year", "mnd": "month",
	"monatlich": "month", "mensalmente": "month", "mensilmente": "month", "maandelijks": "month",
	"månadsvis": "month", "kuukaudessa": "month", "měsíčně": "month", "rocznie": "year", "anualmente": "year", "annualmente": "year",
	"jaarlijks": "year", "årligen": "year", "vuodessa": "year", "ročně": "year", "setmana": "week", "mes": "month", "mensual": "month", "mois": "month", "mensuel": "month", "mês": "month",
	"mensal": "month", "bulan": "month", "bln": "month", "sebulan": "month", "tahun": "year", "thn": "year", "setahun": "year", "mese": "month", "mensile": "month", "maand": "month", "monthly": "month", "pm": "month",
	"year": "year", "yr": "year", "annum": "year", "annually": "year", "yearly": "year", "annual": "year", "jahr": "year",
	"jährlich": "year", "año": "year", "anual": "year", "an": "year", "année": "year", "annuel": "year", "ano": "year",
	"anno": "year", "annuo": "year", "jaar": "year", "pa": "year",
	"week": "week", "weekly": "week", "woche": "week", "semana": "week", "semaine": "week", "settimana": "week",
	"day": "day", "daily": "day", "tag": "day", "día": "day", "dia": "day", "jour": "day", "giorno": "day", "dag": "day",
	"hour": "hour", "hr": "hour", "h": "hour", "stunde": "hour", "hora": "hour", "heure": "hour", "ora": "hour",
	"quarter": "quarter", "quarterly": "quarter",
	"sec": "second", "second": "second", "s": "second", "min": "minute", "minute": "minute",
	"månaden": "month", "året": "year", "veckan": "week", "dagen": "day", "timmen": "hour", "miesiącu": "month",
	"miesięcznie": "month", "mc": "month", "msc": "month", "mies.": "month", "roku": "year", "tygodniu": "week", "dziennie": "day", "mesec": "month",
	"tháng": "month", "năm": "year", "tuần": "week", "ngày": "day",
	"月": "month", "年": "year", "周": "week", "週": "week", "天": "day", "日": "day", "월": "month", "년": "year",
	"месяц": "month", "мес": "month", "год": "year", "місяць": "month", "міс": "month", "рік": "year",
	"way": "way", "strecke": "way", "trayecto": "way", "trajet": "way", "trajeto": "way", "tratta": "way", "rit": "way"}

// perOpeners introduce a denominator: "per month", "/mo", "a year",
// "pro Monat", "al mes", "par mois", "i månaden", "w miesiącu".
var perOpeners = set("per", "/", "a", "an", "each", "every", "pro", "je", "por", "al", "par", "ao", "al", "im", "à", "la", "i",
	"om", "w", "na")

// timeOnlyOpeners open a denominator only when it is a span of time ("a
// month", not "a seat"; "i månaden", not "i Göteborg").
var timeOnlyOpeners = set("a", "an", "la", "al", "à", "i", "om", "w", "na")

var approxWords = set("about", "around", "approx", "approximately", "roughly", "circa", "ca", "~", "≈", "nearly", "almost",
	"some", "etwa", "ungefähr", "rund", "cerca", "unos", "unas", "aproximadamente", "environ", "presque", "quase",
	"aproximadamente", "circa", "ongeveer", "estimated", "est",
	"vreo", "aproximativ", "około", "ok", "cirka", "omkring", "noin", "kb", "körülbelül", "yaklaşık", "примерно", "около", "приблизно", "sekitar", "khoảng")

var ordinalSuffixes = set("st", "nd", "rd", "th", "º", "ª", "e", "er", "ème", "te", "de")

// seatCompounds are the words a number is joined to when it counts seats:
// "7-seater", "9-Sitzer", "9-osobowy", "7místný", "9-persoons".
var seatCompounds = set(mustSection(amountLists, "amounts.txt", "seat-compound")...)

// splitNumber cuts a number token into its numeral and its suffix: "2.3k"
// -> "2.3", "k"; "12-month" -> "12", "month"; "13h" -> "13", "h".
func splitNumber(low string) (string, string) {
	end := 0
	for end < len(low) && (low[end] >= '0' && low[end] <= '9' || low[end] == '.' || low[end] == ',' || low[end] == '\'') {
		end++
	}
	num := strings.TrimRight(low[:end], ".,'")
	suffix := strings.TrimPrefix(low[len(num):], "-")
	return num, suffix
}

// parseNumeral reads a numeral with the language's separators: "1.290"
// is 1290 where a decimal comma is written and 1.29 in English; "9,000"
// is 9000 in English; with both, the last separator is the decimal one.
func parseNumeral(num string, commaDec bool) (float64, bool) {
	if num == "" {
		return 0, false
	}
	num = strings.ReplaceAll(num, "'", "") // "4'290": Swiss thousands
	lastDot, lastComma := strings.LastIndexByte(num, '.'), strings.LastIndexByte(num, ',')
	groups3 := func(sep byte) bool {
		parts := strings.Split(num, string(sep))
		if len(parts[0]) == 0 || len(parts[0]) > 3 {
			return false
		}
		for _, p := range parts[1:] {
			if len(p) != 3 {
				return false
			}
		}
		return true
	}
	switch {
	case lastDot >= 0 && lastComma >= 0:
		if lastComma > lastDot {
			num = strings.ReplaceAll(num, ".", "")
			num = strings.Replace(num, ",", ".", 1)
		} else {
			num = strings.ReplaceAll(num, ",", "")
		}
	case lastComma >= 0:
		if strings.Count(num, ",") > 1 || !commaDec && groups3(',') {
			num = strings.ReplaceAll(num, ",", "")
		} else {
			num = strings.Replace(num, ",", ".", 1)
		}
	case lastDot >= 0:
		if strings.Count(num, ".") > 1 || commaDec && groups3('.') {
			num = strings.ReplaceAll(num, ".", "")
		}
	}
	v, err := strconv.ParseFloat(num, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, false
	}
	return v, true
}

// numberAt reads the numeral of a number token, or a number word followed
// by a unit ("two weeks", "zwei Wochen").
func (d *doc) numberAt(i int) (v float64, suffix string, ok bool) {
	t := d.toks[i]
	if t.kind == tNum {
		num, suf := splitNumber(t.low)
		v, ok = parseNumeral(num, d.commaDec)
		return v, suf, ok
	}
	if t.kind == tWord {
		if n, found := countWords[t.low]; found && i+1 < len(d.toks) {
			if u, isUnit := unitTable[d.toks[i+1].low]; isUnit && u.class == "time" {
				return n, "", true
			}
		}
	}
	return 0, "", false
}

// numberWordsAt reads an English number spelled out at i ("nine hundred
// and eighty", "twelve hundred", "two thousand five hundred", "forty-five",
// "a thousand") and returns its value and the tokens it takes, or 0
// tokens.
func (d *doc) numberWordsAt(i int) (float64, int) {
	var total, cur float64
	n, words := 0, 0
	for j := i; !d.blocked(j) && d.toks[j].kind == tWord; j++ {
		w := d.toks[j].low
		if v, ok := spelledNumbers[w]; ok {
			cur += v
		} else if a, b, hy := strings.Cut(w, "-"); hy && spelledTens[a] > 0 && spelledNumbers[b] > 0 && spelledNumbers[b] < 10 {
			cur += spelledTens[a] + spelledNumbers[b] // "forty-five"
		} else if v := spelledTens[w]; v > 0 {
			cur += v
		} else if w == "hundred" && words > 0 || (w == "a" || w == "an") && words == 0 && (d.lowAt(j+1) == "hundred" || d.lowAt(j+1) == "thousand") {
			if w == "hundred" {
				cur = max(cur, 1) * 100
			} else {
				cur = 1
			}
		} else if w == "thousand" && words > 0 {
			total += max(cur, 1) * 1000
			cur = 0
		} else if w == "and" && words > 0 && (d.lowAt(j-1) == "hundred" || d.lowAt(j-1) == "thousand") {
			if _, ok := spelledNumbers[d.lowAt(j+1)]; !ok && spelledTens[d.lowAt(j+1)] == 0 {
				break
			}
		} else {
			break
		}
		words++
		n = j - i + 1
	}
	if words == 0 {
		return 0, 0
	}
	return total + cur, n
}

// spelledLen is the token count of a number spelled out at i, or 0.
func (d *doc) spelledLen(i int) int {
	_, n := d.numberWordsAt(i)
	return n
}

// unitOrCurrencyAt reports whether a unit or a currency stands at i.
func (d *doc) unitOrCurrencyAt(i int) bool {
	if d.currencyAt(i) != "" {
		return true
	}
	_, n := d.unitAt(i)
	return n > 0
}

// dimensionMark joins the figures of a dimension ("140 x 70 cm").
var dimensionMark = set("x", "×", "*")

var spelledNumbers = map[string]float64{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
	"nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
	"seventeen": 17, "eighteen": 18, "nineteen": 19}

var spelledTens = map[string]float64{"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
	"eighty": 80, "ninety": 90}

var countWords = map[string]float64{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
	"nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "eins": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "uno": 1, "dos": 2, "tres": 3,
	"cuatro": 4, "cinco": 5, "seis": 6, "un": 1, "deux": 2, "trois": 3, "quatre": 4, "dois": 2, "três": 3}

func (d *doc) blocked(i int) bool {
	return i < 0 || i >= len(d.toks) || d.toks[i].kind == tNL || d.noise[i]
}

// fractionAt reads a proper fraction written "3/4", "15/16" at i, its
// parts touching the slash, over a denominator that halves an inch or a
// unit (2, 4, 8, 16, 32) or thirds it: its value and its tokens, or 0.
func (d *doc) fractionAt(i int) (float64, int) {
	if d.blocked(i+2) || d.toks[i].kind != tNum || d.toks[i+1].s != "/" || d.toks[i+2].kind != tNum ||
		d.toks[i+1].start != d.toks[i].end || d.toks[i+2].start != d.toks[i+1].end || !isDigits(d.toks[i].low) || !isDigits(d.toks[i+2].s) {
		return 0, 0
	}
	a, _ := strconv.Atoi(d.toks[i].low)
	b, _ := strconv.Atoi(d.toks[i+2].s)
	switch b {
	case 2, 3, 4, 8, 16, 32:
		if a > 0 && a < b {
			return float64(a) / float64(b), 3
		}
	}
	return 0, 0
}

// currencyAt returns the ISO code of a currency spelled at i.
func (d *doc) currencyAt(i int) string {
	if d.blocked(i) {
		return ""
	}
	// "640 000 Ft": the forint is written with a capital, feet are not.
	if d.toks[i].s == "Ft" && i > 0 && d.toks[i-1].kind == tNum {
		return "HUF"
	}
	// "Rs 45,000", "Rs. 1,200": the rupee is written apart from its
	// figure and not in capitals ("Audi RS 3", "i*cept RS3" are models).
	if s := d.toks[i].s; (s == "Rs" || s == "rs") && i+1 < len(d.toks) && d.toks[i+1].start > d.toks[i].end || s == "Rs" && d.lowAt(i+1) == "." {
		return "INR"
	}
	// "R985", "R1 000", "R 1 200": the rand is a capital R before a sum
	// (text.go randFigure), not a model's letter ("Yamaha R1").
	if d.toks[i].s == "R" && i+1 < len(d.toks) && d.toks[i+1].kind == tNum && randFigure(d.text[d.toks[i+1].start:]) {
		return "ZAR"
	}
	return d.currency(d.toks[i].low)
}

// scaledCurrency reads a word that is a multiplier written before a
// currency ("만원", "万円", "萬元"): the factor and the currency, or "".
func (d *doc) scaledCurrency(w string) (float64, string) {
	r, size := utf8.DecodeRuneInString(w)
	if r < 0x2E80 || size == len(w) {
		return 0, ""
	}
	f, ok := multipliers[w[:size]]
	if !ok {
		return 0, ""
	}
	if c := d.currency(w[size:]); c != "" {
		return f, c
	}
	return 0, ""
}

// centsOf is the currency a cent is a hundredth of in this text: the
// euro where the text prices in euros, else the dollar (read once).
func (d *doc) centsOf() string {
	if d.cents != "" {
		return d.cents
	}
	d.cents = "USD"
	if d.lang != "en" {
		d.cents = "EUR"
	}
	for _, t := range d.toks {
		if c := currencies[t.low]; c == "EUR" || c == "USD" {
			d.cents = c
			break
		}
	}
	return d.cents
}

// currency is the currency the word w names in d: "kr" is the krone of
// the text's language ("2.000 kr" in Danish), the Swedish krona where
// the language says nothing.
func (d *doc) currency(w string) string {
	if w == "kr" {
		switch d.lang {
		case "da":
			return "DKK"
		case "no":
			return "NOK"
		}
	}
	if c := currencies[w]; c != "" {
		return c
	}
	// "50만원을 절대 넘기지 않기": a Korean particle written onto the
	// currency.
	if bare := withoutParticle(w); bare != w {
		return currencies[bare]
	}
	return ""
}

// withoutParticle returns hangul word w without the Korean particle it
// ends with, if one does ("원을" → "원", "회는" → "회"), else w.
func withoutParticle(w string) string {
	r, _ := utf8.DecodeRuneInString(w)
	if !unicode.Is(unicode.Hangul, r) {
		return w
	}
	best := ""
	for p := range koreanParticles {
		if len(p) > len(best) && len(p) < len(w) && strings.HasSuffix(w, p) {
			best = p
		}
	}
	return strings.TrimSuffix(w, best)
}

// streetAfter reports whether a street type ends the words from i: "Balmoral
// Ave", "Clark St", "Lake Shore Dr".
func (d *doc) streetAfter(i int) bool {
	for j := i; j < min(i+4, len(d.toks)); j++ {
		if d.toks[j].kind != tWord {
			return false
		}
		if streetTypes[d.toks[j].low] && j > i {
			return true
		}
	}
	return false
}

var streetTypes = set(mustSection(consLists, "constraints.txt", "street-types")...)

// closesQuote reports whether the straight double quote at i closes one
// opened earlier on its line. Read from the line's start, a quote closes
// an open one; else one glued to a number is an inch mark
// (`Nectar Classic 11" Memory Foam … — 11" profile`), and any other opens.
func (d *doc) closesQuote(i int) bool {
	j := i
	for j > 0 && d.toks[j-1].kind != tNL {
		j--
	}
	open := false
	for ; j < i; j++ {
		if d.toks[j].s != "\"" {
			continue
		}
		switch {
		case open:
			open = false
		case j > 0 && d.toks[j-1].kind == tNum && d.toks[j-1].end == d.toks[j].start:
		default:
			open = true
		}
	}
	return open
}

// unitAt reads a unit at i: one token or a phrase ("per cent", "sq ft",
// "dB(A)"). It returns the unit and the token count, or 0.
func (d *doc) unitAt(i int) (unitDef, int) {
	if d.blocked(i) {
		return unitDef{}, 0
	}
	t := d.toks[i]
	if t.low == "db" && i+3 < len(d.toks) && d.toks[i+1].s == "(" && d.toks[i+2].low == "a" && d.toks[i+3].s == ")" {
		return unitTable["db"], 4
	}
	// `65"`, `15.6″`: an inch mark right after a number (not the quote
	// that closes a name: tellaro "everyday 20" - £18/mo).
	if (t.s == "\"" || t.s == "″") && i > 0 && d.toks[i-1].kind == tNum && d.toks[i-1].end == t.start && (t.s == "″" || !d.closesQuote(i)) {
		return unitTable["inch"], 1
	}
	best, n := unitDef{}, 0
	for _, p := range unitPhrase[t.low] {
		if len(p) > n && d.wordsAt(i, p) {
			best, n = unitMulti[strings.Join(p, " ")], len(p)
		}
	}
	if n > 0 {
		return best, n
	}
	// "1532 W Balmoral Ave", "4120 N Clarendon Ave": a compass point
	// before a street is an address, not watts.
	if (t.low == "w" || t.low == "n" || t.low == "s" || t.low == "e") && d.streetAfter(i+1) {
		return unitDef{}, 0
	}
	// "500 Mb": bits, a line's speed (see the glued "500Mb").
	if (t.s == "Mb" || t.s == "Gb") && d.lowAt(i+1) != "/" {
		return unitTable[t.low[:1]+"bps"], 1
	}
	if u, ok := unitTable[t.low]; ok {
		// "m²", "km/h", "L/100km" are read by their callers; a lone "m" is
		// metres only when no clock or money reading applies (callers
		// check), "in" only after a number written as a size.
		if t.low == "m" && i+1 < len(d.toks) && d.toks[i+1].s == "²" {
			return unitTable["m²"], 2
		}
		if t.low == "m" && i+1 < len(d.toks) && d.toks[i+1].s == "³" {
			return unitTable["m³"], 2
		}
		return u, 1
	}
	// "7 kg-os", "256 GB-os": a unit with a hyphen and a case or
	// adjective ending of up to three small letters is that unit ("1.5
	// T-GDi" is an engine, no tonnes).
	if k := strings.IndexByte(t.low, '-'); k > 0 && len(t.low)-k-1 >= 1 && len(t.low)-k-1 <= 3 {
		if u, ok := unitTable[t.low[:k]]; ok && u.class != "time" && isLetters(t.low[k+1:]) && t.s[k+1:] == t.low[k+1:] {
			return u, 1
		}
	}
	return unitDef{}, 0
}

// isLetters reports whether s is letters only.
func isLetters(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return s != ""
}

func (d *doc) wordsAt(i int, p []string) bool {
	for k, w := range p {
		if d.blocked(i+k) || d.toks[i+k].low != w {
			return false
		}
	}
	return true
}

// monthNames are the month words monthNumber reads, in every language.
var monthNames = func() map[string]bool {
	out := make(map[string]bool, len(monthNumber))
	for w := range monthNumber {
		out[w] = true
	}
	return out
}()

// isDateNumber reports whether the number at i is part of a date or a
// clock time: next to a month name, a year, "10:42".
func (d *doc) isDateNumber(i int) bool {
	t := d.toks[i]
	if !d.blocked(i-1) && monthNames[d.toks[i-1].low] || !d.blocked(i+1) && monthNames[d.toks[i+1].low] {
		return true
	}
	if !d.blocked(i+2) && d.toks[i+1].s == "." && monthNames[d.toks[i+2].low] {
		return true // "15. Oktober"
	}
	if !d.blocked(i+2) && (d.toks[i+1].low == "de" || d.toks[i+1].low == "of") && monthNames[d.toks[i+2].low] {
		return true // "15 de octubre", "15th of October"
	}
	// "10:42" is a clock; "Yoga 7: 949 €" is a name, a colon and a price.
	if !d.blocked(i+1) && d.toks[i+1].s == ":" && !d.blocked(i+2) && d.toks[i+2].kind == tNum && d.toks[i+2].start == d.toks[i+1].end &&
		d.toks[i+1].start == t.end {
		return true
	}
	if !d.blocked(i-1) && d.toks[i-1].s == ":" && !d.blocked(i-2) && d.toks[i-2].kind == tNum && d.toks[i-1].start == d.toks[i-2].end &&
		t.start == d.toks[i-1].end {
		return true
	}
	if len(t.low) == 4 && isDigits(t.low) {
		if y, _ := strconv.Atoi(t.low); y >= 1900 && y <= 2100 {
			if u, n := d.unitAt(i + 1); n == 0 || u.class != "money" {
				return d.currencyAt(i-1) == "" && d.currencyAt(i+1) == ""
			}
		}
	}
	return false
}

// amounts lists every amount in the content of d, in text order.
func (d *doc) amounts() []amount {
	if d.amts != nil {
		return d.amts
	}
	if !d.parsed {
		panic("offline: amounts read before the text is parsed")
	}
	var out []amount
	for i := 0; i < len(d.toks); i++ {
		if d.blocked(i) {
			continue
		}
		m, ok := d.amountAt(i)
		if !ok {
			continue
		}
		// "13h 40m", "1 hr 20 min": a smaller time unit right after, in
		// the same cell ("25 yrs<tab>3 weeks" is a warranty, then a
		// start).
		if m.class == "time" && m.per == "" && m.b < len(d.toks) && !d.toks[m.b].tab {
			if n, ok2 := d.amountAt(m.b); ok2 && n.class == "time" && n.per == "" && n.value < m.value && !n.approx {
				m.value += n.value
				m.b = n.b
			}
		}
		out = append(out, m)
		i = m.b - 1
	}
	// "10x de R$ 489,90", "12x R$ 416,58": instalments are paid in all
	// their number times.
	for k := 1; k < len(out); k++ {
		p, m := out[k-1], out[k]
		if p.class != "count" || p.unit != "x" || m.class != "money" || m.per != "" || p.value < 2 || p.value > 120 {
			continue
		}
		if gap := m.a - p.b; gap == 0 || gap == 1 && instalmentJoiners[d.lowAt(p.b)] {
			m.value *= p.value
			m.a = p.a
			out[k] = m
			out = slices.Delete(out, k-1, k)
			k--
		}
	}
	out = d.memoryStoragePairs(out)
	// A bare figure in a table takes the unit its column header states.
	for k := range out {
		if out[k].class == "" {
			out[k] = d.headerUnit(out[k])
		}
	}
	// "rent 1,400 a month", "salary: 52000": a bare figure right after
	// what a sum of money is called is that sum.
	for k := range out {
		if out[k].class == "" && out[k].value >= 10 && d.namedSumAt(out[k].a) {
			out[k].class = "money"
		}
	}
	// "pixel 8a is 399, galaxy a35 is 449": in a text about buying that
	// names no currency, a bare figure stated as what a thing is, costs or
	// goes for is its price.
	// "puregym is 24.99 a month": a figure at a rate of time is a price
	// in any text that names no currency.
	if !d.namesCurrency() {
		priceText := d.cat == catPurchase || d.hasCue(0, len(d.toks), priceTalk)
		for k := range out {
			if !priceText && !timePer(out[k].per) {
				continue
			}
			switch {
			case out[k].class == "" && out[k].value >= 10 && priceCopulas[d.lowAt(out[k].a-1)],
				(out[k].class == "" || out[k].class == "count") && out[k].value >= 10 && d.specPriceAt(out, k),
				// "Oak Tree: 4200/month, open till 18:30": a figure at a
				// rate of time right after what names it is its price.
				out[k].class == "" && out[k].value >= 10 && timePer(out[k].per) && nameSeparators[d.lowAt(out[k].a-1)]:
				out[k].class, out[k].unit, out[k].b = "money", "", out[k].a+max(1, d.spelledLen(out[k].a))
			}
		}
	}
	// "the budget is twelve hundred a month … Little Acorns, nine hundred
	// and eighty a month": a bare figure at the rate of time a sum of
	// money in the text is stated at is money too.
	// ("145 euro a persona … 160 a persona": at a rate of anything money
	// is stated at.)
	moneyPer := map[string]bool{}
	for _, m := range out {
		if m.class == "money" && m.per != "" {
			moneyPer[m.per] = true
		}
	}
	for k := range out {
		if out[k].class == "" && out[k].value >= 10 && moneyPer[out[k].per] {
			unit := ""
			for _, m := range out {
				if m.class == "money" && m.per == out[k].per {
					unit = m.unit
					break
				}
			}
			out[k].class, out[k].unit = "money", unit
		}
	}
	// "CSS Callmed: 401.00" in a text that writes "338.–": a bare figure
	// written to the cent, in a text that states money, is money ("auki
	// 6.30–17.30" is a range of hours).
	for _, m := range out {
		if m.class != "money" {
			continue
		}
		for k := range out {
			if out[k].class == "" && out[k].value >= 10 && !out[k].approx && d.toCents(out[k].a) {
				out[k].class, out[k].unit = "money", m.unit
			}
		}
		break
	}
	// "140 x 70 cm", "60 × 60 × 85 cm": the figures of a dimension pair
	// or triple are in the unit the last one states.
	for k := len(out) - 2; k >= 0; k-- {
		a, b := out[k], out[k+1]
		if a.class != "" || b.class != "distance" || b.a != a.b+1 || !dimensionMark[d.lowAt(a.b)] {
			continue
		}
		raw, _, ok := d.numberAt(b.a)
		if !ok || raw == 0 {
			continue
		}
		out[k].class, out[k].unit, out[k].value = b.class, b.unit, a.value*b.value/raw
	}
	// "From 29 to 49 dollars": the first figure is in the second's unit.
	for k := 1; k < len(out); k++ {
		if a, b := out[k-1], out[k]; a.class == "" && b.class != "" && d.changePair(a, b) {
			out[k-1].class, out[k-1].unit, out[k-1].per = b.class, b.unit, b.per
		}
	}
	d.amts = out
	if d.amts == nil {
		d.amts = []amount{}
	}
	return d.amts
}

var changeFrom = set("from", "von", "vo", "de", "van")

// moreSpan may stand between a number and its time unit: "10 more years".
var moreSpan = set("more", "further", "extra", "additional", "weitere", "weiteren", "más", "mais", "altri", "extra", "meer")

// priceTalk says a text is about what things cost.
var priceTalk = set("budget", "price", "prices", "cost", "costs", "cheaper", "cheapest", "afford", "presupuesto", "precio", "prix", "preis",
	"budżet", "cena", "pris", "prezzo", "preço", "prijs")

// priceCopulas introduce what a thing costs: "is 399", "costs 449",
// "for 429".
var priceCopulas = set("is", "costs", "cost", "for", "at", "ist", "kostet", "für", "cuesta", "por", "coûte", "pour", "custa", "costa",
	"kost", "voor")

// specPriceAt reports whether amount k is the first bare figure after a
// spec line's name: in a text about buying that names no currency, that
// is its price ("rtx 4070 super 599", "rtx 4060 ti 16gb 449").
func (d *doc) specPriceAt(out []amount, k int) bool {
	for _, s := range d.specLines() {
		l := d.lines[s.line]
		if out[k].a < s.head[1] || out[k].a >= l.b {
			continue
		}
		for j := k - 1; j >= 0 && out[j].a >= s.head[1]; j-- {
			if out[j].class == "" || out[j].class == "count" {
				return false // not the first
			}
		}
		return true
	}
	return false
}

// nameSeparators end the name a line's figures follow: "Oak Tree: …",
// "Sunny – …".
var nameSeparators = set(":", "-", "–", "—")

// groupsWithDots reports whether the text writes a figure with its
// thousands grouped by dots ("31.999", "1.250.000"), read once.
func (d *doc) groupsWithDots() bool {
	if d.dotGroups == 0 {
		d.dotGroups = -1
		for _, t := range d.toks {
			num, _ := splitNumber(t.low)
			if t.kind == tNum && dotGrouped(num) {
				d.dotGroups = 1
				break
			}
		}
	}
	return d.dotGroups > 0
}

// dotGrouped reports whether num is digits grouped in threes by dots
// after a first group of one to three: "31.999", "1.250.000".
func dotGrouped(num string) bool {
	parts := strings.Split(num, ".")
	if len(parts) < 2 || len(parts[0]) == 0 || len(parts[0]) > 3 || !isDigits(parts[0]) {
		return false
	}
	for _, p := range parts[1:] {
		if len(p) != 3 || !isDigits(p) {
			return false
		}
	}
	return true
}

// toCents reports a numeral at i written with two decimals and nothing
// else: "401.00", "389,20". (Either mark: a Swiss text writes German
// with a decimal point. "30.11", "24.10", a day and a month, are dates;
// "klo 21.24" a time of day.)
func (d *doc) toCents(i int) bool {
	num, suf := splitNumber(d.toks[i].low)
	k := strings.LastIndexAny(num, ".,")
	if suf != "" || k < 0 || len(num)-k != 3 || !isDigits(num[:k]) || !isDigits(num[k+1:]) {
		return false
	}
	day, _ := strconv.Atoi(num[:k])
	month, _ := strconv.Atoi(num[k+1:])
	// ("klo 21.24", "um 18.30": a time of day.)
	clock := day <= 24 && month < 60 && d.clockContext(i)
	return num[k] == ',' || (day > 31 || month > 12 || month == 0) && !clock
}

// wholePriceDash reports a point or comma written onto the figure before
// j and a dash written onto it, no figure after: "338.–", "49,-".
func (d *doc) wholePriceDash(j int) bool {
	if d.blocked(j) || d.blocked(j+1) || (d.toks[j].s != "." && d.toks[j].s != ",") {
		return false
	}
	// ("12.–19. srpnja" is a range of days.)
	if !d.blocked(j+2) && d.toks[j+2].kind == tNum {
		return false
	}
	dash := d.toks[j+1].s
	return (dash == "-" || dash == "–" || dash == "—") && d.toks[j].start == d.toks[j-1].end && d.toks[j+1].start == d.toks[j].end
}

// talksBandwidth reports whether the text names a bandwidth unit.
func (d *doc) talksBandwidth() bool {
	for _, t := range d.toks {
		if u, ok := unitTable[t.low]; ok && u.class == "bandwidth" || t.low == "mbit" || t.low == "gbit" {
			return true
		}
	}
	return false
}

// namesCurrency reports whether the text names a currency anywhere.
func (d *doc) namesCurrency() bool {
	for i := range d.toks {
		if d.currencyAt(i) != "" {
			return true
		}
	}
	return false
}

// changePair reports whether amounts a and b are written "from a to b": a
// change from one figure to another.
func (d *doc) changePair(a, b amount) bool {
	if !changeFrom[d.lowAt(a.a-1)] || b.a != a.b+1 {
		return false
	}
	switch d.toks[a.b].low {
	case "to", "bis", "a", "naar", "à", "auf", "uf", "op", "para":
		return true
	}
	return false
}

// currencyJoined reports whether the word at i and the sign joined to
// it name a currency together ("R$", "US$", "A$").
func (d *doc) currencyJoined(i int) bool {
	return !d.blocked(i+1) && d.toks[i].kind == tWord && d.toks[i].end == d.toks[i+1].start && currencies[d.toks[i].low+d.toks[i+1].low] != ""
}

// amountAt reads one amount starting at i.
func (d *doc) amountAt(i int) (amount, bool) {
	m := amount{a: i, sign: 1}
	j := i
	cur := ""
	scaled := false
	// Approximation and sign words before.
	if j > 0 && !d.blocked(j-1) && approxWords[d.toks[j-1].low] {
		m.approx = true
	}
	// "R$ 2.180", "US$40", "A$120": letters joined to the dollar sign
	// name the currency together.
	if d.currencyJoined(j) {
		cur = currencies[d.toks[j].low+d.toks[j+1].low]
		j += 2
	}
	if c := d.currencyAt(j); cur == "" && c != "" && d.toks[j].kind != tNum {
		cur = c
		j++
		if c2 := d.currencyAt(j); c2 != "" && d.toks[j].kind != tNum { // "US $"
			cur = c2
			j++
		}
		if d.lowAt(j) == "." && d.lowAt(j-1) == "rs" { // "Rs. 1,200"
			j++
		}
	}
	if d.blocked(j) {
		return amount{}, false
	}
	if d.toks[j].s == "~" || d.toks[j].s == "≈" {
		m.approx = true
		j++
		if d.blocked(j) {
			return amount{}, false
		}
	}
	if (d.toks[j].s == "+" || d.toks[j].s == "-" || d.toks[j].s == "−") && !d.blocked(j+1) && d.toks[j+1].kind == tNum && d.toks[j+1].start == d.toks[j].end {
		if d.toks[j].s != "+" {
			m.sign = -1
		}
		j++
	}
	if d.blocked(j) {
		return amount{}, false
	}
	v, suffix, ok := d.numberAt(j)
	wordLen := 0
	// "nine hundred and eighty a month", "twelve hundred": a number a
	// voice note spells out.
	if wv, wn := d.numberWordsAt(j); wn > 0 && (wv >= 13 || cur != "" || d.unitOrCurrencyAt(j+wn)) {
		v, suffix, ok, wordLen = wv, "", true, wn
	}
	if !ok || wordLen == 0 && d.isDateNumber(j) && cur == "" {
		return amount{}, false
	}
	// "unit 3B", "apt 12", "Wohnung 4": a number naming a dwelling or a
	// room is an address, not an amount.
	// ("main room 70 seated", "suite 120 guests": what a room holds.)
	if cur == "" && j > 0 && !d.blocked(j-1) && (addressWords[d.toks[j-1].low] && !headcount[d.lowAt(j+1)] && !seatingWords[d.lowAt(j+1)] || d.toks[j-1].s == "#" && d.toks[j-1].end == d.toks[j].start) {
		return amount{}, false // "Lofts #4B", "ticket #2291": a number that names
	}
	j += max(wordLen, 1)
	// "6 500 kWh", "1 290 €": a space between thousands, where a decimal
	// comma is written, or in rand ("R1 000", as South Africa writes it);
	// a tab separates cells ("Serie 6<TAB>649 €").
	// ("Pixel 8 128 GB — 34.500 TL": a text that groups its thousands
	// with a dot does not group them with a space.)
	for (d.commaDec && !d.groupsWithDots() || cur == "ZAR") && suffix == "" && !d.blocked(j) && d.toks[j].kind == tNum && len(d.toks[j].low) == 3 && isDigits(d.toks[j].low) &&
		isDigits(d.toks[j-1].low) && len(d.toks[j-1].low) <= 3 && d.toks[j].start-d.toks[j-1].end <= 3 && !d.toks[j].tab {
		v = v*1000 + float64(atoi3(d.toks[j].low))
		j++
	}
	// "17 3/4\"", "2 1/2 hours": a whole number and a fraction of it.
	if f, n := d.fractionAt(j); n > 0 && suffix == "" && wordLen == 0 && v == math.Trunc(v) && d.toks[j].start > d.toks[j-1].end {
		v += f
		j += n
	}
	// A range: "80-90k", "39-79", "3 to 5 days" — the midpoint. "From 29
	// to 49" is a change, two figures, not a range.
	change := changeFrom[d.lowAt(i-1)]
	// A dash makes a range only between figures it touches: "250/250 –
	// 449 kr" is two things.
	tightDash := !d.blocked(j+1) && (d.toks[j].s == "-" || d.toks[j].s == "–") && d.toks[j].start == d.toks[j-1].end && d.toks[j+1].start == d.toks[j].end
	if !d.blocked(j+1) && (tightDash || !change && (d.toks[j].low == "to" || d.toks[j].low == "bis" || d.toks[j].low == "a")) &&
		d.toks[j+1].kind == tNum && suffix == "" {
		if v2, suf2, ok2 := d.numberAt(j + 1); ok2 && v2 > v {
			v, suffix = (v+v2)/2, suf2
			m.approx = true
			j += 2
		}
	}
	// The numeral's own suffix: a multiplier, a unit or an ordinal.
	// "50mm", "24-105mm" are millimetres; "$5MM" and "5MM" are millions.
	if suffix == "mm" && cur == "" && !strings.HasSuffix(d.toks[j-1].s, "MM") {
		if u, ok := unitTable["mm"]; ok {
			m.class, m.unit, m.value = u.class, u.canon, v*u.factor
			m.b = j
			return m, true
		}
	}
	// "500Mb", "1Gb": a capital and a small b are bits, a line's speed
	// ("500MB" and "500mb" stay sizes).
	if (suffix == "mb" || suffix == "gb") && cur == "" && strings.HasSuffix(d.toks[j-1].s, strings.ToUpper(suffix[:1])+"b") && d.lowAt(j) != "/" {
		u := unitTable[suffix[:1]+"bps"]
		m.class, m.unit, m.value = u.class, u.canon, v*u.factor
		m.b = j
		return m, true
	}
	// "f/4 G", "5G": a capital G after a figure is a model's letter, not
	// grams.
	if suffix == "" && !d.blocked(j) && d.toks[j].s == "G" {
		return amount{}, false
	}
	if suffix != "" {
		switch {
		case ordinalSuffixes[suffix]:
			return amount{}, false
		case suffix == "k" && cur == "" && (v == 2 || v == 4 || v == 5 || v == 8) && d.resolutionAt(i, j):
			return amount{}, false // "4K 144Hz", "proper 4K at 120Hz": a resolution
		case multipliers[suffix] > 0 && suffix != "m" && suffix != "b":
			v *= multipliers[suffix]
			scaled = true // "95k", "2.1bn": an amount, unless a unit follows
		case suffix == "m" || suffix == "b":
			// "$1.2m", "2M at 12M post": millions; "40m" after hours: minutes.
			if prev := d.prevAmountEnd(i); prev == "time" || suffix == "m" && d.timeContext(j) {
				m.class, m.value, m.unit = "time", v/60, "h"
				m.b = j
				return m, true
			}
			// "DNA Koti 5G 300M" in a text that speaks of "Mbit/s": a
			// line's speed, in megabits.
			if suffix == "m" && cur == "" && d.talksBandwidth() {
				m.class, m.unit, m.value = "bandwidth", "Mbps", v
				m.b = j
				return m, true
			}
			v *= multipliers[suffix]
			scaled = true
		case suffix == "s" && (v >= 1000 || strings.HasSuffix(d.toks[j-1].low, "0s") && v >= 10):
			return amount{}, false // "1920s", "90s": a decade
		case suffix == "l" && d.lowAt(j) == "/" && !d.blocked(j+1) && strings.HasSuffix(d.toks[j+1].low, "km"):
			m.class, m.unit = "fuel", "L/100km" // "6.1L/100km"
			j += 2
		case strings.HasPrefix(suffix, "x") && len(suffix) == 1:
			m.class, m.unit = "count", "x"
		case seatCompounds[suffix]:
			m.class, m.unit = "count", "seats" // "9-osobowy", "7-seater", "9-Sitzer": the seats it has
		case (suffix == "pp" || suffix == "p.p") && cur != "":
			m.per = "person" // "£30pp": a price per head, its mark glued on
		case (suffix == "p" || suffix == "ct") && cur == "" && v < 1000 && (v != math.Trunc(v) || d.lowAt(j) == "/" || perOpeners[d.lowAt(j)]):
			// "24.5p/kWh", "60.1p/day", "32ct/kWh": pence and cents, a
			// hundredth of the pound and the euro ("1080p" is a
			// resolution).
			cur = map[string]string{"p": "GBP", "ct": "EUR"}[suffix]
			v /= 100
		case (suffix == "c" || suffix == "¢") && cur == "" && v < 1000 && (v != math.Trunc(v) || d.lowAt(j) == "/" || perOpeners[d.lowAt(j)]):
			// "28c/kWh", "98c/day", "12¢/kWh": cents of the dollar or the
			// euro the text prices in.
			cur = d.centsOf()
			v /= 100
		default:
			u, ok := unitTable[suffix]
			if !ok {
				if c := d.currency(suffix); c != "" { // "45€", "10eur", "500kr"
					cur = c
					break
				}
				if k := strings.IndexByte(suffix, '-'); k > 0 {
					if u2, ok2 := unitTable[suffix[:k]]; ok2 { // "12-month-old"
						u, ok = u2, true
					}
				}
				// "flight 2h45", "durée 1h30": hours and minutes in one
				// word after a word of how long a thing takes are a
				// duration ("départ 15h10" is a time of day, clock.go).
				if mins, ok2 := compactMinutes(suffix); !ok && ok2 && v == math.Trunc(v) && d.durationBeside(i) {
					m.class, m.unit = "time", "h"
					v += mins / 60
					break
				}
				if !ok {
					return amount{}, false // "8a", "v2", "4g"
				}
			}
			if u.class == "mass" && suffix == "g" && v < 10 {
				return amount{}, false // "5g" is a network, not five grams
			}
			m.class, m.unit = u.class, u.canon
			v *= u.factor
			if u.class == "rating" {
				m.scale = 5
			}
		}
	}
	// Words after the numeral: multipliers, currencies, units, "/5", rates.
	// ("pláště až 50 mm": a small "mm" after a figure no currency
	// precedes is millimetres, as "50mm" is; "$45 MM" is millions.)
	mm := d.lowAt(j) == "mm" && cur == "" && d.toks[j].s == "mm"
	if m.class == "" && !mm {
		if f, ok := multipliers[d.lowAt(j)]; ok && d.lowAt(j) != "m" && d.lowAt(j) != "b" && d.lowAt(j) != "a" && d.lowAt(j) != "mil" || d.lowAt(j) == "mil" && d.currencyAt(j+1) != "" {
			v *= f
			j++
			scaled = true
			// "2,5 Mio. €", "1,2 Mio. km": an abbreviated multiplier's
			// dot stands between it and the unit.
			if d.lowAt(j) == "." && d.toks[j].start == d.toks[j-1].end && !d.blocked(j+1) {
				if _, n := d.unitAt(j + 1); n > 0 || d.currencyAt(j+1) != "" {
					j++
				}
			}
		}
	}
	// "10만원", "3万円", "50万元": a multiplier and a currency in one run
	// of hangul or ideographs.
	if cur == "" && m.class == "" && !d.blocked(j) {
		if f, c := d.scaledCurrency(d.lowAt(j)); c != "" {
			v *= f
			cur = c
			j++
			scaled = true
		}
	}
	if cur == "" && m.class == "" {
		// ("Continental PremiumContact 7 €131": a symbol set apart from
		// the number before it and written onto the number after it is
		// that number's; one in the next cell of a table is that cell's:
		// "3.5<TAB>CHF 2'650".)
		if c := d.currencyAt(j); c != "" && !d.symbolOnNext(j) && !d.toks[j].tab {
			cur = c
			j++
			if f, ok := multipliers[d.lowAt(j)]; ok && d.lowAt(j) != "a" { // "30 mil euros" handled above; "€ 2 Mio"
				v *= f
				j++
			}
		}
	}
	// "34,1 ct/kWh", "12 cents per kWh": a cent set apart from its figure,
	// before a rate.
	if cur == "" && m.class == "" && centWords[d.lowAt(j)] && !d.blocked(j) && v < 1000 && (d.lowAt(j+1) == "/" || perOpeners[d.lowAt(j+1)]) {
		cur = d.centsOf()
		if d.lowAt(j) == "ct" {
			cur = "EUR"
		}
		v /= 100
		j++
	}
	if cur != "" {
		m.class, m.unit = "money", cur
	}
	// "338.–", "999,–", "1.299,-": the dash after a whole price's point
	// or comma is how a shop in Switzerland, Germany or the North writes
	// money.
	if m.class == "" && d.wholePriceDash(j) {
		m.class = "money"
		j += 2
	}
	if m.class == "" {
		switch {
		case d.lowAt(j) == "/" && !d.blocked(j+1) && d.toks[j+1].kind == tNum && d.toks[j].start == d.toks[j-1].end:
			// "3.8/5", "8/10": a rating on its scale. "250/250" in a text
			// about bandwidth is a line's down/up speed, not a perfect score.
			if s, _, ok := d.numberAt(j + 1); ok && s == v && v >= 10 && d.talksBandwidth() {
				m.class, m.unit = "bandwidth", "Mbps"
				j += 2
			} else if ok && (s == 5 || s == 10 || s == 100 || s == 4 || s == 7 || s == 20) && v <= s {
				m.class, m.unit, m.scale = "rating", "point", s
				j += 2
			} else {
				return amount{}, false // "24/7", "12/05"
			}
		case (d.lowAt(j) == "out" && d.lowAt(j+1) == "of" || ratingOf[d.lowAt(j)]) && !d.blocked(j+2) && d.toks[j+2].kind == tNum ||
			ratingOf[d.lowAt(j)] && !d.blocked(j+1) && d.toks[j+1].kind == tNum:
			k := j + 1
			if d.lowAt(j) == "out" {
				k = j + 2
			}
			if s, _, ok := d.numberAt(k); ok && s >= v && s <= 100 {
				m.class, m.unit, m.scale = "rating", "point", s
				j = k + 1
				if u, n := d.unitAt(j); n > 0 && u.class == "rating" {
					j += n
				}
			}
		default:
			// "10 more years", "12 weitere Jahre": a span's unit after "more".
			if moreSpan[d.lowAt(j)] {
				if u, n := d.unitAt(j + 1); n > 0 && u.class == "time" {
					j++
				}
			}
			// "35 de zile", "20 de metri": Romanian puts "de" between a
			// figure of twenty or more and its unit.
			if d.lang == "ro" && d.lowAt(j) == "de" && v >= 20 {
				if _, n := d.unitAt(j + 1); n > 0 {
					j++
				}
			}
			if u, n := d.unitAt(j); n > 0 && d.unitFits(u, j, v) {
				m.class, m.unit = u.class, u.canon
				v *= u.factor
				j += n
				if u.class == "rating" {
					m.scale = 5
				}
				if u.class == "distance" && d.lowAt(j) == "/" && d.lowAt(j+1) == "h" { // "km/h"
					m.class, m.unit = "speed", "km/h"
					j += 2
				}
				if u.class == "volume" && d.lowAt(j) == "/" && !d.blocked(j+1) && strings.HasSuffix(d.toks[j+1].low, "km") { // "6.1 L/100km"
					m.class, m.unit = "fuel", "L/100km"
					j += 2
				} else if u.class == "volume" && d.lowAt(j) == "/" && d.lowAt(j+1) == "100" && d.lowAt(j+2) == "km" && !d.blocked(j+2) { // "6,4 l/100 km"
					m.class, m.unit = "fuel", "L/100km"
					j += 3
				}
			}
		}
	}
	// Rates: "/month", "per unit", "a year", "each way", "pro Strecke",
	// "€/kWh", "msgs/sec".
	j = d.readPer(&m, j)
	// ("980 a month really lovely staff": after a rate, what follows is
	// no counted noun.)
	if m.class == "" && m.per == "" {
		// A count: "7 support tickets", "5 allocs per message", "1 stop",
		// "30 vacation days".
		end := j
		// (A tab ends a cell: "45.00<TAB>Frankfurt DE" counts nothing.)
		// ("sala para 20 como máximo", "12 max", "17,000以內": a bound is
		// not what is counted.)
		for end < j+3 && !d.blocked(end) && !d.toks[end].tab && d.toks[end].kind == tWord && !stopwords[d.toks[end].low] && !monthNames[d.toks[end].low] && !notCounted[d.toks[end].low] &&
			!boundLead[d.toks[end].low] && !unspacedWord[d.toks[end].low] && d.toks[end].low != "como" &&
			len(d.toks[end].low) > 1 && !perOpeners[d.toks[end].low] && !listJoiners[d.toks[end].low] {
			end++
			if u, ok := unitTable[d.toks[end-1].low]; ok && end-1 > j && u.class == "time" {
				break // "30 vacation days"
			}
		}
		switch {
		case end > j && scaled && (salaryNouns[d.toks[j].low] || costWords[d.toks[j].low] || moneyNouns[d.toks[j].low]):
			// "95k salary", "1.2M budget": money named by what it is.
		case end > j && d.toks[j].start == d.toks[j-1].end && withoutParticle(d.toks[j].low) != d.toks[j].low:
			// "주 2회는 가야": a Korean counter written onto its figure is
			// the unit, its particle off.
			m.class, m.unit = "count", withoutParticle(d.toks[j].low)
			j = d.readPer(&m, j+1)
		case end > j:
			m.class, m.unit = "count", strings.Join(d.wordsIn(j, end), " ")
			j = d.readPer(&m, end)
		}
	}
	if m.class == "" && scaled {
		m.class = "money" // "95k", "2M at 12M post"
	}
	m.value = v * float64(m.sign)
	m.b = j
	if m.class == "" {
		m.b = j
	}
	if math.IsNaN(m.value) || math.IsInf(m.value, 0) {
		return amount{}, false
	}
	return m, true
}

// namedSumAt reports whether the figure at token i follows the name of a
// sum of money: "rent 1,400", "salary: 52000", "budget of 900".
func (d *doc) namedSumAt(i int) bool {
	j := i - 1
	if j >= 0 && (d.toks[j].low == ":" || d.toks[j].low == "of" || d.toks[j].low == "is") {
		j--
	}
	if j < 0 || d.blocked(j) {
		return false
	}
	w := d.toks[j].low
	return salaryNouns[w] || moneyNouns[w] || sumNouns[w] || costHeads[w]
}

// sumNouns name what is paid where the attribute table names no head of
// cost that takes money alone (costHeads: "rent", "price", "Miete",
// "月租"): with salaryNouns, moneyNouns and costHeads, the names
// namedSumAt reads a bare figure after.
var sumNouns = set("fee", "fees", "mortgage", "loan", "pay", "spend")

// resolutionAt reports whether "4K" at i (its figure ending before j)
// names a screen's resolution: a refresh rate, a screen word or a
// resolution word stands next to it.
func (d *doc) resolutionAt(i, j int) bool {
	if strings.Contains(d.toks[i].low, "k1") || strings.Contains(d.toks[i].low, "k6") {
		return true // "4K120", "4K60"
	}
	for k := max(0, i-2); k < min(len(d.toks), j+3); k++ {
		if k == i || d.blocked(k) {
			continue
		}
		w := d.toks[k].low
		if screenWords[w] || strings.HasSuffix(w, "hz") {
			return true
		}
	}
	return false
}

var (
	amountLists       = sections("amounts.txt")
	taxMarks          = set(mustSection(amountLists, "amounts.txt", "tax-marks")...)
	instalmentJoiners = set(mustSection(amountLists, "amounts.txt", "instalment-joiners")...)
	sizeWords         = set(mustSection(amountLists, "amounts.txt", "size-words")...)
	screenWords       = set(mustSection(amountLists, "amounts.txt", "screen-words")...)
	centWords         = set(mustSection(amountLists, "amounts.txt", "cent-words")...)
)

// notCounted never name what a figure counts: "52k near my friends".
var notCounted = set("absolute", "absolutely", "near", "nearby", "close", "beside", "around", "about", "approx", "approximately", "roughly", "plus", "including",
	"incl", "excluding", "excl", "each", "total", "overall", "net", "gross", "cerca", "près", "nahe", "perto", "vicino",
	// "1 Benutzer inklusive", "3 users included": what is counted, not
	// that it is included.
	"included", "inklusive", "inkl", "inbegriffen", "inclus", "incluse", "incluido", "incluidos", "incluidas", "incluído", "incluídos",
	"incluso", "inclusi", "inbegrepen", "ingår", "ingick", "wliczone",
	// "stands at 48 now": a time adverb, not what is counted.
	"now", "today", "already", "currently", "jetzt", "aktuell", "ahora", "maintenant", "adesso", "agora", "teraz", "nyní", "nu", "nyt", "nå")

// addressWords put a number in an address: what follows names a place.
var addressWords = set("unit", "apt", "apartment", "suite", "flat", "room", "ste", "piso", "puerta", "wohnung", "whg", "appartement",
	"appart", "apto", "lokal", "mieszkanie", "lägenhet", "lgh")

// seatingWords say how a room holds people: "70 seated / 110 standing".
var seatingWords = set(mustSection(consLists, "constraints.txt", "seating")...)

// moneyNouns name a sum of money after a scaled figure ("40k bonus"),
// beside salaryNouns and costWords.
var moneyNouns = set("budget", "bonus", "income", "revenue", "savings", "deposit", "equity", "funding", "raise", "salaries", "comp",
	"compensation", "package", "base", "tc", "ote", "arr", "mrr", "debt", "profit", "turnover")

var ratingOf = set("von", "de", "sur", "su", "van", "out")

// unitFits rejects unit readings a neighbour rules out: "in" as inches
// only after a size ("15 in screen"), a lone "m" as metres only when a
// distance is plausible, "s" only when attached.
func (d *doc) unitFits(u unitDef, j int, v float64) bool {
	switch d.lowAt(j) {
	case "in", "a", "an", "s", "t", "d", "pa", "an ", "mi", "us", "ore", "ora", "ans", "dag", "tag", "dia":
		// Common words that are also unit abbreviations: only attached
		// to the number ("15in", "3s") or before a size noun.
		prev := d.toks[j-1]
		if d.toks[j].start != prev.end {
			if d.lowAt(j) == "in" && (d.lowAt(j+1) == "screen" || d.lowAt(j+1) == "display" || d.lowAt(j+1) == "monitor") {
				return true
			}
			if d.lowAt(j) == "ans" || d.lowAt(j) == "us" || d.lowAt(j) == "ore" || d.lowAt(j) == "dag" || d.lowAt(j) == "tag" || d.lowAt(j) == "dia" {
				return true
			}
			// "range 45 mi": in English, "mi" is no word but the mile
			// ("mi" is "my" in Spanish, "me" in Italian).
			if d.lowAt(j) == "mi" && d.lang == "en" {
				return true
			}
			return false
		}
	case "rok":
		// "3 rok, 74 kvm": in Swedish, rooms and a kitchen ("rum och
		// kök"), not the Polish or Czech year.
		return d.lang != "sv"
	case "m":
		// ("1,80 m de altura", "2.4 m wide", "3.05 m, max load…", "3.2 m
		// between the door and the shelves": a size, not millions — "1.5 m
		// users" counts.)
		// ("4 m²": a small area.)
		next := d.lowAt(j + 1)
		return next == "²" || next == "³" || d.toks[j].start == d.toks[j-1].end || v >= 10 ||
			v != math.Trunc(v) && (sizeWords[next] || next == "" || stopwords[next] || d.toks[j+1].kind == tPunct)
	}
	return true
}

func (d *doc) lowAt(i int) string {
	if d.blocked(i) {
		return ""
	}
	return d.toks[i].low
}

// slashPerson are the words for a person after a slash: "3 850 Kč/os.",
// "€45/pers", "$30/head".
var slashPerson = set(mustSection(consLists, "constraints.txt", "slash-person")...)

var perPersonIdx = phraseList(mustSection(consLists, "constraints.txt", "per-person"))

// readPer reads a rate's denominator after a amount and returns the
// index past it.
func (d *doc) readPer(m *amount, j int) int {
	// "1 800 € HT/an", "99 € TTC par mois": a tax mark between a sum
	// and its rate.
	if taxMarks[d.lowAt(j)] && (d.lowAt(j+1) == "/" || perOpeners[d.lowAt(j+1)]) {
		if k := d.readPer(m, j+1); k > j+1 {
			return k
		}
	}
	w := d.lowAt(j)
	// "38 € a persona", "32 € a testa", "$45 per head", "25 € pro Kopf".
	if e := d.phraseSpan(j, len(d.toks), perPersonIdx); e > j && !d.blocked(j) {
		m.per = "person"
		return e
	}
	switch {
	case w == "each" && d.lowAt(j+1) == "way", w == "one" && d.lowAt(j+1) == "way":
		m.per = "way"
		return j + 2
	case perWords[w] != "" && (w == "monthly" || w == "annually" || w == "yearly" || w == "weekly" || w == "daily" ||
		w == "quarterly" || w == "monatlich" || w == "jährlich" || w == "mensual" || w == "anual" || w == "mensuel" || w == "annuel" ||
		strings.HasSuffix(w, "nie") || strings.HasSuffix(w, "mente") || strings.HasSuffix(w, "lijks") || w == "månadsvis" || w == "årligen" ||
		w == "kuukaudessa" || w == "vuodessa" || w == "měsíčně" || w == "ročně"):
		m.per = perWords[w]
		return j + 1
	case periodAdjectives[w] != "":
		m.per = periodAdjectives[w]
		return j + 1
	case w == "l'any": // "312 € l'any" (Catalan; "any" alone is English)
		m.per = "year"
		return j + 1
	case (strings.HasPrefix(w, "l'") || strings.HasPrefix(w, "all'")) && timePer(perWords[w[strings.IndexByte(w, '\'')+1:]]): // "800 € l'anno"
		m.per = perWords[w[strings.IndexByte(w, '\'')+1:]]
		return j + 1
	case w == "p" && d.lowAt(j+1) == "/" && (d.lowAt(j+2) == "m" || d.lowAt(j+2) == "mnd"): // "€34,95 p/m"
		m.per = "month"
		return j + 3
	case w == "p.m" && d.lowAt(j+1) == ".":
		m.per = "month"
		return j + 2
	case w == "p.a" || w == "p" && d.lowAt(j+1) == "." && d.lowAt(j+2) == "a":
		m.per = "year"
		if w == "p" {
			return j + 3
		}
		return j + 1
	case perOpeners[w]:
		k := j + 1
		if w == "/" && d.toks[j].start != d.toks[j-1].end && d.lowAt(k) == "" {
			return j
		}
		// Skip a count ("per 100 new accounts") and one adjective.
		if !d.blocked(k) && d.toks[k].kind == tNum && w != "/" {
			k++
		}
		den := d.lowAt(k)
		if den == "" {
			return j
		}
		if p, ok := perWords[den]; ok {
			if timeOnlyOpeners[w] && !timePer(p) {
				return j
			}
			m.per = p
			return k + 1
		}
		// "3 850 Kč/os.", "€45/pers": a person after the slash.
		if w == "/" && slashPerson[den] {
			m.per = "person"
			return k + 1
		}
		if w == "/" || w == "per" || w == "pro" || w == "je" || w == "por" || w == "par" {
			// (Not "180 € per il 730"; not "500 mega por R$ 129,90": a
			// word joined to the currency sign after it opens a price.)
			if d.toks[k].kind == tWord && !stopwords[den] && !articles[den] && !d.currencyJoined(k) {
				// "per unit", "/kWh", "per seat", "per 100 new accounts".
				// ("€0.27/kWh over 10 kWh", "1.800.000/bulan sudah": after a
				// slash one word is the denominator, or two that make one
				// unit, "$14/sq ft".)
				end := k + 1
				if _, two := unitMulti[den+" "+d.lowAt(k+1)]; w == "/" && two {
					end++
				}
				for end < k+3 && w != "/" && !d.blocked(end) && d.toks[end].kind == tWord && !stopwords[d.lowAt(end)] && d.lowAt(end) != "and" {
					end++
				}
				m.per = strings.Join(d.wordsIn(k, end), " ")
				if m.per == "pp" || m.per == "p.p" {
					m.per = "person" // "$40/pp"
				}
				if u, ok := unitTable[den]; ok && u.class == "time" {
					m.per = strings.TrimSuffix(den, "s")
				}
				return end
			}
		}
	}
	return j
}

// periodAdjectives are "weekly", "monthly" and "yearly" written after a
// figure as adjectives and adverbs, in the languages read ("3 hores
// setmanals"), with the period each names.
var periodAdjectives = func() map[string]string {
	out := map[string]string{}
	for _, p := range [...]string{"week", "month", "year"} {
		for _, w := range mustSection(amountLists, "amounts.txt", "per-"+p+"-word") {
			out[w] = p
		}
	}
	return out
}()

func atoi3(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

func timePer(p string) bool {
	switch p {
	case "month", "year", "week", "day", "hour", "quarter":
		return true
	}
	return false
}

// prevAmountEnd returns the class of a time amount that ends right
// before i ("13h 40m"), or "".
func (d *doc) prevAmountEnd(i int) string {
	if i == 0 || d.blocked(i-1) {
		return ""
	}
	t := d.toks[i-1]
	if t.kind == tNum {
		if _, suf := splitNumber(t.low); suf == "h" || suf == "hr" || suf == "hrs" {
			return "time"
		}
	}
	if u, ok := unitTable[t.low]; ok && u.class == "time" && u.canon == "h" {
		return "time"
	}
	return ""
}

// timeContext reports whether a duration is plausible around i: a time
// word nearby ("travel time", "flight", "runtime").
func (d *doc) timeContext(i int) bool {
	for k := i; k < i+3 && !d.blocked(k); k++ {
		switch d.toks[k].low {
		case "total", "travel", "flight", "time", "runtime", "duration", "layover", "drive", "ride", "walk", "commute", "each", "way":
			return true
		}
	}
	return false
}

// symbolOnNext reports whether the token at j, a currency, stands apart
// from the token before it and is written onto a number after it ("7
// €131"): it opens the next figure, and closes none.
func (d *doc) symbolOnNext(j int) bool {
	return j > 0 && j+1 < len(d.toks) && d.toks[j-1].end < d.toks[j].start && d.toks[j].end == d.toks[j+1].start && d.toks[j+1].kind == tNum
}

// compactMinutes reads the minutes of "h45", "h05", "h30m" after the
// hours of a duration written in one word.
func compactMinutes(suffix string) (float64, bool) {
	rest, ok := strings.CutPrefix(suffix, "h")
	rest = strings.TrimSuffix(rest, "m")
	if !ok || len(rest) != 2 || !isDigits(rest) {
		return 0, false
	}
	n, _ := strconv.Atoi(rest)
	return float64(n), n < 60
}

// durationLead are the words a duration written in one word stands
// beside ("flight 2h45", "Fahrzeit 1h20", "2h30 de vol").
var durationLead = set(mustSection(amountLists, "amounts.txt", "duration-lead")...)

// durationBeside reports whether a word of how long a thing takes stands
// right before token i, or after it ("2h30 de vol", "3h10 flight").
func (d *doc) durationBeside(i int) bool {
	return i > 0 && durationLead[d.lowAt(i-1)] || durationLead[d.lowAt(i+1)] || durationOf[d.lowAt(i+1)] && durationLead[d.lowAt(i+2)]
}

// durationOf are the words between a duration and what it measures
// ("2h30 de vol", "3h of flying").
var durationOf = set(mustSection(amountLists, "amounts.txt", "duration-of")...)

// memoryStoragePairs reads a phone's or a laptop's "8/256", "(12/512)",
// "16GB/512": two figures joined by a slash, written as one, the first a
// size of memory and the second a size of storage, are both in
// gigabytes.
func (d *doc) memoryStoragePairs(out []amount) []amount {
	for k := 0; k < len(out); k++ {
		m := out[k]
		i := m.a - 2
		// ("i5/16GB/512": after a size of memory, a bare size of storage.)
		if p := k - 1; p >= 0 && m.class == "" && m.b == m.a+1 && out[p].b == m.a-1 && out[p].class == "data" && out[p].unit == "GB" &&
			d.toks[m.a-1].s == "/" && storageSizes[d.toks[m.a].low] && out[p].value < m.value {
			out[k].class, out[k].unit = "data", "GB"
			continue
		}
		if m.class != "" || m.b != m.a+1 || i < 0 || d.toks[i+1].s != "/" || d.toks[i].kind != tNum ||
			d.toks[i].end != d.toks[i+1].start || d.toks[i+1].end != d.toks[m.a].start || !storageSizes[d.toks[m.a].low] || !memorySizes[d.toks[i].low] {
			continue
		}
		if k > 0 && out[k-1].b > i {
			continue // the first figure is read already
		}
		v, err := strconv.ParseFloat(d.toks[i].low, 64)
		if err != nil {
			continue
		}
		out[k].class, out[k].unit = "data", "GB"
		out = slices.Insert(out, k, amount{a: i, b: i + 1, value: v, class: "data", unit: "GB", sign: 1})
		k++
	}
	return out
}

var (
	memorySizes  = set("2", "3", "4", "6", "8", "12", "16", "18", "24", "32")
	storageSizes = set("32", "64", "128", "256", "512", "1024")
)
