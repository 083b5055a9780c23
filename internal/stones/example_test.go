package stones_test

import (
	"fmt"

	"github.com/akropolis-rules/akropolis/internal/stones"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile"
)

// What the third tile costs, where the stones go, and what a seat gains
// when the reserve runs short: a two-player game whose reserve is down to 1
// stone, and a solo game in the same spot.
func ExampleEconomy() {
	s, _ := site.FromLayout([]tile.ID{12, 4, 33, 7}, nil, 2)
	cost := s.Cost(2) // the third tile, at position 2
	fmt.Println("the third tile costs", cost)

	duo := stones.Economy{Players: 2}
	held, reserve := [4]int{3, 2}, 1
	gained := duo.Gain(reserve, cost, 3) // its tile covers 3 Quarries
	held, reserve = duo.Settle(held, reserve, 0, cost, gained)
	fmt.Println("2 players: gains", gained, "holds", held[:2], "reserve", reserve)

	solo := stones.Economy{Players: 1}
	held, reserve = [4]int{3, 2}, 1
	gained = solo.Gain(reserve, cost, 3)
	held, reserve = solo.Settle(held, reserve, 0, cost, gained)
	fmt.Println("solo: gains", gained, "holds", held[:2], "reserve", reserve)

	unlimited := stones.Economy{Players: 2, UnlimitedReserve: true}
	fmt.Println("unlimited reserve: gains", unlimited.Gain(0, 0, 3))
	// Output:
	// the third tile costs 2
	// 2 players: gains 3 holds [4 2] reserve 0
	// solo: gains 1 holds [2 4] reserve 0
	// unlimited reserve: gains 3
}

// The stones each seat starts with, and what the reserve keeps of the 40.
func ExampleEconomy_Deal() {
	for _, e := range []stones.Economy{{Players: 4}, {Players: 3, StonesFromZero: true}, {Players: 1}} {
		held, reserve := e.Deal()
		fmt.Printf("Players %d: seats %v, reserve %d\n", e.Players, held, reserve)
	}
	// Output:
	// Players 4: seats [1 2 3 4], reserve 30
	// Players 3: seats [0 1 2 0], reserve 37
	// Players 1: seats [1 2 0 0], reserve 37
}
