package akropolis

import (
	"math/rand/v2"
	"testing"

	"github.com/akropolis-rules/akropolis/score/athena"
	"github.com/akropolis-rules/akropolis/tile"
)

// The census only rules out cards that cannot be met: on every city of
// random Athena games (completions preferred, so that one-hex tiles and
// halves are there), no card that athena.Met finds met is ruled out.
func TestCensusRulesOutOnlyUnmetCards(t *testing.T) {
	met := map[tile.Card]int{}
	for i := range uint64(60) {
		g, err := New(Options{Players: 2 + int(i%3), Athena: true, Seed: [2]uint64{i, 3}})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(i, 4))
		var moves []Move
		for !g.Over() {
			for k := range g.opts.Players {
				c := &g.cities[k].Base
				s := censusOf(c)
				for _, card := range tile.Cards() {
					if _, ok := athena.Met(card, c, g.stones[k], g.opts.CardRules); ok {
						met[card]++
						if !s.possible(card) {
							t.Fatalf("game %d, turn %d, seat %d: %v is met but the census rules it out: %+v", i, g.turn, k, card, s)
						}
					}
				}
			}
			moves = g.AppendLegalMoves(moves[:0])
			m := moves[rng.IntN(len(moves))]
			if g.phase && rng.IntN(4) > 0 {
				m = moves[rng.IntN(len(moves)-1)] // a completion, more often than stop
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(met) < 12 {
		t.Errorf("only %d cards were ever met (%v): the test sees too little", len(met), met)
	}
	t.Logf("cities meeting each card: %v", met)
}
