package akropolis

// The JSON decoders of the plain structs of this package: each decodes
// through a copy of its type without methods, so that a value read on its
// own is held to the module's convention as it is inside a record.

type (
	setupForm   Setup
	outcomeForm Outcome
)

// UnmarshalJSON decodes a setup as json.Marshal writes it, strictly. It
// checks the form, not the deal: Record.Replay does that. On error s is
// unchanged.
func (s *Setup) UnmarshalJSON(b []byte) error {
	var f setupForm
	if err := decodeJSON(b, &f, "setup"); err != nil {
		return err
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
