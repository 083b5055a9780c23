package akropolis

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/akropolis-rules/akropolis/tile"
)

// viewJSON is the JSON form of a View: its public position, plus the
// stack size and the unseen tiles, which follow from it.
type viewJSON struct {
	positionJSON
	StackSize int       `json:"stackSize"`
	Unseen    []tile.ID `json:"unseen"`
}

// MarshalJSON encodes the view as its public position in JSON, with
// "stackSize" and "unseen" added (see View).
func (v View) MarshalJSON() ([]byte, error) {
	b, err := v.Position().MarshalJSON()
	if err != nil {
		return nil, err
	}
	var j viewJSON
	if err := json.Unmarshal(b, &j.positionJSON); err != nil {
		return nil, err
	}
	j.StackSize, j.Unseen = v.StackSize, nonNil(v.Unseen)
	return json.Marshal(j)
}

// UnmarshalJSON decodes the JSON form under the module's JSON convention;
// "stackSize" and "unseen", when given, must be those the position implies.
// The cities must be legal (a *PositionError otherwise); the rest is for
// Check. On error v is unchanged.
func (v *View) UnmarshalJSON(b []byte) error {
	if len(b) > MaxPositionBytes {
		return tooLarge("view of %d bytes (at most %d)", len(b), MaxPositionBytes)
	}
	j := viewJSON{StackSize: -1}
	if err := decodeJSON(b, &j, "view"); err != nil {
		return err
	}
	pb, err := json.Marshal(j.positionJSON)
	if err != nil {
		return fmt.Errorf("%w: view JSON: %w", ErrSyntax, err)
	}
	var p Position
	if err := p.UnmarshalJSON(pb); err != nil {
		return err
	}
	if p.Stacks != nil && p.StacksLeft > 0 {
		return fmt.Errorf("%w: view JSON: a view does not show the stacks", ErrSyntax)
	}
	w, err := viewOfPosition(p)
	if err != nil {
		return err
	}
	if j.StackSize != -1 && j.StackSize != w.StackSize || j.Unseen != nil && !slices.Equal(j.Unseen, w.Unseen) {
		return fmt.Errorf("%w: view JSON: stackSize or unseen do not follow from the position", ErrSyntax)
	}
	*v = w
	return nil
}

// MarshalText encodes the view as its public position's text form.
func (v View) MarshalText() ([]byte, error) { return v.Position().MarshalText() }

// UnmarshalText parses a public position's text form into a view; the
// cities must be legal (a *PositionError otherwise), the rest is for Check.
// On error v is unchanged.
func (v *View) UnmarshalText(b []byte) error {
	var p Position
	if err := p.UnmarshalText(b); err != nil {
		return err
	}
	if p.Stacks != nil && p.StacksLeft > 0 {
		return fmt.Errorf("%w: view: a view does not show the stacks (want ?%d)", ErrSyntax, p.StacksLeft)
	}
	w, err := viewOfPosition(p)
	if err != nil {
		return err
	}
	*v = w
	return nil
}

// viewOfPosition builds the view of a public position, refusing illegal
// cities, which a View cannot hold.
func viewOfPosition(p Position) (View, error) {
	var errs []error
	for k, ps := range p.Cities {
		if len(ps) > MaxCityPlacements {
			return View{}, tooLarge("city of %d placements", len(ps))
		}
		for _, e := range ValidateCity(ps) {
			errs = append(errs, fmt.Errorf("city %d: %w", k, e))
		}
	}
	if len(errs) > 0 {
		return View{}, &PositionError{Errs: errs}
	}
	return viewOf(p), nil
}
