package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/verdicthq/verdict/verdicttest"
	"github.com/verdicthq/verdict/verdicttest/mcptest"
)

var (
	buildOnce sync.Once
	binary    string
	buildErr  error
)

// verdictBinary builds this command once per test run, as a user would
// install it.
func verdictBinary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "verdict-mcp-test")
		if err != nil {
			buildErr = err
			return
		}
		binary = filepath.Join(dir, "verdict")
		out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput()
		if err != nil {
			buildErr = errors.New(string(out))
		}
	})
	if buildErr != nil {
		t.Fatalf("go build ./cmd/verdict: %v", buildErr)
	}
	return binary
}

func TestMain(m *testing.M) {
	code := m.Run()
	if binary != "" {
		_ = os.RemoveAll(filepath.Dir(binary))
	}
	os.Exit(code)
}

// `verdict mcp` as an assistant runs it: the real binary, a subprocess
// speaking MCP on its stdin and stdout, calling an in-process server.
func TestMCPOverStdio(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: builds the verdict binary")
	}
	t.Parallel()
	bin := verdictBinary(t)
	mcptest.Run(t, mcptest.Transport{
		Connect: func(t *testing.T, srv *verdicttest.Server, key string, opts *sdk.ClientOptions) (*sdk.ClientSession, error) {
			cmd := exec.Command(bin, "mcp")
			cmd.Env = []string{"VERDICT_BASE_URL=" + srv.URL, "VERDICT_API_KEY=" + key}
			var stderr syncBuffer
			cmd.Stderr = &stderr
			t.Cleanup(func() {
				if t.Failed() {
					t.Logf("verdict mcp stderr:\n%s", stderr.String())
				}
			})
			return sdk.NewClient(&sdk.Implementation{Name: "mcptest", Version: "1"}, opts).Connect(context.Background(), &sdk.CommandTransport{Command: cmd}, nil)
		},
	})
}

// Without a key `verdict mcp` says so on stderr, in one line naming the
// variable, and exits 1 before reading any input.
func TestMCPWithoutAKeySaysWhy(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: builds the verdict binary")
	}
	t.Parallel()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for _, env := range [][]string{{}, {"VERDICT_API_KEY= "}} {
		cmd := exec.CommandContext(ctx, verdictBinary(t), "mcp")
		cmd.Env = env
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 1 {
			t.Fatalf("env %q: %v, want exit status 1", env, err)
		}
		msg := stderr.String()
		if !strings.HasPrefix(msg, "verdict: mcp: VERDICT_API_KEY is not set") || strings.Count(msg, "\n") != 1 || stdout.Len() != 0 {
			t.Errorf("env %q: stderr %q, stdout %q", env, msg, stdout.String())
		}
	}
	err := run(ctx, []string{"mcp"}, env(map[string]string{"VERDICT_API_KEY": "vd_x", "VERDICT_BASE_URL": "localhost:8080"}), strings.NewReader(""), &bytes.Buffer{}, &bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), `VERDICT_BASE_URL="localhost:8080"`) {
		t.Errorf("a base URL without a scheme: %v", err)
	}
}

// run serves until stdin closes, and then returns without error.
func TestMCPEndsWhenStdinCloses(t *testing.T) {
	t.Parallel()
	var stdout, stderr syncBuffer
	err := run(context.Background(), []string{"mcp"}, env(map[string]string{"VERDICT_API_KEY": "vd_x"}), strings.NewReader(""), &stdout, &stderr)
	if err != nil {
		t.Errorf("run: %v\n%s", err, stderr.String())
	}
}
