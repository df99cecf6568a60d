package porttest

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/verdicthq/verdict/domain"
)

// TestEvents is the contract of ports.Events: a run's events come back in
// order, byte for byte, each number once.
func TestEvents(t *testing.T, newStore NewStore) {
	t.Run("append and replay after a number", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day().Add(10*time.Hour)
		_, k := newAccount(t, s, 2, at)
		in, other := newStart(t, k, at), newStart(t, k, at.Add(time.Second))
		mustStart(t, s, in)
		mustStart(t, s, other)
		data := func(i int) json.RawMessage {
			return json.RawMessage(`{"stage": "widen", "n":` + string(rune('0'+i)) + `, "é":"\u00e9"}`)
		}
		// Appended out of order: they come back in Seq order.
		for _, i := range []int{1, 3, 2, 4} {
			e := domain.RunEvent{RunID: in.Run.ID, Seq: i, Name: domain.Stages[i-1], Data: data(i), At: at.Add(time.Duration(i) * time.Millisecond)}
			if err := s.AppendEvent(ctx, e); err != nil {
				t.Fatalf("AppendEvent %d: %v", i, err)
			}
		}
		if err := s.AppendEvent(ctx, domain.RunEvent{RunID: other.Run.ID, Seq: 1, Name: "clarify", Data: data(9), At: at}); err != nil {
			t.Fatal(err)
		}
		evs, err := s.Events(ctx, in.Run.ID, 0)
		if err != nil || len(evs) != 4 {
			t.Fatalf("Events = %d events, %v; want 4", len(evs), err)
		}
		for i, e := range evs {
			n := i + 1
			if e.RunID != in.Run.ID || e.Seq != n || e.Name != domain.Stages[i] || !e.At.Equal(at.Add(time.Duration(n)*time.Millisecond)) {
				t.Errorf("event %d = %+v", n, e)
			}
			sameBytes(t, "event data", e.Data, data(n))
		}
		evs, err = s.Events(ctx, in.Run.ID, 2)
		if err != nil || len(evs) != 2 || evs[0].Seq != 3 || evs[1].Seq != 4 {
			t.Errorf("Events after 2 = %+v, %v; want 3 and 4", evs, err)
		}
		if evs, err := s.Events(ctx, in.Run.ID, 4); err != nil || len(evs) != 0 {
			t.Errorf("Events after the last = %+v, %v; want none", evs, err)
		}
		if evs, err := s.Events(ctx, uid("run_"), 0); err != nil || len(evs) != 0 {
			t.Errorf("Events of an unknown run = %+v, %v; want none", evs, err)
		}
	})

	t.Run("each number once, for a known run", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day().Add(10*time.Hour)
		_, k := newAccount(t, s, 1, at)
		in := newStart(t, k, at)
		mustStart(t, s, in)
		e := domain.RunEvent{RunID: in.Run.ID, Seq: 1, Name: "clarify", Data: json.RawMessage(`{}`), At: at}
		if err := s.AppendEvent(ctx, e); err != nil {
			t.Fatal(err)
		}
		e2 := e
		e2.Data = json.RawMessage(`{"second":true}`)
		wantErr(t, "a second event numbered 1", s.AppendEvent(ctx, e2), domain.ErrConflict)
		errs := concurrently(8, func(int) error {
			return s.AppendEvent(ctx, domain.RunEvent{RunID: in.Run.ID, Seq: 2, Name: "widen", Data: json.RawMessage(`{}`), At: at})
		})
		if ok, refused := tally(t, errs, domain.ErrConflict); ok != 1 || refused != 7 {
			t.Errorf("8 concurrent appends of one number: %d stored, %d refused; want 1 and 7", ok, refused)
		}
		bad := e
		bad.Seq = 0
		wantErr(t, "an event numbered 0", s.AppendEvent(ctx, bad), domain.ErrInvalid)
		bad = e
		bad.Seq, bad.Name = 3, ""
		wantErr(t, "an event without a name", s.AppendEvent(ctx, bad), domain.ErrInvalid)
		bad = e
		bad.RunID = uid("run_")
		wantErr(t, "an event of an unknown run", s.AppendEvent(ctx, bad), domain.ErrNotFound)
		evs, _ := s.Events(ctx, in.Run.ID, 0)
		if len(evs) != 2 {
			t.Errorf("%d events stored, want 2", len(evs))
		}
		sameBytes(t, "the first event after a refused duplicate", evs[0].Data, e.Data)
	})
}
