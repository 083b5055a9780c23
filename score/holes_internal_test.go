package score

import (
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
	"pgregory.net/rapid"
)

// The row-parallel open map agrees with city.FindHoles on every empty cell
// near random legal cities.
func TestOpenMapMatchesFindHoles(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := city.New()
		var buf []city.Placement
		for range rapid.IntRange(0, 40).Draw(t, "tiles") {
			id := tile.ID(rapid.IntRange(1, int(tile.MaxID)).Draw(t, "tile"))
			if c.Has(id) {
				continue
			}
			buf = c.AppendLegal(buf[:0], id)
			if _, err := c.Place(buf[rapid.IntRange(0, len(buf)-1).Draw(t, "placement")]); err != nil {
				t.Fatal(err)
			}
		}
		var holes city.Holes
		c.FindHoles(&holes)
		var m openMap
		m.fill(&c.Base)
		minQ, maxQ, minR, maxR := c.Bounds()
		for q := minQ - 2; q <= maxQ+2; q++ {
			for r := minR - 2; r <= maxR+2; r++ {
				h := hex.Hex{Q: q, R: r}
				i, _ := h.Index()
				if !c.Occupied(h) && m.enclosed(i) != holes.Has(h) {
					t.Fatalf("%v: open map says enclosed=%v, FindHoles %v", h, m.enclosed(i), holes.Has(h))
				}
			}
		}
	})
}
