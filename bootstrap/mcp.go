package bootstrap

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
	"go.uber.org/fx"

	mcpadapter "github.com/verdicthq/verdict/adapters/mcp"
	"github.com/verdicthq/verdict/client"
)

// MCPModule serves get_verdict at /mcp (SPEC §6): HTTPModule mounts it
// behind the API key, over the API's own handler.
var MCPModule = fx.Module("mcp",
	fx.Provide(newMCPEndpoint),
)

// mcpEndpoint builds the /mcp handler over the API's handler.
type mcpEndpoint func(api http.Handler) http.Handler

func newMCPEndpoint(logger *slog.Logger) mcpEndpoint {
	return func(api http.Handler) http.Handler {
		return mcpadapter.NewHandler(api, mcpadapter.Options{Logger: logger.With("component", "mcp")})
	}
}

// MCPConfig is what `verdict mcp` reads from its environment.
type MCPConfig struct {
	BaseURL string // the Verdict server the tool calls
	APIKey  string // the key its runs are paid with
}

const defaultBaseURL = "http://localhost:8080"

// MCPVariables lists the variables LoadMCPConfig reads, as `verdict help`
// and the README show them.
func MCPVariables() []Variable {
	return []Variable{
		{"VERDICT_BASE_URL", defaultBaseURL, "the Verdict server whose API it calls"},
		{"VERDICT_API_KEY", "required", "the API key (vd_…) that pays for its runs"},
	}
}

// ErrNoAPIKey is LoadMCPConfig's answer to a missing VERDICT_API_KEY.
var ErrNoAPIKey = errors.New("VERDICT_API_KEY is not set: verdict mcp needs an API key of your Verdict account (vd_…), which pays for the runs its get_verdict tool starts")

// LoadMCPConfig reads the configuration of `verdict mcp` through getenv.
func LoadMCPConfig(getenv func(string) string) (MCPConfig, error) {
	c := MCPConfig{
		BaseURL: or(strings.TrimSpace(getenv("VERDICT_BASE_URL")), defaultBaseURL),
		APIKey:  strings.TrimSpace(getenv("VERDICT_API_KEY")),
	}
	if c.APIKey == "" {
		return c, ErrNoAPIKey
	}
	if _, err := client.New(c.BaseURL, c.APIKey); err != nil {
		return c, fmt.Errorf("VERDICT_BASE_URL=%q: want an absolute http or https URL such as %s", c.BaseURL, defaultBaseURL)
	}
	return c, nil
}

// ServeMCP serves get_verdict over stdio — JSON-RPC lines on in and out,
// as an assistant starts `verdict mcp` — until in closes or ctx ends.
// Every call is a POST /api/v1/verdict to cfg.BaseURL with cfg.APIKey.
func ServeMCP(ctx context.Context, cfg MCPConfig, version string, in io.Reader, out io.Writer, logger *slog.Logger) error {
	c, err := client.New(cfg.BaseURL, cfg.APIKey, client.WithUserAgent("verdict-mcp/"+version))
	if err != nil {
		return err
	}
	s := mcpadapter.NewServer(c, mcpadapter.Options{Logger: logger, Version: version})
	logger.Info("verdict mcp: serving get_verdict over stdio", "base_url", cfg.BaseURL)
	err = s.Run(ctx, &sdk.IOTransport{Reader: io.NopCloser(in), Writer: nopWriteCloser{out}})
	if errors.Is(err, context.Canceled) || errors.Is(err, io.EOF) {
		return nil // the assistant closed stdin, or a signal ended it
	}
	return err
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }
