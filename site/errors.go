package site

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/tile/rule"
)

// The rules a take can break, in the order [Site.Take] tries them. A
// rejected take returns an error wrapping exactly one of them, so callers
// test the rule with errors.Is; its message names the position and the
// stones of the attempt (a game's *akropolis.MoveError carries the move).
// Each is a [rule.Code] (its code in quotes below), which errors.As
// recovers.
const (
	// ErrGameOver ("game-over"): the game is over: one tile is left and no
	// stacks remain (the last tile is never played). It is the one
	// game-over error: a Game refuses a move after the end with it too.
	ErrGameOver rule.Code = "game-over"
	// ErrNeedsRefill ("needs-refill"): one tile is left and stacks remain;
	// the site must be refilled (the end of the previous turn) before anyone
	// takes a tile. A game refills at the end of each turn, so a Game never
	// reports it.
	ErrNeedsRefill rule.Code = "needs-refill"
	// ErrBadPosition ("bad-position"): no tile at that position (negative, or
	// past the line).
	ErrBadPosition rule.Code = "bad-position"
	// ErrCannotAfford ("cannot-afford"): the tile at position i costs i
	// stones and the player holds fewer.
	ErrCannotAfford rule.Code = "cannot-afford"
)

// ErrBadSetup ("bad-setup") is wrapped by every error of [Deal] and
// [FromLayout] (and so of a game set up from a bad site): a player count
// outside 1..4, a tile ID outside 1..61, a duplicate tile, or a line or
// stack of the wrong size. The message says which.
const ErrBadSetup rule.Code = "bad-setup"

// takeError is the error of a rejected take: the position and stones of
// the attempt and the rule it broke (one of the sentinels above), written
// only when the message is asked for.
type takeError struct {
	position int
	stones   int
	err      error
}

// Error reports the attempt and the broken rule, e.g.
// "site: take position 3 with 2 stones: cannot afford the tile".
func (e *takeError) Error() string {
	return fmt.Sprintf("site: take position %d with %s: %v", e.position, plural(e.stones, "stone"), e.err)
}

// Unwrap returns the broken rule.
func (e *takeError) Unwrap() error { return e.err }

func setupError(format string, args ...any) error {
	return fmt.Errorf("site: %w: %s", ErrBadSetup, fmt.Sprintf(format, args...))
}
