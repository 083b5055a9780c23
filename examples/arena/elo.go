package arena

import "math"

// eloScale turns a Bradley-Terry strength into Elo points: a 400-point
// gap is 10 to 1 odds.
const eloScale = 400 / math.Ln10

// elo rates the players from the games with the Bradley-Terry model, the
// model behind Elo ratings: every pair of seats in a game is one
// comparison, won by the better rank, a draw (half a win each) when the
// rank is shared; a forfeit ranks last. One virtual draw between every
// pair of players that met keeps the ratings finite when a player wins
// every comparison. The strengths are the maximum likelihood estimate,
// found with Hunter's MM iteration, shown as 400 log10(strength) with the
// mean rating 0. Two players with win fraction w (counting the virtual
// draw) are 400 log10(w/(1-w)) apart.
func elo(players int, results []Result) []float64 {
	n := make([][]float64, players) // comparisons between i and j
	for i := range n {
		n[i] = make([]float64, players)
	}
	wins := make([]float64, players)
	for _, r := range results {
		for a := range r.Seats {
			for b := a + 1; b < len(r.Seats); b++ {
				i, j := r.Seats[a], r.Seats[b]
				if i == j {
					continue
				}
				n[i][j]++
				n[j][i]++
				switch {
				case r.Ranks[a] < r.Ranks[b]:
					wins[i]++
				case r.Ranks[a] > r.Ranks[b]:
					wins[j]++
				default:
					wins[i] += 0.5
					wins[j] += 0.5
				}
			}
		}
	}
	for i := range players {
		for j := range players {
			if i != j && n[i][j] > 0 {
				n[i][j]++
				wins[i] += 0.5
			}
		}
	}
	gamma := make([]float64, players)
	for i := range gamma {
		gamma[i] = 1
	}
	next := make([]float64, players)
	for range 10000 {
		change := 0.0
		for i := range players {
			d := 0.0
			for j := range players {
				if n[i][j] > 0 {
					d += n[i][j] / (gamma[i] + gamma[j])
				}
			}
			next[i] = gamma[i]
			if d > 0 {
				next[i] = wins[i] / d
			}
		}
		logMean := 0.0
		for _, g := range next {
			logMean += math.Log(g) / float64(players)
		}
		for i := range next {
			g := next[i] / math.Exp(logMean)
			change = max(change, math.Abs(g-gamma[i])/gamma[i])
			gamma[i] = g
		}
		if change < 1e-12 {
			break
		}
	}
	ratings := make([]float64, players)
	for i, g := range gamma {
		ratings[i] = eloScale * math.Log(g)
	}
	return ratings
}
