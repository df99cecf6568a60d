package domain

import (
	"encoding/json"
	"time"
)

// RunState is where a run is in its life. A run moves from running to
// exactly one of complete or failed, never back.
type RunState string

// Run states (SPEC §2).
const (
	RunRunning  RunState = "running"
	RunComplete RunState = "complete"
	RunFailed   RunState = "failed"
)

// Run is one charged execution of the engine for one account.
type Run struct {
	ID          string
	Slug        string // URL-safe, ≥128 random bits; the public handle
	AccountID   string
	KeyID       string
	State       RunState
	Mode        string // resolved mode once known; the requested one before
	InputHash   string // hex hash of the canonical request (idempotency)
	CreatedAt   time.Time
	Deadline    time.Time // the sweeper fails a run still running after this
	CompletedAt *time.Time
	Published   bool
	Error       string // why a failed run failed, safe to show
	Headline    string // the slip's headline once complete, "" before
	// Slip and Clarified are stored as the exact bytes returned to the
	// caller, so a GET returns the same bytes as the POST did.
	Slip      json.RawMessage
	Clarified json.RawMessage
}

// SlugLen is the length of a run slug: 22 base62 characters carry
// 22·log2(62) ≈ 131 random bits.
const SlugLen = 22

// Pipeline stages (SPEC §1, §5), in the order a run goes through them:
// the names of the live run's stage events.
const (
	StageClarify  = "clarify"
	StageWiden    = "widen"
	StageScore    = "score"
	StageSimulate = "simulate"
	StageRedTeam  = "red_team"
	StageAudit    = "audit"
)

// Stages lists the pipeline's stages in order.
var Stages = []string{StageClarify, StageWiden, StageScore, StageSimulate, StageRedTeam, StageAudit}

// Stage states of a stage event.
const (
	StageStarted = "started"
	StageDone    = "done"
)

// RunEvent is one recorded step of a run, as the live run page streams it:
// Seq numbers a run's events from 1 without gaps, Name is the stage, Data
// the event's JSON exactly as streamed. The run's final event (complete or
// failed) is not recorded: it is read from the run itself, so it can never
// disagree with the run's state.
type RunEvent struct {
	RunID string
	Seq   int
	Name  string
	Data  json.RawMessage
	At    time.Time
}
