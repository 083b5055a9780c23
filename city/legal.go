package city

import (
	"iter"
	"math/bits"

	"github.com/akropolis-rules/akropolis/hex"
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

// Spot is a place where some tile can legally go: three cells around one
// grid vertex, and the level a tile there would reach.
type Spot struct {
	at    hex.Index
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
func (s Spot) Placements(id tile.ID) [3]Placement { return SpotPlacements(id, s.at.Hex(), s.t) }

// level returns the level a tile on spot (i, t) would reach, or 0 when the
// spot is illegal.
func (c *Base) level(i hex.Index, t uint8) uint8 {
	j, k := i+steps[t], i+steps[t+1]
	a, b, d := &c.cells[i], &c.cells[j], &c.cells[k]
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

// AppendSpots appends every legal spot, in a fixed order (rows of the grid
// from North to South, West to East, the rotation-0 spot of a cell first).
// The order depends only on the city's contents.
func (c *Base) AppendSpots(dst []Spot) []Spot {
	c.eachSpot(func(i hex.Index, t uint8) bool {
		dst = append(dst, Spot{i, t, c.level(i, t)})
		return true
	})
	return dst
}

// AppendLegal appends every legal placement of tile id, three per spot in
// the order of AppendSpots. With enough capacity in dst it allocates
// nothing. An unknown tile or one already in the city has none.
func (c *Base) AppendLegal(dst []Placement, id tile.ID) []Placement {
	if !id.Valid() || c.Has(id) || len(c.hist) >= int(tile.MaxID) {
		return dst
	}
	y0, y1 := c.rows()
	for y := y0; y <= y1; y++ {
		var row SpotRow
		row.Bits[0], row.Bits[1] = c.rowSpots(y)
		row.R = y - hex.WindowHalf
		for w := range 2 {
			for m := row.Mask(w); m != 0; m &= m - 1 {
				dst = row.appendOn(dst, id, w, m)
			}
		}
	}
	return dst
}

// appendOn appends the placements on the spots of the lowest cell of mask
// m of word w: those of SpotPlacements, written straight into dst (building
// them apart first doubles the stores).
func (s SpotRow) appendOn(dst []Placement, id tile.ID, w int, m uint64) []Placement {
	b := bits.TrailingZeros64(m)
	q, r := s.Q(w, b), s.R
	if s.Bits[0][w]&(1<<b) != 0 { // b, b+N, b+NE
		dst = append(dst, Placement{hex.Hex{Q: q, R: r}, id, 0},
			Placement{hex.Hex{Q: q, R: r - 1}, id, 2}, Placement{hex.Hex{Q: q + 1, R: r - 1}, id, 4})
	}
	if s.Bits[1][w]&(1<<b) != 0 { // b, b+NE, b+SE
		dst = append(dst, Placement{hex.Hex{Q: q, R: r}, id, 1},
			Placement{hex.Hex{Q: q + 1, R: r - 1}, id, 3}, Placement{hex.Hex{Q: q + 1, R: r}, id, 5})
	}
	return dst
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
func (s SpotRow) Q(w, b int) int { return column(w, b) - hex.WindowHalf }

// SpotPlacements returns the three placements of tile id on the spot of
// type t (0 or 1) at cell b: the tile's first hex on each corner in turn,
// clockwise from b.
func SpotPlacements(id tile.ID, b hex.Hex, t uint8) [3]Placement {
	if t == 0 { // b, b+N, b+NE
		return [3]Placement{{b, id, 0}, {hex.Hex{Q: b.Q, R: b.R - 1}, id, 2}, {hex.Hex{Q: b.Q + 1, R: b.R - 1}, id, 4}}
	}
	// b, b+NE, b+SE
	return [3]Placement{{b, id, 1}, {hex.Hex{Q: b.Q + 1, R: b.R - 1}, id, 3}, {hex.Hex{Q: b.Q + 1, R: b.R}, id, 5}}
}

// SpotRow is one row of the grid's legal spots, for engines that build
// their own moves: bit b of word w of Bits[t] is set when the spot of type
// t whose first cell is (Q(w, b), R) is legal. Word 0 holds q = -32..31.
type SpotRow struct {
	R    int
	Bits [2][2]uint64
}

// SpotRows yields the rows that hold legal spots, North to South. Spots
// do not depend on the tile: this is the work that every tile of a
// construction site shares.
func (c *Base) SpotRows() iter.Seq[SpotRow] {
	return func(yield func(SpotRow) bool) {
		y0, y1 := c.rows()
		for y := y0; y <= y1; y++ {
			s0, s1 := c.rowSpots(y)
			if s0[0]|s0[1]|s1[0]|s1[1] != 0 && !yield(SpotRow{y - hex.WindowHalf, [2][2]uint64{s0, s1}}) {
				return
			}
		}
	}
}

// AppendLegalSet appends the legal placements of each tile of ids in turn
// (as AppendLegal would, tile by tile), scanning the city once: the other
// tiles' placements are copies of the first's with the tile changed.
func (c *Base) AppendLegalSet(dst []Placement, ids []tile.ID) []Placement {
	start, end := -1, -1
	for _, id := range ids {
		if !id.Valid() || c.Has(id) {
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
func (c *Base) Legal(id tile.ID) iter.Seq[Placement] {
	return func(yield func(Placement) bool) {
		if !id.Valid() || c.Has(id) || len(c.hist) >= int(tile.MaxID) {
			return
		}
		y0, y1 := c.rows()
		for y := y0; y <= y1; y++ {
			var row SpotRow
			row.Bits[0], row.Bits[1] = c.rowSpots(y)
			row.R = y - hex.WindowHalf
			for w := range 2 {
				for m := row.Mask(w); m != 0; m &= m - 1 {
					b := bits.TrailingZeros64(m)
					for t := range uint8(2) {
						if row.Bits[t][w]&(1<<b) == 0 {
							continue
						}
						for _, p := range SpotPlacements(id, hex.Hex{Q: row.Q(w, b), R: row.R}, t) {
							if !yield(p) {
								return
							}
						}
					}
				}
			}
		}
	}
}

// CountLegal returns the number of legal placements of any tile not yet in
// the city (three per spot), without listing them.
func (c *Base) CountLegal() int {
	n := 0
	y0, y1 := c.rows()
	for y := y0; y <= y1; y++ {
		s0, s1 := c.rowSpots(y)
		n += bits.OnesCount64(s0[0]) + bits.OnesCount64(s0[1]) + bits.OnesCount64(s1[0]) + bits.OnesCount64(s1[1])
	}
	return 3 * n
}
