package athena_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// What every card shares: the first of several patterns, invalid cards and
// nil cities, the order of the cells. Each card's own tests are in the
// test file of its family (house_test.go and the others).

// Of two patterns, the one whose first cell comes first in row order.
func TestFirstPattern(t *testing.T) {
	far := at(c, S, S, S)
	cs := cells{far: whole(tile.BarracksPlaza, 1), at(far, SE): whole(tile.Barracks, 1), at(far, SW): whole(tile.Barracks, 1),
		c: whole(tile.BarracksPlaza, 1), at(c, NW): whole(tile.Barracks, 1), at(c, NE): whole(tile.Barracks, 1)}
	// c comes first. Its Barracks lie NW and NE: i = NW, i+2 = NE.
	want(t, tile.Fortress, cityOf(t, cs), 0, def, true, c, at(c, NW), at(c, NE))
	// Five Houses at level 2: the first four in row order.
	hs := []hex.Hex{at(c, S, S), c, at(c, N, N), at(c, SE, SE), at(c, SW, SW)}
	vs := cells{}
	for _, h := range hs {
		vs[h] = whole(tile.House, 2)
	}
	// Rows: c+2N, c, c+2SE (R-5, Q2), c+2SW, c+2S (R-3, Q0).
	want(t, tile.Villa, cityOf(t, vs), 0, def, true, at(c, N, N), c, at(c, SE, SE), at(c, SW, SW))
}

func TestInvalidCardAndNilCity(t *testing.T) {
	g := cityOf(t, cells{})
	for _, card := range []tile.Card{tile.NoCard, tile.Agora + 1, 255} {
		if cs, ok := athena.Met(card, g, 20, def); ok || cs != nil {
			t.Errorf("card %v: %v, %v; want nil, false", card, cs, ok)
		}
	}
	for _, card := range tile.Cards() {
		_, ok := athena.Met(card, nil, 8, def)
		if ok != (card == tile.QuarryMine) {
			t.Errorf("%v on a nil city: met %v", card, ok)
		}
	}
	var none *athena.Grid
	for _, card := range tile.Cards() {
		if _, ok := athena.Met(card, none, 0, def); ok {
			t.Errorf("%v met on a nil Grid", card)
		}
	}
	for _, c := range []athena.City{nil, none} {
		if parts := athena.AppendParts(nil, c, variants.Options{LakeAnyRegion: true}); len(parts) != 0 {
			t.Errorf("a nil city has parts: %v", parts)
		}
	}
}

// reversed is a City that lists its cells in the reverse of the grid's
// order, so the choice of the first pattern cannot lean on the order a
// city lists its cells in.
type reversed struct{ *athena.Grid }

func (r reversed) IndexAt(k int) grid.Index { return r.Grid.IndexAt(r.NumCells() - 1 - k) }

// Every card answers the same, with the same cells, whatever order the
// city lists its cells in: on the mid-game city and on cities holding two
// patterns of a card.
func TestCellOrderDoesNotMatter(t *testing.T) {
	far := at(c, S, S, S)
	twice := cells{far: whole(tile.BarracksPlaza, 1), at(far, SE): whole(tile.Barracks, 1), at(far, SW): whole(tile.Barracks, 1),
		c: whole(tile.BarracksPlaza, 1), at(c, NW): whole(tile.Barracks, 1), at(c, NE): whole(tile.Barracks, 1),
		at(c, N, N): whole(tile.MarketPlaza, 3), at(c, SE, SE): whole(tile.MarketPlaza, 4), at(c, SW, SW): whole(tile.MarketPlaza, 2)}
	for _, g := range []*athena.Grid{midGame(t), cityOf(t, twice)} {
		for _, card := range tile.Cards() {
			a, okA := athena.Met(card, g, 8, def)
			b, okB := athena.Met(card, reversed{g}, 8, def)
			if okA != okB || !equal(a, b) {
				t.Errorf("%v: %v %v in row order, %v %v reversed", card, a, okA, b, okB)
			}
		}
	}
	want(t, tile.LuxuryGoods, reversed{cityOf(t, twice)}, 0, def, true, at(c, N, N))
	want(t, tile.Fortress, reversed{cityOf(t, twice)}, 0, def, true, c, at(c, NW), at(c, NE))
}
