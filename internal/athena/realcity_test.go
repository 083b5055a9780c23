package athena_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// A city of package city, as the module reads it (cityview.Of), is what the cards and the scoring of halves read.
var _ athena.City = (*cityview.View)(nil)

// Worked cases 23 and 24 on a real city: three single Houses (72, 73, 74)
// on the ground at (-1,2), (0,1) and (1,1), South of the starting tile,
// and Temple|Garden (67) at (0,2), which they surround from the NW, N and
// NE. At rotation 0 the Temple half owns those three edges (value 1); at
// rotation 3 it owns the empty SE, S and SW edges (value 0). The Garden
// half always scores 1.
func TestHalvesOnARealCity(t *testing.T) {
	for _, tc := range []struct {
		rot            tile.Rotation
		temple, garden int
	}{{0, 1, 1}, {3, 0, 1}} {
		ps := []city.Placement{
			{Tile: 72, Anchor: hex.Hex{Q: 0, R: 1}}, {Tile: 73, Anchor: hex.Hex{Q: 1, R: 1}},
			{Tile: 74, Anchor: hex.Hex{Q: -1, R: 2}}, {Tile: 67, Anchor: hex.Hex{Q: 0, R: 2}, Rotation: tc.rot},
		}
		c, errs := city.Validate(ps)
		if errs != nil {
			t.Fatal(errs)
		}
		if v := values(cityview.Of(c), variants.Options{}); v[iTemple] != tc.temple || v[iGarden] != tc.garden {
			t.Errorf("r%d: Temple %d, Garden %d; want %d, %d", tc.rot, v[iTemple], v[iGarden], tc.temple, tc.garden)
		}
	}
}

// Worked case 12 on a real city: tile 01 (House, Barracks, Temple) at
// (1,-1) r0 puts a Temple on (2,-2); single Temples 78 at (2,-1) and 79
// at (3,-2) make the triangle (2,-2), (2,-1), (3,-2): Sanctuary is met
// there. Without 79 it is not.
func TestSanctuaryOnARealCity(t *testing.T) {
	ps := []city.Placement{{Tile: 1, Anchor: hex.Hex{Q: 1, R: -1}}, {Tile: 78, Anchor: hex.Hex{Q: 2, R: -1}}, {Tile: 79, Anchor: hex.Hex{Q: 3, R: -2}}}
	c, errs := city.Validate(ps)
	if errs != nil {
		t.Fatal(errs)
	}
	if got, ok := athena.Met(tile.Sanctuary, cityview.Of(c), 0, athena.Options{}); !ok || len(got) != 3 {
		t.Errorf("Sanctuary met = %v at %v, want met on three cells", ok, got)
	}
	c.Undo()
	if got, ok := athena.Met(tile.Sanctuary, cityview.Of(c), 0, athena.Options{}); ok {
		t.Errorf("Sanctuary met at %v with two Temples", got)
	}
}
