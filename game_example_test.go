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
	fmt.Println("turns:", g.TurnsPlayed())
	for k := range g.Options().Players {
		fmt.Printf("seat %d: total %d, stones %d\n", k, g.Total(k), g.Stones(k))
	}
	fmt.Println("ranks:", g.Ranks())
	// Output:
	// turns: 48
	// seat 0: total 30, stones 1
	// seat 1: total 41, stones 2
	// seat 2: total 52, stones 3
	// ranks: [3 2 1]
}
