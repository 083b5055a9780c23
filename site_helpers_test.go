package akropolis_test

import (
	"encoding/json"

	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// newSite lays out a site from tiles in order, as a deal does: for N seats
// (N = players, or 2 solo) the first N+2 face up, the rest in stacks of
// N+1 drawn in order (site.FromLayout; a short last stack is refused).
func newSite(players int, order []tile.ID) (site.Site, error) {
	seats := max(players, 2)
	up := min(len(order), seats+2)
	var stacks [][]tile.ID
	for rest := order[up:]; len(rest) > 0; {
		n := min(len(rest), seats+1)
		stacks, rest = append(stacks, rest[:n]), rest[n:]
	}
	return site.FromLayout(order[:up], stacks, players)
}

// newCards lays out the cards of a game's start, none completed, through
// their JSON form.
func newCards(cards [site.CardSlots]tile.Card, dealt [site.CardSlots][4]tile.ID) (site.Cards, error) {
	type slot struct {
		Card        tile.Card `json:"card"`
		Dealt       []tile.ID `json:"dealt"`
		Taken       []int     `json:"taken"`
		CompletedBy []int     `json:"completedBy"`
	}
	var slots []slot
	for s, card := range cards {
		slots = append(slots, slot{Card: card, Dealt: dealt[s][:], Taken: []int{}, CompletedBy: []int{}})
	}
	var c site.Cards
	b, err := json.Marshal(slots)
	if err == nil {
		err = c.UnmarshalJSON(b)
	}
	return c, err
}

// complete records that seat completed the card in slot, taking tile id
// off it, as a game does: how these tests lay out the cards of a position.
func complete(c *site.Cards, slot, seat int, id tile.ID) error {
	return (*siteplay.Cards)(c).Complete(slot, seat, id)
}
