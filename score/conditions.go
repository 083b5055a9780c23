package score

import (
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// The bonus conditions of the five variants. Each variant doubles the value
// of a qualifying district (or, for Houses, of the scoring group) that meets
// its condition; the base conditions still apply first. The two that depend
// on a reading of the rules (what is empty for Barracks, what is a lake) are
// exported so that front-ends can show them; the score card says for every
// hex which condition held.

// houseDoubled reports the Houses bonus: "the scoring group's value is
// doubled if it is 10 or more". groupValue is the sum of the levels of the
// scoring group's Houses, before doubling.
func houseDoubled(groupValue int) bool { return groupValue >= 10 }

// marketPlazaNear reports the Markets bonus for the Market at h: "a
// qualifying Market next to a visible Market plaza counts double". It
// returns the first neighbour of h, clockwise from North, that shows a
// Market plaza, and false if none does. It checks only the plaza; whether
// the Market qualifies (no neighbouring Market) is checked first.
func marketPlazaNear(c *city.Base, h hex.Hex) (hex.Hex, bool) {
	for _, n := range h.Neighbors() {
		if c.Top(n) == tile.MarketPlaza {
			return n, true
		}
	}
	return hex.Hex{}, false
}

// barracksDoubled reports the Barracks bonus: "a qualifying Barracks with 3
// or more empty neighbouring cells counts double (4 is the most possible)".
// emptyNeighbors is counted under the Barracks reading: see EmptyNeighbors.
func barracksDoubled(emptyNeighbors int) bool { return emptyNeighbors >= 3 }

// EmptyNeighbors returns how many of the six neighbours of h are empty as the
// Barracks rules count them. By default any empty cell counts, a hole
// enclosed by the city included. With o.BarracksOutsideOnly only the empty
// cells connected to the outside count. holes are the city's holes
// (city.FindHoles), passed in so that one search serves every hex; nil
// finds them when the reading needs them.
func EmptyNeighbors(c *city.Base, h hex.Hex, holes *city.Holes, o variants.Options) int {
	c = orEmpty(c)
	if o.BarracksOutsideOnly {
		holes = holesOf(c, holes)
	}
	n := 0
	for _, nb := range h.Neighbors() {
		if c.Occupied(nb) {
			continue
		}
		if o.BarracksOutsideOnly && holes.Has(nb) {
			continue
		}
		n++
	}
	return n
}

// templeDoubled reports the Temples bonus: "a qualifying Temple at level 2
// or higher counts double".
func templeDoubled(level int) bool { return level >= 2 }

// IsLake reports whether the empty cell h is a lake under o. By default a
// lake is "an empty cell whose six neighbouring cells are all occupied".
// With o.LakeAnyRegion it is any empty cell enclosed by the city, whatever
// the size of its region. holes are the city's holes (city.FindHoles), nil to
// find them when the reading needs them. An occupied cell is never a lake.
func IsLake(c *city.Base, h hex.Hex, holes *city.Holes, o variants.Options) bool {
	c = orEmpty(c)
	if c.Occupied(h) {
		return false
	}
	if o.LakeAnyRegion {
		return holesOf(c, holes).Has(h)
	}
	return c.OccupiedNeighbors(h) == 6
}

// lakeNear reports the Gardens bonus for the Garden at h: "a Garden next to
// a lake counts double", a lake as IsLake says. It returns the first
// neighbour of h, clockwise from North, that is a lake under o, and false if
// none is.
func lakeNear(c *city.Base, h hex.Hex, holes *city.Holes, o variants.Options) (hex.Hex, bool) {
	if o.LakeAnyRegion {
		holes = holesOf(c, holes)
	}
	for _, n := range h.Neighbors() {
		if IsLake(c, n, holes, o) {
			return n, true
		}
	}
	return hex.Hex{}, false
}

// holesOf returns holes, or the holes of c found anew when holes is nil.
func holesOf(c *city.Base, holes *city.Holes) *city.Holes {
	if holes == nil {
		holes = new(city.Holes)
		c.FindHoles(holes)
	}
	return holes
}

// noCity is what a nil city is scored as: a city with no tile at all, so
// that only the stones count and every cell is empty. It is never written.
var noCity city.Base

// orEmpty returns c, or noCity for a nil c.
func orEmpty(c *city.Base) *city.Base {
	if c == nil {
		return &noCity
	}
	return c
}
