// Package arch_test keeps the invariants of ARCHITECTURE.md by a test, not
// by goodwill: it reads the module's import graph with `go list -deps
// -json ./...` and its Go sources, and fails on
//
//   - a domain package importing outside the standard library;
//   - a port or the application depending on an adapter (or on bootstrap);
//   - an adapter depending on another adapter (its own sub-packages, such
//     as adapters/postgres/pgtest, are its own);
//   - SQL outside adapters/postgres (a Go string literal shaped like a
//     statement, or a .sql file);
//   - go.uber.org/fx imported outside bootstrap and cmd.
//
// The layer rules read production code; tests may wire adapters together.
package arch_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

// moduleGraph runs go list on the module this test belongs to.
func moduleGraph(t *testing.T) (*graph, string) {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-json").Output()
	if err != nil {
		t.Fatalf("go list -m: %v", err)
	}
	var mod struct{ Path, Dir string }
	if err := json.Unmarshal(out, &mod); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "list", "-deps", "-json", "./...")
	cmd.Dir = mod.Dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err = cmd.Output()
	if err != nil {
		t.Fatalf("go list -deps -json ./...: %v\n%s", err, stderr.String())
	}
	var all []goPackage
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p goPackage
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		all = append(all, p)
	}
	g := newGraph(mod.Path, all)
	if len(g.packages) < 10 {
		t.Fatalf("go list found %d packages of %s; expected the whole module", len(g.packages), mod.Path)
	}
	return g, mod.Dir
}

func TestImportsKeepTheLayers(t *testing.T) {
	g, _ := moduleGraph(t)
	for _, v := range g.checkImports() {
		t.Error(v)
	}
}

func TestSQLOnlyInAdaptersPostgres(t *testing.T) {
	g, root := moduleGraph(t)
	// This package's fixtures are SQL on purpose: the checker is not
	// checked against itself.
	delete(g.packages, g.module+"/tests/arch")
	found, err := g.checkSQL(os.DirFS(root), root)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range found {
		t.Error(v)
	}

	// The detector is not blind: it recognises the adapter's own SQL.
	var inPostgres int
	files, err := filepath.Glob(filepath.Join(root, "adapters", "postgres", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lits, err := sqlLiterals(f, src)
		if err != nil {
			t.Fatal(err)
		}
		inPostgres += len(lits)
	}
	if inPostgres < 10 {
		t.Errorf("the SQL detector finds %d statements in adapters/postgres; it should find its queries", inPostgres)
	}
}

// TestCheckerCatchesABadGraph is the test of the test: a fake module whose
// packages break every rule once, beside packages that keep them.
func TestCheckerCatchesABadGraph(t *testing.T) {
	const m = "example.com/v"
	pkg := func(rel string, imports, deps []string, files ...string) goPackage {
		return goPackage{ImportPath: m + "/" + rel, Dir: "/src/" + rel, Module: &struct{ Path string }{m},
			Imports: imports, Deps: deps, GoFiles: files}
	}
	std := func(path string) goPackage { return goPackage{ImportPath: path, Standard: true} }
	packages := []goPackage{
		std("fmt"), std("context"), std("testing"),
		{ImportPath: "github.com/other/lib"},
		// Kept rules.
		pkg("domain", []string{"fmt", m + "/domain/decision"}, []string{"fmt", m + "/domain/decision"}, "ok.go"),
		pkg("domain/decision", []string{"fmt"}, []string{"fmt"}),
		pkg("adapters/postgres", []string{"github.com/other/lib"}, []string{"github.com/other/lib"}, "store.go"),
		pkg("adapters/postgres/pgtest", []string{m + "/adapters/postgres"}, []string{m + "/adapters/postgres"}),
		pkg("bootstrap", []string{"go.uber.org/fx", m + "/adapters/http"}, []string{"go.uber.org/fx", m + "/adapters/http"}),
		pkg("cmd/v", []string{"go.uber.org/fx/fxevent"}, nil),
		// Broken rules.
		pkg("domain/simulate", []string{"github.com/other/lib"}, []string{"github.com/other/lib"}),
		pkg("ports", []string{m + "/adapters/memory"}, []string{m + "/adapters/memory"}, "sql.go"),
		pkg("application", []string{m + "/ports"}, []string{m + "/ports", m + "/adapters/memory"}),
		pkg("adapters/http", []string{m + "/adapters/memory"}, []string{m + "/adapters/memory", m + "/domain"}),
		pkg("adapters/memory", nil, nil),
		pkg("verdicttest", []string{"go.uber.org/fx"}, nil),
	}
	// A domain test importing a non-standard package breaks the rule too.
	for i := range packages {
		if packages[i].ImportPath == m+"/domain" {
			packages[i].XTestImports = []string{"testing", "github.com/other/lib"}
		}
	}

	g := newGraph(m, packages)
	want := []string{
		"adapters/http: adapter http depends on adapter memory (adapters/memory)",
		"application: application depends on adapters/memory",
		"domain/simulate: domain imports github.com/other/lib, outside the standard library",
		"domain: domain imports github.com/other/lib, outside the standard library",
		"ports: ports depends on adapters/memory",
		"verdicttest: imports go.uber.org/fx; only bootstrap and cmd may",
	}
	if got := g.checkImports(); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("import violations:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}

	files := fstest.MapFS{
		"domain/ok.go": {Data: []byte(`package domain

// SELECT id FROM runs WHERE x = 1 is a comment, not code.
const help = "run go test -update; select one from the menu."
var words = []string{"update", "select", "delete from memory"}
`)},
		"ports/sql.go":                          {Data: []byte("package ports\n\nconst q = `\n\tSELECT id, slug\n\tFROM runs WHERE id = $1`\n")},
		"adapters/postgres/store.go":            {Data: []byte("package postgres\n\nconst q = `UPDATE runs SET state = $1`\n")},
		"adapters/postgres/migrations/0001.sql": {Data: []byte("CREATE TABLE runs ();")},
		"docs/schema.sql":                       {Data: []byte("CREATE TABLE runs ();")},
	}
	got, err := g.checkSQL(files, "/src")
	if err != nil {
		t.Fatal(err)
	}
	wantSQL := []string{
		"ports/sql.go:3: SELECT id, slug FROM runs WHERE id = $1",
		"docs/schema.sql: a SQL file outside adapters/postgres",
	}
	if strings.Join(got, "\n") != strings.Join(wantSQL, "\n") {
		t.Errorf("SQL found:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(wantSQL, "\n"))
	}
}

func TestSQLStatementShapes(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text string
		sql  bool
	}{
		{"SELECT balance FROM accounts WHERE id = $1", true},
		{"select count(*) from keys where account_id = $1", true},
		{"SELECT version FROM schema_migrations", true},
		{"SELECT r.id FROM runs r JOIN keys k ON k.id = r.key_id", true},
		{"INSERT INTO ledger (id, amount) VALUES ($1, $2)", true},
		{"UPDATE accounts SET balance = balance + $2 WHERE id = $1", true},
		{"DELETE FROM limiter_events WHERE at <= $1", true},
		{"CREATE TABLE runs (id text PRIMARY KEY)", true},
		{"ALTER TABLE runs ADD COLUMN mode text", true},
		{"CREATE DATABASE t_0123", true},
		{"update", false},
		{"select", false},
		{"rewrite the golden slips; run go test -run TestGoldenSlips -update", false},
		{"Select one from the menu.", false},
		{"we will update our plan and set off", false},
		{"delete from memory", false},
		{"insert into the conversation", false},
		{"I can't decide whether to drop the table tennis club", false},
	} {
		if got := sqlStatement.MatchString(tc.text); got != tc.sql {
			t.Errorf("%q: SQL %v, want %v", tc.text, got, tc.sql)
		}
	}
}
