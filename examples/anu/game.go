package anu

import (
	"fmt"
	"slices"

	"github.com/akropolis-rules/akropolis"
)

// Step returns the move that leads from prev to next, checking that next
// follows from prev by that one legal move: the seat to move in prev added
// exactly one placement of a tile from prev's site, the move is legal
// there, it paid its position in stones and gained one for each Quarry it
// covered, the other seats are unchanged, the site lost that tile and, when
// one tile was left and stacks remained, was refilled with N+1 unseen
// tiles, and the turn passed to the next seat (or stayed with the last
// mover at the end of the game). Both states must be possible (Check).
// Every difference found is a *Violation wrapping ErrNotNext (or
// ErrNotOnSite for a tile that was not on the site, or ErrIllegalMove,
// which also wraps the library's *akropolis.Error) in the returned
// *StateError; an impossible state returns its own *StateError.
func Step(prev, next State) (akropolis.Move, error) {
	g, err := prev.Game(0, 0) // checks prev
	if err != nil {
		return akropolis.Move{}, fmt.Errorf("the state before: %w", err)
	}
	if err := next.Check(); err != nil {
		return akropolis.Move{}, err
	}
	var vs violations
	if prev.Players != next.Players || prev.Variants != next.Variants {
		vs.add(-1, -1, ErrNotNext, "the settings changed")
		return akropolis.Move{}, vs.err()
	}
	if prev.Over() {
		vs.add(-1, -1, ErrNotNext, "the game was over")
		return akropolis.Move{}, vs.err()
	}
	seat := prev.ToMove
	m, ok := newMove(prev, next, &vs)
	if !ok {
		return akropolis.Move{}, vs.err()
	}
	if err := g.Play(m); err != nil {
		vs = append(vs, &Violation{Seat: seat, Move: len(prev.Seats[seat].Moves), Err: fmt.Errorf("%w: %w", ErrIllegalMove, err)})
		return akropolis.Move{}, vs.err()
	}
	for k := range next.Seats {
		if got, want := next.Seats[k].Stones, g.Stones(k); got != want {
			vs.add(k, -1, ErrNotNext, "%s, want %d", counted(got, "stone", "stones"), want)
		}
	}
	checkLine(prev, next, g, &vs)
	want := g.Current()
	if g.Over() {
		want = seat
	}
	if next.ToMove != want {
		vs.add(-1, -1, ErrNotNext, "seat %d to move, want seat %d", next.ToMove, want)
	}
	if err := vs.err(); err != nil {
		return akropolis.Move{}, err
	}
	return m, nil
}

// newMove finds the one placement the seat to move added, and its
// position on prev's site.
func newMove(prev, next State, vs *violations) (akropolis.Move, bool) {
	seat := prev.ToMove
	ok := true
	for k := range prev.Seats {
		before, after := prev.Seats[k].Moves, next.Seats[k].Moves
		switch {
		case k != seat && !slices.Equal(before, after):
			vs.add(k, -1, ErrNotNext, "the moves of a seat not to move changed")
			ok = false
		case k == seat && (len(after) != len(before)+1 || !slices.Equal(before, after[:len(before)])):
			vs.add(k, -1, ErrNotNext, "the seat to move did not add exactly one move to its %d", len(before))
			ok = false
		}
	}
	if !ok {
		return akropolis.Move{}, false
	}
	moves := next.Seats[seat].Moves
	p := moves[len(moves)-1]
	i := slices.Index(prev.Line, p.Tile)
	if i < 0 {
		vs.add(seat, len(moves)-1, ErrNotOnSite, "tile %v was not on the site", p.Tile)
		return akropolis.Move{}, false
	}
	return akropolis.Move{Position: i, Placement: p}, true
}

// checkLine compares next's site with the site of g after the move: the
// same, except that the tiles of a refill are drawn from prev's unseen
// tiles in an order the notation does not know.
func checkLine(prev, next State, g *akropolis.Game, vs *violations) {
	want := g.Site().AppendLine(nil)
	refilled := len(prev.Line) == 2 && !g.Over()
	if !refilled {
		if !slices.Equal(next.Line, want) {
			vs.add(-1, -1, ErrNotNext, "site %v, want %v", next.Line, want)
		}
		return
	}
	unseen := prev.Unseen()
	if len(next.Line) != len(want) || next.Line[0] != want[0] {
		vs.add(-1, -1, ErrNotNext, "site %v, want %v then %d tiles from the next stack", next.Line, want[0], len(want)-1)
		return
	}
	for _, id := range next.Line[1:] {
		if !slices.Contains(unseen, id) {
			vs.add(-1, -1, ErrNotNext, "the refill brought tile %v, which was not face down", id)
		}
	}
}

// CheckGame checks a game given as its states in order: each must be a
// possible state (Check) and follow from the one before by one legal move
// (Step). It returns the moves between them; at the first state that fails
// it returns the moves so far and a *GameError naming that state and every
// reason.
func CheckGame(states []State) ([]akropolis.Move, error) {
	var moves []akropolis.Move
	for k, s := range states {
		if k == 0 {
			if err := s.Check(); err != nil {
				return moves, &GameError{Index: 0, Err: err}
			}
			continue
		}
		m, err := Step(states[k-1], s)
		if err != nil {
			return moves, &GameError{Index: k, Err: err}
		}
		moves = append(moves, m)
	}
	return moves, nil
}
