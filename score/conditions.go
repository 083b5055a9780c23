package score

import (
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// The scoring conditions, one function each. The card (Compute), the fast
// totals (Totals, After) and the Architect's card (Architect) all ask these,
// so a change to a rule is a change to one function. Each takes the facts
// its rule looks at (a count, a level, a neighbour's kind), not a city, so
// that the fast path, which lays a placement over the city without changing
// it, can ask it too; the compiler inlines them all.
//
// A district qualifies first (its base condition); a variant then doubles
// the value of a qualifying district (or, for Houses, of the scoring group)
// that meets its bonus condition.

// outranks reports whether a House group of size hexes and value value
// beats the best group so far: "the group with the most hexes scores, and
// among groups of equal size the one of highest value". Only that group's
// Houses qualify.
func outranks(size, value, bestSize, bestValue int) bool {
	return size > bestSize || size == bestSize && value > bestValue
}

// houseDoubled is the Houses bonus: "the scoring group's value is doubled if
// it is 10 or more". groupValue is the sum of the levels of the scoring
// group's Houses, before doubling.
func houseDoubled(groupValue int) bool { return groupValue >= 10 }

// spoilsMarket is the Markets condition, asked of each neighbour's visible
// hex: "a Market qualifies when no neighbouring cell shows a Market
// district". A Market plaza is not a Market.
func spoilsMarket(neighbor tile.Kind) bool { return neighbor == tile.Market }

// doublesMarket is the Markets bonus, asked of each neighbour's visible hex
// of a qualifying Market: "a Market next to a visible Market plaza counts
// double".
func doublesMarket(neighbor tile.Kind) bool { return neighbor == tile.MarketPlaza }

// barracksQualifies is the Barracks condition: "a Barracks qualifies with
// at least one empty neighbouring cell", empty as the Barracks reading says
// (see EmptyNeighbors and countsEmpty).
func barracksQualifies(emptyNeighbors int) bool { return emptyNeighbors > 0 }

// barracksDoubled is the Barracks bonus: "a qualifying Barracks with 3 or
// more empty neighbouring cells counts double" (4 is the most a city
// allows), empty as for barracksQualifies.
func barracksDoubled(emptyNeighbors int) bool { return emptyNeighbors >= 3 }

// countsEmpty is the Barracks reading of an empty neighbouring cell: by
// default every empty cell counts, a hole enclosed by the city included;
// with o.BarracksOutsideOnly only the empty cells connected to the outside
// count.
func countsEmpty(enclosed bool, o variants.Options) bool {
	return !enclosed || !o.BarracksOutsideOnly
}

// templeQualifies is the Temples condition: "a Temple qualifies when all
// six neighbouring cells are occupied", at any height.
func templeQualifies(occupiedNeighbors int) bool { return occupiedNeighbors == 6 }

// templeDoubled is the Temples bonus: "a qualifying Temple at level 2 or
// higher counts double".
func templeDoubled(level int) bool { return level >= 2 }

// Gardens always qualify: there is no Gardens condition. Their bonus is
// "a Garden next to a lake counts double", a lake as isLake says.

// isLake is the lake reading of an empty cell, given how many of its
// neighbours are occupied and whether it is enclosed by the city: by
// default a lake is "an empty cell whose six neighbouring cells are all
// occupied"; with o.LakeAnyRegion it is any empty cell enclosed by the
// city, whatever the size of its region.
func isLake(occupiedNeighbors int, enclosed bool, o variants.Options) bool {
	if o.LakeAnyRegion {
		return enclosed
	}
	return occupiedNeighbors == 6
}

// The functions below apply the conditions to a whole city, for the card
// and for front-ends that show lakes or open cells.

// marketPlazaNear applies doublesMarket to the Market at h: it returns the
// first neighbour of h, clockwise from North, that shows a Market plaza,
// and false if none does. Whether the Market qualifies is checked first.
func marketPlazaNear(c *city.Base, h hex.Hex) (hex.Hex, bool) {
	for _, n := range h.Neighbors() {
		if doublesMarket(c.Top(n)) {
			return n, true
		}
	}
	return hex.Hex{}, false
}

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
		if !c.Occupied(nb) && countsEmpty(enclosed(holes, nb), o) {
			n++
		}
	}
	return n
}

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
		holes = holesOf(c, holes)
	}
	return isLake(c.OccupiedNeighbors(h), enclosed(holes, h), o)
}

// lakeNear applies the Gardens bonus to the Garden at h: it returns the
// first neighbour of h, clockwise from North, that is a lake under o, and
// false if none is.
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

// enclosed reports whether h is one of holes; with no holes found (the
// readings in force do not need them) no cell is.
func enclosed(holes *city.Holes, h hex.Hex) bool { return holes != nil && holes.Has(h) }

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
