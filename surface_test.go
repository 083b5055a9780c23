package akropolis_test

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/akropolis-rules/akropolis/variants"
)

// maxExported is the most names the root package may export, counted as
// exportedNames counts them: a game's surface, no wider.
// 140 since issue #34 folded duplicates (was 186; 157 after a first round;
// CheckDocument, the one call that checks any document, stays).
const maxExported = 140

// exportedNames lists the exported names of the package in dir, from its
// non-test files: functions, methods of exported types, exported types,
// constants and variables, and the named exported fields of exported
// struct types (an embedded field adds no name).
func exportedNames(t *testing.T, dir string) []string {
	t.Helper()
	var names []string
	for _, f := range sourceFiles(t, dir) {
		for _, d := range f.Decls {
			names = append(names, declNames(d)...)
		}
	}
	return names
}

// sourceFiles parses the non-test Go files of dir, in name order.
func sourceFiles(t *testing.T, dir string) []*ast.File {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return files
}

// declNames is exportedNames for one declaration.
func declNames(d ast.Decl) []string {
	var names []string
	switch d := d.(type) {
	case *ast.FuncDecl:
		if !d.Name.IsExported() {
			break
		}
		if d.Recv == nil {
			return []string{d.Name.Name}
		}
		recv := d.Recv.List[0].Type
		if star, ok := recv.(*ast.StarExpr); ok {
			recv = star.X
		}
		if id, ok := recv.(*ast.Ident); ok && id.IsExported() {
			return []string{id.Name + "." + d.Name.Name}
		}
	case *ast.GenDecl:
		for _, s := range d.Specs {
			switch s := s.(type) {
			case *ast.TypeSpec:
				if !s.Name.IsExported() {
					continue
				}
				names = append(names, s.Name.Name)
				if st, ok := s.Type.(*ast.StructType); ok {
					for _, fl := range st.Fields.List {
						for _, n := range fl.Names {
							if n.IsExported() {
								names = append(names, s.Name.Name+"."+n.Name)
							}
						}
					}
				}
			case *ast.ValueSpec:
				for _, n := range s.Names {
					if n.IsExported() {
						names = append(names, n.Name)
					}
				}
			}
		}
	}
	return names
}

// TestExportedSurface holds the root package to at most maxExported
// exported names: a capability that needs more must take the place of
// something, or live in a package of its own.
func TestExportedSurface(t *testing.T) {
	names := exportedNames(t, ".")
	if len(names) > maxExported {
		t.Errorf("the root package exports %d names, more than %d:\n%s", len(names), maxExported, strings.Join(names, "\n"))
	}
}

// TestExportedNamesCounted checks the count on a package built by hand: two
// functions, a method of an exported type and none of an unexported one,
// two types, a constant, a variable, two named fields and no embedded one.
func TestExportedNamesCounted(t *testing.T) {
	dir := t.TempDir()
	src := `package p

func F()      {}
func G()      {}
func h()      {}
func (T) M()  {}
func (u) N()  {}
func (*T) m() {}

type T struct {
	A, b int
	C    string
	T2
}
type T2 int
type u struct{ D int }

const K, k = 1, 2

var V int
`
	if err := os.WriteFile(dir+"/p.go", []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	// A test file exports nothing of the package.
	if err := os.WriteFile(dir+"/p_test.go", []byte("package p\n\nfunc Exported() {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got := strings.Join(exportedNames(t, dir), " ")
	want := "F G T.M T T.A T.C T2 K V"
	if got != want {
		t.Errorf("exported names %q, want %q", got, want)
	}
}

// TestSentinelsNamedForCodes: every rule sentinel of the module, a constant
// of type rule.Code in package city, site or the root, is named Err and its
// code in camel case (site.ErrBadPosition is "bad-position"), so a code
// finds its sentinel; every code rule.Codes lists is one sentinel's, but
// for the three that ReportOf gives errors of no rule, and no two
// sentinels share a code.
func TestSentinelsNamedForCodes(t *testing.T) {
	listed := map[string]bool{}
	for _, c := range rule.Codes() {
		listed[string(c)] = true
	}
	found := map[string]string{}
	for _, dir := range []string{".", "city", "site", "internal/siteplay"} {
		n := 0
		for _, f := range sourceFiles(t, dir) {
			ast.Inspect(f, func(node ast.Node) bool {
				vs, ok := node.(*ast.ValueSpec)
				if !ok || len(vs.Names) != 1 || len(vs.Values) != 1 || !isRuleCode(vs.Type) || !vs.Names[0].IsExported() {
					return true // the unexported codes are ReportOf's three
				}
				n++
				name := filepath.Base(dir) + "." + vs.Names[0].Name
				lit, ok := vs.Values[0].(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					t.Errorf("%s: a rule.Code that is no string literal", name)
					return true
				}
				code := strings.Trim(lit.Value, `"`)
				if want := "Err" + camel(code); !listed[code] || vs.Names[0].Name != want {
					t.Errorf("%s is %q: want a code rule.Codes lists and the name %s", name, code, want)
				}
				if other, dup := found[code]; dup {
					t.Errorf("%s and %s are both %q", other, name, code)
				}
				found[code] = name
				return true
			})
		}
		if n == 0 {
			t.Errorf("%s: no sentinel found", dir)
		}
	}
	for code := range listed {
		if _, ok := found[code]; !ok && code != "syntax" && code != "too-large" && code != "error" {
			t.Errorf("rule.Codes lists %q, which no sentinel is", code)
		}
	}
}

// isRuleCode reports whether a declared type is rule.Code.
func isRuleCode(e ast.Expr) bool {
	sel, ok := e.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Code" {
		return false
	}
	x, ok := sel.X.(*ast.Ident)
	return ok && x.Name == "rule"
}

// camel turns a kebab-case code into camel case: "bad-position" is
// "BadPosition".
func camel(code string) string {
	var b strings.Builder
	for w := range strings.SplitSeq(code, "-") {
		if w == "" {
			continue
		}
		r := []rune(w)
		b.WriteRune(unicode.ToUpper(r[0]))
		b.WriteString(string(r[1:]))
	}
	return b.String()
}

// TestSyntaxErrorsGathered: every package's syntax error wraps
// rule.ErrSyntax, so one errors.Is finds any text that could not be read,
// and its message names the package that read it.
func TestSyntaxErrorsGathered(t *testing.T) {
	var (
		h  hex.Hex
		k  tile.Kind
		s  variants.Set
		d  score.Difficulty
		ev event.Event
	)
	var p city.Placement
	cityErr := p.UnmarshalText([]byte("x"))
	_, moveErr := akropolis.ParseMove("x")
	for _, tc := range []struct {
		err    error
		prefix string
	}{
		{moveErr, "akropolis: invalid syntax"},
		{cityErr, "city: invalid placement syntax"},
		{h.UnmarshalText([]byte("x")), "hex: invalid cell syntax"},
		{k.UnmarshalText([]byte("x")), "tile: invalid syntax"},
		{s.UnmarshalText([]byte("x")), "variants: invalid syntax"},
		{d.UnmarshalText([]byte("x")), "score: invalid syntax"},
		{ev.UnmarshalJSON([]byte("x")), "event: invalid syntax"},
	} {
		if !errors.Is(tc.err, rule.ErrSyntax) || tc.err == nil || !strings.HasPrefix(tc.err.Error(), tc.prefix) {
			t.Errorf("%v: want an error wrapping rule.ErrSyntax that starts %q", tc.err, tc.prefix)
		}
	}
	var code rule.Code
	if errors.As(rule.ErrSyntax, &code) {
		t.Errorf("errors.As finds the code %q in ErrSyntax, which breaks no rule", code)
	}
}

// TestHexAtTheBottom: package hex, the bottom of the module, imports
// nothing of the module but its internal helpers, so that folders follow
// the import graph.
func TestHexAtTheBottom(t *testing.T) {
	const mod = "github.com/akropolis-rules/akropolis/"
	for _, f := range sourceFiles(t, "hex") {
		for _, imp := range f.Imports {
			path := strings.Trim(imp.Path.Value, `"`)
			if strings.HasPrefix(path, mod) && !strings.HasPrefix(path, mod+"internal/") {
				t.Errorf("hex imports %s", path)
			}
		}
	}
}
