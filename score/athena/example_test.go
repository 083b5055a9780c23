package athena_test

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/tile"
)

// Three tiles laid north of the starting tile: a Temple, a Barracks, a
// House, a Garden and a Market in one line from North to South, Main
// Street's pattern. No Barracks plaza: no Fortress.
func ExampleMet() {
	c := city.New()
	for _, p := range []city.Placement{
		{Tile: 13, Anchor: hex.Hex{Q: -1, R: -2}, Rotation: 1}, // Garden plaza, House, Quarry
		{Tile: 14, Anchor: hex.Hex{Q: -1, R: -4}, Rotation: 1}, // Quarry, Temple, Barracks
		{Tile: 15, Anchor: hex.Hex{Q: -1, R: -6}, Rotation: 1}, // House, Garden, Market
	} {
		if _, err := c.Place(p); err != nil {
			fmt.Println(err)
			return
		}
	}
	for _, card := range []tile.Card{tile.MainStreet, tile.Fortress} {
		cells, ok := athena.Met(card, c, 0, athena.Options{})
		fmt.Println(card, ok, cells)
	}
	// Output:
	// MainStreet true [(0,-7) (0,-6) (0,-5) (0,-4) (0,-3)]
	// Fortress false []
}

// Stones are worth 5 each to a player who completed all four cards.
func ExampleStonePoints() {
	fmt.Println(athena.StonePoints(3, 3), athena.StonePoints(3, 4))
	// Output: 3 15
}
