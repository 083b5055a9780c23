package cityview

import (
	"iter"
	"math/bits"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// SpotRow is one row of the grid's legal spots, as SpotRows gives them to
// the engines that build their own moves: bit b of word w of Bits[t] is
// set when the spot of type t whose first cell is (Q(w, b), R) is legal.
// Word 0 holds q = -32..31. The rows of OneHexRows hold the cells a
// one-hex tile can go on, in Bits[0] (Bits[1] is then empty). A spot of
// type 0 at cell b covers b, b+N and b+NE; of type 1, b, b+NE and b+SE.
type SpotRow struct {
	R    int
	Bits [2][2]uint64
}

// Mask returns word w (0 or 1) of the row's cells that have a legal spot
// of either type, and 0 for any other w.
func (s SpotRow) Mask(w int) uint64 {
	if uint(w) > 1 {
		return 0
	}
	return s.Bits[0][w] | s.Bits[1][w]
}

// Q returns the Q coordinate of the cell of word w, bit b of the row.
func (s SpotRow) Q(w, b int) int { return Column(w, b) - grid.Half }

// Corner is one way to lay a tile on a spot: its first hex's cell and the
// rotation.
type Corner struct {
	Anchor   hex.Hex
	Rotation tile.Rotation
}

// Corners returns the three ways to lay a tile on the spot of type t (0 or
// 1) at cell b: its first hex on each corner in turn, clockwise from b
// (rotation t on b, t+2 and t+4 on the next corners).
func Corners(b hex.Hex, t uint8) [3]Corner {
	if t == 0 { // b, b+N, b+NE
		return [3]Corner{{b, 0}, {hex.Hex{Q: b.Q, R: b.R - 1}, 2}, {hex.Hex{Q: b.Q + 1, R: b.R - 1}, 4}}
	}
	// b, b+NE, b+SE
	return [3]Corner{{b, 1}, {hex.Hex{Q: b.Q + 1, R: b.R - 1}, 3}, {hex.Hex{Q: b.Q + 1, R: b.R}, 5}}
}

// SpotRange returns the window rows that can hold a legal spot's first
// cell (none in a city of no cell, which keeps no rows).
func (v *View) SpotRange() (y0, y1 int) {
	if v.Win.Rows == nil {
		return 1, 0
	}
	b := v.Bounds
	return max(int(b.MinR)-1+grid.Half, 1), min(int(b.MaxR)+2+grid.Half, grid.Size-1)
}

// SpotRows yields the rows that hold legal spots, North to South. Spots
// do not depend on the tile: this is the work that every tile of a
// construction site shares. The city keeps its rows up to date as it
// changes, so the walk only reads them.
func (v *View) SpotRows() iter.Seq[SpotRow] {
	return func(yield func(SpotRow) bool) {
		y0, y1 := v.SpotRange()
		for y := y0; y <= y1; y++ {
			s := &v.Win.Row(y).Spots
			if s[0][0]|s[0][1]|s[1][0]|s[1][1] != 0 && !yield(SpotRow{y - grid.Half, *s}) {
				return
			}
		}
	}
}

// AppendSpotRows appends the rows that SpotRows yields, in its order, for
// engines that keep them (akropolis.MoveList does); with room in dst it
// allocates nothing. It is SpotRows' walk as a plain loop: the body of a
// range over SpotRows is a closure, and the variables it updates live in
// memory, which costs a listing done every turn about a tenth of a game.
func (v *View) AppendSpotRows(dst []SpotRow) []SpotRow {
	y0, y1 := v.SpotRange()
	n := len(dst)
	dst = Grow(dst, y1-y0+1)
	if y1 < y0 { // a city of no cell keeps no rows
		return dst
	}
	rs := v.Win.RowsOf(y0, y1)
	for k := range rs {
		s := &rs[k].Spots
		if s[0][0]|s[0][1]|s[1][0]|s[1][1] != 0 {
			y := y0 + k
			// Field by field: a SpotRow literal is built on the stack
			// first and read back across two stores, which stalls.
			d := &dst[n]
			d.R, d.Bits = y-grid.Half, *s
			n++
		}
	}
	return dst[:n]
}

// Grow returns dst extended by n elements, reallocating only when its
// capacity is short.
func Grow[T any](dst []T, n int) []T {
	if cap(dst)-len(dst) < n {
		d := make([]T, len(dst), 2*len(dst)+n)
		copy(d, dst)
		dst = d
	}
	return dst[:len(dst)+n]
}

// OneHexCells returns word w of row y's cells where a one-hex tile can
// go: every empty cell next to the city (within MaxRadius), and every
// occupied cell but those whose visible hex is a one-hex tile's. Row y
// must be kept (OneHexRange).
func (v *View) OneHexCells(y, w int) uint64 {
	r := v.Win.Row(y)
	o := r.Occ[w]
	m := o | AllowedRows[y][w]&r.Adj[w]&^o
	for t := o; t != 0; t &= t - 1 {
		b := bits.TrailingZeros64(t)
		if v.Win.Ref(grid.Index(y<<7 | Column(w, b))).ID.IsOneHex() {
			m &^= 1 << b
		}
	}
	return m
}

// OneHexRange returns the window rows that can hold a one-hex tile's
// cell: the occupied rows and one either side.
func (v *View) OneHexRange() (y0, y1 int) {
	if v.Win.Rows == nil { // a city of no cell keeps no rows
		return 1, 0
	}
	b := v.Bounds
	return max(int(b.MinR)-1+grid.Half, 0), min(int(b.MaxR)+1+grid.Half, grid.Size-1)
}

// OneHexRows yields the rows that hold cells where a one-hex tile of the
// Athena expansion can go, North to South, as SpotRows whose spots are
// single cells: bit b of word w of Bits[0] is set when cell (Q(w, b), R)
// can take one, and Bits[1] is empty. The cells do not depend on the tile
// (any one-hex tile not yet in the city goes on the same ones): this is
// the work that the tiles of the construction cards share, as SpotRows is
// for the tiles of a construction site. A city that holds all 91 tiles
// yields none. city.City.AppendLegal lists a one-hex tile's placements on
// these cells, in this order: one per cell for a whole hex (rotation 0),
// six for a double district (rotations 0 to 5).
func (v *View) OneHexRows() iter.Seq[SpotRow] {
	return func(yield func(SpotRow) bool) {
		if v.NHist >= MaxTiles {
			return
		}
		y0, y1 := v.OneHexRange()
		for y := y0; y <= y1; y++ {
			m0, m1 := v.OneHexCells(y, 0), v.OneHexCells(y, 1)
			if m0|m1 != 0 && !yield(SpotRow{R: y - grid.Half, Bits: [2][2]uint64{{m0, m1}}}) {
				return
			}
		}
	}
}

// AppendOneHexRows appends the rows that OneHexRows yields, in its order,
// for engines that keep them (akropolis.MoveList does in a construction
// phase); with room in dst it allocates nothing. It is OneHexRows' walk as
// a plain loop, as AppendSpotRows is SpotRows'.
func (v *View) AppendOneHexRows(dst []SpotRow) []SpotRow {
	if v.NHist >= MaxTiles {
		return dst
	}
	y0, y1 := v.OneHexRange()
	n := len(dst)
	dst = Grow(dst, y1-y0+1)
	for y := y0; y <= y1; y++ {
		m0, m1 := v.OneHexCells(y, 0), v.OneHexCells(y, 1)
		if m0|m1 != 0 {
			d := &dst[n]
			d.R, d.Bits = y-grid.Half, [2][2]uint64{{m0, m1}}
			n++
		}
	}
	return dst[:n]
}
