// Package corpus_test holds the module's copies of the shared corpora
// (testdata/corpus) to their originals. The module's tests read the
// copies, so they pass on a checkout of the project alone; the originals
// live in shared/corpus beside the repository and are the source.
// testdata/corpus/SHA256SUMS records the originals' digests when they are
// copied: every copy is checked against it on any machine, and, where the
// originals are beside the repository, so are they — a copy edited here
// or an original changed there fails, and nothing is skipped.
package corpus_test

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
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
	sums := recordedDigests(t)
	for _, name := range corpora {
		t.Run(name, func(t *testing.T) {
			want, ok := sums[name]
			if !ok {
				t.Fatalf("testdata/corpus/SHA256SUMS has no line for %s", name)
			}
			mine, err := os.ReadFile(filepath.Join(copies, name))
			if err != nil {
				t.Fatalf("the module's copy is missing: %v", err)
			}
			if got := digest(mine); got != want {
				t.Errorf("testdata/corpus/%s is not the copy SHA256SUMS records (%s, recorded %s): the source is shared/corpus; copy it again (%s)", name, got, want, refresh)
			}
			origPath := filepath.Join(originals, name)
			theirs, err := os.ReadFile(origPath)
			if errors.Is(err, fs.ErrNotExist) {
				// A checkout of the project alone: the recorded digest
				// stands for the original.
				t.Logf("shared/corpus/%s is not beside the repository; the copy matches the digest recorded when it was copied", name)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := digest(theirs); got != want {
				t.Errorf("shared/corpus/%s has changed since it was copied (%s, recorded %s): copy it again and rerun the tests that read it (%s)", name, got, want, refresh)
			}
		})
	}
}

// refresh is how to bring the copies and their digests up to date, from
// the repository root.
const refresh = "cp ../shared/corpus/decisions.jsonl ../shared/corpus/judgment.jsonl testdata/corpus/ && (cd testdata/corpus && sha256sum decisions.jsonl judgment.jsonl > SHA256SUMS)"

func digest(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// recordedDigests reads testdata/corpus/SHA256SUMS (sha256sum's format).
func recordedDigests(t *testing.T) map[string]string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(copies, "SHA256SUMS"))
	if err != nil {
		t.Fatalf("the recorded digests are missing: %v", err)
	}
	out := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		sum, name, ok := strings.Cut(line, "  ")
		if !ok {
			t.Fatalf("SHA256SUMS: %q is not \"digest  name\"", line)
		}
		out[name] = sum
	}
	return out
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
