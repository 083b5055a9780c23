package athena

import (
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// oasis: a Garden part whose neighbours across its own edges are all
// occupied. Cells: the Garden, then those neighbours clockwise from N.
func oasis(r reader, x hex.Hex, p *pattern) bool {
	f := r.c.Face(x)
	part := partOf(f, tile.Garden)
	if part == tile.NoPart {
		return false
	}
	p.push(x)
	for _, d := range hex.Directions() {
		if f.Owner(d) != part {
			continue
		}
		if !r.surrounded(x.Neighbor(d)) {
			return false
		}
		p.push(x.Neighbor(d))
	}
	return true
}

// hangingGardens: two Garden parts that face each other across an edge,
// at different levels. Cells: the pair from its first cell in row order.
func hangingGardens(r reader, a hex.Hex, p *pattern) bool {
	for _, d := range forward {
		if gardensAlong(r, a, d, p) {
			return true
		}
	}
	return false
}

// gardensAlong is hangingGardens along the line from a toward d.
func gardensAlong(r reader, a hex.Hex, d hex.Direction, p *pattern) bool {
	b := a.Neighbor(d)
	if r.edge(a, d) != tile.Garden || r.edge(b, d.Opposite()) != tile.Garden || r.c.Height(a) == r.c.Height(b) {
		return false
	}
	p.push(a)
	p.push(b)
	return true
}

// parkland: a Garden plaza with a Garden part facing it. Cells: the
// plaza, then the first such Garden clockwise from N.
func parkland(r reader, x hex.Hex, p *pattern) bool {
	if !r.through(x, tile.GardenPlaza) {
		return false
	}
	for _, d := range hex.Directions() {
		if r.facing(x, d) == tile.Garden {
			p.push(x)
			p.push(x.Neighbor(d))
			return true
		}
	}
	return false
}

// parklandToward reports whether x makes Parkland with the Garden part
// of its neighbour toward d.
func parklandToward(r reader, x hex.Hex, d hex.Direction) bool {
	return r.through(x, tile.GardenPlaza) && r.facing(x, d) == tile.Garden
}
