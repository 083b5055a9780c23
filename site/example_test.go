package site_test

import (
	"errors"
	"fmt"

	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// Read a site in the middle of a two-player game: the tiles of the line and
// what each costs, the stacks and the turns left.
func Example() {
	s, err := site.FromLayout([]tile.ID{22, 30, 19}, [][]tile.ID{{9, 1, 5}, {2, 8, 11}}, 2)
	if err != nil {
		panic(err)
	}
	fmt.Println(s)
	for i := range s.Len() {
		fmt.Printf("%v costs %d\n", s.At(i), s.Cost(i))
	}
	fmt.Println(s.TurnsLeft(), "turns left")
	// Output:
	// [22 30 19] 2 stacks
	// 22 costs 0
	// 30 costs 1
	// 19 costs 2
	// 8 turns left
}

// A layout that no game has is refused, and the error says why.
func ExampleFromLayout() {
	_, err := site.FromLayout([]tile.ID{12, 4, 33, 7}, [][]tile.ID{{1, 2}}, 2)
	fmt.Println(err)
	fmt.Println(errors.Is(err, site.ErrBadSetup))
	// Output:
	// site: invalid setup: stack 0 has 2 tiles: a game of 2 players needs 3
	// true
}

// When one tile is left and no stack remains the game is over: the last
// tile is never played.
func ExampleSite_Over() {
	s, _ := site.FromLayout([]tile.ID{12}, nil, 3)
	fmt.Println(s, s.Over(), s.TurnsLeft())
	// Output:
	// [12] 0 stacks true 0
}
