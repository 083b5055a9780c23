package akropolis_test

import (
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// An options document with a bad seed names the field, alone and inside a
// record; "" still reads as the seed 0 0.
func TestOptionsJSONSeedErrorNamesTheField(t *testing.T) {
	for doc, want := range map[string]string{
		`{"players":2,"seed":"1 2 3"}`: `akropolis: invalid syntax: options JSON: seed: want two numbers, got "1 2 3"`,
		`{"players":2,"seed":"1 x"}`:   `akropolis: invalid syntax: options JSON: seed: "x" is not an unsigned 64-bit number`,
		`{"players":2,"seed":"-1 2"}`:  `akropolis: invalid syntax: options JSON: seed: "-1" is not an unsigned 64-bit number`,
	} {
		o := akropolis.Options{Players: 4}
		if err := o.UnmarshalJSON([]byte(doc)); !errors.Is(err, rule.ErrSyntax) || err.Error() != want || o.Players != 4 {
			t.Errorf("%s: %v, want %q and no change", doc, err, want)
		}
	}
	var r akropolis.Record
	err := r.UnmarshalJSON([]byte(`{"options":{"players":2,"seed":"1 2 3"},"moves":[]}`))
	if want := `options: akropolis: invalid syntax: options JSON: seed: want two numbers, got "1 2 3"`; err == nil || err.Error() != want {
		t.Errorf("inside a record: %v, want %q", err, want)
	}
	o := akropolis.Options{Seed: [2]uint64{3, 4}}
	if err := o.UnmarshalJSON([]byte(`{"players":2,"seed":""}`)); err != nil || o.Seed != [2]uint64{} {
		t.Errorf(`"seed":"": %+v, %v; want the seed 0 0`, o, err)
	}
}
