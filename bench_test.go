package akropolis_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/akropolis-rules/akropolis"
)

// playRandom plays g to the end, listing every legal move each turn in the
// compact MoveList and picking one with rng: the game playOut plays with
// randomMove(rng), without writing every move out.
func playRandom(g *akropolis.Game, rng *rand.Rand, l *akropolis.MoveList) {
	for !g.Over() {
		g.ListMoves(l)
		if err := g.Play(l.At(rng.IntN(l.Len()))); err != nil {
			panic(err)
		}
	}
}

// BenchmarkRandomGame measures whole games: setup, every legal move listed
// at each turn (MoveList), one played at random, every player's total at
// the end. One op is one game.
func BenchmarkRandomGame(b *testing.B) {
	benchRandomGames(b, func(rng *rand.Rand) func(*akropolis.Game) {
		var l akropolis.MoveList
		return func(g *akropolis.Game) { playRandom(g, rng, &l) }
	})
}

// BenchmarkRandomGameMoves is BenchmarkRandomGame with every legal move
// written out as a Move (AppendLegalMoves), as a bot that weighs them all
// lists them. It plays the same games.
func BenchmarkRandomGameMoves(b *testing.B) {
	benchRandomGames(b, func(rng *rand.Rand) func(*akropolis.Game) {
		choose, buf := randomMove(rng), make([]akropolis.Move, 0, 1<<14)
		return func(g *akropolis.Game) {
			var err error
			if buf, err = playOut(g, -1, choose, buf); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// benchRandomGames runs whole games of 2, 3 and 4 players, each played by
// the function newPlay makes for the sub-benchmark's generator, then the
// same with the Athena expansion (athena/players=N).
func benchRandomGames(b *testing.B, newPlay func(*rand.Rand) func(*akropolis.Game)) {
	for _, athena := range []bool{false, true} {
		for _, players := range []int{2, 3, 4} {
			name := fmt.Sprintf("players=%d", players)
			if athena {
				name = "athena/" + name
			}
			b.Run(name, func(b *testing.B) { benchRandomGame(b, akropolis.Options{Players: players, Athena: athena}, newPlay) })
		}
	}
}

// benchRandomGame is one sub-benchmark of benchRandomGames: games of
// options o, one op a game, each seeded from its number.
func benchRandomGame(b *testing.B, o akropolis.Options, newPlay func(*rand.Rand) func(*akropolis.Game)) {
	g, _ := akropolis.New(o)
	play := newPlay(rand.New(rand.NewPCG(1, 2)))
	sink := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		o.Seed = [2]uint64{uint64(i), 7}
		if err := g.Reset(o); err != nil {
			b.Fatal(err)
		}
		play(g)
		for k := range o.Players {
			sink += g.Total(k)
		}
	}
	_ = sink
}

// midGame returns a 2-player game after 20 random turns (each city ~10 tiles).
func midGame(b *testing.B, players, turns int) *akropolis.Game {
	g, _ := akropolis.New(akropolis.Options{Players: players, Seed: [2]uint64{3, 4}})
	if _, err := playOut(g, turns, randomMove(rand.New(rand.NewPCG(5, 6))), nil); err != nil {
		b.Fatal(err)
	}
	return g
}

func BenchmarkLegalMoves(b *testing.B) {
	g := midGame(b, 2, 24)
	buf := make([]akropolis.Move, 0, 1<<14)
	b.ReportAllocs()
	for b.Loop() {
		buf = g.AppendLegalMoves(buf[:0])
	}
	b.ReportMetric(float64(len(buf)), "moves")
}

func BenchmarkPlayUndo(b *testing.B) {
	g := midGame(b, 2, 24)
	m := g.AppendLegalMoves(nil)[0]
	b.ReportAllocs()
	for b.Loop() {
		if err := g.Play(m); err != nil {
			b.Fatal(err)
		}
		g.Undo()
	}
}

func BenchmarkKey(b *testing.B) {
	g := midGame(b, 2, 24)
	sink := uint64(0)
	b.ReportAllocs()
	for b.Loop() {
		sink ^= g.Key()
	}
	_ = sink
}

func BenchmarkDelta(b *testing.B) {
	g := midGame(b, 2, 24)
	m := g.AppendLegalMoves(nil)[0]
	b.ReportAllocs()
	for b.Loop() {
		if _, err := g.Delta(m); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBotTurn is a typical bot turn in the 2-player mid-game: list
// every legal move, then Delta of each. The time is reported per move
// weighed (ns/move); one op is one turn. The game changes between turns
// (a move played and taken back), so every turn scores the city afresh.
func BenchmarkBotTurn(b *testing.B) {
	g := midGame(b, 2, 24)
	buf := make([]akropolis.Move, 0, 1<<14)
	best := 0
	n := 0
	b.ReportAllocs()
	for b.Loop() {
		buf = g.AppendLegalMoves(buf[:0])
		for _, m := range buf {
			d, err := g.Delta(m)
			if err != nil {
				b.Fatal(err)
			}
			best = max(best, d)
		}
		n += len(buf)
		if err := g.Play(buf[0]); err != nil {
			b.Fatal(err)
		}
		if _, ok := g.Undo(); !ok {
			b.Fatal("nothing to undo")
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/move")
	b.ReportMetric(float64(n)/float64(b.N), "moves/turn")
}

// BenchmarkGameClone copies the 2-player mid-game, undo history included.
func BenchmarkGameClone(b *testing.B) {
	g := midGame(b, 2, 24)
	b.ReportAllocs()
	for b.Loop() {
		_ = g.Clone()
	}
}

// BenchmarkGameCopyFrom copies the 2-player mid-game into a game whose
// memory is reused.
func BenchmarkGameCopyFrom(b *testing.B) {
	g := midGame(b, 2, 24)
	d := g.Clone()
	b.ReportAllocs()
	for b.Loop() {
		d.CopyFrom(g)
	}
}

// BenchmarkSampleInto deals the 2-player mid-game's view into a game whose
// memory is reused, as a searching player does for every sample.
func BenchmarkSampleInto(b *testing.B) {
	v := midGame(b, 2, 24).View()
	dst := &akropolis.Game{}
	if err := v.SampleInto(dst, 0, 0); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := uint64(0); b.Loop(); i++ {
		if err := v.SampleInto(dst, i, 7); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReset starts a new 2-player game in a game whose memory is
// reused, from a new seed each time, as a playout loop does: without and
// with the Athena expansion (its cards dealt and followed).
func BenchmarkReset(b *testing.B) {
	for _, athena := range []bool{false, true} {
		name := "base"
		if athena {
			name = "athena"
		}
		b.Run(name, func(b *testing.B) {
			o := akropolis.Options{Players: 2, Athena: athena}
			g, _ := akropolis.New(o)
			b.ReportAllocs()
			for i := uint64(0); b.Loop(); i++ {
				o.Seed = [2]uint64{i, 7}
				if err := g.Reset(o); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkPhaseMoves lists the moves of a construction phase (Athena):
// the 2-player game of testdata/records/2p-athena-builder.txt before its
// move 12, a completion, with a card open. ListMoves keeps them compact,
// AppendLegalMoves writes each out.
func BenchmarkPhaseMoves(b *testing.B) {
	text, err := os.ReadFile(filepath.Join("testdata", "records", "2p-athena-builder.txt"))
	if err != nil {
		b.Fatal(err)
	}
	rec, err := akropolis.ParseRecord(string(text))
	if err != nil {
		b.Fatal(err)
	}
	rec.Moves = rec.Moves[:11]
	g, err := rec.Replay()
	if err != nil {
		b.Fatal(err)
	}
	b.Run("ListMoves", func(b *testing.B) {
		var l akropolis.MoveList
		b.ReportAllocs()
		for b.Loop() {
			g.ListMoves(&l)
		}
		b.ReportMetric(float64(l.Len()), "moves")
	})
	b.Run("AppendLegalMoves", func(b *testing.B) {
		buf := g.AppendLegalMoves(nil)
		b.ReportAllocs()
		for b.Loop() {
			buf = g.AppendLegalMoves(buf[:0])
		}
		b.ReportMetric(float64(len(buf)), "moves")
	})
}
