package athena_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/tile"
)

// The House cards (house.go) met and not met: the worked cases of the
// Athena rulings, numbered as there, and halves.

func TestHousingHalves(t *testing.T) {
	// The N neighbour must own its S edge: House|Garden at r3 does, at r0
	// the S edge is the Garden's.
	cs := ring(cells{c: whole(tile.Temple, 1)}, c, tile.House, 1)
	cs[at(c, N)] = double(tile.House, tile.Garden, 3, 1)
	want(t, tile.Housing, cityOf(t, cs), 0, def, true, c, at(c, N), at(c, NE), at(c, SE), at(c, S), at(c, SW), at(c, NW))
	cs[at(c, N)] = double(tile.House, tile.Garden, 0, 1)
	want(t, tile.Housing, cityOf(t, cs), 0, def, false)
}

func TestHousingCentre(t *testing.T) {
	// A double centre is a district; a House plaza centre is occupied
	// (also under the surrounded reading) but no district.
	cs := ring(cells{c: double(tile.Market, tile.Garden, 2, 1)}, c, tile.House, 1)
	want(t, tile.Housing, cityOf(t, cs), 0, athena.Options{HousingCenterDistrict: true}, true)
	cs[c] = whole(tile.HousePlaza, 1)
	want(t, tile.Housing, cityOf(t, cs), 0, def, true)
	want(t, tile.Housing, cityOf(t, cs), 0, athena.Options{SurroundedDistrictsOnly: true}, true)
	want(t, tile.Housing, cityOf(t, cs), 0, athena.Options{HousingCenterDistrict: true}, false)
	// A House plaza around is no House part.
	cs[at(c, S)] = whole(tile.HousePlaza, 1)
	want(t, tile.Housing, cityOf(t, cs), 0, def, false)
}

func TestVillaHalves(t *testing.T) {
	// Two House halves and two whole Houses at level 2, apart: met, listed
	// in row order (c+2N, c, c+2SE, c+2S).
	cs := cells{c: double(tile.House, tile.Garden, 0, 2), at(c, S, S): double(tile.Temple, tile.House, 4, 3),
		at(c, N, N): whole(tile.House, 2), at(c, SE, SE): whole(tile.House, 5)}
	want(t, tile.Villa, cityOf(t, cs), 0, def, true, at(c, N, N), c, at(c, SE, SE), at(c, S, S))
	// A House plaza is no House part.
	cs[at(c, SE, SE)] = whole(tile.HousePlaza, 2)
	want(t, tile.Villa, cityOf(t, cs), 0, def, false)
}

func TestDistrictCenter(t *testing.T) {
	// A House plaza at level 1 with doubles all round at level 2: met.
	cs := cells{c: whole(tile.HousePlaza, 1)}
	for _, n := range c.Neighbors() {
		cs[n] = double(tile.Market, tile.Temple, 1, 2)
	}
	want(t, tile.DistrictCenter, cityOf(t, cs), 0, def, true)
	// One neighbour level with the plaza: not met.
	cs[at(c, SW)] = whole(tile.House, 1)
	want(t, tile.DistrictCenter, cityOf(t, cs), 0, def, false)
	// Quarries all round at level 2: met by default, not under the
	// surrounded reading.
	quarries := ring(cells{c: whole(tile.HousePlaza, 1)}, c, tile.Quarry, 2)
	want(t, tile.DistrictCenter, cityOf(t, quarries), 0, def, true)
	want(t, tile.DistrictCenter, cityOf(t, quarries), 0, athena.Options{SurroundedDistrictsOnly: true}, false)
	// One neighbour empty: not met.
	delete(quarries, at(c, N))
	want(t, tile.DistrictCenter, cityOf(t, quarries), 0, def, false)
}

// 6: the centre must be occupied; a Quarry is, but is no district, and
// under the surrounded reading does not count.
func TestCase06Housing(t *testing.T) {
	empty := cityOf(t, ring(cells{}, c, tile.House, 1))
	want(t, tile.Housing, empty, 0, def, false)
	quarry := cityOf(t, ring(cells{c: whole(tile.Quarry, 1)}, c, tile.House, 1))
	want(t, tile.Housing, quarry, 0, def, true, c, at(c, N), at(c, NE), at(c, SE), at(c, S), at(c, SW), at(c, NW))
	want(t, tile.Housing, quarry, 0, athena.Options{HousingCenterDistrict: true}, false)
	want(t, tile.Housing, quarry, 0, athena.Options{SurroundedDistrictsOnly: true}, false)
}

// 18: the six neighbours of the starting plaza at level 2 (the three
// Quarries covered).
func TestCase18DistrictCenter(t *testing.T) {
	g := cityOf(t, ring(cells{}, hex.Hex{}, tile.House, 2))
	o := hex.Hex{}
	want(t, tile.DistrictCenter, g, 0, def, true, o, at(o, N), at(o, NE), at(o, SE), at(o, S), at(o, SW), at(o, NW))
}

// 20: four Houses at level 2 apart from each other; then one at level 1.
func TestCase20Villa(t *testing.T) {
	hs := []hex.Hex{c, at(c, S, S), at(c, N, N), at(c, SE, SE)} // row order: c+2N, c, c+2SE, c+2S
	cs := cells{}
	for _, h := range hs {
		cs[h] = whole(tile.House, 2)
	}
	want(t, tile.Villa, cityOf(t, cs), 0, def, true, at(c, N, N), c, at(c, SE, SE), at(c, S, S))
	cs[at(c, SE, SE)] = whole(tile.House, 1)
	want(t, tile.Villa, cityOf(t, cs), 0, def, false)
}
