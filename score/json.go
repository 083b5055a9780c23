package score

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/strictjson"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// The pads and their parts decode under the module's JSON convention
// (package strictjson): names matched exactly, each once, unknown names
// refused, a byte order mark skipped. Each type decodes through a copy of
// itself without methods, so that the convention applies to it alone as
// it does inside a pad.

type summaryForm Summary

// decode decodes b into v strictly, leaving v unchanged on error.
func decode[T any](b []byte, v *T, what string) error {
	var t T
	if err := strictjson.Decode(b, &t); err != nil {
		if errors.Is(err, errSyntax) { // a part's error, already saying what
			return err
		}
		return fmt.Errorf("%w: %s: %w", errSyntax, what, err)
	}
	*v = t
	return nil
}

// padForm is a Pad's JSON shape: its numbers line by line.
type padForm struct {
	Options variants.Options `json:"options"`
	Lines   [5]lineForm      `json:"lines"` // in tile.Districts() order
	Stones  int              `json:"stones"`
	Statue  bool             `json:"statue,omitempty"`
	Total   int              `json:"total"`
	Hexes   []HexNote        `json:"hexes"`
}

// lineForm is one district type's line of a pad's JSON form: its
// numbers, its qualifying districts and how many of its plazas are
// visible, as the pad's notes say.
type lineForm struct {
	District  districtName `json:"district"`
	Districts []scoredForm `json:"districts"`
	Value     int          `json:"value"`
	Plazas    int          `json:"plazas"`
	Stars     int          `json:"stars"`
	Points    int          `json:"points"`
}

// scoredForm is a qualifying district on its line: the facts of its note
// that the line shows.
type scoredForm struct {
	Cell    hex.Hex   `json:"cell"`
	Level   int       `json:"level"`
	Value   int       `json:"value"`
	Doubled bool      `json:"doubled,omitempty"`
	Half    tile.Part `json:"half,omitempty"`
}

// lines returns the lines of c's JSON form: the numbers of each type, its
// qualifying districts and its visible plazas, read from the notes.
func (c Pad) lines() [5]lineForm {
	var ls [5]lineForm
	for k, d := range tile.Districts() {
		l := lineForm{District: districtName(d), Districts: []scoredForm{}, Value: c.Values[k], Stars: c.Stars[k], Points: c.Points[k]}
		for _, n := range c.Hexes {
			switch {
			case n.qualifies(d):
				l.Districts = append(l.Districts, scoredForm{n.Cell, n.Level, n.Value, n.doubled(), n.Half})
			case n.isPlaza(d):
				l.Plazas++
			}
		}
		ls[k] = l
	}
	return ls
}

// MarshalJSON encodes the pad with its numbers line by line: per district
// type, in tile.Districts() order, its qualifying districts (the notes
// that count, with their cell, level, value, and when so doubled and
// half), value, visible plazas, stars and points; then the stones, the
// statue when scored, the total and the notes.
func (c Pad) MarshalJSON() ([]byte, error) {
	hexes := c.Hexes
	if hexes == nil { // the zero pad: no notes, written as none
		hexes = []HexNote{}
	}
	return json.Marshal(padForm{c.Options, c.lines(), c.Stones, c.Statue, c.Total, hexes})
}

// UnmarshalJSON decodes a pad as MarshalJSON writes it. Its five lines
// must be given in tile.Districts() order, and each line's districts and
// plazas must be those its notes give: the notes are the pad, the lines
// show them. On error c is unchanged.
func (c *Pad) UnmarshalJSON(b []byte) error {
	var f padForm
	if err := decode(b, &f, "card"); err != nil {
		return err
	}
	p := Pad{Summary: Summary{Stones: f.Stones, Statue: f.Statue, Total: f.Total}, Options: f.Options, Hexes: f.Hexes}
	if len(p.Hexes) == 0 {
		p.Hexes = nil
	}
	for k, l := range f.Lines {
		p.Values[k], p.Stars[k], p.Points[k] = l.Value, l.Stars, l.Points
	}
	for k, want := range p.lines() {
		got := f.Lines[k]
		if got.District != want.District {
			return fmt.Errorf("%w: card: line %d is for %v, want %v", errSyntax, k+1, got.District, want.District)
		}
		if got.Plazas != want.Plazas || !slices.Equal(got.Districts, want.Districts) {
			return fmt.Errorf("%w: card: the %v line's districts and plazas are not those its notes give", errSyntax, got.District)
		}
	}
	*c = p
	return nil
}

// noteForm is a HexNote's JSON shape.
type noteForm struct {
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

// form returns n's JSON shape.
func (n HexNote) form() noteForm {
	return noteForm{n.Cell, n.Half, n.Kind, n.Level, n.counts(), n.Value, n.stars(), n.doubled(), n.Reason}
}

// MarshalJSON encodes the note: its cell, half (for a half), kind by
// name, level, whether it counts, its value and stars when not 0, whether
// a variant doubled it (when so) and the reason. A note of no kind fails.
func (n HexNote) MarshalJSON() ([]byte, error) {
	return json.Marshal(n.form())
}

// UnmarshalJSON decodes a hex note as MarshalJSON writes it. The kind is
// required: a note without one has no JSON form, so reading it would give a
// value that cannot be written back. A half, when given, is HalfA or
// HalfB; counts, stars and doubled must be what the kind, level and value
// make them. On error n is unchanged.
func (n *HexNote) UnmarshalJSON(b []byte) error {
	var f noteForm
	if err := decode(b, &f, "hex note"); err != nil {
		return err
	}
	if _, err := f.Kind.MarshalText(); err != nil {
		return fmt.Errorf("%w: hex note: no kind", errSyntax)
	}
	if f.Half == tile.Whole {
		return fmt.Errorf("%w: hex note: half Whole: a whole hex names no half", errSyntax)
	}
	note := HexNote{f.Cell, f.Half, f.Kind, f.Level, f.Value, f.Reason}
	if note.form() != f {
		return fmt.Errorf("%w: hex note: counts, stars or doubled not what its kind, level and value make them", errSyntax)
	}
	*n = note
	return nil
}

// UnmarshalJSON decodes a summary as json.Marshal writes it. On error s is
// unchanged.
func (s *Summary) UnmarshalJSON(b []byte) error {
	return decode(b, (*summaryForm)(s), "summary")
}

// architectForm is an ArchitectPad's JSON shape: its numbers line by
// line, with what its level and its pile make of them.
type architectForm struct {
	Difficulty Difficulty       `json:"level"`
	Multiplier int              `json:"multiplier"` // m: 1, or 2 at Callicrates
	Lines      [5]architectLine `json:"lines"`
	Quarries   int              `json:"quarries"`
	QuarryPts  int              `json:"quarryPts"` // 2 per Quarry at Metagenes, else 0
	Stones     int              `json:"stones"`
	Statue     bool             `json:"statue,omitempty"`
	Total      int              `json:"total"`
}

// architectLine is one district type's line of the Architect's JSON form.
type architectLine struct {
	District  districtName `json:"district"`
	Districts int          `json:"districts"`
	Value     int          `json:"value"`
	Doubled   bool         `json:"doubled"` // a variant changed the value
	Stars     int          `json:"stars"`
	Points    int          `json:"points"`
}

// form returns c's JSON shape.
func (c ArchitectPad) form() architectForm {
	f := architectForm{Difficulty: c.Difficulty, Multiplier: c.multiplier(), Quarries: c.Quarries, QuarryPts: c.quarryPoints(),
		Stones: c.Stones, Statue: c.Statue, Total: c.Total}
	for k, d := range tile.Districts() {
		f.Lines[k] = architectLine{districtName(d), c.Districts[k], c.Values[k], c.doubled(k), c.Stars[k], c.Points[k]}
	}
	return f
}

// MarshalJSON encodes the Architect's pad: its level by name, the
// multiplier m, one line per district type in tile.Districts() order (its
// district hexes in the pile, value, whether a variant changed it, stars
// and points), the Quarries and what they score, the stones, the statue
// when scored, and the total. A level that is not one of the three has
// no name and fails.
func (c ArchitectPad) MarshalJSON() ([]byte, error) {
	return json.Marshal(c.form())
}

// UnmarshalJSON decodes an Architect's pad as MarshalJSON writes it. Its
// five lines must be given in tile.Districts() order, and the multiplier,
// the doubled marks and the quarry points must be what the level and the
// numbers make of them. On error c is unchanged.
func (c *ArchitectPad) UnmarshalJSON(b []byte) error {
	var f architectForm
	if err := decode(b, &f, "Architect card"); err != nil {
		return err
	}
	p := ArchitectPad{Summary: Summary{Stones: f.Stones, Statue: f.Statue, Total: f.Total}, Difficulty: f.Difficulty, Quarries: f.Quarries}
	for k, d := range tile.Districts() {
		l := f.Lines[k]
		if tile.Kind(l.District) != d {
			return fmt.Errorf("%w: Architect card: line %d is for %v, want %v", errSyntax, k+1, l.District, d)
		}
		p.Districts[k], p.Values[k], p.Stars[k], p.Points[k] = l.Districts, l.Value, l.Stars, l.Points
	}
	if p.form() != f {
		return fmt.Errorf("%w: Architect card: multiplier, doubled or quarry points not those of its level and numbers", errSyntax)
	}
	*c = p
	return nil
}

// districtName is a district type in the forms: its district kind, by
// name only ("House"), as a line writes it.
type districtName tile.Kind

// MarshalText writes the district type's name, and fails for a kind that
// is no district type.
func (d districtName) MarshalText() ([]byte, error) {
	if !tile.Kind(d).IsDistrict() {
		return nil, fmt.Errorf("%w: line: %v is no district type", errSyntax, tile.Kind(d))
	}
	return []byte(tile.Kind(d).String()), nil
}

// UnmarshalText reads a district type by its name only.
func (d *districtName) UnmarshalText(b []byte) error {
	k, ok := districtNamed(string(b))
	if !ok {
		return fmt.Errorf("%w: line: unknown district %.20q", errSyntax, b)
	}
	*d = districtName(k)
	return nil
}

// districtNamed returns the district type (its district kind) named s
// exactly as it prints ("House"), and false for any other text.
func districtNamed(s string) (tile.Kind, bool) {
	for _, d := range tile.Districts() {
		if s == d.String() {
			return d, true
		}
	}
	return tile.None, false
}
