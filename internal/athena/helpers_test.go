package athena_test

import (
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/variants"
)

// c is the cell the worked cases build around: four rows North of the
// starting tile, so nothing of the pattern touches it.
var c = hex.Hex{Q: 0, R: -5}

// The directions, short.
const (
	N  = hex.N
	NE = hex.NE
	SE = hex.SE
	S  = hex.S
	SW = hex.SW
	NW = hex.NW
)

// at walks from h one cell in each direction given.
func at(h hex.Hex, ds ...hex.Direction) hex.Hex {
	for _, d := range ds {
		h = h.Neighbor(d)
	}
	return h
}

// whole is a whole hex of kind k at level l.
func whole(k tile.Kind, l int) athena.Cell { return athena.Cell{Face: tile.Face{A: k}, Level: l} }

// double is a double district a|b at rotation r and level l.
func double(a, b tile.Kind, r tile.Rotation, l int) athena.Cell {
	return athena.Cell{Face: tile.Face{A: a, B: b, Rotation: r}, Level: l}
}

// cells is a grid's content, cell by cell.
type cells = map[hex.Hex]athena.Cell

// fataler is what cityOf needs of a test: a *testing.T, B or *rapid.T.
type fataler interface {
	Helper()
	Fatal(args ...any)
}

// cityOf builds the grid of the starting tile and cs, failing the test on
// an error.
func cityOf(t fataler, cs cells) *athena.Grid {
	t.Helper()
	g, err := athena.NewGrid(cs)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// ring puts k at level l on the six neighbours of h.
func ring(cs cells, h hex.Hex, k tile.Kind, l int) cells {
	for _, n := range h.Neighbors() {
		cs[n] = whole(k, l)
	}
	return cs
}

// want checks Met's answer for card on g against ok and, when met, the
// cells listed.
func want(t *testing.T, card tile.Card, g athena.City, stones int, o athena.Options, ok bool, cellsWant ...hex.Hex) {
	t.Helper()
	got, met := athena.Met(card, g, stones, o)
	if met != ok {
		t.Fatalf("%v met = %v, want %v (cells %v)", card, met, ok, got)
	}
	if ok && len(cellsWant) > 0 && !equal(got, cellsWant) {
		t.Fatalf("%v cells = %v, want %v", card, got, cellsWant)
	}
}

func equal(a, b []hex.Hex) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// values sums the values of the parts of g, by district type (index
// District-1), under the scoring options o.
func values(g athena.City, o variants.Options) [5]int {
	var v [5]int
	for _, p := range athena.AppendParts(nil, g, o) {
		v[p.Kind.District()-tile.House] += p.Value
	}
	return v
}

// The worked cases of the Athena rulings, numbered as there, are in the
// test file of each card's family (house_test.go: Housing, Villa, District
// Center) beside its other tests, each built by hand around the cell c;
// the expected answers and cells are worked out by hand in the comments.
// Cases 23 to 30 and 33 (halves, the statue, the solo Architect's pile)
// are in cases_halves_test.go; cases 31 and 32 are placement rules, for
// the city. Rotations of a double X|Y: at r0 half X owns NW, N, NE; r1 N,
// NE, SE; r3 SE, S, SW; r4 S, SW, NW; r5 SW, NW, N.

var def athena.Options // the default readings

// line returns n cells from h toward d.
func line(h hex.Hex, d hex.Direction, n int) []hex.Hex {
	hs := make([]hex.Hex, n)
	for i := range hs {
		hs[i] = h
		h = h.Neighbor(d)
	}
	return hs
}

var fiveTypes = []tile.Kind{tile.House, tile.Market, tile.Barracks, tile.Temple, tile.Garden}
