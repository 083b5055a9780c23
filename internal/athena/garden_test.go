package athena_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/tile"
)

// The Garden cards (garden.go) met and not met: the worked cases of the
// Athena rulings, numbered as there, and halves.

func TestOasisHalves(t *testing.T) {
	// Garden|House r0: the Garden owns NW, N, NE, listed from N clockwise.
	cs := cells{c: double(tile.Garden, tile.House, 0, 1),
		at(c, NW): whole(tile.House, 1), at(c, N): whole(tile.Quarry, 1), at(c, NE): whole(tile.House, 1)}
	want(t, tile.Oasis, cityOf(t, cs), 0, def, true, c, at(c, N), at(c, NE), at(c, NW))
	want(t, tile.Oasis, cityOf(t, cs), 0, athena.Options{SurroundedDistrictsOnly: true}, false)
	// Occupied across the House half's edges instead: not met.
	open := cells{c: double(tile.Garden, tile.House, 0, 1),
		at(c, SE): whole(tile.House, 1), at(c, S): whole(tile.House, 1), at(c, SW): whole(tile.House, 1)}
	want(t, tile.Oasis, cityOf(t, open), 0, def, false)
}

func TestHangingGardensHalves(t *testing.T) {
	// Garden|House r3 owns S, at level 2, over a Garden at level 1.
	cs := cells{c: double(tile.Garden, tile.House, 3, 2), at(c, S): whole(tile.Garden, 1)}
	want(t, tile.HangingGardens, cityOf(t, cs), 0, def, true, c, at(c, S))
	// At r0 the Garden half faces North: the two do not face each other.
	cs[c] = double(tile.Garden, tile.House, 0, 2)
	want(t, tile.HangingGardens, cityOf(t, cs), 0, def, false)
	// A whole Garden above a Garden|House r3, whose N edge is the House's:
	// the whole Garden faces the half, the half does not face back.
	cs[c], cs[at(c, S)] = whole(tile.Garden, 2), double(tile.Garden, tile.House, 3, 1)
	want(t, tile.HangingGardens, cityOf(t, cs), 0, def, false)
	// A Garden plaza is no Garden.
	cs[at(c, S)] = whole(tile.Garden, 1)
	cs[c] = whole(tile.GardenPlaza, 2)
	want(t, tile.HangingGardens, cityOf(t, cs), 0, def, false)
}

func TestParklandHalves(t *testing.T) {
	cs := cells{c: whole(tile.GardenPlaza, 1), at(c, N): double(tile.Garden, tile.House, 3, 1)}
	want(t, tile.Parkland, cityOf(t, cs), 0, def, true, c, at(c, N))
	cs[at(c, N)] = double(tile.Garden, tile.House, 0, 1)
	want(t, tile.Parkland, cityOf(t, cs), 0, def, false)
	cs[at(c, N)] = whole(tile.GardenPlaza, 1)
	want(t, tile.Parkland, cityOf(t, cs), 0, def, false)
}

// 14: Quarries occupy by default, not under the surrounded reading; five
// neighbours are not six.
func TestCase14Oasis(t *testing.T) {
	quarries := cityOf(t, ring(cells{c: whole(tile.Garden, 1)}, c, tile.Quarry, 1))
	want(t, tile.Oasis, quarries, 0, def, true, c, at(c, N), at(c, NE), at(c, SE), at(c, S), at(c, SW), at(c, NW))
	want(t, tile.Oasis, quarries, 0, athena.Options{SurroundedDistrictsOnly: true}, false)
	five := ring(cells{c: whole(tile.Garden, 1)}, c, tile.House, 1)
	delete(five, at(c, NW))
	want(t, tile.Oasis, cityOf(t, five), 0, def, false)
}

// 19: facing Gardens at levels 1 and 2, then both at 2.
func TestCase19HangingGardens(t *testing.T) {
	want(t, tile.HangingGardens, cityOf(t, cells{c: whole(tile.Garden, 1), at(c, S): whole(tile.Garden, 2)}), 0, def, true, c, at(c, S))
	want(t, tile.HangingGardens, cityOf(t, cells{c: whole(tile.Garden, 2), at(c, S): whole(tile.Garden, 2)}), 0, def, false)
}
