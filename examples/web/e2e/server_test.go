package e2e

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// root is the repository root, where `go run ./examples/web` runs.
var root, _ = filepath.Abs(filepath.Join("..", "..", ".."))

// server is the web server the tests share, started by the first test
// that needs it and interrupted by TestMain.
var server struct {
	once sync.Once
	addr string
	err  error
	cmd  *exec.Cmd
	dir  string
}

func TestMain(m *testing.M) {
	code := m.Run()
	if server.cmd != nil {
		server.cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { server.cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			server.cmd.Process.Kill()
		}
	}
	if server.dir != "" {
		os.RemoveAll(server.dir)
	}
	os.Exit(code)
}

// startServer builds and starts the web server on a free port, once, and
// returns the page's address.
func startServer(t *testing.T) string {
	t.Helper()
	server.once.Do(func() { server.addr, server.err = start() })
	if server.err != nil {
		t.Fatal(server.err)
	}
	return server.addr
}

func start() (string, error) {
	dir, err := os.MkdirTemp("", "akropolis-e2e-")
	if err != nil {
		return "", err
	}
	server.dir = dir
	bin := filepath.Join(dir, "web")
	build := exec.Command("go", "build", "-o", bin, "./examples/web")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		return "", fmt.Errorf("building the server: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "-port", "0")
	cmd.Dir = root
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return "", err
	}
	if err := cmd.Start(); err != nil {
		return "", err
	}
	server.cmd = cmd
	addr := make(chan string, 1)
	go func() {
		s := bufio.NewScanner(out)
		for s.Scan() {
			if _, a, ok := strings.Cut(s.Text(), "serving the page on "); ok {
				addr <- a
			}
		}
	}()
	select {
	case a := <-addr:
		return a, nil
	case <-time.After(5 * time.Minute):
		return "", fmt.Errorf("the server printed no address in 5 minutes")
	}
}

// chromiumPath is $CHROMIUM, or /usr/bin/chromium. When it is missing the
// test skips on a developer's machine but fails in CI ($CI set to anything
// but "false" or "0", as CI services set it), so a broken browser path
// cannot pass there unnoticed.
func chromiumPath(t reporter) string {
	t.Helper()
	path := os.Getenv("CHROMIUM")
	if path == "" {
		path = "/usr/bin/chromium"
	}
	if _, err := os.Stat(path); err != nil {
		if inCI() {
			t.Fatalf("no chromium at %s (set CHROMIUM), and CI=%s: the browser tests must run: %v", path, os.Getenv("CI"), err)
		} else {
			t.Skipf("no chromium at %s (set CHROMIUM): %v", path, err)
		}
	}
	return path
}

// inCI reports whether the tests run in CI.
func inCI() bool {
	switch os.Getenv("CI") {
	case "", "false", "0":
		return false
	}
	return true
}

// reporter is the part of testing.TB that chromiumPath reports through, so
// a test can see whether it skips or fails.
type reporter interface {
	Helper()
	Skipf(format string, args ...any)
	Fatalf(format string, args ...any)
}

// browser starts headless chromium with a fresh profile and returns a
// chromedp context for one tab, with a deadline.
func browser(t *testing.T, timeout time.Duration) context.Context {
	t.Helper()
	path := chromiumPath(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 800),
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	t.Cleanup(cancel)
	ctx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	t.Cleanup(cancelAlloc)
	ctx, cancelTab := chromedp.NewContext(ctx)
	t.Cleanup(cancelTab)
	return ctx
}

// screenshot saves a PNG of the whole page (or of the window only) into
// $AKROPOLIS_SCREENSHOTS, when set.
func screenshot(t *testing.T, ctx context.Context, name string, whole bool) {
	t.Helper()
	dir := os.Getenv("AKROPOLIS_SCREENSHOTS")
	if dir == "" {
		return
	}
	shot := chromedp.CaptureScreenshot()
	if whole {
		shot = chromedp.FullScreenshot(100)
	}
	png, err := chromedp.Run(ctx, shot)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// do runs actions on the page, failing the test on error.
func do(t *testing.T, ctx context.Context, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatal(err)
	}
}

// eval evaluates a JavaScript expression on the page.
func eval[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return v
}
