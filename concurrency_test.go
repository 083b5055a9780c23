package akropolis_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/variants"
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
// shared values along the way (views, samples, score pads, clones), and
// returns its result.
func playSeeded(t *testing.T, i int) gameResult {
	g, err := akropolis.New(seededOptions(uint64(i)))
	if err != nil {
		t.Error(err)
		return gameResult{}
	}
	choose := randomMove(rand.New(rand.NewPCG(uint64(i), 2)))
	var legal []akropolis.Move
	for !g.Over() {
		if legal, err = playOut(g, 1, choose, legal); err != nil {
			t.Error(err)
			return gameResult{}
		}
		if g.TurnsPlayed()%7 == 0 { // exercise the read paths too
			if _, err := akropolis.Sample(g.View(), uint64(i), 3); err != nil {
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

// reads calls every method that the Game doc lists as safe for concurrent
// reads, and the read methods of its cities, and returns a digest of what
// they returned: equal digests mean equal answers.
func reads(g *akropolis.Game) string {
	var b []byte
	add := func(v ...any) { b = fmt.Append(b, v...) }
	add(g.Options(), g.Options().Players, g.Options().Seats(), g.Current(), akropolis.Chief(g), akropolis.Reserve(g), g.TurnsPlayed(),
		g.Site().TurnsLeft(), g.Over(), (g.Options().Players == 1), g.Site().String())
	add(g.Key(), g.Ranks(), g.Record().String())
	v := g.View()
	add(v.Line, v.Unseen(), v.Stones, v.Pile, v.Reserve, v.Chief, v.Current, v.Turn)
	if s, err := akropolis.Sample(v, 1, 2); err == nil {
		add(s.Key())
	}
	ms := g.AppendLegalMoves(nil)
	add(ms, countMoves(g))
	var list akropolis.MoveList
	g.ListMoves(&list)
	add(list.Len(), list.At(0), list.At(list.Len()-1))
	add(g.LegalMovesJSON())
	add(g.Position().String(), g.Clone().Equal(g), g.Equal(g))
	n := 0
	for range g.LegalMoves() {
		n++
	}
	add(n)
	for _, m := range ms[:min(len(ms), 40)] {
		out, err := akropolis.CheckOutcome(g, m)
		add(out, err)
	}
	for k := range g.Options().Seats() {
		add(g.Stones(k), g.Total(k), g.Score(k).String())
	}
	for k := range g.Options().Players {
		c := g.City(k)
		add(c.Len(), c.Key(), c.Placements(), c.CountLegal(g.Site().At(0)), cityview.Of(c).NumCells())
		add(sameCity(c.Clone(), c), c.AppendLegal(nil, g.Site().At(0)), c.AppendLegal(nil, v.Line...), c.AppendHoles(nil))
		for h := range c.Cells() {
			add(c.Height(h), c.Face(h), c.Column(h))
		}
		for _, p := range c.AppendLegal(nil, g.Site().At(0)) {
			add(p)
		}
	}
	if g.Options().Players == 1 {
		pile, stones := g.View().Pile, g.Stones(1)
		add(pile, stones, g.ArchitectScore(), (g.Ranks()[0] == 1))
	}
	c := g.Clone()
	var d akropolis.Game
	d.CopyFrom(g)
	add(c.Equal(g), d.Equal(g), g.Equal(c))
	return string(b)
}

// TestConcurrentReads reads one game from 8 goroutines at once, through
// every method its doc says is safe for concurrent reads, and checks each
// answer against the one read alone. Run under -race, it proves that those
// methods write nothing.
func TestConcurrentReads(t *testing.T) {
	rounds := 3 // reads by each goroutine
	if testing.Short() {
		rounds = 1
	}
	for _, o := range []akropolis.Options{
		{Players: 4, Seed: [2]uint64{3, 1}, Scoring: variants.Options{Variants: variants.All}},
		{Players: 1, Seed: [2]uint64{5, 1}, Difficulty: score.Callicrates},
	} {
		for _, turns := range []int{0, 13, 1000} {
			g := randomGame(t, o, turns)
			want := reads(g)
			before := g.Clone()
			var wg sync.WaitGroup
			got := make([]string, 8)
			for w := range got {
				wg.Go(func() {
					for range rounds {
						got[w] = reads(g)
					}
				})
			}
			wg.Wait()
			for w, s := range got {
				if s != want {
					t.Errorf("%d players, turn %d: goroutine %d read other answers", o.Players, g.TurnsPlayed(), w)
				}
			}
			if !g.Equal(before) || !slices.Equal(g.Record().Moves, before.Record().Moves) {
				t.Errorf("%d players, turn %d: the reads changed the game", o.Players, g.TurnsPlayed())
			}
		}
	}
}
