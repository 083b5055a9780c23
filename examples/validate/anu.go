package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/akropolis-rules/akropolis/examples/anu"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/akropolis-rules/akropolis/variants"
)

// anuFlags are the flags of the ANU mode: the input holds states in the
// ANU COMP1140 notation, one a line (blank lines and lines starting with
// '#' are skipped).
type anuFlags struct {
	states *bool // -anu: check and score each state
	game   *bool // -anu-game: check the states as one game
	moves  *bool // -moves: list each state's legal moves
}

// addANUFlags defines the ANU mode's flags on fs.
func addANUFlags(fs *flag.FlagSet) anuFlags {
	return anuFlags{
		states: fs.Bool("anu", false, "the input is ANU notation states, one a line: check and score each"),
		game:   fs.Bool("anu-game", false, "the input is the ANU notation states of one game, in order: check that each follows from the one before"),
		moves:  fs.Bool("moves", false, "with -anu: list every legal move of the seat to move in ANU notation, sorted"),
	}
}

// on reports whether the ANU mode was asked for.
func (f anuFlags) on() bool { return *f.states || *f.game }

// run checks the input's states and returns the exit status: 0 all valid,
// 1 some state impossible (or, with -anu-game, not following), 2 some state
// malformed or no state at all.
func (f anuFlags) run(b []byte, name string, stdout, stderr io.Writer) int {
	lines := anuLines(string(b))
	if len(lines) == 0 {
		fmt.Fprintf(stderr, "validate: %s: no ANU state\n", name)
		return exitUnreadable
	}
	if *f.game {
		return checkANUGame(lines, stdout)
	}
	code := exitValid
	for k, l := range lines {
		if k > 0 {
			fmt.Fprintln(stdout)
		}
		code = max(code, checkANUState(l, *f.moves, stdout))
	}
	return code
}

// anuLine is one state of the input with its line number.
type anuLine struct {
	n    int
	text string
}

// echoBytes is how much of a line too long to be a state the report
// repeats: enough to recognise it, not a flood.
const echoBytes = 200

// echo is the line as the report repeats it: whole if the parser reads a
// line that long, else cut to its first echoBytes (at a character
// boundary) followed by its length.
func (l anuLine) echo() string {
	if len(l.text) <= anu.MaxStateLen {
		return l.text
	}
	cut := echoBytes
	for cut > 0 && !utf8.RuneStart(l.text[cut]) {
		cut--
	}
	return fmt.Sprintf("%s... (%d bytes)", l.text[:cut], len(l.text))
}

func anuLines(s string) []anuLine {
	var out []anuLine
	n := 0
	for line := range strings.Lines(s) {
		n++
		line = strings.TrimSpace(line)
		if line != "" && line[0] != '#' {
			out = append(out, anuLine{n, line})
		}
	}
	return out
}

// checkANUState prints one state's verdict, its imported public position,
// its scores and, if asked, its legal moves, and returns its exit status.
func checkANUState(l anuLine, moves bool, w io.Writer) int {
	fmt.Fprintf(w, "line %d: %s\n", l.n, l.echo())
	s, err := anu.Parse(l.text)
	if err != nil {
		return printViolations(w, "INVALID", err)
	}
	fmt.Fprintf(w, "VALID: %d players, %s played, %s\n", s.Players, plural(s.MovesPlayed(), "move"), anuTurn(s))
	if p, err := s.Position(); err == nil { // s was checked
		fmt.Fprintf(w, "public position: %v\n", p)
	}
	printANUScores(w, s)
	if !moves {
		return exitValid
	}
	legal, err := s.LegalMoves()
	if err != nil { // a valid state always lists its moves
		return printViolations(w, "INVALID", err)
	}
	fmt.Fprintf(w, "legal moves: %d\n", len(legal))
	for _, m := range legal {
		fmt.Fprintf(w, "  %s\n", m)
	}
	return exitValid
}

func anuTurn(s anu.State) string {
	if s.Over() {
		return fmt.Sprintf("game over (seat %d made the last move)", s.ToMove)
	}
	return fmt.Sprintf("seat %d to move", s.ToMove)
}

// printANUScores prints every seat's total under the standard scoring and
// under the state's variants.
func printANUScores(w io.Writer, s anu.State) {
	for _, r := range []struct {
		label string
		rules variants.Options
	}{
		{"standard", variants.Options{}},
		{"variants " + s.Variants.String(), s.Options().Scoring},
	} {
		totals, err := s.Totals(r.rules)
		if err != nil {
			continue // s was checked
		}
		fmt.Fprintf(w, "scores, %s:", r.label)
		for k, t := range totals {
			fmt.Fprintf(w, " seat %d %d", k, t)
			if k < len(totals)-1 {
				fmt.Fprint(w, ",")
			}
		}
		fmt.Fprintln(w)
	}
}

// printViolations prints a verdict and every violation of err, and
// returns 2 if the text is malformed, else 1.
func printViolations(w io.Writer, verdict string, err error) int {
	fmt.Fprintln(w, verdict)
	var se *anu.StateError
	if errors.As(err, &se) {
		for _, v := range se.Violations {
			fmt.Fprintf(w, "  %v%s\n", v, codeOf(v))
		}
	} else {
		fmt.Fprintf(w, "  %v\n", err)
	}
	if errors.Is(err, anu.ErrSyntax) {
		return exitUnreadable
	}
	return exitInvalid
}

// codeOf returns " [code]" for a violation of one of the library's rules,
// "" for one of the notation only.
func codeOf(err error) string {
	var code rule.Code
	if errors.As(err, &code) {
		return " [" + string(code) + "]"
	}
	return ""
}

// checkANUGame checks the states as one game and prints the moves between
// them, or the first state that does not follow and why.
func checkANUGame(lines []anuLine, w io.Writer) int {
	states := make([]anu.State, 0, len(lines))
	for _, l := range lines {
		s, err := anu.Parse(l.text)
		if err != nil {
			fmt.Fprintf(w, "Game: %s\n", plural(len(lines), "state"))
			fmt.Fprintf(w, "line %d: %s\n", l.n, l.echo())
			return printViolations(w, fmt.Sprintf("INVALID at state %d", len(states)+1), err)
		}
		states = append(states, s)
	}
	fmt.Fprintf(w, "Game: %s\n", plural(len(states), "state"))
	moves, err := anu.CheckGame(states)
	for k, m := range moves {
		text, _ := anu.FormatMove(m.Placement)
		fmt.Fprintf(w, "move %d: seat %d %s (%v)\n", k+1, states[k].ToMove, text, m)
	}
	var ge *anu.GameError
	if errors.As(err, &ge) {
		l := lines[ge.Index]
		fmt.Fprintf(w, "line %d: %s\n", l.n, l.echo())
		return printViolations(w, fmt.Sprintf("INVALID: state %d does not follow from state %d", ge.Index+1, ge.Index), ge.Err)
	}
	last := states[len(states)-1]
	fmt.Fprintf(w, "VALID: %s, each legal; %s\n", plural(len(moves), "move"), anuTurn(last))
	printANUScores(w, last)
	return exitValid
}

// plural returns "1 move", "2 moves".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
