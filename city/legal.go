package city

import (
	"iter"

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
func (s Spot) Placements(id tile.ID) [3]Placement {
	cells := s.Cells()
	r := tile.Rotation(s.t)
	return [3]Placement{{id, cells[0], r}, {id, cells[1], r + 2}, {id, cells[2], r + 4}}
}

// level returns the level a tile on spot (i, t) would reach, or 0 when the
// spot is illegal.
func (c *City) level(i hex.Index, t uint8) uint8 {
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

// scan returns the window of spot cells that can be legal: every cell of a
// legal spot lies within one step of the occupied bounding box.
func (c *City) scan() (q0, q1, r0, r1 int) {
	b := c.bounds
	q0, q1 = max(int(b.minQ)-2, -hex.WindowHalf+1), min(int(b.maxQ)+1, hex.WindowHalf-2)
	r0, r1 = max(int(b.minR)-1, -hex.WindowHalf+1), min(int(b.maxR)+2, hex.WindowHalf-1)
	return
}

// AppendSpots appends every legal spot, in a fixed order (rows of the grid
// from North to South, West to East, the rotation-0 spot of a cell first).
// The order depends only on the city's contents.
func (c *City) AppendSpots(dst []Spot) []Spot {
	q0, q1, r0, r1 := c.scan()
	for r := r0; r <= r1; r++ {
		row, _ := hex.Hex{Q: q0, R: r}.Index()
		for i := row; i <= row+hex.Index(q1-q0); i++ {
			for t := uint8(0); t < 2; t++ {
				if l := c.level(i, t); l != 0 {
					dst = append(dst, Spot{i, t, l})
				}
			}
		}
	}
	return dst
}

// AppendLegal appends every legal placement of tile id, three per spot in
// the order of AppendSpots. With enough capacity in dst it allocates
// nothing. An unknown tile or one already in the city has none.
func (c *City) AppendLegal(dst []Placement, id tile.ID) []Placement {
	if !id.Valid() || c.Has(id) || len(c.hist) >= int(tile.MaxID) {
		return dst
	}
	q0, q1, r0, r1 := c.scan()
	for r := r0; r <= r1; r++ {
		row, _ := hex.Hex{Q: q0, R: r}.Index()
		for i := row; i <= row+hex.Index(q1-q0); i++ {
			for t := uint8(0); t < 2; t++ {
				if c.level(i, t) != 0 {
					s := Spot{at: i, t: t}
					p := s.Placements(id)
					dst = append(dst, p[0], p[1], p[2])
				}
			}
		}
	}
	return dst
}

// AppendLegalSet appends the legal placements of each tile of ids in turn
// (as AppendLegal would, tile by tile), scanning the city once: the other
// tiles' placements are copies of the first's with the tile changed.
func (c *City) AppendLegalSet(dst []Placement, ids []tile.ID) []Placement {
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
func (c *City) Legal(id tile.ID) iter.Seq[Placement] {
	return func(yield func(Placement) bool) {
		if !id.Valid() || c.Has(id) || len(c.hist) >= int(tile.MaxID) {
			return
		}
		q0, q1, r0, r1 := c.scan()
		for r := r0; r <= r1; r++ {
			row, _ := hex.Hex{Q: q0, R: r}.Index()
			for i := row; i <= row+hex.Index(q1-q0); i++ {
				for t := uint8(0); t < 2; t++ {
					if c.level(i, t) == 0 {
						continue
					}
					for _, p := range (Spot{at: i, t: t}).Placements(id) {
						if !yield(p) {
							return
						}
					}
				}
			}
		}
	}
}

// CountLegal returns the number of legal placements of any tile not yet in
// the city (three per spot), without listing them.
func (c *City) CountLegal() int {
	n := 0
	q0, q1, r0, r1 := c.scan()
	for r := r0; r <= r1; r++ {
		row, _ := hex.Hex{Q: q0, R: r}.Index()
		for i := row; i <= row+hex.Index(q1-q0); i++ {
			n += btoi(c.level(i, 0) != 0) + btoi(c.level(i, 1) != 0)
		}
	}
	return 3 * n
}
