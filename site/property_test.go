package site_test

import (
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// game is a rapid state machine: a dealt site, the tiles taken so far and a
// model of the line, checked against the site after every step.
type game struct {
	s      site.Site
	inPlay []tile.ID // sorted
	taken  []tile.ID
	model  []tile.ID // the line as the rules say it should be
	stacks int       // stacks as the rules say they should be
	n      int       // seats of the layout
}

func newGame(t *rapid.T) *game {
	players := rapid.IntRange(1, 4).Draw(t, "players")
	allTiles := rapid.Bool().Draw(t, "allTiles")
	s, err := site.Deal(players, allTiles, rapid.Uint64().Draw(t, "seed1"), rapid.Uint64().Draw(t, "seed2"))
	if err != nil {
		t.Fatal(err)
	}
	n := max(players, 2)
	return &game{
		s:      s,
		inPlay: tile.AppendInPlay(nil, players, allTiles),
		model:  s.AppendLine(nil),
		stacks: s.StacksLeft(),
		n:      n,
	}
}

func (g *game) take(t *rapid.T) {
	if g.s.Over() || g.s.NeedsRefill() {
		t.Skip("no take is legal")
	}
	stones := rapid.IntRange(0, 8).Draw(t, "stones")
	i := rapid.IntRange(-1, g.s.Len()).Draw(t, "position")
	before := g.s
	id, err := g.s.Take(i, stones)
	legal := i >= 0 && i < len(g.model) && stones >= i
	if legal != (err == nil) {
		t.Fatalf("Take(%d, %d) on %v: %v", i, stones, before, err)
	}
	if err != nil {
		if g.s != before {
			t.Fatalf("rejected take changed %v into %v", before, g.s)
		}
		return
	}
	if id != g.model[i] {
		t.Fatalf("Take(%d) = %v, want %v", i, id, g.model[i])
	}
	for j := i + 1; j < len(g.model); j++ {
		if before.Cost(j)-1 != g.s.Cost(j-1) || g.s.At(j-1) != g.model[j] {
			t.Fatalf("tile %v did not move up one place", g.model[j])
		}
	}
	g.model = slices.Delete(g.model, i, i+1)
	g.taken = append(g.taken, id)
}

func (g *game) refill(t *rapid.T) {
	need := len(g.model) == 1 && g.stacks > 0
	next := g.s.AppendStacks(nil)
	if got := g.s.Refill(); got != need {
		t.Fatalf("Refill() = %v with %d up and %d stacks", got, len(g.model), g.stacks)
	}
	if need {
		g.model = append(g.model, next[:g.n+1]...)
		g.stacks--
	}
}

// check holds after every step: the model agrees, and every tile in play is
// in exactly one place: on the line, face down or taken.
func (g *game) check(t *rapid.T) {
	s := g.s
	if !slices.Equal(s.AppendLine(nil), g.model) || s.StacksLeft() != g.stacks || s.Len() != len(g.model) {
		t.Fatalf("site %v, model %v with %d stacks", s, g.model, g.stacks)
	}
	if s.Len() < 1 || s.Len() > g.n+2 {
		t.Fatalf("%d tiles up", s.Len())
	}
	unseen := s.AppendUnseen(nil)
	if !slices.IsSorted(unseen) || len(unseen) != s.StacksLeft()*s.StackSize() {
		t.Fatalf("unseen %v with %d stacks of %d", unseen, s.StacksLeft(), s.StackSize())
	}
	if !slices.Equal(slices.Sorted(slices.Values(s.AppendStacks(nil))), unseen) {
		t.Fatalf("stacks and unseen disagree")
	}
	all := append(append(s.AppendLine(nil), unseen...), g.taken...)
	slices.Sort(all)
	if !slices.Equal(all, g.inPlay) {
		t.Fatalf("tiles not conserved: line+unseen+taken = %v", all)
	}
	if s.Over() != (s.Len() == 1 && s.StacksLeft() == 0) ||
		s.NeedsRefill() != (s.Len() == 1 && s.StacksLeft() > 0) {
		t.Fatalf("Over %v, NeedsRefill %v for %v", s.Over(), s.NeedsRefill(), s)
	}
	for i := range s.Len() {
		if s.Cost(i) != i {
			t.Fatalf("Cost(%d) = %d", i, s.Cost(i))
		}
	}
	if s.Over() && len(g.taken) != len(g.inPlay)-1 {
		t.Fatalf("game over after %d takes of %d tiles", len(g.taken), len(g.inPlay))
	}
}

func TestRandomGames(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := newGame(t)
		t.Repeat(map[string]func(*rapid.T){
			"take":   g.take,
			"refill": g.refill,
			"":       g.check,
		})
	})
}

// Played to the end with random legal takes, every game lasts
// tiles-1 takes, and the check holds throughout.
func TestRandomGamesToTheEnd(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := newGame(t)
		g.check(t)
		for !g.s.Over() {
			stones := rapid.IntRange(0, 3).Draw(t, "stones")
			i := rapid.IntRange(0, g.s.Affordable(stones)-1).Draw(t, "position")
			id, err := g.s.Take(i, stones)
			if err != nil || id != g.model[i] {
				t.Fatalf("Take(%d, %d) = %v, %v", i, stones, id, err)
			}
			g.model = slices.Delete(g.model, i, i+1)
			g.taken = append(g.taken, id)
			g.refill(t)
			g.check(t)
		}
		if want := 12 * (g.n + 1); len(g.inPlay) == 12*(g.n+1)+1 && len(g.taken) != want {
			t.Fatalf("%d takes, want %d", len(g.taken), want)
		}
	})
}

// New and FromLayout never panic: they return an error or a site that keeps
// the invariants and holds exactly the tiles given. Half the inputs are well
// formed (distinct valid IDs in whole stacks), half are raw noise.
func TestSetupNeverPanics(t *testing.T) {
	noise := rapid.Map(rapid.IntRange(0, 70), func(n int) tile.ID { return tile.ID(n) })
	rapid.Check(t, func(t *rapid.T) {
		wellFormed := rapid.Bool().Draw(t, "wellFormed")
		players := rapid.IntRange(-1, 6).Draw(t, "players")
		if wellFormed {
			players = rapid.IntRange(1, 4).Draw(t, "players")
		}
		up, k := max(players, 2)+2, max(players, 2)+1
		var all []tile.ID
		if wellFormed {
			stacks := rapid.IntRange(0, (61-up)/k).Draw(t, "stacks")
			n := rapid.IntRange(1, up).Draw(t, "up") + stacks*k
			all = rapid.Permutation(tile.AppendInPlay(nil, 4, true)).Draw(t, "tiles")[:n]
		} else {
			all = rapid.SliceOfN(noise, 0, 70).Draw(t, "tiles")
		}
		var s site.Site
		var err error
		if rapid.Bool().Draw(t, "new") {
			s, err = site.New(players, all)
		} else {
			cut := rapid.IntRange(0, len(all)).Draw(t, "cut")
			if wellFormed {
				cut = (len(all)-1)%k + 1
			}
			var stacks [][]tile.ID
			for rest := all[cut:]; len(rest) > 0; {
				m := min(len(rest), k)
				if !wellFormed {
					m = rapid.IntRange(1, len(rest)).Draw(t, "stack")
				}
				stacks, rest = append(stacks, rest[:m]), rest[m:]
			}
			s, err = site.FromLayout(all[:cut], stacks, players)
			if wellFormed && err != nil {
				t.Fatalf("well-formed layout rejected: %v", err)
			}
		}
		if err != nil {
			if s != (site.Site{}) {
				t.Fatalf("error %v with site %v", err, s)
			}
			return
		}
		got := append(s.AppendLine(nil), s.AppendStacks(nil)...)
		if !slices.Equal(got, all) {
			t.Fatalf("site %v holds %v, given %v", s, got, all)
		}
		if s.Len() < 1 || s.Len() > up || len(got) != s.Len()+s.StacksLeft()*s.StackSize() {
			t.Fatalf("bad site %v from %v", s, all)
		}
		_ = s.String()
	})
}
