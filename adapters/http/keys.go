package http

import (
	"net/http"

	"github.com/gorilla/mux"

	"github.com/verdicthq/verdict/application"
)

// keyListJSON is the 200 body of GET /api/v1/keys.
type keyListJSON struct {
	Keys             []keyJSON `json:"keys"`
	CreditsRemaining int64     `json:"credits_remaining"`
}

// newKeyJSON is the 201 body of POST /api/v1/keys: the only time the full
// key is shown.
type newKeyJSON struct {
	ID               string `json:"id"`
	Key              string `json:"key"`
	Prefix           string `json:"prefix"`
	CreatedAt        string `json:"created_at"`
	CreditsRemaining int64  `json:"credits_remaining"`
}

// handleListKeys serves GET /api/v1/keys: the account's active keys, never
// a full key.
func (s *server) handleListKeys() http.Handler {
	return apiHandler(func(w http.ResponseWriter, r *http.Request, caller application.Caller) error {
		keys, err := s.app.ListKeys.Do(r.Context(), caller.AccountID)
		if err != nil {
			return err
		}
		n, err := credits(w, r)
		if err != nil {
			return err
		}
		out := keyListJSON{Keys: make([]keyJSON, 0, len(keys)), CreditsRemaining: n}
		for _, k := range keys {
			out.Keys = append(out.Keys, keyJSON{
				ID:         k.ID,
				Prefix:     k.Prefix,
				CreatedAt:  timestamp(k.CreatedAt),
				LastUsedAt: timestampOrNil(k.LastUsedAt),
			})
		}
		return writeValue(w, http.StatusOK, out)
	})
}

// handleCreateKey serves POST /api/v1/keys: 201 with the new key, or 409
// key_limit_reached at 5 active keys. A body, if any, is ignored.
func (s *server) handleCreateKey() http.Handler {
	return apiHandler(func(w http.ResponseWriter, r *http.Request, caller application.Caller) error {
		nk, err := s.app.CreateKey.Do(r.Context(), caller.AccountID)
		if err != nil {
			return err
		}
		n, err := credits(w, r)
		if err != nil {
			return err
		}
		return writeValue(w, http.StatusCreated, newKeyJSON{
			ID:               nk.Key.ID,
			Key:              nk.Plaintext,
			Prefix:           nk.Key.Prefix,
			CreatedAt:        timestamp(nk.Key.CreatedAt),
			CreditsRemaining: n,
		})
	})
}

// handleRevokeKey serves DELETE /api/v1/keys/{id}: 204, the key revoked at
// once; 404 for a key that is unknown, another account's or revoked.
func (s *server) handleRevokeKey() http.Handler {
	return apiHandler(func(w http.ResponseWriter, r *http.Request, caller application.Caller) error {
		if err := s.app.RevokeKey.Do(r.Context(), caller.AccountID, mux.Vars(r)["id"]); err != nil {
			return err
		}
		if _, err := credits(w, r); err != nil {
			return err
		}
		w.Header().Set("Cache-Control", "no-store")
		w.WriteHeader(http.StatusNoContent)
		return nil
	})
}
