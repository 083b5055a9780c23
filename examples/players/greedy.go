package players

import "github.com/akropolis-rules/akropolis"

// Greedy plays the move that raises its own total the most right away:
// for every legal move it reads, on a sample of its view, the change the
// move makes to the seat's total (Game.Delta: the score pad plus the
// stones held, so the price of a tile and the stones gained for Quarries
// are counted). Among moves of equal total it keeps the first in
// akropolis.Game.AppendLegalMoves order (cheapest site position first), so
// it is deterministic and needs no seed. It looks no further than its own
// move: it never considers what it leaves to the others. It is not safe to
// share between goroutines.
type Greedy struct {
	s sampler
}

// NewGreedy returns a greedy player.
func NewGreedy() *Greedy { return &Greedy{} }

// Name returns "greedy".
func (*Greedy) Name() string { return "greedy" }

// Choose returns the first legal move with the highest total for the seat
// to move after it.
func (p *Greedy) Choose(v akropolis.View) (akropolis.Move, error) {
	if err := p.s.load(v); err != nil {
		return akropolis.Move{}, err
	}
	best, bestDelta := akropolis.Move{}, 0
	for k, m := range p.s.moves {
		d, err := p.s.g.Delta(m)
		if err != nil {
			continue // never happens: the move is legal
		}
		if k == 0 || d > bestDelta {
			best, bestDelta = m, d
		}
	}
	return best, nil
}
