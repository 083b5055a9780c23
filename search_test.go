package akropolis_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis"
	"pgregory.net/rapid"
)

// Equal games have equal keys, whatever the path; a move changes the key,
// and Undo restores it.
func TestKey(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		o := genOptions(t)
		g, err := akropolis.New(o)
		if err != nil {
			t.Fatal(err)
		}
		steps := rapid.IntRange(0, 30).Draw(t, "steps")
		for range steps {
			if g.Over() {
				break
			}
			ms := g.AppendLegalMoves(nil)
			m := ms[rapid.IntRange(0, len(ms)-1).Draw(t, "move")]
			before := g.Key()
			must(t, g.Play(m))
			if g.Key() == before {
				t.Fatalf("move %v left the key unchanged", m)
			}
			// The same state rebuilt from the record has the same key.
			r, err := akropolis.NewFromSite(g.Options(), akropolis.StartSite(g))
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range g.Record().Moves {
				must(t, r.Play(m))
			}
			if !r.Equal(g) || r.Key() != g.Key() {
				t.Fatalf("replayed game: equal %v, keys %x and %x", r.Equal(g), r.Key(), g.Key())
			}
			undo(t, g)
			if g.Key() != before {
				t.Fatalf("undo did not restore the key")
			}
			must(t, g.Play(m))
		}
	})
}

func TestDelta(t *testing.T) {
	g := twoQuarryGame(t, akropolis.Options{Players: 2})
	must(t, g.Play(mv(0, 5, 1, -1, 0)))
	must(t, g.Play(mv(0, 1, 0, -2, 0)))
	before := g.Clone()
	// Covering two Quarries gains 2 stones; the new tile [MarketPlaza
	// Barracks Quarry] covers the BarracksPlaza at (1,-1) and brings a
	// Market plaza but no Market: no district scores, so +2 in all.
	d, err := g.Delta(mv(0, 2, 0, -1, 1))
	if err != nil || d != 2 {
		t.Fatalf("Delta = %d, %v; want 2", d, err)
	}
	if !g.Equal(before) || g.Key() != before.Key() {
		t.Fatal("Delta changed the game")
	}
	if _, err := g.Delta(mv(0, 2, 9, 9, 0)); err == nil {
		t.Fatal("Delta of an illegal move succeeded")
	}
}
