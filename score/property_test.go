package score_test

import (
	"math/rand/v2"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
	"pgregory.net/rapid"
)

// randomCity builds a legal city by placing random tiles at random legal
// placements (from city.AppendLegal).
func randomCity(t *rapid.T) *city.City {
	c := city.New()
	n := rapid.IntRange(0, 30).Draw(t, "tiles")
	var buf []city.Placement
	for range n {
		id := tile.ID(rapid.IntRange(1, int(tile.MaxID)).Draw(t, "tile"))
		if holds(c, id) {
			continue
		}
		buf = c.AppendLegal(buf[:0], id)
		p := buf[rapid.IntRange(0, len(buf)-1).Draw(t, "placement")]
		if _, err := c.Place(p); err != nil {
			t.Fatalf("a placement of AppendLegal is illegal: %v", err)
		}
	}
	return c
}

func randomOptions(t *rapid.T) variants.Options {
	return variants.Options{
		Variants:            variants.Set(rapid.IntRange(0, int(variants.All)).Draw(t, "variants")),
		BarracksOutsideOnly: rapid.Bool().Draw(t, "barracksOutsideOnly"),
		LakeAnyRegion:       rapid.Bool().Draw(t, "lakeAnyRegion"),
	}
}

// fullGameCity builds a city of n tiles deterministically from a seed: each
// step takes the lowest-numbered unused tile of a random pick and a random
// legal placement, preferring higher levels now and then, as a game would.
func fullGameCity(seed uint64, n int) *city.City {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	c := city.New()
	var buf []city.Placement
	for c.Len() < n {
		id := tile.ID(1 + r.IntN(int(tile.MaxID)))
		if holds(c, id) {
			continue
		}
		buf = c.AppendLegal(buf[:0], id)
		p := buf[r.IntN(len(buf))]
		if r.IntN(3) == 0 { // build up when possible
			for _, q := range buf {
				if res, _ := c.Check(q); res.Level > 1 {
					p = q
					break
				}
			}
		}
		if _, err := c.Place(p); err != nil {
			panic(err)
		}
	}
	return c
}

func TestTotalsEqualCard(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := randomCity(t)
		o := randomOptions(t)
		stones := rapid.IntRange(-3, 40).Draw(t, "stones")
		card := score.Compute(c, stones, o)
		if got := score.Totals(c, stones, o); got != card.Summary {
			t.Fatalf("Totals = %+v, the card says %+v\n%v", got, card.Summary, card)
		}
		if got := score.Totals(c, stones, o).Total; got != card.Total {
			t.Fatalf("Total = %d, the card says %d", got, card.Total)
		}
		checkCardConsistent(t, c, card)
	})
}

// checkCardConsistent checks the card against the city and itself: one note
// per visible hex with its real kind and level, lines that add up, and a
// total that is the sum of the points and the stones.
func checkCardConsistent(t *rapid.T, c *city.City, card score.Pad) {
	if len(card.Hexes) != cityview.Of(c).NumCells() {
		t.Fatalf("%d notes for %d cells", len(card.Hexes), cityview.Of(c).NumCells())
	}
	var stars, values [5]int
	seen := map[hex.Hex]bool{}
	for _, n := range card.Hexes {
		if seen[n.Cell] || n.Kind != c.Face(n.Cell).A || n.Level != c.Height(n.Cell) || n.Reason == "" {
			t.Fatalf("note %v does not match the city (top %v, height %d)", n, c.Face(n.Cell).A, c.Height(n.Cell))
		}
		seen[n.Cell] = true
		switch {
		case n.Kind.IsPlaza():
			stars[n.Kind.District()-tile.House] += n.Kind.Stars()
		case n.Kind.IsDistrict():
			if n.Value != 0 && n.Value != n.Level && n.Value != 2*n.Level {
				t.Fatalf("note %+v: a value that is not 0, its level or twice that", n)
			}
			values[n.Kind.District()-tile.House] += n.Value
		}
	}
	total := card.Stones
	for k := range card.Values {
		if values[k] != card.Values[k] || card.Stars[k] != stars[k] || card.Points[k] != card.Values[k]*card.Stars[k] {
			t.Fatalf("line %v does not add up: values %v stars %v points %v; the notes give values %v, stars %v",
				tile.Districts()[k], card.Values, card.Stars, card.Points, values, stars)
		}
		total += card.Points[k]
	}
	if total != card.Total || card.Total < 0 || card.Stones < 0 {
		t.Fatalf("total %d, want %d", card.Total, total)
	}
}

func TestTotalsNeverNegative(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := randomCity(t)
		s := score.Totals(c, rapid.IntRange(-100, 100).Draw(t, "stones"), randomOptions(t))
		for k := range s.Points {
			if s.Points[k] < 0 || s.Values[k] < 0 || s.Stars[k] < 0 {
				t.Fatalf("negative line in %+v", s)
			}
		}
		if s.Stones < 0 || s.Total < 0 {
			t.Fatalf("negative total in %+v", s)
		}
	})
}

func TestAddingAVariantNeverLowers(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := randomCity(t)
		o := randomOptions(t)
		all := tile.Districts()
		v := rapid.SampledFrom(all[:]).Draw(t, "added")
		more := o
		more.Variants = o.Variants.With(v)
		a, b := score.Totals(c, 0, o), score.Totals(c, 0, more)
		for k := range a.Points {
			if b.Points[k] < a.Points[k] || b.Values[k] < a.Values[k] {
				t.Fatalf("adding %v lowered %v: %+v -> %+v", v, tile.Districts()[k], a, b)
			}
		}
		if b.Total < a.Total {
			t.Fatalf("adding %v lowered the total: %d -> %d", v, a.Total, b.Total)
		}
	})
}

// Covering a hex never leaves it counted: after a tile goes up a level, the
// three hexes it covers appear nowhere on the card, and the card agrees with
// Totals.
func TestCoveredHexNeverCounts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := randomCity(t)
		o := randomOptions(t)
		var higher []city.Placement
		for id := tile.ID(1); id <= tile.MaxID; id++ {
			for _, p := range c.AppendLegal(nil, id) {
				if res, _ := c.Check(p); res.Level > 1 {
					higher = append(higher, p)
				}
			}
		}
		if len(higher) == 0 {
			t.Skip("no placement on top")
		}
		p := rapid.SampledFrom(higher).Draw(t, "cover")
		type layer struct {
			cell  hex.Hex
			kind  tile.Kind
			level int
		}
		var covered []layer
		for _, h := range p.Cells() {
			covered = append(covered, layer{h, c.Face(h).A, c.Height(h)})
		}
		if _, err := c.Place(p); err != nil {
			t.Fatal(err)
		}
		card := score.Compute(c, 0, o)
		checkCardConsistent(t, c, card)
		for _, cv := range covered {
			for _, n := range card.Hexes {
				if n.Cell == cv.cell && n.Level == cv.level {
					t.Fatalf("covered %v %v at level %d still has a note: %v", cv.cell, cv.kind, cv.level, n)
				}
			}
		}
		if s := score.Totals(c, 0, o); s != card.Summary {
			t.Fatalf("Totals = %+v, card %+v", s, card.Summary)
		}
	})
}

func TestTotalsAllocatesNothing(t *testing.T) {
	c := fullGameCity(1, 22)
	for _, o := range []variants.Options{{}, {Variants: variants.All}, {Variants: variants.All, BarracksOutsideOnly: true, LakeAnyRegion: true}} {
		if n := testing.AllocsPerRun(100, func() { score.Totals(c, 3, o) }); n != 0 {
			t.Errorf("Totals under %v allocates %v times per run", o, n)
		}
		if n := testing.AllocsPerRun(100, func() { score.Totals(c, 3, o) }); n != 0 {
			t.Errorf("Total under %v allocates %v times per run", o, n)
		}
		// After, of a city tile and of a one-hex tile that is no double
		// (a House, 72), whose city holds no double.
		before := score.Totals(c, 3, o)
		for _, id := range []tile.ID{60, 72} {
			var p city.Placement
			for _, p = range c.AppendLegal(nil, id) {
				break
			}
			if n := testing.AllocsPerRun(100, func() { score.After(c, before, p, 3, o) }); n != 0 {
				t.Errorf("After(%v) under %v allocates %v times per run", p, o, n)
			}
		}
	}
}

// Totals and After allocate nothing in a city holding double districts
// either: Totals, After of a city tile, of a double district and of a
// single House, and a double laid in a city that holds none.
func TestTotalsWithHalvesAllocatesNothing(t *testing.T) {
	halves, base := halvesCity(t), fullGameCity(1, 22)
	for _, o := range []variants.Options{{}, {Variants: variants.All}, {Variants: variants.All, BarracksOutsideOnly: true, LakeAnyRegion: true}} {
		if n := testing.AllocsPerRun(100, func() { score.Totals(halves, 3, o) }); n != 0 {
			t.Errorf("Totals with halves under %v allocates %v times per run", o, n)
		}
		for _, c := range []*city.City{halves, base} {
			before := score.Totals(c, 3, o)
			for _, id := range []tile.ID{60, 66, 73} {
				var p city.Placement
				for _, p = range c.AppendLegal(nil, id) {
					break
				}
				if p.Tile != id {
					t.Fatalf("no legal placement of %v", id)
				}
				if n := testing.AllocsPerRun(100, func() { score.After(c, before, p, 3, o) }); n != 0 {
					t.Errorf("After(%v) under %v allocates %v times per run", p, o, n)
				}
			}
		}
	}
}

func BenchmarkCompute(b *testing.B) {
	c := fullGameCity(1, 22)
	b.ReportAllocs()
	for b.Loop() {
		score.Compute(c, 3, variants.Options{})
	}
}

func BenchmarkTotals(b *testing.B) {
	c := fullGameCity(1, 22)
	b.ReportAllocs()
	for b.Loop() {
		score.Totals(c, 3, variants.Options{})
	}
}

func BenchmarkTotalsAllVariants(b *testing.B) {
	c := fullGameCity(1, 22)
	o := variants.Options{Variants: variants.All}
	b.ReportAllocs()
	for b.Loop() {
		score.Totals(c, 3, o)
	}
}

func BenchmarkTotalsWithHoles(b *testing.B) {
	c := fullGameCity(1, 22)
	o := variants.Options{Variants: variants.All, BarracksOutsideOnly: true, LakeAnyRegion: true}
	b.ReportAllocs()
	for b.Loop() {
		score.Totals(c, 3, o)
	}
}
