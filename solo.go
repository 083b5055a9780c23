package akropolis

import (
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
)

// architectSeat is the Architect's seat in a solo game.
const architectSeat = 1

// solo reports whether the game is a solo game against the Architect.
func (g *Game) solo() bool { return g.opts.Players == 1 }

// architectTurn plays the Architect's take after the player's move.
func (g *Game) architectTurn(dst []event.Event, events bool) []event.Event {
	pos := g.site.ArchitectChoice(g.stones[architectSeat])
	cost := g.site.Cost(pos)
	id, err := g.site.Take(pos, g.stones[architectSeat])
	if err != nil {
		panic("akropolis: the Architect's take was refused: " + err.Error()) // unreachable: pos is affordable
	}
	g.stones, g.reserve = g.opts.economy().Settle(g.stones, g.reserve, architectSeat, cost, 0) // it never gains
	g.pile = append(g.pile, id)
	if events {
		dst = append(dst, event.Event{Kind: event.ArchitectTook, Seat: architectSeat, Turn: g.turn + 1, Placement: city.Placement{Tile: id}, Position: pos, Stones: cost})
	}
	return g.endTurn(architectSeat, dst, events)
}

// ArchitectScore returns the Architect's score pad in a solo game. In a
// game of 2 to 4 players, which has no Architect, it returns the zero pad:
// every count zero.
func (g *Game) ArchitectScore() score.ArchitectPad {
	if !g.solo() {
		return score.ArchitectPad{}
	}
	kinds, _ := tile.Start()
	hexes := append([]tile.Kind(nil), kinds[:]...)
	for _, id := range g.pile {
		hexes = appendPileKinds(hexes, id)
	}
	c := score.Architect(hexes, g.stones[architectSeat], g.opts.Difficulty, g.opts.Scoring.Variants)
	if g.statue(architectSeat) {
		// The Architect completes every card the player does: with all
		// four, its stones are worth 5 each too.
		c.AddStatue()
	}
	return c
}

// appendPileKinds appends what tile id adds to the Architect's pile: the
// three hexes of a city tile; for a one-hex tile (Athena) its kind, and
// both district types of a double district, so that the multiplier counts
// once for each of its halves.
func appendPileKinds(dst []tile.Kind, id tile.ID) []tile.Kind {
	if id.IsOneHex() {
		t := id.Face(0)
		if t.IsDouble() {
			return append(dst, t.A, t.B)
		}
		return append(dst, t.A)
	}
	h := id.Tile().Hexes
	return append(dst, h[:]...)
}

// playerWins reports, in a solo game, whether the player beats the
// Architect now: a strictly higher total, or equal totals and strictly more
// stones. It is false outside a solo game.
func (g *Game) playerWins() bool {
	if !g.solo() {
		return false
	}
	p, a := g.Total(0), g.ArchitectScore().Total
	return p > a || (p == a && g.stones[0] > g.stones[architectSeat])
}
