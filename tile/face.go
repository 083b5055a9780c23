package tile

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/hex"
)

// Part names a piece of a hex that scores and touches on its own: the
// whole of a whole hex, or one half of a double-district hex. The zero
// value, NoPart, is none.
type Part uint8

// The parts of a hex.
const (
	NoPart Part = iota
	Whole
	HalfA
	HalfB
	numParts
)

var partNames = [numParts]string{"NoPart", "Whole", "HalfA", "HalfB"}

// String returns the part's name: "Whole", "HalfA" or "HalfB".
func (p Part) String() string {
	if p < numParts {
		return partNames[p]
	}
	return fmt.Sprintf("Part(%d)", uint8(p))
}

// MarshalText encodes the part as its name; NoPart and out-of-range values
// are refused with rule.ErrSyntax.
func (p Part) MarshalText() ([]byte, error) {
	if p == NoPart || p >= numParts {
		return nil, fmt.Errorf("%w: %v", errSyntax, p)
	}
	return []byte(partNames[p]), nil
}

// UnmarshalText parses a part name as String prints it; on error p is
// unchanged.
func (p *Part) UnmarshalText(b []byte) error {
	for q := Whole; q < numParts; q++ {
		if string(b) == partNames[q] {
			*p = q
			return nil
		}
	}
	return fmt.Errorf("%w: unknown part %q", errSyntax, b[:min(len(b), 20)]) // never the whole of a long input
}

// Face is one hex as it lies in a city, the value a front-end draws and
// the rules of halves are judged on: a whole hex of kind A (B None,
// Rotation 0), or a double-district hex with half A of district A, half B
// of district B and the rotation that decides which edges each half owns.
// Any other value (a whole hex turned, a kind out of range, halves that
// are not two different district types) is no hex of a city, and its
// MarshalJSON refuses it.
//
// Half A owns the three edges toward directions Rotation-1, Rotation and
// Rotation+1, half B the other three (Rotation+2 to Rotation+4), all mod 6:
// the cut runs from corner to corner. So A|B at r and B|A at r+3 are the
// same physical hex: two faces are the same hex exactly when, toward each
// of the six directions d, f.Kind(f.Owner(d)) is the same. A whole hex
// owns all six edges and looks the same in any rotation, so its face keeps
// rotation 0. Two parts of neighbouring cells touch only across an edge
// that both of them own: part p of f touches part q of g, in the
// neighbouring cell toward d, when f.Owner(d) is p and g.Owner of the
// opposite direction is q.
type Face struct {
	A, B     Kind
	Rotation Rotation
}

// valid reports whether f is a hex that can lie in a city: a whole hex of
// a kind Quarry to GardenPlaza with rotation 0, or two halves of two
// different district types with a rotation 0..5. Only such a face has a
// JSON form.
func (f Face) valid() bool {
	if !f.IsDouble() {
		return f.A.valid() && f.Rotation == 0
	}
	return f.A.IsDistrict() && f.B.IsDistrict() && f.A != f.B && f.Rotation < 6
}

// IsDouble reports whether f is cut in two halves.
func (f Face) IsDouble() bool { return f.B != None }

// Kind returns the kind of part p of f, and None for a part f does not
// have (HalfA of a whole hex, Whole of a double).
func (f Face) Kind(p Part) Kind {
	switch {
	case p == Whole && !f.IsDouble():
		return f.A
	case p == HalfA && f.IsDouble():
		return f.A
	case p == HalfB && f.IsDouble():
		return f.B
	}
	return None
}

// Owner returns the part of f that owns the edge toward direction d:
// Whole for a whole hex, HalfA or HalfB for a double. It returns NoPart for
// an invalid direction or a face with no kind.
func (f Face) Owner(d hex.Direction) Part {
	switch {
	case d > 5 || f.A == None:
		return NoPart
	case !f.IsDouble():
		return Whole
	}
	// Half A owns the edges one step either side of its rotation.
	if off := (int(d) - int(f.Rotation%6) + 7) % 6; off <= 2 {
		return HalfA
	}
	return HalfB
}

// edges returns the directions of the edges part p of f owns, clockwise
// from the first, as the JSON form lists them: all six from N for a whole
// hex, three for a half (half A at rotation 0: NW, N, NE). It returns nil
// for a part f does not have.
func (f Face) edges(p Part) []hex.Direction {
	if f.Kind(p) == None {
		return nil
	}
	first := hex.N
	if p != Whole {
		first = hex.Direction(f.Rotation % 6).Rotate(-1)
	}
	var ds []hex.Direction
	for k := range 6 {
		if d := first.Rotate(k); f.Owner(d) == p {
			ds = append(ds, d)
		}
	}
	return ds
}

// String returns the face as "House" for a whole hex and "Temple|Garden r0"
// for a double district.
func (f Face) String() string {
	if !f.IsDouble() {
		return f.A.String()
	}
	return fmt.Sprintf("%v|%v %v", f.A, f.B, f.Rotation)
}
