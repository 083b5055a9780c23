package akropolis

import (
	"math/rand/v2"
	"testing"

	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// The cards each seat meets, kept in the state and followed placement by
// placement near the cells that changed, are always those athena.Met finds
// in the whole city: after every move and every Undo of random Athena
// games of every player count and every combination of the card readings
// (stop as often as a completion, so that cards met stay so while the
// city grows; one-hex tiles and halves; a move taken back now and then).
func TestKeptCardsMetFollowTheCities(t *testing.T) {
	met := map[tile.Card]int{}
	for i := range uint64(400) {
		rules := athena.Options{
			SurroundedDistrictsOnly:  i&1 != 0,
			HousingCenterDistrict:    i&2 != 0,
			CityMarketCenterOccupied: i&4 != 0,
			CityMarketCenterDistrict: i&8 != 0,
			StairsOneLevel:           i&16 != 0,
		}
		g, err := New(Options{Players: 1 + int(i%4), Athena: true, CardReadings: rules, Seed: [2]uint64{i, 3}})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(i, 4))
		var moves []Move
		for !g.Over() {
			checkKeptCardsMet(t, g, met)
			moves = g.AppendLegalMoves(moves[:0])
			m := moves[rng.IntN(len(moves))]
			if g.phase && rng.IntN(2) == 0 {
				m = Stop() // stop, as often as a completion
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			if rng.IntN(8) == 0 {
				g.Undo()
				checkKeptCardsMet(t, g, met)
				if err := g.Play(m); err != nil {
					t.Fatal(err)
				}
			}
		}
		checkKeptCardsMet(t, g, met)
	}
	if len(met) < 8 {
		t.Errorf("only %d cards were ever met (%v): the test sees too little", len(met), met)
	}
	t.Logf("seats meeting each card, move by move: %v", met)
}

// checkKeptCardsMet checks state.met against athena.Met for every seat
// and card of g, counting in met the cards met.
func checkKeptCardsMet(t *testing.T, g *Game, met map[tile.Card]int) {
	t.Helper()
	for k := range g.opts.Players {
		for slot := 1; slot <= site.CardSlots; slot++ {
			card := g.cards.Card(slot)
			_, ok := athena.Met(card, g.cities[k], g.stones[k], g.opts.CardReadings)
			if ok {
				met[card]++
			}
			want := ok && !g.cards.Completed(slot, k)
			if got := g.met[k]&(1<<slot) != 0; got != want {
				t.Fatalf("turn %d, seat %d, %v in slot %d: kept met %v, want %v", g.turn, k, card, slot, got, want)
			}
		}
	}
}
