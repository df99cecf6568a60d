package client_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/verdicthq/verdict/client"
)

// ListVerdicts and SetPublished send what SPEC §2 says (method, path,
// query, body) and read its answers strictly, the failed run's fields
// included, which a served run would not have; the server's own answers
// are checked by TestEveryOperationAgainstTheServer.
func TestListVerdictsAndSetPublished(t *testing.T) {
	t.Parallel()
	type seen struct{ method, path, query, body string }
	got := make(chan seen, 4)
	fetch := `{"run":{"slug":"cRpukr1AtIw025YDNllg0G","url":"https://v.example/v/cRpukr1AtIw025YDNllg0G","state":"complete","mode":"DECIDE","created_at":"2026-11-23T09:30:20Z","completed_at":"2026-11-23T09:30:20Z","published":true},"clarified":[],"credits_remaining":52}`
	list := `{"runs":[{"slug":"cRpukr1AtIw025YDNllg0G","url":"https://v.example/v/cRpukr1AtIw025YDNllg0G","state":"failed","mode":null,"headline":"","created_at":"2026-11-23T09:30:20Z","completed_at":"2026-11-23T09:30:21Z","published":false,"error":"the engine failed"}],"next_cursor":"abc","credits_remaining":52}`
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		got <- seen{r.Method, r.URL.Path, r.URL.RawQuery, string(b)}
		w.Header().Set("Content-Type", "application/json")
		if r.Method == http.MethodPatch {
			_, _ = io.WriteString(w, fetch)
			return
		}
		_, _ = io.WriteString(w, list)
	}))
	defer srv.Close()
	c, err := client.New(srv.URL, "vd_x", client.Strict())
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()

	page, err := c.ListVerdicts(ctx, client.ListOptions{Limit: 2, Cursor: "r/1"})
	if err != nil {
		t.Fatal(err)
	}
	if s := <-got; s.method != http.MethodGet || s.path != "/api/v1/verdicts" || s.query != "cursor=r%2F1&limit=2" || s.body != "" {
		t.Errorf("list sent %+v", s)
	}
	if len(page.Runs) != 1 || page.NextCursor != "abc" || page.Runs[0].Mode != nil || page.Runs[0].Error == "" || page.Runs[0].CompletedAt == nil {
		t.Errorf("page %+v", page)
	}
	if _, err := c.ListVerdicts(ctx, client.ListOptions{}); err != nil {
		t.Fatal(err)
	}
	if s := <-got; s.query != "" {
		t.Errorf("a first page with the default limit sent %q", s.query)
	}
	if err := sameBytes("RunList", []byte(list)); err != nil {
		t.Error(err)
	}

	f, err := c.SetPublished(ctx, "cRpukr1AtIw025YDNllg0G", false)
	if err != nil {
		t.Fatal(err)
	}
	s := <-got
	var body map[string]any
	if err := json.Unmarshal([]byte(s.body), &body); err != nil || s.method != http.MethodPatch || s.path != "/api/v1/verdict" ||
		s.query != "slug=cRpukr1AtIw025YDNllg0G" || len(body) != 1 || body["published"] != false {
		t.Errorf("publish sent %+v", s)
	}
	if !f.Run.Published || f.CreditsRemaining != 52 {
		t.Errorf("publish answered %+v", f)
	}
}
