package score

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
	"github.com/google/go-cmp/cmp"
)

// A city without a double district gives the same card, reasons and all,
// whether judged hex by hex or part by part through package score/athena:
// one wording per rule, whichever path a city takes (a city whose double
// district is covered takes the parts).
func TestWholeHexesReadTheSameByParts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := city.New()
		for range rapid.IntRange(0, 30).Draw(t, "tiles") {
			id := tile.ID(rapid.IntRange(1, int(tile.MaxID)).Draw(t, "tile"))
			if ps := c.AppendLegal(nil, id); !c.Has(id) && len(ps) > 0 {
				c.Place(ps[rapid.IntRange(0, len(ps)-1).Draw(t, "placement")])
			}
		}
		o := variants.Options{
			Variants:            variants.Set(rapid.IntRange(0, int(variants.All)).Draw(t, "variants")),
			BarracksOutsideOnly: rapid.Bool().Draw(t, "barracksOutsideOnly"),
			LakeAnyRegion:       rapid.Bool().Draw(t, "lakeAnyRegion"),
		}
		byHex, byParts := compute(&c.Base, 2, o, false), compute(&c.Base, 2, o, true)
		if d := cmp.Diff(byHex, byParts); d != "" {
			t.Fatalf("by hexes (-) and by parts (+):\n%s", d)
		}
	})
}
