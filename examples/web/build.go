package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// build compiles the WebAssembly program into dir/akropolis.wasm, writes
// its gzip next to it, and its Brotli when the brotli command is installed (compressed once here, so that no request waits for
// it) and copies wasm_exec.js of the same toolchain (the two must match).
// It says on out what it is doing: a cold build compiles the whole module
// and can take minutes, so go build's list of packages is passed on as
// they are compiled.
func build(dir string, out io.Writer) error {
	start := time.Now()
	wasm := filepath.Join(dir, "akropolis.wasm")
	fmt.Fprintln(out, "building the WebAssembly (GOOS=js GOARCH=wasm go build -v); a first build compiles every package and may take a few minutes")
	cmd := exec.Command("go", "build", "-v", "-trimpath", "-o", wasm,
		"github.com/akropolis-rules/akropolis/examples/web/wasm")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("building the WebAssembly: %w", err)
	}
	raw, err := os.ReadFile(wasm)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "built akropolis.wasm (%s) in %s; compressing it\n", megabytes(len(raw)), time.Since(start).Round(100*time.Millisecond))
	gz, err := gzipped(raw)
	if err != nil {
		return err
	}
	if err := os.WriteFile(wasm+".gz", gz, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(out, "akropolis.wasm.gz: %s\n", megabytes(len(gz)))
	if compress := brotliCommand(); compress == nil {
		fmt.Fprintln(out, "no brotli command: the page is served gzipped only (Debian: apt-get install brotli)")
	} else {
		br, err := compress(raw)
		if err != nil {
			return err
		}
		if err := os.WriteFile(wasm+".br", br, 0o644); err != nil {
			return err
		}
		fmt.Fprintf(out, "akropolis.wasm.br: %s\n", megabytes(len(br)))
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

// gzipped returns b compressed at the best ratio: it is done once per
// build, and every player downloads the result.
func gzipped(b []byte) ([]byte, error) {
	var buf bytes.Buffer
	w, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(b); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// brotliCommand answers a function that compresses with the brotli
// command at its best ratio (the standard library has no Brotli encoder),
// or nil when the command is not installed.
func brotliCommand() func([]byte) ([]byte, error) {
	path, err := exec.LookPath("brotli")
	if err != nil {
		return nil
	}
	return func(b []byte) ([]byte, error) {
		cmd := exec.Command(path, "-c", "-q", "11")
		cmd.Stdin = bytes.NewReader(b)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("brotli: %v %s", err, stderr.String())
		}
		return out, nil
	}
}

// megabytes writes a size as "4.4 MB".
func megabytes(n int) string { return fmt.Sprintf("%.1f MB", float64(n)/1e6) }
