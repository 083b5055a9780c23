package score

import (
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// Total returns a city's total score: Totals(c, stones, o).Total. It
// allocates nothing.
func Total(c *city.Base, stones int, o variants.Options) int { return Totals(c, stones, o).Total }

// Totals returns the numbers of the score card without the card: what
// Compute(c, stones, o).Summary() returns, allocating nothing. It is the
// path for bots and playouts: it walks the city's dense index once, with no
// map, and looks for enclosed holes only when a non-default reading needs
// them. (The one exception to "allocates nothing": under those readings, a
// city more than 62 cells wide or tall, laid out in a line, falls back to
// city.FindHoles and allocates its result.)
func Totals(c *city.Base, stones int, o variants.Options) Summary {
	if o.NeedHoles() {
		var m openMap
		m.fill(c)
		return totals(c, stones, o, &m)
	}
	return totals(c, stones, o, nil)
}

// maxHouses bounds the visible Houses of a city: the catalogue has 36.
const maxHouses = 64

// fast is the state of one Totals call.
type fast struct {
	c      *city.Base
	o      variants.Options
	holes  *openMap // nil unless o.NeedHoles()
	houses [maxHouses]hex.Index
	nh     int
}

func totals(c *city.Base, stones int, o variants.Options, holes *openMap) Summary {
	f := fast{c: c, o: o, holes: holes}
	var s Summary
	for k, n := 0, c.NumCells(); k < n; k++ {
		i := c.IndexAt(k)
		level, kind, _ := c.CellAt(i)
		switch kind {
		case tile.House:
			if f.nh < maxHouses {
				f.houses[f.nh] = i
				f.nh++
			}
		case tile.Market:
			s.Values[1] += f.market(i, level)
		case tile.Barracks:
			s.Values[2] += f.barracks(i, level)
		case tile.Temple:
			s.Values[3] += f.temple(i, level)
		case tile.Garden:
			s.Values[4] += f.garden(i, level)
		default:
			if kind.IsPlaza() {
				s.Stars[kind.District()-1] += kind.Stars()
			}
		}
	}
	s.Values[0] = f.houseValue()
	s.Stones = max(stones, 0)
	s.Total = s.Stones
	for k := range s.Points {
		s.Points[k] = s.Values[k] * s.Stars[k]
		s.Total += s.Points[k]
	}
	return s
}

// double returns the value of a qualifying district of the given level,
// doubled when variant v is on and its bonus is met.
func (f *fast) double(v variants.Variant, bonus bool, level int) int {
	if bonus && f.o.Variants.Has(v) {
		return 2 * level
	}
	return level
}

func (f *fast) kindAt(i hex.Index) tile.Kind {
	_, k, _ := f.c.CellAt(i)
	return k
}

func (f *fast) market(i hex.Index, level int) int {
	plaza := false
	for _, d := range hex.Directions() {
		switch f.kindAt(i.Step(d)) {
		case tile.Market:
			return 0
		case tile.MarketPlaza:
			plaza = true
		}
	}
	return f.double(variants.Markets, plaza, level)
}

func (f *fast) barracks(i hex.Index, level int) int {
	empty := 6 - f.c.OccupiedNeighborsAt(i)
	if empty > 0 && f.o.BarracksOutsideOnly {
		for _, d := range hex.Directions() {
			j := i.Step(d)
			if h, _, _ := f.c.CellAt(j); h == 0 && f.holes.enclosed(j) {
				empty--
			}
		}
	}
	if empty == 0 {
		return 0
	}
	return f.double(variants.Barracks, empty >= 3, level)
}

func (f *fast) temple(i hex.Index, level int) int {
	if f.c.OccupiedNeighborsAt(i) != 6 {
		return 0
	}
	return f.double(variants.Temples, level >= 2, level)
}

func (f *fast) garden(i hex.Index, level int) int {
	if !f.o.Variants.Has(variants.Gardens) || f.c.OccupiedNeighborsAt(i) == 6 {
		return level
	}
	for _, d := range hex.Directions() {
		j := i.Step(d)
		if h, _, _ := f.c.CellAt(j); h != 0 {
			continue
		}
		if f.o.LakeAnyRegion && f.holes.enclosed(j) || !f.o.LakeAnyRegion && f.c.OccupiedNeighborsAt(j) == 6 {
			return 2 * level
		}
	}
	return level
}

// houseValue returns the value of the scoring House group: flood fill over
// the Houses found, by their position in f.houses, and keep the group with
// the most hexes, then the highest value.
func (f *fast) houseValue() int {
	var seen uint64
	bestSize, bestValue := 0, 0
	var stack [maxHouses]uint8
	for a := range f.nh {
		if seen&(1<<a) != 0 {
			continue
		}
		seen |= 1 << a
		stack[0] = uint8(a)
		top, size, value := 1, 0, 0
		for top > 0 {
			top--
			x := f.houses[stack[top]]
			h, _, _ := f.c.CellAt(x)
			size++
			value += h
			for _, d := range hex.Directions() {
				j := x.Step(d)
				if f.kindAt(j) != tile.House {
					continue
				}
				if b := f.houseNumber(j); b >= 0 && seen&(1<<b) == 0 {
					seen |= 1 << b
					stack[top] = uint8(b)
					top++
				}
			}
		}
		if size > bestSize || size == bestSize && value > bestValue {
			bestSize, bestValue = size, value
		}
	}
	return f.double(variants.Houses, houseDoubled(bestValue), bestValue)
}

func (f *fast) houseNumber(i hex.Index) int {
	for k := range f.nh {
		if f.houses[k] == i {
			return k
		}
	}
	return -1
}
