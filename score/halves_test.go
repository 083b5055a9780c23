package score_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/score"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// The scoring of halves through score.Compute, Totals and After, on real
// cities built with city.Place. The starting tile holds a House plaza (1
// star) at (0,0) and Quarries at (0,-1), (1,0) and (-1,1). Plazas' stars:
// House 1, Market, Barracks and Temple 2, Garden 3. A double A|B at r0
// gives half A the NW, N and NE edges, half B the SE, S and SW edges; at
// r3 the other way round. Every expected number is worked out by hand in
// the comments.

// halfCase is one city, its options, and its card's values by district
// type (House, Market, Barracks, Temple, Garden) and total, by hand.
type halfCase struct {
	name   string
	places []string
	opts   string
	values [5]int
	total  int
	notes  map[noteKey]string // reasons expected for some parts
}

// noteKey names a note: a cell and a half (tile.NoPart for a whole hex).
type noteKey struct {
	cell hex.Hex
	half tile.Part
}

// checkHalfCase builds the city, checks the card's values and total, the
// reasons named, Totals against the card, and After of the last
// placement against Totals.
func checkHalfCase(t *testing.T, tc halfCase) {
	t.Helper()
	o, err := variants.ParseOptions(tc.opts)
	if err != nil {
		t.Fatal(err)
	}
	c := mustBuild(t, tc.places...)
	card := score.Compute(c, 0, o)
	values := card.Values
	if values != tc.values || card.Total != tc.total {
		t.Errorf("values %v total %d, want %v total %d\n%v%v", values, card.Total, tc.values, tc.total, card, card.Explain())
	}
	for k, want := range tc.notes {
		if got := noteOf(t, card, k.cell, k.half); got.Reason != want {
			t.Errorf("%v %v: reason %q, want %q", k.cell, k.half, got.Reason, want)
		}
	}
	after := score.Totals(c, 0, o)
	if after != card.Summary {
		t.Errorf("Totals %+v, the card %+v", after, card.Summary)
	}
	last, _ := c.Undo()
	if got := score.After(c, score.Totals(c, 0, o), last, 0, o); got != after {
		t.Errorf("After(%v) %+v, Totals after placing it %+v", last, got, after)
	}
}

// noteOf returns the note of cell h's part half, failing the test when the
// card has none.
func noteOf(t *testing.T, card score.Pad, h hex.Hex, half tile.Part) score.HexNote {
	t.Helper()
	for _, n := range card.Hexes {
		if n.Cell == h && n.Half == half {
			return n
		}
	}
	t.Fatalf("no note for %v %v in\n%v", h, half, card.Explain())
	return score.HexNote{}
}

var (
	c02  = hex.Hex{Q: 0, R: 2}
	c1m2 = hex.Hex{Q: 1, R: -2}
	c2m1 = hex.Hex{Q: 2, R: -1}
	c2m2 = hex.Hex{Q: 2, R: -2}
)

func TestWorkedCasesOfHalves(t *testing.T) {
	for _, tc := range []halfCase{{
		// 23: Temple|Garden (67) r0 at (0,2) under a Temple plaza (0,1),
		// a Garden plaza (-1,2) and a House (1,1): the Temple half's three
		// edge-neighbours are occupied: Temple 1 x 2 stars; the Garden
		// half 1 x 3. The House (1,1) faces the Temple half, so it stands
		// alone: 1 x 1. Total 1 + 2 + 3 = 6.
		name:   "23 Temple half surrounded",
		places: []string{"88@(0,1)r0", "85@(-1,2)r0", "72@(1,1)r0", "67@(0,2)r0"},
		values: [5]int{1, 0, 0, 1, 1}, total: 6,
		notes: map[noteKey]string{
			{c02, tile.HalfA}: "half Temple, its three edge-neighbours: 3 occupied, 0 empty: scores 1",
			{c02, tile.HalfB}: "half Garden, gardens always score: scores 1",
		},
	}, {
		// 24: the same double at (1,-2) with only its S side occupied
		// (Temple plaza (1,-1), Garden plaza (2,-2), the start's Quarry
		// (0,-1)): the Temple half's edges are empty: 0; the Garden half
		// 1 x 3 stars. No House district: 0. Total 3.
		name:   "24 Temple half open",
		places: []string{"88@(1,-1)r0", "85@(2,-2)r0", "67@(1,-2)r0"},
		values: [5]int{0, 0, 0, 0, 1}, total: 3,
		notes: map[noteKey]string{
			{c1m2, tile.HalfA}: "half Temple, its three edge-neighbours: 0 occupied, 3 empty: scores 0",
		},
	}, {
		// 25: the double on the start's Quarry (0,-1), level 2, its Temple
		// side (-1,-1), (0,-2), (1,-2) occupied by a Temple, a Garden and
		// a House plaza: Temple 2 x 2 stars = 4, Garden 2 x 3 = 6; House
		// plazas 2 stars, no House. Total 10.
		name:   "25 halves at level 2",
		places: []string{"88@(-1,-1)r0", "85@(0,-2)r0", "82@(1,-2)r0", "67@(0,-1)r0"},
		values: [5]int{0, 0, 0, 2, 2}, total: 10,
	}, {
		// 25 with the Temples variant: the Temple half at level 2 is
		// doubled: 4 x 2 stars = 8; Garden 6. Total 14.
		name:   "25 Temple half doubled",
		places: []string{"88@(-1,-1)r0", "85@(0,-2)r0", "82@(1,-2)r0", "67@(0,-1)r0"},
		opts:   "temples",
		values: [5]int{0, 0, 0, 4, 2}, total: 14,
		notes: map[noteKey]string{
			{hex.Hex{Q: 0, R: -1}, tile.HalfA}: "half Temple, its three edge-neighbours: 3 occupied, 0 empty, at level 2: doubled: scores 4",
		},
	}, {
		// 26: Market|Garden (62) r0 at (2,-1), a Market (2,0) to its S,
		// facing the Garden half: both Markets qualify, 1 + 1, x 2 stars
		// of the Market plaza at (-1,2) = 4. Garden 1, no Garden plaza.
		name:   "26 whole Market next to a Market half facing away",
		places: []string{"86@(-1,2)r0", "76@(2,0)r0", "62@(2,-1)r0"},
		values: [5]int{0, 2, 0, 0, 1}, total: 4,
		notes: map[noteKey]string{
			{hex.Hex{Q: 2, R: 0}, tile.NoPart}: "market with no market next to it",
			{c2m1, tile.HalfA}:                 "half Market, its three edge-neighbours: no market faces it: scores 1",
		},
	}, {
		// 26: the Market at (2,-2), N of the double: the Market half owns
		// that edge, so each spoils the other: 0.
		name:   "26 whole Market next to a Market half facing it",
		places: []string{"86@(-1,2)r0", "62@(2,-1)r0", "76@(2,-2)r0"},
		values: [5]int{0, 0, 0, 0, 1}, total: 0,
		notes: map[noteKey]string{
			{c2m2, tile.NoPart}: "market next to the market at (2,-1)",
			{c2m1, tile.HalfA}:  "half Market, its three edge-neighbours: the market at (2,-2) faces it: scores 0",
		},
	}, {
		// 27, with Market|Temple (69) at (2,-2) in place of a second
		// Market|Garden (the game has one), the same halves: at r0 its S
		// edge is its Temple half's, so (2,-1)'s Market half faces a
		// Temple, and its own Market half faces N: 1 + 1, x 2 stars = 4.
		// Its Temple half (SE, S, SW: only S occupied) 0; Garden 1.
		name:   "27 two Market halves back to back",
		places: []string{"86@(-1,2)r0", "62@(2,-1)r0", "69@(2,-2)r0"},
		values: [5]int{0, 2, 0, 0, 1}, total: 4,
	}, {
		// 27 at r3: (2,-2)'s Market half owns S and faces (2,-1)'s
		// Market half: 0. Its Temple half (NW, N, NE, all empty) 0.
		name:   "27 two Market halves face to face",
		places: []string{"86@(-1,2)r0", "62@(2,-1)r0", "69@(2,-2)r3"},
		values: [5]int{0, 0, 0, 0, 1}, total: 0,
	}, {
		// 28: Barracks|House r0, which is the tile House|Barracks (65)
		// at r3 (half B the Barracks, owning NW, N and NE), at (0,2) under the ring of case 23
		// and a Barracks plaza at (1,-1): the Barracks half's three edges
		// are occupied: 0. The House half (SE, S, SW) and the House (1,1),
		// which faces the Barracks half, are groups of one, value 1 each:
		// one scores, 1 x 1 star. Temple and Garden plazas, no district.
		// Total 1.
		name:   "28 Barracks half closed",
		places: []string{"90@(1,-1)r0", "88@(0,1)r0", "85@(-1,2)r0", "72@(1,1)r0", "65@(0,2)r3"},
		values: [5]int{1, 0, 0, 0, 0}, total: 1,
		notes: map[noteKey]string{
			{c02, tile.HalfB}: "half Barracks, its three edge-neighbours: 3 occupied, 0 empty: scores 0",
		},
	}, {
		// 28: the double at (1,-2) with its S side occupied: the
		// Barracks half's edges are empty: 1 x 2 stars of the Barracks
		// plaza (-1,2) = 2; the House half alone 1 x 1. Total 3.
		name:   "28 Barracks half open",
		places: []string{"90@(-1,2)r0", "88@(1,-1)r0", "85@(2,-2)r0", "65@(1,-2)r3"},
		values: [5]int{1, 0, 1, 0, 0}, total: 3,
		notes: map[noteKey]string{
			{c1m2, tile.HalfB}: "half Barracks, its three edge-neighbours: 0 occupied, 3 empty: scores 1",
		},
	}, {
		// 28 open, with the Barracks variant: three empty edge-neighbours
		// double it: 2 x 2 stars = 4; House 1. Total 5.
		name:   "28 Barracks half doubled",
		places: []string{"90@(-1,2)r0", "88@(1,-1)r0", "85@(2,-2)r0", "65@(1,-2)r3"},
		opts:   "barracks",
		values: [5]int{1, 0, 2, 0, 0}, total: 5,
		notes: map[noteKey]string{
			{c1m2, tile.HalfB}: "half Barracks, its three edge-neighbours: 0 occupied, 3 empty, 3 or more: doubled: scores 2",
		},
	}, {
		// The Barracks variant with one empty edge-neighbour: (0,2)'s
		// Barracks half has (-1,2) empty, (0,1) and (1,1) occupied: it
		// qualifies, not doubled: 1 x 2 stars = 2. House 1 (as case 28,
		// the House (1,1) faces the Barracks half). Total 3.
		name:   "Barracks half with one empty edge-neighbour, variant on",
		places: []string{"90@(1,-1)r0", "88@(0,1)r0", "72@(1,1)r0", "65@(0,2)r3"},
		opts:   "barracks",
		values: [5]int{1, 0, 1, 0, 0}, total: 3,
		notes: map[noteKey]string{
			{c02, tile.HalfB}: "half Barracks, its three edge-neighbours: 2 occupied, 1 empty, fewer than 3: not doubled: scores 1",
		},
	}, {
		// 29: House|Garden (68) r0 at (2,-1), Houses at (2,-2) and
		// (2,-3): the House half owns N: one group of 3, value 3, x 1
		// star. Garden 1, no Garden plaza. Total 3.
		name:   "29 House half joins",
		places: []string{"68@(2,-1)r0", "72@(2,-2)r0", "73@(2,-3)r0"},
		values: [5]int{3, 0, 0, 0, 1}, total: 3,
		notes: map[noteKey]string{
			{c2m1, tile.HalfA}: "half House, in the scoring group (3 houses, value 3): scores 1",
		},
	}, {
		// Houses at (1,-1) and (3,-2), NW and NE of the double at
		// (2,-1), not neighbours of each other: at r0 the House half owns
		// both edges and joins them: one group of 3, value 3.
		name:   "House group joined through a half",
		places: []string{"68@(2,-1)r0", "72@(1,-1)r0", "73@(3,-2)r0"},
		values: [5]int{3, 0, 0, 0, 1}, total: 3,
	}, {
		// At r3 the Garden half owns those edges: three groups of one,
		// value 1 each; one scores: 1.
		name:   "House group not joined by a half facing away",
		places: []string{"68@(2,-1)r3", "72@(1,-1)r0", "73@(3,-2)r0"},
		values: [5]int{1, 0, 0, 0, 1}, total: 1,
		notes: map[noteKey]string{
			{c2m1, tile.HalfA}: "half House, in a group tied with the scoring one (1 house, value 1): only one group scores: scores 0",
		},
	}} {
		t.Run(tc.name, func(t *testing.T) { checkHalfCase(t, tc) })
	}
}

// A double gives two notes, half A's first, then the next cell; a whole
// hex gives one, with no half.
func TestDoubleGivesTwoNotes(t *testing.T) {
	c := mustBuild(t, "88@(0,1)r0", "67@(0,2)r0")
	card := score.Compute(c, 0, variants.Options{})
	var got []noteKey
	for _, n := range card.Hexes {
		got = append(got, noteKey{n.Cell, n.Half})
	}
	// Row order: (0,-1); (0,0), (1,0); (-1,1), (0,1); (0,2) A, B.
	want := []noteKey{{hex.Hex{Q: 0, R: -1}, 0}, {hex.Hex{}, 0}, {hex.Hex{Q: 1, R: 0}, 0},
		{hex.Hex{Q: -1, R: 1}, 0}, {hex.Hex{Q: 0, R: 1}, 0}, {c02, tile.HalfA}, {c02, tile.HalfB}}
	if len(got) != len(want) {
		t.Fatalf("notes %v, want %v", got, want)
	}
	for k := range want {
		if got[k] != want[k] {
			t.Fatalf("notes %v, want %v", got, want)
		}
	}
	if n := card.Hexes[5]; n.Kind != tile.Temple || card.Hexes[6].Kind != tile.Garden {
		t.Errorf("halves %v and %v, want Temple then Garden", n.Kind, card.Hexes[6].Kind)
	}
}

var _ = city.New
