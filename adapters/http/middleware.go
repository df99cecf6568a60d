package http

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strings"
	"time"

	"github.com/gorilla/mux"
	"go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/trace"

	"github.com/verdicthq/verdict/domain"
)

// statusWriter remembers the status written.
type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

// Flush lets streaming handlers flush through the wrapper.
func (w *statusWriter) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		if w.status == 0 {
			w.status = http.StatusOK
		}
		f.Flush()
	}
}

// Unwrap serves http.ResponseController.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// base is the outermost middleware inside otelhttp: it gives the request an
// id (X-Request-Id, on every response), recovers panics as problems, and
// records the access log and the request metrics.
func (s *server) base(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		info := &reqInfo{id: newRequestID(), srv: s}
		w.Header().Set(requestIDHeader, info.id)
		trace.SpanFromContext(r.Context()).SetAttributes(attribute.String("verdict.request_id", info.id))
		sw := &statusWriter{ResponseWriter: w}
		r = r.WithContext(context.WithValue(r.Context(), infoKey{}, info))

		defer func() {
			if p := recover(); p != nil {
				if err, ok := p.(error); ok && errors.Is(err, http.ErrAbortHandler) {
					panic(p)
				}
				s.logger.LogAttrs(r.Context(), slog.LevelError, "panic serving request",
					slog.String("request_id", info.id),
					slog.String("panic", fmt.Sprint(p)),
					slog.String("stack", string(debug.Stack())))
				if sw.status == 0 {
					Error(sw, r, fmt.Errorf("panic: %v", p))
				}
			}
			status := sw.status
			if status == 0 {
				status = http.StatusOK
			}
			d := time.Since(start)
			s.metrics.observe(r.Method, info.route, status, d)
			attrs := []slog.Attr{
				slog.String("request_id", info.id),
				slog.String("method", r.Method),
				slog.String("route", info.route),
				slog.String("path", r.URL.Path),
				slog.Int("status", status),
				slog.Duration("duration", d),
			}
			if info.caller != nil {
				attrs = append(attrs, slog.String("account_id", info.caller.AccountID), slog.String("key_id", info.caller.KeyID))
			}
			s.logger.LogAttrs(r.Context(), slog.LevelInfo, "http request", attrs...)
		}()
		next.ServeHTTP(sw, r)
	})
}

// nameRoute runs after gorilla/mux matched: it names the OpenTelemetry span
// "METHOD /path/{template}" (semantic conventions), labels otelhttp's
// metrics with http.route, and records the template for our own metrics
// and logs. (otelmux is unmaintained; this is the part of it we need.)
func nameRoute(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if route := mux.CurrentRoute(r); route != nil {
			if tmpl, err := route.GetPathTemplate(); err == nil {
				infoFrom(r.Context()).route = tmpl
				span := trace.SpanFromContext(r.Context())
				span.SetName(r.Method + " " + tmpl)
				span.SetAttributes(attribute.String("http.route", tmpl))
				if l, ok := otelhttp.LabelerFromContext(r.Context()); ok {
					l.Add(attribute.String("http.route", tmpl))
				}
			}
		}
		next.ServeHTTP(w, r)
	})
}

// isAPIPath reports whether the path is under /api/v1, where every answer,
// even to a path that does not exist, first needs a key.
func isAPIPath(p string) bool { return p == "/api/v1" || strings.HasPrefix(p, "/api/v1/") }

func isAdminPath(p string) bool { return p == "/admin/v1" || strings.HasPrefix(p, "/admin/v1/") }

// guard answers the checks that come before routing errors: a key under
// /api/v1 (so routes cannot be enumerated anonymously) and the admin gate
// under /admin/v1. It reports whether it wrote a response.
func (s *server) guard(w http.ResponseWriter, r *http.Request) bool {
	switch {
	case isAPIPath(r.URL.Path):
		if err := s.authenticate(r); err != nil {
			Error(w, r, err)
			return true
		}
	case isAdminPath(r.URL.Path):
		if s.adminHash == nil {
			Error(w, r, domain.ErrNotFound)
			return true
		}
		if err := s.checkAdmin(r); err != nil {
			Error(w, r, err)
			return true
		}
	}
	return false
}

// handleNotFound answers a path no route matches.
func (s *server) handleNotFound() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if s.guard(w, r) {
			return
		}
		if wantsHTML(r) {
			setPageHeaders(w.Header())
			s.pageError(w, r, false, domain.ErrNotFound)
			return
		}
		Error(w, r, domain.ErrNotFound)
	})
}

// handleMethodNotAllowed answers a known path with a method it does not
// serve: 405 with Allow.
func (s *server) handleMethodNotAllowed(router *mux.Router) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if s.guard(w, r) {
			return
		}
		var allow []string
		for _, m := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete} {
			probe := r.Clone(r.Context())
			probe.Method = m
			var match mux.RouteMatch
			if router.Match(probe, &match) && match.MatchErr == nil {
				allow = append(allow, m)
			}
		}
		w.Header().Set("Allow", strings.Join(allow, ", "))
		Error(w, r, errMethodNotAllowed)
	})
}
