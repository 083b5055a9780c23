package athena_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/tile"
)

// The worked cases of the Athena rulings, numbered as there, each built
// by hand around the cell c; the expected answers and cells are worked
// out by hand in the comments. Cases 31 and 32 are placement rules, for
// the city; case 33, the solo Architect's pile, is checked against
// package score's Architect.

var def athena.Options // the default readings

// 1: Markets to the N, SE and SW of the empty c face it from directions
// 0, 2 and 4.
func TestCase01CityMarketEmptyCentre(t *testing.T) {
	g := grid(t, cells{at(c, N): whole(tile.Market, 1), at(c, SE): whole(tile.Market, 1), at(c, SW): whole(tile.Market, 1)})
	want(t, tile.CityMarket, g, 0, def, true, c, at(c, N), at(c, SE), at(c, SW))
	want(t, tile.CityMarket, g, 0, athena.Options{CityMarketCenterOccupied: true}, false)
}

// 2: N, NE and SE are three neighbours in a row, not every other one.
func TestCase02CityMarketAdjacentDirections(t *testing.T) {
	g := grid(t, cells{c: whole(tile.Garden, 1),
		at(c, N): whole(tile.Market, 1), at(c, NE): whole(tile.Market, 1), at(c, SE): whole(tile.Market, 1)})
	want(t, tile.CityMarket, g, 0, def, false)
}

// 3: heights do not matter; a Quarry centre is occupied but no district.
func TestCase03CityMarketQuarryCentre(t *testing.T) {
	g := grid(t, cells{c: whole(tile.Quarry, 1),
		at(c, SE): whole(tile.Market, 1), at(c, SW): whole(tile.Market, 1), at(c, N): whole(tile.Market, 3)})
	want(t, tile.CityMarket, g, 0, def, true, c, at(c, N), at(c, SE), at(c, SW))
	want(t, tile.CityMarket, g, 0, athena.Options{CityMarketCenterOccupied: true}, true, c, at(c, N), at(c, SE), at(c, SW))
	want(t, tile.CityMarket, g, 0, athena.Options{CityMarketCenterDistrict: true}, false)
	// Under the surrounded reading a Quarry does not occupy the centre.
	want(t, tile.CityMarket, g, 0, athena.Options{CityMarketCenterOccupied: true, SurroundedDistrictsOnly: true}, false)
}

// 4: SE (2) and SW (4) are 120 degrees apart.
func TestCase04Fortress(t *testing.T) {
	g := grid(t, cells{c: whole(tile.BarracksPlaza, 1), at(c, SE): whole(tile.Barracks, 1), at(c, SW): whole(tile.Barracks, 1)})
	want(t, tile.Fortress, g, 0, def, true, c, at(c, SE), at(c, SW))
}

// 5: N and S are opposite (180 degrees), SE and S adjacent (60).
func TestCase05FortressWrongAngles(t *testing.T) {
	for _, pair := range [][2]hex.Direction{{N, S}, {SE, S}} {
		g := grid(t, cells{c: whole(tile.BarracksPlaza, 1), at(c, pair[0]): whole(tile.Barracks, 1), at(c, pair[1]): whole(tile.Barracks, 1)})
		want(t, tile.Fortress, g, 0, def, false)
	}
}

// 6: the centre must be occupied; a Quarry is, but is no district, and
// under the surrounded reading does not count.
func TestCase06Housing(t *testing.T) {
	empty := grid(t, ring(cells{}, c, tile.House, 1))
	want(t, tile.Housing, empty, 0, def, false)
	quarry := grid(t, ring(cells{c: whole(tile.Quarry, 1)}, c, tile.House, 1))
	want(t, tile.Housing, quarry, 0, def, true, c, at(c, N), at(c, NE), at(c, SE), at(c, S), at(c, SW), at(c, NW))
	want(t, tile.Housing, quarry, 0, athena.Options{HousingCenterDistrict: true}, false)
	want(t, tile.Housing, quarry, 0, athena.Options{SurroundedDistrictsOnly: true}, false)
}

// line returns n cells from h toward d.
func line(h hex.Hex, d hex.Direction, n int) []hex.Hex {
	hs := make([]hex.Hex, n)
	for i := range hs {
		hs[i] = h
		h = h.Neighbor(d)
	}
	return hs
}

// street lays kinds on the cells of hs, at the levels given.
func street(hs []hex.Hex, kinds []tile.Kind, levels []int) cells {
	cs := cells{}
	for i, h := range hs {
		cs[h] = whole(kinds[i], levels[i])
	}
	return cs
}

var fiveTypes = []tile.Kind{tile.House, tile.Market, tile.Barracks, tile.Temple, tile.Garden}

// 7: five districts of one type.
func TestCase07MainStreetOneType(t *testing.T) {
	hs := line(at(c, N, N), S, 5)
	g := grid(t, street(hs, []tile.Kind{tile.House, tile.House, tile.House, tile.House, tile.House}, []int{1, 1, 1, 1, 1}))
	want(t, tile.MainStreet, g, 0, def, false)
}

// 8: five types in a line, on each of the three axes, at mixed levels.
// The line is listed from its first cell in row order: for the SE-NW axis
// that is the West end, for the others the North end.
func TestCase08MainStreet(t *testing.T) {
	for _, d := range []hex.Direction{S, SE, SW} {
		hs := line(at(c, N, N), d, 5)
		g := grid(t, street(hs, fiveTypes, []int{1, 3, 2, 1, 4}))
		want(t, tile.MainStreet, g, 0, def, true, hs...)
	}
	// Laid from the other end, the same line is still found from its
	// first cell.
	hs := line(at(c, N, N), NW, 5)
	g := grid(t, street(hs, fiveTypes, []int{1, 1, 1, 1, 1}))
	want(t, tile.MainStreet, g, 0, def, true, hs[4], hs[3], hs[2], hs[1], hs[0])
}

// 9: a Garden plaza is no district.
func TestCase09MainStreetPlaza(t *testing.T) {
	hs := line(at(c, N, N), S, 5)
	kinds := []tile.Kind{tile.House, tile.Market, tile.Barracks, tile.Temple, tile.GardenPlaza}
	want(t, tile.MainStreet, grid(t, street(hs, kinds, []int{1, 1, 1, 1, 1})), 0, def, false)
}

// 10: the middle of a N-S line cannot be a half: a half owns N or S, never
// both.
func TestCase10RampartHalfInTheMiddle(t *testing.T) {
	g := grid(t, cells{c: whole(tile.Barracks, 1), at(c, S): double(tile.Barracks, tile.House, 0, 1), at(c, S, S): whole(tile.Barracks, 1)})
	want(t, tile.Rampart, g, 0, def, false)
	// Nor at rotation 3, where the Barracks half owns S but not N.
	g = grid(t, cells{c: whole(tile.Barracks, 1), at(c, S): double(tile.Barracks, tile.House, 3, 1), at(c, S, S): whole(tile.Barracks, 1)})
	want(t, tile.Rampart, g, 0, def, false)
}

// 11: at rotation 0 the Barracks half owns NW, N and NE, so it owns the
// edge toward the middle; at rotation 3 it owns SE, S and SW and the N
// edge is the House's.
func TestCase11RampartHalfAtTheEnd(t *testing.T) {
	r0 := grid(t, cells{c: whole(tile.Barracks, 1), at(c, S): whole(tile.Barracks, 2), at(c, S, S): double(tile.Barracks, tile.House, 0, 1)})
	want(t, tile.Rampart, r0, 0, def, true, c, at(c, S), at(c, S, S))
	r3 := grid(t, cells{c: whole(tile.Barracks, 1), at(c, S): whole(tile.Barracks, 2), at(c, S, S): double(tile.Barracks, tile.House, 3, 1)})
	want(t, tile.Rampart, r3, 0, def, false)
}

// 12: c, c+SE and c+S are pairwise adjacent; three in a line are not.
func TestCase12Sanctuary(t *testing.T) {
	tri := grid(t, cells{c: whole(tile.Temple, 1), at(c, SE): whole(tile.Temple, 1), at(c, S): whole(tile.Temple, 2)})
	want(t, tile.Sanctuary, tri, 0, def, true, c, at(c, SE), at(c, S))
	row := grid(t, cells{c: whole(tile.Temple, 1), at(c, S): whole(tile.Temple, 1), at(c, S, S): whole(tile.Temple, 1)})
	want(t, tile.Sanctuary, row, 0, def, false)
}

// 13: plazas of three types at N (0), SE (2) and SW (4).
func TestCase13Pantheon(t *testing.T) {
	g := grid(t, cells{c: whole(tile.Temple, 1),
		at(c, N): whole(tile.HousePlaza, 1), at(c, SE): whole(tile.GardenPlaza, 1), at(c, SW): whole(tile.MarketPlaza, 1)})
	want(t, tile.Pantheon, g, 0, def, true, c, at(c, N), at(c, SE), at(c, SW))
}

// 13, turned: the same Temple and plazas turned about c by every multiple
// of 60 degrees. A turn of 60 puts the plazas at NE (1), S (3) and NW (5),
// the other set of every other direction, which a turn of 120 (or the
// property test's turns of the whole city) never reaches. Met lists c, then
// the plazas clockwise from N; MetTouching, asked near the Temple or any
// plaza, agrees with it.
func TestCase13PantheonTurned(t *testing.T) {
	plazas := []tile.Kind{tile.HousePlaza, tile.GardenPlaza, tile.MarketPlaza}
	for turn := range hex.Direction(6) {
		cs := cells{c: whole(tile.Temple, 1)}
		var around []hex.Hex
		for k, p := range plazas {
			cs[at(c, turn+2*hex.Direction(k))] = whole(p, 1)
		}
		for d := range hex.Direction(6) {
			if d%2 == turn%2 {
				around = append(around, at(c, d))
			}
		}
		g := grid(t, cs)
		got, met := athena.Met(tile.Pantheon, g, 0, def)
		if !met || !equal(got, append([]hex.Hex{c}, around...)) {
			t.Errorf("turned %d degrees: Met = %v, %v; want true, %v", 60*int(turn), got, met, append([]hex.Hex{c}, around...))
		}
		for _, h := range append([]hex.Hex{c}, around...) {
			if touching := athena.MetTouching(tile.Pantheon, g, 0, def, []hex.Hex{h}); touching != met {
				t.Errorf("turned %d degrees: MetTouching near %v = %v, Met = %v", 60*int(turn), h, touching, met)
			}
		}
		delete(cs, around[1]) // two plazas are not three
		want(t, tile.Pantheon, grid(t, cs), 0, def, false)
	}
}

// 14: Quarries occupy by default, not under the surrounded reading; five
// neighbours are not six.
func TestCase14Oasis(t *testing.T) {
	quarries := grid(t, ring(cells{c: whole(tile.Garden, 1)}, c, tile.Quarry, 1))
	want(t, tile.Oasis, quarries, 0, def, true, c, at(c, N), at(c, NE), at(c, SE), at(c, S), at(c, SW), at(c, NW))
	want(t, tile.Oasis, quarries, 0, athena.Options{SurroundedDistrictsOnly: true}, false)
	five := ring(cells{c: whole(tile.Garden, 1)}, c, tile.House, 1)
	delete(five, at(c, NW))
	want(t, tile.Oasis, grid(t, five), 0, def, false)
}

// 15: two Markets with Quarries all round them: adjacent (c and c+S) /
// two apart (c and c+2S, sharing the neighbour c+S, a Quarry).
func TestCase15Storehouses(t *testing.T) {
	adjacent := ring(ring(cells{}, c, tile.Quarry, 1), at(c, S), tile.Quarry, 1)
	adjacent[c], adjacent[at(c, S)] = whole(tile.Market, 1), whole(tile.Market, 1)
	want(t, tile.Storehouses, grid(t, adjacent), 0, def, false)
	apart := ring(ring(cells{}, c, tile.Quarry, 1), at(c, S, S), tile.Quarry, 1)
	apart[c], apart[at(c, S, S)] = whole(tile.Market, 1), whole(tile.Market, 1)
	want(t, tile.Storehouses, grid(t, apart), 0, def, true, c, at(c, S, S))
	want(t, tile.Storehouses, grid(t, apart), 0, athena.Options{SurroundedDistrictsOnly: true}, false)
}

// stairs lays a plaza of kind k at c and two more cells toward d and then
// toward d2, at levels l0, l1, l2.
func stairs(t *testing.T, k tile.Kind, d, d2 hex.Direction, l0, l1, l2 int) *athena.Grid {
	return grid(t, cells{c: whole(k, l0), at(c, d): whole(tile.Quarry, l1), at(c, d, d2): whole(tile.House, l2)})
}

// 16: 3, 2, 1 going South.
func TestCase16PilgrimsStairs(t *testing.T) {
	g := stairs(t, tile.TemplePlaza, S, S, 3, 2, 1)
	want(t, tile.PilgrimsStairs, g, 0, def, true, c, at(c, S), at(c, S, S))
	want(t, tile.PilgrimsStairs, g, 0, athena.Options{StairsOneLevel: true}, true, c, at(c, S), at(c, S, S))
}

// 17: a landing is no step; 4-2-1 drops by two then one; a bent stair is
// no line; only a Temple plaza tops it.
func TestCase17PilgrimsStairsNot(t *testing.T) {
	want(t, tile.PilgrimsStairs, stairs(t, tile.TemplePlaza, S, S, 3, 2, 2), 0, def, false)
	steep := stairs(t, tile.TemplePlaza, S, S, 4, 2, 1)
	want(t, tile.PilgrimsStairs, steep, 0, def, true, c, at(c, S), at(c, S, S))
	want(t, tile.PilgrimsStairs, steep, 0, athena.Options{StairsOneLevel: true}, false)
	want(t, tile.PilgrimsStairs, stairs(t, tile.TemplePlaza, S, SE, 3, 2, 1), 0, def, false)
	want(t, tile.PilgrimsStairs, stairs(t, tile.MarketPlaza, S, S, 3, 2, 1), 0, def, false)
}

// 18: the six neighbours of the starting plaza at level 2 (the three
// Quarries covered).
func TestCase18DistrictCenter(t *testing.T) {
	g := grid(t, ring(cells{}, hex.Hex{}, tile.House, 2))
	o := hex.Hex{}
	want(t, tile.DistrictCenter, g, 0, def, true, o, at(o, N), at(o, NE), at(o, SE), at(o, S), at(o, SW), at(o, NW))
}

// 19: facing Gardens at levels 1 and 2, then both at 2.
func TestCase19HangingGardens(t *testing.T) {
	want(t, tile.HangingGardens, grid(t, cells{c: whole(tile.Garden, 1), at(c, S): whole(tile.Garden, 2)}), 0, def, true, c, at(c, S))
	want(t, tile.HangingGardens, grid(t, cells{c: whole(tile.Garden, 2), at(c, S): whole(tile.Garden, 2)}), 0, def, false)
}

// 20: four Houses at level 2 apart from each other; then one at level 1.
func TestCase20Villa(t *testing.T) {
	hs := []hex.Hex{c, at(c, S, S), at(c, N, N), at(c, SE, SE)} // row order: c+2N, c, c+2SE, c+2S
	cs := cells{}
	for _, h := range hs {
		cs[h] = whole(tile.House, 2)
	}
	want(t, tile.Villa, grid(t, cs), 0, def, true, at(c, N, N), c, at(c, SE, SE), at(c, S, S))
	cs[at(c, SE, SE)] = whole(tile.House, 1)
	want(t, tile.Villa, grid(t, cs), 0, def, false)
}

// 21: a Market plaza at level 3, then at 2.
func TestCase21LuxuryGoods(t *testing.T) {
	want(t, tile.LuxuryGoods, grid(t, cells{c: whole(tile.MarketPlaza, 3)}), 0, def, true, c)
	want(t, tile.LuxuryGoods, grid(t, cells{c: whole(tile.MarketPlaza, 2)}), 0, def, false)
}

// 22: four plazas and the starting one; then the starting one covered.
func TestCase22Agora(t *testing.T) {
	cs := cells{c: whole(tile.MarketPlaza, 1), at(c, S): whole(tile.BarracksPlaza, 1),
		at(c, SE): whole(tile.TemplePlaza, 1), at(c, SW): whole(tile.GardenPlaza, 1)}
	want(t, tile.Agora, grid(t, cs), 0, def, true, hex.Hex{}, c, at(c, S), at(c, SE), at(c, SW))
	cs[hex.Hex{}] = whole(tile.House, 2)
	want(t, tile.Agora, grid(t, cs), 0, def, false)
}
