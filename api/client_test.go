package api_test

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The standard Go generator, pinned. .ci/run installs this version; where
// it is not on PATH the test runs it with `go run`, which needs the module
// proxy (or a module cache that has it).
const (
	oapiCodegen        = "github.com/oapi-codegen/oapi-codegen/v2/cmd/oapi-codegen"
	oapiCodegenVersion = "v2.8.2"
	oapiRuntime        = "github.com/oapi-codegen/runtime@v1.8.0"
)

// TestGeneratedClientCompiles generates a Go client from openapi.yaml
// with oapi-codegen and no options at all (types and client), in a
// temporary module, and builds and vets it: a client author's first step
// must work. It needs the generator and the module proxy (or a warm module
// cache): without them it is skipped, saying why, except under CI=true,
// where it fails (.ci/run installs the generator).
func TestGeneratedClientCompiles(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: generating and compiling a client takes a while")
	}
	t.Parallel()
	unavailable := func(format string, args ...any) {
		t.Helper()
		if os.Getenv("CI") != "" {
			t.Fatalf(format, args...)
		}
		t.Skipf(format+" (skipped outside CI)", args...)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()

	dir := t.TempDir()
	spec, err := filepath.Abs("openapi.yaml")
	if err != nil {
		t.Fatal(err)
	}
	gen := generator(ctx)
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, gen[0], append(gen[1:], "-generate", "types,client", "-package", "verdictclient", "-o", filepath.Join(dir, "client.go"), spec)...)
	cmd.Dir = dir
	cmd.Env = moduleEnv()
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		if strings.Contains(stderr.String(), "dial tcp") || strings.Contains(stderr.String(), "module lookup disabled") {
			unavailable("oapi-codegen %s is not installed and cannot be fetched: %v\n%s", oapiCodegenVersion, err, stderr.String())
		}
		t.Fatalf("oapi-codegen refused the document: %v\n%s", err, stderr.String())
	}

	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/verdictclient\n\ngo 1.26\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) (string, error) {
		c := exec.CommandContext(ctx, "go", args...)
		c.Dir = dir
		c.Env = moduleEnv()
		out, err := c.CombinedOutput()
		return string(out), err
	}
	if out, err := run("get", oapiRuntime); err != nil {
		unavailable("cannot fetch the client's runtime module %s: %v\n%s", oapiRuntime, err, out)
	}
	if out, err := run("mod", "tidy"); err != nil {
		unavailable("go mod tidy in the client's module: %v\n%s", err, out)
	}
	if out, err := run("build", "./..."); err != nil {
		t.Fatalf("the generated client does not compile: %v\n%s", err, out)
	}
	if out, err := run("vet", "./..."); err != nil {
		t.Fatalf("the generated client does not vet: %v\n%s", err, out)
	}
	src, err := os.ReadFile(filepath.Join(dir, "client.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"func (c *Client) GetVerdict(", "func (c *ClientWithResponses) FetchVerdictWithResponse(", "type Slip struct", "type Mode string"} {
		if !bytes.Contains(src, []byte(want)) {
			t.Errorf("the generated client lacks %q", want)
		}
	}
}

// generator is the command that runs oapi-codegen at the pinned version:
// the installed binary if it is that version, else `go run`.
func generator(ctx context.Context) []string {
	if path, err := exec.LookPath("oapi-codegen"); err == nil {
		out, err := exec.CommandContext(ctx, path, "-version").Output()
		if err == nil && strings.Contains(string(out), oapiCodegenVersion) {
			return []string{path}
		}
	}
	return []string{"go", "run", oapiCodegen + "@" + oapiCodegenVersion}
}

// moduleEnv is the environment for go commands in the temporary module:
// outside any workspace, modules resolved normally.
func moduleEnv() []string {
	return append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
}

// CI installs the version this test pins.
func TestCIInstallsThePinnedGenerator(t *testing.T) {
	t.Parallel()
	script, err := os.ReadFile("../.ci/run")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(script, []byte("OAPI_CODEGEN_VERSION="+oapiCodegenVersion+"\n")) {
		t.Errorf(".ci/run does not install oapi-codegen %s", oapiCodegenVersion)
	}
}
