package main

import (
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
)

// The server's handler: the page and its scripts come from the binary and
// are revalidated on every load; the WebAssembly, named by its content,
// may be cached for good; each is sent gzipped to a browser that accepts
// gzip (and in Brotli to one that accepts it, when the brotli command made
// one).
func Example() {
	dir, _ := os.MkdirTemp("", "akropolis-web-example-")
	defer os.RemoveAll(dir)
	gz, _ := gzipped([]byte("\x00asm"))
	_ = os.WriteFile(filepath.Join(dir, "akropolis.wasm"), []byte("\x00asm"), 0o644)
	_ = os.WriteFile(filepath.Join(dir, "akropolis.wasm.gz"), gz, 0o644)
	_ = os.WriteFile(filepath.Join(dir, "wasm_exec.js"), []byte("// go"), 0o644)
	h, err := handler(dir)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, path := range []string{"/", "/api.js", "/akropolis.cd5d4935a48c0672.wasm"} {
		r := httptest.NewRequest("GET", path, nil)
		r.Header.Set("Accept-Encoding", "gzip")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		fmt.Printf("%s %d %s; encoding %q\n", path, w.Code, w.Header().Get("Cache-Control"), w.Header().Get("Content-Encoding"))
	}
	// Output:
	// / 200 no-cache; encoding "gzip"
	// /api.js 200 no-cache; encoding "gzip"
	// /akropolis.cd5d4935a48c0672.wasm 200 public, max-age=31536000, immutable; encoding "gzip"
}
