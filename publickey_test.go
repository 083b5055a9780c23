package akropolis_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/tile"
)

// Two games that differ only in the order of their face-down stacks (and
// their seeds) have one key, move after move, until a refill shows the
// difference.
func TestKeyHidesStackOrder(t *testing.T) {
	order := tile.AppendInPlay(nil, 3, false)
	other := slices.Clone(order)
	slices.Reverse(other[5:]) // the same face-up line, the stacks in another order
	var gs [2]*akropolis.Game
	for k, o := range [][]tile.ID{order, other} {
		s, err := newSite(3, o)
		if err != nil {
			t.Fatal(err)
		}
		if gs[k], err = akropolis.NewFromSite(akropolis.Options{Players: 3, Seed: [2]uint64{uint64(k), 5}}, s); err != nil {
			t.Fatal(err)
		}
	}
	a, b := gs[0], gs[1]
	for turn := 0; ; turn++ { // the line's 5 tiles: 4 turns before the first refill
		if a.Key() != b.Key() {
			t.Fatalf("turn %d: keys %x and %x differ", turn, a.Key(), b.Key())
		}
		if turn == 3 {
			break
		}
		m := a.AppendLegalMoves(nil)[turn%3]
		must(t, a.Play(m))
		must(t, b.Play(m))
	}
	// Samples of a view share the game's key.
	v := a.View()
	for seed := range uint64(4) {
		s, err := akropolis.Sample(v, seed, 1)
		must(t, err)
		if s.Key() != a.Key() {
			t.Errorf("sample %d: key %x, the game's %x", seed, s.Key(), a.Key())
		}
	}
}

// Every part of the view changes the key.
func TestKeySeesPublicChanges(t *testing.T) {
	g := randomGame(t, akropolis.Options{Players: 2, Seed: [2]uint64{4, 2}}, 5)
	base := g.View()
	for name, change := range map[string]func(v *akropolis.View){
		"stones":       func(v *akropolis.View) { v.Stones[1]++; v.Reserve-- },
		"reserve":      func(v *akropolis.View) { v.Reserve++ },
		"chief":        func(v *akropolis.View) { v.Chief = 1 - v.Chief },
		"seat to move": func(v *akropolis.View) { v.Current = 1 - v.Current },
		"turn":         func(v *akropolis.View) { v.Turn++ },
		"line order":   func(v *akropolis.View) { v.Line[0], v.Line[1] = v.Line[1], v.Line[0] },
		"city":         func(v *akropolis.View) { v.Cities[0] = v.Cities[0][:len(v.Cities[0])-1] },
	} {
		v := base
		v.Stones, v.Line = slices.Clone(base.Stones), slices.Clone(base.Line)
		v.Cities = slices.Clone(base.Cities)
		change(&v)
		s, err := akropolis.Sample(v, 1, 1)
		if err != nil {
			// A view that contradicts itself (a reserve that does not add
			// up, a turn the tiles do not give, ...) is refused, so no game
			// has its key; the consistent changes must still sample.
			var perr *akropolis.PositionError
			if name == "stones" || name == "line order" || !errors.As(err, &perr) {
				t.Errorf("%s: %v", name, err)
			}
			continue
		}
		if s.Key() == g.Key() {
			t.Errorf("%s: the key did not change", name)
		}
	}
}

// In a solo game the Architect's pile is public and part of the key.
func TestKeySeesPile(t *testing.T) {
	g := randomGame(t, akropolis.Options{Players: 1, Seed: [2]uint64{4, 2}}, 6)
	v := g.View()
	if len(v.Pile) < 2 {
		t.Fatalf("the Architect has %d tiles after 6 turns", len(v.Pile))
	}
	v.Pile = slices.Clone(v.Pile)
	v.Pile[0], v.Pile[1] = v.Pile[1], v.Pile[0]
	s, err := akropolis.Sample(v, 1, 1)
	must(t, err)
	if s.Key() == g.Key() {
		t.Error("the Architect's pile in another order left the key unchanged")
	}
}

// The turn is part of the key. In every legal
// game it follows from the tiles taken, so only a game whose turn count is
// set by hand differs from another in the turn alone.
func TestKeySeesTurn(t *testing.T) {
	g := randomGame(t, akropolis.Options{Players: 2, Seed: [2]uint64{4, 2}}, 5)
	h := g.Clone()
	akropolis.SetTurn(h, g.TurnsPlayed()+1)
	if h.Key() == g.Key() {
		t.Errorf("turns %d and %d: keys %x and %x", g.TurnsPlayed(), h.TurnsPlayed(), g.Key(), h.Key())
	}
}
