package score

import (
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/condition"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// The bonus conditions on hand-built cities; the hexes and expected counts
// are worked out by hand in the comments.

// marketPlazaNear asks the notes' rule (firstAround with
// condition.DoublesMarket) of the Market at h: the first neighbour showing
// a Market plaza, clockwise from North.
func marketPlazaNear(c *city.City, h hex.Hex) (hex.Hex, bool) {
	var around [6]tile.Kind
	for d, n := range h.Neighbors() {
		around[d] = c.Face(n).A
	}
	d, ok := firstAround(&around, condition.DoublesMarket)
	if !ok {
		return hex.Hex{}, false
	}
	return h.Neighbor(d), true
}

// emptyNeighbors asks the notes' rule (scorer.emptyAround) of cell h under
// o, with the city's holes as given, found anew when nil.
func emptyNeighbors(c *city.City, h hex.Hex, holes *cityview.Holes, o variants.Options) int {
	s := scorer{c: c, v: cityview.Of(c), o: o, holes: holes}
	if holes == nil && o.NeedHoles() {
		s.holes = holesOf(c, nil)
	}
	i, _ := grid.Of(h)
	return s.emptyAround(i, s.v.Win.Near(i))
}

func marketDoubled(c *city.City, h hex.Hex) bool {
	_, ok := marketPlazaNear(c, h)
	return ok
}

func gardenDoubled(c *city.City, h hex.Hex, holes *cityview.Holes, o variants.Options) bool {
	_, ok := lakeNear(c, h, holes, o)
	return ok
}

func pl(id tile.ID, q, r int, rot tile.Rotation) city.Placement {
	return city.Placement{Tile: id, Anchor: hex.Hex{Q: q, R: r}, Rotation: rot}
}

func build(t *testing.T, ps ...city.Placement) *city.City {
	t.Helper()
	c, errs := city.Validate(ps)
	if errs != nil {
		t.Fatal(errs)
	}
	return c
}

func TestMarketDoubled(t *testing.T) {
	// Tile 22 [MarketPlaza Quarry Quarry] puts a plaza at (0,1); tile 26
	// [Market Quarry Quarry] a Market at (-1,2), next to it; tile 10 [Quarry
	// Market Barracks] a Market at (-2,1), next to no plaza.
	c := build(t, pl(22, 0, 1, 2), pl(26, -1, 2, 3), pl(10, -1, 0, 4))
	if !marketDoubled(c, hex.Hex{Q: -1, R: 2}) {
		t.Error("the market next to the plaza is not doubled")
	}
	if at, _ := marketPlazaNear(c, hex.Hex{Q: -1, R: 2}); at != (hex.Hex{Q: 0, R: 1}) {
		t.Errorf("marketPlazaNear = %v", at)
	}
	if marketDoubled(c, hex.Hex{Q: -2, R: 1}) {
		t.Error("the market far from the plaza is doubled")
	}
	// Covering the plaza takes the bonus away: tile 7 goes up on (0,1) [22],
	// (-1,2) [26] and (-1,1) [start].
	if _, err := c.Place(pl(7, -1, 1, 2)); err != nil {
		t.Fatal(err)
	}
	if marketDoubled(c, hex.Hex{Q: -1, R: 2}) {
		t.Error("a covered plaza still doubles")
	}
}

// holeCity rings (1,-1) on all six sides: the barracks of tile 50 at (2,-1)
// has that lake as its only empty neighbour; the garden of tile 7 at (1,-2)
// touches it.
func holeCity(t *testing.T) *city.City {
	return build(t, pl(50, 2, -1, 2), pl(7, 1, -2, 1), pl(5, 3, -2, 0))
}

func TestEmptyNeighborsBothReadings(t *testing.T) {
	c := holeCity(t)
	b := hex.Hex{Q: 2, R: -1}
	var holes cityview.Holes
	cityview.Of(c).FindHoles(&holes)
	if got := emptyNeighbors(c, b, &holes, variants.Options{}); got != 1 {
		t.Errorf("default reading: %d empty neighbours, want 1 (the hole)", got)
	}
	outside := variants.Options{BarracksOutsideOnly: true}
	if got := emptyNeighbors(c, b, &holes, outside); got != 0 {
		t.Errorf("outside-only reading: %d empty neighbours, want 0", got)
	}
	if got := emptyNeighbors(c, b, nil, outside); got != 0 {
		t.Errorf("outside-only reading with nil holes: %d, want 0", got)
	}
	// The start's Quarry (1,0) has 3 open empty neighbours and the hole.
	q := hex.Hex{Q: 1, R: 0}
	if a, o := emptyNeighbors(c, q, nil, variants.Options{}), emptyNeighbors(c, q, nil, outside); a != 3 || o != 2 {
		t.Errorf("(1,0): %d and %d empty neighbours, want 3 and 2", a, o)
	}
}

func TestGardenDoubledBothReadings(t *testing.T) {
	// As in the garden-lakes fixture: (1,-1) is a one-cell lake, (-1,0) and
	// (-1,-1) a two-cell enclosed hole; gardens at (1,-2) and (-1,-2).
	c := build(t, pl(7, 1, -2, 5), pl(24, 2, -1, 0), pl(28, -3, 1, 1), pl(40, -2, -1, 0))
	var holes cityview.Holes
	cityview.Of(c).FindHoles(&holes)
	lake, pair := hex.Hex{Q: 1, R: -2}, hex.Hex{Q: -1, R: -2}
	def, anyRegion := variants.Options{}, variants.Options{LakeAnyRegion: true}
	if !gardenDoubled(c, lake, &holes, def) || !gardenDoubled(c, lake, &holes, anyRegion) {
		t.Error("the garden next to the one-cell lake is not doubled")
	}
	if gardenDoubled(c, pair, &holes, def) {
		t.Error("a two-cell hole is a lake by default")
	}
	if !gardenDoubled(c, pair, &holes, anyRegion) || !gardenDoubled(c, pair, nil, anyRegion) {
		t.Error("with LakeAnyRegion the two-cell hole is not a lake")
	}
	if isLake(c, hex.Hex{Q: 0, R: -2}, nil, anyRegion) || isLake(c, hex.Hex{Q: 0, R: 1}, nil, anyRegion) {
		t.Error("an occupied or open cell is a lake")
	}
	if !isLake(c, hex.Hex{Q: 1, R: -1}, nil, def) || isLake(c, hex.Hex{Q: -1, R: 0}, nil, def) {
		t.Error("default lakes wrong")
	}
}
