package akropolis

import (
	"encoding/json"

	"github.com/akropolis-rules/akropolis/city"
)

// String returns the view's text form, its public position's one line (so
// fmt.Println(v) prints what ParsePosition and UnmarshalText read back), or
// the error's text for a view that has none.
func (v View) String() string { return v.Position().String() }

// DrawableJSON returns the view's JSON form with each city in its drawable
// form, the JSON form of city.Base (its placements, every occupied cell
// with its column, and the edge cells, the enclosed ones marked), so that
// a front-end draws the whole table from one document without the rules:
//
//	{"options":{...},"turn":3,...,"unseen":[...],
//	 "cities":[{"placements":["12@(0,-2)r0"],"cells":[...],"edge":[...]},...]}
//
// The fields are those of MarshalJSON, "cities" last. A nil city is drawn
// as the starting tile alone, as Position lists it with no placement. It
// fails where MarshalJSON fails. The form is for drawing: a view is read
// back from its JSON form (UnmarshalJSON), which holds the same
// placements.
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
	for _, c := range v.Cities {
		if c == nil {
			c = city.New()
		}
		d.Cities = append(d.Cities, c)
	}
	if d.Cities == nil {
		d.Cities = []*city.City{}
	}
	return json.Marshal(d)
}
