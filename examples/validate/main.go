// Command validate checks an Akropolis game record, city or position and
// scores it.
//
// Usage:
//
//	go run ./examples/validate [flags] [file]
//
// It reads the file, or standard input when no file is named or the name
// is "-", and tells
// what it holds by its shape, as akropolis.ReadAny does:
//
//   - a game record, in its text form (tags like [Players "2"], then the
//     moves) or its JSON form (an object): it is replayed move by move, and
//     the final score pad of every seat is printed with the ranking (the
//     cards so far when the record stops before the end); a game with the
//     Athena expansion also has its construction cards printed (who
//     completed each, the tiles left on it, who has the statue), and an
//     illegal card completion is named by its rule (not-on-card,
//     not-completable, ...);
//   - a city, as its placements in the order they were laid (the starting
//     tile implied), one per line ("07@(1,-2)r3", ';' comments), as a JSON
//     array of those strings, or as the JSON object of a city (with
//     "placements"): every placement is checked and the city's map and
//     score pad are printed, scored under the flags -variants,
//     -barracks-outside-only, -lake-any-region and -stones;
//   - a position (full or public, as a game's Position or View gives it),
//     in its one-line text form (13 fields, and an Athena position's card
//     rules, phase and cards after them) or its JSON form (an object with
//     "turn"): every rule of a position is checked (an Athena position's
//     cards against the one-hex tiles of the cities and pile too), and
//     each seat's score now is printed, with the cards of an Athena game.
//
// With -anu, the input holds game states in the ANU COMP1140 notation, one
// a line ('#' comments and blank lines skipped): each is checked (every
// violation named) and scored under the standard scoring and its variants,
// and -moves lists the legal moves of the seat to move in that notation,
// sorted, for diffing against another implementation. With -anu-game, the
// lines are the states of one game in order: each must follow from the one
// before by one legal move, and the first that does not is named.
//
// With -perft N, the input is a full position (its stacks known): the
// number of sequences of N moves of the players from it is printed, first
// the count under each legal move (divide), as package examples/perft
// defines them, to compare another implementation's move generator with.
//
// With -json, the document is checked whole by checkDocument and
// each violation (or the reason it cannot be read) is printed in the
// library's error form, one JSON object a line; the exit status is the
// same.
//
// A UTF-8 byte order mark before any input is skipped. An invalid record,
// city or position prints every violation found, each with its step (turn
// or placement number) and the code of the rule it breaks; a record's
// replay stops at its first illegal move, since what follows depends on it.
//
// Exit status, the same for every kind of input: 0 valid, 1 invalid (it
// reads, but breaks a rule), 2 unreadable (malformed, too large, empty, or
// no such file) or bad flags.
//
// Examples:
//
//	go run ./examples/validate examples/validate/testdata/record.txt
//	go run ./examples/validate -variants all < examples/validate/testdata/city.json
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/internal/strictjson"
	"github.com/akropolis-rules/akropolis/variants"
)

// maxInput is the most an ANU file may hold, the library's bound on a
// record.
const maxInput = 1 << 20

// Exit statuses.
const (
	exitValid      = 0
	exitInvalid    = 1
	exitUnreadable = 2
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the whole program: it reads the input named by args (or stdin),
// writes the report to stdout and returns the exit status. Unreadable input
// and bad flags are reported on stderr.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("validate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	set := fs.String("variants", "none", `a city's variants: "none", "all" or names joined with + ("houses+markets")`)
	barracks := fs.Bool("barracks-outside-only", false, "a city's Barracks count only empty cells open to the outside")
	lake := fs.Bool("lake-any-region", false, "a city's lake is any enclosed empty region")
	stones := fs.Int("stones", 0, "the stones the city's owner holds, added to its score")
	anuMode := addANUFlags(fs)
	asJSON := fs.Bool("json", false, "print each violation in the library's error form (akropolis.Report), one JSON object a line")
	perftDepth := fs.Int("perft", 0, "count the move sequences of `N` moves from a full position, with the count under each first move")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: validate [flags] [file]   (a game record, city or position; stdin when no file or -)")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return exitValid
		}
		return exitUnreadable
	}
	if fs.NArg() > 1 {
		fmt.Fprintln(stderr, "validate: give one file, or none for standard input")
		return exitUnreadable
	}
	rules := variants.Options{BarracksOutsideOnly: *barracks, LakeAnyRegion: *lake}
	var err error
	if err = rules.Variants.UnmarshalText([]byte(*set)); err != nil {
		fmt.Fprintln(stderr, "validate:", err)
		return exitUnreadable
	}
	in, name := stdin, "standard input"
	if fs.NArg() == 1 && fs.Arg(0) != "-" {
		f, err := os.Open(fs.Arg(0))
		if err != nil {
			fmt.Fprintln(stderr, "validate:", err)
			return exitUnreadable
		}
		defer f.Close()
		in, name = f, fs.Arg(0)
	}
	if anuMode.on() {
		b, err := io.ReadAll(io.LimitReader(in, maxInput+1))
		if err != nil {
			fmt.Fprintf(stderr, "validate: %s: %v\n", name, err)
			return exitUnreadable
		}
		return anuMode.run(strictjson.TrimBOM(b), name, stdout, stderr)
	}
	if *asJSON {
		return printReports(in, stdout)
	}
	v, err := akropolis.ReadAny(in)
	if *perftDepth != 0 {
		return runPerft(v, err, name, *perftDepth, stdout, stderr)
	}
	switch v := v.(type) {
	case akropolis.Record:
		if err != nil {
			fmt.Fprintf(stderr, "validate: %s: unreadable record: %v\n", name, err)
			return exitUnreadable
		}
		return checkRecord(v, stdout)
	case akropolis.Position:
		if err != nil {
			fmt.Fprintf(stderr, "validate: %s: unreadable position: %v\n", name, err)
			return exitUnreadable
		}
		return checkPosition(v, stdout)
	case []city.Placement:
		if err != nil {
			fmt.Fprintf(stderr, "validate: %s: unreadable city: %v\n", name, err)
			return exitUnreadable
		}
		return checkCity(v, rules, *stones, stdout)
	}
	fmt.Fprintf(stderr, "validate: %s: %v\n", name, err) // empty, too large or not read
	return exitUnreadable
}
