package akropolis_test

import (
	"errors"
	"fmt"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/site"
)

func Example() {
	g, _ := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	fmt.Println("site:", g.Site())
	moves := g.AppendLegalMoves(nil)
	fmt.Println("legal moves:", len(moves)) // 30 spots around the start x 3 ways x 2 affordable tiles
	events, _ := g.PlayEvents(nil, moves[0])
	for _, e := range events {
		fmt.Println(e)
	}
	fmt.Println("turns left:", g.Site().TurnsLeft())
	// Output:
	// site: [22 30 15 19] 11 stacks
	// legal moves: 180
	// seat 0 takes tile 22 from position 0 for 0 stones
	// seat 0 lays tile 22 at 22@(-1,-2)r1, level 1, covering 0 quarries
	// turns left: 35
}

func ExampleGame_Check() {
	g, _ := akropolis.New(akropolis.Options{Players: 3, Seed: [2]uint64{5, 5}})
	// Seat 0 holds 1 stone: the tile at position 2 costs 2.
	m := akropolis.Move{Position: 2, Placement: city.Placement{Tile: g.Site().At(2), Anchor: g.AppendLegalMoves(nil)[0].Placement.Anchor}}
	err := g.Check(m)
	fmt.Println(errors.Is(err, site.ErrCannotAfford))
	var me *akropolis.Error
	fmt.Println(errors.As(err, &me), me.Seat)
	// Output:
	// true
	// true 0
}

func ExampleGame_solo() {
	g, _ := akropolis.New(akropolis.Options{Players: 1, Difficulty: score.Metagenes, Seed: [2]uint64{8, 8}})
	for !g.Over() {
		g.Play(g.AppendLegalMoves(nil)[0])
	}
	pile, stones := g.View().Pile, g.Stones(1)
	fmt.Println("Architect's tiles:", len(pile), "stones:", stones)
	fmt.Println("turns:", g.TurnsPlayed())
	// Output:
	// Architect's tiles: 18 stones: 0
	// turns: 36
}
