package verdicttest_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/verdicthq/verdict/application/apptest"
	"github.com/verdicthq/verdict/verdicttest"
)

const body = `{"decision": "Should we move the team to a four-day week or keep five days? Output matters most."}`

func post(t *testing.T, srv *verdicttest.Server, path, key, payload string) *http.Response {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, srv.URL+path, strings.NewReader(payload))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	res, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res
}

func TestNewServerServesAFundedAccount(t *testing.T) {
	t.Parallel()
	srv := verdicttest.NewServer(t)
	if srv.Key == "" || srv.AccountID == "" || srv.App == nil || srv.Store == nil || !strings.HasPrefix(srv.URL, "http://127.0.0.1:") {
		t.Fatalf("server = %+v", srv)
	}
	if res := post(t, srv, "/api/v1/verdict", srv.Key, body); res.StatusCode != http.StatusOK {
		t.Fatalf("status %d", res.StatusCode)
	}
	if got := srv.Balance(t, srv.AccountID); got != 99 {
		t.Errorf("balance = %d, want 99", got)
	}
	acct := srv.NewAccount(t, 3)
	if res := post(t, srv, "/api/v1/verdict", acct.Key, body); res.StatusCode != http.StatusOK || res.Header.Get("Verdict-Credits-Remaining") != "2" {
		t.Errorf("second account: %d, credits %q", res.StatusCode, res.Header.Get("Verdict-Credits-Remaining"))
	}
}

func TestOptions(t *testing.T) {
	t.Parallel()
	t.Run("credits", func(t *testing.T) {
		t.Parallel()
		srv := verdicttest.NewServer(t, verdicttest.WithCredits(0))
		if res := post(t, srv, "/api/v1/verdict", srv.Key, body); res.StatusCode != http.StatusPaymentRequired {
			t.Errorf("status %d, want 402", res.StatusCode)
		}
	})
	t.Run("rate", func(t *testing.T) {
		t.Parallel()
		srv := verdicttest.NewServer(t, verdicttest.WithRatePerHour(1))
		post(t, srv, "/api/v1/verdict", srv.Key, body)
		if res := post(t, srv, "/api/v1/verdict", srv.Key, body); res.StatusCode != http.StatusTooManyRequests {
			t.Errorf("status %d, want 429", res.StatusCode)
		}
	})
	t.Run("capacity", func(t *testing.T) {
		t.Parallel()
		clock := apptest.NewClock(time.Date(2030, 6, 1, 12, 0, 0, 0, time.UTC))
		srv := verdicttest.NewServer(t, verdicttest.WithDailyCapacity(1), verdicttest.WithClock(clock))
		post(t, srv, "/api/v1/verdict", srv.Key, body)
		if res := post(t, srv, "/api/v1/verdict", srv.Key, body); res.StatusCode != http.StatusServiceUnavailable {
			t.Errorf("status %d, want 503", res.StatusCode)
		}
		clock.Advance(12 * time.Hour) // the next UTC day
		if res := post(t, srv, "/api/v1/verdict", srv.Key, body); res.StatusCode != http.StatusOK {
			t.Errorf("next day: status %d, want 200", res.StatusCode)
		}
	})
	t.Run("reasoner", func(t *testing.T) {
		t.Parallel()
		srv := verdicttest.NewServer(t, verdicttest.WithReasoner(&apptest.Reasoner{Err: errors.New("down")}))
		if res := post(t, srv, "/api/v1/verdict", srv.Key, body); res.StatusCode != http.StatusInternalServerError {
			t.Errorf("status %d, want 500", res.StatusCode)
		}
		if got := srv.Balance(t, srv.AccountID); got != 100 {
			t.Errorf("balance = %d, want 100 (refunded)", got)
		}
	})
	t.Run("admin", func(t *testing.T) {
		t.Parallel()
		srv := verdicttest.NewServer(t, verdicttest.WithAdminToken("tok"))
		if res := post(t, srv, "/admin/v1/accounts", "tok", `{"name": "n", "credits": 1}`); res.StatusCode != http.StatusCreated {
			t.Errorf("status %d, want 201", res.StatusCode)
		}
	})
}

func TestCloseEndsTheServer(t *testing.T) {
	t.Parallel()
	srv := verdicttest.NewServer(t)
	srv.Close()
	srv.Close() // again: nothing
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL+"/healthz", nil)
	if res, err := http.DefaultClient.Do(req); err == nil {
		res.Body.Close()
		t.Errorf("a closed server answered %d", res.StatusCode)
	}
}
