// Command web serves a page on which a person plays Akropolis in the
// browser against the built-in players, every rule decided by the library
// compiled to WebAssembly:
//
//	go run ./examples/web            # builds the WebAssembly, serves http://127.0.0.1:8080/
//	go run ./examples/web -port 0    # on a free port
//
// It builds examples/web/wasm with GOOS=js GOARCH=wasm from the checkout
// into a temporary directory, copies the toolchain's wasm_exec.js next to
// it, serves them with the page (embedded from static/) on 127.0.0.1 only,
// and prints the address. The page's JavaScript API is described in
// package examples/web/api and in static/api.js.
package main

import (
	"context"
	"embed"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
)

//go:embed static
var static embed.FS

func main() {
	port := flag.Int("port", 8080, "TCP port on 127.0.0.1 (0 picks a free one)")
	flag.Parse()
	log.SetFlags(0)
	if err := run(*port); err != nil {
		log.Fatal(err)
	}
}

// run builds the WebAssembly into a temporary directory and serves the page
// until interrupted, then removes the directory.
func run(port int) error {
	dir, err := os.MkdirTemp("", "akropolis-web-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if err := build(dir); err != nil {
		return err
	}
	ln, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", port))
	if err != nil {
		return err
	}
	fmt.Printf("serving the page on http://%s/\n", ln.Addr())
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	srv := &http.Server{Handler: handler(dir)}
	go func() {
		<-ctx.Done()
		srv.Close()
	}()
	if err := srv.Serve(ln); err != http.ErrServerClosed {
		return err
	}
	return nil
}

// build compiles the WebAssembly program into dir/akropolis.wasm and copies
// wasm_exec.js of the same toolchain next to it (the two must match).
func build(dir string) error {
	cmd := exec.Command("go", "build", "-trimpath", "-o", filepath.Join(dir, "akropolis.wasm"),
		"github.com/akropolis-rules/akropolis/examples/web/wasm")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("building the WebAssembly: %w", err)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %w", err)
	}
	js, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "wasm_exec.js"), js, 0o644)
}

// handler serves the embedded page and, from dir, the WebAssembly and
// wasm_exec.js. Nothing is cached, so that a rebuilt page is always seen.
func handler(dir string) http.Handler {
	page, _ := fs.Sub(static, "static") // the directory is embedded
	files := http.FileServerFS(page)
	mux := http.NewServeMux()
	for _, name := range []string{"akropolis.wasm", "wasm_exec.js"} {
		mux.HandleFunc("GET /"+name, func(w http.ResponseWriter, r *http.Request) {
			http.ServeFile(w, r, filepath.Join(dir, name))
		})
	}
	mux.Handle("GET /", files)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		mux.ServeHTTP(w, r)
	})
}
