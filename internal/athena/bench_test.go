package athena_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// midGame is a city of 37 cells (every cell within 3 of the origin), the
// size of a city some ten turns into a game, at levels 1 to 3, showing
// every kind and a double district in every fourth cell.
func midGame(tb testing.TB) *athena.Grid {
	kinds := ([...]tile.Kind{tile.Quarry, tile.House, tile.Market, tile.Barracks, tile.Temple, tile.Garden, tile.HousePlaza, tile.MarketPlaza, tile.BarracksPlaza, tile.TemplePlaza, tile.GardenPlaza})
	cs := cells{}
	i := 0
	for h := range hex.Spiral(hex.Hex{}, 3) {
		l := 1 + i%3
		if h.Length() <= 1 {
			l = 2 + i%2 // over the starting tile
		}
		cs[h] = whole(kinds[i%len(kinds)], l)
		if i%4 == 3 {
			ds := tile.Districts()
			cs[h] = double(ds[i%5], ds[(i+2)%5], tile.Rotation(i%6), l)
		}
		i++
	}
	return cityOf(tb, cs)
}

func BenchmarkAppendMet(b *testing.B) {
	g := midGame(b)
	buf := make([]hex.Hex, 0, 7)
	b.ReportAllocs()
	for b.Loop() {
		for _, card := range tile.Cards() {
			buf, _ = athena.AppendMet(buf[:0], card, g, 5, athena.Options{})
		}
	}
}

func BenchmarkAppendParts(b *testing.B) {
	g := midGame(b)
	buf := make([]athena.PartScore, 0, 64)
	b.ReportAllocs()
	for b.Loop() {
		buf = athena.AppendParts(buf[:0], g, variants.Options{})
	}
}

// BenchmarkMetTouching asks every card near a 3-hex tile's cells in the
// middle of the 37-cell city, as a game asks after a take.
func BenchmarkMetTouching(b *testing.B) {
	g := midGame(b)
	cells := []hex.Hex{{Q: 1, R: -2}, {Q: 1, R: -1}, {Q: 2, R: -2}}
	b.ReportAllocs()
	for b.Loop() {
		for _, card := range tile.Cards() {
			athena.MetTouching(card, g, 5, athena.Options{}, cells)
		}
	}
}

// AppendMet allocates nothing when dst has room, for every card; nor
// does MetTouching.
func TestAppendMetAllocs(t *testing.T) {
	g := midGame(t)
	buf := make([]hex.Hex, 0, 7)
	for _, card := range tile.Cards() {
		if n := testing.AllocsPerRun(20, func() {
			buf, _ = athena.AppendMet(buf[:0], card, g, 5, athena.Options{SurroundedDistrictsOnly: true})
		}); n != 0 {
			t.Errorf("%v: %v allocations", card, n)
		}
		cells := []hex.Hex{{Q: 1, R: -2}, {Q: 1, R: -1}, {Q: 2, R: -2}}
		if n := testing.AllocsPerRun(20, func() {
			athena.MetTouching(card, g, 5, athena.Options{SurroundedDistrictsOnly: true}, cells)
		}); n != 0 {
			t.Errorf("%v: MetTouching makes %v allocations", card, n)
		}
	}
}
