package athena

import (
	"slices"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/condition"
	"github.com/akropolis-rules/akropolis/internal/grid"
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
	for _, i := range rowsOf(c, &[maxCells]grid.Index{}) {
		h := i.Hex()
		f := c.Face(h)
		var across [6]condition.Across
		read := false // across is read once the cell shows a district
		for _, part := range [3]tile.Part{tile.Whole, tile.HalfA, tile.HalfB} {
			if !f.Kind(part).IsDistrict() {
				continue
			}
			if !read {
				s.across(&across, h, f)
				read = true
			}
			dst = append(dst, s.score(h, f, part, &across))
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
func rowsOf(c City, buf *[maxCells]grid.Index) []grid.Index {
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

// across fills a with what lies across each edge of cell h, which shows
// face f, for condition.Judge: the kinds only when f has a Market part,
// the neighbours of an empty cell only when it has a Garden part, the
// only parts that read them (reading them for every cell made
// AppendParts half as slow again).
func (s *halves) across(a *[6]condition.Across, h hex.Hex, f tile.Face) {
	market := f.A == tile.Market || f.B == tile.Market
	garden := f.A == tile.Garden || f.B == tile.Garden
	for _, d := range hex.Directions() {
		n := h.Neighbor(d)
		switch {
		case s.c.Height(n) == 0:
			a[d] = condition.Across{Enclosed: s.enclosed(n)}
			if garden {
				a[d].Around = s.occupiedNeighbors(n)
			}
		case market:
			a[d] = condition.Across{Kind: condition.Toward(s.c.Face(n), d.Opposite()), Occupied: true}
		default:
			a[d] = condition.Across{Occupied: true}
		}
	}
}

// score judges part of face f at h, given what lies across its edges;
// Houses are judged later, as groups.
func (s *halves) score(h hex.Hex, f tile.Face, part tile.Part, across *[6]condition.Across) PartScore {
	level := s.c.Height(h)
	v := condition.Judge(f, part, level, across, s.o)
	p := PartScore{Cell: h, Part: part, Kind: f.Kind(part), Level: level, Qualifies: v.Qualifies,
		Occupied: v.Occupied, Empty: v.Empty, Across: h}
	if v.Decided {
		p.Across = h.Neighbor(v.By)
	}
	s.value(&p, v.Bonus)
	return p
}

// value sets p's Doubled and Value from whether it qualifies and whether
// its bonus condition holds.
func (s *halves) value(p *PartScore, bonus bool) {
	p.Doubled = p.Qualifies && bonus && s.o.Variants.Has(p.Kind.District())
	switch {
	case p.Doubled:
		p.Value = 2 * p.Level
	case p.Qualifies:
		p.Value = p.Level
	default:
		p.Value = 0
	}
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
