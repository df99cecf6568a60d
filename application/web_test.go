package application_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/verdicthq/verdict/adapters/memory"
	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/application/apptest"
	"github.com/verdicthq/verdict/domain"
)

// stream reads a run's whole stream as the live page would: every event,
// waiting for each, until the final one.
func stream(t *testing.T, f *fixture, c application.Caller, slug string, after int) []application.StreamEvent {
	t.Helper()
	run, err := f.app.WatchRun.Open(t.Context(), c, slug)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	var out []application.StreamEvent
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		evs, ended, err := f.app.WatchRun.Next(t.Context(), run, after, time.Second)
		if err != nil {
			t.Fatalf("Next: %v", err)
		}
		out = append(out, evs...)
		if len(evs) > 0 {
			after = evs[len(evs)-1].ID
		}
		if ended {
			return out
		}
	}
	t.Fatalf("the stream did not end; got %d events", len(out))
	return nil
}

type stageData struct {
	Stage     string `json:"stage"`
	State     string `json:"state"`
	ElapsedMS *int64 `json:"elapsed_ms"`
	Summary   string `json:"summary"`
}

// wantStages checks that evs begin with every stage started then done, in
// the pipeline's order, numbered from 1.
func wantStages(t *testing.T, evs []application.StreamEvent, stages int) {
	t.Helper()
	if len(evs) < 2*stages {
		t.Fatalf("%d events, want at least %d stage events", len(evs), 2*stages)
	}
	for i := range 2 * stages {
		e := evs[i]
		var d stageData
		if err := json.Unmarshal(e.Data, &d); err != nil {
			t.Fatalf("event %d: %v", e.ID, err)
		}
		stage, state := domain.Stages[i/2], []string{domain.StageStarted, domain.StageDone}[i%2]
		if e.ID != i+1 || e.Name != stage || d.Stage != stage || d.State != state || d.ElapsedMS == nil {
			t.Errorf("event %d = %s %s; want id %d, %s %s with elapsed_ms", e.ID, e.Name, e.Data, i+1, stage, state)
		}
		if (state == domain.StageDone) != (d.Summary != "") {
			t.Errorf("event %d %s %s: summary %q; a done stage has one, a started one none", e.ID, stage, state, d.Summary)
		}
	}
}

func TestStartVerdictStreamsEveryStageThenTheSlip(t *testing.T) {
	f := newFixture(t, application.Config{})
	pipelineReady(t)
	c, _ := f.account(t, 3)
	run, err := f.app.StartVerdict.Do(t.Context(), c, decide)
	if err != nil {
		t.Fatalf("StartVerdict: %v", err)
	}
	if run.State != domain.RunRunning || f.balance(t, c.AccountID) != 2 {
		t.Errorf("started run is %s with balance %d; want running and charged", run.State, f.balance(t, c.AccountID))
	}
	evs := stream(t, f, c, run.Slug, 0)
	if err := f.app.StartVerdict.Wait(t.Context()); err != nil {
		t.Fatal(err)
	}
	wantStages(t, evs, len(domain.Stages))
	if len(evs) != 13 {
		t.Fatalf("%d events, want 12 stage events and the final one", len(evs))
	}
	final := evs[12]
	got, err := f.app.FetchVerdict.Do(t.Context(), c, run.Slug)
	if err != nil || got.State != domain.RunComplete {
		t.Fatalf("the run after its stream: %s, %v", got.State, err)
	}
	want := fmt.Sprintf(`{"slug":%q,"url":"http://localhost:8080/v/%s","headline":%q}`, run.Slug, run.Slug, got.Headline)
	if final.ID != 13 || final.Name != application.EventComplete || string(final.Data) != want {
		t.Errorf("final event %d %s %s; want 13 complete %s", final.ID, final.Name, final.Data, want)
	}
	if got.Headline == "" || !bytes.Contains(got.Slip, []byte(got.Headline)) {
		t.Errorf("the run's headline %q is not its slip's", got.Headline)
	}

	// A viewer who comes late, or reconnects with Last-Event-ID, gets the
	// rest of the same stream; after the final event, nothing.
	if late := stream(t, f, c, run.Slug, 0); len(late) != 13 || string(late[5].Data) != string(evs[5].Data) {
		t.Errorf("a late stream has %d events, or others than the live one", len(late))
	}
	if rest := stream(t, f, c, run.Slug, 7); len(rest) != 6 || rest[0].ID != 8 {
		t.Errorf("resumed after 7: %d events from %v; want 8 to 13", len(rest), rest)
	}
	r, _ := f.app.WatchRun.Open(t.Context(), c, run.Slug)
	if evs, ended, err := f.app.WatchRun.Next(t.Context(), r, 13, 0); len(evs) != 0 || !ended || err != nil {
		t.Errorf("after the final event: %v, ended %v, %v; want nothing, ended", evs, ended, err)
	}
	// The run is the same as the API's: the slip's bytes equal a synchronous run's.
	v, err := f.app.SubmitVerdict.Do(t.Context(), c, decide, "")
	if err != nil || !bytes.Equal(v.Run.Slip, got.Slip) {
		t.Errorf("the API's run of the same decision gave another slip (%v)", err)
	}
}

// The events are the run's own progress, recorded as it happens, not a
// replay of a finished slip: while the engine scores, the store holds the
// stages before scoring and no later one.
func TestStageEventsAreRecordedWhileTheRunGoes(t *testing.T) {
	f := newFixture(t, application.Config{})
	c, _ := f.account(t, 1)
	var (
		mu   sync.Mutex
		seen = map[string][]string{}
		slug string
	)
	ready := make(chan struct{})
	f.reason.OnCall = func(ctx context.Context, stage string) {
		<-ready
		run, err := f.app.WatchRun.Open(ctx, c, slug)
		if err != nil {
			t.Errorf("Open in %s: %v", stage, err)
			return
		}
		evs, _, err := f.app.WatchRun.Next(ctx, run, 0, 0)
		if err != nil {
			t.Errorf("Next in %s: %v", stage, err)
		}
		var names []string
		for _, e := range evs {
			var d stageData
			_ = json.Unmarshal(e.Data, &d)
			names = append(names, d.Stage+":"+d.State)
		}
		mu.Lock()
		defer mu.Unlock()
		if _, ok := seen[stage]; !ok {
			seen[stage] = names
		}
	}
	run, err := f.app.StartVerdict.Do(t.Context(), c, decide)
	if err != nil {
		t.Fatal(err)
	}
	slug = run.Slug
	close(ready)
	if err := f.app.StartVerdict.Wait(t.Context()); err != nil {
		t.Fatal(err)
	}
	for stage, want := range map[string]string{
		"clarify":  "clarify:started",
		"widen":    "clarify:started clarify:done widen:started",
		"assess":   "clarify:started clarify:done widen:started widen:done score:started",
		"narrate":  "clarify:started clarify:done widen:started widen:done score:started score:done simulate:started simulate:done red_team:started red_team:done audit:started audit:done",
		"criteria": "clarify:started clarify:done widen:started widen:done score:started",
	} {
		if got := strings.Join(seen[stage], " "); got != want {
			t.Errorf("events stored when the engine entered %s:\n got %s\nwant %s", stage, got, want)
		}
	}
}

func TestAWebRunThatFailsStreamsItsStagesThenFailed(t *testing.T) {
	f := newFixture(t, application.Config{})
	f.reason.Err, f.reason.FailStage = errors.New("widen broke"), "widen"
	c, _ := f.account(t, 1)
	run, err := f.app.StartVerdict.Do(t.Context(), c, decide)
	if err != nil {
		t.Fatal(err)
	}
	evs := stream(t, f, c, run.Slug, 0)
	var names []string
	for _, e := range evs {
		names = append(names, fmt.Sprintf("%d:%s", e.ID, e.Name))
	}
	if got := strings.Join(names, " "); got != "1:clarify 2:clarify 3:widen 4:failed" {
		t.Errorf("stream %s; want clarify started and done, widen started, then failed", got)
	}
	if last := evs[len(evs)-1]; string(last.Data) != `{"code":"run_failed","detail":"the engine failed; its credit was refunded."}` {
		t.Errorf("failed event data %s", last.Data)
	}
	if b := f.balance(t, c.AccountID); b != 1 {
		t.Errorf("balance %d after a failed web run, want 1 (refunded)", b)
	}
}

func TestStartVerdictRefusesLikeTheAPI(t *testing.T) {
	f := newFixture(t, application.Config{RatePerHour: 1, MaxConcurrentRuns: 1})
	c, _ := f.account(t, 1)
	_, err := f.app.StartVerdict.Do(t.Context(), c, domain.Request{Decision: "too short"})
	var ve *domain.ValidationError
	if !errors.As(err, &ve) || ve.Fields[0].Pointer != "/decision" {
		t.Errorf("a short decision: %v; want a validation error on /decision", err)
	}
	if _, err := f.app.StartVerdict.Do(t.Context(), c, decide); err != nil {
		t.Fatal(err)
	}
	if err := f.app.StartVerdict.Wait(t.Context()); err != nil {
		t.Fatal(err)
	}
	// Rate (1/h) and credits (0) both exhausted: the rate answers first.
	_, err = f.app.StartVerdict.Do(t.Context(), c, decide)
	if !errors.Is(err, domain.ErrRateLimited) {
		t.Errorf("second run: %v, want rate limited", err)
	}
	f.clock.Advance(time.Hour)
	_, err = f.app.StartVerdict.Do(t.Context(), c, decide)
	if !errors.Is(err, domain.ErrInsufficientCredits) {
		t.Errorf("run without credit: %v, want insufficient credits", err)
	}
	if b := f.balance(t, c.AccountID); b != 0 || f.kinds(t, c.AccountID) != "grant,spend" {
		t.Errorf("balance %d, ledger %s; refusals must charge nothing", b, f.kinds(t, c.AccountID))
	}
}

func TestWatchRunIsTheOwnersOnly(t *testing.T) {
	f := newFixture(t, application.Config{})
	a, _ := f.account(t, 1)
	b, _ := f.account(t, 1)
	run, err := f.app.StartVerdict.Do(t.Context(), a, decide)
	if err != nil {
		t.Fatal(err)
	}
	_ = f.app.StartVerdict.Wait(t.Context())
	for _, slug := range []string{run.Slug, "AAAAAAAAAAAAAAAAAAAAAA", "not a slug"} {
		if _, err := f.app.WatchRun.Open(t.Context(), b, slug); !errors.Is(err, domain.ErrNotFound) {
			t.Errorf("Open(%q) by another account: %v, want not found", slug, err)
		}
	}
}

func TestListVerdictsPages(t *testing.T) {
	f := newFixture(t, application.Config{})
	c, _ := f.account(t, 10)
	var slugs []string
	for range 5 {
		v, err := f.app.SubmitVerdict.Do(t.Context(), c, decide, "")
		if err != nil {
			t.Fatal(err)
		}
		slugs = append(slugs, v.Run.Slug)
		f.clock.Advance(time.Second)
	}
	var got []string
	cursor := ""
	for page := 0; ; page++ {
		p, err := f.app.ListVerdicts.Do(t.Context(), c.AccountID, 2, cursor)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range p.Runs {
			got = append(got, r.Slug)
			if r.Headline == "" || r.Slip != nil {
				t.Errorf("listed run %s: headline %q, slip loaded %v", r.Slug, r.Headline, r.Slip != nil)
			}
		}
		if p.NextCursor == "" {
			if page != 2 {
				t.Errorf("%d pages of 2 for 5 runs, want 3", page+1)
			}
			break
		}
		cursor = p.NextCursor
	}
	want := []string{slugs[4], slugs[3], slugs[2], slugs[1], slugs[0]}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("listed %v, want newest first %v", got, want)
	}
	for _, bad := range []struct {
		limit  int
		cursor string
	}{{0, ""}, {101, ""}, {20, "nonsense"}, {20, "MjAyNi0wMy0xNFQwOTowMDowMFogeA"}} {
		_, err := f.app.ListVerdicts.Do(t.Context(), c.AccountID, bad.limit, bad.cursor)
		var ve *domain.ValidationError
		if !errors.As(err, &ve) {
			t.Errorf("limit %d cursor %q: %v, want a validation error", bad.limit, bad.cursor, err)
		}
	}
}

func TestSlipPagesArePrivateUntilPublished(t *testing.T) {
	f := newFixture(t, application.Config{})
	owner, _ := f.account(t, 2)
	other, _ := f.account(t, 1)
	v, err := f.app.SubmitVerdict.Do(t.Context(), owner, decide, "")
	if err != nil {
		t.Fatal(err)
	}
	slug := v.Run.Slug
	view := func(viewer *application.Caller) error {
		_, _, err := f.app.ViewSlip.Do(t.Context(), viewer, slug)
		return err
	}
	if r, mine, err := f.app.ViewSlip.Do(t.Context(), &owner, slug); err != nil || !mine || r.Slug != slug {
		t.Fatalf("the owner's view: %v, owner %v", err, mine)
	}
	for name, viewer := range map[string]*application.Caller{"anonymous": nil, "another account": &other} {
		if err := view(viewer); !errors.Is(err, domain.ErrNotFound) {
			t.Errorf("%s sees an unpublished slip: %v", name, err)
		}
	}
	if _, err := f.app.PublishVerdict.Do(t.Context(), other, slug, true); !errors.Is(err, domain.ErrNotFound) {
		t.Errorf("another account publishes: %v, want not found", err)
	}
	if r, err := f.app.PublishVerdict.Do(t.Context(), owner, slug, true); err != nil || !r.Published {
		t.Fatalf("publish: %v", err)
	}
	for name, viewer := range map[string]*application.Caller{"anonymous": nil, "another account": &other} {
		if r, mine, err := f.app.ViewSlip.Do(t.Context(), viewer, slug); err != nil || mine || !bytes.Equal(r.Slip, v.Run.Slip) {
			t.Errorf("%s after publishing: %v, owner %v", name, err, mine)
		}
	}
	if _, err := f.app.PublishVerdict.Do(t.Context(), owner, slug, false); err != nil {
		t.Fatal(err)
	}
	if err := view(nil); !errors.Is(err, domain.ErrNotFound) {
		t.Errorf("anonymous after unpublishing: %v", err)
	}
	if _, err := f.app.PublishVerdict.Do(t.Context(), owner, "bad", true); !errors.Is(err, domain.ErrNotFound) {
		t.Errorf("a malformed slug: %v", err)
	}
}

func TestSessions(t *testing.T) {
	f := newFixture(t, application.Config{})
	c, na := f.account(t, 1)
	if _, err := f.app.SignIn.Do(t.Context(), "vd_nonsense"); !errors.Is(err, domain.ErrUnauthorized) {
		t.Errorf("sign in with a malformed key: %v", err)
	}
	s, err := f.app.SignIn.Do(t.Context(), na.Key.Plaintext)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(s.Secret, domain.SessionPrefix) || s.Session.Hash != domain.HashKey(s.Secret) || !s.Session.ExpiresAt.Equal(t0.Add(12*time.Hour)) {
		t.Errorf("session %+v with secret %q", s.Session, s.Secret)
	}
	if got, err := f.app.ResumeSession.Do(t.Context(), s.Secret); err != nil || got != c {
		t.Errorf("resume: %+v, %v; want %+v", got, err, c)
	}
	for _, bad := range []string{"", "vs_short", strings.Repeat("x", 35), na.Key.Plaintext, domain.SessionPrefix + strings.Repeat("A", 32)} {
		if _, err := f.app.ResumeSession.Do(t.Context(), bad); !errors.Is(err, domain.ErrUnauthorized) {
			t.Errorf("resume %q: %v", bad, err)
		}
	}

	// Expiry after 12 hours.
	f.clock.Advance(12*time.Hour - time.Second)
	if _, err := f.app.ResumeSession.Do(t.Context(), s.Secret); err != nil {
		t.Errorf("a second before expiry: %v", err)
	}
	f.clock.Advance(time.Second)
	if _, err := f.app.ResumeSession.Do(t.Context(), s.Secret); !errors.Is(err, domain.ErrUnauthorized) {
		t.Errorf("at expiry: %v", err)
	}

	// Signing out, and revoking the key, end a session.
	s1, _ := f.app.SignIn.Do(t.Context(), na.Key.Plaintext)
	s2, _ := f.app.SignIn.Do(t.Context(), na.Key.Plaintext)
	if err := f.app.SignOut.Do(t.Context(), s1.Secret); err != nil {
		t.Fatal(err)
	}
	if _, err := f.app.ResumeSession.Do(t.Context(), s1.Secret); !errors.Is(err, domain.ErrUnauthorized) {
		t.Errorf("after sign out: %v", err)
	}
	if err := f.app.RevokeKey.Do(t.Context(), c.AccountID, c.KeyID); err != nil {
		t.Fatal(err)
	}
	if _, err := f.app.ResumeSession.Do(t.Context(), s2.Secret); !errors.Is(err, domain.ErrUnauthorized) {
		t.Errorf("after revoking the key: %v", err)
	}
}

func TestTheSampleIsComputedOnceAndIsTheEnginesSlip(t *testing.T) {
	f := newFixture(t, application.Config{})
	a, err := f.app.Sample.Do(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	calls := f.reason.Calls()
	b, _ := f.app.Sample.Do(t.Context())
	if f.reason.Calls() != calls || !bytes.Equal(a.SlipJSON, b.SlipJSON) {
		t.Error("the sample was computed twice")
	}
	out, _ := application.NewPipeline(f.reason).Run(t.Context(), domain.Request{Decision: application.SampleDecision})
	if !bytes.Equal(out.SlipJSON, a.SlipJSON) {
		t.Error("the sample is not the engine's slip of SampleDecision")
	}
}

// FuzzListVerdictsCursor: a cursor is the service's or refused as a
// validation error, never a panic or another error.
func FuzzListVerdictsCursor(f *testing.F) {
	for _, s := range []string{"", "nonsense", "MjAyNi0wMy0xNFQwOTowMDowMFogcnVuX3g", "MjAyNi0wMy0xNFQwOTowMDowMFogeA", "=="} {
		f.Add(s, 20)
	}
	app := application.New(application.Deps{Store: memory.New(), Reasoner: &apptest.Reasoner{}})
	na, err := app.CreateAccount.Do(context.Background(), "fuzz", 1)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, cursor string, limit int) {
		_, err := app.ListVerdicts.Do(context.Background(), na.Account.ID, limit, cursor)
		var ve *domain.ValidationError
		if err != nil && !errors.As(err, &ve) {
			t.Fatalf("cursor %q limit %d: %v", cursor, limit, err)
		}
	})
}
