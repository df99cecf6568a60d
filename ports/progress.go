package ports

import "context"

// Progress hears a run's stages as the pipeline goes through them (the
// live run page of the web interface): the events come from the run
// itself, not from its finished slip.
type Progress interface {
	// Stage reports that stage (domain.StageClarify, …) has started or is
	// done (domain.StageStarted, domain.StageDone); a done stage comes
	// with a one-line summary of what it found. It is called on the run's
	// goroutine: it should be quick, and its failures are its own (the
	// run goes on).
	Stage(ctx context.Context, stage, state, summary string)
}
