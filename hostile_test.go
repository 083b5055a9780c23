package akropolis_test

import (
	"bytes"
	"errors"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
)

// hostileReader is one of the module's readers of untrusted documents and
// the most bytes it reads.
type hostileReader struct {
	name  string
	limit int
	read  func(b []byte, s string) error // the document as bytes and as a string
}

var hostileReaders = []hostileReader{
	{"ReadRecord", akropolis.MaxRecordBytes, func(b []byte, _ string) error {
		_, err := akropolis.ReadRecord(bytes.NewReader(b))
		return err
	}},
	{"ReadRecord-stream", akropolis.MaxRecordBytes, func(b []byte, _ string) error {
		_, err := akropolis.ReadRecord(io.MultiReader(bytes.NewReader(b))) // no Len
		return err
	}},
	{"ParseRecord", akropolis.MaxRecordBytes, func(_ []byte, s string) error { _, err := akropolis.ParseRecord(s); return err }},
	{"ReadPosition", akropolis.MaxPositionBytes, func(b []byte, _ string) error {
		_, err := akropolis.ReadPosition(bytes.NewReader(b))
		return err
	}},
	{"ParsePosition", akropolis.MaxPositionBytes, func(_ []byte, s string) error { _, err := akropolis.ParsePosition(s); return err }},
	{"View.UnmarshalJSON", akropolis.MaxPositionBytes, func(b []byte, _ string) error { return new(akropolis.View).UnmarshalJSON(b) }},
	{"ParseCity", akropolis.MaxRecordBytes, func(_ []byte, s string) error { _, err := akropolis.ParseCity(s); return err }},
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
}

// fill returns head, unit repeated, and tail, n bytes in all (or as near
// as whole units allow).
func fill(head, unit, tail string, n int) []byte {
	k := max(0, (n-len(head)-len(tail))/len(unit))
	return []byte(head + strings.Repeat(unit, k) + tail)
}

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
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
		if n := allocated(func() { _ = r.read(over, overText) }); n > bound {
			t.Errorf("%s of %d bytes, over its limit: %d bytes allocated", r.name, len(over), n)
		}
		for _, s := range hostileShapes {
			doc := s.make(r.limit)
			text := string(doc)
			if len(doc) > r.limit {
				t.Fatalf("%s: %d bytes, over %d", s.name, len(doc), r.limit)
			}
			var err error
			if n := allocated(func() { err = r.read(doc, text) }); n > 8*uint64(len(doc))+64<<10 {
				t.Errorf("%s of %s (%d bytes): %d bytes allocated (%v)", r.name, s.name, len(doc), n, err)
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
