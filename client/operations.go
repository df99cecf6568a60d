package client

import (
	"context"
	"net/http"
	"net/url"
)

// A RunOption configures one call of Verdict.
type RunOption func(*runOptions)

type runOptions struct{ idempotencyKey string }

// IdempotencyKey sends key (1 to 255 printable ASCII characters) as the
// run's Idempotency-Key: a later call with the same key and request, from
// this process or another, within 24 hours, returns the same run without
// a second charge. Without it Verdict draws a fresh key per call, which
// its own retries reuse.
func IdempotencyKey(key string) RunOption {
	return func(o *runOptions) { o.idempotencyKey = key }
}

// Verdict runs the engine on a decision (POST /api/v1/verdict, operation
// get_verdict) and returns the completed run. It costs one credit, refunded
// if the run fails (then the *Error's Code is run_failed and its Slug
// names the failed run). Refusals cost nothing: invalid_request (every
// broken field in Errors), rate_limited and capacity_exhausted (with
// RetryAfter), insufficient_credits, unauthorized.
func (c *Client) Verdict(ctx context.Context, req VerdictRequest, opts ...RunOption) (*VerdictResponse, error) {
	o := runOptions{}
	for _, f := range opts {
		f(&o)
	}
	if o.idempotencyKey == "" {
		o.idempotencyKey = newIdempotencyKey()
	}
	var out VerdictResponse
	err := c.do(ctx, call{
		op: "get_verdict", method: http.MethodPost, path: "/api/v1/verdict",
		body:    req,
		header:  http.Header{"Idempotency-Key": {o.idempotencyKey}},
		timeout: c.runTimeout, retry: true,
		want: http.StatusOK, out: &out,
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// Fetch returns one of the account's runs by slug (GET /api/v1/verdict,
// operation fetch_verdict), in whatever state. A slug that does not exist
// or is another account's is not_found. Free.
func (c *Client) Fetch(ctx context.Context, slug string) (*FetchResponse, error) {
	var out FetchResponse
	err := c.do(ctx, call{
		op: "fetch_verdict", method: http.MethodGet, path: "/api/v1/verdict",
		query:   url.Values{"slug": {slug}},
		timeout: c.timeout, retry: true,
		want: http.StatusOK, out: &out,
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// Clarify returns the questions the engine would ask about a decision and
// its suggested answers, before paying (POST /api/v1/clarify, operation
// clarify). Free, rate-limited separately from runs.
func (c *Client) Clarify(ctx context.Context, req VerdictRequest) (*Clarification, error) {
	var out Clarification
	err := c.do(ctx, call{
		op: "clarify", method: http.MethodPost, path: "/api/v1/clarify",
		body:    req,
		timeout: c.timeout, retry: true,
		want: http.StatusOK, out: &out,
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// ListKeys returns the account's active keys, oldest first, never a full
// key (GET /api/v1/keys, operation list_keys). Free.
func (c *Client) ListKeys(ctx context.Context) (*KeyList, error) {
	var out KeyList
	err := c.do(ctx, call{
		op: "list_keys", method: http.MethodGet, path: "/api/v1/keys",
		timeout: c.timeout, retry: true,
		want: http.StatusOK, out: &out,
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// CreateKey creates a key (POST /api/v1/keys, operation create_key): the
// only time the full key is shown. An account holds at most 5 active keys
// (then key_limit_reached). Never retried. Free.
func (c *Client) CreateKey(ctx context.Context) (*NewKey, error) {
	var out NewKey
	err := c.do(ctx, call{
		op: "create_key", method: http.MethodPost, path: "/api/v1/keys",
		timeout: c.timeout,
		want:    http.StatusCreated, out: &out,
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// RevokeKey revokes a key by its id (DELETE /api/v1/keys/{id}, operation
// revoke_key): the next request with it is unauthorized. An unknown,
// revoked or another account's key is not_found. A key may revoke itself.
func (c *Client) RevokeKey(ctx context.Context, id string) error {
	return c.do(ctx, call{
		op: "revoke_key", method: http.MethodDelete, path: "/api/v1/keys/" + url.PathEscape(id),
		timeout: c.timeout, retry: true,
		want: http.StatusNoContent,
	})
}
