package score

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	engine "github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/condition"
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
	s := scorer{c: c, o: o}
	if o.NeedHoles() {
		s.holes = new(cityview.Holes)
		cityview.Of(c).FindHoles(s.holes)
	}
	cells := visibleCells(c)
	if byParts {
		s.parts = engine.AppendParts(nil, cityview.Of(c), o)
		s.houses = partGroups(s.parts)
	} else {
		s.houses = findHouseGroups(c, cells)
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
// West to East.
func visibleCells(c *city.City) []hex.Hex {
	cells := slices.Collect(c.Cells())
	slices.SortFunc(cells, func(a, b hex.Hex) int {
		return cmp.Or(cmp.Compare(a.R, b.R), cmp.Compare(a.Q, b.Q))
	})
	return cells
}

// houseGroups are the groups of visible Houses (maximal sets joined by
// edges) and the one that scores.
type houseGroups struct {
	of     map[hex.Hex]int // cell -> group number
	size   []int
	value  []int
	scorer int // the scoring group, -1 when there is no House
}

// findHouseGroups labels the House groups and picks the scoring one: the
// most hexes, then the highest value; among groups equal in both, the first
// in row order (they score the same).
func findHouseGroups(c *city.City, cells []hex.Hex) houseGroups {
	g := houseGroups{of: map[hex.Hex]int{}, scorer: -1}
	for _, h := range cells {
		if c.Face(h).A != tile.House {
			continue
		}
		if _, seen := g.of[h]; seen {
			continue
		}
		id := len(g.size)
		g.size, g.value = append(g.size, 0), append(g.value, 0)
		stack := []hex.Hex{h}
		g.of[h] = id
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			g.size[id]++
			g.value[id] += c.Height(x)
			for _, n := range x.Neighbors() {
				if _, seen := g.of[n]; !seen && c.Face(n).A == tile.House {
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
// judged here on the six cells around it.
func (s *scorer) note(h hex.Hex) HexNote {
	kind, level := s.c.Face(h).A, s.c.Height(h)
	p := engine.PartScore{Cell: h, Part: tile.Whole, Kind: kind, Level: level, Across: h}
	switch kind {
	case tile.House:
		id := s.houses.of[h]
		p.Group = id + 1
		s.verdict(&p, id == s.houses.scorer, condition.HouseDoubled(s.houses.value[s.houses.scorer]))
	case tile.Market:
		p.Qualifies = true
		for _, nb := range h.Neighbors() {
			if condition.SpoilsMarket(s.c.Face(nb).A) {
				p.Qualifies, p.Across = false, nb
				break
			}
		}
		plaza, ok := marketPlazaNear(s.c, h)
		if ok && p.Qualifies {
			p.Across = plaza
		}
		s.verdict(&p, p.Qualifies, ok)
	case tile.Barracks:
		p.Occupied, p.Empty = occupiedAround(s.c, h), emptyNeighbors(s.c, h, s.holes, s.o)
		s.verdict(&p, condition.BarracksQualifies(p.Empty), condition.BarracksDoubled(p.Empty))
	case tile.Temple:
		p.Occupied = occupiedAround(s.c, h)
		s.verdict(&p, condition.TempleQualifies(p.Occupied, 6), condition.TempleDoubled(level))
	case tile.Garden:
		lake, ok := lakeNear(s.c, h, s.holes, s.o)
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
