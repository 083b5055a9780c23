package akropolis_test

import (
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis"
)

// The Architect's difficulty plays no part with 2 to 4 players, but it must
// still be one: New refuses any other value for every player count, as
// Options.Difficulty's doc says.
func TestDifficultyCheckedForEveryPlayerCount(t *testing.T) {
	for players := 1; players <= 4; players++ {
		_, err := akropolis.New(akropolis.Options{Players: players, Difficulty: 99})
		if !errors.Is(err, akropolis.ErrBadOptions) {
			t.Errorf("%d players, difficulty 99: %v; want ErrBadOptions", players, err)
		}
	}
}
