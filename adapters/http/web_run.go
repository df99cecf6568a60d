package http

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/gorilla/mux"

	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/domain"
)

// The live run page and its event stream (SPEC §5).

// stageTitles name the stages on the run page.
var stageTitles = map[string]string{
	domain.StageClarify:  "Clarify what the decision leaves open",
	domain.StageWiden:    "Widen the options",
	domain.StageScore:    "Lock the weights, then score",
	domain.StageSimulate: "Simulate 5,000 futures",
	domain.StageRedTeam:  "Red-team the leader",
	domain.StageAudit:    "Audit it blind",
}

type runPage struct {
	Slug      string
	Running   bool
	Stages    []stageRow
	Complete  *completeView
	Failed    string
	Published bool
	Created   time.Time
}

type stageRow struct {
	Name      string
	Title     string
	State     string // waiting, started or done
	Summary   string
	ElapsedMS int64
}

type completeView struct {
	Headline string
	Path     string
}

// handleRunPage serves GET /app/runs/{slug}: the stages so far, rendered
// on the server (the page reloads itself without JavaScript while the run
// goes on); with JavaScript it follows the event stream.
func (s *server) handleRunPage() http.Handler {
	return s.signedIn(func(w http.ResponseWriter, r *http.Request, c application.Caller) error {
		run, err := s.app.WatchRun.Open(r.Context(), c, mux.Vars(r)["slug"])
		if err != nil {
			return err
		}
		return s.renderRun(w, r, run)
	})
}

func (s *server) renderRun(w http.ResponseWriter, r *http.Request, run domain.Run) error {
	// Everything recorded so far, and whether the run has ended.
	var (
		evs   []application.StreamEvent
		ended bool
	)
	for {
		more, end, err := s.app.WatchRun.Next(r.Context(), run, len(evs), 0)
		if err != nil {
			return err
		}
		evs, ended = append(evs, more...), end
		if end || len(more) == 0 {
			break
		}
	}
	p := runPage{Slug: run.Slug, Running: !ended, Published: run.Published, Created: run.CreatedAt}
	rows := map[string]*stageRow{}
	for _, name := range domain.Stages {
		p.Stages = append(p.Stages, stageRow{Name: name, Title: stageTitles[name], State: "waiting"})
	}
	for i := range p.Stages {
		rows[p.Stages[i].Name] = &p.Stages[i]
	}
	for _, e := range evs {
		var d struct {
			State     string `json:"state"`
			ElapsedMS int64  `json:"elapsed_ms"`
			Summary   string `json:"summary"`
			Headline  string `json:"headline"`
			Detail    string `json:"detail"`
		}
		_ = json.Unmarshal(e.Data, &d) // the store holds what we wrote
		switch e.Name {
		case application.EventComplete:
			p.Complete = &completeView{Headline: d.Headline, Path: "/v/" + run.Slug}
		case application.EventFailed:
			p.Failed = d.Detail
		default:
			if row := rows[e.Name]; row != nil {
				row.State, row.Summary, row.ElapsedMS = d.State, d.Summary, d.ElapsedMS
			}
		}
	}
	return s.pages.render(w, http.StatusOK, "run", page{
		Title: "Live run — Verdict", SignedIn: true, Script: "run.js", Refresh: !ended, Data: p,
	})
}

// streamWait is how long the stream waits for news before it sends a
// comment to keep the connection open.
const streamWait = 15 * time.Second

// handleRunEvents serves GET /app/runs/{slug}/events: text/event-stream,
// one event per stage state, then complete or failed, each with an id; a
// Last-Event-ID resumes after it. A stream asked for after its final
// event answers 204, which tells EventSource to stop reconnecting.
func (s *server) handleRunEvents() http.Handler {
	return s.signedIn(func(w http.ResponseWriter, r *http.Request, c application.Caller) error {
		run, err := s.app.WatchRun.Open(r.Context(), c, mux.Vars(r)["slug"])
		if err != nil {
			return err
		}
		after := 0
		if n, err := strconv.Atoi(r.Header.Get("Last-Event-ID")); err == nil && n > 0 {
			after = n
		}
		evs, ended, err := s.app.WatchRun.Next(r.Context(), run, after, 0)
		if err != nil {
			return err
		}
		if ended && len(evs) == 0 {
			w.WriteHeader(http.StatusNoContent)
			return nil
		}
		h := w.Header()
		h.Set("Content-Type", "text/event-stream")
		h.Set("X-Accel-Buffering", "no") // proxies: do not buffer the stream
		rc := http.NewResponseController(w)
		_ = rc.SetWriteDeadline(time.Time{}) // a run may outlast the server's write timeout
		w.WriteHeader(http.StatusOK)
		var buf bytes.Buffer
		buf.WriteString("retry: 2000\n\n")
		for {
			for _, e := range evs {
				writeEvent(&buf, e)
				after = e.ID
			}
			if len(evs) == 0 {
				buf.WriteString(": waiting\n\n")
			}
			if _, err := w.Write(buf.Bytes()); err != nil {
				return nil //nolint:nilerr // the browser went away
			}
			buf.Reset()
			if err := rc.Flush(); err != nil || ended {
				return nil //nolint:nilerr // nothing more to say, or nobody to say it to
			}
			evs, ended, err = s.app.WatchRun.Next(r.Context(), run, after, streamWait)
			if err != nil {
				if r.Context().Err() == nil {
					s.logger.LogAttrs(r.Context(), slog.LevelError, "run event stream",
						slog.String("request_id", infoFrom(r.Context()).id), slog.String("error", err.Error()))
				}
				return nil // the headers are sent: the stream just ends, and the browser reconnects
			}
		}
	})
}

// writeEvent writes one server-sent event; data is JSON on one line, and
// any line break would start another data line.
func writeEvent(b *bytes.Buffer, e application.StreamEvent) {
	b.WriteString("id: " + strconv.Itoa(e.ID) + "\nevent: " + e.Name + "\n")
	for _, line := range bytes.Split(e.Data, []byte("\n")) {
		b.WriteString("data: ")
		b.Write(line)
		b.WriteByte('\n')
	}
	b.WriteByte('\n')
}
