package main

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHandler checks what the server serves: the page and its scripts from
// the embedded files, the WebAssembly (with its MIME type, which
// WebAssembly.instantiateStreaming requires) and wasm_exec.js from the build
// directory, and nothing else.
func TestHandler(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{"akropolis.wasm": "\x00asm", "wasm_exec.js": "// go"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(handler(dir))
	defer srv.Close()
	for _, c := range []struct {
		path, contentType, contains string
		status                      int
	}{
		{"/", "text/html", `<script src="app.js">`, http.StatusOK},
		{"/api.js", "text/javascript", "AkropolisAPI", http.StatusOK},
		{"/akropolis.wasm", "application/wasm", "\x00asm", http.StatusOK},
		{"/wasm_exec.js", "text/javascript", "// go", http.StatusOK},
		{"/main.go", "", "", http.StatusNotFound},
	} {
		res, err := http.Get(srv.URL + c.path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != c.status || !strings.HasPrefix(res.Header.Get("Content-Type"), c.contentType) ||
			!strings.Contains(string(body), c.contains) {
			t.Errorf("GET %s: %d %q, want %d %q containing %q", c.path, res.StatusCode, res.Header.Get("Content-Type"), c.status, c.contentType, c.contains)
		}
	}
}
