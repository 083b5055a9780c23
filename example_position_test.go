package akropolis_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/akropolis-rules/akropolis"
)

// A position in its one-line text form: two players, turn 3, seat 0 to
// move, the stacks hidden; Check finds it consistent, and a changed stone
// count is reported with its rule.
func ExampleParsePosition() {
	p, err := akropolis.ParsePosition("2 hippodamos none - 3 0 0 1.1 38 04.07 ?11 12@(0,-2)r0/33@(0,-2)r0 -")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Turn, p.Current, len(p.Stacks) == p.StacksLeft, len(p.Unseen()), p.Check())
	p.Stones[1] = 5
	err = p.Check()
	fmt.Println(errors.Is(err, akropolis.ErrBadStones))
	fmt.Println(err)
	// Output:
	// 3 0 false 33 <nil>
	// true
	// akropolis: invalid position: the stones do not add up: seats and reserve hold 44 stones, the box 40
}

// A game's position continues as a new game; its JSON form names every
// field.
func ExampleNewFromPosition() {
	g, _ := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	_ = g.Play(g.AppendLegalMoves(nil)[0])
	p := g.Position()
	h, err := akropolis.NewFromPosition(p)
	fmt.Println(err, h.TurnsPlayed(), h.Current(), h.Stones(0), h.Stones(1))
	p.Stacks = nil // the public position, as Game.View shows it
	b, _ := json.Marshal(p)
	fmt.Println(string(b)[:120])
	// Output:
	// <nil> 1 1 1 2
	// {"options":{"players":2,"rules":{"variants":"none"},"allTiles":false,"stonesFromZero":false,"unlimitedReserve":false,"se
}
