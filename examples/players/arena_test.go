package players_test

import (
	"flag"
	"fmt"
	"math"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
)

// The arena measures built-in players against each other. It runs only when
// -arena.games is set, for example:
//
//	go test ./examples/players -run TestArena -timeout 0 -v \
//		-arena.games 200 -arena.players 2 -arena.bots mcts,greedy
//
// Game i deals seed (arena.seed, i/players) and seats the bots rotated by
// i%players, so every deal is played with every seat rotation.
var (
	arenaGames   = flag.Int("arena.games", 0, "games to play in TestArena (0 skips it)")
	arenaPlayers = flag.Int("arena.players", 2, "players per game")
	arenaBots    = flag.String("arena.bots", "mcts,greedy", "players, comma-separated (players.New names), repeated to fill the seats")
	arenaSeed    = flag.Uint64("arena.seed", 1, "first seed of the deals")
	arenaWorkers = flag.Int("arena.workers", 1, "games played at once")
)

// arenaResult is one game's outcome for each bot of the line-up.
type arenaResult struct {
	win, points       []float64
	playouts, choices []int
	cpu               []time.Duration // CPU time of the process while the bot chose
	moves             []int
}

func TestArena(t *testing.T) {
	if *arenaGames == 0 {
		t.Skip("set -arena.games to run the arena")
	}
	n := *arenaPlayers
	names := strings.Split(*arenaBots, ",")
	for len(names) < n {
		names = append(names, names[len(names)-1]) // the last fills the seats
	}
	names = names[:n]
	results := make([]arenaResult, *arenaGames)
	var wg sync.WaitGroup
	next := make(chan int)
	for range *arenaWorkers {
		wg.Go(func() {
			for i := range next {
				results[i] = arenaGame(t, i, names)
				// each game as it ends, so that a long run shows its progress
				t.Logf("game %d: wins %v, points %v", i, results[i].win, results[i].points)
			}
		})
	}
	for i := range *arenaGames {
		next <- i
	}
	close(next)
	wg.Wait()
	t.Logf("%d games, %d players, deals from seed %d, seats rotated", *arenaGames, n, *arenaSeed)
	t.Logf("%-3s %-14s %8s %9s %16s %14s %12s", "bot", "name", "wins", "win rate", "mean points", "playouts/move", "CPU ms/move")
	for b, name := range names {
		var wins, pts, sq float64
		var po, ch, moves int
		var cpu time.Duration
		for _, r := range results {
			wins += r.win[b]
			pts += r.points[b]
			sq += r.points[b] * r.points[b]
			po += r.playouts[b]
			ch += r.choices[b]
			cpu += r.cpu[b]
			moves += r.moves[b]
		}
		g := float64(len(results))
		mean := pts / g
		half := 1.96 * math.Sqrt(max(sq/g-mean*mean, 0)/g)
		rate := wins / g
		perMove := "-"
		if po > 0 {
			perMove = fmt.Sprint(po / ch)
		}
		lo, hi := wilson(wins, g)
		t.Logf("%-3d %-14s %8.1f %8.1f%% %9.1f ± %4.1f %14s %12.1f   (win rate 95%%: %.1f%% to %.1f%%, Wilson)", b, name, wins, 100*rate, mean, half, perMove,
			float64(cpu.Microseconds())/1000/float64(max(moves, 1)), 100*lo, 100*hi)
	}
	if *arenaWorkers > 1 {
		t.Log("CPU ms/move: with more than one worker, the other games' CPU time is counted too")
	}
}

// wilson returns the Wilson score interval (95%) of a rate of wins out of
// n, which stays inside [0, 1] near a rate of 0 or 1, where the normal
// interval does not.
func wilson(wins, n float64) (float64, float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.96
	p := wins / n
	mid := (p + z*z/(2*n)) / (1 + z*z/n)
	half := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / (1 + z*z/n)
	return max(mid-half, 0), min(mid+half, 1)
}

// arenaGame plays game i of the arena: bot b sits at seat (b+i)%n.
func arenaGame(t *testing.T, i int, names []string) arenaResult {
	n := len(names)
	seed := [2]uint64{*arenaSeed, uint64(i / n)}
	g, err := akropolis.New(akropolis.Options{Players: n, Seed: seed})
	if err != nil {
		t.Error(err)
		return arenaResult{}
	}
	seatOf := make([]int, n)
	bots := make([]players.Player, n)
	for b, name := range names {
		seatOf[b] = (b + i) % n
		bots[seatOf[b]] = players.New(name, seed[0]+uint64(b), seed[1]*31+uint64(b))
		if bots[seatOf[b]] == nil {
			t.Fatalf("no player %q", name)
		}
	}
	r := arenaResult{win: make([]float64, n), points: make([]float64, n), playouts: make([]int, n), choices: make([]int, n),
		cpu: make([]time.Duration, n), moves: make([]int, n)}
	botAt := make([]int, n)
	for b := range names {
		botAt[seatOf[b]] = b
	}
	for !g.Over() {
		seat := g.Current()
		before := cpuTime()
		m, err := players.Choose(bots[seat], g)
		if seat < n { // a solo game's Architect takes its own turns
			r.cpu[botAt[seat]] += cpuTime() - before
			r.moves[botAt[seat]]++
		}
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			t.Errorf("game %d, seat %d: %v", i, seat, err)
			return r
		}
		if p, ok := bots[seat].(*players.MCTS); ok {
			for b := range names {
				if seatOf[b] == seat {
					r.playouts[b] += p.LastStats().Playouts
					r.choices[b]++
				}
			}
		}
	}
	ranks := g.Ranks()
	firsts := 0
	for _, rk := range ranks {
		if rk == 1 {
			firsts++
		}
	}
	for b := range names {
		s := seatOf[b]
		r.points[b] = float64(g.Total(s))
		if ranks[s] == 1 {
			r.win[b] = 1 / float64(firsts)
		}
	}
	return r
}
