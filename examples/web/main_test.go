package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// fakeBuild writes what build writes, with a tiny WebAssembly "\x00asm"
// (SHA-256 beginning cd5d4935a48c0672, from sha256sum), and returns the
// directory.
func fakeBuild(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	gz, err := gzipped([]byte("\x00asm"))
	if err != nil {
		t.Fatal(err)
	}
	for name, body := range map[string]string{"akropolis.wasm": "\x00asm", "akropolis.wasm.gz": string(gz), "wasm_exec.js": "// go"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// get requests path with the given Accept-Encoding and If-None-Match
// headers (none when empty) and answers the response and its body as sent,
// not decompressed.
func get(t *testing.T, h http.Handler, path, acceptEncoding, ifNoneMatch string) (*http.Response, string) {
	t.Helper()
	req := httptest.NewRequest("GET", path, nil)
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	if ifNoneMatch != "" {
		req.Header.Set("If-None-Match", ifNoneMatch)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	res := w.Result()
	body, _ := io.ReadAll(res.Body)
	return res, string(body)
}

const wasmName = "akropolis.cd5d4935a48c0672.wasm"

// TestHandler checks what the server serves: the page (naming the
// WebAssembly by its content) and its scripts from the embedded files, the
// WebAssembly (with its MIME type, which WebAssembly.instantiateStreaming
// requires) and wasm_exec.js from the build directory, and nothing else.
func TestHandler(t *testing.T) {
	h, err := handler(fakeBuild(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path, contentType, contains, cache string
		status                             int
	}{
		{"/", "text/html", `data-wasm="` + wasmName + `"`, cacheValidate, http.StatusOK},
		{"/index.html", "", "", cacheValidate, http.StatusMovedPermanently}, // to "/", which names the WebAssembly
		{"/api.js", "text/javascript", "AkropolisAPI", cacheValidate, http.StatusOK},
		{"/" + wasmName, "application/wasm", "\x00asm", cacheForever, http.StatusOK},
		{"/wasm_exec.js", "text/javascript", "// go", cacheValidate, http.StatusOK},
		{"/akropolis.wasm", "", "", "", http.StatusNotFound},
		{"/main.go", "", "", "", http.StatusNotFound},
	} {
		res, body := get(t, h, c.path, "", "")
		if res.StatusCode != c.status || !strings.HasPrefix(res.Header.Get("Content-Type"), c.contentType) ||
			!strings.Contains(body, c.contains) || res.Header.Get("Cache-Control") != c.cache {
			t.Errorf("GET %s: %d %q %q, want %d %q %q containing %q", c.path, res.StatusCode, res.Header.Get("Content-Type"),
				res.Header.Get("Cache-Control"), c.status, c.contentType, c.cache, c.contains)
		}
	}
}

// TestWasmHeaders checks how the WebAssembly travels: gzipped when the
// browser accepts gzip (and then decompressing to the file), plain when it
// does not, with an ETag per encoding that answers 304 Not Modified, and
// Vary so that a cache keeps the two apart.
func TestWasmHeaders(t *testing.T) {
	h, err := handler(fakeBuild(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		accept, encoding, etag string
	}{
		{"gzip, deflate, br, zstd", "gzip", `"cd5d4935a48c0672-gz"`}, // what Chromium sends
		{"", "", `"cd5d4935a48c0672"`},
		{"gzip;q=0", "", `"cd5d4935a48c0672"`},
	} {
		res, body := get(t, h, "/"+wasmName, c.accept, "")
		hd := res.Header
		if hd.Get("Content-Encoding") != c.encoding || hd.Get("ETag") != c.etag || hd.Get("Vary") != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, ETag %s, Vary %q; want %q, %s, Accept-Encoding",
				c.accept, hd.Get("Content-Encoding"), hd.Get("ETag"), hd.Get("Vary"), c.encoding, c.etag)
		}
		if c.encoding == "gzip" {
			r, err := gzip.NewReader(strings.NewReader(body))
			if err != nil {
				t.Fatalf("Accept-Encoding %q: body not gzip: %v", c.accept, err)
			}
			b, _ := io.ReadAll(r)
			body = string(b)
		}
		if body != "\x00asm" {
			t.Errorf("Accept-Encoding %q: body %q, want the WebAssembly", c.accept, body)
		}
		if res, body := get(t, h, "/"+wasmName, c.accept, c.etag); res.StatusCode != http.StatusNotModified || body != "" {
			t.Errorf("Accept-Encoding %q, If-None-Match %s: %d with %d bytes, want 304 and none", c.accept, c.etag, res.StatusCode, len(body))
		}
	}
}

// TestHandlerNeedsBuild checks that a build directory without the
// compressed WebAssembly is an error, not a server that fails later.
func TestHandlerNeedsBuild(t *testing.T) {
	dir := fakeBuild(t)
	if err := os.Remove(filepath.Join(dir, "akropolis.wasm.gz")); err != nil {
		t.Fatal(err)
	}
	if _, err := handler(dir); err == nil {
		t.Error("handler of a directory without akropolis.wasm.gz: no error")
	}
}

func TestAcceptsGzip(t *testing.T) {
	for header, want := range map[string]bool{
		"":                       false,
		"identity":               false,
		"gzip":                   true,
		"GZIP":                   true,
		"br, gzip;q=0.5":         true,
		"gzip;q=0":               false,
		"gzip; q=0.0, identity":  false,
		"*":                      true,
		"deflate, br":            false,
		"x-gzip-not-really, br ": false,
	} {
		if got := acceptsGzip(header); got != want {
			t.Errorf("acceptsGzip(%q) = %v, want %v", header, got, want)
		}
	}
}

// TestGzipped checks the compression round trip on a body that compresses:
// 64 KiB of one byte must come back whole and much smaller.
func TestGzipped(t *testing.T) {
	raw := bytes.Repeat([]byte{'a'}, 64<<10)
	gz, err := gzipped(raw)
	if err != nil {
		t.Fatal(err)
	}
	r, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		t.Fatal(err)
	}
	back, _ := io.ReadAll(r)
	if !bytes.Equal(back, raw) || len(gz) > len(raw)/100 {
		t.Errorf("gzip of 64 KiB of 'a': %d bytes, reads back equal %v", len(gz), bytes.Equal(back, raw))
	}
}

// TestCompressedAssets checks that the scripts, styles and the page travel
// compressed: Brotli to a browser that accepts it (when the brotli command
// is installed, as CI installs it), gzip to one that accepts only gzip,
// each decompressing to the file, and logs the sizes.
func TestCompressedAssets(t *testing.T) {
	unbrotli, err := exec.LookPath("brotli")
	if err != nil && os.Getenv("CI") == "" {
		t.Skip("no brotli command")
	}
	if err != nil {
		t.Fatal("CI: the brotli command is missing")
	}
	h, err := handler(fakeBuild(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"app.js", "style.css", "draw.js", "favicon.svg"} {
		raw, err := static.ReadFile("static/" + name)
		if err != nil {
			t.Fatal(err)
		}
		sizes := map[string]int{}
		for _, c := range []struct{ accept, encoding string }{{"gzip, deflate, br, zstd", "br"}, {"gzip", "gzip"}, {"", ""}} {
			res, body := get(t, h, "/"+name, c.accept, "")
			if got := res.Header.Get("Content-Encoding"); got != c.encoding {
				t.Errorf("/%s with Accept-Encoding %q: Content-Encoding %q, want %q", name, c.accept, got, c.encoding)
				continue
			}
			plain := []byte(body)
			switch c.encoding {
			case "br":
				cmd := exec.Command(unbrotli, "-d", "-c")
				cmd.Stdin = strings.NewReader(body)
				if plain, err = cmd.Output(); err != nil {
					t.Fatalf("/%s: not Brotli: %v", name, err)
				}
			case "gzip":
				r, err := gzip.NewReader(strings.NewReader(body))
				if err != nil {
					t.Fatalf("/%s: not gzip: %v", name, err)
				}
				plain, _ = io.ReadAll(r)
			}
			if !bytes.Equal(plain, raw) {
				t.Errorf("/%s in %q does not decompress to the file", name, c.encoding)
			}
			sizes[c.encoding] = len(body)
		}
		t.Logf("%s: %d bytes, gzip %d, Brotli %d", name, sizes[""], sizes["gzip"], sizes["br"])
	}
}
