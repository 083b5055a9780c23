package score_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile"
)

// checkDecoder holds one decoder to the package's contract on the input b:
// it never panics; on error it reports ErrSyntax and leaves the destination
// as it was (before); what it accepts encodes with json.Marshal, and the
// encoding decodes back to the same value.
func checkDecoder[T any](t *testing.T, b []byte, before T, decode func(*T, []byte) error) {
	t.Helper()
	v := before
	if err := decode(&v, b); err != nil {
		if !errors.Is(err, score.ErrSyntax) {
			t.Fatalf("%q: error %v does not wrap ErrSyntax", b, err)
		}
		if !cmp.Equal(v, before) {
			t.Fatalf("%q: refused (%v) but changed the destination to %+v", b, err, v)
		}
		return
	}
	out, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("%q decodes to %+v, which does not encode: %v", b, v, err)
	}
	var back T
	if err := decode(&back, out); err != nil {
		t.Fatalf("%q decodes and encodes as %q, which is refused: %v", b, out, err)
	}
	if !cmp.Equal(v, back) {
		t.Fatalf("%q -> %q reads back as %+v, want %+v", b, out, back, v)
	}
}

// addCardParts adds to a seed corpus the parts of the golden card
// (testdata/forms/card.json of the module) that pick chooses.
func addCardParts(f *testing.F, pick func(card map[string]json.RawMessage) []json.RawMessage) {
	b, err := os.ReadFile(filepath.Join("..", "testdata", "forms", "card.json"))
	if err != nil {
		f.Fatal(err)
	}
	var card map[string]json.RawMessage
	if err := json.Unmarshal(b, &card); err != nil {
		f.Fatal(err)
	}
	for _, p := range pick(card) {
		f.Add([]byte(p))
	}
}

// elements splits a JSON array into its elements.
func elements(f *testing.F, b json.RawMessage) []json.RawMessage {
	var es []json.RawMessage
	if err := json.Unmarshal(b, &es); err != nil {
		f.Fatal(err)
	}
	return es
}

// addHostile adds inputs every decoder must refuse or survive: a byte order
// mark, a name given twice or in the wrong case, an unknown name, numbers
// beyond an int, and documents that are not objects.
func addHostile(f *testing.F, name, upper string) {
	for _, s := range []string{"\uFEFF{}", `{"` + name + `":1,"` + name + `":1}`, `{"` + upper + `":1}`,
		`{"nope":1}`, `{"` + name + `":1e400}`, `{"` + name + `":99999999999999999999999}`,
		`null`, `[]`, `""`, ``, `{`} {
		f.Add([]byte(s))
	}
}

func FuzzLineJSON(f *testing.F) {
	addCardParts(f, func(c map[string]json.RawMessage) []json.RawMessage { return elements(f, c["lines"])[:2] })
	f.Add([]byte(`{"district":"Garden","districts":[{"cell":{"q":0,"r":0},"level":2,"value":2,"doubled":true}],"value":2,"plazas":1,"stars":3,"points":6}`))
	f.Add([]byte(`{"district":"garden"}`))
	f.Add([]byte(`{"districts":[]}`))
	addHostile(f, "value", "Value")
	before := score.Line{District: tile.TempleDistrict, Districts: []score.Scored{{Level: 2}}, Points: 9}
	f.Fuzz(func(t *testing.T, b []byte) { checkDecoder(t, b, before, (*score.Line).UnmarshalJSON) })
}

func FuzzScoredJSON(f *testing.F) {
	f.Add([]byte(`{"cell":{"q":0,"r":0},"level":1,"value":1}`))
	f.Add([]byte(`{"cell":{"q":-9223372036854775808,"r":9223372036854775807},"level":1,"value":2,"doubled":true}`))
	f.Add([]byte(`{"cell":"0,0"}`))
	addHostile(f, "level", "Level")
	before := score.Scored{Cell: hex.Hex{Q: 1, R: -1}, Level: 3, Value: 3}
	f.Fuzz(func(t *testing.T, b []byte) { checkDecoder(t, b, before, (*score.Scored).UnmarshalJSON) })
}

func FuzzHexNoteJSON(f *testing.F) {
	addCardParts(f, func(c map[string]json.RawMessage) []json.RawMessage { return elements(f, c["hexes"])[:2] })
	f.Add([]byte(`{"cell":{"q":0,"r":0},"kind":"HousePlaza","level":1,"counts":true,"stars":1,"reason":""}`))
	f.Add([]byte(`{"kind":"house"}`))
	f.Add([]byte(`{"reason":"\ud800"}`))
	addHostile(f, "level", "Level")
	before := score.HexNote{Level: 2, Counts: true, Reason: "x"}
	f.Fuzz(func(t *testing.T, b []byte) { checkDecoder(t, b, before, (*score.HexNote).UnmarshalJSON) })
}

func FuzzSummaryJSON(f *testing.F) {
	f.Add([]byte(`{"values":[1,2,3,4,5],"stars":[0,0,0,0,0],"points":[0,0,0,0,0],"stones":2,"total":2}`))
	f.Add([]byte(`{"values":[1,2,3,4,5,6]}`))
	f.Add([]byte(`{"values":[1]}`))
	addHostile(f, "total", "Total")
	before := score.Summary{Values: [5]int{1}, Total: 7}
	f.Fuzz(func(t *testing.T, b []byte) { checkDecoder(t, b, before, (*score.Summary).UnmarshalJSON) })
}

// TestHexNoteNeedsKind checks that a hex note without its kind is refused,
// unchanged: it has no JSON form, so accepting it would read a value that
// json.Marshal then refuses (found by FuzzHexNoteJSON).
func TestHexNoteNeedsKind(t *testing.T) {
	for _, doc := range []string{`{}`, `{"level":1,"reason":"x"}`, "\uFEFF{}", `null`} {
		n := score.HexNote{Level: 2}
		if err := n.UnmarshalJSON([]byte(doc)); !errors.Is(err, score.ErrSyntax) || n != (score.HexNote{Level: 2}) {
			t.Errorf("%q: got %v, note %+v; want ErrSyntax, unchanged", doc, err, n)
		}
	}
}

// addArchitectCard adds the golden Architect's card (testdata/forms of the
// module) to a seed corpus.
func addArchitectCard(f *testing.F) {
	b, err := os.ReadFile(filepath.Join("..", "testdata", "forms", "architect-card.json"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
}

func FuzzArchitectCardJSON(f *testing.F) {
	addArchitectCard(f)
	f.Add([]byte(`{"level":"hippodamos","lines":[{"district":"Market"},{"district":"House"}]}`))
	f.Add([]byte(`{"lines":[{"district":"House"},{"district":"Market"},{"district":"Barracks"},{"district":"Temple"},{"district":"Garden"},{"district":"House"}]}`))
	addHostile(f, "total", "Total")
	before := score.ArchitectCard{Multiplier: 2, Total: 5}
	f.Fuzz(func(t *testing.T, b []byte) { checkDecoder(t, b, before, (*score.ArchitectCard).UnmarshalJSON) })
}

func FuzzArchitectLineJSON(f *testing.F) {
	f.Add([]byte(`{"district":"House","districts":3,"value":3,"doubled":false,"stars":2,"points":6}`))
	f.Add([]byte(`{"district":"house"}`))
	f.Add([]byte(`{"district":"District(9)"}`))
	f.Add([]byte(`{"district":""}`))
	addHostile(f, "district", "District")
	before := score.ArchitectLine{Value: 4, Doubled: true}
	f.Fuzz(func(t *testing.T, b []byte) { checkDecoder(t, b, before, (*score.ArchitectLine).UnmarshalJSON) })
}

// TestArchitectLineNeedsDistrict checks that a line without its district
// type is refused, unchanged: it has no JSON form, so accepting it would
// read a value that json.Marshal then refuses (found by FuzzArchitectLineJSON).
func TestArchitectLineNeedsDistrict(t *testing.T) {
	for _, doc := range []string{`{}`, `{"value":3}`, "\uFEFF{}", `null`} {
		l := score.ArchitectLine{Value: 4}
		if err := l.UnmarshalJSON([]byte(doc)); !errors.Is(err, score.ErrSyntax) || l != (score.ArchitectLine{Value: 4}) {
			t.Errorf("%q: got %v, line %+v; want ErrSyntax, unchanged", doc, err, l)
		}
	}
}
