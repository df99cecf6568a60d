package porttest

import (
	"testing"
	"time"

	"github.com/verdicthq/verdict/domain"
)

// TestLimiter is the contract of ports.Limiter: a trailing window (now -
// window, now], refusals that record nothing, atomic under concurrency.
func TestLimiter(t *testing.T, newStore NewStore) {
	t.Run("trailing window", func(t *testing.T) {
		t.Parallel()
		s, ctx, t0 := newStore(t), t.Context(), day().Add(10*time.Hour)
		bucket := uid("clarify:")
		take := func(at time.Time) (int, time.Duration, error) { return s.Take(ctx, bucket, 3, time.Hour, at) }
		for i, want := range []struct {
			remaining int
			reset     time.Duration
		}{{2, time.Hour}, {1, 59 * time.Minute}, {0, 58 * time.Minute}} {
			remaining, reset, err := take(t0.Add(time.Duration(i) * time.Minute))
			if err != nil || remaining != want.remaining || reset != want.reset {
				t.Fatalf("take %d = %d, %s, %v; want %d, %s, nil", i+1, remaining, reset, err, want.remaining, want.reset)
			}
		}
		for range 3 { // refusals record nothing
			_, _, err := take(t0.Add(3 * time.Minute))
			wantLimit(t, "fourth take", err, domain.ErrRateLimited, 57*time.Minute)
		}
		remaining, reset, err := take(t0.Add(time.Hour))
		if err != nil || remaining != 0 || reset != time.Minute {
			t.Fatalf("take when the first left = %d, %s, %v; want 0, 1m, nil", remaining, reset, err)
		}
		_, _, err = take(t0.Add(time.Hour))
		wantLimit(t, "full again", err, domain.ErrRateLimited, time.Minute)
	})

	t.Run("buckets are independent", func(t *testing.T) {
		t.Parallel()
		s, ctx, at := newStore(t), t.Context(), day()
		a, b := uid("clarify:"), uid("clarify:")
		if _, _, err := s.Take(ctx, a, 1, time.Hour, at); err != nil {
			t.Fatal(err)
		}
		_, _, err := s.Take(ctx, a, 1, time.Hour, at)
		wantErr(t, "second take of a", err, domain.ErrRateLimited)
		if _, _, err := s.Take(ctx, b, 1, time.Hour, at); err != nil {
			t.Errorf("first take of b: %v", err)
		}
	})

	t.Run("concurrent takes", func(t *testing.T) {
		t.Parallel()
		s, at := newStore(t), day()
		bucket := uid("clarify:")
		const limit, n = 5, 30
		errs := concurrently(n, func(i int) error {
			_, _, err := s.Take(t.Context(), bucket, limit, time.Hour, at.Add(time.Duration(i)*time.Millisecond))
			return err
		})
		if ok, refused := tally(t, errs, domain.ErrRateLimited); ok != limit || refused != n-limit {
			t.Errorf("%d taken, %d refused; want %d and %d", ok, refused, limit, n-limit)
		}
	})
}
