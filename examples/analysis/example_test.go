package analysis_test

import (
	"os"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/analysis"
	"github.com/akropolis-rules/akropolis/examples/players"
)

// The analysis of the first eight moves of a game between the greedy
// player (seat 0) and the random player (seat 1), with 100 playouts a
// search: the random player's moves rank low. So small a budget gives
// noisy chances, and only one change stands out of their noise (the
// analysis of a real game wants a few hundred playouts or more).
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
	//    1    1    0 0:21@(-1,-2)r1       50%    45%  10 of 180  0:21@(0,-2)r0            50%
	//    2    2    1 2:16@(2,-1)r0        29%    22%  28 of 270  2:16@(0,-3)r3            29%
	//    3    3    0 0:20@(1,-3)r0        59%    57%  8 of 240   0:20@(1,-2)r2            59%
	//    4    4    1 0:33@(-2,1)r0        36%    39%  67 of 108  0:33@(3,-4)r4            36%
	//    5    5    0 0:08@(0,-3)r1        26%    59%  22 of 288  1:34@(1,-3)r4            26%
	//    6    6    1 0:34@(1,1)r4         18%    24%  102 of 129 0:34@(4,-4)r3            18%
	//    7    7    0 0:15@(1,-2)r1        56%    60%  139 of 276 1:22@(1,-5)r5            56%
	//    8    8    1 0:22@(-2,2)r4        14%    10%  102 of 150 0:22@(3,-3)r0            14%
	//
	// The moves that changed the game most (by more than twice the noise of the estimates):
	//   move 5 (turn 5, seat 0, 0:08@(0,-3)r1): 26% to 59%, +33 points (noise ±16); 1:34@(1,-3)r4 would have given 26%
	//
	// The record stops before the end of the game.
}
