package city

import (
	"math/bits"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// The legal places of a one-hex tile of the Athena expansion are cells,
// not spots: every empty cell next to the city, and every occupied cell
// whose visible hex is not a one-hex tile's. A whole one-hex tile (a
// single district or plaza) looks the same in all six rotations, so it is
// listed in rotation 0 only, one placement per city it can give; a double
// district in all six, which give six different cities.

// oneHexRow returns word w of row y's cells where a one-hex tile can go
// (ground cells and occupied cells alike; oneHexAt then drops the tops of
// one-hex tiles).
func (c *Base) oneHexRow(y, w int) uint64 {
	o := c.occRows[y][w]
	return o | allowedRows[y][w]&c.adjRows[y][w]&^o
}

// oneHexRows returns the window rows that can hold a one-hex tile's cell:
// the occupied rows and one either side.
func (c *Base) oneHexRows() (y0, y1 int) {
	b := c.bounds
	return max(int(b.minR)-1+hex.WindowHalf, 0), min(int(b.maxR)+1+hex.WindowHalf, hex.WindowSize-1)
}

// oneHexAt reports whether a one-hex tile can go on cell i of oneHexRow's
// mask: an empty cell is legal there, an occupied one unless its top is a
// one-hex tile.
func (c *Base) oneHexAt(i hex.Index) bool { return !c.cells[i].id.IsOneHex() }

// oneHexPlaceable is placeable for a one-hex tile.
func (c *Base) oneHexPlaceable(id tile.ID) bool {
	return id.IsOneHex() && !c.Has(id) && c.nhist < maxTiles
}

// turns returns how many rotations of one-hex tile id are listed: six for
// a double district, one for a whole hex.
func turns(id tile.ID) int {
	if t, _ := tile.OneHexByID(id); t.IsDouble() {
		return 6
	}
	return 1
}

// appendLegalOneHex is AppendLegal for a one-hex tile. It is legalOneHex's
// walk as a plain loop, as AppendSpotRows is SpotRows': appending through a
// yield function measured 1.6 to 3.2 times slower (BenchmarkAppendLegalOneHex).
func (c *Base) appendLegalOneHex(dst []Placement, id tile.ID) []Placement {
	if !c.oneHexPlaceable(id) {
		return dst
	}
	n := turns(id)
	y0, y1 := c.oneHexRows()
	for y := y0; y <= y1; y++ {
		for w := range 2 {
			for m := c.oneHexRow(y, w); m != 0; m &= m - 1 {
				b := bits.TrailingZeros64(m)
				x := column(w, b)
				if !c.oneHexAt(hex.Index(y<<7 | x)) {
					continue
				}
				a := hex.Hex{Q: x - hex.WindowHalf, R: y - hex.WindowHalf}
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
func (c *Base) legalOneHex(id tile.ID, yield func(Placement) bool) bool {
	if !c.oneHexPlaceable(id) {
		return true
	}
	n := turns(id)
	y0, y1 := c.oneHexRows()
	for y := y0; y <= y1; y++ {
		for w := range 2 {
			for m := c.oneHexRow(y, w); m != 0; m &= m - 1 {
				b := bits.TrailingZeros64(m)
				x := column(w, b)
				if !c.oneHexAt(hex.Index(y<<7 | x)) {
					continue
				}
				a := hex.Hex{Q: x - hex.WindowHalf, R: y - hex.WindowHalf}
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
func (c *Base) CountLegalOf(id tile.ID) int {
	switch {
	case c.placeable(id):
		return 3 * c.nspots
	case !c.oneHexPlaceable(id):
		return 0
	}
	cells := 0
	y0, y1 := c.oneHexRows()
	for y := y0; y <= y1; y++ {
		for w := range 2 {
			m := c.oneHexRow(y, w)
			cells += bits.OnesCount64(m)
			for o := m & c.occRows[y][w]; o != 0; o &= o - 1 {
				cells -= btoi(!c.oneHexAt(hex.Index(y<<7 | column(w, bits.TrailingZeros64(o)))))
			}
		}
	}
	return cells * turns(id)
}
