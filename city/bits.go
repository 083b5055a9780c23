package city

import (
	"math/bits"

	"github.com/akropolis-rules/akropolis/hex"
)

// layer is one bit per cell of the window, a row of 128 cells in two words:
// bit (q+64)&63 of word (q+64)>>6 of row r+64.
type layer [hex.WindowSize][2]uint64

func (l *layer) set(i hex.Index)   { l[i>>7][(i>>6)&1] |= 1 << (i & 63) }
func (l *layer) clear(i hex.Index) { l[i>>7][(i>>6)&1] &^= 1 << (i & 63) }

// shr shifts a row one cell West: bit q then holds what cell q+1 held.
func shr(w [2]uint64) [2]uint64 { return [2]uint64{w[0]>>1 | w[1]<<63, w[1] >> 1} }

func and3(a, b, c [2]uint64) [2]uint64 { return [2]uint64{a[0] & b[0] & c[0], a[1] & b[1] & c[1]} }
func or3(a, b, c [2]uint64) [2]uint64  { return [2]uint64{a[0] | b[0] | c[0], a[1] | b[1] | c[1]} }
func and2(a, b [2]uint64) [2]uint64    { return [2]uint64{a[0] & b[0], a[1] & b[1]} }

// allowedRows is the layer of cells within MaxRadius: read-only after init.
var allowedRows = func() (l layer) {
	for i := range hex.Cells {
		if allowed[i] {
			l.set(hex.Index(i))
		}
	}
	return l
}()

// rowSpots returns the spots of row y (r = y-64) as two bit rows, one per
// spot type: a bit is set where the spot is legal. Ground spots come from
// the layers alone (three empty allowed cells, one of them next to the
// city); spots over three occupied cells are checked cell by cell for equal
// heights and two tiles, since they are few.
func (c *City) rowSpots(y int) (s0, s1 [2]uint64) {
	o, up := c.occRows[y], c.occRows[y-1]
	e := [2]uint64{allowedRows[y][0] &^ o[0], allowedRows[y][1] &^ o[1]}
	eu := [2]uint64{allowedRows[y-1][0] &^ up[0], allowedRows[y-1][1] &^ up[1]}
	a, au := c.adjRows[y], c.adjRows[y-1]
	eus, es, aus := shr(eu), shr(e), shr(au)
	// Type 0 covers b, b+N, b+NE: (q,r), (q,r-1), (q+1,r-1).
	s0 = and2(and3(e, eu, eus), or3(a, au, aus))
	// Type 1 covers b, b+NE, b+SE: (q,r), (q+1,r-1), (q+1,r).
	s1 = and2(and3(e, eus, es), or3(a, aus, shr(a)))
	ups, os := shr(up), shr(o)
	s0 = c.higher(s0, and3(o, up, ups), y, 0)
	s1 = c.higher(s1, and3(o, ups, os), y, 1)
	return s0, s1
}

// higher adds to s the candidate spots over three occupied cells that are
// legal.
func (c *City) higher(s, cand [2]uint64, y int, t uint8) [2]uint64 {
	for w := range 2 {
		for m := cand[w]; m != 0; m &= m - 1 {
			b := bits.TrailingZeros64(m)
			if c.level(hex.Index(y<<7|w<<6|b), t) != 0 {
				s[w] |= 1 << b
			}
		}
	}
	return s
}

// rows returns the window rows that can hold a legal spot's first cell.
func (c *City) rows() (y0, y1 int) {
	b := c.bounds
	return max(int(b.minR)-1+hex.WindowHalf, 1), min(int(b.maxR)+2+hex.WindowHalf, hex.WindowSize-1)
}

// eachSpot calls f for every legal spot in the documented order (rows from
// North to South, cells West to East, type 0 before type 1 on a cell) and
// stops when f returns false.
func (c *City) eachSpot(f func(i hex.Index, t uint8) bool) {
	y0, y1 := c.rows()
	for y := y0; y <= y1; y++ {
		s0, s1 := c.rowSpots(y)
		for w := range 2 {
			for m := s0[w] | s1[w]; m != 0; m &= m - 1 {
				b := bits.TrailingZeros64(m)
				i := hex.Index(y<<7 | w<<6 | b)
				if s0[w]&(1<<b) != 0 && !f(i, 0) {
					return
				}
				if s1[w]&(1<<b) != 0 && !f(i, 1) {
					return
				}
			}
		}
	}
}
