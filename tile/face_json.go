package tile

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/strictjson"
)

// faceJSON is Face's JSON form: the rotation, then the parts (the whole
// hex, or half A then half B), each with its kind and the edges it owns.
// The edges are there for a front-end to draw from; a reader checks them.
type faceJSON struct {
	Rotation rotationText `json:"rotation"`
	Parts    []partJSON   `json:"parts" strictjson:"max=2"`
}

type partJSON struct {
	Part  Part            `json:"part"`
	Kind  Kind            `json:"kind"`
	Edges []hex.Direction `json:"edges" strictjson:"max=6"`
}

// MarshalJSON encodes the face in its drawable JSON form:
//
//	{"rotation":"r0","parts":[
//	  {"part":"HalfA","kind":"Temple","edges":["NW","N","NE"]},
//	  {"part":"HalfB","kind":"Garden","edges":["SE","S","SW"]}]}
//
// and for a whole hex one part, "Whole", owning all six edges from N, with
// rotation r0. Any other face (a whole hex turned, a kind out of range,
// two halves that are not two different district types) is no hex that
// can lie in a city: it is refused with rule.ErrSyntax.
func (f Face) MarshalJSON() ([]byte, error) {
	if !f.valid() {
		return nil, fmt.Errorf("%w: face %v is not a hex", errSyntax, f)
	}
	parts := []Part{Whole}
	if f.IsDouble() {
		parts = []Part{HalfA, HalfB}
	}
	form := faceJSON{Rotation: rotationText(f.Rotation)}
	for _, p := range parts {
		form.Parts = append(form.Parts, partJSON{Part: p, Kind: f.Kind(p), Edges: f.edges(p)})
	}
	return json.Marshal(form)
}

// UnmarshalJSON decodes the face's JSON form strictly: one part, Whole, at
// rotation r0, or two, HalfA then HalfB, of two different district types;
// each part's edges exactly those it owns, in the order MarshalJSON writes
// them. On error f is unchanged.
func (f *Face) UnmarshalJSON(b []byte) error {
	var form faceJSON
	if err := strictjson.Decode(b, &form); err != nil {
		return fmt.Errorf("%w: face: %w", errSyntax, err)
	}
	var g Face
	switch {
	case len(form.Parts) == 1 && form.Parts[0].Part == Whole:
		g = Face{A: form.Parts[0].Kind, Rotation: Rotation(form.Rotation)}
	case len(form.Parts) == 2 && form.Parts[0].Part == HalfA && form.Parts[1].Part == HalfB:
		g = Face{A: form.Parts[0].Kind, B: form.Parts[1].Kind, Rotation: Rotation(form.Rotation)}
	default:
		return fmt.Errorf("%w: face: want the parts [Whole] or [HalfA, HalfB]", errSyntax)
	}
	switch {
	case !g.IsDouble() && g.Rotation != 0:
		return fmt.Errorf("%w: face: a whole hex has one orientation, r0, not %v", errSyntax, g.Rotation)
	case g.IsDouble() && !g.valid():
		return fmt.Errorf("%w: face: the halves %v and %v are not two different district types", errSyntax, g.A, g.B)
	case !g.valid():
		return fmt.Errorf("%w: face: a whole hex of kind %v", errSyntax, g.A)
	}
	for _, p := range form.Parts {
		if want := g.edges(p.Part); !slices.Equal(p.Edges, want) {
			return fmt.Errorf("%w: face %v: %v owns the edges %v, not %v", errSyntax, g, p.Part, want, p.Edges)
		}
	}
	*f = g
	return nil
}
