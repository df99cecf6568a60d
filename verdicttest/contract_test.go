package verdicttest

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// recorder is a testing.TB that records errors instead of failing.
type recorder struct {
	testing.TB
	mu   sync.Mutex
	errs []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

// TestContractCatchesDrift runs the contract transport against a server
// that breaks the document in several ways.
func TestContractCatchesDrift(t *testing.T) {
	t.Parallel()
	fake := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/healthz": // a field the document does not allow
			w.Header().Set("X-Request-Id", "req_1")
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, `{"status":"ok","extra":1}`)
		case "/readyz": // no request id
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, `{"status":"ok"}`)
		case "/api/v1/keys": // problem status disagrees with the response
			w.Header().Set("X-Request-Id", "req_2")
			w.Header().Set("WWW-Authenticate", "Bearer")
			w.Header().Set("Content-Type", "application/problem+json")
			w.WriteHeader(http.StatusUnauthorized)
			fmt.Fprint(w, `{"type":"https://verdict.dev/problems/unauthorized","title":"t","status":403,"detail":"d","code":"unauthorized","request_id":"req_2"}`)
		case "/api/v1/keys/key_1": // a 405 whose Allow disagrees with the document
			w.Header().Set("X-Request-Id", "req_4")
			w.Header().Set("Allow", "GET, DELETE")
			w.Header().Set("Content-Type", "application/problem+json")
			w.WriteHeader(http.StatusMethodNotAllowed)
			fmt.Fprint(w, `{"type":"https://verdict.dev/problems/method_not_allowed","title":"t","status":405,"detail":"d","code":"method_not_allowed","request_id":"req_4"}`)
		case "/api/v1/verdict": // accepts a request the document rejects
			w.Header().Set("X-Request-Id", "req_3")
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, `{}`)
		}
	}))
	defer fake.Close()
	c, err := newContract(fake.URL)
	if err != nil {
		t.Fatal(err)
	}
	rec := &recorder{TB: t}
	client := &http.Client{Transport: &contractTransport{t: rec, c: c, next: http.DefaultTransport}}

	for _, tc := range []struct {
		method, path, body, want string
	}{
		{"GET", "/healthz", "", "does not match the document"},
		{"GET", "/readyz", "", "no X-Request-Id"},
		{"GET", "/api/v1/keys", "", "problem status 403"},
		{"POST", "/api/v1/verdict", `{"decision": 1}`, "accepted a request the document rejects"},
		{"PUT", "/api/v1/keys/key_1", "", `Allow is "GET, DELETE"; the document lists "DELETE"`},
	} {
		rec.errs = nil
		req, _ := http.NewRequest(tc.method, fake.URL+tc.path, strings.NewReader(tc.body))
		req.Header.Set("Authorization", "Bearer vd_x")
		if tc.body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		res, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if !strings.Contains(strings.Join(rec.errs, "\n"), tc.want) {
			t.Errorf("%s %s: errors %q, want one containing %q", tc.method, tc.path, rec.errs, tc.want)
		}
	}
}
