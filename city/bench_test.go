package city_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/tile"
)

// seededCity plays n random tiles (in a shuffled order) at random legal
// placements, all drawn from a PCG seeded with seed: the same seed always
// gives the same city.
func seededCity(tb testing.TB, seed uint64, n int) *city.City {
	tb.Helper()
	rng := rand.New(rand.NewPCG(seed, 0x0a4c0))
	order := rng.Perm(int(tile.MaxID))
	c := city.New()
	var buf []city.Placement
	for _, k := range order[:n] {
		buf = c.AppendLegal(buf[:0], tile.ID(k+1))
		if _, err := c.Place(buf[rng.IntN(len(buf))]); err != nil {
			tb.Fatal(err)
		}
	}
	return c
}

// unplaced returns the first k tiles not in c, in ID order.
func unplaced(c *city.City, k int) []tile.ID {
	var ids []tile.ID
	for id := tile.ID(1); id <= tile.MaxID && len(ids) < k; id++ {
		if !c.Has(id) {
			ids = append(ids, id)
		}
	}
	return ids
}

const benchSeed = 20

// BenchmarkAppendLegal lists the legal placements of one tile in a city of
// the given number of tiles, into a buffer with room to spare.
func BenchmarkAppendLegal(b *testing.B) {
	for _, n := range []int{0, 20, 40} {
		b.Run(fmt.Sprintf("tiles=%d", n), func(b *testing.B) {
			c := seededCity(b, benchSeed, n)
			id := unplaced(c, 1)[0]
			buf := c.AppendLegal(nil, id)
			b.ReportAllocs()
			for b.Loop() {
				buf = c.AppendLegal(buf[:0], id)
			}
			b.ReportMetric(float64(len(buf)), "placements")
		})
	}
}

// BenchmarkAppendLegalOneHex lists the legal placements of a one-hex
// tile, a double district (six rotations per cell) and a single plaza
// (one), in the cities of BenchmarkAppendLegal, for comparison with a
// 3-hex tile's listing there.
func BenchmarkAppendLegalOneHex(b *testing.B) {
	for _, n := range []int{0, 20, 40} {
		for _, id := range []tile.ID{62, 82} {
			b.Run(fmt.Sprintf("tiles=%d/tile=%v", n, id), func(b *testing.B) {
				c := seededCity(b, benchSeed, n)
				buf := c.AppendLegal(nil, id)
				b.ReportAllocs()
				for b.Loop() {
					buf = c.AppendLegal(buf[:0], id)
				}
				b.ReportMetric(float64(len(buf)), "placements")
			})
		}
	}
}

// BenchmarkLegal walks the same placements through the iterator.
func BenchmarkLegal(b *testing.B) {
	c := seededCity(b, benchSeed, 20)
	id := unplaced(c, 1)[0]
	b.Run("tiles=20", func(b *testing.B) {
		b.ReportAllocs()
		n := 0
		for b.Loop() {
			for range c.Legal(id) {
				n++
			}
		}
		if n == 0 {
			b.Fatal("no placements")
		}
	})
}

// BenchmarkCountLegal counts the placements without listing them.
func BenchmarkCountLegal(b *testing.B) {
	c := seededCity(b, benchSeed, 20)
	id := unplaced(c, 1)[0]
	b.Run("tiles=20", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			c.CountLegal(id)
		}
	})
}

// BenchmarkAppendLegalSet lists (AppendLegal of several tiles) the legal
// placements of every tile of a 4-tile construction site (a two-player
// game) in the 20-tile city.
func BenchmarkAppendLegalSet(b *testing.B) {
	c := seededCity(b, benchSeed, 20)
	site := unplaced(c, 4)
	b.Run("site=4", func(b *testing.B) {
		buf := c.AppendLegal(nil, site...)
		b.ReportAllocs()
		for b.Loop() {
			buf = c.AppendLegal(buf[:0], site...)
		}
		b.ReportMetric(float64(len(buf)), "placements")
	})
}

// candidates returns a fixed mix of placements near the 20-tile city: every
// anchor of its bounding box widened by 2, in every rotation, of one tile.
// Most are illegal, as the candidates of a player's click or a parser are.
func candidates(c *city.City) []city.Placement {
	id := unplaced(c, 1)[0]
	q0, q1, r0, r1 := c.Bounds()
	var ps []city.Placement
	for r := r0 - 2; r <= r1+2; r++ {
		for q := q0 - 2; q <= q1+2; q++ {
			for rot := range tile.Rotation(6) {
				ps = append(ps, city.Placement{Tile: id, Anchor: hex.Hex{Q: q, R: r}, Rotation: rot})
			}
		}
	}
	return ps
}

// BenchmarkCheck checks candidate placements, legal and illegal, around the
// 20-tile city (one Check per iteration). Rejections allocate their error.
func BenchmarkCheck(b *testing.B) {
	c := seededCity(b, benchSeed, 20)
	b.Run("legal", func(b *testing.B) {
		ps := c.AppendLegal(nil, unplaced(c, 1)[0])
		b.ReportAllocs()
		k := 0
		for b.Loop() {
			if _, err := c.Check(ps[k]); err != nil {
				b.Fatal(err)
			}
			k = (k + 1) % len(ps)
		}
	})
	b.Run("mixed", func(b *testing.B) {
		ps := candidates(c)
		b.ReportAllocs()
		k := 0
		for b.Loop() {
			c.Check(ps[k])
			k = (k + 1) % len(ps)
		}
	})
}

// BenchmarkPlaceUndo lays a legal placement in the 20-tile city and takes it
// back, cycling through every legal placement of one tile.
func BenchmarkPlaceUndo(b *testing.B) {
	c := seededCity(b, benchSeed, 20)
	ps := c.AppendLegal(nil, unplaced(c, 1)[0])
	b.ReportAllocs()
	k := 0
	for b.Loop() {
		if _, err := c.Place(ps[k]); err != nil {
			b.Fatal(err)
		}
		c.Undo()
		k = (k + 1) % len(ps)
	}
}

// BenchmarkClone copies the 20-tile city into fresh memory.
func BenchmarkClone(b *testing.B) {
	c := seededCity(b, benchSeed, 20)
	b.ReportAllocs()
	for b.Loop() {
		c.Clone()
	}
}

// BenchmarkCopyFrom copies the 20-tile city into a city whose memory is
// reused (the form for search loops).
func BenchmarkCopyFrom(b *testing.B) {
	c := seededCity(b, benchSeed, 20)
	d := city.New()
	b.ReportAllocs()
	for b.Loop() {
		d.CopyFrom(c)
	}
}

// BenchmarkVisible asks the 20-tile city how many cells show each kind at
// level 1, 2 and 3 or higher (33 questions an op), as a card condition
// does before it looks for a pattern.
func BenchmarkVisible(b *testing.B) {
	c := seededCity(b, benchSeed, 20)
	kinds := ([...]tile.Kind{tile.Quarry, tile.House, tile.Market, tile.Barracks, tile.Temple, tile.Garden, tile.HousePlaza, tile.MarketPlaza, tile.BarracksPlaza, tile.TemplePlaza, tile.GardenPlaza})
	n := 0
	b.ReportAllocs()
	v := cityview.Of(c)
	for b.Loop() {
		for _, k := range kinds {
			n += v.Visible(k, 1) + v.Visible(k, 2) + v.Visible(k, 3)
		}
	}
	if n == 0 {
		b.Fatal("the 20-tile city shows nothing")
	}
}

// BenchmarkFindHoles finds the enclosed empty cells of the 20-tile city.
func BenchmarkFindHoles(b *testing.B) {
	c := seededCity(b, benchSeed, 20)
	var h city.Holes
	b.ReportAllocs()
	for b.Loop() {
		c.FindHoles(&h)
	}
}

// TestHotPathsDoNotAllocate confirms what the benchmarks show: with enough
// capacity the legal-placement, copy and hole queries allocate nothing.
func TestHotPathsDoNotAllocate(t *testing.T) {
	c := seededCity(t, benchSeed, 20)
	site := unplaced(c, 4)
	id := site[0]
	buf := make([]city.Placement, 0, 4*c.CountLegal(id))
	spots := make([]city.Spot, 0, c.CountLegal(id))
	rows := cityview.Of(c).AppendSpotRows(nil)
	d := c.Clone()
	var h city.Holes
	holes := make([]hex.Hex, 0, 64)
	legal := c.AppendLegal(nil, id)
	k := 0
	for name, f := range map[string]func(){
		"AppendLegal":      func() { buf = c.AppendLegal(buf[:0], id) },
		"AppendLegal site": func() { buf = c.AppendLegal(buf[:0], site...) },
		"AppendSpots":      func() { spots = c.AppendSpots(spots[:0]) },
		"AppendSpotRows":   func() { rows = cityview.Of(c).AppendSpotRows(rows[:0]) },
		"AppendOneHexRows": func() { rows = cityview.Of(c).AppendOneHexRows(rows[:0]) },
		"CountLegal":       func() { c.CountLegal(id) },
		"CopyFrom":         func() { d.CopyFrom(c) },
		"FindHoles":        func() { c.FindHoles(&h) },
		"AppendHoles":      func() { holes = c.AppendHoles(holes[:0]) },
		"Visible":          func() { cityview.Of(c).Visible(tile.Temple, 2) },
		"Check legal":      func() { c.Check(legal[0]) },
		"Place and Undo": func() {
			c.Place(legal[k%len(legal)])
			c.Undo()
			k++
		},
	} {
		if n := testing.AllocsPerRun(100, f); n != 0 {
			t.Errorf("%s: %v allocations per run, want 0", name, n)
		}
	}
	if len(buf) == 0 || len(spots) == 0 || len(rows) == 0 {
		t.Fatal("the 20-tile city has no legal placements")
	}
}
