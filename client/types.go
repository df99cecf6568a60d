package client

import "time"

// Mode is how the engine treats a decision.
type Mode string

// The modes. Case-sensitive.
const (
	// ModeDecide picks one option.
	ModeDecide Mode = "DECIDE"
	// ModeCompare ranks the caller's options side by side.
	ModeCompare Mode = "COMPARE"
	// ModeGrill stress-tests a decision already made: the slip's
	// Verdict.GrillVerdict is HOLDS, SHAKY or REVERSE.
	ModeGrill Mode = "GRILL"
)

// VerdictRequest is a decision to run (Verdict) or to clarify (Clarify).
type VerdictRequest struct {
	// Decision is the decision in plain words, 20 to 6000 Unicode code
	// points after trimming white space.
	Decision string `json:"decision"`
	// Mode is empty to let the engine infer it (the slip then says
	// mode_source "inferred").
	Mode Mode `json:"mode,omitempty"`
	// Auto is nil for the default, true: the engine answers its own
	// clarifying questions from the text. With false a question nobody
	// answered is "unanswered" and a neutral answer is assumed.
	Auto *bool `json:"auto,omitempty"`
	// Answers are the caller's answers to clarifying questions, at most
	// 5; they replace the engine's.
	Answers []Answer `json:"answers,omitempty"`
}

// Answer is a caller's answer to a clarifying question.
type Answer struct {
	// Q is the question: its id (such as "horizon") or its text.
	Q string `json:"q"`
	// A is the answer.
	A string `json:"a"`
}

// VerdictResponse is a completed run.
type VerdictResponse struct {
	// Slug is the run's handle (22 base62 characters), for Fetch.
	Slug string `json:"slug"`
	// URL is the run's shareable page.
	URL string `json:"url"`
	// Clarified are the clarifying questions as answered, in order.
	Clarified []Clarified `json:"clarified"`
	// Slip is the verdict slip.
	Slip Slip `json:"slip"`
	// CreditsRemaining is the balance after the charge.
	CreditsRemaining int64 `json:"credits_remaining"`
}

// Clarified is one clarifying question and the answer the run uses.
type Clarified struct {
	// ID is what the question is about: options, priorities, horizon,
	// constraints, risk_tolerance or reversibility.
	ID string `json:"id"`
	Q  string `json:"q"`
	A  string `json:"a"`
	// Source is "engine", "caller" or "unanswered".
	Source string `json:"source"`
	// Confidence (0–1) and ConfidenceLabel (low, medium, high) are set on
	// engine answers only.
	Confidence      *float64 `json:"confidence,omitempty"`
	ConfidenceLabel string   `json:"confidence_label,omitempty"`
}

// Clarification is the engine's questions and suggested answers (Clarify).
type Clarification struct {
	Clarified []Clarified `json:"clarified"`
	// Mode is the mode the engine would use.
	Mode             Mode  `json:"mode"`
	CreditsRemaining int64 `json:"credits_remaining"`
}

// RunState is where a run is.
type RunState string

// The run states: running until it ends complete or failed, never back.
const (
	RunRunning  RunState = "running"
	RunComplete RunState = "complete"
	RunFailed   RunState = "failed"
)

// Run is a run's metadata.
type Run struct {
	Slug  string   `json:"slug"`
	URL   string   `json:"url"`
	State RunState `json:"state"`
	// Mode is the resolved mode; nil while a run whose mode the engine is
	// to infer is running, and for a failed run whose mode was never
	// resolved.
	Mode      *Mode     `json:"mode"`
	CreatedAt time.Time `json:"created_at"`
	// CompletedAt is when the run completed or failed; nil while running.
	CompletedAt *time.Time `json:"completed_at"`
	// Published runs are shown to anyone with the URL, others to their
	// owner only.
	Published bool `json:"published"`
	// Error says why a failed run failed.
	Error string `json:"error,omitempty"`
}

// FetchResponse is one run, in whatever state (Fetch, SetPublished).
type FetchResponse struct {
	Run Run `json:"run"`
	// Slip is set when Run.State is complete.
	Slip             *Slip       `json:"slip,omitempty"`
	Clarified        []Clarified `json:"clarified"`
	CreditsRemaining int64       `json:"credits_remaining"`
}

// KeyList is the account's active keys, oldest first.
type KeyList struct {
	Keys             []KeySummary `json:"keys"`
	CreditsRemaining int64        `json:"credits_remaining"`
}

// KeySummary is an active key, never the key itself.
type KeySummary struct {
	// ID names the key for RevokeKey.
	ID string `json:"id"`
	// Prefix is the key's first 11 characters, safe to show.
	Prefix    string    `json:"prefix"`
	CreatedAt time.Time `json:"created_at"`
	// LastUsedAt is nil for a key never used.
	LastUsedAt *time.Time `json:"last_used_at"`
}

// NewKey is a key just created: the only time Key is shown.
type NewKey struct {
	ID               string    `json:"id"`
	Key              string    `json:"key"`
	Prefix           string    `json:"prefix"`
	CreatedAt        time.Time `json:"created_at"`
	CreditsRemaining int64     `json:"credits_remaining"`
}
