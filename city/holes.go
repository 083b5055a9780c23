package city

import (
	"iter"
	"math/bits"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/grid"
)

// Holes is the set of empty cells enclosed by a city: cells from which no
// path of empty cells leads outside. Every other empty cell is open to the
// outside. Fill one with City.FindHoles; reuse it to avoid allocation.
// It has no JSON form: a city's JSON form marks its enclosed edge cells.
type Holes struct {
	h cityview.Holes
}

// Has reports whether h is an enclosed empty cell.
func (s *Holes) Has(h hex.Hex) bool {
	i, ok := grid.Of(h)
	return ok && s.h.Has(i)
}

// Len returns the number of enclosed cells.
func (s *Holes) Len() int { return s.h.N }

// Cells yields the enclosed cells in index order (row by row, North to
// South, West to East).
func (s *Holes) Cells() iter.Seq[hex.Hex] {
	return func(yield func(hex.Hex) bool) {
		for y := s.h.Y0; y <= s.h.Y1 && s.h.N > 0; y++ {
			row := s.h.Rows[y]
			// West to East: word 1's q = -64..-33 (bits 32..63), word 0
			// (q = -32..31), then word 1's q = 32..63 (bits 0..31).
			for _, part := range [3]struct {
				w    int
				mask uint64
			}{{1, 0xffffffff00000000}, {0, ^uint64(0)}, {1, 0x00000000ffffffff}} {
				for m := row[part.w] & part.mask; m != 0; m &= m - 1 {
					q := column(part.w, bits.TrailingZeros64(m)) - grid.Half
					if !yield(hex.Hex{Q: q, R: y - grid.Half}) {
						return
					}
				}
			}
		}
	}
}

// FindHoles fills s with the holes of c. It allocates nothing. A nil s is
// left alone. The module's scorers find the holes a placement would leave
// without making it (cityview.View.FindHolesAfter), tested to agree with
// FindHoles after Place.
func (c *City) FindHoles(s *Holes) {
	if s == nil {
		return
	}
	c.v.FindHoles(&s.h)
}
