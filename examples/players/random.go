package players

import (
	"math/rand/v2"

	"github.com/akropolis-rules/akropolis"
)

// Random plays a legal move chosen uniformly at random among all legal
// moves (every affordable site position times every legal placement of its
// tile). The same seed gives the same choices in the same games. It is not
// safe to share between goroutines.
type Random struct {
	rng *rand.Rand
	s   sampler
}

// NewRandom returns a random player seeded with the two PCG seeds.
func NewRandom(seed1, seed2 uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed1, seed2))}
}

// Name returns "random".
func (*Random) Name() string { return "random" }

// Choose returns a legal move drawn uniformly from the legal moves of the
// view, listed in akropolis.Game.AppendLegalMoves order.
func (p *Random) Choose(v akropolis.View) (akropolis.Move, error) {
	if err := p.s.load(v); err != nil {
		return akropolis.Move{}, err
	}
	return p.s.moves[p.rng.IntN(len(p.s.moves))], nil
}
