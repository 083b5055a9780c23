package athena

import (
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// The Market cards: each declared as its rules (cardCheck), with its
// pattern below it. Their conditions, and the cells Met lists, are the doc
// of their constants in package tile.

// cityMarketCard is the rules of tile.CityMarket. Its centre may be any
// cell, even empty: it is found from the Markets around it.
var cityMarketCard = cardCheck{
	around: true, faced: tile.Market, search: cityMarketSearch, reach: ring, anchor: anyCell, member: shows(1, tile.Market),
	needs:  []need{needOf(3, 1, tile.Market)},
	at:     func(r reader, x hex.Hex) (p pattern, ok bool) { ok = cityMarket(r, x, &p); return },
	toward: cityMarketToward,
}

// cityMarketSearch finds the first City Market in row order of its
// centre. The centre may be empty, so it is found from the Markets around
// it.
func cityMarketSearch(r reader) (pattern, bool) {
	var best pattern
	found := false
	for k := range r.c.NumCells() {
		m := r.cell(k)
		for _, d := range hex.Directions() {
			x := m.Neighbor(d)
			if r.edge(m, d) != tile.Market || found && !before(x, best.cells[0]) {
				continue
			}
			var p pattern
			if cityMarket(r, x, &p) {
				best, found = p, true
			}
		}
	}
	return best, found
}

// cityMarket finds tile.CityMarket's pattern centred at x, for the first
// direction i (N or NE) whose three Markets face it.
func cityMarket(r reader, x hex.Hex, p *pattern) bool {
	if !marketCentre(r, x) {
		return false
	}
	for i := range hex.Direction(2) {
		if marketsAround(r, x, i) {
			p.pushAround(x, i)
			return true
		}
	}
	return false
}

// marketCentre reports whether x may be a City Market's centre under the
// readings.
func marketCentre(r reader, x hex.Hex) bool {
	switch {
	case r.o&cityMarketCenterDistrict != 0 && !r.c.Face(x).A.IsDistrict():
		return false
	case r.o&cityMarketCenterOccupied != 0 && !r.surrounded(x):
		return false
	}
	return true
}

// marketsAround reports whether Market parts face x from directions i,
// i+2 and i+4.
func marketsAround(r reader, x hex.Hex, i hex.Direction) bool {
	return r.facing(x, i) == tile.Market && r.facing(x, i+2) == tile.Market && r.facing(x, i+4) == tile.Market
}

// cityMarketToward reports whether x is a City Market's centre with
// Markets that face it from its neighbour toward d.
func cityMarketToward(r reader, x hex.Hex, d hex.Direction) bool {
	// The neighbour toward d, which asks, shows a Market: the other two
	// are asked first.
	return r.facing(x, d.Rotate(2)) == tile.Market && r.facing(x, d.Rotate(4)) == tile.Market &&
		r.facing(x, d) == tile.Market && marketCentre(r, x)
}

// storehousesCard is the rules of tile.Storehouses.
var storehousesCard = cardCheck{
	reach: ring, anchor: shows(1, tile.Market), member: occupied,
	needs: []need{needOf(2, 1, tile.Market), enclosedOf(2, tile.Market)},
	at:    func(r reader, a hex.Hex) (p pattern, ok bool) { ok = storehouses(r, a, &p); return },
}

// storehouses finds tile.Storehouses's pair with a first, and its first
// partner in row order. The search's pair is the first in row order: the
// first a with a partner has no partner before it (that partner would come
// first), so its first partner comes after it.
func storehouses(r reader, a hex.Hex, p *pattern) bool {
	if !r.storedMarket(a) {
		return false
	}
	found := false
	var b hex.Hex
	for k := range r.c.NumCells() {
		h := r.cell(k)
		if h != a && !a.IsNeighbor(h) && (!found || before(h, b)) && r.storedMarket(h) {
			b, found = h, true
		}
	}
	if found {
		p.push(a)
		p.push(b)
	}
	return found
}

// storedMarket reports whether h shows a Market part whose neighbours
// across its own edges are all occupied.
func (r reader) storedMarket(h hex.Hex) bool {
	f := r.c.Face(h)
	part := partOf(f, tile.Market)
	if part == tile.NoPart {
		return false
	}
	for _, d := range hex.Directions() {
		if f.Owner(d) == part && !r.surrounded(h.Neighbor(d)) {
			return false
		}
	}
	return true
}

// luxuryGoodsCard is the rules of tile.LuxuryGoods.
var luxuryGoodsCard = cardCheck{
	reach: alone, anchor: shows(3, tile.MarketPlaza),
	needs: []need{needOf(1, 3, tile.MarketPlaza)}, exact: true,
	at: func(r reader, x hex.Hex) (p pattern, ok bool) { ok = luxuryGoods(r, x, &p); return },
}

// luxuryGoods finds tile.LuxuryGoods's plaza at x.
func luxuryGoods(r reader, x hex.Hex, p *pattern) bool {
	if !r.through(x, tile.MarketPlaza) || r.c.Height(x) < 3 {
		return false
	}
	p.push(x)
	return true
}
