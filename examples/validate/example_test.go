package main

import (
	"fmt"
	"os"
	"strings"
)

// A city given on standard input as its placements, one a line: the
// validator checks each and names the step and the rule of every one that
// is illegal (here tile 33 laid on tile 12 alone), and exits 1. A valid
// city gets its map and score pad and exit 0.
func Example() {
	city := "12@(0,-2)r0\n33@(0,-2)r0\n"
	code := run(nil, strings.NewReader(city), os.Stdout, os.Stdout)
	fmt.Println("exit", code)
	// Output:
	// City: 2 placements after the starting tile
	// INVALID: 1 of 2 placements breaks a rule
	//   step 2, 33@(0,-2)r0: one-tile (higher tile rests on one tile only)
	// exit 1
}

// With -perft N the input is a full position: the validator prints the
// count under each first move, then the total. Here the start of a
// two-player game (its stacks listed, so every refill is known) to depth
// 2: 180 first moves (2 tiles the first player can afford, 90 placements
// each), each followed by 270 (3 tiles, 90 each).
func Example_perft() {
	start := "2 hippodamos none - 1 0 0 1.2 37 29.21.14.05 17.23.18/07.15.19/24.11.10/37.36.06/31.32.03/34.08.09/27.35.02/01.30.16/13.20.25/12.04.28/33.22.26 -/- -"
	var out strings.Builder
	code := run([]string{"-perft", "2"}, strings.NewReader(start), &out, os.Stdout)
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	fmt.Println(lines[0])
	fmt.Println(lines[len(lines)-1])
	fmt.Println("exit", code)
	// Output:
	// 0:29@(-1,-2)r1 270
	// perft 2: 48600 sequences of 2 moves, 180 first moves
	// exit 0
}
