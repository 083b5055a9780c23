package city

import (
	"math/bits"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// layer is one bit per cell of the window, a row of 128 cells in two words.
// The columns are turned by 32 so that word 0 holds q = -32..31, where
// cities of real games lie: a narrow city's rows then take one word of work.
// Word 1 holds q = 32..63 and then -64..-33; the two words form a ring
// (see shr).
type layer [grid.Size][2]uint64

// bitRow is what a city keeps of one window row besides its cells, each a
// row of a layer: the occupied cells, the cells with an occupied
// neighbour, the cells at height 1, by spot type the spots of ground
// tiles, and by spot type the legal spots. A city keeps them for the band
// of rows it keeps cells of (City.keepRows), so that a copy holds its own
// rows only.
type bitRow struct {
	occ, adj, low [2]uint64
	foot          [2][2]uint64
	spots         [2][2]uint64
}

// row returns the bits of window row y, which c must keep (keptRows).
func (c *City) row(y int) *bitRow { return &c.band[y-int(c.base>>7)] }

// setBit and clearBit set and clear cell i's bit in r, the row of a layer
// that holds it.
func setBit(r *[2]uint64, i grid.Index)   { w, b := slot(i); r[w] |= 1 << b }
func clearBit(r *[2]uint64, i grid.Index) { w, b := slot(i); r[w] &^= 1 << b }

// slot returns the word and bit of cell i in a layer's row.
func slot(i grid.Index) (w, b int) {
	p := (int(i)&127 + 96) & 127
	return p >> 6, p & 63
}

// column returns the window column (q+64) of word w, bit b of a row.
func column(w, b int) int { return (w<<6 | b + 32) & 127 }

func (l *layer) set(i grid.Index) { w, b := slot(i); l[i>>7][w] |= 1 << b }

// shr returns word k of a row shifted one cell West (bit q then holds what
// cell q+1 held), given the row's word k and the other word nx. The ring
// pairs q = 63 with q = -64, which are not neighbours; no cell there is
// ever allowed or occupied, so the pairing never makes a spot legal.
func shr(w, nx uint64) uint64 { return w>>1 | nx<<63 }

// shl is shr the other way: word k of a row shifted one cell East (bit q
// then holds what cell q-1 held), given the other word pv.
func shl(w, pv uint64) uint64 { return w<<1 | pv>>63 }

// allowedRows is the layer of cells within MaxRadius: read-only after init.
var allowedRows = func() (l layer) {
	for i := range grid.Cells {
		if allowed[i] {
			l.set(grid.Index(i))
		}
	}
	return l
}()

// rowsOf returns the bits of window rows y0 to y1, which c must keep: one
// bounds check for a loop over them.
func (c *City) rowsOf(y0, y1 int) []bitRow {
	lo := int(c.base >> 7)
	return c.band[y0-lo : y1-lo+1]
}

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
func (c *City) narrow() bool { return c.bounds.minQ >= -29 && c.bounds.maxQ <= 28 }

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
	o, up := r.occ[k], u.occ[k]
	on, upn := nx(&r.occ), nx(&u.occ)
	al, alu := allowedRows[y][k], allowedRows[y-1][k]
	e, eu := al&^o, alu&^up
	en, eun := nx(&allowedRows[y])&^on, nx(&allowedRows[y-1])&^upn
	a, au := r.adj[k], u.adj[k]
	an, aun := nx(&r.adj), nx(&u.adj)
	eus, es, aus := shr(eu, eun), shr(e, en), shr(au, aun)
	// Type 0 covers b, b+N, b+NE: (q,r), (q,r-1), (q+1,r-1).
	s0 = e & eu & eus & (a | au | aus)
	// Type 1 covers b, b+NE, b+SE: (q,r), (q+1,r-1), (q+1,r).
	s1 = e & eus & es & (a | aus | shr(a, an))
	// Over three cells at height 1, a spot is legal unless it is exactly the
	// footprint of one ground tile (the starting tile has no triangle).
	lo, lu := r.low[k], u.low[k]
	lus := shr(lu, nx(&u.low))
	low0, low1 := lo&lu&lus, lo&lus&shr(lo, nx(&r.low))
	s0 |= low0 &^ r.foot[0][k]
	s1 |= low1 &^ r.foot[1][k]
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
func (c *City) rows() (y0, y1 int) {
	if c.band == nil {
		return 1, 0
	}
	b := c.bounds
	return max(int(b.minR)-1+grid.Half, 1), min(int(b.maxR)+2+grid.Half, grid.Size-1)
}

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
		old := &c.row(y).spots
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
	al := allowedRows[y0-1 : y1+1]
	al = al[:len(rs)]
	up, au, lu := rs[0].occ[0], rs[0].adj[0], rs[0].low[0]
	eu := al[0][0] &^ up
	for k := 1; k < len(rs); k++ {
		r := &rs[k]
		o, a, lo := r.occ[0], r.adj[0], r.low[0]
		e := al[k][0] &^ o
		// As rowWord with the other word empty: shr(w, 0) is w>>1.
		eus, aus, lus := eu>>1, au>>1, lu>>1
		s0 := e & eu & eus & (a | au | aus)
		s1 := e & eus & (e >> 1) & (a | aus | a>>1)
		low0, low1 := lo&lu&lus, lo&lus&(lo>>1)
		s0 |= low0 &^ r.foot[0][0]
		s1 |= low1 &^ r.foot[1][0]
		ups := up >> 1
		if m := o & up & ups &^ low0; m != 0 {
			s0 = c.higher(s0, m, y0-1+k, 0, 0)
		}
		if m := o & ups & (o >> 1) &^ low1; m != 0 {
			s1 = c.higher(s1, m, y0-1+k, 0, 1)
		}
		old := &r.spots
		c.nspots += bits.OnesCount64(s0) + bits.OnesCount64(s1) - count(old[0], old[1])
		*old = [2][2]uint64{{s0, 0}, {s1, 0}}
		up, au, lu, eu = o, a, lo, e
	}
}

// count returns the number of spots in a row's two bit rows.
func count(s0, s1 [2]uint64) int {
	return bits.OnesCount64(s0[0]) + bits.OnesCount64(s0[1]) + bits.OnesCount64(s1[0]) + bits.OnesCount64(s1[1])
}
