package akropolis

import (
	"fmt"
	"math/rand/v2"

	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// SampleInto deals the view's unseen tiles into random stacks drawn from the
// seeds and makes dst that game, reusing dst's memory: everything seen is as
// in the view, the face-down order is a uniform shuffle of v.Unseen, and dst
// has no undo history. The result depends only on the view and the seeds, so
// a player that searches samples of its view can never learn the real order
// of the stacks, and the same seeds give the same sample.
//
// A view that fails [View.Check] returns its *[PositionError], and a nil
// dst an error wrapping ErrBadOptions; dst is then unchanged.
func (v View) SampleInto(dst *Game, seed1, seed2 uint64) error {
	if dst == nil {
		return fmt.Errorf("%w: SampleInto a nil game", ErrBadOptions)
	}
	if err := v.Check(); err != nil {
		return err
	}
	var buf [tile.MaxID]tile.ID
	if len(v.Unseen) > len(buf) {
		return fmt.Errorf("%w: view has %d unseen tiles", ErrBadOptions, len(v.Unseen))
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
		return wrapCause(err, "view", ErrBadOptions)
	}
	cities := dst.cities
	*dst = Game{opts: v.Options, start: s, site: s, reserve: v.Reserve, chief: v.Chief, current: v.Current,
		turn: v.Turn - 1, pile: append(dst.pile[:0], v.Pile...), undo: dst.undo[:0]}
	for k := range v.Options.Players {
		if cities[k] == nil {
			cities[k] = v.Cities[k].Clone()
		} else {
			cities[k].CopyFrom(&v.Cities[k].Base)
		}
		dst.cities[k] = cities[k]
	}
	for k := range v.Options.seats() {
		dst.stones[k] = v.Stones[k]
	}
	return nil
}
