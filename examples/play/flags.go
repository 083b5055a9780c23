package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/variants"
)

// config is what the flags ask for.
type config struct {
	opts     akropolis.Options // Seed is the first game's
	bots     []string          // one entry per seat: a built-in name or exec:COMMAND
	names    []string          // a tournament's: the name each entry of bots goes by (engineNames)
	svg      string
	games    int
	quiet    bool
	workers  int
	shard    [2]int // i and n of -shard i/n; {1, 1} plays every game
	results  string
	merge    []string
	record   string
	movetime time.Duration
}

func parseFlags(args []string, stderr io.Writer) (config, error) {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var (
		cfg      config
		seed     = fs.String("seed", "", "the game's seed: one or two numbers, as A or A,B (default: at random)")
		set      = fs.String("variants", "none", `variants on: "none", "all" or names joined with + ("houses+markets")`)
		bots     = fs.String("bots", "greedy,random", "players by seat, comma-separated ("+strings.Join(players.Names(), ", ")+"; mcts:100ms or mcts:2000 sets the search's budget per move; or exec:PROGRAM ARGS for an external engine), repeated to fill the seats")
		shard    = fs.String("shard", "1/1", "play only shard i of n of the games (i/n), for splitting a tournament between machines")
		merge    = fs.String("merge", "", "print the table of the tournament whose shards' -results files are listed, comma-separated, instead of playing")
		barracks = fs.Bool("barracks-outside-only", false, "a Barracks counts only empty cells open to the outside")
		lake     = fs.Bool("lake-any-region", false, "a lake is any enclosed empty region")
		level    = fs.String("level", "hippodamos", "the Architect's level in a solo game (-players 1): hippodamos, metagenes or callicrates")
	)
	fs.IntVar(&cfg.opts.Players, "players", 2, "number of players, 2 to 4, or 1 for a solo game against the Architect")
	fs.BoolVar(&cfg.opts.AllTiles, "all-tiles", false, "the longer game with all 61 tiles (2 or 3 players)")
	fs.BoolVar(&cfg.opts.StonesFromZero, "stones-from-zero", false, "seat k starts with k stones instead of k+1")
	fs.BoolVar(&cfg.opts.UnlimitedReserve, "unlimited-reserve", false, "the reserve never runs short")
	fs.StringVar(&cfg.svg, "svg", "", "write an SVG picture of each final city to this directory (one game only)")
	fs.IntVar(&cfg.games, "games", 1, "number of games to play, seats rotated; more than one prints a tournament table")
	fs.BoolVar(&cfg.quiet, "quiet", false, "one game: leave out the turn lines")
	fs.IntVar(&cfg.workers, "workers", runtime.GOMAXPROCS(0), "games played at once")
	fs.StringVar(&cfg.results, "results", "", "write the tournament's results, game by game, to this JSON file")
	fs.StringVar(&cfg.record, "record", "", "write the record of the game to this file, or with -games of every game to this directory")
	fs.DurationVar(&cfg.movetime, "movetime", time.Second, "an external engine's time per move")
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	if fs.NArg() > 0 {
		return cfg, fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	var err error
	if *merge != "" {
		cfg.merge = strings.Split(*merge, ",")
		return cfg, nil
	}
	if cfg.shard, err = parseShard(*shard); err != nil {
		return cfg, err
	}
	if cfg.workers < 1 {
		return cfg, fmt.Errorf("-workers %d: want at least 1", cfg.workers)
	}
	if cfg.movetime < time.Millisecond {
		return cfg, fmt.Errorf("-movetime %v: want at least 1ms", cfg.movetime)
	}
	if cfg.opts.Seed, err = parseSeed(*seed); err != nil {
		return cfg, err
	}
	if cfg.opts.Rules.Variants, err = variants.ParseSet(*set); err != nil {
		return cfg, err
	}
	cfg.opts.Rules.BarracksOutsideOnly, cfg.opts.Rules.LakeAnyRegion = *barracks, *lake
	if cfg.opts.Players < 1 || cfg.opts.Players > 4 {
		return cfg, fmt.Errorf("-players %d: want 1 to 4", cfg.opts.Players)
	}
	if cfg.opts.Level, err = score.ParseLevel(*level); err != nil {
		return cfg, err
	}
	if err := cfg.opts.Validate(); err != nil {
		return cfg, err
	}
	if cfg.opts.Players == 1 && *bots == "greedy,random" {
		*bots = "greedy" // the default pair, cut to a solo game's one seat
	}
	if cfg.bots, err = parseBots(*bots, cfg.opts.Players); err != nil {
		return cfg, err
	}
	if cfg.games < 1 {
		return cfg, fmt.Errorf("-games %d: want at least 1", cfg.games)
	}
	if cfg.svg != "" && cfg.games > 1 {
		return cfg, errors.New("-svg draws the cities of one game: leave out -games")
	}
	if cfg.games == 1 && (cfg.shard != [2]int{1, 1} || cfg.results != "") {
		return cfg, errors.New("-shard and -results are for tournaments: add -games")
	}
	if cfg.games > 1 && cfg.record != "" {
		if st, err := os.Stat(cfg.record); err == nil && !st.IsDir() {
			return cfg, fmt.Errorf("-record %s: with -games, want a directory", cfg.record)
		}
	}
	return cfg, nil
}

// parseSeed reads "A" or "A,B" (also "A B" or "A:B"); one number A is the
// seed (A, 0). An empty string draws a seed at random.
func parseSeed(s string) ([2]uint64, error) {
	if strings.TrimSpace(s) == "" {
		return [2]uint64{rand.Uint64N(1000000), rand.Uint64N(1000000)}, nil
	}
	f := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ':' || r == ' ' })
	if len(f) < 1 || len(f) > 2 {
		return [2]uint64{}, fmt.Errorf("-seed %q: want one or two numbers, as 7 or 7,9", s)
	}
	var seed [2]uint64
	for i, w := range f {
		n, err := strconv.ParseUint(w, 10, 64)
		if err != nil {
			return [2]uint64{}, fmt.Errorf("-seed %q: %q is not a number", s, w)
		}
		seed[i] = n
	}
	return seed, nil
}

// parseShard reads "i/n", 1 <= i <= n.
func parseShard(s string) ([2]int, error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 1 || i > n {
		return [2]int{}, fmt.Errorf("-shard %q: want i/n with 1 <= i <= n, as 2/4", s)
	}
	return [2]int{i, n}, nil
}

// execPrefix marks an external engine in -bots: exec:PROGRAM ARGS.
const execPrefix = "exec:"

// parseBots reads the comma-separated bots and repeats them to fill the
// seats; more bots than seats is an error. A bot is a built-in player's
// name or exec: and a command line (the program and its arguments,
// separated by spaces and quoted as in a shell: see splitCommand).
func parseBots(s string, seats int) ([]string, error) {
	names := splitBots(s)
	if len(names) > seats {
		return nil, fmt.Errorf("-bots %q: %s for %s", s, plural(len(names), "player"), plural(seats, "seat"))
	}
	bots := make([]string, seats)
	for k := range bots {
		name := strings.TrimSpace(names[k%len(names)])
		if command, ok := strings.CutPrefix(name, execPrefix); ok {
			args, err := splitCommand(command)
			if err != nil {
				return nil, fmt.Errorf("-bots %q: exec: %w", s, err)
			}
			if len(args) == 0 {
				return nil, fmt.Errorf("-bots %q: exec: needs a program", s)
			}
			bots[k] = execPrefix + strings.TrimSpace(command)
			continue
		}
		name = strings.ToLower(name)
		if players.New(name, 0, 0) == nil {
			return nil, fmt.Errorf("-bots %q: no player %q (want %s or exec:PROGRAM)", s, name, strings.Join(players.Names(), ", "))
		}
		bots[k] = name
	}
	return bots, nil
}

// builtIn returns the built-in player of a -bots entry for a game played
// with the seed: a random player's seed is drawn from the game's and its
// index, so each game and player plays its own sequence, the same every
// time.
func builtIn(name string, index int, seed [2]uint64) players.Player {
	return players.New(name, seed[0]^0x5eed, seed[1]+uint64(index+1)*0x9e3779b97f4a7c15)
}
