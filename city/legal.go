package city

import (
	"iter"
	"math/bits"

	"github.com/akropolis-rules/akropolis/hex"
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
// The city keeps each row's legal spots (City.spots), refreshed by Place
// and Undo on the rows they touch; Engine.SpotRows is the one walk over
// them (Engine.AppendSpotRows the same as a loop), and every listing below
// is built on it.

// Spot is a place where some tile can legally go: three cells around one
// grid vertex, and the level a tile there would reach. Like SpotRow it has
// no JSON form: exchange the placements it gives (Placements).
type Spot struct {
	at    grid.Index
	t     uint8
	level uint8
}

// Cells returns the spot's three cells, clockwise.
func (s Spot) Cells() [3]hex.Hex {
	b := s.at.Hex()
	return [3]hex.Hex{b, b.Neighbor(hex.Direction(s.t)), b.Neighbor(hex.Direction(s.t + 1))}
}

// Level returns the level a tile on the spot reaches.
func (s Spot) Level() int { return int(s.level) }

// Placements returns the three placements of tile id on the spot.
func (s Spot) Placements(id tile.ID) [3]Placement { return spotPlacements(id, s.at.Hex(), s.t) }

// level returns the level a tile on spot (i, t) would reach, or 0 when the
// spot is illegal.
func (c *City) level(i grid.Index, t uint8) uint8 {
	j, k := i+steps[t], i+steps[t+1]
	a, b, d := c.ref(i), c.ref(j), c.ref(k) // a spot lies on rows the city keeps
	if a.h|b.h|d.h == 0 {
		if a.adj|b.adj|d.adj != 0 && allowed[i] && allowed[j] && allowed[k] {
			return 1
		}
		return 0
	}
	if a.h == b.h && b.h == d.h && a.h != 0 && (a.id != b.id || b.id != d.id) {
		return a.h + 1
	}
	return 0
}

// SpotRow is one row of the grid's legal spots, as Engine.SpotRows gives
// them to engines that build their own moves: bit b of word w of Bits[t] is
// set when the spot of type t whose first cell is (Q(w, b), R) is legal.
// Word 0 holds q = -32..31. The rows of Engine.OneHexRows hold the cells
// a one-hex tile can go on, in Bits[0] (Bits[1] is then empty). It has no
// JSON form: it is an engine's working state, laid out for speed, not data
// to exchange (a city's JSON form lists its placements and cells).
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
func (s SpotRow) Q(w, b int) int { return column(w, b) - grid.Half }

// Placements returns the three placements of tile id on the row's spot of
// type t (0 or 1) whose first cell is (q, R): the tile's first hex on each
// corner in turn, clockwise from that cell.
func (s SpotRow) Placements(id tile.ID, q int, t uint8) [3]Placement {
	return spotPlacements(id, hex.Hex{Q: q, R: s.R}, t)
}

// SpotRows yields the rows that hold legal spots, North to South. Spots
// do not depend on the tile: this is the work that every tile of a
// construction site shares. The city keeps its rows up to date as it
// changes, so the walk only reads them.
func (e *Engine) SpotRows() iter.Seq[SpotRow] {
	c := (*City)(e)
	return func(yield func(SpotRow) bool) {
		y0, y1 := c.rows()
		for y := y0; y <= y1; y++ {
			s := &c.row(y).spots
			if s[0][0]|s[0][1]|s[1][0]|s[1][1] != 0 && !yield(SpotRow{y - grid.Half, *s}) {
				return
			}
		}
	}
}

// spotPlacements returns the three placements of tile id on the spot of
// type t (0 or 1) at cell b: the tile's first hex on each corner in turn,
// clockwise from b.
func spotPlacements(id tile.ID, b hex.Hex, t uint8) [3]Placement {
	if t == 0 { // b, b+N, b+NE
		return [3]Placement{{b, id, 0}, {hex.Hex{Q: b.Q, R: b.R - 1}, id, 2}, {hex.Hex{Q: b.Q + 1, R: b.R - 1}, id, 4}}
	}
	// b, b+NE, b+SE
	return [3]Placement{{b, id, 1}, {hex.Hex{Q: b.Q + 1, R: b.R - 1}, id, 3}, {hex.Hex{Q: b.Q + 1, R: b.R}, id, 5}}
}

// eachSpot calls f for every legal spot of the row in the documented order
// (West to East, type 0 before type 1 on a cell) and stops when f returns
// false, reporting whether it went to the end.
func (s SpotRow) eachSpot(f func(b hex.Hex, t uint8) bool) bool {
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

// AppendSpots appends every legal spot, in a fixed order (rows of the grid
// from North to South, West to East, the rotation-0 spot of a cell first).
// The order depends only on the city's contents.
func (c *City) AppendSpots(dst []Spot) []Spot {
	for row := range c.Engine().SpotRows() {
		row.eachSpot(func(b hex.Hex, t uint8) bool {
			i, _ := grid.Of(b)
			dst = append(dst, Spot{i, t, c.level(i, t)})
			return true
		})
	}
	return dst
}

// placeable reports whether tile id can go into the city at all.
func (c *City) placeable(id tile.ID) bool {
	return id.InBase() && !c.Has(id) && c.nhist < maxTiles
}

// AppendLegal appends every legal placement of tile id, three per spot in
// the order of AppendSpots; for a one-hex tile of the Athena expansion, one
// per cell (six for a double district, one per rotation), row by row. With enough capacity in dst it allocates
// nothing. An unknown tile or one already in the city has none.
func (c *City) AppendLegal(dst []Placement, id tile.ID) []Placement {
	if !c.placeable(id) {
		if id.IsOneHex() {
			return c.appendLegalOneHex(dst, id)
		}
		return dst
	}
	// The room is reserved once from the spot count and written by index.
	n, k := len(dst), 0
	dst = grow(dst, 3*c.nspots)
	out := dst[n:]
	for row := range c.Engine().SpotRows() {
		k = row.put(out, k, id)
	}
	return dst
}

// grow returns dst extended by n elements, reallocating only when its
// capacity is short.
func grow[T any](dst []T, n int) []T {
	if cap(dst)-len(dst) < n {
		d := make([]T, len(dst), 2*len(dst)+n)
		copy(d, dst)
		dst = d
	}
	return dst[:len(dst)+n]
}

// put writes the placements of tile id on the row's spots into out from
// index k on (spotPlacements, spot by spot, written in place: building them
// apart first doubles the stores) and returns the index after them.
func (s SpotRow) put(out []Placement, k int, id tile.ID) int {
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

// AppendLegalSet appends the legal placements of each tile of ids in turn
// (as AppendLegal would, tile by tile): the other tiles' placements are
// copies of the first's with the tile changed.
func (c *City) AppendLegalSet(dst []Placement, ids []tile.ID) []Placement {
	start, end := -1, -1
	for _, id := range ids {
		if !c.placeable(id) {
			dst = c.appendLegalOneHex(dst, id) // appends nothing but a one-hex tile's
			continue
		}
		if start < 0 {
			start = len(dst)
			dst = c.AppendLegal(dst, id)
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

// Legal yields every legal placement of tile id, in the order of
// AppendLegal.
func (c *City) Legal(id tile.ID) iter.Seq[Placement] {
	return func(yield func(Placement) bool) {
		if !c.placeable(id) {
			if id.IsOneHex() {
				c.legalOneHex(id, yield)
			}
			return
		}
		for row := range c.Engine().SpotRows() {
			ok := row.eachSpot(func(b hex.Hex, t uint8) bool {
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

// CountLegal returns the number of legal placements of any city tile not
// yet in the city (three per spot), without listing them: the city keeps
// count. CountLegalOf counts those of one tile, one-hex tiles included.
func (c *City) CountLegal() int { return 3 * c.nspots }

// AppendSpotRows appends the rows that SpotRows yields, in its order, for
// engines that keep them (akropolis.MoveList does); with room in dst it
// allocates nothing. It is SpotRows' walk as a plain loop: the body of a
// range over SpotRows is a closure, and the variables it updates live in
// memory, which costs a listing done every turn about a tenth of a game.
func (e *Engine) AppendSpotRows(dst []SpotRow) []SpotRow {
	c := (*City)(e)
	y0, y1 := c.rows()
	n := len(dst)
	dst = grow(dst, y1-y0+1)
	if y1 < y0 { // the zero City keeps no rows
		return dst
	}
	rs := c.rowsOf(y0, y1)
	for k := range rs {
		s := &rs[k].spots
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
