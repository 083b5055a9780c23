package score

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/akropolis-rules/akropolis/internal/strictjson"
	"github.com/akropolis-rules/akropolis/tile"
)

// The card and its parts decode under the module's JSON convention (package
// strictjson): names matched exactly, each once, unknown names refused, a
// byte order mark skipped. Each type decodes through a copy of itself
// without methods, so that the convention applies to it alone as it does
// inside a card.

type (
	cardForm          Pad
	scoredForm        Scored
	noteForm          HexNote
	summaryForm       Summary
	architectCardForm ArchitectPad
	architectLineForm ArchitectLine
)

// decode decodes b into v strictly, leaving v unchanged on error.
func decode[T any](b []byte, v *T, what string) error {
	var t T
	if err := strictjson.Decode(b, &t); err != nil {
		if errors.Is(err, ErrSyntax) { // a part's error, already saying what
			return err
		}
		return fmt.Errorf("%w: %s: %w", ErrSyntax, what, err)
	}
	*v = t
	return nil
}

// UnmarshalJSON decodes a card as json.Marshal writes it. Its five lines
// must be given in tile.Districts() order. On error c is unchanged.
func (c *Pad) UnmarshalJSON(b []byte) error {
	var f cardForm
	if err := decode(b, &f, "card"); err != nil {
		return err
	}
	for k, d := range tile.Districts() {
		if f.Lines[k].District != d {
			return fmt.Errorf("%w: card: line %d is for %v, want %v", ErrSyntax, k+1, f.Lines[k].District, d)
		}
	}
	*c = Pad(f)
	return nil
}

// UnmarshalJSON decodes a qualifying district as json.Marshal writes it.
// A half, when given, is HalfA or HalfB: a whole hex has none. On error s
// is unchanged.
func (s *Scored) UnmarshalJSON(b []byte) error {
	var f scoredForm
	if err := decode(b, &f, "scored district"); err != nil {
		return err
	}
	if f.Half == tile.Whole {
		return fmt.Errorf("%w: scored district: half Whole: a whole hex names no half", ErrSyntax)
	}
	*s = Scored(f)
	return nil
}

// UnmarshalJSON decodes a hex note as json.Marshal writes it. The kind is
// required: a note without one has no JSON form, so reading it would give a
// value that cannot be written back. A half, when given, is HalfA or
// HalfB. On error n is unchanged.
func (n *HexNote) UnmarshalJSON(b []byte) error {
	var f noteForm
	if err := decode(b, &f, "hex note"); err != nil {
		return err
	}
	if _, err := f.Kind.MarshalText(); err != nil {
		return fmt.Errorf("%w: hex note: no kind", ErrSyntax)
	}
	if f.Half == tile.Whole {
		return fmt.Errorf("%w: hex note: half Whole: a whole hex names no half", ErrSyntax)
	}
	*n = HexNote(f)
	return nil
}

// UnmarshalJSON decodes a summary as json.Marshal writes it. On error s is
// unchanged.
func (s *Summary) UnmarshalJSON(b []byte) error {
	return decode(b, (*summaryForm)(s), "summary")
}

// lineJSON is Line's JSON shape: the district by name.
type lineJSON struct {
	District  string   `json:"district"`
	Districts []Scored `json:"districts"`
	Value     int      `json:"value"`
	Plazas    int      `json:"plazas"`
	Stars     int      `json:"stars"`
	Points    int      `json:"points"`
}

// MarshalJSON encodes the line with its district type by name ("House").
// A line of no district type (the zero Line) is refused with ErrSyntax, as
// a kind that is no district type is refused, rather than written in a form that would not
// read back.
func (l Line) MarshalJSON() ([]byte, error) {
	if !l.District.IsDistrict() {
		return nil, fmt.Errorf("%w: line: %v is no district type", ErrSyntax, l.District)
	}
	d := l.District.String()
	ds := l.Districts
	if ds == nil {
		ds = []Scored{}
	}
	return json.Marshal(lineJSON{d, ds, l.Value, l.Plazas, l.Stars, l.Points})
}

// UnmarshalJSON decodes what MarshalJSON writes. On error l is unchanged.
func (l *Line) UnmarshalJSON(b []byte) error {
	var j lineJSON
	if err := decode(b, &j, "line"); err != nil {
		return err
	}
	d, ok := districtNamed(j.District)
	if !ok {
		return fmt.Errorf("%w: line: unknown district %.20q", ErrSyntax, j.District)
	}
	*l = Line{d, j.Districts, j.Value, j.Plazas, j.Stars, j.Points}
	if len(l.Districts) == 0 {
		l.Districts = nil
	}
	return nil
}

// UnmarshalJSON decodes an Architect's card as json.Marshal writes it; its
// five lines must be given in tile.Districts() order. On error c is
// unchanged.
func (c *ArchitectPad) UnmarshalJSON(b []byte) error {
	var f architectCardForm
	if err := decode(b, &f, "Architect card"); err != nil {
		return err
	}
	for k, d := range tile.Districts() {
		if f.Lines[k].District != d {
			return fmt.Errorf("%w: Architect card: line %d is for %v, want %v", ErrSyntax, k+1, f.Lines[k].District, d)
		}
	}
	*c = ArchitectPad(f)
	return nil
}

// UnmarshalJSON decodes a line of an Architect's card as json.Marshal
// writes it. The district is required: a line without one has no JSON
// form, so reading it would give a value that cannot be written back. On
// error l is unchanged.
func (l *ArchitectLine) UnmarshalJSON(b []byte) error {
	var f struct {
		architectLineForm
		District string `json:"district"` // by name only, as a line writes it
	}
	if err := decode(b, &f, "Architect card line"); err != nil {
		return err
	}
	d, ok := districtNamed(f.District)
	if !ok {
		return fmt.Errorf("%w: Architect card line: no district type", ErrSyntax)
	}
	f.architectLineForm.District = d
	*l = ArchitectLine(f.architectLineForm)
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
