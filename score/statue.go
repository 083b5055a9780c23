package score

import "github.com/akropolis-rules/akropolis/score/athena"

// statueCards is what the statue asks: all four cards of the game.
const statueCards = 4

// AddStatue counts the Athena expansion's statue on the card: its stones
// are then worth 5 points each instead of 1 (athena.StonePoints), and the
// total changes by the difference. Call it once, for a player who
// completed all four construction cards.
func (c *Card) AddStatue() {
	c.Total += athena.StonePoints(c.Stones, statueCards) - c.Stones
}

// AddStatue is Card.AddStatue for a summary.
func (s *Summary) AddStatue() {
	s.Total += athena.StonePoints(s.Stones, statueCards) - s.Stones
}
