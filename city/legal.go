package city

import (
	"iter"
	"math/bits"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// A tile's three cells always form a triangle around one grid vertex, and
// every vertex is the rotation-0 or rotation-1 footprint of exactly one cell:
// spot (cell b, type t) covers b, b+dir(t), b+dir(t+1). The three ways to lay
// a tile on that spot put its first hex on each corner in turn: anchor b with
// rotation t, anchor b+dir(t) with rotation t+2, anchor b+dir(t+1) with
// rotation t+4.
//
// Whether a spot is legal does not depend on the tile, so a construction
// site's tiles share one scan. Every catalogue tile has at least two
// different hexes, so the three ways give three different cities: nothing
// is yielded twice.
//
// The city keeps each row's legal spots (City.Spots), refreshed by Place
// and Undo on the rows they touch; cityview.View.SpotRows is the one walk
// over them (AppendSpotRows the same as a loop), and every listing below
// is built on it.

// level returns the level a tile on spot (i, t) would reach, or 0 when the
// spot is illegal.
func (c *City) level(i grid.Index, t uint8) uint8 {
	j, k := i+steps[t], i+steps[t+1]
	// A spot lies in the window the city keeps: its cells by their offsets.
	w := &c.v.Win
	p := w.Pos(i)
	a, b, d := &w.Cells[p], &w.Cells[p+int(w.Steps[t])], &w.Cells[p+int(w.Steps[t+1])]
	if a.H|b.H|d.H == 0 {
		if a.Adj|b.Adj|d.Adj != 0 && cityview.Allowed[i] && cityview.Allowed[j] && cityview.Allowed[k] {
			return 1
		}
		return 0
	}
	if a.H == b.H && b.H == d.H && a.H != 0 && (a.ID != b.ID || b.ID != d.ID) {
		return a.H + 1
	}
	return 0
}

// spotPlacements returns the three placements of tile id on the spot of
// type t (0 or 1) at cell b: the tile's first hex on each corner in turn,
// clockwise from b.
func spotPlacements(id tile.ID, b hex.Hex, t uint8) [3]Placement {
	cs := cityview.Corners(b, t)
	return [3]Placement{{cs[0].Anchor, id, cs[0].Rotation}, {cs[1].Anchor, id, cs[1].Rotation}, {cs[2].Anchor, id, cs[2].Rotation}}
}

// eachSpot calls f for every legal spot of the row in the documented order
// (West to East, type 0 before type 1 on a cell) and stops when f returns
// false, reporting whether it went to the end.
func eachSpot(s cityview.SpotRow, f func(b hex.Hex, t uint8) bool) bool {
	for w := range 2 {
		for m := s.Bits[0][w] | s.Bits[1][w]; m != 0; m &= m - 1 {
			k := bits.TrailingZeros64(m)
			b := hex.Hex{Q: s.Q(w, k), R: s.R}
			if s.Bits[0][w]&(1<<k) != 0 && !f(b, 0) {
				return false
			}
			if s.Bits[1][w]&(1<<k) != 0 && !f(b, 1) {
				return false
			}
		}
	}
	return true
}

// placeable reports whether tile id can go into the city at all.
func (c *City) placeable(id tile.ID) bool {
	return id.InBase() && !c.has(id) && c.v.NHist < maxTiles
}

// appendLegal is AppendLegal for one tile.
func (c *City) appendLegal(dst []Placement, id tile.ID) []Placement {
	if !c.placeable(id) {
		if id.IsOneHex() {
			return c.appendLegalOneHex(dst, id)
		}
		return dst
	}
	// The room is reserved once from the spot count and written by index.
	n, k := len(dst), 0
	dst = cityview.Grow(dst, 3*c.nspots)
	out := dst[n:]
	for row := range c.v.SpotRows() {
		k = put(row, out, k, id)
	}
	return dst
}

// put writes the placements of tile id on the row's spots into out from
// index k on (spotPlacements, spot by spot, written in place: building them
// apart first doubles the stores) and returns the index after them.
func put(s cityview.SpotRow, out []Placement, k int, id tile.ID) int {
	r := s.R
	for w := range 2 {
		for m := s.Bits[0][w] | s.Bits[1][w]; m != 0; m &= m - 1 {
			b := bits.TrailingZeros64(m)
			q := s.Q(w, b)
			if s.Bits[0][w]&(1<<b) != 0 { // b, b+N, b+NE
				o := out[k : k+3 : k+3]
				o[0] = Placement{hex.Hex{Q: q, R: r}, id, 0}
				o[1] = Placement{hex.Hex{Q: q, R: r - 1}, id, 2}
				o[2] = Placement{hex.Hex{Q: q + 1, R: r - 1}, id, 4}
				k += 3
			}
			if s.Bits[1][w]&(1<<b) != 0 { // b, b+NE, b+SE
				o := out[k : k+3 : k+3]
				o[0] = Placement{hex.Hex{Q: q, R: r}, id, 1}
				o[1] = Placement{hex.Hex{Q: q + 1, R: r - 1}, id, 3}
				o[2] = Placement{hex.Hex{Q: q + 1, R: r}, id, 5}
				k += 3
			}
		}
	}
	return k
}

// AppendLegal appends every legal placement of each tile of ids in turn
// (a construction site's tiles with one scan of the city: the other
// tiles' placements are copies of the first's with the tile changed). A
// tile's placements come three per spot, spots row by row from North to
// South and West to East, and on each spot the tile's first hex on each
// corner clockwise; for a one-hex tile of the Athena expansion, one per
// cell (six for a double district, one per rotation), row by row. The
// order depends only on the city's contents. With enough capacity in dst
// it allocates nothing. An unknown tile or one already in the city has
// none.
func (c *City) AppendLegal(dst []Placement, ids ...tile.ID) []Placement {
	if len(ids) == 1 {
		return c.appendLegal(dst, ids[0])
	}
	start, end := -1, -1
	for _, id := range ids {
		if !c.placeable(id) {
			dst = c.appendLegalOneHex(dst, id) // appends nothing but a one-hex tile's
			continue
		}
		if start < 0 {
			start = len(dst)
			dst = c.appendLegal(dst, id)
			end = len(dst)
			continue
		}
		for j := start; j < end; j++ {
			p := dst[j]
			p.Tile = id
			dst = append(dst, p)
		}
	}
	return dst
}

// legal yields every legal placement of tile id, in the order of
// AppendLegal: the listing walked lazily, which the tests hold to
// AppendLegal (export_test.go names it Legal).
func (c *City) legal(id tile.ID) iter.Seq[Placement] {
	return func(yield func(Placement) bool) {
		if !c.placeable(id) {
			if id.IsOneHex() {
				c.legalOneHex(id, yield)
			}
			return
		}
		for row := range c.v.SpotRows() {
			ok := eachSpot(row, func(b hex.Hex, t uint8) bool {
				for _, p := range spotPlacements(id, b, t) {
					if !yield(p) {
						return false
					}
				}
				return true
			})
			if !ok {
				return
			}
		}
	}
}
