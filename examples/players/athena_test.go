package players_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/score"
)

// The built-in players play games with the Athena expansion to the end,
// completions and stop moves included, for 1 to 4 players.
func TestPlayersPlayAthena(t *testing.T) {
	total := 0
	for _, o := range []akropolis.Options{
		{Players: 2, Athena: true, Seed: [2]uint64{38, 23}},
		{Players: 1, Difficulty: score.Callicrates, Athena: true, Seed: [2]uint64{81, 23}},
		{Players: 3, Athena: true, Seed: [2]uint64{4, 5}},
		{Players: 4, Athena: true, Seed: [2]uint64{6, 7}},
	} {
		bots := []players.Player{players.NewGreedy(), players.New("mcts:40", 1, 2), players.NewRandom(3, 4), players.NewGreedy()}
		if o.Players == 1 {
			bots[0] = players.New("mcts:40", 5, 6)
		}
		g := newGame(t, o)
		moves := playOut(t, g, bots[:o.Players])
		construction := 0
		for _, m := range moves {
			if m.Card() != 0 || m.Kind() == akropolis.StopMove {
				construction++
			}
		}
		total += construction
		c := g.Position().Cards
		t.Logf("%d players: %d moves, %d of them completions or stops; cards %v", o.Players, len(moves), construction, c)
		if _, err := g.Record().Replay(); err != nil {
			t.Errorf("%d players: the record does not replay: %v", o.Players, err)
		}
	}
	if total < 2 {
		t.Errorf("%d completions and stops in all: the players never met a card", total)
	}
}
