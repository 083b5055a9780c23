package score

import (
	"slices"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
	"pgregory.net/rapid"
)

// TestPlacementModelsAgree holds the three models of a city after a
// placement to one another, on random cities and every legal placement of
// a random tile, one-hex tiles of the Athena expansion included:
// city.City.Place (the city itself, changed), the overlay of
// After (the placement laid over the unchanged city: fast.lay, cell,
// around) and cityview.View.FindHolesAfter (the holes, unchanged city). For
// every occupied cell of the placed city and every neighbour of one, the
// overlay reads the placed city's level, visible hex and occupied
// neighbours; the predicted holes are the placed city's; Check's result is
// Place's; and After's totals are Totals of the placed city.
func TestPlacementModelsAgree(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c, o := drawCity(t, tile.MaxAthenaID), drawOptions(t)
		var unused []tile.ID
		for id := tile.ID(1); id <= tile.MaxAthenaID; id++ {
			if !holds(c, id) {
				unused = append(unused, id)
			}
		}
		id := rapid.SampledFrom(unused).Draw(t, "next")
		before := Totals(c, 2, o)
		for _, p := range c.AppendLegal(nil, id) {
			checkPlacementModels(t, c, p, before, o)
		}
	})
}

// overlayRead is what the overlay reads of one cell.
type overlayRead struct {
	level, around int
	kind          tile.Kind
}

func checkPlacementModels(t *rapid.T, c *city.City, p city.Placement, before Summary, o variants.Options) {
	checked, err := c.Check(p)
	if err != nil {
		t.Fatalf("Check(%v) of a legal placement: %v", p, err)
	}
	f := fast{c: cityview.Of(c), o: o}
	if !f.lay(p) {
		t.Fatalf("the overlay cannot lay %v", p)
	}
	// The overlay reads the city under it: read every cell of the city, of
	// the placement and next to them before the city changes.
	reads := map[grid.Index]overlayRead{}
	cells := f.at[:]
	for k := range cityview.Of(c).NumCells() {
		cells = append(cells, cityview.Of(c).IndexAt(k))
	}
	for _, i := range cells {
		for _, j := range append([]grid.Index{i}, neighbors(i)...) {
			level, kind := f.cell(j)
			reads[j] = overlayRead{level, f.around(j), kind}
		}
	}
	level, ground := f.level, f.ground
	var predicted, found cityview.Holes
	cityview.Of(c).FindHolesAfter(&predicted, p.Cells())
	after := After(c, before, p, 3, o)

	placed, err := c.Place(p)
	if err != nil {
		t.Fatalf("Place(%v): %v", p, err)
	}
	defer c.Undo()
	if placed != checked || level != placed.Level || ground != (placed.Level == 1) {
		t.Fatalf("%v: Place gives %+v, Check %+v, the overlay level %d (ground %v)", p, placed, checked, level, ground)
	}
	cityview.Of(c).FindHoles(&found)
	if predicted.N != found.N || predicted.Rows != found.Rows {
		t.Fatalf("%v: FindHolesAfter finds %d holes, FindHoles after placing %d (or others)", p, predicted.N, found.N)
	}
	if want := Totals(c, 3, o); after != want {
		t.Fatalf("%v: After %+v, Totals after placing %+v", p, after, want)
	}
	for j, got := range reads {
		h, kind, _ := cityview.Of(c).CellAt(j)
		if want := (overlayRead{h, cityview.Of(c).OccupiedNeighborsAt(j), kind}); got != want {
			t.Fatalf("%v: the overlay reads %v as %+v, the placed city %+v", p, j.Hex(), got, want)
		}
	}
}

// neighbors returns the six neighbours of cell i.
func neighbors(i grid.Index) []grid.Index {
	var ns []grid.Index
	for _, d := range steps {
		ns = append(ns, i+d)
	}
	return ns
}

// holds reports whether tile id is in city c (one of its placements).
func holds(c *city.City, id tile.ID) bool {
	return slices.ContainsFunc(c.Placements(), func(p city.Placement) bool { return p.Tile == id })
}
