package site

import (
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/tile"
)

// Site is the construction site of one game: the face-up line of tiles, with
// their costs, and the face-down stacks that refill it. A game's site is
// Game.Site; the game makes every take and refill (the package doc's rules).
//
// A Site is a plain value of fixed-size arrays (no slices, maps or
// pointers): copying it (s2 := s) is a complete, independent clone. For the
// same reason == compares two sites fully: it is true exactly when they have
// the same player count, the same face-up line and the same face-down tiles
// in the same draw order, however each was reached.
//
// The zero value is an empty site with no tiles (Len 0); build one for
// a position with [FromLayout].
//
// A Site has no JSON form of its own: its line (AppendLine) and its stacks
// are what a game's position and setup forms carry (Position.Line and
// Position.Stacks), and FromLayout rebuilds the site from them.
type Site siteplay.Site

// FromLayout sets up a site from an explicit layout, to check or show a
// position, or test a front-end, without a whole game: the face-up line
// (position 0 first) and the face-down stacks (stacks[0] is drawn next,
// each stack's tiles in the order they join the line). A game is set up
// from a layout with akropolis.NewFromPosition or a Record's Setup.
//
// The line may hold 1 to N+2 tiles for N seats (N = players, or 2 for a
// solo game), so a site can be taken from the middle of a game; one tile
// with stacks left is a site awaiting its refill. Every stack holds exactly
// N+1 tiles. Players must be 1..4 and every ID valid and distinct across
// line and stacks; otherwise the error wraps [ErrBadSetup].
func FromLayout(line []tile.ID, stacks [][]tile.ID, players int) (Site, error) {
	s, err := siteplay.FromLayout(line, stacks, players)
	return Site(s), err
}

// Len returns the number of face-up tiles: N+2 after setup and after each
// refill, then one fewer after each take.
func (s Site) Len() int { return siteplay.Site(s).Len() }

// At returns the face-up tile at position i (0 is the first, free tile). It
// returns the zero ID, which is never a site tile, when i is not
// 0..Len()-1; it does not panic.
func (s Site) At(i int) tile.ID { return siteplay.Site(s).At(i) }

// Cost returns the stones a player pays for the tile at position i: i
// itself, since position 0 is free and each later position costs one more.
// A player holding fewer stones cannot take it ([ErrCannotAfford]). It
// returns -1 (never a cost) when i is not 0..Len()-1; it does not panic.
func (s Site) Cost(i int) int { return siteplay.Site(s).Cost(i) }

// AppendLine appends the face-up tiles to dst, position 0 first, and
// returns the extended slice.
func (s Site) AppendLine(dst []tile.ID) []tile.ID { return siteplay.Site(s).AppendLine(dst) }

// TurnsLeft returns the number of turns still to play: every face-up and
// face-down tile but the last is played (none once the game is over).
func (s Site) TurnsLeft() int { return siteplay.Site(s).TurnsLeft() }

// StacksLeft returns the number of face-down stacks still to come, each of
// N+1 tiles.
func (s Site) StacksLeft() int { return siteplay.Site(s).StacksLeft() }

// Over reports whether the game is over: exactly one face-up tile and no
// stacks left. The last tile is never played.
func (s Site) Over() bool { return siteplay.Site(s).Over() }

// String returns the face-up line and the stacks left, as
// "[12 04 33 07] 11 stacks".
func (s Site) String() string { return siteplay.Site(s).String() }
