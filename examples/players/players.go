// Package players holds simple built-in players (bots) for Akropolis: a
// uniformly random player and a one-move greedy player. They are examples
// of the game API, not part of the rules; the programs under examples/
// use them to play whole games.
//
// A [Player] looks at a game and returns the move it wants to play for the
// seat to move:
//
//	g, _ := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
//	bots := []players.Player{players.NewGreedy(), players.NewRandom(1, 2)}
//	for !g.Over() {
//		g.Play(bots[g.Current()].Choose(g))
//	}
package players

import (
	"math/rand/v2"
	"strings"

	"github.com/akropolis-rules/akropolis"
)

// Player chooses moves.
type Player interface {
	// Name is a short lower-case name for logs ("random", "greedy").
	Name() string
	// Choose returns a legal move for the seat to move in g. It may play
	// moves on g to look ahead, but must leave g exactly as it found it
	// (undoing whatever it played). On a finished game it returns the zero
	// Move.
	Choose(g *akropolis.Game) akropolis.Move
}

// Random plays a legal move chosen uniformly at random among all legal
// moves (every affordable site position times every legal placement of its
// tile). The same seed gives the same choices in the same games. Once its
// move buffer has grown, Choose allocates nothing.
type Random struct {
	rng   *rand.Rand
	moves []akropolis.Move
}

// NewRandom returns a random player seeded with the two PCG seeds.
func NewRandom(seed1, seed2 uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed1, seed2))}
}

// Name returns "random".
func (*Random) Name() string { return "random" }

// Choose returns a legal move drawn uniformly from g.AppendLegalMoves.
func (p *Random) Choose(g *akropolis.Game) akropolis.Move {
	p.moves = g.AppendLegalMoves(p.moves[:0])
	if len(p.moves) == 0 {
		return akropolis.Move{}
	}
	return p.moves[p.rng.IntN(len(p.moves))]
}

// Greedy plays the move that raises its own total the most right away:
// for every legal move it plays the move, reads the seat's total (the score
// card plus the stones held, so the price of a tile and the stones gained
// for Quarries are counted) and takes the move back. Among moves of equal
// total it keeps the first in g.AppendLegalMoves order (cheapest site
// position first), so it is deterministic and needs no seed. It looks no
// further than its own move: it never considers what it leaves to the
// others.
type Greedy struct {
	moves []akropolis.Move
}

// NewGreedy returns a greedy player.
func NewGreedy() *Greedy { return &Greedy{} }

// Name returns "greedy".
func (*Greedy) Name() string { return "greedy" }

// Choose returns the first legal move with the highest total for the seat
// to move after it. g is left as it was.
func (p *Greedy) Choose(g *akropolis.Game) akropolis.Move {
	p.moves = g.AppendLegalMoves(p.moves[:0])
	seat := g.Current()
	best, bestTotal := akropolis.Move{}, 0
	for k, m := range p.moves {
		if g.Play(m) != nil {
			continue // never happens: the move is legal
		}
		t := g.Total(seat)
		g.Undo()
		if k == 0 || t > bestTotal {
			best, bestTotal = m, t
		}
	}
	return best
}

// New returns the built-in player of the given name ("random" or
// "greedy"), seeding a random player with the seeds; it returns nil for an
// unknown name.
func New(name string, seed1, seed2 uint64) Player {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "random":
		return NewRandom(seed1, seed2)
	case "greedy":
		return NewGreedy()
	}
	return nil
}

// Names lists the names New knows (a new slice each call, so no caller can
// change another's list).
func Names() []string { return []string{"greedy", "random"} }
