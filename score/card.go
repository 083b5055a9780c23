package score

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// Pad is the full score pad of a city: one line per district type, the
// stones, the total, and a note for every visible hex saying why it scores
// or not. Compute fills it; it encodes to JSON with the field names below and
// decodes strictly (see UnmarshalJSON). The zero Pad, whose lines name no
// district type, is not a pad: marshalling it fails with ErrSyntax.
type Pad struct {
	Options variants.Options `json:"options"`
	Lines   [5]Line          `json:"lines"` // in tile.Districts() order: House, Market, Barracks, Temple, Garden
	Stones  int              `json:"stones"`
	// Statue: the player completed all four cards of the Athena
	// expansion, so each stone counts 5 (see AddStatue).
	Statue bool      `json:"statue,omitempty"`
	Total  int       `json:"total"`
	Hexes  []HexNote `json:"hexes"` // one per visible hex (two for a double district), row by row from North to South, West to East
}

// Line is the score of one district type: Points = Value x Stars.
type Line struct {
	District tile.Kind // the district type, by its district kind (House to Garden)
	// Districts are the qualifying districts, row by row. For Houses they
	// are the scoring group.
	Districts []Scored
	Value     int // sum of the Districts' values, doubling included
	Plazas    int // visible plazas of the type
	Stars     int // sum of their stars
	Points    int // Value x Stars
}

// Scored is one qualifying district: its cell, level and the value it adds
// (its level, or twice that when a variant doubles it).
type Scored struct {
	Cell    hex.Hex   `json:"cell"`
	Level   int       `json:"level"`
	Value   int       `json:"value"`
	Doubled bool      `json:"doubled,omitempty"`
	Half    tile.Part `json:"half,omitempty"` // the half of a double district, NoPart for a whole hex
}

// HexNote explains one visible hex: what it is, at what level, whether it
// adds to the card and why. For a qualifying district Counts is true and
// Value is what it adds to its line (even when the type has no plaza and so
// scores 0, which Reason says); for a visible plaza Counts is true and Stars
// are its stars; a Quarry never counts.
//
// A double district of the Athena expansion gives two notes, half A's
// first: Half names the half (tile.HalfA or tile.HalfB) and Kind is that
// half's district type. Half is NoPart, and absent from the JSON form,
// for a whole hex.
type HexNote struct {
	Cell    hex.Hex   `json:"cell"`
	Half    tile.Part `json:"half,omitempty"`
	Kind    tile.Kind `json:"kind"`
	Level   int       `json:"level"`
	Counts  bool      `json:"counts"`
	Value   int       `json:"value,omitempty"`
	Stars   int       `json:"stars,omitempty"`
	Doubled bool      `json:"doubled,omitempty"`
	Reason  string    `json:"reason"`
}

// String returns the note as one line: "(2,-1) Market L1 +2 doubled:
// reason"; a half names itself after the cell: "(2,-1) HalfB Market L1 +1:
// reason".
func (n HexNote) String() string {
	s := fmt.Sprintf("%v %v L%d", n.Cell, n.Kind, n.Level)
	if n.Half != tile.NoPart {
		s = fmt.Sprintf("%v %v %v L%d", n.Cell, n.Half, n.Kind, n.Level)
	}
	switch {
	case n.Kind.IsPlaza():
		s += fmt.Sprintf(" %d*", n.Stars)
	case n.Counts:
		s += fmt.Sprintf(" +%d", n.Value)
	default:
		s += " -"
	}
	if n.Doubled {
		s += " doubled"
	}
	return s + ": " + n.Reason
}

// Summary is the card's numbers alone, as Totals returns them without
// allocating: per type (tile.Districts() order) the value, the stars and the
// points, then the stones and the total.
type Summary struct {
	Values [5]int `json:"values"`
	Stars  [5]int `json:"stars"`
	Points [5]int `json:"points"`
	Stones int    `json:"stones"`
	Statue bool   `json:"statue,omitempty"` // each stone counts 5 (see AddStatue)
	Total  int    `json:"total"`
}

// Summary returns the card's numbers, as Totals would compute them (and
// AddStatue add to them).
func (c Pad) Summary() Summary {
	s := Summary{Stones: c.Stones, Statue: c.Statue, Total: c.Total}
	for k, l := range c.Lines {
		s.Values[k], s.Stars[k], s.Points[k] = l.Value, l.Stars, l.Points
	}
	return s
}
