package http

import (
	"errors"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
)

// metrics are the handler's Prometheus collectors, registered on its own
// registry (never the global one), so a process can build many handlers.
type metrics struct {
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
	problems *prometheus.CounterVec
}

func newMetrics(reg prometheus.Registerer) *metrics {
	m := &metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "verdict_http_requests_total",
			Help: "HTTP requests by method, route template and status.",
		}, []string{"method", "route", "status"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "verdict_http_request_duration_seconds",
			Help:    "HTTP request latency by method and route template.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 120, 300},
		}, []string{"method", "route"}),
		problems: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "verdict_http_problems_total",
			Help: "Problem responses by code.",
		}, []string{"code"}),
	}
	// A registry given in Options may already hold these collectors (a
	// second handler on it): share them rather than fail.
	if c, ok := register(reg, m.requests).(*prometheus.CounterVec); ok {
		m.requests = c
	}
	if c, ok := register(reg, m.duration).(*prometheus.HistogramVec); ok {
		m.duration = c
	}
	if c, ok := register(reg, m.problems).(*prometheus.CounterVec); ok {
		m.problems = c
	}
	register(reg, collectors.NewGoCollector())
	register(reg, collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// register registers c, or returns the equal collector already there.
func register(reg prometheus.Registerer, c prometheus.Collector) prometheus.Collector {
	var are prometheus.AlreadyRegisteredError
	if err := reg.Register(c); errors.As(err, &are) {
		return are.ExistingCollector
	}
	return c
}

func (m *metrics) observe(method, route string, status int, d time.Duration) {
	if route == "" {
		route = "unmatched"
	}
	switch method { // bound the label's cardinality
	case "GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS":
	default:
		method = "OTHER"
	}
	m.requests.WithLabelValues(method, route, strconv.Itoa(status)).Inc()
	m.duration.WithLabelValues(method, route).Observe(d.Seconds())
}
