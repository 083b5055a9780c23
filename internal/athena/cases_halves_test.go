package athena_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// The worked cases of the scoring of halves and of the statue, numbered
// as in cases_test.go.

// temple0 is Temple|Garden at rotation 0 on c: the Temple owns NW, N and
// NE, the Garden SE, S and SW.
var temple0 = double(tile.Temple, tile.Garden, 0, 1)

// The indexes of values' result, by district type.
const (
	iHouse = iota
	iMarket
	iBarracks
	iTemple
	iGarden
)

// 23: the Temple half's three edge-neighbours occupied: it qualifies
// (value 1); the Garden always does (1).
func TestCase23TempleHalfSurrounded(t *testing.T) {
	g := cityOf(t, cells{c: temple0, at(c, NW): whole(tile.Quarry, 1), at(c, N): whole(tile.Quarry, 1), at(c, NE): whole(tile.Quarry, 1)})
	if v := values(g, variants.Options{}); v[iTemple] != 1 || v[iGarden] != 1 {
		t.Errorf("Temple %d, Garden %d; want 1, 1", v[iTemple], v[iGarden])
	}
}

// 24: the occupied cells lie across the Garden's edges: the Temple half
// has three empty edge-neighbours (0).
func TestCase24TempleHalfOpen(t *testing.T) {
	g := cityOf(t, cells{c: temple0, at(c, SE): whole(tile.Quarry, 1), at(c, S): whole(tile.Quarry, 1), at(c, SW): whole(tile.Quarry, 1)})
	if v := values(g, variants.Options{}); v[iTemple] != 0 || v[iGarden] != 1 {
		t.Errorf("Temple %d, Garden %d; want 0, 1", v[iTemple], v[iGarden])
	}
}

// 25: at level 2 both halves are worth 2.
func TestCase25HalvesAtLevel2(t *testing.T) {
	g := cityOf(t, cells{c: double(tile.Temple, tile.Garden, 0, 2),
		at(c, NW): whole(tile.Quarry, 1), at(c, N): whole(tile.Quarry, 1), at(c, NE): whole(tile.Quarry, 1)})
	if v := values(g, variants.Options{}); v[iTemple] != 2 || v[iGarden] != 2 {
		t.Errorf("Temple %d, Garden %d; want 2, 2", v[iTemple], v[iGarden])
	}
}

// 26: Market|Garden at rotation 0: a Market to the S faces the Garden
// half, so both Markets qualify (1 + 1); a Market to the N faces the
// Market half, so neither does.
func TestCase26MarketHalf(t *testing.T) {
	south := cityOf(t, cells{c: double(tile.Market, tile.Garden, 0, 1), at(c, S): whole(tile.Market, 1)})
	north := cityOf(t, cells{c: double(tile.Market, tile.Garden, 0, 1), at(c, N): whole(tile.Market, 1)})
	if v := values(south, variants.Options{}); v[iMarket] != 2 {
		t.Errorf("Market S: %d, want 2", v[iMarket])
	}
	if v := values(north, variants.Options{}); v[iMarket] != 0 {
		t.Errorf("Market N: %d, want 0", v[iMarket])
	}
}

// 27: two Market|Garden hexes, c and c+N. Both at rotation 0: c's Market
// half faces c+N's Garden half, and c+N's Market half faces away (1 + 1).
// c+N at rotation 3: its Market half owns S, facing c's Market half (0).
func TestCase27TwoMarketHalves(t *testing.T) {
	same := cityOf(t, cells{c: double(tile.Market, tile.Garden, 0, 1), at(c, N): double(tile.Market, tile.Garden, 0, 1)})
	turned := cityOf(t, cells{c: double(tile.Market, tile.Garden, 0, 1), at(c, N): double(tile.Market, tile.Garden, 3, 1)})
	if v := values(same, variants.Options{}); v[iMarket] != 2 {
		t.Errorf("r0/r0: Market %d, want 2", v[iMarket])
	}
	if v := values(turned, variants.Options{}); v[iMarket] != 0 {
		t.Errorf("r0/r3: Market %d, want 0", v[iMarket])
	}
}

// 28: Barracks|House at rotation 0: the Barracks half's edges (NW, N, NE)
// all occupied: 0; the S side occupied instead: its edges are empty: 1.
func TestCase28BarracksHalf(t *testing.T) {
	closed := cityOf(t, cells{c: double(tile.Barracks, tile.House, 0, 1),
		at(c, NW): whole(tile.Quarry, 1), at(c, N): whole(tile.Quarry, 1), at(c, NE): whole(tile.Quarry, 1)})
	open := cityOf(t, cells{c: double(tile.Barracks, tile.House, 0, 1),
		at(c, SE): whole(tile.Quarry, 1), at(c, S): whole(tile.Quarry, 1), at(c, SW): whole(tile.Quarry, 1)})
	if v := values(closed, variants.Options{}); v[iBarracks] != 0 {
		t.Errorf("edges occupied: Barracks %d, want 0", v[iBarracks])
	}
	if v := values(open, variants.Options{}); v[iBarracks] != 1 {
		t.Errorf("S side occupied: Barracks %d, want 1", v[iBarracks])
	}
}

// 29: House|Garden at rotation 0: the House half owns N and joins the
// Houses at c+N and c+2N: one group of 3 parts, value 3.
func TestCase29HouseHalfJoins(t *testing.T) {
	g := cityOf(t, cells{c: double(tile.House, tile.Garden, 0, 1), at(c, N): whole(tile.House, 1), at(c, N, N): whole(tile.House, 1)})
	if v := values(g, variants.Options{}); v[iHouse] != 3 {
		t.Errorf("House group value %d, want 3", v[iHouse])
	}
}

// 30: the starting tile alone scores nothing but its stones: it has no
// district part (the stones' points: score/athena's TestCase30Statue).
func TestCase30Statue(t *testing.T) {
	g := cityOf(t, cells{})
	if parts := athena.AppendParts(nil, g, variants.Options{}); len(parts) != 0 {
		t.Fatalf("the starting tile has district parts: %v", parts)
	}
}

// 33: the solo Architect's pile holds the starting tile (a House plaza,
// three Quarries), the double House|Market and a Market plaza. A double
// district adds the Architect's multiplier to each of its two types, which
// is what package score's Architect does when the double is given as its
// two district hexes. Hippodamos (m = 1): House 1 x 1 star + Market 1 x 2
// stars = 3. Metagenes adds 2 per Quarry: 3 + 6 = 9. Callicrates (m = 2):
// House 2 x 1 + Market 2 x 2 = 6.
func TestCase33ArchitectPile(t *testing.T) {
	pile := []tile.Kind{tile.HousePlaza, tile.Quarry, tile.Quarry, tile.Quarry, // the starting tile
		tile.House, tile.Market, // the double House|Market
		tile.MarketPlaza}
	for level, total := range map[score.Difficulty]int{score.Hippodamos: 3, score.Metagenes: 9, score.Callicrates: 6} {
		if got := score.Architect(pile, 0, level, 0).Total; got != total {
			t.Errorf("%v: %d, want %d", level, got, total)
		}
	}
}
