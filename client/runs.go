package client

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// RunSummary is one run of ListVerdicts.
type RunSummary struct {
	Slug        string     `json:"slug"`
	URL         string     `json:"url"`
	State       RunState   `json:"state"`
	Mode        *Mode      `json:"mode"`
	Headline    string     `json:"headline"`
	CreatedAt   time.Time  `json:"created_at"`
	CompletedAt *time.Time `json:"completed_at"`
	Published   bool       `json:"published"`
	// Error says why a failed run failed.
	Error string `json:"error,omitempty"`
}

// RunList is one page of the account's runs, newest first.
type RunList struct {
	Runs []RunSummary `json:"runs"`
	// NextCursor fetches the next page; empty on the last.
	NextCursor       string `json:"next_cursor"`
	CreditsRemaining int64  `json:"credits_remaining"`
}

// ListOptions pages through ListVerdicts.
type ListOptions struct {
	// Limit is the page size, 1 to 100; 0 means the server's default (20).
	Limit int
	// Cursor is the previous page's NextCursor; empty for the first page.
	Cursor string
}

// ListVerdicts returns one page of the account's runs, newest first (GET
// /api/v1/verdicts, operation list_verdicts). Free.
func (c *Client) ListVerdicts(ctx context.Context, opts ListOptions) (*RunList, error) {
	q := url.Values{}
	if opts.Limit != 0 {
		q.Set("limit", strconv.Itoa(opts.Limit))
	}
	if opts.Cursor != "" {
		q.Set("cursor", opts.Cursor)
	}
	var out RunList
	err := c.do(ctx, call{
		op: "list_verdicts", method: http.MethodGet, path: "/api/v1/verdicts",
		query:   q,
		timeout: c.timeout, retry: true,
		want: http.StatusOK, out: &out,
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// SetPublished publishes (true) or unpublishes (false) one of the
// account's runs (PATCH /api/v1/verdict, operation publish_verdict): a
// published run's URL shows its slip to anyone. It returns the run as
// Fetch does; another account's or an unknown slug is not_found. Free.
func (c *Client) SetPublished(ctx context.Context, slug string, published bool) (*FetchResponse, error) {
	var out FetchResponse
	err := c.do(ctx, call{
		op: "publish_verdict", method: http.MethodPatch, path: "/api/v1/verdict",
		query: url.Values{"slug": {slug}},
		body: struct {
			Published bool `json:"published"`
		}{published},
		timeout: c.timeout, retry: true,
		want: http.StatusOK, out: &out,
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}
