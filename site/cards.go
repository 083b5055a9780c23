package site

import (
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/tile"
)

// CardSlots is the number of construction cards in play, in slots 1 to 4.
const CardSlots = 4

// Cards is the construction cards of a game with the Athena expansion
// (Game.Cards): the four cards in slots 1 to 4, the four one-hex tiles dealt
// onto each and which of them are still there, and which seats completed
// each. The one-hex tiles that were not dealt (14 of the 30) stay in the
// box, unseen. Everything about the cards is public.
//
// Like Site, Cards is a plain value of arrays: copying it is a clone, and
// == compares two fully. The zero Cards is no card at all: a game without
// the expansion. A game deals the cards from its seed and records each
// completion; build cards for a position from their forms (UnmarshalText,
// UnmarshalJSON), which carry the completions too.
type Cards siteplay.Cards

// InPlay reports whether there are cards: false for the zero Cards, a
// game without the expansion.
func (c Cards) InPlay() bool { return siteplay.Cards(c).InPlay() }

// Card returns the card in slot (1 to 4), and NoCard for any other slot or
// for the zero Cards.
func (c Cards) Card(slot int) tile.Card { return siteplay.Cards(c).Card(slot) }

// AppendTiles appends the one-hex tiles still on the card in slot, in the
// order they were dealt; nothing for a slot outside 1..4. Completing the
// card takes one of them into the seat's city.
func (c Cards) AppendTiles(dst []tile.ID, slot int) []tile.ID {
	return siteplay.Cards(c).AppendTiles(dst, slot)
}

// Dealt returns the four tiles dealt onto the card in slot, taken or not
// (zeros for a slot outside 1..4).
func (c Cards) Dealt(slot int) [4]tile.ID { return siteplay.Cards(c).Dealt(slot) }

// Completed reports whether seat completed the card in slot. Each seat
// completes each card at most once ([ErrCardDone]).
func (c Cards) Completed(slot, seat int) bool { return siteplay.Cards(c).Completed(slot, seat) }

// CompletedBy returns how many of the cards seat completed (0 to 4): with
// all four, the seat has the statue.
func (c Cards) CompletedBy(seat int) int { return siteplay.Cards(c).CompletedBy(seat) }

// ArchitectChoice returns the tile the Architect of a solo game receives
// when it completes the card in slot (it completes each card the player
// completes): a plaza if the card still holds one, else a double district,
// else a single district; among tiles of the same rank, the lowest ID. It
// returns 0 for a card with no tile left or an invalid slot.
func (c Cards) ArchitectChoice(slot int) tile.ID { return siteplay.Cards(c).ArchitectChoice(slot) }

// Equal reports whether two Cards are the same (==, for go-cmp, which
// compares a type with unexported fields through this method).
func (c Cards) Equal(o Cards) bool { return c == o }
