package athena

import (
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// The Barracks cards: each declared as its rules (cardCheck), with its
// pattern below it. Their conditions, and the cells Met lists, are the doc
// of their constants in package tile.

// rampartCard is the rules of tile.Rampart.
var rampartCard = cardCheck{
	reach: lines(3, forward[:]...), anchor: shows(1, tile.Barracks), member: shows(1, tile.Barracks),
	needs: []need{needOf(3, 1, tile.Barracks)},
	at:    func(r reader, a hex.Hex) (p pattern, ok bool) { ok = rampart(r, a, &p); return },
	along: func(r reader, a hex.Hex, d hex.Direction) (p pattern, ok bool) {
		ok = rampartAlong(r, a, d, &p)
		return
	},
}

// rampart finds tile.Rampart's line from its first cell a in row order,
// the middle a whole hex (through): the only part that owns both edges
// along the line.
func rampart(r reader, a hex.Hex, p *pattern) bool {
	for _, d := range forward {
		if rampartAlong(r, a, d, p) {
			return true
		}
	}
	return false
}

// rampartAlong is rampart along the line from a toward d.
func rampartAlong(r reader, a hex.Hex, d hex.Direction, p *pattern) bool {
	b := a.Neighbor(d)
	c := b.Neighbor(d)
	if r.edge(a, d) != tile.Barracks || !r.through(b, tile.Barracks) || r.edge(c, d.Opposite()) != tile.Barracks {
		return false
	}
	p.push(a)
	p.push(b)
	p.push(c)
	return true
}

// guardTowerCard is the rules of tile.GuardTower.
var guardTowerCard = cardCheck{
	search: guardTower, reach: alone, anchor: shows(2, tile.Barracks),
	needs: []need{needOf(guardTowerCells, 2, tile.Barracks)}, exact: true,
	at: func(r reader, h hex.Hex) (p pattern, ok bool) {
		ok = r.counted(guardTowerCell(r, h), guardTower, &p)
		return
	},
}

// guardTowerCells is the number of cells Guard Tower counts.
const guardTowerCells = 2

// guardTower finds tile.GuardTower's pattern: the first guardTowerCells
// cells that count (guardTowerCell) in row order.
func guardTower(r reader) (pattern, bool) { return r.firstN(guardTowerCells, guardTowerCell) }

func guardTowerCell(r reader, h hex.Hex) bool {
	return r.c.Height(h) >= 2 && r.hasPart(h, tile.Barracks)
}

// fortressCard is the rules of tile.Fortress.
var fortressCard = cardCheck{
	reach: ring, anchor: shows(1, tile.BarracksPlaza), member: shows(1, tile.Barracks),
	needs:  []need{needOf(1, 1, tile.BarracksPlaza), needOf(2, 1, tile.Barracks)},
	at:     func(r reader, x hex.Hex) (p pattern, ok bool) { ok = fortress(r, x, &p); return },
	toward: fortressToward,
}

// fortress finds tile.Fortress's pattern at the plaza x, for the first i
// clockwise from N.
func fortress(r reader, x hex.Hex, p *pattern) bool {
	if !r.through(x, tile.BarracksPlaza) {
		return false
	}
	for _, d := range hex.Directions() {
		if fortressPair(r, x, d) {
			p.push(x)
			p.push(x.Neighbor(d))
			p.push(x.Neighbor(d.Rotate(2)))
			return true
		}
	}
	return false
}

// fortressPair reports whether Barracks parts face x from d and d+2.
func fortressPair(r reader, x hex.Hex, d hex.Direction) bool {
	return r.facing(x, d) == tile.Barracks && r.facing(x, d.Rotate(2)) == tile.Barracks
}

// fortressToward reports whether x makes Fortress with a pair that holds
// its neighbour toward d.
func fortressToward(r reader, x hex.Hex, d hex.Direction) bool {
	return r.through(x, tile.BarracksPlaza) && (fortressPair(r, x, d) || fortressPair(r, x, d.Rotate(-2)))
}
