package players

import (
	"slices"
	"sync"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// A pyramid layout is the plan of the Pyramid player: fifteen tile slots
// on a strip two cells wide beside the starting tile. The ground holds five
// triangles in a zig-zag (rows A1..A8 and B2..B8, B_i touching A_(i-1) and
// A_i); each level above holds one slot fewer, each slot on two slots of
// the level below (shifted by half a tile), so the levels hold 5, 4, 3, 2
// and 1 slots. Each cell's top level is where it stays visible: its
// scoring position. Three cells end on each level, fifteen in all.
type layout struct {
	slots [15]slot
	top   map[hex.Hex]int8 // the level of each footprint cell's last slot
}

// slot is one tile's place in a layout: its cells, sorted, and its level.
type slot struct {
	cells [3]hex.Hex
	level int8
}

// pyramidSlots lists the slots of a layout by level, as (row, index)
// triples: 'a' for row A, 'b' for row B.
var pyramidSlots = [5][][3][2]int{
	{{{'a', 1}, {'a', 2}, {'b', 2}}, {{'b', 3}, {'b', 4}, {'a', 3}}, {{'a', 4}, {'a', 5}, {'b', 5}}, {{'b', 6}, {'b', 7}, {'a', 6}}, {{'a', 7}, {'a', 8}, {'b', 8}}},
	{{{'b', 2}, {'b', 3}, {'a', 2}}, {{'a', 3}, {'a', 4}, {'b', 4}}, {{'b', 5}, {'b', 6}, {'a', 5}}, {{'a', 6}, {'a', 7}, {'b', 7}}},
	{{{'b', 3}, {'b', 4}, {'a', 3}}, {{'a', 4}, {'a', 5}, {'b', 5}}, {{'b', 6}, {'b', 7}, {'a', 6}}},
	{{{'a', 3}, {'a', 4}, {'b', 4}}, {{'b', 5}, {'b', 6}, {'a', 5}}},
	{{{'b', 4}, {'b', 5}, {'a', 4}}},
}

// layouts are every pyramid that fits beside the starting tile: each of
// the six directions of the strip, each side of its second row, and each
// shift along the city's edge that leaves the strip clear of the starting
// tile and touching it. A strip read backwards is the same pyramid, kept
// once.
var layouts = sync.OnceValue(func() []layout {
	_, start := tile.Start()
	var out []layout
	seen := map[[15]slot]bool{}
	for _, d := range hex.Directions() {
		for _, turn := range []int{1, 5} {
			f := hex.Direction((int(d) + turn) % 6)
			for o := range hex.Spiral(hex.Hex{}, 10) {
				l, ok := newLayout(o, d, f, start[:])
				if ok && !seen[l.slots] {
					seen[l.slots] = true
					out = append(out, l)
				}
			}
		}
	}
	return out
})

// newLayout builds the layout whose A row starts after o in direction d,
// with the B row to the side f, and reports whether it fits beside the
// starting cells.
func newLayout(o hex.Hex, d, f hex.Direction, start []hex.Hex) (layout, bool) {
	dv, fv := hex.Hex{}.Neighbor(d), hex.Hex{}.Neighbor(f)
	steps := func(k int) hex.Hex { return hex.Hex{Q: dv.Q * k, R: dv.R * k} }
	cell := func(rc [2]int) hex.Hex {
		a := o.Add(steps(rc[1]))
		if rc[0] == 'b' {
			a = o.Add(steps(rc[1] - 1)).Add(fv)
		}
		return a
	}
	l := layout{top: map[hex.Hex]int8{}}
	k := 0
	for lv, level := range pyramidSlots {
		for _, s := range level {
			var cs [3]hex.Hex
			for i, rc := range s {
				cs[i] = cell(rc)
				l.top[cs[i]] = int8(lv + 1)
			}
			l.slots[k] = slot{cells: sortCells(cs), level: int8(lv + 1)}
			k++
		}
	}
	touches := false
	for c := range l.top {
		for _, s := range start {
			if c == s {
				return l, false
			}
			touches = touches || c.IsNeighbor(s)
		}
	}
	slices.SortFunc(l.slots[:], func(a, b slot) int {
		if a.level != b.level {
			return int(a.level - b.level)
		}
		return cmpCells(a.cells, b.cells)
	})
	return l, touches
}

// sortCells returns the cells in a fixed order, so that a placement's
// cells can be looked up whatever its anchor and rotation.
func sortCells(cs [3]hex.Hex) [3]hex.Hex {
	slices.SortFunc(cs[:], cmpHex)
	return cs
}

func cmpHex(a, b hex.Hex) int {
	if a.Q != b.Q {
		return a.Q - b.Q
	}
	return a.R - b.R
}

func cmpCells(a, b [3]hex.Hex) int {
	for i := range a {
		if c := cmpHex(a[i], b[i]); c != 0 {
			return c
		}
	}
	return 0
}

// slotIndex finds, for a placement's sorted cells, the layouts and levels
// of the slots they make.
type slotRef struct {
	layout int
	level  int8
}

var slotIndex = sync.OnceValue(func() map[[3]hex.Hex][]slotRef {
	m := map[[3]hex.Hex][]slotRef{}
	for i, l := range layouts() {
		for _, s := range l.slots {
			m[s.cells] = append(m[s.cells], slotRef{i, s.level})
		}
	}
	return m
})
