package akropolis_test

import (
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/akropolis-rules/akropolis"
)

// gameResult is what a finished game leaves: every seat's total and stones,
// the ranks and the moves played.
type gameResult struct {
	totals, stones, ranks []int
	moves                 []akropolis.Move
}

func (r gameResult) equal(o gameResult) bool {
	return slices.Equal(r.totals, o.totals) && slices.Equal(r.stones, o.stones) &&
		slices.Equal(r.ranks, o.ranks) && slices.Equal(r.moves, o.moves)
}

// playSeeded plays game i of a run (options from seededOptions, moves at
// random from a generator seeded with i) to the end, using the package's
// shared values along the way (views, samples, score cards, clones), and
// returns its result.
func playSeeded(t *testing.T, i int) gameResult {
	g, err := akropolis.New(seededOptions(uint64(i)))
	if err != nil {
		t.Error(err)
		return gameResult{}
	}
	rng := rand.New(rand.NewPCG(uint64(i), 2))
	var legal []akropolis.Move
	for !g.Over() {
		legal = g.AppendLegalMoves(legal[:0])
		if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
			t.Error(err)
			return gameResult{}
		}
		if g.Turn()%7 == 0 { // exercise the read paths too
			if _, err := g.View().Sample(uint64(i), 3); err != nil {
				t.Error(err)
			}
			_ = g.Score(g.Current()).String()
			g.Clone().Undo()
		}
	}
	var r gameResult
	for k := range g.Options().Seats() {
		r.totals = append(r.totals, g.Total(k))
		r.stones = append(r.stones, g.Stones(k))
	}
	r.ranks, r.moves = g.Ranks(), g.Record().Moves
	return r
}

// TestConcurrentGames plays 8 x 20 games (8 x 5 with -short) in 8
// goroutines at once and checks that each ends exactly as when the games
// are played one at a time: games share no mutable state. Run it under
// -race.
func TestConcurrentGames(t *testing.T) {
	workers, each := 8, 20
	if testing.Short() {
		each = 5
	}
	want := make([]gameResult, workers*each)
	for i := range want {
		want[i] = playSeeded(t, i)
	}
	got := make([]gameResult, workers*each)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for j := range each {
				i := w*each + j
				got[i] = playSeeded(t, i)
			}
		})
	}
	wg.Wait()
	for i := range want {
		if !got[i].equal(want[i]) {
			t.Errorf("game %d: concurrent result %+v, sequential %+v", i, got[i], want[i])
		}
	}
}
