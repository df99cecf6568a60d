// Command embed shows Verdict as a library: another Go program builds the
// application layer over the in-memory store and the offline engine, opens
// an account, and asks for a verdict, with no HTTP in between.
//
//	go run ./examples/embed
package main

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/verdicthq/verdict/adapters/memory"
	"github.com/verdicthq/verdict/adapters/offline"
	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/domain"
	"github.com/verdicthq/verdict/domain/slip"
)

func main() {
	if err := run(context.Background(), os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "embed:", err)
		os.Exit(1)
	}
}

// decision is what this example asks.
const decision = "Should I accept the job offer in Berlin or stay in my current role in Lyon? " +
	"The Berlin job pays 20% more; in Lyon I am up for promotion next year. " +
	"Money matters, but career growth matters most."

func run(ctx context.Context, stdout io.Writer) error {
	app := application.New(application.Deps{
		Store:    memory.New(),
		Reasoner: offline.New(),
		Clock:    application.SystemClock{},
		Random:   rand.Reader,
	})

	acct, err := app.CreateAccount.Do(ctx, "Embedded example", 3)
	if err != nil {
		return err
	}
	// A service calling the use cases directly may skip authentication;
	// this shows the same path the HTTP API takes.
	caller, err := app.Authenticate.Do(ctx, acct.Key.Plaintext)
	if err != nil {
		return err
	}

	v, err := app.SubmitVerdict.Do(ctx, caller, domain.Request{Decision: decision}, "")
	if err != nil {
		return err
	}
	var s slip.Slip
	if err := json.Unmarshal(v.Run.Slip, &s); err != nil {
		return fmt.Errorf("decode slip: %w", err)
	}

	fmt.Fprintln(stdout, s.Headline)
	fmt.Fprintf(stdout, "verdict: %s (win probability %.0f%%, confidence %s)\n",
		s.Verdict.Label, 100*s.Verdict.WinProbability, s.Verdict.ConfidenceLabel)
	fmt.Fprintf(stdout, "mode: %s, credits left: %d\n", v.Run.Mode, v.Balance)
	fmt.Fprintf(stdout, "slip: %s/v/%s\n", app.Config.PublicURL, v.Run.Slug)
	return nil
}
