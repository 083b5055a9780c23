package api

import (
	"errors"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/site"
)

// codes maps the module's rule sentinels to the codes of the API, first
// match wins (the more specific first: ErrTooLarge is also ErrSyntax).
var codes = []struct {
	err  error
	code string
}{
	{city.ErrUnknownTile, "unknown-tile"},
	{city.ErrBadRotation, "bad-rotation"},
	{city.ErrTileUsed, "tile-used"},
	{city.ErrOutOfBounds, "out-of-bounds"},
	{city.ErrNotAdjacent, "not-adjacent"},
	{city.ErrGap, "gap"},
	{city.ErrUneven, "uneven"},
	{city.ErrOneTile, "one-tile"},
	{city.ErrTooManyTiles, "too-many-tiles"},
	{site.ErrPosition, "no-position"},
	{site.ErrCannotAfford, "cannot-afford"},
	{site.ErrOver, "game-over"},
	{site.ErrNeedsRefill, "needs-refill"},
	{site.ErrSetup, "bad-setup"},
	{akropolis.ErrGameOver, "game-over"},
	{akropolis.ErrWrongTile, "wrong-tile"},
	{akropolis.ErrNothingToUndo, "nothing-to-undo"},
	{akropolis.ErrOptions, "bad-options"},
	{akropolis.ErrTooLarge, "too-large"},
	{akropolis.ErrSyntax, "syntax"},
	{city.ErrSyntax, "syntax"},
}

// Code returns the stable code of the rule err breaks, or "error" when it
// names none of the module's rules.
func Code(err error) string {
	for _, c := range codes {
		if errors.Is(err, c.err) {
			return c.code
		}
	}
	return "error"
}
