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
	// member tells what a cell other than the anchor shows when a pattern
	// reads it, so that MetTouching looks for other anchors only from
	// such a cell; nil when it may show anything.
	member func(reader, hex.Hex) bool
}

// reach is a set of lines from a pattern's anchor: cells cells long
// (the anchor first) in each direction of dirs.
type reach struct {
	dirs  []hex.Direction
	cells int
}

var (
	directions = hex.Directions()
	alone      = reach{cells: 1}                      // the anchor only: a count or a single cell
	ring       = reach{dirs: directions[:], cells: 2} // the anchor and its six neighbours
)

// rules holds each card's rule, in card order.
var rules = [...]rule{
	tile.Housing:        {reach: ring, member: shows(tile.House)},
	tile.Villa:          {search: villa, reach: alone},
	tile.DistrictCenter: {reach: ring, member: above(1)},
	tile.CityMarket:     {search: cityMarketSearch, reach: ring, member: shows(tile.Market)},
	tile.Storehouses:    {reach: ring}, // a Market reads its neighbours
	tile.LuxuryGoods:    {reach: alone},
	tile.Rampart:        {reach: reach{dirs: forward[:], cells: 3}, member: shows(tile.Barracks)},
	tile.GuardTower:     {search: guardTower, reach: alone},
	tile.Fortress:       {reach: ring, member: shows(tile.Barracks)},
	tile.Sanctuary:      {reach: reach{dirs: forward[:], cells: 2}, member: shows(tile.Temple)}, // both triangles
	tile.Pantheon:       {reach: ring, member: reader.plaza},
	tile.PilgrimsStairs: {reach: reach{dirs: directions[:], cells: 3}},
	tile.Oasis:          {reach: ring},
	tile.HangingGardens: {reach: reach{dirs: forward[:], cells: 2}, member: shows(tile.Garden)},
	tile.Parkland:       {reach: ring, member: shows(tile.Garden)},
	tile.MainStreet:     {reach: reach{dirs: forward[:], cells: streetLength}, member: showsDistrict},
	tile.QuarryMine:     {search: quarryMine},
	tile.Agora:          {search: agora, reach: alone},
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

// shows returns a member test: the cell shows a part of kind k.
func shows(k tile.Kind) func(reader, hex.Hex) bool {
	return func(r reader, h hex.Hex) bool { return r.hasPart(h, k) }
}

// showsDistrict reports whether h shows a district part of any type.
func showsDistrict(r reader, h hex.Hex) bool { return r.c.Face(h).A.IsDistrict() }

// above returns a member test: the cell lies above level l.
func above(l int) func(reader, hex.Hex) bool {
	return func(r reader, h hex.Hex) bool { return r.c.Height(h) > l }
}

// find runs the search of the whole city for card.
func (r reader) find(card tile.Card) (pattern, bool) {
	if s := rules[card].search; s != nil {
		return s(r)
	}
	return r.firstAt(card)
}

// MetTouching reports whether city c, whose owner holds stones stones,
// meets card under the readings o with a pattern anchored near one of
// cells: it reports true for every pattern that reads one of cells (for
// Villa, Guard Tower and Agora: that counts one of them), maybe for one
// near them that does not, and never for a card c does not meet. It is
// for a caller that follows what a city meets as it grows: a card that
// the city did not meet before cells changed is met after exactly when
// MetTouching reports so, and it looks only near the cells, far cheaper
// than Met on a large city. Quarry Mine reads no cell: it is met with 8
// stones, whatever cells are given.
func MetTouching(card tile.Card, c City, stones int, o Options, cells []hex.Hex) bool {
	if !card.Valid() {
		return false
	}
	if c == nil {
		c = empty{}
	}
	r := reader{c: c, o: o, stones: stones}
	if card == tile.QuarryMine {
		_, ok := r.find(card)
		return ok
	}
	var p pattern
	for _, x := range cells {
		if r.touching(card, x, &p) {
			return true
		}
	}
	return false
}

// touching reports whether card's pattern is anchored at x or, when x may
// be a member, at an anchor from which the card's reach holds x: x - j*d
// for each line.
func (r reader) touching(card tile.Card, x hex.Hex, p *pattern) bool {
	u := &rules[card]
	if p.n = 0; r.at(card, x, p) {
		return true
	}
	if u.member != nil && !u.member(r, x) {
		return false
	}
	for _, d := range u.reach.dirs {
		back := d.Opposite().Vector()
		a := x
		for range u.reach.cells - 1 {
			a = a.Add(back)
			if p.n = 0; r.at(card, a, p) {
				return true
			}
		}
	}
	return false
}

// empty is the city with no cell, what a nil City is read as.
type empty struct{}

func (empty) Face(hex.Hex) tile.Face { return tile.Face{} }
func (empty) Height(hex.Hex) int     { return 0 }
func (empty) NumCells() int          { return 0 }
func (empty) IndexAt(int) hex.Index  { return 0 }
