// Package domain holds Verdict's pure types and rules: accounts, keys, the
// credit ledger, runs, the request a caller sends, and the one error
// vocabulary every layer speaks. It imports the standard library only.
package domain

import (
	"errors"
	"fmt"
	"time"
)

// Error kinds. Every error that crosses a port wraps exactly one of these, so
// callers match with errors.Is and the HTTP adapter keeps one status table.
var (
	ErrUnauthorized        = errors.New("unauthorized")
	ErrInvalid             = errors.New("invalid request")
	ErrNotFound            = errors.New("not found")
	ErrInsufficientCredits = errors.New("insufficient credits")
	ErrRateLimited         = errors.New("rate limited")
	ErrCapacityExhausted   = errors.New("capacity exhausted")
	ErrKeyLimitReached     = errors.New("key limit reached")
	ErrConflict            = errors.New("conflict")
	ErrRunFailed           = errors.New("run failed")
)

// FieldError is one broken rule in a request body. Pointer is a JSON Pointer
// (RFC 6901) into the body, e.g. "/answers/2/q".
type FieldError struct {
	Pointer string `json:"pointer"`
	Detail  string `json:"detail"`
}

// ValidationError lists every broken field of a request. It matches
// ErrInvalid.
type ValidationError struct {
	Fields []FieldError
}

func (e *ValidationError) Error() string {
	if len(e.Fields) == 0 {
		return "invalid request"
	}
	msg := "invalid request: " + e.Fields[0].Pointer + ": " + e.Fields[0].Detail
	if n := len(e.Fields) - 1; n > 0 {
		msg += fmt.Sprintf(" (and %d more)", n)
	}
	return msg
}

// Is makes errors.Is(err, ErrInvalid) true.
func (e *ValidationError) Is(target error) bool { return target == ErrInvalid }

// Invalid returns a ValidationError for one field.
func Invalid(pointer, detail string) error {
	return &ValidationError{Fields: []FieldError{{Pointer: pointer, Detail: detail}}}
}

// LimitError reports a refused run because a limit is reached. Kind is
// ErrRateLimited or ErrCapacityExhausted; RetryAfter says when to try again.
// Limit, Remaining and Reset feed the RateLimit headers when known.
type LimitError struct {
	Kind       error
	RetryAfter time.Duration
	Limit      int
	Remaining  int
	Reset      time.Duration
}

func (e *LimitError) Error() string {
	return fmt.Sprintf("%v: retry after %s", e.Kind, e.RetryAfter.Round(time.Second))
}

// Unwrap exposes the kind to errors.Is.
func (e *LimitError) Unwrap() error { return e.Kind }

// RunFailedError reports a run that started, was charged, and failed or
// timed out; its credit has been refunded. It matches ErrRunFailed.
type RunFailedError struct {
	Slug  string
	Cause error
}

func (e *RunFailedError) Error() string {
	return fmt.Sprintf("run %s failed: %v", e.Slug, e.Cause)
}

// Unwrap exposes both the kind and the cause.
func (e *RunFailedError) Unwrap() []error { return []error{ErrRunFailed, e.Cause} }
