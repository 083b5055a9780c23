package cityview_test

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/tile"
)

// Count the districts a city shows on top, by level: what a construction
// card of the Athena expansion asks first. Each half of a double district
// counts for its district type.
func ExampleView_Visible() {
	c, errs := city.Validate([]city.Placement{
		{Tile: 67, Anchor: hex.Hex{Q: 0, R: -1}},              // Temple|Garden on a Quarry: level 2
		{Tile: 82, Anchor: hex.Hex{Q: 1, R: -1}},              // a House plaza on the ground
		{Tile: 1, Anchor: hex.Hex{Q: 0, R: 0}, Rotation: 1},   // House, Barracks, Temple at level 2
		{Tile: 62, Anchor: hex.Hex{Q: -1, R: 0}, Rotation: 3}, // Market|Garden on the ground
	})
	if errs != nil {
		fmt.Println(errs)
		return
	}
	v := cityview.Of(c)
	fmt.Println("Temples at level 2 or higher:", v.Visible(tile.Temple, 2))
	fmt.Println("Gardens:", v.Visible(tile.Garden, 1), "at level 2 or higher:", v.Visible(tile.Garden, 2))
	fmt.Println("House plazas:", v.Visible(tile.HousePlaza, 1), "Quarries:", v.Visible(tile.Quarry, 1))
	// Output:
	// Temples at level 2 or higher: 2
	// Gardens: 2 at level 2 or higher: 1
	// House plazas: 0 Quarries: 1
}

// Count the enclosed parts of a city: those whose neighbours across their
// own edges are all occupied. Three single Houses South of the starting
// tile and Temple|Garden below them, its Temple half turned toward them;
// two single Markets close the ring around the starting House plaza.
func ExampleView_Enclosed() {
	c, errs := city.Validate([]city.Placement{
		{Tile: 72, Anchor: hex.Hex{Q: 0, R: 1}},  // House
		{Tile: 73, Anchor: hex.Hex{Q: 1, R: 1}},  // House
		{Tile: 74, Anchor: hex.Hex{Q: -1, R: 2}}, // House
		{Tile: 67, Anchor: hex.Hex{Q: 0, R: 2}},  // Temple|Garden: the Temple half owns NW, N and NE
		{Tile: 76, Anchor: hex.Hex{Q: 1, R: -1}}, // Market
		{Tile: 77, Anchor: hex.Hex{Q: -1, R: 0}}, // Market
	})
	if errs != nil {
		fmt.Println(errs)
		return
	}
	v := cityview.Of(c)
	for _, k := range []tile.Kind{tile.HousePlaza, tile.House, tile.Temple, tile.Garden, tile.Market, tile.Quarry} {
		fmt.Println(k, v.Enclosed(k))
	}
	// Output:
	// HousePlaza 1
	// House 1
	// Temple 1
	// Garden 0
	// Market 0
	// Quarry 0
}
