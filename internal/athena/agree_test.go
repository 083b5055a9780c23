package athena_test

import (
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// A city of whole hexes has no halves, so the scoring of parts must agree
// hex by hex with package score's card, an independent implementation of
// the same rules for whole hexes, under every option.
func TestPartsAgreeWithScoreOnWholeHexes(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := city.New()
		var buf []city.Placement
		for range rapid.IntRange(0, 30).Draw(t, "tiles") {
			id := tile.ID(rapid.IntRange(1, int(tile.MaxID)).Draw(t, "tile"))
			if holds(c, id) {
				continue
			}
			buf = c.AppendLegal(buf[:0], id)
			if _, err := c.Place(buf[rapid.IntRange(0, len(buf)-1).Draw(t, "placement")]); err != nil {
				t.Fatal(err)
			}
		}
		o := variants.Options{
			Variants:            variants.Set(rapid.IntRange(0, int(variants.All)).Draw(t, "variants")),
			BarracksOutsideOnly: rapid.Bool().Draw(t, "barracksOutsideOnly"),
			LakeAnyRegion:       rapid.Bool().Draw(t, "lakeAnyRegion"),
		}
		g := gridOf(t, c)
		parts := athena.AppendParts(nil, g, o)
		k := 0
		for _, n := range score.Compute(c, 0, o).Hexes {
			if !n.Kind.IsDistrict() {
				continue
			}
			if k >= len(parts) {
				t.Fatalf("score lists %v, the parts end", n)
			}
			p := parts[k]
			k++
			if p.Cell != n.Cell || p.Kind != n.Kind || p.Level != n.Level || p.Part != tile.Whole ||
				p.Qualifies != (n.Value > 0) || p.Value != n.Value || p.Doubled != (n.Value == 2*n.Level) {
				t.Fatalf("part %+v, score %+v", p, n)
			}
		}
		if k != len(parts) {
			t.Fatalf("%d parts, score lists %d districts", len(parts), k)
		}
	})
}

// gridOf reads a city into a Grid: the visible hex of every cell as a
// whole face, with its level. The starting tile's cells still at level 1
// are the grid's own.
func gridOf(t *rapid.T, c *city.City) *athena.Grid {
	cs := map[hex.Hex]athena.Cell{}
	for h := range c.Cells() {
		if col := c.Column(h); col[len(col)-1].Tile == tile.StartID && c.Height(h) == 1 {
			continue
		}
		cs[h] = athena.Cell{Face: tile.Face{A: c.Face(h).A}, Level: c.Height(h)}
	}
	g, err := athena.NewGrid(cs)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// holds reports whether tile id is in city c (one of its placements).
func holds(c *city.City, id tile.ID) bool {
	return slices.ContainsFunc(c.Placements(), func(p city.Placement) bool { return p.Tile == id })
}
