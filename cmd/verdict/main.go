// Command verdict is the Verdict decision engine: an HTTP service (serve,
// the default), database migrations (migrate), account administration
// (admin) and the get_verdict tool for AI assistants over stdio (mcp).
// Configuration comes from the environment: `verdict help` lists every
// variable with its default.
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
	"runtime"
	"runtime/debug"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"

	"go.uber.org/fx"
	"go.uber.org/fx/fxevent"

	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/bootstrap"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Getenv, os.Stdin, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "verdict:", err)
		var u usageError
		if errors.As(err, &u) {
			os.Exit(2)
		}
		os.Exit(1)
	}
}

// usageError is a command line that names no known command, subcommand
// or flag, or lacks a required flag; main exits 2 for it. Its message
// points at verdict help (admin prints its subcommands or flags too).
type usageError string

func (e usageError) Error() string { return string(e) + " (see verdict help)" }

func isHelp(arg string) bool {
	switch arg {
	case "help", "-h", "-help", "--help":
		return true
	}
	return false
}

// run is main without the process: tests call it with their own args,
// environment, output and context.
func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	cmd := "serve"
	if len(args) > 0 {
		cmd, args = args[0], args[1:]
	}
	switch {
	case isHelp(cmd):
		printUsage(stdout)
		return nil
	case cmd == "version" || cmd == "-version" || cmd == "--version":
		fmt.Fprintln(stdout, version())
		return nil
	case cmd == "admin":
		return admin(ctx, getenv, args, stdout, stderr)
	case cmd == "serve" || cmd == "migrate" || cmd == "mcp":
	default:
		return usageError(fmt.Sprintf("unknown command %q", cmd))
	}
	if len(args) > 0 {
		if isHelp(args[0]) {
			printUsage(stdout)
			return nil
		}
		return usageError(fmt.Sprintf("%s takes no arguments, got %q", cmd, strings.Join(args, " ")))
	}
	if cmd == "mcp" {
		return mcp(ctx, getenv, stdin, stdout, stderr)
	}
	cfg, err := bootstrap.LoadConfig(getenv)
	if err != nil {
		return fmt.Errorf("configuration: %w", err)
	}
	if cmd == "migrate" {
		msg, err := bootstrap.Migrate(ctx, cfg)
		if err != nil {
			return err
		}
		fmt.Fprintln(stdout, msg)
		return nil
	}
	return serve(ctx, cfg, stdout, stderr)
}

func printUsage(w io.Writer) {
	fmt.Fprint(w, `usage: verdict [command]

commands:
  serve     run the HTTP service (the default)
  migrate   apply the PostgreSQL migrations (DATABASE_URL)
  admin     manage accounts on PostgreSQL: create-account, grant, create-key
            (verdict admin help)
  mcp       serve the get_verdict tool to an AI assistant over stdio (MCP),
            calling a Verdict server with your API key
  version   print the version of verdict and of its engine
  help      print this

Configuration is read from the environment:

`)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, v := range bootstrap.Variables() {
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", v.Name, v.Default, v.Meaning)
	}
	_ = tw.Flush()
	fmt.Fprint(w, "\nverdict mcp reads only:\n\n")
	for _, v := range bootstrap.MCPVariables() {
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", v.Name, v.Default, v.Meaning)
	}
	_ = tw.Flush()
}

// mcp serves get_verdict over stdin and stdout; its logs go to stderr,
// stdout being the protocol's.
func mcp(ctx context.Context, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	cfg, err := bootstrap.LoadMCPConfig(getenv)
	if err != nil {
		return fmt.Errorf("mcp: %w", err)
	}
	logger := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	return bootstrap.ServeMCP(ctx, cfg, buildVersion(), stdin, stdout, logger)
}

// buildVersion is the module version of the build, "(devel)" from a
// checkout.
func buildVersion() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		return bi.Main.Version
	}
	return "(devel)"
}

// version names the build (module version and VCS revision, when the
// binary was built from a checkout) and the engine it runs.
func version() string {
	v, rev := "(devel)", ""
	if bi, ok := debug.ReadBuildInfo(); ok {
		if bi.Main.Version != "" {
			v = bi.Main.Version
		}
		var modified bool
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				modified = s.Value == "true"
			}
		}
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if rev != "" && modified {
			rev += "+modified"
		}
	}
	if rev != "" {
		v += " (" + rev + ")"
	}
	e := bootstrap.Engine()
	return fmt.Sprintf("verdict %s\nengine %s %s, pipeline %s\n%s %s/%s",
		v, e.Name, e.Version, application.PipelineVersion, runtime.Version(), runtime.GOOS, runtime.GOARCH)
}

func serve(ctx context.Context, cfg bootstrap.Config, stdout, stderr io.Writer) error {
	logger := slog.New(slog.NewJSONHandler(stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	app := fx.New(
		bootstrap.Service(cfg, logger, stdout),
		fx.WithLogger(func() fxevent.Logger {
			l := &fxevent.SlogLogger{Logger: logger.With("component", "fx")}
			l.UseLogLevel(slog.LevelDebug) // lifecycle chatter
			// A failure to start is returned and printed once, in one
			// line; fx's own report of it (the dependency path) is
			// debug detail.
			l.UseErrorLevel(slog.LevelDebug)
			return l
		}),
		fx.StartTimeout(time.Minute),
		fx.StopTimeout(cfg.ShutdownTimeout),
	)
	if err := app.Start(ctx); err != nil {
		var se *bootstrap.StartError
		if errors.As(err, &se) {
			return se
		}
		return fmt.Errorf("start: %w", err)
	}
	<-ctx.Done()
	stopCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), cfg.ShutdownTimeout)
	defer cancel()
	return app.Stop(stopCtx)
}

const adminUsage = `usage: verdict admin <subcommand> [flags]   (against DATABASE_URL)

subcommands:
  create-account -name NAME [-credits N]   open an account with N credits and print its first key
  grant -account ID -amount N              add N credits to an account
  create-key -account ID                   issue another key for an account (5 active at most)

verdict admin <subcommand> -help describes its flags.
`

// adminCommand is one `verdict admin` subcommand: it declares its flags
// on fs and returns the check to run on them before the database is
// opened, and what to do with the application then.
type adminCommand func(fs *flag.FlagSet) (check func() error, do func(context.Context, *application.App, io.Writer) error)

var adminCommands = map[string]adminCommand{
	"create-account": func(fs *flag.FlagSet) (func() error, func(context.Context, *application.App, io.Writer) error) {
		name := fs.String("name", "", "account name (required)")
		credits := fs.Int64("credits", 0, "opening credits")
		check := func() error {
			if strings.TrimSpace(*name) == "" {
				return errors.New("-name is required")
			}
			return nil
		}
		return check, func(ctx context.Context, app *application.App, out io.Writer) error {
			a, err := app.CreateAccount.Do(ctx, *name, *credits)
			if err != nil {
				return err
			}
			fmt.Fprintf(out, "account %s (%s), %d credits\napi key (shown once): %s\n", a.Account.ID, a.Account.Name, a.Balance, a.Key.Plaintext)
			return nil
		}
	},
	"grant": func(fs *flag.FlagSet) (func() error, func(context.Context, *application.App, io.Writer) error) {
		account := fs.String("account", "", "account id (required)")
		amount := fs.Int64("amount", 0, "credits to grant (positive, required)")
		check := func() error {
			if *account == "" || *amount <= 0 {
				return errors.New("-account and a positive -amount are required")
			}
			return nil
		}
		return check, func(ctx context.Context, app *application.App, out io.Writer) error {
			bal, err := app.GrantCredits.Do(ctx, *account, *amount)
			if err != nil {
				return err
			}
			fmt.Fprintf(out, "account %s: %d credits\n", *account, bal)
			return nil
		}
	},
	"create-key": func(fs *flag.FlagSet) (func() error, func(context.Context, *application.App, io.Writer) error) {
		account := fs.String("account", "", "account id (required)")
		check := func() error {
			if *account == "" {
				return errors.New("-account is required")
			}
			return nil
		}
		return check, func(ctx context.Context, app *application.App, out io.Writer) error {
			k, err := app.CreateKey.Do(ctx, *account)
			if err != nil {
				return err
			}
			fmt.Fprintf(out, "key %s (shown once): %s\n", k.Key.ID, k.Plaintext)
			return nil
		}
	},
}

func admin(ctx context.Context, getenv func(string) string, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, adminUsage)
		return usageError("admin: name a subcommand")
	}
	sub, args := args[0], args[1:]
	if isHelp(sub) {
		fmt.Fprint(stdout, adminUsage)
		return nil
	}
	declare, ok := adminCommands[sub]
	if !ok {
		fmt.Fprint(stderr, adminUsage)
		return usageError(fmt.Sprintf("admin: unknown subcommand %q", sub))
	}
	fs := flag.NewFlagSet("verdict admin "+sub, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	check, do := declare(fs)
	usage := func(w io.Writer) {
		fmt.Fprintf(w, "usage: verdict admin %s [flags]\n", sub)
		fs.SetOutput(w)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage(stdout)
			return nil
		}
		usage(stderr)
		return usageError("admin " + sub + ": " + err.Error())
	}
	if fs.NArg() > 0 {
		usage(stderr)
		return usageError(fmt.Sprintf("admin %s: unexpected arguments %q", sub, strings.Join(fs.Args(), " ")))
	}
	if err := check(); err != nil {
		usage(stderr)
		return usageError("admin " + sub + ": " + err.Error())
	}
	cfg, err := bootstrap.LoadConfig(getenv)
	if err != nil {
		return fmt.Errorf("configuration: %w", err)
	}
	app, closeFn, err := bootstrap.AdminApp(ctx, cfg)
	if err != nil {
		return err
	}
	defer closeFn()
	if err := do(ctx, app, stdout); err != nil {
		return fmt.Errorf("admin %s: %w", sub, err)
	}
	return nil
}
