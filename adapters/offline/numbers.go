package offline

import (
	"strconv"
	"strings"
	"unicode"
)

// Numbers with units (ENGINE.md "Evidence"): money (k/M suffixes,
// currencies, per month or year), percentages, durations, distances. Two
// options with numbers of the same class on the same criterion are
// compared; the one further in the good direction leans up.

type qclass uint8

const (
	qNone qclass = iota
	qMoney
	qMoneyYear // a recurring amount, normalised to a year
	qPercent
	qDuration // in days
	qDistance // in km
)

type quantity struct {
	value float64
	class qclass
	tok   int // first token
	end   int // one past the last token
}

var currencyWords = set("eur", "euro", "euros", "usd", "dollar", "dollars", "bucks", "gbp", "pound", "pounds", "chf",
	"francs", "sek", "nok", "dkk", "pln", "jpy", "yen", "inr", "rupees", "aud", "cad", "k", "grand", "thousand", "million",
	"millions", "billion", "mio", "mn", "bn")

var countNouns = set("lines", "users", "customers", "people", "employees", "requests", "rows", "visitors", "downloads",
	"followers", "subscribers", "views", "words", "items", "units", "records", "events", "messages", "stars", "members",
	"steps", "loc", "files", "services", "microservices", "engineers", "devs", "developers", "seats", "students", "kids",
	"servers", "vms", "nodes", "lines,")

var periodWords = map[string]float64{"month": 12, "mo": 12, "monthly": 12, "year": 1, "yr": 1, "annually": 1, "yearly": 1,
	"annual": 1, "week": 52, "weekly": 52, "day": 365, "daily": 365, "quarter": 4, "quarterly": 4, "mes": 12, "año": 1,
	"mois": 12, "an": 1, "monat": 12, "jahr": 1}

// parseNumber reads a number token ("95k", "9,000", "3.2", "2h") into its
// value and letter suffix.
func parseNumber(s string) (float64, string, bool) {
	end := 0
	for end < len(s) && (s[end] >= '0' && s[end] <= '9' || s[end] == '.' || s[end] == ',') {
		end++
	}
	num, suffix := s[:end], s[end:]
	if num == "" {
		return 0, "", false
	}
	// Thousands separators: "9,000", "1,450.50"; a lone comma is a decimal.
	if strings.Count(num, ",") > 0 {
		parts := strings.Split(num, ",")
		thousands := true
		for _, p := range parts[1:] {
			if len(p) < 3 || len(p) > 3 && p[3] != '.' {
				thousands = false
			}
		}
		if thousands {
			num = strings.ReplaceAll(num, ",", "")
		} else {
			num = strings.ReplaceAll(num, ",", ".")
		}
	}
	if strings.Count(num, ".") > 1 {
		return 0, "", false
	}
	v, err := strconv.ParseFloat(num, 64)
	if err != nil {
		return 0, "", false
	}
	return v, suffix, true
}

// quantities lists the quantities in tokens [a, b).
func (d *doc) quantities(a, b int) []quantity {
	var out []quantity
	moneyCtx := -1 // computed once, on first need
	inMoneyContext := func() bool {
		if moneyCtx < 0 {
			moneyCtx = 0
			if d.moneyContext(a, b) {
				moneyCtx = 1
			}
		}
		return moneyCtx == 1
	}
	for i := a; i < b; i++ {
		t := d.toks[i]
		var v float64
		var suffix string
		switch {
		case t.kind == tNum:
			var ok bool
			v, suffix, ok = parseNumber(t.low)
			if !ok {
				continue
			}
		case t.kind == tWord && numberWords[t.low] > 0 && t.low != "a" && t.low != "an" && i+1 < b && timeUnits[d.toks[i+1].low]:
			v = numberWords[t.low]
		default:
			continue
		}
		q := quantity{value: v, tok: i, end: i + 1}
		next := func(k int) string {
			if i+k < b {
				return d.toks[i+k].low
			}
			return ""
		}
		money := i > a && currencySymbols[d.toks[i-1].s]
		switch suffix {
		case "k", "K":
			q.value *= 1e3
			money = true
		case "m", "mm", "mn", "mio":
			q.value *= 1e6
			money = true
		case "bn", "b":
			q.value *= 1e9
			money = true
		case "h", "hr", "hrs":
			q.class, q.value = qDuration, v/24
		case "d":
			q.class = qDuration
		case "km":
			q.class = qDistance
		case "%":
			q.class = qPercent
		case "", "€", "$", "£":
		default:
			if suffix != "" && q.class == qNone {
				continue // "1st", "v2", "k8s"
			}
		}
		n1 := next(1)
		switch {
		case q.class != qNone:
		case n1 == "%" || n1 == "percent" || n1 == "pct" || n1 == "per" && next(2) == "cent":
			q.class = qPercent
			q.end = i + 2
		case unitDays(n1) > 0:
			q.class, q.value, q.end = qDuration, q.value*unitDays(n1), i+2
		case n1 == "minutes" || n1 == "minute" || n1 == "min" || n1 == "mins":
			q.class, q.value, q.end = qDuration, q.value/1440, i+2
		case n1 == "hours" || n1 == "hour" || n1 == "hrs" || n1 == "h":
			q.class, q.value, q.end = qDuration, q.value/24, i+2
		case n1 == "km" || n1 == "kms" || n1 == "kilometres" || n1 == "kilometers":
			q.class, q.end = qDistance, i+2
		case n1 == "miles" || n1 == "mile":
			q.class, q.value, q.end = qDistance, q.value*1.609, i+2
		case countNouns[n1]:
			continue
		}
		if q.class == qNone {
			if currencyWords[n1] {
				money = true
				q.end = i + 2
				switch n1 {
				case "k", "grand", "thousand":
					q.value *= 1e3
				case "million", "millions", "mio", "mn":
					q.value *= 1e6
				case "billion", "bn":
					q.value *= 1e9
				}
			}
			// A bare number is money only beside a money word.
			if !money && (v < 100 || t.kind != tNum || !inMoneyContext()) {
				continue
			}
			q.class = qMoney
			// "/month", "per month", "a year", "monthly".
			for k := q.end - i; k <= q.end-i+3 && i+k < b; k++ {
				w := d.toks[i+k].low
				if f, ok := periodWords[w]; ok && k > 0 {
					prev := d.toks[i+k-1].low
					if prev == "/" || prev == "per" || prev == "a" || prev == "an" || prev == "each" || prev == "every" ||
						w == "monthly" || w == "annually" || w == "yearly" || w == "weekly" || w == "daily" || w == "annual" || w == "quarterly" {
						q.class = qMoneyYear
						q.value *= f
						q.end = i + k + 1
						break
					}
				}
				if d.toks[i+k].kind == tWord && !currencyWords[w] && w != "per" && w != "a" && w != "an" && w != "each" && w != "every" {
					break
				}
			}
		}
		if q.value < 0 || q.value != q.value {
			continue
		}
		out = append(out, q)
		if q.end > i+1 {
			i = q.end - 1
		}
	}
	return out
}

var moneyContextWords = set("cost", "costs", "costing", "price", "priced", "pay", "pays", "paying", "paid", "salary", "rent",
	"fee", "fees", "bill", "budget", "earn", "earning", "earns", "income", "spend", "saved", "savings", "loan", "mortgage",
	"euros", "dollars", "eur", "usd", "wants", "asks", "asking", "offer", "offers", "year", "month", "costing", "sueldo",
	"salario", "alquiler", "cuesta", "coûte", "kostet", "charge", "charges", "expensive", "cheap", "cheaper")

func (d *doc) moneyContext(a, b int) bool {
	for i := a; i < b; i++ {
		if moneyContextWords[d.toks[i].low] || d.toks[i].kind == tPunct && currencySymbols[d.toks[i].s] {
			return true
		}
	}
	return false
}

var personalIncome = set("pay", "pays", "paid", "paying", "salary", "salaries", "earn", "earns", "earning", "earnings",
	"income", "wage", "wages", "offer", "offers", "offered", "offering", "bonus", "sueldo", "salario", "salaire", "gehalt",
	"returns", "yield", "saved", "savings", "raise", "raising", "profit", "revenue", "mrr", "arr", "job", "jobs", "role",
	"position", "trabajo", "empleo")
var orgIncome = set("pay", "pays", "paying", "earn", "earns", "earning", "revenue", "revenues", "mrr", "arr", "profit",
	"profits", "sales", "income", "offers", "offer", "offered", "raise", "raising", "raised", "round", "fund")

var costWords = set("cost", "costs", "costing", "price", "rent", "fee", "fees", "bill", "bills", "spend", "pay", "tuition",
	"mortgage", "loan", "expensive", "cheap", "cheaper")

var spendingBefore = set("i", "we", "you", "to", "would", "keep", "still", "already", "currently", "we'd", "i'd", "must")

// incomeContext reports whether money in [a, b) is earned (more is better)
// rather than spent. In a career decision a bare amount is pay.
func (d *doc) incomeContext(a, b int) bool {
	if d.cat == catCareer && !d.hasCue(a, b, costWords) {
		return true
	}
	words := personalIncome
	if d.cat.organisational() {
		words = orgIncome
	}
	for i := a; i < b; i++ {
		w := d.toks[i].low
		if !words[w] {
			continue
		}
		if (w == "pay" || w == "paid" || w == "paying") && i > a {
			if p := d.toks[i-1].low; spendingBefore[p] {
				continue // "we pay", "keep paying": spending
			}
		}
		return true
	}
	return false
}

// quantityText is the phrase of a quantity, for evidence.
func (d *doc) quantityText(q quantity) string {
	a := q.tok
	if a > 0 && d.toks[a-1].kind == tPunct && currencySymbols[d.toks[a-1].s] {
		a--
	}
	s := d.phrase(a, q.end)
	return strings.TrimRightFunc(s, func(r rune) bool { return unicode.IsPunct(r) && r != '%' })
}
