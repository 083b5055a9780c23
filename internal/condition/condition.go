// Package condition holds the scoring conditions of Akropolis, one small
// function each, for every package that scores: the card and the fast
// totals of package score, the Architect's pile, and the halves of the
// Athena expansion (package internal/athena). Each takes the facts its rule
// looks at (a count, a level, the kind across an edge), never a city, so
// that a scorer of whole hexes and a scorer of halves ask the same
// function; each is small enough for the compiler to inline. Judge asks
// them of one part, whole or half, across its own edges: the rule of
// halves, in one place for the parts of package internal/athena and the
// totals of package score.
//
// A district qualifies first (its base condition); a variant then doubles
// the value of a qualifying district (or, for Houses, of the scoring
// group) that meets its bonus condition.
package condition

import (
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// Outranks reports whether a House group of size parts and value value
// beats the best group so far: "the group with the most hexes scores, and
// among groups of equal size the one of highest value". Only that group's
// Houses qualify.
func Outranks(size, value, bestSize, bestValue int) bool {
	return size > bestSize || size == bestSize && value > bestValue
}

// HouseDoubled is the Houses bonus: "the scoring group's value is doubled
// if it is 10 or more". groupValue is the sum of the levels of the scoring
// group's Houses, before doubling.
func HouseDoubled(groupValue int) bool { return groupValue >= 10 }

// SpoilsMarket is the Markets condition, asked of what lies across each
// edge of a Market: "a Market qualifies when no neighbour shows a Market
// district". A Market plaza is not a Market.
func SpoilsMarket(across tile.Kind) bool { return across == tile.Market }

// DoublesMarket is the Markets bonus, asked of what lies across each edge
// of a qualifying Market: "a Market next to a visible Market plaza counts
// double".
func DoublesMarket(across tile.Kind) bool { return across == tile.MarketPlaza }

// BarracksQualifies is the Barracks condition: "a Barracks qualifies with
// at least one empty neighbouring cell", empty as the Barracks reading says
// (CountsEmpty).
func BarracksQualifies(emptyNeighbors int) bool { return emptyNeighbors > 0 }

// BarracksDoubled is the Barracks bonus: "a qualifying Barracks with 3 or
// more empty neighbouring cells counts double" (4 is the most a city of
// whole hexes allows; a half has three edges, so it needs all three),
// empty as for BarracksQualifies.
func BarracksDoubled(emptyNeighbors int) bool { return emptyNeighbors >= 3 }

// CountsEmpty is the Barracks reading of an empty neighbouring cell: by
// default every empty cell counts, a hole enclosed by the city included;
// with o.BarracksOutsideOnly only the empty cells connected to the outside
// count.
func CountsEmpty(enclosed bool, o variants.Options) bool {
	return !enclosed || !o.BarracksOutsideOnly
}

// TempleQualifies is the Temples condition: "a Temple qualifies when all
// its neighbouring cells are occupied", at any height: occupied of its
// edges (six for a whole hex, three for a half).
func TempleQualifies(occupied, edges int) bool { return occupied == edges }

// TempleDoubled is the Temples bonus: "a qualifying Temple at level 2 or
// higher counts double".
func TempleDoubled(level int) bool { return level >= 2 }

// Gardens always qualify: there is no Gardens condition. Their bonus is
// "a Garden next to a lake counts double", a lake as IsLake says.

// IsLake is the lake reading of an empty cell, given how many of its
// neighbours are occupied and whether it is enclosed by the city: by
// default a lake is "an empty cell whose six neighbouring cells are all
// occupied"; with o.LakeAnyRegion it is any empty cell enclosed by the
// city, whatever the size of its region.
func IsLake(occupiedNeighbors int, enclosed bool, o variants.Options) bool {
	if o.LakeAnyRegion {
		return enclosed
	}
	return occupiedNeighbors == 6
}
