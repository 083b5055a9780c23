package event_test

import (
	"fmt"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/site/event"
)

// The events of a game's first move, as a front-end animates them: the tile
// taken, the tile placed, and the stones its Quarries gained.
func Example() {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		panic(err)
	}
	events, err := g.PlayEvents(nil, g.AppendLegalMoves(nil)[0])
	if err != nil {
		panic(err)
	}
	for _, e := range events {
		if e.Kind == event.TileTaken || e.Kind == event.TilePlaced {
			fmt.Println(e)
		}
	}
	// Output:
	// seat 0 takes tile 22 from position 0 for 0 stones
	// seat 0 lays tile 22 at 22@(-1,-2)r1, level 1, covering 0 quarries
}
