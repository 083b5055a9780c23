package akropolis_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/akropolis-rules/akropolis"
)

// TestLegalMovesMatchCity plays random games of every player count and
// checks, every turn, that the root's own walk over the spot rows
// (AppendLegalMoves), LegalMoves and CountLegalMoves list exactly the
// city's legal placements (city.Base.AppendLegal) of each affordable
// position's tile, in order.
func TestLegalMovesMatchCity(t *testing.T) {
	for players := 1; players <= 4; players++ {
		for seed := range uint64(3) {
			o := akropolis.Options{Players: players, Seed: [2]uint64{seed, 11}}
			g, err := akropolis.New(o)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 5))
			var got []akropolis.Move
			for !g.Over() {
				var want []akropolis.Move
				s, c := g.Site(), g.City(g.Current())
				for pos := range s.Affordable(g.Stones(g.Current())) {
					for _, p := range c.AppendLegal(nil, s.At(pos)) {
						want = append(want, akropolis.Move{Position: pos, Placement: p})
					}
				}
				got = g.AppendLegalMoves(got[:0])
				if !slices.Equal(got, want) {
					t.Fatalf("%d players, turn %d: AppendLegalMoves lists %d moves, the city %d (or in another order)",
						players, g.Turn(), len(got), len(want))
				}
				if seq := slices.Collect(g.LegalMoves()); !slices.Equal(seq, want) {
					t.Fatalf("%d players, turn %d: LegalMoves differs", players, g.Turn())
				}
				if n := g.CountLegalMoves(); n != len(want) {
					t.Fatalf("%d players, turn %d: CountLegalMoves = %d, want %d", players, g.Turn(), n, len(want))
				}
				// Appending keeps what dst held.
				two := g.AppendLegalMoves(slices.Clone(want[:min(2, len(want))]))
				if !slices.Equal(two[min(2, len(want)):], want) {
					t.Fatalf("%d players, turn %d: appending after a prefix changes the moves", players, g.Turn())
				}
				if err := g.Play(got[rng.IntN(len(got))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
