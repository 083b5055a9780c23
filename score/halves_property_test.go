package score_test

import (
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// randomAthenaCity builds a legal city of city tiles and one-hex tiles of
// the Athena expansion, each at a random legal placement.
func randomAthenaCity(t *rapid.T) *city.City {
	c := city.New()
	var buf []city.Placement
	for range rapid.IntRange(0, 30).Draw(t, "tiles") {
		id := randomUnused(t, c)
		buf = c.AppendLegal(buf[:0], id)
		if len(buf) == 0 {
			continue
		}
		if _, err := c.Place(rapid.SampledFrom(buf).Draw(t, "placement")); err != nil {
			t.Fatalf("a placement of AppendLegal is illegal: %v", err)
		}
	}
	return c
}

// randomUnused draws a tile not in c, one-hex tiles as often as city
// tiles.
func randomUnused(t *rapid.T, c *city.City) tile.ID {
	for {
		id := tile.ID(rapid.IntRange(1, int(tile.MaxID)).Draw(t, "city tile"))
		if rapid.Bool().Draw(t, "one-hex") {
			id = tile.ID(rapid.IntRange(int(tile.MaxID)+1, int(tile.MaxAthenaID)).Draw(t, "one-hex tile"))
		}
		if !holds(c, id) {
			return id
		}
	}
}

// With one-hex tiles in the city, Totals is the card's numbers, and the
// card has a note per whole hex and two per visible double, each of the
// kind the cell shows on that part.
func TestTotalsEqualCardWithHalves(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := randomAthenaCity(t)
		o := randomOptions(t)
		stones := rapid.IntRange(0, 20).Draw(t, "stones")
		card := score.Compute(c, stones, o)
		if got := score.Totals(c, stones, o); got != card.Summary {
			t.Fatalf("Totals = %+v, the card says %+v\n%v%v", got, card.Summary, card, card.Explain())
		}
		k := 0
		for _, n := range card.Hexes {
			f := c.Face(n.Cell)
			part := n.Half
			if part == tile.NoPart {
				part = tile.Whole
			}
			if f.Kind(part) != n.Kind || n.Level != c.Height(n.Cell) || n.Reason == "" {
				t.Fatalf("note %v, the cell shows %v at level %d", n, f, c.Height(n.Cell))
			}
			if part != tile.HalfB {
				k++
			}
		}
		if k != cityview.Of(c).NumCells() {
			t.Fatalf("notes for %d cells, the city has %d", k, cityview.Of(c).NumCells())
		}
	})
}

// After of any legal placement, a one-hex tile's included, is Totals of
// the city once it is placed.
func TestAfterWithOneHexTiles(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := randomAthenaCity(t)
		o := randomOptions(t)
		id := randomUnused(t, c)
		ps := c.AppendLegal(nil, id)
		if len(ps) == 0 {
			t.Skip("no legal placement")
		}
		p := rapid.SampledFrom(ps).Draw(t, "placement")
		after := score.After(c, score.Totals(c, 1, o), p, 2, o)
		if _, err := c.Place(p); err != nil {
			t.Fatal(err)
		}
		if want := score.Totals(c, 2, o); after != want {
			t.Fatalf("After(%v) = %+v, Totals after placing it %+v", p, after, want)
		}
	})
}

// halvesCity is the benchmarks' full-game city with eight one-hex tiles
// more, five of them double districts (a House half and a Market half
// among them), so that it is scored part by part.
func halvesCity(tb testing.TB) *city.City {
	c := fullGameCity(1, 22)
	for _, id := range []tile.ID{62, 64, 65, 67, 69, 72, 80, 88} {
		ps := c.AppendLegal(nil, id)
		if _, err := c.Place(ps[len(ps)/2]); err != nil {
			tb.Fatal(err)
		}
	}
	return c
}

func BenchmarkComputeHalves(b *testing.B) {
	c := halvesCity(b)
	b.ReportAllocs()
	for b.Loop() {
		score.Compute(c, 3, variants.Options{})
	}
}

func BenchmarkTotalsHalves(b *testing.B) {
	c := halvesCity(b)
	b.ReportAllocs()
	for b.Loop() {
		score.Totals(c, 3, variants.Options{})
	}
}

// afterMoves returns the legal placements in c of its first unused city
// tile and of the one-hex tiles ids: what a bot weighs.
func afterMoves(tb testing.TB, c *city.City, ids ...tile.ID) []city.Placement {
	var ps []city.Placement
	for id := tile.ID(1); id <= tile.MaxID; id++ {
		if !holds(c, id) {
			ps = c.AppendLegal(ps, id)
			break
		}
	}
	for _, id := range ids {
		ps = c.AppendLegal(ps, id)
	}
	if len(ps) == 0 {
		tb.Fatal("no legal placement")
	}
	return ps
}

// BenchmarkAfter weighs placements in turn, one After per op: those of a
// city tile in the full-game city (base), and those of a city tile, a
// double district (66, Market|Barracks) and a single House (73) in the
// city with double districts (halves), as in an Athena game.
func BenchmarkAfter(b *testing.B) {
	base, halves := fullGameCity(1, 22), halvesCity(b)
	for _, bc := range []struct {
		name string
		c    *city.City
		ps   []city.Placement
	}{{"base", base, afterMoves(b, base)}, {"halves", halves, afterMoves(b, halves, 66, 73)}} {
		b.Run(bc.name, func(b *testing.B) {
			ps := bc.ps
			before := score.Totals(bc.c, 3, variants.Options{})
			b.ReportAllocs()
			k := 0
			for b.Loop() {
				score.After(bc.c, before, ps[k], 3, variants.Options{})
				k = (k + 1) % len(ps)
			}
		})
	}
}

// holds reports whether tile id is in city c (one of its placements).
func holds(c *city.City, id tile.ID) bool {
	return slices.ContainsFunc(c.Placements(), func(p city.Placement) bool { return p.Tile == id })
}
