package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	var out bytes.Buffer
	if err := run(t.Context(), &out); err != nil {
		t.Fatalf("run: %v", err)
	}
	lines := strings.Split(strings.TrimRight(out.String(), "\n"), "\n")
	if len(lines) != 4 {
		t.Fatalf("output has %d lines, want 4:\n%s", len(lines), out.String())
	}
	if strings.TrimSpace(lines[0]) == "" {
		t.Errorf("empty headline:\n%s", out.String())
	}
	for i, prefix := range []string{"verdict: ", "mode: ", "slip: http://localhost:8080/v/"} {
		if !strings.HasPrefix(lines[i+1], prefix) {
			t.Errorf("line %d = %q, want prefix %q", i+2, lines[i+1], prefix)
		}
	}
	if !strings.Contains(lines[2], "credits left: 2") {
		t.Errorf("line 3 = %q, want one credit spent of three", lines[2])
	}
}

// The same decision gives the same headline and verdict every time (SPEC
// §1): only the slug differs.
func TestRunIsReproducible(t *testing.T) {
	var a, b bytes.Buffer
	if err := run(t.Context(), &a); err != nil {
		t.Fatal(err)
	}
	if err := run(t.Context(), &b); err != nil {
		t.Fatal(err)
	}
	strip := func(s string) string { return s[:strings.LastIndex(s, "slip: ")] }
	if strip(a.String()) != strip(b.String()) {
		t.Errorf("two runs differ:\n%s\n%s", a.String(), b.String())
	}
}
