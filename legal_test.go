package akropolis_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/akropolis-rules/akropolis"
)

// TestLegalMovesMatchCity plays random games of every player count and
// checks, every turn, that the root's own walk over the spot rows
// (AppendLegalMoves), LegalMoves and the compact
// MoveList list exactly the
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
			var list akropolis.MoveList
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
				g.ListMoves(&list)
				if n := list.Len(); n != len(want) {
					t.Fatalf("%d players, turn %d: MoveList.Len = %d, want %d", players, g.Turn(), n, len(want))
				}
				for i, m := range want {
					if got := list.At(i); got != m {
						t.Fatalf("%d players, turn %d: MoveList.At(%d) = %v, want %v", players, g.Turn(), i, got, m)
					}
				}
				if n := countMoves(g); n != len(want) {
					t.Fatalf("%d players, turn %d: MoveList.Len = %d, want %d", players, g.Turn(), n, len(want))
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

// TestLegalMovesWhileGameChanges ranges over LegalMoves while the loop
// changes the game: moves played and taken back before the next one (two
// plies deep here) walk every move; any other change ends the range at
// once, so no move of another state is ever yielded.
func TestLegalMovesWhileGameChanges(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	must(t, err)
	must(t, g.Play(g.AppendLegalMoves(nil)[0]))
	want := g.AppendLegalMoves(nil)
	var walked []akropolis.Move
	for m := range g.LegalMoves() {
		walked = append(walked, m)
		must(t, g.Play(m))
		must(t, g.Play(g.AppendLegalMoves(nil)[0]))
		undo(t, g)
		undo(t, g)
	}
	if !slices.Equal(walked, want) {
		t.Errorf("two plies played and taken back in the loop: %d moves yielded, want the %d listed", len(walked), len(want))
	}
	other := g.Clone() // the same state, but another game's
	for name, change := range map[string]func(m akropolis.Move){
		"Play":              func(m akropolis.Move) { must(t, g.Play(m)) },
		"Undo":              func(akropolis.Move) { undo(t, g) },
		"Undo, Play again":  func(akropolis.Move) { must(t, g.Play(undo(t, g))) },
		"Play, Undo, Play":  func(m akropolis.Move) { must(t, g.Play(m)); undo(t, g); must(t, g.Play(want[1])) },
		"Reset":             func(akropolis.Move) { must(t, g.Reset(g.Options())) },
		"CopyFrom the same": func(akropolis.Move) { g.CopyFrom(other) },
		"SampleInto":        func(akropolis.Move) { must(t, other.View().SampleInto(g, 1, 1)) },
	} {
		g.CopyFrom(other)
		var yielded []akropolis.Move
		for m := range g.LegalMoves() {
			yielded = append(yielded, m)
			change(m)
		}
		if len(yielded) != 1 || yielded[0] != want[0] {
			t.Errorf("%s in the loop: yielded %v, want only the first move %v", name, yielded, want[0])
		}
	}
	// The range reads the game when it starts, not when LegalMoves is called.
	g.CopyFrom(other)
	seq := g.LegalMoves()
	must(t, g.Play(want[0]))
	if got, now := slices.Collect(seq), g.AppendLegalMoves(nil); !slices.Equal(got, now) {
		t.Errorf("a sequence ranged after a move yields %d moves, the game has %d", len(got), len(now))
	}
}

// TestMoveListByHand checks the compact list of a fresh 2-player game
// against counts worked out by hand: the starting city has 30 legal spots,
// so 90 placements of any tile, and the first player holds 1 stone, so
// positions 0 and 1 are affordable: 180 moves, position 1's the same
// placements as position 0's with its own tile. Outside 0..179, At gives
// the zero Move; once the game is over the list is empty.
func TestMoveListByHand(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	var l akropolis.MoveList
	g.ListMoves(&l)
	if l.Len() != 180 {
		t.Fatalf("Len = %d, want 180", l.Len())
	}
	s := g.Site()
	for i := range 90 {
		a, b := l.At(i), l.At(90+i)
		if a.Position != 0 || b.Position != 1 || a.Placement.Tile != s.At(0) || b.Placement.Tile != s.At(1) ||
			a.Placement.Anchor != b.Placement.Anchor || a.Placement.Rotation != b.Placement.Rotation {
			t.Fatalf("At(%d) = %v and At(%d) = %v: want the same placement of tiles %v and %v", i, a, 90+i, b, s.At(0), s.At(1))
		}
	}
	for _, i := range []int{-1, 180, 1 << 40} {
		if m := l.At(i); m != (akropolis.Move{}) {
			t.Errorf("At(%d) = %v, want the zero Move", i, m)
		}
	}
	for !g.Over() {
		if err := g.Play(l.At(0)); err != nil {
			t.Fatal(err)
		}
		g.ListMoves(&l)
	}
	if l.Len() != 0 {
		t.Errorf("finished game: Len = %d, want 0", l.Len())
	}
}

// countMoves returns the number of legal moves, read from a MoveList.
func countMoves(g *akropolis.Game) int {
	var l akropolis.MoveList
	g.ListMoves(&l)
	return l.Len()
}
