package players_test

import (
	"fmt"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/score"
)

// A whole two-player game, greedy against random.
func Example() {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		panic(err)
	}
	bots := []players.Player{players.NewGreedy(), players.NewRandom(3, 4)}
	for !g.Over() {
		m, err := players.Choose(bots[g.Current()], g)
		if err != nil {
			panic(err)
		}
		if err := g.Play(m); err != nil {
			panic(err)
		}
	}
	for k, p := range bots {
		fmt.Printf("seat %d (%s): %d points\n", k, p.Name(), score.Totals(g.City(k), g.Stones(k), g.Options().Scoring).Total)
	}
	// Output:
	// seat 0 (greedy): 148 points
	// seat 1 (random): 33 points
}

// An MCTS player on a fixed playout budget (so that the game is the same on
// every machine) against greedy.
func ExampleNewMCTS() {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		panic(err)
	}
	bots := []players.Player{players.NewMCTS(players.MCTSOptions{Playouts: 50, Seed: [2]uint64{5, 6}}), players.NewGreedy()}
	for !g.Over() {
		m, err := players.Choose(bots[g.Current()], g)
		if err != nil {
			panic(err)
		}
		if err := g.Play(m); err != nil {
			panic(err)
		}
	}
	for k, p := range bots {
		fmt.Printf("seat %d (%s): %d points\n", k, p.Name(), g.Total(k))
	}
	// Output:
	// seat 0 (mcts): 144 points
	// seat 1 (greedy): 64 points
}

// The pyramid player, a fixed plan that needs no seed, against greedy.
func ExampleNewPyramid() {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		panic(err)
	}
	bots := []players.Player{players.NewPyramid(), players.NewGreedy()}
	for !g.Over() {
		m, err := players.Choose(bots[g.Current()], g)
		if err != nil {
			panic(err)
		}
		if err := g.Play(m); err != nil {
			panic(err)
		}
	}
	for k, p := range bots {
		fmt.Printf("seat %d (%s): %d points\n", k, p.Name(), g.Total(k))
	}
	// Output:
	// seat 0 (pyramid): 61 points
	// seat 1 (greedy): 83 points
}
