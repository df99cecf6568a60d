package domain_test

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/verdicthq/verdict/domain"
)

const twenty = "Berlin job or Porto?" // exactly 20 code points

func TestRequestValidate(t *testing.T) {
	t.Parallel()
	no := false
	for _, tc := range []struct {
		name string
		req  domain.Request
		want []domain.FieldError // nil: valid
	}{
		{"a decision of exactly 20 characters", domain.Request{Decision: twenty}, nil},
		{"every field set well", domain.Request{Decision: twenty, Mode: domain.ModeGrill, Auto: &no,
			Answers: []domain.Answer{{Q: "horizon", A: "five years"}}}, nil},
		{"white space around the decision is not counted", domain.Request{Decision: "   " + twenty[:19] + "\n\t "},
			[]domain.FieldError{{Pointer: "/decision", Detail: "must be at least 20 characters after trimming (got 19)"}}},
		{"characters are code points, not bytes", domain.Request{Decision: strings.Repeat("é", 20)}, nil},
		{"19 multi-byte characters are too few", domain.Request{Decision: strings.Repeat("日", 19)},
			[]domain.FieldError{{Pointer: "/decision", Detail: "must be at least 20 characters after trimming (got 19)"}}},
		{"6000 characters are allowed", domain.Request{Decision: strings.Repeat("a", 6000)}, nil},
		{"6001 characters are too many", domain.Request{Decision: strings.Repeat("a", 6001)},
			[]domain.FieldError{{Pointer: "/decision", Detail: "must be at most 6000 characters after trimming (got 6001)"}}},
		{"invalid UTF-8", domain.Request{Decision: twenty + "\xff"},
			[]domain.FieldError{{Pointer: "/decision", Detail: "must be valid UTF-8"}}},
		{"an empty decision", domain.Request{},
			[]domain.FieldError{{Pointer: "/decision", Detail: "must be at least 20 characters after trimming (got 0)"}}},
		{"mode is case-sensitive", domain.Request{Decision: twenty, Mode: "decide"},
			[]domain.FieldError{{Pointer: "/mode", Detail: "must be one of DECIDE, COMPARE, GRILL (case-sensitive)"}}},
		{"five answers are allowed", domain.Request{Decision: twenty, Answers: nAnswers(5)}, nil},
		{"six answers are too many", domain.Request{Decision: twenty, Answers: nAnswers(6)},
			[]domain.FieldError{{Pointer: "/answers", Detail: "must have at most 5 items (got 6)"}}},
		{"a blank question and answer are each listed", domain.Request{Decision: twenty,
			Answers: []domain.Answer{{Q: "ok", A: "ok"}, {Q: " ", A: "\t"}}},
			[]domain.FieldError{
				{Pointer: "/answers/1/q", Detail: "must not be empty"},
				{Pointer: "/answers/1/a", Detail: "must not be empty"},
			}},
		{"every broken field is listed, in body order", domain.Request{Decision: "short", Mode: "X",
			Answers: []domain.Answer{{Q: "", A: "a"}}},
			[]domain.FieldError{
				{Pointer: "/decision", Detail: "must be at least 20 characters after trimming (got 5)"},
				{Pointer: "/mode", Detail: "must be one of DECIDE, COMPARE, GRILL (case-sensitive)"},
				{Pointer: "/answers/0/q", Detail: "must not be empty"},
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.req.Validate()
			if tc.want == nil {
				if err != nil {
					t.Fatalf("err %v, want nil", err)
				}
				return
			}
			var ve *domain.ValidationError
			if !errors.As(err, &ve) || !errors.Is(err, domain.ErrInvalid) {
				t.Fatalf("err %v, want a *ValidationError matching ErrInvalid", err)
			}
			if !reflect.DeepEqual(ve.Fields, tc.want) {
				t.Errorf("fields\n%v\nwant\n%v", ve.Fields, tc.want)
			}
		})
	}
}

func nAnswers(n int) []domain.Answer {
	out := make([]domain.Answer, n)
	for i := range out {
		out[i] = domain.Answer{Q: "q", A: "a"}
	}
	return out
}

func TestAutoAnswerDefaultsToTrue(t *testing.T) {
	t.Parallel()
	yes, no := true, false
	for _, tc := range []struct {
		auto *bool
		want bool
	}{{nil, true}, {&yes, true}, {&no, false}} {
		if got := (domain.Request{Auto: tc.auto}).AutoAnswer(); got != tc.want {
			t.Errorf("Auto %v: AutoAnswer %v, want %v", tc.auto, got, tc.want)
		}
	}
}

func TestCollapseSpace(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"   ", ""},
		{"Berlin", "Berlin"},
		{"  Berlin \t or\n\n Porto  ", "Berlin or Porto"},
		{"no\u00a0break\u2003em\u3000ideographic", "no break em ideographic"},
		{"Case and, punctuation! stay", "Case and, punctuation! stay"},
	} {
		if got := domain.CollapseSpace(tc.in); got != tc.want {
			t.Errorf("CollapseSpace(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestCanonicalFormIsLengthPrefixedAndCollapsed(t *testing.T) {
	t.Parallel()
	req := domain.Request{
		Decision: " Should  I\tgo to Berlin or stay in Porto? ",
		Answers:  []domain.Answer{{Q: " horizon ", A: "five \n years"}},
	}
	want := "39:Should I go to Berlin or stay in Porto?;6:DECIDE;4:true;7:horizon;10:five years;"
	if got := domain.Canonical(req, domain.ModeDecide); got != want {
		t.Errorf("Canonical = %q\nwant        %q", got, want)
	}

	// The length prefixes keep apart inputs a plain join would merge.
	a := domain.Request{Decision: twenty, Answers: []domain.Answer{{Q: "x;y", A: "z"}}}
	b := domain.Request{Decision: twenty, Answers: []domain.Answer{{Q: "x", A: "y;z"}}}
	if domain.Canonical(a, "") == domain.Canonical(b, "") {
		t.Error("answers split differently have the same canonical form")
	}
	// Lengths are in bytes: "é" is two.
	if got := domain.Canonical(domain.Request{Decision: "é"}, ""); got != "2:é;0:;4:true;" {
		t.Errorf("Canonical(é) = %q", got)
	}
}

func TestRequestHash(t *testing.T) {
	t.Parallel()
	base := domain.Request{Decision: "Berlin job at 95k or stay in Porto at 52k?", Mode: domain.ModeCompare}
	sum := sha256.Sum256([]byte(domain.Canonical(base, domain.ModeCompare)))
	if got, want := domain.RequestHash(base), hex.EncodeToString(sum[:]); got != want {
		t.Errorf("RequestHash = %s, want SHA-256 of the canonical form with the mode as given, %s", got, want)
	}

	no := false
	for _, tc := range []struct {
		name string
		req  domain.Request
		same bool
	}{
		{"white space differs", domain.Request{Decision: "  Berlin job at 95k or\tstay in Porto at 52k? ", Mode: domain.ModeCompare}, true},
		{"auto true spelled out", domain.Request{Decision: base.Decision, Mode: domain.ModeCompare, Auto: new(true)}, true},
		{"the mode differs", domain.Request{Decision: base.Decision, Mode: domain.ModeDecide}, false},
		{"the mode is left to the engine", domain.Request{Decision: base.Decision}, false},
		{"auto is false", domain.Request{Decision: base.Decision, Mode: domain.ModeCompare, Auto: &no}, false},
		{"casing differs", domain.Request{Decision: strings.ToLower(base.Decision), Mode: domain.ModeCompare}, false},
		{"an answer is added", domain.Request{Decision: base.Decision, Mode: domain.ModeCompare,
			Answers: []domain.Answer{{Q: "horizon", A: "5 years"}}}, false},
	} {
		if got := domain.RequestHash(tc.req) == domain.RequestHash(base); got != tc.same {
			t.Errorf("%s: same hash %v, want %v", tc.name, got, tc.same)
		}
	}
}

func TestReadingForm(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"spaces collapse, lines stay", "Berlin   or\u00a0Porto?\r\nStay  near friends.", "Berlin or Porto?\nStay near friends."},
		{"a tab run is one cell boundary", "Aeron \t $1,400\t\t 18 kg", "Aeron\t$1,400\t18 kg"},
		{"blank lines collapse to one", "a\n\n\n \t\nb", "a\n\nb"},
		{"one level of indentation survives", "1. Acorns\n   - closest\n     - very close\n2. Sunflower", "1. Acorns\n - closest\n - very close\n2. Sunflower"},
		{"the same indentation everywhere is none", "   - a\n   - b", "- a\n- b"},
		{"a tab indents", "- a\n\t- b", "- a\n - b"},
	}
	for _, c := range cases {
		if got := domain.ReadingForm(c.in); got != c.want {
			t.Errorf("%s: ReadingForm(%q) = %q, want %q", c.name, c.in, got, c.want)
		}
	}
}
