package akropolis_test

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"go/ast"
	"io"
	"io/fs"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/strictjson"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/akropolis-rules/akropolis/variants"
	"github.com/google/go-cmp/cmp"
)

// hostileReader is one of the module's readers of untrusted documents: one
// JSON or text form of one package, the most bytes it reads (its bound, as
// its doc and the package doc state it) and the most bytes it allocates per
// byte read within its bound, and the syntax error of its package.
type hostileReader struct {
	name    string
	limit   int
	perByte uint64
	syntax  error
	read    func(b []byte, s string) error // the document as bytes and as a string
}

// jsonForm and textForm read a document as the JSON or text form of T,
// into one value of T made beforehand, so that what a read allocates is the
// reader's alone (a city.City is a value of 100 KiB).
func jsonForm[T any, P interface {
	*T
	json.Unmarshaler
}]() func([]byte, string) error {
	v := P(new(T))
	return func(b []byte, _ string) error { return v.UnmarshalJSON(b) }
}

func textForm[T any, P interface {
	*T
	encoding.TextUnmarshaler
}]() func([]byte, string) error {
	v := P(new(T))
	return func(b []byte, _ string) error { return v.UnmarshalText(b) }
}

// noBound is the bound stated for a text form of one word or number (a
// kind, a tile number, a cell): it reads no further than its longest
// spelling, whatever the input's length, so it has no bound of its own;
// the readers are held to the bound of the largest document around it.
const noBound = 1 << 20

var hostileReaders = []hostileReader{
	{"ReadRecord", akropolis.MaxRecordBytes, 8, rule.ErrSyntax, func(b []byte, _ string) error {
		_, err := akropolis.ReadRecord(bytes.NewReader(b))
		return err
	}},
	{"ReadRecord-stream", akropolis.MaxRecordBytes, 8, rule.ErrSyntax, func(b []byte, _ string) error {
		_, err := akropolis.ReadRecord(io.MultiReader(bytes.NewReader(b))) // no Len
		return err
	}},
	{"ParseRecord", akropolis.MaxRecordBytes, 8, rule.ErrSyntax, func(_ []byte, s string) error { _, err := akropolis.ParseRecord(s); return err }},
	{"Record.UnmarshalJSON", akropolis.MaxRecordBytes, 8, rule.ErrSyntax, jsonForm[akropolis.Record]()},
	{"Record.UnmarshalText", akropolis.MaxRecordBytes, 8, rule.ErrSyntax, textForm[akropolis.Record]()},
	{"ReadPosition", akropolis.MaxPositionBytes, 8, rule.ErrSyntax, func(b []byte, _ string) error {
		_, err := akropolis.ReadPosition(bytes.NewReader(b))
		return err
	}},
	{"ParsePosition", akropolis.MaxPositionBytes, 8, rule.ErrSyntax, func(_ []byte, s string) error { _, err := akropolis.ParsePosition(s); return err }},
	{"Position.UnmarshalText", akropolis.MaxPositionBytes, 8, rule.ErrSyntax, textForm[akropolis.Position]()},
	{"Position.UnmarshalJSON", akropolis.MaxPositionBytes, 8, rule.ErrSyntax, jsonForm[akropolis.Position]()},
	{"View.UnmarshalJSON", akropolis.MaxPositionBytes, 8, rule.ErrSyntax, jsonForm[akropolis.View]()},
	{"View.UnmarshalText", akropolis.MaxPositionBytes, 8, rule.ErrSyntax, textForm[akropolis.View]()},
	{"ParseCity", akropolis.MaxRecordBytes, 8, rule.ErrSyntax, func(_ []byte, s string) error { _, err := akropolis.ParseCity(s); return err }},
	// ReadAny holds its own copy of the document, then its reader's.
	{"ReadAny", akropolis.MaxRecordBytes, 16, rule.ErrSyntax, func(b []byte, _ string) error {
		_, err := akropolis.ReadAny(bytes.NewReader(b))
		return err
	}},
	{"Options.UnmarshalJSON", strictjson.MaxBytes, 8, rule.ErrSyntax, jsonForm[akropolis.Options]()},
	{"Move.UnmarshalText", noBound, 8, rule.ErrSyntax, textForm[akropolis.Move]()},
	{"LegalMove.UnmarshalJSON", strictjson.MaxBytes, 8, rule.ErrSyntax, jsonForm[akropolis.LegalMove]()},
	{"Report.UnmarshalJSON", strictjson.MaxBytes, 8, rule.ErrSyntax, jsonForm[akropolis.Report]()},
	{"hex.Hex.UnmarshalJSON", strictjson.MaxBytes, 8, rule.ErrSyntax, jsonForm[hex.Hex]()},
	{"hex.Hex.UnmarshalText", noBound, 8, rule.ErrSyntax, textForm[hex.Hex]()},
	{"hex.Direction.UnmarshalText", noBound, 8, rule.ErrSyntax, textForm[hex.Direction]()},
	{"tile.ID.UnmarshalJSON", strictjson.MaxBytes, 8, rule.ErrSyntax, jsonForm[tile.ID]()},
	{"tile.ID.UnmarshalText", noBound, 8, rule.ErrSyntax, textForm[tile.ID]()},
	{"tile.Card.UnmarshalText", noBound, 8, rule.ErrSyntax, textForm[tile.Card]()},
	{"tile.Part.UnmarshalText", noBound, 8, rule.ErrSyntax, textForm[tile.Part]()},
	{"tile.Kind.UnmarshalText", noBound, 8, rule.ErrSyntax, textForm[tile.Kind]()},
	{"tile.Face.UnmarshalJSON", strictjson.MaxBytes, 8, rule.ErrSyntax, jsonForm[tile.Face]()},
	{"tile.Tile.UnmarshalJSON", strictjson.MaxBytes, 8, rule.ErrSyntax, jsonForm[tile.Tile]()},
	{"rule.Code.UnmarshalText", noBound, 8, rule.ErrSyntax, textForm[rule.Code]()},
	{"city.Placement.UnmarshalText", noBound, 8, rule.ErrSyntax, textForm[city.Placement]()},
	{"city.City.UnmarshalJSON", strictjson.MaxBytes, 8, rule.ErrSyntax, jsonForm[city.City]()},
	{"city.Result.UnmarshalJSON", strictjson.MaxBytes, 8, rule.ErrSyntax, jsonForm[city.Result]()},
	{"city.Layer.UnmarshalJSON", strictjson.MaxBytes, 8, rule.ErrSyntax, jsonForm[city.Layer]()},
	{"variants.Options.UnmarshalJSON", strictjson.MaxBytes, 8, rule.ErrSyntax, jsonForm[variants.Options]()},
	{"variants.ParseOptions", noBound, 8, rule.ErrSyntax, func(_ []byte, s string) error { _, err := variants.ParseOptions(s); return err }},
	{"variants.Set.UnmarshalText", noBound, 8, rule.ErrSyntax, textForm[variants.Set]()},
	{"score.Pad.UnmarshalJSON", strictjson.MaxBytes, 8, rule.ErrSyntax, jsonForm[score.Pad]()},
	{"score.HexNote.UnmarshalJSON", strictjson.MaxBytes, 8, rule.ErrSyntax, jsonForm[score.HexNote]()},
	{"score.Summary.UnmarshalJSON", strictjson.MaxBytes, 8, rule.ErrSyntax, jsonForm[score.Summary]()},
	{"score.ArchitectPad.UnmarshalJSON", strictjson.MaxBytes, 8, rule.ErrSyntax, jsonForm[score.ArchitectPad]()},
	{"score.Difficulty.UnmarshalText", noBound, 8, rule.ErrSyntax, textForm[score.Difficulty]()},
	{"athena.Options.UnmarshalJSON", strictjson.MaxBytes, 8, rule.ErrSyntax, jsonForm[athena.Options]()},
	{"site.Cards.UnmarshalJSON", 16 << 10, 8, rule.ErrSyntax, jsonForm[site.Cards]()},
	{"site.Cards.UnmarshalText", 400, 8, rule.ErrSyntax, textForm[site.Cards]()},
	{"event.Event.UnmarshalJSON", strictjson.MaxBytes, 8, rule.ErrSyntax, jsonForm[event.Event]()},
}

// TestHostileReadersComplete: every decoder of the module (an UnmarshalJSON
// or UnmarshalText method of an exported type, in any package but the
// example programs) is among hostileReaders, named as "pkg.Type.Method"
// ("Type.Method" in the root), so that no form escapes the hostile-input
// test and benchmark with its bound unstated.
func TestHostileReadersComplete(t *testing.T) {
	listed := map[string]bool{}
	for _, r := range hostileReaders {
		listed[r.name] = true
	}
	err := filepath.WalkDir(".", func(dir string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if dir == "examples" || dir == "testdata" || strings.HasPrefix(d.Name(), ".") && dir != "." {
			return filepath.SkipDir
		}
		prefix := ""
		if dir != "." {
			prefix = filepath.Base(dir) + "."
		}
		for _, f := range sourceFiles(t, dir) {
			for _, name := range exportedDecoders(f) {
				if !listed[prefix+name] {
					t.Errorf("%s%s is not among hostileReaders", prefix, name)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// exportedDecoders returns "Type.Method" for each UnmarshalJSON and
// UnmarshalText method of an exported type declared in f.
func exportedDecoders(f *ast.File) []string {
	var names []string
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Recv == nil || fn.Name.Name != "UnmarshalJSON" && fn.Name.Name != "UnmarshalText" {
			continue
		}
		recv := fn.Recv.List[0].Type
		if star, ok := recv.(*ast.StarExpr); ok {
			recv = star.X
		}
		if id, ok := recv.(*ast.Ident); ok && id.IsExported() {
			names = append(names, id.Name+"."+fn.Name.Name)
		}
	}
	return names
}

// hostileShapes are the worst shapes of a document of n bytes for each
// form: deep nesting, one long string, many small values.
var hostileShapes = []struct {
	name string
	make func(n int) []byte
}{
	{"json-nesting", func(n int) []byte { return fill(`{"moves":`, "[", "", n) }},
	{"json-nesting-untyped", func(n int) []byte { return fill(`{"options":`, "[", "", n) }},
	{"json-nesting-objects", func(n int) []byte { return fill(`{"options":`, `{"a":`, "", n) }},
	{"json-long-string", func(n int) []byte { return fill(`{"moves":["`, "x", `"]}`, n) }},
	{"json-many-numbers", func(n int) []byte { return fill(`{"moves":[`, "0,", `0]}`, n) }},
	{"json-many-moves", func(n int) []byte { return fill(`{"moves":[`, `"0:07@(1,-2)r3",`, `"0:07@(1,-2)r3"]}`, n) }},
	{"json-many-placements", func(n int) []byte { return fill(`[`, `"07@(1,-2)r3",`, `"07@(1,-2)r3"]`, n) }},
	{"json-many-names", func(n int) []byte { return fill(`{"a":{`, `"b":0,`, `"c":0}}`, n) }},
	{"text-nesting", func(n int) []byte { return fill("", "[", "", n) }},
	{"text-long-line", func(n int) []byte { return fill("2 ", "1", "", n) }},
	{"text-many-lines", func(n int) []byte { return fill("", "07@(1,-2)r3\n", "", n) }},
	{"text-many-moves", func(n int) []byte { return fill("[Game \"Akropolis\"]\n", "1. 0:07@(1,-2)r3\n", "", n) }},
	{"text-many-items", func(n int) []byte { return fill("2 hippodamos none - 1 0 0 1.2 37 ", "01.", "01 ?11 -/- -", n) }},
	// The lists of the forms of packages below the root.
	{"json-many-elements", func(n int) []byte { return fill("[", `{"card":"Fortress"},`, `{}]`, n) }},
	{"json-many-cells", func(n int) []byte { return fill(`{"kind":"placed","cells":[`, `{"q":0,"r":0},`, `{}]}`, n) }},
	{"json-many-city-placements", func(n int) []byte { return fill(`{"placements":[`, `"01@(1,-1)r0",`, `""]}`, n) }},
	{"json-many-city-cells", func(n int) []byte {
		return fill(`{"placements":["01@(1,-1)r0"],"cells":[`, `{"q":0,"r":-1,"height":2,"kind":"House","column":[]},`, `{}]}`, n)
	}},
	{"json-many-columns", func(n int) []byte {
		return fill(`{"placements":["01@(1,-1)r0"],"cells":[{"column":[`, `{"kind":"House","tile":12,"hex":0,"level":2},`, `{}]}]}`, n)
	}},
	{"json-many-parts", func(n int) []byte { return fill(`{"rotation":"r0","parts":[`, `{"part":"Whole"},`, `{}]}`, n) }},
	{"json-many-lines", func(n int) []byte { return fill(`{"lines":[`, `{"district":"House"},`, `{}]}`, n) }},
	{"text-many-words", func(n int) []byte { return fill("", "houses+", "houses", n) }},
}

// fill returns head, unit repeated, and tail, n bytes in all (or as near
// as whole units allow).
func fill(head, unit, tail string, n int) []byte {
	k := max(0, (n-len(head)-len(tail))/len(unit))
	return []byte(head + strings.Repeat(unit, k) + tail)
}

// Every reader refuses a document over its limit having allocated little
// (not a copy of it; a stream of unknown length, at most one buffer of the
// limit), and reads any document within its limit, of the worst shapes,
// allocating at most a small multiple of its size.
func TestHostileInputCost(t *testing.T) {
	if testing.Short() {
		t.Skip("reads documents of 1 MiB")
	}
	for _, r := range hostileReaders {
		over := bytes.Repeat([]byte("1"), 8*r.limit)
		overText := string(over)
		bound := uint64(4 << 10)
		if strings.HasSuffix(r.name, "-stream") {
			bound += uint64(r.limit) + 128<<10 // the first buffer, then one of the limit
		}
		if n := allocatedBy(func() { _ = r.read(over, overText) }); n > bound {
			t.Errorf("%s of %d bytes, over its limit: %d bytes allocated", r.name, len(over), n)
		}
		for _, s := range hostileShapes {
			doc := s.make(r.limit)
			text := string(doc)
			if len(doc) > r.limit {
				t.Fatalf("%s: %d bytes, over %d", s.name, len(doc), r.limit)
			}
			var err error
			if n := allocatedBy(func() { err = r.read(doc, text) }); n > r.perByte*uint64(len(doc))+64<<10 {
				t.Errorf("%s of %s (%d bytes): %d bytes allocated, over %d per byte (%.200v)", r.name, s.name, len(doc), n, r.perByte, err)
			}
		}
	}
}

// Every package's syntax error wraps rule.ErrSyntax, as package rule
// promises: a bad document of every form, and one over its bound, gives an
// error that errors.Is finds as rule.ErrSyntax.
func TestEverySyntaxErrorIsRuleSyntax(t *testing.T) {
	for _, r := range hostileReaders {
		for _, doc := range []string{"!", `{"a":1}`, "[1,2]", strings.Repeat("1", r.limit+1)} {
			err := r.read([]byte(doc), doc)
			if !errors.Is(err, r.syntax) || !errors.Is(err, rule.ErrSyntax) {
				t.Errorf("%s(%.24q): %.200v, want %v and rule.ErrSyntax", r.name, doc, err, r.syntax)
			}
		}
	}
}

// BenchmarkHostileInput reads the worst shapes of document at each
// reader's limit. One op is one document read (and refused).
func BenchmarkHostileInput(b *testing.B) {
	for _, r := range hostileReaders {
		for _, s := range hostileShapes {
			doc := s.make(r.limit)
			text := string(doc)
			b.Run(r.name+"/"+s.name, func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(doc)))
				for b.Loop() {
					_ = r.read(doc, text)
				}
			})
		}
	}
}

// A list longer than its form allows is refused when the walk reaches the
// element past the bound, naming the list, before anything is decoded.
func TestJSONListsRefusedAtTheirBound(t *testing.T) {
	moves := strings.Repeat(`"0:07@(1,-2)r3",`, akropolis.MaxRecordMoves) + `"0:07@(1,-2)r3"`
	doc := `{"options":{"players":2},"moves":[` + moves + `]}`
	err := new(akropolis.Record).UnmarshalJSON([]byte(doc))
	if !errors.Is(err, akropolis.ErrTooLarge) || !strings.Contains(err.Error(), "moves: too large: more than 1000 elements") {
		t.Errorf("1001 moves: %v", err)
	}
	line := strings.Repeat("1,", akropolis.MaxSetupTiles) + "1"
	err = new(akropolis.Position).UnmarshalJSON([]byte(`{"line":[` + line + `]}`))
	if !errors.Is(err, akropolis.ErrTooLarge) || !strings.Contains(err.Error(), "line: too large: more than 61 elements") {
		t.Errorf("a line of 62 tiles: %v", err)
	}
}

// TestParseHugeInput: 100 MB of text is refused by every parser of the
// package without copying it (what they allocate stays far below its size),
// and no error echoes it.
func TestParseHugeInput(t *testing.T) {
	s := "2:07@(" + strings.Repeat("1", 100<<20) + ",2)r3"
	b := []byte(s)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	errs, wants := make([]error, 0, 16), make([]error, 0, 16)
	in := func(pkg error) func(any, error) {
		return func(_ any, err error) { errs, wants = append(errs, err), append(wants, pkg) }
	}
	add := in(rule.ErrSyntax)
	add(akropolis.ParseMove(s))
	add(akropolis.ParseCity(s))
	add(akropolis.ParseRecord(s))
	var m akropolis.Move
	add(nil, m.UnmarshalText(b))
	var r akropolis.Record
	add(nil, r.UnmarshalText(b))
	var l score.Difficulty
	in(rule.ErrSyntax)(nil, l.UnmarshalText(b))
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > 1<<20 {
		t.Errorf("refusing 100 MB %d times allocated %d bytes", len(errs), n)
	}
	for i, err := range errs {
		want := wants[i]
		if !errors.Is(err, want) || len(err.Error()) > 200 {
			t.Errorf("parser %d: error %.200v, want a short %v", i, err, want)
		}
	}
}

// TestSampleHostileView: a View altered to name a seat, chief or turn that
// cannot be, or holding no cities, is refused by Sample with ErrBadOptions
// rather than giving a game that panics later.
func TestSampleHostileView(t *testing.T) {
	for _, players := range []int{1, 3} {
		g, err := akropolis.New(akropolis.Options{Players: players})
		if err != nil {
			t.Fatal(err)
		}
		for name, change := range map[string]func(v *akropolis.View){
			"current -1":        func(v *akropolis.View) { v.Current = -1 },
			"current = players": func(v *akropolis.View) { v.Current = players },
			"current 7":         func(v *akropolis.View) { v.Current = 7 },
			"chief -1":          func(v *akropolis.View) { v.Chief = -1 },
			"chief 4":           func(v *akropolis.View) { v.Chief = 4 },
			"turn -1":           func(v *akropolis.View) { v.Turn = -1 },
			"no cities":         func(v *akropolis.View) { v.Cities = nil },
		} {
			v := g.View()
			change(&v)
			var perr *akropolis.PositionError
			if s, err := akropolis.Sample(v, 1, 2); !errors.As(err, &perr) || s != nil {
				t.Errorf("%d players, %s: Sample = %v, %v; want a *PositionError", players, name, s, err)
			}
		}
		if _, err := akropolis.Sample(g.View(), 1, 2); err != nil {
			t.Errorf("%d players: Sample of the true view: %v", players, err)
		}
	}
}

// Setup errors keep their chain: errors.Is finds both the game's and the
// site's sentinel, and a bad placement in move text both ErrSyntax kinds.
func TestErrorChains(t *testing.T) {
	s := site.Site{}
	_, err := akropolis.NewFromSite(akropolis.Options{Players: 2}, s)
	if !errors.Is(err, akropolis.ErrBadOptions) {
		t.Errorf("NewFromSite on an empty site: %v", err)
	}
	v := akropolis.View{Position: akropolis.Position{Options: akropolis.Options{Players: 2}, Line: []tile.ID{1, 1}}}
	if _, err := akropolis.Sample(v, 1, 1); !errors.Is(err, akropolis.ErrDuplicateTile) {
		t.Errorf("Sample of a view with a duplicate tile: %v", err)
	}
	if _, err := akropolis.ParseMove("0:07@(1,2)r9"); !errors.Is(err, rule.ErrSyntax) {
		t.Errorf("ParseMove with a bad rotation: %v", err)
	}
}

// An empty record, position or city, in text or JSON, is an error of its
// own (empty-input, with ErrSyntax), never a valid document, and leaves the
// value read into unchanged.
func TestEmptyInputIsAnError(t *testing.T) {
	blank := []string{"", " ", "\r\n\t\n", "\uFEFF", "\uFEFF  \n"}
	type reader struct {
		name string
		docs []string
		read func(string) error
	}
	before := akropolis.Record{Options: akropolis.Options{Players: 3}}
	readers := []reader{
		{"ParseRecord", []string{"; a comment\n\n; another"}, func(s string) error { _, err := akropolis.ParseRecord(s); return err }},
		{"ReadRecord", []string{"; a comment\n", "{}", " { } "}, func(s string) error {
			_, err := akropolis.ReadRecord(strings.NewReader(s))
			return err
		}},
		{"Record.UnmarshalJSON", []string{"{}", "{\n}"}, func(s string) error {
			r := before
			err := r.UnmarshalJSON([]byte(s))
			if r.Options != before.Options {
				t.Errorf("Record.UnmarshalJSON(%q) changed the record", s)
			}
			return err
		}},
		{"Record.UnmarshalText", []string{"; nothing"}, func(s string) error {
			r := before
			err := r.UnmarshalText([]byte(s))
			if r.Options != before.Options {
				t.Errorf("Record.UnmarshalText(%q) changed the record", s)
			}
			return err
		}},
		{"ParsePosition", nil, func(s string) error { _, err := akropolis.ParsePosition(s); return err }},
		{"ReadPosition", []string{"{}"}, func(s string) error {
			_, err := akropolis.ReadPosition(strings.NewReader(s))
			return err
		}},
		{"Position.UnmarshalJSON", []string{"{}"}, func(s string) error {
			var p akropolis.Position
			return p.UnmarshalJSON([]byte(s))
		}},
		{"View.UnmarshalText", nil, func(s string) error {
			var v akropolis.View
			return v.UnmarshalText([]byte(s))
		}},
		{"View.UnmarshalJSON", []string{"{}"}, func(s string) error {
			var v akropolis.View
			return v.UnmarshalJSON([]byte(s))
		}},
		{"ParseCity", []string{"; a comment\n", "[]", "[\n]", "{}", " { } ", `{"placements":[]}`}, func(s string) error {
			_, err := akropolis.ParseCity(s)
			return err
		}},
	}
	for _, r := range readers {
		for _, doc := range append(blank, r.docs...) {
			err := r.read(doc)
			var code rule.Code
			if !errors.Is(err, akropolis.ErrEmptyInput) || !errors.Is(err, rule.ErrSyntax) ||
				!errors.As(err, &code) || code != akropolis.ErrEmptyInput {
				t.Errorf("%s(%q) = %v, want empty-input and ErrSyntax", r.name, doc, err)
			}
		}
	}
	// Not empty: one placement, a city at the start inside a view.
	if _, err := akropolis.ParseCity("; one tile\n07@(1,-2)r3\n"); err != nil {
		t.Errorf("a city of one placement: %v", err)
	}
	g := randomGame(t, akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}}, 0)
	var v akropolis.View
	if err := v.UnmarshalText([]byte(g.View().Position.String())); err != nil {
		t.Errorf("the view at the start, with empty cities: %v", err)
	}
}

// The JSON convention: exact names, no duplicates, no unknown names, a byte
// order mark tolerated; each decoder of the package follows it.
func TestJSONConvention(t *testing.T) {
	opts := `{"players":3,"rules":{"variants":"houses"},"allTiles":false,"stonesFromZero":false,"unlimitedReserve":true,"seed":"18446744073709551615 7"}`
	var o akropolis.Options
	// encoding/json refuses a byte order mark before calling a decoder, so
	// the mark is for the readers of whole documents (ReadRecord,
	// ReadPosition) and direct UnmarshalJSON calls.
	if err := o.UnmarshalJSON([]byte("\uFEFF" + opts)); err != nil {
		t.Fatalf("options with a byte order mark: %v", err)
	}
	want := akropolis.Options{Players: 3, Scoring: variants.Options{Variants: variants.Of(tile.House)}, UnlimitedReserve: true, Seed: [2]uint64{1<<64 - 1, 7}}
	if o != want {
		t.Fatalf("decoded %+v, want %+v", o, want)
	}
	if b, err := json.Marshal(o); err != nil || string(b) != opts {
		t.Fatalf("Marshal = %s, %v; want %s", b, err, opts)
	}
	for _, bad := range []string{
		`{"players":3,"players":2}`,
		`{"Players":3}`,
		`{"players":3,"allTiles":true,"alltiles":false}`,
		`{"players":3,"colour":"red"}`,
		`{"players":3,"seed":12}`,
		`{"players":3,"rules":{"variants":"none","Variants":"all"}}`,
		`{"players":3} {}`,
	} {
		o := akropolis.Options{Players: 4}
		if err := o.UnmarshalJSON([]byte(bad)); !errors.Is(err, rule.ErrSyntax) || o.Players != 4 {
			t.Errorf("%s: got %v (options %+v), want ErrSyntax and no change", bad, err, o)
		}
	}
	// Undefined variant bits: refused by Validate and by the JSON form.
	o = akropolis.Options{Players: 2, Scoring: variants.Options{Variants: 1 << 6}}
	if err := o.Validate(); !errors.Is(err, akropolis.ErrBadOptions) {
		t.Errorf("Validate with variant bit 6 = %v, want ErrBadOptions", err)
	}
	if _, err := json.Marshal(o); err == nil {
		t.Error("options with variant bit 6 marshal")
	}
}

// TestJSONStrictAlone checks that the Setup and the Architect's
// card refuse, when decoded alone, what a Record refuses inside it: names in
// another case, a name twice, an unknown name; the value is left unchanged.
func TestJSONStrictAlone(t *testing.T) {
	for _, tc := range []struct {
		name string
		v    any
		good string
		bad  []string
	}{
		{"setup", new(akropolis.Record), `{"options":{"players":2},"setup":{"line":[1,2],"stacks":[[3]]},"moves":[]}`,
			[]string{`{"options":{"players":2},"setup":{"Line":[1,2],"stacks":[[3]]},"moves":[]}`,
				`{"options":{"players":2},"setup":{"line":[1,2],"line":[4],"stacks":[[3]]},"moves":[]}`,
				`{"options":{"players":2},"setup":{"line":[1,2],"stacks":[[3]],"extra":1},"moves":[]}`}},
		{"card", new(score.ArchitectPad), `{"level":"Hippodamos"}`,
			[]string{`{"Level":"Hippodamos"}`, `{"total":1,"total":2}`, `{"score":3}`}},
	} {
		for _, s := range tc.bad {
			want := rule.ErrSyntax
			if tc.name == "card" { // the Architect's card is package score's
				want = rule.ErrSyntax
			}
			if err := json.Unmarshal([]byte(s), tc.v); !errors.Is(err, want) {
				t.Errorf("%s: %s gives %v, want %v", tc.name, s, err, want)
			}
		}
		if tc.name == "setup" {
			if err := json.Unmarshal([]byte(tc.good), tc.v); err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			before := *tc.v.(*akropolis.Record)
			want := akropolis.Setup{Line: []tile.ID{1, 2}, Stacks: [][]tile.ID{{3}}}
			if d := cmp.Diff(&want, before.Setup); d != "" {
				t.Errorf("setup reads as (-want +got):\n%s", d)
			}
			_ = json.Unmarshal([]byte(tc.bad[0]), tc.v)
			if d := cmp.Diff(before, *tc.v.(*akropolis.Record)); d != "" {
				t.Errorf("a refused setup changed the value (-before +after):\n%s", d)
			}
		}
	}
}

// Replay checks that a setup is a whole deal, and names the violation.
func TestReplayChecksTheDeal(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	deal := g.Record()
	if _, err := deal.Replay(); err != nil {
		t.Fatalf("a real deal: %v", err)
	}
	swap := func(from, to tile.ID) func(r *akropolis.Record) {
		return func(r *akropolis.Record) {
			for _, ids := range append([][]tile.ID{r.Setup.Line}, r.Setup.Stacks...) {
				for i, id := range ids {
					if id == from {
						ids[i] = to
					}
				}
			}
		}
	}
	first := deal.Setup.Line[0]
	for _, tc := range []struct {
		name   string
		change func(r *akropolis.Record)
		want   error
	}{
		// Tile 61 is of the four-player set: a two-player deal cannot hold it.
		{"tile 61 in a 2-player game", swap(deal.Setup.Stacks[0][0], 61), akropolis.ErrForeignTile},
		{"a short line", func(r *akropolis.Record) { r.Setup.Line = r.Setup.Line[:3] }, akropolis.ErrBadLine},
		{"a stack missing", func(r *akropolis.Record) { r.Setup.Stacks = r.Setup.Stacks[1:] }, akropolis.ErrTileCount},
		{"a tile twice", swap(deal.Setup.Stacks[0][0], first), akropolis.ErrDuplicateTile},
		{"a short stack", func(r *akropolis.Record) { r.Setup.Stacks[2] = r.Setup.Stacks[2][:2] }, akropolis.ErrBadStacks},
		{"all tiles wanted", func(r *akropolis.Record) { r.Options.AllTiles = true }, akropolis.ErrTileCount},
	} {
		r := g.Record() // a fresh copy
		tc.change(&r)
		if _, err := r.Replay(); !errors.Is(err, tc.want) || !errors.Is(err, akropolis.ErrBadOptions) {
			t.Errorf("%s: Replay = %v, want %v", tc.name, err, tc.want)
		}
	}
	// A line of one tile and no stacks, counted in the singular.
	r, err := akropolis.ParseRecord("[Game \"Akropolis\"]\n[Players \"2\"]\n[Line \"05\"]\n[Stacks \"\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Replay(); !errors.Is(err, akropolis.ErrBadLine) || !strings.Contains(err.Error(), "1 face-up tile,") {
		t.Errorf("[Line \"05\"] [Stacks \"\"]: Replay = %v, want ErrBadLine", err)
	}
}
