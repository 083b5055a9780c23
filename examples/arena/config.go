package arena

import (
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
)

// Config is a tournament: the games' options, the players, and how to play
// the games. A single game is game 0 of a tournament of one.
type Config struct {
	Options akropolis.Options // the first game's: see the package doc for the others' seeds
	// Bots are the players by seat of game 0, one entry per seat: a
	// built-in player's name (players.New) or exec:COMMAND for an external
	// engine; ParseBots reads them from a list.
	Bots []string
	// Names are the names the entries go by in the table (EngineNames);
	// nil shows the entries.
	Names    []string
	Games    int           // the number of games, at least 1
	Workers  int           // games played at once; less than 1 plays one at a time
	Shard    [2]int        // i and n: play only the i-th of n equal ranges of the games; zero plays them all
	Record   string        // a directory to write every game's record to (RecordName), or ""
	MoveTime time.Duration // an external engine's time per move (0: the protocol's default)
	Stderr   io.Writer     // the external engines' standard error; nil discards it
	Progress io.Writer     // where Play rewrites a "game i of n" line with \r; nil for none
}

// shard is the Shard asked for, {1, 1} for the zero value.
func (c Config) shard() [2]int {
	if c.Shard == [2]int{} {
		return [2]int{1, 1}
	}
	return c.Shard
}

// check refuses a tournament that cannot be played.
func (c Config) check() error {
	if err := c.Options.Validate(); err != nil {
		return err
	}
	if len(c.Bots) != c.Options.Players {
		return fmt.Errorf("%s for %s", Plural(len(c.Bots), "player"), Plural(c.Options.Players, "seat"))
	}
	if c.Games < 1 {
		return fmt.Errorf("%s: want at least 1", Plural(c.Games, "game"))
	}
	if s := c.shard(); s[1] < 1 || s[0] < 1 || s[0] > s[1] {
		return fmt.Errorf("shard %d/%d: want i/n with 1 <= i <= n", s[0], s[1])
	}
	return nil
}

// ParseSeed reads a -seed, "A" or "A,B" (also "A B" or "A:B"; its errors
// name the flag); one number A is the seed (A, 0). An empty string draws
// a seed at random.
func ParseSeed(s string) ([2]uint64, error) {
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

// execPrefix marks an external engine among the bots: exec:PROGRAM ARGS.
const execPrefix = "exec:"

// ParseBots reads a -bots list (its errors name the flag): bots separated
// by commas, repeated to fill the seats; more bots than seats is an error.
// A bot is a built-in player's name or exec: and a command line, the
// program and its arguments separated by spaces and quoted as a POSIX
// shell quotes words ("exec:'/opt/my engine' -x"; a quoted comma does not
// end the bot).
func ParseBots(s string, seats int) ([]string, error) {
	names := splitBots(s)
	if len(names) > seats {
		return nil, fmt.Errorf("-bots %q: %s for %s", s, Plural(len(names), "player"), Plural(seats, "seat"))
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

// builtIn returns the built-in player of an entry of Bots for a game played
// with the seed: a random player's seed is drawn from the game's and its
// index, so each game and player plays its own sequence, the same every
// time.
func builtIn(name string, index int, seed [2]uint64) players.Player {
	return players.New(name, seed[0]^0x5eed, seed[1]+uint64(index+1)*0x9e3779b97f4a7c15)
}
