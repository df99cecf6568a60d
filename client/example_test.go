package client_test

import (
	"context"
	"fmt"
	"log"
	"net/http/httptest"
	"time"

	httpadapter "github.com/verdicthq/verdict/adapters/http"
	"github.com/verdicthq/verdict/adapters/memory"
	"github.com/verdicthq/verdict/adapters/offline"
	"github.com/verdicthq/verdict/application"
	"github.com/verdicthq/verdict/client"
)

// A run in ten lines: a client that retries a 429 or 503 without paying
// twice, a decision, and what the slip says.
func ExampleClient_Verdict() {
	baseURL, key, stop := exampleServer() // e.g. "https://verdict.example.com", os.Getenv("VERDICT_API_KEY")
	defer stop()

	c, err := client.New(baseURL, key, client.WithRetry(2, time.Minute))
	if err != nil {
		log.Fatal(err)
	}
	v, err := c.Verdict(context.Background(), client.VerdictRequest{Decision: "Should I take the Berlin job at 95k or stay in Porto at 52k near my friends?"})
	if err != nil {
		log.Fatal(err) // a *client.Error: errors.As it and match Code, e.g. client.CodeInsufficientCredits
	}
	fmt.Println(v.Slip.Simulation.Futures, "futures simulated;", len(v.Slip.Podium), "options on the podium")
	fmt.Println(v.CreditsRemaining, "credits left")
	// Output:
	// 5000 futures simulated; 3 options on the podium
	// 99 credits left
}

// exampleServer serves the API in process on the in-memory store, with an
// account of 100 credits.
func exampleServer() (baseURL, key string, stop func()) {
	app := application.New(application.Deps{Store: memory.New(), Reasoner: offline.New()})
	acct, err := app.CreateAccount.Do(context.Background(), "example", 100)
	if err != nil {
		log.Fatal(err)
	}
	srv := httptest.NewServer(httpadapter.NewHandler(app, httpadapter.Options{}))
	return srv.URL, acct.Key.Plaintext, srv.Close
}
