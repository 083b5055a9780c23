// Package event says what happened in a move of a game of Akropolis, for
// animation and logs: the tile taken and its cost, the tile placed, the
// stones gained, the site refilled, the Chief Architect passed, the end of
// the game and, in a solo game, the Architect's take.
// akropolis.Game.PlayEvents reports them, in that order.
//
// With the Athena expansion, a move of the construction phase reports its
// own events: a card completed (CardCompleted, with the slot, the card and
// the tile taken off it; in a solo game the Architect's completion of the
// same card first), then the tile placed and the stones gained as for a
// take; the stop move reports Stopped. Either may end the turn, and then
// the site's refill, the Chief Architect passed and the end of the game
// follow as after a take.
//
// An Event prints as a log line (String) and has a JSON form (MarshalJSON,
// read back strictly by UnmarshalJSON), with its Kind as a short name.
package event

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/internal/strictjson"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// errSyntax is wrapped by the error of a kind name or an event JSON form
// that cannot be read. It breaks no rule of the game: it has no rule code.
// It wraps rule.ErrSyntax, which callers match with errors.Is; its
// message names the package.
var errSyntax = fmt.Errorf("event: invalid %w", rule.ErrSyntax)

// decode decodes the whole of b into v under the module's JSON convention
// (package strictjson); its error wraps rule.ErrSyntax.
func decode(b []byte, v any) error {
	if err := strictjson.Decode(b, v); err != nil {
		return fmt.Errorf("%w: event JSON: %w", errSyntax, err)
	}
	return nil
}
