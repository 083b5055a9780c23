package score

import (
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/condition"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/variants"
)

// The scoring conditions live in package internal/condition, one
// function each, shared with the halves of the Athena expansion
// (internal/athena). The card's notes (scorer.note, with firstAround and
// emptyAround) apply them reading each hex's neighbours at their window
// offsets; the lake functions below, by coordinates, serve the notes when
// the holes a lake needs were not found.

// isLake reports whether the empty cell h is a lake under o. By default a
// lake is "an empty cell whose six neighbouring cells are all occupied".
// With o.LakeAnyRegion it is any empty cell enclosed by the city, whatever
// the size of its region. holes are the city's holes (cityview.View.FindHoles), nil to
// find them when the reading needs them. An occupied cell is never a lake.
func isLake(c *city.City, h hex.Hex, holes *cityview.Holes, o variants.Options) bool {
	if c.Height(h) > 0 {
		return false
	}
	if o.LakeAnyRegion {
		holes = holesOf(c, holes)
	}
	return condition.IsLake(occupiedAround(c, h), enclosed(holes, h), o)
}

// lakeNear applies the Gardens bonus to the Garden at h: it returns the
// first neighbour of h, clockwise from North, that is a lake under o, and
// false if none is.
func lakeNear(c *city.City, h hex.Hex, holes *cityview.Holes, o variants.Options) (hex.Hex, bool) {
	if o.LakeAnyRegion {
		holes = holesOf(c, holes)
	}
	for _, n := range h.Neighbors() {
		if isLake(c, n, holes, o) {
			return n, true
		}
	}
	return hex.Hex{}, false
}

// enclosed reports whether h is one of holes; with no holes found (the
// readings in force do not need them) no cell is.
func enclosed(holes *cityview.Holes, h hex.Hex) bool {
	i, ok := grid.Of(h)
	return ok && holes != nil && holes.Has(i)
}

// holesOf returns holes, or the holes of c found anew when holes is nil.
func holesOf(c *city.City, holes *cityview.Holes) *cityview.Holes {
	if holes == nil {
		holes = new(cityview.Holes)
		cityview.Of(c).FindHoles(holes)
	}
	return holes
}

// noCity is what a nil city is scored as: a city with no tile at all, so
// that only the stones count and every cell is empty. It is never written.
var noCity city.City

// orEmpty returns c, or noCity for a nil c.
func orEmpty(c *city.City) *city.City {
	if c == nil {
		return &noCity
	}
	return c
}

// occupiedAround returns how many of cell h's six neighbours are occupied,
// as the city keeps the count (exact for a cell of the city and its
// neighbours).
func occupiedAround(c *city.City, h hex.Hex) int {
	i, ok := grid.Of(h)
	if !ok {
		return 0
	}
	return cityview.Of(c).OccupiedNeighborsAt(i)
}
