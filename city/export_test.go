package city

import (
	"iter"
	"slices"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// Spot is a place where some tile can legally go, for the tests that hold
// the city's kept spots to a brute force: three cells around one grid
// vertex, and the level a tile there would reach.
type Spot struct {
	at    grid.Index
	t     uint8
	level uint8
}

// Cells returns the spot's three cells, clockwise.
func (s Spot) Cells() [3]hex.Hex {
	b := s.at.Hex()
	return [3]hex.Hex{b, b.Neighbor(hex.Direction(s.t)), b.Neighbor(hex.Direction(s.t + 1))}
}

// Level returns the level a tile on the spot reaches.
func (s Spot) Level() int { return int(s.level) }

// Placements returns the three placements of tile id on the spot.
func (s Spot) Placements(id tile.ID) [3]Placement { return spotPlacements(id, s.at.Hex(), s.t) }

// AppendSpots appends every legal spot in the order of AppendLegal's
// listing (the rotation-0 spot of a cell first).
func (c *City) AppendSpots(dst []Spot) []Spot {
	for row := range c.v.SpotRows() {
		eachSpot(row, func(b hex.Hex, t uint8) bool {
			i, _ := grid.Of(b)
			dst = append(dst, Spot{i, t, c.level(i, t)})
			return true
		})
	}
	return dst
}

// Legal yields the legal placements of tile id, in the order of
// AppendLegal.
func (c *City) Legal(id tile.ID) iter.Seq[Placement] { return c.legal(id) }

// Has reports whether tile id has been placed in the city.
func (c *City) Has(id tile.ID) bool { return c.has(id) }

// CountLegalAny is what CountLegal gives for any city tile not yet in the
// city: three per legal spot.
func (c *City) CountLegalAny() int { return 3 * c.nspots }

// The readers below were the city's own before 1.0; the tests still hold
// the state they read (cells, adjacency counts, tiles, history, bounds)
// to the models.

// Last returns the most recent placement, and false for none.
func (c *City) Last() (Placement, bool) {
	if c.v.NHist == 0 {
		return Placement{}, false
	}
	return c.hist[c.v.NHist-1].placement(), true
}

// Top returns the kind of the visible hex (half A's for a double).
func (c *City) Top(h hex.Hex) tile.Kind { return c.v.At(h).Kind }

// TileAt returns the tile whose hex is visible on a cell, and false when
// the cell is empty.
func (c *City) TileAt(h hex.Hex) (tile.ID, bool) {
	x := c.v.At(h)
	return x.ID, x.H > 0
}

// Occupied reports whether a cell holds a hex.
func (c *City) Occupied(h hex.Hex) bool { return c.Height(h) > 0 }

// OccupiedNeighbors returns the occupied-neighbour count the city keeps
// for a cell.
func (c *City) OccupiedNeighbors(h hex.Hex) int {
	i, ok := grid.Of(h)
	if !ok {
		return 0
	}
	return int(c.cell(i).Adj)
}

// EmptyNeighbors returns 6 - OccupiedNeighbors.
func (c *City) EmptyNeighbors(h hex.Hex) int { return 6 - c.OccupiedNeighbors(h) }

// TileVisible reports whether at least one hex of tile id is visible.
func (c *City) TileVisible(id tile.ID) bool {
	for _, i := range c.v.Order[:c.v.NOcc] {
		if c.ref(grid.Index(i)).ID == id {
			return true
		}
	}
	return false
}

// Bounds returns the smallest and largest Q and R of the occupied cells.
func (c *City) Bounds() (minQ, maxQ, minR, maxR int) {
	b := c.v.Bounds
	return int(b.MinQ), int(b.MaxQ), int(b.MinR), int(b.MaxR)
}

// NumCells returns the number of occupied cells.
func (c *City) NumCells() int { return c.v.NOcc }

// IndexAt returns the k-th occupied cell (see cityview.View.IndexAt).
func (c *City) IndexAt(k int) grid.Index { return c.v.IndexAt(k) }

// Visible, ShowsEach and Enclosed are the View's (package score/athena's
// counts), asked of the city by the tests.
func (c *City) Visible(k tile.Kind, min int) int          { return c.v.Visible(k, min) }
func (c *City) ShowsEach(kinds []tile.Kind, min int) bool { return c.v.ShowsEach(kinds, min) }
func (c *City) Enclosed(k tile.Kind) int                  { return c.v.Enclosed(k) }

// Build is Validate for the tests that want a history whole: the city
// when every step is legal, else nil and the first step's error.
func Build(ps []Placement) (*City, error) {
	c, errs := Validate(ps)
	if errs != nil {
		return nil, errs[0]
	}
	return c, nil
}

// Holes is the set of the city's holes as the tests hold it: filled by
// FindHoles, reused without allocation.
type Holes struct {
	h cityview.Holes
}

// Has reports whether h is an enclosed empty cell.
func (s *Holes) Has(h hex.Hex) bool {
	i, ok := grid.Of(h)
	return ok && s.h.Has(i)
}

// FindHoles fills s with the holes of c; a nil s is left alone.
func (c *City) FindHoles(s *Holes) {
	if s == nil {
		return
	}
	c.v.FindHoles(&s.h)
}

// Len returns the number of enclosed cells (the tests count them).
func (s *Holes) Len() int { return s.h.N }

// Cells yields the enclosed cells in index order, as AppendHoles lists
// them.
func (s *Holes) Cells() iter.Seq[hex.Hex] {
	return slices.Values(appendHoles(nil, &s.h))
}

// Reset empties the city back to its starting tile, as New makes it (the
// tests follow the rows a reused city keeps).
func (c *City) Reset() { c.reset() }

// MaxRadius is the farthest a city's cell may lie from the origin.
const MaxRadius = maxRadius

var _ = cityview.Of

// ParsePlacement reads the text form, as UnmarshalText does.
func ParsePlacement(s string) (Placement, error) { return parsePlacement(s) }
