package http

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"

	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/domain"
)

// handleSubmitVerdict serves POST /api/v1/verdict (get_verdict). After the
// body checks (415, 413, 400, 422 listing every broken field) the use case
// answers 429, 503, 402, 409, or runs; the 200 body copies the stored slip
// and clarification bytes.
func (s *server) handleSubmitVerdict() http.Handler {
	return apiHandler(func(w http.ResponseWriter, r *http.Request, caller application.Caller) error {
		req, err := decodeBody(w, r, decodeVerdictRequest)
		idem, idemErr := idempotencyKey(r.Header)
		if idemErr != nil && (err == nil || errors.Is(err, domain.ErrInvalid)) {
			err = withField(err, *idemErr) // a 422 lists the header beside the body's fields
		}
		if err != nil {
			return err
		}

		v, err := s.app.SubmitVerdict.Do(r.Context(), caller, req, idem)
		if err != nil {
			var ve *domain.ValidationError
			if errors.Is(err, domain.ErrInvalid) && !errors.As(err, &ve) {
				// The body passed validation above: the store refused a
				// reused Idempotency-Key with another body.
				err = domain.Invalid("", "Idempotency-Key header was already used with a different request body")
			}
			return err
		}
		infoFrom(r.Context()).setCredits(v.Balance)
		h := w.Header()
		h.Set(creditsHeader, strconv.FormatInt(v.Balance, 10))
		writeRateLimit(h, v.Rate)
		if v.Replayed {
			h.Set(replayedHeader, "true")
		}
		o := newObject()
		o.value("slug", v.Run.Slug)
		o.value("url", s.slipURL(v.Run.Slug))
		o.raw("clarified", rawOr(v.Run.Clarified, "[]"))
		o.raw("slip", rawOr(v.Run.Slip, "null"))
		o.int("credits_remaining", v.Balance)
		writeJSON(w, http.StatusOK, o.bytes())
		return nil
	})
}

// handleFetchVerdict serves GET /api/v1/verdict?slug= (fetch_verdict). A
// missing or empty slug is 422; a slug that is unknown, malformed or
// another account's is the same 404.
func (s *server) handleFetchVerdict() http.Handler {
	return apiHandler(func(w http.ResponseWriter, r *http.Request, caller application.Caller) error {
		slug, err := slugParam(r)
		if err != nil {
			return err
		}
		run, err := s.app.FetchVerdict.Do(r.Context(), caller, slug)
		if err != nil {
			return err
		}
		return s.writeRun(w, r, run)
	})
}

// handlePublishVerdict serves PATCH /api/v1/verdict?slug= (publish_verdict)
// {"published": bool}: the body's checks (415, 413, 400, 422) and the
// slug's (422), then 404 for a slug that is not the caller's, 409 for
// publishing a run that is not complete, else the run as GET gives it.
func (s *server) handlePublishVerdict() http.Handler {
	return apiHandler(func(w http.ResponseWriter, r *http.Request, caller application.Caller) error {
		published, err := decodeBody(w, r, decodePublishRequest)
		var ve *domain.ValidationError
		if err != nil && !errors.As(err, &ve) {
			return err
		}
		slug, slugErr := slugParam(r)
		if slugErr != nil {
			return slugErr
		}
		if err != nil {
			return err
		}
		run, err := s.app.PublishVerdict.Do(r.Context(), caller, slug, published)
		if errors.Is(err, domain.ErrConflict) {
			return withDetail(domain.ErrConflict, "Only a complete run can be published; this one is running or failed.")
		}
		if err != nil {
			return err
		}
		return s.writeRun(w, r, run)
	})
}

// slugParam reads the required query parameter slug: 422 when it is
// missing or empty.
func slugParam(r *http.Request) (string, error) {
	q := r.URL.Query()
	if _, ok := q["slug"]; !ok {
		return "", withDetail(domain.ErrInvalid, "The query parameter slug is required.")
	}
	if q.Get("slug") == "" {
		return "", withDetail(domain.ErrInvalid, "The query parameter slug must not be empty.")
	}
	return q.Get("slug"), nil
}

// writeRun writes the 200 body of fetch_verdict and publish_verdict: the
// run, its slip's stored bytes when complete, its clarification, the
// balance.
func (s *server) writeRun(w http.ResponseWriter, r *http.Request, run domain.Run) error {
	n, err := credits(w, r)
	if err != nil {
		return err
	}
	o := newObject()
	o.value("run", s.runView(run))
	if run.State == domain.RunComplete {
		o.raw("slip", rawOr(run.Slip, "null"))
	}
	o.raw("clarified", rawOr(run.Clarified, "[]"))
	o.int("credits_remaining", n)
	writeJSON(w, http.StatusOK, o.bytes())
	return nil
}

// runListJSON is the 200 body of GET /api/v1/verdicts.
type runListJSON struct {
	Runs             []runSummaryJSON `json:"runs"`
	NextCursor       string           `json:"next_cursor"`
	CreditsRemaining int64            `json:"credits_remaining"`
}

// runSummaryJSON is a run as listed: the run object of fetch_verdict with
// the slip's headline, in SPEC §2's order (after the mode).
type runSummaryJSON struct {
	Slug        string  `json:"slug"`
	URL         string  `json:"url"`
	State       string  `json:"state"`
	Mode        *string `json:"mode"`
	Headline    string  `json:"headline"`
	CreatedAt   string  `json:"created_at"`
	CompletedAt *string `json:"completed_at"`
	Published   bool    `json:"published"`
	Error       string  `json:"error,omitempty"`
}

func runSummary(v runJSON, headline string) runSummaryJSON {
	return runSummaryJSON{
		Slug: v.Slug, URL: v.URL, State: v.State, Mode: v.Mode, Headline: headline,
		CreatedAt: v.CreatedAt, CompletedAt: v.CompletedAt, Published: v.Published, Error: v.Error,
	}
}

// handleListVerdicts serves GET /api/v1/verdicts?limit=&cursor=
// (list_verdicts): 422 for a limit that is not an integer in 1–100 or a
// cursor this service did not give.
func (s *server) handleListVerdicts() http.Handler {
	return apiHandler(func(w http.ResponseWriter, r *http.Request, caller application.Caller) error {
		q := r.URL.Query()
		limit := application.DefaultPageSize
		if v, ok := q["limit"]; ok {
			n, err := strconv.Atoi(v[0])
			if err != nil || len(v) > 1 {
				return withDetail(domain.ErrInvalid, fmt.Sprintf("The query parameter limit must be an integer between 1 and %d.", application.MaxPageSize))
			}
			limit = n
		}
		page, err := s.app.ListVerdicts.Do(r.Context(), caller.AccountID, limit, q.Get("cursor"))
		if err != nil {
			return err
		}
		n, err := credits(w, r)
		if err != nil {
			return err
		}
		out := runListJSON{Runs: make([]runSummaryJSON, 0, len(page.Runs)), NextCursor: page.NextCursor, CreditsRemaining: n}
		for _, run := range page.Runs {
			out.Runs = append(out.Runs, runSummary(s.runView(run), run.Headline))
		}
		return writeValue(w, http.StatusOK, out)
	})
}

// clarifyJSON is the 200 body of POST /api/v1/clarify.
type clarifyJSON struct {
	Clarified        json.RawMessage `json:"clarified"`
	Mode             string          `json:"mode"`
	CreditsRemaining int64           `json:"credits_remaining"`
}

// handleClarify serves POST /api/v1/clarify: free, rate-limited per key.
func (s *server) handleClarify() http.Handler {
	return apiHandler(func(w http.ResponseWriter, r *http.Request, caller application.Caller) error {
		req, err := decodeBody(w, r, decodeVerdictRequest)
		if err != nil {
			return err
		}
		c, err := s.app.Clarify.Do(r.Context(), caller, req)
		if err != nil {
			return err
		}
		writeRateLimit(w.Header(), c.Rate)
		n, err := credits(w, r)
		if err != nil {
			return err
		}
		clarified, err := json.Marshal(orEmpty(c.Clarified))
		if err != nil {
			return err
		}
		return writeValue(w, http.StatusOK, clarifyJSON{Clarified: clarified, Mode: c.Mode, CreditsRemaining: n})
	})
}

func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
