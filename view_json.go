package akropolis

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/city"
)

// MarshalJSON encodes the view as its public position's JSON form.
func (v View) MarshalJSON() ([]byte, error) { return v.Position().MarshalJSON() }

// UnmarshalJSON decodes a public position's JSON form into a view. The
// cities must be legal (a *PositionError otherwise); the rest is for Check.
// On error v is unchanged.
func (v *View) UnmarshalJSON(b []byte) error {
	var p Position
	if err := p.UnmarshalJSON(b); err != nil {
		return err
	}
	return v.setPosition(p)
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
	return v.setPosition(p)
}

// setPosition makes v the view of a public position, refusing shown stacks
// and illegal cities, which a View cannot hold.
func (v *View) setPosition(p Position) error {
	if p.Stacks != nil && p.StacksLeft > 0 {
		return fmt.Errorf("%w: view: a view does not show the stacks (want ?%d)", ErrSyntax, p.StacksLeft)
	}
	var errs []error
	for k, ps := range p.Cities {
		_, cityErrs := city.Validate(ps) // an empty city is a city at the start
		for _, e := range cityErrs {
			errs = append(errs, fmt.Errorf("city %d: %w", k, e))
		}
	}
	if len(errs) > 0 {
		return &PositionError{Errs: errs}
	}
	*v = viewOf(p)
	return nil
}
