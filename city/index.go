package city

import (
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// Low-level access (see the package doc). The index forms below serve
// inner loops (scoring, bots): they take and give dense hex.Index values.
// Out of range, they answer as for an empty cell far from the city.

// IndexAt returns the k-th occupied cell (0 <= k < NumCells), in the order
// of Cells, and index 0 (a corner of the window, never occupied) for any
// other k.
func (c *Base) IndexAt(k int) hex.Index {
	if uint(k) >= uint(c.nocc) {
		return 0
	}
	return c.occ[k]
}

// CellAt returns the height, visible hex and tile of the cell at index i
// (0, tile.None and tile.StartID for an empty cell or an index outside the
// window).
func (c *Base) CellAt(i hex.Index) (height int, kind tile.Kind, id tile.ID) {
	if uint(i) >= hex.Cells {
		return 0, tile.None, tile.StartID
	}
	x := &c.cells[i]
	return int(x.h), x.kind, x.id
}

// OccupiedNeighborsAt returns how many neighbours of the cell at index i
// are occupied (0 for an index outside the window).
func (c *Base) OccupiedNeighborsAt(i hex.Index) int {
	if uint(i) >= hex.Cells {
		return 0
	}
	return int(c.cells[i].adj)
}
