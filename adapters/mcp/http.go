package mcp

import (
	"bytes"
	"io"
	"net/http"
	"strings"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/verdicthq/verdict/client"
)

// inProcess is the base URL of the API as the /mcp endpoint's clients see
// it: requests never leave the process (handlerTransport).
const inProcess = "http://in-process"

// NewHandler returns the MCP streamable HTTP endpoint (the server's /mcp):
// get_verdict, with each call sent to api — the HTTP API's own handler,
// in process — with the Authorization header of the HTTP request that
// carried it. So a call through /mcp is a POST /api/v1/verdict like any
// other: validated, rate-limited, capacity-checked, billed and logged by
// the same code. Mount it behind the API key check.
//
// The endpoint is stateless (no Mcp-Session-Id): every HTTP request is
// authenticated on its own, any replica can serve it, and progress
// notifications travel on the stream of the request they are about.
func NewHandler(api http.Handler, opts Options) http.Handler {
	hc := &http.Client{Transport: handlerTransport{api}}
	s := newServer(func(req *sdk.CallToolRequest) (*client.Client, error) {
		var auth string
		if req.Extra != nil {
			auth = req.Extra.Header.Get("Authorization")
		}
		scheme, key, _ := strings.Cut(strings.TrimSpace(auth), " ")
		if !strings.EqualFold(scheme, "Bearer") || strings.TrimSpace(key) == "" {
			return nil, &client.Error{Op: ToolName, Status: http.StatusUnauthorized, Code: client.CodeUnauthorized,
				Detail: "A valid API key is required: send Authorization: Bearer <key>."}
		}
		return client.New(inProcess, key, client.WithHTTPClient(hc))
	}, opts)
	o := opts.withDefaults()
	return sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server { return s }, &sdk.StreamableHTTPOptions{
		Stateless: true,
		Logger:    o.Logger,
		// The SDK refuses a request that reached a loopback address with
		// another Host, against DNS rebinding of unauthenticated local
		// servers. This endpoint needs a bearer key a rebinding page does
		// not have, and it often sits behind a reverse proxy on loopback,
		// where every Host is another.
		DisableLocalhostProtection: true,
	})
}

// handlerTransport is an http.RoundTripper that serves each request with
// a handler in the calling goroutine.
type handlerTransport struct{ h http.Handler }

func (t handlerTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	r := req.Clone(req.Context())
	r.RequestURI = req.URL.RequestURI()
	r.RemoteAddr = "in-process"
	if r.Body == nil {
		r.Body = http.NoBody
	}
	w := &recorder{header: http.Header{}}
	t.h.ServeHTTP(w, r)
	if err := req.Context().Err(); err != nil && w.status == 0 {
		return nil, err
	}
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return &http.Response{
		Status:        http.StatusText(w.status),
		StatusCode:    w.status,
		Proto:         "HTTP/1.1",
		ProtoMajor:    1,
		ProtoMinor:    1,
		Header:        w.header,
		Body:          io.NopCloser(bytes.NewReader(w.body.Bytes())),
		ContentLength: int64(w.body.Len()),
		Request:       req,
	}, nil
}

// recorder is the http.ResponseWriter of handlerTransport.
type recorder struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (w *recorder) Header() http.Header { return w.header }

func (w *recorder) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
		w.header = w.header.Clone() // later changes do not reach the response
	}
}

func (w *recorder) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.WriteHeader(http.StatusOK)
	}
	return w.body.Write(b)
}
