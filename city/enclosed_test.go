package city_test

import (
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// Enclosed by hand: the city of ExampleBase_Enclosed with Temple|Garden
// turned the other way (rotation 3: the Garden half owns NW, N and NE,
// toward the Houses, the Temple half the empty SE, S and SW), then undone
// step by step: without the Market at (-1,0) the House plaza has an empty
// neighbour; without the double the House at (0,1) has one too.
func TestEnclosedByHand(t *testing.T) {
	c, err := city.Build([]city.Placement{
		{Tile: 72, Anchor: hex.Hex{Q: 0, R: 1}},
		{Tile: 73, Anchor: hex.Hex{Q: 1, R: 1}},
		{Tile: 74, Anchor: hex.Hex{Q: -1, R: 2}},
		{Tile: 67, Anchor: hex.Hex{Q: 0, R: 2}, Rotation: 3},
		{Tile: 76, Anchor: hex.Hex{Q: 1, R: -1}},
		{Tile: 77, Anchor: hex.Hex{Q: -1, R: 0}},
	})
	if err != nil {
		t.Fatal(err)
	}
	kinds := []tile.Kind{tile.HousePlaza, tile.House, tile.Temple, tile.Garden, tile.Market, tile.Quarry}
	for _, step := range []struct {
		name string
		want []int // by kinds
	}{
		{"all six", []int{1, 1, 0, 1, 0, 0}},
		{"without the Market at (-1,0)", []int{0, 1, 0, 1, 0, 0}},
		{"without the Market at (1,-1)", []int{0, 1, 0, 1, 0, 0}},
		{"without the double", []int{0, 0, 0, 0, 0, 0}},
	} {
		for i, k := range kinds {
			if got := cityview.Of(c).Enclosed(k); got != step.want[i] {
				t.Errorf("%s: Enclosed(%v) = %d, want %d", step.name, k, got, step.want[i])
			}
			if got := cityview.Of(c.Clone()).Enclosed(k); got != step.want[i] {
				t.Errorf("%s: a clone's Enclosed(%v) = %d, want %d", step.name, k, got, step.want[i])
			}
		}
		c.Undo()
	}
}
