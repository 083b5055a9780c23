package main

import (
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
func runPerft(v any, err error, name string, depth int, stdout, stderr io.Writer) int {
	p, ok := v.(akropolis.Position)
	switch {
	case !ok && err == nil:
		fmt.Fprintf(stderr, "validate: %s: -perft needs a position, not a %s\n", name, formName(v))
		return exitUnreadable
	case err != nil:
		fmt.Fprintf(stderr, "validate: %s: unreadable position: %v\n", name, err)
		return exitUnreadable
	}
	if len(p.Stacks) != p.StacksLeft {
		fmt.Fprintf(stderr, "validate: %s: -perft needs a full position (its stacks known, so that the refills are determined)\n", name)
		return exitUnreadable
	}
	if p.Check() != nil {
		return checkPosition(p, stdout)
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
	seqs := "sequences"
	if total == 1 {
		seqs = "sequence"
	}
	fmt.Fprintf(stdout, "\nperft %d: %d %s of %s, %s\n", depth, total, seqs, plural(depth, "move"), plural(len(branches), "first move"))
	return exitValid
}

// formName names the form ReadAny read.
func formName(v any) string {
	switch v.(type) {
	case akropolis.Record:
		return "record"
	case akropolis.Position:
		return "position"
	}
	return "city"
}
