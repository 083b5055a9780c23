package city

import (
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

// oneHexPlaceable is placeable for a one-hex tile.
func (c *City) oneHexPlaceable(id tile.ID) bool {
	return id.IsOneHex() && !c.has(id) && c.v.NHist < maxTiles
}

// turns returns how many rotations of one-hex tile id are listed: six for
// a double district, one for a whole hex (tile.ID.Face).
func turns(id tile.ID) int {
	if id.Face(0).IsDouble() {
		return 6
	}
	return 1
}

// appendLegalOneHex is AppendLegal for a one-hex tile. It is legalOneHex's
// walk as a plain loop, as cityview.View.AppendSpotRows is SpotRows': appending through a
// yield function measured 1.6 to 3.2 times slower (BenchmarkAppendLegalOneHex).
func (c *City) appendLegalOneHex(dst []Placement, id tile.ID) []Placement {
	if !c.oneHexPlaceable(id) {
		return dst
	}
	n := turns(id)
	y0, y1 := c.v.OneHexRange()
	for y := y0; y <= y1; y++ {
		for w := range 2 {
			for m := c.v.OneHexCells(y, w); m != 0; m &= m - 1 {
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
	y0, y1 := c.v.OneHexRange()
	for y := y0; y <= y1; y++ {
		for w := range 2 {
			for m := c.v.OneHexCells(y, w); m != 0; m &= m - 1 {
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

// CountLegal returns the number of legal placements of tile id, what
// AppendLegal would list, without listing them: 0 for a tile already in
// the city or unknown. For a city tile the city keeps count (three per
// legal spot, the same for every city tile not yet in the city).
func (c *City) CountLegal(id tile.ID) int {
	// placeable by hand, small enough for CountLegal to be inlined (a game
	// sizes its move list by it every turn): the bits of the city tiles
	// 1..61 not yet in the city (a city of 91 tiles holds every tile).
	if (cityTileBits&^c.v.Used[0])>>id&1 != 0 {
		return 3 * c.nspots
	}
	return c.countLegalOneHex(id)
}

// cityTileBits are the bits of the city tiles 1..61 in word 0 of
// cityview.View.Used.
const cityTileBits = 1<<(tile.MaxID+1) - 2

// countLegalOneHex is CountLegal for any tile but a city tile not yet in
// the city: 0 but for a one-hex tile.
func (c *City) countLegalOneHex(id tile.ID) int {
	if !c.oneHexPlaceable(id) {
		return 0
	}
	cells := 0
	y0, y1 := c.v.OneHexRange()
	for y := y0; y <= y1; y++ {
		cells += bits.OnesCount64(c.v.OneHexCells(y, 0)) + bits.OnesCount64(c.v.OneHexCells(y, 1))
	}
	return cells * turns(id)
}
