package athena

import (
	"cmp"
	"errors"
	"fmt"
	"slices"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// City is what the card conditions and the scoring of halves read of a
// city: the visible top of each cell as a face, its level, and the list of
// occupied cells. It is read-only and small on purpose: a *city.City
// implements it, and Grid implements it from a map, for tests and for
// callers that hold a city of their own.
type City interface {
	// Face returns the visible top of cell h: a whole hex of its kind (a
	// hex of a 3-hex tile or of the starting tile, a single district or
	// plaza) or a double district with its rotation; the zero Face for an
	// empty cell.
	Face(h hex.Hex) tile.Face
	// Height returns the level of the top of cell h (1 on the ground),
	// and 0 for an empty cell.
	Height(h hex.Hex) int
	// NumCells returns the number of occupied cells.
	NumCells() int
	// IndexAt returns the dense index of the k-th occupied cell, for k
	// from 0 to NumCells()-1, in any order that stays the same while the
	// city does.
	IndexAt(k int) grid.Index
}

// Cell is what a Grid holds in one cell: the visible face and its level.
type Cell struct {
	Face  tile.Face `json:"face"`
	Level int       `json:"level"`
}

// Grid is a City held in a map, cell by cell: what is visible and at what
// level. It holds no stacks and checks no placement rule, so it can hold
// any position a test or a front-end wants to ask about. Make one with
// NewGrid; a Grid never changes. A nil *Grid is an empty city.
type Grid struct {
	box   box
	cells []Cell       // by box index
	order []grid.Index // the occupied cells, row by row
}

// ErrGrid is returned by NewGrid for a cell it cannot hold.
var ErrGrid = errors.New("athena: invalid grid")

// NewGrid returns a Grid of the starting tile (a House plaza at the
// origin, Quarries to its N, SE and SW, all at level 1) with cells laid
// over it: each entry of cells is the visible face of that cell and its
// level. An entry on a cell of the starting tile covers the starting hex,
// so its level must be 2 or more. Every face must be one a city can hold
// (tile.Face: one that has a JSON form), every level at least 1, and every cell within the
// dense window of package hex; otherwise
// NewGrid returns an error wrapping ErrGrid that names the first bad cell
// in row order, and no grid.
func NewGrid(cells map[hex.Hex]Cell) (*Grid, error) {
	all := make(map[hex.Hex]Cell, len(cells)+4)
	kinds, at := tile.Start()
	for i, h := range at {
		all[h] = Cell{Face: tile.Face{A: kinds[i]}, Level: 1}
	}
	for _, h := range sortedKeys(cells) {
		c := cells[h]
		if err := checkCell(h, c, all[h].Level); err != nil {
			return nil, err
		}
		all[h] = c
	}
	g := &Grid{}
	for _, h := range sortedKeys(all) {
		i, _ := grid.Of(h)
		g.order = append(g.order, i)
	}
	// The box keeps a margin of one cell, so that every neighbour of an
	// occupied cell is in it.
	g.box = boxAround(g, 1)
	g.cells = make([]Cell, g.box.size())
	for h, c := range all {
		i, _ := g.box.at(h)
		g.cells[i] = c
	}
	return g, nil
}

// checkCell reports why c cannot lie on h over a hex at level under (0
// for an empty cell).
func checkCell(h hex.Hex, c Cell, under int) error {
	switch _, ok := grid.Of(h); {
	case !ok:
		return fmt.Errorf("%w: cell %v lies outside the window of package hex", ErrGrid, h)
	case !isHex(c.Face):
		return fmt.Errorf("%w: cell %v: %v is not a face", ErrGrid, h, c.Face)
	case c.Level < 1:
		return fmt.Errorf("%w: cell %v: level %d, want 1 or more", ErrGrid, h, c.Level)
	case c.Level <= under:
		return fmt.Errorf("%w: cell %v covers the starting tile at level %d, want a level above it", ErrGrid, h, c.Level)
	}
	return nil
}

// sortedKeys returns the cells of m in row order.
func sortedKeys(m map[hex.Hex]Cell) []hex.Hex {
	hs := make([]hex.Hex, 0, len(m))
	for h := range m {
		hs = append(hs, h)
	}
	slices.SortFunc(hs, rowOrder)
	return hs
}

// rowOrder is the cell order of this package: row by row from North to
// South (R), and in a row from West to East (Q).
func rowOrder(a, b hex.Hex) int { return cmp.Or(cmp.Compare(a.R, b.R), cmp.Compare(a.Q, b.Q)) }

// before reports whether a comes before b in row order.
func before(a, b hex.Hex) bool { return rowOrder(a, b) < 0 }

// Face returns the visible face of h, the zero Face when h is empty.
func (g *Grid) Face(h hex.Hex) tile.Face { return g.cell(h).Face }

// Height returns the level of h, 0 when h is empty.
func (g *Grid) Height(h hex.Hex) int { return g.cell(h).Level }

// cell returns what lies on h: the zero Cell outside the box, and for
// every cell of a nil Grid.
func (g *Grid) cell(h hex.Hex) Cell {
	if g == nil {
		return Cell{}
	}
	if i, ok := g.box.at(h); ok {
		return g.cells[i]
	}
	return Cell{}
}

// NumCells returns the number of occupied cells, the starting tile's
// included; a nil Grid has none.
func (g *Grid) NumCells() int {
	if g == nil {
		return 0
	}
	return len(g.order)
}

// IndexAt returns the dense index of the k-th occupied cell in row order.
func (g *Grid) IndexAt(k int) grid.Index { return g.order[k] }

// Visible returns how many cells of g show a part of kind k (a whole hex
// or a half) at level min or higher; a nil Grid shows none.
func (g *Grid) Visible(k tile.Kind, min int) int {
	n := 0
	for i := range g.NumCells() {
		c := g.cell(g.IndexAt(i).Hex())
		if k != tile.None && c.Level >= min && partOf(c.Face, k) != tile.NoPart {
			n++
		}
	}
	return n
}

// ShowsEach reports whether g shows a part of each of kinds at level min
// or higher.
func (g *Grid) ShowsEach(kinds []tile.Kind, min int) bool {
	for _, k := range kinds {
		if g.Visible(k, min) == 0 {
			return false
		}
	}
	return true
}

// Enclosed returns how many cells of g show a part of kind k whose
// neighbours across its own edges are all occupied; a nil Grid shows
// none.
func (g *Grid) Enclosed(k tile.Kind) int {
	n := 0
	for i := range g.NumCells() {
		h := g.IndexAt(i).Hex()
		f := g.Face(h)
		if p := partOf(f, k); k != tile.None && p != tile.NoPart && enclosedPart(g, h, f, p) {
			n++
		}
	}
	return n
}

// enclosedPart reports whether every neighbour of h across the edges of
// f's part is occupied.
func enclosedPart(c City, h hex.Hex, f tile.Face, part tile.Part) bool {
	for _, d := range hex.Directions() {
		if f.Owner(d) == part && c.Height(h.Neighbor(d)) == 0 {
			return false
		}
	}
	return true
}

// isHex reports whether f is a hex a city can hold: exactly the faces
// that have a JSON form (tile.Face.MarshalJSON refuses any other).
func isHex(f tile.Face) bool {
	_, err := f.MarshalJSON()
	return err == nil
}
