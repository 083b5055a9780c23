package cityview

import (
	"math/bits"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/grid"
)

// Holes is the set of empty cells enclosed by a city (city.City.AppendHoles
// lists them): cells from which no path of empty cells leads outside.
type Holes struct {
	Rows   Layer // the enclosed cells
	Y0, Y1 int   // the rows that may hold one
	N      int   // how many
}

// Has reports whether the cell at index i is enclosed (false outside the
// window).
func (s *Holes) Has(i grid.Index) bool {
	if uint(i) >= grid.Cells {
		return false
	}
	w, b := Slot(i)
	return s.Rows[i>>7][w]&(1<<b) != 0
}

// HoleAt reports whether the cell at index i is one of the holes s, as
// FindHoles or FindHolesAfter filled it: false outside the window and for
// a nil s.
func (v *View) HoleAt(s *Holes, i grid.Index) bool { return s != nil && s.Has(i) }

// FindHoles fills s with the holes of the city. It allocates nothing. A
// nil s is left alone.
//
// The cells just outside the bounding box are empty and open. "Open"
// spreads a whole row at a time: the neighbours of cell q of row r are
// q-1 and q+1 of its row, q and q+1 of row r-1 (N, NE) and q-1 and q of
// row r+1 (SW, S). Sweeping the rows down and up spreads it to every empty
// cell that touches an open one, until a sweep changes nothing; the empty
// cells of the box left closed are the holes.
func (v *View) FindHoles(s *Holes) {
	if s == nil {
		return
	}
	var occ Layer
	v.occLayer(&occ)
	FindHolesIn(s, &occ, v.Bounds)
}

// occLayer copies the occupied cells of the city into l, which must be
// empty.
func (v *View) occLayer(l *Layer) {
	if v.Win.Rows == nil {
		return
	}
	for y := int(v.Bounds.MinR) + grid.Half; y <= int(v.Bounds.MaxR)+grid.Half; y++ {
		l[y] = v.Win.Row(y).Occ
	}
}

// FindHolesAfter fills s with the holes the city would have after a
// placement on cells, without placing it: for engines that weigh a move
// (a higher placement leaves the holes as they are; a ground one may close
// some). The placement is taken as legal; cells outside MaxRadius are
// ignored. A nil s is left alone. It exists beside city.City.Place because
// it only reads the city, so several goroutines may weigh moves on one
// city (score.After does); package score's tests check that it finds what
// FindHoles finds once the placement is made.
func (v *View) FindHolesAfter(s *Holes, cells [3]hex.Hex) {
	if s == nil {
		return
	}
	b := v.Bounds
	var after Layer
	v.occLayer(&after)
	for _, h := range cells {
		i, ok := grid.Of(h)
		if !ok || !Allowed[i] {
			continue
		}
		if x := v.Win.At(i); x != nil && x.H != 0 {
			continue
		}
		after.Set(i)
		b.Grow(h)
	}
	FindHolesIn(s, &after, b)
}

// Grow widens the box to hold h.
func (b *Box) Grow(h hex.Hex) {
	q, r := int16(h.Q), int16(h.R)
	b.MinQ, b.MaxQ = min(b.MinQ, q), max(b.MaxQ, q)
	b.MinR, b.MaxR = min(b.MinR, r), max(b.MaxR, r)
}

// FindHolesIn is FindHoles over the occupied cells occ within bounds b.
func FindHolesIn(s *Holes, occ *Layer, b Box) {
	clear(s.Rows[s.Y0 : s.Y1+1])
	s.N = 0
	y0, y1 := int(b.MinR)-1+grid.Half, int(b.MaxR)+1+grid.Half
	s.Y0, s.Y1 = y0+1, y1-1
	if y1-y0 < 2 {
		return
	}
	// box marks the columns MinQ..MaxQ; everything else is open at once.
	var box [2]uint64
	for q := int(b.MinQ); q <= int(b.MaxQ); q++ {
		i := grid.Index(q + grid.Half)
		w, k := Slot(i)
		box[w] |= 1 << k
	}
	var open Layer // only rows y0..y1 are used
	open[y0], open[y1] = [2]uint64{^uint64(0), ^uint64(0)}, [2]uint64{^uint64(0), ^uint64(0)}
	for y := y0 + 1; y < y1; y++ {
		open[y] = [2]uint64{^box[0], ^box[1]}
	}
	narrow := b.MinQ > -32 && b.MaxQ < 31 // the padded box lies in word 0
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
			s.Rows[y][w] = h
			s.N += bits.OnesCount64(h)
		}
	}
}

// spread opens the empty cells of row y that touch an open cell, along the
// row as far as they go, and reports whether any opened. The two words of
// a row form a ring (see Shr); the cells where the ring joins lie beyond
// MaxRadius, always empty and outside any box, so it opens nothing wrong.
func spread(open, occ *Layer, y int) bool {
	up, down, o := open[y-1], open[y+1], open[y]
	e0, e1 := ^occ[y][0], ^occ[y][1]
	// Cell q touches q and q+1 of the row above and q-1 and q of the row
	// below: Shr moves q+1 to q, Shl moves q-1 to q.
	n0 := o[0] | (up[0]|Shr(up[0], up[1])|down[0]|Shl(down[0], down[1]))&e0
	n1 := o[1] | (up[1]|Shr(up[1], up[0])|down[1]|Shl(down[1], down[0]))&e1
	for {
		g0 := n0 | (Shl(n0, n1)|Shr(n0, n1))&e0
		g1 := n1 | (Shl(n1, n0)|Shr(n1, n0))&e1
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
func spreadNarrow(open, occ *Layer, y int) bool {
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
