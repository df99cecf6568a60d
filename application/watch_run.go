package application

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// WatchRun reads a live run's event stream (SPEC §5): its recorded stage
// events, in order, then its final event — complete or failed — once it
// has ended. The final event is made from the stored run, numbered after
// its last stage event, so every replica, and a viewer who comes after
// the end, sees the same stream.
type WatchRun struct {
	runs      ports.Runs
	events    ports.Events
	hub       *EventHub
	poll      time.Duration
	publicURL string
}

// NewWatchRun returns the use case. Zero cfg fields take their defaults;
// cfg.EventPoll is how often a waiting stream reads the store (events of a
// run on another replica arrive that way).
func NewWatchRun(runs ports.Runs, events ports.Events, hub *EventHub, cfg Config) *WatchRun {
	cfg = cfg.withDefaults()
	return &WatchRun{runs: runs, events: events, hub: hub, poll: cfg.EventPoll, publicURL: cfg.PublicURL}
}

// StreamEvent is one event of a run's stream: ID numbers it from 1, Name
// is the stage or "complete" or "failed", Data its JSON.
type StreamEvent struct {
	ID   int
	Name string
	Data json.RawMessage
}

// Final event names.
const (
	EventComplete = "complete"
	EventFailed   = "failed"
)

// Open returns the caller's run. A slug that is malformed, unknown or
// another account's wraps domain.ErrNotFound alike.
func (w *WatchRun) Open(ctx context.Context, c Caller, slug string) (domain.Run, error) {
	r, err := ownRun(ctx, w.runs, c, slug)
	if err != nil {
		return domain.Run{}, fmt.Errorf("watch run: %w", err)
	}
	return r, nil
}

// Next returns the run's events numbered above after. It waits up to wait
// (0: not at all) for there to be one, and returns none if there is still
// none then. ended reports that the stream is over: what Next returned
// ends with the final event, or the final event was numbered after or
// before.
func (w *WatchRun) Next(ctx context.Context, run domain.Run, after int, wait time.Duration) (evs []StreamEvent, ended bool, err error) {
	deadline := time.Now().Add(wait)
	for {
		news := w.hub.wait(run.ID)
		all, err := w.events.Events(ctx, run.ID, 0)
		if err != nil {
			return nil, false, fmt.Errorf("watch run: %w", err)
		}
		if evs := streamAfter(all, after); len(evs) > 0 {
			return evs, false, nil
		}
		cur, err := w.runs.RunBySlug(ctx, run.AccountID, run.Slug)
		if err != nil {
			return nil, false, fmt.Errorf("watch run: %w", err)
		}
		if cur.State != domain.RunRunning {
			// Every stage event was recorded before the run ended: read
			// them once more, in case some came since the first read.
			if all, err = w.events.Events(ctx, run.ID, 0); err != nil {
				return nil, false, fmt.Errorf("watch run: %w", err)
			}
			evs := streamAfter(all, after)
			final := 1
			if len(all) > 0 {
				final = all[len(all)-1].Seq + 1
			}
			if final > after {
				evs = append(evs, w.finalEvent(cur, final))
			}
			return evs, true, nil
		}
		left := time.Until(deadline)
		if left <= 0 {
			return nil, false, nil
		}
		t := time.NewTimer(min(left, w.poll))
		select {
		case <-news:
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return nil, false, fmt.Errorf("watch run: %w", ctx.Err())
		}
		t.Stop()
	}
}

func streamAfter(all []domain.RunEvent, after int) []StreamEvent {
	var out []StreamEvent
	for _, e := range all {
		if e.Seq > after {
			out = append(out, StreamEvent{ID: e.Seq, Name: e.Name, Data: e.Data})
		}
	}
	return out
}

type completeEvent struct {
	Slug     string `json:"slug"`
	URL      string `json:"url"`
	Headline string `json:"headline"`
}

type failedEvent struct {
	Code   string `json:"code"`
	Detail string `json:"detail"`
}

// finalEvent is the event that ends an ended run's stream.
func (w *WatchRun) finalEvent(r domain.Run, id int) StreamEvent {
	var (
		name = EventComplete
		data []byte
		err  error
	)
	if r.State == domain.RunComplete {
		data, err = json.Marshal(completeEvent{Slug: r.Slug, URL: w.publicURL + "/v/" + r.Slug, Headline: r.Headline})
	} else {
		name = EventFailed
		data, err = json.Marshal(failedEvent{Code: "run_failed", Detail: cmp.Or(r.Error, "the run failed") + "; its credit was refunded."})
	}
	if err != nil { // plain strings: cannot happen
		data = []byte(`{}`)
	}
	return StreamEvent{ID: id, Name: name, Data: data}
}
