package akropolis_test

import (
	"errors"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/variants"
)

// deltaByPlay is what Delta must return: the mover's total after playing m
// minus before, the move then taken back.
func deltaByPlay(t *testing.T, g *akropolis.Game, m akropolis.Move) int {
	t.Helper()
	seat := g.Current()
	before := g.Total(seat)
	if err := g.Play(m); err != nil {
		t.Fatal(err)
	}
	after := g.Total(seat)
	if _, ok := g.Undo(); !ok {
		t.Fatal("nothing to undo")
	}
	return after - before
}

// TestDeltaMatchesPlay: in random games of every player count, under no
// variant, every variant, and every variant with the hole readings, Delta
// of every legal move each turn equals the change of the mover's total
// when the move is played (stones gained and paid included), and Delta
// changes nothing.
func TestDeltaMatchesPlay(t *testing.T) {
	rules := []variants.Options{{}, {Variants: variants.All},
		{Variants: variants.All, BarracksOutsideOnly: true, LakeAnyRegion: true}}
	for players := 1; players <= 4; players++ {
		for k, r := range rules {
			o := akropolis.Options{Players: players, Scoring: r, Seed: [2]uint64{uint64(players), uint64(k)}}
			g, err := akropolis.New(o)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(uint64(players), uint64(k)))
			var ms []akropolis.Move
			for turn := 0; !g.Over(); turn++ {
				ms = g.AppendLegalMoves(ms[:0])
				key := g.Key()
				step := 1
				if turn%4 != 0 {
					step = 7 // every move on one turn in four, a sample on the others
				}
				for j := 0; j < len(ms); j += step {
					got, err := g.Delta(ms[j])
					if err != nil {
						t.Fatal(err)
					}
					if g.Key() != key {
						t.Fatalf("Delta(%v) changed the game", ms[j])
					}
					if want := deltaByPlay(t, g, ms[j]); got != want {
						t.Fatalf("%d players, %+v, turn %d: Delta(%v) = %d, playing it changes the total by %d",
							players, r, turn, ms[j], got, want)
					}
				}
				if err := g.Play(ms[rng.IntN(len(ms))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// TestDeltaRefuses: Delta of an illegal move returns Check's error and
// changes nothing.
func TestDeltaRefuses(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	m := g.AppendLegalMoves(nil)[0]
	m.Placement.Anchor.Q += 40
	want := g.Check(m)
	d, got := g.Delta(m)
	var me *akropolis.Error
	if want == nil || got == nil || d != 0 || got.Error() != want.Error() || !errors.As(got, &me) {
		t.Fatalf("Delta(%v) = %d, %v; Check says %v", m, d, got, want)
	}
}

// TestDeltaConcurrent calls Delta on one game from several goroutines at
// once, every turn of a game, and checks each answer against one worked
// out alone. Run it with -race: Delta and the summary it keeps must not
// race.
func TestDeltaConcurrent(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 3, Scoring: variants.Options{Variants: variants.All}, Seed: [2]uint64{4, 4}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(4, 4))
	var ms []akropolis.Move
	for !g.Over() {
		ms = g.AppendLegalMoves(ms[:0])
		want := make([]int, len(ms))
		for j, m := range ms {
			want[j] = deltaByPlay(t, g, m)
		}
		var wg sync.WaitGroup
		errs := make(chan string, 4)
		for w := range 4 {
			wg.Go(func() {
				for j := w; j < len(ms); j += 2 {
					if d, err := g.Delta(ms[j]); err != nil || d != want[j] {
						errs <- ms[j].String()
						return
					}
				}
			})
		}
		wg.Wait()
		close(errs)
		for m := range errs {
			t.Fatalf("turn %d: a concurrent Delta(%s) differs", g.TurnsPlayed(), m)
		}
		if err := g.Play(ms[rng.IntN(len(ms))]); err != nil {
			t.Fatal(err)
		}
	}
}

// TestDeltaAfterUndo: Undo makes the mover's kept score summary stale. In
// solo the player moves again after the Architect, so a Delta after Play
// keeps the summary of the city with the move; after Undo, Delta of that
// move must score it from the city without it again.
func TestDeltaAfterUndo(t *testing.T) {
	g := soloGame03(t)
	// By hand: 07 [Garden Quarry Quarry] at position 1 scores nothing (no
	// Garden plaza, and the starting House plaza has no House), and costs
	// the player's one stone: the total, points plus stones, goes 1 -> 0.
	m, want := mv(1, 7, 0, -2, 0), -1
	if d, err := g.Delta(m); err != nil || d != want {
		t.Fatalf("Delta at the start = %d, %v; want %d", d, err, want)
	}
	must(t, g.Play(m))
	if _, err := g.Delta(g.AppendLegalMoves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	undo(t, g)
	if d, err := g.Delta(m); err != nil || d != want {
		t.Errorf("Delta after Play, Delta, Undo = %d, %v; want %d", d, err, want)
	}
}

// TestDeltaKeptAcrossPlays: in random games of every player count, with
// and without the Athena expansion, under no variant, every variant and
// the hole readings, Delta asked every turn before the move is played (so
// that Play keeps the mover's summary up to date rather than scoring the
// city again) equals the change of the mover's total on a copy of the
// game that plays the move.
func TestDeltaKeptAcrossPlays(t *testing.T) {
	rules := []variants.Options{{}, {Variants: variants.All},
		{Variants: variants.All, BarracksOutsideOnly: true, LakeAnyRegion: true}}
	for players := 1; players <= 4; players++ {
		for k, r := range rules {
			for _, athena := range []bool{false, true} {
				o := akropolis.Options{Players: players, Scoring: r, Athena: athena, Seed: [2]uint64{uint64(players), uint64(k) + 10}}
				g, err := akropolis.New(o)
				if err != nil {
					t.Fatal(err)
				}
				rng := rand.New(rand.NewPCG(uint64(players), uint64(k)+10))
				var ms []akropolis.Move
				for turn := 0; !g.Over(); turn++ {
					ms = g.AppendLegalMoves(ms[:0])
					for range 3 {
						m := ms[rng.IntN(len(ms))]
						got, err := g.Delta(m)
						if err != nil {
							t.Fatal(err)
						}
						c, seat := g.Clone(), g.Current()
						before := c.Total(seat)
						if err := c.Play(m); err != nil {
							t.Fatal(err)
						}
						if want := c.Total(seat) - before; got != want {
							t.Fatalf("%d players, athena %v, %+v, turn %d: Delta(%v) = %d, playing it changes the total by %d",
								players, athena, r, turn, m, got, want)
						}
					}
					// A move whose take is legal and whose placement is not
					// (away from the city) is refused and leaves Delta right.
					bad := ms[0]
					bad.Placement.Anchor = hex.Hex{Q: 12, R: -3}
					if g.Play(bad) == nil {
						t.Fatalf("turn %d: %v played", turn, bad)
					}
					if err := g.Play(ms[rng.IntN(len(ms))]); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
}
