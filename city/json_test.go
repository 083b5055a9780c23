package city_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
)

// A hand-built city: tile 12 ground level north of the start. Its JSON
// names every cell, its column and the edge; it reads back.
func TestCityJSON(t *testing.T) {
	c := city.New()
	if _, err := c.Place(city.Placement{Tile: 12, Anchor: hex.Hex{Q: 0, R: -2}}); err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	var j struct {
		Placements []string
		Cells      []struct {
			Q, R, Height int
			Kind         string
			Tile, Hex    int
			Column       []struct{ Tile, Hex int }
		}
		Edge []struct {
			Q, R     int
			Enclosed bool
		}
	}
	if err := json.Unmarshal(b, &j); err != nil {
		t.Fatal(err)
	}
	// The starting tile's 4 hexes and tile 12's 3, all at height 1.
	if len(j.Cells) != 7 || len(j.Placements) != 1 || j.Placements[0] != "12@(0,-2)r0" {
		t.Fatalf("%d cells, placements %v; want 7 and [12@(0,-2)r0]: %s", len(j.Cells), j.Placements, b)
	}
	for _, cell := range j.Cells {
		if cell.Height != len(cell.Column) || cell.Height != 1 || cell.Column[0].Tile != cell.Tile {
			t.Errorf("cell (%d,%d): height %d, column %v, tile %d", cell.Q, cell.R, cell.Height, cell.Column, cell.Tile)
		}
	}
	var back city.City
	if err := json.Unmarshal(b, &back); err != nil || !back.Equal(&c.Base) {
		t.Fatalf("read back: %v", err)
	}
	for _, bad := range []string{
		`{"placements":["12@(0,-2)r0"],"placements":[]}`,
		`{"Placements":["12@(0,-2)r0"]}`,
		`{"placements":["12@(0,-2)r0"],"colour":1}`,
		`{"placements":["12@(0,-2)r0"],"edge":[]}`,
		`{"cells":[]}`,
	} {
		var x city.City
		if err := json.Unmarshal([]byte(bad), &x); !errors.Is(err, city.ErrSyntax) {
			t.Errorf("%s: got %v, want ErrSyntax", bad, err)
		}
	}
	var x city.City
	if err := json.Unmarshal([]byte(`{"placements":["12@(5,5)r0"]}`), &x); !errors.Is(err, city.ErrNotAdjacent) {
		t.Errorf("illegal placement: got %v, want ErrNotAdjacent", err)
	}
	if !strings.Contains(string(b), `"edge":[`) {
		t.Errorf("no edge in %s", b)
	}
}
