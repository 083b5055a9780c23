package score

import (
	"fmt"
	"strings"

	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/tile"
)

// String prints the card as a score pad: one row per district type with the
// qualifying districts, how many of them a variant doubled ("-" when the
// type's variant is off), their value, the stars of the visible plazas and
// the points; then the stones and the total.
//
//	Score card (options: none)
//	District  Districts  Doubled  Value  Stars  Points
//	House             7        -      9      3      27
//	...
//	Stones                                           2
//	Total                                           29
//
// With the statue (AddStatue) the stones row reads "3 × 5 (statue) = 15".
func (c Pad) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Score card (options: %v)\n", c.Options)
	fmt.Fprintf(&b, "%-8s  %9s  %7s  %5s  %5s  %6s\n", "District", "Districts", "Doubled", "Value", "Stars", "Points")
	for k, d := range tile.Districts() {
		districts, n := 0, 0 // qualifying, and doubled
		for _, note := range c.Hexes {
			if note.qualifies(d) {
				districts++
				if note.doubled() {
					n++
				}
			}
		}
		doubled := "-"
		if c.Options.Variants.Has(d) {
			doubled = fmt.Sprint(n)
		}
		fmt.Fprintf(&b, "%-8v  %9d  %7s  %5d  %5d  %6d\n", d, districts, doubled, c.Values[k], c.Stars[k], c.Points[k])
	}
	fmt.Fprintf(&b, "%-8s  %40s\n", "Stones", c.stones())
	fmt.Fprintf(&b, "%-8s  %40d\n", "Total", c.Total)
	return b.String()
}

// Explain returns the notes of every visible hex, one per line, row by row
// (two for a double district, half A first); with the statue, a last line
// says what the stones are worth: "stones: 3 × 5 (statue) = 15".
func (c Pad) Explain() string {
	var b strings.Builder
	for _, n := range c.Hexes {
		b.WriteString(n.line())
		b.WriteByte('\n')
	}
	if c.Statue {
		fmt.Fprintf(&b, "stones: %s\n", c.stones())
	}
	return b.String()
}

// stones returns what the stones score: their count, or with the statue
// "3 × 5 (statue) = 15".
func (c Summary) stones() string {
	if !c.Statue {
		return fmt.Sprint(c.Stones)
	}
	return fmt.Sprintf("%d × %d (statue) = %d", c.Stones, athena.StonePoints(1, athena.StatueCards), athena.StonePoints(c.Stones, athena.StatueCards))
}

// qualifies reports whether the note is of a qualifying district of type
// d: one of the districts on d's line of the card.
func (n HexNote) qualifies(d tile.Kind) bool {
	return n.counts() && n.Kind.IsDistrict() && n.Kind.District() == d
}

// isPlaza reports whether the note is of a visible plaza of type d.
func (n HexNote) isPlaza(d tile.Kind) bool {
	return n.Kind.IsPlaza() && n.Kind.District() == d
}
