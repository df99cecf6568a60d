package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
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

func TestServeWithNoConfigurationPrintsAWorkingDemoKey(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var stdout, stderr syncBuffer
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, nil, env(map[string]string{"VERDICT_ADDR": "127.0.0.1:0"}), strings.NewReader(""), &stdout, &stderr)
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
	if !strings.Contains(stdout.String(), "curl") {
		t.Errorf("no curl command printed: %s", stdout.String())
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

func TestUnknownCommand(t *testing.T) {
	if err := run(context.Background(), []string{"frobnicate"}, env(nil), nil, io.Discard, io.Discard); err == nil {
		t.Error("unknown command accepted")
	}
}
