package http

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/verdicthq/verdict/domain"
)

func FuzzDecodePublishRequest(f *testing.F) {
	for _, s := range []string{`{"published": true}`, `{"published": false}`, `{}`, `{"published": "yes", "x": 1}`,
		`{"published": true, "published": false}`, `[]`, `null`, `{"published": null}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		published, err := decodePublishRequest(body)
		if err != nil {
			wantDecodeError(t, err)
			return
		}
		// Accepted: the body says exactly that.
		again, err := decodePublishRequest([]byte(`{"published": ` + strconv.FormatBool(published) + `}`))
		if err != nil || again != published {
			t.Fatalf("round trip: %v, %v", again, err)
		}
	})
}

// FuzzReadRunForm holds the run form's decoding to its promises: the
// request's answers come from the rows it names, in order, and every
// broken rule marks a field the form has.
func FuzzReadRunForm(f *testing.F) {
	for _, s := range []string{
		"decision=Should+I+go+to+Berlin+or+stay+in+Porto%3F&mode=&auto=false&auto=true",
		"decision=short&answer_q=horizon&answer_a=&answer_q=&answer_a=&answer_q=x&answer_a=y",
		"decision=&mode=decide&answer_q=a&answer_q=b&answer_a=c",
		"answer_a=1&answer_a=2&answer_a=3&answer_a=4&answer_a=5&answer_a=6&answer_q=q",
		"%zz=1&decision=%E2%82%AC",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		r := httptest.NewRequest(http.MethodPost, "/app/runs", strings.NewReader(body))
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		if err := r.ParseForm(); err != nil {
			return
		}
		form, req, rows := readRunForm(r)
		if len(req.Answers) != len(rows) {
			t.Fatalf("%d answers from %d rows", len(req.Answers), len(rows))
		}
		for k, i := range rows {
			if i < 0 || i >= len(form.Answers) || (k > 0 && i <= rows[k-1]) {
				t.Fatalf("rows %v for %d form rows", rows, len(form.Answers))
			}
			if form.Answers[i].Q != req.Answers[k].Q || form.Answers[i].A != req.Answers[k].A {
				t.Fatalf("answer %d is not row %d", k, i)
			}
		}
		var ve *domain.ValidationError
		if !errors.As(req.Validate(), &ve) {
			return
		}
		for name := range fieldErrors(ve, rows) {
			switch {
			case name == "decision", name == "mode", name == "answers":
			case strings.HasPrefix(name, "answer_q.") || strings.HasPrefix(name, "answer_a."):
				if n, err := strconv.Atoi(name[len("answer_q."):]); err != nil || n >= len(form.Answers) {
					t.Fatalf("marks %s, the form has %d rows", name, len(form.Answers))
				}
			default:
				t.Fatalf("marks %s, which the form does not have", name)
			}
		}
	})
}
