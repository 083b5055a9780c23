package score

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/score/internal/condition"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// Compute returns the full score card of city c for a player holding stones
// stones (a negative count is taken as 0), under the scoring options o.
// It allocates; bots that need only the numbers call Totals. A nil city is
// a city with no tile: only the stones score. A city holding a double
// district of the Athena expansion is judged part by part, each half
// across its own edges (package score/athena), and its card has a note per
// half.
func Compute(c *city.Base, stones int, o variants.Options) Card {
	c = orEmpty(c)
	return compute(c, stones, o, holdsDouble(c))
}

// compute is Compute, judging the districts part by part through package
// score/athena when byParts is set, and hex by hex otherwise (only right
// for a city without a double district, where the two agree).
func compute(c *city.Base, stones int, o variants.Options, byParts bool) Card {
	s := scorer{c: c, o: o}
	if o.NeedHoles() {
		s.holes = new(city.Holes)
		c.FindHoles(s.holes)
	}
	cells := visibleCells(c)
	if byParts {
		s.parts = athena.AppendParts(nil, c, o)
		s.houses = partGroups(s.parts)
	} else {
		s.houses = findHouseGroups(c, cells)
	}

	card := Card{Options: o, Stones: max(stones, 0), Hexes: make([]HexNote, 0, len(cells)+len(s.parts)/2)}
	for k, d := range tile.Districts() {
		card.Lines[k].District = d
	}
	for _, h := range cells {
		card.Hexes = s.appendNotes(card.Hexes, h)
	}
	for _, n := range card.Hexes {
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
		l.Districts = append(l.Districts, Scored{n.Cell, n.Level, n.Value, n.Doubled, n.Half})
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

// partGroups gathers the House groups of parts (athena.PartScore.Group)
// and the one that scores.
func partGroups(parts []athena.PartScore) houseGroups {
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
	c      *city.Base
	o      variants.Options
	holes  *city.Holes
	houses houseGroups
	parts  []athena.PartScore // every district part, when the city holds a double district
	next   int                // the first part not yet explained
}

// appendNotes appends the notes of the visible hex of cell h: one, or one
// per half of a double district.
func (s *scorer) appendNotes(dst []HexNote, h hex.Hex) []HexNote {
	if s.parts == nil || !s.c.Top(h).IsDistrict() {
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
	kind, level := s.c.Top(h), s.c.Height(h)
	p := athena.PartScore{Cell: h, Part: tile.Whole, Kind: kind, Level: level, Across: h}
	switch kind {
	case tile.House:
		id := s.houses.of[h]
		p.Group = id + 1
		s.verdict(&p, id == s.houses.scorer, condition.HouseDoubled(s.houses.value[s.houses.scorer]))
	case tile.Market:
		p.Qualifies = true
		for _, nb := range h.Neighbors() {
			if condition.SpoilsMarket(s.c.Top(nb)) {
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
		p.Occupied, p.Empty = s.c.OccupiedNeighbors(h), EmptyNeighbors(s.c, h, s.holes, s.o)
		s.verdict(&p, condition.BarracksQualifies(p.Empty), condition.BarracksDoubled(p.Empty))
	case tile.Temple:
		p.Occupied = s.c.OccupiedNeighbors(h)
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
		return HexNote{Cell: h, Kind: kind, Level: level, Counts: true, Stars: kind.Stars(),
			Reason: fmt.Sprintf("%s: %s for %s", name(kind), plural(kind.Stars(), "star"), name(variants.ForDistrict(kind.District())))}
	}
	return s.explain(p)
}

// verdict sets p's Qualifies, Doubled and Value: its level, twice that when
// the type's variant is on and its bonus holds.
func (s *scorer) verdict(p *athena.PartScore, qualifies, bonus bool) {
	p.Qualifies = qualifies
	p.Doubled = qualifies && bonus && s.o.Variants.Has(variants.ForDistrict(p.Kind.District()))
	p.Value = 0
	if qualifies {
		p.Value = p.Level
	}
	if p.Doubled {
		p.Value *= 2
	}
}

// explain writes the note of district part p from its verdict and the
// facts it was judged on, in one wording per rule: a whole hex speaks of
// its neighbours, a half of the three cells across its own edges, and ends
// with what it scores.
func (s *scorer) explain(p athena.PartScore) HexNote {
	n := HexNote{Cell: p.Cell, Kind: p.Kind, Level: p.Level, Counts: p.Qualifies, Value: p.Value, Doubled: p.Doubled}
	half := p.Part == tile.HalfA || p.Part == tile.HalfB
	if half {
		n.Half = p.Part
	}
	switch p.Kind {
	case tile.House:
		n.Reason = s.houseReason(p.Group-1, half)
	case tile.Market:
		n.Reason = marketReason(p, half)
	case tile.Barracks:
		n.Reason = s.barracksReason(p, half)
	case tile.Temple:
		n.Reason = templeReason(p, half)
	case tile.Garden:
		n.Reason = "garden: gardens always score"
		if half {
			n.Reason = "gardens always score"
		}
	}
	if half {
		n.Reason = fmt.Sprintf("half %v, %s", p.Kind, n.Reason)
	}
	if p.Qualifies && s.o.Variants.Has(variants.ForDistrict(p.Kind.District())) {
		if p.Doubled {
			n.Reason += ", " + s.bonusReason(p, half) + ": doubled"
		} else {
			n.Reason += ", " + s.bonusReason(p, half) + ": not doubled"
		}
	}
	if half {
		n.Reason += fmt.Sprintf(": scores %d", p.Value)
	}
	return n
}

// bonusReason says whether qualifying part p meets its variant's bonus
// (p.Doubled) or not, asked only when the variant is on.
func (s *scorer) bonusReason(p athena.PartScore, half bool) string {
	switch p.Kind {
	case tile.House:
		if p.Doubled {
			return "group value 10 or more"
		}
		return "group value under 10"
	case tile.Market:
		switch {
		case p.Doubled && half:
			return fmt.Sprintf("the market plaza at %v faces it", p.Across)
		case p.Doubled:
			return fmt.Sprintf("next to the market plaza at %v", p.Across)
		case half:
			return "no market plaza faces it"
		}
		return "no market plaza next to it"
	case tile.Barracks:
		if p.Doubled {
			return "3 or more"
		}
		return "fewer than 3"
	case tile.Temple:
		if p.Doubled {
			return fmt.Sprintf("at level %d", p.Level)
		}
		return "at level 1"
	}
	what := "lake"
	if s.o.LakeAnyRegion {
		what = "enclosed hole"
	}
	switch {
	case p.Doubled && half:
		return fmt.Sprintf("the %s at %v lies across its edges", what, p.Across)
	case p.Doubled:
		return fmt.Sprintf("next to the %s at %v", what, p.Across)
	case half:
		return "no " + what + " across its edges"
	}
	return "no " + what + " next to it"
}

// houseReason says why a House part of group id scores or not: where its
// group stands among the House groups.
func (s *scorer) houseReason(id int, half bool) string {
	what := "house "
	if half {
		what = ""
	}
	g := s.houses
	best := g.scorer
	switch {
	case id == best:
		return fmt.Sprintf("%sin the scoring group (%s, value %d)", what, plural(g.size[best], "house"), g.value[best])
	case g.size[id] < g.size[best]:
		return fmt.Sprintf("%soutside the largest group (its group has %s, the largest %d)",
			what, plural(g.size[id], "house"), g.size[best])
	case g.value[id] < g.value[best]:
		return fmt.Sprintf("%sin a group as large as the scoring one (%s) but of lower value (%d < %d)",
			what, plural(g.size[id], "house"), g.value[id], g.value[best])
	}
	return fmt.Sprintf("%sin a group tied with the scoring one (%s, value %d): only one group scores",
		what, plural(g.size[id], "house"), g.value[id])
}

// marketReason says why Market part p scores or not.
func marketReason(p athena.PartScore, half bool) string {
	switch {
	case half && !p.Qualifies:
		return fmt.Sprintf("its three edge-neighbours: the market at %v faces it", p.Across)
	case half:
		return "its three edge-neighbours: no market faces it"
	case !p.Qualifies:
		return fmt.Sprintf("market next to the market at %v", p.Across)
	}
	return "market with no market next to it"
}

// barracksReason says why Barracks part p scores or not.
func (s *scorer) barracksReason(p athena.PartScore, half bool) string {
	open := ""
	if s.o.BarracksOutsideOnly {
		open = " open to the outside"
	}
	if half {
		r := edgeNeighbours(p.Occupied, p.Empty) + open
		if enclosed := 3 - p.Occupied - p.Empty; enclosed > 0 {
			r += fmt.Sprintf(", %d enclosed by the city", enclosed)
		}
		return r
	}
	if !p.Qualifies {
		r := "barracks with no empty neighbour" + open
		if inner := 6 - p.Occupied; inner > 0 {
			r += fmt.Sprintf(" (%s enclosed by the city)", plural(inner, "empty neighbour"))
		}
		return r
	}
	return "barracks with " + plural(p.Empty, "empty neighbour") + open
}

// templeReason says why Temple part p scores or not.
func templeReason(p athena.PartScore, half bool) string {
	switch {
	case half:
		return edgeNeighbours(p.Occupied, 3-p.Occupied)
	case !p.Qualifies:
		return "temple not surrounded (" + plural(6-p.Occupied, "empty neighbour") + ")"
	}
	return "temple surrounded on all six sides"
}

// edgeNeighbours reads the three cells across a half's edges: how many are
// occupied and how many empty.
func edgeNeighbours(occupied, empty int) string {
	return fmt.Sprintf("its three edge-neighbours: %d occupied, %d empty", occupied, empty)
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
