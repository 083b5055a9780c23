package score

import (
	"fmt"
	"strings"

	"github.com/akropolis-rules/akropolis/score/internal/condition"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// ArchitectLine is one district type's line of the Architect's score pad.
type ArchitectLine struct {
	District  tile.Kind `json:"district"`  // the district type, by its district kind (House to Garden)
	Districts int       `json:"districts"` // district hexes of the type in the pile
	Value     int       `json:"value"`     // after the level's multiplier and the variant's change
	Doubled   bool      `json:"doubled"`   // a variant changed the value
	Stars     int       `json:"stars"`
	Points    int       `json:"points"` // Value x Stars
}

// ArchitectPad is the Architect's score, line by line as Architect
// computes it, so a player sees why it scored what it did. Its JSON form
// has lower camel case names, the level and districts by name, and the
// five lines in tile.Districts() order.
type ArchitectPad struct {
	Difficulty Difficulty       `json:"level"`
	Multiplier int              `json:"multiplier"` // m: 1, or 2 at Callicrates
	Lines      [5]ArchitectLine `json:"lines"`
	Quarries   int              `json:"quarries"`  // Quarry hexes in the pile, the starting tile's three included
	QuarryPts  int              `json:"quarryPts"` // 2 per Quarry at Metagenes, else 0
	Stones     int              `json:"stones"`
	Total      int              `json:"total"`
}

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
	c := ArchitectPad{Difficulty: level, Multiplier: 1, Stones: stones}
	if level == Callicrates {
		c.Multiplier = 2
	}
	var n, stars [tile.GardenPlaza + 1]int // by district type
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
	if level == Metagenes {
		c.QuarryPts = 2 * c.Quarries
	}
	c.Total = c.QuarryPts + stones
	for i, d := range tile.Districts() {
		l := architectLine(d, n[d], stars[d], c.Multiplier, set)
		c.Lines[i] = l
		c.Total += l.Points
	}
	return c
}

// architectLine scores the Architect's n districts of type d, at level m,
// with the given stars of its plazas.
func architectLine(d tile.Kind, n, stars, m int, set variants.Set) ArchitectLine {
	l := ArchitectLine{District: d, Districts: n, Value: m * n, Stars: stars}
	if !set.Has(d) {
		l.Points = l.Value * l.Stars
		return l
	}
	doubled := n // how many districts the variant doubles
	switch d {
	case tile.House:
		if !condition.HouseDoubled(l.Value) {
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
	l.Value += m * doubled
	l.Doubled = doubled > 0
	l.Points = l.Value * l.Stars
	return l
}

// String prints the Architect's card as a score pad.
func (c ArchitectPad) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Architect (%v, m=%d)\n", c.Difficulty, c.Multiplier)
	for _, l := range c.Lines {
		mark := ""
		if l.Doubled {
			mark = " (variant)"
		}
		fmt.Fprintf(&b, "  %-9s %2d %-9s  value %3d%s x %d %s = %d\n", l.District, l.Districts, noun(l.Districts, "district"),
			l.Value, mark, l.Stars, noun(l.Stars, "star"), l.Points)
	}
	if c.Difficulty == Metagenes {
		fmt.Fprintf(&b, "  Quarries  %2d x 2 = %d\n", c.Quarries, c.QuarryPts)
	}
	fmt.Fprintf(&b, "  Stones    %d\n  Total     %d\n", c.Stones, c.Total)
	return b.String()
}

// noun is word in the number n asks for: "star" for 1, "stars" otherwise.
func noun(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
