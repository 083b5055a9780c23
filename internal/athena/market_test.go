package athena_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/tile"
)

// The Market cards (market.go) met and not met: the worked cases of the
// Athena rulings, numbered as there, and halves.

func TestCityMarketHalves(t *testing.T) {
	// Around the empty c: N's half must own S (r3), SE's NW and SW's NE
	// (r0 owns NW, N, NE).
	cs := cells{at(c, N): double(tile.Market, tile.Garden, 3, 1), at(c, SE): double(tile.Market, tile.Garden, 0, 1),
		at(c, SW): double(tile.Market, tile.Garden, 0, 2)}
	want(t, tile.CityMarket, cityOf(t, cs), 0, def, true, c, at(c, N), at(c, SE), at(c, SW))
	// With a district centre under the district reading.
	cs[c] = double(tile.House, tile.Temple, 0, 1)
	want(t, tile.CityMarket, cityOf(t, cs), 0, athena.Options{CityMarketCenterDistrict: true}, true)
	want(t, tile.CityMarket, cityOf(t, cs), 0, athena.Options{CityMarketCenterOccupied: true, SurroundedDistrictsOnly: true}, true)
	// A Market plaza centre is occupied but no district.
	cs[c] = whole(tile.MarketPlaza, 1)
	want(t, tile.CityMarket, cityOf(t, cs), 0, athena.Options{CityMarketCenterOccupied: true}, true)
	want(t, tile.CityMarket, cityOf(t, cs), 0, athena.Options{CityMarketCenterDistrict: true}, false)
	// N's Market half turned away (r0 owns N, not S): not met.
	cs[at(c, N)] = double(tile.Market, tile.Garden, 0, 1)
	want(t, tile.CityMarket, cityOf(t, cs), 0, def, false)
}

func TestStorehousesHalves(t *testing.T) {
	// Market|Garden r0 at c: its Market half owns NW, N, NE, all three
	// occupied; a whole Market three cells SE, surrounded. Not adjacent.
	far := at(c, SE, SE, SE)
	cs := ring(cells{far: whole(tile.Market, 1), c: double(tile.Market, tile.Garden, 0, 1),
		at(c, NW): whole(tile.House, 1), at(c, N): whole(tile.House, 1), at(c, NE): whole(tile.House, 1)}, far, tile.Temple, 1)
	want(t, tile.Storehouses, cityOf(t, cs), 0, def, true, c, far)
	want(t, tile.Storehouses, cityOf(t, cs), 0, athena.Options{SurroundedDistrictsOnly: true}, true, c, far)
	// The half's N edge-neighbour empty: not met.
	delete(cs, at(c, N))
	cs[at(c, S)] = whole(tile.House, 1)
	want(t, tile.Storehouses, cityOf(t, cs), 0, def, false)
}

func TestLuxuryGoods(t *testing.T) {
	want(t, tile.LuxuryGoods, cityOf(t, cells{c: whole(tile.MarketPlaza, 4)}), 0, def, true, c)
	want(t, tile.LuxuryGoods, cityOf(t, cells{c: whole(tile.Market, 3)}), 0, def, false)
	want(t, tile.LuxuryGoods, cityOf(t, cells{c: double(tile.Market, tile.Garden, 0, 3)}), 0, def, false)
}

// 1: Markets to the N, SE and SW of the empty c face it from directions
// 0, 2 and 4.
func TestCase01CityMarketEmptyCentre(t *testing.T) {
	g := cityOf(t, cells{at(c, N): whole(tile.Market, 1), at(c, SE): whole(tile.Market, 1), at(c, SW): whole(tile.Market, 1)})
	want(t, tile.CityMarket, g, 0, def, true, c, at(c, N), at(c, SE), at(c, SW))
	want(t, tile.CityMarket, g, 0, athena.Options{CityMarketCenterOccupied: true}, false)
}

// 2: N, NE and SE are three neighbours in a row, not every other one.
func TestCase02CityMarketAdjacentDirections(t *testing.T) {
	g := cityOf(t, cells{c: whole(tile.Garden, 1),
		at(c, N): whole(tile.Market, 1), at(c, NE): whole(tile.Market, 1), at(c, SE): whole(tile.Market, 1)})
	want(t, tile.CityMarket, g, 0, def, false)
}

// 3: heights do not matter; a Quarry centre is occupied but no district.
func TestCase03CityMarketQuarryCentre(t *testing.T) {
	g := cityOf(t, cells{c: whole(tile.Quarry, 1),
		at(c, SE): whole(tile.Market, 1), at(c, SW): whole(tile.Market, 1), at(c, N): whole(tile.Market, 3)})
	want(t, tile.CityMarket, g, 0, def, true, c, at(c, N), at(c, SE), at(c, SW))
	want(t, tile.CityMarket, g, 0, athena.Options{CityMarketCenterOccupied: true}, true, c, at(c, N), at(c, SE), at(c, SW))
	want(t, tile.CityMarket, g, 0, athena.Options{CityMarketCenterDistrict: true}, false)
	// Under the surrounded reading a Quarry does not occupy the centre.
	want(t, tile.CityMarket, g, 0, athena.Options{CityMarketCenterOccupied: true, SurroundedDistrictsOnly: true}, false)
}

// 15: two Markets with Quarries all round them: adjacent (c and c+S) /
// two apart (c and c+2S, sharing the neighbour c+S, a Quarry).
func TestCase15Storehouses(t *testing.T) {
	adjacent := ring(ring(cells{}, c, tile.Quarry, 1), at(c, S), tile.Quarry, 1)
	adjacent[c], adjacent[at(c, S)] = whole(tile.Market, 1), whole(tile.Market, 1)
	want(t, tile.Storehouses, cityOf(t, adjacent), 0, def, false)
	apart := ring(ring(cells{}, c, tile.Quarry, 1), at(c, S, S), tile.Quarry, 1)
	apart[c], apart[at(c, S, S)] = whole(tile.Market, 1), whole(tile.Market, 1)
	want(t, tile.Storehouses, cityOf(t, apart), 0, def, true, c, at(c, S, S))
	want(t, tile.Storehouses, cityOf(t, apart), 0, athena.Options{SurroundedDistrictsOnly: true}, false)
}

// 21: a Market plaza at level 3, then at 2.
func TestCase21LuxuryGoods(t *testing.T) {
	want(t, tile.LuxuryGoods, cityOf(t, cells{c: whole(tile.MarketPlaza, 3)}), 0, def, true, c)
	want(t, tile.LuxuryGoods, cityOf(t, cells{c: whole(tile.MarketPlaza, 2)}), 0, def, false)
}
