package athena_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// Each card met and not met beyond the worked cases, with halves where the
// card is about a district. Rotations of a double X|Y: at r0 half X owns
// NW, N, NE; r1 N, NE, SE; r3 SE, S, SW; r4 S, SW, NW; r5 SW, NW, N.

func TestHousingHalves(t *testing.T) {
	// The N neighbour must own its S edge: House|Garden at r3 does, at r0
	// the S edge is the Garden's.
	cs := ring(cells{c: whole(tile.Temple, 1)}, c, tile.House, 1)
	cs[at(c, N)] = double(tile.House, tile.Garden, 3, 1)
	want(t, tile.Housing, grid(t, cs), 0, def, true, c, at(c, N), at(c, NE), at(c, SE), at(c, S), at(c, SW), at(c, NW))
	cs[at(c, N)] = double(tile.House, tile.Garden, 0, 1)
	want(t, tile.Housing, grid(t, cs), 0, def, false)
}

func TestHousingCentre(t *testing.T) {
	// A double centre is a district; a House plaza centre is occupied
	// (also under the surrounded reading) but no district.
	cs := ring(cells{c: double(tile.Market, tile.Garden, 2, 1)}, c, tile.House, 1)
	want(t, tile.Housing, grid(t, cs), 0, athena.Options{HousingCenterDistrict: true}, true)
	cs[c] = whole(tile.HousePlaza, 1)
	want(t, tile.Housing, grid(t, cs), 0, def, true)
	want(t, tile.Housing, grid(t, cs), 0, athena.Options{SurroundedDistrictsOnly: true}, true)
	want(t, tile.Housing, grid(t, cs), 0, athena.Options{HousingCenterDistrict: true}, false)
	// A House plaza around is no House part.
	cs[at(c, S)] = whole(tile.HousePlaza, 1)
	want(t, tile.Housing, grid(t, cs), 0, def, false)
}

func TestVillaHalves(t *testing.T) {
	// Two House halves and two whole Houses at level 2, apart: met, listed
	// in row order (c+2N, c, c+2SE, c+2S).
	cs := cells{c: double(tile.House, tile.Garden, 0, 2), at(c, S, S): double(tile.Temple, tile.House, 4, 3),
		at(c, N, N): whole(tile.House, 2), at(c, SE, SE): whole(tile.House, 5)}
	want(t, tile.Villa, grid(t, cs), 0, def, true, at(c, N, N), c, at(c, SE, SE), at(c, S, S))
	// A House plaza is no House part.
	cs[at(c, SE, SE)] = whole(tile.HousePlaza, 2)
	want(t, tile.Villa, grid(t, cs), 0, def, false)
}

func TestDistrictCenter(t *testing.T) {
	// A House plaza at level 1 with doubles all round at level 2: met.
	cs := cells{c: whole(tile.HousePlaza, 1)}
	for _, n := range c.Neighbors() {
		cs[n] = double(tile.Market, tile.Temple, 1, 2)
	}
	want(t, tile.DistrictCenter, grid(t, cs), 0, def, true)
	// One neighbour level with the plaza: not met.
	cs[at(c, SW)] = whole(tile.House, 1)
	want(t, tile.DistrictCenter, grid(t, cs), 0, def, false)
	// Quarries all round at level 2: met by default, not under the
	// surrounded reading.
	quarries := ring(cells{c: whole(tile.HousePlaza, 1)}, c, tile.Quarry, 2)
	want(t, tile.DistrictCenter, grid(t, quarries), 0, def, true)
	want(t, tile.DistrictCenter, grid(t, quarries), 0, athena.Options{SurroundedDistrictsOnly: true}, false)
	// One neighbour empty: not met.
	delete(quarries, at(c, N))
	want(t, tile.DistrictCenter, grid(t, quarries), 0, def, false)
}

func TestCityMarketHalves(t *testing.T) {
	// Around the empty c: N's half must own S (r3), SE's NW and SW's NE
	// (r0 owns NW, N, NE).
	cs := cells{at(c, N): double(tile.Market, tile.Garden, 3, 1), at(c, SE): double(tile.Market, tile.Garden, 0, 1),
		at(c, SW): double(tile.Market, tile.Garden, 0, 2)}
	want(t, tile.CityMarket, grid(t, cs), 0, def, true, c, at(c, N), at(c, SE), at(c, SW))
	// With a district centre under the district reading.
	cs[c] = double(tile.House, tile.Temple, 0, 1)
	want(t, tile.CityMarket, grid(t, cs), 0, athena.Options{CityMarketCenterDistrict: true}, true)
	want(t, tile.CityMarket, grid(t, cs), 0, athena.Options{CityMarketCenterOccupied: true, SurroundedDistrictsOnly: true}, true)
	// A Market plaza centre is occupied but no district.
	cs[c] = whole(tile.MarketPlaza, 1)
	want(t, tile.CityMarket, grid(t, cs), 0, athena.Options{CityMarketCenterOccupied: true}, true)
	want(t, tile.CityMarket, grid(t, cs), 0, athena.Options{CityMarketCenterDistrict: true}, false)
	// N's Market half turned away (r0 owns N, not S): not met.
	cs[at(c, N)] = double(tile.Market, tile.Garden, 0, 1)
	want(t, tile.CityMarket, grid(t, cs), 0, def, false)
}

func TestStorehousesHalves(t *testing.T) {
	// Market|Garden r0 at c: its Market half owns NW, N, NE, all three
	// occupied; a whole Market three cells SE, surrounded. Not adjacent.
	far := at(c, SE, SE, SE)
	cs := ring(cells{far: whole(tile.Market, 1), c: double(tile.Market, tile.Garden, 0, 1),
		at(c, NW): whole(tile.House, 1), at(c, N): whole(tile.House, 1), at(c, NE): whole(tile.House, 1)}, far, tile.Temple, 1)
	want(t, tile.Storehouses, grid(t, cs), 0, def, true, c, far)
	want(t, tile.Storehouses, grid(t, cs), 0, athena.Options{SurroundedDistrictsOnly: true}, true, c, far)
	// The half's N edge-neighbour empty: not met.
	delete(cs, at(c, N))
	cs[at(c, S)] = whole(tile.House, 1)
	want(t, tile.Storehouses, grid(t, cs), 0, def, false)
}

func TestLuxuryGoods(t *testing.T) {
	want(t, tile.LuxuryGoods, grid(t, cells{c: whole(tile.MarketPlaza, 4)}), 0, def, true, c)
	want(t, tile.LuxuryGoods, grid(t, cells{c: whole(tile.Market, 3)}), 0, def, false)
	want(t, tile.LuxuryGoods, grid(t, cells{c: double(tile.Market, tile.Garden, 0, 3)}), 0, def, false)
}

func TestRampartHalves(t *testing.T) {
	// Both ends halves owning the edge toward the middle: c at r3 owns S,
	// c+2S at r0 owns N.
	cs := cells{c: double(tile.Barracks, tile.House, 3, 1), at(c, S): whole(tile.Barracks, 1), at(c, S, S): double(tile.Barracks, tile.Garden, 0, 4)}
	want(t, tile.Rampart, grid(t, cs), 0, def, true, c, at(c, S), at(c, S, S))
	// A Barracks plaza in the middle is no Barracks.
	cs[at(c, S)] = whole(tile.BarracksPlaza, 1)
	want(t, tile.Rampart, grid(t, cs), 0, def, false)
	// On the SE-NW axis, listed from the West end.
	hs := line(c, SE, 3)
	g := grid(t, cells{hs[0]: whole(tile.Barracks, 1), hs[1]: whole(tile.Barracks, 1), hs[2]: whole(tile.Barracks, 1)})
	want(t, tile.Rampart, g, 0, def, true, hs...)
}

func TestGuardTowerHalves(t *testing.T) {
	cs := cells{c: double(tile.Temple, tile.Barracks, 2, 2), at(c, S, S): whole(tile.Barracks, 3)}
	want(t, tile.GuardTower, grid(t, cs), 0, def, true, c, at(c, S, S))
	cs[at(c, S, S)] = whole(tile.BarracksPlaza, 3)
	want(t, tile.GuardTower, grid(t, cs), 0, def, false)
	cs[at(c, S, S)] = whole(tile.Barracks, 1)
	want(t, tile.GuardTower, grid(t, cs), 0, def, false)
}

func TestFortressHalves(t *testing.T) {
	// N's half must own S (r3), SE's must own NW (r0).
	cs := cells{c: whole(tile.BarracksPlaza, 2), at(c, N): double(tile.Barracks, tile.House, 3, 1), at(c, SE): double(tile.Barracks, tile.House, 0, 1)}
	want(t, tile.Fortress, grid(t, cs), 0, def, true, c, at(c, N), at(c, SE))
	// A third Barracks between them (NE) does no harm; the first pair
	// clockwise from N is still N and SE.
	cs[at(c, NE)] = whole(tile.Barracks, 1)
	want(t, tile.Fortress, grid(t, cs), 0, def, true, c, at(c, N), at(c, SE))
	delete(cs, at(c, NE))
	cs[at(c, N)] = double(tile.Barracks, tile.House, 0, 1)
	want(t, tile.Fortress, grid(t, cs), 0, def, false)
}

func TestSanctuaryHalves(t *testing.T) {
	// The triangle c, c+SE, c+S: c owns SE and S (r3), c+SE owns NW and SW
	// (r5: SW, NW, N), c+S owns N and NE (r0).
	cs := cells{c: double(tile.Temple, tile.Garden, 3, 1), at(c, SE): double(tile.Temple, tile.House, 5, 2), at(c, S): double(tile.Temple, tile.Market, 0, 1)}
	want(t, tile.Sanctuary, grid(t, cs), 0, def, true, c, at(c, SE), at(c, S))
	// c+SE at r0 owns NW but not SW.
	cs[at(c, SE)] = double(tile.Temple, tile.House, 0, 2)
	want(t, tile.Sanctuary, grid(t, cs), 0, def, false)
	// c+S at r5 (SW, NW, N) owns N, toward c, but not NE, toward c+SE.
	cs[at(c, SE)] = double(tile.Temple, tile.House, 5, 2)
	cs[at(c, S)] = double(tile.Temple, tile.Market, 5, 1)
	want(t, tile.Sanctuary, grid(t, cs), 0, def, false)
	// The down-pointing triangle c, c+S, c+SW.
	down := cells{c: whole(tile.Temple, 1), at(c, S): whole(tile.Temple, 1), at(c, SW): whole(tile.Temple, 1)}
	want(t, tile.Sanctuary, grid(t, down), 0, def, true, c, at(c, S), at(c, SW))
}

func TestPantheonHalves(t *testing.T) {
	// A Temple half at r0 owns NW, N, NE; the plazas at N, SE, SW count
	// all the same: they are the cell's directions.
	cs := cells{c: double(tile.Temple, tile.Garden, 0, 1),
		at(c, N): whole(tile.BarracksPlaza, 1), at(c, SE): whole(tile.BarracksPlaza, 1), at(c, SW): whole(tile.TemplePlaza, 1)}
	want(t, tile.Pantheon, grid(t, cs), 0, def, true, c, at(c, N), at(c, SE), at(c, SW))
	// A House is no plaza.
	cs[at(c, SW)] = whole(tile.House, 1)
	want(t, tile.Pantheon, grid(t, cs), 0, def, false)
	// Three plazas in a row (N, NE, SE) are not every other direction.
	cs[at(c, NE)] = whole(tile.GardenPlaza, 1)
	want(t, tile.Pantheon, grid(t, cs), 0, def, false)
}

func TestPilgrimsStairsEmptyStep(t *testing.T) {
	// A level-2 Temple plaza, a level-1 hex, then nothing: an empty cell
	// is no step.
	want(t, tile.PilgrimsStairs, grid(t, cells{c: whole(tile.TemplePlaza, 2), at(c, NE): whole(tile.House, 1)}), 0, def, false)
	// Any hex makes a step, a double included; the first direction from N
	// is NE.
	g := grid(t, cells{c: whole(tile.TemplePlaza, 3), at(c, NE): double(tile.House, tile.Garden, 1, 2), at(c, NE, NE): whole(tile.Quarry, 1)})
	want(t, tile.PilgrimsStairs, g, 0, athena.Options{StairsOneLevel: true}, true, c, at(c, NE), at(c, NE, NE))
}

func TestOasisHalves(t *testing.T) {
	// Garden|House r0: the Garden owns NW, N, NE, listed from N clockwise.
	cs := cells{c: double(tile.Garden, tile.House, 0, 1),
		at(c, NW): whole(tile.House, 1), at(c, N): whole(tile.Quarry, 1), at(c, NE): whole(tile.House, 1)}
	want(t, tile.Oasis, grid(t, cs), 0, def, true, c, at(c, N), at(c, NE), at(c, NW))
	want(t, tile.Oasis, grid(t, cs), 0, athena.Options{SurroundedDistrictsOnly: true}, false)
	// Occupied across the House half's edges instead: not met.
	open := cells{c: double(tile.Garden, tile.House, 0, 1),
		at(c, SE): whole(tile.House, 1), at(c, S): whole(tile.House, 1), at(c, SW): whole(tile.House, 1)}
	want(t, tile.Oasis, grid(t, open), 0, def, false)
}

func TestHangingGardensHalves(t *testing.T) {
	// Garden|House r3 owns S, at level 2, over a Garden at level 1.
	cs := cells{c: double(tile.Garden, tile.House, 3, 2), at(c, S): whole(tile.Garden, 1)}
	want(t, tile.HangingGardens, grid(t, cs), 0, def, true, c, at(c, S))
	// At r0 the Garden half faces North: the two do not face each other.
	cs[c] = double(tile.Garden, tile.House, 0, 2)
	want(t, tile.HangingGardens, grid(t, cs), 0, def, false)
	// A whole Garden above a Garden|House r3, whose N edge is the House's:
	// the whole Garden faces the half, the half does not face back.
	cs[c], cs[at(c, S)] = whole(tile.Garden, 2), double(tile.Garden, tile.House, 3, 1)
	want(t, tile.HangingGardens, grid(t, cs), 0, def, false)
	// A Garden plaza is no Garden.
	cs[at(c, S)] = whole(tile.Garden, 1)
	cs[c] = whole(tile.GardenPlaza, 2)
	want(t, tile.HangingGardens, grid(t, cs), 0, def, false)
}

func TestParklandHalves(t *testing.T) {
	cs := cells{c: whole(tile.GardenPlaza, 1), at(c, N): double(tile.Garden, tile.House, 3, 1)}
	want(t, tile.Parkland, grid(t, cs), 0, def, true, c, at(c, N))
	cs[at(c, N)] = double(tile.Garden, tile.House, 0, 1)
	want(t, tile.Parkland, grid(t, cs), 0, def, false)
	cs[at(c, N)] = whole(tile.GardenPlaza, 1)
	want(t, tile.Parkland, grid(t, cs), 0, def, false)
}

func TestMainStreetHalves(t *testing.T) {
	// Ends halves owning the inner edge: House|Temple r3 (House owns S) at
	// the North end, Garden|House r0 (Garden owns N) at the South end.
	hs := line(at(c, N, N), S, 5)
	cs := cells{hs[0]: double(tile.House, tile.Temple, 3, 1), hs[1]: whole(tile.Market, 2), hs[2]: whole(tile.Barracks, 1),
		hs[3]: whole(tile.Temple, 3), hs[4]: double(tile.Garden, tile.House, 0, 1)}
	want(t, tile.MainStreet, grid(t, cs), 0, def, true, hs...)
	// Turned, the South end shows its House half to the line: two Houses.
	cs[hs[4]] = double(tile.Garden, tile.House, 3, 1)
	want(t, tile.MainStreet, grid(t, cs), 0, def, false)
	// An inner double owns only one edge along the line.
	cs[hs[4]] = double(tile.Garden, tile.House, 0, 1)
	cs[hs[2]] = double(tile.Barracks, tile.House, 0, 1)
	want(t, tile.MainStreet, grid(t, cs), 0, def, false)
	// A Quarry breaks the line.
	cs[hs[2]] = whole(tile.Quarry, 1)
	want(t, tile.MainStreet, grid(t, cs), 0, def, false)
}

func TestQuarryMine(t *testing.T) {
	g := grid(t, cells{})
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
	want(t, tile.Agora, grid(t, cs), 0, def, true, hex.Hex{}, at(c, N), at(c, S), at(c, SE), at(c, SW))
	delete(cs, at(c, SW))
	want(t, tile.Agora, grid(t, cs), 0, def, false)
}

// Of two patterns, the one whose first cell comes first in row order.
func TestFirstPattern(t *testing.T) {
	far := at(c, S, S, S)
	cs := cells{far: whole(tile.BarracksPlaza, 1), at(far, SE): whole(tile.Barracks, 1), at(far, SW): whole(tile.Barracks, 1),
		c: whole(tile.BarracksPlaza, 1), at(c, NW): whole(tile.Barracks, 1), at(c, NE): whole(tile.Barracks, 1)}
	// c comes first. Its Barracks lie NW and NE: i = NW, i+2 = NE.
	want(t, tile.Fortress, grid(t, cs), 0, def, true, c, at(c, NW), at(c, NE))
	// Five Houses at level 2: the first four in row order.
	hs := []hex.Hex{at(c, S, S), c, at(c, N, N), at(c, SE, SE), at(c, SW, SW)}
	vs := cells{}
	for _, h := range hs {
		vs[h] = whole(tile.House, 2)
	}
	// Rows: c+2N, c, c+2SE (R-5, Q2), c+2SW, c+2S (R-3, Q0).
	want(t, tile.Villa, grid(t, vs), 0, def, true, at(c, N, N), c, at(c, SE, SE), at(c, SW, SW))
}

func TestInvalidCardAndNilCity(t *testing.T) {
	g := grid(t, cells{})
	for _, card := range []tile.Card{tile.NoCard, tile.Agora + 1, 255} {
		if cs, ok := athena.Met(card, g, 20, def); ok || cs != nil {
			t.Errorf("card %v: %v, %v; want nil, false", card, cs, ok)
		}
	}
	for _, card := range tile.Cards() {
		_, ok := athena.Met(card, nil, 8, def)
		if ok != (card == tile.QuarryMine) {
			t.Errorf("%v on a nil city: met %v", card, ok)
		}
	}
	var none *athena.Grid
	for _, card := range tile.Cards() {
		if _, ok := athena.Met(card, none, 0, def); ok {
			t.Errorf("%v met on a nil Grid", card)
		}
	}
	for _, c := range []athena.City{nil, none} {
		if parts := athena.AppendParts(nil, c, variants.Options{LakeAnyRegion: true}); len(parts) != 0 {
			t.Errorf("a nil city has parts: %v", parts)
		}
	}
}

// reversed is a City that lists its cells in the reverse of the grid's
// order, so the choice of the first pattern cannot lean on the order a
// city lists its cells in.
type reversed struct{ *athena.Grid }

func (r reversed) IndexAt(k int) hex.Index { return r.Grid.IndexAt(r.NumCells() - 1 - k) }

// Every card answers the same, with the same cells, whatever order the
// city lists its cells in: on the mid-game city and on cities holding two
// patterns of a card.
func TestCellOrderDoesNotMatter(t *testing.T) {
	far := at(c, S, S, S)
	twice := cells{far: whole(tile.BarracksPlaza, 1), at(far, SE): whole(tile.Barracks, 1), at(far, SW): whole(tile.Barracks, 1),
		c: whole(tile.BarracksPlaza, 1), at(c, NW): whole(tile.Barracks, 1), at(c, NE): whole(tile.Barracks, 1),
		at(c, N, N): whole(tile.MarketPlaza, 3), at(c, SE, SE): whole(tile.MarketPlaza, 4), at(c, SW, SW): whole(tile.MarketPlaza, 2)}
	for _, g := range []*athena.Grid{midGame(t), grid(t, twice)} {
		for _, card := range tile.Cards() {
			a, okA := athena.Met(card, g, 8, def)
			b, okB := athena.Met(card, reversed{g}, 8, def)
			if okA != okB || !equal(a, b) {
				t.Errorf("%v: %v %v in row order, %v %v reversed", card, a, okA, b, okB)
			}
		}
	}
	want(t, tile.LuxuryGoods, reversed{grid(t, twice)}, 0, def, true, at(c, N, N))
	want(t, tile.Fortress, reversed{grid(t, twice)}, 0, def, true, c, at(c, NW), at(c, NE))
}
