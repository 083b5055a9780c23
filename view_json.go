package akropolis

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/akropolis-rules/akropolis/city"
)

// UnmarshalJSON decodes a public position's JSON form into a view. The
// stacks must be hidden and the cities legal (a *PositionError otherwise);
// the rest is for Check. On error v is unchanged.
func (v *View) UnmarshalJSON(b []byte) error {
	var p Position
	if err := p.UnmarshalJSON(b); err != nil {
		return err
	}
	return v.setPosition(p)
}

// UnmarshalText parses a public position's text form into a view; the
// stacks must be hidden and the cities legal (a *PositionError otherwise),
// the rest is for Check. On error v is unchanged.
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
		return fmt.Errorf("%w: view: a view does not show the stacks (want ?%d)", errSyntax, p.StacksLeft)
	}
	var errs []error
	var built []builtCity
	for k, ps := range p.Cities {
		c, cityErrs := city.Validate(ps) // an empty city is a city at the start
		for _, e := range cityErrs {
			errs = append(errs, fmt.Errorf("city %d: %w", k, e))
		}
		built = append(built, builtCity{placements: slices.Clone(ps), city: c})
	}
	if len(errs) > 0 {
		return &PositionError{Errs: errs}
	}
	p.Options.Seed = [2]uint64{}
	*v = View{Position: p.public(), built: built}
	return nil
}

// DrawableJSON returns the view's JSON form with each city in its drawable
// form, the JSON form of city.City (its placements, every occupied cell
// with its column, and the edge cells, the enclosed ones marked), so that
// a front-end draws the whole table from one document without the rules:
//
//	{"options":{...},"turn":3,...,"unseen":[...],
//	 "cities":[{"placements":["12@(0,-2)r0"],"cells":[...],"edge":[...]},...]}
//
// The fields are those of MarshalJSON, "cities" last. It fails where
// MarshalJSON fails. The form is for drawing: a view is read back from its
// JSON form (UnmarshalJSON), which holds the same placements.
func (v View) DrawableJSON() ([]byte, error) {
	b, err := v.MarshalJSON()
	if err != nil {
		return nil, err
	}
	var d struct {
		positionJSON
		Cities []*city.City `json:"cities"`
	}
	if err := json.Unmarshal(b, &d.positionJSON); err != nil { // what MarshalJSON wrote
		return nil, err
	}
	d.Cities = []*city.City{}
	for _, ps := range v.Cities {
		c, _ := city.Validate(ps) // an illegal placement is skipped: Check reports it
		d.Cities = append(d.Cities, c)
	}
	return json.Marshal(d)
}
