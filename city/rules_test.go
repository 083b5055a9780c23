package city_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

func pl(id tile.ID, q, r int, rot tile.Rotation) city.Placement {
	return city.Placement{Tile: id, Anchor: hex.Hex{Q: q, R: r}, Rotation: rot}
}

func build(t *testing.T, ps ...city.Placement) *city.City {
	t.Helper()
	c, err := city.Build(ps)
	if err != nil {
		t.Fatalf("building %v: %v", ps, err)
	}
	return c
}

// The start city: House plaza at (0,0), Quarries at (0,-1), (1,0), (-1,1).
// X = tile 1 [House Barracks Temple] at (1,-1) r0 covers (1,-1), (1,-2), (2,-2).
var tileX = pl(1, 1, -1, 0)

func TestPlacementRules(t *testing.T) {
	cases := []struct {
		name    string
		history []city.Placement
		try     city.Placement
		want    error
		level   int
		quarry  int
	}{
		{"ground touching the city", nil, pl(2, 0, -2, 0), nil, 1, 0},
		{"ground touching by one corner cell only", nil, pl(2, 2, -1, 1), nil, 1, 0},
		{"ground not touching", nil, pl(2, 0, -3, 0), city.ErrNotAdjacent, 0, 0},
		{"ground far away", nil, pl(2, 10, 10, 3), city.ErrNotAdjacent, 0, 0},
		{"partly on the ground, partly on the start", nil, pl(2, 0, -1, 0), city.ErrGap, 0, 0},
		{"two cells on tiles, one on the ground", []city.Placement{tileX}, pl(2, 0, 0, 2), city.ErrGap, 0, 0},
		// Spot (0,0),(0,-1),(1,-1): start centre + start Quarry + X.
		{"over the start's centre plus another tile", []city.Placement{tileX}, pl(2, 0, 0, 0), nil, 2, 1},
		{"same spot, other corner first", []city.Placement{tileX}, pl(2, 0, -1, 2), nil, 2, 1},
		// Spot (0,-1),(1,-2),(1,-1): a start Quarry and two hexes of X.
		{"over two tiles, two hexes of one", []city.Placement{tileX}, pl(2, 0, -1, 1), nil, 2, 1},
		{"over three hexes of one tile", []city.Placement{tileX}, pl(2, 1, -1, 0), city.ErrOneTile, 0, 0},
		// After a level-2 tile on (0,0),(0,-1),(1,-1), the spot (0,0),(1,-1),(1,0) has heights 2,2,1.
		{"over uneven heights", []city.Placement{tileX, pl(2, 0, 0, 0)}, pl(3, 0, 0, 1), city.ErrUneven, 0, 0},
		{"rotation 6", nil, pl(2, 0, -2, 6), city.ErrBadRotation, 0, 0},
		{"rotation 255", nil, pl(2, 0, -2, 255), city.ErrBadRotation, 0, 0},
		{"tile 0", nil, pl(0, 0, -2, 0), city.ErrUnknownTile, 0, 0},
		{"tile 92", nil, pl(92, 0, -2, 0), city.ErrUnknownTile, 0, 0},
		{"tile already placed", []city.Placement{tileX}, pl(1, 0, -2, 0), city.ErrTileUsed, 0, 0},
		{"beyond the window", nil, pl(2, 1<<40, 0, 0), city.ErrOutOfBounds, 0, 0},
		{"at the integer limit", nil, pl(2, int(^uint(0)>>1), -1, 0), city.ErrOutOfBounds, 0, 0},
		{"beyond MaxRadius", nil, pl(2, city.MaxRadius, 0, 2), city.ErrOutOfBounds, 0, 0},
		// Y = tile 3 on the ground at (2,-1),(3,-2),(3,-1); A = tile 2 at level 2
		// on (0,0),(0,-1),(1,-1) [MarketPlaza Barracks Quarry]; B = tile 4 at
		// level 2 on (2,-2),(3,-2),(2,-1) [BarracksPlaza House Quarry]. The spot
		// (1,-1),(2,-2),(2,-1) is then at height 2 on A and B, and a tile there
		// covers two Quarries.
		{"three levels", []city.Placement{tileX, pl(3, 2, -1, 1), pl(2, 0, 0, 0), pl(4, 2, -2, 2)}, pl(5, 1, -1, 1), nil, 3, 2},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := build(t, tc.history...)
			before := c.Clone()
			res, err := c.Check(tc.try)
			if !errors.Is(err, tc.want) || (err == nil) != (tc.want == nil) {
				t.Fatalf("Check(%v) = %v, want %v", tc.try, err, tc.want)
			}
			if !c.Equal(before) {
				t.Fatalf("Check changed the city")
			}
			res2, err2 := c.Place(tc.try)
			if (err2 == nil) != (err == nil) || res2 != res {
				t.Fatalf("Place = %v, %v; Check said %v, %v", res2, err2, res, err)
			}
			if err != nil {
				var pe *city.PlacementError
				if !errors.As(err2, &pe) || pe.Placement != tc.try {
					t.Fatalf("error %v does not carry the placement", err2)
				}
				if !c.Equal(before) || c.Len() != before.Len() {
					t.Fatalf("a rejected Place changed the city")
				}
				return
			}
			if res.Level != tc.level || res.Quarries != tc.quarry {
				t.Fatalf("result = %+v, want level %d quarries %d", res, tc.level, tc.quarry)
			}
			for _, h := range tc.try.Cells() {
				if c.Height(h) != tc.level {
					t.Errorf("height of %v = %d, want %d", h, c.Height(h), tc.level)
				}
			}
		})
	}
}

func TestUndoRestores(t *testing.T) {
	c := build(t, tileX)
	before := c.Clone()
	for _, p := range []city.Placement{pl(2, 0, 0, 0), pl(3, 0, -2, 0)} {
		if _, err := c.Place(p); err != nil {
			t.Fatal(err)
		}
		if got, ok := c.Undo(); !ok || got != p {
			t.Fatalf("Undo = %v, %v", got, ok)
		}
		if !c.Equal(before) {
			t.Fatalf("Undo of %v did not restore the city", p)
		}
		if c.CountLegalAny() != before.CountLegalAny() {
			t.Fatalf("Undo of %v changed the legal placements", p)
		}
	}
	empty := city.New()
	if _, ok := empty.Undo(); ok {
		t.Fatal("Undo of the start city succeeded")
	}
}

func TestBuildReportsFirstIllegalStep(t *testing.T) {
	_, err := city.Build([]city.Placement{tileX, pl(2, 0, -5, 0), pl(1, 0, -2, 0)})
	var se *city.PlacementError
	if !errors.As(err, &se) || se.Step != 2 || !errors.Is(err, city.ErrNotAdjacent) {
		t.Fatalf("Build error = %v, want step 1 not adjacent", err)
	}
	c, errs := city.Validate([]city.Placement{tileX, pl(2, 0, -5, 0), pl(1, 0, -2, 0), pl(3, 0, -2, 0)})
	if len(errs) != 2 || c.Len() != 2 {
		t.Fatalf("Validate = %d tiles, %v", c.Len(), errs)
	}
	if !errors.As(errs[1], &se) || se.Step != 3 || !errors.Is(errs[1], city.ErrTileUsed) {
		t.Fatalf("second violation = %v, want step 2 tile used", errs[1])
	}
}

func TestHoles(t *testing.T) {
	// Ring the cell (1,-1) on all six sides: (1,0), (0,0) and (0,-1) are the
	// start's; tile 2 at (1,-2) r0 covers (1,-2), (1,-3), (2,-3); tile 3 at
	// (2,-1) r0 covers (2,-1), (2,-2), (3,-2).
	c := build(t, pl(2, 1, -2, 0), pl(3, 2, -1, 0))
	if c.Top(hex.Hex{Q: 2, R: -2}) == tile.None {
		t.Fatal("setup: (2,-2) should be occupied")
	}
	var h city.Holes
	c.FindHoles(&h)
	lake := hex.Hex{Q: 1, R: -1}
	if c.OccupiedNeighbors(lake) != 6 || !h.Has(lake) || h.Len() != 1 {
		t.Fatalf("holes = %d, (1,-1) enclosed %v with %d occupied neighbours", h.Len(), h.Has(lake), c.OccupiedNeighbors(lake))
	}
	if h.Has(hex.Hex{Q: 5, R: 5}) || h.Has(hex.Hex{Q: 0, R: 1}) {
		t.Fatal("an open cell counts as a hole")
	}
}

// TestStepErrorNumbersFromOne checks that a step counts from 1, as records
// number moves, in the message and in Step: the first placement is "step
// 1", Step 1; a placement checked alone has Step 0 and no step in its
// message.
func TestStepErrorNumbersFromOne(t *testing.T) {
	_, errs := city.Validate([]city.Placement{pl(2, 0, -5, 0), tileX, pl(1, 0, -2, 0)})
	var se *city.PlacementError
	if len(errs) == 0 || !errors.As(errs[0], &se) || se.Step != 1 {
		t.Fatalf("Validate = %v, want the first placement refused with Step 1", errs)
	}
	_, err := city.New().Check(pl(2, 0, -5, 0))
	if !errors.As(err, &se) || se.Step != 0 || strings.Contains(err.Error(), "step") {
		t.Errorf("Check's error = %v, want Step 0 and no step in the message", err)
	}
	if msg := errs[0].Error(); !strings.HasPrefix(msg, "step 1: ") {
		t.Errorf("first placement's error = %q, want it to start with \"step 1: \"", msg)
	}
}
