package main

import (
	"time"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
)

// timed is a search player named without a budget ("mcts"): it takes its
// time per move from the referee's go line, keeping a tenth of it for the
// conversation. It makes its player again, from the name with the budget
// ("mcts:90ms"), when the budget changes.
type timed struct {
	name   string
	seed   [2]uint64
	budget time.Duration
	p      players.Player
}

// newTimed returns the timed player for the name, or nil when the name
// does not take a time budget.
func newTimed(name string, seed [2]uint64) *timed {
	t := &timed{name: name, seed: seed}
	if players.New(name+":1s", seed[0], seed[1]) == nil {
		return nil
	}
	t.SetBudget(time.Second)
	return t
}

// Name returns the inner player's name.
func (t *timed) Name() string { return t.p.Name() }

// SetBudget gives the next moves d to think, less a tenth.
func (t *timed) SetBudget(d time.Duration) {
	d = max(d-d/10, time.Millisecond)
	if d != t.budget {
		t.budget = d
		t.p = players.New(t.name+":"+d.String(), t.seed[0], t.seed[1])
	}
}

// Choose asks the inner player.
func (t *timed) Choose(v akropolis.View) (akropolis.Move, error) { return t.p.Choose(v) }
