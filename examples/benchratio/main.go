// Command benchratio measures what the Athena expansion costs a random
// game, as the ratio of CPU times of the same random games with and
// without it. On a shared machine the speed changes from second to
// second, so that two `go test -bench` runs minutes apart can differ by
// 20% or more; here the two kinds of game run alternately in one
// process, each round a benchmark of each (testing.Benchmark, the body of
// BenchmarkRandomGame: a game dealt from its number, every legal move
// listed with ListMoves at each turn, one played at random, every total
// at the end), and the median of the rounds' ratios is reported.
//
// Usage:
//
//	go run ./examples/benchratio [-players 2] [-rounds 300] [-games 400]
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"github.com/akropolis-rules/akropolis"
)

func main() {
	players := flag.Int("players", 2, "players, 1 to 4")
	rounds := flag.Int("rounds", 300, "rounds of one benchmark of each kind of game")
	games := flag.Int("games", 400, "games in each benchmark")
	flag.Parse()
	testing.Init()
	if err := flag.Set("test.benchtime", fmt.Sprintf("%dx", *games)); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var ratios, base, athena []float64
	for r := range *rounds {
		var ns [2]float64
		for j := range 2 { // which kind goes first alternates too
			k := (r + j) % 2
			o := akropolis.Options{Players: *players, Athena: k == 1}
			res := testing.Benchmark(func(b *testing.B) { randomGames(b, o) })
			ns[k] = float64(res.T.Nanoseconds()) / float64(res.N)
		}
		ratios, base, athena = append(ratios, ns[1]/ns[0]), append(base, ns[0]), append(athena, ns[1])
	}
	for _, s := range [][]float64{ratios, base, athena} {
		slices.Sort(s)
	}
	n := len(ratios)
	fmt.Printf("%d players, %d rounds of %d games: base %.1f µs, Athena %.1f µs (medians); Athena/base %.3f (median of the rounds' ratios; quartiles %.3f, %.3f)\n",
		*players, n, *games, base[n/2]/1e3, athena[n/2]/1e3, ratios[n/2], ratios[n/4], ratios[3*n/4])
}

// randomGames plays b.N random games of options o, as BenchmarkRandomGame
// does.
func randomGames(b *testing.B, o akropolis.Options) {
	g, err := akropolis.New(o)
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var l akropolis.MoveList
	sink := 0
	for i := 0; b.Loop(); i++ {
		o.Seed = [2]uint64{uint64(i), 7}
		if err := g.Reset(o); err != nil {
			b.Fatal(err)
		}
		for !g.Over() {
			g.ListMoves(&l)
			if err := g.Play(l.At(rng.IntN(l.Len()))); err != nil {
				b.Fatal(err)
			}
		}
		for k := range o.Players {
			sink += g.Total(k)
		}
	}
	_ = sink
}
