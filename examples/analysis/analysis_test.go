package analysis

import (
	"errors"
	"math"
	"slices"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/players"
	"github.com/google/go-cmp/cmp"
)

// game plays a whole game between the bots and returns its record.
func game(t *testing.T, o akropolis.Options, bots ...players.Player) akropolis.Record {
	t.Helper()
	g, err := akropolis.New(o)
	if err != nil {
		t.Fatal(err)
	}
	for !g.Over() {
		m, err := bots[g.Current()%len(bots)].Choose(g.View())
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return g.Record()
}

// TestSearchPlayerRanksFirst: the moves of a search player with the
// analysis's own budget and seed rank first, since the analysis asks the
// same search of the same views; a move ranked best changes nothing; and
// each move's best alternative is another move.
func TestSearchPlayerRanksFirst(t *testing.T) {
	o := Options{Playouts: 40, Seed: [2]uint64{3, 4}}
	search := players.NewMCTS(players.MCTSOptions{Playouts: o.Playouts, Seed: o.Seed})
	r := game(t, akropolis.Options{Players: 2, Seed: [2]uint64{1, 1}}, search, players.NewGreedy())
	if testing.Short() {
		r.Moves = r.Moves[:12]
	}
	rep, err := Analyse(r, o)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Moves) != len(r.Moves) || rep.Over == testing.Short() {
		t.Fatalf("%d moves analysed of %d, over %v", len(rep.Moves), len(r.Moves), rep.Over)
	}
	for _, m := range rep.Moves {
		if m.Seat == 0 && m.Rank != 1 {
			t.Errorf("move %d, the search player's own: rank %d of %d", m.Index, m.Rank, m.Legal)
		}
		if m.Rank == 1 && m.Before != m.After {
			t.Errorf("move %d, ranked best: changed the chance from %v to %v", m.Index, m.Before, m.After)
		}
		if m.Rank < 1 || m.Rank > m.Legal || m.Best == nil || *m.Best == m.Played {
			t.Errorf("move %d: rank %d of %d, best %v, played %v", m.Index, m.Rank, m.Legal, m.Best, m.Played)
		}
		for _, x := range []float64{m.Before, m.After, m.BestChance} {
			if x < 0 || x > 1 {
				t.Errorf("move %d: a chance of %v", m.Index, x)
			}
		}
	}
}

// TestLastMoveIsTheResult: after the last move the mover's chance is the
// result, 1 for the winner and 0 for the loser; in a solo game for the
// player, by its rank (1 when it won).
func TestLastMoveIsTheResult(t *testing.T) {
	for _, o := range []akropolis.Options{
		{Players: 2, Seed: [2]uint64{2, 2}},
		{Players: 1, Seed: [2]uint64{2, 3}},
	} {
		r := game(t, o, players.NewGreedy(), players.NewRandom(1, 1))
		rep, err := Analyse(r, Options{Playouts: 10})
		if err != nil {
			t.Fatal(err)
		}
		g, _ := r.Replay()
		last := rep.Moves[len(rep.Moves)-1]
		want := 0.0
		if (g.Options().Players == 1) && (g.Ranks()[0] == 1) || !(g.Options().Players == 1) && slices.Equal(winners(g.Ranks()), []int{last.Seat}) {
			want = 1
		}
		if last.After != want {
			t.Errorf("%d players: the last move's after %v, want %v (winners %v)", o.Players, last.After, want, winners(g.Ranks()))
		}
	}
}

// TestDeterministic: a playout budget gives the same report twice; another
// seed gives another.
func TestDeterministic(t *testing.T) {
	r := game(t, akropolis.Options{Players: 3, Seed: [2]uint64{4, 4}}, players.NewGreedy(), players.NewRandom(2, 2))
	r.Moves = r.Moves[:12]
	a, err := Analyse(r, Options{Playouts: 30, Seed: [2]uint64{1, 1}})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Analyse(r, Options{Playouts: 30, Seed: [2]uint64{1, 1}})
	c, _ := Analyse(r, Options{Playouts: 30, Seed: [2]uint64{9, 9}})
	if diff := cmp.Diff(a, b); diff != "" {
		t.Errorf("the same seed and budget gave two reports:\n%s", diff)
	}
	if cmp.Equal(a, c) {
		t.Error("seeds 1,1 and 9,9 gave the same report")
	}
	if a.Over {
		t.Error("a record of 12 moves reported over")
	}
}

// TestTurning checks the choice of the turning points on changes worked
// out by hand: +0.1, -0.5, +0.3, -0.3, +0.05 give moves 2 (0.5), then 3 and
// 4 (0.3 each, the earlier first).
func TestTurning(t *testing.T) {
	ms := []Move{{Before: 0.5, After: 0.6}, {Before: 0.6, After: 0.1}, {Before: 0.2, After: 0.5}, {Before: 0.5, After: 0.2}, {Before: 0.5, After: 0.55}}
	if got := turning(ms, 3); !slices.Equal(got, []int{1, 2, 3}) {
		t.Errorf("turning %v, want [1 2 3]", got)
	}
	if got := turning(ms[:2], 3); !slices.Equal(got, []int{1, 0}) {
		t.Errorf("of two moves: %v, want [1 0]", got)
	}
}

func TestBadRecords(t *testing.T) {
	r := game(t, akropolis.Options{Players: 2, Seed: [2]uint64{1, 1}}, players.NewGreedy())
	empty := r
	empty.Moves = nil
	if _, err := Analyse(empty, Options{}); !errors.Is(err, ErrNoMoves) {
		t.Errorf("no moves: %v, want ErrNoMoves", err)
	}
	bad := r
	bad.Moves = slices.Clone(r.Moves[:3])
	bad.Moves[2] = bad.Moves[0]
	var re *akropolis.Error
	if _, err := Analyse(bad, Options{Playouts: 5}); !errors.As(err, &re) || re.Step != 3 {
		t.Errorf("an illegal third move: %v, want a Error at move 3", err)
	}
}

// TestTurningBeyondNoise: a change is a turning point only when it is
// larger than twice the noise of its two estimates. Both changes below
// are 0.2; with noises of 0.05 each (2·√(0.05²+0.05²) ≈ 0.14) the change
// stands out, with 0.1 each (≈ 0.28) it does not; a change of 0.3 with
// the larger noise stands out again.
func TestTurningBeyondNoise(t *testing.T) {
	quiet := Move{Before: 0.4, After: 0.6, BeforeNoise: 0.05, AfterNoise: 0.05}
	noisy := Move{Before: 0.6, After: 0.4, BeforeNoise: 0.1, AfterNoise: 0.1}
	big := Move{Before: 0.7, After: 0.4, BeforeNoise: 0.1, AfterNoise: 0.1}
	if !quiet.Significant() || noisy.Significant() || !big.Significant() {
		t.Errorf("significant: %v %v %v, want true false true", quiet.Significant(), noisy.Significant(), big.Significant())
	}
	if got := turning([]Move{noisy, quiet, noisy, big}, 3); !slices.Equal(got, []int{3, 1}) {
		t.Errorf("turning %v, want [3 1]: the noisy changes left out", got)
	}
	if got := turning([]Move{noisy, noisy}, 3); len(got) != 0 {
		t.Errorf("turning %v, want none", got)
	}
}

// TestNoise: the binomial standard error of a chance, worked out by hand.
func TestNoise(t *testing.T) {
	for _, c := range []struct {
		p    float64
		n    int
		want float64
	}{
		{0.5, 98, 0.05},                   // q = 0.5: √(0.25/98) ≈ 0.0505
		{1, 8, 0.1},                       // q = 0.9: √(0.09/8) ≈ 0.106
		{0.3, 0, 0.5},                     // no playout
		{0.25, 10000, 0.0043301270189222}, // q ≈ 0.25
	} {
		if got := Noise(c.p, c.n); math.Abs(got-c.want) > 0.007 {
			t.Errorf("Noise(%v, %d) = %v, want about %v", c.p, c.n, got, c.want)
		}
	}
}
