package hex

// The dense window: Q and R each run from -WindowHalf to WindowHalf-1.
const (
	WindowHalf = 64
	WindowSize = 2 * WindowHalf
	// Cells is the number of cells in the window, and so the length of an
	// array indexed by Index.
	Cells = WindowSize * WindowSize
)

// Index numbers a cell of the dense window, row by row: 0 <= Index < Cells.
type Index int32

// Index returns the dense index of h, and false when h lies outside the
// window.
func (h Hex) Index() (Index, bool) {
	q, r := h.Q+WindowHalf, h.R+WindowHalf
	if q < 0 || q >= WindowSize || r < 0 || r >= WindowSize {
		return 0, false
	}
	return Index(r*WindowSize + q), true
}

// Hex returns the cell numbered i. i must lie in [0, Cells).
func (i Index) Hex() Hex {
	return Hex{int(i)%WindowSize - WindowHalf, int(i)/WindowSize - WindowHalf}
}

// Step returns the index of the neighbour in direction d (taken modulo 6,
// like Vector). The caller keeps i at least one cell away from the window's
// edge; cells a city may occupy always are.
func (i Index) Step(d Direction) Index {
	if d < 6 { // the bounds check the table needs anyway, so no cost
		return i + steps[d]
	}
	return i + steps[d%6]
}

var steps = [6]Index{-WindowSize, 1 - WindowSize, 1, WindowSize, WindowSize - 1, -1}

// Steps returns the index offsets of the six directions.
func Steps() [6]Index { return steps }

// Adjacent reports whether cells i and j share an edge: one load from a
// table of the index differences (cheaper than comparing with the six
// steps, in the scoring's and the city's inner loops).
func (i Index) Adjacent(j Index) bool {
	d := uint(j - i + WindowSize + 1)
	return d < uint(len(stepDiff)) && stepDiff[d]
}

// stepDiff marks, at d+WindowSize+1, the index differences d of
// neighbouring cells: read-only after init.
var stepDiff = func() (t [2*WindowSize + 3]bool) {
	for _, s := range steps {
		t[s+WindowSize+1] = true
	}
	return t
}()
