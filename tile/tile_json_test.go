package tile_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

func TestTileJSON(t *testing.T) {
	four := catalogue()[4-1]
	for _, c := range []struct {
		t    tile.Tile
		want string
	}{
		{four, `{"id":4,"group":2,"hexes":["BarracksPlaza","House","Quarry"]}`},
		{tile.Tile{}, `{"id":0,"group":0,"hexes":["","",""]}`},
	} {
		b, err := json.Marshal(c.t)
		if err != nil || string(b) != c.want {
			t.Errorf("Marshal(%v) = %s, %v; want %s", c.t, b, err, c.want)
		}
		var back tile.Tile
		if err := back.UnmarshalJSON(b); err != nil || back != c.t {
			t.Errorf("%s reads back as %v, %v", b, back, err)
		}
	}
	for _, bad := range []string{
		`{"id":4,"group":2,"hexes":["House","House"]}`,
		`{"id":4,"group":2,"hexes":["House","House","House","House"]}`,
		`{"id":4,"id":5,"group":2,"hexes":["House","House","House"]}`,
		`{"ID":4,"group":2,"hexes":["House","House","House"]}`,
		`{"id":4,"group":2,"hexes":["House","House","House"],"stars":1}`,
		`{"id":62,"group":2,"hexes":["House","House","House"]}`,
		`{"id":4,"group":2,"hexes":["House","House","Castle"]}`,
		`[]`,
	} {
		x := four
		if err := x.UnmarshalJSON([]byte(bad)); !errors.Is(err, rule.ErrSyntax) || x != four {
			t.Errorf("UnmarshalJSON(%s) = %v, tile %v; want ErrSyntax and no change", bad, err, x)
		}
	}
	if _, err := json.Marshal(tile.Tile{Hexes: [3]tile.Kind{255}}); err == nil {
		t.Error("a kind out of range marshals")
	}
	// The count of hexes found is not put before a plural noun: one hex
	// reads "found 1", not "1 hexes".
	var x tile.Tile
	const want = "want 3 hexes, found 1"
	if err := x.UnmarshalJSON([]byte(`{"id":4,"group":2,"hexes":["House"]}`)); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("a tile of one hex: %v, want it to say %q", err, want)
	}
}
