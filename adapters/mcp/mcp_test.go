package mcp_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	mcpadapter "github.com/verdicthq/verdict/adapters/mcp"
	"github.com/verdicthq/verdict/client"
	"github.com/verdicthq/verdict/verdicttest"
	"github.com/verdicthq/verdict/verdicttest/mcptest"
)

var testClient = &sdk.Implementation{Name: "mcptest", Version: "1"}

// The tool's logic over the SDK's in-memory transport: the server calls
// the API through a strict client over verdicttest's contract-checking
// transport, so every exchange a call makes is held to the document.
func TestInMemory(t *testing.T) {
	t.Parallel()
	mcptest.Run(t, mcptest.Transport{
		Connect: func(t *testing.T, srv *verdicttest.Server, key string, opts *sdk.ClientOptions) (*sdk.ClientSession, error) {
			c, err := client.New(srv.URL, key, client.WithHTTPClient(srv.Client()), client.Strict())
			if err != nil {
				return nil, err
			}
			server := mcpadapter.NewServer(c, mcpadapter.Options{ProgressInterval: 20 * time.Millisecond})
			st, ct := sdk.NewInMemoryTransports()
			ctx := context.Background()
			ss, err := server.Connect(ctx, st, nil)
			if err != nil {
				return nil, err
			}
			t.Cleanup(func() { _ = ss.Close() })
			return sdk.NewClient(testClient, opts).Connect(ctx, ct, nil)
		},
	})
}

// bearer adds an Authorization header to every request.
type bearer struct{ key string }

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	if b.key != "" {
		r.Header.Set("Authorization", "Bearer "+b.key)
	}
	return http.DefaultTransport.RoundTrip(r)
}

func connectHTTP(srv *verdicttest.Server, key string, opts *sdk.ClientOptions) (*sdk.ClientSession, error) {
	return sdk.NewClient(testClient, opts).Connect(context.Background(), &sdk.StreamableClientTransport{
		Endpoint:   srv.URL + "/mcp",
		HTTPClient: &http.Client{Transport: bearer{key}},
		MaxRetries: -1,
	}, nil)
}

// The same tool at the server's /mcp, over streamable HTTP: the key is
// the request's own bearer key, checked before any MCP message.
func TestStreamableHTTP(t *testing.T) {
	t.Parallel()
	mcptest.Run(t, mcptest.Transport{
		Connect: func(_ *testing.T, srv *verdicttest.Server, key string, opts *sdk.ClientOptions) (*sdk.ClientSession, error) {
			return connectHTTP(srv, key, opts)
		},
		KeyCheckedAtConnect: true,
	})
}

// An older client that opens with initialize (protocol 2025-06-18) gets
// the same tool.
func TestStreamableHTTPWithAnInitializingClient(t *testing.T) {
	t.Parallel()
	srv := verdicttest.NewServer(t)
	cs, err := sdk.NewClient(testClient, nil).Connect(context.Background(), &sdk.StreamableClientTransport{
		Endpoint:   srv.URL + "/mcp",
		HTTPClient: &http.Client{Transport: bearer{srv.Key}},
		MaxRetries: -1,
	}, &sdk.ClientSessionOptions{ProtocolVersion: "2025-06-18"})
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	if v := cs.InitializeResult().ProtocolVersion; v != "2025-06-18" {
		t.Errorf("negotiated %s", v)
	}
	res, err := cs.CallTool(context.Background(), &sdk.CallToolParams{Name: "get_verdict", Arguments: map[string]any{"decision": mcptest.Decision}})
	if err != nil || res.IsError {
		t.Fatalf("call: %v %+v", err, res)
	}
	if got := srv.Balance(t, srv.AccountID); got != 99 {
		t.Errorf("balance %d", got)
	}
}

// Without a key, /mcp is the API's 401: a problem document with
// WWW-Authenticate, before any MCP message is read; other methods are 405.
// With one it answers whatever Host a reverse proxy sends.
func TestMCPEndpointNeedsAKey(t *testing.T) {
	t.Parallel()
	srv := verdicttest.NewServer(t)
	body := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"curl","version":"1"}}}`
	post := func(key string) *http.Response {
		req, _ := http.NewRequest(http.MethodPost, srv.URL+"/mcp", strings.NewReader(body))
		req.Host = "verdict.example.com" // as behind a reverse proxy on loopback
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		if key != "" {
			req.Header.Set("Authorization", "Bearer "+key)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = res.Body.Close() })
		return res
	}
	for _, key := range []string{"", "vd_not_a_key"} {
		res := post(key)
		var p struct{ Code string }
		_ = json.NewDecoder(res.Body).Decode(&p)
		if res.StatusCode != http.StatusUnauthorized || p.Code != "unauthorized" ||
			!strings.HasPrefix(res.Header.Get("WWW-Authenticate"), "Bearer") || res.Header.Get("Content-Type") != "application/problem+json" {
			t.Errorf("key %q: %d %s %q", key, res.StatusCode, p.Code, res.Header.Get("WWW-Authenticate"))
		}
	}
	if _, err := connectHTTP(srv, "", nil); err == nil || !strings.Contains(err.Error(), "Unauthorized") {
		t.Errorf("SDK client without a key: %v", err)
	}

	res := post(srv.Key)
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK || !strings.Contains(string(b), `"serverInfo":{"name":"verdict"`) {
		t.Errorf("with the key: %d %s", res.StatusCode, b)
	}

	req, _ := http.NewRequest(http.MethodGet, srv.URL+"/mcp", nil)
	req.Header.Set("Authorization", "Bearer "+srv.Key)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_ = res.Body.Close()
	if res.StatusCode != http.StatusMethodNotAllowed || res.Header.Get("Allow") != "POST" {
		t.Errorf("GET /mcp: %d, Allow %q", res.StatusCode, res.Header.Get("Allow"))
	}
}
