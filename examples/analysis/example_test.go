package analysis_test

import (
	"os"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/analysis"
	"github.com/akropolis-rules/akropolis/examples/players"
)

// The analysis of the first eight moves of a game between the greedy
// player (seat 0) and the random player (seat 1), with 100 playouts a
// search: the random player's moves rank low. (So small a budget gives
// noisy chances: the analysis of a real game wants a few hundred playouts
// or more.)
func Example() {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 1}})
	if err != nil {
		panic(err)
	}
	bots := []players.Player{players.NewGreedy(), players.NewRandom(1, 2)}
	for range 8 {
		m, err := bots[g.Current()].Choose(g.View())
		if err != nil {
			panic(err)
		}
		if err := g.Play(m); err != nil {
			panic(err)
		}
	}
	rep, err := analysis.Analyse(g.Record(), analysis.Options{Playouts: 100, Seed: [2]uint64{1, 2}})
	if err != nil {
		panic(err)
	}
	rep.WriteText(os.Stdout)
	// Output:
	// move turn seat played            before  after  rank       best alternative  its chance
	//    1    1    0 0:21@(-1,-2)r1       48%    39%  10 of 180  0:21@(0,-3)r2            48%
	//    2    2    1 2:16@(2,-1)r0        29%    26%  208 of 270 0:20@(0,-2)r1            29%
	//    3    3    0 0:20@(1,-3)r0        60%    72%  6 of 240   0:20@(1,-3)r1            60%
	//    4    4    1 0:33@(-2,1)r0        24%    28%  67 of 108  0:33@(2,-3)r0            24%
	//    5    5    0 0:08@(0,-3)r1        40%    37%  4 of 288   0:08@(1,-6)r3            40%
	//    6    6    1 0:34@(1,1)r4         17%    23%  102 of 129 0:34@(-1,0)r3            17%
	//    7    7    0 0:15@(1,-2)r1        60%    50%  6 of 276   0:15@(1,-2)r2            60%
	//    8    8    1 0:22@(-2,2)r4        22%    26%  111 of 150 0:22@(-1,1)r5            22%
	//
	// The moves that changed the game most:
	//   move 3 (turn 3, seat 0, 0:20@(1,-3)r0): 60% to 72%, +12 points; 0:20@(1,-3)r1 would have given 60%
	//   move 7 (turn 7, seat 0, 0:15@(1,-2)r1): 60% to 50%, -10 points; 0:15@(1,-2)r2 would have given 60%
	//   move 1 (turn 1, seat 0, 0:21@(-1,-2)r1): 48% to 39%, -9 points; 0:21@(0,-3)r2 would have given 48%
	//
	// The record stops before the end of the game.
}
