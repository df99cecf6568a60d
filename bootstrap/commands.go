package bootstrap

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"

	"github.com/verdicthq/verdict/adapters/offline"
	"github.com/verdicthq/verdict/adapters/postgres"
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
	s, err := postgres.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return "", fmt.Errorf("open postgres: %w", err)
	}
	defer s.Close()
	if err := s.Migrate(ctx); err != nil {
		return "", fmt.Errorf("migrate: %w", err)
	}
	return "postgres: migrations applied", nil
}

// AdminApp builds the application over PostgreSQL without fx, for the admin
// command. Close releases the pool.
func AdminApp(ctx context.Context, cfg Config) (app *application.App, closeFn func(), err error) {
	if cfg.DatabaseURL == "" {
		return nil, nil, ErrNeedsDatabase
	}
	s, err := postgres.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, nil, fmt.Errorf("open postgres: %w", err)
	}
	if cfg.MigrateOnStart {
		if err := s.Migrate(ctx); err != nil {
			s.Close()
			return nil, nil, fmt.Errorf("migrate: %w", err)
		}
	}
	app = application.New(application.Deps{
		Store: s, Reasoner: offline.New(), Clock: application.SystemClock{}, Random: rand.Reader,
		Config: application.Config{PublicURL: cfg.PublicURL, RatePerHour: cfg.RatePerHour, DailyCapacity: cfg.DailyCapacity},
	})
	return app, s.Close, nil
}
