package akropolis_test

import (
	"math/rand/v2"
	"testing"

	"github.com/akropolis-rules/akropolis"
)

// TestSearchPathsDoNotAllocate: once warm, the calls a search makes for
// every node (listing moves, Delta, Play and Undo, copying a game, dealing
// a view's sample into a game) allocate nothing, with the Athena
// expansion too (its takes follow the cards met).
func TestSearchPathsDoNotAllocate(t *testing.T) {
	for _, o := range []akropolis.Options{{Players: 1}, {Players: 2}, {Players: 4}, {Players: 2, Athena: true}, {Players: 4, Athena: true}} {
		o.Seed = [2]uint64{9, 9}
		g, err := akropolis.New(o)
		if err != nil {
			t.Fatal(err)
		}
		ms := g.AppendLegalMoves(nil)
		for range 10 {
			if err := g.Play(ms[len(ms)/2]); err != nil {
				t.Fatal(err)
			}
			ms = g.AppendLegalMoves(ms[:0])
		}
		v := g.View()
		dst := g.Clone()
		if err := v.SampleInto(dst, 1, 1); err != nil {
			t.Fatal(err)
		}
		m := ms[len(ms)/3]
		var list akropolis.MoveList
		g.ListMoves(&list)
		for name, f := range map[string]func(){
			"AppendLegalMoves": func() { ms = g.AppendLegalMoves(ms[:0]) },
			"ListMoves":        func() { g.ListMoves(&list) },
			"Delta":            func() { _, _ = g.Delta(m) },
			"PlayUndo":         func() { _ = g.Play(m); g.Undo() },
			"CopyFrom":         func() { dst.CopyFrom(g) },
			"SampleInto":       func() { _ = v.SampleInto(dst, 2, 3) },
		} {
			if n := testing.AllocsPerRun(50, f); n != 0 {
				t.Errorf("%d players, Athena %v: %s allocates %.1f times", o.Players, o.Athena, name, n)
			}
		}
	}
}

// TestPhaseDoesNotAllocate: in the construction phase (Athena), Delta of a
// completion and of the stop move, the question whether the phase is open,
// and sampling the view (whose check asks whether the phase can be open)
// allocate nothing.
func TestPhaseDoesNotAllocate(t *testing.T) {
	g := handGame(t, 2, handCards(t))
	must(t, g.Play(take07))
	ms := g.AppendLegalMoves(nil)
	if !akropolis.Constructing(g) || len(ms) < 2 {
		t.Fatalf("no construction phase after the take: %d moves", len(ms))
	}
	completion, stop := ms[0], ms[len(ms)-1]
	// A game of a full site in a phase, for its view.
	h, err := akropolis.New(akropolis.Options{Players: 2, Athena: true, Seed: [2]uint64{5, 5}})
	must(t, err)
	rng := rand.New(rand.NewPCG(5, 5))
	for !akropolis.Constructing(h) && !h.Over() {
		ms := h.AppendLegalMoves(nil)
		must(t, h.Play(phaseOpener(h, ms, rng, ms[rng.IntN(len(ms))])))
	}
	v, dst := h.View(), h.Clone()
	must(t, v.SampleInto(dst, 1, 1))
	if !v.Constructing || !akropolis.Constructing(dst) {
		t.Fatal("no phase in the view or its sample")
	}
	for name, f := range map[string]func(){
		"SampleInto (its check of the phase)": func() { _ = v.SampleInto(dst, 2, 3) },
		"Delta of a completion":               func() { _, _ = g.Delta(completion) },
		"Delta of stop":                       func() { _, _ = g.Delta(stop) },
	} {
		if n := testing.AllocsPerRun(50, f); n != 0 {
			t.Errorf("%s allocates %.1f times", name, n)
		}
	}
}
