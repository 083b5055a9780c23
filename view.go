package akropolis

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// View is what a player may see of a game (RULES.md section 7): everything
// but the order of the face-down stacks and the seed. It holds copies: a
// view never changes with the game.
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
// seen. A bot searching the information set plays out many samples. The
// sample has no undo history.
func (v View) Sample(seed1, seed2 uint64) (*Game, error) {
	unseen := append([]tile.ID(nil), v.Unseen...)
	rng := rand.New(rand.NewPCG(seed1, seed2))
	rng.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	var stacks [][]tile.ID
	for len(unseen) > 0 && v.StackSize > 0 {
		k := min(v.StackSize, len(unseen))
		stacks = append(stacks, unseen[:k])
		unseen = unseen[k:]
	}
	s, err := site.FromLayout(v.Line, stacks, v.Options.Players)
	if err != nil {
		return nil, fmt.Errorf("%w: view: %w", ErrOptions, err)
	}
	if err := v.Options.Validate(); err != nil {
		return nil, err
	}
	if len(v.Cities) != v.Options.Players || len(v.Stones) != v.Options.seats() {
		return nil, fmt.Errorf("%w: view has %d cities and %d stone counts for %d players", ErrOptions, len(v.Cities), len(v.Stones), v.Options.Players)
	}
	if slices.Contains(v.Cities, nil) || v.Current < 0 || v.Current >= v.Options.Players ||
		v.Chief < 0 || v.Chief >= v.Options.seats() || v.Turn < 0 {
		return nil, fmt.Errorf("%w: view has a nil city, or seat %d to move, chief %d, turn %d", ErrOptions, v.Current, v.Chief, v.Turn)
	}
	g := &Game{opts: v.Options, start: s, site: s, reserve: v.Reserve, chief: v.Chief, current: v.Current, turn: v.Turn,
		pile: append([]tile.ID(nil), v.Pile...)}
	for k := range v.Options.Players {
		g.cities[k] = v.Cities[k].Clone()
	}
	for k := range v.Options.seats() {
		g.stones[k] = v.Stones[k]
	}
	return g, nil
}
