package score

// Rank returns the 1-based rank of each player from their totals and the
// stones they hold: the highest total ranks first; between equal totals,
// more stones rank first; players still tied share the rank, and the next
// rank skips as many places as players share it (totals 40, 40, 35 with
// equal stones rank 1, 1, 3).
//
// stones may be nil (no tie-break) or shorter than totals: a player without
// an entry holds no stones. Extra entries are ignored.
func Rank(totals, stones []int) []int {
	stonesOf := func(i int) int {
		if i >= len(stones) {
			return 0 // no stones given for this player
		}
		return stones[i]
	}
	ranks := make([]int, len(totals))
	for i := range totals {
		ranks[i] = 1
		for j := range totals {
			if totals[j] > totals[i] || totals[j] == totals[i] && stonesOf(j) > stonesOf(i) {
				ranks[i]++
			}
		}
	}
	return ranks
}
