package arena_test

import (
	"fmt"
	"os"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/arena"
)

// A short tournament: the greedy player against the random one on one deal
// played from both seats, with each player's wins, mean score, its 95%
// interval and an Elo rating.
func Example() {
	bots, err := arena.ParseBots("greedy,random", 2)
	if err != nil {
		fmt.Println(err)
		return
	}
	c := arena.Config{Options: akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}}, Bots: bots, Games: 2, Workers: 2}
	results, err := c.Play()
	if err != nil {
		fmt.Println(err)
		return
	}
	c.Tournament().WriteTable(os.Stdout, results)
	// Output:
	// Akropolis, 2 games, 2 players, seats rotated: greedy, random
	// Seeds:    1,2 to 1,2, each deal played from every seat (2 games a deal)
	// Options:  no variant, 37 tiles
	//
	// player  games   wins  shared  win rate  mean score  95% interval     elo
	// greedy      2      2       0    100.0%       111.0  103.2 to 118.8    +140
	// random      2      0       0      0.0%        48.5  43.6 to 53.4      -140
	//
	// First place tied on points and broken by stones in 0 of 2 games; shared in 0.
	// wins: first place alone; shared: first place shared (same points and stones), counted 1/n in the win rate.
	// 95% interval: of the mean score, mean ± 1.96 standard errors.
	// elo: Bradley-Terry maximum likelihood over every pair of seats of every game (a shared rank is a draw,
	// a forfeit ranks last), one virtual draw per pair of players, 400 log10 scale, mean 0.
	// Forfeits: none.
}

// One game between two built-in players, refereed to its end: the seats'
// totals and ranks are the game's own, as examples/play prints the same
// game (go run ./examples/play -seed 1,2).
func ExampleConfig_SitDown() {
	c := arena.Config{Options: akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}}, Bots: []string{"greedy", "random"}, Games: 1}
	g, err := akropolis.New(c.Options)
	if err != nil {
		fmt.Println(err)
		return
	}
	t, lost, err := c.SitDown(g, 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	if lost == nil {
		lost = t.Referee(g, nil)
	}
	t.Close(lost)
	for k, rank := range arena.Ranks(g, lost) {
		fmt.Printf("%s: %d points, rank %d\n", t.SeatName(k), g.Total(k), rank)
	}
	// Output:
	// seat 0 (greedy): 115 points, rank 1
	// seat 1 (random): 46 points, rank 2
}
