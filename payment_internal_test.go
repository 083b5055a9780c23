package akropolis

import (
	"fmt"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
)

// Seat 0's city in the payment tests: the starting tile (House plaza on
// (0,0), Quarries on (0,-1), (1,0), (-1,1)), then
//
//	tile 05 [BarracksPlaza Quarry Quarry] on (1,-1) (1,-2) (2,-2),
//	tile 03 [Quarry House Barracks]       on (0,-2) (0,-3) (1,-3).
var paymentCity = []city.Placement{
	{Tile: 5, Anchor: hex.Hex{Q: 1, R: -1}, Rotation: 0},
	{Tile: 3, Anchor: hex.Hex{Q: 0, R: -2}, Rotation: 0},
}

// paymentPlacements[q] lays tile 01 (no Quarry, no plaza) so that it covers
// exactly q Quarries of paymentCity:
//
//	0: ground (-2,1) (-2,0) (-1,0)
//	1: over (0,0) plaza, (0,-1) Quarry, (1,-1) plaza
//	2: over (0,-1) Quarry, (1,-2) Quarry, (1,-1) plaza
//	3: over (0,-1) Quarry, (0,-2) Quarry, (1,-2) Quarry
var paymentPlacements = [4]city.Placement{
	{Tile: 1, Anchor: hex.Hex{Q: -2, R: 1}, Rotation: 0},
	{Tile: 1, Anchor: hex.Hex{Q: 0, R: 0}, Rotation: 0},
	{Tile: 1, Anchor: hex.Hex{Q: 0, R: -1}, Rotation: 1},
	{Tile: 1, Anchor: hex.Hex{Q: 0, R: -1}, Rotation: 0},
}

// paymentGame builds the position: seat 0 to move with paymentCity and 3
// stones, tile 01 at site position cost among tiles 07, 08, 09 (no plazas,
// so in solo the Architect then takes position 0 for nothing), the reserve
// holding reserve stones and seat 1 (or the Architect) the rest of the 40.
func paymentGame(t *testing.T, players, cost, reserve int, unlimited bool) *Game {
	t.Helper()
	line := []tile.ID{7, 8, 9}
	line = append(line[:cost], append([]tile.ID{1}, line[cost:]...)...)
	s, err := siteplay.FromLayout(line, nil, players)
	if err != nil {
		t.Fatal(err)
	}
	g, err := newFromSite(Options{Players: players, UnlimitedReserve: unlimited}, s)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paymentCity {
		if _, err := g.cities[0].Place(p); err != nil {
			t.Fatal(err)
		}
	}
	g.stones[0], g.reserve = 3, reserve
	g.stones[1] = site.BoxStones - 3 - reserve
	return g
}

// The player pays the cost into the reserve, then lays the tile, then gains
// one stone per covered Quarry from the reserve, as far as it goes: the
// payment is already there to be gained back. Seat 0 holds 3 stones; seat 1
// holds the rest of the 40 (37 - reserve).
func TestPaymentBeforeQuarryGain(t *testing.T) {
	for _, tc := range []struct {
		cost, quarries, reserve int
		stones, left            int // finite reserve: seat 0's stones and the reserve after
		stonesU, leftU          int // unlimited reserve
	}{
		// reserve 0: the gain can only come from the payment just made.
		{0, 0, 0, 3, 0, 3, 0},
		{0, 1, 0, 3, 0, 4, -1},
		{0, 2, 0, 3, 0, 5, -2},
		{0, 3, 0, 3, 0, 6, -3},
		{1, 0, 0, 2, 1, 2, 1},
		{1, 1, 0, 3, 0, 3, 0},
		{1, 2, 0, 3, 0, 4, -1},
		{1, 3, 0, 3, 0, 5, -2},
		{2, 0, 0, 1, 2, 1, 2},
		{2, 1, 0, 2, 1, 2, 1},
		{2, 2, 0, 3, 0, 3, 0},
		{2, 3, 0, 3, 0, 4, -1},
		{3, 0, 0, 0, 3, 0, 3},
		{3, 1, 0, 1, 2, 1, 2},
		{3, 2, 0, 2, 1, 2, 1},
		{3, 3, 0, 3, 0, 3, 0},
		// reserve 1
		{0, 0, 1, 3, 1, 3, 1},
		{0, 1, 1, 4, 0, 4, 0},
		{0, 2, 1, 4, 0, 5, -1},
		{0, 3, 1, 4, 0, 6, -2},
		{1, 0, 1, 2, 2, 2, 2},
		{1, 1, 1, 3, 1, 3, 1},
		{1, 2, 1, 4, 0, 4, 0},
		{1, 3, 1, 4, 0, 5, -1},
		{2, 0, 1, 1, 3, 1, 3},
		{2, 1, 1, 2, 2, 2, 2},
		{2, 2, 1, 3, 1, 3, 1},
		{2, 3, 1, 4, 0, 4, 0},
		{3, 0, 1, 0, 4, 0, 4},
		{3, 1, 1, 1, 3, 1, 3},
		{3, 2, 1, 2, 2, 2, 2},
		{3, 3, 1, 3, 1, 3, 1},
		// reserve 2 (a few)
		{1, 3, 2, 5, 0, 5, 0},
		{2, 3, 2, 4, 1, 4, 1},
		{0, 3, 2, 5, 0, 6, -1},
	} {
		for _, unlimited := range []bool{false, true} {
			name := fmt.Sprintf("cost%d/quarries%d/reserve%d/unlimited=%v", tc.cost, tc.quarries, tc.reserve, unlimited)
			t.Run(name, func(t *testing.T) {
				wantStones, wantLeft := tc.stones, tc.left
				if unlimited {
					wantStones, wantLeft = tc.stonesU, tc.leftU
				}
				g := paymentGame(t, 2, tc.cost, tc.reserve, unlimited)
				checkPayment(t, g, tc.cost, tc.quarries, wantStones-(3-tc.cost))
				if g.stones[0] != wantStones || g.reserve != wantLeft {
					t.Errorf("seat 0 has %d stones, reserve %d; want %d and %d", g.stones[0], g.reserve, wantStones, wantLeft)
				}
				if g.stones[1] != 37-tc.reserve {
					t.Errorf("seat 1 has %d stones, want %d", g.stones[1], 37-tc.reserve)
				}
			})
		}
	}
}

// In solo the player pays the Architect, not the reserve: the gain is capped
// by the reserve as it stood. The Architect then takes position 0 (no tile
// shows a plaza) and pays nothing. Seat 0 holds 3 stones; the Architect
// holds 37 - reserve, and gains the cost.
func TestSoloPaymentGoesToArchitect(t *testing.T) {
	for _, tc := range []struct {
		cost, quarries, reserve int
		stones, left, architect int // finite reserve
		stonesU, leftU          int // unlimited reserve (the Architect's stones are the same)
	}{
		{0, 0, 0, 3, 0, 37, 3, 0},
		{1, 1, 0, 2, 0, 38, 3, -1},
		{2, 2, 0, 1, 0, 39, 3, -2},
		{3, 3, 0, 0, 0, 40, 3, -3},
		{1, 0, 1, 2, 1, 37, 2, 1},
		{1, 1, 1, 3, 0, 37, 3, 0},
		{1, 3, 1, 3, 0, 37, 5, -2},
		{3, 2, 1, 1, 0, 39, 2, -1},
		{0, 3, 2, 5, 0, 35, 6, -1},
		{2, 3, 2, 3, 0, 37, 4, -1},
		{3, 3, 3, 3, 0, 37, 3, 0},
	} {
		for _, unlimited := range []bool{false, true} {
			name := fmt.Sprintf("cost%d/quarries%d/reserve%d/unlimited=%v", tc.cost, tc.quarries, tc.reserve, unlimited)
			t.Run(name, func(t *testing.T) {
				wantStones, wantLeft := tc.stones, tc.left
				if unlimited {
					wantStones, wantLeft = tc.stonesU, tc.leftU
				}
				g := paymentGame(t, 1, tc.cost, tc.reserve, unlimited)
				checkPayment(t, g, tc.cost, tc.quarries, wantStones-(3-tc.cost))
				if g.stones[0] != wantStones || g.reserve != wantLeft || g.stones[architectSeat] != tc.architect {
					t.Errorf("player %d, reserve %d, Architect %d; want %d, %d, %d",
						g.stones[0], g.reserve, g.stones[architectSeat], wantStones, wantLeft, tc.architect)
				}
				if len(g.pile) != 1 || g.pile[0] != 7 {
					t.Errorf("Architect's pile %v, want [07], the tile at position 0", g.pile)
				}
			})
		}
	}
}

// checkPayment checks and plays the move that covers q Quarries with the
// tile at position cost, checks that Check, the events and Undo agree, and
// plays it again.
func checkPayment(t *testing.T, g *Game, cost, q, gained int) {
	t.Helper()
	m := Move{Position: cost, Placement: paymentPlacements[q]}
	out, err := g.checked(m)
	if err != nil {
		t.Fatal(err)
	}
	if out.Cost != cost || out.Quarries != q || out.Gained != gained {
		t.Errorf("Check = %+v, want cost %d, %d quarries, %d gained", out, cost, q, gained)
	}
	before := g.Clone()
	events, err := g.PlayEvents(nil, m)
	if err != nil {
		t.Fatal(err)
	}
	got := 0
	for _, e := range events {
		if e.Kind == event.StonesGained {
			got += e.Stones
		}
	}
	if got != gained {
		t.Errorf("events report %d stones gained, want %d", got, gained)
	}
	if undone, ok := g.Undo(); !ok || undone != m {
		t.Fatalf("Undo = %v, %v; want %v", undone, ok, m)
	}
	if !g.Equal(before) || g.stones != before.stones || g.reserve != before.reserve {
		t.Fatalf("Undo did not restore the position")
	}
	if err := g.Play(m); err != nil {
		t.Fatal(err)
	}
}
