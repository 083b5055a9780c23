package main

import (
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
)

// The server's handler: the page and its scripts come from the binary, the
// WebAssembly and wasm_exec.js from the directory the build wrote them to,
// and nothing is cached.
func Example() {
	dir, _ := os.MkdirTemp("", "akropolis-web-example-")
	defer os.RemoveAll(dir)
	_ = os.WriteFile(filepath.Join(dir, "akropolis.wasm"), []byte("\x00asm"), 0o644)
	for _, path := range []string{"/", "/api.js", "/akropolis.wasm"} {
		w := httptest.NewRecorder()
		handler(dir).ServeHTTP(w, httptest.NewRequest("GET", path, nil))
		fmt.Println(path, w.Code, w.Header().Get("Cache-Control"))
	}
	// Output:
	// / 200 no-store
	// /api.js 200 no-store
	// /akropolis.wasm 200 no-store
}
