package bootstrap

import (
	"context"
	"errors"

	"github.com/verdicthq/verdict/adapters/offline"
	"github.com/verdicthq/verdict/application"
)

// ErrNeedsDatabase is returned by the one-shot commands that only make sense
// against a persistent store.
var ErrNeedsDatabase = errors.New("DATABASE_URL is not set: the in-memory store lives only inside a running server (use /admin/v1 with VERDICT_ADMIN_TOKEN there)")

// Migrate applies the PostgreSQL migrations and reports what it did. With
// no DATABASE_URL there is nothing to migrate.
func Migrate(ctx context.Context, cfg Config) (string, error) {
	if cfg.DatabaseURL == "" {
		return "in-memory store: no migrations needed", nil
	}
	s, err := openPostgres(ctx, cfg.DatabaseURL, true)
	if err != nil {
		return "", err
	}
	s.Close()
	return "postgres: migrations applied", nil
}

// AdminApp builds the application over PostgreSQL without fx, for the admin
// command. Close releases the pool.
func AdminApp(ctx context.Context, cfg Config) (app *application.App, closeFn func(), err error) {
	if cfg.DatabaseURL == "" {
		return nil, nil, ErrNeedsDatabase
	}
	s, err := openPostgres(ctx, cfg.DatabaseURL, cfg.MigrateOnStart)
	if err != nil {
		return nil, nil, err
	}
	return newApp(cfg, s, offline.New()), s.Close, nil
}
