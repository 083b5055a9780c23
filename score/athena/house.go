package athena

import (
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// housing: an occupied centre with a House part facing it from all six
// neighbours. Cells: the centre, then the neighbours from N clockwise.
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

// villaCells is the number of cells Villa counts.
const villaCells = 4

// villa: four cells at level 2 or higher showing a House part. Cells: the
// first four in row order.
func villa(r reader) (pattern, bool) { return r.firstN(villaCells, villaCell) }

func villaCell(r reader, h hex.Hex) bool {
	return r.c.Height(h) >= 2 && r.hasPart(h, tile.House)
}

// districtCenter: a House plaza whose six neighbours are occupied, each
// strictly higher. Cells: the plaza, then the neighbours from N clockwise.
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
