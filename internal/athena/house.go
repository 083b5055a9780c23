package athena

import (
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// The House cards: each declared as its rules (cardCheck), with its
// pattern below it. Their conditions, and the cells Met lists, are the doc
// of their constants in package tile.

// housingCard is the rules of tile.Housing.
var housingCard = cardCheck{
	around: true, faced: tile.House, facedAll: true, reach: ring, anchor: occupied, member: shows(1, tile.House),
	needs: []need{needOf(6, 1, tile.House)},
	at:    func(r reader, x hex.Hex) (p pattern, ok bool) { ok = housing(r, x, &p); return },
}

// housing finds tile.Housing's pattern centred at x, its neighbours from N
// clockwise.
func housing(r reader, x hex.Hex, p *pattern) bool {
	if !r.surrounded(x) || r.o&housingCenterDistrict != 0 && !r.c.Face(x).A.IsDistrict() {
		return false
	}
	p.push(x)
	for _, d := range hex.Directions() {
		if r.facing(x, d) != tile.House {
			return false
		}
		p.push(x.Neighbor(d))
	}
	return true
}

// villaCard is the rules of tile.Villa.
var villaCard = cardCheck{
	search: villa, reach: alone, anchor: shows(2, tile.House),
	needs: []need{needOf(villaCells, 2, tile.House)}, exact: true,
	at: func(r reader, h hex.Hex) (p pattern, ok bool) { ok = r.counted(villaCell(r, h), villa, &p); return },
}

// villaCells is the number of cells Villa counts.
const villaCells = 4

// villa finds tile.Villa's pattern: the first villaCells cells that count
// (villaCell) in row order.
func villa(r reader) (pattern, bool) { return r.firstN(villaCells, villaCell) }

func villaCell(r reader, h hex.Hex) bool {
	return r.c.Height(h) >= 2 && r.hasPart(h, tile.House)
}

// districtCenterCard is the rules of tile.DistrictCenter.
var districtCenterCard = cardCheck{
	enclosedAnchor: true,
	reach:          ring, anchor: shows(1, tile.HousePlaza), member: shows(2),
	needs: []need{enclosedOf(1, tile.HousePlaza)},
	at:    func(r reader, x hex.Hex) (p pattern, ok bool) { ok = districtCenter(r, x, &p); return },
}

// districtCenter finds tile.DistrictCenter's pattern at the plaza x, its
// neighbours from N clockwise.
func districtCenter(r reader, x hex.Hex, p *pattern) bool {
	if !r.through(x, tile.HousePlaza) {
		return false
	}
	level := r.c.Height(x)
	p.push(x)
	for _, n := range x.Neighbors() {
		if !r.surrounded(n) || r.c.Height(n) <= level {
			return false
		}
		p.push(n)
	}
	return true
}
