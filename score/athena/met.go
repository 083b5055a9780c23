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
	r := reader{c: c, o: o, stones: stones}
	p, ok := conditions[card](r)
	if !ok {
		return dst, false
	}
	return append(dst, p.cells[:p.n]...), true
}

// conditions holds one function per card, in card order.
var conditions = [...]func(reader) (pattern, bool){
	tile.Housing:        housing,
	tile.Villa:          villa,
	tile.DistrictCenter: districtCenter,
	tile.CityMarket:     cityMarket,
	tile.Storehouses:    storehouses,
	tile.LuxuryGoods:    luxuryGoods,
	tile.Rampart:        rampart,
	tile.GuardTower:     guardTower,
	tile.Fortress:       fortress,
	tile.Sanctuary:      sanctuary,
	tile.Pantheon:       pantheon,
	tile.PilgrimsStairs: pilgrimsStairs,
	tile.Oasis:          oasis,
	tile.HangingGardens: hangingGardens,
	tile.Parkland:       parkland,
	tile.MainStreet:     mainStreet,
	tile.QuarryMine:     quarryMine,
	tile.Agora:          agora,
}

// empty is the city with no cell, what a nil City is read as.
type empty struct{}

func (empty) Face(hex.Hex) tile.Face { return tile.Face{} }
func (empty) Height(hex.Hex) int     { return 0 }
func (empty) NumCells() int          { return 0 }
func (empty) IndexAt(int) hex.Index  { return 0 }
