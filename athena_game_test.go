package akropolis_test

import (
	"math/rand/v2"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/variants"
)

// athenaOptions are games with the Athena expansion of every kind: each
// player count, every solo level, variants and readings on, all tiles.
func athenaOptions() []akropolis.Options {
	var os []akropolis.Options
	for players := 1; players <= 4; players++ {
		os = append(os, akropolis.Options{Players: players, Athena: true, Seed: [2]uint64{uint64(players), 7}})
	}
	for _, l := range []score.Level{score.Hippodamos, score.Metagenes, score.Callicrates} {
		os = append(os, akropolis.Options{Players: 1, Level: l, Athena: true, Seed: [2]uint64{uint64(l), 11}})
	}
	os = append(os,
		akropolis.Options{Players: 3, Athena: true, Rules: variants.Options{Variants: variants.All}, Seed: [2]uint64{5, 5}},
		akropolis.Options{Players: 2, Athena: true, AllTiles: true, StonesFromZero: true, Seed: [2]uint64{6, 6}},
		akropolis.Options{Players: 4, Athena: true, UnlimitedReserve: true, Seed: [2]uint64{8, 1}},
	)
	return os
}

// TestRandomAthenaGames plays Athena games to the end with random legal
// moves: every record replays to an Equal game, and Undo all the way back
// gives the start.
func TestRandomAthenaGames(t *testing.T) {
	for _, o := range athenaOptions() {
		for seed := range uint64(4) {
			o.Seed[1] += seed
			rng := rand.New(rand.NewPCG(o.Seed[0], o.Seed[1]))
			g := playRecorded(t, o, randomMove(rng))
			start, err := akropolis.New(o)
			must(t, err)
			r := g.Record()
			replayed, err := r.Replay()
			if err != nil {
				t.Fatalf("%+v: replay: %v", o, err)
			}
			if !replayed.Equal(g) {
				t.Fatalf("%+v: the replay differs from the game", o)
			}
			for {
				if _, ok := g.Undo(); !ok {
					break
				}
			}
			if !g.Equal(start) || g.Key() != start.Key() {
				t.Fatalf("%+v: undone to the start, the game differs from a new one", o)
			}
		}
	}
}
