package http

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gorilla/mux"

	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/domain"
)

// The web interface (SPEC §5): server-rendered pages over the same use
// cases, store and limits as the API. Errors are pages, written by
// pageError from the same status table as the API's problems.

// sessionCookie names the cookie that carries a session's secret.
const sessionCookie = "verdict_session"

// errCrossOrigin is a state-changing form post from another site, refused
// by http.CrossOriginProtection: only the web answers it.
var errCrossOrigin = errors.New("cross-origin request")

// setPageHeaders sets what every page of the web interface carries: a
// Content-Security-Policy that allows only this origin's own assets (no
// inline script or style), no framing, no referrer to other sites, no
// caching of what may be private.
func setPageHeaders(h http.Header) {
	h.Set("Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "+
		"object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "same-origin")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "no-store")
}

// webPage is handler for a page: the security headers, the viewer's
// session when there is one (a nil caller for an anonymous visitor), and
// an error returned becomes an error page.
func (s *server) webPage(h func(w http.ResponseWriter, r *http.Request, viewer *application.Caller) error) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		setPageHeaders(w.Header())
		viewer, err := s.viewer(w, r)
		if err == nil {
			err = h(w, r, viewer)
		}
		if err != nil {
			s.pageError(w, r, viewer != nil, err)
		}
	})
}

// signedIn is webPage for the pages behind the sign-in: an anonymous
// visitor, or one whose session ended (expired, signed out, its key
// revoked), is sent to the sign-in page.
func (s *server) signedIn(h func(w http.ResponseWriter, r *http.Request, caller application.Caller) error) http.Handler {
	return s.webPage(func(w http.ResponseWriter, r *http.Request, viewer *application.Caller) error {
		if viewer == nil {
			http.Redirect(w, r, "/login", http.StatusSeeOther)
			return nil
		}
		return h(w, r, *viewer)
	})
}

// form is for a state-changing form post: refused (403) when it comes from
// another site (Go's http.CrossOriginProtection), 413 over MaxBodyBytes;
// the parsed form is in r.PostForm.
func (s *server) form(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := s.crossOrigin.Check(r); err != nil {
			setPageHeaders(w.Header())
			s.pageError(w, r, false, fmt.Errorf("%w: %w", errCrossOrigin, err))
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, MaxBodyBytes)
		if err := r.ParseForm(); err != nil {
			setPageHeaders(w.Header())
			var tooLarge *http.MaxBytesError
			if errors.As(err, &tooLarge) {
				err = errPayloadTooLarge
			} else {
				err = withDetail(domain.ErrInvalid, "The form could not be read.")
			}
			s.pageError(w, r, false, err)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// viewer resumes the session of the request's cookie: nil for none, and a
// cookie whose session has ended is cleared.
func (s *server) viewer(w http.ResponseWriter, r *http.Request) (*application.Caller, error) {
	ck, err := r.Cookie(sessionCookie)
	if err != nil {
		return nil, nil //nolint:nilerr // no cookie: an anonymous visitor
	}
	c, err := s.app.ResumeSession.Do(r.Context(), ck.Value)
	switch {
	case errors.Is(err, domain.ErrUnauthorized):
		s.clearSession(w)
		return nil, nil
	case err != nil:
		return nil, err
	}
	infoFrom(r.Context()).caller = &c
	return &c, nil
}

func (s *server) setSession(w http.ResponseWriter, secret string) {
	http.SetCookie(w, &http.Cookie{
		Name: sessionCookie, Value: secret, Path: "/",
		MaxAge:   int(domain.SessionTTL / time.Second),
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: s.secureCookies,
	})
}

func (s *server) clearSession(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{
		Name: sessionCookie, Value: "", Path: "/", MaxAge: -1,
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: s.secureCookies,
	})
}

// errorPage is the data of an error page.
type errorPage struct {
	Status    int
	Title     string
	Message   string
	RequestID string // internal errors only
}

// pageError writes err as a page: the status of the API's table, and
// words for a person. A 404 is always the same bytes for a viewer, so an
// unknown slug and a private one cannot be told apart.
func (s *server) pageError(w http.ResponseWriter, r *http.Request, signedIn bool, err error) {
	info := infoFrom(r.Context())
	k := kindOf(err)
	if errors.Is(err, errCrossOrigin) {
		k = kind{errCrossOrigin, http.StatusForbidden, "forbidden", "Refused", ""}
	}
	s.logProblem(r, info, k, err)
	if k.status == http.StatusNotFound {
		_ = s.pages.render(w, http.StatusNotFound, "notfound", page{Title: "Not found", SignedIn: signedIn})
		return
	}
	e := errorPage{Status: k.status, Title: k.title}
	var le *domain.LimitError
	retry := time.Second
	if errors.As(err, &le) && le.RetryAfter > 0 {
		retry = le.RetryAfter
	}
	switch k.status {
	case http.StatusTooManyRequests:
		w.Header().Set("Retry-After", strconv.FormatInt(ceilSeconds(retry), 10))
		e.Title = "Slow down"
		e.Message = fmt.Sprintf("The key you signed in with has started the %d runs it may start in an hour. You can start the next one in %s. Nothing was charged.",
			s.app.Config.RatePerHour, humanDuration(retry))
	case http.StatusServiceUnavailable:
		w.Header().Set("Retry-After", strconv.FormatInt(ceilSeconds(retry), 10))
		e.Title = "Verdict is at capacity"
		e.Message = fmt.Sprintf("The engine cannot take another run right now. Try again in %s. Nothing was charged.", humanDuration(retry))
	case http.StatusPaymentRequired:
		e.Title = "No credits left"
		e.Message = "A run costs one credit, and the account has none left. Nothing was charged. Ask the person who runs this Verdict for more credits; the free question preview still works."
	case http.StatusRequestEntityTooLarge:
		e.Title = "That form is too large"
		e.Message = fmt.Sprintf("A form may send at most %d KiB, and a decision may be at most %d characters. Nothing was charged.", MaxBodyBytes>>10, domain.MaxDecisionRunes)
	case http.StatusForbidden:
		e.Title = "Refused: this form came from another site"
		e.Message = "Verdict only accepts forms sent from its own pages. Nothing was changed. Open Verdict yourself and try again there."
	case http.StatusConflict:
		e.Title = "Not now"
		e.Message = "Only a complete run can be published."
		if errors.Is(err, domain.ErrKeyLimitReached) {
			e.Message = fmt.Sprintf("An account can hold %d active keys; revoke one first.", domain.MaxActiveKeys)
		}
	case http.StatusUnprocessableEntity, http.StatusBadRequest:
		e.Title = "That did not work"
		e.Message = "The form breaks a rule: " + k.detail
		var pub *publicError
		if errors.As(err, &pub) {
			e.Message = pub.detail
		}
	default:
		e.Status, e.Title = http.StatusInternalServerError, "Something went wrong on our side"
		e.Message = "It has been logged. If it keeps happening, quote the request id below."
		e.RequestID = info.id
	}
	_ = s.pages.render(w, e.Status, "error", page{Title: e.Title, SignedIn: signedIn, Data: e})
}

// humanDuration says a wait in words, rounded up: "40 seconds", "12
// minutes", "3 hours".
func humanDuration(d time.Duration) string {
	switch secs := ceilSeconds(d); {
	case secs < 90:
		return plural(int(secs), "second")
	case secs < 90*60:
		return plural(int((secs+59)/60), "minute")
	default:
		return plural(int((secs+3599)/3600), "hour")
	}
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// wantsHTML reports whether a request for a missing page comes from a
// browser (a GET outside the API that accepts HTML).
func wantsHTML(r *http.Request) bool {
	return r.Method == http.MethodGet && !isAPIPath(r.URL.Path) && !isAdminPath(r.URL.Path) &&
		strings.Contains(r.Header.Get("Accept"), "text/html")
}

// ---- Public pages ----

// homeData is the home page's: the sample slip.
type homeData struct {
	Sample *slipView
}

// handleHome serves GET /: what Verdict is, the way in, and a sample slip.
func (s *server) handleHome() http.Handler {
	return s.webPage(func(w http.ResponseWriter, r *http.Request, viewer *application.Caller) error {
		v, err := s.sampleView(r)
		if err != nil {
			return err
		}
		return s.pages.render(w, http.StatusOK, "home", page{
			Title: "Verdict — a second opinion on a decision", SignedIn: viewer != nil,
			Description: "Verdict reads a decision in plain words, scores the options under weights locked in advance, simulates 5,000 futures, red-teams the leader and audits itself blind.",
			Data:        homeData{Sample: v},
		})
	})
}

func (s *server) sampleView(r *http.Request) (*slipView, error) {
	out, err := s.app.Sample.Do(r.Context())
	if err != nil {
		return nil, err
	}
	return newSlipView(out.SlipJSON, out.ClarifiedJSON)
}

// slipPage is the slip page's data.
type slipPage struct {
	Slip      *slipView
	Slug      string
	Sample    bool
	Owner     bool
	Published bool
	JSONPath  string
	Created   time.Time
}

// handleSample serves GET /sample: the sample slip as a slip page.
func (s *server) handleSample() http.Handler {
	return s.webPage(func(w http.ResponseWriter, r *http.Request, viewer *application.Caller) error {
		v, err := s.sampleView(r)
		if err != nil {
			return err
		}
		return s.pages.render(w, http.StatusOK, "slip", page{
			Title: v.Headline + " — Verdict", SignedIn: viewer != nil,
			Data: slipPage{Slip: v, Sample: true},
		})
	})
}

// handleSlip serves GET /v/{slug} and GET /v/{slug}.json: to the owner,
// and to anyone once published; to anyone else the same 404 as a slug
// that does not exist.
func (s *server) handleSlip() http.Handler {
	return s.webPage(func(w http.ResponseWriter, r *http.Request, viewer *application.Caller) error {
		slug, asJSON := strings.CutSuffix(mux.Vars(r)["file"], ".json")
		run, owner, err := s.app.ViewSlip.Do(r.Context(), viewer, slug)
		switch {
		case err != nil && !errors.Is(err, domain.ErrNotFound):
			return err
		case asJSON && (err != nil || run.State != domain.RunComplete):
			writeNotFoundJSON(w) // not found, or not a slip yet: the same bytes either way
			return nil           //nolint:nilerr // the 404 is the answer, written
		case asJSON:
			writeJSON(w, http.StatusOK, run.Slip)
			return nil
		case err != nil:
			return err
		}
		switch run.State {
		case domain.RunRunning:
			http.Redirect(w, r, "/app/runs/"+run.Slug, http.StatusSeeOther)
			return nil
		case domain.RunFailed:
			return s.renderRun(w, r, run)
		}
		v, err := newSlipView(run.Slip, run.Clarified)
		if err != nil {
			return err
		}
		p := page{
			Title: v.Headline + " — Verdict", SignedIn: viewer != nil,
			Data: slipPage{Slip: v, Slug: run.Slug, Owner: owner, Published: run.Published, JSONPath: "/v/" + run.Slug + ".json", Created: run.CreatedAt},
		}
		if run.Published {
			p.Description = fmt.Sprintf("Verdict: %s — first in %d%% of %d simulated futures, %s confidence.", v.Verdict, v.WinPct, v.Futures, v.ConfLabel)
			p.OGURL = s.slipURL(run.Slug)
		}
		return s.pages.render(w, http.StatusOK, "slip", p)
	})
}

// notFoundJSON is the body of /v/{slug}.json for a slip the viewer may not
// see: the same bytes whatever the reason.
var notFoundJSON = []byte(`{"type":"https://verdict.dev/problems/not_found","title":"Not found","status":404,"detail":"The resource does not exist.","code":"not_found"}`)

func writeNotFoundJSON(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Content-Type", "application/problem+json")
	h.Set("Content-Length", strconv.Itoa(len(notFoundJSON)))
	w.WriteHeader(http.StatusNotFound)
	_, _ = w.Write(notFoundJSON)
}

// ---- Sign-in ----

type loginPage struct {
	Error string
}

// handleLogin serves GET /login: the sign-in form (a signed-in visitor
// goes on to the dashboard).
func (s *server) handleLogin() http.Handler {
	return s.webPage(func(w http.ResponseWriter, r *http.Request, viewer *application.Caller) error {
		if viewer != nil {
			http.Redirect(w, r, "/app", http.StatusSeeOther)
			return nil
		}
		return s.pages.render(w, http.StatusOK, "login", page{Title: "Sign in — Verdict"})
	})
}

// handleSignIn serves POST /login (field key): a session and 303 to /app,
// or the form again with 401.
func (s *server) handleSignIn() http.Handler {
	return s.form(s.webPage(func(w http.ResponseWriter, r *http.Request, _ *application.Caller) error {
		opened, err := s.app.SignIn.Do(r.Context(), r.PostForm.Get("key"))
		if errors.Is(err, domain.ErrUnauthorized) {
			return s.pages.render(w, http.StatusUnauthorized, "login", page{Title: "Sign in — Verdict",
				Data: loginPage{Error: "That key is not valid: it is mistyped, unknown or revoked. Paste a key that starts with vd_."}})
		}
		if err != nil {
			return err
		}
		infoFrom(r.Context()).caller = &opened.Caller
		s.setSession(w, opened.Secret)
		http.Redirect(w, r, "/app", http.StatusSeeOther)
		return nil
	}))
}

// handleSignOut serves POST /logout.
func (s *server) handleSignOut() http.Handler {
	return s.form(s.webPage(func(w http.ResponseWriter, r *http.Request, _ *application.Caller) error {
		if ck, err := r.Cookie(sessionCookie); err == nil {
			if err := s.app.SignOut.Do(r.Context(), ck.Value); err != nil {
				return err
			}
		}
		s.clearSession(w)
		http.Redirect(w, r, "/", http.StatusSeeOther)
		return nil
	}))
}
