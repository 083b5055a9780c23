package city

import (
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// A city keeps, for each kind, how many of its visible parts are
// enclosed: every neighbour across the part's own edges is occupied (all
// six for a whole hex, the three across a half's edges for a half of a
// double district). A construction card of the Athena expansion that asks
// for a surrounded part (Oasis, Storehouses, District Center) asks this
// count before it looks for one, and in a city that sprawls on the ground
// it is usually 0. The counts follow from the cells, so Equal and Key
// leave them out. They change when a cell's top changes (recell) and
// when a cell's neighbour is first occupied or last vacated (occupy,
// vacate).

// enclosed holds the count of each kind, with room for 16 kinds so that a
// kind masked to 4 bits needs no bounds check. A count never passes the
// city's 217 cells.
type enclosed [16]uint8

// Enclosed returns how many cells show, on top, a part of kind k whose
// neighbours across its own edges are all occupied: a whole hex of kind k
// with its six neighbours occupied, or a half of kind k of a double
// district with the three across its edges occupied. Occupied means any
// hex, Quarries included. tile.None and invalid kinds give 0. The city
// keeps these counts as it changes, so the answer costs a load.
func (c *Base) Enclosed(k tile.Kind) int {
	if !k.Valid() {
		return 0
	}
	return int(c.encl[k&15])
}

// The tests below are all a base game pays on every change: a cell with
// fewer than six occupied neighbours encloses nothing unless it shows a
// double district, and a city without one (every base game's) has none.

// maybeEnclosed reports whether x, a cell of the city, may show an enclosed
// part: a whole hex with six occupied neighbours, or a half of a double
// district (which the callers then ask in full).
func maybeEnclosed(x cell) bool {
	return x.h != 0 && (x.adj == 6 || x.id >= tile.FirstOneHexID && halfB[x.id] != tile.None)
}

// holdsDouble reports whether c holds a double district.
func (c *Base) holdsDouble() bool {
	return c.used[0]&doubleIDs[0] != 0 || c.used[1]&doubleIDs[1] != 0
}

// doubleIDs are the bits of the double districts' IDs, as in Base.used.
var doubleIDs = func() (m [2]uint64) {
	for _, t := range tile.AthenaTiles() {
		if t.IsDouble() {
			m[t.ID>>6] |= 1 << (t.ID & 63)
		}
	}
	return m
}()

// enclose adds d (1, or 255 to take one away) to the counts of the
// enclosed parts that x shows on cell i (none when x is empty).
func (c *Base) enclose(i hex.Index, x cell, d uint8) {
	switch {
	case x.h == 0:
	case halfB[x.id] == tile.None: // a whole hex: its six neighbours
		if c.cells[i].adj == 6 {
			c.encl[x.kind&15] += d
		}
	default:
		f := c.faceOf(x)
		for _, part := range [2]tile.Part{tile.HalfA, tile.HalfB} {
			if c.partEnclosed(i, f, part, nowhere) {
				c.encl[f.Kind(part)&15] += d
			}
		}
	}
}

// nowhere is no direction, for partEnclosed.
const nowhere = hex.Direction(255)

// partEnclosed reports whether every neighbour of cell i across the edges
// of f's part is occupied, counting the neighbour toward also occupied
// (nowhere for none).
func (c *Base) partEnclosed(i hex.Index, f tile.Face, part tile.Part, toward hex.Direction) bool {
	for d, s := range steps {
		if f.Owner(hex.Direction(d)) == part && hex.Direction(d) != toward && c.cells[i+s].h == 0 {
			return false
		}
	}
	return true
}

// neighboursOccupied counts, in the parts of the neighbours of cell i
// that its occupation encloses, d (1 on occupy, 255 on vacate): six marks
// the neighbours whose sixth neighbour it is; a double district among
// them is asked in full (neighbourOccupied).
func (c *Base) neighboursOccupied(i hex.Index, six uint8, d uint8) {
	doubles := c.holdsDouble()
	for k, s := range steps {
		if six&(1<<k) != 0 || doubles {
			c.neighbourOccupied(i+s, hex.Direction(k).Opposite(), d)
		}
	}
}

// neighbourOccupied counts, in the parts of cell j that the occupation
// of its neighbour toward d encloses, d (1 on occupy, 255 on vacate): a
// whole hex whose sixth neighbour it is (adj is 6 with it), a half that
// owns the edge toward d and whose other two neighbours are occupied.
func (c *Base) neighbourOccupied(j hex.Index, toward hex.Direction, d uint8) {
	x := c.cells[j]
	switch {
	case x.h == 0:
	case halfB[x.id] == tile.None:
		if x.adj == 6 {
			c.encl[x.kind&15] += d
		}
	default:
		f := c.faceOf(x)
		if part := f.Owner(toward); c.partEnclosed(j, f, part, toward) {
			c.encl[f.Kind(part)&15] += d
		}
	}
}
