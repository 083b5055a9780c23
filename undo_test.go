package akropolis_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis"
)

// fataler is what undo needs of a *testing.T, *testing.B or *rapid.T.
type fataler interface {
	Helper()
	Fatal(args ...any)
}

// undo takes back the last move of g and fails t if there was none.
func undo(t fataler, g *akropolis.Game) akropolis.Move {
	t.Helper()
	m, ok := g.Undo()
	if !ok {
		t.Fatal("Undo: no move to take back")
	}
	return m
}

// Undo returns the move it takes back, and with no move played reports
// false and changes nothing, the same shape as city.City.Undo.
func TestUndoShape(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{3, 4}})
	if err != nil {
		t.Fatal(err)
	}
	start := g.Clone()
	if m, ok := g.Undo(); ok || m != (akropolis.Move{}) || !g.Equal(start) {
		t.Fatalf("Undo at the start = %v, %v; the game changed: %v", m, ok, !g.Equal(start))
	}
	m := g.AppendLegalMoves(nil)[0]
	must(t, g.Play(m))
	if got := undo(t, g); got != m || !g.Equal(start) {
		t.Fatalf("Undo = %v, want %v; game restored: %v", got, m, g.Equal(start))
	}
}
