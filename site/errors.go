package site

import (
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// The rules a take can break, in the order a game checks them (the
// stones in play are the mover's). A rejected take returns an error
// wrapping exactly one of them, so callers test the rule with errors.Is; its
// message names the position and the stones of the attempt (a game's
// *akropolis.Error carries the move). Each is a [rule.Code] (its code in
// quotes below), which errors.As recovers.
const (
	// ErrGameOver ("game-over"): the game is over: one tile is left and no
	// stacks remain (the last tile is never played). It is the one
	// game-over error: a Game refuses a move after the end with it too.
	ErrGameOver = siteplay.ErrGameOver
	// ErrBadPosition ("bad-position"): no tile at that position (negative, or
	// past the line).
	ErrBadPosition = siteplay.ErrBadPosition
	// ErrCannotAfford ("cannot-afford"): the tile at position i costs i
	// stones and the player holds fewer.
	ErrCannotAfford = siteplay.ErrCannotAfford
)

// ErrBadSetup ("bad-setup") is wrapped by every error of [FromLayout] (and
// so of a game set up from a bad site): a player count outside 1..4, a tile
// ID outside 1..61, a duplicate tile, or a line or stack of the wrong size.
// The message says which.
const ErrBadSetup = siteplay.ErrBadSetup

// The rules a construction card move can break (Athena expansion). Each
// is a [rule.Code] (its code in quotes below); a game wraps them in its
// move error, as it wraps the rules of a take.
const (
	// ErrBadCard ("bad-card"): no card in that slot (slots are 1 to 4 in
	// a game with the expansion), or cards that cannot be laid out (a form
	// read by UnmarshalText or UnmarshalJSON).
	ErrBadCard = siteplay.ErrBadCard
	// ErrCardDone ("card-done"): the seat has completed that card already;
	// each seat completes each card at most once.
	ErrCardDone = siteplay.ErrCardDone
	// ErrNotCompletable ("not-completable"): the card's condition does not
	// hold for the seat's city and stones now.
	ErrNotCompletable rule.Code = "not-completable"
	// ErrNotOnCard ("not-on-card"): the tile is not among those still on
	// the card.
	ErrNotOnCard = siteplay.ErrNotOnCard
	// ErrNotConstructing ("not-constructing"): a card completion or the
	// stop move outside the construction phase.
	ErrNotConstructing rule.Code = "not-constructing"
	// ErrConstructing ("constructing"): a take while the construction phase
	// is open: it takes a card completion or the stop move.
	ErrConstructing rule.Code = "constructing"
	// ErrCardTiles ("card-tiles"): in a position, the one-hex tiles in the
	// cities and the Architect's pile are not those the cards gave: a seat
	// that completed a card holds none of its tiles, or two; a seat holds
	// a tile of a card it did not complete; a solo game's Architect has
	// not completed the same cards as the player.
	ErrCardTiles rule.Code = "card-tiles"
)
