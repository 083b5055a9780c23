package city

import (
	"math/bits"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/cityview"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// Enclosed returns how many cells show, on top, a part of kind k whose
// neighbours across its own edges are all occupied: a whole hex of kind k
// with its six neighbours occupied, or a half of kind k of a double
// district with the three across its edges occupied. Occupied means any
// hex, Quarries included. tile.None and invalid kinds give 0. A
// construction card of the Athena expansion that asks for a surrounded
// part (Oasis, Storehouses, District Center) asks it before it looks for
// one. The city keeps nothing for it, so a game that never asks pays
// nothing: the whole hexes are found row by row from the occupied cells,
// a few word operations a row, and the double districts (at most ten)
// one by one.
func (c *City) Enclosed(k tile.Kind) int {
	if k == tile.None || k > tile.GardenPlaza || c.v.Win.Rows == nil {
		return 0
	}
	n := 0
	// A cell on the first or last row of the city has an empty neighbour.
	y0, y1 := int(c.v.Bounds.MinR)+grid.Half+1, int(c.v.Bounds.MaxR)+grid.Half-1
	y0, y1 = max(y0, 1), min(y1, grid.Size-2)
	switch narrow := c.narrow(); {
	case narrow && y0 <= y1: // one word a row, each row read once
		// countKind is called for the rows with a surrounded cell only: a
		// call for every row cost more than the rows' own work.
		rs := c.rowsOf(y0-1, y1+1)
		up, o := rs[0].Occ[0], rs[1].Occ[0]
		for j := 2; j < len(rs); j++ {
			dn := rs[j].Occ[0]
			if m := o & up & (up >> 1) & (o >> 1) & dn & (dn << 1) & (o << 1); m != 0 {
				n += c.countKind(y0+j-2, 0, m, k)
			}
			up, o = o, dn
		}
	case !narrow:
		for y := y0; y <= y1; y++ {
			for w := range 2 {
				if m := c.surroundedWord(y, w, true); m != 0 {
					n += c.countKind(y, w, m, k)
				}
			}
		}
	}
	if c.v.HoldsDouble() {
		n += c.enclosedHalves(k)
	}
	return n
}

// countKind counts the cells of word w of row y that m marks whose top
// is a whole hex of kind k.
func (c *City) countKind(y, w int, m uint64, k tile.Kind) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		x := *c.ref(grid.Index(y<<7 | column(w, bits.TrailingZeros64(m))))
		if x.Kind == k && halfB[x.ID] == tile.None {
			n++
		}
	}
	return n
}

// surroundedWord returns word w of row y's cells whose six neighbours are
// all occupied, themselves occupied; with ring false the other word is
// taken as empty (exact for a narrow city).
func (c *City) surroundedWord(y, w int, ring bool) uint64 {
	var o, up, dn, on, upn, dnn uint64
	o, up, dn = c.row(y).Occ[w], c.row(y - 1).Occ[w], c.row(y + 1).Occ[w]
	if o&up&dn == 0 {
		return 0
	}
	if ring {
		j := w ^ 1
		on, upn, dnn = c.row(y).Occ[j], c.row(y - 1).Occ[j], c.row(y + 1).Occ[j]
	}
	// N (q,r-1), NE (q+1,r-1), SE (q+1,r), S (q,r+1), SW (q-1,r+1), NW (q-1,r).
	return o & up & shr(up, upn) & shr(o, on) & dn & cityview.Shl(dn, dnn) & cityview.Shl(o, on)
}

// enclosedHalves counts the halves of kind k of the visible double
// districts with the three neighbours across their edges occupied.
func (c *City) enclosedHalves(k tile.Kind) int {
	n := 0
	for _, r := range c.hist[:c.v.NHist] {
		i := grid.Index(r.at[0])
		if x := *c.ref(i); x.ID != r.tile || halfB[x.ID] == tile.None {
			continue // not a double, or covered
		}
		f := c.v.FaceOf(*c.ref(i))
		for _, part := range [2]tile.Part{tile.HalfA, tile.HalfB} {
			if f.Kind(part) == k && c.partEnclosed(i, f, part) {
				n++
			}
		}
	}
	return n
}

// partEnclosed reports whether every neighbour of cell i across the edges
// of f's part is occupied.
func (c *City) partEnclosed(i grid.Index, f tile.Face, part tile.Part) bool {
	for d, s := range steps {
		if f.Owner(hex.Direction(d)) == part && c.ref(i+s).H == 0 {
			return false
		}
	}
	return true
}
