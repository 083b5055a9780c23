package city

import (
	"iter"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// maxRadius is the farthest a city's cell may lie from the origin (62). A
// city of the longest game (31 tiles) laid in a line reaches 61, so no
// legal game ever meets the bound; a placement beyond it fails with
// ErrOutOfBounds.
const maxRadius = cityview.MaxRadius

// cell is one column of a city (see cityview.Cell).
type cell = cityview.Cell

// record is one placement with what it changed, so Undo restores it
// exactly: its cells (by index: the first is the anchor's), tile and
// rotation, what the cells held before and the bounds. It is kept small
// (28 bytes) because Clone copies every record.
type record struct {
	at     [3]uint16
	tile   tile.ID
	rot    tile.Rotation
	prev   [3]cell
	bounds box
}

// placement returns the placement r records.
func (r *record) placement() Placement {
	return Placement{Anchor: grid.Index(r.at[0]).Hex(), Tile: r.tile, Rotation: r.rot}
}

// idx returns the indexes of r's cells.
func (r *record) idx() [3]grid.Index {
	return [3]grid.Index{grid.Index(r.at[0]), grid.Index(r.at[1]), grid.Index(r.at[2])}
}

// saved is what the rows a placement refreshed (at most five) held before
// it, so that Undo copies their spots back instead of working them out
// again. It is kept apart from the records so that CopyFrom need not copy
// it: the placements a city holds when it is copied have none (see
// City.unsaved) and Undo works their rows out. A city grows its slice of
// them as it places tiles and keeps it (CopyFrom reuses it), so
// a copy made by Clone starts without one (2.7 kilobytes less for a city
// of 12 tiles).
type saved struct {
	nspots int
	spots  [maxRefresh][2][2]uint64
}

// maxRefresh bounds the rows one placement refreshes (see refreshRows).
const maxRefresh = 5

// maxTiles bounds the placements: each of the 61 city tiles and the 30
// one-hex tiles once.
const maxTiles = cityview.MaxTiles

// box is the bounding box of the occupied cells, in axial coordinates.
type box = cityview.Box

// City is one player's city: the stack of hexes on every cell and the
// history of placements that built it, with every query on them (heights,
// legal placements, Check, holes, Key) and the calls that change them
// (Place, Undo, CopyFrom, UnmarshalJSON). The zero value reads as a
// city of no cell and cannot be placed on; call New. Reading a City from
// several goroutines is safe while nothing changes it; Clone gives an
// independent copy.
//
// akropolis.Game.City hands out the game's own cities: read, score and
// Clone them, but never change one (Place, Undo, CopyFrom,
// UnmarshalJSON or an assignment through the pointer): the game would not
// know, and its stones, turn and scores would no longer agree with it.
type City struct {
	// v holds the cells, the bit rows of the rows kept (see keep), the
	// occupied cells, the whole Houses, the one-hex tiles' turns, the tiles
	// used, the bounds, the number of placements and the parts shown: what
	// the module's engines read through cityview.Of.
	v       cityview.View
	nspots  int      // the legal spots in the rows' spots
	hist    []record // the placements, oldest first (hist[:v.NHist]; grown as needed)
	undo    []saved  // the spots each placement refreshed, as they were (grown as needed)
	unsaved int      // placements numbered below it (copied ones) have no undo
	key     uint64   // see Key
}

// emptyView is what cityview.Of gives for a nil city: read only.
var emptyView cityview.View

func init() {
	cityview.Of = func(c any) *cityview.View {
		if c, ok := c.(*City); ok && c != nil {
			return &c.v
		}
		return &emptyView
	}
}

var steps = grid.Steps()

// New returns a city holding only its starting tile.
func New() *City {
	c := &City{}
	c.reset()
	return c
}

// reset empties the city back to its starting tile. Only the rows around
// the occupied cells were ever written, so only they are cleared.
func (c *City) reset() {
	c.clearSpan()
	c.keep(cityview.Rect{Y0: grid.Half - 3, Y1: grid.Half + 4, X0: grid.Half - 4, X1: grid.Half + 4}, startMargin) // kept of the starting tile
	c.v.NOcc, c.v.NHist, c.unsaved = 0, 0, 0
	c.v.Used = [2]uint64{}
	c.key = 0
	c.v.Shown = cityview.Shown{}
	c.v.Houses.N = 0
	c.v.Bounds = box{}
	kinds, cells := tile.Start()
	for k, h := range cells {
		i, _ := grid.Of(h)
		c.occupy(i)
		setBit(&c.row(int(i>>7)).Low, i)
		x := c.ref(i)
		x.H, x.Kind, x.ID = 1, kinds[k], tile.StartID
		c.recell(i, cell{}, *x)
	}
	c.v.Bounds = box{MinQ: -1, MaxQ: 1, MinR: -1, MaxR: 1}
	c.refresh(c.rows())
}

// span returns the rectangle of the window that may hold anything: the
// bounding box of the occupied cells widened by one (their neighbours'
// counts) and, for the rows, by one more below (the kept spots).
func (c *City) span() cityview.Rect {
	b := c.v.Bounds
	return cityview.Rect{
		Y0: max(int(b.MinR)-1+grid.Half, 0), Y1: min(int(b.MaxR)+2+grid.Half, grid.Size-1),
		X0: max(int(b.MinQ)-1+grid.Half, 0), X1: min(int(b.MaxQ)+1+grid.Half, grid.Size-1),
	}
}

// clearSpan zeroes everything within the span: the cells, the layers and
// the kept spots.
func (c *City) clearSpan() {
	if c.v.Win.Rows != nil {
		c.v.Win.Clear(c.span())
	}
	c.nspots = 0
}

// copySpan copies everything within src's span from src; c must be zero
// there beforehand.
func (c *City) copySpan(src *City) {
	c.nspots = src.nspots
	if src.v.Win.Rows != nil { // the zero City keeps no rows
		c.v.Win.CopyFrom(&src.v.Win, src.span())
	}
}

// occupy marks an empty cell occupied and counts it in its neighbours.
func (c *City) occupy(i grid.Index) {
	c.v.Order[c.v.NOcc] = uint16(i)
	c.v.NOcc++
	// The six neighbours, by constant offsets into three short slices of
	// the rows around i: three bounds checks, where indexing the cells of
	// the three rows at offsets of the window's width took seven.
	w, k, cs := c.v.Win.W, c.v.Win.Pos(i), c.v.Win.Cells
	up, mid, dn := cs[k-w:k-w+2], cs[k-1:k+2], cs[k+w-1:k+w+1]
	up[0].Adj++  // N
	up[1].Adj++  // NE
	mid[2].Adj++ // SE
	dn[1].Adj++  // S
	dn[0].Adj++  // SW
	mid[0].Adj++ // NW
	// The bits: i's own, and its neighbours' q and q+1 in the row above,
	// q-1 and q+1 in i's row, q-1 and q below; in three word operations
	// when they all lie in i's word, else one by one.
	y := int(i >> 7)
	rs := (*[3]bitRow)(c.v.Win.Rows[y-1-c.v.Win.Y0:])
	ww, b := slot(i)
	m := uint64(1) << b
	rs[1].Occ[ww] |= m
	if b == 0 || b == 63 {
		for _, s := range steps {
			setBit(&c.row(int((i+s)>>7)).Adj, i+s)
		}
		return
	}
	rs[0].Adj[ww] |= m | m<<1
	rs[1].Adj[ww] |= m>>1 | m<<1
	rs[2].Adj[ww] |= m>>1 | m
}

// vacate undoes occupy for the last occupied cell i.
func (c *City) vacate(i grid.Index) {
	c.v.NOcc--
	clearBit(&c.row(int(i>>7)).Occ, i)
	// The neighbours as occupy finds them, in the order of steps.
	w, k, cs := c.v.Win.W, c.v.Win.Pos(i), c.v.Win.Cells
	up, mid, dn := cs[k-w:k-w+2], cs[k-1:k+2], cs[k+w-1:k+w+1]
	for d, x := range [6]*cell{&up[0], &up[1], &mid[2], &dn[1], &dn[0], &mid[0]} {
		if x.Adj--; x.Adj == 0 {
			j := i + steps[d]
			clearBit(&c.row(int(j>>7)).Adj, j)
		}
	}
}

// Clone returns an independent copy of the city, which the caller may
// change: its fixed part (about 1.5 kilobytes), its placements (28 bytes
// each), and the cells and bit rows of the rectangle its cells, their
// neighbours and its spots span (4 bytes a cell, 112 bytes a row), in four
// allocations: about 5 kilobytes for a city of 12 tiles, 6.4 for one of 20. A copy that
// grows past that rectangle widens it once (Place allocates then).
// Search loops that copy cities keep their own and use CopyFrom, which
// allocates nothing once warm and costs well under a microsecond.
func (c *City) Clone() *City {
	d := &City{}
	d.keep(c.kept(), cloneMargin)
	d.copyFrom(c)
	return d
}

// CopyFrom makes c an exact copy of src, reusing c's memory: it copies
// only the rows and columns the two cities use, so its cost follows the
// cities' size rather than the window's, and allocates nothing unless src
// reaches rows beyond those c keeps (then c widens them once, for good).
// A nil src changes nothing; a New city as src empties c back to its
// starting tile.
func (c *City) CopyFrom(src *City) {
	if src == nil || src == c {
		return
	}
	c.clearSpan()
	margin := newMargin
	if c.v.Win.Rows == nil { // a city never used (akropolis.Game.Clone copies into them): as tight as Clone
		margin = cloneMargin
	}
	c.keep(src.kept(), margin)
	c.copyFrom(src)
}

// copyFrom copies src into c, which must be zero within src's span.
func (c *City) copyFrom(src *City) {
	c.copySpan(src)
	copy(c.v.Order[:src.v.NOcc], src.v.Order[:src.v.NOcc])
	c.hist = append(c.hist[:0], src.hist[:src.v.NHist]...)
	c.v.NOcc, c.v.NHist = src.v.NOcc, src.v.NHist
	c.unsaved = src.v.NHist
	c.v.Used, c.key, c.v.Shown = src.v.Used, src.key, src.v.Shown
	c.v.Houses.CopyFrom(&src.v.Houses)
	c.v.Bounds = src.v.Bounds
	c.v.Turns = src.v.Turns
}

// Len returns the number of tiles placed after the starting tile.
func (c *City) Len() int { return c.v.NHist }

// Equal reports whether two cities have the same stacks on every cell: the
// same hexes of the same tiles at the same heights. Cities built by the
// same placements in another order are Equal; no city is Equal to nil. A
// City keeps unexported state, so comparing cities needs this method
// (go-cmp calls it).
func (c *City) Equal(o *City) bool { return c != nil && o != nil && c.v.Equal(&o.v) }

// has reports whether tile id has been placed in the city (never for the
// starting tile's StartID nor a number outside the catalogue).
func (c *City) has(id tile.ID) bool {
	return id < 128 && c.v.Used[id>>6]&(1<<(id&63)) != 0 // only catalogue tiles are ever set
}

// Placements returns the placement history, oldest first (a copy).
func (c *City) Placements() []Placement {
	ps := make([]Placement, c.v.NHist)
	for k, r := range c.hist[:c.v.NHist] {
		ps[k] = r.placement()
	}
	return ps
}

// Height returns the number of hexes stacked on a cell (0 when empty).
func (c *City) Height(h hex.Hex) int { return c.v.Height(h) }

// Face returns the visible top of a cell, what a player sees of it: a hex
// of a 3-hex tile or of the starting tile, a single district or plaza is a
// whole face of its kind (Face.A); a double district of the Athena
// expansion gives both halves and its rotation (Face.A is half A's kind).
// An empty cell gives the zero Face, whose kind is tile.None. Package
// score/athena reads the cells as faces.
func (c *City) Face(h hex.Hex) tile.Face { return c.v.Face(h) }

// Cells yields the occupied cells in the order they were first covered.
func (c *City) Cells() iter.Seq[hex.Hex] {
	return func(yield func(hex.Hex) bool) {
		for _, i := range c.v.Order[:c.v.NOcc] {
			if !yield(grid.Index(i).Hex()) {
				return
			}
		}
	}
}

// Layer is one hex of a column: what it shows, its tile, which of the
// tile's hexes it is and its level. Its JSON form is
// {"kind":"House","tile":12,"hex":0,"level":2} (see MarshalJSON), the
// shape of a column entry in a city's JSON form too.
type Layer struct {
	Kind  tile.Kind
	Tile  tile.ID // tile.StartID for the starting tile
	Hex   int     // the hex's index in the tile's clockwise order, from 0
	Level int     // 1 on the ground
}

// Column returns the hexes stacked on a cell, bottom first, rebuilt from the
// history (a query for front-ends; it allocates).
func (c *City) Column(h hex.Hex) []Layer {
	var col []Layer
	kinds, cells := tile.Start()
	for k, s := range cells {
		if s == h {
			col = append(col, Layer{Kind: kinds[k], Tile: tile.StartID, Hex: k, Level: 1})
		}
	}
	for _, r := range c.hist[:c.v.NHist] {
		p := r.placement()
		hexes, n := p.hexes()
		cells := p.Cells()
		for k, s := range cells[:n] {
			if s == h {
				col = append(col, Layer{Kind: hexes[k], Tile: r.tile, Hex: k, Level: len(col) + 1})
			}
		}
	}
	return col
}

// The city keeps the cells of a rectangle of the window: every cell an
// occupied cell, a neighbour of one or a legal spot lies on, with a
// margin (cityview.Window). Cells outside it read as empty (cell), so a
// copy allocates the city's rectangle only, not the window's 64
// kilobytes.
const (
	startMargin = 20 // rows and columns beyond the starting tile's in a new city: the cities of random games fit
	newMargin   = 12 // rows and columns beyond those needed when a city grows its window
	cloneMargin = 0  // the same for a copy made by Clone: as tight as the city
)

// kept returns the rectangle of the window a city with c's bounds needs
// kept: from two rows above its cells (a spot's upper row above the
// neighbours) to three below (a spot's rows below the neighbours, and one
// for safety), from three columns West of its cells to three East (a
// spot's cells beyond the neighbours, and one for safety).
func (c *City) kept() cityview.Rect {
	b := c.v.Bounds
	return cityview.Rect{
		Y0: int(b.MinR) - 2 + grid.Half, Y1: int(b.MaxR) + 3 + grid.Half,
		X0: int(b.MinQ) - 3 + grid.Half, X1: int(b.MaxQ) + 3 + grid.Half,
	}
}

// keep makes sure c keeps rectangle r (clipped to the window). When it
// does not, it keeps a new window holding the old one and r widened by
// margin, the old cells copied over: a city that grows reallocates
// seldom, and one reused (CopyFrom) keeps its window.
func (c *City) keep(r cityview.Rect, margin int) {
	if !c.v.Win.Keeps(r) {
		c.v.Win.Grow(r, margin)
	}
}

// cell returns cell i, empty when it lies outside the window c keeps.
func (c *City) cell(i grid.Index) cell {
	w := &c.v.Win
	if k := w.Near(i); k < uint(len(w.Cells)) && uint(i&127)-uint(w.X0) < uint(w.W) {
		return w.Cells[k]
	}
	return cell{}
}

// ref returns cell i for writing or a quick read; i must lie in the
// window c keeps (kept): an occupied cell, a neighbour of one, or a cell
// of a legal spot.
func (c *City) ref(i grid.Index) *cell { return c.v.Win.Ref(i) }
