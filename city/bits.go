package city

import (
	"math/bits"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
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
	// Over three cells at height 1, a spot is legal unless it is exactly the
	// footprint of one ground tile (the starting tile has no triangle).
	lo, lu := c.lowRows[y], c.lowRows[y-1]
	lus := shr(lu)
	low0, low1 := and3(lo, lu, lus), and3(lo, lus, shr(lo))
	f0, f1 := c.footRow[0][y], c.footRow[1][y]
	s0 = [2]uint64{s0[0] | low0[0]&^f0[0], s0[1] | low0[1]&^f0[1]}
	s1 = [2]uint64{s1[0] | low1[0]&^f1[0], s1[1] | low1[1]&^f1[1]}
	// Over taller cells, few in any city, each spot is checked alone.
	ups, os := shr(up), shr(o)
	s0 = c.higher(s0, andNot(and3(o, up, ups), low0), y, 0)
	s1 = c.higher(s1, andNot(and3(o, ups, os), low1), y, 1)
	return s0, s1
}

func andNot(a, b [2]uint64) [2]uint64 { return [2]uint64{a[0] &^ b[0], a[1] &^ b[1]} }

// spotOf returns the spot (first cell, type) that a tile covers when its
// first hex lies on cell a with rotation rot: the footprints of rotations
// 2 to 5 are those of types 0 and 1 at a neighbour of a.
func spotOf(a hex.Index, rot tile.Rotation) (hex.Index, uint8) {
	switch rot % 6 {
	case 0, 1:
		return a, uint8(rot)
	case 2:
		return a.Step(hex.S), 0
	case 3:
		return a.Step(hex.SW), 1
	case 4:
		return a.Step(hex.SW), 0
	}
	return a.Step(hex.NW), 1
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
