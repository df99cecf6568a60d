// Package mcptest is the suite every transport of get_verdict passes — in
// memory, `verdict mcp` over stdio, /mcp over streamable HTTP — the way
// ports/porttest is for the stores: the same scenarios, through the SDK's
// own client, against a verdicttest server. Each scenario starts its own
// server, so each runs in parallel and counts credits exactly.
package mcptest

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/verdicthq/verdict/application/apptest"
	"github.com/verdicthq/verdict/client"
	"github.com/verdicthq/verdict/verdicttest"
)

// Transport is one way to reach get_verdict.
type Transport struct {
	// Connect opens a client session to get_verdict serving srv and
	// paying with key; opts carries the suite's progress handler. The
	// session is closed by the suite.
	Connect func(t *testing.T, srv *verdicttest.Server, key string, opts *sdk.ClientOptions) (*sdk.ClientSession, error)
	// KeyCheckedAtConnect says the transport refuses an invalid key before
	// any MCP message (HTTP answers 401) instead of get_verdict answering
	// a tool error.
	KeyCheckedAtConnect bool
}

// Decision is a decision the offline engine reads well.
const Decision = "Should I take the Berlin job at 95k or stay in Porto at 52k near my friends?"

const timeout = 2 * time.Minute

// Run runs every scenario over tr.
func Run(t *testing.T, tr Transport) {
	t.Run("tools/list shows exactly get_verdict", func(t *testing.T) {
		t.Parallel()
		srv := verdicttest.NewServer(t)
		cs := connect(t, tr, srv, srv.Key, nil)
		tool := listTool(t, cs)
		a := tool.Annotations
		if a == nil || a.ReadOnlyHint || a.IdempotentHint || a.DestructiveHint == nil || *a.DestructiveHint || !strings.Contains(a.Title, "1 credit") {
			t.Errorf("annotations %+v: want not read-only, not idempotent, not destructive, a title that names the credit", a)
		}
		in, _ := tool.InputSchema.(map[string]any)
		props, _ := in["properties"].(map[string]any)
		if in["type"] != "object" || in["additionalProperties"] != false || len(props) != 4 || props["decision"] == nil || !strings.Contains(describedAs(props["decision"]), "figures") {
			t.Errorf("input schema %v", in)
		}
		if mode, _ := props["mode"].(map[string]any); len(anySlice(mode["enum"])) != 3 {
			t.Errorf("mode %v: want its three values", mode)
		}
		if out, _ := tool.OutputSchema.(map[string]any); out["$defs"] == nil || !strings.Contains(string(mustJSON(t, out["required"])), "slip") {
			t.Errorf("output schema %v", out)
		}
	})

	t.Run("a call runs, pays one credit, and the run is there by GET", func(t *testing.T) {
		t.Parallel()
		srv := verdicttest.NewServer(t)
		cs := connect(t, tr, srv, srv.Key, nil)
		tool := listTool(t, cs)
		res := callTool(t, cs, map[string]any{"decision": Decision, "answers": []map[string]string{{"q": "horizon", "a": "five years"}}}, nil)
		if res.IsError {
			t.Fatalf("tool error: %s", text(res))
		}
		raw := mustJSON(t, res.StructuredContent)
		validate(t, tool.OutputSchema, raw)
		var v client.VerdictResponse
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&v); err != nil {
			t.Fatalf("structured content is not a verdict response: %v", err)
		}
		if len(v.Slug) != 22 || v.URL != srv.URL+"/v/"+v.Slug || v.Slip.Headline == "" || len(v.Slip.Podium) == 0 || v.CreditsRemaining != 99 {
			t.Errorf("response: slug %q url %q headline %q credits %d", v.Slug, v.URL, v.Slip.Headline, v.CreditsRemaining)
		}
		summary := text(res)
		for _, want := range []string{v.Slip.Headline, "1. " + v.Slip.Podium[0].Label, "%", v.URL, "99 credits left."} {
			if !strings.Contains(summary, want) {
				t.Errorf("summary lacks %q:\n%s", want, summary)
			}
		}
		if got := srv.Balance(t, srv.AccountID); got != 99 {
			t.Errorf("balance %d, want 99: one credit", got)
		}
		c, err := client.New(srv.URL, srv.Key, client.WithHTTPClient(srv.Client()), client.Strict())
		if err != nil {
			t.Fatal(err)
		}
		f, err := c.Fetch(context.Background(), v.Slug)
		if err != nil {
			t.Fatal(err)
		}
		if f.Run.State != client.RunComplete || f.Slip == nil || f.Slip.InputHash != v.Slip.InputHash {
			t.Errorf("GET of the run: %+v", f.Run)
		}
	})

	t.Run("a bad key is unauthorized", func(t *testing.T) {
		t.Parallel()
		srv := verdicttest.NewServer(t)
		key := revokedKey(t, srv)
		if tr.KeyCheckedAtConnect {
			_, err := tr.Connect(t, srv, key, nil)
			if err == nil || !strings.Contains(err.Error(), http.StatusText(http.StatusUnauthorized)) {
				t.Fatalf("connect with a revoked key: %v, want Unauthorized", err)
			}
			return
		}
		cs := connect(t, tr, srv, key, nil)
		res := callTool(t, cs, map[string]any{"decision": Decision}, nil)
		wantToolError(t, res, "unauthorized: ", "not valid")
	})

	t.Run("a too-short decision names the field and costs nothing", func(t *testing.T) {
		t.Parallel()
		srv := verdicttest.NewServer(t)
		cs := connect(t, tr, srv, srv.Key, nil)
		res := callTool(t, cs, map[string]any{"decision": "Too short"}, nil)
		wantToolError(t, res, "invalid_request: ", "/decision")
		res = callTool(t, cs, map[string]any{"decision": Decision, "mood": "bold"}, nil)
		wantToolError(t, res, "invalid_request: ", "/mood is not a known field")
		if got := srv.Balance(t, srv.AccountID); got != 100 {
			t.Errorf("balance %d, want 100", got)
		}
	})

	t.Run("out of credits is insufficient_credits and charges nothing", func(t *testing.T) {
		t.Parallel()
		srv := verdicttest.NewServer(t)
		broke := srv.NewAccount(t, 0)
		cs := connect(t, tr, srv, broke.Key, nil)
		res := callTool(t, cs, map[string]any{"decision": Decision}, nil)
		wantToolError(t, res, "insufficient_credits: ", "0 credits left")
		if got := srv.Balance(t, broke.ID); got != 0 {
			t.Errorf("balance %d, want 0", got)
		}
	})

	t.Run("the rate limit is rate_limited with the time to retry", func(t *testing.T) {
		t.Parallel()
		srv := verdicttest.NewServer(t, verdicttest.WithRatePerHour(1))
		cs := connect(t, tr, srv, srv.Key, nil)
		if res := callTool(t, cs, map[string]any{"decision": Decision}, nil); res.IsError {
			t.Fatalf("first call: %s", text(res))
		}
		res := callTool(t, cs, map[string]any{"decision": Decision}, nil)
		msg := wantToolError(t, res, "rate_limited: ", "retry after")
		if !regexp.MustCompile(`retry after 3[0-9]{3} s`).MatchString(msg) {
			t.Errorf("no retry time in seconds: %q", msg)
		}
		if got := srv.Balance(t, srv.AccountID); got != 99 {
			t.Errorf("balance %d, want 99: the refused call is free", got)
		}
	})

	t.Run("progress while the run is in flight, only when asked", func(t *testing.T) {
		t.Parallel()
		release := make(chan struct{})
		gate := &apptest.Reasoner{OnCall: func(ctx context.Context, _ string) {
			select {
			case <-release:
			case <-ctx.Done():
			}
		}}
		srv := verdicttest.NewServer(t, verdicttest.WithReasoner(gate))
		notes := make(chan *sdk.ProgressNotificationParams, 64)
		cs := connect(t, tr, srv, srv.Key, &sdk.ClientOptions{
			ProgressNotificationHandler: func(_ context.Context, req *sdk.ProgressNotificationClientRequest) {
				notes <- req.Params
			},
		})
		// Hold the run until two notifications have come, then let it go.
		collected := make(chan []*sdk.ProgressNotificationParams, 1)
		go func() {
			var got []*sdk.ProgressNotificationParams
			defer func() { collected <- got; close(release) }()
			deadline := time.After(timeout)
			for len(got) < 2 {
				select {
				case n := <-notes:
					got = append(got, n)
				case <-deadline:
					return
				}
			}
		}()
		res := callTool(t, cs, map[string]any{"decision": Decision}, "call-1")
		got := <-collected
		if res.IsError {
			t.Fatalf("tool error: %s", text(res))
		}
		if len(got) < 2 {
			t.Fatalf("%d progress notifications while the run was held, want 2 or more", len(got))
		}
		for i, n := range got {
			if n.ProgressToken != "call-1" || n.Message == "" || (i > 0 && n.Progress <= got[i-1].Progress) {
				t.Errorf("notification %d: %+v", i, n)
			}
		}
		for len(notes) > 0 { // any sent before the result, after the gate
			<-notes
		}
		if res := callTool(t, cs, map[string]any{"decision": Decision + " Soon."}, nil); res.IsError {
			t.Fatalf("second call: %s", text(res))
		}
		select {
		case n := <-notes:
			t.Errorf("a call without a progress token got %+v", n)
		case <-time.After(50 * time.Millisecond):
		}
	})
}

func connect(t *testing.T, tr Transport, srv *verdicttest.Server, key string, opts *sdk.ClientOptions) *sdk.ClientSession {
	t.Helper()
	cs, err := tr.Connect(t, srv, key, opts)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	t.Cleanup(func() { _ = cs.Close() })
	return cs
}

func listTool(t *testing.T, cs *sdk.ClientSession) *sdk.Tool {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	res, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Tools) != 1 || res.Tools[0].Name != "get_verdict" {
		names := []string{}
		for _, tool := range res.Tools {
			names = append(names, tool.Name)
		}
		t.Fatalf("tools %v, want exactly get_verdict", names)
	}
	return res.Tools[0]
}

// callTool calls get_verdict with args, asking for progress under token
// when it is not nil.
func callTool(t *testing.T, cs *sdk.ClientSession, args map[string]any, token any) *sdk.CallToolResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	params := &sdk.CallToolParams{Name: "get_verdict", Arguments: args}
	if token != nil {
		params.SetProgressToken(token)
	}
	res, err := cs.CallTool(ctx, params)
	if err != nil {
		t.Fatalf("tools/call: %v", err)
	}
	return res
}

func text(res *sdk.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if tc, ok := c.(*sdk.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n")
}

// wantToolError checks that res is a tool error whose text starts with
// prefix (the problem's code) and contains want; it returns the text.
func wantToolError(t *testing.T, res *sdk.CallToolResult, prefix, want string) string {
	t.Helper()
	msg := text(res)
	if !res.IsError || !strings.HasPrefix(msg, prefix) || !strings.Contains(msg, want) {
		t.Errorf("result (isError %v) %q: want a tool error starting %q and containing %q", res.IsError, msg, prefix, want)
	}
	if res.StructuredContent != nil {
		t.Errorf("a tool error with structured content %v", res.StructuredContent)
	}
	return msg
}

// revokedKey is a well-formed key of srv's account that no longer works.
func revokedKey(t *testing.T, srv *verdicttest.Server) string {
	t.Helper()
	c, err := client.New(srv.URL, srv.Key, client.WithHTTPClient(srv.Client()))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	nk, err := c.CreateKey(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.RevokeKey(ctx, nk.ID); err != nil {
		t.Fatal(err)
	}
	return nk.Key
}

// validate checks raw against the tool's advertised output schema.
func validate(t *testing.T, schema any, raw []byte) {
	t.Helper()
	var s jsonschema.Schema
	if err := json.Unmarshal(mustJSON(t, schema), &s); err != nil {
		t.Fatalf("output schema: %v", err)
	}
	resolved, err := s.Resolve(nil)
	if err != nil {
		t.Fatalf("output schema: %v", err)
	}
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatal(err)
	}
	if err := resolved.Validate(v); err != nil {
		t.Errorf("structured content does not match the output schema: %v", err)
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func describedAs(v any) string {
	m, _ := v.(map[string]any)
	s, _ := m["description"].(string)
	return s
}

func anySlice(v any) []any {
	s, _ := v.([]any)
	return s
}
