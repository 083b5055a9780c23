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
// a game with the Athena expansion, whose completions print as "seat 1
// (greedy) completes Fortress (slot 2), takes tile 84 (House plaza) and
// places it at (1,-2)":
//
//	go run ./examples/play -athena -seed 38,23
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
//	-variants SET          variants on, as variants.Set.UnmarshalText reads them: "none", "all", "houses+markets" (default none)
//	-all-tiles             the longer game with all 61 tiles (2 or 3 players)
//	-stones-from-zero      seat k starts with k stones instead of k+1
//	-unlimited-reserve     the reserve never runs short
//	-athena                play the Athena expansion: construction cards, one-hex tiles and the statue
//	-barracks-outside-only a Barracks counts only empty cells open to the outside
//	-lake-any-region       a lake is any enclosed empty region
//	-bots LIST             players by seat, comma-separated, repeated to fill the seats (default greedy,random):
//	                       a built-in player's name (greedy, random, mcts; mcts:100ms or mcts:2000 sets
//	                       the search's time or playouts per move), or exec:PROGRAM ARGS for an external engine,
//	                       its words quoted as in a shell ("exec:'/opt/my engine' -x"; a quoted comma
//	                       does not end the entry)
//	-movetime D            an external engine's time per move (default 1s); it may take 1s more
//	-svg DIR               write an SVG picture of each final city (and with -athena of each
//	                       construction card) to DIR (one game only)
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
// # Forfeits and tournaments
//
// A player that gives no move, or an illegal one, loses the game by
// forfeit, and so does an external engine that does not answer in time,
// exits, writes a line that is not its move, answers an error, or cannot
// be started: the program says who forfeited and why, and the record holds
// the moves played before, with a comment naming the seat and the reason.
// The referee, the tournament's seating, its table with the Elo ratings,
// and the shards' results files are package examples/arena, whose doc says
// how each is computed. A progress line is shown when the output is a
// terminal.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/arena"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site/event"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the whole program: it parses args, writes the report to stdout
// and errors to stderr, and returns the exit status (0 done, 1 a game or
// file failed, 2 bad flags).
func run(args []string, stdout, stderr io.Writer) int {
	cfg, err := parseFlags(args, stderr)
	if err == flag.ErrHelp {
		return 0
	}
	if err != nil {
		fmt.Fprintln(stderr, "play:", err)
		return 2
	}
	cfg.Stderr = stderr // the external engines'
	switch {
	case cfg.merge != nil:
		err = printMerged(cfg, stdout)
	case cfg.Games > 1:
		err = runTournament(cfg, stdout)
	default:
		err = playOne(cfg, stdout)
	}
	if err != nil {
		fmt.Fprintln(stderr, "play:", err)
		return 1
	}
	return 0
}

// playOne plays one game and prints it: the game is the library's, the
// referee asks each seat's player for its move and plays it, and the
// scores and ranks are the game's.
func playOne(cfg config, w io.Writer) error {
	g, err := akropolis.New(cfg.Options)
	if err != nil {
		return err
	}
	t, lost, err := cfg.SitDown(g, 0) // a player at each seat, as -bots lists them
	if err != nil {
		return err
	}
	printSetup(w, g, t)
	if lost == nil {
		lost = t.Referee(g, func(events []event.Event) { // after each g.PlayEvents
			if !cfg.quiet {
				printTurn(w, g, t, events)
			}
		})
	}
	t.Close(lost)
	if lost != nil {
		fmt.Fprintf(w, "\n%s forfeits the game after %s: %s\n", t.SeatName(lost.Seat), arena.Plural(lost.Turn, "move"), lost.Reason)
	}
	if cfg.record != "" {
		if err := arena.WriteRecord(cfg.record, g.Record(), t.Entries, lost); err != nil {
			return err
		}
	}
	cards := make([]score.Pad, g.Options().Players)
	for k := range cards {
		cards[k] = g.Score(k)
	}
	printCities(w, g, t, cards)
	if g.Options().Players == 1 {
		printSolo(w, g, t, lost)
	} else {
		printResult(w, t, cards, arena.Ranks(g, lost), lost)
	}
	if cfg.svg == "" {
		return nil
	}
	return writeSVGs(w, cfg.svg, g, t, cards)
}

// runTournament plays the tournament (or cfg's shard of it), prints its
// table, and writes its results when asked.
func runTournament(cfg config, stdout io.Writer) error {
	if isTerminal(stdout) {
		cfg.Progress = stdout
	}
	cfg.Names = arena.EngineNames(cfg.Bots, cfg.MoveTime)
	cfg.Record = cfg.record
	results, err := cfg.Play()
	if err != nil {
		return err
	}
	t := cfg.Tournament()
	if cfg.results != "" {
		if err := t.WriteResults(cfg.results, cfg.Shard, results); err != nil {
			return err
		}
	}
	t.WriteTable(stdout, results)
	return nil
}

// printMerged prints the table of the shards' results joined, and writes
// the joined results when asked.
func printMerged(cfg config, stdout io.Writer) error {
	t, results, err := arena.Merge(cfg.merge)
	if err != nil {
		return err
	}
	if cfg.results != "" {
		if err := t.WriteResults(cfg.results, [2]int{1, 1}, results); err != nil {
			return err
		}
	}
	t.WriteTable(stdout, results)
	return nil
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
