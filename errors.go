package akropolis

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/tile/rule"
)

// The rules a move can break, besides those of packages site and city (a
// *MoveError wraps a *site.TakeError or a *city.PlacementError for those, so
// errors.Is finds site.ErrCannotAfford or city.ErrGap through it). Each is a
// [rule.Code] (its code in quotes below), which errors.As also recovers; a
// move after the end of the game breaks site.ErrOver ("game-over").
const (
	// ErrWrongTile ("wrong-tile"): the placement names another tile than
	// the one at the chosen site position.
	ErrWrongTile = rule.WrongTile
	// ErrOptions ("bad-options"): options (or a setup) that cannot make a
	// game.
	ErrOptions = rule.BadOptions
)

// MoveError is the error of a rejected move: the move, the turn and seat it
// was tried at, and the broken rule.
type MoveError struct {
	Move Move
	Turn int
	Seat int
	Err  error
}

// Error names the turn, the seat, the move and the broken rule.
func (e *MoveError) Error() string {
	return fmt.Sprintf("akropolis: turn %d, seat %d, move %v: %v", e.Turn+1, e.Seat, e.Move, e.Err)
}

// Unwrap returns the broken rule (a sentinel, or a site or city error).
func (e *MoveError) Unwrap() error { return e.Err }
