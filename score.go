package akropolis

import (
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site"
)

// Score returns seat k's score pad now (final once the game is over), with
// the reason for every visible hex. With the Athena expansion a player who
// completed all four cards has the statue: stones worth 5 points each. A seat without a city (outside the game,
// or the Architect: see ArchitectScore) has the zero card.
func (g *Game) Score(k int) score.Pad {
	if g.City(k) == nil {
		return score.Pad{}
	}
	card := score.Compute(g.cities[k], g.stones[k], g.opts.Scoring)
	if g.statue(k) {
		card.AddStatue()
	}
	return card
}

// statue reports whether seat k completed all the construction cards
// (Athena): its stones are then worth 5 points each.
func (g *Game) statue(k int) bool {
	return g.cards.InPlay() && g.cards.CompletedBy(k) == site.CardSlots
}

// Total returns seat k's total now, without building the card (it allocates
// nothing for a player's city). In a solo game seat 1 is the Architect.
// A seat outside the game has 0.
func (g *Game) Total(k int) int {
	if g.solo() && k == architectSeat {
		return g.ArchitectScore().Total
	}
	if g.City(k) == nil {
		return 0
	}
	s := score.Totals(g.cities[k], g.stones[k], g.opts.Scoring)
	if g.statue(k) {
		s.AddStatue()
	}
	return s.Total
}

// Ranks returns each seat's rank now, 1 for the best: highest total, then
// most stones; players still tied share the rank. In a solo game there is
// no shared rank: seat 0 (the player) ranks first with a strictly higher
// total than seat 1 (the Architect), or equal totals and strictly more
// stones; otherwise the Architect does, so Ranks()[0] == 1 says the player
// won.
func (g *Game) Ranks() []int {
	if g.solo() {
		if g.playerWins() {
			return []int{1, 2}
		}
		return []int{2, 1}
	}
	n := g.opts.Players
	totals, stones := make([]int, n), make([]int, n)
	for k := range n {
		totals[k], stones[k] = g.Total(k), g.stones[k]
	}
	return score.Rank(totals, stones)
}
