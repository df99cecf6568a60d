package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/verdicthq/verdict/domain"
)

// AppendEvent implements ports.Events: the primary key (run_id, seq)
// refuses a second event with one number (ErrConflict), the foreign key an
// unknown run (ErrNotFound).
func (s *Store) AppendEvent(ctx context.Context, e domain.RunEvent) error {
	if e.Seq < 1 || e.Name == "" {
		return fmt.Errorf("postgres: append event: %w: seq %d, name %q", domain.ErrInvalid, e.Seq, e.Name)
	}
	data := []byte(e.Data)
	if data == nil {
		data = []byte{}
	}
	_, err := s.pool.Exec(ctx, `INSERT INTO run_events (run_id, seq, name, data, at) VALUES ($1, $2, $3, $4, $5)`,
		e.RunID, e.Seq, e.Name, data, ts(e.At))
	if err != nil {
		return fmt.Errorf("postgres: append event %s/%d: %w", e.RunID, e.Seq, dbError("insert", err))
	}
	return nil
}

// Events implements ports.Events.
func (s *Store) Events(ctx context.Context, runID string, after int) ([]domain.RunEvent, error) {
	rows, err := s.pool.Query(ctx, `SELECT run_id, seq, name, data, at FROM run_events
		WHERE run_id = $1 AND seq > $2 ORDER BY seq`, runID, after)
	if err != nil {
		return nil, fmt.Errorf("postgres: events: %w", dbError("query", err))
	}
	evs, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (domain.RunEvent, error) {
		var e domain.RunEvent
		var data []byte
		if err := row.Scan(&e.RunID, &e.Seq, &e.Name, &data, &e.At); err != nil {
			return domain.RunEvent{}, err
		}
		e.Data, e.At = data, e.At.UTC()
		return e, nil
	})
	if err != nil {
		return nil, fmt.Errorf("postgres: events: %w", dbError("scan", err))
	}
	return evs, nil
}
