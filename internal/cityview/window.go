package cityview

import "github.com/akropolis-rules/akropolis/internal/grid"

// Window is what a city keeps of the grid: the cells of a band of whole
// rows and their bit rows. Rows outside it read as empty, so a copy holds
// the city's rows only, not the grid's 64 kilobytes.
type Window struct {
	Cells []Cell     // the cells of the rows kept, from Base on
	Base  grid.Index // the window index of Cells[0], the first cell of a row
	Rows  []BitRow   // the bits of the rows kept, row Base>>7 first
}

// At returns cell i, nil when it lies outside the rows kept.
func (w *Window) At(i grid.Index) *Cell {
	if k := uint(i - w.Base); k < uint(len(w.Cells)) {
		return &w.Cells[k]
	}
	return nil
}

// Ref returns cell i, which must lie in the rows kept.
func (w *Window) Ref(i grid.Index) *Cell { return &w.Cells[i-w.Base] }

// Row returns the bits of window row y, which must be kept.
func (w *Window) Row(y int) *BitRow { return &w.Rows[y-int(w.Base>>7)] }

// RowsOf returns the bits of window rows y0 to y1, which must be kept: one
// bounds check for a loop over them.
func (w *Window) RowsOf(y0, y1 int) []BitRow {
	lo := int(w.Base >> 7)
	return w.Rows[y0-lo : y1-lo+1]
}
