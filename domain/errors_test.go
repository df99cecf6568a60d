package domain_test

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/verdicthq/verdict/domain"
)

func TestValidationErrorMessageNamesTheFirstFieldAndCountsTheRest(t *testing.T) {
	t.Parallel()
	f := func(p string) domain.FieldError { return domain.FieldError{Pointer: p, Detail: "must not be empty"} }
	for _, tc := range []struct {
		fields []domain.FieldError
		want   string
	}{
		{nil, "invalid request"},
		{[]domain.FieldError{f("/decision")}, "invalid request: /decision: must not be empty"},
		{[]domain.FieldError{f("/a"), f("/b"), f("/c")}, "invalid request: /a: must not be empty (and 2 more)"},
	} {
		if got := (&domain.ValidationError{Fields: tc.fields}).Error(); got != tc.want {
			t.Errorf("Error() = %q, want %q", got, tc.want)
		}
	}
}

func TestErrorKindsMatchThroughWrapping(t *testing.T) {
	t.Parallel()
	cause := errors.New("reasoner stalled")
	limit := &domain.LimitError{Kind: domain.ErrRateLimited, RetryAfter: 119600 * time.Millisecond, Limit: 30}
	for _, tc := range []struct {
		name    string
		err     error
		is      []error
		isNot   []error
		message string
	}{
		{"Invalid is a one-field ValidationError", fmt.Errorf("submit: %w", domain.Invalid("/mode", "must be DECIDE")),
			[]error{domain.ErrInvalid}, []error{domain.ErrNotFound},
			"submit: invalid request: /mode: must be DECIDE"},
		{"a LimitError is its kind, retry rounded to the second", fmt.Errorf("start run: %w", limit),
			[]error{domain.ErrRateLimited}, []error{domain.ErrCapacityExhausted, domain.ErrInvalid},
			"start run: rate limited: retry after 2m0s"},
		{"a RunFailedError is run failed and its cause", &domain.RunFailedError{Slug: "abc", Cause: cause},
			[]error{domain.ErrRunFailed, cause}, []error{domain.ErrInvalid},
			"run abc failed: reasoner stalled"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.err.Error() != tc.message {
				t.Errorf("message %q, want %q", tc.err.Error(), tc.message)
			}
			for _, k := range tc.is {
				if !errors.Is(tc.err, k) {
					t.Errorf("does not match %v", k)
				}
			}
			for _, k := range tc.isNot {
				if errors.Is(tc.err, k) {
					t.Errorf("matches %v", k)
				}
			}
		})
	}

	var le *domain.LimitError
	if !errors.As(fmt.Errorf("x: %w", limit), &le) || le.Limit != 30 {
		t.Errorf("errors.As through wrapping lost the LimitError: %v", le)
	}
	var ve *domain.ValidationError
	if !errors.As(domain.Invalid("/answers/2/q", "must not be empty"), &ve) ||
		len(ve.Fields) != 1 || ve.Fields[0] != (domain.FieldError{Pointer: "/answers/2/q", Detail: "must not be empty"}) {
		t.Errorf("Invalid fields: %+v", ve)
	}
}

func TestErrorKindsAreDistinct(t *testing.T) {
	t.Parallel()
	kinds := []error{domain.ErrUnauthorized, domain.ErrInvalid, domain.ErrNotFound, domain.ErrInsufficientCredits,
		domain.ErrRateLimited, domain.ErrCapacityExhausted, domain.ErrKeyLimitReached, domain.ErrConflict, domain.ErrRunFailed}
	for i, a := range kinds {
		for j, b := range kinds {
			if i != j && errors.Is(a, b) {
				t.Errorf("%v matches %v", a, b)
			}
		}
	}
}
