package arena

import (
	"strings"
	"testing"
)

// TestSeedsLine checks the header's account of the deals: when the games
// are not a multiple of the players, the last deal is played from fewer
// seats and the header says so.
func TestSeedsLine(t *testing.T) {
	for _, tc := range []struct {
		players, games int
		want           string
	}{
		{2, 4, "Seeds:    5,0 to 5,1, each deal played from every seat (2 games a deal)\n"},
		{2, 5, "Seeds:    5,0 to 5,2, each deal played from every seat (2 games a deal), the last deal from 1 seat\n"},
		{4, 7, "Seeds:    5,0 to 5,1, each deal played from every seat (4 games a deal), the last deal from 3 seats\n"},
	} {
		c := newConfig(t, tc.players, [2]uint64{5, 0}, "greedy,random", tc.games)
		c.Workers = 1
		out, _ := playTable(t, c, "")
		lines := append(strings.SplitAfter(out, "\n"), "", "")
		if lines[1] != tc.want {
			t.Errorf("%d players, %d games: second line\n%q\nwant\n%q", tc.players, tc.games, lines[1], tc.want)
		}
	}
}

// TestOneGameAgreement checks the notes of a tournament table over one
// game (shard 1 of 2 of a two-game tournament): "of 1 game", not "1 games".
func TestOneGameAgreement(t *testing.T) {
	c := newConfig(t, 1, [2]uint64{3, 0}, "greedy", 2)
	c.Shard = [2]int{1, 2}
	out, _ := playTable(t, c, "")
	for _, want := range []string{"Played:   1 of the 2 games", "broken by stones in 0 of 1 game;"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
}
