package akropolis

import (
	"github.com/akropolis-rules/akropolis/hex"
	engine "github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// The checks of a position's construction cards (Athena expansion). Each
// one-hex tile in play was dealt onto a card and is either still on it or
// was given, by one completion, to a seat that completed the card: a
// player's city, or in a solo game the Architect's pile. The cards record
// which seats completed each card and which tiles left it, one per
// completion (site.Cards keeps the two counts equal), so a position holds
// exactly the one-hex tiles that its cards have given.

// cardsOptions checks that the position has cards exactly when its
// options play the expansion, and a construction phase only then.
func (c *positionChecker) cardsOptions() {
	switch {
	case c.o.Athena && !c.cards.InPlay():
		c.fail(site.ErrBadCard, "a game with the Athena expansion without its %d cards", site.CardSlots)
	case !c.o.Athena && c.cards.InPlay():
		c.fail(site.ErrBadCard, "construction cards in a game without the Athena expansion")
	}
	if c.phase && !c.o.Athena {
		c.fail(site.ErrBadCard, "a construction phase in a game without the Athena expansion")
	}
}

// addCardTile checks a one-hex tile of an Athena game held by seat (-1:
// on the construction site) at the place named: met once, dealt onto a
// card, no longer on it, and given to a seat that completed the card.
func (c *positionChecker) addCardTile(place string, index, seat int, id tile.ID) {
	at := where(place, index)
	if c.seen.has(id) {
		c.fail(ErrDuplicateTile, "%s: tile %v", at, id)
		return
	}
	c.seen.add(id)
	if seat < 0 {
		c.fail(ErrForeignTile, "%s: one-hex tile %v: one-hex tiles come from the cards, never from the site", at, id)
		return
	}
	slot := c.slotDealt(id)
	switch {
	case slot == 0:
		c.fail(ErrForeignTile, "%s: one-hex tile %v was dealt onto no card: it stays in the box", at, id)
	case c.cards.Holds(slot, id):
		c.fail(ErrDuplicateTile, "%s: tile %v is still on card %v (slot %d)", at, id, c.cards.Card(slot), slot)
	case !c.cards.Completed(slot, seat):
		c.fail(site.ErrCardTiles, "%s: tile %v of card %v (slot %d), which seat %d has not completed", at, id, c.cards.Card(slot), slot, seat)
	default:
		c.held[slot][seat]++
	}
}

// slotDealt returns the slot of the card tile id was dealt onto, 0 for
// none.
func (c *positionChecker) slotDealt(id tile.ID) int {
	for slot := 1; slot <= site.CardSlots; slot++ {
		for _, d := range c.cards.Dealt(slot) {
			if d == id {
				return slot
			}
		}
	}
	return 0
}

// cardsGiven checks, once every tile is met, that each seat that completed
// a card holds exactly one of its tiles, and that in a solo game the
// Architect completed the cards the player did.
func (c *positionChecker) cardsGiven() {
	if !c.o.Athena || !c.cards.InPlay() {
		return
	}
	seats := c.o.Seats()
	for slot := 1; slot <= site.CardSlots; slot++ {
		card := c.cards.Card(slot)
		if c.o.Players == 1 && c.cards.Completed(slot, 0) != c.cards.Completed(slot, 1) {
			c.fail(site.ErrCardTiles, "card %v (slot %d): the Architect completes each card the player completes, and no other", card, slot)
		}
		for seat := range 4 {
			switch n := c.held[slot][seat]; {
			case !c.cards.Completed(slot, seat):
			case seat >= seats:
				c.fail(site.ErrCardTiles, "card %v (slot %d) completed by seat %d of %d", card, slot, seat, seats)
			case n == 0:
				c.fail(site.ErrCardTiles, "seat %d completed card %v (slot %d) but holds none of its tiles", seat, card, slot)
			case n > 1:
				c.fail(site.ErrCardTiles, "seat %d holds %d tiles of card %v (slot %d): one per completion", seat, n, card, slot)
			}
		}
	}
}

// phaseOpen checks, once the rest holds, that a construction phase the
// position says is open can be: the rules open it after the mover's take,
// and keep it open after a completion, only while the seat to move meets
// the condition of a card it has not completed that still holds a tile
// for it (in a solo game two: the Architect takes its own first). A game
// continued from any other "constructing" position would not be in a
// phase, and its Position would differ from the one it came from.
func (c *positionChecker) phaseOpen() {
	if !c.phase || len(c.errs) > 0 || c.mover == nil {
		return
	}
	seat, need := c.current, 1
	if c.o.Players == 1 {
		need = 2
	}
	var ids [siteplay.TilesPerCard]tile.ID
	for i, card := range c.cards.Left(seat) {
		if card == tile.NoCard || len(c.cards.AppendTiles(ids[:0], i+1)) < need {
			continue
		}
		var cells [7]hex.Hex
		if _, ok := engine.AppendMet(cells[:0], card, cityview.Of(c.mover), c.stones[seat], engine.Options(c.o.CardReadings)); ok {
			return
		}
	}
	c.fail(site.ErrNotCompletable, "a construction phase, but seat %d can complete no card: the phase is open only while it can", seat)
}
