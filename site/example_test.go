package site_test

import (
	"errors"
	"fmt"

	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// Deal a two-player site from a fixed seed, buy the tile at position 2 with
// 3 stones, and see the tiles behind it move up.
func Example() {
	s, err := site.Deal(2, false, 1, 2)
	if err != nil {
		panic(err)
	}
	fmt.Println(s)
	id, err := s.Take(2, 3)
	if err != nil {
		panic(err)
	}
	fmt.Printf("took %v, paying 2 of 3 stones\n", id)
	for i := range s.Len() {
		fmt.Printf("%v costs %d\n", s.At(i), s.Cost(i))
	}
	fmt.Println(s)
	// Output:
	// [22 30 15 19] 11 stacks
	// took 15, paying 2 of 3 stones
	// 22 costs 0
	// 30 costs 1
	// 19 costs 2
	// [22 30 19] 11 stacks
}

// A take the player cannot pay for is rejected, says why, and changes
// nothing.
func ExampleSite_Take() {
	s, _ := site.FromLayout([]tile.ID{12, 4, 33, 7}, [][]tile.ID{{1, 2, 3}}, 2)
	before := s
	_, err := s.Take(3, 1)
	fmt.Println(err)
	fmt.Println(errors.Is(err, site.ErrCannotAfford), s == before)
	// Output:
	// site: take position 3 with 1 stone: cannot afford the tile
	// true true
}

// When one tile is left it stays first and the next stack joins it; when no
// stack is left the game is over and the last tile is never played.
func ExampleSite_Refill() {
	s, _ := site.FromLayout([]tile.ID{12, 4}, [][]tile.ID{{1, 2, 3}}, 2)
	s.Take(0, 0)
	fmt.Println(s, s.NeedsRefill())
	s.Refill()
	fmt.Println(s)
	for range 3 {
		s.Take(0, 0)
	}
	fmt.Println(s, s.Over())
	// Output:
	// [04] 1 stack true
	// [04 01 02 03] 0 stacks
	// [03] 0 stacks true
}

// A player's view shows the face-down tiles in ID order, never their draw
// order.
func ExampleSite_AppendUnseen() {
	s, _ := site.FromLayout([]tile.ID{12, 4, 33, 7}, [][]tile.ID{{9, 1, 5}, {30, 2, 8}}, 2)
	fmt.Println(s.AppendUnseen(nil))
	fmt.Println(s.AppendStacks(nil))
	// Output:
	// [01 02 05 08 09 30]
	// [09 01 05 30 02 08]
}
