package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
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

// asset is a file the server sends, plain, gzipped and (when the brotli
// command was there to make it) in Brotli, with its type, cache policy
// and an ETag per encoding.
type asset struct {
	raw, gz, br []byte
	ctype       string
	cache       string
	etag        string // of raw; "-gz" or "-br" is added inside the quotes
}

// newAsset compresses body for the file name: gzip here, Brotli by
// compress (nil: none).
func newAsset(name string, body []byte, cache string, compress func([]byte) ([]byte, error)) (*asset, error) {
	gz, err := gzipped(body)
	if err != nil {
		return nil, err
	}
	a := &asset{raw: body, gz: gz, cache: cache, ctype: mime.TypeByExtension(path.Ext(name))}
	if compress != nil {
		if a.br, err = compress(body); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
	}
	sum := sha256.Sum256(body)
	a.etag = `"` + hex.EncodeToString(sum[:8]) + `"`
	return a, nil
}

// serve sends the asset in the best encoding the browser accepts: Brotli,
// then gzip, then plain.
func (a *asset) serve(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Type", a.ctype)
	h.Set("Cache-Control", a.cache)
	h.Add("Vary", "Accept-Encoding")
	body, etag := a.raw, a.etag
	accept := r.Header.Get("Accept-Encoding")
	switch {
	case a.br != nil && accepts(accept, "br"):
		h.Set("Content-Encoding", "br")
		body, etag = a.br, strings.TrimSuffix(a.etag, `"`)+`-br"`
	case accepts(accept, "gzip"):
		h.Set("Content-Encoding", "gzip")
		body, etag = a.gz, strings.TrimSuffix(a.etag, `"`)+`-gz"`
	}
	h.Set("ETag", etag)
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
}

// acceptsGzip reports whether an Accept-Encoding header accepts gzip.
func acceptsGzip(header string) bool { return accepts(header, "gzip") }

// accepts reports whether an Accept-Encoding header accepts the coding
// (named or through "*") with a quality above zero.
func accepts(header, want string) bool {
	for part := range strings.SplitSeq(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding != want && coding != "*" {
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

// handler serves the embedded page (index.html with the WebAssembly's
// content-named URL and its size written in), its scripts, styles and
// icon, the WebAssembly and wasm_exec.js from dir, each compressed (see
// asset) — the WebAssembly's Brotli when build wrote one.
func handler(dir string) (http.Handler, error) {
	raw, err := os.ReadFile(filepath.Join(dir, "akropolis.wasm"))
	if err != nil {
		return nil, err
	}
	gz, err := os.ReadFile(filepath.Join(dir, "akropolis.wasm.gz"))
	if err != nil {
		return nil, err
	}
	br, err := os.ReadFile(filepath.Join(dir, "akropolis.wasm.br"))
	if err != nil && !os.IsNotExist(err) {
		return nil, err
	}
	sum := sha256.Sum256(raw)
	id := hex.EncodeToString(sum[:8])
	wasmName := "akropolis." + id + ".wasm"
	wasm := &asset{raw: raw, gz: gz, br: br, ctype: "application/wasm", cache: cacheForever, etag: `"` + id + `"`}

	compress := brotliCommand()
	assets := map[string]*asset{"/" + wasmName: wasm}
	page, _ := fs.Sub(static, "static") // the directory is embedded
	err = fs.WalkDir(page, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := fs.ReadFile(page, name)
		if err != nil {
			return err
		}
		url := "/" + name
		if name == "index.html" {
			url = "/"
			body = bytes.ReplaceAll(body, []byte(`data-wasm="akropolis.wasm"`), []byte(`data-wasm="`+wasmName+`"`))
			body = bytes.ReplaceAll(body, []byte(`data-wasm-size="0"`), []byte(`data-wasm-size="`+strconv.Itoa(len(raw))+`"`))
		}
		assets[url], err = newAsset(name, body, cacheValidate, compress)
		return err
	})
	if err != nil {
		return nil, err
	}
	js, err := os.ReadFile(filepath.Join(dir, "wasm_exec.js"))
	if err != nil {
		return nil, err
	}
	if assets["/wasm_exec.js"], err = newAsset("wasm_exec.js", js, cacheValidate, compress); err != nil {
		return nil, err
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		if r.URL.Path == "/index.html" {
			w.Header().Set("Cache-Control", cacheValidate)
			http.Redirect(w, r, "/", http.StatusMovedPermanently)
			return
		}
		a, ok := assets[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		a.serve(w, r)
	}), nil
}
