package browser_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/verdicthq/verdict/adapters/offline"
	"github.com/verdicthq/verdict/ports"
	"github.com/verdicthq/verdict/verdicttest"
)

// slow is the offline engine with every call of the reasoner held back a
// little, so a run's stages take long enough for a person, and a test, to
// watch them arrive.
type slow struct {
	ports.Reasoner
	delay time.Duration
}

func (s slow) wait(ctx context.Context) error {
	t := time.NewTimer(s.delay)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (s slow) Clarify(ctx context.Context, in ports.ClarifyInput) (ports.Clarification, error) {
	if err := s.wait(ctx); err != nil {
		return ports.Clarification{}, err
	}
	return s.Reasoner.Clarify(ctx, in)
}

func (s slow) Widen(ctx context.Context, in ports.WidenInput) ([]ports.OptionDraft, error) {
	if err := s.wait(ctx); err != nil {
		return nil, err
	}
	return s.Reasoner.Widen(ctx, in)
}

func (s slow) Criteria(ctx context.Context, in ports.CriteriaInput) ([]ports.CriterionDraft, error) {
	if err := s.wait(ctx); err != nil {
		return nil, err
	}
	return s.Reasoner.Criteria(ctx, in)
}

func (s slow) Assess(ctx context.Context, in ports.AssessInput) (ports.Assessment, error) {
	if err := s.wait(ctx); err != nil {
		return ports.Assessment{}, err
	}
	return s.Reasoner.Assess(ctx, in)
}

func (s slow) Compare(ctx context.Context, in ports.CompareInput) (ports.Comparison, error) {
	if err := s.wait(ctx); err != nil {
		return ports.Comparison{}, err
	}
	return s.Reasoner.Compare(ctx, in)
}

func newServer(t *testing.T) *verdicttest.Server {
	t.Helper()
	if chromium == "" {
		t.Skip(skipReason)
	}
	return verdicttest.NewServer(t, verdicttest.WithReasoner(slow{offline.New(), 150 * time.Millisecond}), verdicttest.WithCredits(20))
}

const berlin = `Should I take the Berlin job or stay in Porto?
- Berlin: 95k salary, rent 1,400 a month, a bigger team, I know nobody there
- Porto: 52k salary, rent 700 a month, my friends and my climbing club are here
Career growth matters most to me, then money, then my friends.`

func do(t *testing.T, ctx context.Context, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatal(err)
	}
}

func run[T any](t *testing.T, ctx context.Context, a chromedp.Action[T]) T {
	t.Helper()
	v, err := chromedp.Run(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func text(t *testing.T, ctx context.Context, css string) string {
	t.Helper()
	return run(t, ctx, chromedp.Text(chromedp.CSS(css)))
}

func location(t *testing.T, ctx context.Context) string {
	t.Helper()
	return run(t, ctx, chromedp.Location())
}

// submit clicks a form's button and waits for the page it leads to.
func submit(t *testing.T, ctx context.Context, css string) {
	t.Helper()
	if _, err := chromedp.RunResponse(ctx, chromedp.Click(chromedp.CSS(css))); err != nil {
		t.Fatalf("click %s: %v", css, err)
	}
}

// signIn signs the browser in with key and lands on the dashboard.
func signIn(t *testing.T, ctx context.Context, base, key string) {
	t.Helper()
	do(t, ctx,
		chromedp.Navigate(base+"/login"),
		chromedp.SendKeys(chromedp.ID("key"), key),
		chromedp.Click(chromedp.CSS(`form[action="/login"] button`)),
		chromedp.WaitVisible(chromedp.ID("decision")),
	)
}

// TestAPersonsPath walks the web interface as a person would: sign in,
// create and revoke a key, start a run and watch every stage arrive
// before the slip, publish it, read it as a stranger, unpublish it (then
// the stranger gets the 404), and revoke the key the session signed in
// with (then the sign-in page). It takes the screenshots.
func TestAPersonsPath(t *testing.T) {
	srv := newServer(t)
	ctx := newBrowser(t)

	signIn(t, ctx, srv.URL, srv.Key)
	if got := text(t, ctx, ".credits .count"); got != "20" {
		t.Errorf("dashboard credits %q, want 20", got)
	}

	// A new key, shown once; then revoked.
	submit(t, ctx, `form[action="/app/keys"] button`)
	newKey := text(t, ctx, "#new-key")
	if !strings.HasPrefix(newKey, "vd_") || len(newKey) != 41 {
		t.Fatalf("the new key shown is %q", newKey)
	}
	prefix := newKey[:11]
	if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll(".keylist li").length`)); n != 2 {
		t.Errorf("%d keys listed after creating one, want 2", n)
	}
	submit(t, ctx, fmt.Sprintf(`button[aria-label="Revoke %s"]`, prefix))
	if keys := text(t, ctx, ".keylist"); strings.Contains(keys, prefix) {
		t.Errorf("the revoked key %s is still listed: %s", prefix, keys)
	}
	if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll("#new-key").length`)); n != 0 {
		t.Error("the new key is shown again after the page that made it")
	}

	// A run: every stage appears, in order, before the slip.
	do(t, ctx,
		chromedp.SetValue(chromedp.ID("decision"), berlin),
		chromedp.Click(chromedp.CSS(`form[action="/app/runs"] button[type="submit"]:not([formaction])`)),
		chromedp.WaitVisible(chromedp.CSS(".stages")),
	)
	loc := location(t, ctx)
	if !strings.Contains(loc, "/app/runs/") {
		t.Fatalf("after starting a run the browser is at %s, want the live run page", loc)
	}
	slug := loc[strings.LastIndex(loc, "/")+1:]
	snapshots := watchStages(t, ctx)
	t.Logf("stage snapshots seen: %v", snapshots)
	if len(snapshots) < 4 {
		t.Errorf("saw %d distinct states of the stages; a live page shows them arrive one by one", len(snapshots))
	}
	for _, s := range snapshots {
		if strings.HasSuffix(s, "|slip") && !strings.HasPrefix(s, strings.Repeat("done ", 6)) {
			t.Errorf("the slip link showed before every stage was done: %s", s)
		}
	}
	if last := snapshots[len(snapshots)-1]; last != strings.Repeat("done ", 6)+"|slip" {
		t.Errorf("the run page ended as %q", last)
	}
	for _, stage := range []string{"clarify", "widen", "score", "simulate", "red_team", "audit"} {
		if s := text(t, ctx, fmt.Sprintf(`li[data-stage="%s"] .summary`, stage)); s == "" {
			t.Errorf("stage %s has no summary", stage)
		}
	}
	screenshots(t, ctx, "run")

	// The slip, private.
	do(t, ctx, chromedp.Click(chromedp.ID("run-slip")), chromedp.WaitVisible(chromedp.CSS(".slip .headline")))
	headline := text(t, ctx, ".slip .headline")
	if headline == "" || !strings.Contains(text(t, ctx, ".owner"), "Private") {
		t.Fatalf("slip page: headline %q, owner bar %q", headline, text(t, ctx, ".owner"))
	}
	stranger := freshContext(t, ctx)
	wantNotFound(t, stranger, srv.URL+"/v/"+slug)

	// Published: the stranger reads it.
	submit(t, ctx, `.owner button`)
	if !strings.Contains(text(t, ctx, ".owner"), "Published") {
		t.Errorf("after publishing, the owner bar says %q", text(t, ctx, ".owner"))
	}
	screenshots(t, ctx, "slip")
	do(t, stranger, chromedp.Navigate(srv.URL+"/v/"+slug), chromedp.WaitVisible(chromedp.CSS(".slip .headline")))
	if got := text(t, stranger, ".slip .headline"); got != headline {
		t.Errorf("the stranger reads %q, the owner %q", got, headline)
	}
	if n := run(t, stranger, chromedp.Evaluate[int](`document.querySelectorAll(".owner").length`)); n != 0 {
		t.Error("the stranger sees the owner's publish controls")
	}
	og := run(t, stranger, chromedp.Evaluate[string](`document.querySelector('meta[property="og:title"]').content`))
	if !strings.Contains(og, headline) {
		t.Errorf("og:title %q does not carry the headline", og)
	}

	// Unpublished from the dashboard: the stranger gets the 404 again.
	do(t, ctx, chromedp.Navigate(srv.URL+"/app"), chromedp.WaitVisible(chromedp.ID("runs")))
	screenshots(t, ctx, "dashboard")
	submit(t, ctx, fmt.Sprintf(`form[action="/app/runs/%s/publish"] button`, slug))
	if s := text(t, ctx, "#runs"); !strings.Contains(strings.ToLower(s), "private") {
		t.Errorf("the run is not listed as private after unpublishing: %s", s)
	}
	wantNotFound(t, stranger, srv.URL+"/v/"+slug)

	// Revoking the key this session signed in with ends the session.
	submit(t, ctx, fmt.Sprintf(`button[aria-label="Revoke %s"]`, srv.Key[:11]))
	if loc := location(t, ctx); !strings.HasPrefix(loc, srv.URL+"/login") {
		t.Errorf("after revoking its own key the browser is at %s, want the sign-in page", loc)
	}
	do(t, ctx, chromedp.Navigate(srv.URL+"/app"), chromedp.WaitVisible(chromedp.ID("key")))
}

// watchStages polls the live run page until the slip link shows, and
// returns each distinct state it saw: the six stages' states, then
// "|slip" once the link to the slip is visible.
func watchStages(t *testing.T, ctx context.Context) []string {
	t.Helper()
	const js = `Array.from(document.querySelectorAll(".stages li")).map(li => li.dataset.state + " ").join("") +
		(document.getElementById("run-complete").hidden ? "" : "|slip")`
	var seen []string
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		s := run(t, ctx, chromedp.Evaluate[string](js))
		if len(seen) == 0 || seen[len(seen)-1] != s {
			seen = append(seen, s)
		}
		if strings.HasSuffix(s, "|slip") {
			return seen
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("the run page never showed the slip link; saw %v", seen)
	return nil
}

func wantNotFound(t *testing.T, ctx context.Context, url string) {
	t.Helper()
	do(t, ctx, chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS("main h1")))
	if h := text(t, ctx, "main h1"); h != "Nothing here" {
		t.Errorf("%s shows %q, want the 404 page", url, h)
	}
}

// TestHostileDecisionIsShownAsText runs a decision full of markup and
// script and checks, in the browser, that no script ran anywhere it is
// shown: the form after a refusal, the live run page, the slip, the
// dashboard.
func TestHostileDecisionIsShownAsText(t *testing.T) {
	srv := newServer(t)
	ctx := newBrowser(t)
	signIn(t, ctx, srv.URL, srv.Key)
	hostile := "Should I pick <script>window.__xss=1</script> or <img src=x onerror=\"window.__xss=2\"> " +
		"or [the safe one](javascript:window.__xss=3) or <a href=\"javascript:window.__xss=4\">this</a>?\n" +
		"- <script>window.__xss=5</script>: cheaper, 40k\n- <img src=x onerror=window.__xss=6>: closer, 55k\n"
	noScriptRan := func(where string) {
		t.Helper()
		if v := run(t, ctx, chromedp.Evaluate[string](`String(window.__xss)`)); v != "undefined" {
			t.Errorf("%s: a script from the decision ran (window.__xss = %s)", where, v)
		}
		if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('main script, main img, a[href^="javascript:"]').length`)); n != 0 {
			t.Errorf("%s: %d elements made from the decision's markup", where, n)
		}
	}

	// Refused (too long): the form comes back with the text in it, as text.
	do(t, ctx,
		chromedp.SetValue(chromedp.ID("decision"), hostile+strings.Repeat("x", 6100)),
		chromedp.Click(chromedp.CSS(`form[action="/app/runs"] button[type="submit"]:not([formaction])`)),
		chromedp.WaitVisible(chromedp.ID("decision-error")),
	)
	noScriptRan("the refused form")
	if v := run(t, ctx, chromedp.Value(chromedp.ID("decision"))); !strings.HasPrefix(v, hostile) {
		t.Errorf("the refused form lost the decision's text: %.80q", v)
	}
	if inv := run(t, ctx, chromedp.Evaluate[string](`document.getElementById("decision").getAttribute("aria-invalid")`)); inv != "true" {
		t.Errorf("the decision field is not marked invalid (%q)", inv)
	}

	// Run, watch, read.
	do(t, ctx,
		chromedp.SetValue(chromedp.ID("decision"), hostile),
		chromedp.Click(chromedp.CSS(`form[action="/app/runs"] button[type="submit"]:not([formaction])`)),
		chromedp.WaitVisible(chromedp.ID("run-slip")),
	)
	noScriptRan("the live run page")
	do(t, ctx, chromedp.Click(chromedp.ID("run-slip")), chromedp.WaitVisible(chromedp.CSS(".slip .headline")))
	noScriptRan("the slip page")
	body := run(t, ctx, chromedp.Evaluate[string](`document.querySelector("main").innerText`))
	if !strings.Contains(body, "<script>") && !strings.Contains(body, "<img") && !strings.Contains(body, "javascript:") {
		t.Logf("the slip shows none of the markup as text (the reader may have dropped it): %.300s", body)
	}
	do(t, ctx, chromedp.Navigate(srv.URL+"/app"), chromedp.WaitVisible(chromedp.ID("runs")))
	noScriptRan("the dashboard")
}

// TestACrossOriginFormIsRefused posts the run form from a page of another
// origin, as a malicious site would, in the signed-in browser: 403, and
// nothing charged.
func TestACrossOriginFormIsRefused(t *testing.T) {
	srv := newServer(t)
	ctx := newBrowser(t)
	signIn(t, ctx, srv.URL, srv.Key)
	evil := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><form id="f" method="post" action="%s/app/runs">
			<input name="decision" value="Should I move to Berlin or stay in Porto with my friends?"></form>
			<button id="go" onclick="document.getElementById('f').submit()">go</button>`, srv.URL)
	}))
	t.Cleanup(evil.Close)
	// Another origin: the same host by another name.
	evilURL := strings.Replace(evil.URL, "127.0.0.1", "localhost", 1)
	do(t, ctx, chromedp.Navigate(evilURL), chromedp.Click(chromedp.ID("go")), chromedp.WaitVisible(chromedp.CSS("main h1")))
	if h := text(t, ctx, "main h1"); !strings.Contains(h, "another site") {
		t.Errorf("a cross-origin post shows %q, want the refusal", h)
	}
	if got := srv.Balance(t, srv.AccountID); got != 20 {
		t.Errorf("balance %d after a refused cross-origin post, want 20", got)
	}
}

// TestHomeNeedsNoJavaScript opens the home page, the sample slip and the
// sign-in page, checks they load no script at all (they read the same
// with JavaScript off), and takes the screenshots of the home page.
func TestHomeNeedsNoJavaScript(t *testing.T) {
	srv := newServer(t)
	ctx := newBrowser(t)
	out, err := srv.App.Sample.Do(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	do(t, ctx, chromedp.Navigate(srv.URL+"/"), chromedp.WaitVisible(chromedp.CSS(".sample .headline")))
	if got := text(t, ctx, ".sample .headline"); got != out.Slip.Headline {
		t.Errorf("the home page's sample says %q, the engine %q", got, out.Slip.Headline)
	}
	screenshots(t, ctx, "home")
	for _, path := range []string{"/", "/sample", "/login"} {
		do(t, ctx, chromedp.Navigate(srv.URL+path), chromedp.WaitVisible(chromedp.CSS("main h1")))
		if n := run(t, ctx, chromedp.Evaluate[int](`document.scripts.length`)); n != 0 {
			t.Errorf("%s loads %d scripts, want none", path, n)
		}
	}
}
