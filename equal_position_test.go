package akropolis_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/score"
)

// TestEqualIgnoresSeed checks that a game equals the game continued from
// its position: the seed deals the site in New and decides nothing after,
// and a position does not hold it. Games that differ in a move still
// differ.
func TestEqualIgnoresSeed(t *testing.T) {
	for _, o := range []akropolis.Options{
		{Players: 3, Seed: [2]uint64{5, 6}},
		{Players: 1, Level: score.Metagenes, Seed: [2]uint64{7, 8}},
	} {
		g, err := akropolis.New(o)
		if err != nil {
			t.Fatal(err)
		}
		for range 5 {
			must(t, g.Play(g.AppendLegalMoves(nil)[0]))
		}
		h, err := akropolis.NewFromPosition(g.Position())
		if err != nil {
			t.Fatal(err)
		}
		if g.Key() != h.Key() {
			t.Fatalf("%d players: keys differ", o.Players)
		}
		if !g.Equal(h) || !h.Equal(g) {
			t.Errorf("%d players: a game and NewFromPosition(its position) are not Equal", o.Players)
		}
		moved := g.Clone()
		must(t, moved.Play(moved.AppendLegalMoves(nil)[0]))
		if moved.Equal(h) || h.Equal(moved) {
			t.Errorf("%d players: games a move apart are Equal", o.Players)
		}
		// The same deal under another rule option is another game.
		other := o
		other.UnlimitedReserve = true
		a, err1 := akropolis.New(o)
		b, err2 := akropolis.New(other)
		if err1 != nil || err2 != nil || a.Equal(b) {
			t.Errorf("%d players: fresh games under other options are Equal (%v, %v)", o.Players, err1, err2)
		}
	}
}
