package anu_test

import (
	"fmt"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/examples/anu"
	"github.com/akropolis-rules/akropolis/variants"
)

func ExampleParseMove() {
	p, _ := anu.ParseMove("16N01W02R3")
	fmt.Println(p)
	text, _ := anu.FormatMove(p)
	fmt.Println(text)
	// Output:
	// 16@(-2,0)r3
	// 16N01W02R3
}

func ExampleParse() {
	s, err := anu.Parse("2hmbtg;1101620;P00018S00E02R0;P102;")
	fmt.Println(err)
	fmt.Println(s.ToMove, s.Line, s.Seats[0].Stones, s.Seats[0].Moves)
	_, err = anu.Parse("2hmbtg;110181620;P00018S00E02R0;P102;")
	fmt.Println(err)
	// Output:
	// <nil>
	// 1 [10 16 20] 0 [18@(2,-1)r0]
	// seat 0, move 1: anu: tile used twice: tile 18 is already on the site or in a city; anu: wrong site length: 4 tiles on the site, but after 1 move there are 3
}

func ExampleState_View() {
	s, _ := anu.Parse("2hmbtg;1101620;P00018S00E02R0;P102;")
	v, _ := s.View()
	fmt.Println(v.Turn, v.Current, v.Chief, v.Reserve, v.StacksLeft, len(v.Unseen()), v.Options.UnlimitedReserve)
	// Output:
	// 2 1 0 38 11 33 true
}

func ExampleState_Position() {
	s, _ := anu.Parse("2hmbtg;1101620;P00018S00E02R0;P102;")
	p, _ := s.Position()
	fmt.Println(p.Turn, p.Current, p.Chief, p.Reserve, p.StacksLeft, p.Line, p.Cities[0])
	// Output:
	// 2 1 0 38 11 [10 16 20] [18@(2,-1)r0]
}

func ExampleFromGame() {
	g, _ := akropolis.New(akropolis.Options{Players: 2, UnlimitedReserve: true, Seed: [2]uint64{1, 2}})
	s, _ := anu.FromGame(g)
	fmt.Println(s)
	m, _ := s.Move("30S02E01R4")
	g.Play(m)
	s, _ = anu.FromGame(g)
	fmt.Println(s)
	// Output:
	// 2hmbtg;022301519;P001;P102;
	// 2hmbtg;1221519;P00030S02E01R4;P102;
}

func ExampleState_Totals() {
	s, _ := anu.Parse("2hmbtG;1101620;P00018S00E02R0;P102;")
	standard, _ := s.Totals(variants.Options{})
	withVariants, _ := s.Totals(s.Options().Scoring)
	fmt.Println(standard, withVariants)
	// Seat 0 has no plaza to multiply its Market and Barracks, and no
	// stones; seat 1 has only its 2 stones.
	// Output:
	// [0 2] [0 2]
}

func ExampleState_LegalMoves() {
	s, _ := anu.Parse("2hmbtg;010181620;P001;P102;")
	moves, _ := s.LegalMoves()
	// Seat 0 holds 1 stone: positions 0 and 1, 90 placements each.
	fmt.Println(len(moves), moves[0], moves[len(moves)-1])
	// Output:
	// 180 10N01E01R0 18S03W01R5
}

func ExampleCheckGame() {
	var states []anu.State
	for _, text := range []string{
		"2hmbtg;010181620;P001;P102;",
		"2hmbtg;1101620;P00018S00E02R0;P102;",
		"2hmbtg;01620;P00018S00E02R0;P10110N02E00R0;",
	} {
		s, _ := anu.Parse(text)
		states = append(states, s)
	}
	moves, err := anu.CheckGame(states)
	fmt.Println(moves, err)
	// Output:
	// [1:18@(2,-1)r0] state 3: seat 1: anu: does not follow from the state before: 1 stone, want 2
}
