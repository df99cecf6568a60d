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
// The image is $VERDICT_TEST_POSTGRES_IMAGE, or the official pinned
// postgres:16.4-alpine where it can be pulled (where no registry can be
// reached, scripts/postgres-image.sh builds a local image and prints its
// name). $VERDICT_TEST_DATABASE_URL, when set, is used instead of a
// container: a database the tests may create databases in.
//
// Without Docker the tests fail when $CI is set, and are skipped, loudly,
// otherwise. With -short they are skipped. With a local Docker engine and
// no $TESTCONTAINERS_HOST_OVERRIDE, the container's port is reached on
// 127.0.0.1 (not the default gateway testcontainers picks when it finds
// itself inside a container).
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"flag"
	"fmt"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
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

	image := os.Getenv("VERDICT_TEST_POSTGRES_IMAGE")
	if image == "" {
		image = DefaultImage
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
		fmt.Fprintf(os.Stderr, "pgtest: FAIL: start PostgreSQL (%s): %v\n"+
			"pgtest: where no registry can be reached, build a local image with scripts/postgres-image.sh\n"+
			"pgtest: and set VERDICT_TEST_POSTGRES_IMAGE to the name it prints\n", image, err)
		return 1
	}
	adminURL, err = ctr.ConnectionString(ctx, "sslmode=disable")
	if err != nil {
		fmt.Fprintf(os.Stderr, "pgtest: FAIL: connection string: %v\n", err)
		return 1
	}
	return m.Run()
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
