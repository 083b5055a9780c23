package akropolis_test

import (
	"reflect"
	"testing"

	"github.com/akropolis-rules/akropolis"
)

// TestCityIsReadOnly: the city a game hands out has no method that changes
// it, so playing a move and then calling Place or Undo on the game's city
// does not compile. Clone gives a copy that has them.
func TestCityIsReadOnly(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	c := g.City(0)
	for _, name := range []string{"Place", "Undo", "Reset", "CopyFrom", "UnmarshalJSON"} {
		if _, ok := reflect.TypeOf(c).MethodByName(name); ok {
			t.Errorf("Game.City(0) has method %s", name)
		}
		if _, ok := reflect.TypeOf(c.Clone()).MethodByName(name); !ok {
			t.Errorf("Game.City(0).Clone() lacks method %s", name)
		}
	}
	// The read-only city follows the game.
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
