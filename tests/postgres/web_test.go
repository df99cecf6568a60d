package postgres_test

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/verdicthq/verdict/adapters/postgres/pgtest"
	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/application/apptest"
	"github.com/verdicthq/verdict/domain"
)

// event is one server-sent event and when it arrived.
type event struct {
	id      int
	name    string
	data    string
	arrived time.Time
}

// streamEvents reads a text/event-stream response to its end.
func streamEvents(t *testing.T, res *http.Response) []event {
	t.Helper()
	var (
		out []event
		cur event
	)
	sc := bufio.NewScanner(res.Body)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if cur.name != "" {
				cur.arrived = time.Now()
				out = append(out, cur)
			}
			cur = event{}
		case strings.HasPrefix(line, "id: "):
			cur.id, _ = strconv.Atoi(strings.TrimPrefix(line, "id: "))
		case strings.HasPrefix(line, "event: "):
			cur.name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			cur.data += strings.TrimPrefix(line, "data: ")
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("reading the stream: %v", err)
	}
	return out
}

// A run started through instance A streams every event, live, from
// instance B: the session, the run and its events are all in the
// database. A viewer who opens the stream on B after the end, or
// reconnects with Last-Event-ID, gets the same events.
func TestAWebRunStartedOnOneInstanceStreamsFromAnother(t *testing.T) {
	t.Parallel()
	db := pgtest.NewDatabase(t)
	slow := &apptest.Reasoner{Delay: 120 * time.Millisecond}
	a := start(t, db, slow, application.Config{EventPoll: 30 * time.Millisecond})
	b := start(t, db, slow, application.Config{EventPoll: 30 * time.Millisecond})
	accountID, key := a.newAccount(t, 5)
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	browser := &http.Client{Jar: jar, Timeout: time.Minute, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	post := func(in *instance, path string, form url.Values) *http.Response {
		t.Helper()
		req, err := http.NewRequestWithContext(context.Background(), http.MethodPost, in.srv.URL+path, strings.NewReader(form.Encode()))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		res, err := browser.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res
	}
	// The cookie jar is per host: both instances are on 127.0.0.1, so the
	// session made on A is sent to B, as one site behind a load balancer.
	if res := post(a, "/login", url.Values{"key": {key}}); res.StatusCode != http.StatusSeeOther {
		t.Fatalf("sign in on A: %d", res.StatusCode)
	}
	res := post(a, "/app/runs", url.Values{"decision": {decision}})
	loc := res.Header.Get("Location")
	if res.StatusCode != http.StatusSeeOther || !strings.HasPrefix(loc, "/app/runs/") {
		t.Fatalf("start on A: %d %s", res.StatusCode, loc)
	}
	slug := strings.TrimPrefix(loc, "/app/runs/")
	started := time.Now()

	open := func(in *instance, lastID string) (*http.Response, []event) {
		t.Helper()
		req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, in.srv.URL+"/app/runs/"+slug+"/events", nil)
		if err != nil {
			t.Fatal(err)
		}
		if lastID != "" {
			req.Header.Set("Last-Event-ID", lastID)
		}
		res, err := browser.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		return res, streamEvents(t, res)
	}
	res, live := open(b, "")
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("the stream on B: %d %q", res.StatusCode, res.Header.Get("Content-Type"))
	}
	var names []string
	for i, e := range live {
		names = append(names, e.name)
		if e.id != i+1 {
			t.Errorf("event %d has id %d", i+1, e.id)
		}
	}
	if got, want := strings.Join(names, " "), "clarify clarify widen widen score score simulate simulate red_team red_team audit audit complete"; got != want {
		t.Fatalf("B streamed %s\nwant %s", got, want)
	}
	// Live: the stages arrived on B while the run went on, not all at its end.
	first, last := live[1].arrived.Sub(started), live[12].arrived.Sub(started)
	t.Logf("on B: clarify done after %s, complete after %s", first, last)
	if last-first < 400*time.Millisecond {
		t.Errorf("clarify done and complete arrived %s apart; a run of 7 engine calls of 120 ms streams over more than that", last-first)
	}
	var done struct{ Slug, URL, Headline string }
	if err := json.Unmarshal([]byte(live[12].data), &done); err != nil || done.Slug != slug || done.Headline == "" {
		t.Errorf("complete event %s", live[12].data)
	}
	run, err := b.store.RunBySlug(context.Background(), accountID, slug)
	if err != nil || run.State != domain.RunComplete || run.Headline != done.Headline {
		t.Errorf("the stored run: %s %q (%v); want complete with the event's headline", run.State, run.Headline, err)
	}

	// After the end: the same events from B, and from A; resumed; then 204.
	for _, in := range []*instance{a, b} {
		_, again := open(in, "")
		if len(again) != 13 {
			t.Fatalf("a late stream has %d events, want 13", len(again))
		}
		for i := range again {
			if again[i].id != live[i].id || again[i].name != live[i].name || again[i].data != live[i].data {
				t.Errorf("late event %d differs: %+v vs %+v", i+1, again[i], live[i])
			}
		}
	}
	if _, rest := open(b, "9"); len(rest) != 4 || rest[0].id != 10 {
		t.Errorf("resumed on B after 9: %d events", len(rest))
	}
	if res, _ := open(b, "13"); res.StatusCode != http.StatusNoContent {
		t.Errorf("after the final event on B: %d, want 204", res.StatusCode)
	}
	if err := a.app.StartVerdict.Wait(context.Background()); err != nil {
		t.Fatal(err)
	}
	if bal, _ := a.store.Balance(context.Background(), accountID); bal != 4 {
		t.Errorf("balance %d, want 4", bal)
	}
}
