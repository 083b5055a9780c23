package city_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/grid"
)

// TestZeroView: the view of the zero City, and of a nil one, reads a city
// of no cell: every method answers as for empty cells, without panicking.
func TestZeroView(t *testing.T) {
	for _, c := range []*city.City{new(city.City), nil} {
		e := cityview.Of(c)
		if i := e.IndexAt(0); i != 0 {
			t.Errorf("IndexAt(0) = %v, want 0", i)
		}
		o, ok := grid.Of(hex.Hex{})
		if !ok {
			t.Fatal("the origin has no index")
		}
		if h, _, _ := e.CellAt(o); h != 0 {
			t.Errorf("CellAt(origin) height %d, want 0", h)
		}
		if n := e.OccupiedNeighborsAt(o); n != 0 {
			t.Errorf("OccupiedNeighborsAt(origin) = %d, want 0", n)
		}
		if rows := e.AppendSpotRows(nil); len(rows) != 0 {
			t.Errorf("AppendSpotRows = %d rows, want none", len(rows))
		}
		for range e.SpotRows() {
			t.Error("SpotRows yields a row")
		}
		if rows := e.AppendOneHexRows(nil); len(rows) != 0 {
			t.Errorf("AppendOneHexRows = %d rows, want none", len(rows))
		}
		for range e.OneHexRows() {
			t.Error("OneHexRows yields a row")
		}
		var s cityview.Holes
		e.FindHolesAfter(&s, city.Placement{Tile: 7}.Cells())
		if e.HoleAt(&s, o) || e.HoleAt(nil, o) {
			t.Error("a hole in a city of no cell")
		}
	}
}
