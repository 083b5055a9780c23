package akropolis

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/tile"
)

// spareCities holds cities that SampleInto builds a view's changed cities in
// while it checks them, and then swaps into the game: a view with an
// illegal city leaves the game unchanged, and a warm sample allocates
// nothing.
var spareCities = sync.Pool{New: func() any { return new([4]*city.City) }}

// SampleInto deals the view's unseen tiles into random stacks drawn from the
// seeds and makes dst that game, reusing dst's memory: everything seen is as
// in the view, the face-down order is a uniform shuffle of v.Unseen()'s city tiles (the
// one-hex tiles left in the box stay there), and
// dst has no undo history. Like a game made by NewFromPosition, dst then
// starts from that full position: its Record holds it (Record.Position)
// and its options no seed. The result depends only on the view and the
// seeds, so a player that searches samples of its view can never learn the
// real order of the stacks, and the same seeds give the same sample. Stacks
// shown in the view are ignored: a sample deals its own.
//
// A view that fails Check returns its *[PositionError], and a nil dst an
// error wrapping ErrBadOptions; dst is then unchanged.
func (v View) SampleInto(dst *Game, seed1, seed2 uint64) error {
	if dst == nil {
		return fmt.Errorf("%w: SampleInto a nil game", ErrBadOptions)
	}
	p := v.public()
	spare := spareCities.Get().(*[4]*city.City)
	defer spareCities.Put(spare)
	var built [4]*city.City // the view's cities that need no building
	err := p.check(func(k int, ps []city.Placement) (*city.City, []error) {
		if k >= len(spare) { // more cities than seats: Check reports it
			return nil, nil
		}
		if built[k] = v.builtCity(k, ps); built[k] != nil {
			return built[k], nil
		}
		if spare[k] == nil {
			spare[k] = city.New()
		} else {
			spare[k].CopyFrom(startingCity)
		}
		return spare[k], placeAll(spare[k], ps)
	})
	if err != nil {
		return err
	}
	var buf [tile.MaxID]tile.ID
	unseen := p.appendFaceDown(buf[:0]) // never the one-hex tiles left in the box
	// Fisher-Yates on the concrete generator (a rand.Rand would allocate).
	// The modulo's bias, below 61/2^64, is far beneath anything a game can
	// show.
	pcg := rand.NewPCG(seed1, seed2)
	for i := len(unseen) - 1; i > 0; i-- {
		j := pcg.Uint64() % uint64(i+1)
		unseen[i], unseen[j] = unseen[j], unseen[i]
	}
	var stacks [tile.MaxID][]tile.ID
	n, size := 0, p.Options.Seats()+1
	for len(unseen) > 0 {
		k := min(size, len(unseen))
		stacks[n] = unseen[:k]
		unseen, n = unseen[k:], n+1
	}
	s, err := siteplay.FromLayout(p.Line, stacks[:n], p.Options.Players)
	if err != nil { // unreachable after Check; kept so no input panics
		return wrapCause(err, "view", ErrBadOptions)
	}
	var cities [4]*city.City
	for k := range p.Options.Players {
		if built[k] != nil {
			cities[k] = built[k]
		} else {
			cities[k] = spare[k]
		}
	}
	dst.continueFrom(&p, s, cities)
	return nil
}

// placeAll places ps in c in order and reports each illegal step, which it
// skips, as city.Validate does.
func placeAll(c *city.City, ps []city.Placement) []error {
	var errs []error
	for k, pl := range ps {
		if _, err := c.Place(pl); err != nil {
			var pe *city.PlacementError
			if errors.As(err, &pe) { // always: Place returns its own, new
				pe.Step = k + 1
			}
			errs = append(errs, err)
		}
	}
	return errs
}
