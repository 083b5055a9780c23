package akropolis_test

import (
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/site/event"
	"github.com/akropolis-rules/akropolis/tile"
)

func newGame(t testing.TB, o akropolis.Options) *akropolis.Game {
	t.Helper()
	g, err := akropolis.New(o)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// playFirst plays the first legal move until the game ends, checking the
// Chief Architect and turn counts on the way.
func TestTurnCountRefillAndChief(t *testing.T) {
	for _, tc := range []struct {
		players  int
		allTiles bool
		turns    int
	}{{2, false, 36}, {3, false, 48}, {4, false, 60}, {2, true, 60}, {3, true, 60}} {
		g := newGame(t, akropolis.Options{Players: tc.players, AllTiles: tc.allTiles, Seed: [2]uint64{7, 9}})
		if akropolis.Chief(g) != 0 || g.Current() != 0 {
			t.Fatalf("seat %d holds the Chief Architect and seat %d plays first; want 0 and 0", akropolis.Chief(g), g.Current())
		}
		if g.Site().TurnsLeft() != tc.turns {
			t.Fatalf("%d players: %d turns left at the start, want %d", tc.players, g.Site().TurnsLeft(), tc.turns)
		}
		refills := 0
		var events []event.Event
		for !g.Over() {
			seat := g.Current()
			if seat != g.TurnsPlayed()%tc.players {
				t.Fatalf("turn %d played by seat %d: turn order reset", g.TurnsPlayed(), seat)
			}
			var err error
			chief := akropolis.Chief(g)
			events, err = g.PlayEvents(events[:0], g.AppendLegalMoves(nil)[0])
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range events {
				if e.Kind == event.SiteRefilled {
					refills++
					if g.Site().Len() != tc.players+2 {
						t.Fatalf("refilled site has %d tiles", g.Site().Len())
					}
				}
				if e.Kind == event.ChiefPassed && (e.Seat != (chief+1)%tc.players || akropolis.Chief(g) != e.Seat) {
					t.Fatalf("chief passed from %d to %d", chief, e.Seat)
				}
			}
		}
		if g.TurnsPlayed() != tc.turns || g.Site().TurnsLeft() != 0 {
			t.Errorf("%d players all=%v: %d turns, want %d", tc.players, tc.allTiles, g.TurnsPlayed(), tc.turns)
		}
		stacks := (len(tile.AppendInPlay(make([]tile.ID, 0, tile.MaxID), tc.players, tc.allTiles)) - (tc.players + 2)) / (tc.players + 1)
		if refills != stacks {
			t.Errorf("%d refills, want %d", refills, stacks)
		}
		// The last tile is never played: one tile is left, and no move is legal.
		if g.Site().Len() != 1 || countMoves(g) != 0 || len(g.AppendLegalMoves(nil)) != 0 {
			t.Errorf("game over with %d tiles and %d moves", g.Site().Len(), countMoves(g))
		}
		if err := g.Play(akropolis.Move{Placement: city.Placement{Tile: g.Site().At(0)}}); !errors.Is(err, site.ErrGameOver) {
			t.Errorf("move after the end: %v", err)
		}
	}
}

func TestStartingStones(t *testing.T) {
	for _, zero := range []bool{false, true} {
		g := newGame(t, akropolis.Options{Players: 4, StonesFromZero: zero})
		sum := 0
		for k := range 4 {
			want := k + 1
			if zero {
				want = k
			}
			if g.Stones(k) != want {
				t.Errorf("zero=%v: seat %d has %d stones, want %d", zero, k, g.Stones(k), want)
			}
			sum += g.Stones(k)
		}
		if akropolis.Reserve(g) != site.BoxStones-sum {
			t.Errorf("reserve %d, want %d", akropolis.Reserve(g), site.BoxStones-sum)
		}
	}
}

// A game on an explicit site: tile 5 [BarracksPlaza Quarry Quarry] first.
func twoQuarryGame(t *testing.T, o akropolis.Options) *akropolis.Game {
	order := []tile.ID{5, 1, 2, 3}
	for id := tile.ID(4); len(order) < 37; id++ {
		if id != 5 {
			order = append(order, id)
		}
	}
	s, err := newSite(2, order)
	if err != nil {
		t.Fatal(err)
	}
	g, err := akropolis.NewFromSite(o, s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func mv(pos int, id tile.ID, q, r int, rot tile.Rotation) akropolis.Move {
	return akropolis.Move{Position: pos, Placement: city.Placement{Tile: id, Anchor: hex.Hex{Q: q, R: r}, Rotation: rot}}
}

func TestTileOverTwoQuarriesGainsTwo(t *testing.T) {
	g := twoQuarryGame(t, akropolis.Options{Players: 2})
	// Seat 0 lays tile 5 on (1,-1) BarracksPlaza, (1,-2) Quarry, (2,-2) Quarry.
	must(t, g.Play(mv(0, 5, 1, -1, 0)))
	must(t, g.Play(mv(0, 1, 0, -2, 0)))
	// Seat 0 lays tile 2 on (0,-1) start Quarry, (1,-2) Quarry, (1,-1): two Quarries.
	out, err := akropolis.CheckOutcome(g, mv(0, 2, 0, -1, 1))
	if err != nil || out.Quarries != 2 || out.Gained != 2 || out.Level != 2 {
		t.Fatalf("Check = %+v, %v; want level 2, 2 quarries, 2 gained", out, err)
	}
	must(t, g.Play(mv(0, 2, 0, -1, 1)))
	if g.Stones(0) != 1+2 || akropolis.Reserve(g) != 40-3-2 {
		t.Fatalf("seat 0 has %d stones, reserve %d", g.Stones(0), akropolis.Reserve(g))
	}
}

func TestReserveRunsShort(t *testing.T) {
	for _, unlimited := range []bool{false, true} {
		g := twoQuarryGame(t, akropolis.Options{Players: 2, UnlimitedReserve: unlimited})
		must(t, g.Play(mv(0, 5, 1, -1, 0)))
		must(t, g.Play(mv(0, 1, 0, -2, 0)))
		// Drain the reserve to 1 stone by rebuilding the game state through a view.
		v := g.View()
		v.Stones[1] += v.Reserve - 1
		v.Reserve = 1
		h, err := akropolis.Sample(v, 1, 1)
		if err != nil {
			t.Fatal(err)
		}
		out, err := akropolis.CheckOutcome(h, mv(0, 2, 0, -1, 1))
		want := 1
		if unlimited {
			want = 2
		}
		if err != nil || out.Quarries != 2 || out.Gained != want {
			t.Fatalf("unlimited=%v: %+v, %v; want %d gained", unlimited, out, err, want)
		}
		must(t, h.Play(mv(0, 2, 0, -1, 1)))
		if akropolis.Reserve(h)+h.Stones(0)+h.Stones(1) != site.BoxStones {
			t.Fatalf("stones not conserved: reserve %d, players %d %d", akropolis.Reserve(h), h.Stones(0), h.Stones(1))
		}
		if !unlimited && akropolis.Reserve(h) != 0 {
			t.Fatalf("reserve = %d, want 0", akropolis.Reserve(h))
		}
		if unlimited && akropolis.Reserve(h) != -1 {
			t.Fatalf("unlimited reserve = %d, want -1", akropolis.Reserve(h))
		}
	}
}

func TestCostsAfterTakingMiddleTile(t *testing.T) {
	g := twoQuarryGame(t, akropolis.Options{Players: 2})
	// Seat 0 holds 1 stone: position 1 costs 1, position 2 costs 2.
	if err := g.Check(mv(2, 2, 0, -2, 0)); !errors.Is(err, site.ErrCannotAfford) {
		t.Fatalf("position 2 with 1 stone: %v", err)
	}
	must(t, g.Play(mv(1, 1, 0, -2, 0))) // tile 1 for 1 stone
	if g.Stones(0) != 0 || akropolis.Reserve(g) != 40-3+1 {
		t.Fatalf("after paying: %d stones, reserve %d", g.Stones(0), akropolis.Reserve(g))
	}
	// Line was [5 1 2 3]; now [5 2 3] and tile 2 costs 1, tile 3 costs 2.
	s := g.Site()
	if s.At(1) != 2 || s.Cost(1) != 1 || s.At(2) != 3 || s.Cost(2) != 2 {
		t.Fatalf("site after taking the middle tile: %v", s)
	}
}

func TestRejectedMovesChangeNothing(t *testing.T) {
	g := twoQuarryGame(t, akropolis.Options{Players: 2})
	before := g.Clone()
	for _, tc := range []struct {
		m    akropolis.Move
		want error
	}{
		{mv(0, 1, 0, -2, 0), akropolis.ErrWrongTile},
		{mv(3, 3, 0, -2, 0), site.ErrCannotAfford},
		{mv(7, 3, 0, -2, 0), site.ErrBadPosition},
		{mv(-1, 3, 0, -2, 0), site.ErrBadPosition},
		{mv(0, 5, 0, -5, 0), city.ErrNotAdjacent},
		{mv(0, 5, 0, -1, 0), city.ErrGap},
		{mv(0, 5, 0, -2, 9), city.ErrBadRotation},
	} {
		err := g.Play(tc.m)
		var me *akropolis.Error
		if !errors.Is(err, tc.want) || !errors.As(err, &me) || me.Move != tc.m {
			t.Errorf("Play(%v) = %v, want %v", tc.m, err, tc.want)
		}
		if !g.Equal(before) {
			t.Fatalf("rejected %v changed the game", tc.m)
		}
	}
}

// must fails the test on an error: t is a *testing.T, a *testing.B or a
// *rapid.T.
func must(t interface {
	Helper()
	Fatal(args ...any)
}, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
