package akropolis_test

import (
	"slices"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/tile"
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
	if c.Len() != 1 || !holds(c, ms[0].Placement.Tile) {
		t.Errorf("after a move the game's city holds %d tiles", c.Len())
	}
	if _, ok := g.Undo(); !ok {
		t.Fatal("nothing to undo")
	}
	if c.Len() != 0 {
		t.Errorf("after undo the game's city holds %d tiles", c.Len())
	}
}

// holds reports whether tile id is in city c (one of its placements).
func holds(c *city.City, id tile.ID) bool {
	return slices.ContainsFunc(c.Placements(), func(p city.Placement) bool { return p.Tile == id })
}
