package akropolis

import (
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/tile"
)

// View is what a player may see of a game: its public position (everything
// but the order of the face-down stacks and the seed), with the cities as
// values to query. It holds copies: a view never changes with the game.
//
// Its text and JSON forms are those of its public position (Position).
type View struct {
	Options    Options      // with the Seed cleared
	Line       []tile.ID    // the face-up tiles, position 0 first
	StacksLeft int          // the face-down stacks still to come
	StackSize  int          // the tiles of each stack: Players+1, 3 in a solo game
	Unseen     []tile.ID    // the face-down tiles, in ID order
	Cities     []*city.City // one per player (the Architect has none)
	Stones     []int        // one per seat: in a solo game seat 1 is the Architect
	Pile       []tile.ID    // the Architect's tiles in a solo game
	Reserve    int          // the box's stones; under UnlimitedReserve it may be below zero
	Chief      int          // the seat holding the Chief Architect marker
	Current    int          // the seat to move
	Turn       int          // the turn to play, 1 for the first (Game.Turn()+1)
}

// View returns what every player may see of the game now.
func (g *Game) View() View {
	o := g.opts
	o.Seed = [2]uint64{}
	v := View{Options: o, Line: g.site.AppendLine(nil), StacksLeft: g.site.StacksLeft(),
		StackSize: g.site.StackSize(), Unseen: g.site.AppendUnseen(nil), Reserve: g.reserve,
		Chief: g.chief, Current: g.current, Turn: g.turn + 1}
	for k := range o.Players {
		v.Cities = append(v.Cities, g.cities[k].Clone())
	}
	for k := range o.seats() {
		v.Stones = append(v.Stones, g.stones[k])
	}
	v.Pile = append([]tile.ID(nil), g.pile...)
	return v
}

// Position returns the view's public position (its stacks hidden). A nil
// city gives an empty list of placements (Check reports it).
func (v View) Position() Position {
	p := Position{Options: v.Options, Turn: v.Turn, Current: v.Current, Chief: v.Chief,
		Stones: append([]int{}, v.Stones...), Reserve: v.Reserve, Pile: append([]tile.ID{}, v.Pile...),
		Line: append([]tile.ID{}, v.Line...), StacksLeft: v.StacksLeft}
	p.Options.Seed = [2]uint64{}
	for _, c := range v.Cities {
		ps := []city.Placement{}
		if c != nil {
			ps = c.Placements()
		}
		p.Cities = append(p.Cities, ps)
	}
	return p
}

// viewOf returns the view of a public position whose cities are legal
// (Check passed, or the cities were validated).
func viewOf(p Position) View {
	o := p.Options
	o.Seed = [2]uint64{}
	v := View{Options: o, Line: p.Line, StacksLeft: p.StacksLeft, StackSize: o.seats() + 1,
		Unseen: p.Unseen(), Stones: p.Stones, Pile: p.Pile, Reserve: p.Reserve, Chief: p.Chief,
		Current: p.Current, Turn: p.Turn}
	for _, ps := range p.Cities {
		c, _ := city.Validate(ps)
		v.Cities = append(v.Cities, c)
	}
	return v
}

// Check reports every way the view breaks the rules, as Position.Check
// does, with the unseen tiles as the face-down ones: they must be the
// tiles of the set found nowhere else, StacksLeft stacks of StackSize. Nil
// on a consistent view. Sample and SampleInto refuse a view that fails it.
func (v View) Check() error {
	c := positionChecker{o: v.Options, turn: v.Turn, current: v.Current, chief: v.Chief,
		stones: v.Stones, reserve: v.Reserve, stacksLeft: v.StacksLeft}
	if !c.options() {
		return c.err()
	}
	c.shape(len(v.Cities), v.Pile)
	for k, ct := range v.Cities {
		if ct == nil {
			c.fail(ErrBadCities, "city %d is nil", k)
			continue
		}
		for id := tile.ID(1); id <= tile.MaxID; id++ {
			if ct.Has(id) {
				c.add("city", k, id)
			}
		}
		c.taken += ct.Len()
	}
	c.addAll("pile", -1, v.Pile)
	c.taken += len(v.Pile)
	if len(v.Cities) > 0 && v.Cities[0] != nil {
		c.soloTakes(v.Cities[0].Len(), len(v.Pile))
	}
	c.addAll("line", -1, v.Line)
	if size := v.Options.seats() + 1; v.StackSize != size {
		c.fail(ErrBadStacks, "stacks of %d tiles, %d players need %d", v.StackSize, v.Options.Players, size)
	}
	if v.StacksLeft < 0 || len(v.Unseen) != v.StacksLeft*v.StackSize {
		c.fail(ErrBadStacks, "%d unseen tiles for %d stacks of %d", len(v.Unseen), v.StacksLeft, v.StackSize)
	}
	c.addAll("unseen", -1, v.Unseen)
	c.faceDownKnown, c.faceDown = true, len(v.Unseen)
	c.rest(len(v.Line))
	return c.err()
}

// Sample returns a game consistent with the view: the unseen tiles dealt
// into the stacks in a random order drawn from the seed, everything else as
// seen. It is [View.SampleInto] into a new game: a bot that searches the
// information set with many samples should reuse one game with SampleInto.
// A view that fails Check returns its *PositionError.
func (v View) Sample(seed1, seed2 uint64) (*Game, error) {
	g := &Game{}
	if err := v.SampleInto(g, seed1, seed2); err != nil {
		return nil, err
	}
	return g, nil
}
