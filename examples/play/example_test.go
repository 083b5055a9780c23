package main

import "os"

// A short tournament: the greedy player against the random one on one deal
// played from both seats, with each player's wins, mean score, its 95%
// interval and an Elo rating.
func Example() {
	run([]string{"-games", "2", "-seed", "1,2", "-bots", "greedy,random"}, os.Stdout, os.Stderr)
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
