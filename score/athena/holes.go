package athena

import "github.com/akropolis-rules/akropolis/hex"

// holes are the empty cells a city encloses: those that no path of empty
// cells joins to the outside.
type holes struct {
	minQ, minR, w, h int
	outside          []bool // by cell of the box around the city, one cell wider
}

// findHoles flood-fills the empty cells of the box around c, from its
// corner (always empty and outside), so that every empty cell not reached
// is enclosed.
func findHoles(c City) *holes {
	if c.NumCells() == 0 {
		return &holes{}
	}
	first := c.IndexAt(0).Hex()
	minQ, maxQ, minR, maxR := first.Q, first.Q, first.R, first.R
	for k := range c.NumCells() {
		h := c.IndexAt(k).Hex()
		minQ, maxQ = min(minQ, h.Q), max(maxQ, h.Q)
		minR, maxR = min(minR, h.R), max(maxR, h.R)
	}
	s := &holes{minQ: minQ - 1, minR: minR - 1, w: maxQ - minQ + 3, h: maxR - minR + 3}
	s.outside = make([]bool, s.w*s.h)
	corner := hex.Hex{Q: s.minQ, R: s.minR}
	s.outside[0] = true
	for stack := []hex.Hex{corner}; len(stack) > 0; {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, n := range x.Neighbors() {
			if i, ok := s.at(n); ok && !s.outside[i] && c.Height(n) == 0 {
				s.outside[i] = true
				stack = append(stack, n)
			}
		}
	}
	return s
}

// at returns the box index of h, and false outside the box.
func (s *holes) at(h hex.Hex) (int, bool) {
	q, r := h.Q-s.minQ, h.R-s.minR
	if q < 0 || q >= s.w || r < 0 || r >= s.h {
		return 0, false
	}
	return r*s.w + q, true
}

// has reports whether the empty cell h is enclosed: inside the box and not
// reached from the outside. The caller knows h is empty.
func (s *holes) has(h hex.Hex) bool {
	i, ok := s.at(h)
	return ok && !s.outside[i]
}
