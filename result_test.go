package akropolis_test

import (
	"slices"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/tile"
)

// StonesFromZero does not apply to a solo game: the player still starts
// with 1 stone and the Architect with 2, leaving 37 in the reserve.
func TestSoloIgnoresStonesFromZero(t *testing.T) {
	for _, zero := range []bool{false, true} {
		g := newGame(t, akropolis.Options{Players: 1, StonesFromZero: zero})
		if g.Stones(0) != 1 || g.Stones(1) != 2 || akropolis.Reserve(g) != 37 {
			t.Errorf("zero=%v: player %d, Architect %d, reserve %d; want 1, 2, 37",
				zero, g.Stones(0), g.Stones(1), akropolis.Reserve(g))
		}
	}
}

// Equal totals rank by stones, through Game.Ranks and the seats it ranks first.
//
// Two players, line [01 08 ...]. Seat 0 (1 stone) lays tile 01 [House
// Barracks Temple] on the ground at (-2,1) (-2,0) (-1,0): the House scores
// 1 x 1 star (the start's plaza), Barracks and Temple have no plaza: total
// 1 + 1 stone = 2. Seat 1 has its starting tile alone (a House plaza, no
// House: 0) and 2 stones: total 2. Equal totals, seat 1 holds more stones:
// seat 1 ranks first and wins alone.
func TestRanksBreakTiesByStones(t *testing.T) {
	order := []tile.ID{1, 8}
	for id := tile.ID(2); len(order) < 37; id++ {
		if id != 8 {
			order = append(order, id)
		}
	}
	s, err := newSite(2, order)
	if err != nil {
		t.Fatal(err)
	}
	g, err := akropolis.NewFromSite(akropolis.Options{Players: 2}, s)
	if err != nil {
		t.Fatal(err)
	}
	must(t, g.Play(mv(0, 1, -2, 1, 0)))
	if g.Total(0) != 2 || g.Total(1) != 2 || g.Stones(0) != 1 || g.Stones(1) != 2 {
		t.Fatalf("totals %d, %d, stones %d, %d; want 2, 2, 1, 2", g.Total(0), g.Total(1), g.Stones(0), g.Stones(1))
	}
	if r := g.Ranks(); !slices.Equal(r, []int{2, 1}) {
		t.Errorf("Ranks = %v, want [2 1]", r)
	}
	if w := akropolis.Winners(g); !slices.Equal(w, []int{1}) {
		t.Errorf("Winners = %v, want [1]", w)
	}
}
