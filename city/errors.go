package city

import (
	"errors"
	"fmt"
)

// The rules a placement can break. A rejected placement returns a
// *PlacementError wrapping exactly one of them, so callers test the rule
// with errors.Is and recover the placement with errors.As.
var (
	// ErrUnknownTile: the tile number is not 1..61.
	ErrUnknownTile = errors.New("unknown tile")
	// ErrBadRotation: the rotation is not 0..5.
	ErrBadRotation = errors.New("rotation is not 0..5")
	// ErrTileUsed: the tile is already in this city (each tile exists once).
	ErrTileUsed = errors.New("tile already in the city")
	// ErrOutOfBounds: a cell lies beyond MaxRadius of the origin, farther than
	// any legal game can reach.
	ErrOutOfBounds = errors.New("cell beyond the city's bounds")
	// ErrNotAdjacent: a ground placement shares no edge with the city.
	ErrNotAdjacent = errors.New("ground tile does not touch the city")
	// ErrGap: some cells under the tile are empty and some are occupied
	// (partly on the ground and partly on tiles: a gap under it).
	ErrGap = errors.New("partly on the ground and partly on tiles")
	// ErrUneven: the three hexes under the tile are not at the same height.
	ErrUneven = errors.New("hexes under the tile are at unequal heights")
	// ErrOneTile: a higher tile rests on three hexes of one tile only.
	ErrOneTile = errors.New("higher tile rests on one tile only")
	// ErrTooManyTiles: a city cannot hold more tiles than the catalogue has.
	ErrTooManyTiles = errors.New("more tiles than the catalogue holds")
)

// PlacementError is the error of a rejected placement: the rule it broke
// (one of the sentinels above) and the placement itself.
type PlacementError struct {
	Placement Placement
	Err       error
}

// Error names the placement and the broken rule.
func (e *PlacementError) Error() string {
	return fmt.Sprintf("city: placement %v: %v", e.Placement, e.Err)
}

// Unwrap returns the broken rule.
func (e *PlacementError) Unwrap() error { return e.Err }

// StepError reports an illegal step of a placement history: its index (0 is
// the first tile after the starting tile) and the *PlacementError.
type StepError struct {
	Index int
	Err   error
}

// Error names the step and its error.
func (e *StepError) Error() string { return fmt.Sprintf("step %d: %v", e.Index, e.Err) }

// Unwrap returns the *PlacementError.
func (e *StepError) Unwrap() error { return e.Err }
