package http_test

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/verdicthq/verdict/application/apptest"
	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/verdicttest"
)

type listJSON struct {
	Runs []struct {
		Slug      string `json:"slug"`
		State     string `json:"state"`
		Headline  string `json:"headline"`
		Published bool   `json:"published"`
	} `json:"runs"`
	NextCursor       string `json:"next_cursor"`
	CreditsRemaining int64  `json:"credits_remaining"`
}

func TestListVerdictsPagesNewestFirst(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	other := e.NewAccount(t, 5)
	decodeVerdict(t, e.verdict(other.Key))
	var slugs []string
	for range 3 {
		slugs = append(slugs, decodeVerdict(t, e.verdict(e.Key)).Slug)
		e.clock.Advance(time.Second)
	}
	var got []string
	path := "/api/v1/verdicts?limit=2"
	for pages := 0; path != ""; pages++ {
		r := e.get(path, e.Key)
		if r.status != http.StatusOK {
			t.Fatalf("GET %s: %d %s", path, r.status, r.body)
		}
		var l listJSON
		if err := json.Unmarshal(r.body, &l); err != nil {
			t.Fatal(err)
		}
		for _, run := range l.Runs {
			got = append(got, run.Slug)
			if run.State != "complete" || run.Headline == "" {
				t.Errorf("listed %+v: want complete with a headline", run)
			}
		}
		if l.CreditsRemaining != 97 || r.header.Get("Verdict-Credits-Remaining") != "97" {
			t.Errorf("credits %d, header %q; want 97", l.CreditsRemaining, r.header.Get("Verdict-Credits-Remaining"))
		}
		path = ""
		if l.NextCursor != "" {
			path = "/api/v1/verdicts?limit=2&cursor=" + l.NextCursor
		}
		if pages > 3 {
			t.Fatal("too many pages")
		}
	}
	if want := []string{slugs[2], slugs[1], slugs[0]}; len(got) != 3 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Errorf("listed %v, want %v (newest first, this account's only)", got, want)
	}
	// The default page and the refusals.
	var l listJSON
	r := e.get("/api/v1/verdicts", e.Key)
	if err := json.Unmarshal(r.body, &l); err != nil || len(l.Runs) != 3 || l.NextCursor != "" {
		t.Errorf("default page: %d runs, next %q, %v", len(l.Runs), l.NextCursor, err)
	}
	for _, q := range []string{"limit=0", "limit=101", "limit=two", "limit=2&limit=3", "cursor=nonsense"} {
		wantProblem(t, e.get("/api/v1/verdicts?"+q, e.Key), http.StatusUnprocessableEntity, "invalid_request", true)
	}
	wantProblem(t, e.get("/api/v1/verdicts", ""), http.StatusUnauthorized, "unauthorized", false)
}

func TestPublishVerdict(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	other := e.NewAccount(t, 5)
	slug := decodeVerdict(t, e.verdict(e.Key)).Slug
	patch := func(key, query, body string, headers ...string) resp {
		t.Helper()
		return e.call(request{method: http.MethodPatch, path: "/api/v1/verdict" + query, key: key, body: body, headers: headers})
	}

	f := decodeFetch(t, patch(e.Key, "?slug="+slug, `{"published": true}`))
	if !f.Run.Published || f.Run.Slug != slug || len(f.Slip) == 0 {
		t.Errorf("after publishing: %+v", f.Run)
	}
	if f := decodeFetch(t, e.get("/api/v1/verdict?slug="+slug, e.Key)); !f.Run.Published {
		t.Error("GET after publishing: not published")
	}
	if f := decodeFetch(t, patch(e.Key, "?slug="+slug, `{"published": false}`)); f.Run.Published {
		t.Error("after unpublishing: still published")
	}

	// Another account's run and an unknown slug: the same 404.
	a := patch(other.Key, "?slug="+slug, `{"published": true}`)
	b := patch(other.Key, "?slug=AAAAAAAAAAAAAAAAAAAAAA", `{"published": true}`)
	wantProblem(t, a, http.StatusNotFound, "not_found", true)
	wantProblem(t, b, http.StatusNotFound, "not_found", true)
	if string(withoutRequestID(a.body)) != string(withoutRequestID(b.body)) {
		t.Errorf("another account's run and an unknown slug answer differently:\n%s\n%s", a.body, b.body)
	}

	// The body's and the slug's rules.
	p := wantProblem(t, patch(e.Key, "?slug="+slug, `{"published": "yes", "public": true}`), http.StatusUnprocessableEntity, "invalid_request", true)
	if !hasPointer(p, "/published") || !hasPointer(p, "/public") {
		t.Errorf("pointers %v, want /published and /public", pointers(p))
	}
	p = wantProblem(t, patch(e.Key, "?slug="+slug, `{}`), http.StatusUnprocessableEntity, "invalid_request", true)
	if !hasPointer(p, "/published") {
		t.Errorf("pointers %v, want /published (required)", pointers(p))
	}
	wantProblem(t, patch(e.Key, "", `{"published": true}`), http.StatusUnprocessableEntity, "invalid_request", true)
	wantProblem(t, patch(e.Key, "?slug="+slug, `{"published": tru`), http.StatusBadRequest, "malformed_json", true)
	wantProblem(t, patch(e.Key, "?slug="+slug, `{"published": true}`, "Content-Type", "text/plain"), http.StatusUnsupportedMediaType, "unsupported_media_type", true)
	wantProblem(t, patch("", "?slug="+slug, `{"published": true}`), http.StatusUnauthorized, "unauthorized", false)

	// PUT on the path: 405 naming the three methods it has.
	r := e.call(request{method: http.MethodPut, path: "/api/v1/verdict", key: e.Key})
	wantProblem(t, r, http.StatusMethodNotAllowed, "method_not_allowed", true)
	if got := r.header.Get("Allow"); got != "GET, POST, PATCH" {
		t.Errorf("Allow = %q", got)
	}
}

func TestOnlyACompleteRunIsPublished(t *testing.T) {
	t.Parallel()
	release := make(chan struct{})
	reasoner := &apptest.Reasoner{OnCall: func(ctx context.Context, stage string) { <-release }}
	e := newEnv(t, verdicttest.WithReasoner(reasoner))
	c, err := e.App.Authenticate.Do(t.Context(), e.Key)
	if err != nil {
		t.Fatal(err)
	}
	run, err := e.App.StartVerdict.Do(t.Context(), c, domain.Request{Decision: "Should I take the offer in Berlin or stay in Lisbon?"})
	if err != nil {
		t.Fatal(err)
	}
	r := e.call(request{method: http.MethodPatch, path: "/api/v1/verdict?slug=" + run.Slug, key: e.Key, body: `{"published": true}`})
	wantProblem(t, r, http.StatusConflict, "conflict", true)
	close(release)
	if err := e.App.StartVerdict.Wait(t.Context()); err != nil {
		t.Fatal(err)
	}
}
