// Command analyse tells where a game was won: it reads a game record and
// writes, for each move, the search player's estimate of the mover's
// chance to win before and after it, the rank of the move among the legal
// moves, and the best alternative with its chance; then the three moves
// that changed the game most (package examples/analysis).
//
// Usage:
//
//	go run ./examples/analyse [flags] [record]
//
// It reads the record (text or JSON form) from the file, or from standard
// input when none is named. For example, a game recorded by the play
// command, analysed with 500 playouts a position:
//
//	go run ./examples/play -seed 1 -bots greedy,random -record /tmp/game.txt
//	go run ./examples/analyse -playouts 500 /tmp/game.txt
//
// Flags:
//
//	-playouts N  the search's playouts per position (default 300); with
//	             them alone the analysis is deterministic
//	-time D      the search's time per position instead (or as well: the
//	             first reached stops it)
//	-seed A[,B]  the search's seed (default 1,2)
//	-json        write the report as JSON
//
// Exit status: 0, or 1 for a record that does not replay, 2 for a record
// that cannot be read or bad flags.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/analysis"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the whole program; it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("analyse", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o analysis.Options
	fs.IntVar(&o.Playouts, "playouts", analysis.DefaultPlayouts, "the search's playouts per position")
	fs.DurationVar(&o.Time, "time", 0, "the search's time per position (0: none)")
	seed := fs.String("seed", "1,2", "the search's seed, A or A,B")
	asJSON := fs.Bool("json", false, "write the report as JSON")
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	var err error
	if o.Seed, err = parseSeed(*seed); err != nil || fs.NArg() > 1 || o.Playouts < 0 || o.Time < 0 {
		fmt.Fprintln(stderr, "analyse: want [-playouts N] [-time D] [-seed A,B] [-json] [record]")
		return 2
	}
	in, name := stdin, "standard input"
	if fs.NArg() == 1 {
		f, err := os.Open(fs.Arg(0))
		if err != nil {
			fmt.Fprintln(stderr, "analyse:", err)
			return 2
		}
		defer f.Close()
		in, name = f, fs.Arg(0)
	}
	doc, err := akropolis.ReadAny(in)
	r, ok := doc.(akropolis.Record)
	if err == nil && !ok {
		err = fmt.Errorf("a %T, not a record", doc)
	}
	if err != nil {
		fmt.Fprintf(stderr, "analyse: %s: %v\n", name, err)
		return 2
	}
	rep, err := analysis.Analyse(r, o)
	if err != nil {
		fmt.Fprintf(stderr, "analyse: %s: %v\n", name, err)
		return 1
	}
	if *asJSON {
		b, err := json.MarshalIndent(rep, "", "  ")
		if err != nil {
			fmt.Fprintln(stderr, "analyse:", err)
			return 1
		}
		fmt.Fprintf(stdout, "%s\n", b)
		return 0
	}
	rep.WriteText(stdout)
	return 0
}

// parseSeed reads "A" or "A,B".
func parseSeed(s string) ([2]uint64, error) {
	var seed [2]uint64
	parts := strings.Split(s, ",")
	if len(parts) > 2 {
		return seed, fmt.Errorf("-seed %q", s)
	}
	for i, p := range parts {
		n, err := strconv.ParseUint(strings.TrimSpace(p), 10, 64)
		if err != nil {
			return seed, fmt.Errorf("-seed %q", s)
		}
		seed[i] = n
	}
	return seed, nil
}
