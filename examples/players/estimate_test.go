package players_test

import (
	"math"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
)

// TestEstimates: every legal move is listed once, the first is the move
// Choose plays with the same budget, the visits add up to the budget, and
// each visited move's shares of the win add up to 1 over the seats (every
// playout has its winners), the Architect's seat included in a solo game.
func TestEstimates(t *testing.T) {
	for _, o := range []akropolis.Options{
		{Players: 2, Seed: [2]uint64{5, 1}},
		{Players: 3, Seed: [2]uint64{5, 2}},
		{Players: 1, Seed: [2]uint64{5, 3}},
	} {
		g := newGame(t, o)
		for range 6 {
			g.Play(choose(t, players.NewGreedy(), g))
		}
		mcts := func() *players.MCTS {
			return players.NewMCTS(players.MCTSOptions{Playouts: 120, Seed: [2]uint64{1, 2}})
		}
		es, err := mcts().Estimates(g.View())
		if err != nil {
			t.Fatal(err)
		}
		if len(es) != countMoves(g) {
			t.Fatalf("%d players: %d estimates for %d legal moves", o.Players, len(es), countMoves(g))
		}
		if m := choose(t, mcts(), g); es[0].Move != m {
			t.Errorf("%d players: first estimate %v, Choose plays %v", o.Players, es[0].Move, m)
		}
		visits, seen := 0, map[akropolis.Move]bool{}
		for i, e := range es {
			if seen[e.Move] {
				t.Fatalf("%v listed twice", e.Move)
			}
			seen[e.Move] = true
			visits += e.Visits
			if i > 0 && e.Visits > es[i-1].Visits {
				t.Errorf("%d players: estimate %d has more visits than the one before", o.Players, i)
			}
			sum := 0.0
			for _, w := range e.Win {
				sum += w
			}
			if len(e.Win) != max(o.Players, 2) || e.Visits > 0 && math.Abs(sum-1) > 1e-9 || e.Visits == 0 && sum != 0 {
				t.Errorf("%d players: %v: shares %v (visits %d)", o.Players, e.Move, e.Win, e.Visits)
			}
		}
		if visits != 120 {
			t.Errorf("%d players: %d visits in all, want the 120 playouts", o.Players, visits)
		}
	}
}

// countMoves returns the number of legal moves, read from a MoveList.
func countMoves(g *akropolis.Game) int {
	var l akropolis.MoveList
	g.ListMoves(&l)
	return l.Len()
}
