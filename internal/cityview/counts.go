package cityview

import (
	"math/bits"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// A city keeps, for each kind, how many cells show it on top at each
// level, so that a question such as "does the city show a Temple at level
// 2 or higher?" (what a construction card of the Athena expansion asks
// before it looks for a pattern) costs a few instructions instead of a
// walk over the cells. The counts are derived from the cells, so Equal
// and Key leave them out; package city changes them with the cells.

// Levels is how many levels the counts tell apart: 1 to Levels-1 each on
// their own, Levels and higher together.
const Levels = 8

// Shown holds, for each kind, Levels one-byte counters in a word: byte l-1
// counts the cells that show a part of that kind at level l, the last one
// at level Levels or higher. A count never passes MaxCells (217), nor does
// the sum of a word's bytes, so no counter overflows into the next. It has
// room for 16 kinds so that a kind masked to 4 bits needs no bounds check;
// the word of tile.None takes the half B of every whole hex (see HalfB)
// and is never read.
type Shown [16]uint64

// units holds, by height, the counter of that level within a kind's word:
// nothing for an empty cell. It and HalfB are tables so that keeping the
// counts costs a base game's Place and Undo a few loads and adds.
var units = func() (u [256]uint64) {
	for h := 1; h < len(u); h++ {
		u[h] = 1 << (8 * (min(h, Levels) - 1))
	}
	return u
}()

// HalfB holds, by tile ID, the kind of half B of a double district, and
// tile.None for any other tile.
var HalfB = func() (b [256]tile.Kind) {
	for id := tile.MaxID + 1; id <= tile.MaxAthenaID; id++ {
		b[id] = id.Face(0).B
	}
	return b
}()

// Add counts the parts that cell x shows (none when it is empty).
func (s *Shown) Add(x Cell) {
	u := units[x.H]
	s[x.Kind&15] += u
	s[HalfB[x.ID]&15] += u
}

// Remove takes back what Add counted for x.
func (s *Shown) Remove(x Cell) {
	u := units[x.H]
	s[x.Kind&15] -= u
	s[HalfB[x.ID]&15] -= u
}

// Visible returns how many cells of the city show, on top, a part of kind
// k (a whole hex of that kind, or one half of a double district of the
// Athena expansion) at level min or higher: what a construction card asks
// before it looks for a pattern. A double district [A, B] counts once for
// A and once for B; quarries and plazas are kinds like any other;
// tile.None and invalid kinds give 0, and a min of 1 or less counts every
// level. The city keeps these counts as it changes, so the answer costs a
// few instructions for a min up to 8 (a card condition asks for 1 to 3)
// and a walk over the occupied cells above.
func (v *View) Visible(k tile.Kind, min int) int {
	switch {
	case k == tile.None || k > tile.GardenPlaza:
		return 0 // tile.None's word counts what is not a half B
	case min > Levels:
		return v.visibleAbove(k, min)
	case min < 1:
		min = 1
	}
	// The bytes from level min up, summed by one multiplication: the
	// top byte of the product adds every byte, none of which carries.
	w := v.Shown[k] >> (8 * (min - 1))
	return int(w * 0x0101010101010101 >> 56)
}

// ShowsEach reports whether the city shows, on top, a part of each of
// kinds at level min or higher (Visible of each is 1 or more): one call
// for what a construction card of the Athena expansion asks of several
// kinds (Main Street of the five district types, Agora of the five plaza
// types).
func (v *View) ShowsEach(kinds []tile.Kind, min int) bool {
	for _, k := range kinds {
		if v.Visible(k, min) == 0 {
			return false
		}
	}
	return true
}

// visibleAbove is Visible for a min above the levels the counts tell
// apart, by a walk over the occupied cells.
func (v *View) visibleAbove(k tile.Kind, min int) int {
	n := 0
	for _, i := range v.Order[:v.NOcc] {
		x := *v.Win.Ref(grid.Index(i))
		if int(x.H) >= min && (x.Kind == k || HalfB[x.ID] == k) {
			n++
		}
	}
	return n
}

// Enclosed returns how many cells show, on top, a part of kind k whose
// neighbours across its own edges are all occupied: a whole hex of kind k
// with its six neighbours occupied, or a half of kind k of a double
// district with the three across its edges occupied. Occupied means any
// hex, Quarries included. tile.None and invalid kinds give 0. A
// construction card of the Athena expansion that asks for a surrounded
// part (Oasis, Storehouses, District Center) asks it before it looks for
// one. The city keeps nothing for it, so a game that never asks pays
// nothing: the whole hexes are found row by row from the occupied cells,
// a few word operations a row, and the double districts one by one.
func (v *View) Enclosed(k tile.Kind) int {
	return v.EnclosedIn(k, 0, grid.Size-1)
}

// EnclosedIn is Enclosed of the cells of grid rows y0 to y1 (row r+64
// holds the cells of axial r) alone: a construction card whose pattern
// is anchored at its surrounded part, asked near the cells a placement
// changed, asks it of the rows around them, a few of the city's.
func (v *View) EnclosedIn(k tile.Kind, y0, y1 int) int {
	if k == tile.None || k > tile.GardenPlaza || v.Win.Rows == nil {
		return 0
	}
	n := 0
	if v.HoldsDouble() {
		// Of every row asked: a half on the city's first or last row
		// may have its three neighbours occupied.
		n += v.enclosedHalves(k, y0, y1)
	}
	// A whole hex on the first or last row of the city has an empty
	// neighbour.
	y0, y1 = max(y0, int(v.Bounds.MinR)+grid.Half+1, 1), min(y1, int(v.Bounds.MaxR)+grid.Half-1, grid.Size-2)
	switch narrow := v.Bounds.MinQ >= -29 && v.Bounds.MaxQ <= 28; {
	case narrow && y0 <= y1: // one word a row, each row read once
		// countKind is called for the rows with a surrounded cell only: a
		// call for every row cost more than the rows' own work.
		rs := v.Win.RowsOf(y0-1, y1+1)
		up, o := rs[0].Occ[0], rs[1].Occ[0]
		for j := 2; j < len(rs); j++ {
			dn := rs[j].Occ[0]
			if m := o & up & (up >> 1) & (o >> 1) & dn & (dn << 1) & (o << 1); m != 0 {
				n += v.countKind(y0+j-2, 0, m, k)
			}
			up, o = o, dn
		}
	case !narrow:
		for y := y0; y <= y1; y++ {
			for w := range 2 {
				if m := v.surroundedWord(y, w); m != 0 {
					n += v.countKind(y, w, m, k)
				}
			}
		}
	}
	return n
}

// countKind counts the cells of word w of row y that m marks whose top
// is a whole hex of kind k.
func (v *View) countKind(y, w int, m uint64, k tile.Kind) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		x := *v.Win.Ref(grid.Index(y<<7 | Column(w, bits.TrailingZeros64(m))))
		if x.Kind == k && HalfB[x.ID] == tile.None {
			n++
		}
	}
	return n
}

// surroundedWord returns word w of row y's cells whose six neighbours are
// all occupied, themselves occupied.
func (v *View) surroundedWord(y, w int) uint64 {
	o, up, dn := v.Win.Row(y).Occ[w], v.Win.Row(y - 1).Occ[w], v.Win.Row(y + 1).Occ[w]
	if o&up&dn == 0 {
		return 0
	}
	j := w ^ 1
	on, upn, dnn := v.Win.Row(y).Occ[j], v.Win.Row(y - 1).Occ[j], v.Win.Row(y + 1).Occ[j]
	// N (q,r-1), NE (q+1,r-1), SE (q+1,r), S (q,r+1), SW (q-1,r+1), NW (q-1,r).
	return o & up & Shr(up, upn) & Shr(o, on) & dn & Shl(dn, dnn) & Shl(o, on)
}

// enclosedHalves counts the halves of kind k of the visible double
// districts of rows y0 to y1 with the three neighbours across their edges occupied: the
// occupied cells whose top has a half B.
func (v *View) enclosedHalves(k tile.Kind, y0, y1 int) int {
	n := 0
	for _, i := range v.Order[:v.NOcc] {
		x := *v.Win.Ref(grid.Index(i))
		if HalfB[x.ID] == tile.None || int(i)/grid.Size < y0 || int(i)/grid.Size > y1 {
			continue // not a double, or covered, or outside the rows
		}
		f := v.FaceOf(x)
		for _, part := range [2]tile.Part{tile.HalfA, tile.HalfB} {
			if f.Kind(part) == k && v.partEnclosed(grid.Index(i), f, part) {
				n++
			}
		}
	}
	return n
}

// steps are the index steps to a cell's six neighbours.
var steps = grid.Steps()

// partEnclosed reports whether every neighbour of cell i across the edges
// of f's part is occupied.
func (v *View) partEnclosed(i grid.Index, f tile.Face, part tile.Part) bool {
	for d, s := range steps {
		if f.Owner(hex.Direction(d)) == part && v.Win.Ref(i+s).H == 0 {
			return false
		}
	}
	return true
}

// At returns the cell h, and the zero Cell (empty) when the city keeps
// no such cell.
func (v *View) At(h hex.Hex) Cell {
	// grid.Of by hand, its check and the window's in one (small enough to
	// be inlined into Face, which the cards of the Athena expansion call
	// often).
	if k, ok := v.Win.FindHex(h.Q+grid.Half, h.R+grid.Half); ok {
		return v.Win.Cells[k]
	}
	return Cell{}
}

// Height returns the number of hexes stacked on cell h (0 when empty), as
// City.Height does.
func (v *View) Height(h hex.Hex) int { x := v.At(h); return int(x.H) }

// Face returns the visible top of cell h, as City.Face does.
func (v *View) Face(h hex.Hex) tile.Face { return v.FaceOf(v.At(h)) }

// NumCells returns the number of occupied cells.
func (v *View) NumCells() int { return v.NOcc }
