package offline

import (
	"sort"
	"strconv"
	"strings"
)

// The criteria lexicon. Each criterion has a stable id (the slip's
// criterion id), a label, the direction of "more" on its scale (more
// income is good, more cost is bad) and its cues. A cue is a word or a
// phrase ("step_up" is "step up"); a trailing "+" or "-" gives the cue an
// intrinsic polarity on the criterion's scale ("cheaper+" on cost,
// "risky-" on risk), a trailing ">" or "<" overrides the direction of
// "more" for that cue ("retention>" on churn). Ids follow the generic
// decision-criteria vocabulary of the corpus.

type criterionDef struct {
	id, label string
	more      int8 // +1: more of the thing is better; -1: worse
	words     string
}

var criterionDefs = []criterionDef{
	{"money", "Money", 1, `money salary salaries pay pays paid paying payout income incomes earn earns earning earnings wage wages
		savings saving saved save cash financial financially finances finance wealth wealthy rich afford+ affordable+ unaffordable-
		debt- debts- loan< loans< mortgage< mortgages< rent< rents< fund funds inheritance inherited invest investment investments
		investing returns interest rate rates bonus compensation equity euros dollars eur usd gbp bucks pounds
		gehalt zahlt verdient salario sueldo salaire salário
		sueldo salario dinero alquiler< vivienda< salaire argent loyer< gehalt geld miete< salário dinheiro aluguel< emergency_fund
		opportunity_cost- tight- broke-`},
	{"cost", "Cost", -1, `cost costs costing costly- expensive- pricey- overpriced- cheap+ cheaper+ cheapest+ inexpensive+ price prices
		priced bill bills fee fees spend spending spent expense expenses budget budgets band licence license licensing
		caro- cara- caros- barato+ barata+ cher- chère- teuer- billig+ free+ tco`},
	{"revenue", "Revenue", 1, `revenue revenues mrr arr sales conversion conversions profit profits profitable+ profitability
		margin margins monetize monetization upsell arpu ltv pricing`},
	{"churn", "Churn", -1, `churn churns churning churned cancel cancels cancellation cancellations retention> attrition`},
	{"time", "Time", -1, `time hours hour busy- schedule effort workload overtime- free_time+ time-consuming- hassle- tedious-
		evenings weekends deadline timeline tiempo temps zeit`},
	{"speed", "Speed", 1, `speed fast+ faster+ fastest+ quick+ quicker+ quickly+ slow- slower- slowest- slowly- momentum
		time_to_market time-to-market sooner+ delay- delays- delayed- competitor competitors compete velocity agile+ rapid+
		rush urgent urgency deploy deploys deployment deployments ship shipping lag- sluggish-`},
	{"risk", "Risk", -1, `risk risks risky- safe+ safer+ safest+ safety uncertain- uncertainty- gamble- fail- fails- failed-
		failure- failures- volatile- volatility- danger- dangerous- worry- worried- worries- nervous- scary- scared- afraid-
		downside- lose- losing- loss- losses- bankrupt- bankruptcy- emergency_fund guarantee+ guaranteed+ proven+ unproven-
		buffer+ cushion+ runway> fragile- exposure riesgo risque risiko risco cheating- proof`},
	{"stability", "Stability", 1, `stability stable+ unstable- steady+ predictable+ unpredictable- permanent+ tenure job_security
		secure+ insecure- precarious- layoffs- layoff- estabilidad stabilité`},
	{"growth", "Growth", 1, `growth grow grows growing scale scaling scalable+ expand expansion upside+ potential opportunity
		opportunities traction stagnate- stagnant- stalled- plateau- crecimiento croissance wachstum`},
	{"career", "Career", 1, `career_growth career careers promotion promoted role roles title senior staff manager management step_up+
		step_down- step_back- resume cv prospects ladder progression advance advancement job jobs profession professional
		academic academia trabajo carrera travail carrière karriere arbeit emprego`},
	{"health", "Health", 1, `health healthy+ unhealthy- hospital hospitals doctor doctors medical sleep exercise fitness illness
		sick- injury- burnout- mental_health wellbeing well-being salud santé gesundheit saúde`},
	{"stress", "Stress", -1, `stress stressful- stressed- pressure- anxiety- anxious- relaxed+ relaxing+ calm+ peaceful+
		peace_of_mind+ work-life_balance overwhelmed- overwhelming- exhausting- exhausted- burnout- hectic- chill+ tranquilo+
		estrés`},
	{"relationships", "Relationships", 1, `relationship relationships friends friend friendship partner girlfriend boyfriend wife
		husband spouse fiancé fiancee marriage married marry social colleagues coworkers culture_fit lonely- loneliness-
		isolated- isolation- know_nobody- know_no_one- know_anyone+ dating brother sister sibling siblings amigos amigo novia novio pareja amis freunde communicator`},
	{"family", "Family", 1, `family families kids kid children child daughter daughters son sons parents parent mother father mom
		mum dad baby toddler grandparents familia famille familie família`},
	{"location", "Location", 1, `location city cities neighbourhood neighborhood area country abroad near+ nearby+ far- distance
		downtown suburbs suburb rural village climate weather ciudad ville stadt`},
	{"commute", "Commute", -1, `commute commuting commutes commuter commuters drive driving traffic minutes_away travel_time transit`},
	{"enjoyment", "Enjoyment", 1, `enjoy+ enjoys+ enjoyment enjoyable+ fun+ love+ loves+ hate- hates- dislike- passion passionate+
		happy+ happiness unhappy- miserable- boring- bored- interesting+ interested+ excited+ exciting+ dream+ satisfaction
		satisfying+ fulfilling+ meaningful+ joy+ lonely-`},
	{"autonomy", "Autonomy", 1, `autonomy freedom+ independence+ independent+ own_boss+ remote flexible_hours micromanage-
		micromanagement- bureaucracy-`},
	{"control", "Control", 1, `control ownership dilution- dilute- diluted- board governance keep_control investor- investors-
		vc- seed- angel- term_sheet- bootstrapped+ bootstrap+ self-funded+`},
	{"reputation", "Reputation", 1, `reputation brand image credibility trust trusted+ announced announcement press publicity
		embarrassing- embarrassment- promise promised perception reviews prestige prestigious+`},
	{"quality", "Quality", 1, `quality bugs- bug- buggy- defects- defect- reliable+ reliability unreliable- robust+ consistency
		consistent+ inconsistent- polish polished+ keyboard battery screen display performance durable+ durability features
		feature transactions uptime outage- outages- errors- crash- crashes- broken- flaky- technical_debt- legacy- outdated-
		obsolete- end-of-life- end_of_life- eol- deprecated- repair repairs warranty lighter+ heavier- portable+ rough-
		camera cameras lifespan longevity long-lasting+ to_last
		calidad qualité qualität`},
	{"reversibility", "Reversibility", 1, `reversible+ irreversible- reversibility undo go_back one-way- two-way+ exit lock-in-
		locked_in- locks- tied_down- back_out`},
	{"flexibility", "Flexibility", 1, `flexible+ flexibility inflexible- rigid- optionality lock-in- locked- locks- lock- tied_down-
		move_cities mobility adaptable+ portability`},
	{"compliance", "Compliance", 1, `compliance compliant+ noncompliant- regulation regulations regulatory gdpr legal law laws
		residency audit audits certification soc2 hipaa data_residency privacy sovereignty`},
	{"skill", "Skill", 1, `skill skills skilled+ experience experienced+ inexperienced- expertise expert+ knowledge knows+ know+ knew+
		familiar+ unfamiliar- learn learning learner learned competent+ talent talented+ capable+ training proficient+
		system_design in_production+`},
	{"hiring", "Hiring", 1, `hiring hire hires recruit recruiting recruitment talent_pool headcount`},
	{"complexity", "Complexity", -1, `complexity complex- complicated- simple+ simpler+ simplicity+ simplify+ simplifies+ overhead- moving_parts-
		maintenance maintain operate operational ops run_it microservices service_mesh tracing coordination boilerplate-
		learning_curve- messy- tangled- manage`},
}

// cue is one reading of a lexicon word or phrase.
type cue struct {
	id   string
	pol  int8 // intrinsic polarity on the criterion's scale
	more int8 // direction of "more" for this cue
}

var (
	wordCues   map[string][]cue    // single words
	phraseCues map[string][]phrCue // by first word
	critIndex  map[string]int      // id -> position in criterionDefs
	fuzzyIndex map[string][]string // deletion variants -> lexicon words (len >= 5)
)

type phrCue struct {
	words []string
	cues  []cue
}

func init() {
	wordCues = map[string][]cue{}
	phraseCues = map[string][]phrCue{}
	critIndex = map[string]int{}
	for i, def := range criterionDefs {
		critIndex[def.id] = i
		for _, w := range strings.Fields(def.words) {
			c := cue{id: def.id, more: def.more}
			switch {
			case strings.HasSuffix(w, "+"):
				c.pol, w = 1, strings.TrimSuffix(w, "+")
			case strings.HasSuffix(w, "-") && len(w) > 1:
				c.pol, w = -1, strings.TrimSuffix(w, "-")
			case strings.HasSuffix(w, ">"):
				c.more, w = 1, strings.TrimSuffix(w, ">")
			case strings.HasSuffix(w, "<"):
				c.more, w = -1, strings.TrimSuffix(w, "<")
			}
			if strings.Contains(w, "_") {
				parts := strings.Split(w, "_")
				phraseCues[parts[0]] = appendPhrase(phraseCues[parts[0]], parts, c)
				continue
			}
			wordCues[w] = append(wordCues[w], c)
		}
	}
	fuzzyIndex = map[string][]string{}
	addFuzzy := func(w string) {
		if len([]rune(w)) < 5 {
			return
		}
		for _, v := range deletions(w) {
			fuzzyIndex[v] = append(fuzzyIndex[v], w)
		}
	}
	keys := make([]string, 0, len(wordCues))
	for w := range wordCues {
		keys = append(keys, w)
	}
	keys = append(keys, fuzzyExtra...)
	sort.Strings(keys)
	for _, w := range keys {
		addFuzzy(w)
	}
	for k, v := range fuzzyIndex {
		sort.Strings(v)
		fuzzyIndex[k] = dedupe(v)
	}
}

func appendPhrase(list []phrCue, words []string, c cue) []phrCue {
	for i := range list {
		if strings.Join(list[i].words, " ") == strings.Join(words, " ") {
			list[i].cues = append(list[i].cues, c)
			return list
		}
	}
	return append(list, phrCue{words: words, cues: []cue{c}})
}

// fuzzyExtra are function words the reader must recognise through typos.
var fuzzyExtra = []string{"should", "business", "restaurant", "decided", "between", "whether", "alternatively", "options"}

func dedupe(s []string) []string {
	out := s[:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

func critLabel(id string) string {
	if i, ok := critIndex[id]; ok {
		return criterionDefs[i].label
	}
	if id == "" {
		return "Criterion"
	}
	return upperFirst(strings.ReplaceAll(id, "_", " "))
}

// Polarity words that carry no criterion of their own: they colour the
// criteria cued in the same clause.
var polarityWords = map[string]float64{
	"good": 1, "great": 1, "better": 1, "best": 1, "strong": 1, "stronger": 1, "excellent": 1, "nice": 1, "ideal": 1,
	"perfect": 1, "solid": 1, "proven": 1, "mature": 0.7, "easy": 1, "easier": 1, "easiest": 1, "well": 0.8, "supportive": 0.8,
	"fine": 0.5, "win": 1, "benefit": 0.8, "benefits": 0.8, "advantage": 1, "upside": 1, "gain": 0.8, "gains": 0.8,
	"improve": 0.8, "improves": 0.8, "improved": 0.8, "boost": 0.8, "helps": 0.7, "help": 0.5, "fits": 0.7, "fit": 0.5,
	"next-day": 0.8, "same-day": 0.8, "on-site": 0.5, "included": 0.6, "generous": 0.8, "higher-paying": 1, "modest": 0.3,
	"handles": 0.6, "supports": 0.6, "available": 0.5, "settled": 0.7, "love": 0.8, "loves": 0.8,
	"happy": 0.8, "glad": 0.7, "excited": 0.8, "top": 0.6, "top-15": 0.6, "famous": 0.5, "step": 0, "clean": 0.6, "fresh": 0.4,
	"bad": -1, "worse": -1, "worst": -1, "poor": -1, "poorer": -1, "weak": -1, "weaker": -1, "hard": -1, "harder": -1,
	"difficult": -1, "problem": -0.8, "problems": -0.8, "issue": -0.7, "issues": -0.7, "struggle": -0.8, "struggles": -0.8,
	"painful": -1, "pain": -0.8, "miss": -0.6, "leave": -0.6, "leaving": -0.6, "sacrifice": -0.8, "drawback": -0.8, "downside": -1,
	"concern": -0.7, "concerns": -0.7, "worry": -0.8, "worried": -0.8, "tired": -0.7, "lack": -0.8, "lacks": -0.8,
	"limited": -0.6, "small": -0.3, "cramped": -0.8, "noisy": -0.6, "old": -0.4, "dead": -0.8, "tricky": -0.7,
	"scary": -0.8, "hate": -1, "hates": -1, "average": -0.2, "nervous": -0.6, "stuck": -0.7, "locks": -0.7, "risky": -1,
	"above": 0, "lost": -0.7, "losing": -0.8, "breaking": -0.5, "break": -0.4, "slow": -0.8, "wrong": -0.8, "heavy": -0.5,
	"mejor": 1, "meilleur": 1, "besser": 1, "melhor": 1, "bueno": 0.8, "bon": 0.8, "gut": 0.8, "bom": 0.8,
	"peor": -1, "pire": -1, "schlechter": -1, "pior": -1, "malo": -0.8, "mauvais": -0.8, "schlecht": -0.8, "mau": -0.8,
	"lejos": -0.6, "cerca": 0.5, "loin": -0.6, "près": 0.5,
}

// Direction words say "more" or "less" of the quantity they qualify.
var directionWords = map[string]int8{
	"more": 1, "higher": 1, "bigger": 1, "larger": 1, "greater": 1, "increase": 1, "increased": 1, "increases": 1,
	"above": 1, "over": 1, "extra": 1, "longer": 1, "much": 0, "más": 1, "plus": 1, "mehr": 1, "mais": 1, "raise": 1,
	"less": -1, "lower": -1, "smaller": -1, "fewer": -1, "reduced": -1, "reduce": -1, "decrease": -1, "decreased": -1,
	"below": -1, "under": -1, "within": -1, "shorter": -1, "menos": -1, "moins": -1, "weniger": -1, "cut": -1, "low": -1,
	"high": 1, "short": -1, "long": 1,
}

// longGood are nouns where longer or more of the duration is good.
var longGood = set("battery", "life", "runway", "warranty", "guarantee", "lifespan", "savings", "experience", "tenure", "lease", "notice")

var negators = set("not", "no", "never", "without", "nobody", "none", "nothing", "neither", "nor", "hardly", "barely",
	"ni", "nunca", "nicht", "kein", "keine", "pas", "não", "nao", "sin", "sans", "ohne", "non", "niet", "inte", "nie", "ikke",
	"nooit", "jamais", "aldrig", "nigdy", "nikdy",
	// Other languages' plain "not": Swiss German, Irish, Tagalog,
	// Hungarian, the Slavic and Baltic languages, Greek, Turkish,
	// Indonesian and Malay, Icelandic, Vietnamese, Arabic, Hebrew, Hindi,
	// Bengali. (Romanian "nu", Finnish and Estonian "ei" by the text's
	// language: lexicon.go negates.)
	"nöd", "nüt", "níl", "ní", "hindi", "nem", "ne", "не", "ні", "δεν", "μην", "değil", "tidak", "bukan", "ekki", "không",
	"لا", "لن", "ليس", "لم", "לא", "नहीं", "না",
	// Without the apostrophe, as typed on phones.
	"doesnt", "isnt", "arent", "wasnt", "werent", "didnt", "hasnt", "havent", "hadnt", "shouldnt", "wouldnt", "couldnt", "aint")

// negates is isNegator in the text's language: Portuguese "no" is "in
// the" ("pousar no Recife"), not a denial.
func (d *doc) negates(low string) bool {
	switch low {
	case "nu":
		return d.lang == "ro"
	case "ei":
		return d.lang == "fi" || d.lang == "et"
	case "ne":
		return d.lang != "it" // Italian "ne" is "of it"
	}
	return isNegator(low) && (low != "no" || d.lang != "pt")
}

func isNegator(low string) bool {
	return negators[low] || strings.HasSuffix(low, "n't") || low == "cannot" || low == "cant" || low == "dont" || low == "wont"
}

var intensifiers = set("much", "far", "way", "very", "really", "significantly", "lot", "hugely", "extremely", "super", "too",
	"so", "muy", "mucho", "très", "sehr", "muito", "totally", "completely", "seriously", "clearly")

var hedges = set("might", "maybe", "may", "could", "would", "probably", "possibly", "slightly", "somewhat", "bit", "perhaps",
	"occasionally", "sometimes", "likely", "unsure", "kinda", "bit")

// Emphasis raises a criterion's rank (ENGINE.md "Emphasis"). Strong cues
// are phrases; weaker ones single words.
var strongEmphasis = [][]string{
	{"most", "important"}, {"above", "all"}, {"top", "priority"}, {"matters", "most"}, {"matter", "most"}, {"care", "most"},
	{"most", "about"}, {"deal-breaker"}, {"dealbreaker"}, {"deal", "breaker"}, {"non-negotiable"}, {"must"},
	{"can't", "afford"}, {"cannot", "afford"}, {"can", "not", "afford"}, {"critical"}, {"crucial"}, {"essential"},
	{"needs", "most"}, {"need", "most"}, {"requires"}, {"required"}, {"require"}, {"mandatory"}, {"first", "priority"},
	{"main", "concern"}, {"biggest", "concern"}, {"number", "one"}, {"priority", "is"}, {"the", "key"}, {"is", "key"},
	{"above", "everything"}, {"value", "above"}, {"más", "importante"}, {"lo", "más"}, {"wichtigste"}, {"le", "plus", "important"},
	{"non", "negotiable"}, {"#", "1"}, {"number", "1"}, {"n", "°", "1"}, {"nº", "1"}, {"no", "1", "priority"},
}

var mediumEmphasis = set("priority", "priorities", "important", "matters", "matter", "need", "needs", "tight", "worry",
	"worried", "concerned", "care", "value", "prefer", "want", "afraid", "limited")

// Light verbs and generic nouns never identify an option in the text.
var lightWords = set("take", "taking", "took", "get", "getting", "go", "going", "do", "doing", "make", "making", "have", "having",
	"keep", "keeping", "stay", "staying", "put", "be", "let", "give", "try", "start", "continue", "remain", "choose", "pick",
	"use", "using", "accept", "accepting", "just", "now", "current", "currently", "existing", "new", "old", "option", "options",
	"choice", "thing", "stuff", "way", "one", "ones", "job", "role", "offer", "position", "plan", "everything", "something",
	"it", "them", "this", "that", "these", "those", "there", "here", "all", "both", "either", "neither", "more", "less",
	"really", "actually", "also", "still", "only", "instead", "rather", "maybe", "probably", "don't", "not", "no", "never",
	"month", "months", "year", "years", "week", "weeks", "day", "days", "minutes", "hours", "time", "next", "last", "first",
	"second", "work", "working", "app", "application", "project", "team", "company", "place", "home", "opt", "go-with",
	"move", "moving", "switch", "away", "yes", "ahead", "piece", "stop", "small", "big", "good", "better", "best", "own",
	"whole", "full", "kind", "sort", "lot", "bit", "cheap", "cheaper", "expensive", "trial", "test", "quit", "join", "leave",
	"option1", "candidate", "vendor", "alternative", "path", "route", "scenario", "proposal", "de", "la", "el", "en", "le", "les")

var stopwords = set("a", "an", "the", "and", "or", "but", "of", "to", "in", "on", "at", "for", "with", "by", "from", "into",
	"onto", "as", "is", "are", "was", "were", "be", "been", "am", "i", "we", "you", "he", "she", "they", "me", "us", "him",
	"her", "my", "our", "your", "his", "their", "its", "it's", "i'm", "we're", "i've", "we've", "i'd", "we'd", "i'll",
	"we'll", "so", "if", "then", "than", "that", "which", "who", "what", "when", "where", "why", "how", "should", "would",
	"could", "can", "will", "shall", "may", "might", "must", "do", "does", "did", "has", "have", "had", "not", "no", "yes",
	"very", "too", "about", "over", "under", "up", "down", "out", "off", "per", "via", "vs", "versus", "again", "some",
	"any", "each", "every", "other", "another", "such", "own", "same", "just", "also", "this", "that", "these", "those",
	"o", "y", "e", "el", "la", "los", "las", "un", "una", "de", "del", "al", "en", "con", "por", "para", "que", "mi", "mis",
	"le", "les", "des", "du", "et", "ou", "der", "die", "das", "und", "oder", "ein", "eine", "mit", "zu", "im",
	// Articles and joiners of Italian, Portuguese, French and Dutch ("il
	// nostro boxer" names no "Podere Il Noce").
	"il", "lo", "gli", "di", "della", "delle", "dei", "nel", "nella", "alla", "ao", "à", "na", "pra", "zum", "zur", "au", "aux", "os", "da", "dos", "het", "een", "van",
	// Adverbs that lean ("toch verhuizen", "doch lieber mieten").
	"toch", "doch", "lieber", "trotzdem", "eigentlich", "plutôt",
	// Indonesian and Malay "there is", "has" ("wajib ada AC": the AC is
	// what is required).
	"ada", "punya",
	// Brazilian speech ("pra gente", "tá na rede").
	"pra", "pras", "tá", "tô", "né",
	// Chat shorthand ("399 rn on sale", "tbh", "lol").
	"rn", "tbh", "imo", "imho", "lol", "btw", "atm", "asap", "fyi", "ngl", "idk", "iirc", "afaik", "pls", "plz", "thx",
	// Greek articles, prepositions and joiners ("να μείνω στην Cosmote").
	"να", "σε", "στην", "στον", "στο", "στη", "στα", "στις", "στους", "με", "την", "τον", "το", "τη", "η", "ο", "οι", "τα", "τις",
	"ή", "και", "από", "για", "του", "της", "των",
	// German and Swiss German copulas ("das isch s Maximum" requires
	// nothing an option's "isch halt es S-Pedelec" says).
	"ist", "sind", "isch", "sin",
	// Chinese "this point", set apart before a marker inside a run of
	// ideographs ("這點沒得商量" refers back, as "that is a must" does).
	"這點", "这点",
	// Thai "can", set apart inside a run ("เลี้ยงแมวได้", a cat can be
	// kept): a function word, no term of a limit.
	"ได้")

// Verbs that open an action option ("take the job", "stay in Porto").
var actionVerbs = set("have", "see", "take", "accept", "stay", "keep", "go", "move", "buy", "rent", "sell", "quit", "join", "leave", "hire",
	"use", "build", "launch", "delay", "wait", "switch", "migrate", "rewrite", "invest", "pay", "put", "get", "do", "start",
	"open", "raise", "lower", "lend", "study", "learn", "apply", "tell", "adopt", "cut", "drop", "add", "sign", "marry",
	"propose", "relocate", "retire", "continue", "remain", "stick", "push", "ask", "negotiate", "decline", "reject", "turn",
	"postpone", "hold", "split", "merge", "renew", "refinance", "extend", "downgrade", "consolidate", "outsource", "insource", "outsource", "train", "refactor", "upgrade", "replace", "self-host", "host",
	"rely", "spend", "save", "borrow", "lease", "try", "pick", "choose", "go-with", "opt", "select", "make", "give",
	"let", "bring", "shut", "close", "expand", "fire", "promote", "enroll", "enrol", "transfer", "convert", "pivot",
	"focus", "double", "run", "create", "write", "release", "ship", "deploy", "skip", "fix", "break", "end", "become", "renovate",
	"remodel", "refurbish", "repair", "insulate", "rebuild", "demolish", "book", "order", "reserve", "cancel", "schedule",
	"aceptar", "quedarme", "quedarnos", "mudarme", "mudarnos", "comprar", "alquilar", "vender", "irme", "dejar",
	"accepter", "rester", "partir", "acheter", "louer", "annehmen", "bleiben", "kaufen", "mieten", "aceitar", "ficar",
	"comprar", "renting", "buying", "selling", "staying", "taking", "moving", "keeping", "going", "hiring", "using",
	"launching", "paying", "putting", "doing", "switching", "waiting", "delaying", "quitting", "joining", "leaving")

var selectionVerbs = set("choose", "pick", "use", "buy", "get", "hire", "adopt", "select", "take", "go-with", "opt")

// Categories select the failure-mode library, default criteria and the
// money/cost reading.
type category int

const (
	catGeneric category = iota
	catCareer
	catMoney
	catRelationship
	catTech
	catBusiness
	catPurchase
	catEducation
	catHousing
	catHiring
)

var categoryNames = map[category]string{
	catGeneric: "generic", catCareer: "career", catMoney: "money", catRelationship: "relationship", catTech: "tech",
	catBusiness: "business", catPurchase: "purchase", catEducation: "education", catHousing: "housing", catHiring: "hiring",
}

var categoryWords = map[string][]struct {
	c category
	w float64
}{}

func init() {
	add := func(c category, spec string) {
		for _, f := range strings.Fields(spec) {
			w := 1.0
			if k := strings.IndexByte(f, ':'); k > 0 {
				if v, err := strconv.ParseFloat(f[k+1:], 64); err == nil {
					w = v
				}
				f = f[:k]
			}
			categoryWords[f] = append(categoryWords[f], struct {
				c category
				w float64
			}{c, w})
		}
	}
	add(catCareer, `job:2 jobs offer:2 offers:2 salary:2 earn earning company role engineer senior lead promotion:2 career:2 boss employer:2 quit resign:2 staff manager corporate
		interview position industry freelance relocate remote colleagues trabajo:2 empleo:2 travail:2 beruf:2 emprego:2 fintech
		angebot:2 jobangebot:3 stelle:2 arbeitgeber:2 oferta:2 offre:2 poste:2 puesto:2 empresa proposta:2 vaga:2`)
	add(catMoney, `invest:2 investment:2 investing:2 index fund stocks:2 shares etf:2 bonds:2 savings inherited:2 inheritance:2
		loan:2 lend:3 debt portfolio:2 retire:2 retirement:2 pension:2 crypto:2 bitcoin:2 interest cash emergency`)
	add(catRelationship, `girlfriend:3 boyfriend:3 partner wife:2 husband:2 marry:3 marriage:3 divorce:3 wedding:3 dating:3
		relationship:2 kids children daughter son parents family friend friends brother sister mom dad love cheating:2`)
	add(catTech, `database:3 db:2 service services microservice:3 microservices:3 monolith:3 kubernetes:3 k8s:3 cloud:2
		frontend:3 backend:2 api:2 framework:2 rewrite:2 migrate:2 migration:2 deploy:2 deploys:2 deployment:2 stack:2 code:2
		codebase:3 server:2 servers:2 infra:2 infrastructure:2 engineers devs:2 developers:2 developer:2 saas vendor tool tooling:2
		library:2 broker:3 queue:2 pipeline observability:3 self-hosted:2 hosting:2 vps:3 ops:2 schema:2 schemas:2 aws:2 gcp:2
		azure:2 ci:2 app event bus:2 messaging:2 cache:2 caching:2 sdk:2 cli:2 repo:2 repos:2 github:2 runtime:2
		latency:2 throughput:2 production`)
	add(catBusiness, `pricing:3 price:2 prices:2 customers:2 customer:2 churn:3 revenue:3 mrr:3 arr:3 launch:3 market:2
		marketing:2 investors:2 seed:2 vc:2 fundraise:3 fundraising:3 round:2 sales:2 competitor:2 competitors:2 startup:2 users
		conversion:2 enterprise business product release:2 webinar:2 offsite:2
		employees:2 valuation:3 bootstrapped:3 tier:2 onboarding:2 beta:2 plan`)
	add(catPurchase, `buy purchase:2 laptop:3 laptops:3 car:3 phone:3 tv:2 bike:2 model brand warranty:2 keyboard:2 battery:2
		camera:2 headphones:3`)
	add(catEducation, `school:3 schools:3 university:3 college:3 degree:3 mba:3 phd:3 master's:3 masters:3 course:2 courses:2
		program programme study:2 studying:2 bootcamp:3 tuition:3 student:2 academic:2 research exam:2 bilingual`)
	add(catHousing, `flat:2 apartment:2 house:2 home rent:2 renting:2 lease:2 landlord:3 mortgage:2 neighbourhood:2
		neighborhood:2 farmhouse:3 roof:2 renovation:2 property:2 condo:3 suburbs:2 downtown vivienda:2 mudarnos:2 mudarme:2`)
	add(catHiring, `hire:3 hiring:3 candidate:3 candidates:3 applicant:3 applicants:3 recruiter:2 recruiting:3 interview:2
		interviews:2 freelancer:2 contractor:2 headcount:2 finalist:3 finalists:3 shortlist:3 shortlisted:3 references:2
		referees:2 probation:2`)
	add(catGeneric, `dog:4 cat:4 pet:4 puppy:4 kitten:4 hobby:2 vacation:2 holiday:2 gym:2 diet:2 vet:2`)
}

var orgNouns = set("company", "team", "firm", "business", "startup", "org", "organisation", "organization", "agency", "studio",
	"shop", "clinic", "practice", "school", "charity", "department", "nonprofit")

// speakerSingular and speakerPlural tell a person deciding for themselves
// from an organisation ("me" is counted apart, see detectCategory).
var speakerSingular = set("i", "i'm", "i've", "i'd", "i'll", "my", "mine",
	"ich", "mich", "mir", "mein", "meine", "meinem", "meinen", "meiner", "je", "j'ai", "moi", "mon", "ma", "mes",
	"yo", "mi", "mis", "eu", "meu", "minha")
var speakerPlural = set("we", "we're", "we've", "we'd", "we'll", "our", "us", "ours",
	"wir", "uns", "unser", "unsere", "unserem", "unseren", "nous", "notre", "nos", "nosotros", "nuestro", "nuestra",
	"nós", "nosso", "nossa")

var categoryOrder = []category{catCareer, catMoney, catRelationship, catHiring, catTech, catBusiness, catPurchase, catEducation, catHousing, catGeneric}

func detectCategory(d *doc) category {
	var score [10]float64
	for k, t := range d.toks {
		if t.kind != tWord {
			continue
		}
		for _, e := range categoryWords[t.low] {
			score[e.c] += e.w
		}
		// "our company", "our 20-person team": an organisation speaking
		// of itself (a person's "my company" is as often their employer).
		if orgNouns[t.low] && (k > 0 && d.toks[k-1].low == "our" || k > 1 && d.toks[k-2].low == "our") {
			score[catBusiness] += 2
		}
	}
	best, bestScore := catGeneric, 0.0
	for _, c := range categoryOrder {
		if score[c] > bestScore {
			best, bestScore = c, score[c]
		}
	}
	// An organisation speaks as "we"; a person deciding for themselves as
	// "I" ("I'm quitting my PhD to join a startup" is a career move, not a
	// business decision).
	if best.organisational() {
		single, plural := 0, 0
		for k, t := range d.toks {
			switch t.low {
			case "me":
				// "matters most to me", "for me": a speaker weighing
				// priorities, which a team's spokesperson does too; not
				// who decides.
				if k > 0 && (d.toks[k-1].low == "to" || d.toks[k-1].low == "for") {
					continue
				}
				single++
			default:
				if speakerSingular[t.low] {
					single++
				} else if speakerPlural[t.low] {
					plural++
				}
			}
		}
		if single > plural {
			personal, ps := catGeneric, 0.0
			for _, c := range categoryOrder {
				if !c.organisational() && score[c] > ps {
					personal, ps = c, score[c]
				}
			}
			if ps > 0 {
				best = personal
			}
		}
	}
	return best
}

// organisational categories read money as cost; personal ones as money.
func (c category) organisational() bool { return c == catTech || c == catBusiness || c == catHiring }

var categoryDefaults = map[category][]string{
	catCareer:       {"money", "career", "relationships", "stability", "enjoyment", "risk"},
	catMoney:        {"money", "risk", "flexibility", "time"},
	catRelationship: {"relationships", "enjoyment", "money", "risk"},
	catTech:         {"risk", "cost", "time", "complexity", "quality"},
	catBusiness:     {"revenue", "risk", "cost", "speed", "reputation"},
	catPurchase:     {"money", "quality", "enjoyment", "risk"},
	catEducation:    {"career", "money", "time", "enjoyment"},
	catHousing:      {"money", "flexibility", "location", "risk"},
	catGeneric:      {"money", "time", "enjoyment", "risk"},
	catHiring:       {"skill", "cost", "risk", "relationships"},
}

// fallbackCriterion takes polarity with no criterion cue: what a bare
// "strong", "great" or "weaker" most likely speaks of in the category.
var fallbackCriterion = map[category]string{
	catBusiness: "quality", catTech: "quality", catPurchase: "quality", catEducation: "quality", catCareer: "enjoyment",
	catHousing: "quality", catRelationship: "relationships", catMoney: "risk", catGeneric: "enjoyment", catHiring: "skill",
}

// Resolution chains: when the criterion a cue names is not among the
// decision's criteria, the nearest one that is takes the evidence.
var criterionChain = map[string][]string{
	"cost": {"money"}, "money": {"cost", "revenue"}, "revenue": {"money"}, "churn": {"revenue"},
	"commute": {"time", "location"}, "time": {"speed", "commute"}, "speed": {"time"}, "stress": {"health", "enjoyment"},
	"family": {"relationships"}, "relationships": {"family"}, "stability": {"risk"}, "reversibility": {"flexibility", "risk"},
	"flexibility": {"reversibility"}, "complexity": {"time", "risk"}, "hiring": {"skill", "cost"}, "skill": {"quality", "risk"},
	"control": {"autonomy"}, "autonomy": {"control", "enjoyment"}, "location": {"commute"}, "growth": {"career", "speed", "revenue"},
	"career": {"growth"}, "reputation": {"quality"}, "quality": {"reputation"}, "compliance": {"risk"}, "health": {"stress"},
	"enjoyment": {"stress"},
}
