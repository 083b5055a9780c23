package cityview

import (
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// Cell is one column of a city: its height, the visible hex and its tile,
// and how many of its six neighbours are occupied (kept up to date so that
// adjacency, temples and lakes cost one load).
type Cell struct {
	H    uint8
	Kind tile.Kind
	ID   tile.ID
	Adj  uint8
}

// Box is the bounding box of the occupied cells, in axial coordinates.
type Box struct{ MinQ, MaxQ, MinR, MaxR int16 }

// MaxTiles bounds a city's placements: each of the 61 city tiles and the
// 30 one-hex tiles once.
const MaxTiles = int(tile.MaxAthenaID)

// MaxCells bounds the occupied cells: the starting tile's, three for each
// catalogue tile and one for each one-hex tile.
const MaxCells = 4 + 3*int(tile.MaxID) + MaxTiles - int(tile.MaxID)

// View is the part of a city.City that the engine reads: its kept cells and
// bit rows, its occupied cells, its whole Houses, the turns of its one-hex
// tiles, the tiles it holds and the parts it shows. A *View is the city as
// the construction cards of the Athena expansion read it (an athena.City). The city keeps it as its first field and
// changes it as it changes; package city writes the fields, every other
// package only reads them through the methods. The zero View reads as a
// city of no cell.
type View struct {
	Win    Window           // the kept cells and bit rows
	Order  [MaxCells]uint16 // the occupied cells' indexes, in order of first occupation
	NOcc   int              // how many
	NHist  int              // the placements after the starting tile
	Used   [2]uint64        // tile IDs in the city, as bits
	Bounds Box              // of the occupied cells (zero in a city of no cell)
	Houses Houses           // the cells showing a whole House
	Turns  [MaxOneHex]uint8 // by one-hex tile (TurnOf): the face rotation it was placed with
	Shown  Shown            // the visible parts by kind and level (see Visible)
}

// MaxOneHex is the number of one-hex tiles.
const MaxOneHex = int(tile.MaxAthenaID - tile.MaxID)

// TurnOf returns the face rotation one-hex tile id was placed with (see
// tile.ID.Face), and 0 for any other tile and for one not placed.
func (v *View) TurnOf(id tile.ID) uint8 {
	if k := uint(id) - uint(tile.MaxID+1); k < uint(len(v.Turns)) {
		return v.Turns[k]
	}
	return 0
}

// Of returns the View of a *city.City (a nil city reads as one of no
// cell). Package city sets it at init.
var Of func(c any) *View

// IndexAt returns the k-th occupied cell (0 <= k < NOcc), in order of first
// occupation, and index 0 (a corner of the window, never occupied) for
// any other k.
func (v *View) IndexAt(k int) grid.Index {
	if uint(k) >= uint(v.NOcc) {
		return 0
	}
	return grid.Index(v.Order[k])
}

// CellAt returns the height, visible hex and tile of the cell at index i
// (0, tile.None and tile.StartID for an empty cell or an index outside the
// rows the city keeps). It is exact for every cell within five columns of
// the occupied cells, which holds every cell a scorer reads for a legal
// placement; for a cell farther East or West it may give another cell's
// contents (see Window.Near), never panicking.
func (v *View) CellAt(i grid.Index) (height int, kind tile.Kind, id tile.ID) {
	if k := v.Win.Near(i); k < uint(len(v.Win.Cells)) {
		x := &v.Win.Cells[k]
		return int(x.H), x.Kind, x.ID
	}
	return // 0, tile.None and tile.StartID, all zero
}

// FaceAt returns the visible face of the cell at index i, as City.Face
// gives it: whole for any hex but a double district (the zero Face for an
// empty cell or an index outside the rows kept); exact as CellAt is.
func (v *View) FaceAt(i grid.Index) tile.Face {
	if k := v.Win.Near(i); k < uint(len(v.Win.Cells)) {
		return v.FaceOf(v.Win.Cells[k])
	}
	return tile.Face{}
}

// FaceOf returns the face a cell x of the city shows: inline for a whole
// hex (FaceOf is small enough to inline, oneHexFace is kept out of line
// for that), a call for one-hex tiles only; a call for every face made a
// random Athena game about 4% slower, the cards reading faces all game
// long.
func (v *View) FaceOf(x Cell) tile.Face {
	if !x.ID.IsOneHex() {
		return tile.Face{A: x.Kind}
	}
	return v.oneHexFace(x.ID)
}

// oneHexFace returns the face of one-hex tile id as it lies in the city.
//
//go:noinline
func (v *View) oneHexFace(id tile.ID) tile.Face {
	return id.Face(tile.Rotation(v.TurnOf(id)))
}

// OccupiedNeighborsAt returns how many neighbours of the cell at index i
// are occupied (0 for an index outside the rows kept); exact as CellAt is.
func (v *View) OccupiedNeighborsAt(i grid.Index) int {
	if k := v.Win.Near(i); k < uint(len(v.Win.Cells)) {
		return int(v.Win.Cells[k].Adj)
	}
	return 0
}

// NumHouses returns how many cells show a whole House hex (a House half
// of a double district is not one). The city keeps these cells as it
// changes, so that a scorer weighing a placement groups the Houses without
// walking every cell (score.After does).
func (v *View) NumHouses() int { return v.Houses.N }

// HouseAt returns the k-th cell showing a whole House (0 <= k <
// NumHouses), in an order that depends on the city's history, and index 0
// (a corner of the window, never occupied) for any other k.
func (v *View) HouseAt(k int) grid.Index {
	if uint(k) >= uint(v.Houses.N) {
		return 0
	}
	return grid.Index(v.Houses.At[k])
}

// HouseNeighbors returns which of the cells showing a whole House are
// neighbours of the k-th (HouseAt): bit t set when the t-th is, so that a
// scorer joins the Houses into groups by bit operations. It is 0 for any
// k outside 0 to NumHouses-1.
func (v *View) HouseNeighbors(k int) uint64 {
	if uint(k) >= uint(v.Houses.N) {
		return 0
	}
	return v.Houses.Nb[k]
}

// HoldsDouble reports whether a double district of the Athena expansion
// was ever placed in the city, visible or covered: one test of the tiles
// used, which tells a scorer whether to read the cells as faces.
func (v *View) HoldsDouble() bool {
	return v.Used[0]&doubleIDs[0] != 0 || v.Used[1]&doubleIDs[1] != 0
}

// doubleIDs are the bits of the double districts' IDs, as in View.Used.
var doubleIDs = func() (m [2]uint64) {
	for id := tile.MaxID + 1; id <= tile.MaxAthenaID; id++ {
		if id.Face(0).IsDouble() {
			m[id>>6] |= 1 << (id & 63)
		}
	}
	return m
}()

// Cell returns the cell at index i, exact as CellAt is (the zero Cell
// outside the rows kept).
func (v *View) Cell(i grid.Index) (x Cell) {
	if k := uint(i + i>>7*v.Win.d - v.Win.off); k < uint(len(v.Win.Cells)) {
		x = v.Win.Cells[k]
	}
	return
}

// Equal reports whether two cities have the same stacks on every cell: the
// same hexes of the same tiles at the same heights (and the same turns of
// their one-hex tiles). Cities built by the same placements in another
// order are Equal. akropolis.Game.Equal compares its cities by it.
func (v *View) Equal(o *View) bool {
	if v.NOcc != o.NOcc || v.Used != o.Used || v.NHist != o.NHist {
		return false
	}
	for _, i := range v.Order[:v.NOcc] {
		a, b := v.exact(grid.Index(i)), o.exact(grid.Index(i))
		if a.H != b.H || a.Kind != b.Kind || a.ID != b.ID || v.TurnOf(a.ID) != o.TurnOf(b.ID) {
			return false
		}
	}
	return true
}

// exact returns cell i, empty when it lies outside the window kept (the
// column checked too: exact for any cell, unlike Cell).
func (v *View) exact(i grid.Index) Cell {
	w := &v.Win
	if k, ok := w.Find(i); ok {
		return w.Cells[k]
	}
	return Cell{}
}
