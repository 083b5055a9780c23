package players_test

import (
	"errors"
	"sync"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

func newGame(t testing.TB, o akropolis.Options) *akropolis.Game {
	t.Helper()
	g, err := akropolis.New(o)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// playOut plays g to the end with the bots, one per seat, checking on each
// turn that the chosen move is legal and that Choose left g unchanged.
func playOut(t *testing.T, g *akropolis.Game, bots []players.Player) []akropolis.Move {
	t.Helper()
	var played []akropolis.Move
	for !g.Over() {
		m, err := players.Choose(bots[g.Current()], g)
		if err != nil {
			t.Fatalf("turn %d: %s: %v", g.TurnsPlayed(), bots[g.Current()].Name(), err)
		}
		if err := g.Check(m); err != nil {
			t.Fatalf("turn %d: %s chose an illegal move: %v", g.TurnsPlayed(), bots[g.Current()].Name(), err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		played = append(played, m)
	}
	return played
}

func TestDeterministic(t *testing.T) {
	o := akropolis.Options{Players: 3, Seed: [2]uint64{5, 6}, Scoring: variants.Options{Variants: variants.All}}
	game := func(s1, s2 uint64) []akropolis.Move {
		bots := []players.Player{players.NewRandom(s1, s2), players.NewGreedy(), players.NewRandom(s2, s1)}
		return playOut(t, newGame(t, o), bots)
	}
	a, b := game(1, 2), game(1, 2)
	if len(a) != len(b) {
		t.Fatalf("same seed: %d and %d moves", len(a), len(b))
	}
	for k := range a {
		if a[k] != b[k] {
			t.Fatalf("same seed, move %d: %v then %v", k, a[k], b[k])
		}
	}
	c := game(3, 4)
	same := len(a) == len(c)
	for k := 0; same && k < len(a); k++ {
		same = a[k] == c[k]
	}
	if same {
		t.Errorf("seeds (1,2) and (3,4) played the same game")
	}
}

func TestLegalEveryOption(t *testing.T) {
	for _, o := range []akropolis.Options{
		{Players: 2, Seed: [2]uint64{1, 1}},
		{Players: 4, Seed: [2]uint64{2, 3}, StonesFromZero: true, Scoring: variants.Options{Variants: variants.All, LakeAnyRegion: true}},
		{Players: 2, AllTiles: true, UnlimitedReserve: true, Seed: [2]uint64{9, 9}, Scoring: variants.Options{BarracksOutsideOnly: true}},
	} {
		g := newGame(t, o)
		bots := []players.Player{players.NewGreedy(), players.NewRandom(7, 8), players.NewGreedy(), players.NewRandom(8, 7)}
		playOut(t, g, bots[:o.Players])
		for _, p := range bots[:2] {
			if m, err := p.Choose(g.View()); !errors.Is(err, site.ErrGameOver) {
				t.Errorf("%s on a finished game: %v, %v", p.Name(), m, err)
			}
		}
	}
}

// TestGreedyBest checks every greedy choice of a game against every other
// legal move: none gives a higher total, and none before it gives as high.
func TestGreedyBest(t *testing.T) {
	o := akropolis.Options{Players: 2, Seed: [2]uint64{11, 12}, Scoring: variants.Options{Variants: variants.Of(tile.Market, tile.Garden)}}
	g := newGame(t, o)
	greedy, random := players.NewGreedy(), players.NewRandom(1, 1)
	for !g.Over() {
		seat := g.Current()
		m := choose(t, greedy, g)
		chosen := -1
		best := -1 << 30
		var totals []int
		for k, alt := range g.AppendLegalMoves(nil) {
			if err := g.Play(alt); err != nil {
				t.Fatal(err)
			}
			tot := score.Totals(g.City(seat), g.Stones(seat), o.Scoring).Total
			g.Undo()
			totals = append(totals, tot)
			best = max(best, tot)
			if alt == m {
				chosen = k
			}
		}
		if chosen < 0 {
			t.Fatalf("turn %d: greedy move %v is not legal", g.TurnsPlayed(), m)
		}
		if totals[chosen] != best {
			t.Fatalf("turn %d: greedy total %d, another move gives %d", g.TurnsPlayed(), totals[chosen], best)
		}
		for k := range chosen {
			if totals[k] == best {
				t.Fatalf("turn %d: greedy chose move %d, move %d ties it earlier", g.TurnsPlayed(), chosen, k)
			}
		}
		// Alternate greedy and random so the positions vary.
		if g.TurnsPlayed()%2 == 1 {
			m = choose(t, random, g)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
}

// choose returns p's move in g, failing the test on an error.
func choose(t testing.TB, p players.Player, g *akropolis.Game) akropolis.Move {
	t.Helper()
	m, err := players.Choose(p, g)
	if err != nil {
		t.Fatalf("turn %d: %s: %v", g.TurnsPlayed(), p.Name(), err)
	}
	return m
}

func TestNew(t *testing.T) {
	for _, name := range players.Names() {
		if p := players.New(name, 1, 2); p == nil || p.Name() != name {
			t.Errorf("New(%q) = %v", name, p)
		}
	}
	if p := players.New("perfect", 1, 2); p != nil {
		t.Errorf("New(perfect) = %v", p)
	}
}

func BenchmarkGreedyGame(b *testing.B) {
	b.ReportAllocs()
	g := newGame(b, akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	p := players.NewGreedy()
	for b.Loop() {
		g.Reset(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
		for !g.Over() {
			g.Play(choose(b, p, g))
		}
	}
}

func BenchmarkRandomGame(b *testing.B) {
	b.ReportAllocs()
	g := newGame(b, akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	p := players.NewRandom(1, 2)
	for b.Loop() {
		g.Reset(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
		for !g.Over() {
			g.Play(choose(b, p, g))
		}
	}
}

// TestFairInformation plays games and, before every turn, deals the hidden
// stacks of a copy in another order: every built-in player must choose the
// same move in both, since the order is hidden from it.
func TestFairInformation(t *testing.T) {
	for _, o := range []akropolis.Options{
		{Players: 2, Seed: [2]uint64{3, 4}},
		{Players: 4, Seed: [2]uint64{5, 6}, Scoring: variants.Options{Variants: variants.All}},
		{Players: 1, Seed: [2]uint64{7, 8}},
	} {
		for _, name := range searchNames() {
			g := newGame(t, o)
			a, b := players.New(name, 1, 2), players.New(name, 1, 2)
			for !g.Over() {
				other := new(akropolis.Game)
				if err := g.View().SampleInto(other, uint64(g.TurnsPlayed()), 99); err != nil {
					t.Fatal(err)
				}
				if g.Site() == other.Site() && g.Site().StacksLeft() > 1 {
					t.Fatalf("turn %d: the resampled stacks are in the same order", g.TurnsPlayed())
				}
				m := choose(t, a, g)
				if n := choose(t, b, other); n != m {
					t.Fatalf("%s, %d players, turn %d: %v, but %v with the stacks in another order", name, o.Players, g.TurnsPlayed(), m, n)
				}
				if err := g.Play(m); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// peeker is a Cheater: it plays position 0 when it is told the next stack
// and records whether it was.
type peeker struct{ sawAll, sawView int }

func (*peeker) Name() string { return "peeker" }
func (p *peeker) Choose(v akropolis.View) (akropolis.Move, error) {
	p.sawView++
	g := new(akropolis.Game)
	if err := v.SampleInto(g, 1, 1); err != nil {
		return akropolis.Move{}, err
	}
	return g.AppendLegalMoves(nil)[0], nil
}
func (p *peeker) ChooseSeeingAll(g *akropolis.Game) (akropolis.Move, error) {
	p.sawAll++
	return g.AppendLegalMoves(nil)[0], nil
}

// TestCheaterAsks checks that Choose hands the whole game only to a player
// that asks for it by implementing Cheater.
func TestCheaterAsks(t *testing.T) {
	g := newGame(t, akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	p := &peeker{}
	choose(t, p, g)
	if p.sawAll != 1 || p.sawView != 0 {
		t.Errorf("a Cheater got the game %d times and the view %d times", p.sawAll, p.sawView)
	}
	var fair struct{ players.Player }
	fair.Player = p
	choose(t, fair, g) // the embedding hides ChooseSeeingAll
	if p.sawAll != 1 || p.sawView != 1 {
		t.Errorf("a fair player got the game %d times and the view %d times", p.sawAll, p.sawView)
	}
}

// TestChooseConcurrently has players of their own, in several goroutines,
// choose on one shared game at once: under -race it shows that Choose only
// reads the game, so a referee may ask several players at once.
func TestChooseConcurrently(t *testing.T) {
	g := newGame(t, akropolis.Options{Players: 3, Seed: [2]uint64{2, 7}})
	for range 9 {
		g.Play(choose(t, players.NewGreedy(), g))
	}
	names := searchNames()
	want := make(map[string]akropolis.Move)
	for _, name := range names {
		want[name] = choose(t, players.New(name, 4, 4), g)
	}
	var wg sync.WaitGroup
	for w := range 6 {
		name := names[w%len(names)]
		wg.Go(func() {
			p := players.New(name, 4, 4)
			if m, err := players.Choose(p, g); err != nil || m != want[name] {
				t.Errorf("%s in a goroutine: %v, %v; alone: %v", name, m, err, want[name])
			}
		})
	}
	wg.Wait()
}

// searchNames returns the built-in players with budgets that make them
// deterministic and quick, for tests that compare choices; with -short the
// search runs fewer playouts a move.
func searchNames() []string {
	if testing.Short() {
		return []string{"greedy", "random", "mcts:6"}
	}
	return []string{"greedy", "random", "mcts:24"}
}
