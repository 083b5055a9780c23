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
		if !id.InBase() {
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

// TestWordEdges grows cities East until they reach q = 30 and 31 and West
// until q = -31 and -32: the last columns of the first word of a row
// (q = -32..31, where a city that stays within q = -29..28 is listed one
// word at a time).
// At every step from five columns before the edge, AppendLegal of an
// unused tile and CountLegal agree with the brute-force listing, which
// shares no code with them.
func TestWordEdges(t *testing.T) {
	for _, edge := range []int{30, 31, -31, -32} {
		side := 1
		if edge < 0 {
			side = -1
		}
		c := city.New()
		checked := 0
		for id := tile.ID(1); reachQ(c, side) != edge; id++ {
			if !id.InBase() {
				t.Fatalf("edge %d: 61 tiles reach only q = %d", edge, reachQ(c, side))
			}
			// The legal placement that reaches furthest toward the edge
			// without passing it (the first listed among equals).
			var best city.Placement
			bestQ := 0
			for _, p := range c.AppendLegal(nil, id) {
				q := 0
				for _, h := range p.Cells() {
					q = max(q, side*h.Q)
				}
				if q <= side*edge && q > bestQ {
					best, bestQ = p, q
				}
			}
			if _, err := c.Place(best); err != nil {
				t.Fatal(err)
			}
			if side*reachQ(c, side) < side*edge-5 {
				continue
			}
			checked++
			probe := unusedTile(c, 0)
			want := bruteLegal(c, probe)
			got := c.AppendLegal(nil, probe)
			if len(got) != len(want) || c.CountLegalAny() != len(want) {
				t.Errorf("edge %d, city reaching q = %d: %d placements listed, CountLegal %d, brute force %d",
					edge, reachQ(c, side), len(got), c.CountLegalAny(), len(want))
			}
			for _, p := range got {
				if _, ok := want[p]; !ok {
					t.Errorf("edge %d: %v listed but illegal", edge, p)
				}
			}
		}
		if checked < 3 {
			t.Errorf("edge %d: only %d steps near the edge", edge, checked)
		}
	}
}

// reachQ returns the city's easternmost column (side 1) or westernmost
// (side -1).
func reachQ(c *city.City, side int) int {
	q0, q1, _, _ := c.Bounds()
	if side < 0 {
		return q0
	}
	return q1
}
