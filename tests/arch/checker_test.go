package arch_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// goPackage is what the checker reads of one `go list -json` record.
type goPackage struct {
	ImportPath   string
	Dir          string
	Standard     bool
	Imports      []string // production imports
	Deps         []string // transitive production dependencies (with -deps)
	TestImports  []string
	XTestImports []string
	GoFiles      []string
	CgoFiles     []string
	TestGoFiles  []string
	XTestGoFiles []string
	// IgnoredGoFiles are excluded by build constraints here (the purego
	// kernel, other platforms) but are code all the same.
	IgnoredGoFiles []string
	Module         *struct{ Path string }
}

// graph is the module's packages and what is known to be standard.
type graph struct {
	module   string                // the module path
	packages map[string]*goPackage // the module's own packages, by import path
	standard map[string]bool       // import paths go list marked Standard
}

func newGraph(module string, all []goPackage) *graph {
	g := &graph{module: module, packages: map[string]*goPackage{}, standard: map[string]bool{}}
	for i := range all {
		p := &all[i]
		switch {
		case p.Standard:
			g.standard[p.ImportPath] = true
		case p.Module != nil && p.Module.Path == module:
			g.packages[p.ImportPath] = p
		}
	}
	return g
}

// isStandard reports whether path is in the standard library: marked so by
// go list, or (for a test import go list -deps did not visit) a path whose
// first element has no dot, the rule the go command itself applies.
func (g *graph) isStandard(path string) bool {
	if g.standard[path] {
		return true
	}
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".") && path != g.module && !strings.HasPrefix(path, g.module+"/")
}

// rel is path relative to the module ("adapters/http"), or "" when path
// is not the module's.
func (g *graph) rel(path string) (string, bool) {
	if path == g.module {
		return ".", true
	}
	r, ok := strings.CutPrefix(path, g.module+"/")
	return r, ok
}

// under reports whether the module-relative path r is dir or below it.
func under(r, dir string) bool { return r == dir || strings.HasPrefix(r, dir+"/") }

// adapterOf names the adapter a module-relative path belongs to
// ("adapters/postgres/pgtest" → "postgres"), or "".
func adapterOf(r string) string {
	rest, ok := strings.CutPrefix(r, "adapters/")
	if !ok {
		return ""
	}
	name, _, _ := strings.Cut(rest, "/")
	return name
}

func isFx(path string) bool {
	return path == "go.uber.org/fx" || strings.HasPrefix(path, "go.uber.org/fx/")
}

// checkImports returns every broken import rule of ARCHITECTURE.md, one
// line each, sorted. The rules about layers read production code (Deps:
// what a package needs to build, transitively); tests may wire adapters
// together. The domain and fx rules read test imports too.
func (g *graph) checkImports() []string {
	var out []string
	bad := func(p, format string, args ...any) {
		r, _ := g.rel(p)
		out = append(out, r+": "+fmt.Sprintf(format, args...))
	}
	for _, path := range slices.Sorted(maps.Keys(g.packages)) {
		p := g.packages[path]
		r, _ := g.rel(path)
		all := slices.Concat(p.Imports, p.TestImports, p.XTestImports)

		// domain: the standard library only (and itself).
		if under(r, "domain") {
			for _, imp := range all {
				if ir, own := g.rel(imp); own && under(ir, "domain") {
					continue
				}
				if !g.isStandard(imp) {
					bad(path, "domain imports %s, outside the standard library", imp)
				}
			}
		}

		// ports, application: no adapter, no wiring.
		for _, layer := range []string{"ports", "application"} {
			if !under(r, layer) {
				continue
			}
			for _, dep := range p.Deps {
				if dr, own := g.rel(dep); own && (under(dr, "adapters") || under(dr, "bootstrap")) {
					bad(path, "%s depends on %s", layer, dr)
				}
			}
		}

		// adapters: none depends on another (its own sub-packages, such as
		// postgres/pgtest, are its own).
		if a := adapterOf(r); a != "" {
			for _, dep := range p.Deps {
				dr, own := g.rel(dep)
				if !own {
					continue
				}
				if b := adapterOf(dr); b != "" && b != a {
					bad(path, "adapter %s depends on adapter %s (%s)", a, b, dr)
				}
				if under(dr, "bootstrap") {
					bad(path, "adapter %s depends on bootstrap", a)
				}
			}
		}

		// fx: bootstrap and cmd only, tests included.
		if !under(r, "bootstrap") && !under(r, "cmd") {
			for _, imp := range all {
				if isFx(imp) {
					bad(path, "imports %s; only bootstrap and cmd may", imp)
				}
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// sqlStatement matches a string that holds a SQL statement: a keyword
// followed by the shape of its statement (a table name, SET col =, a
// column list and FROM table followed by the end or a clause keyword), so
// that English text naming a verb ("update", "select one from the menu.")
// does not match. Case-insensitive; it errs towards flagging code.
var sqlStatement = regexp.MustCompile(`(?is)` +
	`\bselect\s+(?:distinct\s+)?(?:\*|count\s*\([^)]*\)|[\w.]+(?:\s*,\s*[\w.]+)*)\s+from\s+[a-z_][\w.]*` +
	`(?:\s*(?:;|\)|$)|(?:\s+[a-z_]\w*)?\s+(?:where|join|inner|left|right|order\s+by|group\s+by|limit|for\s+(?:no\s+key\s+)?update|for\s+share|union)\b)` +
	`|\binsert\s+into\s+[a-z_][\w.]*\s*(?:\(|\bvalues\b|\bselect\b|\bdefault\s+values\b)` +
	`|\bupdate\s+[a-z_][\w.]*\s+set\s+[a-z_]\w*\s*=` +
	`|\bdelete\s+from\s+[a-z_][\w.]*\s*(?:;|\bwhere\b|\busing\b|\breturning\b)` +
	`|\b(?:create|alter|drop)\s+(?:table|index|unique\s+index|database|schema|view|sequence|extension)\b`)

// sqlLiterals lists the string literals of one Go source file that hold
// SQL, as "file:line: text". Comments are not literals and are not read.
func sqlLiterals(name string, src []byte) ([]string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	var out []string
	ast.Inspect(f, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return true
		}
		s, err := strconv.Unquote(lit.Value)
		if err != nil {
			s = lit.Value
		}
		if sqlStatement.MatchString(s) {
			line := strings.Join(strings.Fields(s), " ")
			if len(line) > 60 {
				line = line[:60] + "…"
			}
			out = append(out, fmt.Sprintf("%s:%d: %s", name, fset.Position(lit.Pos()).Line, line))
		}
		return true
	})
	return out, nil
}

// checkSQL returns every Go string literal holding SQL in a package outside
// adapters/postgres, and every .sql file outside it. files reads the module
// tree (paths relative to the module root).
func (g *graph) checkSQL(files fs.FS, root string) ([]string, error) {
	var out []string
	for _, ip := range slices.Sorted(maps.Keys(g.packages)) {
		p := g.packages[ip]
		r, _ := g.rel(ip)
		if under(r, "adapters/postgres") {
			continue
		}
		dir := r
		if p.Dir != "" && root != "" {
			if d, ok := strings.CutPrefix(p.Dir, root+"/"); ok {
				dir = d
			}
		}
		for _, name := range slices.Concat(p.GoFiles, p.CgoFiles, p.TestGoFiles, p.XTestGoFiles, p.IgnoredGoFiles) {
			if !strings.HasSuffix(name, ".go") {
				continue
			}
			file := path.Join(dir, name)
			src, err := fs.ReadFile(files, file)
			if err != nil {
				return nil, err
			}
			found, err := sqlLiterals(file, src)
			if err != nil {
				return nil, err
			}
			out = append(out, found...)
		}
	}
	err := fs.WalkDir(files, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || p == "adapters/postgres") {
			return fs.SkipDir
		}
		if !d.IsDir() && strings.EqualFold(path.Ext(p), ".sql") {
			out = append(out, p+": a SQL file outside adapters/postgres")
		}
		return nil
	})
	return out, err
}
