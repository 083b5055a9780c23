package akropolis_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
)

func TestSoloGame(t *testing.T) {
	for _, all := range []bool{false, true} {
		g := newGame(t, akropolis.Options{Players: 1, AllTiles: all, Difficulty: score.Metagenes, Seed: [2]uint64{4, 2}})
		if g.Stones(0) != 1 || g.Stones(1) != 2 || akropolis.Reserve(g) != 37 {
			t.Fatalf("solo start: %d/%d stones, reserve %d", g.Stones(0), g.Stones(1), akropolis.Reserve(g))
		}
		takes, architectTakes := 0, 0
		var events []event.Event
		lastTaker := -1
		for !g.Over() {
			ms := g.AppendLegalMoves(nil)
			m := ms[len(ms)-1] // the dearest affordable tile: pays the Architect
			before := g.Stones(1)
			var err error
			events, err = g.PlayEvents(events[:0], m)
			if err != nil {
				t.Fatal(err)
			}
			takes++
			lastTaker = 0
			paid := m.Position
			architectPaid := 0
			for _, e := range events {
				if e.Kind == event.ArchitectTook {
					architectTakes++
					lastTaker = 1
					architectPaid = e.Stones
				}
			}
			if g.Stones(1) != before+paid-architectPaid {
				t.Fatalf("Architect stones %d, want %d + %d paid - %d spent", g.Stones(1), before, paid, architectPaid)
			}
		}
		want := 18
		if all {
			want = 30
		}
		if takes != want || architectTakes != want || lastTaker != 1 || g.TurnsPlayed() != 2*want {
			t.Errorf("all=%v: %d player takes, %d Architect takes (want %d each), last by %d", all, takes, architectTakes, want, lastTaker)
		}
		pile, stones := akropolis.Architect(g)
		if len(pile) != want || stones != g.Stones(1) {
			t.Errorf("pile of %d tiles", len(pile))
		}
		r := g.Ranks()
		if (r[0] == 1) != (g.Ranks()[0] == 1) || r[0] == r[1] {
			t.Errorf("ranks %v, player wins %v", r, (g.Ranks()[0] == 1))
		}
		if g.Total(1) != g.ArchitectScore().Total {
			t.Errorf("Total(1) = %d, card says %d", g.Total(1), g.ArchitectScore().Total)
		}
	}
}

// soloGame03 is a solo game whose line is [03 07 05 08]: no plaza on 03,
// 07 [Garden Quarry Quarry]; 05 has a plaza. The other tiles follow in ID
// order.
func soloGame03(t *testing.T) *akropolis.Game {
	t.Helper()
	order := []tile.ID{3, 7, 5, 8}
	for id := tile.ID(1); len(order) < 37; id++ {
		if id != 3 && id != 7 && id != 5 && id != 8 {
			order = append(order, id)
		}
	}
	s, err := newSite(1, order)
	if err != nil {
		t.Fatal(err)
	}
	g, err := akropolis.NewFromSite(akropolis.Options{Players: 1}, s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The player pays the Architect; the Architect pays the reserve.
func TestSoloPayments(t *testing.T) {
	g := soloGame03(t)
	// The player takes 07 at position 1 for 1 stone: the Architect then holds
	// 3 and the line is [03 05 08]; it takes 05 at position 1 for 1 stone.
	must(t, g.Play(mv(1, 7, 0, -2, 0)))
	pile, stones := akropolis.Architect(g)
	if g.Stones(0) != 0 || stones != 2 || len(pile) != 1 || pile[0] != 5 || akropolis.Reserve(g) != 37+1 {
		t.Fatalf("after one round: player %d, Architect %d %v, reserve %d", g.Stones(0), stones, pile, akropolis.Reserve(g))
	}
	undo(t, g)
	if g.Stones(0) != 1 || g.Stones(1) != 2 || akropolis.Reserve(g) != 37 || g.Site().Len() != 4 {
		t.Fatalf("undo did not restore the solo game")
	}
}
