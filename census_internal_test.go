package akropolis

import (
	"math/rand/v2"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
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

// Cities built by hand meet the cards random games never met; the census
// must not rule them out. Around the starting tile (a House plaza at the
// origin, Quarries at (0,-1), (1,0) and (-1,1)), with one-hex tiles:
func TestCensusHandCities(t *testing.T) {
	at := func(id tile.ID, q, r int, rot tile.Rotation) city.Placement {
		return city.Placement{Tile: id, Anchor: hex.Hex{Q: q, R: r}, Rotation: rot}
	}
	for _, tc := range []struct {
		card tile.Card
		ps   []city.Placement
	}{
		// Houses on the three Quarries, and the House halves of three
		// doubles facing the origin from (1,-1), (0,1) and (-1,0).
		{tile.Housing, []city.Placement{at(72, 0, -1, 0), at(73, 1, 0, 0), at(74, -1, 1, 0),
			at(64, 1, -1, 4), at(65, 0, 1, 0), at(68, -1, 0, 2)}},
		// Temples at (1,-1) and (2,-1), and the Temple half of double 63
		// at (2,-2) facing both.
		{tile.Sanctuary, []city.Placement{at(78, 1, -1, 0), at(79, 2, -1, 0), at(63, 2, -2, 1)}},
		// A Temple at (1,-1) with plazas N, SE and SW of it (the starting
		// House plaza is the SW one).
		{tile.Pantheon, []city.Placement{at(78, 1, -1, 0), at(86, 1, -2, 0), at(90, 2, -1, 0)}},
		// Tiles 01, 02 and 03 on the ground at (1,-1), (0,1) and (-1,0),
		// then a one-hex tile on each of the six cells around the origin:
		// all at level 2, above the starting House plaza.
		{tile.DistrictCenter, []city.Placement{at(1, 1, -1, 0), at(2, 0, 1, 2), at(3, -1, 0, 4),
			at(72, 1, -1, 0), at(73, 0, 1, 0), at(74, -1, 0, 0), at(75, 0, -1, 0), at(76, 1, 0, 0), at(77, -1, 1, 0)}},
		// The same ground tiles and 07 at (-1,-1): a Garden on the northern
		// Quarry has its six neighbours occupied.
		{tile.Oasis, []city.Placement{at(1, 1, -1, 0), at(2, 0, 1, 2), at(3, -1, 0, 4),
			at(7, -1, -1, 0), at(75, 0, -1, 0)}},
		// The Garden half of double 62 at (1,-1), rotation 1, owns the
		// edges toward the three occupied cells there: S, SW and NW.
		{tile.Oasis, []city.Placement{at(62, 1, -1, 1)}},
	} {
		c, err := city.Build(tc.ps)
		if err != nil {
			t.Fatalf("%v: %v", tc.card, err)
		}
		s := censusOf(&c.Base)
		if _, ok := athena.Met(tc.card, &c.Base, 0, athena.Options{}); !ok || !s.possible(tc.card) {
			t.Errorf("%v: met %v, the census allows it %v (%+v)", tc.card, ok, s.possible(tc.card), s)
		}
	}
}
