package anu

import (
	"errors"
	"fmt"
	"strings"

	"github.com/akropolis-rules/akropolis"
)

// The reasons a string is refused. A state's violations are each a
// *Violation wrapping one of them, collected in a *StateError, so callers
// test a reason with errors.Is and list them all with errors.As. A reason
// that is also one of the library's position rules wraps that rule's
// sentinel (a rule.Code): ErrTileTwice is akropolis.ErrDuplicateTile too,
// ErrNotInSet akropolis.ErrForeignTile, ErrBadLine akropolis.ErrBadLine,
// ErrBadStones akropolis.ErrBadStones, ErrBadSeat and ErrMoveCount akropolis.ErrBadSeat,
// ErrPlayerCount akropolis.ErrBadCities and ErrSettings akropolis.ErrBadOptions,
// so errors.As(err, &code) gives the library's code for them.
var (
	// ErrSyntax: text that is not the notation (a malformed digit, letter,
	// length or statement, a tile number outside 01..61, a non-canonical
	// zero offset).
	ErrSyntax = errors.New("anu: malformed")
	// ErrSettings: a player count outside 2 to 4, or variant bits that name
	// no variant.
	ErrSettings error = &ruleError{"anu: settings out of range", akropolis.ErrBadOptions}
	// ErrPlayerCount: not one player statement per seat.
	ErrPlayerCount error = &ruleError{"anu: wrong number of player statements", akropolis.ErrBadCities}
	// ErrBadSeat: a seat number out of range, or a player statement not in seat
	// order.
	ErrBadSeat error = &ruleError{"anu: seat out of range", akropolis.ErrBadSeat}
	// ErrTileTwice: a tile on the site or in a city more than once.
	ErrTileTwice error = &ruleError{"anu: tile used twice", akropolis.ErrDuplicateTile}
	// ErrNotInSet: a tile outside the player count's set (group at most the
	// player count: 37, 49 or 61 tiles).
	ErrNotInSet error = &ruleError{"anu: tile not in the player count's set", akropolis.ErrForeignTile}
	// ErrCity: an illegal city; the violation also wraps the city package's
	// rule (city.ErrGap, city.ErrNotAdjacent, ...).
	ErrCity = errors.New("anu: illegal city")
	// ErrBadStones: stones below zero, or more than the seat's starting stones
	// plus the Quarries its city covered.
	ErrBadStones error = &ruleError{"anu: impossible stones", akropolis.ErrBadStones}
	// ErrMoveCount: move counts that no turn order gives (seats play in
	// turn from seat 0), more moves than the game has, or a seat to move
	// other than the one those counts give.
	ErrMoveCount error = &ruleError{"anu: impossible move counts", akropolis.ErrBadSeat}
	// ErrBadLine: a construction site of another length than the number of
	// moves played gives.
	ErrBadLine error = &ruleError{"anu: wrong site length", akropolis.ErrBadLine}
	// ErrNotOnSite: a move's tile is not on the construction site.
	ErrNotOnSite = errors.New("anu: tile not on the construction site")
	// ErrNotNext: a state of a game that does not follow from the one
	// before by one move.
	ErrNotNext = errors.New("anu: does not follow from the state before")
	// ErrIllegalMove: the move between two states is illegal; the violation
	// also wraps the library's *akropolis.Error.
	ErrIllegalMove = errors.New("anu: illegal move")
	// ErrUnsupported: a game or value the notation cannot write (a solo,
	// all-tiles or Athena game, stones over 99, a placement beyond 99
	// columns or rows).
	ErrUnsupported = errors.New("anu: not expressible in the notation")
)

// ruleError is a reason of this package that is also a rule of the
// library's positions.
type ruleError struct {
	msg  string
	rule error
}

func (e *ruleError) Error() string { return e.msg }

// Unwrap returns the library's rule.
func (e *ruleError) Unwrap() error { return e.rule }

// Violation is one reason a state is refused (or does not follow from the
// one before): the seat and the index of its move it concerns, where it
// concerns one.
type Violation struct {
	Seat int   // the seat concerned, or -1
	Move int   // the index in that seat's moves, or -1
	Err  error // wraps one of the sentinels above
}

// Error names the seat and move, then the reason.
func (v *Violation) Error() string {
	switch {
	case v.Seat >= 0 && v.Move >= 0:
		return fmt.Sprintf("seat %d, move %d: %v", v.Seat, v.Move+1, v.Err)
	case v.Seat >= 0:
		return fmt.Sprintf("seat %d: %v", v.Seat, v.Err)
	}
	return v.Err.Error()
}

// Unwrap returns the reason.
func (v *Violation) Unwrap() error { return v.Err }

// StateError lists every violation found in one state (or in one step of a
// game), in the order of the string.
type StateError struct {
	Violations []*Violation
}

// Error lists the violations, separated by "; ".
func (e *StateError) Error() string {
	parts := make([]string, len(e.Violations))
	for k, v := range e.Violations {
		parts[k] = v.Error()
	}
	return strings.Join(parts, "; ")
}

// Unwrap returns the violations, so errors.Is finds each reason.
func (e *StateError) Unwrap() []error {
	errs := make([]error, len(e.Violations))
	for k, v := range e.Violations {
		errs[k] = v
	}
	return errs
}

// GameError names the first state of a game that is not valid or does not
// follow from the one before.
type GameError struct {
	Index int   // the state's index in the list (0 is the first)
	Err   error // a *StateError
}

// Error names the state (counted from 1, as lines are) and why.
func (e *GameError) Error() string { return fmt.Sprintf("state %d: %v", e.Index+1, e.Err) }

// Unwrap returns the reason.
func (e *GameError) Unwrap() error { return e.Err }

// violations collects violations as a check goes.
type violations []*Violation

func (vs *violations) add(seat, move int, sentinel error, format string, args ...any) {
	*vs = append(*vs, &Violation{Seat: seat, Move: move, Err: fmt.Errorf("%w: "+format, append([]any{sentinel}, args...)...)})
}

// err returns the violations as a *StateError, or nil if there are none.
func (vs violations) err() error {
	if len(vs) == 0 {
		return nil
	}
	return &StateError{Violations: vs}
}
