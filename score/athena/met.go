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
	p, ok := rules[card].find(reader{c: c, o: o, stones: stones})
	if !ok {
		return dst, false
	}
	return append(dst, p.cells[:p.n]...), true
}

// rule is how the searches ask one card's condition.
type rule struct {
	// at finds the card's pattern anchored at a cell; nil for Quarry
	// Mine, which reads no cell.
	at func(reader, hex.Hex) (pattern, bool)
	// search finds the pattern of the whole city that the package doc
	// names; nil when it is the first anchor in row order (firstAt).
	search func(reader) (pattern, bool)
	// reach bounds the cells a pattern anchored at a cell reads, for
	// MetTouching, which looks for anchors only within reach of the cells
	// asked about.
	reach reach
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
	tile.Housing:        {at: housing, reach: ring},
	tile.Villa:          {at: counted(villaCell, villa), search: villa, reach: alone},
	tile.DistrictCenter: {at: districtCenter, reach: ring},
	tile.CityMarket:     {at: cityMarket, search: cityMarketSearch, reach: ring},
	tile.Storehouses:    {at: storehouses, reach: ring}, // a Market reads its neighbours
	tile.LuxuryGoods:    {at: luxuryGoods, reach: alone},
	tile.Rampart:        {at: rampart, reach: reach{dirs: forward[:], cells: 3}},
	tile.GuardTower:     {at: counted(guardTowerCell, guardTower), search: guardTower, reach: alone},
	tile.Fortress:       {at: fortress, reach: ring},
	tile.Sanctuary:      {at: sanctuary, reach: reach{dirs: forward[:], cells: 2}}, // both triangles
	tile.Pantheon:       {at: pantheon, reach: ring},
	tile.PilgrimsStairs: {at: pilgrimsStairs, reach: reach{dirs: directions[:], cells: 3}},
	tile.Oasis:          {at: oasis, reach: ring},
	tile.HangingGardens: {at: hangingGardens, reach: reach{dirs: forward[:], cells: 2}},
	tile.Parkland:       {at: parkland, reach: ring},
	tile.MainStreet:     {at: mainStreet, reach: reach{dirs: forward[:], cells: streetLength}},
	tile.QuarryMine:     {search: quarryMine},
	tile.Agora:          {at: counted(reader.plaza, agora), search: agora, reach: alone},
}

// counted makes the anchored form of a card that counts cells: a cell
// that counts, in a city that meets the card.
func counted(counts func(reader, hex.Hex) bool, search func(reader) (pattern, bool)) func(reader, hex.Hex) (pattern, bool) {
	return func(r reader, h hex.Hex) (pattern, bool) {
		if !counts(r, h) {
			return pattern{}, false
		}
		return search(r)
	}
}

// find runs the rule's search of the whole city.
func (u *rule) find(r reader) (pattern, bool) {
	if u.search != nil {
		return u.search(r)
	}
	return r.firstAt(u.at)
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
	u, r := &rules[card], reader{c: c, o: o, stones: stones}
	if u.at == nil {
		_, ok := u.find(r)
		return ok
	}
	for _, x := range cells {
		if u.reach.touching(r, x, u.at) {
			return true
		}
	}
	return false
}

// touching reports whether at finds a pattern at an anchor from which the
// reach holds x: x - j*d for each line.
func (e reach) touching(r reader, x hex.Hex, at func(reader, hex.Hex) (pattern, bool)) bool {
	if _, ok := at(r, x); ok {
		return true
	}
	for _, d := range e.dirs {
		a := x
		for range e.cells - 1 {
			a = a.Neighbor(d.Opposite())
			if _, ok := at(r, a); ok {
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
