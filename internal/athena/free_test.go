package athena_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/tile"
)

// The cards of no family (free.go) met and not met: the worked cases of
// the Athena rulings, numbered as there, and the rest.

func TestMainStreetHalves(t *testing.T) {
	// Ends halves owning the inner edge: House|Temple r3 (House owns S) at
	// the North end, Garden|House r0 (Garden owns N) at the South end.
	hs := line(at(c, N, N), S, 5)
	cs := cells{hs[0]: double(tile.House, tile.Temple, 3, 1), hs[1]: whole(tile.Market, 2), hs[2]: whole(tile.Barracks, 1),
		hs[3]: whole(tile.Temple, 3), hs[4]: double(tile.Garden, tile.House, 0, 1)}
	want(t, tile.MainStreet, cityOf(t, cs), 0, def, true, hs...)
	// Turned, the South end shows its House half to the line: two Houses.
	cs[hs[4]] = double(tile.Garden, tile.House, 3, 1)
	want(t, tile.MainStreet, cityOf(t, cs), 0, def, false)
	// An inner double owns only one edge along the line.
	cs[hs[4]] = double(tile.Garden, tile.House, 0, 1)
	cs[hs[2]] = double(tile.Barracks, tile.House, 0, 1)
	want(t, tile.MainStreet, cityOf(t, cs), 0, def, false)
	// A Quarry breaks the line.
	cs[hs[2]] = whole(tile.Quarry, 1)
	want(t, tile.MainStreet, cityOf(t, cs), 0, def, false)
}

func TestQuarryMine(t *testing.T) {
	g := cityOf(t, cells{})
	want(t, tile.QuarryMine, g, 8, def, true)
	want(t, tile.QuarryMine, g, 7, def, false)
	if cs, ok := athena.Met(tile.QuarryMine, g, 9, def); !ok || len(cs) != 0 {
		t.Errorf("Quarry Mine with 9 stones: %v, %v; want no cells, met", cs, ok)
	}
}

func TestAgoraFirstOfEachType(t *testing.T) {
	// Two Market plazas: the one first in row order (c+N) is listed.
	cs := cells{c: whole(tile.MarketPlaza, 1), at(c, N): whole(tile.MarketPlaza, 2), at(c, S): whole(tile.BarracksPlaza, 1),
		at(c, SE): whole(tile.TemplePlaza, 1), at(c, SW): whole(tile.GardenPlaza, 1)}
	want(t, tile.Agora, cityOf(t, cs), 0, def, true, hex.Hex{}, at(c, N), at(c, S), at(c, SE), at(c, SW))
	delete(cs, at(c, SW))
	want(t, tile.Agora, cityOf(t, cs), 0, def, false)
}

// street lays kinds on the cells of hs, at the levels given.
func street(hs []hex.Hex, kinds []tile.Kind, levels []int) cells {
	cs := cells{}
	for i, h := range hs {
		cs[h] = whole(kinds[i], levels[i])
	}
	return cs
}

// 7: five districts of one type.
func TestCase07MainStreetOneType(t *testing.T) {
	hs := line(at(c, N, N), S, 5)
	g := cityOf(t, street(hs, []tile.Kind{tile.House, tile.House, tile.House, tile.House, tile.House}, []int{1, 1, 1, 1, 1}))
	want(t, tile.MainStreet, g, 0, def, false)
}

// 8: five types in a line, on each of the three axes, at mixed levels.
// The line is listed from its first cell in row order: for the SE-NW axis
// that is the West end, for the others the North end.
func TestCase08MainStreet(t *testing.T) {
	for _, d := range []hex.Direction{S, SE, SW} {
		hs := line(at(c, N, N), d, 5)
		g := cityOf(t, street(hs, fiveTypes, []int{1, 3, 2, 1, 4}))
		want(t, tile.MainStreet, g, 0, def, true, hs...)
	}
	// Laid from the other end, the same line is still found from its
	// first cell.
	hs := line(at(c, N, N), NW, 5)
	g := cityOf(t, street(hs, fiveTypes, []int{1, 1, 1, 1, 1}))
	want(t, tile.MainStreet, g, 0, def, true, hs[4], hs[3], hs[2], hs[1], hs[0])
}

// 9: a Garden plaza is no district.
func TestCase09MainStreetPlaza(t *testing.T) {
	hs := line(at(c, N, N), S, 5)
	kinds := []tile.Kind{tile.House, tile.Market, tile.Barracks, tile.Temple, tile.GardenPlaza}
	want(t, tile.MainStreet, cityOf(t, street(hs, kinds, []int{1, 1, 1, 1, 1})), 0, def, false)
}

// 22: four plazas and the starting one; then the starting one covered.
func TestCase22Agora(t *testing.T) {
	cs := cells{c: whole(tile.MarketPlaza, 1), at(c, S): whole(tile.BarracksPlaza, 1),
		at(c, SE): whole(tile.TemplePlaza, 1), at(c, SW): whole(tile.GardenPlaza, 1)}
	want(t, tile.Agora, cityOf(t, cs), 0, def, true, hex.Hex{}, c, at(c, S), at(c, SE), at(c, SW))
	cs[hex.Hex{}] = whole(tile.House, 2)
	want(t, tile.Agora, cityOf(t, cs), 0, def, false)
}
