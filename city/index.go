package city

import (
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// The index forms below serve inner loops (scoring, bots): they take and
// give dense hex.Index values and do no bounds checks beyond the window's.

// IndexAt returns the k-th occupied cell (0 <= k < NumCells), in the order
// of Cells.
func (c *City) IndexAt(k int) hex.Index { return c.occ[k] }

// CellAt returns the height, visible hex and tile of the cell at index i.
func (c *City) CellAt(i hex.Index) (height int, kind tile.Kind, id tile.ID) {
	x := &c.cells[i]
	return int(x.h), x.kind, x.id
}

// OccupiedNeighborsAt returns how many neighbours of the cell at index i
// are occupied. i must be an occupied cell or a neighbour of one.
func (c *City) OccupiedNeighborsAt(i hex.Index) int { return int(c.cells[i].adj) }
