package score_test

import (
	"fmt"
	"strings"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// The example of the rules: a group of 7 Houses, 5 on level 1 and 2 on level
// 2, with 3 House plazas: (5x1 + 2x2) x 3 = 27.
func Example() {
	var ps []city.Placement
	for _, s := range []string{"41@(1,-1)r0", "58@(1,-3)r4", "44@(-1,-1)r3", "33@(2,0)r0", "28@(4,-2)r5", "19@(3,-1)r5"} {
		var p city.Placement
		p.UnmarshalText([]byte(s))
		ps = append(ps, p)
	}
	c, errs := city.Validate(ps)
	if errs != nil {
		panic(errs[0])
	}
	card := score.Compute(c, 2, variants.Options{})
	fmt.Print(card)
	fmt.Print(strings.SplitAfter(card.Explain(), "\n")[0]) // the first visible hex, row by row
	fmt.Println(score.Totals(c, 2, variants.Options{}).Total)
	// Output:
	// Score card (options: none)
	// District  Districts  Doubled  Value  Stars  Points
	// House             7        -      9      3      27
	// Market            0        -      0      0       0
	// Barracks          0        -      0      0       0
	// Temple            0        -      0      0       0
	// Garden            0        -      0      0       0
	// Stones                                           2
	// Total                                           29
	// (0,-3) House L1 +1: house in the scoring group (7 houses, value 9)
	// 29
}

// Variants double what meets their bonus; the card says which and why.
func ExampleCompute_variants() {
	ps := []string{"22@(0,1)r2", "26@(-1,2)r3", "09@(1,-1)r0", "36@(3,-1)r0", "10@(-1,0)r4"}
	c := city.New()
	for _, s := range ps {
		var p city.Placement
		p.UnmarshalText([]byte(s))
		if _, err := c.Place(p); err != nil {
			panic(err)
		}
	}
	o, _ := variants.ParseOptions("markets")
	card := score.Compute(c, 0, o)
	for _, n := range card.Hexes { // the qualifying Markets: their value is not 0
		if n.Kind == tile.Market && n.Value > 0 {
			fmt.Printf("%v level %d value %d doubled %v\n", n.Cell, n.Level, n.Value, n.Value == 2*n.Level)
		}
	}
	for _, n := range card.Hexes {
		if n.Kind.District() == tile.Market && n.Kind.IsDistrict() {
			fmt.Println(n.Reason)
		}
	}
	fmt.Println(card.Points[1])
	// Output:
	// (-2,1) level 1 value 1 doubled false
	// (-1,2) level 1 value 2 doubled true
	// market next to the market at (3,-2)
	// market next to the market at (2,-2)
	// market with no market next to it, no market plaza next to it: not doubled
	// market with no market next to it, next to the market plaza at (0,1): doubled
	// 6
}

// Ranks: highest total first, then most stones; still tied, shared.
func ExampleRank() {
	totals := []int{40, 52, 40, 40}
	stones := []int{3, 0, 3, 5}
	fmt.Println(score.Rank(totals, stones))
	// Output:
	// [3 1 3 2]
}

// The Barracks reading: a Barracks whose only empty neighbour is a hole
// enclosed by the city qualifies by default, and not when only the empty
// cells open to the outside count. Its note says so.
func ExampleCompute_barracksReading() {
	// Tiles 50, 7 and 5 close a ring around (1,-1); the Barracks of tile 50
	// sits at (2,-1), on the ring.
	c, _ := city.Validate([]city.Placement{
		{Tile: 50, Anchor: hex.Hex{Q: 2, R: -1}, Rotation: 2},
		{Tile: 7, Anchor: hex.Hex{Q: 1, R: -2}, Rotation: 1},
		{Tile: 5, Anchor: hex.Hex{Q: 3, R: -2}, Rotation: 0},
	})
	b := hex.Hex{Q: 2, R: -1}
	for _, o := range []variants.Options{{}, {BarracksOutsideOnly: true}} {
		for _, n := range score.Compute(c, 0, o).Hexes {
			if n.Cell == b {
				fmt.Println(n.Kind, n.Value, n.Reason)
			}
		}
	}
	// Output:
	// Barracks 1 barracks with 1 empty neighbour
	// Barracks 0 barracks with no empty neighbour open to the outside (1 empty neighbour enclosed by the city)
}

// The Architect's pile of a solo game: the starting tile and four tiles, 3
// stones, at the hard level with every variant on.
func ExampleArchitect() {
	start, _ := tile.Start()
	pile := append(start[:],
		tile.Quarry, tile.Quarry, tile.MarketPlaza,
		tile.House, tile.Temple, tile.BarracksPlaza,
		tile.House, tile.Market, tile.Quarry,
		tile.Garden, tile.House, tile.Quarry)
	fmt.Print(score.Architect(pile, 3, score.Callicrates, variants.All))
	// Output:
	// Architect (callicrates, m=2)
	//   House      3 districts  value   6 x 1 star = 6
	//   Market     1 district   value   4 (variant) x 2 stars = 8
	//   Barracks   0 districts  value   0 x 2 stars = 0
	//   Temple     1 district   value   4 (variant) x 0 stars = 0
	//   Garden     1 district   value   4 (variant) x 0 stars = 0
	//   Stones    3
	//   Total     17
}

// A double district of the Athena expansion (Temple|Garden, tile 67, at
// rotation 0: the Temple half owns the NW, N and NE edges) under a Temple
// plaza, a Garden plaza and a House: the card has a note for each half.
func ExampleCompute_halves() {
	var ps []city.Placement
	for _, s := range []string{"88@(0,1)r0", "85@(-1,2)r0", "72@(1,1)r0", "67@(0,2)r0"} {
		var p city.Placement
		p.UnmarshalText([]byte(s))
		ps = append(ps, p)
	}
	c, errs := city.Validate(ps)
	if errs != nil {
		panic(errs[0])
	}
	card := score.Compute(c, 0, variants.Options{})
	lines := strings.SplitAfter(card.Explain(), "\n")
	fmt.Print(lines[len(lines)-3] + lines[len(lines)-2]) // the last two notes: the halves
	fmt.Println(card.Total)
	// Output:
	// (0,2) HalfA Temple L1 +1: half Temple, its three edge-neighbours: 3 occupied, 0 empty: scores 1
	// (0,2) HalfB Garden L1 +1: half Garden, gardens always score: scores 1
	// 6
}

// A player who completed all four construction cards has the statue:
// each stone counts 5.
func ExamplePad_AddStatue() {
	card := score.Compute(city.New(), 3, variants.Options{})
	fmt.Println(card.Total)
	card.AddStatue()
	card.AddStatue() // once only
	fmt.Println(card.Total)
	fmt.Print(card.Explain()[strings.LastIndex(card.Explain(), "stones"):])
	// Output:
	// 3
	// 15
	// stones: 3 × 5 (statue) = 15
}
