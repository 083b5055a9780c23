// Command play plays whole games of Akropolis between built-in players and
// prints them as people read them: the setup, a line per turn, every final
// city drawn as a hex map, the score pads and the winner with its
// tie-break.
//
// Usage:
//
//	go run ./examples/play [flags]
//
// For example, a three-player game with every variant, greedy against two
// random players, with an SVG picture of each final city:
//
//	go run ./examples/play -players 3 -seed 7,9 -variants all -bots greedy,random,random -svg /tmp/cities
//
// and a hundred two-player games, with win rates and average scores:
//
//	go run ./examples/play -games 100 -bots greedy,random
//
// Flags:
//
//	-players N             1 to 4 players (default 2); 1 is a solo game against the Architect
//	-level NAME            the Architect's level: hippodamos (default), metagenes or callicrates
//	-seed A[,B]            the game's seed: one or two numbers (default: drawn at random, and printed)
//	-variants SET          variants on, as variants.ParseSet reads them: "none", "all", "houses+markets" (default none)
//	-all-tiles             the longer game with all 61 tiles (2 or 3 players)
//	-stones-from-zero      seat k starts with k stones instead of k+1
//	-unlimited-reserve     the reserve never runs short
//	-barracks-outside-only a Barracks counts only empty cells open to the outside
//	-lake-any-region       a lake is any enclosed empty region
//	-bots LIST             players by seat, comma-separated: greedy or random, repeated to fill the seats (default greedy,random)
//	-svg DIR               write an SVG picture of each final city to DIR (one game only)
//	-games N               play N games (seeds A,B then A,B+1, ...) and print win rates and average scores (default 1)
//	-quiet                 one game: leave out the turn lines
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/akropolis-rules/akropolis"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the whole program: it parses args, writes the report to stdout
// and errors to stderr, and returns the exit status (0 done, 1 a game or
// file failed, 2 bad flags).
func run(args []string, stdout, stderr io.Writer) int {
	stderr = &lockedWriter{w: stderr} // the external engines write to it too
	cfg, err := parseFlags(args, stderr)
	if err == flag.ErrHelp {
		return 0
	}
	if err != nil {
		fmt.Fprintln(stderr, "play:", err)
		return 2
	}
	switch {
	case cfg.merge != nil:
		err = printMerged(cfg, stdout)
	case cfg.games > 1:
		err = runTournament(cfg, stdout, stderr)
	default:
		err = playOne(cfg, stdout, stderr)
	}
	if err != nil {
		fmt.Fprintln(stderr, "play:", err)
		return 1
	}
	return 0
}

// isTerminal reports whether w is a terminal, where a progress line that
// rewrites itself with \r reads well.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// newGame sets up a game of the config with the given seed.
func newGame(cfg config, seed [2]uint64) (*akropolis.Game, error) {
	o := cfg.opts
	o.Seed = seed
	return akropolis.New(o)
}
