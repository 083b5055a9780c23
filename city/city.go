package city

import (
	"iter"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// MaxRadius is the farthest a city's cell may lie from the origin. A city of
// the longest game (31 tiles) laid in a line reaches 61, so no legal game
// ever meets the bound; a placement beyond it fails with ErrOutOfBounds.
const MaxRadius = grid.Half - 2

// cell is one column of a city: its height, the visible hex and its tile,
// and how many of its six neighbours are occupied (kept up to date so that
// adjacency, temples and lakes cost one load).
type cell struct {
	h    uint8
	kind tile.Kind
	id   tile.ID
	adj  uint8
}

// record is one placement with what it changed, so Undo restores it exactly.
type record struct {
	p      Placement
	idx    [3]grid.Index
	prev   [3]cell
	bounds box
}

// saved is what the rows a placement refreshed (at most five) held before
// it, so that Undo copies their spots back instead of working them out
// again. It is kept apart from the records so that CopyFrom need not copy
// it: the placements a city holds when it is copied have none (see
// City.unsaved) and Undo works their rows out. A city grows its slice of
// them as it places tiles and keeps it (Reset and CopyFrom reuse it), so
// a copy made by Clone starts without one and costs 15 kilobytes less.
type saved struct {
	nspots int
	spots  [maxRefresh][2][2]uint64
}

// maxRefresh bounds the rows one placement refreshes (see refreshRows).
const maxRefresh = 5

// maxCells bounds the occupied cells: the starting tile's, three for each
// catalogue tile and one for each one-hex tile.
const maxCells = 4 + 3*int(tile.MaxID) + maxTiles - int(tile.MaxID)

// maxTiles bounds the placements: each of the 61 city tiles and the 30
// one-hex tiles once.
const maxTiles = int(tile.MaxAthenaID)

// box is the bounding box of the occupied cells, in axial coordinates.
type box struct{ minQ, maxQ, minR, maxR int16 }

// City is one player's city: the stack of hexes on every cell and the
// history of placements that built it, with every query on them (heights,
// legal placements, Check, holes, Key) and the calls that change them
// (Place, Undo, Reset, CopyFrom, UnmarshalJSON). The zero value reads as a
// city of no cell and cannot be placed on; call New. Reading a City from
// several goroutines is safe while nothing changes it; Clone gives an
// independent copy.
//
// akropolis.Game.City hands out the game's own cities: read, score and
// Clone them, but never change one (Place, Undo, Reset, CopyFrom,
// UnmarshalJSON or an assignment through the pointer): the game would not
// know, and its stones, turn and scores would no longer agree with it.
type City struct {
	cells   []cell               // the cells of the rows the city keeps (see keepRows), from base on
	base    grid.Index           // the window index of cells[0], the first cell of a row
	band    []bitRow             // the bits of the rows kept, row base>>7 first
	nspots  int                  // the legal spots in the rows' spots
	occ     [maxCells]grid.Index // occupied cells, in order of first occupation
	nocc    int                  // how many
	hist    []record             // the placements, oldest first (hist[:nhist]; grown as needed)
	nhist   int                  // how many
	undo    []saved              // the spots each placement refreshed, as they were (grown as needed)
	unsaved int                  // placements numbered below it (copied ones) have no undo
	used    [2]uint64            // tile IDs in the city, as bits
	key     uint64               // see Key
	bounds  box
	turn    [256]uint8 // by tile ID: the face rotation of a one-hex tile placed (see Face)
	shown   shown      // the visible parts by kind and level (see Visible)
	houses  houses     // the cells showing a whole House (see Engine.HouseAt)
}

// allowed marks the cells within MaxRadius: read-only after init.
var allowed = func() (a [grid.Cells]bool) {
	for i := range a {
		a[i] = grid.Index(i).Hex().Length() <= MaxRadius
	}
	return a
}()

var steps = grid.Steps()

// New returns a city holding only its starting tile.
func New() *City {
	c := &City{}
	c.Reset()
	return c
}

// Reset empties the city back to its starting tile. Only the rows around
// the occupied cells were ever written, so only they are cleared.
func (c *City) Reset() {
	c.clearSpan()
	c.keepRows(grid.Half-3, grid.Half+4, startMargin) // keptRows of the starting tile
	c.nocc, c.nhist, c.unsaved = 0, 0, 0
	c.used = [2]uint64{}
	c.key = 0
	c.shown = shown{}
	c.houses.n = 0
	c.bounds = box{}
	kinds, cells := tile.Start()
	for k, h := range cells {
		i, _ := grid.Of(h)
		c.occupy(i)
		setBit(&c.row(int(i>>7)).low, i)
		x := c.ref(i)
		x.h, x.kind, x.id = 1, kinds[k], tile.StartID
		c.recell(i, cell{}, *x)
	}
	c.bounds = box{-1, 1, -1, 1}
	c.refresh(c.rows())
}

// span returns the window rows and columns that may hold anything: the
// bounding box of the occupied cells widened by one (their neighbours'
// counts) and, for the rows, by one more below (the kept spots).
func (c *City) span() (y0, y1, x0, x1 int) {
	b := c.bounds
	return max(int(b.minR)-1+grid.Half, 0), min(int(b.maxR)+2+grid.Half, grid.Size-1),
		max(int(b.minQ)-1+grid.Half, 0), min(int(b.maxQ)+1+grid.Half, grid.Size-1)
}

// clearSpan zeroes everything within the span: the cells, the layers and
// the kept spots.
func (c *City) clearSpan() {
	y0, y1, x0, x1 := c.span()
	if c.cells != nil {
		for y := y0; y <= y1; y++ {
			k := y*grid.Size - int(c.base)
			clear(c.cells[k+x0 : k+x1+1])
		}
		lo := int(c.base >> 7)
		clear(c.band[y0-lo : y1-lo+1])
	}
	c.nspots = 0
}

// copySpan copies everything within src's span from src; c must be zero
// there beforehand.
func (c *City) copySpan(src *City) {
	y0, y1, x0, x1 := src.span()
	c.nspots = src.nspots
	if src.cells == nil { // the zero City keeps no rows
		return
	}
	for y := y0; y <= y1; y++ {
		k, j := y*grid.Size-int(c.base), y*grid.Size-int(src.base)
		copy(c.cells[k+x0:k+x1+1], src.cells[j+x0:j+x1+1])
	}
	lo, slo := int(c.base>>7), int(src.base>>7)
	copy(c.band[y0-lo:y1-lo+1], src.band[y0-slo:y1-slo+1])
}

// occupy marks an empty cell occupied and counts it in its neighbours.
func (c *City) occupy(i grid.Index) {
	c.occ[c.nocc] = i
	c.nocc++
	y := int(i >> 7)
	setBit(&c.row(y).occ, i)
	// The six neighbours, by constant offsets into the rows around i (one
	// bounds check for all).
	k := int(i-c.base) - grid.Size
	nb := c.cells[k : k+2*grid.Size+1]
	nb[0].adj++             // N
	nb[1].adj++             // NE
	nb[grid.Size+1].adj++   // SE
	nb[2*grid.Size].adj++   // S
	nb[2*grid.Size-1].adj++ // SW
	nb[grid.Size-1].adj++   // NW
	// The neighbours' bits: q and q+1 in the row above, q-1 and q+1 in
	// i's row, q-1 and q below; in three word operations when they all lie
	// in i's word, else one by one.
	w, b := slot(i)
	if b == 0 || b == 63 {
		for _, s := range steps {
			setBit(&c.row(int((i+s)>>7)).adj, i+s)
		}
		return
	}
	m := uint64(1) << b
	c.row(y - 1).adj[w] |= m | m<<1
	c.row(y).adj[w] |= m>>1 | m<<1
	c.row(y + 1).adj[w] |= m>>1 | m
}

// vacate undoes occupy for the last occupied cell i.
func (c *City) vacate(i grid.Index) {
	c.nocc--
	clearBit(&c.row(int(i>>7)).occ, i)
	for _, s := range steps {
		j := i + s
		x := c.ref(j)
		if x.adj--; x.adj == 0 {
			clearBit(&c.row(int(j>>7)).adj, j)
		}
	}
}

// Clone returns an independent copy of the city, which the caller may
// change: its fixed part (about 2 kilobytes), its placements, and the
// cells and bit rows of the rows it occupies and their neighbours' (about
// 0.6 kilobytes a row), in four allocations. A copy that grows past those
// rows widens them once (Place allocates then). Search loops that copy
// cities keep their own and use CopyFrom, which allocates nothing once
// warm and costs well under a microsecond.
func (c *City) Clone() *City {
	d := &City{}
	y0, y1 := c.keptRows()
	d.keepRows(y0, y1, cloneMargin)
	d.copyFrom(c)
	return d
}

// CopyFrom makes c an exact copy of src, reusing c's memory: it copies
// only the rows and columns the two cities use, so its cost follows the
// cities' size rather than the window's, and allocates nothing unless src
// reaches rows beyond those c keeps (then c widens them once, for good).
// A nil src changes nothing.
func (c *City) CopyFrom(src *City) {
	if src == nil || src == c {
		return
	}
	c.clearSpan()
	y0, y1 := src.keptRows()
	margin := newMargin
	if c.cells == nil { // a city never used (akropolis.Game.Clone copies into them): as tight as Clone
		margin = cloneMargin
	}
	c.keepRows(y0, y1, margin)
	c.copyFrom(src)
}

// copyFrom copies src into c, which must be zero within src's span.
func (c *City) copyFrom(src *City) {
	c.copySpan(src)
	copy(c.occ[:src.nocc], src.occ[:src.nocc])
	c.hist = append(c.hist[:0], src.hist[:src.nhist]...)
	c.nocc, c.nhist = src.nocc, src.nhist
	c.unsaved = src.nhist
	c.used, c.key, c.shown = src.used, src.key, src.shown
	c.houses.copyFrom(&src.houses)
	c.bounds = src.bounds
	c.turn = src.turn
}

// Equal reports whether two cities have the same stacks on every cell: the
// same hexes of the same tiles at the same heights. Cities built by the same
// placements in another order can be Equal. No city is Equal to nil.
func (c *City) Equal(o *City) bool {
	if o == nil || c.nocc != o.nocc || c.used != o.used || c.nhist != o.nhist {
		return false
	}
	for _, i := range c.occ[:c.nocc] {
		a, b := c.cell(i), o.cell(i)
		if a.h != b.h || a.kind != b.kind || a.id != b.id || c.turn[a.id] != o.turn[b.id] {
			return false
		}
	}
	return true
}

// Len returns the number of tiles placed after the starting tile.
func (c *City) Len() int { return c.nhist }

// Has reports whether tile id has been placed in the city (never for the
// starting tile's StartID nor a number outside the catalogue).
func (c *City) Has(id tile.ID) bool {
	return id < 128 && c.used[id>>6]&(1<<(id&63)) != 0 // only catalogue tiles are ever set
}

// Placements returns the placement history, oldest first (a copy).
func (c *City) Placements() []Placement {
	ps := make([]Placement, c.nhist)
	for k, r := range c.hist[:c.nhist] {
		ps[k] = r.p
	}
	return ps
}

// Last returns the most recent placement, and false for a city that holds
// only its starting tile.
func (c *City) Last() (Placement, bool) {
	if c.nhist == 0 {
		return Placement{}, false
	}
	return c.hist[c.nhist-1].p, true
}

func (c *City) at(h hex.Hex) cell {
	// h.Index by hand, its check and the band's in one (small enough to be
	// inlined into Face, which the cards of the Athena expansion call often).
	q, r := uint(h.Q+grid.Half), uint(h.R+grid.Half)
	if k := r*grid.Size + q - uint(c.base); q < grid.Size && r < grid.Size && k < uint(len(c.cells)) {
		return c.cells[k]
	}
	return cell{}
}

// Height returns the number of hexes stacked on a cell (0 when empty).
func (c *City) Height(h hex.Hex) int { x := c.at(h); return int(x.h) }

// Top returns the visible hex of a cell, and tile.None when it is empty.
// A double district of the Athena expansion shows two kinds: Top gives
// half A's, Face both.
func (c *City) Top(h hex.Hex) tile.Kind { x := c.at(h); return x.kind }

// Face returns the visible top of a cell as the card conditions of package
// score/athena read it: a hex of a 3-hex tile or of the starting
// tile, a single district or plaza is a whole face of its kind; a double
// district gives both halves and its rotation. An empty cell gives the
// zero Face.
func (c *City) Face(h hex.Hex) tile.Face {
	x := c.at(h)
	return c.faceOf(x)
}

// faceOf returns the face a cell x of the city shows: Face and
// Engine.FaceAt read it inline for a whole hex (faceOf is small enough to
// inline, oneHexFace is kept out of line for that) and call oneHexFace for
// one-hex tiles only; Face through a call made a random Athena game about
// 4% slower, the cards reading faces all game long.
func (c *City) faceOf(x cell) tile.Face {
	if !x.id.IsOneHex() {
		return tile.Face{A: x.kind}
	}
	return c.oneHexFace(x.id)
}

// oneHexFace returns the face of one-hex tile id as it lies in c.
//
//go:noinline
func (c *City) oneHexFace(id tile.ID) tile.Face {
	return id.Face(tile.Rotation(c.turn[id]))
}

// IndexAt returns the k-th occupied cell (0 <= k < NumCells), in the order
// of Cells, and index 0 (a corner of the window, never occupied) for any
// other k.
func (c *City) IndexAt(k int) grid.Index {
	if uint(k) >= uint(c.nocc) {
		return 0
	}
	return c.occ[k]
}

// TileAt returns the tile whose hex is visible on a cell (tile.StartID for
// the starting tile), and false when the cell is empty.
func (c *City) TileAt(h hex.Hex) (tile.ID, bool) {
	x := c.at(h)
	return x.id, x.h > 0
}

// Occupied reports whether a cell holds a hex.
func (c *City) Occupied(h hex.Hex) bool { return c.Height(h) > 0 }

// OccupiedNeighbors returns how many of a cell's six neighbours are occupied.
func (c *City) OccupiedNeighbors(h hex.Hex) int {
	// Every cell of the window keeps a true count, those just beyond
	// MaxRadius included: only cells outside the window need a guard.
	i, ok := grid.Of(h)
	if !ok {
		return 0
	}
	return int(c.cell(i).adj)
}

// EmptyNeighbors returns how many of a cell's six neighbours are empty.
func (c *City) EmptyNeighbors(h hex.Hex) int { return 6 - c.OccupiedNeighbors(h) }

// NumCells returns the number of occupied cells.
func (c *City) NumCells() int { return c.nocc }

// Cells yields the occupied cells in the order they were first covered.
func (c *City) Cells() iter.Seq[hex.Hex] {
	return func(yield func(hex.Hex) bool) {
		for _, i := range c.occ[:c.nocc] {
			if !yield(i.Hex()) {
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
	for _, r := range c.hist[:c.nhist] {
		hexes, n := r.p.hexes()
		cells := r.p.Cells()
		for k, s := range cells[:n] {
			if s == h {
				col = append(col, Layer{Kind: hexes[k], Tile: r.p.Tile, Hex: k, Level: len(col) + 1})
			}
		}
	}
	return col
}

// TileVisible reports whether at least one hex of tile id (tile.StartID for
// the starting tile) is visible. A tile in the city that is not visible is
// covered.
func (c *City) TileVisible(id tile.ID) bool {
	for _, i := range c.occ[:c.nocc] {
		if c.ref(i).id == id {
			return true
		}
	}
	return false
}

// Bounds returns the smallest and largest Q and R of the occupied cells.
func (c *City) Bounds() (minQ, maxQ, minR, maxR int) {
	b := c.bounds
	return int(b.minQ), int(b.maxQ), int(b.minR), int(b.maxR)
}

// The city keeps the cells of a band of whole rows of the window: every
// row an occupied cell, a neighbour of one or a legal spot lies on, with
// a margin. Rows outside it read as empty (cell), so a copy allocates the
// city's rows only, not the window's 64 kilobytes.
const (
	startMargin = 20 // rows beyond the starting tile's in a new city: the cities of random games fit
	newMargin   = 12 // rows beyond those needed when a city grows its band
	cloneMargin = 0  // the same for a copy made by Clone: as tight as the city
)

// keptRows returns the window rows a city with c's bounds needs kept:
// from two above its cells (a spot's upper row above the neighbours) to
// three below (a spot's rows below the neighbours, and one for safety).
func (c *City) keptRows() (y0, y1 int) {
	return int(c.bounds.minR) - 2 + grid.Half, int(c.bounds.maxR) + 3 + grid.Half
}

// keepRows makes sure c keeps window rows y0 to y1 (clipped to the
// window). When it does not, it keeps a new band holding the old one and
// those rows widened by margin, the old cells copied over: a city that
// grows reallocates seldom, and one reused (Reset, CopyFrom) keeps its band.
func (c *City) keepRows(y0, y1, margin int) {
	if !c.keeps(y0, y1) {
		c.growRows(y0, y1, margin)
	}
}

// keeps reports whether c keeps window rows y0 to y1: small enough to be
// inlined into Place, which asks it of every ground tile.
func (c *City) keeps(y0, y1 int) bool {
	lo := int(c.base) >> 7
	return y0 >= lo && y1 < lo+len(c.cells)>>7
}

// growRows is keepRows when c does not keep all of rows y0 to y1.
func (c *City) growRows(y0, y1, margin int) {
	y0, y1 = max(y0, 0), min(y1, grid.Size-1)
	lo := int(c.base) / grid.Size
	hi := lo + len(c.cells)/grid.Size - 1
	if c.cells != nil {
		if y0 >= lo && y1 <= hi {
			return // rows outside the window, clipped
		}
		y0, y1 = min(y0, lo), max(y1, hi)
	}
	y0, y1 = max(y0-margin, 0), min(y1+margin, grid.Size-1)
	cells, band := make([]cell, (y1-y0+1)*grid.Size), make([]bitRow, y1-y0+1)
	if c.cells != nil {
		copy(cells[(lo-y0)*grid.Size:], c.cells)
		copy(band[lo-y0:], c.band)
	}
	c.cells, c.band, c.base = cells, band, grid.Index(y0*grid.Size)
}

// cell returns cell i, empty when it lies outside the rows c keeps.
func (c *City) cell(i grid.Index) cell {
	if k := uint(i - c.base); k < uint(len(c.cells)) {
		return c.cells[k]
	}
	return cell{}
}

// ref returns cell i for writing or a quick read; i must lie in the rows c
// keeps (keptRows): an occupied cell, a neighbour of one, or a cell of a
// legal spot's rows.
func (c *City) ref(i grid.Index) *cell { return &c.cells[i-c.base] }
