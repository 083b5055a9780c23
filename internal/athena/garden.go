package athena

import (
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// The Garden cards: each declared as its rules (cardCheck), with its
// pattern below it. Their conditions, and the cells Met lists, are the doc
// of their constants in package tile.

// oasisCard is the rules of tile.Oasis.
var oasisCard = cardCheck{
	enclosedAnchor: true,
	reach:          ring, anchor: shows(1, tile.Garden), member: occupied,
	needs: []need{needOf(1, 1, tile.Garden), enclosedOf(1, tile.Garden)},
	at:    func(r reader, x hex.Hex) (p pattern, ok bool) { ok = oasis(r, x, &p); return },
}

// oasis finds tile.Oasis's pattern at the Garden x, its neighbours across
// its own edges clockwise from N.
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

// hangingGardensCard is the rules of tile.HangingGardens.
var hangingGardensCard = cardCheck{
	reach: lines(2, forward[:]...), anchor: shows(1, tile.Garden), member: shows(1, tile.Garden),
	needs: []need{needOf(2, 1, tile.Garden), needOf(1, 2, tile.Garden)},
	at:    func(r reader, a hex.Hex) (p pattern, ok bool) { ok = hangingGardens(r, a, &p); return },
	along: func(r reader, a hex.Hex, d hex.Direction) (p pattern, ok bool) {
		ok = gardensAlong(r, a, d, &p)
		return
	},
}

// hangingGardens finds tile.HangingGardens's pair from its first cell a in
// row order.
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

// parklandCard is the rules of tile.Parkland.
var parklandCard = cardCheck{
	reach: ring, anchor: shows(1, tile.GardenPlaza), member: shows(1, tile.Garden),
	needs:  []need{needOf(1, 1, tile.GardenPlaza), needOf(1, 1, tile.Garden)},
	at:     func(r reader, x hex.Hex) (p pattern, ok bool) { ok = parkland(r, x, &p); return },
	toward: parklandToward,
}

// parkland finds tile.Parkland's pattern at the plaza x, with the first
// Garden facing it clockwise from N.
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
