package players

import (
	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// Pyramid plays a fixed plan published by experienced players for the
// 2-player game, the plaza-first pyramid: it gets plazas of the valuable
// types down early, low and where they stay visible, then stacks districts
// high on a compact pyramid beside its starting tile: a strip two cells
// wide, five tiles in a zig-zag on the ground, four on top of them (each
// on two below, shifted by half a tile), then three, two, one. A cell's
// scoring position is its top level in the plan, where it stays visible.
// Of the layouts that fit beside the starting tile (every direction, side
// and shift), it keeps those that hold the most of its tiles so far (a
// tile is either in a slot of the plan or outside it), and plays by the
// first of these rules that some legal move meets for a layout kept:
//
//  1. Plazas first: a tile with a plaza other than a House plaza into a
//     slot of the pyramid, the plaza on a scoring position of the ground
//     or of level 2. Garden plaza before Barracks, Temple, Market; then
//     the ground before level 2; then more of the tile's districts on
//     scoring positions.
//  2. A plaza outside the pyramid, while fewer than three of its tiles are
//     outside: on the ground (preferring moves that complete the
//     surroundings of Temples, then tiles with more Quarries to build on
//     later), or on level 2 or higher covering only Houses and Quarries.
//  3. Late plazas high: a plaza (not a House plaza) on a scoring position
//     of level 4 or higher, when no tile it can afford holds more districts
//     of the types its visible plazas score.
//  4. Districts high and visible: two or more of the tile's non-House
//     districts on scoring positions of level 2 or higher.
//  5. The free tile (site position 0) on level 2 or higher with at least
//     one district on a scoring position: more Gardens there first, then
//     Barracks, Markets, Temples.
//  6. Fallbacks: the free tile on level 2 or higher in the pyramid; any
//     tile with a non-House district in the pyramid, higher first; the
//     free tile in the pyramid. Each turned to show the most non-House
//     districts on scoring positions.
//  7. Never a Market on a scoring position next to another Market on a
//     scoring position: such a move meets none of the rules above.
//
// Among the moves of the first rule met, it plays the one that raises its
// total most now (Game.Delta, stones included); of equals, the first in
// akropolis.Game.AppendLegalMoves order. When no rule is met (no layout
// fits any more, or a construction phase of the Athena expansion), it
// plays the move of the highest Delta that keeps a layout, the free tile
// first, or else the move of the highest Delta.
//
// It is deterministic and needs no seed. It looks at its own city only:
// it plays the same plan whatever the others do. The plan is for two
// players; with more, or solo, it plays the same rules. It is not safe to
// share between goroutines.
type Pyramid struct {
	s       sampler
	fit     []int  // the layouts the city fits, by index into layouts()
	fitSet  []bool // by index into layouts(): whether the city fits it
	outside []int  // per layout, the tiles laid outside its footprint
	heights map[hex.Hex]int
	scores  [tile.Garden + 1]bool // the district types a visible plaza scores
	richest int                   // most scoring districts on an affordable tile
}

// NewPyramid returns a player of the plaza-first pyramid.
func NewPyramid() *Pyramid { return &Pyramid{heights: map[hex.Hex]int{}} }

// Name returns "pyramid".
func (*Pyramid) Name() string { return "pyramid" }

// rating is how well a move meets the rules: the lower rule is better,
// then the higher key, then the higher delta.
type rating struct {
	rule  int
	key   [4]int
	delta int
}

// The rules' numbers beyond the six of the plan (see Pyramid).
const (
	ruleFreeHigh  = 6 // 6a
	ruleDistrict  = 7 // 6b
	ruleFree      = 8 // 6c
	ruleKeeps     = 9 // no rule: keeps a layout
	ruleAny       = 10
	littleOutside = 3 // tiles outside the pyramid that end rule 2
)

// better reports whether a rates above b.
func (a rating) better(b rating) bool {
	if a.rule != b.rule {
		return a.rule < b.rule
	}
	if a.key != b.key {
		for i := range a.key {
			if a.key[i] != b.key[i] {
				return a.key[i] > b.key[i]
			}
		}
	}
	return a.delta > b.delta
}

// Choose returns the move of the best rule met, of highest Delta.
func (p *Pyramid) Choose(v akropolis.View) (akropolis.Move, error) {
	if err := p.s.load(v); err != nil {
		return akropolis.Move{}, err
	}
	g := p.s.g
	seat := g.Current()
	c := g.City(seat)
	p.study(c, g.Site(), g.Stones(seat))
	var best akropolis.Move
	bestRating := rating{rule: ruleAny + 1}
	for _, m := range p.s.moves {
		r := p.rate(c, m)
		if d, err := g.Delta(m); err == nil {
			r.delta = d
		}
		if r.better(bestRating) {
			best, bestRating = m, r
		}
	}
	return best, nil
}

// study finds the layouts the city fits, what each has outside it, the
// types the city's plazas score and the richest affordable tile.
func (p *Pyramid) study(c *city.City, s site.Site, stones int) {
	clear(p.heights)
	type laid struct {
		cells [3]hex.Hex
		level int8
	}
	var history []laid
	for _, pl := range c.Placements() {
		if pl.Tile == tile.StartID || pl.Tile > tile.MaxID {
			continue
		}
		cs := pl.Cells()
		lv := 0
		for _, x := range cs {
			lv = max(lv, p.heights[x])
		}
		for _, x := range cs {
			p.heights[x] = lv + 1
		}
		history = append(history, laid{sortCells(cs), int8(lv + 1)})
	}
	p.fit, p.outside = p.fit[:0], p.outside[:0]
	ls := layouts()
	p.fitSet = append(p.fitSet[:0], make([]bool, len(ls))...)
	for i := range ls {
		out, ok := 0, true
		for _, h := range history {
			switch {
			case inSlot(i, h.cells, h.level):
			case outsideOf(&ls[i], h.cells):
				out++
			default:
				ok = false
			}
			if !ok {
				break
			}
		}
		if ok {
			p.fit = append(p.fit, i)
			p.outside = append(p.outside, out)
		}
	}
	// Keep the layouts that hold most of the city's tiles: every tile is
	// outside a layout far away, which the plan has not chosen.
	least := len(history)
	for _, out := range p.outside {
		least = min(least, out)
	}
	k := 0
	for j, i := range p.fit {
		if p.outside[j] == least {
			p.fit[k], p.outside[k] = i, least
			p.fitSet[i] = true
			k++
		}
	}
	p.fit, p.outside = p.fit[:k], p.outside[:k]
	p.scores = [tile.Garden + 1]bool{}
	for x := range c.Cells() {
		if k := c.Face(x).A; k.IsPlaza() && k != tile.HousePlaza {
			p.scores[k-tile.HousePlaza+tile.House] = true
		}
	}
	p.richest = 0
	for i := 0; i < s.Len() && i <= stones; i++ {
		p.richest = max(p.richest, p.scoring(s.At(i).Tile().Hexes))
	}
}

// scoring counts the hexes of kinds that are districts of a type the
// city's plazas score.
func (p *Pyramid) scoring(kinds [3]tile.Kind) int {
	n := 0
	for _, k := range kinds {
		if k.IsDistrict() && k != tile.House && p.scores[k] {
			n++
		}
	}
	return n
}

// inSlot reports whether the sorted cells at the level make a slot of
// layout i.
func inSlot(i int, cells [3]hex.Hex, level int8) bool {
	for _, r := range slotIndex()[cells] {
		if r.layout == i && r.level == level {
			return true
		}
	}
	return false
}

// outsideOf reports whether none of the cells is in the layout's footprint.
func outsideOf(l *layout, cells [3]hex.Hex) bool {
	for _, x := range cells {
		if _, ok := l.top[x]; ok {
			return false
		}
	}
	return true
}

// rate returns the best rating of move m over the layouts the city fits.
func (p *Pyramid) rate(c *city.City, m akropolis.Move) rating {
	best := rating{rule: ruleAny}
	pl := m.Placement
	if pl.Tile == 0 || pl.Tile > tile.MaxID {
		return best // a construction phase's move: no plan for it
	}
	cells, kinds := pl.Cells(), pl.Tile.Tile().Hexes
	sorted := sortCells(cells)
	level := int8(c.Height(cells[0]) + 1)
	ls := layouts()
	for _, ref := range slotIndex()[sorted] {
		if ref.level != level || !p.fitSet[ref.layout] {
			continue
		}
		if r := p.rateInSlot(c, &ls[ref.layout], m.Position, cells, kinds, level); r.better(best) {
			best = r
		}
	}
	if best.rule <= 2 {
		return best // no move outside the pyramid rates better
	}
	for k, i := range p.fit {
		if !outsideOf(&ls[i], sorted) {
			continue
		}
		if r := p.rateOutside(c, p.outside[k], m.Position, cells, kinds, level); r.better(best) {
			best = r
		}
	}
	return best
}

// rateInSlot rates a move into a slot of layout l: rules 1 and 3 to 6,
// with rule 7's veto.
func (p *Pyramid) rateInSlot(c *city.City, l *layout, pos int, cells [3]hex.Hex, kinds [3]tile.Kind, level int8) rating {
	var visible [3]bool
	plaza, districts, highDistricts := -1, 0, 0
	var byType [tile.Garden + 1]int
	hasDistrict := false
	for i, k := range kinds {
		visible[i] = l.top[cells[i]] == level
		if k.IsPlaza() && k != tile.HousePlaza {
			plaza = i
		}
		if k.IsDistrict() && k != tile.House {
			hasDistrict = true
			if visible[i] {
				districts++
				byType[k]++
				if level >= 2 {
					highDistricts++
				}
			}
		}
	}
	if marketBesideMarket(c, l, cells, kinds, visible, level) {
		return rating{rule: ruleKeeps, key: [4]int{boolInt(pos == 0)}}
	}
	switch {
	case plaza >= 0 && visible[plaza] && level <= 2:
		return rating{rule: 1, key: [4]int{plazaRank(kinds[plaza]), boolInt(level == 1), districts}}
	case plaza >= 0 && visible[plaza] && level >= 4 && p.scoring(kinds) >= p.richest:
		return rating{rule: 3, key: [4]int{plazaRank(kinds[plaza])}}
	case highDistricts >= 2:
		return rating{rule: 4, key: [4]int{highDistricts}}
	case pos == 0 && level >= 2 && districts > 0:
		return rating{rule: 5, key: [4]int{byType[tile.Garden], byType[tile.Barracks], byType[tile.Market], byType[tile.Temple]}}
	case pos == 0 && level >= 2:
		return rating{rule: ruleFreeHigh, key: [4]int{districts}}
	case hasDistrict:
		return rating{rule: ruleDistrict, key: [4]int{int(level), districts}}
	case pos == 0:
		return rating{rule: ruleFree, key: [4]int{districts}}
	}
	return rating{rule: ruleKeeps, key: [4]int{boolInt(pos == 0)}}
}

// rateOutside rates a move outside a layout's footprint, of a layout with
// out tiles outside already: rule 2, or a move that keeps the layout.
func (p *Pyramid) rateOutside(c *city.City, out, pos int, cells [3]hex.Hex, kinds [3]tile.Kind, level int8) rating {
	keeps := rating{rule: ruleKeeps, key: [4]int{boolInt(pos == 0)}}
	plaza, quarries := false, 0
	for _, k := range kinds {
		plaza = plaza || k.IsPlaza() && k != tile.HousePlaza
		if k == tile.Quarry {
			quarries++
		}
	}
	if !plaza || out >= littleOutside {
		return keeps
	}
	if level == 1 {
		return rating{rule: 2, key: [4]int{1, templesClosed(c, cells), quarries}}
	}
	for _, x := range cells {
		if k := c.Face(x).A; k != tile.House && k != tile.Quarry {
			return keeps
		}
	}
	return rating{rule: 2}
}

// marketBesideMarket reports whether the move puts a Market on a scoring
// position next to a Market on a scoring position (rule 7): one of its own
// or one already at its cell's top level.
func marketBesideMarket(c *city.City, l *layout, cells [3]hex.Hex, kinds [3]tile.Kind, visible [3]bool, level int8) bool {
	for i, k := range kinds {
		if k != tile.Market || !visible[i] {
			continue
		}
		for _, n := range cells[i].Neighbors() {
			own := false
			for j := range cells {
				if cells[j] == n {
					own = true
					if j != i && kinds[j] == tile.Market && visible[j] {
						return true
					}
				}
			}
			if top, ok := l.top[n]; !own && ok && c.Face(n).A == tile.Market && c.Height(n) == int(top) {
				return true
			}
		}
	}
	return false
}

// templesClosed counts the Temples of the city that the cells, laid on
// the ground, surround on all sides.
func templesClosed(c *city.City, cells [3]hex.Hex) int {
	n := 0
	var counted []hex.Hex
	for _, x := range cells {
		for _, t := range x.Neighbors() {
			if c.Face(t).A != tile.Temple || surrounded(c, t) || containsHex(counted, t) {
				continue
			}
			counted = append(counted, t)
			closed := true
			for _, y := range t.Neighbors() {
				closed = closed && (c.Height(y) > 0 || containsHex(cells[:], y))
			}
			if closed {
				n++
			}
		}
	}
	return n
}

func containsHex(hs []hex.Hex, h hex.Hex) bool {
	for _, x := range hs {
		if x == h {
			return true
		}
	}
	return false
}

// plazaRank orders the plazas of rule 1: Garden, Barracks, Temple, Market.
func plazaRank(k tile.Kind) int {
	switch k {
	case tile.GardenPlaza:
		return 4
	case tile.BarracksPlaza:
		return 3
	case tile.TemplePlaza:
		return 2
	}
	return 1
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// surrounded reports whether the six neighbours of h are all occupied.
func surrounded(c *city.City, h hex.Hex) bool {
	for _, n := range h.Neighbors() {
		if c.Height(n) == 0 {
			return false
		}
	}
	return true
}
