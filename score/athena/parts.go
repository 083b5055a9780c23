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
	for k := range c.NumCells() {
		h := c.IndexAt(k).Hex()
		f := c.Face(h)
		for _, part := range [3]tile.Part{tile.Whole, tile.HalfA, tile.HalfB} {
			if f.Kind(part).IsDistrict() {
				dst = append(dst, s.score(h, f, part))
			}
		}
	}
	out := dst[start:]
	slices.SortFunc(out, func(a, b PartScore) int {
		if c := rowOrder(a.Cell, b.Cell); c != 0 {
			return c
		}
		return int(a.Part) - int(b.Part)
	})
	s.houses(out)
	return dst
}

// halves scores the parts of one city under one set of options.
type halves struct {
	c     City
	o     variants.Options
	holes *holes // nil unless a reading needs them
}

// score judges part of face f at h; Houses are judged later, as groups.
func (s *halves) score(h hex.Hex, f tile.Face, part tile.Part) PartScore {
	p := PartScore{Cell: h, Part: part, Kind: f.Kind(part), Level: s.c.Height(h)}
	var bonus bool
	switch p.Kind {
	case tile.Market:
		p.Qualifies, bonus = s.market(h, f, part)
	case tile.Barracks:
		empty := 0
		for _, d := range hex.Directions() {
			n := h.Neighbor(d)
			if f.Owner(d) == part && s.c.Height(n) == 0 && condition.CountsEmpty(s.enclosed(n), s.o) {
				empty++
			}
		}
		p.Qualifies, bonus = condition.BarracksQualifies(empty), condition.BarracksDoubled(empty)
	case tile.Temple:
		occupied, edges := 0, 0
		for _, d := range hex.Directions() {
			if f.Owner(d) == part {
				edges++
				if s.c.Height(h.Neighbor(d)) > 0 {
					occupied++
				}
			}
		}
		p.Qualifies, bonus = condition.TempleQualifies(occupied, edges), condition.TempleDoubled(p.Level)
	case tile.Garden:
		p.Qualifies, bonus = true, s.lakeAcross(h, f, part)
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

// market reports whether the Market part of f at h qualifies (no Market
// part faces it across its edges) and whether a Market plaza faces it.
func (s *halves) market(h hex.Hex, f tile.Face, part tile.Part) (qualifies, plaza bool) {
	qualifies = true
	for _, d := range hex.Directions() {
		if f.Owner(d) != part {
			continue
		}
		n := h.Neighbor(d)
		g := s.c.Face(n)
		across := g.Kind(g.Owner(d.Opposite()))
		qualifies = qualifies && !condition.SpoilsMarket(across)
		plaza = plaza || condition.DoublesMarket(across)
	}
	return qualifies, plaza
}

// lakeAcross reports whether a lake lies across one of the edges of the
// part of f at h.
func (s *halves) lakeAcross(h hex.Hex, f tile.Face, part tile.Part) bool {
	for _, d := range hex.Directions() {
		n := h.Neighbor(d)
		if f.Owner(d) == part && s.c.Height(n) == 0 &&
			condition.IsLake(s.occupiedNeighbors(n), s.enclosed(n), s.o) {
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
