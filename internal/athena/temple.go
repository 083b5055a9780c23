package athena

import (
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// The Temple cards: each declared as its rules (cardCheck), with its
// pattern below it. Their conditions, and the cells Met lists, are the doc
// of their constants in package tile.

// sanctuaryCard is the rules of tile.Sanctuary: its reach holds both
// triangles.
var sanctuaryCard = cardCheck{
	reach: lines(2, forward[:]...), anchor: shows(1, tile.Temple), member: shows(1, tile.Temple),
	needs: []need{needOf(3, 1, tile.Temple)},
	at:    func(r reader, a hex.Hex) (p pattern, ok bool) { ok = sanctuary(r, a, &p); return },
}

// triangles are the two triangles of mutually adjacent cells whose first
// cell in row order is a given cell: the directions from it to the other
// two, and from the second to the third.
var triangles = [2][3]hex.Direction{{hex.SE, hex.S, hex.SW}, {hex.S, hex.SW, hex.NW}}

// sanctuary finds tile.Sanctuary's triangle from its first cell a in row
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

// pantheonCard is the rules of tile.Pantheon.
var pantheonCard = cardCheck{
	around: true, reach: ring, anchor: shows(1, tile.Temple), member: plazas,
	needs:  []need{needOf(1, 1, tile.Temple), needOf(3, 1, plazaKinds...)},
	at:     func(r reader, x hex.Hex) (p pattern, ok bool) { ok = pantheon(r, x, &p); return },
	toward: pantheonToward,
}

// pantheon finds tile.Pantheon's pattern at the Temple x, the plazas from
// the first direction i (N or NE).
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

// pilgrimsStairsCard is the rules of tile.PilgrimsStairs.
var pilgrimsStairsCard = cardCheck{
	reach: lines(3, all...), anchor: shows(3, tile.TemplePlaza), member: occupied,
	needs: []need{needOf(1, 3, tile.TemplePlaza)},
	at:    func(r reader, x hex.Hex) (p pattern, ok bool) { ok = pilgrimsStairs(r, x, &p); return },
	along: func(r reader, x hex.Hex, d hex.Direction) (p pattern, ok bool) { ok = stairsAlong(r, x, d, &p); return },
}

// pilgrimsStairs finds tile.PilgrimsStairs's pattern at the plaza x, for
// the first direction clockwise from N (each step: reader.step).
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
