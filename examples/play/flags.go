package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/akropolis-rules/akropolis/examples/arena"
	"github.com/akropolis-rules/akropolis/examples/players"
)

// config is what the flags ask for: the games and their players, and
// what to print or write.
type config struct {
	arena.Config // a single game is game 0 of a tournament of one
	svg          string
	quiet        bool
	results      string
	merge        []string
	record       string // one game's record file, or a tournament's directory
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
	fs.IntVar(&cfg.Options.Players, "players", 2, "number of players, 2 to 4, or 1 for a solo game against the Architect")
	fs.BoolVar(&cfg.Options.AllTiles, "all-tiles", false, "the longer game with all 61 tiles (2 or 3 players)")
	fs.BoolVar(&cfg.Options.StonesFromZero, "stones-from-zero", false, "seat k starts with k stones instead of k+1")
	fs.BoolVar(&cfg.Options.UnlimitedReserve, "unlimited-reserve", false, "the reserve never runs short")
	fs.BoolVar(&cfg.Options.Athena, "athena", false, "play the Athena expansion: construction cards, one-hex tiles and the statue")
	fs.StringVar(&cfg.svg, "svg", "", "write an SVG picture of each final city (and with -athena of each construction card) to this directory (one game only)")
	fs.IntVar(&cfg.Games, "games", 1, "number of games to play, seats rotated; more than one prints a tournament table")
	fs.BoolVar(&cfg.quiet, "quiet", false, "one game: leave out the turn lines")
	fs.IntVar(&cfg.Workers, "workers", runtime.GOMAXPROCS(0), "games played at once")
	fs.StringVar(&cfg.results, "results", "", "write the tournament's results, game by game, to this JSON file")
	fs.StringVar(&cfg.record, "record", "", "write the record of the game to this file, or with -games of every game to this directory")
	fs.DurationVar(&cfg.MoveTime, "movetime", time.Second, "an external engine's time per move")
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
	if cfg.Shard, err = parseShard(*shard); err != nil {
		return cfg, err
	}
	if cfg.Workers < 1 {
		return cfg, fmt.Errorf("-workers %d: want at least 1", cfg.Workers)
	}
	if cfg.MoveTime < time.Millisecond {
		return cfg, fmt.Errorf("-movetime %v: want at least 1ms", cfg.MoveTime)
	}
	if cfg.Options.Seed, err = arena.ParseSeed(*seed); err != nil {
		return cfg, err
	}
	if err = cfg.Options.Scoring.Variants.UnmarshalText([]byte(*set)); err != nil {
		return cfg, err
	}
	cfg.Options.Scoring.BarracksOutsideOnly, cfg.Options.Scoring.LakeAnyRegion = *barracks, *lake
	if cfg.Options.Players < 1 || cfg.Options.Players > 4 {
		return cfg, fmt.Errorf("-players %d: want 1 to 4", cfg.Options.Players)
	}
	if err = cfg.Options.Difficulty.UnmarshalText([]byte(*level)); err != nil {
		return cfg, err
	}
	if err := cfg.Options.Validate(); err != nil {
		return cfg, err
	}
	if cfg.Options.Players == 1 && *bots == "greedy,random" {
		*bots = "greedy" // the default pair, cut to a solo game's one seat
	}
	if cfg.Bots, err = arena.ParseBots(*bots, cfg.Options.Players); err != nil {
		return cfg, err
	}
	if cfg.Games < 1 {
		return cfg, fmt.Errorf("-games %d: want at least 1", cfg.Games)
	}
	if cfg.svg != "" && cfg.Games > 1 {
		return cfg, errors.New("-svg draws the cities of one game: leave out -games")
	}
	if cfg.Games == 1 && (cfg.Shard != [2]int{1, 1} || cfg.results != "") {
		return cfg, errors.New("-shard and -results are for tournaments: add -games")
	}
	if cfg.Games > 1 && cfg.record != "" {
		if st, err := os.Stat(cfg.record); err == nil && !st.IsDir() {
			return cfg, fmt.Errorf("-record %s: with -games, want a directory", cfg.record)
		}
	}
	return cfg, nil
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
