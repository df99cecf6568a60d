package postgres

import "github.com/jackc/pgx/v5/pgxpool"

// Pool exposes the pool to this package's tests, which read the tables
// directly to check what the ports cannot show.
func (s *Store) Pool() *pgxpool.Pool { return s.pool }
