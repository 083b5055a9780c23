package athena

import "github.com/akropolis-rules/akropolis/hex"

// box is a parallelogram of cells in axial coordinates, numbered row by
// row: the cells a Grid stores and the cells a search for holes walks.
type box struct{ minQ, minR, w, h int }

// boxAround returns the smallest box holding every occupied cell of c
// with margin cells to spare on each side; an empty city gives an empty
// box.
func boxAround(c City, margin int) box {
	if c.NumCells() == 0 {
		return box{}
	}
	first := c.IndexAt(0).Hex()
	minQ, maxQ, minR, maxR := first.Q, first.Q, first.R, first.R
	for k := range c.NumCells() {
		h := c.IndexAt(k).Hex()
		minQ, maxQ = min(minQ, h.Q), max(maxQ, h.Q)
		minR, maxR = min(minR, h.R), max(maxR, h.R)
	}
	return box{minQ: minQ - margin, minR: minR - margin, w: maxQ - minQ + 1 + 2*margin, h: maxR - minR + 1 + 2*margin}
}

// size returns the number of cells of b.
func (b box) size() int { return b.w * b.h }

// at returns the index of h in b, and false outside b.
func (b box) at(h hex.Hex) (int, bool) {
	q, r := h.Q-b.minQ, h.R-b.minR
	if q < 0 || q >= b.w || r < 0 || r >= b.h {
		return 0, false
	}
	return r*b.w + q, true
}

// holes are the empty cells a city encloses: those that no path of empty
// cells joins to the outside.
type holes struct {
	box     box
	outside []bool // by box index
}

// findHoles flood-fills the empty cells of the box around c, one cell
// wider than the city, from its corner (always empty and outside), so
// that every empty cell not reached is enclosed.
func findHoles(c City) *holes {
	s := &holes{box: boxAround(c, 1)}
	if s.box.size() == 0 {
		return s
	}
	s.outside = make([]bool, s.box.size())
	s.outside[0] = true
	for stack := []hex.Hex{{Q: s.box.minQ, R: s.box.minR}}; len(stack) > 0; {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, n := range x.Neighbors() {
			if i, ok := s.box.at(n); ok && !s.outside[i] && c.Height(n) == 0 {
				s.outside[i] = true
				stack = append(stack, n)
			}
		}
	}
	return s
}

// has reports whether the empty cell h is enclosed: inside the box and not
// reached from the outside. The caller knows h is empty.
func (s *holes) has(h hex.Hex) bool {
	i, ok := s.box.at(h)
	return ok && !s.outside[i]
}
