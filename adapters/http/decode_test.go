package http

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/verdicthq/verdict/domain"
)

const validDecision = "Should I take the job offer in Berlin or stay in Lisbon with my friends?"

func TestDecodeVerdictRequest(t *testing.T) {
	f := false
	cases := []struct {
		name string
		body string
		want domain.Request
	}{
		{"minimal", `{"decision": "` + validDecision + `"}`, domain.Request{Decision: validDecision}},
		{"everything", `{"decision": "` + validDecision + `", "mode": "GRILL", "auto": false, "answers": [{"q": "Horizon?", "a": "Two years"}]}`,
			domain.Request{Decision: validDecision, Mode: domain.ModeGrill, Auto: &f, Answers: []domain.Answer{{Q: "Horizon?", A: "Two years"}}}},
		{"nulls are absent", `{"decision": "` + validDecision + `", "mode": null, "auto": null, "answers": null}`, domain.Request{Decision: validDecision}},
		{"white space around", " \n{\"decision\": \"" + validDecision + "\"}\n ", domain.Request{Decision: validDecision}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := decodeVerdictRequest([]byte(tc.body))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}

func TestDecodeVerdictRequestListsEveryField(t *testing.T) {
	body := `{"decision": 1, "Mode": "DECIDE", "mode": "x", "auto": 1, "answers": [{"q": 1}, "s", {"a/b": 1, "q": "", "a": "ok"}], "a~b": 0}`
	_, err := decodeVerdictRequest([]byte(body))
	var ve *domain.ValidationError
	if !errors.As(err, &ve) {
		t.Fatalf("err = %v", err)
	}
	var got []string
	for _, f := range ve.Fields {
		got = append(got, f.Pointer)
	}
	want := []string{"/decision", "/Mode", "/auto", "/answers/0/q", "/answers/0/a", "/answers/1", "/answers/2/a~1b", "/a~0b", "/mode", "/answers/2/q"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("pointers\n got %q\nwant %q", got, want)
	}
}

func TestDecodeMalformed(t *testing.T) {
	for _, body := range []string{"", "   ", "{", `{"decision": "x"} {}`, `{"decision": "x"}]`, "\xff", `{"a":1,}`} {
		_, err := decodeVerdictRequest([]byte(body))
		if !errors.Is(err, errMalformedJSON) {
			t.Errorf("%q: err = %v, want malformed", body, err)
		}
	}
}

func TestIdempotencyKeyRules(t *testing.T) {
	for _, tc := range []struct {
		vals []string
		ok   bool
	}{
		{nil, true},
		{[]string{"a"}, true},
		{[]string{strings.Repeat("k", 255)}, true},
		{[]string{"order 42 / retry ~1"}, true},
		{[]string{""}, false},
		{[]string{strings.Repeat("k", 256)}, false},
		{[]string{"tab\there"}, false},
		{[]string{"é"}, false},
		{[]string{"a", "b"}, false},
	} {
		h := make(map[string][]string)
		if tc.vals != nil {
			h["Idempotency-Key"] = tc.vals
		}
		_, fe := idempotencyKey(h)
		if (fe == nil) != tc.ok {
			t.Errorf("%q: error %v, want ok=%v", tc.vals, fe, tc.ok)
		}
		if fe != nil && fe.Pointer != "" {
			t.Errorf("pointer %q, want \"\"", fe.Pointer)
		}
	}
}

func FuzzDecodeVerdictRequest(f *testing.F) {
	for _, s := range []string{
		`{"decision": "` + validDecision + `"}`,
		`{"decision": "` + validDecision + `", "mode": "COMPARE", "auto": true, "answers": [{"q": "a", "a": "b"}]}`,
		`{"decision": "short", "answers": [{}, [], null, 1]}`,
		`{"decision": null}`,
		`[]`, `"x"`, `{}`, `{"a":{"b":[1,2,{"c":null}]}}`,
		`{"decision": "` + strings.Repeat("\u00e9", 30) + `"}`,
		`{"decision":"\ud800\udc00 twenty characters at least"}`,
		"{\"decision\": \"\x00\"}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		req, err := decodeVerdictRequest(body)
		if err != nil {
			wantDecodeError(t, err)
			return
		}
		if err := req.Validate(); err != nil {
			t.Fatalf("accepted request does not validate: %v", err)
		}
		// What was accepted survives a round trip through the wire form.
		again, err := json.Marshal(req)
		if err != nil {
			t.Fatal(err)
		}
		back, err := decodeVerdictRequest(again)
		if err != nil {
			t.Fatalf("re-encoded request rejected: %v: %s", err, again)
		}
		if domain.RequestHash(back) != domain.RequestHash(req) {
			t.Fatalf("round trip changed the request: %+v vs %+v", req, back)
		}
	})
}

// wantDecodeError fails unless err is what a body decoder may return: a
// malformed body (400) or a validation error naming its fields (422).
func wantDecodeError(t *testing.T, err error) {
	t.Helper()
	var ve *domain.ValidationError
	if !errors.Is(err, errMalformedJSON) && !errors.As(err, &ve) {
		t.Fatalf("unexpected error kind: %v", err)
	}
	if ve != nil && len(ve.Fields) == 0 {
		t.Fatal("validation error without fields")
	}
}
