package city

import (
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// Engine is the low-level access to a city, for engines that build their
// own move lists and scorers (akropolis.MoveList, score.Totals and
// score.After are built on it); playing, checking, listing and scoring
// placements need none of it. Its methods take and give the dense
// grid.Index of package hex and the bit rows the city keeps, and answer as
// for an empty cell far from the city when out of range.
//
// An Engine is a view, not a copy: it reads its City as it is at each call,
// and follows every change to it. Get one from City.Engine. It is the
// City itself under another type, so that its calls cost what the City's
// own would (the compiler inlines them), and the zero Engine reads a city
// of no cell, as the zero City is.
type Engine City

// Engine returns the low-level access to c (see Engine).
func (c *City) Engine() *Engine { return (*Engine)(c) }

// IndexAt is City.IndexAt, for scoring loops that hold an Engine.
func (e *Engine) IndexAt(k int) grid.Index { return (*City)(e).IndexAt(k) }

// CellAt returns the height, visible hex and tile of the cell at index i
// (0, tile.None and tile.StartID for an empty cell or an index outside the
// window).
func (e *Engine) CellAt(i grid.Index) (height int, kind tile.Kind, id tile.ID) {
	if k := uint(i - e.base); k < uint(len(e.cells)) {
		x := &e.cells[k]
		return int(x.h), x.kind, x.id
	}
	return // 0, tile.None and tile.StartID, all zero
}

// FaceAt returns the visible face of the cell at index i, as City.Face
// gives it: whole for any hex but a double district (the zero Face for an
// empty cell or an index outside the window).
func (e *Engine) FaceAt(i grid.Index) tile.Face {
	if k := uint(i - e.base); k < uint(len(e.cells)) {
		return (*City)(e).faceOf(e.cells[k])
	}
	return tile.Face{}
}

// OccupiedNeighborsAt returns how many neighbours of the cell at index i
// are occupied (0 for an index outside the window).
func (e *Engine) OccupiedNeighborsAt(i grid.Index) int {
	if k := uint(i - e.base); k < uint(len(e.cells)) {
		return int(e.cells[k].adj)
	}
	return 0
}

// NumHouses returns how many cells show a whole House hex (a House half
// of a double district is not one). The city keeps these cells as it
// changes, so that a scorer weighing a placement groups the Houses without
// walking every cell (score.After does).
func (e *Engine) NumHouses() int { return e.houses.n }

// HouseAt returns the k-th cell showing a whole House (0 <= k <
// NumHouses), in an order that depends on the city's history, and index 0
// (a corner of the window, never occupied) for any other k.
func (e *Engine) HouseAt(k int) grid.Index {
	if uint(k) >= uint(e.houses.n) {
		return 0
	}
	return e.houses.at[k]
}

// HouseNeighbors returns which of the cells showing a whole House are
// neighbours of the k-th (HouseAt): bit t set when the t-th is, so that a
// scorer joins the Houses into groups by bit operations. It is 0 for any
// k outside 0 to NumHouses-1.
func (e *Engine) HouseNeighbors(k int) uint64 {
	if uint(k) >= uint(e.houses.n) {
		return 0
	}
	return e.houses.nb[k]
}

// HoldsDouble reports whether a double district of the Athena expansion
// was ever placed in the city, visible or covered: one test of the tiles
// used, which tells a scorer whether to read the cells as faces.
func (e *Engine) HoldsDouble() bool { return (*City)(e).holdsDouble() }
