package score

import (
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
	"pgregory.net/rapid"
)

// drawCity draws a legal city of up to 30 tiles numbered 1 to last, each
// at a random legal placement (the package's own tests; package score_test
// has randomCity).
func drawCity(t *rapid.T, last tile.ID) *city.City {
	c := city.New()
	for range rapid.IntRange(0, 30).Draw(t, "tiles") {
		id := tile.ID(rapid.IntRange(1, int(last)).Draw(t, "tile"))
		if ps := c.AppendLegal(nil, id); !holds(c, id) && len(ps) > 0 {
			c.Place(ps[rapid.IntRange(0, len(ps)-1).Draw(t, "placement")])
		}
	}
	return c
}

// drawOptions draws any scoring options.
func drawOptions(t *rapid.T) variants.Options {
	return variants.Options{
		Variants:            variants.Set(rapid.IntRange(0, int(variants.All)).Draw(t, "variants")),
		BarracksOutsideOnly: rapid.Bool().Draw(t, "barracksOutsideOnly"),
		LakeAnyRegion:       rapid.Bool().Draw(t, "lakeAnyRegion"),
	}
}
