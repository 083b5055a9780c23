package variants_test

import (
	"encoding/json"
	"fmt"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// Switch variants on one by one, print the set and read it back.
func ExampleSet() {
	var s variants.Set
	fmt.Println(s)
	s = s.With(variants.Temples).With(variants.Houses)
	fmt.Println(s, s.Has(variants.Markets), s.Len())
	all, _ := variants.ParseSet("all")
	fmt.Println(all == variants.All)
	o := variants.Options{Variants: s, LakeAnyRegion: true}
	data, _ := json.Marshal(o)
	fmt.Println(o)
	fmt.Println(string(data))
	// Output:
	// none
	// houses+temples false 2
	// true
	// houses+temples lake-any-region
	// {"variants":"houses+temples","lakeAnyRegion":true}
}

// The Barracks reading: a Barracks whose only empty neighbour is a hole
// enclosed by the city.
func ExampleEmptyNeighbors() {
	// Tiles 50, 7 and 5 close a ring around (1,-1); the Barracks of tile 50
	// sits at (2,-1), on the ring.
	c, _ := city.Build([]city.Placement{
		{Tile: 50, Anchor: hex.Hex{Q: 2, R: -1}, Rotation: 2},
		{Tile: 7, Anchor: hex.Hex{Q: 1, R: -2}, Rotation: 1},
		{Tile: 5, Anchor: hex.Hex{Q: 3, R: -2}, Rotation: 0},
	})
	b := hex.Hex{Q: 2, R: -1}
	fmt.Println(c.Top(b), "lake at (1,-1):", variants.IsLake(&c.Base, hex.Hex{Q: 1, R: -1}, nil, variants.Options{}))
	fmt.Println("default:", variants.EmptyNeighbors(&c.Base, b, nil, variants.Options{}))
	fmt.Println("outside only:", variants.EmptyNeighbors(&c.Base, b, nil, variants.Options{BarracksOutsideOnly: true}))
	fmt.Println("garden (1,-2) doubled:", variants.GardenDoubled(&c.Base, hex.Hex{Q: 1, R: -2}, nil, variants.Options{}))
	fmt.Println(tile.Barracks == c.Top(b))
	// Output:
	// Barracks lake at (1,-1): true
	// default: 1
	// outside only: 0
	// garden (1,-2) doubled: true
	// true
}
