// Package corpus_test holds the module's copies of the shared corpora
// (testdata/corpus) to their originals. The module's tests read the
// copies, so they pass on a checkout of the project alone; the originals
// live in shared/corpus beside the repository and are the source. When an
// original is present, a copy that differs from it fails here; when it is
// absent (a checkout alone, a clean CI machine), there is nothing to
// compare and the test says so.
package corpus_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

const (
	copies    = "../../testdata/corpus"
	originals = "../../../shared/corpus"
)

// corpora are the shared files the module keeps copies of:
// decisions.jsonl feeds the offline reader's and the pipeline's tests;
// judgment.jsonl feeds application's reading-quality and facts tests.
var corpora = []string{"decisions.jsonl", "judgment.jsonl"}

func TestCopiesMatchTheSharedOriginals(t *testing.T) {
	for _, name := range corpora {
		t.Run(name, func(t *testing.T) {
			mine, err := os.ReadFile(filepath.Join(copies, name))
			if err != nil {
				t.Fatalf("the module's copy is missing: %v", err)
			}
			origPath := filepath.Join(originals, name)
			theirs, err := os.ReadFile(origPath)
			if errors.Is(err, fs.ErrNotExist) {
				abs, _ := filepath.Abs(origPath)
				t.Skipf("the shared original %s is absent (a checkout of the project alone): nothing to compare the copy to", abs)
			}
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(mine, theirs) {
				t.Errorf("testdata/corpus/%s has drifted from shared/corpus/%s (%d bytes here, %d there): copy the original over it (from the repository root: cp ../shared/corpus/%s testdata/corpus/) and rerun the tests that read it",
					name, name, len(mine), len(theirs), name)
			}
		})
	}
}

// TestCopiesAreJSONLines checks what the tests rely on without the
// originals: every copy is non-empty JSON lines, each with an id and a
// decision.
func TestCopiesAreJSONLines(t *testing.T) {
	t.Parallel()
	for _, name := range corpora {
		b, err := os.ReadFile(filepath.Join(copies, name))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(bytes.NewReader(b))
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		n := 0
		for sc.Scan() {
			if len(bytes.TrimSpace(sc.Bytes())) == 0 {
				continue
			}
			n++
			var e struct{ ID, Decision string }
			if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
				t.Fatalf("%s line %d: %v", name, n, err)
			}
			if e.ID == "" || e.Decision == "" {
				t.Errorf("%s line %d: no id or decision", name, n)
			}
		}
		if err := sc.Err(); err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			t.Errorf("%s: no entries", name)
		}
	}
}
