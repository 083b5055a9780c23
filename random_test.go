package akropolis_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/akropolis-rules/akropolis"
)

// playOut plays up to n moves of g (to the end when n < 0), each chosen by
// choose from every legal move, which it lists into buf. It returns buf for
// the next call and Play's error, if any (or that there was no move); it calls no testing function, so
// that goroutines and benchmarks can use it too.
func playOut(g *akropolis.Game, n int, choose func([]akropolis.Move) akropolis.Move, buf []akropolis.Move) ([]akropolis.Move, error) {
	for ; n != 0 && !g.Over(); n-- {
		buf = g.AppendLegalMoves(buf[:0])
		if len(buf) == 0 {
			return buf, fmt.Errorf("turn %d: the game is not over but has no legal move", g.TurnsPlayed())
		}
		if err := g.Play(choose(buf)); err != nil {
			return buf, err
		}
	}
	return buf, nil
}

// randomMove chooses a move with rng, each as likely as another.
func randomMove(rng *rand.Rand) func([]akropolis.Move) akropolis.Move {
	return func(ms []akropolis.Move) akropolis.Move { return ms[rng.IntN(len(ms))] }
}

// firstMove chooses the first legal move.
func firstMove(ms []akropolis.Move) akropolis.Move { return ms[0] }

// playRecorded plays a game from o to the end, choosing each move with
// choose from the legal ones.
func playRecorded(t testing.TB, o akropolis.Options, choose func([]akropolis.Move) akropolis.Move) *akropolis.Game {
	t.Helper()
	return playedGame(t, o, -1, choose)
}

// randomGame is a game from o after n moves (fewer if it ends first) drawn
// at random by a generator seeded with o's seed.
func randomGame(t testing.TB, o akropolis.Options, n int) *akropolis.Game {
	t.Helper()
	return playedGame(t, o, n, randomMove(rand.New(rand.NewPCG(o.Seed[0], o.Seed[1]))))
}

// playedGame is a game from o after n moves (to the end when n < 0) chosen
// by choose.
func playedGame(t testing.TB, o akropolis.Options, n int, choose func([]akropolis.Move) akropolis.Move) *akropolis.Game {
	t.Helper()
	g, err := akropolis.New(o)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := playOut(g, n, choose, nil); err != nil {
		t.Fatal(err)
	}
	return g
}
