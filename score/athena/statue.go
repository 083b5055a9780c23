package athena

// StatueCards is how many completed cards earn the statue: all four cards
// of a game.
const StatueCards = 4

// statueStoneValue is what a stone is worth with the statue.
const statueStoneValue = 5

// StonePoints returns what stones stones are worth at the end to a player
// who completed cards cards: 5 each with all four cards of the game (the
// statue), 1 each otherwise (nothing extra for one to three). A negative
// count of stones is taken as 0. Ties are still broken by the number of
// stones, not by these points.
func StonePoints(stones, cards int) int {
	stones = max(stones, 0)
	if cards >= StatueCards {
		return statueStoneValue * stones
	}
	return stones
}
