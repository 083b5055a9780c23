package variants_test

import (
	"encoding/json"
	"fmt"

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
