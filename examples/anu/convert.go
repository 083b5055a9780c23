package anu

import (
	"fmt"
	"slices"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// Options returns the library options a state is imported with: its player
// count and variants, the standard tile set, seat k starting with k+1
// stones, the default scoring readings, and the unlimited reserve (the
// notation's games treat the supply as unlimited).
func (s State) Options() akropolis.Options {
	return akropolis.Options{Players: s.Players, Scoring: variants.Options{Variants: s.Variants}, UnlimitedReserve: true}
}

// Position imports the state as the library's public position (its stacks
// hidden). The state is checked first (see Check): an impossible state
// returns its *StateError. What the notation lacks is filled in this way:
//
//   - options: as Options says (unlimited reserve, standard tile set);
//   - reserve: 40 minus the stones the seats hold (with the unlimited
//     reserve it may be negative; stones always balance);
//   - Chief Architect: seat 0 holds it at the start and it passes to the
//     next seat at each refill, so it is the number of refills modulo the
//     players; a refill happens every N+1 moves until the stacks run out,
//     so the number of moves always determines it;
//   - turn: the number of tiles placed, plus one (the library numbers the
//     turn to play from 1);
//   - unseen tiles: the player count's set minus the site and the cities,
//     as face-down stacks of N+1 tiles whose order nobody knows (the
//     position's stacks are hidden: only their number is given);
//   - seat to move: the notation's seat; once the game is over the library
//     has passed the turn on after the last move, so the position's seat is
//     the next one after the notation's.
//
// The position also passes the library's own checks (Position.Check).
func (s State) Position() (akropolis.Position, error) {
	p, _, err := s.position()
	return p, err
}

// position imports the state as Position does, with its cities built.
func (s State) position() (akropolis.Position, []*city.City, error) {
	cities, err := s.check()
	if err != nil {
		return akropolis.Position{}, nil, err
	}
	n := s.Players
	p := akropolis.Position{
		Options:    s.Options(),
		Turn:       s.MovesPlayed() + 1,
		Current:    s.current(),
		Chief:      s.refills() % n,
		Reserve:    site.BoxStones,
		Pile:       []tile.ID{},
		Line:       slices.Clone(s.Line),
		StacksLeft: len(s.Unseen()) / (n + 1),
	}
	for _, seat := range s.Seats {
		p.Stones = append(p.Stones, seat.Stones)
		p.Reserve -= seat.Stones
		p.Cities = append(p.Cities, append([]city.Placement{}, seat.Moves...))
	}
	if err := p.Check(); err != nil { // s.check covers the library's checks
		return akropolis.Position{}, nil, err
	}
	return p, cities, nil
}

// current returns the library's seat to move (see Position).
func (s State) current() int {
	if s.Over() {
		return (s.ToMove + 1) % s.Players
	}
	return s.ToMove
}

// View imports the state as the library's view of it, the public position
// with the cities as values to query (see Position for what the importer
// fills in).
func (s State) View() (akropolis.View, error) {
	p, _, err := s.position()
	if err != nil {
		return akropolis.View{}, err
	}
	return akropolis.View{Position: p}, nil
}

// FromPosition exports a position in the notation (its stacks, if known,
// are left out). The notation holds 2 to 4 players with the standard tile
// set only, and has no construction cards nor one-hex tiles: a solo,
// all-tiles or Athena game returns an error wrapping ErrUnsupported. It does not hold the reserve, the Chief Architect, the
// turn number, the starting-stones and scoring reading options, nor
// whether the reserve is finite: they are left out (a finite reserve still
// balances with the seats' stones, so importing gives back the same
// reserve). A position that is not a possible state returns the
// *StateError of Check.
func FromPosition(p akropolis.Position) (State, error) {
	o := p.Options
	n := o.Players
	if o.Athena || p.Cards.InPlay() {
		return State{}, fmt.Errorf("%w: a game with the Athena expansion: the notation has no construction cards and no one-hex tiles", ErrUnsupported)
	}
	if n < 2 || n > 4 || (o.AllTiles && n < 4) {
		return State{}, fmt.Errorf("%w: a game of %s with all tiles %v", ErrUnsupported, counted(n, "player", "players"), o.AllTiles)
	}
	if len(p.Cities) != n || len(p.Stones) != n || p.Current < 0 || p.Current >= n {
		return State{}, fmt.Errorf("%w: a position of %s and %s for %s, seat %d to move", ErrUnsupported,
			counted(len(p.Cities), "city", "cities"), counted(len(p.Stones), "stone count", "stone counts"), counted(n, "player", "players"), p.Current)
	}
	s := State{Players: n, Variants: o.Scoring.Variants, ToMove: p.Current, Line: slices.Clone(p.Line)}
	for k, ps := range p.Cities {
		s.Seats = append(s.Seats, Seat{Stones: p.Stones[k], Moves: slices.Clone(ps)})
	}
	if len(p.Line) == 1 && p.StacksLeft == 0 { // over: the notation keeps the last mover
		s.ToMove = (p.Current + n - 1) % n
	}
	if err := s.Check(); err != nil {
		return State{}, err
	}
	if _, err := s.Append(nil); err != nil {
		return State{}, err
	}
	return s, nil
}

// FromView exports a view's public position (see FromPosition).
func FromView(v akropolis.View) (State, error) { return FromPosition(v.Position) }

// FromGame exports the public position of a game at any moment (see
// FromPosition).
func FromGame(g *akropolis.Game) (State, error) { return FromPosition(g.Position()) }

// Move reads a move in the notation as a move of the library for this
// state: the position is that of the move's tile on the site (a tile not
// on the site returns an error wrapping ErrNotOnSite). Whether the move is
// legal is for the game (Game.Check).
func (s State) Move(m string) (akropolis.Move, error) {
	p, err := ParseMove(m)
	if err != nil {
		return akropolis.Move{}, err
	}
	i := slices.Index(s.Line, p.Tile)
	if i < 0 {
		return akropolis.Move{}, fmt.Errorf("%w: move %s: tile %v", ErrNotOnSite, m, p.Tile)
	}
	return akropolis.Move{Position: i, Placement: p}, nil
}
