package porttest

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// TestRunViews is the contract of the Runs methods the web and the listing
// operation read: ListRuns' order and pages, SetPublished and
// PublishedRun.
func TestRunViews(t *testing.T, newStore NewStore) {
	t.Run("list newest first, page by page", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day().Add(10*time.Hour)
		a, k := newAccount(t, s, 10, at)
		b, kb := newAccount(t, s, 1, at)
		mustStart(t, s, newStart(t, kb, at.Add(time.Minute)))
		// Five runs: two share a time, so the id breaks the tie.
		times := []time.Duration{0, time.Minute, time.Minute, 3 * time.Minute, 2 * time.Minute}
		var started []ports.StartRun
		for _, d := range times {
			in := newStart(t, k, at.Add(d))
			mustStart(t, s, in)
			started = append(started, in)
		}
		done := started[0]
		if err := s.CompleteRun(ctx, done.Run.ID, ports.Completion{Mode: domain.ModeDecide, Headline: "Berlin: first in 62% of 5000 futures.", Slip: oddSlip, Clarified: oddClarified, At: at.Add(4 * time.Minute)}); err != nil {
			t.Fatal(err)
		}
		tied := []string{started[1].Run.ID, started[2].Run.ID}
		if tied[0] < tied[1] {
			tied[0], tied[1] = tied[1], tied[0]
		}
		want := []string{started[3].Run.ID, started[4].Run.ID, tied[0], tied[1], started[0].Run.ID}

		var got []string
		var after *ports.RunCursor
		for page := 0; page < 4; page++ {
			runs, err := s.ListRuns(ctx, a.ID, after, 2)
			if err != nil {
				t.Fatalf("ListRuns page %d: %v", page, err)
			}
			if len(runs) > 2 {
				t.Fatalf("page %d has %d runs, limit 2", page, len(runs))
			}
			for _, r := range runs {
				got = append(got, r.ID)
				if r.AccountID != a.ID || len(r.Slip) != 0 || len(r.Clarified) != 0 {
					t.Errorf("listed run %s: account %s, slip %q; want the account's, without bytes", r.ID, r.AccountID, r.Slip)
				}
				if r.ID == done.Run.ID && (r.State != domain.RunComplete || r.Headline != "Berlin: first in 62% of 5000 futures.") {
					t.Errorf("listed complete run: state %s headline %q", r.State, r.Headline)
				}
			}
			if len(runs) == 0 {
				break
			}
			last := runs[len(runs)-1]
			after = &ports.RunCursor{CreatedAt: last.CreatedAt, ID: last.ID}
		}
		if len(got) != len(want) {
			t.Fatalf("listed %v, want %v", got, want)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("listed %v, want %v", got, want)
			}
		}
		if runs, err := s.ListRuns(ctx, b.ID, nil, 100); err != nil || len(runs) != 1 {
			t.Errorf("the other account's list: %d runs, %v; want its 1", len(runs), err)
		}
		if runs, err := s.ListRuns(ctx, uid("acct_"), nil, 100); err != nil || len(runs) != 0 {
			t.Errorf("an unknown account's list: %d runs, %v; want none", len(runs), err)
		}
	})

	t.Run("publish: complete runs only, the owner only", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day().Add(10*time.Hour)
		a, k := newAccount(t, s, 3, at)
		b, _ := newAccount(t, s, 1, at)
		in, failed := newStart(t, k, at), newStart(t, k, at)
		mustStart(t, s, in)
		mustStart(t, s, failed)

		_, err := s.SetPublished(ctx, a.ID, in.Run.Slug, true)
		wantErr(t, "publishing a running run", err, domain.ErrConflict)
		_, err = s.PublishedRun(ctx, in.Run.Slug)
		wantErr(t, "PublishedRun of a running run", err, domain.ErrNotFound)
		slip := json.RawMessage(`{"headline": "H"}`)
		if err := s.CompleteRun(ctx, in.Run.ID, ports.Completion{Mode: domain.ModeDecide, Headline: "H", Slip: slip, Clarified: oddClarified, At: at}); err != nil {
			t.Fatal(err)
		}
		_, err = s.PublishedRun(ctx, in.Run.Slug)
		wantErr(t, "PublishedRun of an unpublished run", err, domain.ErrNotFound)
		_, err = s.SetPublished(ctx, b.ID, in.Run.Slug, true)
		wantErr(t, "publishing another account's run", err, domain.ErrNotFound)
		_, err = s.SetPublished(ctx, a.ID, slug(t), true)
		wantErr(t, "publishing an unknown slug", err, domain.ErrNotFound)

		r, err := s.SetPublished(ctx, a.ID, in.Run.Slug, true)
		if err != nil || !r.Published || r.ID != in.Run.ID {
			t.Fatalf("SetPublished = %+v, %v; want the run, published", r, err)
		}
		pub, err := s.PublishedRun(ctx, in.Run.Slug)
		if err != nil || pub.ID != in.Run.ID || !pub.Published || pub.Headline != "H" {
			t.Fatalf("PublishedRun = %+v, %v", pub, err)
		}
		sameBytes(t, "published slip", pub.Slip, slip)
		if r, err := s.SetPublished(ctx, a.ID, in.Run.Slug, true); err != nil || !r.Published {
			t.Errorf("publishing twice = %v, %v; want published, nil", r.Published, err)
		}
		if r, err := s.SetPublished(ctx, a.ID, in.Run.Slug, false); err != nil || r.Published {
			t.Errorf("unpublishing = %v, %v; want unpublished, nil", r.Published, err)
		}
		_, err = s.PublishedRun(ctx, in.Run.Slug)
		wantErr(t, "PublishedRun after unpublishing", err, domain.ErrNotFound)
		if got := runBySlug(t, s, a.ID, in.Run.Slug); got.Published {
			t.Error("RunBySlug after unpublishing: still published")
		}

		if _, err := s.FailRun(ctx, failed.Run.ID, "engine failed", at); err != nil {
			t.Fatal(err)
		}
		_, err = s.SetPublished(ctx, a.ID, failed.Run.Slug, true)
		wantErr(t, "publishing a failed run", err, domain.ErrConflict)
		if r, err := s.SetPublished(ctx, a.ID, failed.Run.Slug, false); err != nil || r.Published {
			t.Errorf("unpublishing a failed run = %v, %v; want nil", r.Published, err)
		}
	})
}
