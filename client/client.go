// Package client is a typed Go client for Verdict's HTTP API (/api/v1):
// every operation of api/openapi.yaml is a method, the verdict slip is a
// tree of structs, and every problem response is an *Error.
//
//	c, err := client.New("https://verdict.example.com", os.Getenv("VERDICT_API_KEY"))
//	if err != nil { … }
//	v, err := c.Verdict(ctx, client.VerdictRequest{Decision: "Berlin job at 95k or stay in Porto at 52k?"})
//	var e *client.Error
//	if errors.As(err, &e) && e.Code == client.CodeInsufficientCredits { … }
//	fmt.Println(v.Slip.Headline, v.URL, v.CreditsRemaining)
//
// Every method takes a context. A run (Verdict) waits up to five minutes by
// default (WithRunTimeout), any other call 30 seconds (WithTimeout); the
// context bounds the whole call. Verdict sends an Idempotency-Key on every
// run, so that WithRetry can retry a 429 or 503 after its Retry-After
// without ever paying twice for one run.
//
// The client tolerates fields it does not know, so a newer server does not
// break it; Strict makes it reject them, which is how this repository's
// tests hold the client, the server and the OpenAPI document together.
package client

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// Default timeouts: a run is synchronous and the server's own deadlines
// leave room for a five-minute client timeout (SPEC §2).
const (
	DefaultRunTimeout = 300 * time.Second
	DefaultTimeout    = 30 * time.Second
)

// maxResponseBytes bounds a response body; the largest, a slip, is tens of
// kilobytes.
const maxResponseBytes = 16 << 20

// Client calls the API with one key. It is safe for concurrent use.
type Client struct {
	base       *url.URL
	key        string
	hc         *http.Client
	timeout    time.Duration
	runTimeout time.Duration
	retries    int
	maxWait    time.Duration
	strict     bool
	userAgent  string
	sleep      func(context.Context, time.Duration) error
}

// An Option configures New.
type Option func(*Client)

// WithHTTPClient sends requests through hc (default http.DefaultClient).
// The client's own timeouts apply on top of hc's.
func WithHTTPClient(hc *http.Client) Option { return func(c *Client) { c.hc = hc } }

// WithRunTimeout bounds each attempt of Verdict (default 300 s).
func WithRunTimeout(d time.Duration) Option { return func(c *Client) { c.runTimeout = d } }

// WithTimeout bounds each attempt of every other call (default 30 s).
func WithTimeout(d time.Duration) Option { return func(c *Client) { c.timeout = d } }

// WithRetry retries a call answered 429 (rate_limited) or 503
// (capacity_exhausted) up to attempts more times, each after the response's
// Retry-After, as long as that wait is at most maxWait; a longer wait, or
// a context that ends first, returns the *Error at once. A retried run
// sends the same Idempotency-Key, so the server charges it once whatever
// happened to the attempts before. CreateKey is never retried (a key is
// not idempotent). Off by default.
func WithRetry(attempts int, maxWait time.Duration) Option {
	return func(c *Client) { c.retries, c.maxWait = attempts, maxWait }
}

// Strict makes every response with a field this client does not know an
// error. The repository's tests run the client this way against the
// server, so the document, the server and the client cannot drift; a
// program talking to a newer server should leave it off.
func Strict() Option { return func(c *Client) { c.strict = true } }

// WithUserAgent sets the User-Agent header (default "verdict-go-client").
func WithUserAgent(ua string) Option { return func(c *Client) { c.userAgent = ua } }

// New returns a client for the server at baseURL (scheme and host, e.g.
// https://verdict.example.com, an optional path prefix kept) that
// authenticates with key. It fails on a base URL that is not absolute
// http(s), or an empty key.
func New(baseURL, key string, opts ...Option) (*Client, error) {
	u, err := url.Parse(strings.TrimRight(strings.TrimSpace(baseURL), "/"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("verdict client: base URL %q: want an absolute http or https URL such as http://localhost:8080", baseURL)
	}
	key = strings.TrimSpace(key)
	if key == "" {
		return nil, errors.New("verdict client: no API key")
	}
	c := &Client{
		base:       u,
		key:        key,
		hc:         http.DefaultClient,
		timeout:    DefaultTimeout,
		runTimeout: DefaultRunTimeout,
		userAgent:  "verdict-go-client",
		sleep:      sleepContext,
	}
	for _, o := range opts {
		o(c)
	}
	return c, nil
}

func sleepContext(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// call is one operation: its method, path and query, body, headers, the
// statuses that mean success, and where to decode the body (nil: none).
type call struct {
	op      string // the operationId, for error messages
	method  string
	path    string // escaped, after the base URL
	query   url.Values
	body    any
	header  http.Header
	timeout time.Duration
	retry   bool
	want    int
	out     any
}

// do runs c, retrying as WithRetry allows.
func (c *Client) do(ctx context.Context, cl call) error {
	var body []byte
	if cl.body != nil {
		var err error
		if body, err = json.Marshal(cl.body); err != nil {
			return fmt.Errorf("verdict %s: encode request: %w", cl.op, err)
		}
	}
	for attempt := 0; ; attempt++ {
		err := c.once(ctx, cl, body)
		var e *Error
		if !cl.retry || attempt >= c.retries || !errors.As(err, &e) || !e.Temporary() || e.RetryAfter > c.maxWait {
			return err
		}
		if serr := c.sleep(ctx, e.RetryAfter); serr != nil {
			return err
		}
	}
}

// once makes one attempt.
func (c *Client) once(ctx context.Context, cl call, body []byte) error {
	ctx, cancel := context.WithTimeout(ctx, cl.timeout)
	defer cancel()
	target := c.base.String() + cl.path // cl.path is escaped
	if len(cl.query) > 0 {
		target += "?" + cl.query.Encode()
	}
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, cl.method, target, rd)
	if err != nil {
		return fmt.Errorf("verdict %s: %w", cl.op, err)
	}
	for k, v := range cl.header {
		req.Header[k] = v
	}
	req.Header.Set("Authorization", "Bearer "+c.key)
	req.Header.Set("Accept", "application/json, application/problem+json")
	req.Header.Set("User-Agent", c.userAgent)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := c.hc.Do(req)
	if err != nil {
		return fmt.Errorf("verdict %s: %w", cl.op, err)
	}
	defer func() { _ = res.Body.Close() }()
	raw, err := io.ReadAll(io.LimitReader(res.Body, maxResponseBytes))
	if err != nil {
		return fmt.Errorf("verdict %s: read response: %w", cl.op, err)
	}
	if res.StatusCode != cl.want {
		return c.problem(cl.op, res, raw)
	}
	if cl.out == nil {
		return nil
	}
	if err := c.decode(raw, cl.out); err != nil {
		return fmt.Errorf("verdict %s: decode %d response: %w", cl.op, res.StatusCode, err)
	}
	return nil
}

// decode reads one JSON value into out: strictly (unknown fields refused)
// under Strict, and never with data after the value.
func (c *Client) decode(raw []byte, out any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if c.strict {
		dec.DisallowUnknownFields()
	}
	if err := dec.Decode(out); err != nil {
		return err
	}
	if dec.More() {
		return errors.New("data after the JSON value")
	}
	return nil
}

// problem turns a response with an unexpected status into an *Error: the
// problem document when there is one, else the status and the start of
// the body (a proxy's error page, say).
func (c *Client) problem(op string, res *http.Response, raw []byte) error {
	e := &Error{Status: res.StatusCode, RequestID: res.Header.Get("X-Request-Id")}
	if s := res.Header.Get("Retry-After"); s != "" {
		if n, err := strconv.Atoi(strings.TrimSpace(s)); err == nil && n >= 0 {
			e.RetryAfter = time.Duration(n) * time.Second
		} else if t, err := http.ParseTime(s); err == nil {
			e.RetryAfter = max(0, time.Until(t).Round(time.Second))
		}
	}
	if mt, _, _ := mime.ParseMediaType(res.Header.Get("Content-Type")); mt == "application/problem+json" {
		var p problemJSON
		if err := c.decode(raw, &p); err != nil {
			return fmt.Errorf("verdict %s: decode %d problem: %w", op, res.StatusCode, err)
		}
		e.Type, e.Title, e.Code, e.Detail = p.Type, p.Title, p.Code, p.Detail
		e.CreditsRemaining, e.Errors, e.Slug = p.CreditsRemaining, p.Errors, p.Slug
		if p.RequestID != "" {
			e.RequestID = p.RequestID
		}
	} else {
		e.Title = http.StatusText(res.StatusCode)
		e.Detail = strings.TrimSpace(string(raw[:min(len(raw), 200)]))
	}
	if e.CreditsRemaining == nil {
		if n, err := strconv.ParseInt(res.Header.Get("Verdict-Credits-Remaining"), 10, 64); err == nil {
			e.CreditsRemaining = &n
		}
	}
	e.Op = op
	return e
}

// newIdempotencyKey draws a key for a run that names none: "vc_" and 32
// hex digits (128 random bits).
func newIdempotencyKey() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b) // crypto/rand.Read does not fail (Go 1.24+)
	return fmt.Sprintf("vc_%x", b)
}
