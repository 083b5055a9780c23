package akropolis

import (
	"errors"
	"fmt"
)

// The rules a move can break, besides those of packages site and city (a
// *MoveError wraps a *site.TakeError or a *city.PlacementError for those, so
// errors.Is finds site.ErrCannotAfford or city.ErrGap through it).
var (
	// ErrGameOver: the game has ended; no move is legal.
	ErrGameOver = errors.New("the game is over")
	// ErrWrongTile: the placement names another tile than the one at the
	// chosen site position.
	ErrWrongTile = errors.New("the placement's tile is not the one at that position")
	// ErrNothingToUndo: Undo on a game with no move played.
	ErrNothingToUndo = errors.New("no move to undo")
	// ErrOptions: options (or a setup) that cannot make a game.
	ErrOptions = errors.New("invalid game options")
)

// MoveError is the error of a rejected move: the move, the turn and seat it
// was tried at, and the broken rule.
type MoveError struct {
	Move Move
	Turn int // 1 for the first turn of the game (see Game.Turn)
	Seat int
	Err  error
}

// Error names the turn, the seat, the move and the broken rule.
func (e *MoveError) Error() string {
	return fmt.Sprintf("akropolis: turn %d, seat %d, move %v: %v", e.Turn, e.Seat, e.Move, e.Err)
}

// Unwrap returns the broken rule (a sentinel, or a site or city error).
func (e *MoveError) Unwrap() error { return e.Err }
