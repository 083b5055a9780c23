package akropolis_test

import (
	"slices"
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
		{Players: 1, Difficulty: score.Metagenes, Seed: [2]uint64{7, 8}},
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

// TestEqualSeesPile: the Architect's pile is part of a solo game's state.
// Two games alike but for the order of the pile are not Equal, as their
// keys differ (equal games have equal keys).
func TestEqualSeesPile(t *testing.T) {
	g := soloGame03(t)
	for range 2 { // the Architect takes a tile after each move
		must(t, g.Play(g.AppendLegalMoves(nil)[0]))
	}
	p := g.Position()
	q := p
	q.Pile = slices.Clone(p.Pile)
	slices.Reverse(q.Pile)
	a, err := akropolis.NewFromPosition(p)
	must(t, err)
	b, err := akropolis.NewFromPosition(q)
	must(t, err)
	if len(p.Pile) != 2 || a.Key() == b.Key() {
		t.Fatalf("pile %v: keys %x and %x", p.Pile, a.Key(), b.Key())
	}
	if a.Equal(b) || b.Equal(a) {
		t.Errorf("games with piles %v and %v are Equal", p.Pile, q.Pile)
	}
}
