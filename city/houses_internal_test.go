package city

import (
	"testing"

	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/tile"
)

// TestMaxHousesBound: the set of whole Houses has room for every House
// hex of the catalogue and every one-hex House at once.
func TestMaxHousesBound(t *testing.T) {
	n := 0
	for id := tile.ID(1); id <= tile.MaxID; id++ {
		for _, k := range id.Tile().Hexes {
			if k == tile.House {
				n++
			}
		}
	}
	for id := tile.MaxID + 1; id <= tile.MaxAthenaID; id++ {
		if o := id.Face(0); o.A == tile.House && o.B == tile.None {
			n++
		}
	}
	if n == 0 || n > cityview.MaxHouses {
		t.Fatalf("%d whole House hexes, room for %d", n, cityview.MaxHouses)
	}
}
