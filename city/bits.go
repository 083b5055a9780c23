package city

import (
	"math/bits"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// layer and bitRow are cityview's (see Layer and BitRow there): a city
// keeps a bitRow for each row of its window (City.keep).
type (
	layer  = cityview.Layer
	bitRow = cityview.BitRow
)

// row returns the bits of window row y, which c must keep (kept).
func (c *City) row(y int) *bitRow { return c.v.Win.Row(y) }

// The bit helpers are cityview's, under short names.
func setBit(r *[2]uint64, i grid.Index)   { cityview.SetBit(r, i) }
func clearBit(r *[2]uint64, i grid.Index) { cityview.ClearBit(r, i) }
func slot(i grid.Index) (w, b int)        { return cityview.Slot(i) }
func column(w, b int) int                 { return cityview.Column(w, b) }
func shr(w, nx uint64) uint64             { return cityview.Shr(w, nx) }

// rowsOf returns the bits of window rows y0 to y1, which c must keep: one
// bounds check for a loop over them.
func (c *City) rowsOf(y0, y1 int) []bitRow { return c.v.Win.RowsOf(y0, y1) }

// rowSpots returns the spots of row y (r = y-64) as two bit rows, one per
// spot type: a bit is set where the spot is legal. A city whose cells and
// their neighbours all lie in word 0 (q = -32..31) takes one word of work.
func (c *City) rowSpots(y int) (s0, s1 [2]uint64) {
	r := c.rowsOf(y-1, y)
	if c.narrow() {
		s0[0], s1[0] = c.rowWord(&r[1], &r[0], y, 0, false)
		return s0, s1
	}
	s0[0], s1[0] = c.rowWord(&r[1], &r[0], y, 0, true)
	s0[1], s1[1] = c.rowWord(&r[1], &r[0], y, 1, true)
	return s0, s1
}

// narrow reports whether the city's cells and their neighbours all lie in
// word 0 of their rows (q = -32..31, with room for a spot's reach).
func (c *City) narrow() bool { return c.v.Bounds.MinQ >= -29 && c.v.Bounds.MaxQ <= 28 }

// rowWord returns word k of row y's spots of each type, given the bits of
// row y (r) and of the row above (u). Ground spots come from the layers
// alone (three empty allowed cells, one of them next to the city). With
// ring false the other word is taken as empty, which is exact when no cell
// there is occupied or next to an occupied one.
func (c *City) rowWord(r, u *bitRow, y, k int, ring bool) (s0, s1 uint64) {
	j := k ^ 1
	nx := func(l *[2]uint64) uint64 {
		if ring {
			return l[j]
		}
		return 0
	}
	o, up := r.Occ[k], u.Occ[k]
	on, upn := nx(&r.Occ), nx(&u.Occ)
	al, alu := cityview.AllowedRows[y][k], cityview.AllowedRows[y-1][k]
	e, eu := al&^o, alu&^up
	en, eun := nx(&cityview.AllowedRows[y])&^on, nx(&cityview.AllowedRows[y-1])&^upn
	a, au := r.Adj[k], u.Adj[k]
	an, aun := nx(&r.Adj), nx(&u.Adj)
	eus, es, aus := shr(eu, eun), shr(e, en), shr(au, aun)
	// Type 0 covers b, b+N, b+NE: (q,r), (q,r-1), (q+1,r-1).
	s0 = e & eu & eus & (a | au | aus)
	// Type 1 covers b, b+NE, b+SE: (q,r), (q+1,r-1), (q+1,r).
	s1 = e & eus & es & (a | aus | shr(a, an))
	// Over three cells at height 1, a spot is legal unless it is exactly the
	// footprint of one ground tile (the starting tile has no triangle).
	lo, lu := r.Low[k], u.Low[k]
	lus := shr(lu, nx(&u.Low))
	low0, low1 := lo&lu&lus, lo&lus&shr(lo, nx(&r.Low))
	s0 |= low0 &^ r.Foot[0][k]
	s1 |= low1 &^ r.Foot[1][k]
	// Over taller cells, few in any city, each spot is checked alone.
	ups, os := shr(up, upn), shr(o, on)
	if m := o & up & ups &^ low0; m != 0 { // tested here: the call costs more than most rows' work
		s0 = c.higher(s0, m, y, k, 0)
	}
	if m := o & ups & os &^ low1; m != 0 {
		s1 = c.higher(s1, m, y, k, 1)
	}
	return s0, s1
}

// higher adds to word k of row y's spots s the candidates over three
// occupied cells that are legal.
func (c *City) higher(s, cand uint64, y, k int, t uint8) uint64 {
	for m := cand; m != 0; m &= m - 1 {
		b := bits.TrailingZeros64(m)
		if c.level(grid.Index(y<<7|column(k, b)), t) != 0 {
			s |= 1 << b
		}
	}
	return s
}

// spotOf returns the spot (first cell, type) that a tile covers when its
// first hex lies on cell a with rotation rot: the footprints of rotations
// 2 to 5 are those of types 0 and 1 at a neighbour of a.
func spotOf(a grid.Index, rot tile.Rotation) (grid.Index, uint8) {
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

// rows returns the window rows that can hold a legal spot's first cell
// (none in the zero City, which keeps no rows).
func (c *City) rows() (y0, y1 int) { return c.v.SpotRange() }

// refresh recomputes the kept spots of rows y0 to y1 (clipped to the rows
// a spot can start on). Whether a spot is legal depends on its own two rows
// and on their neighbours' occupancy, so a change to the cells of rows a to
// b changes only the spots of rows a-1 to b+2: Place refreshes those (and
// Undo puts back what they were) and the other rows keep their spots.
func (c *City) refresh(y0, y1 int) {
	y0, y1 = max(y0, 1), min(y1, grid.Size-1)
	if c.narrow() {
		c.refreshNarrow(y0, y1)
		return
	}
	for y := y0; y <= y1; y++ {
		s0, s1 := c.rowSpots(y)
		old := &c.row(y).Spots
		c.nspots += count(s0, s1) - count(old[0], old[1])
		old[0], old[1] = s0, s1
	}
}

// refreshNarrow is refresh for a narrow city: rowWord's work on word 0
// written out in the loop, each row's bits read once and carried to the
// row below as its upper row. A refresh covers up to five rows after every
// placement, and the calls to rowWord cost a random game about 5%.
func (c *City) refreshNarrow(y0, y1 int) {
	rs := c.rowsOf(y0-1, y1) // rs[k] is row y0-1+k
	al := cityview.AllowedRows[y0-1 : y1+1]
	al = al[:len(rs)]
	up, au, lu := rs[0].Occ[0], rs[0].Adj[0], rs[0].Low[0]
	eu := al[0][0] &^ up
	for k := 1; k < len(rs); k++ {
		r := &rs[k]
		o, a, lo := r.Occ[0], r.Adj[0], r.Low[0]
		e := al[k][0] &^ o
		// As rowWord with the other word empty: shr(w, 0) is w>>1.
		eus, aus, lus := eu>>1, au>>1, lu>>1
		s0 := e & eu & eus & (a | au | aus)
		s1 := e & eus & (e >> 1) & (a | aus | a>>1)
		low0, low1 := lo&lu&lus, lo&lus&(lo>>1)
		s0 |= low0 &^ r.Foot[0][0]
		s1 |= low1 &^ r.Foot[1][0]
		ups := up >> 1
		if m := o & up & ups &^ low0; m != 0 {
			s0 = c.higher(s0, m, y0-1+k, 0, 0)
		}
		if m := o & ups & (o >> 1) &^ low1; m != 0 {
			s1 = c.higher(s1, m, y0-1+k, 0, 1)
		}
		old := &r.Spots
		if old[0][1]|old[1][1] != 0 { // word 1 of a narrow city's rows is empty: tested, not assumed
			c.nspots -= bits.OnesCount64(old[0][1]) + bits.OnesCount64(old[1][1])
		}
		c.nspots += bits.OnesCount64(s0) + bits.OnesCount64(s1) - bits.OnesCount64(old[0][0]) - bits.OnesCount64(old[1][0])
		*old = [2][2]uint64{{s0, 0}, {s1, 0}}
		up, au, lu, eu = o, a, lo, e
	}
}

// count returns the number of spots in a row's two bit rows.
func count(s0, s1 [2]uint64) int {
	return bits.OnesCount64(s0[0]) + bits.OnesCount64(s0[1]) + bits.OnesCount64(s1[0]) + bits.OnesCount64(s1[1])
}
