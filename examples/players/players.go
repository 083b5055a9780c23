// Package players holds built-in players (bots) for Akropolis: a uniformly
// random player, a one-move greedy player, and [MCTS], an information-set
// Monte Carlo tree search that beats greedy. They are examples of the game
// API, not part of the rules; the programs under examples/ use them to play
// whole games.
//
// # Fair information
//
// A [Player] sees what its seat may know and nothing more: its Choose gets
// the seat's [akropolis.View], which shows everything but the order of the
// face-down stacks (and the seed that made it). A player that wants to look
// ahead deals the unseen tiles into a game of its own with
// [akropolis.View.SampleInto] and searches that: whatever it plays there, it
// never learns the real order of the stacks. Every built-in player works
// this way, so its choices depend only on its view: two games that differ
// only in the order of their stacks get the same moves.
//
// A player that wants the whole game, hidden stacks included, must say so by
// implementing [Cheater]. That is cheating: the order of the stacks is
// hidden by the rules, and a referee that honours the request (as [Choose]
// does) lets that player see the tiles to come.
//
// A referee asks for moves with [Choose]:
//
//	g, _ := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
//	bots := []players.Player{players.NewGreedy(), players.NewRandom(1, 2)}
//	for !g.Over() {
//		m, err := players.Choose(bots[g.Current()], g)
//		if err != nil {
//			log.Fatal(err)
//		}
//		if err := g.Play(m); err != nil {
//			log.Fatal(err)
//		}
//	}
//
// # Sharing
//
// The built-in players keep buffers between calls so that a turn allocates
// little: none of them is safe to share between goroutines. Give each game
// its own players (they are cheap to make).
package players

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/site"
)

// Player chooses a move for the seat to move from what that seat may know.
type Player interface {
	// Name is a short lower-case name for logs ("random", "greedy").
	Name() string
	// Choose returns a legal move for v.Current, the seat to move in the
	// view. It may read v but must not change it. On a view of a finished
	// game (or one that cannot be a game) it returns an error, wrapping
	// site.ErrGameOver for a finished game.
	Choose(v akropolis.View) (akropolis.Move, error)
}

// Cheater is a Player that asks to see the whole game, the hidden order of
// the face-down stacks included. A player that implements it CHEATS: the
// rules hide the order of the stacks from every player. It exists so that
// experiments (how much is the hidden information worth?) say what they do;
// no built-in player implements it. A referee that honours it calls
// ChooseSeeingAll instead of Choose; a referee that does not (a fair
// tournament) simply calls Choose with the seat's view.
type Cheater interface {
	Player
	// ChooseSeeingAll returns a legal move for the seat to move in g. It
	// may play moves on g to look ahead but must leave g as it found it.
	ChooseSeeingAll(g *akropolis.Game) (akropolis.Move, error)
}

// Choose asks p for its move in g: with the view of the seat to move, or
// with the whole game if p is a [Cheater] (which is cheating, see there).
// It returns p's move as p gave it: the referee checks it when it plays it.
func Choose(p Player, g *akropolis.Game) (akropolis.Move, error) {
	if c, ok := p.(Cheater); ok {
		return c.ChooseSeeingAll(g)
	}
	return p.Choose(g.View())
}

// New returns the built-in player of the given name, seeding it with the
// seeds, or nil for an unknown name: "random", "greedy", "pyramid" (the
// plaza-first plan of Pyramid), or "mcts" (DefaultPlayouts playouts per
// move). An MCTS player may name its budget after a colon: a time in
// Go's duration syntax ("mcts:1s", "mcts:10ms"), a number of playouts per
// move ("mcts:2000"), or both joined with + ("mcts:1s+5000"); a part such
// as "2t" sets the threads ("mcts:100ms+2t").
func New(name string, seed1, seed2 uint64) Player {
	name = strings.ToLower(strings.TrimSpace(name))
	switch name {
	case "random":
		return NewRandom(seed1, seed2)
	case "greedy":
		return NewGreedy()
	case "pyramid":
		return NewPyramid()
	}
	if budget, ok := strings.CutPrefix(name, "mcts"); ok {
		o, err := parseBudget(budget)
		if err != nil {
			return nil
		}
		o.Seed = [2]uint64{seed1, seed2}
		return NewMCTS(o)
	}
	return nil
}

// parseBudget reads the budget of an MCTS player's name: "" or ":" and
// parts joined with +, each a duration or a playout count.
func parseBudget(s string) (MCTSOptions, error) {
	var o MCTSOptions
	if s == "" {
		return o, nil
	}
	s, ok := strings.CutPrefix(s, ":")
	if !ok || s == "" {
		return o, fmt.Errorf("players: mcts budget %q: want :DURATION, :PLAYOUTS or both joined by +", s)
	}
	for part := range strings.SplitSeq(s, "+") {
		if t, ok := strings.CutSuffix(part, "t"); ok && o.Threads == 0 {
			if n, err := strconv.Atoi(t); err == nil && n > 0 && n <= maxThreads {
				o.Threads = n
				continue
			}
		}
		if n, err := strconv.Atoi(part); err == nil && n > 0 && o.Playouts == 0 {
			o.Playouts = n
			continue
		}
		if d, err := time.ParseDuration(part); err == nil && d > 0 && o.Time == 0 {
			o.Time = d
			continue
		}
		return o, fmt.Errorf("players: mcts budget %q: %q is not a duration, a playout count or threads (1t to %dt)", s, part, maxThreads)
	}
	return o, nil
}

// maxThreads bounds the threads a name may ask of an MCTS player.
const maxThreads = 64

// Names lists the names New knows, without the budgets "mcts" takes (a new
// slice each call, so no caller can change another's list).
func Names() []string { return []string{"greedy", "mcts", "pyramid", "random"} }

// sampler is the game a player searches: a sample of its view, dealt with
// a fixed seed so that the same view always gives the same game, with the
// legal moves listed in it. Reused from turn to turn.
type sampler struct {
	g     *akropolis.Game
	moves []akropolis.Move
}

// load samples v into s.g and lists its legal moves into s.moves. A view
// with no legal move returns an error wrapping site.ErrGameOver.
func (s *sampler) load(v akropolis.View) error {
	if s.g == nil {
		s.g = &akropolis.Game{}
	}
	if err := v.SampleInto(s.g, 0, 0); err != nil {
		return err
	}
	s.moves = s.g.AppendLegalMoves(s.moves[:0])
	if len(s.moves) == 0 {
		return fmt.Errorf("players: turn %d: %w", v.Turn, site.ErrGameOver)
	}
	return nil
}
