// Command validate checks an Akropolis game record, city or position and
// scores it.
//
// Usage:
//
//	go run ./examples/validate [flags] [file]
//
// It reads the file, or standard input when no file is named, and tells
// what it holds by its shape, as akropolis.ReadAny does:
//
//   - a game record, in its text form (tags like [Players "2"], then the
//     moves) or its JSON form (an object): it is replayed move by move, and
//     the final score card of every seat is printed with the ranking (the
//     cards so far when the record stops before the end);
//   - a city, as its placements in the order they were laid (the starting
//     tile implied), one per line ("07@(1,-2)r3", ';' comments), as a JSON
//     array of those strings, or as the JSON object of a city (with
//     "placements"): every placement is checked and the city's map and
//     score card are printed, scored under the flags -variants,
//     -barracks-outside-only, -lake-any-region and -stones;
//   - a position (full or public, as a game's Position or View gives it),
//     in its one-line text form (13 fields) or its JSON form (an object
//     with "turn"): every rule of a position is checked, and each seat's
//     score now is printed.
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
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/examples/render"
	"github.com/akropolis-rules/akropolis/hex/strictjson"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/akropolis-rules/akropolis/variants"
)

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
	perftDepth := fs.Int("perft", 0, "count the move sequences of `N` moves from a full position, with the count under each first move")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: validate [flags] [file]   (a game record or a city; stdin when no file)")
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
	if rules.Variants, err = variants.ParseSet(*set); err != nil {
		fmt.Fprintln(stderr, "validate:", err)
		return exitUnreadable
	}
	in, name := stdin, "standard input"
	if fs.NArg() == 1 {
		f, err := os.Open(fs.Arg(0))
		if err != nil {
			fmt.Fprintln(stderr, "validate:", err)
			return exitUnreadable
		}
		defer f.Close()
		in, name = f, fs.Arg(0)
	}
	if anuMode.on() {
		b, err := io.ReadAll(io.LimitReader(in, akropolis.MaxRecordBytes+1))
		if err != nil {
			fmt.Fprintf(stderr, "validate: %s: %v\n", name, err)
			return exitUnreadable
		}
		return anuMode.run(strictjson.TrimBOM(b), name, stdout, stderr)
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

// checkRecord replays a record and prints its score cards, or its first
// illegal move.
func checkRecord(rec akropolis.Record, stdout io.Writer) int {
	o := rec.Options
	fmt.Fprintf(stdout, "Record: %s, %s, rules %v\n", plural(o.Players, "player"), plural(len(rec.Moves), "move"), o.Rules)
	g, err := rec.Replay()
	var re *akropolis.ReplayError
	switch {
	case errors.As(err, &re):
		fmt.Fprintln(stdout, "INVALID")
		fmt.Fprintf(stdout, "  turn %d, seat %d, move %v: %s\n", re.Turn, re.Seat, re.Move, ruleOf(re.Err))
		fmt.Fprintf(stdout, "  the replay stops here: %d of %s %s legal\n", re.Index-1, plural(len(rec.Moves), "move"), verb(re.Index-1, "is", "are"))
		return exitInvalid
	case err != nil:
		fmt.Fprintln(stdout, "INVALID")
		fmt.Fprintf(stdout, "  setup: %s\n", ruleOf(err))
		return exitInvalid
	}
	if g.Over() {
		fmt.Fprintln(stdout, "VALID: the game is over")
	} else {
		fmt.Fprintf(stdout, "VALID so far: the record stops with %s still to play; scores now\n", plural(g.TurnsLeft(), "turn"))
	}
	if g.Options().Players == 1 {
		c := g.Score(0)
		fmt.Fprintf(stdout, "\n== player: %s\n\n%s", plural(c.Total, "point"), withNewline(c.String()))
		a := g.ArchitectScore()
		fmt.Fprintf(stdout, "\n== the Architect: %s\n\n%s", plural(a.Total, "point"), withNewline(a.String()))
		if g.Ranks()[0] == 1 {
			fmt.Fprintln(stdout, "\nThe player beats the Architect.")
		} else {
			fmt.Fprintln(stdout, "\nThe Architect wins.")
		}
		return exitValid
	}
	for k := range o.Players {
		c := g.Score(k)
		fmt.Fprintf(stdout, "\n== seat %d: %s, %s\n\n%s", k, plural(c.Total, "point"), plural(c.Stones, "stone"), withNewline(c.String()))
	}
	fmt.Fprintln(stdout)
	for k, r := range g.Ranks() {
		fmt.Fprintf(stdout, "seat %d ranks %d\n", k, r)
	}
	if ws := winners(g.Ranks()); len(ws) == 1 {
		fmt.Fprintf(stdout, "Winner: seat %d\n", ws[0])
	} else {
		fmt.Fprintf(stdout, "Shared win: seats %s (same points and stones)\n", strings.Trim(fmt.Sprint(ws), "[]"))
	}
	return exitValid
}

// checkCity checks a placement list and prints the city's card, or every
// violation.
func checkCity(ps []city.Placement, rules variants.Options, stones int, stdout io.Writer) int {
	fmt.Fprintf(stdout, "City: %s after the starting tile\n", plural(len(ps), "placement"))
	if _, errs := city.Validate(ps); len(errs) > 0 {
		fmt.Fprintf(stdout, "INVALID: %d of %s %s a rule\n", len(errs), plural(len(ps), "placement"), verb(len(errs), "breaks", "break"))
		for _, e := range errs {
			var se *city.StepError
			if errors.As(e, &se) {
				fmt.Fprintf(stdout, "  step %d, %v: %s\n", se.Index+1, ps[se.Index], ruleOf(se.Err))
			} else {
				fmt.Fprintf(stdout, "  %s\n", ruleOf(e))
			}
		}
		return exitInvalid
	}
	c, err := city.Build(ps)
	if err != nil { // Validate found nothing: cannot happen
		fmt.Fprintln(stdout, "INVALID:", err)
		return exitInvalid
	}
	card := score.Compute(&c.Base, stones, rules)
	fmt.Fprintln(stdout, "VALID")
	fmt.Fprintf(stdout, "\n%s\n%s", render.Map(&c.Base), withNewline(card.String()))
	return exitValid
}

// verb is the verb agreeing with a subject of n things: one for 1, many
// otherwise ("1 of 3 placements breaks a rule", "2 of 3 break").
func verb(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func withNewline(s string) string {
	if strings.HasSuffix(s, "\n") {
		return s
	}
	return s + "\n"
}

// checkPosition checks a position (full or public) and prints each seat's
// score now, or every violation.
func checkPosition(p akropolis.Position, stdout io.Writer) int {
	kind := "full"
	if !p.Full() {
		kind = "public (stacks hidden)"
	}
	o := p.Options
	fmt.Fprintf(stdout, "Position: %s, %s, turn %d, seat %d to move, rules %v\n", kind, plural(o.Players, "player"), p.Turn, p.Current, o.Rules)
	if err := p.Check(); err != nil {
		var pe *akropolis.PositionError
		if !errors.As(err, &pe) {
			pe = &akropolis.PositionError{Errs: []error{err}}
		}
		fmt.Fprintf(stdout, "INVALID: %s\n", plural(len(pe.Errs), "violation"))
		for _, e := range pe.Errs {
			var code rule.Code
			if errors.As(e, &code) {
				fmt.Fprintf(stdout, "  %s: %v\n", string(code), e)
			} else {
				fmt.Fprintf(stdout, "  %v\n", e)
			}
		}
		return exitInvalid
	}
	fmt.Fprintln(stdout, "VALID")
	for k, ps := range p.Cities {
		c, err := city.Build(ps)
		if err != nil { // Check found nothing: cannot happen
			fmt.Fprintln(stdout, "INVALID:", err)
			return exitInvalid
		}
		card := score.Compute(&c.Base, p.Stones[k], o.Rules)
		fmt.Fprintf(stdout, "  seat %d: %s now, %s\n", k, plural(card.Total, "point"), plural(p.Stones[k], "stone"))
	}
	return exitValid
}

// winners returns the seats ranked first (more than one when they share the
// win), from a game's Ranks.
func winners(ranks []int) []int {
	var ws []int
	for k, r := range ranks {
		if r == 1 {
			ws = append(ws, k)
		}
	}
	return ws
}
