package http

import (
	"context"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/verdicthq/verdict/api"
)

// handleOpenAPI serves api/openapi.yaml.
func handleOpenAPI() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		h := w.Header()
		h.Set("Content-Type", "application/yaml")
		h.Set("Cache-Control", "public, max-age=300")
		h.Set("Content-Length", strconv.Itoa(len(api.OpenAPI)))
		w.WriteHeader(http.StatusOK)
		_, _ = w.Write(api.OpenAPI)
	})
}

var (
	healthOK          = []byte(`{"status":"ok"}`)
	healthUnavailable = []byte(`{"status":"unavailable"}`)
)

// handleHealthz is liveness: the process serves.
func handleHealthz() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, http.StatusOK, healthOK)
	})
}

// pinger is what readiness needs of the store.
type pinger interface {
	Ping(ctx context.Context) error
}

// handleReadyz is readiness: the store answers a ping within 2 seconds.
func handleReadyz(store pinger, logger *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if store == nil {
			writeJSON(w, http.StatusServiceUnavailable, healthUnavailable)
			return
		}
		if err := store.Ping(ctx); err != nil {
			logger.LogAttrs(ctx, slog.LevelWarn, "readiness: store ping failed",
				slog.String("request_id", infoFrom(r.Context()).id), slog.String("error", err.Error()))
			writeJSON(w, http.StatusServiceUnavailable, healthUnavailable)
			return
		}
		writeJSON(w, http.StatusOK, healthOK)
	})
}

// handleMetrics serves the handler's own Prometheus registry.
func handleMetrics(reg *prometheus.Registry) http.Handler {
	return promhttp.HandlerFor(reg, promhttp.HandlerOpts{Registry: reg})
}
