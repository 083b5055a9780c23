package anu

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/variants"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// TestRoundTripProperty: in games played with random legal moves, at a
// random moment and at the end, exporting and importing gives the game's
// public position back, writing and reading gives the same string, and
// the legal moves are the game's; a window of consecutive states steps by
// the moves played.
func TestRoundTripProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		o := akropolis.Options{
			Players:          rapid.IntRange(2, 4).Draw(t, "players"),
			Scoring:          variants.Options{Variants: variants.Set(rapid.IntRange(0, 31).Draw(t, "variants"))},
			UnlimitedReserve: rapid.Bool().Draw(t, "unlimited"),
			Seed:             [2]uint64{rapid.Uint64().Draw(t, "s1"), rapid.Uint64().Draw(t, "s2")},
		}
		g, err := akropolis.New(o)
		if err != nil {
			t.Fatal(err)
		}
		from := rapid.IntRange(0, g.Site().TurnsLeft()).Draw(t, "from") // the window's first turn
		window := rapid.IntRange(1, 8).Draw(t, "window")
		rng := rand.New(rand.NewPCG(o.Seed[0], o.Seed[1]))
		var states []State
		var played []akropolis.Move
		for turn := 0; ; turn++ {
			inWindow := turn >= from && turn < from+window
			if inWindow || g.Over() {
				s, err := FromGame(g)
				if err != nil {
					t.Fatalf("turn %d: FromGame: %v", turn, err)
				}
				if turn == from || g.Over() {
					checkRoundTrip(t, g, s)
				}
				if inWindow {
					states = append(states, s)
				}
			}
			if g.Over() {
				break
			}
			moves := g.AppendLegalMoves(nil)
			m := moves[rng.IntN(len(moves))]
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			if turn >= from && turn+1 < from+window {
				played = append(played, m)
			}
		}
		moves, err := CheckGame(states)
		if err != nil || !slices.Equal(moves, played[:max(len(states)-1, 0)]) {
			t.Fatalf("CheckGame: %v (%d moves, want %d)", err, len(moves), len(played))
		}
	})
}

func checkRoundTrip(t *rapid.T, g *akropolis.Game, s State) {
	text := s.String()
	read, err := Parse(text)
	if err != nil {
		t.Fatalf("Parse(%q): %v", text, err)
	}
	if read.String() != text {
		t.Fatalf("Parse then String: %q, want %q", read.String(), text)
	}
	v, err := read.View()
	if err != nil {
		t.Fatal(err)
	}
	want := g.View()
	want.Options.UnlimitedReserve = true // the one thing the notation does not keep
	if diff := cmp.Diff(want, v, cityEqual); diff != "" {
		t.Fatalf("%s: imported view (-game +imported):\n%s", text, diff)
	}
	p, err := read.Position()
	if err != nil {
		t.Fatal(err)
	}
	wantP := g.View().Position
	wantP.Options.UnlimitedReserve = true
	if diff := cmp.Diff(wantP, p); diff != "" {
		t.Fatalf("%s: imported position (-game +imported):\n%s", text, diff)
	}
	for _, back := range []func() (State, error){
		func() (State, error) { return FromView(v) },
		func() (State, error) { return FromPosition(p) },
	} {
		if s, err := back(); err != nil || s.String() != text {
			t.Fatalf("import then export: %q, %v; want %q", s.String(), err, text)
		}
	}
	legal, err := read.LegalMoves()
	if err != nil || len(legal) != countMoves(g) || !slices.IsSorted(legal) {
		t.Fatalf("%d legal moves (%v), want %d sorted", len(legal), err, countMoves(g))
	}
	for range min(3, len(legal)) { // a few listed moves are the game's
		m := legal[rapid.IntRange(0, len(legal)-1).Draw(t, "listed")]
		mv, err := read.Move(m)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Check(mv); err != nil {
			t.Fatalf("listed move %s: %v", m, err)
		}
	}
}

// cityEqual compares cities by their contents' key (city.City.Key), which
// two cities with the same stacks share.
var cityEqual = cmp.Comparer(func(a, b *city.City) bool { return a.Key() == b.Key() })

// countMoves returns the number of legal moves, read from a MoveList.
func countMoves(g *akropolis.Game) int {
	var l akropolis.MoveList
	g.ListMoves(&l)
	return l.Len()
}
