package http_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

func mustJSON(t *testing.T, b []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%v: %s", err, b)
	}
}

func TestKeysLifecycle(t *testing.T) {
	t.Parallel()
	e := newEnv(t)

	r := e.post("/api/v1/keys", e.Key, "")
	if r.status != http.StatusCreated {
		t.Fatalf("create: %d %s", r.status, r.body)
	}
	var nk struct {
		ID, Key, Prefix  string
		CreatedAt        string `json:"created_at"`
		CreditsRemaining int64  `json:"credits_remaining"`
	}
	mustJSON(t, r.body, &nk)
	if !strings.HasPrefix(nk.Key, nk.Prefix) || nk.CreditsRemaining != 100 || r.header.Get("Verdict-Credits-Remaining") != "100" {
		t.Errorf("new key = %+v", nk)
	}
	// The new key works.
	if r := e.get("/api/v1/keys", nk.Key); r.status != http.StatusOK {
		t.Fatalf("new key refused: %d", r.status)
	}

	l := e.get("/api/v1/keys", e.Key)
	if l.status != http.StatusOK {
		t.Fatalf("list: %d %s", l.status, l.body)
	}
	if strings.Contains(string(l.body), nk.Key) || strings.Contains(string(l.body), e.Key) {
		t.Errorf("list shows a full key: %s", l.body)
	}
	var list struct {
		Keys []struct {
			ID, Prefix string
			LastUsedAt *string `json:"last_used_at"`
		}
		CreditsRemaining int64 `json:"credits_remaining"`
	}
	mustJSON(t, l.body, &list)
	if len(list.Keys) != 2 || list.CreditsRemaining != 100 {
		t.Fatalf("list = %+v", list)
	}

	d := e.call(request{method: http.MethodDelete, path: "/api/v1/keys/" + nk.ID, key: e.Key})
	if d.status != http.StatusNoContent || len(d.body) != 0 || d.header.Get("Verdict-Credits-Remaining") != "100" {
		t.Fatalf("revoke: %d %q %v", d.status, d.body, d.header)
	}
	// Revoked at once.
	wantProblem(t, e.get("/api/v1/keys", nk.Key), http.StatusUnauthorized, "unauthorized", false)
	// Revoking again: 404.
	wantProblem(t, e.call(request{method: http.MethodDelete, path: "/api/v1/keys/" + nk.ID, key: e.Key}), http.StatusNotFound, "not_found", true)
}

func TestKeyLimitIs409(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	for range 4 {
		if r := e.post("/api/v1/keys", e.Key, ""); r.status != http.StatusCreated {
			t.Fatalf("create: %d %s", r.status, r.body)
		}
	}
	wantProblem(t, e.post("/api/v1/keys", e.Key, ""), http.StatusConflict, "key_limit_reached", true)
}

func TestAnotherAccountsKeyCannotBeRevoked(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	other := e.NewAccount(t, 1)
	var list struct{ Keys []struct{ ID string } }
	mustJSON(t, e.get("/api/v1/keys", other.Key).body, &list)
	r := e.call(request{method: http.MethodDelete, path: "/api/v1/keys/" + list.Keys[0].ID, key: e.Key})
	wantProblem(t, r, http.StatusNotFound, "not_found", true)
	if r := e.get("/api/v1/keys", other.Key); r.status != http.StatusOK {
		t.Errorf("other account's key was revoked: %d", r.status)
	}
}
