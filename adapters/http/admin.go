package http

import (
	"net/http"

	"github.com/gorilla/mux"
)

// adminAccountJSON is the 201 body of POST /admin/v1/accounts.
type adminAccountJSON struct {
	ID               string `json:"id"`
	Name             string `json:"name"`
	CreditsRemaining int64  `json:"credits_remaining"`
	APIKey           string `json:"api_key"`
}

type adminBalanceJSON struct {
	CreditsRemaining int64 `json:"credits_remaining"`
}

type adminKeyJSON struct {
	ID  string `json:"id"`
	Key string `json:"key"`
}

// handleCreateAccount serves POST /admin/v1/accounts {name, credits}.
func (s *server) handleCreateAccount() http.Handler {
	return handler(func(w http.ResponseWriter, r *http.Request) error {
		req, err := decodeBody(w, r, decodeAccountRequest)
		if err != nil {
			return err
		}
		na, err := s.app.CreateAccount.Do(r.Context(), req.Name, req.Credits)
		if err != nil {
			return err
		}
		return writeValue(w, http.StatusCreated, adminAccountJSON{
			ID:               na.Account.ID,
			Name:             na.Account.Name,
			CreditsRemaining: na.Balance,
			APIKey:           na.Key.Plaintext,
		})
	})
}

// handleGrantCredits serves POST /admin/v1/accounts/{id}/credits {amount}.
func (s *server) handleGrantCredits() http.Handler {
	return handler(func(w http.ResponseWriter, r *http.Request) error {
		amount, err := decodeBody(w, r, decodeGrantRequest)
		if err != nil {
			return err
		}
		balance, err := s.app.GrantCredits.Do(r.Context(), mux.Vars(r)["id"], amount)
		if err != nil {
			return err
		}
		return writeValue(w, http.StatusOK, adminBalanceJSON{CreditsRemaining: balance})
	})
}

// handleAdminCreateKey serves POST /admin/v1/accounts/{id}/keys.
func (s *server) handleAdminCreateKey() http.Handler {
	return handler(func(w http.ResponseWriter, r *http.Request) error {
		nk, err := s.app.CreateKey.Do(r.Context(), mux.Vars(r)["id"])
		if err != nil {
			return err
		}
		return writeValue(w, http.StatusCreated, adminKeyJSON{ID: nk.Key.ID, Key: nk.Plaintext})
	})
}
