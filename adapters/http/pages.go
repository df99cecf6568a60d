package http

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"
)

// The web interface's templates and assets, in the binary (no CDN).
//
//go:embed web/templates/*.html
var templateFiles embed.FS

//go:embed web/static
var staticFiles embed.FS

// pageNames are the pages: each is web/templates/<name>.html over the
// layout and the shared partials.
var pageNames = []string{"home", "slip", "login", "app", "run", "error", "notfound"}

// pages holds the parsed templates and the assets' fingerprints.
type pages struct {
	byName map[string]*template.Template
	assets map[string]asset // by file name
}

type asset struct {
	body        []byte
	contentType string
	version     string // the first hex digits of its SHA-256, for cache busting
}

func loadPages() (*pages, error) {
	p := &pages{byName: map[string]*template.Template{}, assets: map[string]asset{}}
	err := fs.WalkDir(staticFiles, "web/static", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := staticFiles.ReadFile(name)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(body)
		p.assets[path.Base(name)] = asset{body: body, contentType: contentTypes[path.Ext(name)], version: hex.EncodeToString(sum[:6])}
		return nil
	})
	if err != nil {
		return nil, err
	}
	funcs := template.FuncMap{
		"asset": func(name string) (string, error) {
			a, ok := p.assets[name]
			if !ok {
				return "", fmt.Errorf("no asset %s", name)
			}
			return "/static/" + name + "?v=" + a.version, nil
		},
		"mode":      modeName,
		"thousands": thousands,
		"when":      func(t time.Time) string { return t.UTC().Format("2 Jan 2006, 15:04 UTC") },
		"inc":       func(i int) int { return i + 1 },
		"lower":     strings.ToLower,
	}
	base, err := template.New("layout").Funcs(funcs).ParseFS(templateFiles, "web/templates/layout.html", "web/templates/partials.html")
	if err != nil {
		return nil, err
	}
	for _, name := range pageNames {
		t, err := template.Must(base.Clone()).ParseFS(templateFiles, "web/templates/"+name+".html")
		if err != nil {
			return nil, err
		}
		p.byName[name] = t
	}
	return p, nil
}

var contentTypes = map[string]string{
	".css": "text/css; charset=utf-8",
	".js":  "text/javascript; charset=utf-8",
	".svg": "image/svg+xml",
}

// page is what every template receives.
type page struct {
	Title       string
	Description string // Open Graph and meta description; "" for none
	OGURL       string // the page's public URL, for Open Graph; "" for none
	SignedIn    bool
	Script      string // an asset to load, "" for none
	Refresh     bool   // without JavaScript, reload every 2 seconds (a live run)
	Data        any
}

// render executes the page into a buffer first, so a template error is a
// 500 page and not half a page.
func (p *pages) render(w http.ResponseWriter, status int, name string, data page) error {
	var buf bytes.Buffer
	if err := p.byName[name].ExecuteTemplate(&buf, "layout", data); err != nil {
		return fmt.Errorf("render %s: %w", name, err)
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Length", strconv.Itoa(buf.Len()))
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
	return nil
}

// handleStatic serves the embedded assets: immutable once fingerprinted.
func (p *pages) handleStatic() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		a, ok := p.assets[path.Base(r.URL.Path)]
		if !ok || !strings.HasPrefix(r.URL.Path, "/static/") {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("Content-Type", a.contentType)
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Content-Length", strconv.Itoa(len(a.body)))
		w.WriteHeader(http.StatusOK)
		if r.Method != http.MethodHead {
			_, _ = w.Write(a.body)
		}
	})
}

// thousands writes n with a comma between thousands: 5,000.
func thousands(n int) string {
	s := strconv.Itoa(n)
	if n < 0 {
		return "-" + thousands(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
