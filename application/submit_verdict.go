package application

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// Failure reasons stored on a failed run: safe to show to its owner.
const (
	reasonDeadline   = "the run did not finish before its deadline"
	reasonUnreadable = "the engine could not make sense of the decision"
	reasonEngine     = "the engine failed"
	reasonStore      = "the outcome could not be stored"
)

// Retry-After when this instance has no free run slot.
const instanceBusyRetryAfter = 5 * time.Second

// finalizeTimeout bounds the store writes that open and close a run. They
// run detached from the caller: a caller that went away does not stop them.
const finalizeTimeout = 15 * time.Second

// SubmitVerdict is the paid run: admit, charge, run the pipeline, store the
// slip, or fail and refund.
type SubmitVerdict struct {
	runs     ports.Runs
	pipeline *Pipeline
	clock    ports.Clock
	random   ports.Random
	cfg      Config
	slots    chan struct{} // this instance's concurrent runs
}

// NewSubmitVerdict returns the use case. Zero cfg fields take their
// defaults; cfg.MaxConcurrentRuns bounds the runs this value takes at once.
func NewSubmitVerdict(runs ports.Runs, p *Pipeline, clock ports.Clock, random ports.Random, cfg Config) *SubmitVerdict {
	cfg = cfg.withDefaults()
	return &SubmitVerdict{
		runs:     runs,
		pipeline: p,
		clock:    clock,
		random:   random,
		cfg:      cfg,
		slots:    make(chan struct{}, cfg.MaxConcurrentRuns),
	}
}

// Verdict is a completed run. Run.Slip and Run.Clarified hold the exact JSON
// stored, so a later fetch returns the same bytes. Balance is the account's
// balance after the charge; Rate is the key's run rate limit. Replayed is
// true when an Idempotency-Key returned an earlier run (nothing charged).
type Verdict struct {
	Run      domain.Run
	Balance  int64
	Rate     RateStatus
	Replayed bool
}

// Do runs the checks of SPEC §2 in order, the first failure answering:
//
//  1. req.Validate: *domain.ValidationError (ErrInvalid) listing every field;
//  2. a free run slot on this instance: *domain.LimitError of kind
//     ErrCapacityExhausted (see below);
//  3. store.StartRun, atomically: idempotency replay (ErrInvalid for another
//     body under the same key, ErrConflict while the first still runs),
//     *domain.LimitError of kind ErrRateLimited, then ErrCapacityExhausted,
//     then ErrInsufficientCredits; else the run is recorded and charged;
//  4. the pipeline, under cfg.RunTimeout and detached from ctx's
//     cancellation: a caller that disconnects does not stop the run, which
//     completes and is retrievable by slug or by retrying with the same
//     Idempotency-Key.
//
// A replayed complete run returns with Replayed set; a replayed failed run
// returns its *domain.RunFailedError. A run that fails (engine error,
// deadline, or the sweeper failed it first) is refunded exactly once and
// returns *domain.RunFailedError{Slug, Cause} (matching ErrRunFailed); Cause
// is internal, for logs, not for the caller. On every error the Verdict is
// zero: callers needing credits_remaining ask Balance.
func (s *SubmitVerdict) Do(ctx context.Context, c Caller, req domain.Request, idempotencyKey string) (Verdict, error) {
	adm, err := s.admit(ctx, c, req, idempotencyKey)
	if err != nil {
		return Verdict{}, err
	}
	defer adm.release()
	run := adm.started.Run

	if adm.started.Replayed {
		switch run.State {
		case domain.RunComplete:
			return Verdict{Run: run, Balance: adm.started.Balance, Rate: adm.rate, Replayed: true}, nil
		case domain.RunFailed:
			return Verdict{}, fmt.Errorf("submit verdict: replay: %w",
				&domain.RunFailedError{Slug: run.Slug, Cause: errors.New(cmp.Or(run.Error, "run failed"))})
		default: // the store answers ErrConflict for a running replay; be safe
			return Verdict{}, fmt.Errorf("submit verdict: replay: %w: run %s is still running", domain.ErrConflict, run.Slug)
		}
	}

	run, err = s.execute(adm.detached, run, req, nil)
	if err != nil {
		return Verdict{}, err
	}
	return Verdict{Run: run, Balance: adm.started.Balance, Rate: adm.rate}, nil
}

// admission is a run the checks admitted and the store charged: it holds
// one of this instance's run slots until release is called.
type admission struct {
	started  ports.Started
	rate     RateStatus
	detached context.Context // the caller's context without its cancellation
	release  func()
}

// admit runs steps 1 to 3 of Do. On success the caller must call release
// once the run is over; on error nothing is held.
func (s *SubmitVerdict) admit(ctx context.Context, c Caller, req domain.Request, idempotencyKey string) (admission, error) {
	if err := req.Validate(); err != nil {
		return admission{}, fmt.Errorf("submit verdict: %w", err)
	}

	// The instance's concurrency limit is process memory, the store's
	// limits are in the store: the two cannot be checked in one atomic
	// step. Taking the slot after StartRun would admit and charge a run
	// this instance then cannot take, so the slot comes first and is
	// released on every path. The cost: a full instance answers 503 to a
	// caller the store would have refused with 429 or 402; nothing is
	// charged or counted either way, and both say "retry later".
	select {
	case s.slots <- struct{}{}:
	default:
		return admission{}, fmt.Errorf("submit verdict: %w", &domain.LimitError{
			Kind:       domain.ErrCapacityExhausted,
			RetryAfter: instanceBusyRetryAfter,
		})
	}
	release := func() { <-s.slots }

	now := s.clock.Now()
	start, err := s.newStartRun(c, req, idempotencyKey, now)
	if err != nil {
		release()
		return admission{}, fmt.Errorf("submit verdict: %w", err)
	}
	// A caller gone before the charge is not charged. From StartRun on,
	// the call is detached: a store that commits the charge while the
	// caller hangs up must not leave the caller with an error and the run
	// with nobody to finish it.
	if err := ctx.Err(); err != nil {
		release()
		return admission{}, fmt.Errorf("submit verdict: %w", err)
	}
	detached := context.WithoutCancel(ctx)
	sctx, scancel := context.WithTimeout(detached, finalizeTimeout)
	started, err := s.runs.StartRun(sctx, start)
	scancel()
	if err != nil {
		release()
		return admission{}, fmt.Errorf("submit verdict: start run: %w", withLimit(err, s.cfg.RatePerHour))
	}
	return admission{
		started:  started,
		rate:     RateStatus{Limit: s.cfg.RatePerHour, Remaining: started.RateRemaining, Reset: started.RateReset},
		detached: detached,
		release:  release,
	}, nil
}

// execute runs the pipeline for an admitted, charged run (step 4 of Do),
// reporting its stages to progress (nil: nobody), and stores the outcome:
// the run complete, or failed and refunded. detached carries no
// cancellation: whatever happens to the caller, the run ends complete or
// failed-and-refunded (or, if this process dies, the sweeper fails and
// refunds it after its deadline).
func (s *SubmitVerdict) execute(detached context.Context, run domain.Run, req domain.Request, progress ports.Progress) (domain.Run, error) {
	runCtx, cancel := context.WithTimeout(detached, s.cfg.RunTimeout)
	out, runErr := s.pipeline.RunReporting(runCtx, req, progress)
	if runErr == nil && runCtx.Err() != nil {
		runErr = runCtx.Err() // finished, but past the deadline
	}
	cancel()

	fctx, fcancel := context.WithTimeout(detached, finalizeTimeout)
	defer fcancel()
	if runErr != nil {
		return domain.Run{}, s.fail(fctx, run, failReason(runErr), runErr)
	}

	mode := out.Mode
	if mode == "" {
		mode = run.Mode
	}
	done := s.clock.Now()
	err := s.runs.CompleteRun(fctx, run.ID, ports.Completion{
		Mode:      mode,
		Headline:  out.Slip.Headline,
		Slip:      out.SlipJSON,
		Clarified: out.ClarifiedJSON,
		At:        done,
	})
	switch {
	case errors.Is(err, domain.ErrConflict):
		// The sweeper failed and refunded it first: it stays failed.
		return domain.Run{}, fmt.Errorf("submit verdict: complete run: %w",
			&domain.RunFailedError{Slug: run.Slug, Cause: opaque(fmt.Errorf("failed (by the sweeper) before it could complete: %w", err))})
	case err != nil:
		return domain.Run{}, s.fail(fctx, run, reasonStore, fmt.Errorf("complete run: %w", err))
	}

	run.State = domain.RunComplete
	run.Mode = mode
	run.Headline = out.Slip.Headline
	run.CompletedAt = &done
	run.Slip = out.SlipJSON
	run.Clarified = out.ClarifiedJSON
	return run, nil
}

// newStartRun draws the run's ids and slug.
func (s *SubmitVerdict) newStartRun(c Caller, req domain.Request, idempotencyKey string, now time.Time) (ports.StartRun, error) {
	runID, err := newID(s.random, prefixRun)
	if err != nil {
		return ports.StartRun{}, err
	}
	spendID, err := newID(s.random, prefixEntry)
	if err != nil {
		return ports.StartRun{}, err
	}
	slug, err := domain.RandomBase62(s.random, domain.SlugLen)
	if err != nil {
		return ports.StartRun{}, fmt.Errorf("new slug: %w", err)
	}
	return ports.StartRun{
		Run: domain.Run{
			ID:        runID,
			Slug:      slug,
			AccountID: c.AccountID,
			KeyID:     c.KeyID,
			State:     domain.RunRunning,
			Mode:      req.Mode,
			InputHash: domain.RequestHash(req),
			CreatedAt: now,
			Deadline:  now.Add(s.cfg.RunTimeout),
		},
		SpendID:        spendID,
		IdempotencyKey: idempotencyKey,
		RatePerHour:    s.cfg.RatePerHour,
		DailyCapacity:  s.cfg.DailyCapacity,
	}, nil
}

// fail marks the run failed and refunds it (once: the store guarantees it,
// whether the sweeper got there first or not), and returns the
// *domain.RunFailedError for the caller. If the store cannot be reached the
// run stays running and the sweeper refunds it after its deadline.
func (s *SubmitVerdict) fail(ctx context.Context, run domain.Run, reason string, cause error) error {
	if _, err := s.runs.FailRun(ctx, run.ID, reason, s.clock.Now()); err != nil {
		cause = errors.Join(cause, fmt.Errorf("fail run: %w", err))
	}
	return fmt.Errorf("submit verdict: %w", &domain.RunFailedError{Slug: run.Slug, Cause: opaque(cause)})
}

// domainKinds are the error kinds a RunFailedError's cause must not match:
// the run failed, whatever store or engine error lies beneath, and an
// errors.Is ladder must not read it as, say, a conflict.
var domainKinds = []error{
	domain.ErrUnauthorized, domain.ErrInvalid, domain.ErrNotFound, domain.ErrInsufficientCredits,
	domain.ErrRateLimited, domain.ErrCapacityExhausted, domain.ErrKeyLimitReached, domain.ErrConflict,
	domain.ErrRunFailed,
}

// opaque keeps err's chain (context errors, ports.ErrUnreadable) unless it
// matches a domain kind, in which case only its message is kept.
func opaque(err error) error {
	for _, k := range domainKinds {
		if errors.Is(err, k) {
			return errors.New(err.Error())
		}
	}
	return err
}

// failReason is the safe-to-show reason for a pipeline error.
func failReason(err error) string {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return reasonDeadline
	case errors.Is(err, ports.ErrUnreadable):
		return reasonUnreadable
	default:
		return reasonEngine
	}
}

// withLimit fills in a LimitError's Limit when the store left it zero, so
// the HTTP adapter can always write the RateLimit headers.
func withLimit(err error, limit int) error {
	var le *domain.LimitError
	if errors.As(err, &le) && le.Limit == 0 && errors.Is(le.Kind, domain.ErrRateLimited) {
		cp := *le
		cp.Limit = limit
		return &cp
	}
	return err
}
