package akropolis_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis"
)

// TestCityFollowsTheGame: the city a game hands out is the game's own, so
// it follows the moves played and undone.
func TestCityFollowsTheGame(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	c := g.City(0)
	ms := g.AppendLegalMoves(nil)
	if err := g.Play(ms[0]); err != nil {
		t.Fatal(err)
	}
	if c.Len() != 1 || !c.Has(ms[0].Placement.Tile) {
		t.Errorf("after a move the game's city holds %d tiles", c.Len())
	}
	if _, ok := g.Undo(); !ok {
		t.Fatal("nothing to undo")
	}
	if c.Len() != 0 {
		t.Errorf("after undo the game's city holds %d tiles", c.Len())
	}
}
