// Command verdict is the Verdict decision engine: an HTTP service (serve,
// the default), database migrations (migrate) and account administration
// (admin). Configuration comes from the environment (see README).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"go.uber.org/fx"
	"go.uber.org/fx/fxevent"

	"github.com/verdicthq/verdict/bootstrap"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Getenv, os.Stdin, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "verdict:", err)
		os.Exit(1)
	}
}

const usage = `usage: verdict [serve|migrate|admin|help]

  serve     run the HTTP service (the default)
  migrate   apply the PostgreSQL migrations (DATABASE_URL)
  admin     create-account -name N -credits C | grant -account ID -amount N | create-key -account ID

Configuration is read from the environment; see README.md.
`

// run is main without the process: tests call it with their own args,
// environment, output and context.
func run(ctx context.Context, args []string, getenv func(string) string, _ io.Reader, stdout, stderr io.Writer) error {
	cmd := "serve"
	if len(args) > 0 {
		cmd, args = args[0], args[1:]
	}
	cfg, err := bootstrap.LoadConfig(getenv)
	if err != nil {
		return fmt.Errorf("configuration: %w", err)
	}
	switch cmd {
	case "serve":
		return serve(ctx, cfg, stdout, stderr)
	case "migrate":
		msg, err := bootstrap.Migrate(ctx, cfg)
		if err != nil {
			return err
		}
		fmt.Fprintln(stdout, msg)
		return nil
	case "admin":
		return admin(ctx, cfg, args, stdout)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	default:
		return fmt.Errorf("unknown command %q (usage: verdict help)", cmd)
	}
}

func serve(ctx context.Context, cfg bootstrap.Config, stdout, stderr io.Writer) error {
	logger := slog.New(slog.NewJSONHandler(stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	app := fx.New(
		bootstrap.Service(cfg, logger, stdout),
		fx.WithLogger(func() fxevent.Logger {
			l := &fxevent.SlogLogger{Logger: logger.With("component", "fx")}
			l.UseLogLevel(slog.LevelDebug) // lifecycle chatter; errors still log as errors
			return l
		}),
		fx.StartTimeout(time.Minute),
		fx.StopTimeout(cfg.ShutdownTimeout),
	)
	if err := app.Start(ctx); err != nil {
		return fmt.Errorf("start: %w", err)
	}
	<-ctx.Done()
	stopCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), cfg.ShutdownTimeout)
	defer cancel()
	return app.Stop(stopCtx)
}

func admin(ctx context.Context, cfg bootstrap.Config, args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return fmt.Errorf("admin: missing subcommand (usage: verdict help)")
	}
	sub, args := args[0], args[1:]
	fs := flag.NewFlagSet("admin "+sub, flag.ContinueOnError)
	fs.SetOutput(stdout)
	name := fs.String("name", "", "account name")
	credits := fs.Int64("credits", 0, "opening credits")
	account := fs.String("account", "", "account id")
	amount := fs.Int64("amount", 0, "credits to grant")
	if err := fs.Parse(args); err != nil {
		return err
	}
	app, closeFn, err := bootstrap.AdminApp(ctx, cfg)
	if err != nil {
		return err
	}
	defer closeFn()
	switch sub {
	case "create-account":
		if strings.TrimSpace(*name) == "" {
			return errors.New("admin create-account: -name is required")
		}
		a, err := app.CreateAccount.Do(ctx, *name, *credits)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "account %s (%s), %d credits\napi key (shown once): %s\n", a.Account.ID, a.Account.Name, a.Balance, a.Key.Plaintext)
	case "grant":
		bal, err := app.GrantCredits.Do(ctx, *account, *amount)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "account %s: %d credits\n", *account, bal)
	case "create-key":
		k, err := app.CreateKey.Do(ctx, *account)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "key %s (shown once): %s\n", k.Key.ID, k.Plaintext)
	default:
		return fmt.Errorf("admin: unknown subcommand %q (usage: verdict help)", sub)
	}
	return nil
}
