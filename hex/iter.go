package hex

import "iter"

// ring yields the cells at exactly distance radius from center, clockwise,
// starting from the cell radius steps to the North. Radius 0 yields center;
// a negative radius yields nothing.
func ring(center Hex, radius int) iter.Seq[Hex] {
	return func(yield func(Hex) bool) {
		if radius < 0 {
			return
		}
		if radius == 0 {
			yield(center)
			return
		}
		h := center.Add(Hex{0, -radius}) // radius steps North
		// From the North corner, walking SE first keeps the ring clockwise.
		for side := range 6 {
			step := Direction(side).Rotate(2).Vector()
			for range radius {
				if !yield(h) {
					return
				}
				h = h.Add(step)
			}
		}
	}
}

// Spiral yields every cell within distance radius of center, ring by ring
// from the centre outwards: each ring clockwise from its North corner.
func Spiral(center Hex, radius int) iter.Seq[Hex] {
	return func(yield func(Hex) bool) {
		for k := 0; k <= radius; k++ {
			for h := range ring(center, k) {
				if !yield(h) {
					return
				}
			}
		}
	}
}
