// Command web serves a page on which a person plays Akropolis in the
// browser against the built-in players, every rule decided by the library
// compiled to WebAssembly:
//
//	go run ./examples/web            # builds the WebAssembly, serves http://127.0.0.1:8080/
//	go run ./examples/web -port 0    # on a free port
//
// It builds examples/web/wasm with GOOS=js GOARCH=wasm from the checkout
// into a temporary directory, saying what it compiles as it goes, compresses
// the result once (gzip, and Brotli with the brotli command when it is
// installed: the standard library has no Brotli encoder), copies the
// toolchain's wasm_exec.js next to it, serves them with the page (embedded
// from static/) on 127.0.0.1 only, and prints the address. Every file is
// sent in Brotli or gzip to a browser that accepts it. The WebAssembly is
// served under a name made from its content and may be cached for good;
// the page and its scripts are revalidated on every load.
//
// This program only builds and serves: build.go compiles the WebAssembly
// and serve.go is the HTTP handler. The library is used in package
// examples/web/api, whose Session holds one akropolis.Game and answers the
// page's calls (a new game, the legal moves, a move played, the scores and
// ranks, a hint) as JSON; wasm/main.go puts that Session on the page, and
// static/api.js describes the calls for the page's JavaScript.
package main

import (
	"context"
	"embed"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
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
	if err := build(dir, os.Stderr); err != nil {
		return err
	}
	h, err := handler(dir)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", port))
	if err != nil {
		return err
	}
	fmt.Printf("serving the page on http://%s/\n", ln.Addr())
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	srv := &http.Server{Handler: h}
	go func() {
		<-ctx.Done()
		srv.Close()
	}()
	if err := srv.Serve(ln); err != http.ErrServerClosed {
		return err
	}
	return nil
}
