package cityview

import "github.com/akropolis-rules/akropolis/internal/grid"

// Rect is a rectangle of the grid's window, rows Y0 to Y1 and columns X0
// to X1 (q+64 and r+64), both ends included.
type Rect struct{ Y0, Y1, X0, X1 int }

// Window is what a city keeps of the grid: the cells of a rectangle of it
// (the columns its cells, their neighbours and its spots span, of the rows
// they span, with a margin) and the bit rows of those rows. Cells outside
// read as empty, so a copy holds about what the city covers, not the
// grid's 64 kilobytes, nor whole rows of 128 cells.
type Window struct {
	Cells []Cell   // row by row, columns X0 to X0+W-1 of the rows kept, from row Y0 on
	Rows  []BitRow // the bits of the rows kept, row Y0 first
	Y0    int      // the first row kept
	X0, W int      // the first column kept and how many

	// Cell i (row i>>7, column i&127) is Cells[i + (i>>7)*d - off]: d is
	// W-128 and off X0+Y0*W, so that finding a cell costs a shift, a
	// multiplication and two additions.
	d, off grid.Index

	// Steps holds the offsets in Cells of a cell's six neighbours, in the
	// order of grid.Steps (N, NE, SE, S, SW, NW): -W, 1-W, 1, W, W-1, -1.
	Steps [6]int32
}

// Find returns the position of cell i in Cells, and false when it lies
// outside the window: Near, and a check of the column.
func (w *Window) Find(i grid.Index) (uint, bool) {
	k := w.Near(i)
	return k, k < uint(len(w.Cells)) && uint(i&127)-uint(w.X0) < uint(w.W)
}

// FindHex is Find for cell (q, r) of the window, q and r counted from 0
// (-Half): its row and column are checked apart, so that no q or r, however
// far, wraps onto a cell of the window.
func (w *Window) FindHex(q, r int) (int, bool) {
	x, y := uint(q-w.X0), uint(r-w.Y0)
	return int(y*uint(w.W) + x), x < uint(w.W) && y < uint(len(w.Rows))
}

// Near is Find without the check of the column, for the scorers' reads,
// all near the city: it returns cell i's position in Cells for any cell of
// the window, and a position outside Cells for one outside the rows kept.
// A cell of a row kept but West or East of the window's columns gives the
// position of a cell of the row above or below, at the other end of the
// window. The two columns at each end of a city's window are always empty
// (the window reaches three columns beyond the occupied cells, their
// neighbours one), so Near is exact for cells up to two columns outside
// it: up to five columns from the occupied cells. It is small enough that
// the scorers' cell readers, which call it for every neighbour of every
// cell, are inlined.
func (w *Window) Near(i grid.Index) uint { return uint(i + i>>7*w.d - w.off) }

// At returns cell i, nil when it lies outside the window.
func (w *Window) At(i grid.Index) *Cell {
	if k, ok := w.Find(i); ok {
		return &w.Cells[k]
	}
	return nil
}

// Ref returns cell i, which must lie in the window.
func (w *Window) Ref(i grid.Index) *Cell {
	return &w.Cells[i+i>>7*w.d-w.off]
}

// Pos returns the position of cell i, which must lie in the window, in
// Cells: its neighbours lie at -W (N), 1-W (NE), +1, +W (S), W-1 (SW)
// and -1 from it.
func (w *Window) Pos(i grid.Index) int { return int(i + i>>7*w.d - w.off) }

// Row returns the bits of window row y, which must be kept.
func (w *Window) Row(y int) *BitRow { return &w.Rows[y-w.Y0] }

// RowsOf returns the bits of window rows y0 to y1, which must be kept: one
// bounds check for a loop over them.
func (w *Window) RowsOf(y0, y1 int) []BitRow { return w.Rows[y0-w.Y0 : y1-w.Y0+1] }

// Keeps reports whether the window holds rectangle r: small enough to be
// inlined into city.City.Place, which asks it of every ground tile.
func (w *Window) Keeps(r Rect) bool {
	return r.Y0 >= w.Y0 && r.Y1 < w.Y0+len(w.Rows) && r.X0 >= w.X0 && r.X1 < w.X0+w.W
}

// Grow makes the window hold rectangle r (clipped to the grid's window)
// as well as what it holds, widened by margin on every side, the cells and
// bits kept copied over: it allocates, so a city that grows does it
// seldom, and one reused keeps its window. A window that already holds r
// (once clipped) is left alone.
func (w *Window) Grow(r Rect, margin int) {
	r = Rect{max(r.Y0, 0), min(r.Y1, grid.Size-1), max(r.X0, 0), min(r.X1, grid.Size-1)}
	old := *w
	if w.Rows != nil {
		if w.Keeps(r) {
			return
		}
		r = Rect{min(r.Y0, w.Y0), max(r.Y1, w.Y0+len(w.Rows)-1), min(r.X0, w.X0), max(r.X1, w.X0+w.W-1)}
	}
	r = Rect{max(r.Y0-margin, 0), min(r.Y1+margin, grid.Size-1), max(r.X0-margin, 0), min(r.X1+margin, grid.Size-1)}
	n := Window{Y0: r.Y0, X0: r.X0, W: r.X1 - r.X0 + 1}
	n.d, n.off = grid.Index(n.W-grid.Size), grid.Index(n.X0+n.Y0*n.W)
	w32 := int32(n.W)
	n.Steps = [6]int32{-w32, 1 - w32, 1, w32, w32 - 1, -1}
	n.Cells, n.Rows = make([]Cell, (r.Y1-r.Y0+1)*n.W), make([]BitRow, r.Y1-r.Y0+1)
	if old.Rows != nil {
		n.copyRect(&old, Rect{old.Y0, old.Y0 + len(old.Rows) - 1, old.X0, old.X0 + old.W - 1})
	}
	*w = n
}

// Clear zeroes the cells of rectangle r, which must lie in the window
// (or be empty), and the bits of its rows.
func (w *Window) Clear(r Rect) {
	if r.Y1 < r.Y0 {
		return
	}
	for y := r.Y0; y <= r.Y1; y++ {
		k := (y-w.Y0)*w.W + r.X0 - w.X0
		clear(w.Cells[k : k+r.X1-r.X0+1])
	}
	clear(w.RowsOf(r.Y0, r.Y1))
}

// CopyFrom copies the cells of rectangle r, and the bits of its rows, from
// src; r must lie in both windows (or be empty).
func (w *Window) CopyFrom(src *Window, r Rect) {
	if r.Y1 >= r.Y0 {
		w.copyRect(src, r)
	}
}

// copyRect is CopyFrom for a rectangle that is not empty. When the two
// windows have the same columns (a city and its Clone), the rows are one
// block in both and it copies them at once, the cells between them
// included: those are zero in src, outside its span, and w is zero
// there too (CopyFrom's caller cleared it).
func (w *Window) copyRect(src *Window, r Rect) {
	n := r.X1 - r.X0 + 1
	k, j := (r.Y0-w.Y0)*w.W+r.X0-w.X0, (r.Y0-src.Y0)*src.W+r.X0-src.X0
	if w.W == src.W && w.X0 == src.X0 {
		m := (r.Y1-r.Y0)*w.W + n
		copy(w.Cells[k:k+m], src.Cells[j:j+m])
		copy(w.RowsOf(r.Y0, r.Y1), src.RowsOf(r.Y0, r.Y1))
		return
	}
	for range r.Y1 - r.Y0 + 1 {
		copy(w.Cells[k:k+n], src.Cells[j:j+n])
		k, j = k+w.W, j+src.W
	}
	copy(w.RowsOf(r.Y0, r.Y1), src.RowsOf(r.Y0, r.Y1))
}
