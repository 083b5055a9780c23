package akropolis_test

import (
	"flag"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/internal/siteplay"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

var longRun = flag.Bool("long", false, "TestLongRun: play 100,000 games (or AKROPOLIS_LONG of them)")

// longGames returns the number of games TestLongRun plays: AKROPOLIS_LONG
// if set, else 100,000 with -long, else 200.
func longGames(t *testing.T) int {
	if s := os.Getenv("AKROPOLIS_LONG"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 {
			t.Fatalf("AKROPOLIS_LONG=%q: want a number of games", s)
		}
		return n
	}
	if *longRun {
		return 100_000
	}
	return 200
}

// seededOptions returns the options of game i of a run: every player count,
// level, variant set and rule option in turn, from a seed drawn from i.
func seededOptions(i uint64) akropolis.Options {
	x := rand.New(rand.NewPCG(i, 0x5eed)).Uint64()
	return fuzzOptions(uint8(i%4), uint8(x), uint8(x>>8), x>>16)
}

// TestLongRun plays random games across every player count, variant and rule
// option, checking after every move that no stone and no tile is created or
// lost, and at the end that the game replays from its start site and moves
// to an equal game.
func TestLongRun(t *testing.T) {
	n := longGames(t)
	start := time.Now()
	var w invariantBuffers
	var legal []akropolis.Move
	moves := 0
	g := &akropolis.Game{}
	for i := range n {
		o := seededOptions(uint64(i))
		if err := g.Reset(o); err != nil {
			t.Fatal(err)
		}
		choose := randomMove(rand.New(rand.NewPCG(uint64(i), 1)))
		w.check(t, g)
		for !g.Over() {
			var err error
			if legal, err = playOut(g, 1, choose, legal); err != nil {
				t.Fatalf("game %d (%+v): %v", i, o, err)
			}
			moves++
			w.check(t, g)
		}
		replay, err := akropolis.NewFromSite(g.Options(), akropolis.StartSite(g))
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range g.Record().Moves {
			if err := replay.Play(m); err != nil {
				t.Fatalf("game %d: replay: %v", i, err)
			}
		}
		if !replay.Equal(g) {
			t.Fatalf("game %d (%+v): the replay differs", i, o)
		}
	}
	t.Logf("%d games, %d moves in %v", n, moves, time.Since(start).Round(time.Millisecond))
}

// invariantBuffers are the reusable slices of the conservation checks.
type invariantBuffers struct{ tiles []tile.ID }

// check checks stone and tile conservation in g.
func (w *invariantBuffers) check(t *testing.T, g *akropolis.Game) {
	t.Helper()
	o := g.Options()
	stones := akropolis.Reserve(g)
	for k := range g.Options().Seats() {
		stones += g.Stones(k)
	}
	if stones != site.BoxStones {
		t.Fatalf("%+v turn %d: reserve %d + seats' stones = %d, want %d", o, g.TurnsPlayed(), akropolis.Reserve(g), stones, site.BoxStones)
	}
	s := siteplay.Site(g.Site())
	w.tiles = s.AppendUnseen(s.AppendLine(w.tiles[:0]))
	for k := range o.Players {
		for _, p := range g.City(k).Placements() {
			w.tiles = append(w.tiles, p.Tile)
		}
	}
	pile, _ := akropolis.Architect(g)
	w.tiles = append(w.tiles, pile...)
	// The one-hex tiles (Athena) come from the cards: on a card, laid or
	// piled, or unseen, the 30 are there once each.
	c := akropolis.CardsOf(g)
	oneHex := siteplay.Cards(c).AppendUnseen(nil)
	for slot := 1; slot <= 4; slot++ {
		oneHex = c.AppendTiles(oneHex, slot)
	}
	for _, id := range w.tiles {
		if id.IsOneHex() {
			oneHex = append(oneHex, id)
		}
	}
	slices.Sort(oneHex)
	if n := len(slices.Compact(oneHex)); o.Athena && (len(oneHex) != 30 || n != 30) || !o.Athena && len(oneHex) != 0 {
		t.Fatalf("%+v turn %d: %d one-hex tiles, %d distinct", o, g.TurnsPlayed(), len(oneHex), n)
	}
	w.tiles = slices.DeleteFunc(w.tiles, func(id tile.ID) bool { return id.IsOneHex() })
	slices.Sort(w.tiles)
	if want := len(tile.AppendInPlay(make([]tile.ID, 0, tile.MaxID), o.Players, o.AllTiles)); len(w.tiles) != want || len(slices.Compact(w.tiles)) != want {
		t.Fatalf("%+v turn %d: %d tiles in site, cities and pile, want %d distinct", o, g.TurnsPlayed(), len(w.tiles), want)
	}
}
