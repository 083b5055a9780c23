package players

import (
	"cmp"
	"slices"

	"github.com/akropolis-rules/akropolis"
)

// Estimate is what a search learnt of one legal move: how many playouts
// went through it and, over them, each seat's mean share of the win (1 for
// a win, 1/n for a win shared by n, 0 for a loss; in a solo game seat 1 is
// the Architect). It is the search player's estimate of each seat's
// chance to win after the move.
type Estimate struct {
	Move   akropolis.Move `json:"move"`
	Visits int            `json:"visits"`
	Win    []float64      `json:"win"` // by seat; all 0 without a visit
}

// Estimates searches v as Choose does, for the same budget (a view with a
// single legal move is searched too), and returns every legal move with
// its estimate, best first: the most visited, so that the first is the
// move Choose plays; moves of equal visits in the order Choose prefers
// them, and the moves no playout tried in the order of the outlook (the
// order they join the tree in).
func (p *MCTS) Estimates(v akropolis.View) ([]Estimate, error) {
	if err := p.run(v, true); err != nil {
		return nil, err
	}
	order := make([]int, len(p.root))
	for k := range order {
		order[k] = k
	}
	slices.SortFunc(order, func(a, b int) int {
		if c := cmp.Compare(p.visits[b], p.visits[a]); c != 0 {
			return c
		}
		if p.visits[a] == 0 {
			return cmp.Compare(a, b)
		}
		return cmp.Compare(b, a) // Choose: of equal visits, the later
	})
	seats := max(len(v.Stones), 1)
	out := make([]Estimate, len(order))
	for i, k := range order {
		e := Estimate{Move: p.root[k].m, Visits: int(p.visits[k]), Win: make([]float64, seats)}
		for _, s := range p.workers {
			for seat := range e.Win {
				e.Win[seat] += s.wins[k][seat]
			}
		}
		if e.Visits > 0 {
			for seat := range e.Win {
				e.Win[seat] /= float64(e.Visits)
			}
		}
		out[i] = e
	}
	return out, nil
}
