package siteplay

import (
	"fmt"
	"math/rand/v2"

	"github.com/akropolis-rules/akropolis/tile"
)

// The sizes of the expansion's layout.
const (
	CardSlots    = 4  // cards in play, in slots 1 to 4
	TilesPerCard = 4  // one-hex tiles dealt onto each card
	unseenOneHex = 14 // one-hex tiles left in the box: 30 - 4*4
)

// Cards is the state of the construction cards of a game with the Athena
// expansion: the card in each slot, the one-hex tiles dealt onto each,
// which of them have left it and which seats completed it, in arrays as
// Site. site.Cards is defined on it, reads it and has its forms; the game
// keeps this type and completes cards on it (Complete). The zero Cards is
// no card at all: a game without the expansion.
type Cards struct {
	cards [CardSlots]tile.Card
	dealt [CardSlots][TilesPerCard]tile.ID // the tiles dealt onto each card
	taken [CardSlots]uint8                 // bit k: dealt[slot][k] has left the card
	done  [CardSlots]uint8                 // bit k: seat k completed the card
}

// cardsStream is mixed into the game's seed for the cards' own PCG
// stream, so that dealing the cards draws nothing from the site's stream
// and a game without the expansion is dealt exactly as before.
const cardsStream = 0x4174686e615f7331 // "Athna_s1"

// DealCards deals the cards of a new game from the game's seed: 4 of the
// 18 cards at random, then 4 of the 30 one-hex tiles shuffled onto each.
// It draws from a PCG generator of its own (the seed mixed with a
// constant), so the site that Deal makes from the same seed does not
// change.
func DealCards(seed1, seed2 uint64) Cards {
	pcg := rand.NewPCG(seed1^cardsStream, seed2+cardsStream)
	all := tile.Cards()
	var ids [CardSlots*TilesPerCard + unseenOneHex]tile.ID
	for i := range ids {
		ids[i] = tile.MaxID + 1 + tile.ID(i)
	}
	shuffle(pcg, all[:])
	shuffle(pcg, ids[:])
	var c Cards
	copy(c.cards[:], all[:])
	for s := range CardSlots {
		copy(c.dealt[s][:], ids[s*TilesPerCard:])
	}
	return c
}

// shuffle is Fisher-Yates with the bounded draws of (*rand.Rand).Shuffle
// on the concrete generator: the same order as rand.New(pcg).Shuffle,
// without a call through a swap function for each draw.
func shuffle[T any](pcg *rand.PCG, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		j := uint64n(pcg, uint64(i+1))
		s[i], s[j] = s[j], s[i]
	}
}

// NewCards lays out the cards of a game's start from explicit values: the
// card of each slot and the four one-hex tiles dealt onto each, none
// completed yet (Complete records completions). It refuses, with an error
// wrapping ErrBadCard, an invalid or repeated card, and a tile that is not
// one-hex or is dealt twice.
func NewCards(cards [CardSlots]tile.Card, dealt [CardSlots][TilesPerCard]tile.ID) (Cards, error) {
	var seen uint64 // one-hex tiles, bit id-62
	for s, card := range cards {
		if card == tile.NoCard || card > tile.Agora {
			return Cards{}, fmt.Errorf("%w: slot %d holds no card (%v)", ErrBadCard, s+1, card)
		}
		for k := range s {
			if cards[k] == card {
				return Cards{}, fmt.Errorf("%w: card %v in slots %d and %d", ErrBadCard, card, k+1, s+1)
			}
		}
		for _, id := range dealt[s] {
			if !id.IsOneHex() {
				return Cards{}, fmt.Errorf("%w: tile %v on card %v is not a one-hex tile (62..91)", ErrBadCard, id, card)
			}
			bit := uint64(1) << (id - tile.MaxID - 1)
			if seen&bit != 0 {
				return Cards{}, fmt.Errorf("%w: tile %v is dealt twice", ErrBadCard, id)
			}
			seen |= bit
		}
	}
	return Cards{cards: cards, dealt: dealt}, nil
}

// InPlay reports whether there are cards: false for the zero Cards, a
// game without the expansion.
func (c Cards) InPlay() bool { return c.cards[0] != tile.NoCard }

// Card returns the card in slot (1 to 4), and NoCard for any other slot or
// for the zero Cards.
func (c Cards) Card(slot int) tile.Card {
	if slot < 1 || slot > CardSlots {
		return tile.NoCard
	}
	return c.cards[slot-1]
}

// AppendTiles appends the one-hex tiles still on the card in slot, in the
// order they were dealt; nothing for a slot outside 1..4.
func (c Cards) AppendTiles(dst []tile.ID, slot int) []tile.ID {
	if c.Card(slot) == tile.NoCard {
		return dst
	}
	for k, id := range c.dealt[slot-1] {
		if c.taken[slot-1]>>k&1 == 0 {
			dst = append(dst, id)
		}
	}
	return dst
}

// Dealt returns the four tiles dealt onto the card in slot, taken or not
// (zeros for a slot outside 1..4).
func (c Cards) Dealt(slot int) [TilesPerCard]tile.ID {
	if slot < 1 || slot > CardSlots {
		return [TilesPerCard]tile.ID{}
	}
	return c.dealt[slot-1]
}

// index returns where tile id lies among the tiles dealt onto the card in
// slot while it is still there, and -1 otherwise.
func (c Cards) index(slot int, id tile.ID) int {
	if c.Card(slot) == tile.NoCard {
		return -1
	}
	for k, t := range c.dealt[slot-1] {
		if t == id && c.taken[slot-1]>>k&1 == 0 {
			return k
		}
	}
	return -1
}

// Holds reports whether tile id is still on the card in slot.
func (c Cards) Holds(slot int, id tile.ID) bool { return c.index(slot, id) >= 0 }

// Completed reports whether seat completed the card in slot.
func (c Cards) Completed(slot, seat int) bool {
	if slot < 1 || slot > CardSlots || seat < 0 || seat > 3 {
		return false
	}
	return c.done[slot-1]>>seat&1 != 0
}

// Left returns, by slot (index 0 for slot 1), the cards seat has not
// completed: NoCard where it has, and in every slot of the zero Cards or
// for a seat outside 0..3. It reads c in place, unlike the methods of a
// Cards value, which copy it first: a game asks after every take, and
// reading back a copy just made stalls the processor.
func (c *Cards) Left(seat int) [CardSlots]tile.Card {
	if seat < 0 || seat > 3 {
		return [CardSlots]tile.Card{}
	}
	left := c.cards
	for s := range left {
		if c.done[s]>>seat&1 != 0 {
			left[s] = tile.NoCard
		}
	}
	return left
}

// CompletedBy returns how many of the cards seat completed (0 to 4): with
// all four, the seat has the statue.
func (c Cards) CompletedBy(seat int) int {
	n := 0
	for s := range CardSlots {
		if c.Completed(s+1, seat) {
			n++
		}
	}
	return n
}

// AppendUnseen appends, in ID order, the one-hex tiles that were never
// dealt onto a card: the 14 left in the box (none for the zero Cards).
func (c Cards) AppendUnseen(dst []tile.ID) []tile.ID {
	if !c.InPlay() {
		return dst
	}
	var dealt uint64
	for _, ts := range c.dealt {
		for _, id := range ts {
			dealt |= 1 << (id - tile.MaxID - 1)
		}
	}
	for id := tile.MaxID + 1; id <= tile.MaxAthenaID; id++ {
		if dealt>>(id-tile.MaxID-1)&1 == 0 {
			dst = append(dst, id)
		}
	}
	return dst
}

// Complete marks the card in slot completed by seat and takes tile id off
// it. It refuses, changing nothing, a slot without a card or a seat outside
// 0..3 (ErrBadCard), a seat that completed the card already (ErrCardDone)
// and a tile not on the card (ErrNotOnCard). Whether the card's condition
// holds is the game's question, not the cards'.
func (c *Cards) Complete(slot, seat int, id tile.ID) error {
	switch {
	case c.Card(slot) == tile.NoCard:
		return fmt.Errorf("%w: slot %d", ErrBadCard, slot)
	case seat < 0 || seat > 3:
		return fmt.Errorf("%w: seat %d", ErrBadCard, seat)
	case c.Completed(slot, seat):
		return fmt.Errorf("%w: seat %d, card %v in slot %d", ErrCardDone, seat, c.Card(slot), slot)
	}
	k := c.index(slot, id)
	if k < 0 {
		return fmt.Errorf("%w: tile %v, card %v in slot %d", ErrNotOnCard, id, c.Card(slot), slot)
	}
	c.taken[slot-1] |= 1 << k
	c.done[slot-1] |= 1 << seat
	return nil
}

// ArchitectChoice returns the tile the Architect receives when it
// completes the card in slot (solo): a plaza if the card still holds one,
// else a double district, else a single district; among tiles of the same
// rank, the lowest ID. It returns 0 for a card with no tile left or an
// invalid slot.
func (c Cards) ArchitectChoice(slot int) tile.ID {
	var best tile.ID
	bestRank := -1
	for _, id := range c.AppendTiles(make([]tile.ID, 0, TilesPerCard), slot) {
		t := id.Face(0)
		rank := 0 // a single district
		switch {
		case t.A.IsPlaza():
			rank = 2
		case t.IsDouble():
			rank = 1
		}
		if rank > bestRank || rank == bestRank && id < best {
			best, bestRank = id, rank
		}
	}
	return best
}
