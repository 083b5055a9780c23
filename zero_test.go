package akropolis_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/variants"
)

// The zero Game is a finished game of no players: every query answers
// without panicking, no move is legal, and a loop `for !g.Over()` ends at
// once.
func TestZeroGame(t *testing.T) {
	var g akropolis.Game
	if !g.Over() {
		t.Fatal("the zero Game is not over: `for !g.Over()` would never end")
	}
	if n := g.CountLegalMoves(); n != 0 {
		t.Errorf("%d legal moves in the zero Game", n)
	}
	if ms := g.AppendLegalMoves(nil); len(ms) != 0 {
		t.Errorf("legal moves %v in the zero Game", ms)
	}
	for range g.LegalMoves() {
		t.Error("LegalMoves yields in the zero Game")
	}
	if err := g.Play(akropolis.Move{}); !errors.Is(err, site.ErrGameOver) {
		t.Errorf("Play on the zero Game = %v, want site.ErrGameOver", err)
	}
	if _, ok := g.Undo(); ok {
		t.Error("Undo on the zero Game succeeds")
	}
	_ = g.View()
	_ = g.Position()
	_ = g.Record()
	_ = g.Clone()
	_ = g.Key()
	_ = g.Ranks()
	_ = akropolis.Winners(&g)
	_ = g.Score(0)
	if !g.Equal(&akropolis.Game{}) || g.Equal(nil) {
		t.Error("the zero Game is not equal to another, or equal to nil")
	}
}

// The zero Move names the starting tile, never on the site: always refused.
func TestZeroMoveRefused(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Play(akropolis.Move{}); !errors.Is(err, akropolis.ErrWrongTile) {
		t.Errorf("Play(Move{}) = %v, want ErrWrongTile", err)
	}
	var nilGame *akropolis.Game
	if g.Equal(nilGame) || !nilGame.Equal(nil) {
		t.Error("a game equals nil, or nil does not equal nil")
	}
}

func TestComputeNilCity(t *testing.T) {
	c := score.Compute(nil, 3, variants.Options{})
	if c.Total != 3 || c.Stones != 3 {
		t.Errorf("Compute(nil, 3) = total %d, stones %d; want 3 and 3 (an empty city)", c.Total, c.Stones)
	}
	if n := score.Totals(nil, 3, variants.Options{}).Total; n != 3 {
		t.Errorf("Totals(nil, 3).Total = %d, want 3", n)
	}
}

func TestZeroMoveHasNoTextForm(t *testing.T) {
	if b, err := (akropolis.Move{}).MarshalText(); err == nil {
		t.Errorf("Move{} marshals as %q", b)
	}
	if _, err := akropolis.ParseMove(akropolis.Move{}.String()); !errors.Is(err, akropolis.ErrSyntax) {
		t.Errorf("ParseMove(%q) = %v, want ErrSyntax", akropolis.Move{}, err)
	}
}

// The wrong-tile error says which tile is at the position, and the turn is
// numbered from 1.
func TestWrongTileNamesTheTile(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	m := g.AppendLegalMoves(nil)[0] // takes position 0
	at1 := g.Site().At(1)
	m.Position = 1 // affordable with seat 0's one stone, but another tile
	err = g.Play(m)
	var me *akropolis.MoveError
	if !errors.As(err, &me) || !errors.Is(err, akropolis.ErrWrongTile) || me.Turn != 1 {
		t.Fatalf("Play = %v, want a *MoveError of turn 1 wrapping ErrWrongTile", err)
	}
	if want := "position 1 holds tile " + at1.String(); !strings.Contains(err.Error(), want) {
		t.Errorf("message %q does not say %q", err, want)
	}
}
