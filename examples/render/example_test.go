package render_test

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/examples/render"
)

func ExampleMap() {
	// Tile 02 [MarketPlaza Barracks Quarry] on the ground North-East of the
	// starting tile.
	p, _ := city.ParsePlacement("02@(1,-1)r0")
	c, _ := city.Build([]city.Placement{p})
	fmt.Print(render.Map(&c.Base))
	// Output:
	// ..    B1
	//    Q1    Q1
	// ..    m1
	//    h1    ..
	// Q1    Q1
}
