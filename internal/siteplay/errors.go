package siteplay

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/tile/rule"
)

// The rules the site's moves enforce. Package site declares them under the
// same names, with their rulings, for callers; ErrNeedsRefill stays here, as
// a game refills at the end of each turn and never reports it.
const (
	ErrGameOver     rule.Code = "game-over"     // one tile left, no stacks
	ErrNeedsRefill  rule.Code = "needs-refill"  // one tile left, stacks remain: refill first
	ErrBadPosition  rule.Code = "bad-position"  // no tile at that position
	ErrCannotAfford rule.Code = "cannot-afford" // the position costs more stones than held
	ErrBadSetup     rule.Code = "bad-setup"     // a site that cannot be laid out
	ErrBadCard      rule.Code = "bad-card"      // no card in that slot, or cards that cannot be laid out
	ErrCardDone     rule.Code = "card-done"     // the seat completed that card already
	ErrNotOnCard    rule.Code = "not-on-card"   // the tile is not on the card
)

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
