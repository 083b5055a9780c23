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
	// it reads, must show (nil: anything), so that MetTouching asks for a
	// pattern only at a cell that may be its anchor, and looks past a cell
	// for others only when it may be a member. They are what the pattern
	// asks of each cell, read off the card's condition.
	anchor, member screen
}

// sight is what one cell shows, as the screens read it.
type sight struct {
	face  tile.Face
	level int
}

// screen reports whether a cell that shows s may play a part in a
// pattern under the readings o.
type screen func(o Options, s sight) bool

// sightOf reads what h shows.
func (r reader) sightOf(h hex.Hex) sight { return sight{r.c.Face(h), r.c.Height(h)} }

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
	tile.Housing:        {reach: ring, member: part(tile.House)}, // any occupied centre
	tile.Villa:          {search: villa, reach: alone, anchor: partAbove(tile.House, 1)},
	tile.DistrictCenter: {reach: ring, anchor: plaza(tile.HousePlaza, 0), member: above(1)},
	tile.CityMarket:     {search: cityMarketSearch, reach: ring, member: part(tile.Market)}, // a centre, even empty
	tile.Storehouses:    {reach: ring, anchor: part(tile.Market)},                           // its Markets' neighbours: any
	tile.LuxuryGoods:    {reach: alone, anchor: plaza(tile.MarketPlaza, 2)},
	tile.Rampart:        {reach: reach{dirs: forward[:], cells: 3}, anchor: part(tile.Barracks), member: part(tile.Barracks)},
	tile.GuardTower:     {search: guardTower, reach: alone, anchor: partAbove(tile.Barracks, 1)},
	tile.Fortress:       {reach: ring, anchor: plaza(tile.BarracksPlaza, 0), member: part(tile.Barracks)},
	tile.Sanctuary:      {reach: reach{dirs: forward[:], cells: 2}, anchor: part(tile.Temple), member: part(tile.Temple)}, // both triangles
	tile.Pantheon:       {reach: ring, anchor: part(tile.Temple), member: anyPlaza},
	tile.PilgrimsStairs: {reach: reach{dirs: directions[:], cells: 3}, anchor: plaza(tile.TemplePlaza, 2)}, // steps: any
	tile.Oasis:          {reach: ring, anchor: part(tile.Garden)},                                          // its neighbours: any
	tile.HangingGardens: {reach: reach{dirs: forward[:], cells: 2}, anchor: part(tile.Garden), member: part(tile.Garden)},
	tile.Parkland:       {reach: ring, anchor: plaza(tile.GardenPlaza, 0), member: part(tile.Garden)},
	tile.MainStreet:     {reach: reach{dirs: forward[:], cells: streetLength}, anchor: anyDistrict, member: anyDistrict},
	tile.QuarryMine:     {search: quarryMine},
	tile.Agora:          {search: agora, reach: alone, anchor: anyPlaza},
}

// part returns a screen: the cell shows a part of kind k.
func part(k tile.Kind) screen {
	return func(_ Options, s sight) bool { return partOf(s.face, k) != tile.NoPart }
}

// partAbove returns a screen: the cell shows a part of kind k above
// level l.
func partAbove(k tile.Kind, l int) screen {
	return func(_ Options, s sight) bool { return s.level > l && partOf(s.face, k) != tile.NoPart }
}

// plaza returns a screen: the cell shows plaza k above level l.
func plaza(k tile.Kind, l int) screen {
	return func(_ Options, s sight) bool { return s.level > l && s.face.A == k }
}

// above returns a screen: the cell lies above level l.
func above(l int) screen { return func(_ Options, s sight) bool { return s.level > l } }

// anyPlaza and anyDistrict screen cells showing a plaza, or a district
// part, of any type.
func anyPlaza(_ Options, s sight) bool    { return s.face.A.IsPlaza() }
func anyDistrict(_ Options, s sight) bool { return s.face.A.IsDistrict() }

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
// for each line, up to a cell on the way that cannot be a member.
func (r reader) touching(card tile.Card, x hex.Hex, p *pattern) bool {
	u := &rules[card]
	s := r.sightOf(x)
	if r.anchored(u, card, x, s, p) {
		return true
	}
	if u.member != nil && !u.member(r.o, s) {
		return false
	}
	for _, d := range u.reach.dirs {
		back := d.Opposite().Vector()
		a := x
		for j := 1; j < u.reach.cells; j++ {
			a = a.Add(back)
			s := r.sightOf(a)
			if r.anchored(u, card, a, s, p) {
				return true
			}
			if u.member != nil && !u.member(r.o, s) {
				break // a pattern anchored further back would read a as a member
			}
		}
	}
	return false
}

// anchored reports whether card's pattern is anchored at a, which shows s.
func (r reader) anchored(u *rule, card tile.Card, a hex.Hex, s sight, p *pattern) bool {
	if u.anchor != nil && !u.anchor(r.o, s) {
		return false
	}
	p.n = 0
	return r.at(card, a, p)
}

// empty is the city with no cell, what a nil City is read as.
type empty struct{}

func (empty) Face(hex.Hex) tile.Face { return tile.Face{} }
func (empty) Height(hex.Hex) int     { return 0 }
func (empty) NumCells() int          { return 0 }
func (empty) IndexAt(int) hex.Index  { return 0 }
