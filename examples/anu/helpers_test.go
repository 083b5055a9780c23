package anu

import (
	"math/rand/v2"
	"testing"

	"github.com/akropolis-rules/akropolis"
)

// playRandom plays a game of the options with uniformly random legal moves
// (seeded by the options), turns moves or to the end when turns < 0.
func playRandom(t testing.TB, o akropolis.Options, turns int) *akropolis.Game {
	t.Helper()
	g, err := akropolis.New(o)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(o.Seed[0], o.Seed[1]))
	var buf []akropolis.Move
	for k := 0; !g.Over() && k != turns; k++ {
		buf = g.AppendLegalMoves(buf[:0])
		if err := g.Play(buf[rng.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}
