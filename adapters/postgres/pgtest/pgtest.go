// Package pgtest gives a test package its one PostgreSQL container
// (testcontainers-go), started in TestMain and shared by every test:
//
//	func TestMain(m *testing.M) { os.Exit(pgtest.Run(m)) }
//
//	func TestX(t *testing.T) {
//		url := pgtest.URL(t)          // the package's shared database
//		url := pgtest.NewDatabase(t)  // or a fresh, empty one of its own
//	}
//
// The image is $VERDICT_TEST_POSTGRES_IMAGE when set; else the official
// pinned postgres:16.4-alpine when it is present or can be pulled; else,
// where no registry can be reached, the local image that
// scripts/postgres-image.sh builds from Debian packages (the helper runs
// the script itself: it needs root and Debian's package mirror the first
// time, about 150 MB of image, and is quick once the image exists).
// $VERDICT_TEST_DATABASE_URL, when set, is used instead of a container: a
// database the tests may create databases in.
//
// testcontainers' reaper (Ryuk) is an image of its own that a machine
// without a registry cannot pull, and Run terminates its container itself:
// so the reaper is off unless $TESTCONTAINERS_RYUK_DISABLED says otherwise.
//
// Without Docker the tests fail when $CI is set, and are skipped, loudly,
// otherwise. With -short they are skipped. With a local Docker engine and
// no $TESTCONTAINERS_HOST_OVERRIDE, the container's port is reached on
// 127.0.0.1 (not the default gateway testcontainers picks when it finds
// itself inside a container).
package pgtest

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/moby/moby/client"
	"github.com/testcontainers/testcontainers-go"
	tcpostgres "github.com/testcontainers/testcontainers-go/modules/postgres"
)

// DefaultImage is the image used when $VERDICT_TEST_POSTGRES_IMAGE is unset.
const DefaultImage = "postgres:16.4-alpine"

var (
	adminURL   string // the shared database; "" when the tests skip
	skipReason string
)

// Run starts the container, runs the package's tests and stops the
// container; it returns the exit code for os.Exit.
func Run(m *testing.M) int {
	flag.Parse()
	if testing.Short() {
		skipReason = "-short: PostgreSQL tests skipped"
		return m.Run()
	}
	if u := os.Getenv("VERDICT_TEST_DATABASE_URL"); u != "" {
		adminURL = u
		return m.Run()
	}
	if _, set := os.LookupEnv("TESTCONTAINERS_RYUK_DISABLED"); !set {
		_ = os.Setenv("TESTCONTAINERS_RYUK_DISABLED", "true") // before testcontainers reads its configuration
	}

	// testcontainers, finding /.dockerenv, takes the default gateway for
	// the Docker host and waits for the port there: with a local engine
	// (a unix socket) the published port is on this machine's loopback,
	// and the gateway may be a host that is not ours.
	if _, set := os.LookupEnv("TESTCONTAINERS_HOST_OVERRIDE"); !set {
		if h := os.Getenv("DOCKER_HOST"); h == "" || strings.HasPrefix(h, "unix://") {
			_ = os.Setenv("TESTCONTAINERS_HOST_OVERRIDE", "127.0.0.1") // cannot fail for this name
		}
	}

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	if err := dockerHealthy(ctx); err != nil {
		if os.Getenv("CI") != "" {
			fmt.Fprintf(os.Stderr, "pgtest: FAIL: CI is set and Docker is unavailable: %v\n", err)
			return 1
		}
		skipReason = "Docker is unavailable, PostgreSQL tests skipped: " + err.Error()
		banner(skipReason)
		return m.Run()
	}

	image, err := resolveImage(ctx)
	if err != nil {
		fmt.Fprintf(os.Stderr, "pgtest: FAIL: no PostgreSQL image: %v\n", err)
		return 1
	}
	ctr, err := tcpostgres.Run(ctx, image,
		tcpostgres.WithDatabase("verdict"),
		tcpostgres.WithUsername("verdict"),
		tcpostgres.WithPassword("verdict"),
		tcpostgres.BasicWaitStrategies(),
	)
	defer func() {
		if err := testcontainers.TerminateContainer(ctr); err != nil {
			fmt.Fprintf(os.Stderr, "pgtest: terminate container: %v\n", err)
		}
	}()
	if err != nil {
		fmt.Fprintf(os.Stderr, "pgtest: FAIL: start PostgreSQL (%s): %v\n", image, err)
		if os.Getenv("TESTCONTAINERS_RYUK_DISABLED") != "true" {
			fmt.Fprintf(os.Stderr, "pgtest: TESTCONTAINERS_RYUK_DISABLED=%q turns testcontainers' reaper on, and its image must be pulled: unset it where no registry can be reached\n",
				os.Getenv("TESTCONTAINERS_RYUK_DISABLED"))
		}
		return 1
	}
	adminURL, err = ctr.ConnectionString(ctx, "sslmode=disable")
	if err != nil {
		fmt.Fprintf(os.Stderr, "pgtest: FAIL: connection string: %v\n", err)
		return 1
	}
	return m.Run()
}

// resolveImage picks the PostgreSQL image (see the package comment),
// building the local one when nothing else is available.
func resolveImage(ctx context.Context) (string, error) {
	if image := os.Getenv("VERDICT_TEST_POSTGRES_IMAGE"); image != "" {
		return image, nil
	}
	pullErr := ensureImage(ctx, DefaultImage)
	if pullErr == nil {
		return DefaultImage, nil
	}
	fmt.Fprintf(os.Stderr, "pgtest: the official image %s cannot be pulled (%v); using the local image of scripts/postgres-image.sh\n", DefaultImage, pullErr)
	image, err := buildLocalImage(ctx)
	if err != nil {
		return "", fmt.Errorf("the official image %s cannot be pulled (%v), and the local image could not be built: %w\n"+
			"pgtest: run scripts/postgres-image.sh as root once (it needs debootstrap and Debian's mirror), "+
			"or set VERDICT_TEST_POSTGRES_IMAGE to an image that is present, or VERDICT_TEST_DATABASE_URL to a database",
			DefaultImage, pullErr, err)
	}
	return image, nil
}

// ensureImage succeeds when image is present or has just been pulled.
func ensureImage(ctx context.Context, image string) error {
	cli, err := testcontainers.NewDockerClientWithOpts(ctx)
	if err != nil {
		return err
	}
	defer cli.Close() //nolint:errcheck // nothing to do about it
	if _, err := cli.ImageInspect(ctx, image); err == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	res, err := cli.ImagePull(ctx, image, client.ImagePullOptions{})
	if err != nil {
		return err
	}
	return res.Wait(ctx)
}

// buildLocalImage runs scripts/postgres-image.sh, which builds the local
// image unless it exists (serialising concurrent callers) and prints its
// name.
func buildLocalImage(ctx context.Context) (string, error) {
	_, self, _, ok := runtime.Caller(0)
	if !ok {
		return "", errors.New("cannot locate the repository")
	}
	script := filepath.Join(filepath.Dir(self), "..", "..", "..", "scripts", "postgres-image.sh")
	if _, err := os.Stat(script); err != nil {
		return "", fmt.Errorf("the build script is not beside the sources: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, 20*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, script)
	var stderr bytes.Buffer
	cmd.Stderr = io.MultiWriter(os.Stderr, &stderr)
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("%s: %w: %s", filepath.Base(script), err, lastLine(stderr.String()))
	}
	image := strings.TrimSpace(string(out))
	if image == "" {
		return "", fmt.Errorf("%s printed no image name", filepath.Base(script))
	}
	return image, nil
}

func lastLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}

// dockerHealthy reports whether a Docker engine answers, without panicking
// when there is none.
func dockerHealthy(ctx context.Context) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("docker provider: %v", r)
		}
	}()
	p, err := testcontainers.ProviderDocker.GetProvider()
	if err != nil {
		return err
	}
	defer p.Close() //nolint:errcheck // nothing to do about it
	return p.Health(ctx)
}

func banner(msg string) {
	line := strings.Repeat("!", 78)
	fmt.Fprintf(os.Stderr, "\n%s\n!!! pgtest: %s\n%s\n\n", line, msg, line)
}

// URL returns the package's shared database, or skips t when the tests run
// without one.
func URL(t testing.TB) string {
	t.Helper()
	if adminURL == "" {
		if skipReason == "" {
			t.Fatal("pgtest: no database: call pgtest.Run from TestMain")
		}
		t.Skip(skipReason)
	}
	return adminURL
}

// NewDatabase creates a fresh, empty database for t alone and returns its
// URL.
func NewDatabase(t testing.TB) string {
	t.Helper()
	base := URL(t)
	var b [6]byte
	if _, err := rand.Read(b[:]); err != nil {
		t.Fatal(err)
	}
	name := "t_" + hex.EncodeToString(b[:])
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatalf("pgtest: connect: %v", err)
	}
	defer conn.Close(ctx) //nolint:errcheck // the test is done with it
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatalf("pgtest: create database: %v", err)
	}
	u, err := withDatabase(base, name)
	if err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	return u
}

// withDatabase returns the URL u naming database name instead.
func withDatabase(u, name string) (string, error) {
	parsed, err := url.Parse(u)
	if err != nil || (parsed.Scheme != "postgres" && parsed.Scheme != "postgresql") {
		return "", fmt.Errorf("database URL is not a postgres:// URL")
	}
	parsed.Path = "/" + name
	return parsed.String(), nil
}

// Param returns the database URL u with the query parameter kv
// ("pool_max_conns=8") added.
func Param(u, kv string) string {
	if strings.Contains(u, "?") {
		return u + "&" + kv
	}
	return u + "?" + kv
}
