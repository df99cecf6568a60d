package http

import (
	"encoding/json"
	"errors"
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
		q := r.URL.Query()
		if _, ok := q["slug"]; !ok {
			return withDetail(domain.ErrInvalid, "The query parameter slug is required.")
		}
		if q.Get("slug") == "" {
			return withDetail(domain.ErrInvalid, "The query parameter slug must not be empty.")
		}
		run, err := s.app.FetchVerdict.Do(r.Context(), caller, q.Get("slug"))
		if err != nil {
			return err
		}
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
