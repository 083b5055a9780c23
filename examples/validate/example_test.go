package main

import (
	"fmt"
	"os"
	"strings"
)

// A city given on standard input as its placements, one a line: the
// validator checks each and names the step and the rule of every one that
// is illegal (here tile 33 laid on tile 12 alone), and exits 1. A valid
// city gets its map and score card and exit 0.
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
