package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/perft"
)

// runPerft counts the move sequences of depth moves from the input, a full
// position (see package examples/perft), and prints the count under each
// first move (divide), then the total. A position that breaks a rule is
// reported as checkPosition reports it; other input, or a position whose
// stacks are hidden (its refills are not determined), is unreadable here.
func runPerft(b []byte, name string, depth int, stdout, stderr io.Writer) int {
	if kindOf(b) != position {
		fmt.Fprintf(stderr, "validate: %s: -perft needs a position, not a %v\n", name, kindOf(b))
		return exitUnreadable
	}
	p, err := akropolis.ReadPosition(bytes.NewReader(b))
	if err != nil {
		fmt.Fprintf(stderr, "validate: %s: unreadable position: %v\n", name, err)
		return exitUnreadable
	}
	if !p.Full() {
		fmt.Fprintf(stderr, "validate: %s: -perft needs a full position (its stacks known, so that the refills are determined)\n", name)
		return exitUnreadable
	}
	if p.Check() != nil {
		return checkPosition(b, name, stdout, stderr)
	}
	g, err := akropolis.NewFromPosition(p)
	if err != nil { // Check found nothing: cannot happen
		fmt.Fprintln(stdout, "INVALID:", err)
		return exitInvalid
	}
	branches, err := perft.Divide(g, depth)
	if errors.Is(err, perft.ErrDepth) {
		fmt.Fprintln(stderr, "validate: -perft:", err)
		return exitUnreadable
	}
	var total int64
	for _, br := range branches {
		fmt.Fprintf(stdout, "%v %d\n", br.Move, br.Count)
		total += br.Count
	}
	fmt.Fprintf(stdout, "\nperft %d: %d sequences of %d moves, %d first moves\n", depth, total, depth, len(branches))
	return exitValid
}
