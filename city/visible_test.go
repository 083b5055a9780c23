package city_test

import (
	"encoding/json"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/tile"
)

// visibleSteps grows a city by hand around the starting tile (a House
// plaza at the origin, Quarries at (0,-1), (1,0) and (-1,1)), with what it
// shows after each step: by kind, the cells at level 1 or higher, 2 or
// higher and 3 or higher (kinds left out show nothing).
var visibleSteps = []struct {
	p    city.Placement
	want map[tile.Kind][3]int
}{
	{city.Placement{}, map[tile.Kind][3]int{tile.Quarry: {3, 0, 0}, tile.HousePlaza: {1, 0, 0}}},
	// Temple|Garden on the North Quarry: both halves at level 2.
	{pl(67, 0, -1, 0), map[tile.Kind][3]int{tile.Quarry: {2, 0, 0}, tile.HousePlaza: {1, 0, 0},
		tile.Temple: {1, 1, 0}, tile.Garden: {1, 1, 0}}},
	// A House plaza on the ground at (1,-1).
	{pl(82, 1, -1, 0), map[tile.Kind][3]int{tile.Quarry: {2, 0, 0}, tile.HousePlaza: {2, 0, 0},
		tile.Temple: {1, 1, 0}, tile.Garden: {1, 1, 0}}},
	// Tile 01 over the starting plaza, the plaza 82 and the SE Quarry:
	// House (0,0), Barracks (1,-1) and Temple (1,0) at level 2.
	{pl(1, 0, 0, 1), map[tile.Kind][3]int{tile.Quarry: {1, 0, 0}, tile.House: {1, 1, 0},
		tile.Barracks: {1, 1, 0}, tile.Temple: {2, 2, 0}, tile.Garden: {1, 1, 0}}},
	// Market|Garden on the ground at (-1,0).
	{pl(62, -1, 0, 3), map[tile.Kind][3]int{tile.Quarry: {1, 0, 0}, tile.House: {1, 1, 0}, tile.Market: {1, 0, 0},
		tile.Barracks: {1, 1, 0}, tile.Temple: {2, 2, 0}, tile.Garden: {2, 1, 0}}},
	// A House on tile 01's Temple at (1,0): level 3.
	{pl(72, 1, 0, 0), map[tile.Kind][3]int{tile.Quarry: {1, 0, 0}, tile.House: {2, 2, 1}, tile.Market: {1, 0, 0},
		tile.Barracks: {1, 1, 0}, tile.Temple: {1, 1, 0}, tile.Garden: {2, 1, 0}}},
	// Barracks|Garden on tile 01's House at (0,0): level 3.
	{pl(70, 0, 0, 2), map[tile.Kind][3]int{tile.Quarry: {1, 0, 0}, tile.House: {1, 1, 1}, tile.Market: {1, 0, 0},
		tile.Barracks: {2, 2, 1}, tile.Temple: {1, 1, 0}, tile.Garden: {3, 2, 1}}},
}

// wantVisible checks Visible for every kind at min 0 to 4 against want
// (min 0 counts as min 1, and no cell lies above level 3).
func wantVisible(t *testing.T, c *city.City, want map[tile.Kind][3]int) {
	t.Helper()
	for k := tile.Quarry; k <= tile.GardenPlaza; k++ {
		w := want[k]
		for m, n := range []int{w[0], w[0], w[1], w[2], 0} {
			if got := cityview.Of(c).Visible(k, m); got != n {
				t.Fatalf("Visible(%v, %d) = %d, want %d", k, m, got, n)
			}
		}
	}
	// ShowsEach of every pair of kinds (and of none) is Visible of each.
	kinds := ([...]tile.Kind{tile.Quarry, tile.House, tile.Market, tile.Barracks, tile.Temple, tile.Garden, tile.HousePlaza, tile.MarketPlaza, tile.BarracksPlaza, tile.TemplePlaza, tile.GardenPlaza})
	for m := range 4 {
		for _, a := range kinds {
			for _, b := range kinds {
				both := want[a][max(m, 1)-1] > 0 && want[b][max(m, 1)-1] > 0
				if got := cityview.Of(c).ShowsEach([]tile.Kind{a, b}, m); got != both {
					t.Fatalf("ShowsEach(%v %v, %d) = %v, want %v", a, b, m, got, both)
				}
			}
		}
		if !cityview.Of(c).ShowsEach(nil, m) {
			t.Fatalf("ShowsEach of no kind at %d: want true", m)
		}
	}
}

// TestVisibleByHand follows the counts through Place, Undo, Reset,
// CopyFrom, Clone and JSON decoding over a city that held something else.
func TestVisibleByHand(t *testing.T) {
	c := city.New()
	wantVisible(t, c, visibleSteps[0].want)
	for _, s := range visibleSteps[1:] {
		if _, err := c.Place(s.p); err != nil {
			t.Fatal(err)
		}
		wantVisible(t, c, s.want)
	}
	last := visibleSteps[len(visibleSteps)-1].want
	d := build(t, visibleSteps[1].p, visibleSteps[2].p)
	d.CopyFrom(c)
	wantVisible(t, d, last)
	wantVisible(t, c.Clone(), last)
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	e := build(t, pl(76, 0, 1, 0), pl(2, 2, 0, 0))
	if err := json.Unmarshal(b, e); err != nil {
		t.Fatal(err)
	}
	wantVisible(t, e, last)
	for k := len(visibleSteps) - 2; k >= 0; k-- {
		c.Undo()
		wantVisible(t, c, visibleSteps[k].want)
	}
	d.Reset()
	wantVisible(t, d, visibleSteps[0].want)
}

// TestVisibleAboveLevel8: the counts tell levels 1 to 7 apart and lump 8
// and higher, so a higher min is answered by a walk over the cells; a
// double district on a cell of the scripted tower at level 12 shows both
// its halves at level 13.
func TestVisibleAboveLevel8(t *testing.T) {
	c := build(t, towerPlacements(t)...)
	for h := range c.Cells() {
		if c.Height(h) == 12 {
			if _, err := c.Place(pl(62, h.Q, h.R, 0)); err != nil { // Market|Garden
				t.Fatal(err)
			}
			break
		}
	}
	for k := tile.Quarry; k <= tile.GardenPlaza; k++ {
		want := 0
		if k == tile.Market || k == tile.Garden {
			want = 1
		}
		if got := cityview.Of(c).Visible(k, 13); got != want {
			t.Errorf("Visible(%v, 13) = %d, want %d", k, got, want)
		}
		if got := cityview.Of(c).Visible(k, 14); got != 0 {
			t.Errorf("Visible(%v, 14) = %d, want 0", k, got)
		}
	}
	checkVisible(t, c, 14)
}
