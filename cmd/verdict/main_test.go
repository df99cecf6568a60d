package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/verdicthq/verdict/bootstrap"
)

// syncBuffer is a bytes.Buffer safe for the server goroutine and the test.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

var (
	demoKey    = regexp.MustCompile(`vd_[0-9A-Za-z]{38}`)
	listenAddr = regexp.MustCompile(`"msg":"listening","addr":"([^"]+)"`)
)

// With no configuration but the listen address, the demo's curl command
// and the slip URLs follow the address (no VERDICT_PUBLIC_URL needed).
func TestServeWithNoConfigurationPrintsAWorkingDemoKey(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var stdout, stderr syncBuffer
	done := make(chan error, 1)
	ln, err := net.Listen("tcp", "127.0.0.1:0") // a port nobody listens on once closed
	if err != nil {
		t.Fatal(err)
	}
	listen := ln.Addr().String()
	ln.Close()
	go func() {
		done <- run(ctx, nil, env(map[string]string{"VERDICT_ADDR": listen}), strings.NewReader(""), &stdout, &stderr)
	}()
	var key, addr string
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		key = demoKey.FindString(stdout.String())
		if m := listenAddr.FindStringSubmatch(stderr.String()); m != nil {
			addr = m[1]
		}
		if key != "" && addr != "" {
			break
		}
	}
	if key == "" || addr == "" {
		cancel()
		t.Fatalf("no demo key or address\nstdout: %s\nstderr: %s", stdout.String(), stderr.String())
	}
	if !strings.Contains(stdout.String(), "curl -s http://"+listen+"/api/v1/verdict") {
		t.Errorf("the printed curl command does not follow VERDICT_ADDR=%s: %s", listen, stdout.String())
	}
	body := `{"decision":"Should I take the Berlin job at 95k or stay in Porto at 52k near my friends?"}`
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "http://"+addr+"/api/v1/verdict", strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("POST /api/v1/verdict: %d %s", resp.StatusCode, raw)
	}
	var out struct {
		Slug             string `json:"slug"`
		URL              string `json:"url"`
		CreditsRemaining int    `json:"credits_remaining"`
		Slip             struct {
			Headline string `json:"headline"`
		} `json:"slip"`
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatal(err)
	}
	if out.Slug == "" || out.Slip.Headline == "" || out.CreditsRemaining != 99 {
		t.Errorf("unexpected response: %+v", out)
	}
	if want := "http://" + listen + "/v/" + out.Slug; out.URL != want {
		t.Errorf("slip URL %q, want %q", out.URL, want)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("serve returned %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("serve did not stop")
	}
}

func TestMigrateOnTheMemoryStoreNeedsNothing(t *testing.T) {
	var stdout bytes.Buffer
	if err := run(context.Background(), []string{"migrate"}, env(nil), nil, &stdout, io.Discard); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(stdout.String(), "no migrations needed") {
		t.Errorf("got %q", stdout.String())
	}
}

func TestBadConfigurationNamesTheVariable(t *testing.T) {
	for name, value := range map[string]string{
		"VERDICT_RATE_PER_HOUR": "lots",
		"VERDICT_RUN_TIMEOUT":   "-1s",
		"VERDICT_ENGINE":        "magic",
	} {
		err := run(context.Background(), nil, env(map[string]string{name: value}), nil, io.Discard, io.Discard)
		if err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("%s=%s: got %v", name, value, err)
		}
	}
}

func TestAdminWithoutADatabaseSaysWhy(t *testing.T) {
	err := run(context.Background(), []string{"admin", "create-account", "-name", "x"}, env(nil), nil, io.Discard, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "DATABASE_URL") {
		t.Errorf("got %v", err)
	}
}

func TestUnknownCommandIsAUsageError(t *testing.T) {
	err := run(context.Background(), []string{"frobnicate"}, env(nil), nil, io.Discard, io.Discard)
	var u usageError
	if !errors.As(err, &u) || !strings.Contains(err.Error(), `"frobnicate"`) {
		t.Errorf("got %v, want a usage error naming the command", err)
	}
}

// Help, at every level, prints instead of doing, exits 0 (run returns
// nil), and needs no valid configuration.
func TestHelpIsPrintedNotRun(t *testing.T) {
	broken := env(map[string]string{"VERDICT_RATE_PER_HOUR": "lots", "DATABASE_URL": "postgres://nowhere.invalid/x"})
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"help"}, []string{"serve", "migrate", "admin", "version"}},
		{[]string{"-help"}, []string{"usage: verdict"}},
		{[]string{"-h"}, []string{"usage: verdict"}},
		{[]string{"--help"}, []string{"usage: verdict"}},
		{[]string{"serve", "--help"}, []string{"usage: verdict"}},
		{[]string{"migrate", "-h"}, []string{"usage: verdict"}},
		{[]string{"admin", "--help"}, []string{"create-account", "grant", "create-key"}},
		{[]string{"admin", "help"}, []string{"create-account", "grant", "create-key"}},
		{[]string{"admin", "grant", "-help"}, []string{"-account", "-amount"}},
		{[]string{"version"}, []string{"verdict ", "engine verdict-offline", "pipeline"}},
	} {
		var stdout, stderr bytes.Buffer
		if err := run(context.Background(), tc.args, broken, nil, &stdout, &stderr); err != nil {
			t.Errorf("%v: %v", tc.args, err)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(stdout.String(), w) {
				t.Errorf("%v: output lacks %q:\n%s", tc.args, w, stdout.String())
			}
		}
	}
}

// verdict help lists every variable the service reads, with its default.
func TestHelpListsEveryVariableWithItsDefault(t *testing.T) {
	var stdout bytes.Buffer
	if err := run(context.Background(), []string{"help"}, env(nil), nil, &stdout, io.Discard); err != nil {
		t.Fatal(err)
	}
	for _, v := range bootstrap.Variables() {
		if !regexp.MustCompile(`(?m)^\s+` + v.Name + `\s+` + regexp.QuoteMeta(v.Default) + `\s`).MatchString(stdout.String()) {
			t.Errorf("help lacks %s with its default %q", v.Name, v.Default)
		}
	}
}

func TestAdminAloneListsTheSubcommands(t *testing.T) {
	var stdout, stderr bytes.Buffer
	err := run(context.Background(), []string{"admin"}, env(nil), nil, &stdout, &stderr)
	var u usageError
	if !errors.As(err, &u) {
		t.Errorf("got %v, want a usage error", err)
	}
	for _, w := range []string{"create-account", "grant", "create-key"} {
		if !strings.Contains(stderr.String(), w) {
			t.Errorf("admin alone does not list %s: %q", w, stderr.String())
		}
	}
}

func TestServeRefusesArguments(t *testing.T) {
	err := run(context.Background(), []string{"serve", "now"}, env(nil), nil, io.Discard, io.Discard)
	var u usageError
	if !errors.As(err, &u) {
		t.Errorf("got %v, want a usage error", err)
	}
}

// A bad DATABASE_URL is reported as its cause, in one line, for serve,
// migrate and admin alike: not fx's dependency path.
func TestABadDatabaseURLIsOneLineNamingTheCause(t *testing.T) {
	for _, args := range [][]string{nil, {"migrate"}, {"admin", "create-key", "-account", "acct_x"}} {
		var stdout, stderr bytes.Buffer
		err := run(context.Background(), args, env(map[string]string{"DATABASE_URL": "not a url"}), nil, &stdout, &stderr)
		if err == nil {
			t.Fatalf("%v: started with a bad DATABASE_URL", args)
		}
		msg := err.Error()
		if strings.Contains(msg, "\n") || !strings.Contains(msg, "DATABASE_URL") || !strings.Contains(msg, "cannot parse") {
			t.Errorf("%v: %q, want one line naming DATABASE_URL and the cause", args, msg)
		}
		if strings.Contains(msg, "could not build") || strings.Contains(msg, "bootstrap") || strings.Contains(stderr.String(), "could not build") {
			t.Errorf("%v: fx's dependency path is printed: %q\nstderr: %s", args, msg, stderr.String())
		}
	}
}
