package http_test

import (
	"net/http"
	"testing"

	"github.com/verdicthq/verdict/verdicttest"
)

func TestAdminDisabledIs404(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	for _, path := range []string{"/admin/v1/accounts", "/admin/v1/accounts/acct_x/credits", "/admin/v1/accounts/acct_x/keys", "/admin/v1/other"} {
		r := e.post(path, "anything", `{"name": "x"}`)
		wantProblem(t, r, http.StatusNotFound, "not_found", false)
	}
}

func TestAdmin(t *testing.T) {
	t.Parallel()
	const token = "admin-secret-token"
	e := newEnv(t, verdicttest.WithAdminToken(token))

	for _, bad := range []string{"", "admin-secret-tokeN", "admin-secret-token-and-more"} {
		r := e.post("/admin/v1/accounts", bad, `{"name": "Acme", "credits": 5}`)
		wantProblem(t, r, http.StatusUnauthorized, "unauthorized", false)
		if r.header.Get("WWW-Authenticate") == "" {
			t.Error("no WWW-Authenticate")
		}
	}
	// An API key is not the admin token.
	wantProblem(t, e.post("/admin/v1/accounts", e.Key, `{"name": "Acme"}`), http.StatusUnauthorized, "unauthorized", false)

	r := e.post("/admin/v1/accounts", token, `{"name": "Acme", "credits": 5}`)
	if r.status != http.StatusCreated {
		t.Fatalf("create account: %d %s", r.status, r.body)
	}
	var acct struct {
		ID, Name         string
		CreditsRemaining int64  `json:"credits_remaining"`
		APIKey           string `json:"api_key"`
	}
	mustJSON(t, r.body, &acct)
	if acct.Name != "Acme" || acct.CreditsRemaining != 5 {
		t.Errorf("account = %+v", acct)
	}
	if k := e.get("/api/v1/keys", acct.APIKey); k.status != http.StatusOK {
		t.Errorf("the new account's key: %d", k.status)
	}

	g := e.post("/admin/v1/accounts/"+acct.ID+"/credits", token, `{"amount": 10}`)
	if g.status != http.StatusOK || string(g.body) != `{"credits_remaining":15}` {
		t.Errorf("grant: %d %s", g.status, g.body)
	}
	k := e.post("/admin/v1/accounts/"+acct.ID+"/keys", token, "")
	if k.status != http.StatusCreated {
		t.Errorf("admin key: %d %s", k.status, k.body)
	}

	wantProblem(t, e.post("/admin/v1/accounts/acct_nope/credits", token, `{"amount": 1}`), http.StatusNotFound, "not_found", false)
	wantProblem(t, e.post("/admin/v1/accounts/acct_nope/keys", token, ""), http.StatusNotFound, "not_found", false)
	wantProblem(t, e.post("/admin/v1/accounts", token, `{"name": "x"`), http.StatusBadRequest, "malformed_json", false)
	wantProblem(t, e.post("/admin/v1/accounts", token, `{"name": "x"}`, "Content-Type", "text/plain"), http.StatusUnsupportedMediaType, "unsupported_media_type", false)

	p := wantProblem(t, e.post("/admin/v1/accounts", token, `{"name": "  ", "credits": -1, "plan": "gold"}`), http.StatusUnprocessableEntity, "invalid_request", false)
	for _, ptr := range []string{"/credits", "/plan"} {
		if !hasPointer(p, ptr) {
			t.Errorf("no error at %s: %+v", ptr, p.Errors)
		}
	}
	p = wantProblem(t, e.post("/admin/v1/accounts/"+acct.ID+"/credits", token, `{"amount": 0}`), http.StatusUnprocessableEntity, "invalid_request", false)
	if !hasPointer(p, "/amount") {
		t.Errorf("errors = %+v", p.Errors)
	}
	p = wantProblem(t, e.post("/admin/v1/accounts", token, `{"name": "  "}`), http.StatusUnprocessableEntity, "invalid_request", false)
	if !hasPointer(p, "/name") {
		t.Errorf("errors = %+v", p.Errors)
	}

	for range 3 {
		e.post("/admin/v1/accounts/"+acct.ID+"/keys", token, "")
	}
	wantProblem(t, e.post("/admin/v1/accounts/"+acct.ID+"/keys", token, ""), http.StatusConflict, "key_limit_reached", false)
}
