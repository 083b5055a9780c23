package akropolis_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// apiFile is the checked-in list of every exported name of the library, as
// Go's own api/ files list the standard library's: one "package name" a
// line, sorted. A change to the surface shows in review as a change to this
// file. Regenerate it with
//
//	go test -run TestAPI -update .
const apiFile = "testdata/api.txt"

// TestAPI holds the exported names of every package of the library (the
// module without examples/, testdata/ and internal/) to apiFile.
func TestAPI(t *testing.T) {
	got := strings.Join(libraryAPI(t), "\n") + "\n"
	if *updateRecords {
		if err := os.WriteFile(apiFile, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(apiFile)
	if err != nil {
		t.Fatalf("%v (go test -run TestAPI -update . writes it)", err)
	}
	if diff := cmp.Diff(strings.Split(string(want), "\n"), strings.Split(got, "\n")); diff != "" {
		t.Errorf("the exported API differs from %s (-listed +now); if the change is meant, run\n\tgo test -run TestAPI -update .\nand name it in the CHANGELOG:\n%s", apiFile, diff)
	}
}

// libraryAPI lists "package name" for every exported name (as
// exportedNames counts them) of every package of the library, sorted.
func libraryAPI(t *testing.T) []string {
	t.Helper()
	var lines []string
	for _, dir := range libraryDirs(t) {
		pkg := "akropolis"
		if dir != "." {
			pkg = dir
		}
		for _, name := range exportedNames(t, dir) {
			lines = append(lines, pkg+" "+name)
		}
	}
	slices.Sort(lines)
	return lines
}

// libraryDirs lists the folders of the library's packages: those holding
// non-test Go files, outside examples/, testdata/ and internal/ folders.
func libraryDirs(t *testing.T) []string {
	t.Helper()
	var dirs []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case "examples", "testdata", "internal", ".git":
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
			if dir := filepath.ToSlash(filepath.Dir(path)); !slices.Contains(dirs, dir) {
				dirs = append(dirs, dir)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return dirs
}

// TestAPICount prints the number of exported names of each package of the
// library (go test -run TestAPICount -v .).
func TestAPICount(t *testing.T) {
	total := 0
	for _, dir := range libraryDirs(t) {
		n := len(exportedNames(t, dir))
		total += n
		t.Logf("%-16s %4d", dir, n)
	}
	t.Logf("%-16s %4d", "total", total)
}

// TestLibraryTestsImportNoExamples: the library's tests use only the
// library, so that its contracts live in it and examples/ stays a module
// of programs that use them.
func TestLibraryTestsImportNoExamples(t *testing.T) {
	const examples = "github.com/akropolis-rules/akropolis/examples"
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "examples" || d.Name() == "testdata" || d.Name() == ".git") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			if p := strings.Trim(imp.Path.Value, `"`); p == examples || strings.HasPrefix(p, examples+"/") {
				t.Errorf("%s imports %s", path, p)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
