package city

import (
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// Check reports whether p is legal in c and what it would do, changing
// nothing. The rules are tried in this order, and the first broken one is
// reported: ErrUnknownTile, ErrBadRotation, ErrTileUsed, ErrTooManyTiles,
// ErrOutOfBounds, then by what lies under the tile: ErrNotAdjacent (all
// empty), ErrGap (a mix), ErrUneven and ErrOneTile (all occupied). A
// one-hex tile (62..91) has one cell: ErrNotAdjacent when it is empty,
// ErrOnOneHex when its visible hex is a one-hex tile.
func (c *City) Check(p Placement) (Result, error) {
	_, res, err := c.check(p)
	if err != nil {
		return Result{}, &PlacementError{Placement: p, err: err}
	}
	return res, nil
}

// check is Check without the error allocation, returning the cell indexes.
func (c *City) check(p Placement) ([3]grid.Index, Result, error) {
	var idx [3]grid.Index
	switch {
	case !p.Tile.InBase():
		if p.Tile.IsOneHex() { // tested here, off the path of a base game's tiles
			return c.checkOneHex(p)
		}
		return idx, Result{}, ErrUnknownTile
	case p.Rotation > 5:
		return idx, Result{}, ErrBadRotation
	case c.has(p.Tile):
		return idx, Result{}, ErrTileUsed
	case c.v.NHist >= maxTiles:
		return idx, Result{}, ErrTooManyTiles
	}
	// The cells of p.Cells by index: the anchor and its neighbours in
	// directions Rotation and Rotation+1. The neighbours of an allowed cell
	// lie inside the window, so their indexes need no other check.
	i, ok := grid.Of(p.Anchor)
	if !ok || !cityview.Allowed[i] {
		return idx, Result{}, ErrOutOfBounds
	}
	idx = [3]grid.Index{i, i + steps[p.Rotation], i + steps[(p.Rotation+1)%6]}
	if !cityview.Allowed[idx[1]] || !cityview.Allowed[idx[2]] {
		return idx, Result{}, ErrOutOfBounds
	}
	a, b, d := c.cell(idx[0]), c.cell(idx[1]), c.cell(idx[2])
	occupied := btoi(a.H > 0) + btoi(b.H > 0) + btoi(d.H > 0)
	switch occupied {
	case 0:
		if a.Adj|b.Adj|d.Adj == 0 {
			return idx, Result{}, ErrNotAdjacent
		}
		return idx, Result{Level: 1}, nil
	case 3:
		if a.H != b.H || b.H != d.H {
			return idx, Result{}, ErrUneven
		}
		if a.ID == b.ID && b.ID == d.ID {
			return idx, Result{}, ErrOneTile
		}
		q := btoi(a.Kind == tile.Quarry) + btoi(b.Kind == tile.Quarry) + btoi(d.Kind == tile.Quarry)
		return idx, Result{Level: int(a.H) + 1, Quarries: q}, nil
	}
	return idx, Result{}, ErrGap
}

// checkOneHex is check for a one-hex tile: its one cell, given three
// times in the indexes, goes on the ground next to the city or on top of
// any hex that is not a one-hex tile's.
func (c *City) checkOneHex(p Placement) ([3]grid.Index, Result, error) {
	var idx [3]grid.Index
	switch {
	case p.Rotation > 5:
		return idx, Result{}, ErrBadRotation
	case c.has(p.Tile):
		return idx, Result{}, ErrTileUsed
	case c.v.NHist >= maxTiles:
		return idx, Result{}, ErrTooManyTiles
	}
	i, ok := grid.Of(p.Anchor)
	if !ok || !cityview.Allowed[i] {
		return idx, Result{}, ErrOutOfBounds
	}
	idx = [3]grid.Index{i, i, i}
	switch a := c.cell(i); {
	case a.H == 0 && a.Adj == 0:
		return idx, Result{}, ErrNotAdjacent
	case a.H == 0:
		return idx, Result{Level: 1}, nil
	case a.ID.IsOneHex():
		return idx, Result{}, ErrOnOneHex
	default:
		return idx, Result{Level: int(a.H) + 1, Quarries: btoi(a.Kind == tile.Quarry)}, nil
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Place lays p in the city if it is legal. A rejected placement returns a
// *PlacementError and changes nothing. It is the one model of the city
// after a placement that changes the city; readers that weigh a placement
// without making it use Check, cityview.View.FindHolesAfter and score.After, which
// only read the city and are tested to agree with Place.
func (c *City) Place(p Placement) (Result, error) {
	idx, res, err := c.check(p)
	if err != nil {
		return Result{}, &PlacementError{Placement: p, err: err}
	}
	c.apply(p, idx, res)
	return res, nil
}

// apply lays a placement already checked.
func (c *City) apply(p Placement, idx [3]grid.Index, res Result) {
	r := record{at: [3]uint16{uint16(idx[0]), uint16(idx[1]), uint16(idx[2])}, tile: p.Tile, rot: p.Rotation, bounds: c.v.Bounds}
	hexes, n := p.hexes()
	if n == 1 {
		c.turnOneHex(p)
	}
	if res.Level == 1 {
		c.keepAround(idx[0])
	}
	for k, i := range idx[:n] {
		r.prev[k] = *c.ref(i)
		switch res.Level {
		case 1:
			c.occupy(i)
			c.v.Bounds.Grow(i.Hex())
			setBit(&c.row(int(i>>7)).Low, i)
		case 2:
			clearBit(&c.row(int(i>>7)).Low, i)
		}
		x := c.ref(i)
		x.H, x.Kind, x.ID = uint8(res.Level), hexes[k], p.Tile
		c.recell(i, r.prev[k], *x)
	}
	c.key ^= tileKey(p.Tile)
	if res.Level == 1 && n == 3 {
		b, t := spotOf(idx[0], p.Rotation)
		setBit(&c.row(int(b >> 7)).Foot[t], b)
	}
	y0, y1 := refreshRows(idx, res.Level == 1)
	u := c.saveSlot()
	u.nspots = c.nspots
	rs := c.rowsOf(y0, y1)
	for k := range rs {
		u.spots[k] = rs[k].Spots
	}
	c.unsaved = min(c.unsaved, c.v.NHist)
	c.hist = append(c.hist[:c.v.NHist], r)
	c.v.NHist++
	c.v.Used[p.Tile>>6] |= 1 << (p.Tile & 63)
	c.refresh(y0, y1)
}

// keepAround makes sure the window c keeps reaches the neighbours and
// spots of a ground tile whose first cell is i, as kept would once its
// cells are occupied: they lie within one cell of i, so a rectangle
// around i alone holds what kept asks of each (a few loads, where the
// rectangle of the three cells took a dozen more).
func (c *City) keepAround(i grid.Index) {
	y, x := int(i>>7), int(i&127)
	c.keep(cityview.Rect{Y0: y - 3, Y1: y + 4, X0: x - 4, X1: x + 4}, newMargin)
}

// saveSlot returns where the spots of the next placement's rows are saved,
// growing the slice of them (by doubling, from room for 8 placements past
// the current one) when it is short.
func (c *City) saveSlot() *saved {
	if c.v.NHist >= len(c.undo) {
		u := make([]saved, min(max(2*len(c.undo), c.v.NHist+8), maxTiles))
		copy(u, c.undo)
		c.undo = u
	}
	return &c.undo[c.v.NHist]
}

// turnOneHex notes the face rotation of one-hex tile p, which Face, Equal
// and Key read: 0 for a whole hex, whatever p's rotation.
func (c *City) turnOneHex(p Placement) {
	c.v.Turns[p.Tile-tile.MaxID-1] = uint8(p.Tile.Face(p.Rotation).Rotation)
}

// refreshRows returns the rows whose spots a placement on cells idx can
// change: a spot lies on two rows and looks at their neighbours'
// occupancy. A ground tile changes occupancy, so the spots of the rows
// from one above its cells to two below (see refresh); a higher one only
// its cells' heights and tiles, so the spots of its rows and one below.
// A tile lies on two rows at most, so they are at most maxRefresh rows.
func refreshRows(idx [3]grid.Index, ground bool) (y0, y1 int) {
	a := int(min(idx[0], idx[1], idx[2]) >> 7)
	b := int(max(idx[0], idx[1], idx[2]) >> 7)
	if ground {
		a, b = a-1, b+2
	} else {
		b++
	}
	return max(a, 1), min(b, grid.Size-1)
}

// Undo removes the most recent placement, restoring the city exactly as it
// was before it, and reports whether there was one to remove.
func (c *City) Undo() (Placement, bool) {
	if c.v.NHist == 0 {
		return Placement{}, false
	}
	c.v.NHist--
	r := &c.hist[c.v.NHist]
	first, one := 2, r.tile.IsOneHex()
	if one {
		first = 0
	}
	for k := first; k >= 0; k-- {
		i := grid.Index(r.at[k])
		x := c.ref(i)
		c.recell(i, *x, r.prev[k])
		x.H, x.Kind, x.ID = r.prev[k].H, r.prev[k].Kind, r.prev[k].ID
		switch r.prev[k].H {
		case 0:
			c.vacate(i)
			clearBit(&c.row(int(i>>7)).Low, i)
		case 1:
			setBit(&c.row(int(i>>7)).Low, i)
		}
	}
	if r.prev[0].H == 0 && !one {
		b, t := spotOf(grid.Index(r.at[0]), r.rot)
		clearBit(&c.row(int(b >> 7)).Foot[t], b)
	}
	c.v.Bounds = r.bounds
	c.v.Used[r.tile>>6] &^= 1 << (r.tile & 63)
	c.key ^= tileKey(r.tile)
	// The spots of the rows Place refreshed go back to what they were: every
	// later placement has been undone, so nothing else changed them.
	y0, y1 := refreshRows(r.idx(), r.prev[0].H == 0)
	if c.v.NHist < c.unsaved {
		c.refresh(y0, y1)
		return r.placement(), true
	}
	u := &c.undo[c.v.NHist]
	rs := c.rowsOf(y0, y1)
	for k := range rs {
		rs[k].Spots = u.spots[k]
	}
	c.nspots = u.nspots
	return r.placement(), true
}

// Validate rebuilds a city from its placement history (the starting tile
// is implied), checking every step, and returns the city of the legal
// steps with one *PlacementError per illegal step, its Step set, in order
// (nil when every step is legal). An illegal step is skipped: the steps
// after it are checked against the city without it. A caller that wants
// the history whole takes the city only when there is no error.
func Validate(ps []Placement) (*City, []error) {
	c := New()
	var errs []error
	for k, p := range ps {
		idx, res, err := c.check(p)
		if err != nil {
			errs = append(errs, &PlacementError{Placement: p, Step: k + 1, err: err})
			continue
		}
		c.apply(p, idx, res)
	}
	return c, errs
}
