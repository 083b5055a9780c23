package anu

import (
	"fmt"
	"slices"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/variants"
)

// Options returns the library options a state is imported with: its player
// count and variants, the standard tile set, seat k starting with k+1
// stones, the default scoring readings, and the unlimited reserve (the
// notation's games treat the supply as unlimited).
func (s State) Options() akropolis.Options {
	return akropolis.Options{Players: s.Players, Rules: variants.Options{Variants: s.Variants}, UnlimitedReserve: true}
}

// View imports the state as the library's public position. The state is
// checked first (see Check); an impossible state returns its *StateError.
// What the notation lacks is filled in this way:
//
//   - options: as Options says (unlimited reserve, standard tile set);
//   - reserve: 40 minus the stones the seats hold (with the unlimited
//     reserve it may be negative; stones always balance);
//   - Chief Architect: seat 0 holds it at the start and it passes to the
//     next seat at each refill, so it is the number of refills modulo the
//     players; a refill happens every N+1 moves until the stacks run out,
//     so the number of moves always determines it;
//   - turn: the number of tiles placed (every seat's moves);
//   - unseen tiles: the player count's set minus the site and the cities,
//     as face-down stacks of N+1 tiles (their order is unknown, as in any
//     public position);
//   - seat to move: the notation's seat; once the game is over the library
//     has passed the turn on after the last move, so the view's seat is the
//     next one after the notation's.
func (s State) View() (akropolis.View, error) {
	cities, err := s.check()
	if err != nil {
		return akropolis.View{}, err
	}
	n := s.Players
	v := akropolis.View{
		Options:   s.Options(),
		Line:      slices.Clone(s.Line),
		StackSize: n + 1,
		Unseen:    s.Unseen(),
		Reserve:   akropolis.BoxStones,
		Chief:     s.refills() % n,
		Current:   s.ToMove,
		Turn:      s.MovesPlayed() + 1, // View numbers turns from 1
	}
	v.StacksLeft = len(v.Unseen) / v.StackSize
	if s.Over() {
		v.Current = (s.ToMove + 1) % n
	}
	v.Cities = cities
	for _, seat := range s.Seats {
		v.Stones = append(v.Stones, seat.Stones)
		v.Reserve -= seat.Stones
	}
	return v, nil
}

// FromView exports a public position in the notation. The notation holds
// 2 to 4 players with the standard tile set only: a solo or all-tiles game
// returns an error wrapping ErrUnsupported. It does not hold the reserve,
// the Chief Architect, the turn number, the starting-stones and scoring
// reading options, nor whether the reserve is finite: they are left out (a
// finite reserve still balances with the seats' stones, so importing gives
// back the same reserve). A view that is not a possible state returns the
// *StateError of Check.
func FromView(v akropolis.View) (State, error) {
	o := v.Options
	n := o.Players
	if n < 2 || n > 4 || (o.AllTiles && n < 4) {
		return State{}, fmt.Errorf("%w: a game of %d players with all tiles %v", ErrUnsupported, n, o.AllTiles)
	}
	if len(v.Cities) != n || len(v.Stones) != n || v.Current < 0 || v.Current >= n {
		return State{}, fmt.Errorf("%w: a view of %d cities and %d stone counts for %d players, seat %d to move",
			ErrUnsupported, len(v.Cities), len(v.Stones), n, v.Current)
	}
	s := State{Players: n, Variants: o.Rules.Variants, ToMove: v.Current, Line: slices.Clone(v.Line)}
	for k, c := range v.Cities {
		if c == nil {
			return State{}, fmt.Errorf("%w: seat %d has no city", ErrUnsupported, k)
		}
		s.Seats = append(s.Seats, Seat{Stones: v.Stones[k], Moves: c.Placements()})
	}
	if len(v.Line) == 1 && v.StacksLeft == 0 { // over: the notation keeps the last mover
		s.ToMove = (v.Current + n - 1) % n
	}
	if err := s.Check(); err != nil {
		return State{}, err
	}
	if _, err := s.Append(nil); err != nil {
		return State{}, err
	}
	return s, nil
}

// FromGame exports the public position of a game at any moment (see
// FromView).
func FromGame(g *akropolis.Game) (State, error) { return FromView(g.View()) }

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
