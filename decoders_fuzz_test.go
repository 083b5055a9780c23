package akropolis_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/tile"
)

// checkDecoder holds one decoder to the module's contract on the input b:
// it never panics; on error it reports ErrSyntax (or, for the checks beyond
// the form, a *PositionError) and leaves the destination as it was (before);
// what it accepts encodes, and the encoding decodes back to the same value.
// same compares two values; nil means cmp.Equal.
func checkDecoder[T any](t *testing.T, b []byte, before T, decode func(*T, []byte) error,
	encode func(T) ([]byte, error), same func(x, y T) bool) {
	t.Helper()
	if same == nil {
		same = func(x, y T) bool { return cmp.Equal(x, y) }
	}
	v := before
	if err := decode(&v, b); err != nil {
		var pe *akropolis.PositionError
		if !errors.Is(err, akropolis.ErrSyntax) && !errors.As(err, &pe) {
			t.Fatalf("%q: error %v wraps neither ErrSyntax nor a *PositionError", b, err)
		}
		if !same(v, before) {
			t.Fatalf("%q: refused (%v) but changed the destination to %+v", b, err, v)
		}
		return
	}
	out, err := encode(v)
	if err != nil {
		t.Fatalf("%q decodes to %+v, which does not encode: %v", b, v, err)
	}
	var back T
	if err := decode(&back, out); err != nil {
		t.Fatalf("%q decodes and encodes as %q, which is refused: %v", b, out, err)
	}
	if !same(v, back) {
		t.Fatalf("%q -> %q reads back as %+v, want %+v", b, out, back, v)
	}
}

// marshalJSON is json.Marshal for checkDecoder.
func marshalJSON[T any](v T) ([]byte, error) { return json.Marshal(v) }

// addGolden adds a golden file of testdata/forms to a seed corpus, and,
// when field is not empty, that field of the document on its own.
func addGolden(f *testing.F, name, field string) {
	b, err := os.ReadFile(filepath.Join("testdata", "forms", name))
	if err != nil {
		f.Fatal(err)
	}
	if field == "" {
		f.Add(b)
		return
	}
	var doc map[string]json.RawMessage
	if err := json.Unmarshal(b, &doc); err != nil || doc[field] == nil {
		f.Fatalf("%s has no %q: %v", name, field, err)
	}
	f.Add([]byte(doc[field]))
}

// addHostile adds the inputs every JSON decoder must refuse or survive: a
// byte order mark, a name in the wrong case or given twice, an unknown
// name, numbers too large for an int, and documents that are not objects.
func addHostile(f *testing.F, name string) {
	for _, s := range []string{
		"\uFEFF{}",
		`{"` + name + `":1,"` + name + `":1}`,
		`{"` + string(bytes.ToUpper([]byte(name[:1]))) + name[1:] + `":1}`,
		`{"nope":1}`,
		`{"` + name + `":1e400}`,
		`{"` + name + `":99999999999999999999999}`,
		`null`, `[]`, `"x"`, ``, `{`,
	} {
		f.Add([]byte(s))
	}
}

func FuzzOptionsJSON(f *testing.F) {
	addGolden(f, "position.json", "options")
	f.Add([]byte(`{"players":1,"level":"callicrates","rules":{"variants":"houses+markets"},"allTiles":true,"stonesFromZero":false,"unlimitedReserve":true,"seed":"18446744073709551615 0"}`))
	f.Add([]byte(`{"players":2,"seed":"18446744073709551616 1"}`))
	f.Add([]byte(`{"players":2,"seed":" 1\t2 "}`))
	f.Add([]byte(`{"level":"Metagenes"}`))
	addHostile(f, "players")
	before := akropolis.Options{Players: 3, Seed: [2]uint64{7, 8}}
	f.Fuzz(func(t *testing.T, b []byte) {
		checkDecoder(t, b, before, (*akropolis.Options).UnmarshalJSON, marshalJSON, nil)
	})
}

func FuzzSetupJSON(f *testing.F) {
	addGolden(f, "record.json", "setup")
	f.Add([]byte(`{"line":[],"stacks":[]}`))
	f.Add([]byte(`{"line":null,"stacks":[null,[]]}`))
	f.Add([]byte(`{"line":[0,255,256,-1]}`))
	addHostile(f, "line")
	before := akropolis.Setup{Line: []tile.ID{1}, Stacks: [][]tile.ID{{2, 3}}}
	f.Fuzz(func(t *testing.T, b []byte) {
		checkDecoder(t, b, before, (*akropolis.Setup).UnmarshalJSON, marshalJSON, nil)
	})
}

func FuzzOutcomeJSON(f *testing.F) {
	addGolden(f, "outcome.json", "")
	f.Add([]byte(`{"cost":-1,"level":9223372036854775807,"quarries":0,"gained":0}`))
	addHostile(f, "cost")
	before := akropolis.Outcome{Cost: 1, Level: 2, Quarries: 3, Gained: 4}
	f.Fuzz(func(t *testing.T, b []byte) {
		checkDecoder(t, b, before, (*akropolis.Outcome).UnmarshalJSON, marshalJSON, nil)
	})
}

// sameView compares two views by their public position, which is all a
// view's forms hold.
func sameView(x, y akropolis.View) bool {
	return cmp.Equal(x.Position, y.Position, emptyIsNil)
}

// goldenView is the view of testdata/forms/view.json, a destination that
// is not the zero View.
func goldenView(f *testing.F) akropolis.View {
	b, err := os.ReadFile(filepath.Join("testdata", "forms", "view.json"))
	if err != nil {
		f.Fatal(err)
	}
	var v akropolis.View
	if err := v.UnmarshalJSON(b); err != nil {
		f.Fatal(err)
	}
	return v
}

func FuzzViewJSON(f *testing.F) {
	addGolden(f, "view.json", "")
	addGolden(f, "position.json", "")
	f.Add([]byte(`{"options":{"players":2,"rules":{"variants":"none"},"seed":""},"turn":1,"stones":[1,2],"reserve":37,"cities":[["01@(0,0)r0","01@(0,0)r0"],[]],"line":[12],"stacksLeft":0}`))
	addHostile(f, "turn")
	before := goldenView(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		checkDecoder(t, b, before, (*akropolis.View).UnmarshalJSON, akropolis.View.MarshalJSON, sameView)
	})
}

func FuzzViewText(f *testing.F) {
	for _, name := range []string{"view.txt", "position.txt"} {
		b, err := os.ReadFile(filepath.Join("testdata", "forms", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte("\uFEFF2 hippodamos none - 1 0 0 1.2 37 12.04.33.07 ?11 -/- -"))
	f.Add([]byte("2 HIPPODAMOS none - 1 0 0 1.2 37 12.04.33.07 ?11 -/- -"))
	f.Add([]byte("2 hippodamos none - 99999999999999999999 0 0 1.2 37 12.04.33.07 ?11 -/- -"))
	f.Add([]byte("2 hippodamos none - 1 0 0 1.2 37 12.04.33.07 05.06 01@(0,0)r0.01@(0,0)r0/- -"))
	before := goldenView(f)
	f.Fuzz(func(t *testing.T, b []byte) {
		checkDecoder(t, b, before, (*akropolis.View).UnmarshalText, akropolis.View.MarshalText, sameView)
	})
}
