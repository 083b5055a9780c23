package tile_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// A district type (a Kind) marshals to its name in JSON, and a Rotation in
// a Face's JSON form to its String form; each reads back, and the invalid
// values are refused.
func TestDistrictRotationText(t *testing.T) {
	type pair struct {
		District tile.Kind         `json:"district"`
		Rotation tile.RotationText `json:"rotation"`
	}
	want := `{"district":"Temple","rotation":"r4"}`
	b, err := json.Marshal(pair{tile.Temple, 4})
	if err != nil || string(b) != want {
		t.Fatalf("Marshal = %s, %v; want %s", b, err, want)
	}
	var back pair
	if err := json.Unmarshal(b, &back); err != nil || back != (pair{tile.Temple, 4}) {
		t.Fatalf("Unmarshal = %+v, %v", back, err)
	}
	for r := range tile.Rotation(6) {
		if got, err := tile.ParseRotation(r.String()); err != nil || got != r {
			t.Errorf("ParseRotation(%q) = %v, %v", r.String(), got, err)
		}
	}
	for _, d := range tile.Districts() {
		var got tile.Kind
		if b, err := d.MarshalText(); err != nil || got.UnmarshalText(b) != nil || got != d {
			t.Errorf("%v does not round-trip: %q, %v, %v", d, b, err, got)
		}
	}
	if _, err := tile.RotationText(6).MarshalText(); !errors.Is(err, rule.ErrSyntax) {
		t.Errorf("Rotation(6).MarshalText: %v, want ErrSyntax", err)
	}
	for _, d := range []tile.Kind{tile.None, tile.GardenPlaza + 1} {
		if _, err := d.MarshalText(); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("%v.MarshalText: %v, want ErrSyntax", d, err)
		}
	}
	if tile.Rotation(9).String() != "Rotation(9)" {
		t.Errorf("Rotation(9).String() = %q", tile.Rotation(9).String())
	}
}
