package athena

import (
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// triangles are the two triangles of mutually adjacent cells whose first
// cell in row order is a given cell: the directions from it to the other
// two, and from the second to the third.
var triangles = [2][3]hex.Direction{{hex.SE, hex.S, hex.SW}, {hex.S, hex.SW, hex.NW}}

// sanctuary: three Temple parts in a triangle, each owning the edges
// toward the other two. Cells: the triangle from its first cell in row
// order, the up-pointing triangle before the down-pointing one.
func sanctuary(r reader, a hex.Hex, p *pattern) bool {
	for _, t := range triangles {
		b, c := a.Neighbor(t[0]), a.Neighbor(t[1])
		if r.edge(a, t[0]) == tile.Temple && r.edge(a, t[1]) == tile.Temple &&
			r.edge(b, t[0].Opposite()) == tile.Temple && r.edge(b, t[2]) == tile.Temple &&
			r.edge(c, t[1].Opposite()) == tile.Temple && r.edge(c, t[2].Opposite()) == tile.Temple {
			p.push(a)
			p.push(b)
			p.push(c)
			return true
		}
	}
	return false
}

// pantheon: a cell showing a Temple part with plazas in directions i, i+2
// and i+4 of the cell (a half need not own those edges). Cells: the
// Temple, then the plazas clockwise from N.
func pantheon(r reader, x hex.Hex, p *pattern) bool {
	if !r.hasPart(x, tile.Temple) {
		return false
	}
	for i := range hex.Direction(2) {
		if pantheonPlazas(r, x, i) {
			p.pushAround(x, i)
			return true
		}
	}
	return false
}

// plaza reports whether h shows a plaza of any type.
// pantheonPlazas reports whether x has plazas in directions i, i+2 and
// i+4.
func pantheonPlazas(r reader, x hex.Hex, i hex.Direction) bool {
	return r.plaza(x.Neighbor(i)) && r.plaza(x.Neighbor(i+2)) && r.plaza(x.Neighbor(i+4))
}

// pantheonToward reports whether x makes Pantheon with plazas that hold
// its neighbour toward d.
func pantheonToward(r reader, x hex.Hex, d hex.Direction) bool {
	return r.hasPart(x, tile.Temple) && pantheonPlazas(r, x, d%2)
}

func (r reader) plaza(h hex.Hex) bool { return r.c.Face(h).A.IsPlaza() }

// pilgrimsStairs: a Temple plaza, then in one direction two occupied
// cells each strictly lower than the one before (exactly one level lower
// under StairsOneLevel). Cells: the plaza and the two steps, for the
// first direction clockwise from N.
func pilgrimsStairs(r reader, x hex.Hex, p *pattern) bool {
	if !r.through(x, tile.TemplePlaza) {
		return false
	}
	for _, d := range hex.Directions() {
		if r.stairs(x, d, p) {
			return true
		}
	}
	return false
}

// stairsAlong is pilgrimsStairs along the line from x toward d.
func stairsAlong(r reader, x hex.Hex, d hex.Direction, p *pattern) bool {
	return r.through(x, tile.TemplePlaza) && r.stairs(x, d, p)
}

// stairs reports whether the two cells from x toward d step down from it,
// filling p.
func (r reader) stairs(x hex.Hex, d hex.Direction, p *pattern) bool {
	one := x.Neighbor(d)
	two := one.Neighbor(d)
	if !r.step(r.c.Height(x), r.c.Height(one)) || !r.step(r.c.Height(one), r.c.Height(two)) {
		return false
	}
	p.push(x)
	p.push(one)
	p.push(two)
	return true
}

// step reports whether a cell of level next is a step down from one of
// level from: occupied, and lower (by exactly one under StairsOneLevel).
func (r reader) step(from, next int) bool {
	if r.o&stairsOneLevel != 0 {
		return next >= 1 && next == from-1
	}
	return next >= 1 && next < from
}
