// Package mcp serves get_verdict, Verdict's one tool for AI assistants
// (SPEC §6), over the Model Context Protocol with the official Go SDK.
//
// The tool is a client of the HTTP API: every call is a POST
// /api/v1/verdict made through package client with the caller's key, so
// it is validated, billed, rate-limited and capacity-checked exactly as
// that operation is, and its errors are the API's problems. NewServer
// serves it for one client (`verdict mcp` over stdio, in-memory in tests);
// NewHandler serves it over streamable HTTP for the server's /mcp, where
// each request's own bearer key reaches the API in process.
package mcp

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"strings"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/verdicthq/verdict/client"
)

// ToolName is the one tool's name.
const ToolName = "get_verdict"

// DefaultProgressInterval is how often a call that asked for progress
// hears that its run is still in flight.
const DefaultProgressInterval = 2 * time.Second

// Options configure NewServer and NewHandler. The zero value is usable.
type Options struct {
	// ProgressInterval: see DefaultProgressInterval.
	ProgressInterval time.Duration
	// Logger receives one line per call (never the key) and the SDK's
	// logs. nil discards.
	Logger *slog.Logger
	// Version names the build in the MCP handshake; empty, the module's
	// version.
	Version string
}

func (o Options) withDefaults() Options {
	if o.ProgressInterval <= 0 {
		o.ProgressInterval = DefaultProgressInterval
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	if o.Version == "" {
		o.Version = "(devel)"
		if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
			o.Version = bi.Main.Version
		}
	}
	return o
}

// NewServer returns an MCP server whose one tool, get_verdict, runs
// decisions through c, whose key pays for them.
func NewServer(c *client.Client, opts Options) *sdk.Server {
	return newServer(func(*sdk.CallToolRequest) (*client.Client, error) { return c, nil }, opts)
}

// newServer builds the server over clientFor, which gives the client a
// call is made with.
func newServer(clientFor func(*sdk.CallToolRequest) (*client.Client, error), opts Options) *sdk.Server {
	opts = opts.withDefaults()
	s := sdk.NewServer(&sdk.Implementation{
		Name:    "verdict",
		Title:   "Verdict",
		Version: opts.Version,
	}, &sdk.ServerOptions{
		Logger: opts.Logger,
		Instructions: "Verdict judges a decision: call get_verdict once per decision with the user's own " +
			"words and figures; it costs the user one credit and returns a verdict slip with a link to share.",
	})
	t := &tool{clientFor: clientFor, interval: opts.ProgressInterval, logger: opts.Logger}
	s.AddTool(Tool(), t.call)
	return s
}

// Tool is get_verdict as tools/list shows it: the verdict request as its
// input, the verdict response as its output, and annotations that say it
// changes something (a run, a credit spent) and is not idempotent.
func Tool() *sdk.Tool {
	no := false
	return &sdk.Tool{
		Name:  ToolName,
		Title: "Get a verdict (costs 1 credit)",
		Description: "Judge a decision with Verdict, a decision engine. It clarifies the decision, widens the " +
			"options (adding the status quo, waiting, a hybrid, a cheap trial), scores every option under " +
			"weights locked before scoring, simulates 5,000 futures, red-teams the leader and audits the " +
			"result blind, then returns the verdict slip (headline, podium with win probabilities, matrix, " +
			"kill criteria, cheap checks, exit plan) and a URL to share. Each call costs the user 1 credit " +
			"of their Verdict account (refunded if the run fails) and takes seconds, at most 5 minutes. " +
			"Call it once per decision; call it again only when the decision or the user's answers change.",
		InputSchema:  inputSchema,
		OutputSchema: outputSchema,
		Annotations: &sdk.ToolAnnotations{
			Title:           "Get a verdict (costs 1 credit)",
			ReadOnlyHint:    false, // it records a run and spends a credit
			DestructiveHint: &no,   // it adds a run; it changes or deletes nothing
			IdempotentHint:  false, // every call is a new run and a new charge
			OpenWorldHint:   &no,   // it reaches the user's Verdict account only
		},
	}
}

// tool is get_verdict's handler.
type tool struct {
	clientFor func(*sdk.CallToolRequest) (*client.Client, error)
	interval  time.Duration
	logger    *slog.Logger
}

// call runs one tools/call: the arguments are the verdict request, sent
// as they are; the result is the response with a summary, or the problem
// as a tool error.
func (t *tool) call(ctx context.Context, req *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
	start := time.Now()
	args, err := arguments(req.Params.Arguments)
	if err != nil {
		return t.fail(ctx, start, err), nil
	}
	c, err := t.clientFor(req)
	if err != nil {
		return t.fail(ctx, start, err), nil
	}
	stop := t.progress(ctx, req, start)
	v, err := c.Verdict(ctx, args)
	stop()
	if err != nil {
		return t.fail(ctx, start, err), nil
	}
	t.logger.LogAttrs(ctx, slog.LevelInfo, ToolName,
		slog.String("slug", v.Slug), slog.Int64("credits_remaining", v.CreditsRemaining),
		slog.Duration("duration", time.Since(start)))
	return &sdk.CallToolResult{
		Content:           []sdk.Content{&sdk.TextContent{Text: Summary(v)}},
		StructuredContent: v,
	}, nil
}

// fail is a tool error (isError): the problem's code and detail, or what
// kept the call from reaching the API.
func (t *tool) fail(ctx context.Context, start time.Time, err error) *sdk.CallToolResult {
	var e *client.Error
	text := err.Error()
	code := ""
	if errors.As(err, &e) {
		text, code = e.Summary(), e.Code
	} else if errors.Is(err, context.DeadlineExceeded) {
		text = "timeout: no verdict within the client's timeout; the run may still complete and be charged: " + err.Error()
	}
	t.logger.LogAttrs(ctx, slog.LevelInfo, ToolName,
		slog.String("code", code), slog.String("error", err.Error()),
		slog.Duration("duration", time.Since(start)))
	res := &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: text}}}
	res.SetError(err)
	return res
}

// arguments decodes the call's arguments as the verdict request. What
// does not fit the request's shape (an unknown field, a wrong type) is an
// invalid_request named by its JSON Pointer, as the API names it (for a
// wrong type inside answers, without the item's index: encoding/json
// does not report it); the API checks every other rule.
func arguments(raw json.RawMessage) (client.VerdictRequest, error) {
	var req client.VerdictRequest
	if len(bytes.TrimSpace(raw)) == 0 || string(bytes.TrimSpace(raw)) == "null" {
		return req, nil // the API says decision is required
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	err := dec.Decode(&req)
	if err == nil {
		return req, nil
	}
	var pointer, detail string
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &te) && te.Field == "":
		pointer, detail = "", "the arguments must be a JSON object"
	case errors.As(err, &te):
		pointer, detail = "/"+strings.ReplaceAll(te.Field, ".", "/"), "must be of type "+jsonType(te.Type.Kind().String())
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		name := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
		pointer, detail = "/"+name, "is not a known field"
	default:
		pointer, detail = "", "the arguments are not valid JSON: "+err.Error()
	}
	msg := "1 field breaks a rule: " + strings.TrimSpace(pointer+" "+detail) + "."
	return req, &client.Error{
		Op: ToolName, Status: 422, Code: client.CodeInvalidRequest, Detail: msg,
		Errors: []client.FieldError{{Pointer: pointer, Detail: detail}},
	}
}

func jsonType(kind string) string {
	switch kind {
	case "string":
		return "string"
	case "bool":
		return "boolean"
	case "slice":
		return "array"
	case "struct", "map":
		return "object"
	default:
		return kind
	}
}

// progress sends notifications/progress every interval while the run is
// in flight, when the call asked for them (a progress token); the
// returned stop ends them before the result is sent.
func (t *tool) progress(ctx context.Context, req *sdk.CallToolRequest, start time.Time) (stop func()) {
	token := req.Params.GetProgressToken()
	if token == nil || req.Session == nil {
		return func() {}
	}
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		tick := time.NewTicker(t.interval)
		defer tick.Stop()
		for {
			elapsed := time.Since(start)
			err := req.Session.NotifyProgress(ctx, &sdk.ProgressNotificationParams{
				ProgressToken: token,
				Progress:      float64(elapsed.Milliseconds()) / 1000, // seconds, strictly increasing
				Message:       fmt.Sprintf("Verdict is running the decision: %d s so far (a run takes seconds, at most 5 minutes).", int(elapsed.Seconds())),
			})
			if err != nil && ctx.Err() == nil {
				t.logger.Debug("progress notification", "error", err)
			}
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
			}
		}
	}()
	return func() { cancel(); <-done }
}

// Summary is the tool result's text: the headline, the podium with win
// probabilities, the URL and the credits left.
func Summary(v *client.VerdictResponse) string {
	var b strings.Builder
	b.WriteString(v.Slip.Headline)
	if g := v.Slip.Verdict.GrillVerdict; g != "" {
		fmt.Fprintf(&b, " (GRILL: %s)", g)
	}
	b.WriteString("\n")
	for _, p := range v.Slip.Podium {
		fmt.Fprintf(&b, "%d. %s — wins in %s of %d simulated futures\n", p.Rank, p.Label, percent(p.WinProbability), v.Slip.Simulation.Futures)
	}
	b.WriteString(v.URL + "\n")
	unit := "credits"
	if v.CreditsRemaining == 1 {
		unit = "credit"
	}
	fmt.Fprintf(&b, "%d %s left.", v.CreditsRemaining, unit)
	return b.String()
}

func percent(p float64) string {
	switch {
	case p > 0 && p < 0.005:
		return "<1%"
	case p < 1 && p > 0.995:
		return ">99%"
	default:
		return fmt.Sprintf("%.0f%%", p*100)
	}
}
