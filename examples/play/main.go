// Command play plays whole games of Akropolis between built-in players and
// external engines, and prints them as people read them: the setup, a line
// per turn, every final city drawn as a hex map, the score pads and the
// winner with its tie-break. With -games it plays a tournament and prints
// a table of the players' results.
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
// a game between greedy and an external engine (any program that speaks
// the line protocol of package examples/protocol; examples/engine is one):
//
//	go build -o /tmp/engine ./examples/engine
//	go run ./examples/play -bots "greedy,exec:/tmp/engine -player random"
//
// a 20-game match against a bot in Python with no rules code
// (examples/pybot: it asks the protocol for the legal moves):
//
//	go run ./examples/play -games 20 -bots "greedy,exec:python3 examples/pybot/bot.py"
//
// and a 200-game tournament, then the same split in two shards (on two
// machines, say) and merged:
//
//	go run ./examples/play -games 200 -seed 1 -bots greedy,random
//	go run ./examples/play -games 200 -seed 1 -bots greedy,random -shard 1/2 -results a.json
//	go run ./examples/play -games 200 -seed 1 -bots greedy,random -shard 2/2 -results b.json
//	go run ./examples/play -merge a.json,b.json
//
// Flags:
//
//	-players N             1 to 4 players (default 2); 1 is a solo game against the Architect
//	-level NAME            the Architect's level: hippodamos (default), metagenes or callicrates
//	-seed A[,B]            the first game's seed: one or two numbers (default: drawn at random, and printed)
//	-variants SET          variants on, as variants.ParseSet reads them: "none", "all", "houses+markets" (default none)
//	-all-tiles             the longer game with all 61 tiles (2 or 3 players)
//	-stones-from-zero      seat k starts with k stones instead of k+1
//	-unlimited-reserve     the reserve never runs short
//	-barracks-outside-only a Barracks counts only empty cells open to the outside
//	-lake-any-region       a lake is any enclosed empty region
//	-bots LIST             players by seat, comma-separated, repeated to fill the seats (default greedy,random):
//	                       a built-in player's name (greedy, random, mcts; mcts:100ms or mcts:2000 sets
//	                       the search's time or playouts per move), or exec:PROGRAM ARGS for an external engine,
//	                       its words quoted as in a shell ("exec:'/opt/my engine' -x"; a quoted comma
//	                       does not end the entry)
//	-movetime D            an external engine's time per move (default 1s); it may take 1s more
//	-svg DIR               write an SVG picture of each final city to DIR (one game only)
//	-record PATH           write the record of the game to the file PATH, or with -games of
//	                       every game to the directory PATH (game-0001.txt, ...), each
//	                       opening with comment lines naming the player at each seat
//	                       ("; seat 0: greedy"), as the table names them
//	-quiet                 one game: leave out the turn lines
//	-games N               play a tournament of N games and print its table (default 1)
//	-workers N             games played at once (default GOMAXPROCS)
//	-shard i/n             play only the i-th of n equal consecutive ranges of the games
//	-results FILE          write the results, game by game, as JSON
//	-merge A,B,...         print the table of the shards' -results files joined (and write it
//	                       with -results) instead of playing
//
// # Forfeits
//
// A player that gives no move, or an illegal one, loses the game by
// forfeit; an external engine also forfeits when it does not answer in
// time, exits, writes a line that is not its move, answers an error, or
// cannot be started. The game stops there: the program says who forfeited
// and why, and the record holds the moves played before the forfeit (it
// replays), with a comment naming the seat and the reason. The seat that
// forfeits ranks last, alone; the others rank among themselves by their
// totals and then stones as they stand, as at the end of a game. In a solo
// game the Architect wins.
//
// # Tournaments
//
// Game i of a tournament of P-player games deals with seed (A, B+i/P) and
// seats the -bots entries rotated by i: entry j sits at seat (j-i) mod P,
// so the P games of a deal play it from every seat (use a multiple of P
// games for a fair count). A built-in random player's seed comes from the
// game's number and its entry. Every game's result depends only on the
// seed, the options and the players, so the table is the same whatever
// the number of workers, and the shards of a tournament, played anywhere,
// merge into the table of the whole. The table gives per player (entry of
// -bots, an external engine by the name it announces, asked once before
// the games; a second "greedy" shows as "greedy#2") its games, its wins (first
// place alone), its shared wins (first place shared on points and stones,
// counted 1/n in the win rate), its mean score with a 95% interval (mean
// plus or minus 1.96 standard errors) and an Elo-style rating: the
// Bradley-Terry maximum likelihood fit of every pair of seats of every
// game (a shared rank is a draw), with one virtual draw between every pair
// of players so that a clean sweep stays finite, shown on the Elo scale
// (400 log10) with mean 0. A progress line is shown when the output is a
// terminal. A solo tournament counts the Architect as a player.
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
