package score_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
	"pgregory.net/rapid"
)

// TestAfterMatchesTotals: for random cities, random options and every
// legal placement of a random tile, After (which scores only around the
// placement) gives what Totals gives once the placement is laid, and
// leaves the city unchanged.
func TestAfterMatchesTotals(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := randomCity(t)
		o := randomOptions(t)
		var ids []tile.ID
		for id := tile.ID(1); id <= tile.MaxID; id++ {
			if !holds(c, id) {
				ids = append(ids, id)
			}
		}
		id := rapid.SampledFrom(ids).Draw(t, "tile")
		stones := rapid.IntRange(-1, 9).Draw(t, "stones")
		before := score.Totals(c, stones, o)
		key := c.Key()
		for _, p := range c.AppendLegal(nil, id) {
			got := score.After(c, before, p, stones+1, o)
			if c.Key() != key {
				t.Fatalf("After(%v) changed the city", p)
			}
			if _, err := c.Place(p); err != nil {
				t.Fatal(err)
			}
			want := score.Totals(c, stones+1, o)
			c.Undo()
			if got != want {
				t.Fatalf("%+v: After(%v) = %+v, Totals after placing it %+v", o, p, got, want)
			}
		}
	})
}

// TestAfterIllegalPlacement: a placement outside the window returns the
// summary it was given and does not panic.
func TestAfterIllegalPlacement(t *testing.T) {
	c := city.New()
	before := score.Totals(c, 2, variants.Options{Variants: variants.All})
	p := city.Placement{Tile: 1, Rotation: 9}
	p.Anchor.Q = 1 << 40
	if got := score.After(c, before, p, 2, variants.Options{Variants: variants.All}); got != before {
		t.Fatalf("After of a placement outside the window = %+v, want %+v", got, before)
	}
	// Inside the window but not a tile, or at the window's edge: any answer,
	// no panic.
	all := variants.Options{Variants: variants.All, BarracksOutsideOnly: true, LakeAnyRegion: true}
	for _, q := range []city.Placement{
		{Tile: 0, Anchor: hex.Hex{Q: 1, R: -1}, Rotation: 200},
		{Tile: 200, Anchor: hex.Hex{Q: 63, R: 63}, Rotation: 5},
		{Tile: 3, Anchor: hex.Hex{Q: -64, R: -64}},
	} {
		score.After(c, before, q, 2, all)
		score.After(c, before, q, 2, variants.Options{Variants: variants.All})
		score.After(nil, before, q, 2, all)
		score.After(nil, before, q, 2, variants.Options{})
	}
}
