package verdicttest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"

	"github.com/verdicthq/verdict/api"
)

// contract is api/openapi.yaml, loaded for one server URL.
type contract struct {
	doc     *openapi3.T
	router  routers.Router
	problem *openapi3.Schema
}

func newContract(serverURL string) (*contract, error) {
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(api.OpenAPI)
	if err != nil {
		return nil, err
	}
	if err := doc.Validate(context.Background()); err != nil {
		return nil, fmt.Errorf("invalid document: %w", err)
	}
	doc.Servers = openapi3.Servers{{URL: serverURL}}
	router, err := gorillamux.NewRouter(doc)
	if err != nil {
		return nil, err
	}
	ref := doc.Components.Schemas["Problem"]
	if ref == nil || ref.Value == nil {
		return nil, errors.New("no Problem schema")
	}
	return &contract{doc: doc, router: router, problem: ref.Value}, nil
}

// methods lists the methods the document has for req's path, in the
// order the server's Allow header uses.
func (c *contract) methods(req *http.Request) string {
	var out []string
	for _, m := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete} {
		probe := req.Clone(req.Context())
		probe.Method = m
		if _, _, err := c.router.FindRoute(probe); err == nil {
			out = append(out, m)
		}
	}
	return strings.Join(out, ", ")
}

// requireBearer is the document's security check: an Authorization header
// with the Bearer scheme. Whether the key is valid is the server's to say.
func requireBearer(_ context.Context, in *openapi3filter.AuthenticationInput) error {
	scheme, token, _ := strings.Cut(in.RequestValidationInput.Request.Header.Get("Authorization"), " ")
	if !strings.EqualFold(scheme, "Bearer") || strings.TrimSpace(token) == "" {
		return in.NewError(errors.New("no bearer token"))
	}
	return nil
}

// contractTransport checks every exchange against the contract.
type contractTransport struct {
	t    testing.TB
	c    *contract
	next http.RoundTripper
}

func (ct *contractTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	var body []byte
	if req.Body != nil && req.Body != http.NoBody {
		var err error
		body, err = io.ReadAll(req.Body)
		_ = req.Body.Close()
		if err != nil {
			return nil, err
		}
	}
	withBody := func() *http.Request {
		r := req.Clone(req.Context())
		if body != nil {
			r.Body = io.NopCloser(bytes.NewReader(body))
			r.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
			r.ContentLength = int64(len(body))
		}
		return r
	}

	what := req.Method + " " + req.URL.RequestURI()
	route, params, routeErr := ct.c.router.FindRoute(withBody())
	var in *openapi3filter.RequestValidationInput
	var reqErr error
	if routeErr == nil {
		in = &openapi3filter.RequestValidationInput{
			Request:    withBody(),
			PathParams: params,
			Route:      route,
			Options: &openapi3filter.Options{
				AuthenticationFunc: requireBearer,
				MultiError:         true,
			},
		}
		reqErr = openapi3filter.ValidateRequest(req.Context(), in)
	}

	res, err := ct.next.RoundTrip(withBody())
	if err != nil {
		return nil, err
	}
	resBody, err := io.ReadAll(res.Body)
	_ = res.Body.Close()
	if err != nil {
		return nil, err
	}
	res.Body = io.NopCloser(bytes.NewReader(resBody))

	fail := func(format string, args ...any) {
		ct.t.Helper()
		ct.t.Errorf("contract: %s → %d: %s\nresponse body: %s", what, res.StatusCode, fmt.Sprintf(format, args...), truncate(resBody))
	}

	if res.Header.Get("X-Request-Id") == "" {
		fail("no X-Request-Id")
	}
	switch {
	case routeErr != nil:
		// A path or method the document does not list: the server must
		// refuse it with a problem; a 405 (the document's
		// MethodNotAllowed) names in Allow the methods the document has
		// for the path.
		switch res.StatusCode {
		case http.StatusUnauthorized, http.StatusNotFound:
		case http.StatusMethodNotAllowed:
			if got, want := res.Header.Get("Allow"), ct.c.methods(req); got != want {
				fail("Allow is %q; the document lists %q for this path", got, want)
			}
		default:
			fail("undocumented operation answered (%v)", routeErr)
		}
	default:
		out := &openapi3filter.ResponseValidationInput{
			RequestValidationInput: in,
			Status:                 res.StatusCode,
			Header:                 res.Header,
			Options:                &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true},
		}
		out.SetBodyBytes(resBody)
		if err := openapi3filter.ValidateResponse(req.Context(), out); err != nil {
			fail("response does not match the document: %v", err)
		}
		if reqErr != nil && res.StatusCode < 400 {
			fail("the server accepted a request the document rejects: %v", reqErr)
		}
	}
	if mt, _, _ := mime.ParseMediaType(res.Header.Get("Content-Type")); mt == "application/problem+json" {
		ct.checkProblem(res, resBody, fail)
	} else if res.StatusCode >= 400 && req.URL.Path != "/readyz" {
		fail("error response is %q, not application/problem+json", res.Header.Get("Content-Type"))
	}
	return res, nil
}

func (ct *contractTransport) checkProblem(res *http.Response, body []byte, fail func(string, ...any)) {
	var v any
	if err := json.Unmarshal(body, &v); err != nil {
		fail("problem body is not JSON: %v", err)
		return
	}
	if err := ct.c.problem.VisitJSON(v); err != nil {
		fail("problem body does not match Problem: %v", err)
	}
	var p struct {
		Type      string `json:"type"`
		Status    int    `json:"status"`
		Code      string `json:"code"`
		RequestID string `json:"request_id"`
	}
	_ = json.Unmarshal(body, &p)
	if p.Status != res.StatusCode {
		fail("problem status %d is not the HTTP status", p.Status)
	}
	if p.RequestID != res.Header.Get("X-Request-Id") {
		fail("problem request_id %q is not X-Request-Id %q", p.RequestID, res.Header.Get("X-Request-Id"))
	}
	if p.Type != "https://verdict.dev/problems/"+p.Code {
		fail("problem type %q does not name code %q", p.Type, p.Code)
	}
}

func truncate(b []byte) string {
	const n = 2000
	if len(b) > n {
		return string(b[:n]) + "…"
	}
	return string(b)
}
