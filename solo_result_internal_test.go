package akropolis

import (
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site"
	"slices"
	"testing"
)

// The solo result: the player wins with a strictly higher total, or equal
// totals and strictly more stones; otherwise the Architect wins (there is no
// shared result). Both have their starting tile alone: the player's city
// scores 0 (a House plaza, no House); the Architect's pile scores 0 at
// score.Hippodamos and 3 Quarries x 2 = 6 at score.Metagenes. Totals add the stones.
func TestSoloResult(t *testing.T) {
	for _, tc := range []struct {
		name                   string
		level                  score.Difficulty
		player, architect      int // stones
		playerTotal, archTotal int
		wins                   bool
	}{
		{"equal totals and stones: the Architect wins", score.Hippodamos, 2, 2, 2, 2, false},
		{"higher total", score.Hippodamos, 3, 2, 3, 2, true},
		{"lower total", score.Hippodamos, 1, 2, 1, 2, false},
		{"equal totals, more stones", score.Metagenes, 6, 0, 6, 6, true},
		{"Metagenes: equal stones, the Quarries win", score.Metagenes, 3, 3, 3, 9, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := New(Options{Players: 1, Difficulty: tc.level})
			if err != nil {
				t.Fatal(err)
			}
			g.stones[0], g.stones[architectSeat] = tc.player, tc.architect
			g.reserve = site.BoxStones - tc.player - tc.architect
			if g.Total(0) != tc.playerTotal || g.Total(architectSeat) != tc.archTotal {
				t.Fatalf("totals %d and %d, want %d and %d", g.Total(0), g.Total(architectSeat), tc.playerTotal, tc.archTotal)
			}
			if g.playerWins() != tc.wins {
				t.Errorf("PlayerWins = %v, want %v", g.playerWins(), tc.wins)
			}
			ranks, winners := []int{2, 1}, []int{architectSeat}
			if tc.wins {
				ranks, winners = []int{1, 2}, []int{0}
			}
			if r, w := g.Ranks(), Winners(g); !slices.Equal(r, ranks) || !slices.Equal(w, winners) {
				t.Errorf("Ranks %v, Winners %v; want %v, %v", r, w, ranks, winners)
			}
		})
	}
}
