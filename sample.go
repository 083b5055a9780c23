package akropolis

import (
	"fmt"
	"math/rand/v2"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// SampleInto deals the view's unseen tiles into random stacks drawn from the
// seeds and makes dst that game, reusing dst's memory: everything seen is as
// in the view, the face-down order is a uniform shuffle of v.Unseen, and dst
// has no undo history. Like a game made by NewFromPosition, dst then starts
// from that full position: its Record holds it (Record.Position) and its
// options no seed. The result depends only on the view and the seeds, so
// a player that searches samples of its view can never learn the real order
// of the stacks, and the same seeds give the same sample.
//
// A view that fails [View.Check] returns its *[PositionError], and a nil
// dst an error wrapping ErrOptions; dst is then unchanged.
func (v View) SampleInto(dst *Game, seed1, seed2 uint64) error {
	if dst == nil {
		return fmt.Errorf("%w: SampleInto a nil game", ErrOptions)
	}
	if err := v.Check(); err != nil {
		return err
	}
	var buf [tile.MaxID]tile.ID
	if len(v.Unseen) > len(buf) {
		return fmt.Errorf("%w: view has %d unseen tiles", ErrOptions, len(v.Unseen))
	}
	unseen := buf[:copy(buf[:], v.Unseen)]
	// Fisher-Yates on the concrete generator (a rand.Rand would allocate).
	// The modulo's bias, below 61/2^64, is far beneath anything a game can
	// show.
	pcg := rand.NewPCG(seed1, seed2)
	for i := len(unseen) - 1; i > 0; i-- {
		j := pcg.Uint64() % uint64(i+1)
		unseen[i], unseen[j] = unseen[j], unseen[i]
	}
	var stacks [tile.MaxID][]tile.ID
	n := 0
	for len(unseen) > 0 && v.StackSize > 0 {
		k := min(v.StackSize, len(unseen))
		stacks[n] = unseen[:k]
		unseen, n = unseen[k:], n+1
	}
	s, err := site.FromLayout(v.Line, stacks[:n], v.Options.Players)
	if err != nil { // unreachable after Check; kept so no input panics
		return wrapCause(err, "view", ErrOptions)
	}
	var cities [4]*city.Base
	for k, c := range v.Cities {
		cities[k] = &c.Base
	}
	p := Position{Options: v.Options, Turn: v.Turn, Current: v.Current, Chief: v.Chief,
		Stones: v.Stones, Reserve: v.Reserve, Pile: v.Pile}
	dst.continueFrom(&p, s, cities)
	return nil
}
