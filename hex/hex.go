package hex

import (
	"fmt"
	"strconv"
	"strings"
)

// Hex is one cell of the grid in axial coordinates. The zero value is the
// origin.
type Hex struct {
	Q, R int
}

// Add returns h+o.
func (h Hex) Add(o Hex) Hex { return Hex{h.Q + o.Q, h.R + o.R} }

// Sub returns h-o: the distance between two cells a and b is
// a.Sub(b).Length().
func (h Hex) Sub(o Hex) Hex { return Hex{h.Q - o.Q, h.R - o.R} }

// Neighbor returns the adjacent cell in direction d.
func (h Hex) Neighbor(d Direction) Hex { return h.Add(d.Vector()) }

// Neighbors returns the six adjacent cells, indexed by Direction.
func (h Hex) Neighbors() [6]Hex {
	var ns [6]Hex
	for d := range ns {
		ns[d] = h.Add(vectors[d])
	}
	return ns
}

// IsNeighbor reports whether h and o share an edge.
func (h Hex) IsNeighbor(o Hex) bool { return h.Sub(o).Length() == 1 }

// Length returns the distance from the origin, in steps.
func (h Hex) Length() int {
	return (abs(h.Q) + abs(h.R) + abs(-h.Q-h.R)) / 2
}

// Rotate turns h about center by k x 60 degrees clockwise. k may be any
// integer; negative values turn anticlockwise.
func (h Hex) Rotate(center Hex, k int) Hex {
	v := h.Sub(center)
	for range ((k % 6) + 6) % 6 {
		// Clockwise by 60 degrees in cube coordinates: (q, r, s) -> (-r, -s, -q).
		v = Hex{-v.R, v.Q + v.R}
	}
	return center.Add(v)
}

// String returns the cell as "(q,r)".
func (h Hex) String() string {
	return "(" + strconv.Itoa(h.Q) + "," + strconv.Itoa(h.R) + ")"
}

// MarshalText encodes the cell as its String form.
func (h Hex) MarshalText() ([]byte, error) { return []byte(h.String()), nil }

// UnmarshalText parses the String form "(q,r)". Spaces around the numbers
// are allowed. On error h is unchanged.
func (h *Hex) UnmarshalText(text []byte) error {
	if len(text) > maxText { // refuse before copying the text
		return fmt.Errorf("%w: %d bytes is too long", errSyntax, len(text))
	}
	p, why := parse(string(text))
	if why != "" { // the text is copied for the message only: reading allocates nothing
		return fmt.Errorf("%w: %q: %s", errSyntax, string(text), why)
	}
	*h = p
	return nil
}

// maxText bounds the text a cell or direction reads from, so hostile input
// is refused at once.
const maxText = 64

// parse reads a cell in the form "(q,r)", or says why it cannot.
func parse(s string) (h Hex, why string) {
	t := strings.TrimSpace(s)
	if len(t) < 2 || t[0] != '(' || t[len(t)-1] != ')' {
		return Hex{}, "want (q,r)"
	}
	qs, rs, ok := strings.Cut(t[1:len(t)-1], ",")
	if !ok {
		return Hex{}, "want (q,r)"
	}
	q, err1 := strconv.Atoi(strings.TrimSpace(qs))
	r, err2 := strconv.Atoi(strings.TrimSpace(rs))
	if err1 != nil || err2 != nil {
		return Hex{}, "coordinates must be integers"
	}
	return Hex{q, r}, ""
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
