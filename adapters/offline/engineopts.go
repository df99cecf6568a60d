package offline

import (
	"strconv"
	"strings"

	"github.com/verdicthq/verdict/domain/decision"
)

// adjustment is one stated change an engine option makes to its parent's
// cell (data/engine_options.tsv).
type adjustment struct {
	delta  float64
	scale  float64 // for "*": the factor on the parent's lean (0 = none)
	reason string
}

var engineAdjust = func() map[decision.Kind]map[string]adjustment {
	out := map[decision.Kind]map[string]adjustment{}
	for _, f := range tsvRows("engine_options.tsv", 4) {
		k := decision.Kind(f[0])
		if out[k] == nil {
			out[k] = map[string]adjustment{}
		}
		a := adjustment{reason: f[3]}
		if v, ok := strings.CutPrefix(f[2], "scale "); ok {
			x, err := strconv.ParseFloat(v, 64)
			if err != nil {
				panic("offline: engine_options.tsv: " + err.Error())
			}
			a.scale = x
		} else {
			x, err := strconv.ParseFloat(f[2], 64)
			if err != nil {
				panic("offline: engine_options.tsv: " + err.Error())
			}
			a.delta = x
		}
		out[k][f[1]] = a
	}
	return out
}()

// adjust applies kind's stated adjustments for criterion crit to a parent
// cell and returns the new lean and the reasons.
func adjust(kind decision.Kind, crit string, lean float64) (float64, []string) {
	var why []string
	adj := engineAdjust[kind]
	if a, ok := adj["*"]; ok && a.scale > 0 && lean != 0 {
		lean *= a.scale
		why = append(why, a.reason)
	}
	if a, ok := adj[crit]; ok && a.delta != 0 {
		lean += a.delta
		why = append(why, a.reason)
	}
	return clamp(lean, -1, 1), why
}
