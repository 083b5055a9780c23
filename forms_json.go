package akropolis

import (
	"encoding/json"

	"github.com/akropolis-rules/akropolis/tile"
)

// The JSON decoders of the plain structs of this package: each decodes
// through a copy of its type without methods, so that a value read on its
// own is held to the module's convention as it is inside a record.

type (
	setupForm   Setup
	outcomeForm Outcome
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
