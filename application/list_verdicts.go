package application

import (
	"context"
	"encoding/base64"
	"fmt"
	"strings"
	"time"

	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/ports"
)

// Page sizes of ListVerdicts (SPEC §2: limit 1–100, default 20).
const (
	DefaultPageSize = 20
	MaxPageSize     = 100
)

// ListVerdicts lists an account's runs, newest first, a page at a time.
type ListVerdicts struct {
	runs ports.Runs
}

// NewListVerdicts returns the use case over the run store.
func NewListVerdicts(runs ports.Runs) *ListVerdicts { return &ListVerdicts{runs: runs} }

// VerdictPage is one page of runs (without their slips) and the cursor of
// the next page, "" on the last.
type VerdictPage struct {
	Runs       []domain.Run
	NextCursor string
}

// Do returns up to limit runs of the account after cursor ("" for the
// first page). A limit outside 1–100 or a cursor this service did not
// issue is a *domain.ValidationError naming the query parameter.
func (l *ListVerdicts) Do(ctx context.Context, accountID string, limit int, cursor string) (VerdictPage, error) {
	if limit < 1 || limit > MaxPageSize {
		return VerdictPage{}, fmt.Errorf("list verdicts: %w", domain.Invalid("", fmt.Sprintf("query parameter limit must be between 1 and %d", MaxPageSize)))
	}
	var after *ports.RunCursor
	if cursor != "" {
		c, ok := decodeCursor(cursor)
		if !ok {
			return VerdictPage{}, fmt.Errorf("list verdicts: %w", domain.Invalid("", "query parameter cursor is not a next_cursor this service gave"))
		}
		after = &c
	}
	runs, err := l.runs.ListRuns(ctx, accountID, after, limit+1)
	if err != nil {
		return VerdictPage{}, fmt.Errorf("list verdicts: %w", err)
	}
	page := VerdictPage{Runs: runs}
	if len(runs) > limit {
		page.Runs = runs[:limit]
		last := page.Runs[limit-1]
		page.NextCursor = encodeCursor(ports.RunCursor{CreatedAt: last.CreatedAt, ID: last.ID})
	}
	return page, nil
}

// A cursor is opaque to callers: base64url of the last run's time and id.
func encodeCursor(c ports.RunCursor) string {
	return base64.RawURLEncoding.EncodeToString([]byte(c.CreatedAt.UTC().Format(time.RFC3339Nano) + " " + c.ID))
}

func decodeCursor(s string) (ports.RunCursor, bool) {
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return ports.RunCursor{}, false
	}
	at, id, ok := strings.Cut(string(b), " ")
	t, err := time.Parse(time.RFC3339Nano, at)
	if !ok || err != nil || !strings.HasPrefix(id, prefixRun) {
		return ports.RunCursor{}, false
	}
	return ports.RunCursor{CreatedAt: t, ID: id}, true
}
