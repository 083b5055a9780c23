package score

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score/internal/condition"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// Compute returns the full score card of city c for a player holding stones
// stones (a negative count is taken as 0), under the scoring options o.
// It allocates; bots that need only the numbers call Totals. A nil city is
// a city with no tile: only the stones score.
func Compute(c *city.Base, stones int, o variants.Options) Card {
	c = orEmpty(c)
	s := scorer{c: c, o: o}
	if o.NeedHoles() {
		s.holes = new(city.Holes)
		c.FindHoles(s.holes)
	}
	cells := visibleCells(c)
	s.houses = findHouseGroups(c, cells)

	card := Card{Options: o, Stones: max(stones, 0), Hexes: make([]HexNote, 0, len(cells))}
	for k, d := range tile.Districts() {
		card.Lines[k].District = d
	}
	for _, h := range cells {
		n := s.note(h)
		card.Hexes = append(card.Hexes, n)
		d := n.Kind.District()
		if d == tile.NoDistrict || !n.Counts {
			continue
		}
		l := &card.Lines[d-1]
		if n.Kind.IsPlaza() {
			l.Plazas++
			l.Stars += n.Stars
			continue
		}
		l.Districts = append(l.Districts, Scored{n.Cell, n.Level, n.Value, n.Doubled})
		l.Value += n.Value
	}
	card.Total = card.Stones
	for k := range card.Lines {
		l := &card.Lines[k]
		l.Points = l.Value * l.Stars
		card.Total += l.Points
	}
	// A district that qualifies in a type without stars adds nothing: say so.
	for k := range card.Hexes {
		n := &card.Hexes[k]
		if n.Kind.IsDistrict() && n.Counts && card.Lines[n.Kind.District()-1].Stars == 0 {
			n.Reason += fmt.Sprintf(" (but no visible %s: the type scores 0)", name(n.Kind.District().Plaza()))
		}
	}
	return card
}

// visibleCells returns the occupied cells row by row, North to South and
// West to East.
func visibleCells(c *city.Base) []hex.Hex {
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
func findHouseGroups(c *city.Base, cells []hex.Hex) houseGroups {
	g := houseGroups{of: map[hex.Hex]int{}, scorer: -1}
	for _, h := range cells {
		if c.Top(h) != tile.House {
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
				if _, seen := g.of[n]; !seen && c.Top(n) == tile.House {
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

// scorer explains the hexes of one city under one set of options.
type scorer struct {
	c      *city.Base
	o      variants.Options
	holes  *city.Holes
	houses houseGroups
}

// note explains the visible hex of cell h.
func (s *scorer) note(h hex.Hex) HexNote {
	kind, level := s.c.Top(h), s.c.Height(h)
	n := HexNote{Cell: h, Kind: kind, Level: level}
	switch kind {
	case tile.House:
		s.house(&n)
	case tile.Market:
		s.market(&n)
	case tile.Barracks:
		s.barracks(&n)
	case tile.Temple:
		s.temple(&n)
	case tile.Garden:
		s.garden(&n)
	case tile.Quarry:
		n.Reason = "quarry: scores nothing"
	default:
		n.Counts, n.Stars = true, kind.Stars()
		n.Reason = fmt.Sprintf("%s: %s for %s", name(kind), plural(kind.Stars(), "star"), name(variants.ForDistrict(kind.District())))
	}
	return n
}

// qualify marks n as counting, doubled or not under variant v; bonus says
// why it is doubled and noBonus why not (shown only when v is on).
func (s *scorer) qualify(n *HexNote, v variants.Variant, doubled bool, reason, bonus, noBonus string) {
	n.Counts, n.Value, n.Reason = true, n.Level, reason
	if !s.o.Variants.Has(v) {
		return
	}
	if doubled {
		n.Doubled, n.Value = true, 2*n.Level
		n.Reason += ", " + bonus + ": doubled"
		return
	}
	n.Reason += ", " + noBonus + ": not doubled"
}

func (s *scorer) house(n *HexNote) {
	g := s.houses
	id, best := g.of[n.Cell], g.scorer
	if id == best {
		v := g.value[best]
		s.qualify(n, variants.Houses, condition.HouseDoubled(v),
			fmt.Sprintf("house in the scoring group (%s, value %d)", plural(g.size[best], "house"), v),
			"group value 10 or more", "group value under 10")
		return
	}
	switch {
	case g.size[id] < g.size[best]:
		n.Reason = fmt.Sprintf("house outside the largest group (its group has %s, the largest %d)",
			plural(g.size[id], "house"), g.size[best])
	case g.value[id] < g.value[best]:
		n.Reason = fmt.Sprintf("house in a group as large as the scoring one (%s) but of lower value (%d < %d)",
			plural(g.size[id], "house"), g.value[id], g.value[best])
	default:
		n.Reason = fmt.Sprintf("house in a group tied with the scoring one (%s, value %d): only one group scores",
			plural(g.size[id], "house"), g.value[id])
	}
}

func (s *scorer) market(n *HexNote) {
	for _, nb := range n.Cell.Neighbors() {
		if condition.SpoilsMarket(s.c.Top(nb)) {
			n.Reason = fmt.Sprintf("market next to the market at %v", nb)
			return
		}
	}
	plaza, ok := marketPlazaNear(s.c, n.Cell)
	s.qualify(n, variants.Markets, ok, "market with no market next to it",
		fmt.Sprintf("next to the market plaza at %v", plaza), "no market plaza next to it")
}

func (s *scorer) barracks(n *HexNote) {
	e := EmptyNeighbors(s.c, n.Cell, s.holes, s.o)
	open := ""
	if s.o.BarracksOutsideOnly {
		open = " open to the outside"
	}
	if !condition.BarracksQualifies(e) {
		n.Reason = "barracks with no empty neighbour" + open
		if inner := s.c.EmptyNeighbors(n.Cell); inner > 0 {
			n.Reason += fmt.Sprintf(" (%s enclosed by the city)", plural(inner, "empty neighbour"))
		}
		return
	}
	s.qualify(n, variants.Barracks, condition.BarracksDoubled(e), "barracks with "+plural(e, "empty neighbour")+open,
		"3 or more", "fewer than 3")
}

func (s *scorer) temple(n *HexNote) {
	if occupied := s.c.OccupiedNeighbors(n.Cell); !condition.TempleQualifies(occupied, 6) {
		n.Reason = "temple not surrounded (" + plural(6-occupied, "empty neighbour") + ")"
		return
	}
	s.qualify(n, variants.Temples, condition.TempleDoubled(n.Level), "temple surrounded on all six sides",
		fmt.Sprintf("at level %d", n.Level), "at level 1")
}

func (s *scorer) garden(n *HexNote) {
	if !s.o.Variants.Has(variants.Gardens) {
		s.qualify(n, variants.Gardens, false, "garden: gardens always score", "", "")
		return
	}
	lake, ok := lakeNear(s.c, n.Cell, s.holes, s.o)
	what := "lake"
	if s.o.LakeAnyRegion {
		what = "enclosed hole"
	}
	s.qualify(n, variants.Gardens, ok, "garden: gardens always score",
		fmt.Sprintf("next to the %s at %v", what, lake), "no "+what+" next to it")
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
