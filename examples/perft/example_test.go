package perft_test

import (
	"fmt"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/perft"
)

// The counts of the start of a two-player game: 180 moves (two tiles the
// first player can afford, 90 placements of each beside the starting
// tile), then 270 for the second player after each of them.
func ExampleCount() {
	var p akropolis.Position
	err := p.UnmarshalText([]byte("2 hippodamos none - 1 0 0 1.2 37 29.21.14.05 17.23.18/07.15.19/24.11.10/37.36.06/31.32.03/34.08.09/27.35.02/01.30.16/13.20.25/12.04.28/33.22.26 -/- -"))
	if err != nil {
		panic(err)
	}
	g, err := akropolis.NewFromPosition(p)
	if err != nil {
		panic(err)
	}
	for depth := 1; depth <= 3; depth++ {
		n, err := perft.Count(g, depth)
		if err != nil {
			panic(err)
		}
		fmt.Printf("depth %d: %d\n", depth, n)
	}
	// Output:
	// depth 1: 180
	// depth 2: 48600
	// depth 3: 8310600
}

// Divide splits a count by the first move; here the first three of the
// start's 180 moves, each followed by the second player's 270.
func ExampleDivide() {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{2, 26}})
	if err != nil {
		panic(err)
	}
	branches, err := perft.Divide(g, 2)
	if err != nil {
		panic(err)
	}
	for _, b := range branches[:3] {
		fmt.Println(b.Move, b.Count)
	}
	fmt.Println(len(branches), "first moves")
	// Output:
	// 0:29@(-1,-2)r1 270
	// 0:29@(0,-3)r3 270
	// 0:29@(0,-2)r5 270
	// 180 first moves
}
