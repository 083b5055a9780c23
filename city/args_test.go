package city_test

import (
	"math"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// TestBadArgumentsDoNotPanic calls every exported method that takes a tile,
// cell, index, rotation, word or pointer with values outside their ranges,
// on a city of 20 tiles and on a zero City, and checks the answers of an
// empty cell or an unknown tile (a panic fails the test by itself). None
// of these calls changes the city.
func TestBadArgumentsDoNotPanic(t *testing.T) {
	c := seededCity(t, 1, 20)
	before := c.Clone()
	ids := []tile.ID{tile.StartID, tile.MaxAthenaID + 1, 100, 127, 128, 200, 255}
	idx := []grid.Index{-1, -grid.Cells, grid.Cells, grid.Cells + 1, math.MaxInt32, math.MinInt32}
	// (0, 1<<57) is the origin's row 2^57 rows down: its window index,
	// worked out in 64 bits without a check of the row, wraps to the origin's.
	far := []hex.Hex{{Q: math.MaxInt, R: math.MinInt}, {Q: grid.Half, R: 0}, {Q: 0, R: -grid.Half - 1}, {Q: 0, R: 1 << 57}}
	for _, b := range []*city.City{c, new(city.City)} {
		for _, id := range ids {
			if b.Has(id) || b.TileVisible(id) && id != tile.StartID {
				t.Errorf("Has/TileVisible(%d) true", id)
			}
			if n := b.CountLegal(id); n != 0 {
				t.Errorf("CountLegalOf(%d) = %d", id, n)
			}
			if got := b.AppendLegal(nil, id); len(got) != 0 {
				t.Errorf("AppendLegal(%d) lists %d placements", id, len(got))
			}
			for p := range b.Legal(id) {
				t.Errorf("Legal(%d) yields %v", id, p)
			}
			if got := b.AppendLegal(nil, id, id); len(got) != 0 {
				t.Errorf("AppendLegal(%d) lists %d placements", id, len(got))
			}
		}
		for _, i := range idx {
			if h, k, id := cityview.Of(b).CellAt(i); h != 0 || k != tile.None || id != tile.StartID {
				t.Errorf("CellAt(%d) = %d %v %v", i, h, k, id)
			}
			if n := cityview.Of(b).OccupiedNeighborsAt(i); n != 0 {
				t.Errorf("OccupiedNeighborsAt(%d) = %d", i, n)
			}
		}
		for _, k := range []int{-1, math.MinInt, b.NumCells(), math.MaxInt} {
			if h, _, _ := cityview.Of(b).CellAt(cityview.Of(b).IndexAt(k)); h != 0 {
				t.Errorf("IndexAt(%d) is an occupied cell", k)
			}
		}
		for _, h := range far {
			if b.Height(h) != 0 || b.Top(h) != tile.None || b.Occupied(h) || b.OccupiedNeighbors(h) != 0 ||
				len(b.Column(h)) != 0 {
				t.Errorf("cell %v is not empty", h)
			}
			if _, ok := b.TileAt(h); ok {
				t.Errorf("TileAt(%v) found a tile", h)
			}
		}
		if b.Equal(nil) {
			t.Error("Equal(nil) is true")
		}
		b.FindHoles(nil)
		var holes city.Holes
		var after cityview.Holes
		cityview.Of(b).FindHolesAfter(nil, city.Placement{Tile: 1, Anchor: hex.Hex{Q: 1, R: -1}}.Cells())
		for _, h := range far {
			cityview.Of(b).FindHolesAfter(&after, city.Placement{Tile: 200, Anchor: h, Rotation: 255}.Cells())
		}
		b.FindHoles(&holes)
		origin, _ := grid.Of(hex.Hex{})
		for _, i := range append(idx, origin) {
			if cityview.Of(b).HoleAt(&after, i) || cityview.Of(b).HoleAt(nil, i) {
				t.Errorf("HoleAt(%d) is true", i)
			}
		}
	}
	for _, rot := range []tile.Rotation{6, 7, 255} {
		p := city.Placement{Tile: 1, Anchor: hex.Hex{Q: 1, R: -1}, Rotation: rot}
		if _, err := c.Check(p); err == nil {
			t.Errorf("Check(%v) accepted rotation %d", p, rot)
		}
		_ = p.String()
		_ = p.Cells()
	}
	var row cityview.SpotRow
	row.Bits[0][0], row.Bits[1][1] = 1, 1
	for _, w := range []int{-1, 2, math.MaxInt, math.MinInt} {
		if row.Mask(w) != 0 {
			t.Errorf("SpotRow.Mask(%d) != 0", w)
		}
	}
	c.CopyFrom(nil)
	if !c.Equal(before) {
		t.Error("the calls changed the city")
	}
}
