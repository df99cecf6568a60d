package slip_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/verdicthq/verdict/domain/slip"
)

// goldenSlips are the pipeline's golden slips: real slips, every one
// coherent.
func goldenSlips(t *testing.T) map[string]slip.Slip {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join("..", "..", "application", "testdata", "golden", "*.json"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no golden slips (%v)", err)
	}
	out := map[string]slip.Slip{}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var s slip.Slip
		if err := json.Unmarshal(b, &s); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		out[filepath.Base(p)] = s
	}
	return out
}

func TestGoldenSlipsAreValid(t *testing.T) {
	for name, s := range goldenSlips(t) {
		if err := s.Validate(); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// Each broken rule is named, and wraps ErrIncoherent.
func TestValidateNamesWhatIsBroken(t *testing.T) {
	golden := goldenSlips(t)
	base, grill := golden["job-offer-berlin.json"], golden["grill-house.json"]
	if base.Headline == "" || grill.Headline == "" {
		t.Fatal("golden slips job-offer-berlin and grill-house are missing")
	}
	// clone copies what the cases change.
	clone := func(s slip.Slip) slip.Slip {
		b, _ := json.Marshal(s)
		var c slip.Slip
		if err := json.Unmarshal(b, &c); err != nil {
			t.Fatal(err)
		}
		c.Options = append(c.Options[:0:0], s.Options...) // Kind and Chosen are not in the JSON
		return c
	}
	cases := []struct {
		name   string
		from   slip.Slip
		mutate func(s *slip.Slip)
		want   string
	}{
		{"a duplicate option id", base, func(s *slip.Slip) { s.Options[1].ID = s.Options[0].ID }, "empty or duplicate"},
		{"weights that do not sum to 1", base, func(s *slip.Slip) { s.Criteria[0].Weight += 0.1 }, "weights sum to"},
		{"a lock that does not recompute", base, func(s *slip.Slip) { s.WeightsLock.Hash = "00" }, "lock does not recompute"},
		{"a cell out of order", base, func(s *slip.Slip) { s.Matrix.Rows[0].Cells[0].Low = 9.5 }, "out of order"},
		{"a cell without evidence", base, func(s *slip.Slip) { s.Matrix.Rows[1].Cells[0].Evidence = "" }, "no evidence text"},
		{"a row in the wrong order", base, func(s *slip.Slip) { s.Matrix.Rows[0], s.Matrix.Rows[1] = s.Matrix.Rows[1], s.Matrix.Rows[0] }, "out of shape"},
		{"win probabilities that do not sum to 1", base, func(s *slip.Slip) { s.Simulation.WinProbability[s.Options[0].ID] += 0.2 }, "win probabilities sum to"},
		{"a ruled-out verdict", base, func(s *slip.Slip) {
			s.Constraints = append(s.Constraints, slip.Constraint{Text: "x", RuledOut: []slip.RuledOut{{OptionID: s.Verdict.OptionID}}})
		}, "breaks a hard constraint"},
		{"a podium out of order", base, func(s *slip.Slip) { s.Podium[0], s.Podium[1] = s.Podium[1], s.Podium[0] }, "podium is out of order"},
		{"a podium a place short", base, func(s *slip.Slip) { s.Podium = s.Podium[:len(s.Podium)-1] }, "the podium has"},
		{"a runner-up that is no option", base, func(s *slip.Slip) { s.RedTeam.RunnerUp = "nobody" }, `runner-up "nobody" names no option`},
		{"an audit check that failed", base, func(s *slip.Slip) { s.Audit.Checks[0].OK = false }, "check weights_lock_recomputes failed"},
		{"a confidence above 1", base, func(s *slip.Slip) { s.Verdict.Confidence = 1.5 }, "confidence 1.5"},
		{"a grill verdict outside GRILL", base, func(s *slip.Slip) { s.Verdict.GrillVerdict = slip.Holds }, "grill verdict"},
		{"GRILL without a grill verdict", grill, func(s *slip.Slip) { s.Verdict.GrillVerdict = "" }, "grill verdict"},
		{"no headline", base, func(s *slip.Slip) { s.Headline = "" }, "headline, seed or input hash is empty"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := clone(c.from)
			c.mutate(&s)
			err := s.Validate()
			if err == nil || !errors.Is(err, slip.ErrIncoherent) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("Validate() = %v, want an ErrIncoherent saying %q", err, c.want)
			}
		})
	}
}

// A podium may be a place short where the option left off is a caller
// option another caller option dominates cell by cell (verdict.Podium
// leaves such an option off when it wins futures by noise), and only
// then.
func TestAPodiumLeavesOffOnlyADominatedOption(t *testing.T) {
	s := goldenSlips(t)["car.json"]
	last := s.Podium[len(s.Podium)-1].OptionID
	li, vi := -1, -1
	on := map[string]bool{}
	for _, p := range s.Podium {
		on[p.OptionID] = true
	}
	// Every other option off the podium is ruled out, so the podium's
	// three places are all the eligible options.
	var out []slip.RuledOut
	for i, o := range s.Options {
		switch o.ID {
		case last:
			li = i
		case s.Verdict.OptionID:
			vi = i
		}
		if !on[o.ID] {
			out = append(out, slip.RuledOut{OptionID: o.ID, Evidence: "x"})
		}
	}
	if li < 0 || vi < 0 || s.Options[li].Origin != "caller" || s.Options[vi].Origin != "caller" {
		t.Fatal("car: the podium's last place and the verdict must be caller options")
	}
	s.Constraints = append(s.Constraints, slip.Constraint{Text: "x", Kind: "must", RuledOut: out})
	if err := s.Validate(); err != nil {
		t.Fatalf("the podium with the others ruled out: %v", err)
	}
	s.Podium = s.Podium[:len(s.Podium)-1]
	// Left off with the verdict's cells, one a little higher and one a
	// little lower: nothing dominates it.
	verdict := s.Matrix.Rows[vi].Cells
	row := s.Matrix.Rows[li]
	row.Cells = append(row.Cells[:0:0], verdict...)
	up, down := -1, -1
	for j, c := range row.Cells {
		if up < 0 && c.Score+0.5 <= c.High {
			up = j
		} else if down < 0 && c.Score-0.5 >= c.Low {
			down = j
		}
	}
	if up < 0 || down < 0 {
		t.Fatal("car: the verdict's cells leave no room to move")
	}
	row.Cells[up].Score += 0.5
	row.Cells[down].Score -= 0.5
	s.Matrix.Rows[li] = row
	if err := s.Validate(); err == nil || !strings.Contains(err.Error(), "the podium has") {
		t.Fatalf("a podium short of an option nothing dominates: Validate() = %v", err)
	}
	// The verdict's cells, one a little lower: the verdict dominates it.
	row.Cells = append(row.Cells[:0:0], verdict...)
	row.Cells[down].Score -= 0.5
	s.Matrix.Rows[li] = row
	if err := s.Validate(); err != nil {
		t.Errorf("a podium short of a dominated option: %v", err)
	}
}
