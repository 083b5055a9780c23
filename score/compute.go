package score

import (
	"fmt"
	"slices"
	"strings"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	engine "github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/condition"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// Compute returns the full score pad of city c for a player holding stones
// stones (a negative count is taken as 0), under the scoring options o.
// It allocates; bots that need only the numbers call Totals. A nil city is
// a city with no tile: only the stones score. A city holding a double
// district of the Athena expansion is judged part by part, each half
// across its own edges (package internal/athena), and its card has a note per
// half.
func Compute(c *city.City, stones int, o variants.Options) Pad {
	c = orEmpty(c)
	return compute(c, stones, o, holdsDouble(c))
}

// compute is Compute, judging the districts part by part through package
// internal/athena when byParts is set, and hex by hex otherwise (only right
// for a city without a double district, where the two agree).
func compute(c *city.City, stones int, o variants.Options, byParts bool) Pad {
	s := scorer{c: c, v: cityview.Of(c), o: o}
	if o.NeedHoles() {
		s.holes = new(cityview.Holes)
		s.v.FindHoles(s.holes)
	}
	cells := visibleCells(s.v)
	if byParts {
		s.parts = engine.AppendParts(nil, s.v, o)
		s.houses = partGroups(s.parts)
	} else {
		s.houses = findHouseGroups(s.v, cells)
	}

	card := Pad{Options: o, Hexes: make([]HexNote, 0, len(cells)+len(s.parts)/2)}
	for _, h := range cells {
		card.Hexes = s.appendNotes(card.Hexes, h)
	}
	for _, n := range card.Hexes {
		d := n.Kind.District()
		if d == tile.None || !n.counts() {
			continue
		}
		card.Values[d-tile.House] += n.Value
		card.Stars[d-tile.House] += n.stars()
	}
	card.Stones = max(stones, 0)
	card.finish()
	// A district that qualifies in a type without stars adds nothing: say so.
	for k := range card.Hexes {
		n := &card.Hexes[k]
		if n.Kind.IsDistrict() && n.counts() && card.Stars[n.Kind.District()-tile.House] == 0 {
			n.Reason += fmt.Sprintf(" (but no visible %s: the type scores 0)", name(n.Kind.District().Plaza()))
		}
	}
	return card
}

// visibleCells returns the occupied cells row by row, North to South and
// West to East: the order of their indexes (grid.Index numbers the cells
// row by row), sorted as numbers.
func visibleCells(v *cityview.View) []hex.Hex {
	var buf [cityview.MaxCells]uint16
	order := buf[:v.NOcc]
	copy(order, v.Order[:v.NOcc])
	slices.Sort(order)
	cells := make([]hex.Hex, len(order))
	for k, i := range order {
		cells[k] = grid.Index(i).Hex()
	}
	return cells
}

// houseGroups are the groups of visible Houses (maximal sets joined by
// edges) and the one that scores.
type houseGroups struct {
	of     map[grid.Index]int // cell -> group number
	size   []int
	value  []int
	scorer int // the scoring group, -1 when there is no House
}

// findHouseGroups labels the House groups and picks the scoring one: the
// most hexes, then the highest value; among groups equal in both, the first
// in row order (they score the same). It reads each House's neighbours at
// their offsets from its position in the window.
func findHouseGroups(v *cityview.View, cells []hex.Hex) houseGroups {
	g := houseGroups{of: map[grid.Index]int{}, scorer: -1}
	w := &v.Win
	for _, h := range cells {
		i, _ := grid.Of(h)
		if v.Cell(i).Kind != tile.House {
			continue
		}
		if _, seen := g.of[i]; seen {
			continue
		}
		id := len(g.size)
		g.size, g.value = append(g.size, 0), append(g.value, 0)
		stack := []grid.Index{i}
		g.of[i] = id
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			p := w.Near(x)
			g.size[id]++
			g.value[id] += int(cellAt(w, p).H)
			for d, st := range w.Steps {
				n := x + steps[d]
				if _, seen := g.of[n]; !seen && cellAt(w, p+uint(st)).Kind == tile.House {
					g.of[n] = id
					stack = append(stack, n)
				}
			}
		}
		if g.scorer < 0 || condition.Outranks(g.size[id], g.value[id], g.size[g.scorer], g.value[g.scorer]) {
			g.scorer = id
		}
	}
	return g
}

// cellAt returns the cell at position p of window w, the zero Cell (empty)
// outside the rows kept, as cityview.View.Cell reads it.
func cellAt(w *cityview.Window, p uint) cityview.Cell {
	if p < uint(len(w.Cells)) {
		return w.Cells[p]
	}
	return cityview.Cell{}
}

// partGroups gathers the House groups of parts (engine.PartScore.Group)
// and the one that scores.
func partGroups(parts []engine.PartScore) houseGroups {
	g := houseGroups{scorer: -1}
	for _, p := range parts {
		if p.Group == 0 {
			continue
		}
		for len(g.size) < p.Group {
			g.size, g.value = append(g.size, 0), append(g.value, 0)
		}
		g.size[p.Group-1]++
		g.value[p.Group-1] += p.Level
		if p.Qualifies {
			g.scorer = p.Group - 1
		}
	}
	return g
}

// scorer explains the hexes of one city under one set of options.
type scorer struct {
	c      *city.City
	v      *cityview.View // c's cells
	o      variants.Options
	holes  *cityview.Holes
	houses houseGroups
	parts  []engine.PartScore // every district part, when the city holds a double district
	next   int                // the first part not yet explained
}

// appendNotes appends the notes of the visible hex of cell h: one, or one
// per half of a double district.
func (s *scorer) appendNotes(dst []HexNote, h hex.Hex) []HexNote {
	if s.parts == nil || !s.c.Face(h).A.IsDistrict() {
		return append(dst, s.note(h))
	}
	for ; s.next < len(s.parts) && s.parts[s.next].Cell == h; s.next++ {
		dst = append(dst, s.explain(s.parts[s.next]))
	}
	return dst
}

// note explains the visible hex of cell h, a whole hex: a district is
// judged here on the six cells around it, read at their offsets from h's
// position in the window, found once.
func (s *scorer) note(h hex.Hex) HexNote {
	w := &s.v.Win
	i, _ := grid.Of(h)
	at := w.Near(i)
	x := cellAt(w, at)
	kind, level := x.Kind, int(x.H)
	p := engine.PartScore{Cell: h, Part: tile.Whole, Kind: kind, Level: level, Across: h}
	switch kind {
	case tile.House:
		id := s.houses.of[i]
		p.Group = id + 1
		s.verdict(&p, id == s.houses.scorer, condition.HouseDoubled(s.houses.value[s.houses.scorer]))
	case tile.Market:
		var around [6]tile.Kind
		for d, st := range w.Steps {
			around[d] = cellAt(w, at+uint(st)).Kind
		}
		spoiler, spoiled := firstAround(&around, condition.SpoilsMarket)
		plaza, ok := firstAround(&around, condition.DoublesMarket)
		switch p.Qualifies = !spoiled; {
		case spoiled:
			p.Across = h.Neighbor(spoiler)
		case ok:
			p.Across = h.Neighbor(plaza)
		}
		s.verdict(&p, p.Qualifies, ok)
	case tile.Barracks:
		p.Occupied, p.Empty = int(x.Adj), s.emptyAround(i, at)
		s.verdict(&p, condition.BarracksQualifies(p.Empty), condition.BarracksDoubled(p.Empty))
	case tile.Temple:
		p.Occupied = int(x.Adj)
		s.verdict(&p, condition.TempleQualifies(p.Occupied, 6), condition.TempleDoubled(level))
	case tile.Garden:
		lake, ok := s.lakeNear(h, i, at)
		if ok {
			p.Across = lake
		}
		s.verdict(&p, true, ok)
	case tile.Quarry:
		return HexNote{Cell: h, Kind: kind, Level: level, Reason: "quarry: scores nothing"}
	default:
		return HexNote{Cell: h, Kind: kind, Level: level,
			Reason: fmt.Sprintf("%s: %s for %s", name(kind), plural(kind.Stars(), "star"), name(variants.Of(kind.District())))}
	}
	return s.explain(p)
}

// firstAround returns the first direction, clockwise from North, whose
// neighbour kind in around (by direction) has the property is, and false
// when none has: the Market that spoils a Market, the plaza that doubles
// it.
func firstAround(around *[6]tile.Kind, is func(tile.Kind) bool) (hex.Direction, bool) {
	for d, k := range around {
		if is(k) {
			return hex.Direction(d), true
		}
	}
	return 0, false
}

// emptyAround returns how many of the six neighbours of cell i, at
// position at of the window, are empty as the Barracks rules count them
// (condition.CountsEmpty): by default any empty cell, with
// BarracksOutsideOnly only those connected to the outside (s.holes is set
// whenever that reading is on).
func (s *scorer) emptyAround(i grid.Index, at uint) int {
	w, n := &s.v.Win, 0
	for d, st := range w.Steps {
		if cellAt(w, at+uint(st)).H == 0 && condition.CountsEmpty(s.v.HoleAt(s.holes, i+steps[d]), s.o) {
			n++
		}
	}
	return n
}

// lakeNear is lakeNear for the Garden at cell h, index i and position at
// of the window: it reads the neighbours, and their counts of occupied
// cells, at their offsets from at. Only when any enclosed region is a lake
// but the holes were not found (the Gardens variant is off: no lake counts)
// does it leave the search to lakeNear.
func (s *scorer) lakeNear(h hex.Hex, i grid.Index, at uint) (hex.Hex, bool) {
	if s.o.LakeAnyRegion && s.holes == nil {
		return lakeNear(s.c, h, nil, s.o)
	}
	w := &s.v.Win
	for d, st := range w.Steps {
		if y := cellAt(w, at+uint(st)); y.H == 0 && condition.IsLake(int(y.Adj), s.v.HoleAt(s.holes, i+steps[d]), s.o) {
			return h.Neighbor(hex.Direction(d)), true
		}
	}
	return hex.Hex{}, false
}

// verdict sets p's Qualifies, Doubled and Value: its level, twice that when
// the type's variant is on and its bonus holds.
func (s *scorer) verdict(p *engine.PartScore, qualifies, bonus bool) {
	p.Qualifies = qualifies
	p.Doubled = qualifies && bonus && s.o.Variants.Has(p.Kind.District())
	p.Value = 0
	if qualifies {
		p.Value = p.Level
	}
	if p.Doubled {
		p.Value *= 2
	}
}

// name returns a kind or variant in lower-case words: "market plaza".
func name(x fmt.Stringer) string {
	s := x.String()
	if k, ok := x.(tile.Kind); ok && k.IsPlaza() {
		return strings.ToLower(strings.TrimSuffix(s, "Plaza")) + " plaza"
	}
	return strings.ToLower(s)
}

// plural returns "1 house", "2 houses".
func plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("1 %s", word)
	}
	if strings.HasSuffix(word, "s") {
		return fmt.Sprintf("%d %s", n, word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}
