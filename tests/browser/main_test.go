// Package browser_test drives the web interface in a real Chromium
// (Debian's chromium package) with chromedp: a person's path through it,
// hostile input, the live run page, and screenshots at phone and desktop
// widths.
//
// Without Chromium the tests fail when $CI is set and are skipped, loudly,
// otherwise; -short skips them. $VERDICT_CHROMIUM names the browser's
// binary; else chromium, chromium-browser or google-chrome on $PATH.
// $VERDICT_SCREENSHOTS names a directory for the screenshots (made if
// missing); else they go to a temporary directory.
package browser_test

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

var (
	chromium   string // the browser's path; "" when the tests skip
	skipReason string
)

func TestMain(m *testing.M) {
	flag.Parse()
	switch path, err := findChromium(); {
	case testing.Short():
		skipReason = "-short: browser tests skipped"
	case err != nil && os.Getenv("CI") != "":
		fmt.Fprintf(os.Stderr, "browser: FAIL: CI is set and %v (apt-get install chromium)\n", err)
		os.Exit(1)
	case err != nil:
		skipReason = err.Error() + ": browser tests skipped (apt-get install chromium)"
		fmt.Fprintf(os.Stderr, "\n*** %s ***\n\n", skipReason)
	default:
		chromium = path
	}
	os.Exit(m.Run())
}

func findChromium() (string, error) {
	if p := os.Getenv("VERDICT_CHROMIUM"); p != "" {
		return exec.LookPath(p)
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("no Chromium found (chromium, chromium-browser or google-chrome on PATH, or $VERDICT_CHROMIUM)")
}

// newBrowser starts Chromium for one test and returns a tab in its default
// browser context. It is closed when the test ends.
func newBrowser(t *testing.T) context.Context {
	t.Helper()
	if chromium == "" {
		t.Skip(skipReason)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium),
		chromedp.NoSandbox, // root in CI containers
		chromedp.Flag("disable-gpu", true),
		chromedp.WindowSize(int(desktop.width), int(desktop.height)),
	)
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	tctx, tcancel := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(func() { tcancel(); cancel(); acancel() })
	if err := chromedp.Do(tctx, chromedp.Navigate("about:blank")); err != nil { // starts the browser
		t.Fatalf("start %s: %v", chromium, err)
	}
	return tctx
}

// freshContext is another browser context of the same browser: no cookies,
// as a stranger's browser would be.
func freshContext(t *testing.T, browser context.Context) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatal(err)
	}
	return ctx
}

type viewport struct {
	name          string
	width, height int64
	mobile        bool
}

var (
	desktop = viewport{"desktop", 1280, 900, false}
	phone   = viewport{"phone", 390, 844, true}
)

// screenshots takes a full-page PNG of the current page at each width,
// into $VERDICT_SCREENSHOTS (or a temporary directory), named
// <name>-<width>.png, and restores the desktop viewport.
func screenshots(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("VERDICT_SCREENSHOTS")
	if dir == "" {
		dir = t.TempDir()
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, v := range []viewport{desktop, phone} {
		var opts []chromedp.EmulateViewportOption
		if v.mobile {
			opts = append(opts, chromedp.EmulateMobile, chromedp.EmulateTouch)
		}
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(v.width, v.height, opts...)); err != nil {
			t.Fatal(err)
		}
		// Let the layout settle at the new width.
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))`, chromedp.EvalAwaitPromise)); err != nil {
			t.Fatal(err)
		}
		png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatalf("screenshot %s at %s: %v", name, v.name, err)
		}
		if len(png) < 1000 || !strings.HasPrefix(string(png[:8]), "\x89PNG") {
			t.Fatalf("screenshot %s at %s: not a PNG (%d bytes)", name, v.name, len(png))
		}
		path := fmt.Sprintf("%s/%s-%s.png", dir, name, v.name)
		if err := os.WriteFile(path, png, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot: %s", path)
	}
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(desktop.width, desktop.height)); err != nil {
		t.Fatal(err)
	}
}
