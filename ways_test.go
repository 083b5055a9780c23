package akropolis_test

import (
	"maps"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/site"
)

// gameWays are all the ways a caller can make a game, each applied to the
// game g made so far (which it may consume).
var gameWays = map[string]func(t *rapid.T, g *akropolis.Game) (*akropolis.Game, error){
	"New": func(t *rapid.T, g *akropolis.Game) (*akropolis.Game, error) {
		o := g.Options()
		o.Seed = drawSeed(t)
		return akropolis.New(o)
	},
	"NewFromSite": func(t *rapid.T, g *akropolis.Game) (*akropolis.Game, error) {
		o, seed := g.Options(), drawSeed(t)
		s, err := siteplay.Deal(o.Players, o.AllTiles, seed[0], seed[1])
		if err != nil {
			return nil, err
		}
		return akropolis.NewFromSite(o, site.Site(s))
	},
	"Reset": func(t *rapid.T, g *akropolis.Game) (*akropolis.Game, error) {
		o := g.Options()
		o.Seed = drawSeed(t)
		return g, g.Reset(o)
	},
	"NewFromPosition": func(t *rapid.T, g *akropolis.Game) (*akropolis.Game, error) {
		return akropolis.NewFromPosition(g.Position())
	},
	"Clone": func(t *rapid.T, g *akropolis.Game) (*akropolis.Game, error) { return g.Clone(), nil },
	"CopyFrom": func(t *rapid.T, g *akropolis.Game) (*akropolis.Game, error) {
		dst := drawOtherGame(t)
		dst.CopyFrom(g)
		return dst, nil
	},
	"Sample": func(t *rapid.T, g *akropolis.Game) (*akropolis.Game, error) {
		seed := drawSeed(t)
		return akropolis.Sample(g.View(), seed[0], seed[1])
	},
	"SampleInto": func(t *rapid.T, g *akropolis.Game) (*akropolis.Game, error) {
		dst, seed := drawOtherGame(t), drawSeed(t)
		return dst, g.View().SampleInto(dst, seed[0], seed[1])
	},
	"Replay": func(t *rapid.T, g *akropolis.Game) (*akropolis.Game, error) {
		return g.Record().Replay()
	},
}

// TestEveryWayRecordReplays makes random games by random chains of the ways
// of making a game, with random moves before and after each, and checks
// that every game's record replays to an equal game that records the same.
func TestEveryWayRecordReplays(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, err := akropolis.New(genRecordOptions(t))
		must(t, err)
		for range rapid.IntRange(1, 3).Draw(t, "ways") {
			playDrawn(t, g, rapid.IntRange(0, 30).Draw(t, "moves before"))
			way := rapid.SampledFrom(slices.Sorted(maps.Keys(gameWays))).Draw(t, "way")
			if g, err = gameWays[way](t, g); err != nil {
				t.Fatalf("%s: %v", way, err)
			}
			playDrawn(t, g, rapid.IntRange(0, 30).Draw(t, "moves after"))
			checkRecordReplays(t, way, g)
		}
	})
}

// checkRecordReplays fails t unless g's record replays to a game equal to
// g with the same keys and the same record.
func checkRecordReplays(t *rapid.T, way string, g *akropolis.Game) {
	rec := g.Record()
	back, err := rec.Replay()
	if err != nil {
		t.Fatalf("%s: the record does not replay: %v", way, err)
	}
	if !back.Equal(g) || back.Key() != g.Key() {
		t.Fatalf("%s: the replayed game differs from the game", way)
	}
	if d := cmp.Diff(rec, back.Record()); d != "" {
		t.Fatalf("%s: the replayed game records otherwise (-game +replayed):\n%s", way, d)
	}
}

// playDrawn plays up to n legal moves drawn by rapid, fewer if the game
// ends first.
func playDrawn(t *rapid.T, g *akropolis.Game, n int) {
	for i := 0; i < n && !g.Over(); i++ {
		ms := g.AppendLegalMoves(nil)
		must(t, g.Play(ms[rapid.IntRange(0, len(ms)-1).Draw(t, "move")]))
	}
}

// drawOtherGame draws a game to copy or sample into, so that what it held
// before (more cities, a pile, moves to undo) must not show through: the
// zero Game, or a game of any options with some moves played.
func drawOtherGame(t *rapid.T) *akropolis.Game {
	if rapid.Bool().Draw(t, "zero destination") {
		return &akropolis.Game{}
	}
	g, err := akropolis.New(genRecordOptions(t))
	must(t, err)
	playDrawn(t, g, rapid.IntRange(0, 20).Draw(t, "destination moves"))
	return g
}

func drawSeed(t *rapid.T) [2]uint64 {
	return [2]uint64{rapid.Uint64().Draw(t, "seed 1"), rapid.Uint64().Draw(t, "seed 2")}
}

// Five moves into a 2-player game the face-up line holds 2 tiles, which
// no deal has, so a sample's record must start from the sampled
// position rather than from a deal. It replays to the sample, before and
// after a move of its own.
func TestSampleRecordReplays(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	must(t, err)
	for range 5 {
		must(t, g.Play(g.AppendLegalMoves(nil)[0]))
	}
	s, err := akropolis.Sample(g.View(), 3, 4)
	must(t, err)
	for moves := range 2 {
		rec := s.Record()
		if rec.Setup != nil || rec.Position == nil || len(rec.Moves) != moves {
			t.Fatalf("after %d moves: the sample's record has setup %v, position %v, %d moves", moves, rec.Setup, rec.Position, len(rec.Moves))
		}
		if len(rec.Position.Line) != 2 || rec.Position.Turn != 6 {
			t.Errorf("the record starts at turn %d with line %v, want turn 6 and 2 tiles", rec.Position.Turn, rec.Position.Line)
		}
		back, err := rec.Replay()
		must(t, err)
		if !back.Equal(s) {
			t.Errorf("after %d moves: the record replays to another game", moves)
		}
		must(t, s.Play(s.AppendLegalMoves(nil)[0]))
	}
}

// A copy of a game continued from a position (Clone, or CopyFrom into a
// game that was another) records the same position and moves, and its
// record replays to it.
func TestCopiesKeepPosition(t *testing.T) {
	g := randomGame(t, akropolis.Options{Players: 3, Seed: [2]uint64{7, 8}}, 7)
	h, err := akropolis.NewFromPosition(g.Position())
	must(t, err)
	must(t, h.Play(h.AppendLegalMoves(nil)[0]))
	want := h.Record()
	into := randomGame(t, akropolis.Options{Players: 2, Seed: [2]uint64{1, 1}}, 3)
	into.CopyFrom(h)
	for name, c := range map[string]*akropolis.Game{"Clone": h.Clone(), "CopyFrom": into} {
		rec := c.Record()
		if d := cmp.Diff(want, rec); d != "" {
			t.Errorf("%s: the copy records otherwise (-game +copy):\n%s", name, d)
		}
		back, err := rec.Replay()
		if err != nil || !back.Equal(h) {
			t.Errorf("%s: the copy's record replays to another game (%v)", name, err)
		}
	}
}
