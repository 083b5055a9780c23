package score

import (
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// A city that holds a double district of the Athena expansion is scored
// part by part through package score/athena, where the rules of halves
// live: each half is a district judged across its own three edges, and a
// whole hex next to a half is judged across the edge they share. A city
// without one keeps the paths of whole hexes (Totals, After), which never
// allocate.

// doubleIDs are the ids of the double-district tiles.
var doubleIDs = func() (ids []tile.ID) {
	for _, t := range tile.AthenaTiles() {
		if t.IsDouble() {
			ids = append(ids, t.ID)
		}
	}
	return ids
}()

// holdsDouble reports whether a double district was ever placed in c,
// visible or covered: the cheap test that sends c through the parts.
func holdsDouble(c *city.Base) bool {
	for _, id := range doubleIDs {
		if c.Has(id) {
			return true
		}
	}
	return false
}

// isDouble reports whether id is a double-district tile.
func isDouble(id tile.ID) bool {
	t, ok := tile.OneHexByID(id)
	return ok && t.IsDouble()
}

// maxParts is room for the district parts of a city of a game, so that
// partsTotals lists them without allocating.
const maxParts = 160

// partsTotals is Totals for a city read as package score/athena reads one:
// the values of its district parts and the stars of its visible plazas.
func partsTotals(c athena.City, stones int, o variants.Options) Summary {
	var s Summary
	var buf [maxParts]athena.PartScore
	for _, p := range athena.AppendParts(buf[:0], c, o) {
		s.Values[p.Kind.District()-1] += p.Value
	}
	for k := range c.NumCells() {
		if top := c.Face(c.IndexAt(k).Hex()).A; top.IsPlaza() {
			s.Stars[top.District()-1] += top.Stars()
		}
	}
	s.Stones = max(stones, 0)
	s.finish()
	return s
}
