package bootstrap

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"time"

	"go.uber.org/fx"

	httpadapter "github.com/verdicthq/verdict/adapters/http"
	"github.com/verdicthq/verdict/adapters/memory"
	"github.com/verdicthq/verdict/adapters/offline"
	"github.com/verdicthq/verdict/adapters/postgres"
	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/ports"
)

// Service is the whole server: configuration, logger and where the demo
// banner goes, then every module.
func Service(cfg Config, logger *slog.Logger, out io.Writer) fx.Option {
	return fx.Options(
		fx.Supply(cfg, logger),
		fx.Supply(fx.Annotate(out, fx.As(new(io.Writer)))),
		StoreModule(cfg),
		EngineModule,
		ApplicationModule,
		MCPModule,
		HTTPModule,
		SweeperModule,
		fx.Invoke(printDemo),
	)
}

// StoreModule provides ports.Store: PostgreSQL when DATABASE_URL is set
// (migrated on start unless VERDICT_MIGRATE_ON_START=false), else the
// embedded in-memory store.
func StoreModule(cfg Config) fx.Option {
	if cfg.DatabaseURL == "" {
		return fx.Module("store.memory",
			fx.Provide(fx.Annotate(memory.New, fx.As(new(ports.Store)))),
		)
	}
	return fx.Module("store.postgres",
		fx.Provide(fx.Annotate(newPostgres, fx.As(new(ports.Store)))),
	)
}

func newPostgres(lc fx.Lifecycle, cfg Config) (*postgres.Store, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s, err := openPostgres(ctx, cfg.DatabaseURL, cfg.MigrateOnStart)
	if err != nil {
		return nil, err
	}
	lc.Append(fx.StopHook(s.Close))
	return s, nil
}

// openPostgres opens the store and, when migrate is set, applies its
// migrations: the server, `verdict migrate` and `verdict admin` all open
// it this way.
func openPostgres(ctx context.Context, url string, migrate bool) (*postgres.Store, error) {
	s, err := postgres.Open(ctx, url)
	if err != nil {
		return nil, &StartError{fmt.Errorf("open postgres (DATABASE_URL): %w", err)}
	}
	if migrate {
		if err := s.Migrate(ctx); err != nil {
			s.Close()
			return nil, &StartError{fmt.Errorf("migrate postgres: %w", err)}
		}
	}
	return s, nil
}

// StartError is why the service or a command could not start, as its
// operator should read it: the cause (a database that cannot be reached,
// an address in use), in one line, without the dependency path fx wraps
// around it.
type StartError struct{ Err error }

// Error joins the lines of the cause (a driver lists every address it
// tried on a line of its own), each once, with "; " (a space after a
// colon).
func (e *StartError) Error() string {
	var b strings.Builder
	prev := ""
	for _, l := range strings.Split(e.Err.Error(), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || l == prev {
			continue
		}
		switch {
		case b.Len() == 0:
		case strings.HasSuffix(prev, ":"):
			b.WriteByte(' ')
		default:
			b.WriteString("; ")
		}
		b.WriteString(l)
		prev = l
	}
	return b.String()
}

func (e *StartError) Unwrap() error { return e.Err }

// Engine names the reasoner this build runs (`verdict version`).
func Engine() ports.EngineInfo { return offline.New().Engine() }

// EngineModule provides the reasoner: the offline engine (the only one in
// this build; LoadConfig refuses VERDICT_ENGINE=llm until its adapter
// lands).
var EngineModule = fx.Module("engine",
	fx.Provide(fx.Annotate(offline.New, fx.As(new(ports.Reasoner)))),
)

// ApplicationModule provides the use cases.
var ApplicationModule = fx.Module("application",
	fx.Provide(newApp),
)

// newApp builds the use cases from the configuration, for the server and
// for `verdict admin` alike.
func newApp(cfg Config, store ports.Store, reasoner ports.Reasoner) *application.App {
	return application.New(application.Deps{
		Store:    store,
		Reasoner: reasoner,
		Clock:    application.SystemClock{},
		Random:   rand.Reader,
		Config:   cfg.App,
	})
}

// HTTPModule serves the API, the web interface and MCPModule's endpoint at
// /mcp. Stopping it shuts the server down gracefully: in-flight runs, the
// API's and the web's, finish (up to VERDICT_SHUTDOWN_TIMEOUT) before the
// store closes.
var HTTPModule = fx.Module("http",
	fx.Provide(newServer),
	fx.Invoke(func(*http.Server) {}),
)

func newServer(lc fx.Lifecycle, cfg Config, app *application.App, logger *slog.Logger, mcp mcpEndpoint) *http.Server {
	srv := &http.Server{
		Addr: cfg.Addr,
		Handler: httpadapter.NewHandler(app, httpadapter.Options{
			Logger:     logger,
			AdminToken: cfg.AdminToken,
			PublicURL:  cfg.App.PublicURL,
			MCP:        mcp,
		}),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      cfg.WriteTimeout,
		IdleTimeout:       120 * time.Second,
		ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
	}
	lc.Append(fx.Hook{
		OnStart: func(ctx context.Context) error {
			ln, err := new(net.ListenConfig).Listen(ctx, "tcp", srv.Addr)
			if err != nil {
				return &StartError{fmt.Errorf("listen on %s (VERDICT_ADDR): %w", srv.Addr, err)}
			}
			logger.Info("listening", "addr", ln.Addr().String(), "public_url", cfg.App.PublicURL)
			go func() {
				if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
					logger.Error("serve", "err", err)
				}
			}()
			return nil
		},
		OnStop: func(ctx context.Context) error {
			logger.Info("shutting down: waiting for in-flight runs")
			// The API's runs end with their requests; the web's go on in
			// the background after their 303, and are waited for too.
			return errors.Join(srv.Shutdown(ctx), app.StartVerdict.Wait(ctx))
		},
	})
	return srv
}

// SweeperModule fails and refunds runs left running past their deadline by
// a crashed process, every VERDICT_SWEEP_INTERVAL. Safe on every replica.
var SweeperModule = fx.Module("sweeper",
	fx.Invoke(func(lc fx.Lifecycle, cfg Config, app *application.App, logger *slog.Logger) {
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		lc.Append(fx.Hook{
			OnStart: func(context.Context) error {
				go func() {
					defer close(done)
					t := time.NewTicker(cfg.SweepInterval)
					defer t.Stop()
					for {
						if n, err := app.SweepRuns.Do(ctx); err != nil && ctx.Err() == nil {
							logger.Error("sweep", "err", err)
						} else if n > 0 {
							logger.Warn("swept runs left running past their deadline", "failed_and_refunded", n)
						}
						select {
						case <-ctx.Done():
							return
						case <-t.C:
						}
					}
				}()
				return nil
			},
			OnStop: func(context.Context) error { cancel(); <-done; return nil },
		})
	}),
)

// DemoCredits is what the demo account starts with.
const DemoCredits = 100

func printDemo(lc fx.Lifecycle, cfg Config, app *application.App, out io.Writer) {
	if !cfg.DemoAccount {
		return
	}
	lc.Append(fx.StartHook(func(ctx context.Context) error {
		acct, err := app.CreateAccount.Do(ctx, "demo", DemoCredits)
		if err != nil {
			return &StartError{fmt.Errorf("create demo account: %w", err)}
		}
		base := cfg.App.PublicURL
		fmt.Fprintf(out, `
Verdict is running on the in-memory store with the offline engine.
Demo account %s with %d credits. Its API key (shown once):

    %s

Open %s/login and paste the key, or try the API:

    curl -s %s/api/v1/verdict \
      -H 'Authorization: Bearer %s' \
      -H 'Content-Type: application/json' \
      -d '{"decision":"Should I take the Berlin job at 95k or stay in Porto at 52k near my friends?"}'

`, acct.Account.ID, acct.Balance, acct.Key.Plaintext, base, base, acct.Key.Plaintext)
		return nil
	}))
}
