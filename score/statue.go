package score

import "github.com/akropolis-rules/akropolis/score/athena"

// AddStatue scores the statue of the Athena expansion: its player
// completed all four cards of the game, so each stone is worth 5 points
// instead of 1 (athena.StonePoints). The summary records it (Statue) and
// its Total grows by 4 a stone; a second call changes nothing. A Pad and
// an ArchitectPad add it to their numbers alike.
func (s *Summary) AddStatue() {
	if s.Statue {
		return
	}
	s.Statue = true
	s.Total += statueBonus(s.Stones)
}

// statueBonus is what the statue adds to stones already counted at 1
// point each.
func statueBonus(stones int) int {
	return athena.StonePoints(stones, athena.StatueCards) - athena.StonePoints(stones, 0)
}
