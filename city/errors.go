package city

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/tile/rule"
)

// The rules a placement can break, in the order [City.Check], [City.Place]
// and [Validate] try them. A rejected placement returns a
// *[PlacementError] wrapping exactly one of them, so callers test the rule
// with errors.Is and recover the placement with errors.As. Each is a
// [rule.Code] (its code in quotes below), which errors.As also recovers.
const (
	// ErrUnknownTile ("unknown-tile"): the tile number is not 1..61, nor
	// one of the Athena expansion's one-hex tiles, 62..91.
	ErrUnknownTile rule.Code = "unknown-tile"
	// ErrBadRotation ("bad-rotation"): the rotation is not 0..5.
	ErrBadRotation rule.Code = "bad-rotation"
	// ErrTileUsed ("tile-used"): the tile is already in this city (each
	// tile exists once).
	ErrTileUsed rule.Code = "tile-used"
	// ErrTooManyTiles ("too-many-tiles"): the city already holds 91 tiles
	// (the 61 city tiles and the 30 one-hex tiles). A second guard: with
	// all 91 placed every tile is in the city, so ErrTileUsed is always
	// reported first.
	ErrTooManyTiles rule.Code = "too-many-tiles"
	// ErrOutOfBounds ("out-of-bounds"): a cell lies more than 62 from the
	// origin (hex.Hex.Length), farther than any legal game can reach;
	// anchors at the integer limits land here too.
	ErrOutOfBounds rule.Code = "out-of-bounds"
	// ErrNotAdjacent ("not-adjacent"): a ground placement shares no edge
	// with the city.
	ErrNotAdjacent rule.Code = "not-adjacent"
	// ErrGap ("gap"): some cells under the tile are empty and some are
	// occupied (partly on the ground and partly on tiles: a gap under it).
	ErrGap rule.Code = "gap"
	// ErrUneven ("uneven"): the three hexes under the tile are not at the
	// same height.
	ErrUneven rule.Code = "uneven"
	// ErrOneTile ("one-tile"): a higher tile rests on three hexes of one
	// tile only.
	ErrOneTile rule.Code = "one-tile"
	// ErrOnOneHex ("on-one-hex"): a one-hex tile of the Athena expansion
	// would go on top of a cell whose visible hex is a one-hex tile.
	ErrOnOneHex rule.Code = "on-one-hex"
)

// errSyntax is returned (wrapped with the reason) for placement text that
// cannot be read, by [Placement.UnmarshalText]. It is a
// different kind of error from an illegal placement: the text says nothing
// a city could check, and it has no rule code.
// It wraps rule.ErrSyntax, which callers match with errors.Is; its
// message names the package.
var errSyntax = fmt.Errorf("city: invalid placement %w", rule.ErrSyntax)

// PlacementError is the error of a rejected placement: the rule it broke
// (one of the sentinels above, which Unwrap gives: errors.Is finds it),
// the placement itself, and, for a placement of a history that
// [Validate] checked, its step. errors.As finds the PlacementError.
type PlacementError struct {
	Placement Placement
	// Step numbers the placement in its history from 1 (the first tile
	// after the starting tile), as records number moves; it is 0 for a
	// placement checked alone ([City.Check], [City.Place]).
	Step int
	err  error // the rule broken
}

// Error names the step (when there is one), the placement and the broken
// rule: "step 2: city: placement 07@(1,-2)r3: gap".
func (e *PlacementError) Error() string {
	if e.Step != 0 {
		return fmt.Sprintf("step %d: city: placement %v: %v", e.Step, e.Placement, e.err)
	}
	return fmt.Sprintf("city: placement %v: %v", e.Placement, e.err)
}

// Unwrap returns the broken rule.
func (e *PlacementError) Unwrap() error { return e.err }
