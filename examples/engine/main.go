// Command engine is an Akropolis engine: it speaks the line protocol of
// package examples/protocol on its standard input and output, with one of
// the built-in players choosing its moves. It is the example of an engine
// for bot authors (write the same conversation in any language) and the
// opponent the tests of examples/arena and examples/play run as a
// separate process.
//
// Usage:
//
//	go build -o /tmp/engine ./examples/engine
//	go run ./examples/play -bots greedy,exec:/tmp/engine -player random
//
// Flags:
//
//	-player NAME     the built-in player inside (default greedy): a name
//	                 players.New knows; a search player named without its
//	                 budget ("mcts") thinks for the time each go line gives,
//	                 less a tenth
//	-seed A[,B]      the player's seed (default 1,2; A:B also reads)
//	-misbehave KIND  for tests of the referee: misbehave at a move, as
//	                 illegal (answers a move the rules refuse), timeout
//	                 (never answers), crash (exits with status 3), garbage
//	                 (answers a line that is not a move) or refuse (answers
//	                 an error line)
//	-after N         with -misbehave: play N good moves first (default 0)
//
// It speaks versions 1 and 2 of the protocol, plays games with the Athena
// expansion (it says "want athena" in a version 2 handshake), and answers
// version 2's perft command (the move counts of a full position, with divide) so that
// another engine's move generator can be compared with this one's:
//
//	printf 'akropolis 2\nperft 2 %s\nquit\n' "$(cat examples/validate/testdata/perft.txt)" | go run ./examples/engine
//
// Its log goes to standard error; standard output carries only the
// protocol.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/examples/protocol"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the whole program; it returns the exit status: 0 after quit or
// the end of input, 1 when the conversation broke, 2 for bad flags.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("engine", flag.ContinueOnError)
	fs.SetOutput(stderr)
	name := fs.String("player", "greedy", "the built-in player inside ("+strings.Join(players.Names(), ", ")+")")
	seed := fs.String("seed", "1,2", "the player's seed, A or A,B")
	misbehave := fs.String("misbehave", "", "for tests: illegal, timeout, crash, garbage or refuse")
	after := fs.Int("after", 0, "with -misbehave: good moves before misbehaving")
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	s, err := parseSeed(*seed)
	if err != nil {
		fmt.Fprintln(stderr, "engine:", err)
		return 2
	}
	p := players.New(*name, s[0], s[1])
	if t := newTimed(*name, s); t != nil && !strings.Contains(*name, ":") {
		p = t // a search player without a budget thinks for the time go gives
	}
	if p == nil || fs.NArg() > 0 {
		fmt.Fprintf(stderr, "engine: want -player %s and no arguments\n", strings.Join(players.Names(), " or "))
		return 2
	}
	if *misbehave != "" {
		if !slices.Contains(misbehaviours, *misbehave) {
			fmt.Fprintf(stderr, "engine: -misbehave %q: want one of %s\n", *misbehave, strings.Join(misbehaviours, ", "))
			return 2
		}
		p = &rogue{Player: p, kind: *misbehave, after: *after, stdout: stdout}
	}
	if err := protocol.Serve(stdin, stdout, p); err != nil {
		fmt.Fprintln(stderr, "engine:", err)
		return 1
	}
	return 0
}

// parseSeed reads "A", "A,B" or "A:B" (the colon fits in play's -bots,
// whose entries are separated by commas).
func parseSeed(s string) ([2]uint64, error) {
	var seed [2]uint64
	parts := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ':' })
	if len(parts) < 1 || len(parts) > 2 {
		return seed, fmt.Errorf("-seed %q: want A or A,B", s)
	}
	for i, p := range parts {
		n, err := strconv.ParseUint(strings.TrimSpace(p), 10, 64)
		if err != nil {
			return seed, fmt.Errorf("-seed %q: want A or A,B", s)
		}
		seed[i] = n
	}
	return seed, nil
}
