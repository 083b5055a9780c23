// Package grid numbers the cells of a dense window of the hex grid, for
// the city and the scorers that keep a city in flat arrays. It is the
// module's own: no caller outside it needs a cell's number.
package grid

import "github.com/akropolis-rules/akropolis/hex"

// The dense window: Q and R each run from -Half to Half-1.
const (
	Half = 64
	Size = 2 * Half
	// Cells is the number of cells in the window, and so the length of an
	// array indexed by Index.
	Cells = Size * Size
)

// Index numbers a cell of the dense window, row by row: 0 <= Index < Cells.
type Index int32

// Of returns the dense index of h, and false when h lies outside the
// window.
func Of(h hex.Hex) (Index, bool) {
	q, r := h.Q+Half, h.R+Half
	if q < 0 || q >= Size || r < 0 || r >= Size {
		return 0, false
	}
	return Index(r*Size + q), true
}

// Hex returns the cell numbered i. i must lie in [0, Cells).
func (i Index) Hex() hex.Hex {
	return hex.Hex{Q: int(i)%Size - Half, R: int(i)/Size - Half}
}

// Step returns the index of the neighbour in direction d (taken modulo 6,
// like Vector). The caller keeps i at least one cell away from the window's
// edge; cells a city may occupy always are.
func (i Index) Step(d hex.Direction) Index {
	if d < 6 { // the bounds check the table needs anyway, so no cost
		return i + steps[d]
	}
	return i + steps[d%6]
}

var steps = [6]Index{-Size, 1 - Size, 1, Size, Size - 1, -1}

// Steps returns the index offsets of the six directions.
func Steps() [6]Index { return steps }

// Adjacent reports whether cells i and j share an edge: one load from a
// table of the index differences (cheaper than comparing with the six
// steps, in the scoring's and the city's inner loops).
func (i Index) Adjacent(j Index) bool {
	d := uint(j - i + Size + 1)
	return d < uint(len(stepDiff)) && stepDiff[d]
}

// DirectionTo returns the direction from cell i to its neighbour j (the
// index of j-i in Steps), and false when j is no neighbour of i: one
// load from a table, as Adjacent.
func (i Index) DirectionTo(j Index) (int, bool) {
	d := uint(j - i + Size + 1)
	if d < uint(len(stepDir)) && stepDir[d] != 0 {
		return int(stepDir[d] - 1), true
	}
	return 0, false
}

// stepDir holds, at d+Size+1, 1 + the direction of the index difference d
// of neighbouring cells, and 0 for any other difference: read-only after
// init.
var stepDir = func() (t [2*Size + 3]uint8) {
	for k, s := range steps {
		t[s+Size+1] = uint8(k + 1)
	}
	return t
}()

// stepDiff marks, at d+Size+1, the index differences d of neighbouring
// cells: read-only after init.
var stepDiff = func() (t [2*Size + 3]bool) {
	for _, s := range steps {
		t[s+Size+1] = true
	}
	return t
}()

// TileCell returns city.Placement.Cells()[k], the cell of a three-hex tile's
// k-th hex (k taken modulo 3, as an unsigned number; r modulo 6), as a
// value: a caller that fills its own array cell by cell copies no array
// (which, just built, stalls on being read back).
func TileCell(anchor hex.Hex, r uint8, k int) hex.Hex {
	return anchor.Add(tileSteps[r%6][uint(k)%3])
}

// tileSteps holds, by rotation, the steps from a tile's anchor to its
// three hexes: none, toward the rotation's direction and the next one
// clockwise (a table: the game asks after every placement).
var tileSteps = func() (s [6][3]hex.Hex) {
	for r := range s {
		d := hex.Direction(r)
		s[r] = [3]hex.Hex{{}, d.Vector(), d.Rotate(1).Vector()}
	}
	return s
}()
