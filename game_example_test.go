package akropolis_test

import (
	"fmt"
	"log"

	"github.com/akropolis-rules/akropolis"
)

// A whole game, as the package overview shows it: three players, each
// playing the first legal move, to the end.
func Example_game() {
	g, err := akropolis.New(akropolis.Options{Players: 3, Seed: [2]uint64{1, 2}})
	if err != nil {
		log.Fatal(err)
	}
	for !g.Over() {
		moves := g.AppendLegalMoves(nil) // every legal move of g.Current()
		if err := g.Play(moves[0]); err != nil {
			log.Fatal(err)
		}
	}
	fmt.Println("turns:", g.Turn())
	for k := range g.Options().Players {
		fmt.Printf("seat %d: %d points, %d stones\n", k, g.Total(k), g.Stones(k))
	}
	fmt.Println("ranks:", g.Ranks())
	// Output:
	// turns: 48
	// seat 0: 30 points, 1 stones
	// seat 1: 41 points, 2 stones
	// seat 2: 52 points, 3 stones
	// ranks: [3 2 1]
}
