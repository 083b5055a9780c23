package main

import (
	"os"
	"strings"

	"github.com/akropolis-rules/akropolis"
)

// The engine answers a referee's handshake, a game's setup and a request
// to move (a budget of 100 ms) with the greedy player's move. The
// referee's lines are written by opening (main_test.go): "akropolis 1",
// "newgame", the options, the seat, line, stacks, unseen tiles and stones,
// "start" and "go 100".
func Example() {
	g, _ := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	run(nil, strings.NewReader(opening(g)), os.Stdout, os.Stderr)
	// Output:
	// name greedy
	// ok 1
	// ready
	// move 0:22@(-1,-2)r1
}
