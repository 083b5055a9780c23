package athena

import (
	"slices"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score/internal/condition"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// PartScore is how one visible district part scores: a whole district
// hex, or one half of a double district, each worth its level like a
// whole hex, each judged only across its own edges.
type PartScore struct {
	Cell  hex.Hex   `json:"cell"`
	Part  tile.Part `json:"part"`
	Kind  tile.Kind `json:"kind"`
	Level int       `json:"level"`
	// Qualifies: the part meets its type's condition (a House: it is in
	// the scoring group).
	Qualifies bool `json:"qualifies"`
	// Doubled: it qualifies, its type's variant is on and the variant's
	// bonus condition holds.
	Doubled bool `json:"doubled"`
	// Value is the level, twice that when Doubled, 0 when the part does
	// not qualify.
	Value int `json:"value"`

	// The facts the part is judged on, for callers that explain it.
	// Occupied counts its edge-neighbours (across its own edges: six for a
	// whole hex, three for a half) that hold a hex; Empty those that are
	// empty as the Barracks reading counts them (with BarracksOutsideOnly
	// an enclosed empty cell is neither).
	Occupied int `json:"occupied"`
	Empty    int `json:"empty"`
	// Group numbers a House part's group, from 1 in row order of each
	// group's first part; 0 for the other types.
	Group int `json:"group,omitempty"`
	// Across is the first neighbour across the part's own edges, clockwise
	// from North, that decides it: for a Market the Market part that faces
	// it and spoils it, or else the Market plaza that faces it; for a
	// Garden, the lake. It is the part's own Cell when no neighbour does.
	Across hex.Hex `json:"across"`
}

// edges returns how many edges part p owns: six for a whole hex, three
// for a half.
func edges(p tile.Part) int {
	if p == tile.Whole {
		return 6
	}
	return 3
}

// AppendParts appends to dst the score of every visible district part of
// c under the scoring options o (variants and the Barracks and lake
// readings), cell by cell in row order, half A before half B. Plazas and
// Quarries are not parts that score a value, and are not listed. It
// allocates for the House groups, and for the enclosed holes when a
// reading needs them. A nil city has no parts.
func AppendParts(dst []PartScore, c City, o variants.Options) []PartScore {
	if c == nil {
		c = empty{}
	}
	s := halves{c: c, o: o}
	if o.NeedHoles() {
		s.holes = findHoles(c)
	}
	start := len(dst)
	for _, i := range rowsOf(c, &[maxCells]hex.Index{}) {
		h := i.Hex()
		f := c.Face(h)
		for _, part := range [3]tile.Part{tile.Whole, tile.HalfA, tile.HalfB} {
			if f.Kind(part).IsDistrict() {
				dst = append(dst, s.score(h, f, part))
			}
		}
	}
	s.houses(dst[start:])
	return dst
}

// maxCells is room for the occupied cells of any city of a game.
const maxCells = 256

// rowsOf returns the occupied cells of c in row order, in buf when they
// fit. The dense index of package hex numbers the cells row by row, North
// to South and West to East, so sorting indexes sorts cells in row order
// (far cheaper than sorting the parts).
func rowsOf(c City, buf *[maxCells]hex.Index) []hex.Index {
	order := buf[:0]
	for k := range c.NumCells() {
		order = append(order, c.IndexAt(k))
	}
	slices.Sort(order)
	return order
}

// halves scores the parts of one city under one set of options.
type halves struct {
	c     City
	o     variants.Options
	holes *holes // nil unless a reading needs them
}

// score judges part of face f at h; Houses are judged later, as groups.
func (s *halves) score(h hex.Hex, f tile.Face, part tile.Part) PartScore {
	p := PartScore{Cell: h, Part: part, Kind: f.Kind(part), Level: s.c.Height(h), Across: h}
	for _, d := range hex.Directions() {
		n := h.Neighbor(d)
		switch {
		case f.Owner(d) != part:
		case s.c.Height(n) > 0:
			p.Occupied++
		case condition.CountsEmpty(s.enclosed(n), s.o):
			p.Empty++
		}
	}
	var bonus bool
	switch p.Kind {
	case tile.Market:
		p.Qualifies, bonus = s.market(&p, f)
	case tile.Barracks:
		p.Qualifies, bonus = condition.BarracksQualifies(p.Empty), condition.BarracksDoubled(p.Empty)
	case tile.Temple:
		p.Qualifies, bonus = condition.TempleQualifies(p.Occupied, edges(part)), condition.TempleDoubled(p.Level)
	case tile.Garden:
		p.Qualifies, bonus = true, s.lakeAcross(&p, f)
	}
	s.value(&p, bonus)
	return p
}

// value sets p's Doubled and Value from whether it qualifies and whether
// its bonus condition holds.
func (s *halves) value(p *PartScore, bonus bool) {
	p.Doubled = p.Qualifies && bonus && s.o.Variants.Has(variants.ForDistrict(p.Kind.District()))
	switch {
	case p.Doubled:
		p.Value = 2 * p.Level
	case p.Qualifies:
		p.Value = p.Level
	default:
		p.Value = 0
	}
}

// market reports whether the Market part p of f qualifies (no Market
// part faces it across its edges) and whether a Market plaza faces it,
// and sets p.Across to the Market that spoils it, or else the plaza.
func (s *halves) market(p *PartScore, f tile.Face) (qualifies, plaza bool) {
	qualifies = true
	for _, d := range hex.Directions() {
		if f.Owner(d) != p.Part {
			continue
		}
		n := p.Cell.Neighbor(d)
		g := s.c.Face(n)
		switch across := g.Kind(g.Owner(d.Opposite())); {
		case condition.SpoilsMarket(across) && qualifies:
			qualifies, p.Across = false, n
		case condition.DoublesMarket(across) && !plaza:
			plaza = true
			if qualifies {
				p.Across = n
			}
		}
	}
	return qualifies, plaza
}

// lakeAcross reports whether a lake lies across one of the edges of the
// Garden part p of f, and sets p.Across to the first.
func (s *halves) lakeAcross(p *PartScore, f tile.Face) bool {
	for _, d := range hex.Directions() {
		n := p.Cell.Neighbor(d)
		if f.Owner(d) == p.Part && s.c.Height(n) == 0 &&
			condition.IsLake(s.occupiedNeighbors(n), s.enclosed(n), s.o) {
			p.Across = n
			return true
		}
	}
	return false
}

func (s *halves) occupiedNeighbors(h hex.Hex) int {
	n := 0
	for _, nb := range h.Neighbors() {
		if s.c.Height(nb) > 0 {
			n++
		}
	}
	return n
}

func (s *halves) enclosed(h hex.Hex) bool { return s.holes != nil && s.holes.has(h) }

// houses finds the House groups among the parts (sorted in row order):
// two House parts join when they touch, each owning the edge between
// them. The group of the most parts scores (a half counts as one, like a
// whole hex), then the one of highest value; among groups equal in both,
// the first in row order.
func (s *halves) houses(parts []PartScore) {
	group := make([]int, len(parts)) // 0: not a House or not grouped yet
	var size, value []int            // by group number - 1
	for i := range parts {
		if parts[i].Kind != tile.House || group[i] != 0 {
			continue
		}
		id := len(size) + 1
		size, value = append(size, 0), append(value, 0)
		group[i] = id
		for stack := []int{i}; len(stack) > 0; {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size[id-1]++
			value[id-1] += parts[x].Level
			for j := range parts {
				if parts[j].Kind == tile.House && group[j] == 0 && s.touch(parts[x], parts[j]) {
					group[j] = id
					stack = append(stack, j)
				}
			}
		}
	}
	best := 0
	for g := range size {
		if best == 0 || condition.Outranks(size[g], value[g], size[best-1], value[best-1]) {
			best = g + 1
		}
	}
	for i := range parts {
		if group[i] != 0 {
			parts[i].Group = group[i]
			parts[i].Qualifies = group[i] == best
			s.value(&parts[i], condition.HouseDoubled(value[best-1]))
		}
	}
}

// touch reports whether parts a and b lie in neighbouring cells and each
// owns the edge between them.
func (s *halves) touch(a, b PartScore) bool {
	for _, d := range hex.Directions() {
		if a.Cell.Neighbor(d) == b.Cell {
			return s.c.Face(a.Cell).Owner(d) == a.Part && s.c.Face(b.Cell).Owner(d.Opposite()) == b.Part
		}
	}
	return false
}
