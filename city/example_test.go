package city_test

import (
	"errors"
	"fmt"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// Rebuild a city from its history, ask whether a placement is legal, and
// count the legal placements of a tile.
func Example() {
	// Tile 1 next to the starting tile, its first hex on (1,-1).
	c, err := city.Build([]city.Placement{{Tile: 1, Anchor: hex.Hex{Q: 1, R: -1}, Rotation: 0}})
	if err != nil {
		fmt.Println(err)
		return
	}

	// Tile 2 with its first hex on the ground at (0,-2), its others on the
	// starting tile's Quarry (0,-1) and on tile 1 at (1,-2): a gap under it.
	p, _ := city.ParsePlacement("02@(0,-2)r2")
	_, err = c.Check(p)
	fmt.Println(errors.Is(err, city.ErrGap))
	fmt.Println(err)

	// The same tile over the starting tile and tile 1 goes to level 2.
	res, err := c.Check(city.Placement{Tile: 2, Anchor: hex.Hex{Q: 0, R: 0}, Rotation: 0})
	fmt.Println(res.Level, res.Quarries, err)

	// Every legal placement of tile 2: three on each legal spot.
	n := 0
	for range c.Legal(2) {
		n++
	}
	fmt.Println(n, len(c.AppendSpots(nil)))
	// Output:
	// true
	// city: placement 02@(0,-2)r2: partly on the ground and partly on tiles
	// 2 1 <nil>
	// 111 37
}

// Count the districts a city shows on top, by level: what a construction
// card of the Athena expansion asks first. Each half of a double district
// counts for its district type.
func ExampleCity_Visible() {
	c, err := city.Build([]city.Placement{
		{Tile: 67, Anchor: hex.Hex{Q: 0, R: -1}},              // Temple|Garden on a Quarry: level 2
		{Tile: 82, Anchor: hex.Hex{Q: 1, R: -1}},              // a House plaza on the ground
		{Tile: 1, Anchor: hex.Hex{Q: 0, R: 0}, Rotation: 1},   // House, Barracks, Temple at level 2
		{Tile: 62, Anchor: hex.Hex{Q: -1, R: 0}, Rotation: 3}, // Market|Garden on the ground
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("Temples at level 2 or higher:", c.Visible(tile.Temple, 2))
	fmt.Println("Gardens:", c.Visible(tile.Garden, 1), "at level 2 or higher:", c.Visible(tile.Garden, 2))
	fmt.Println("House plazas:", c.Visible(tile.HousePlaza, 1), "Quarries:", c.Visible(tile.Quarry, 1))
	// Output:
	// Temples at level 2 or higher: 2
	// Gardens: 2 at level 2 or higher: 1
	// House plazas: 0 Quarries: 1
}

// Count the enclosed parts of a city: those whose neighbours across their
// own edges are all occupied. Three single Houses South of the starting
// tile and Temple|Garden below them, its Temple half turned toward them;
// two single Markets close the ring around the starting House plaza.
func ExampleCity_Enclosed() {
	c, err := city.Build([]city.Placement{
		{Tile: 72, Anchor: hex.Hex{Q: 0, R: 1}},  // House
		{Tile: 73, Anchor: hex.Hex{Q: 1, R: 1}},  // House
		{Tile: 74, Anchor: hex.Hex{Q: -1, R: 2}}, // House
		{Tile: 67, Anchor: hex.Hex{Q: 0, R: 2}},  // Temple|Garden: the Temple half owns NW, N and NE
		{Tile: 76, Anchor: hex.Hex{Q: 1, R: -1}}, // Market
		{Tile: 77, Anchor: hex.Hex{Q: -1, R: 0}}, // Market
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, k := range []tile.Kind{tile.HousePlaza, tile.House, tile.Temple, tile.Garden, tile.Market, tile.Quarry} {
		fmt.Println(k, c.Enclosed(k))
	}
	// Output:
	// HousePlaza 1
	// House 1
	// Temple 1
	// Garden 0
	// Market 0
	// Quarry 0
}
