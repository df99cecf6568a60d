package application

import "sync"

// EventHub tells this instance's live streams that a run has something
// new (a stage event, or its end), so they need not wait for their next
// poll of the store. Another replica's streams do not hear it: they poll
// (Config.EventPoll). Safe for concurrent use; the zero value is not
// usable, call NewEventHub.
type EventHub struct {
	mu      sync.Mutex
	waiting map[string]chan struct{} // run id → closed at its next news
}

// NewEventHub returns an empty hub.
func NewEventHub() *EventHub { return &EventHub{waiting: map[string]chan struct{}{}} }

// wait returns a channel closed at the run's next news. Take it before
// reading the store, so news between the read and the wait is not missed.
func (h *EventHub) wait(runID string) <-chan struct{} {
	h.mu.Lock()
	defer h.mu.Unlock()
	ch, ok := h.waiting[runID]
	if !ok {
		ch = make(chan struct{})
		h.waiting[runID] = ch
	}
	return ch
}

// notify wakes every stream waiting on the run.
func (h *EventHub) notify(runID string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if ch, ok := h.waiting[runID]; ok {
		close(ch)
		delete(h.waiting, runID)
	}
}
