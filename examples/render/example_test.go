package render_test

import (
	"fmt"
	"strings"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/examples/render"
	"github.com/akropolis-rules/akropolis/tile"
)

func ExampleMap() {
	// Tile 02 [MarketPlaza Barracks Quarry] on the ground North-East of the
	// starting tile.
	var p city.Placement
	p.UnmarshalText([]byte("02@(1,-1)r0"))
	c, _ := city.Validate([]city.Placement{p})
	fmt.Print(render.Map(c))
	// Output:
	// ..    B1
	//    Q1    Q1
	// ..    m1
	//    h1    ..
	// Q1    Q1
}

func ExampleCardSVG() {
	// Fortress with tiles 62 and 90 still on it, completed by seats 0 and 2
	// (bits 0 and 2).
	var b strings.Builder
	if err := render.CardSVG(&b, tile.Fortress, []tile.ID{62, 90}, 0b101); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(strings.Count(b.String(), `class="statue"`), "statues")
	fmt.Println(strings.Split(b.String(), "\n")[1])
	// Output:
	// 2 statues
	// <title>Fortress: A visible Barracks plaza with Barracks parts facing it from two directions i and i+2 (120 degrees apart); a third Barracks between them does no harm.</title>
}
