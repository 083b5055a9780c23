package city

import (
	"iter"
	"math/bits"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/grid"
)

// Holes is the set of empty cells enclosed by a city: cells from which no
// path of empty cells leads outside. Every other empty cell is open to the
// outside. Fill one with City.FindHoles; reuse it to avoid allocation.
// It has no JSON form: a city's JSON form marks its enclosed edge cells.
type Holes struct {
	rows   layer // the enclosed cells
	y0, y1 int   // the rows that may hold one
	n      int
}

// Has reports whether h is an enclosed empty cell.
func (s *Holes) Has(h hex.Hex) bool {
	i, ok := grid.Of(h)
	return ok && s.has(i)
}

// has is Has for a dense index (false outside the window).
func (s *Holes) has(i grid.Index) bool {
	if uint(i) >= grid.Cells {
		return false
	}
	w, b := slot(i)
	return s.rows[i>>7][w]&(1<<b) != 0
}

// HoleAt reports whether the cell at index i is one of the holes s, as
// City.FindHoles or Engine.FindHolesAfter filled it: Holes.Has by index, false
// outside the window and for a nil s.
func (e *Engine) HoleAt(s *Holes, i grid.Index) bool { return s != nil && s.has(i) }

// Len returns the number of enclosed cells.
func (s *Holes) Len() int { return s.n }

// Cells yields the enclosed cells in index order (row by row, North to
// South, West to East).
func (s *Holes) Cells() iter.Seq[hex.Hex] {
	return func(yield func(hex.Hex) bool) {
		for y := s.y0; y <= s.y1 && s.n > 0; y++ {
			row := s.rows[y]
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
// left alone.
//
// The cells just outside the bounding box are empty and open. "Open"
// spreads a whole row at a time: the neighbours of cell q of row r are
// q-1 and q+1 of its row, q and q+1 of row r-1 (N, NE) and q-1 and q of
// row r+1 (SW, S). Sweeping the rows down and up spreads it to every empty
// cell that touches an open one, until a sweep changes nothing; the empty
// cells of the box left closed are the holes.
func (c *City) FindHoles(s *Holes) {
	if s == nil {
		return
	}
	var occ layer
	c.occLayer(&occ)
	findHoles(s, &occ, c.bounds)
}

// occLayer copies the occupied cells of c into l, which must be empty.
func (c *City) occLayer(l *layer) {
	if c.band == nil {
		return
	}
	for y := int(c.bounds.minR) + grid.Half; y <= int(c.bounds.maxR)+grid.Half; y++ {
		l[y] = c.row(y).occ
	}
}

// FindHolesAfter fills s with the holes the city would have after
// placement p, without placing it: for engines that weigh a move (a higher
// placement leaves the holes as they are; a ground one may close some). p
// is taken as legal; cells of p outside MaxRadius are ignored. A nil s is
// left alone. It exists beside City.Place because it only reads the city,
// so several goroutines may weigh moves on one city (score.After does);
// package score's tests check that it finds what City.FindHoles finds once
// p is placed.
func (e *Engine) FindHolesAfter(s *Holes, p Placement) {
	if s == nil {
		return
	}
	c := (*City)(e)
	b := c.bounds
	var after layer
	c.occLayer(&after)
	for _, h := range p.Cells() {
		i, ok := grid.Of(h)
		if !ok || !allowed[i] || c.cell(i).h != 0 {
			continue
		}
		after.set(i)
		b.grow(h)
	}
	findHoles(s, &after, b)
}

// findHoles is FindHoles over the occupied cells occ within bounds b.
func findHoles(s *Holes, occ *layer, b box) {
	clear(s.rows[s.y0 : s.y1+1])
	s.n = 0
	y0, y1 := int(b.minR)-1+grid.Half, int(b.maxR)+1+grid.Half
	s.y0, s.y1 = y0+1, y1-1
	if y1-y0 < 2 {
		return
	}
	// box marks the columns minQ..maxQ; everything else is open at once.
	var box [2]uint64
	for q := int(b.minQ); q <= int(b.maxQ); q++ {
		i := grid.Index(q + grid.Half)
		w, k := slot(i)
		box[w] |= 1 << k
	}
	var open layer // only rows y0..y1 are used
	open[y0], open[y1] = [2]uint64{^uint64(0), ^uint64(0)}, [2]uint64{^uint64(0), ^uint64(0)}
	for y := y0 + 1; y < y1; y++ {
		open[y] = [2]uint64{^box[0], ^box[1]}
	}
	narrow := b.minQ > -32 && b.maxQ < 31 // the padded box lies in word 0
	sweep := func(y int) bool {
		if narrow {
			return spreadNarrow(&open, occ, y)
		}
		return spread(&open, occ, y)
	}
	for changed := true; changed; {
		changed = false
		for y := y0 + 1; y < y1; y++ {
			changed = sweep(y) || changed
		}
		for y := y1 - 1; y > y0; y-- {
			changed = sweep(y) || changed
		}
	}
	for y := y0 + 1; y < y1; y++ {
		for w := range 2 {
			h := box[w] &^ occ[y][w] &^ open[y][w]
			s.rows[y][w] = h
			s.n += bits.OnesCount64(h)
		}
	}
}

// spread opens the empty cells of row y that touch an open cell, along the
// row as far as they go, and reports whether any opened. The two words of
// a row form a ring (see shr); the cells where the ring joins lie beyond
// MaxRadius, always empty and outside any box, so it opens nothing wrong.
func spread(open, occ *layer, y int) bool {
	up, down, o := open[y-1], open[y+1], open[y]
	e0, e1 := ^occ[y][0], ^occ[y][1]
	// Cell q touches q and q+1 of the row above and q-1 and q of the row
	// below: shr moves q+1 to q, shl moves q-1 to q.
	n0 := o[0] | (up[0]|shr(up[0], up[1])|down[0]|shl(down[0], down[1]))&e0
	n1 := o[1] | (up[1]|shr(up[1], up[0])|down[1]|shl(down[1], down[0]))&e1
	for {
		g0 := n0 | (shl(n0, n1)|shr(n0, n1))&e0
		g1 := n1 | (shl(n1, n0)|shr(n1, n0))&e1
		if g0 == n0 && g1 == n1 {
			break
		}
		n0, n1 = g0, g1
	}
	open[y] = [2]uint64{n0, n1}
	return n0 != o[0] || n1 != o[1]
}

// spreadNarrow is spread for a box whose padding lies in word 0 of its
// rows: word 1 is all open, and the cells at the ends of word 0 lie on the
// padding, open from the start, so no shift needs the other word.
func spreadNarrow(open, occ *layer, y int) bool {
	up, down, o := open[y-1][0], open[y+1][0], open[y][0]
	e := ^occ[y][0]
	n := o | (up|up>>1|down|down<<1)&e
	for {
		g := n | (n<<1|n>>1)&e
		if g == n {
			break
		}
		n = g
	}
	open[y][0] = n
	return n != o
}
