package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Cache policies. The WebAssembly is named by its content, so a browser may
// keep it for good; everything else is small and revalidated every time,
// so that a rebuilt page is always seen.
const (
	cacheForever  = "public, max-age=31536000, immutable"
	cacheValidate = "no-cache"
)

// wasmFile is the built WebAssembly, plain and gzipped, and the name it is
// served under: akropolis.<first 16 hex digits of its SHA-256>.wasm.
type wasmFile struct {
	name    string
	raw, gz []byte
	etag    string // of raw; the gzip's is etag with "-gz" inside the quotes
}

// readWasm reads dir/akropolis.wasm and the gzip build wrote beside it.
func readWasm(dir string) (*wasmFile, error) {
	path := filepath.Join(dir, "akropolis.wasm")
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	gz, err := os.ReadFile(path + ".gz")
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(raw)
	id := hex.EncodeToString(sum[:8])
	return &wasmFile{name: "akropolis." + id + ".wasm", raw: raw, gz: gz, etag: `"` + id + `"`}, nil
}

// serve sends the WebAssembly, gzipped when the browser accepts it, to be
// cached for good: its name changes with its content.
func (f *wasmFile) serve(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Type", "application/wasm")
	h.Set("Cache-Control", cacheForever)
	h.Add("Vary", "Accept-Encoding")
	body, etag := f.raw, f.etag
	if acceptsGzip(r.Header.Get("Accept-Encoding")) {
		h.Set("Content-Encoding", "gzip")
		body, etag = f.gz, strings.TrimSuffix(f.etag, `"`)+`-gz"`
	}
	h.Set("ETag", etag)
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
}

// acceptsGzip reports whether an Accept-Encoding header accepts gzip (named
// or through "*") with a quality above zero.
func acceptsGzip(header string) bool {
	for part := range strings.SplitSeq(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding != "gzip" && coding != "*" {
			continue
		}
		q := 1.0
		if v, ok := strings.CutPrefix(strings.ReplaceAll(params, " ", ""), "q="); ok {
			if f, err := strconv.ParseFloat(v, 64); err == nil {
				q = f
			}
		}
		return q > 0
	}
	return false
}

// handler serves the embedded page, with the WebAssembly's content-named
// URL written into index.html, the WebAssembly from dir (see wasmFile.serve)
// and wasm_exec.js from dir.
func handler(dir string) (http.Handler, error) {
	wasm, err := readWasm(dir)
	if err != nil {
		return nil, err
	}
	page, _ := fs.Sub(static, "static") // the directory is embedded
	index, err := fs.ReadFile(page, "index.html")
	if err != nil {
		return nil, err
	}
	index = bytes.ReplaceAll(index, []byte(`data-wasm="akropolis.wasm"`), []byte(`data-wasm="`+wasm.name+`"`))
	files := http.FileServerFS(page)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", mime.TypeByExtension(".html"))
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(index))
	})
	mux.HandleFunc("GET /"+wasm.name, wasm.serve)
	mux.HandleFunc("GET /wasm_exec.js", func(w http.ResponseWriter, r *http.Request) {
		http.ServeFile(w, r, filepath.Join(dir, "wasm_exec.js"))
	})
	mux.Handle("GET /", files) // which redirects /index.html to /
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", cacheValidate)
		mux.ServeHTTP(w, r)
	}), nil
}
