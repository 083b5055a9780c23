package akropolis

import (
	"encoding/json"
	"fmt"

	"github.com/akropolis-rules/akropolis/tile"
)

// The JSON decoders of the plain structs of this package: each decodes
// through a copy of its type without methods, so that a value read on its
// own is held to the module's convention as it is inside a record.

type (
	setupForm         Setup
	outcomeForm       Outcome
	architectCardForm ArchitectCard
	architectLineForm ArchitectLine
)

// MarshalJSON encodes the setup with [] for an empty line or no stacks:
// null is no value of the module's JSON forms.
func (s Setup) MarshalJSON() ([]byte, error) {
	stacks := make([][]tile.ID, len(s.Stacks))
	for i, st := range s.Stacks {
		stacks[i] = nonNil(st)
	}
	return json.Marshal(setupForm{Line: nonNil(s.Line), Stacks: stacks})
}

// UnmarshalJSON decodes a setup as json.Marshal writes it, strictly; an
// empty list decodes as nil, as in a record. It checks the form, not the
// deal: Record.Replay does that. On error s is unchanged.
func (s *Setup) UnmarshalJSON(b []byte) error {
	var f setupForm
	if err := decodeJSON(b, &f, "setup"); err != nil {
		return err
	}
	if len(f.Line) == 0 {
		f.Line = nil
	}
	if len(f.Stacks) == 0 {
		f.Stacks = nil
	}
	*s = Setup(f)
	return nil
}

// UnmarshalJSON decodes an outcome as json.Marshal writes it, strictly. On
// error o is unchanged.
func (o *Outcome) UnmarshalJSON(b []byte) error {
	var f outcomeForm
	if err := decodeJSON(b, &f, "outcome"); err != nil {
		return err
	}
	*o = Outcome(f)
	return nil
}

// UnmarshalJSON decodes an Architect's card as json.Marshal writes it,
// strictly; its five lines must be given in tile.Districts() order. On
// error c is unchanged.
func (c *ArchitectCard) UnmarshalJSON(b []byte) error {
	var f architectCardForm
	if err := decodeJSON(b, &f, "Architect card"); err != nil {
		return err
	}
	for k, d := range tile.Districts() {
		if f.Lines[k].District != d {
			return fmt.Errorf("%w: Architect card: line %d is for %v, want %v", ErrSyntax, k+1, f.Lines[k].District, d)
		}
	}
	*c = ArchitectCard(f)
	return nil
}

// UnmarshalJSON decodes a line of an Architect's card as json.Marshal
// writes it, strictly. The district is required: a line without one has no
// JSON form, so reading it would give a value that cannot be written back.
// On error l is unchanged.
func (l *ArchitectLine) UnmarshalJSON(b []byte) error {
	var f architectLineForm
	if err := decodeJSON(b, &f, "Architect card line"); err != nil {
		return err
	}
	if _, err := f.District.MarshalText(); err != nil {
		return fmt.Errorf("%w: Architect card line: no district type", ErrSyntax)
	}
	*l = ArchitectLine(f)
	return nil
}
