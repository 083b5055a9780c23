package city

import (
	"iter"
	"math/bits"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// The legal places of a one-hex tile of the Athena expansion are cells,
// not spots: every empty cell next to the city, and every occupied cell
// whose visible hex is not a one-hex tile's. A whole one-hex tile (a
// single district or plaza) looks the same in all six rotations, so it is
// listed in rotation 0 only, one placement per city it can give; a double
// district in all six, which give six different cities.

// oneHexCells returns word w of row y's cells where a one-hex tile can
// go: every empty cell next to the city (within MaxRadius), and every
// occupied cell but those whose visible hex is a one-hex tile's.
func (c *City) oneHexCells(y, w int) uint64 {
	r := c.row(y)
	o := r.occ[w]
	m := o | allowedRows[y][w]&r.adj[w]&^o
	for t := o; t != 0; t &= t - 1 {
		b := bits.TrailingZeros64(t)
		if c.ref(grid.Index(y<<7 | column(w, b))).id.IsOneHex() {
			m &^= 1 << b
		}
	}
	return m
}

// oneHexRows returns the window rows that can hold a one-hex tile's cell:
// the occupied rows and one either side.
func (c *City) oneHexRows() (y0, y1 int) {
	if c.band == nil { // the zero City keeps no rows
		return 1, 0
	}
	b := c.bounds
	return max(int(b.minR)-1+grid.Half, 0), min(int(b.maxR)+1+grid.Half, grid.Size-1)
}

// oneHexPlaceable is placeable for a one-hex tile.
func (c *City) oneHexPlaceable(id tile.ID) bool {
	return id.IsOneHex() && !c.Has(id) && c.nhist < maxTiles
}

// turns returns how many rotations of one-hex tile id are listed: six for
// a double district, one for a whole hex (tile.ID.Face).
func turns(id tile.ID) int {
	if id.Face(0).IsDouble() {
		return 6
	}
	return 1
}

// OneHexRows yields the rows that hold cells where a one-hex tile of the
// Athena expansion can go, North to South, as SpotRows whose spots are
// single cells: bit b of word w of Bits[0] is set when cell (Q(w, b), R)
// can take one, and Bits[1] is empty. The cells do not depend on the tile
// (any one-hex tile not yet in the city goes on the same ones): this is
// the work that the tiles of the construction cards share, as SpotRows is
// for the tiles of a construction site. A city that holds all 91 tiles
// yields none. AppendLegal lists a one-hex tile's placements on these cells, in this
// order: one per cell for a whole hex (rotation 0), six for a double
// district (rotations 0 to 5).
func (e *Engine) OneHexRows() iter.Seq[SpotRow] {
	c := (*City)(e)
	return func(yield func(SpotRow) bool) {
		if c.nhist >= maxTiles {
			return
		}
		y0, y1 := c.oneHexRows()
		for y := y0; y <= y1; y++ {
			m0, m1 := c.oneHexCells(y, 0), c.oneHexCells(y, 1)
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
func (e *Engine) AppendOneHexRows(dst []SpotRow) []SpotRow {
	c := (*City)(e)
	if c.nhist >= maxTiles {
		return dst
	}
	y0, y1 := c.oneHexRows()
	n := len(dst)
	dst = grow(dst, y1-y0+1)
	for y := y0; y <= y1; y++ {
		m0, m1 := c.oneHexCells(y, 0), c.oneHexCells(y, 1)
		if m0|m1 != 0 {
			d := &dst[n]
			d.R, d.Bits = y-grid.Half, [2][2]uint64{{m0, m1}}
			n++
		}
	}
	return dst[:n]
}

// appendLegalOneHex is AppendLegal for a one-hex tile. It is legalOneHex's
// walk as a plain loop, as AppendSpotRows is SpotRows': appending through a
// yield function measured 1.6 to 3.2 times slower (BenchmarkAppendLegalOneHex).
func (c *City) appendLegalOneHex(dst []Placement, id tile.ID) []Placement {
	if !c.oneHexPlaceable(id) {
		return dst
	}
	n := turns(id)
	y0, y1 := c.oneHexRows()
	for y := y0; y <= y1; y++ {
		for w := range 2 {
			for m := c.oneHexCells(y, w); m != 0; m &= m - 1 {
				a := hex.Hex{Q: column(w, bits.TrailingZeros64(m)) - grid.Half, R: y - grid.Half}
				for r := range n {
					dst = append(dst, Placement{a, id, tile.Rotation(r)})
				}
			}
		}
	}
	return dst
}

// legalOneHex is Legal for a one-hex tile: it yields what
// appendLegalOneHex appends, and reports whether it went to the end.
func (c *City) legalOneHex(id tile.ID, yield func(Placement) bool) bool {
	if !c.oneHexPlaceable(id) {
		return true
	}
	n := turns(id)
	y0, y1 := c.oneHexRows()
	for y := y0; y <= y1; y++ {
		for w := range 2 {
			for m := c.oneHexCells(y, w); m != 0; m &= m - 1 {
				a := hex.Hex{Q: column(w, bits.TrailingZeros64(m)) - grid.Half, R: y - grid.Half}
				for r := range n {
					if !yield(Placement{a, id, tile.Rotation(r)}) {
						return false
					}
				}
			}
		}
	}
	return true
}

// CountLegalOf returns the number of legal placements of tile id, what
// AppendLegal would list, without listing them: 0 for a tile already in
// the city or unknown.
func (c *City) CountLegalOf(id tile.ID) int {
	switch {
	case c.placeable(id):
		return 3 * c.nspots
	case !c.oneHexPlaceable(id):
		return 0
	}
	cells := 0
	y0, y1 := c.oneHexRows()
	for y := y0; y <= y1; y++ {
		cells += bits.OnesCount64(c.oneHexCells(y, 0)) + bits.OnesCount64(c.oneHexCells(y, 1))
	}
	return cells * turns(id)
}
