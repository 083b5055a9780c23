package players_test

import (
	"testing"
	"time"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/variants"
)

// TestMCTSPlaysLegally plays whole games of every size with an MCTS player
// on a small playout budget in one seat: playOut checks every move.
func TestMCTSPlaysLegally(t *testing.T) {
	playouts := 20
	if testing.Short() {
		playouts = 5
	}
	for _, o := range []akropolis.Options{
		{Players: 2, Seed: [2]uint64{1, 9}},
		{Players: 3, Seed: [2]uint64{2, 9}, Scoring: variants.Options{Variants: variants.All}},
		{Players: 4, Seed: [2]uint64{3, 9}, StonesFromZero: true},
		{Players: 1, Seed: [2]uint64{4, 9}, Difficulty: score.Metagenes},
	} {
		bots := []players.Player{players.NewMCTS(players.MCTSOptions{Playouts: playouts, Seed: o.Seed}),
			players.NewGreedy(), players.NewRandom(1, 2), players.NewGreedy()}
		playOut(t, newGame(t, o), bots[:o.Players])
	}
}

// TestMCTSDeterministic checks that with a playout budget the same seed and
// view give the same move, and that another seed searches differently.
func TestMCTSDeterministic(t *testing.T) {
	g := newGame(t, akropolis.Options{Players: 2, Seed: [2]uint64{7, 7}})
	for range 8 {
		g.Play(choose(t, players.NewGreedy(), g))
	}
	playouts := 200
	if testing.Short() {
		playouts = 50
	}
	search := func(seed uint64) (akropolis.Move, players.Stats) {
		p := players.NewMCTS(players.MCTSOptions{Playouts: playouts, Seed: [2]uint64{seed, 1}})
		m := choose(t, p, g)
		return m, p.LastStats()
	}
	m1, s1 := search(1)
	m2, s2 := search(1)
	if m1 != m2 || s1.Nodes != s2.Nodes || s1.Playouts != playouts {
		t.Errorf("same seed: %v (%+v) then %v (%+v)", m1, s1, m2, s2)
	}
	differ := false
	for seed := uint64(2); seed < 6 && !differ; seed++ {
		_, s := search(seed)
		differ = s.Nodes != s1.Nodes
	}
	if !differ {
		t.Errorf("seeds 1 to 5 grew trees of one size, %d nodes: the seed is not used", s1.Nodes)
	}
}

// TestMCTSThreads checks that several threads play legally, share out a
// playout budget, and stay deterministic with one (run it under -race).
func TestMCTSThreads(t *testing.T) {
	g := newGame(t, akropolis.Options{Players: 3, Seed: [2]uint64{4, 4}})
	for range 5 {
		g.Play(choose(t, players.NewGreedy(), g))
	}
	search := func() (akropolis.Move, players.Stats) {
		p := players.NewMCTS(players.MCTSOptions{Playouts: 101, Threads: 3, Seed: [2]uint64{1, 1}})
		m := choose(t, p, g)
		return m, p.LastStats()
	}
	m1, s1 := search()
	m2, s2 := search()
	if err := g.Check(m1); err != nil {
		t.Fatal(err)
	}
	if m1 != m2 || s1.Nodes != s2.Nodes || s1.Playouts != 101 {
		t.Errorf("3 threads, 101 playouts: %v (%+v) then %v (%+v)", m1, s1, m2, s2)
	}
	p := players.NewMCTS(players.MCTSOptions{Time: 10 * time.Millisecond, Threads: 2})
	for range 3 {
		if m := choose(t, p, g); m.Placement.Tile == 0 {
			t.Errorf("2 threads, 10 ms: %v", m)
		}
	}
}

// TestMCTSBudget checks that a time budget stops the search, on a clock
// the test controls, so that a slow machine cannot change the count: each
// reading is 1 ms after the one before. Choose reads it at the start, the
// search after every 8 playouts from the first (readings 1, 2, ...: 1 ms,
// 2 ms, ... in), and stops at the reading that shows 20 ms: the 20th,
// after 19 x 8 = 152 playouts; the last reading, for Elapsed, shows 21 ms.
func TestMCTSBudget(t *testing.T) {
	g := newGame(t, akropolis.Options{Players: 4, Seed: [2]uint64{1, 3}})
	p := players.NewMCTS(players.MCTSOptions{Time: 20 * time.Millisecond})
	var readings int
	players.SetClock(p, func() time.Time {
		readings++
		return time.Unix(0, 0).Add(time.Duration(readings-1) * time.Millisecond)
	})
	choose(t, p, g)
	if s := p.LastStats(); s.Playouts != 152 || s.Elapsed != 21*time.Millisecond || readings != 22 {
		t.Errorf("20 ms budget: %+v after %d readings; want 152 playouts, 21ms, 22 readings", s, readings)
	}
}

// TestNewBudgets checks the names New reads for an MCTS player.
func TestNewBudgets(t *testing.T) {
	for name, want := range map[string]players.MCTSOptions{
		"mcts":           {Playouts: players.DefaultPlayouts, Seed: [2]uint64{1, 2}, Threads: 1},
		"MCTS:10ms":      {Time: 10 * time.Millisecond, Seed: [2]uint64{1, 2}, Threads: 1},
		"mcts:500":       {Playouts: 500, Seed: [2]uint64{1, 2}, Threads: 1},
		"mcts:1s+2000":   {Time: time.Second, Playouts: 2000, Seed: [2]uint64{1, 2}, Threads: 1},
		" mcts:2000+1s ": {Time: time.Second, Playouts: 2000, Seed: [2]uint64{1, 2}, Threads: 1},
		"mcts:2t+50ms":   {Time: 50 * time.Millisecond, Seed: [2]uint64{1, 2}, Threads: 2},
	} {
		p, ok := players.New(name, 1, 2).(*players.MCTS)
		if !ok {
			t.Errorf("New(%q) is not an MCTS player", name)
			continue
		}
		if got := p.Options(); got != want {
			t.Errorf("New(%q): options %+v, want %+v", name, got, want)
		}
	}
	for _, name := range []string{"mcts:", "mcts:0", "mcts:-5", "mcts:1s+2s", "mcts:5+6", "mcts:fast", "mctsx", "mcts:1s+", "mcts:0t", "mcts:2t+3t", "mcts:65t", "mcts:t"} {
		if p := players.New(name, 1, 2); p != nil {
			t.Errorf("New(%q) = %v, want nil", name, p)
		}
	}
}

// BenchmarkMCTSPlayouts measures the search's speed from the first move of
// a 2- and a 4-player game, its playouts cut off at the default horizon
// (2p, 4p) and played to the end of the game (2p-whole, 4p-whole: the
// longest, and the playouts of the search before it had a horizon): see
// the playouts/s metric, and playouts/cpu-s, the same per second of CPU
// time, which a machine busy with other work does not lower.
func BenchmarkMCTSPlayouts(b *testing.B) {
	for _, c := range []struct {
		name             string
		players, horizon int
	}{{"2p", 2, 0}, {"4p", 4, 0}, {"2p-whole", 2, -1}, {"4p-whole", 4, -1}} {
		b.Run(c.name, func(b *testing.B) {
			g := newGame(b, akropolis.Options{Players: c.players, Seed: [2]uint64{1, 2}})
			v := g.View()
			p := players.NewMCTS(players.MCTSOptions{Playouts: 200, Seed: [2]uint64{3, 4}, Horizon: c.horizon})
			if _, err := p.Choose(v); err != nil { // warm the buffers
				b.Fatal(err)
			}
			b.ReportAllocs()
			playouts, cpu := 0, cpuTime()
			for b.Loop() {
				if _, err := p.Choose(v); err != nil {
					b.Fatal(err)
				}
				playouts += p.LastStats().Playouts
			}
			b.ReportMetric(float64(playouts)/b.Elapsed().Seconds(), "playouts/s")
			if cpu := cpuTime() - cpu; cpu > 0 { // the speed on an idle core
				b.ReportMetric(float64(playouts)/cpu.Seconds(), "playouts/cpu-s")
			}
		})
	}
}
