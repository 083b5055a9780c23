package cityview_test

import (
	"math"
	"slices"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// cities returns a nil city, the zero City, a new one, a base game city
// and one holding one-hex tiles of the Athena expansion.
func cities(t *testing.T) []*city.City {
	t.Helper()
	base, errs := city.Validate([]city.Placement{
		{Anchor: hex.Hex{Q: 0, R: -2}, Tile: 12}, {Anchor: hex.Hex{Q: 2, R: -1}, Tile: 5, Rotation: 1},
	})
	if errs != nil {
		t.Fatal(errs)
	}
	athena := base.Clone()
	for _, id := range []tile.ID{64, 80} {
		ps := athena.AppendLegal(nil, id)
		if len(ps) == 0 {
			t.Fatalf("no placement of %d", id)
		}
		if _, err := athena.Place(ps[len(ps)/2]); err != nil {
			t.Fatal(err)
		}
	}
	return []*city.City{nil, new(city.City), city.New(), base, athena}
}

// TestViewHostile: every reader answers hostile arguments (indexes outside
// the window, counts out of range) as for an empty cell, without
// panicking, and agrees with the city's public readers where they meet.
func TestViewHostile(t *testing.T) {
	idxs := []grid.Index{-1, 0, grid.Cells, grid.Cells + 1, math.MaxInt32, math.MinInt32}
	ints := []int{-1, math.MinInt, math.MaxInt, 64, 1 << 20}
	for _, c := range cities(t) {
		v := cityview.Of(c)
		n := 0
		if c != nil {
			n = len(slices.Collect(c.Cells()))
		}
		for _, i := range idxs {
			if h, k, id := v.CellAt(i); h != 0 || k != tile.None || id != tile.StartID {
				t.Errorf("CellAt(%d) = %d %v %v", i, h, k, id)
			}
			if v.OccupiedNeighborsAt(i) != 0 || v.FaceAt(i) != (tile.Face{}) || v.HoleAt(nil, i) || v.HoleAt(&cityview.Holes{}, i) {
				t.Errorf("index %d reads as a cell", i)
			}
		}
		for _, k := range append(ints, n) {
			if v.IndexAt(k) != 0 || v.HouseAt(k) != 0 || v.HouseNeighbors(k) != 0 {
				t.Errorf("k %d reads as a cell", k)
			}
		}
		for k := range n {
			i := v.IndexAt(k)
			h, kind, _ := v.CellAt(i)
			if h != c.Height(i.Hex()) || kind != c.Face(i.Hex()).A || v.FaceAt(i) != c.Face(i.Hex()) ||
				v.OccupiedNeighborsAt(i) != occupiedAround(c, i.Hex()) {
				t.Errorf("cell %v reads differently from the city's own readers", i.Hex())
			}
		}
		var s cityview.Holes
		v.FindHolesAfter(nil, city.Placement{Tile: 1}.Cells())
		v.FindHolesAfter(&s, [3]hex.Hex{{Q: math.MaxInt, R: math.MinInt}, {Q: grid.Half}, {R: 1 << 57}})
		if s.N != 0 {
			t.Errorf("holes after cells outside the window: %d", s.N)
		}
		if got, want := slices.Collect(v.SpotRows()), v.AppendSpotRows(nil); !slices.Equal(got, want) {
			t.Errorf("SpotRows %v, AppendSpotRows %v", got, want)
		}
		if got, want := slices.Collect(v.OneHexRows()), v.AppendOneHexRows(nil); !slices.Equal(got, want) {
			t.Errorf("OneHexRows %v, AppendOneHexRows %v", got, want)
		}
		if c != nil && v.HoldsDouble() != (holds(c, 64) || holds(c, 80)) {
			t.Errorf("HoldsDouble %v", v.HoldsDouble())
		}
	}
	var row cityview.SpotRow
	row.Bits[0][0], row.Bits[1][1] = 1, 1
	for _, w := range []int{-1, 2, math.MaxInt, math.MinInt} {
		if row.Mask(w) != 0 {
			t.Errorf("SpotRow.Mask(%d) != 0", w)
		}
	}
}

// TestViewNearCells: the readers that skip the check of the column
// (CellAt, Cell, FaceAt, OccupiedNeighborsAt) are exact for every cell
// within five columns and rows of the occupied cells, in a city and in
// its Clone, whose window is as tight as the city: every cell a scorer
// reads for a legal placement.
func TestViewNearCells(t *testing.T) {
	for _, c := range cities(t)[2:] {
		for _, d := range []*city.City{c, c.Clone()} {
			v := cityview.Of(d)
			minQ, maxQ, minR, maxR := bounds(d)
			for r := minR - 5; r <= maxR+5; r++ {
				for q := minQ - 5; q <= maxQ+5; q++ {
					h := hex.Hex{Q: q, R: r}
					i, _ := grid.Of(h)
					height, kind, id := v.CellAt(i)
					x := v.Cell(i)
					wantID := tileAt(d, h)
					if height != d.Height(h) || kind != d.Face(h).A || id != wantID || v.FaceAt(i) != d.Face(h) ||
						v.OccupiedNeighborsAt(i) != occupiedAround(d, h) || int(x.H) != height || x.Kind != kind ||
						x.ID != id || int(x.Adj) != occupiedAround(d, h) {
						t.Fatalf("%v reads %d %v %v, the city %d %v %v", h, height, kind, id, d.Height(h), d.Face(h).A, wantID)
					}
				}
			}
		}
	}
}

// occupiedAround counts the occupied neighbours of h by their heights.
func occupiedAround(c *city.City, h hex.Hex) int {
	n := 0
	for _, nb := range h.Neighbors() {
		if c.Height(nb) > 0 {
			n++
		}
	}
	return n
}

// bounds returns the smallest and largest Q and R of c's occupied cells.
func bounds(c *city.City) (minQ, maxQ, minR, maxR int) {
	for h := range c.Cells() {
		minQ, maxQ, minR, maxR = min(minQ, h.Q), max(maxQ, h.Q), min(minR, h.R), max(maxR, h.R)
	}
	return
}

// tileAt returns the tile of h's top (tile.StartID, 0, for an empty cell).
func tileAt(c *city.City, h hex.Hex) tile.ID {
	col := c.Column(h)
	if len(col) == 0 {
		return tile.StartID
	}
	return col[len(col)-1].Tile
}

// holds reports whether tile id is in city c (one of its placements).
func holds(c *city.City, id tile.ID) bool {
	return slices.ContainsFunc(c.Placements(), func(p city.Placement) bool { return p.Tile == id })
}
