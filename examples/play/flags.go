package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/variants"
)

// config is what the flags ask for.
type config struct {
	opts  akropolis.Options // Seed is the first game's
	bots  []string          // one name per seat
	svg   string
	games int
	quiet bool
}

func parseFlags(args []string, stderr io.Writer) (config, error) {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var (
		cfg      config
		seed     = fs.String("seed", "", "the game's seed: one or two numbers, as A or A,B (default: at random)")
		set      = fs.String("variants", "none", `variants on: "none", "all" or names joined with + ("houses+markets")`)
		bots     = fs.String("bots", "greedy,random", "players by seat, comma-separated ("+strings.Join(players.Names(), " or ")+"), repeated to fill the seats")
		barracks = fs.Bool("barracks-outside-only", false, "a Barracks counts only empty cells open to the outside")
		lake     = fs.Bool("lake-any-region", false, "a lake is any enclosed empty region")
		level    = fs.String("level", "hippodamos", "the Architect's level in a solo game (-players 1): hippodamos, metagenes or callicrates")
	)
	fs.IntVar(&cfg.opts.Players, "players", 2, "number of players, 2 to 4, or 1 for a solo game against the Architect")
	fs.BoolVar(&cfg.opts.AllTiles, "all-tiles", false, "the longer game with all 61 tiles (2 or 3 players)")
	fs.BoolVar(&cfg.opts.StonesFromZero, "stones-from-zero", false, "seat k starts with k stones instead of k+1")
	fs.BoolVar(&cfg.opts.UnlimitedReserve, "unlimited-reserve", false, "the reserve never runs short")
	fs.StringVar(&cfg.svg, "svg", "", "write an SVG picture of each final city to this directory (one game only)")
	fs.IntVar(&cfg.games, "games", 1, "number of games to play; more than one prints win rates and average scores")
	fs.BoolVar(&cfg.quiet, "quiet", false, "one game: leave out the turn lines")
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	if fs.NArg() > 0 {
		return cfg, fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	var err error
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
	if cfg.opts.Level, err = akropolis.ParseLevel(*level); err != nil {
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

// parseBots reads the comma-separated bot names and repeats them to fill
// the seats; more names than seats is an error.
func parseBots(s string, seats int) ([]string, error) {
	names := strings.Split(s, ",")
	if len(names) > seats {
		return nil, fmt.Errorf("-bots %q: %d players for %d seats", s, len(names), seats)
	}
	bots := make([]string, seats)
	for k := range bots {
		name := strings.ToLower(strings.TrimSpace(names[k%len(names)]))
		if players.New(name, 0, 0) == nil {
			return nil, fmt.Errorf("-bots %q: no player %q (want %s)", s, name, strings.Join(players.Names(), " or "))
		}
		bots[k] = name
	}
	return bots, nil
}

// newPlayers returns the players of a game played with the seed: a random
// player's seed is drawn from the game's and its seat, so each game and
// seat plays its own sequence, the same every time.
func newPlayers(names []string, seed [2]uint64) []players.Player {
	ps := make([]players.Player, len(names))
	for k, name := range names {
		ps[k] = players.New(name, seed[0]^0x5eed, seed[1]+uint64(k+1)*0x9e3779b97f4a7c15)
	}
	return ps
}
