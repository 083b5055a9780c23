package players_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/akropolis-rules/akropolis/score"
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
		before := g.Clone()
		m := bots[g.Current()].Choose(g)
		if !g.Equal(before) || g.Turn() != before.Turn() {
			t.Fatalf("turn %d: %s changed the game", g.Turn(), bots[g.Current()].Name())
		}
		if _, err := g.Check(m); err != nil {
			t.Fatalf("turn %d: %s chose an illegal move: %v", g.Turn(), bots[g.Current()].Name(), err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		played = append(played, m)
	}
	return played
}

func TestDeterministic(t *testing.T) {
	o := akropolis.Options{Players: 3, Seed: [2]uint64{5, 6}, Rules: variants.Options{Variants: variants.All}}
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
		{Players: 4, Seed: [2]uint64{2, 3}, StonesFromZero: true, Rules: variants.Options{Variants: variants.All, LakeAnyRegion: true}},
		{Players: 2, AllTiles: true, UnlimitedReserve: true, Seed: [2]uint64{9, 9}, Rules: variants.Options{BarracksOutsideOnly: true}},
	} {
		g := newGame(t, o)
		bots := []players.Player{players.NewGreedy(), players.NewRandom(7, 8), players.NewGreedy(), players.NewRandom(8, 7)}
		playOut(t, g, bots[:o.Players])
		if m := bots[0].Choose(g); m != (akropolis.Move{}) {
			t.Errorf("greedy on a finished game: %v", m)
		}
		if m := bots[1].Choose(g); m != (akropolis.Move{}) {
			t.Errorf("random on a finished game: %v", m)
		}
	}
}

// TestGreedyBest checks every greedy choice of a game against every other
// legal move: none gives a higher total, and none before it gives as high.
func TestGreedyBest(t *testing.T) {
	o := akropolis.Options{Players: 2, Seed: [2]uint64{11, 12}, Rules: variants.Options{Variants: variants.Of(variants.Markets, variants.Gardens)}}
	g := newGame(t, o)
	greedy, random := players.NewGreedy(), players.NewRandom(1, 1)
	for !g.Over() {
		seat := g.Current()
		m := greedy.Choose(g)
		chosen := -1
		best := -1 << 30
		var totals []int
		for k, alt := range g.AppendLegalMoves(nil) {
			if err := g.Play(alt); err != nil {
				t.Fatal(err)
			}
			tot := score.Total(g.City(seat), g.Stones(seat), o.Rules)
			g.Undo()
			totals = append(totals, tot)
			best = max(best, tot)
			if alt == m {
				chosen = k
			}
		}
		if chosen < 0 {
			t.Fatalf("turn %d: greedy move %v is not legal", g.Turn(), m)
		}
		if totals[chosen] != best {
			t.Fatalf("turn %d: greedy total %d, another move gives %d", g.Turn(), totals[chosen], best)
		}
		for k := range chosen {
			if totals[k] == best {
				t.Fatalf("turn %d: greedy chose move %d, move %d ties it earlier", g.Turn(), chosen, k)
			}
		}
		// Alternate greedy and random so the positions vary.
		if g.Turn()%2 == 1 {
			m = random.Choose(g)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
}

func TestRandomAllocatesNothing(t *testing.T) {
	g := newGame(t, akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	p := players.NewRandom(1, 2)
	for range 10 {
		g.Play(p.Choose(g))
	}
	p.Choose(g) // grow the buffer
	if n := testing.AllocsPerRun(50, func() { p.Choose(g) }); n != 0 {
		t.Errorf("Random.Choose: %v allocations per turn", n)
	}
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
			g.Play(p.Choose(g))
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
			g.Play(p.Choose(g))
		}
	}
}
