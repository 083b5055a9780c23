package akropolis

import (
	"slices"

	"github.com/akropolis-rules/akropolis/city"
)

// View is what a player may see of a game: its public position, the
// Position with the stacks hidden (Stacks nil; StacksLeft says how many
// are left, and Unseen which tiles they hold), with methods to play on
// from it. It holds copies: a view never changes with the game.
//
// Its fields, its Check, its text and JSON forms are those of its public
// position. Its decoders (UnmarshalText, UnmarshalJSON) refuse a position
// that shows its stacks, and illegal cities.
//
// # Hidden information
//
// [Game.View] is what a player sees: its public position, everything but
// the order of the face-down tiles; city.Validate(v.Cities[k]) builds seat
// k's city to query. [View.SampleInto] deals the unseen tiles at random
// into a full game consistent with the view, for information-set search
// (into a new Game, or one reused to allocate nothing); like a game from
// [NewFromPosition], the sample's record starts from its position. With
// the Athena expansion everything about the cards is public and in the
// view; the one-hex tiles left in the box are unseen too, but never come
// into play: a sample deals only the face-down tiles of the stacks.
type View struct {
	Position
	// built holds the cities the view was made with, each with its own copy
	// of their placements, for SampleInto to copy rather than build again.
	// It is never trusted: a city whose placements differ from built's now
	// (the fields are the caller's) is built afresh.
	built []builtCity
}

// builtCity is a city and the placements it was built from.
type builtCity struct {
	placements []city.Placement
	city       *city.City
}

// View returns what every player may see of the game now.
func (g *Game) View() View {
	v := View{Position: g.Position().public()}
	for k, ps := range v.Cities {
		v.built = append(v.built, builtCity{placements: slices.Clone(ps), city: g.cities[k].Clone()})
	}
	return v
}

// Equal reports whether two views show the same public position (every
// field of their Positions alike, an empty list equal to nil). The cities a
// view keeps built for SampleInto do not count: go-cmp compares views with
// this method.
func (v View) Equal(o View) bool {
	a, b := v.Position, o.Position
	return a.Options == b.Options && a.Turn == b.Turn && a.Current == b.Current && a.Chief == b.Chief &&
		slices.Equal(a.Stones, b.Stones) && a.Reserve == b.Reserve && a.StacksLeft == b.StacksLeft &&
		slices.Equal(a.Pile, b.Pile) && slices.Equal(a.Line, b.Line) &&
		slices.EqualFunc(a.Cities, b.Cities, slices.Equal) && slices.EqualFunc(a.Stacks, b.Stacks, slices.Equal) &&
		a.Cards == b.Cards && a.Constructing == b.Constructing
}

// builtCity returns the city built from ps for seat k, if the view holds
// it.
func (v View) builtCity(k int, ps []city.Placement) *city.City {
	if k < len(v.built) && slices.Equal(v.built[k].placements, ps) {
		return v.built[k].city
	}
	return nil
}
