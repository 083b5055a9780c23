package athena

import (
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// Met reports whether city c, whose owner holds stones stones, meets card
// under the readings o, and when it does, the cells that make the pattern
// (see the package doc for which cells each card lists and which of
// several patterns is chosen). Quarry Mine is met with no cells. An
// invalid card is never met; a nil city is an empty one.
func Met(card tile.Card, c City, stones int, o Options) ([]hex.Hex, bool) {
	var buf [7]hex.Hex
	cells, ok := AppendMet(buf[:0], card, c, stones, o)
	if !ok {
		return nil, false
	}
	return append([]hex.Hex(nil), cells...), true
}

// AppendMet is Met that appends the cells to dst, and allocates nothing
// when dst has room for them (7 cells are the most a card lists). When the
// card is not met it returns dst unchanged and false.
func AppendMet(dst []hex.Hex, card tile.Card, c City, stones int, o Options) ([]hex.Hex, bool) {
	if !card.Valid() {
		return dst, false
	}
	if c == nil {
		c = empty{}
	}
	p, ok := reader{c: c, o: o, stones: stones}.find(card)
	if !ok {
		return dst, false
	}
	return append(dst, p.cells[:p.n]...), true
}

// rule is how the searches ask one card's condition, besides its pattern
// anchored at a cell (reader.at).
type rule struct {
	// search finds the pattern of the whole city that the package doc
	// names; nil when it is the first anchor in row order (firstAt).
	search func(reader) (pattern, bool)
	// reach bounds the cells a pattern anchored at a cell reads, for
	// MetTouching, which looks for anchors only within reach of the cells
	// asked about.
	reach reach
	// anchor and member tell what a pattern's anchor, and any other cell
	// it reads, must show, so that MetTouching asks for a pattern only at
	// a cell that may be its anchor, and looks past a cell for others
	// only when it may be a member. They are what the pattern asks of each
	// cell, read off the card's condition.
	anchor, member screen
}

var (
	all      = []hex.Direction{hex.N, hex.NE, hex.SE, hex.S, hex.SW, hex.NW}
	alone    = reach{cells: 1}  // the anchor only: a count or a single cell
	ring     = lines(2, all...) // the anchor and its six neighbours
	anyCell  = screen{}
	occupied = screen{min: 1}
	plazas   = shows(1, tile.HousePlaza, tile.MarketPlaza, tile.BarracksPlaza, tile.TemplePlaza, tile.GardenPlaza)
	district = shows(1, tile.House, tile.Market, tile.Barracks, tile.Temple, tile.Garden)
)

// rules holds each card's rule, in card order.
var rules = [...]rule{
	tile.Housing:        {reach: ring, anchor: occupied, member: shows(1, tile.House)},
	tile.Villa:          {search: villa, reach: alone, anchor: shows(2, tile.House)},
	tile.DistrictCenter: {reach: ring, anchor: shows(1, tile.HousePlaza), member: shows(2)},
	tile.CityMarket:     {search: cityMarketSearch, reach: ring, anchor: anyCell, member: shows(1, tile.Market)}, // a centre, even empty
	tile.Storehouses:    {reach: ring, anchor: shows(1, tile.Market), member: occupied},
	tile.LuxuryGoods:    {reach: alone, anchor: shows(3, tile.MarketPlaza)},
	tile.Rampart:        {reach: lines(3, forward[:]...), anchor: shows(1, tile.Barracks), member: shows(1, tile.Barracks)},
	tile.GuardTower:     {search: guardTower, reach: alone, anchor: shows(2, tile.Barracks)},
	tile.Fortress:       {reach: ring, anchor: shows(1, tile.BarracksPlaza), member: shows(1, tile.Barracks)},
	tile.Sanctuary:      {reach: lines(2, forward[:]...), anchor: shows(1, tile.Temple), member: shows(1, tile.Temple)}, // both triangles
	tile.Pantheon:       {reach: ring, anchor: shows(1, tile.Temple), member: plazas},
	tile.PilgrimsStairs: {reach: lines(3, all...), anchor: shows(3, tile.TemplePlaza), member: occupied},
	tile.Oasis:          {reach: ring, anchor: shows(1, tile.Garden), member: occupied},
	tile.HangingGardens: {reach: lines(2, forward[:]...), anchor: shows(1, tile.Garden), member: shows(1, tile.Garden)},
	tile.Parkland:       {reach: ring, anchor: shows(1, tile.GardenPlaza), member: shows(1, tile.Garden)},
	tile.MainStreet:     {reach: lines(streetLength, forward[:]...), anchor: district, member: district},
	tile.QuarryMine:     {search: quarryMine},
	tile.Agora:          {search: agora, reach: alone, anchor: plazas},
}

// at finds the pattern of card anchored at h, filling p (empty on the
// call). The cards that count cells (Villa, Guard Tower, Agora) find one
// at a cell that counts, in a city that meets them; Quarry Mine, which
// reads no cell, at none. The calls are direct, so that p stays on the
// caller's stack.
func (r reader) at(card tile.Card, h hex.Hex, p *pattern) bool {
	switch card {
	case tile.Housing:
		return housing(r, h, p)
	case tile.Villa:
		return r.counted(villaCell(r, h), villa, p)
	case tile.DistrictCenter:
		return districtCenter(r, h, p)
	case tile.CityMarket:
		return cityMarket(r, h, p)
	case tile.Storehouses:
		return storehouses(r, h, p)
	case tile.LuxuryGoods:
		return luxuryGoods(r, h, p)
	case tile.Rampart:
		return rampart(r, h, p)
	case tile.GuardTower:
		return r.counted(guardTowerCell(r, h), guardTower, p)
	case tile.Fortress:
		return fortress(r, h, p)
	case tile.Sanctuary:
		return sanctuary(r, h, p)
	case tile.Pantheon:
		return pantheon(r, h, p)
	case tile.PilgrimsStairs:
		return pilgrimsStairs(r, h, p)
	case tile.Oasis:
		return oasis(r, h, p)
	case tile.HangingGardens:
		return hangingGardens(r, h, p)
	case tile.Parkland:
		return parkland(r, h, p)
	case tile.MainStreet:
		return mainStreet(r, h, p)
	case tile.Agora:
		return r.counted(r.plaza(h), agora, p)
	}
	return false
}

// counted is the anchored form of a card that counts cells: the cell
// counts, and the city meets the card.
func (r reader) counted(counts bool, search func(reader) (pattern, bool), p *pattern) bool {
	if !counts {
		return false
	}
	q, ok := search(r)
	*p = q
	return ok
}

// find runs the search of the whole city for card.
func (r reader) find(card tile.Card) (pattern, bool) {
	if s := rules[card].search; s != nil {
		return s(r)
	}
	return r.firstAt(card)
}

// empty is the city with no cell, what a nil City is read as.
type empty struct{}

func (empty) Face(hex.Hex) tile.Face { return tile.Face{} }
func (empty) Height(hex.Hex) int     { return 0 }
func (empty) NumCells() int          { return 0 }
func (empty) IndexAt(int) hex.Index  { return 0 }
