package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"time"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/tile"
)

// errRefused is the error a refusing rogue gives.
var errRefused = errors.New("this engine refuses to move (-misbehave refuse)")

// misbehaviours are the kinds -misbehave knows.
var misbehaviours = []string{"illegal", "timeout", "crash", "garbage", "refuse"}

// rogue is a player that plays well for its first moves and then breaks
// the protocol or the rules in the way its kind says, so that the tests
// of a referee can watch it forfeit.
type rogue struct {
	players.Player
	kind   string
	after  int // good moves left before misbehaving
	stdout io.Writer
}

// Choose plays the inner player's move until it is time to misbehave.
func (r *rogue) Choose(v akropolis.View) (akropolis.Move, error) {
	m, err := r.Player.Choose(v)
	if err != nil || r.after > 0 {
		r.after--
		return m, err
	}
	switch r.kind {
	case "illegal":
		// The same placement with a tile that is not on the site.
		for id := tile.ID(1); id <= tile.MaxID; id++ {
			if !slices.Contains(v.Line, id) {
				m.Placement.Tile = id
				break
			}
		}
		return m, nil
	case "timeout":
		time.Sleep(time.Minute) // never answer: the referee ends the process first
		os.Exit(4)
	case "crash":
		os.Exit(3)
	case "garbage":
		fmt.Fprintln(r.stdout, "my move is the blue one")
	case "refuse":
		return akropolis.Move{}, errRefused
	}
	return m, nil
}
