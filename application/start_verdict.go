package application

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// StartVerdict is the web's run (SPEC §5): the same checks in the same
// order, the same charge and the same instance slots as SubmitVerdict, but
// the run goes on in the background and records each stage as an event in
// the store while it happens, for the live run page to stream.
type StartVerdict struct {
	submit *SubmitVerdict
	events ports.Events
	clock  ports.Clock
	hub    *EventHub
	wg     sync.WaitGroup
}

// NewStartVerdict returns the use case; submit's checks, limits and slots
// are shared with the API's synchronous runs.
func NewStartVerdict(submit *SubmitVerdict, events ports.Events, clock ports.Clock, hub *EventHub) *StartVerdict {
	return &StartVerdict{submit: submit, events: events, clock: clock, hub: hub}
}

// Do admits and charges the run exactly as SubmitVerdict.Do does (the same
// errors: validation, 503, 429, 402; nothing charged on a refusal), then
// returns it, running, while the pipeline goes on detached from ctx. The
// run ends complete, or failed and refunded; Wait waits for it.
func (s *StartVerdict) Do(ctx context.Context, c Caller, req domain.Request) (domain.Run, error) {
	adm, err := s.submit.admit(ctx, c, req, "")
	if err != nil {
		return domain.Run{}, fmt.Errorf("start verdict: %w", err)
	}
	run := adm.started.Run
	rec := &eventRecorder{events: s.events, clock: s.clock, hub: s.hub, run: run}
	s.wg.Go(func() {
		defer adm.release()
		// The outcome is in the store: complete, or failed and refunded.
		_, _ = s.submit.execute(adm.detached, run, req, rec)
		s.hub.notify(run.ID)
	})
	return run, nil
}

// Wait blocks until every run this use case started has ended, or ctx
// ends (graceful shutdown).
func (s *StartVerdict) Wait(ctx context.Context) error {
	done := make(chan struct{})
	go func() { s.wg.Wait(); close(done) }()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("start verdict: runs still in flight: %w", ctx.Err())
	}
}

// stageEvent is a stage event's data (SPEC §5).
type stageEvent struct {
	Stage     string `json:"stage"`
	State     string `json:"state"`
	ElapsedMS int64  `json:"elapsed_ms"`
	Summary   string `json:"summary"`
}

// eventRecorder is the ports.Progress of a web run: it records each stage
// report as the run's next event. elapsed_ms counts from the run's start.
// A store failure loses that event, not the run, and leaves no gap in the
// numbers.
type eventRecorder struct {
	events ports.Events
	clock  ports.Clock
	hub    *EventHub
	run    domain.Run
	seq    int
}

func (r *eventRecorder) Stage(ctx context.Context, stage, state, summary string) {
	now := r.clock.Now()
	data, err := json.Marshal(stageEvent{Stage: stage, State: state, ElapsedMS: now.Sub(r.run.CreatedAt).Milliseconds(), Summary: summary})
	if err != nil {
		return
	}
	actx, cancel := context.WithTimeout(context.WithoutCancel(ctx), finalizeTimeout)
	defer cancel()
	e := domain.RunEvent{RunID: r.run.ID, Seq: r.seq + 1, Name: stage, Data: data, At: now}
	if err := r.events.AppendEvent(actx, e); err != nil {
		return
	}
	r.seq++
	r.hub.notify(r.run.ID)
}
