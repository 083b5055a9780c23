package score

import (
	"fmt"
	"strings"

	"github.com/akropolis-rules/akropolis/internal/condition"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// ArchitectPad is the Architect's score pad, as Architect computes it, so
// that a player sees why it scored what it did: its numbers (the Summary:
// per district type the value, after the level's multiplier m and the
// variants, the stars of its plazas and the points; the stones; the
// total, the quarry points included), its level, and what its pile holds.
// Its JSON form (MarshalJSON) adds what the level makes of them: m, the
// types a variant doubled, the quarry points.
type ArchitectPad struct {
	Summary
	Difficulty Difficulty
	Districts  [5]int // district hexes of each type in the pile, in tile.Districts() order
	Quarries   int    // Quarry hexes in the pile, the starting tile's three included
}

// multiplier returns m, the level every district of the pile stands at:
// 1, or 2 at Callicrates.
func (c ArchitectPad) multiplier() int {
	if c.Difficulty == Callicrates {
		return 2
	}
	return 1
}

// quarryPoints returns what the Quarries score: 2 each at Metagenes.
func (c ArchitectPad) quarryPoints() int {
	if c.Difficulty == Metagenes {
		return 2 * c.Quarries
	}
	return 0
}

// doubled reports whether a variant changed the value of the k-th type.
func (c ArchitectPad) doubled(k int) bool { return c.Values[k] != c.multiplier()*c.Districts[k] }

// The Architect of a solo game keeps its tiles in a pile, not a city, so no
// district has neighbours or a height. The rulings that place its pile
// under the city's conditions:
const (
	// architectEmptyNeighbors is what a pile hex has: it stands alone, so
	// all six cells around it are empty and open (a Barracks qualifies and
	// meets the bonus).
	architectEmptyNeighbors = 6
	// marketsPerPlaza is how many Markets one Market plaza of the pile
	// doubles: the pile has no adjacency, so each plaza stands for the
	// three Markets it could touch.
	marketsPerPlaza = 3
)

// Architect scores an Architect's pile, given as its hexes (the starting
// tile's included), holding stones, at level, with the variants set:
//
//   - m = 1 at Hippodamos and Metagenes, 2 at Callicrates: every district
//     of the pile stands at level m.
//   - Per district type, value = m x the number of its district hexes (no
//     qualifying condition applies: the pile has no neighbours), times the
//     stars of the type's plazas in the pile; 0 without one.
//   - The variants double values by the city's bonus conditions, asked of
//     the pile: Houses when m x their number reaches 10; Barracks always
//     (each stands alone, six empty neighbours); Temples at level m = 2,
//     so only at Callicrates; Gardens always (the pile counts as next to
//     a lake); Markets, at most 3 per Market plaza of the pile.
//   - Metagenes adds 2 per Quarry hex; +1 per stone.
func Architect(hexes []tile.Kind, stones int, level Difficulty, set variants.Set) ArchitectPad {
	c := ArchitectPad{Summary: Summary{Stones: stones}, Difficulty: level}
	m := c.multiplier()
	var n, stars [tile.Garden + 1]int // by district kind
	for _, k := range hexes {
		switch {
		case k == tile.Quarry:
			c.Quarries++
		case k.IsDistrict():
			n[k.District()]++
		case k.IsPlaza():
			stars[k.District()] += k.Stars()
		}
	}
	c.Total = c.quarryPoints() + stones
	for i, d := range tile.Districts() {
		c.Districts[i], c.Stars[i] = n[d], stars[d]
		c.Values[i] = architectValue(d, n[d], stars[d], m, set)
		c.Points[i] = c.Values[i] * c.Stars[i]
		c.Total += c.Points[i]
	}
	return c
}

// architectValue returns the value of the Architect's n districts of type
// d, at level m, with the given stars of its plazas.
func architectValue(d tile.Kind, n, stars, m int, set variants.Set) int {
	if !set.Has(d) {
		return m * n
	}
	doubled := n // how many districts the variant doubles
	switch d {
	case tile.House:
		if !condition.HouseDoubled(m * n) {
			doubled = 0
		}
	case tile.Market:
		doubled = min(n, marketsPerPlaza*(stars/tile.MarketPlaza.Stars()))
	case tile.Barracks:
		if !condition.BarracksQualifies(architectEmptyNeighbors) || !condition.BarracksDoubled(architectEmptyNeighbors) {
			doubled = 0
		}
	case tile.Temple:
		if !condition.TempleDoubled(m) {
			doubled = 0
		}
	}
	return m * (n + doubled)
}

// String prints the Architect's card as a score pad.
func (c ArchitectPad) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Architect (%v, m=%d)\n", c.Difficulty, c.multiplier())
	for k, d := range tile.Districts() {
		mark := ""
		if c.doubled(k) {
			mark = " (variant)"
		}
		fmt.Fprintf(&b, "  %-9s %2d %-9s  value %3d%s x %d %s = %d\n", d, c.Districts[k], noun(c.Districts[k], "district"),
			c.Values[k], mark, c.Stars[k], noun(c.Stars[k], "star"), c.Points[k])
	}
	if c.Difficulty == Metagenes {
		fmt.Fprintf(&b, "  Quarries  %2d x 2 = %d\n", c.Quarries, c.quarryPoints())
	}
	fmt.Fprintf(&b, "  Stones    %s\n  Total     %d\n", c.stones(), c.Total)
	return b.String()
}

// noun is word in the number n asks for: "star" for 1, "stars" otherwise.
func noun(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
