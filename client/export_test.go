package client

import (
	"context"
	"time"
)

// SetSleep replaces how the client waits out a Retry-After, so a test can
// move a fake clock instead of waiting.
func SetSleep(c *Client, sleep func(context.Context, time.Duration) error) { c.sleep = sleep }

// Problem is the wire form of a problem document, for the tests that hold
// the client's types to the document's.
type Problem = problemJSON
