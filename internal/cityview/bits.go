package cityview

import "github.com/akropolis-rules/akropolis/internal/grid"

// MaxRadius is the farthest a city's cell may lie from the origin (62;
// city.ErrOutOfBounds states the bound).
const MaxRadius = grid.Half - 2

// Layer is one bit per cell of the window, a row of 128 cells in two words.
// The columns are turned by 32 so that word 0 holds q = -32..31, where
// cities of real games lie: a narrow city's rows then take one word of work.
// Word 1 holds q = 32..63 and then -64..-33; the two words form a ring
// (see Shr).
type Layer [grid.Size][2]uint64

// BitRow is what a city keeps of one window row besides its cells, each a
// row of a Layer: the occupied cells, the cells with an occupied
// neighbour, the cells at height 1, by spot type the spots of ground
// tiles, and by spot type the legal spots. A city keeps them for the rows
// it keeps cells of, so that a copy holds its own rows only.
type BitRow struct {
	Occ, Adj, Low [2]uint64
	Foot          [2][2]uint64
	Spots         [2][2]uint64
}

// SetBit and ClearBit set and clear cell i's bit in r, the row of a layer
// that holds it.
func SetBit(r *[2]uint64, i grid.Index)   { w, b := Slot(i); r[w] |= 1 << b }
func ClearBit(r *[2]uint64, i grid.Index) { w, b := Slot(i); r[w] &^= 1 << b }

// Slot returns the word and bit of cell i in a layer's row.
func Slot(i grid.Index) (w, b int) {
	p := (int(i)&127 + 96) & 127
	return p >> 6, p & 63
}

// Column returns the window column (q+64) of word w, bit b of a row.
func Column(w, b int) int { return (w<<6 | b + 32) & 127 }

// Set sets cell i's bit.
func (l *Layer) Set(i grid.Index) { w, b := Slot(i); l[i>>7][w] |= 1 << b }

// Shr returns word k of a row shifted one cell West (bit q then holds what
// cell q+1 held), given the row's word k and the other word nx. The ring
// pairs q = 63 with q = -64, which are not neighbours; no cell there is
// ever allowed or occupied, so the pairing never makes a spot legal.
func Shr(w, nx uint64) uint64 { return w>>1 | nx<<63 }

// Shl is Shr the other way: word k of a row shifted one cell East (bit q
// then holds what cell q-1 held), given the other word pv.
func Shl(w, pv uint64) uint64 { return w<<1 | pv>>63 }

// Allowed marks the cells within MaxRadius: read-only after init.
var Allowed = func() (a [grid.Cells]bool) {
	for i := range a {
		a[i] = grid.Index(i).Hex().Length() <= MaxRadius
	}
	return a
}()

// AllowedRows is the layer of cells within MaxRadius: read-only after init.
var AllowedRows = func() (l Layer) {
	for i := range grid.Cells {
		if Allowed[i] {
			l.Set(grid.Index(i))
		}
	}
	return l
}()
