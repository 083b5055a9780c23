package variants_test

import (
	"encoding/json"
	"fmt"

	"github.com/akropolis-rules/akropolis/tile"

	"github.com/akropolis-rules/akropolis/variants"
)

// Switch variants on one by one, print the set and read it back.
func ExampleSet() {
	var s variants.Set
	fmt.Println(s)
	s = s.With(tile.Temple).With(tile.House)
	fmt.Println(s, s.Has(tile.Market), s == variants.Of(tile.House, tile.Temple))
	var all variants.Set
	_ = all.UnmarshalText([]byte("all"))
	fmt.Println(all == variants.All)
	o := variants.Options{Variants: s, LakeAnyRegion: true}
	data, _ := json.Marshal(o)
	fmt.Println(o)
	fmt.Println(string(data))
	// Output:
	// none
	// houses+temples false true
	// true
	// houses+temples lake-any-region
	// {"variants":"houses+temples","lakeAnyRegion":true}
}
