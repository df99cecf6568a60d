// Package memory implements every store port in process memory, behind one
// mutex: each method is one atomic step, so the limits hold exactly as they
// do in PostgreSQL (for one process). It passes the same contract suites
// (ports/porttest). Values go in and come out as copies: callers never hold
// a pointer into the store.
package memory

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// idempotencyTTL is how long an Idempotency-Key is remembered (SPEC §2).
const idempotencyTTL = 24 * time.Hour

// rateWindow is the trailing window of the per-key run rate.
const rateWindow = time.Hour

var _ ports.Store = (*Store)(nil)

// Store holds accounts, the ledger, keys, runs, idempotency records and
// limiter events. The zero value is not usable; call New.
type Store struct {
	mu sync.Mutex

	accounts  map[string]domain.Account
	ledger    map[string][]domain.LedgerEntry // by account id, in write order
	entryIDs  map[string]bool
	keys      map[string]domain.Key  // by id
	keyByHash map[string]string      // hash → key id
	runs      map[string]domain.Run  // by id
	runBySlug map[string]string      // slug → run id
	keyRuns   map[string][]time.Time // key id → CreatedAt of every run it started
	daily     map[string]int         // UTC day "2006-01-02" → runs started
	idem      map[idemKey]idemRecord
	events    map[string][]time.Time       // limiter bucket → events, oldest first
	runEvents map[string][]domain.RunEvent // run id → its events, by Seq
	sessions  map[string]domain.Session    // by hash
}

type idemKey struct{ keyID, key string }

type idemRecord struct {
	runID     string
	inputHash string
	at        time.Time
}

// New returns an empty store.
func New() *Store {
	return &Store{
		accounts:  map[string]domain.Account{},
		ledger:    map[string][]domain.LedgerEntry{},
		entryIDs:  map[string]bool{},
		keys:      map[string]domain.Key{},
		keyByHash: map[string]string{},
		runs:      map[string]domain.Run{},
		runBySlug: map[string]string{},
		keyRuns:   map[string][]time.Time{},
		daily:     map[string]int{},
		idem:      map[idemKey]idemRecord{},
		events:    map[string][]time.Time{},
		runEvents: map[string][]domain.RunEvent{},
		sessions:  map[string]domain.Session{},
	}
}

// Ping always succeeds: memory is always reachable.
func (s *Store) Ping(ctx context.Context) error { return ctx.Err() }

// ---- Accounts ----

// CreateAccount implements ports.Accounts.
func (s *Store) CreateAccount(_ context.Context, a domain.Account, grant domain.LedgerEntry, first domain.Key) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := domain.CheckOpening(a, grant, first); err != nil {
		return fmt.Errorf("memory: create account: %w", err)
	}
	if s.accounts[a.ID].ID != "" {
		return fmt.Errorf("memory: create account %s: %w: account exists", a.ID, domain.ErrConflict)
	}
	if err := s.checkNewKey(first); err != nil {
		return fmt.Errorf("memory: create account: %w", err)
	}
	if grant.Amount > 0 {
		if s.entryIDs[grant.ID] {
			return fmt.Errorf("memory: create account: %w: ledger entry %s exists", domain.ErrConflict, grant.ID)
		}
		grant.Kind = domain.EntryGrant
		grant.RunID = ""
		s.appendEntry(grant)
	}
	s.accounts[a.ID] = a
	if _, ok := s.ledger[a.ID]; !ok {
		s.ledger[a.ID] = nil
	}
	s.insertKey(first)
	return nil
}

// Grant implements ports.Accounts.
func (s *Store) Grant(_ context.Context, e domain.LedgerEntry) (int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := domain.CheckGrant(e); err != nil {
		return 0, fmt.Errorf("memory: grant: %w", err)
	}
	switch {
	case s.accounts[e.AccountID].ID == "":
		return 0, fmt.Errorf("memory: grant: account %s: %w", e.AccountID, domain.ErrNotFound)
	case s.entryIDs[e.ID]:
		return 0, fmt.Errorf("memory: grant: %w: ledger entry %s exists", domain.ErrConflict, e.ID)
	}
	e.RunID = ""
	s.appendEntry(e)
	return s.balance(e.AccountID), nil
}

// Balance implements ports.Accounts.
func (s *Store) Balance(_ context.Context, accountID string) (int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.accounts[accountID].ID == "" {
		return 0, fmt.Errorf("memory: balance: account %s: %w", accountID, domain.ErrNotFound)
	}
	return s.balance(accountID), nil
}

// Ledger implements ports.Accounts.
func (s *Store) Ledger(_ context.Context, accountID string) ([]domain.LedgerEntry, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.accounts[accountID].ID == "" {
		return nil, fmt.Errorf("memory: ledger: account %s: %w", accountID, domain.ErrNotFound)
	}
	return slices.Clone(s.ledger[accountID]), nil
}

func (s *Store) balance(accountID string) int64 {
	var sum int64
	for _, e := range s.ledger[accountID] {
		sum += e.Amount
	}
	return sum
}

func (s *Store) appendEntry(e domain.LedgerEntry) {
	s.entryIDs[e.ID] = true
	s.ledger[e.AccountID] = append(s.ledger[e.AccountID], e)
}

// ---- Keys ----

// AddKey implements ports.Keys.
func (s *Store) AddKey(_ context.Context, k domain.Key, max int) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.accounts[k.AccountID].ID == "" {
		return fmt.Errorf("memory: add key: account %s: %w", k.AccountID, domain.ErrNotFound)
	}
	if err := s.checkNewKey(k); err != nil {
		return fmt.Errorf("memory: add key: %w", err)
	}
	active := 0
	for _, other := range s.keys {
		if other.AccountID == k.AccountID && other.Active() {
			active++
		}
	}
	if active >= max {
		return fmt.Errorf("memory: add key: %w (%d active)", domain.ErrKeyLimitReached, active)
	}
	s.insertKey(k)
	return nil
}

// checkNewKey refuses a key whose id or hash exists.
func (s *Store) checkNewKey(k domain.Key) error {
	if k.ID == "" || k.Hash == "" {
		return fmt.Errorf("%w: key without id or hash", domain.ErrInvalid)
	}
	if _, ok := s.keys[k.ID]; ok {
		return fmt.Errorf("%w: key %s exists", domain.ErrConflict, k.ID)
	}
	if _, ok := s.keyByHash[k.Hash]; ok {
		return fmt.Errorf("%w: key hash exists", domain.ErrConflict)
	}
	return nil
}

func (s *Store) insertKey(k domain.Key) {
	k = copyKey(k)
	s.keys[k.ID] = k
	s.keyByHash[k.Hash] = k.ID
}

// KeyByHash implements ports.Keys.
func (s *Store) KeyByHash(_ context.Context, hash string) (domain.Key, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	id, ok := s.keyByHash[hash]
	if !ok {
		return domain.Key{}, fmt.Errorf("memory: key by hash: %w", domain.ErrNotFound)
	}
	return copyKey(s.keys[id]), nil
}

// ListKeys implements ports.Keys.
func (s *Store) ListKeys(_ context.Context, accountID string) ([]domain.Key, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []domain.Key
	for _, k := range s.keys {
		if k.AccountID == accountID && k.Active() {
			out = append(out, copyKey(k))
		}
	}
	slices.SortFunc(out, func(a, b domain.Key) int {
		if c := a.CreatedAt.Compare(b.CreatedAt); c != 0 {
			return c
		}
		switch {
		case a.ID < b.ID:
			return -1
		case a.ID > b.ID:
			return 1
		}
		return 0
	})
	return out, nil
}

// RevokeKey implements ports.Keys.
func (s *Store) RevokeKey(_ context.Context, accountID, keyID string, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	k, ok := s.keys[keyID]
	if !ok || k.AccountID != accountID || !k.Active() {
		return fmt.Errorf("memory: revoke key %s: %w", keyID, domain.ErrNotFound)
	}
	k.RevokedAt = &at
	s.keys[keyID] = k
	return nil
}

// TouchKey implements ports.Keys. The last use only moves forward.
func (s *Store) TouchKey(_ context.Context, keyID string, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	k, ok := s.keys[keyID]
	if !ok {
		return fmt.Errorf("memory: touch key %s: %w", keyID, domain.ErrNotFound)
	}
	if k.LastUsedAt == nil || at.After(*k.LastUsedAt) {
		k.LastUsedAt = &at
		s.keys[keyID] = k
	}
	return nil
}

// ---- Runs ----

// StartRun implements ports.Runs: idempotency, rate, capacity, credits,
// then insert and charge, all under the one lock.
func (s *Store) StartRun(_ context.Context, in ports.StartRun) (ports.Started, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := in.Run
	now := r.CreatedAt
	if s.accounts[r.AccountID].ID == "" {
		return ports.Started{}, fmt.Errorf("memory: start run: account %s: %w", r.AccountID, domain.ErrNotFound)
	}

	// 1. Idempotency.
	ik := idemKey{r.KeyID, in.IdempotencyKey}
	if in.IdempotencyKey != "" {
		if rec, ok := s.idem[ik]; ok && now.Sub(rec.at) < idempotencyTTL {
			if rec.inputHash != r.InputHash {
				return ports.Started{}, fmt.Errorf("memory: start run: %w: idempotency key reused with a different request", domain.ErrInvalid)
			}
			prev := s.runs[rec.runID]
			if prev.State == domain.RunRunning {
				return ports.Started{}, fmt.Errorf("memory: start run: %w: the run of this idempotency key is still running", domain.ErrConflict)
			}
			inWindow := s.rateWindow(r.KeyID, now)
			remaining, reset := rateStatus(inWindow, in.RatePerHour, now)
			return ports.Started{
				Run:           copyRun(prev),
				Replayed:      true,
				Balance:       s.balance(r.AccountID),
				RateRemaining: remaining,
				RateReset:     reset,
			}, nil
		}
	}

	// 2. Rate: runs of the key in (now-1h, now].
	inWindow := s.rateWindow(r.KeyID, now)
	if len(inWindow) >= in.RatePerHour {
		// The run that must leave for one more to fit.
		leaving := inWindow[len(inWindow)-in.RatePerHour]
		retry := leaving.Add(rateWindow).Sub(now)
		return ports.Started{}, fmt.Errorf("memory: start run: %w", &domain.LimitError{
			Kind:       domain.ErrRateLimited,
			RetryAfter: retry,
			Limit:      in.RatePerHour,
			Remaining:  0,
			Reset:      inWindow[0].Add(rateWindow).Sub(now),
		})
	}

	// 3. Daily capacity, by the UTC day of CreatedAt.
	day := now.UTC().Format(time.DateOnly)
	if s.daily[day] >= in.DailyCapacity {
		y, m, d := now.UTC().Date()
		midnight := time.Date(y, m, d+1, 0, 0, 0, 0, time.UTC)
		return ports.Started{}, fmt.Errorf("memory: start run: %w", &domain.LimitError{
			Kind:       domain.ErrCapacityExhausted,
			RetryAfter: midnight.Sub(now),
		})
	}

	// 4. Credits.
	if bal := s.balance(r.AccountID); bal < domain.RunCost {
		return ports.Started{}, fmt.Errorf("memory: start run: %w (balance %d)", domain.ErrInsufficientCredits, bal)
	}

	// 5. Insert, charge, remember.
	if _, ok := s.runs[r.ID]; ok || r.ID == "" {
		return ports.Started{}, fmt.Errorf("memory: start run: %w: run id %q exists or is empty", domain.ErrConflict, r.ID)
	}
	if _, ok := s.runBySlug[r.Slug]; ok || r.Slug == "" {
		return ports.Started{}, fmt.Errorf("memory: start run: %w: slug exists or is empty", domain.ErrConflict)
	}
	if s.entryIDs[in.SpendID] || in.SpendID == "" {
		return ports.Started{}, fmt.Errorf("memory: start run: %w: spend id %q exists or is empty", domain.ErrConflict, in.SpendID)
	}
	r.State = domain.RunRunning
	r.CompletedAt, r.Error, r.Slip, r.Clarified = nil, "", nil, nil
	r = copyRun(r)
	s.runs[r.ID] = r
	s.runBySlug[r.Slug] = r.ID
	s.keyRuns[r.KeyID] = append(s.keyRuns[r.KeyID], now)
	s.daily[day]++
	s.appendEntry(domain.LedgerEntry{
		ID: in.SpendID, AccountID: r.AccountID, RunID: r.ID,
		Kind: domain.EntrySpend, Amount: -domain.RunCost, At: now,
	})
	if in.IdempotencyKey != "" {
		s.idem[ik] = idemRecord{runID: r.ID, inputHash: r.InputHash, at: now}
	}
	remaining, reset := rateStatus(append(inWindow, now), in.RatePerHour, now)
	return ports.Started{
		Run:           copyRun(r),
		Balance:       s.balance(r.AccountID),
		RateRemaining: remaining,
		RateReset:     reset,
	}, nil
}

// rateWindow returns the CreatedAt of the key's runs in (now-1h, now],
// oldest first. A run dated after now (another replica's clock) counts.
func (s *Store) rateWindow(keyID string, now time.Time) []time.Time {
	var in []time.Time
	for _, t := range s.keyRuns[keyID] {
		if t.After(now.Add(-rateWindow)) {
			in = append(in, t)
		}
	}
	slices.SortFunc(in, time.Time.Compare)
	return in
}

// rateStatus is what remains of limit given the events in the window, and
// when the oldest leaves it.
func rateStatus(inWindow []time.Time, limit int, now time.Time) (int, time.Duration) {
	remaining := max(limit-len(inWindow), 0)
	if len(inWindow) == 0 {
		return remaining, 0
	}
	oldest := slices.MinFunc(inWindow, time.Time.Compare)
	return remaining, oldest.Add(rateWindow).Sub(now)
}

// CompleteRun implements ports.Runs.
func (s *Store) CompleteRun(_ context.Context, runID string, c ports.Completion) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.runs[runID]
	switch {
	case !ok:
		return fmt.Errorf("memory: complete run %s: %w", runID, domain.ErrNotFound)
	case r.State != domain.RunRunning:
		return fmt.Errorf("memory: complete run %s: %w: run is %s", runID, domain.ErrConflict, r.State)
	}
	at := c.At
	r.State = domain.RunComplete
	r.Mode = c.Mode
	r.Headline = c.Headline
	r.Slip = bytes.Clone(c.Slip)
	r.Clarified = bytes.Clone(c.Clarified)
	r.CompletedAt = &at
	s.runs[runID] = r
	return nil
}

// FailRun implements ports.Runs.
func (s *Store) FailRun(_ context.Context, runID, reason string, at time.Time) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.runs[runID]
	if !ok {
		return false, fmt.Errorf("memory: fail run %s: %w", runID, domain.ErrNotFound)
	}
	if r.State != domain.RunRunning {
		return false, nil
	}
	s.fail(r, reason, at)
	return true, nil
}

// fail marks a running run failed and appends its one refund. The refund's
// id derives from the run's, so a second refund could not be written.
func (s *Store) fail(r domain.Run, reason string, at time.Time) {
	r.State = domain.RunFailed
	r.Error = reason
	r.CompletedAt = &at
	s.runs[r.ID] = r
	s.appendEntry(domain.LedgerEntry{
		ID: "refund_" + r.ID, AccountID: r.AccountID, RunID: r.ID,
		Kind: domain.EntryRefund, Amount: domain.RunCost, At: at,
	})
}

// RunBySlug implements ports.Runs.
func (s *Store) RunBySlug(_ context.Context, accountID, slug string) (domain.Run, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	id, ok := s.runBySlug[slug]
	if !ok || s.runs[id].AccountID != accountID {
		return domain.Run{}, fmt.Errorf("memory: run by slug: %w", domain.ErrNotFound)
	}
	return copyRun(s.runs[id]), nil
}

// SweepExpired implements ports.Runs.
func (s *Store) SweepExpired(_ context.Context, now time.Time, reason string) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var expired []domain.Run
	for _, r := range s.runs {
		if r.State == domain.RunRunning && r.Deadline.Before(now) {
			expired = append(expired, r)
		}
	}
	slices.SortFunc(expired, func(a, b domain.Run) int { // ledger order independent of map order
		if c := a.Deadline.Compare(b.Deadline); c != 0 {
			return c
		}
		if a.ID < b.ID {
			return -1
		}
		return 1
	})
	for _, r := range expired {
		s.fail(r, reason, now)
	}
	for h, se := range s.sessions {
		if !se.ExpiresAt.After(now) {
			delete(s.sessions, h)
		}
	}
	return len(expired), nil
}

// ListRuns implements ports.Runs.
func (s *Store) ListRuns(_ context.Context, accountID string, after *ports.RunCursor, limit int) ([]domain.Run, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []domain.Run
	for _, r := range s.runs {
		if r.AccountID != accountID || after != nil && !runAfter(r, *after) {
			continue
		}
		r = copyRun(r)
		r.Slip, r.Clarified = nil, nil
		out = append(out, r)
	}
	slices.SortFunc(out, func(a, b domain.Run) int {
		if c := b.CreatedAt.Compare(a.CreatedAt); c != 0 {
			return c
		}
		return strings.Compare(b.ID, a.ID)
	})
	if len(out) > limit {
		out = out[:max(limit, 0)]
	}
	return out, nil
}

// runAfter reports whether r sorts after the cursor, newest first.
func runAfter(r domain.Run, c ports.RunCursor) bool {
	if !r.CreatedAt.Equal(c.CreatedAt) {
		return r.CreatedAt.Before(c.CreatedAt)
	}
	return r.ID < c.ID
}

// SetPublished implements ports.Runs.
func (s *Store) SetPublished(_ context.Context, accountID, slug string, published bool) (domain.Run, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	id, ok := s.runBySlug[slug]
	r := s.runs[id]
	switch {
	case !ok || r.AccountID != accountID:
		return domain.Run{}, fmt.Errorf("memory: set published: %w", domain.ErrNotFound)
	case published && r.State != domain.RunComplete:
		return domain.Run{}, fmt.Errorf("memory: set published: %w: the run is %s, not complete", domain.ErrConflict, r.State)
	}
	r.Published = published
	s.runs[id] = r
	return copyRun(r), nil
}

// PublishedRun implements ports.Runs.
func (s *Store) PublishedRun(_ context.Context, slug string) (domain.Run, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	id, ok := s.runBySlug[slug]
	r := s.runs[id]
	if !ok || !r.Published || r.State != domain.RunComplete {
		return domain.Run{}, fmt.Errorf("memory: published run: %w", domain.ErrNotFound)
	}
	return copyRun(r), nil
}

// ---- Events ----

// AppendEvent implements ports.Events.
func (s *Store) AppendEvent(_ context.Context, e domain.RunEvent) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case e.Seq < 1 || e.Name == "":
		return fmt.Errorf("memory: append event: %w: seq %d, name %q", domain.ErrInvalid, e.Seq, e.Name)
	case s.runs[e.RunID].ID == "":
		return fmt.Errorf("memory: append event: run %s: %w", e.RunID, domain.ErrNotFound)
	}
	evs := s.runEvents[e.RunID]
	i, found := slices.BinarySearchFunc(evs, e.Seq, func(x domain.RunEvent, seq int) int { return x.Seq - seq })
	if found {
		return fmt.Errorf("memory: append event %s/%d: %w: the run has it", e.RunID, e.Seq, domain.ErrConflict)
	}
	e.Data = bytes.Clone(e.Data)
	s.runEvents[e.RunID] = slices.Insert(evs, i, e)
	return nil
}

// Events implements ports.Events.
func (s *Store) Events(_ context.Context, runID string, after int) ([]domain.RunEvent, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []domain.RunEvent
	for _, e := range s.runEvents[runID] {
		if e.Seq > after {
			e.Data = bytes.Clone(e.Data)
			out = append(out, e)
		}
	}
	return out, nil
}

// ---- Sessions ----

// CreateSession implements ports.Sessions.
func (s *Store) CreateSession(_ context.Context, se domain.Session) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	k, ok := s.keys[se.KeyID]
	switch {
	case se.Hash == "":
		return fmt.Errorf("memory: create session: %w: no hash", domain.ErrInvalid)
	case !ok:
		return fmt.Errorf("memory: create session: key %s: %w", se.KeyID, domain.ErrNotFound)
	case k.AccountID != se.AccountID:
		return fmt.Errorf("memory: create session: %w: key of another account", domain.ErrInvalid)
	}
	if _, dup := s.sessions[se.Hash]; dup {
		return fmt.Errorf("memory: create session: %w: hash exists", domain.ErrConflict)
	}
	s.sessions[se.Hash] = se
	return nil
}

// Session implements ports.Sessions.
func (s *Store) Session(_ context.Context, hash string, now time.Time) (domain.Session, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	se, ok := s.sessions[hash]
	if !ok || !se.ExpiresAt.After(now) || !s.keys[se.KeyID].Active() {
		return domain.Session{}, fmt.Errorf("memory: session: %w", domain.ErrNotFound)
	}
	return se, nil
}

// EndSession implements ports.Sessions.
func (s *Store) EndSession(_ context.Context, hash string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.sessions, hash)
	return nil
}

// ---- Limiter ----

// Take implements ports.Limiter over the trailing window (now-window, now].
func (s *Store) Take(_ context.Context, bucket string, limit int, window time.Duration, now time.Time) (int, time.Duration, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var in []time.Time
	for _, t := range s.events[bucket] {
		if t.After(now.Add(-window)) {
			in = append(in, t)
		}
	}
	slices.SortFunc(in, time.Time.Compare)
	if len(in) >= limit {
		var retry time.Duration
		if limit > 0 {
			retry = in[len(in)-limit].Add(window).Sub(now)
		} else {
			retry = window
		}
		return 0, retry, fmt.Errorf("memory: take %s: %w", bucket, &domain.LimitError{
			Kind:       domain.ErrRateLimited,
			RetryAfter: retry,
			Limit:      limit,
			Remaining:  0,
			Reset:      retry,
		})
	}
	// Events that left the window are forgotten; events dated after now
	// (another caller's clock) are kept.
	s.events[bucket] = append(in, now)
	return limit - len(in) - 1, in0(in, now).Add(window).Sub(now), nil
}

// in0 is the oldest event in the window once now is recorded.
func in0(in []time.Time, now time.Time) time.Time {
	if len(in) > 0 && in[0].Before(now) {
		return in[0]
	}
	return now
}

// ---- copies ----

func copyKey(k domain.Key) domain.Key {
	if k.LastUsedAt != nil {
		t := *k.LastUsedAt
		k.LastUsedAt = &t
	}
	if k.RevokedAt != nil {
		t := *k.RevokedAt
		k.RevokedAt = &t
	}
	return k
}

func copyRun(r domain.Run) domain.Run {
	if r.CompletedAt != nil {
		t := *r.CompletedAt
		r.CompletedAt = &t
	}
	r.Slip = bytes.Clone(r.Slip)
	r.Clarified = bytes.Clone(r.Clarified)
	return r
}
