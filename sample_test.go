package akropolis_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/tile"
)

// TestSampleIntoReuses samples views of games of every size into one game
// that held another game before: each sample equals View.Sample's with the
// same seeds, shows exactly the view, and has no undo history.
func TestSampleIntoReuses(t *testing.T) {
	dst := randomGame(t, akropolis.Options{Players: 4, Seed: [2]uint64{1, 1}}, 20)
	for i, o := range []akropolis.Options{
		{Players: 2, Seed: [2]uint64{2, 3}},
		{Players: 1, Seed: [2]uint64{4, 5}, Difficulty: 2},
		{Players: 3, Seed: [2]uint64{6, 7}, AllTiles: true},
		{Players: 4, Seed: [2]uint64{8, 9}},
		{Players: 2, Seed: [2]uint64{1, 2}},
	} {
		g := randomGame(t, o, 7+i)
		v := g.View()
		if err := v.SampleInto(dst, 5, uint64(i)); err != nil {
			t.Fatal(err)
		}
		want, err := akropolis.Sample(v, 5, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		if !dst.Equal(want) {
			t.Fatalf("%d players: SampleInto and Sample differ with the same seeds", o.Players)
		}
		if m, ok := dst.Undo(); ok {
			t.Errorf("%d players: the sample kept an undo history: %v", o.Players, m)
		}
		w := dst.View()
		w.Options.Seed = v.Options.Seed
		if !slices.Equal(w.Line, v.Line) || !slices.Equal(w.Unseen(), v.Unseen()) || !slices.Equal(w.Stones, v.Stones) ||
			!slices.Equal(w.Pile, v.Pile) || w.Options != v.Options || w.Reserve != v.Reserve ||
			w.Chief != v.Chief || w.Current != v.Current || w.Turn != v.Turn || w.StacksLeft != v.StacksLeft {
			t.Errorf("%d players: the sample's view %+v is not the view %+v", o.Players, w, v)
		}
		for k := range v.Cities {
			if !sameCity(akropolis.ViewCity(w, k), akropolis.ViewCity(v, k)) {
				t.Errorf("%d players: seat %d's city differs", o.Players, k)
			}
		}
	}
}

// TestSampleIntoShuffles checks that the stacks are dealt from the seeds:
// the same seeds give the same order, and over many seeds every unseen tile
// comes first in the draw order.
func TestSampleIntoShuffles(t *testing.T) {
	v := randomGame(t, akropolis.Options{Players: 2, Seed: [2]uint64{3, 3}}, 3).View()
	var a, b akropolis.Game
	first := map[tile.ID]int{}
	for seed := range uint64(400) {
		must(t, v.SampleInto(&a, seed, 7))
		must(t, v.SampleInto(&b, seed, 7))
		if a.Site() != b.Site() {
			t.Fatalf("seed %d: two samples differ", seed)
		}
		first[siteplay.Site(a.Site()).AppendStacks(nil)[0]]++
	}
	// 33 unseen tiles, 400 draws: each is expected about 12 times, and
	// missing one has a chance below 33 * (32/33)^400, about 1e-4.
	for _, id := range v.Unseen() {
		if first[id] == 0 {
			t.Errorf("tile %v never came first in 400 samples", id)
		}
	}
}

// TestSampleIntoRefuses checks that a view that cannot be a game is refused
// with ErrBadOptions and leaves the destination as it was.
func TestSampleIntoRefuses(t *testing.T) {
	good := randomGame(t, akropolis.Options{Players: 3, Seed: [2]uint64{1, 4}}, 5).View()
	for name, bad := range map[string]func(v *akropolis.View){
		"players":      func(v *akropolis.View) { v.Options.Players = 5 },
		"cities":       func(v *akropolis.View) { v.Cities = v.Cities[:2] },
		"illegal city": func(v *akropolis.View) { v.Cities[1] = append(slices.Clone(v.Cities[1]), v.Cities[1][0]) },
		"stones":       func(v *akropolis.View) { v.Stones = v.Stones[:1] },
		"current":      func(v *akropolis.View) { v.Current = 3 },
		"chief":        func(v *akropolis.View) { v.Chief = -1 },
		"turn":         func(v *akropolis.View) { v.Turn = -2 },
		"tile twice":   func(v *akropolis.View) { v.Line[1] = v.Line[0] },
		"stack more":   func(v *akropolis.View) { v.StacksLeft++ },
		"empty line":   func(v *akropolis.View) { v.Line = nil },
	} {
		v := good
		v.Cities = slices.Clone(good.Cities)
		v.Stones = slices.Clone(good.Stones)
		v.Line = slices.Clone(good.Line)
		bad(&v)
		dst := randomGame(t, akropolis.Options{Players: 2, Seed: [2]uint64{9, 9}}, 4)
		before := dst.Clone()
		err := v.SampleInto(dst, 1, 2)
		var perr *akropolis.PositionError
		if !errors.As(err, &perr) {
			t.Errorf("%s: got %v, want a *PositionError", name, err)
		}
		if !dst.Equal(before) || len(dst.Record().Moves) != 4 {
			t.Errorf("%s: the refused sample changed the game", name)
		}
	}
}

func TestSampleIntoAllocs(t *testing.T) {
	v := randomGame(t, akropolis.Options{Players: 4, Seed: [2]uint64{2, 2}}, 9).View()
	var dst akropolis.Game
	must(t, v.SampleInto(&dst, 1, 1))
	seed := uint64(0)
	n := testing.AllocsPerRun(100, func() {
		seed++
		must(t, v.SampleInto(&dst, seed, 1))
	})
	if n != 0 {
		t.Errorf("SampleInto into a warm game: %v allocations", n)
	}
}

// TestSampleIntoArchitectStones: a sample of a solo view gives the
// Architect the view's stones, whatever the game sampled into held. By
// hand, after one round of soloGame03 the player has paid their one stone
// to the Architect (2 + 1) and the Architect 1 to the reserve (37 + 1) for
// tile 05: player 0, Architect 2, reserve 38.
func TestSampleIntoArchitectStones(t *testing.T) {
	g := soloGame03(t)
	must(t, g.Play(mv(1, 7, 0, -2, 0)))
	v := g.View()
	for name, dst := range map[string]*akropolis.Game{
		"zero game": {},
		"4 players": randomGame(t, akropolis.Options{Players: 4, StonesFromZero: true}, 0), // seat 1 holds 1
	} {
		must(t, v.SampleInto(dst, 1, 2))
		pile, stones := akropolis.Architect(dst)
		if dst.Stones(0) != 0 || dst.Stones(1) != 2 || stones != 2 || akropolis.Reserve(dst) != 38 || !slices.Equal(pile, []tile.ID{5}) {
			t.Errorf("%s: player %d, Architect %d (%d) with %v, reserve %d; want 0, 2, [05], 38",
				name, dst.Stones(0), dst.Stones(1), stones, pile, akropolis.Reserve(dst))
		}
	}
}

// A view whose placements were changed after it was made samples the cities
// they give, not the ones the view was made with: another legal spot for a
// city's last tile is played there, and an illegal one is refused, leaving
// the destination as it was.
func TestSampleIntoBuildsChangedCities(t *testing.T) {
	g := randomGame(t, akropolis.Options{Players: 2, Seed: [2]uint64{2, 8}}, 6)
	v := g.View()
	ps := v.Cities[1]
	last := ps[len(ps)-1]
	before := akropolis.ViewCity(v, 1)
	before.Undo()
	var moved city.Placement // the same tile laid elsewhere, legally
	for _, p := range before.AppendLegal(nil, last.Tile) {
		if p != last {
			moved = p
			break
		}
	}
	if moved.Tile == 0 {
		t.Fatal("the last tile has no other legal placement")
	}
	far := last
	far.Anchor = hex.Hex{Q: 30, R: -30} // touches nothing
	for name, tc := range map[string]struct {
		last  city.Placement
		legal bool
	}{"moved": {moved, true}, "far": {far, false}} {
		w := v
		w.Cities = [][]city.Placement{v.Cities[0], append(slices.Clone(ps[:len(ps)-1]), tc.last)}
		dst := g.Clone()
		keep := dst.Clone()
		err := w.SampleInto(dst, 1, 2)
		switch {
		case tc.legal && err != nil:
			t.Errorf("%s: %v", name, err)
		case tc.legal && !sameCity(dst.City(1), akropolis.ViewCity(w, 1)):
			t.Errorf("%s: the sample's city is not the view's placements", name)
		case !tc.legal && (err == nil || !dst.Equal(keep)):
			t.Errorf("%s: SampleInto = %v, or the game changed", name, err)
		}
	}
}
