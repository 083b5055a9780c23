package city_test

import (
	"slices"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
)

// Height is unbounded: a tile goes on top of three level-3 hexes of two
// tiles at level 4, and the legal listing offers it.
//
// The city is the tall city of the score fixtures: level 2 on
// (0,-1),(1,-2),(1,-1) (tile 23), (2,-2),(2,-1),(3,-2) (33) and
// (3,-1),(4,-2),(4,-1) (51); level 3 on (1,-2),(1,-1),(2,-2) (tile 44) and
// (2,-1),(3,-2),(3,-1) (tile 41). Among the six level-3 cells two triangles
// mix both tiles: (1,-1),(2,-2),(2,-1) and (2,-2),(2,-1),(3,-2) (the other
// two are the footprints of 44 and 41 alone). So tile 01 has exactly two
// level-4 spots, three placements each.
func TestLevelFourIsListed(t *testing.T) {
	c := build(t, pl(30, 0, -2, 1), pl(26, 1, -1, 1), pl(50, 3, -2, 2), pl(57, 4, -1, 1),
		pl(23, 0, -1, 1), pl(33, 2, -2, 2), pl(51, 4, -2, 3), pl(44, 1, -2, 2), pl(41, 2, -1, 1))
	want := map[city.Placement]bool{
		// spot (1,-1),(2,-2),(2,-1): anchor (1,-1) r1, (2,-2) r3, (2,-1) r5
		pl(1, 1, -1, 1): true, pl(1, 2, -2, 3): true, pl(1, 2, -1, 5): true,
		// spot (2,-2),(2,-1),(3,-2): anchor (2,-1) r0, (2,-2) r2... as listed by
		// the rotation rule: b=(2,-1) type 0 covers b, b+N, b+NE.
		pl(1, 2, -1, 0): true, pl(1, 2, -2, 2): true, pl(1, 3, -2, 4): true,
	}
	got := map[city.Placement]bool{}
	for _, p := range c.AppendLegal(nil, 1) {
		res, err := c.Check(p)
		if err != nil {
			t.Fatalf("listed %v is illegal: %v", p, err)
		}
		if res.Level >= 4 {
			got[p] = true
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d level-4 placements listed, want %d: %v", len(got), len(want), got)
	}
	for p := range want {
		if !got[p] {
			t.Errorf("%v (level 4) is not listed", p)
		}
		if res, err := c.Check(p); err != nil || res.Level != 4 {
			t.Errorf("Check(%v) = level %d, %v; want level 4", p, res.Level, err)
		}
	}
}

// Every step of the scripted tower (height 12) is among the legal
// placements listed before it: the listing has no height limit either.
func TestTowerStepsAreListed(t *testing.T) {
	c := city.New()
	for _, p := range towerPlacements(t) {
		if !slices.Contains(c.AppendLegal(nil, p.Tile), p) {
			res, _ := c.Check(p)
			t.Fatalf("%v (level %d) is legal but not listed", p, res.Level)
		}
		if _, err := c.Place(p); err != nil {
			t.Fatal(err)
		}
	}
	if h := maxHeight(c); h != 12 {
		t.Fatalf("tower of height %d, want 12", h)
	}
}
