package akropolis_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/site"
)

// TestImpossiblePhaseRefused: eight moves into a 2-player Athena game
// (seed 1 3, the first legal move each time), the position set back to the
// turn of the seat that just moved, with a construction phase open for
// it. That seat can complete no card, so no game is in that position:
// Check refuses it (the card's condition does not hold), and so does
// NewFromPosition.
func TestImpossiblePhaseRefused(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Athena: true, Seed: [2]uint64{1, 3}})
	must(t, err)
	for range 8 {
		must(t, g.Play(g.AppendLegalMoves(nil)[0]))
	}
	p := g.Position()
	p.Turn--
	p.Current = 1 - p.Current
	p.Constructing = true
	if err := p.Check(); !errors.Is(err, site.ErrNotCompletable) {
		t.Errorf("Check of a phase no card opens: %v; want site.ErrNotCompletable", err)
	}
	if h, err := akropolis.NewFromPosition(p); err == nil {
		t.Errorf("NewFromPosition accepted it: constructing %v, %d moves", akropolis.Constructing(h), len(h.AppendLegalMoves(nil)))
	}
}

// phaseOpener returns a move of ms that opens a construction phase, tried
// on a clone for a dozen of them at random, or else m.
func phaseOpener(g *akropolis.Game, ms []akropolis.Move, rng *rand.Rand, m akropolis.Move) akropolis.Move {
	h := g.Clone()
	for _, j := range rng.Perm(len(ms))[:min(len(ms), 12)] {
		if h.Play(ms[j]) == nil {
			open := akropolis.Constructing(h)
			h.Undo()
			if open {
				return ms[j]
			}
		}
	}
	return m
}

// mutatePosition changes p as a careless hand might: the phase, the turn,
// the seat to move, the Chief Architect, stones, the line's order, or
// nothing.
func mutatePosition(t *rapid.T, p akropolis.Position) akropolis.Position {
	p.Stones = slices.Clone(p.Stones)
	p.Line = slices.Clone(p.Line)
	seats := p.Options.Seats()
	switch rapid.IntRange(0, 7).Draw(t, "mutation") {
	case 1:
		p.Constructing = !p.Constructing
	case 2:
		p.Turn += rapid.SampledFrom([]int{-1, 1}).Draw(t, "turn")
		p.Current = (p.Current + seats + rapid.IntRange(-1, 1).Draw(t, "seat")) % seats
		p.Constructing = rapid.Bool().Draw(t, "constructing")
	case 3:
		p.Current = rapid.IntRange(0, seats-1).Draw(t, "current")
	case 4:
		p.Chief = rapid.IntRange(0, seats-1).Draw(t, "chief")
	case 5:
		k := rapid.IntRange(0, seats-1).Draw(t, "stones seat")
		n := rapid.IntRange(-1, 1).Draw(t, "stones")
		p.Stones[k] += n
		p.Reserve -= n
	case 6:
		slices.Reverse(p.Line)
	case 7:
		p.Turn--
		p.Current = (p.Current + seats - 1) % seats
		p.Constructing = true
	}
	return p
}

// TestPositionCheckedIsReached: NewFromPosition of any position Check
// accepts gives a game whose Position is that position. The positions are
// those of random games of every player count (with and without the
// Athena expansion, mid-phase ones included: the moves favour takes that
// open a phase, and half the Athena games play on until one is open), and
// those positions changed at random; a change Check
// accepts must still be a position a game can be in.
func TestPositionCheckedIsReached(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players := rapid.IntRange(1, 4).Draw(t, "players")
		o := akropolis.Options{Players: players, Athena: rapid.IntRange(0, 3).Draw(t, "athena") > 0,
			Seed: [2]uint64{rapid.Uint64().Draw(t, "seed"), 1}}
		g, err := akropolis.New(o)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(o.Seed[0], 2))
		moves := rapid.IntRange(0, 30).Draw(t, "moves")
		inPhase := o.Athena && rapid.Bool().Draw(t, "end in a phase")
		var ms []akropolis.Move
		for n := 0; !g.Over() && (n < moves || inPhase && !akropolis.Constructing(g) && n < 4*moves+20); n++ {
			ms = g.AppendLegalMoves(ms[:0])
			m := ms[rng.IntN(len(ms))]
			if o.Athena && !akropolis.Constructing(g) {
				m = phaseOpener(g, ms, rng, m)
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		p := mutatePosition(t, g.Position())
		if err := p.Check(); err != nil {
			return
		}
		h, err := akropolis.NewFromPosition(p)
		if err != nil {
			t.Fatalf("Check accepts the position, NewFromPosition refuses it: %v", err)
		}
		if d := cmp.Diff(p, h.Position(), emptyIsNil); d != "" {
			t.Fatalf("the game from a position Check accepts is elsewhere (-position +game):\n%s", d)
		}
		if akropolis.Constructing(h) != p.Constructing {
			t.Fatalf("constructing %v, the game from it %v", p.Constructing, akropolis.Constructing(h))
		}
	})
}

// TestPhaseBeforeAnyTake: a construction phase opens after a take, so a
// position with one before any tile is taken (turn 0, as the tile count
// would then want) is refused.
func TestPhaseBeforeAnyTake(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 3, Athena: true, Seed: [2]uint64{2, 2}})
	must(t, err)
	p := g.Position()
	p.Turn, p.Constructing = 0, true
	if err := p.Check(); !errors.Is(err, akropolis.ErrBadTurn) {
		t.Errorf("Check of a phase before any take: %v; want ErrBadTurn", err)
	}
}
