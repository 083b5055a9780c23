package site

import (
	"errors"
	"fmt"
)

// The rules a take can break. A rejected [Site.Take] returns a *[TakeError]
// wrapping exactly one of them, so callers test the rule with errors.Is and
// recover the attempted take with errors.As.
var (
	// ErrPosition: the position is not 0..Len()-1.
	ErrPosition = errors.New("no tile at that position")
	// ErrCannotAfford: the tile at position i costs i stones and the player
	// holds fewer.
	ErrCannotAfford = errors.New("cannot afford the tile")
	// ErrOver: the game is over: one tile is left and no stacks remain (the
	// last tile is never played).
	ErrOver = errors.New("the game is over")
	// ErrNeedsRefill: one tile is left and stacks remain; the site must be
	// refilled (the end of the previous turn) before anyone takes a tile.
	ErrNeedsRefill = errors.New("the site must be refilled first")
)

// ErrSetup is wrapped by every error of [New], [Deal] and [FromLayout]: a
// player count outside 1..4, a tile ID outside 1..61, a duplicate tile, or a
// line or stack of the wrong size. The message says which.
var ErrSetup = errors.New("invalid setup")

// TakeError is the error of a rejected take: the position and stones of the
// attempt and the rule it broke (one of the sentinels above).
type TakeError struct {
	Position int
	Stones   int
	Err      error
}

// Error reports the attempt and the broken rule, e.g.
// "site: take position 3 with 2 stones: cannot afford the tile".
func (e *TakeError) Error() string {
	return fmt.Sprintf("site: take position %d with %d stones: %v", e.Position, e.Stones, e.Err)
}

// Unwrap returns the broken rule.
func (e *TakeError) Unwrap() error { return e.Err }

func setupError(format string, args ...any) error {
	return fmt.Errorf("site: %w: %s", ErrSetup, fmt.Sprintf(format, args...))
}
