package akropolis

import (
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/tile"
)

// View is what a player may see of a game: everything but the order of the
// face-down stacks and the seed. It holds copies: a view never changes with
// the game.
type View struct {
	Options    Options // with the Seed cleared
	Line       []tile.ID
	StacksLeft int
	StackSize  int
	Unseen     []tile.ID    // the face-down tiles, in ID order
	Cities     []*city.City // one per player (the Architect has none)
	Stones     []int        // one per seat: in a solo game seat 1 is the Architect
	Pile       []tile.ID    // the Architect's tiles in a solo game
	Reserve    int
	Chief      int
	Current    int
	Turn       int
}

// View returns what every player may see of the game now.
func (g *Game) View() View {
	o := g.opts
	o.Seed = [2]uint64{}
	v := View{Options: o, Line: g.site.AppendLine(nil), StacksLeft: g.site.StacksLeft(),
		StackSize: g.site.StackSize(), Unseen: g.site.AppendUnseen(nil), Reserve: g.reserve,
		Chief: g.chief, Current: g.current, Turn: g.turn}
	for k := range o.Players {
		v.Cities = append(v.Cities, g.cities[k].Clone())
	}
	for k := range o.seats() {
		v.Stones = append(v.Stones, g.stones[k])
	}
	v.Pile = append([]tile.ID(nil), g.pile...)
	return v
}

// Sample returns a game consistent with the view: the unseen tiles dealt
// into the stacks in a random order drawn from the seed, everything else as
// seen. It is [View.SampleInto] into a new game: a bot that searches the
// information set with many samples should reuse one game with SampleInto.
func (v View) Sample(seed1, seed2 uint64) (*Game, error) {
	g := &Game{}
	if err := v.SampleInto(g, seed1, seed2); err != nil {
		return nil, err
	}
	return g, nil
}
