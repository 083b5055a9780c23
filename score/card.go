package score

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// Pad is the full score pad of a city: its numbers (the Summary: per
// district type the value, the stars and the points, then the stones and
// the total), the options it was scored under, and a note for every
// visible hex saying why it scores or not. Compute fills it.
//
// Its JSON form (MarshalJSON) writes the numbers as one line per district
// type, each listing its qualifying districts and counting its visible
// plazas as the notes say, and decodes strictly (UnmarshalJSON).
type Pad struct {
	Summary
	Options variants.Options
	// Hexes holds one note per visible hex (two for a double district),
	// row by row from North to South, West to East. The qualifying
	// districts of a type are its notes that count.
	Hexes []HexNote
}

// HexNote explains one visible hex: what it is, at what level, what it
// adds to the pad and why. A district adds its Value to its type's line:
// its level when it qualifies, twice that when a variant doubled it, and
// 0 when it does not qualify (Reason says why; a qualifying district of a
// type without a visible plaza still has its Value, and its type scores
// 0). A visible plaza adds its kind's stars (tile.Kind.Stars); a Quarry
// adds nothing.
//
// A double district of the Athena expansion gives two notes, half A's
// first: Half names the half (tile.HalfA or tile.HalfB) and Kind is that
// half's district type. Half is NoPart for a whole hex.
//
// Its JSON form (MarshalJSON) also says whether the hex counts, its stars
// and whether it was doubled, as the kind, level and value make them.
type HexNote struct {
	Cell   hex.Hex
	Half   tile.Part
	Kind   tile.Kind
	Level  int
	Value  int
	Reason string
}

// counts reports whether the hex adds to the pad: a qualifying district
// or a visible plaza.
func (n HexNote) counts() bool { return n.Kind.IsPlaza() || n.Kind.IsDistrict() && n.Value > 0 }

// stars returns the stars a plaza adds, 0 for any other hex.
func (n HexNote) stars() int {
	if n.Kind.IsPlaza() {
		return n.Kind.Stars()
	}
	return 0
}

// doubled reports whether a variant doubled the district's value.
func (n HexNote) doubled() bool { return n.Kind.IsDistrict() && n.Value > 0 && n.Value == 2*n.Level }

// line returns the note as one line of Pad.Explain: "(2,-1) Market L1 +2
// doubled: reason"; a half names itself after the cell: "(2,-1) HalfB
// Market L1 +1: reason".
func (n HexNote) line() string {
	s := fmt.Sprintf("%v %v L%d", n.Cell, n.Kind, n.Level)
	if n.Half != tile.NoPart {
		s = fmt.Sprintf("%v %v %v L%d", n.Cell, n.Half, n.Kind, n.Level)
	}
	switch {
	case n.Kind.IsPlaza():
		s += fmt.Sprintf(" %d*", n.stars())
	case n.counts():
		s += fmt.Sprintf(" +%d", n.Value)
	default:
		s += " -"
	}
	if n.doubled() {
		s += " doubled"
	}
	return s + ": " + n.Reason
}

// Summary is the numbers of a score pad, as Totals returns them without
// allocating: per district type (tile.Districts() order) the value, the
// stars and the points, then the stones and the total. Compute returns
// them in a Pad, Architect in an ArchitectPad.
type Summary struct {
	Values [5]int `json:"values"` // the sum of the qualifying districts' values, doubling included
	Stars  [5]int `json:"stars"`  // the stars of the type's visible plazas
	Points [5]int `json:"points"` // Values x Stars
	Stones int    `json:"stones"`
	Statue bool   `json:"statue,omitempty"` // each stone counts 5 (see AddStatue)
	// Total is the points of the five types and the stones' worth (and
	// for the Architect, its quarry points).
	Total int `json:"total"`
}
