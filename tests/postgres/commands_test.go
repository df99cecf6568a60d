package postgres_test

import (
	"context"
	"strings"
	"testing"

	"github.com/verdicthq/verdict/adapters/postgres/pgtest"
	"github.com/verdicthq/verdict/bootstrap"
)

// verdict migrate and verdict admin, as cmd/verdict runs them, against a
// real database.
func TestMigrateAndAdminCommands(t *testing.T) {
	t.Parallel()
	url := pgtest.NewDatabase(t)
	ctx := context.Background()
	cfg, err := bootstrap.LoadConfig(func(k string) string {
		if k == "DATABASE_URL" {
			return url
		}
		return ""
	})
	if err != nil {
		t.Fatal(err)
	}
	for range 2 { // applying twice is a no-op
		msg, err := bootstrap.Migrate(ctx, cfg)
		if err != nil || !strings.Contains(msg, "migrations applied") {
			t.Fatalf("migrate: %q, %v", msg, err)
		}
	}
	app, closeFn, err := bootstrap.AdminApp(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer closeFn()
	na, err := app.CreateAccount.Do(ctx, "acme", 12)
	if err != nil {
		t.Fatal(err)
	}
	if bal, err := app.GrantCredits.Do(ctx, na.Account.ID, 30); err != nil || bal != 42 {
		t.Errorf("grant: %d, %v; want 42", bal, err)
	}
	if _, err := app.Authenticate.Do(ctx, na.Key.Plaintext); err != nil {
		t.Errorf("the admin-created key does not authenticate: %v", err)
	}
}
