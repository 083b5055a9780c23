package city_test

import (
	"errors"
	"fmt"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
)

// Rebuild a city from its history, ask whether a placement is legal, and
// count the legal placements of a tile.
func Example() {
	// Tile 1 next to the starting tile, its first hex on (1,-1).
	c, errs := city.Validate([]city.Placement{{Tile: 1, Anchor: hex.Hex{Q: 1, R: -1}, Rotation: 0}})
	if errs != nil {
		fmt.Println(errs)
		return
	}

	// Tile 2 with its first hex on the ground at (0,-2), its others on the
	// starting tile's Quarry (0,-1) and on tile 1 at (1,-2): a gap under it.
	p, _ := city.ParsePlacement("02@(0,-2)r2")
	_, err := c.Check(p)
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
	fmt.Println(n, c.CountLegal(2))
	// Output:
	// true
	// city: placement 02@(0,-2)r2: partly on the ground and partly on tiles
	// 2 1 <nil>
	// 111 111
}
