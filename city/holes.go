package city

import (
	"math/bits"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/grid"
)

// AppendHoles appends the empty cells the city encloses (its holes):
// cells from which no path of empty cells leads outside, every other
// empty cell being open to the outside. They come in index order, row by
// row from North to South and West to East, and all lie within the
// occupied cells' bounding box. With enough capacity in dst it allocates
// nothing. Holes have no JSON form of their own: a city's JSON form marks
// its enclosed edge cells. The module's scorers find the holes a placement
// would leave without making it (cityview.View.FindHolesAfter), tested to
// agree with the holes after Place.
func (c *City) AppendHoles(dst []hex.Hex) []hex.Hex {
	var s cityview.Holes
	c.v.FindHoles(&s)
	return appendHoles(dst, &s)
}

// appendHoles appends the cells of s in index order.
func appendHoles(dst []hex.Hex, s *cityview.Holes) []hex.Hex {
	for y := s.Y0; y <= s.Y1 && s.N > 0; y++ {
		row := s.Rows[y]
		// West to East: word 1's q = -64..-33 (bits 32..63), word 0
		// (q = -32..31), then word 1's q = 32..63 (bits 0..31).
		for _, part := range [3]struct {
			w    int
			mask uint64
		}{{1, 0xffffffff00000000}, {0, ^uint64(0)}, {1, 0x00000000ffffffff}} {
			for m := row[part.w] & part.mask; m != 0; m &= m - 1 {
				q := column(part.w, bits.TrailingZeros64(m)) - grid.Half
				dst = append(dst, hex.Hex{Q: q, R: y - grid.Half})
			}
		}
	}
	return dst
}
