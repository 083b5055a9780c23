package city_test

import (
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// northmostCity lays tiles 1, 2, ... each at its northernmost legal
// placement (the first AppendLegal lists: spots go row by row from North)
// until the city reaches MaxRadius.
func northmostCity(t *testing.T) *city.City {
	t.Helper()
	c := city.New()
	for id := tile.ID(1); reach(c) < city.MaxRadius; id++ {
		if !id.Valid() {
			t.Fatalf("61 tiles reach only %d", reach(c))
		}
		ps := c.AppendLegal(nil, id)
		if _, err := c.Place(ps[0]); err != nil {
			t.Fatal(err)
		}
	}
	return c
}

// TestAtTheBound checks a city that reaches MaxRadius: nothing is listed or
// accepted beyond it, everything legal within it is listed, and the
// neighbour counts of the cells just beyond it are still true.
func TestAtTheBound(t *testing.T) {
	c := northmostCity(t)
	ref, _, err := refBuild(c.Placements())
	if err != nil {
		t.Fatal(err)
	}
	id := unusedTile(c, 0)
	want := map[city.Placement]bool{}
	q0, q1, r0, r1 := c.Bounds()
	beyond := 0
	for r := r0 - 2; r <= r1+2; r++ {
		for q := q0 - 2; q <= q1+2; q++ {
			h := hex.Hex{Q: q, R: r}
			for rot := range tile.Rotation(6) {
				p := city.Placement{Tile: id, Anchor: h, Rotation: rot}
				rule := ref.rule(p)
				if rule == nil {
					want[p] = true
				}
				if rule == city.ErrOutOfBounds {
					beyond++
				}
				if _, err := c.Check(p); !errors.Is(err, rule) || (err == nil) != (rule == nil) {
					t.Errorf("Check(%v) = %v, want %v", p, err, rule)
				}
			}
			n := 0
			for _, nb := range h.Neighbors() {
				n += min(1, ref.height(nb))
			}
			if got := c.OccupiedNeighbors(h); got != n {
				t.Errorf("OccupiedNeighbors(%v) (distance %d) = %d, want %d", h, h.Length(), got, n)
			}
		}
	}
	if beyond == 0 {
		t.Fatal("no candidate crosses the bound: the test proves nothing")
	}
	legal := c.AppendLegal(nil, id)
	for _, p := range legal {
		if !want[p] {
			t.Errorf("%v is listed but illegal", p)
		}
		delete(want, p)
	}
	for p := range want {
		t.Errorf("%v is legal but not listed", p)
	}
}
