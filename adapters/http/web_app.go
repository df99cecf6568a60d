package http

import (
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gorilla/mux"

	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/domain/slip"
)

// The dashboard (GET /app) and the forms it posts.

// dashboard is the dashboard's data.
type dashboard struct {
	Credits    int64
	Keys       []keyRow
	NewKey     string // a key just created: shown this once
	Runs       []runRow
	NextCursor string
	Older      bool // this is not the first page of runs
	Form       runForm
	Errors     formErrors
	Preview    bool // the answers come from a free clarify preview
	// AnswersGiven is true when the form comes back with answers in it.
	AnswersGiven bool
	MaxKeys      int
}

type keyRow struct {
	ID       string
	Prefix   string
	Created  time.Time
	LastUsed *time.Time
	Current  bool // the key this session signed in with
}

type runRow struct {
	Slug      string
	State     string
	Mode      string
	Headline  string
	Created   time.Time
	Published bool
	Error     string
}

// runForm is the run form as the person filled it in, to show it again.
type runForm struct {
	Decision string
	Mode     string
	Auto     bool
	Answers  []answerRow
}

type answerRow struct {
	Q, A   string
	Engine bool // suggested by the engine in a preview
}

// formErrors maps a form field (decision, mode, answers, answer_q.N,
// answer_a.N) to what is wrong with it.
type formErrors map[string]string

// maxAnswerRows is how many answer rows the form offers.
const maxAnswerRows = domain.MaxAnswers

func (s *server) dashboard(r *http.Request, c application.Caller, form runForm) (dashboard, error) {
	d := dashboard{Form: form, MaxKeys: domain.MaxActiveKeys}
	n, err := infoFrom(r.Context()).creditsOf(r.Context())
	if err != nil {
		return d, err
	}
	d.Credits = n
	keys, err := s.app.ListKeys.Do(r.Context(), c.AccountID)
	if err != nil {
		return d, err
	}
	for _, k := range keys {
		d.Keys = append(d.Keys, keyRow{ID: k.ID, Prefix: k.Prefix, Created: k.CreatedAt, LastUsed: k.LastUsedAt, Current: k.ID == c.KeyID})
	}
	cursor := r.URL.Query().Get("cursor")
	page, err := s.app.ListVerdicts.Do(r.Context(), c.AccountID, application.DefaultPageSize, cursor)
	if err != nil {
		var ve *domain.ValidationError
		if !errors.As(err, &ve) {
			return d, err
		}
		// A stale or edited cursor: the first page.
		if page, err = s.app.ListVerdicts.Do(r.Context(), c.AccountID, application.DefaultPageSize, ""); err != nil {
			return d, err
		}
		cursor = ""
	}
	d.NextCursor, d.Older = page.NextCursor, cursor != ""
	for _, run := range page.Runs {
		d.Runs = append(d.Runs, runRow{Slug: run.Slug, State: string(run.State), Mode: run.Mode, Headline: run.Headline,
			Created: run.CreatedAt, Published: run.Published, Error: run.Error})
	}
	for _, a := range d.Form.Answers {
		d.AnswersGiven = d.AnswersGiven || strings.TrimSpace(a.Q+a.A) != ""
	}
	for len(d.Form.Answers) < maxAnswerRows {
		d.Form.Answers = append(d.Form.Answers, answerRow{})
	}
	return d, nil
}

func (s *server) renderDashboard(w http.ResponseWriter, r *http.Request, c application.Caller, status int, d dashboard) error {
	return s.pages.render(w, status, "app", page{Title: "Dashboard — Verdict", SignedIn: true, Data: d})
}

// handleDashboard serves GET /app.
func (s *server) handleDashboard() http.Handler {
	return s.signedIn(func(w http.ResponseWriter, r *http.Request, c application.Caller) error {
		d, err := s.dashboard(r, c, runForm{Auto: true})
		if err != nil {
			return err
		}
		return s.renderDashboard(w, r, c, http.StatusOK, d)
	})
}

// handleCreateKeyPage serves POST /app/keys: the dashboard with the new
// key, shown this once.
func (s *server) handleCreateKeyPage() http.Handler {
	return s.form(s.signedIn(func(w http.ResponseWriter, r *http.Request, c application.Caller) error {
		nk, err := s.app.CreateKey.Do(r.Context(), c.AccountID)
		if err != nil {
			return err
		}
		d, err := s.dashboard(r, c, runForm{Auto: true})
		if err != nil {
			return err
		}
		d.NewKey = nk.Plaintext
		return s.renderDashboard(w, r, c, http.StatusCreated, d)
	}))
}

// handleRevokeKeyPage serves POST /app/keys/{id}/revoke. Revoking the key
// this session signed in with ends the session: the next page is the
// sign-in page.
func (s *server) handleRevokeKeyPage() http.Handler {
	return s.form(s.signedIn(func(w http.ResponseWriter, r *http.Request, c application.Caller) error {
		if err := s.app.RevokeKey.Do(r.Context(), c.AccountID, mux.Vars(r)["id"]); err != nil {
			return err
		}
		http.Redirect(w, r, "/app#keys", http.StatusSeeOther)
		return nil
	}))
}

// handlePublishPage serves POST /app/runs/{slug}/publish (field published
// true or false; back=slip returns to the slip page, else the dashboard).
func (s *server) handlePublishPage() http.Handler {
	return s.form(s.signedIn(func(w http.ResponseWriter, r *http.Request, c application.Caller) error {
		slug := mux.Vars(r)["slug"]
		if _, err := s.app.PublishVerdict.Do(r.Context(), c, slug, r.PostForm.Get("published") == "true"); err != nil {
			return err
		}
		to := "/app#runs"
		if r.PostForm.Get("back") == "slip" {
			to = "/v/" + slug
		}
		http.Redirect(w, r, to, http.StatusSeeOther)
		return nil
	}))
}

// readRunForm reads the run form (decision, mode, auto, answer_q/answer_a
// repeated) into a request, keeping the form as filled in. Answer rows
// left blank are skipped; the request's answer k comes from row rows[k].
func readRunForm(r *http.Request) (runForm, domain.Request, []int) {
	f := r.PostForm
	form := runForm{Decision: f.Get("decision"), Mode: f.Get("mode"), Auto: true}
	// The form sends auto=false from a hidden field and auto=true from the
	// checkbox after it: the last value wins. No field at all: the API's
	// default.
	if vals := f["auto"]; len(vals) > 0 {
		form.Auto = vals[len(vals)-1] == "true"
	}
	req := domain.Request{Decision: form.Decision, Mode: form.Mode}
	auto := form.Auto
	req.Auto = &auto
	qs, as := f["answer_q"], f["answer_a"]
	var rows []int
	for i := range max(len(qs), len(as)) {
		var row answerRow
		if i < len(qs) {
			row.Q = qs[i]
		}
		if i < len(as) {
			row.A = as[i]
		}
		form.Answers = append(form.Answers, row)
		if strings.TrimSpace(row.Q) == "" && strings.TrimSpace(row.A) == "" {
			continue
		}
		req.Answers = append(req.Answers, domain.Answer{Q: row.Q, A: row.A})
		rows = append(rows, i)
	}
	return form, req, rows
}

// fieldErrors marks the form's fields for a validation error's pointers.
func fieldErrors(ve *domain.ValidationError, rows []int) formErrors {
	out := formErrors{}
	for _, fe := range ve.Fields {
		name := "form"
		switch p := strings.Split(strings.TrimPrefix(fe.Pointer, "/"), "/"); {
		case p[0] == "decision" || p[0] == "mode":
			name = p[0]
		case p[0] == "answers" && len(p) == 3:
			if k, err := strconv.Atoi(p[1]); err == nil && k < len(rows) {
				name = "answer_" + p[2] + "." + strconv.Itoa(rows[k])
			}
		case p[0] == "answers":
			name = "answers"
		}
		if out[name] == "" {
			out[name] = fe.Detail
		}
	}
	return out
}

// formFailed answers a run form that breaks a rule: the dashboard again,
// 422, the form as filled in, the broken fields marked.
func (s *server) formFailed(w http.ResponseWriter, r *http.Request, c application.Caller, form runForm, rows []int, err error) error {
	var ve *domain.ValidationError
	if !errors.As(err, &ve) {
		return err
	}
	d, derr := s.dashboard(r, c, form)
	if derr != nil {
		return derr
	}
	d.Errors = fieldErrors(ve, rows)
	return s.renderDashboard(w, r, c, http.StatusUnprocessableEntity, d)
}

// handleClarifyPage serves POST /app/clarify: the free preview. The
// dashboard comes back with the engine's questions in the answer rows and
// its suggested answers in them, to keep or change before paying.
func (s *server) handleClarifyPage() http.Handler {
	return s.form(s.signedIn(func(w http.ResponseWriter, r *http.Request, c application.Caller) error {
		form, req, rows := readRunForm(r)
		cl, err := s.app.Clarify.Do(r.Context(), c, req)
		if err != nil {
			return s.formFailed(w, r, c, form, rows, err)
		}
		form.Answers = nil
		for _, q := range cl.Clarified {
			if len(form.Answers) == maxAnswerRows {
				break
			}
			form.Answers = append(form.Answers, answerRow{Q: q.Q, A: q.A, Engine: q.Source == slip.SourceEngine})
		}
		d, err := s.dashboard(r, c, form)
		if err != nil {
			return err
		}
		d.Preview = true
		return s.renderDashboard(w, r, c, http.StatusOK, d)
	}))
}

// handleStartRun serves POST /app/runs: the API's checks in the API's
// order (422 as the form with its fields marked; 429, 503, 402 as pages,
// nothing charged), then 303 to the live run page while the run goes on.
func (s *server) handleStartRun() http.Handler {
	return s.form(s.signedIn(func(w http.ResponseWriter, r *http.Request, c application.Caller) error {
		form, req, rows := readRunForm(r)
		run, err := s.app.StartVerdict.Do(r.Context(), c, req)
		if err != nil {
			return s.formFailed(w, r, c, form, rows, err)
		}
		http.Redirect(w, r, "/app/runs/"+run.Slug, http.StatusSeeOther)
		return nil
	}))
}
