package akropolis_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/score/athena"
)

// TestLegalMovesMatchCity plays random games of every player count, with
// and without the Athena expansion, and checks, every turn, that the
// root's own walk over the city's rows (AppendLegalMoves), LegalMoves and
// the compact MoveList list exactly the moves wantMoves builds from the
// city's legal placements (city.City.AppendLegal), in order. Half the
// Athena games are boosted (Quarry Mine in play, 9 stones a seat), so
// that construction phases come up often, in solo and in multi-player
// games, some with two cards open or more.
func TestLegalMovesMatchCity(t *testing.T) {
	var games []akropolis.Options
	for players := 1; players <= 4; players++ {
		for seed := range uint64(3) {
			games = append(games, akropolis.Options{Players: players, Seed: [2]uint64{seed, 11}})
		}
	}
	for _, o := range athenaOptions() {
		for seed := range uint64(10) {
			o.Seed[1] += seed
			games = append(games, o)
		}
	}
	phases, several := map[bool]int{}, map[bool]int{} // by solo
	for _, o := range games {
		g, err := akropolis.New(o)
		if err != nil {
			t.Fatal(err)
		}
		if o.Athena && o.Seed[1]%2 == 1 {
			boost(t, g)
		}
		rng := rand.New(rand.NewPCG(o.Seed[0], o.Seed[1]))
		choose := builderMove(rng)
		var got []akropolis.Move
		var list akropolis.MoveList
		for !g.Over() {
			want, open := wantMoves(g)
			if open > 0 {
				phases[o.Players == 1]++
				several[o.Players == 1] += btoi(open > 1)
			}
			name := fmt.Sprintf("%+v, turn %d", o, g.TurnsPlayed())
			got = g.AppendLegalMoves(got[:0])
			if !slices.Equal(got, want) {
				t.Fatalf("%s: AppendLegalMoves lists %d moves, the city %d (or in another order)", name, len(got), len(want))
			}
			if seq := slices.Collect(g.LegalMoves()); !slices.Equal(seq, want) {
				t.Fatalf("%s: LegalMoves differs", name)
			}
			g.ListMoves(&list)
			if n := list.Len(); n != len(want) {
				t.Fatalf("%s: MoveList.Len = %d, want %d", name, n, len(want))
			}
			for i, m := range want {
				if got := list.At(i); got != m {
					t.Fatalf("%s: MoveList.At(%d) = %v, want %v", name, i, got, m)
				}
			}
			// The first read of a list walks its rows, the later ones
			// search the counts kept at the second: read moves first.
			for i := 0; i < len(want); i += 5 {
				g.ListMoves(&list)
				if got := list.At(i); got != want[i] {
					t.Fatalf("%s: MoveList.At(%d) read first = %v, want %v", name, i, got, want[i])
				}
			}
			if n := countMoves(g); n != len(want) {
				t.Fatalf("%s: MoveList.Len = %d, want %d", name, n, len(want))
			}
			// Appending keeps what dst held.
			two := g.AppendLegalMoves(slices.Clone(want[:min(2, len(want))]))
			if !slices.Equal(two[min(2, len(want)):], want) {
				t.Fatalf("%s: appending after a prefix changes the moves", name)
			}
			if err := g.Play(choose(got)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("construction phases (solo, multi-player): %d, %d; with several cards open: %d, %d",
		phases[true], phases[false], several[true], several[false])
	// Solo phases with two cards open are rare in random games: the
	// hand-built TestPhaseWithTwoCardsOpen has one.
	if phases[true] == 0 || several[false] == 0 {
		t.Errorf("%d solo phases, %d multi-player phases with several cards open: the games test too little",
			phases[true], several[false])
	}
}

// wantMoves builds the legal moves of the player to move from the city's
// own listing (city.City.AppendLegal) and reports how many cards are open.
// Outside a construction phase they are the takes: each position's tile the
// mover can pay for (position i costs i stones; none once the game is over) on each of its placements. In a phase they are, for
// each card the mover can complete (its condition met, athena.Met, not
// completed by the seat, holding a tile for it and in solo one for the
// Architect first), each tile still on the card but the one the
// Architect takes (site.Cards.ArchitectChoice) on each of its
// placements; then the stop move.
func wantMoves(g *akropolis.Game) (want []akropolis.Move, open int) {
	seat, c := g.Current(), g.City(g.Current())
	if !g.Position().Constructing {
		s := g.Site()
		for pos := 0; !s.Over() && pos < s.Len() && s.Cost(pos) <= g.Stones(seat); pos++ {
			for _, p := range c.AppendLegal(nil, s.At(pos)) {
				want = append(want, akropolis.Move{Position: pos, Placement: p})
			}
		}
		return want, 0
	}
	cards, solo := akropolis.CardsOf(g), g.Options().Players == 1
	for slot := 1; slot <= 4; slot++ {
		card := cards.Card(slot)
		tiles := cards.AppendTiles(nil, slot)
		if _, met := athena.Met(card, c, g.Stones(seat), g.Options().CardReadings); !met ||
			cards.Completed(slot, seat) || len(tiles) < 1+btoi(solo) {
			continue
		}
		open++
		for _, id := range tiles {
			if solo && id == cards.ArchitectChoice(slot) {
				continue
			}
			for _, p := range c.AppendLegal(nil, id) {
				want = append(want, akropolis.Move{Position: slot, Placement: p})
			}
		}
	}
	return append(want, akropolis.Stop()), open
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
