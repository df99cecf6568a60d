package memory_test

import (
	"testing"

	"github.com/verdicthq/verdict/adapters/memory"
	"github.com/verdicthq/verdict/ports"
	"github.com/verdicthq/verdict/ports/porttest"
)

func TestStore(t *testing.T) {
	porttest.TestStore(t, func(*testing.T) ports.Store { return memory.New() })
}

// The suites also hold when every test shares one store, as they do on one
// database.
func TestSharedStore(t *testing.T) {
	shared := memory.New()
	porttest.TestStore(t, func(*testing.T) ports.Store { return shared })
}
