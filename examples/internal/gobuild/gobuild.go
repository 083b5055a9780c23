// Package gobuild builds the module's programs for tests that run them as
// separate processes (an engine over the protocol, say): each program once
// per test binary, into a temporary directory that Clean removes.
package gobuild

import (
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

var (
	mu    sync.Mutex
	built = map[string]result{} // by package path
)

type result struct {
	path string // the program, or go build's output when err is set
	err  error
}

// Program builds the program of package pkg (a path go build accepts, such
// as "../engine") the first time it is asked for and returns its path; it
// fails t when the program does not build.
func Program(t testing.TB, pkg string) string {
	t.Helper()
	mu.Lock()
	defer mu.Unlock()
	r, ok := built[pkg]
	if !ok {
		r = build(pkg)
		built[pkg] = r
	}
	if r.err != nil {
		t.Fatalf("go build %s: %v\n%s", pkg, r.err, r.path)
	}
	return r.path
}

func build(pkg string) result {
	dir, err := os.MkdirTemp("", "akropolis-"+filepath.Base(pkg))
	if err != nil {
		return result{err: err}
	}
	path := filepath.Join(dir, filepath.Base(pkg))
	if out, err := exec.Command("go", "build", "-o", path, pkg).CombinedOutput(); err != nil {
		os.RemoveAll(dir)
		return result{path: string(out), err: err}
	}
	return result{path: path}
}

// Clean removes every program built; a package's TestMain calls it after
// its tests ran.
func Clean() {
	mu.Lock()
	defer mu.Unlock()
	for pkg, r := range built {
		if r.err == nil {
			os.RemoveAll(filepath.Dir(r.path))
		}
		delete(built, pkg)
	}
}
