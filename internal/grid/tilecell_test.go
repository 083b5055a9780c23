package grid_test

import (
	"math"
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// TestTileCell: TileCell is city.Placement.Cells cell by cell, with the rotation
// taken modulo 6 and the hex modulo 3, for any k: the anchor, then its
// neighbours toward the rotation's direction and the next one clockwise.
func TestTileCell(t *testing.T) {
	for _, anchor := range []hex.Hex{{}, {Q: 3, R: -5}, {Q: -7, R: 2}} {
		for r := range tile.Rotation(6) {
			cells := [3]hex.Hex{grid.TileCell(anchor, uint8(r), 0), grid.TileCell(anchor, uint8(r), 1), grid.TileCell(anchor, uint8(r), 2)}
			d := hex.Direction(r)
			if want := [3]hex.Hex{anchor, anchor.Neighbor(d), anchor.Neighbor(d.Rotate(1))}; cells != want {
				t.Fatalf("Cells(%v, %v) = %v, want %v", anchor, r, cells, want)
			}
			for i := range 3 {
				if grid.TileCell(anchor, uint8(r), i) != cells[i] || grid.TileCell(anchor, uint8(r)+6, i+3) != cells[i] {
					t.Fatalf("TileCell(%v, %d, %d) = %v, want %v", anchor, r, i, grid.TileCell(anchor, uint8(r), i), cells[i])
				}
			}
		}
	}
	for _, k := range []int{-1, math.MinInt, math.MaxInt} {
		grid.TileCell(hex.Hex{}, 255, k) // never panics
	}
}
