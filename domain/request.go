package domain

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Modes (SPEC §1). Mode is case-sensitive on the wire.
const (
	ModeDecide  = "DECIDE"
	ModeCompare = "COMPARE"
	ModeGrill   = "GRILL"
)

// Limits on a request (SPEC §2).
const (
	MinDecisionRunes = 20
	MaxDecisionRunes = 6000
	MaxAnswers       = 5
)

// Answer is a caller's answer to a clarifying question.
type Answer struct {
	Q string `json:"q"`
	A string `json:"a"`
}

// Request is what a caller asks of the engine: the body of POST
// /api/v1/verdict and /api/v1/clarify.
type Request struct {
	Decision string   `json:"decision"`
	Mode     string   `json:"mode,omitempty"` // empty: infer
	Auto     *bool    `json:"auto,omitempty"` // nil: true
	Answers  []Answer `json:"answers,omitempty"`
}

// AutoAnswer reports whether the engine answers its own questions.
func (r Request) AutoAnswer() bool { return r.Auto == nil || *r.Auto }

// Validate checks every rule of SPEC §2 and lists every broken field.
func (r Request) Validate() error {
	var fields []FieldError
	n := utf8.RuneCountInString(strings.TrimSpace(r.Decision))
	switch {
	case !utf8.ValidString(r.Decision):
		fields = append(fields, FieldError{"/decision", "must be valid UTF-8"})
	case n < MinDecisionRunes:
		fields = append(fields, FieldError{"/decision", fmt.Sprintf("must be at least %d characters after trimming (got %d)", MinDecisionRunes, n)})
	case n > MaxDecisionRunes:
		fields = append(fields, FieldError{"/decision", fmt.Sprintf("must be at most %d characters after trimming (got %d)", MaxDecisionRunes, n)})
	}
	switch r.Mode {
	case "", ModeDecide, ModeCompare, ModeGrill:
	default:
		fields = append(fields, FieldError{"/mode", "must be one of DECIDE, COMPARE, GRILL (case-sensitive)"})
	}
	if len(r.Answers) > MaxAnswers {
		fields = append(fields, FieldError{"/answers", fmt.Sprintf("must have at most %d items (got %d)", MaxAnswers, len(r.Answers))})
	}
	for i, a := range r.Answers {
		if strings.TrimSpace(a.Q) == "" {
			fields = append(fields, FieldError{fmt.Sprintf("/answers/%d/q", i), "must not be empty"})
		}
		if strings.TrimSpace(a.A) == "" {
			fields = append(fields, FieldError{fmt.Sprintf("/answers/%d/a", i), "must not be empty"})
		}
	}
	if len(fields) > 0 {
		return &ValidationError{Fields: fields}
	}
	return nil
}

// CollapseSpace trims s and collapses every run of Unicode white space to one
// ASCII space: the canonical form of free text (SPEC §1).
func CollapseSpace(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range strings.TrimSpace(s) {
		if unicode.IsSpace(r) {
			space = true
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// ReadingForm is the decision as the reasoner reads it: line breaks kept
// (lists, tables and chat lines are structure), each line's runs of spaces
// collapsed to one space and a run that holds a tab to one tab (a table
// cell boundary), lines trimmed, runs of blank lines collapsed to one,
// CRLF and the Unicode line separators read as line breaks. Indentation
// is structure too (a sub-bullet under its item) but its width is not: a
// line indented further than the text's least indented line keeps one
// leading space, every other line none.
func ReadingForm(s string) string {
	lines := splitLines(s)
	least := -1
	for _, line := range lines {
		if w, blank := indentWidth(line); !blank && (least < 0 || w < least) {
			least = w
		}
	}
	var b strings.Builder
	b.Grow(len(s))
	blank := 0
	n := 0
	for _, line := range lines {
		var lb strings.Builder
		gap, tab := false, false
		for _, r := range line {
			if unicode.IsSpace(r) {
				gap = true
				tab = tab || r == '\t'
				continue
			}
			if gap && lb.Len() > 0 {
				if tab {
					lb.WriteByte('\t')
				} else {
					lb.WriteByte(' ')
				}
			}
			gap, tab = false, false
			lb.WriteRune(r)
		}
		if lb.Len() == 0 {
			blank++
			continue
		}
		if n > 0 {
			b.WriteByte('\n')
			if blank > 0 {
				b.WriteByte('\n')
			}
		}
		blank = 0
		if w, _ := indentWidth(line); w > least {
			b.WriteByte(' ')
		}
		b.WriteString(lb.String())
		n++
	}
	return b.String()
}

// indentWidth is the width of a line's leading white space (a tab counts
// four) and whether the line is blank.
func indentWidth(line string) (int, bool) {
	w := 0
	for _, r := range line {
		switch {
		case r == '\t':
			w += 4
		case unicode.IsSpace(r):
			w++
		default:
			return w, false
		}
	}
	return w, true
}

// splitLines splits at \n, \r\n, \r, U+2028 and U+2029.
func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		switch r {
		case '\n', '\u2028', '\u2029':
			out = append(out, s[start:i])
			start = i + w
		case '\r':
			out = append(out, s[start:i])
			if i+1 < len(s) && s[i+1] == '\n' {
				w = 2
			}
			start = i + w
		}
		i += w
	}
	return append(out, s[start:])
}

// Canonical returns the canonical input of SPEC §1: the decision with white
// space collapsed, the resolved mode, auto, and the answers in order, each
// text field collapsed. It is length-prefixed so no two inputs collide.
func Canonical(r Request, resolvedMode string) string {
	var b strings.Builder
	field := func(s string) { fmt.Fprintf(&b, "%d:%s;", len(s), s) }
	field(CollapseSpace(r.Decision))
	field(resolvedMode)
	field(fmt.Sprint(r.AutoAnswer()))
	for _, a := range r.Answers {
		field(CollapseSpace(a.Q))
		field(CollapseSpace(a.A))
	}
	return b.String()
}

// RequestHash identifies a request for idempotency: the hex SHA-256 of its
// canonical form with the mode as given (not as inferred).
func RequestHash(r Request) string {
	sum := sha256.Sum256([]byte(Canonical(r, r.Mode)))
	return hex.EncodeToString(sum[:])
}
