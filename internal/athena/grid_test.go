package athena_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/athena"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile"
)

// NewGrid lays the starting tile and the given cells, in row order.
func TestNewGrid(t *testing.T) {
	g := cityOf(t, cells{c: double(tile.House, tile.Garden, 4, 1), hex.Hex{}: whole(tile.Temple, 2)})
	if g.NumCells() != 5 {
		t.Fatalf("NumCells = %d, want 5", g.NumCells())
	}
	// Rows: c (0,-5); the N Quarry (0,-1); the origin and the SE Quarry
	// (1,0); the SW Quarry (-1,1).
	wantOrder := []hex.Hex{c, {Q: 0, R: -1}, {}, {Q: 1, R: 0}, {Q: -1, R: 1}}
	for k, h := range wantOrder {
		if got := g.IndexAt(k).Hex(); got != h {
			t.Errorf("cell %d = %v, want %v", k, got, h)
		}
	}
	if f, l := g.Face(hex.Hex{}), g.Height(hex.Hex{}); f != (tile.Face{A: tile.Temple}) || l != 2 {
		t.Errorf("origin: %v at %d, want the Temple at 2 covering the plaza", f, l)
	}
	if f, l := g.Face(at(c, N)), g.Height(at(c, N)); f != (tile.Face{}) || l != 0 {
		t.Errorf("an empty cell: %v at %d", f, l)
	}
}

// Bad cells are refused with ErrGrid, naming the cell, and no grid.
func TestNewGridErrors(t *testing.T) {
	for _, tc := range []struct {
		cs   cells
		says string
	}{
		{cells{c: {Face: tile.Face{A: tile.House, B: tile.House}, Level: 1}}, "(0,-5): House|House r0 is not a face"},
		{cells{c: {Face: tile.Face{A: tile.Quarry, B: tile.House}, Level: 1}}, "is not a face"},
		{cells{c: {Face: tile.Face{A: tile.House, Rotation: 2}, Level: 1}}, "is not a face"},
		{cells{c: {}}, "is not a face"},
		{cells{c: whole(tile.House, 0)}, "level 0"},
		{cells{c: whole(tile.House, -3)}, "level -3"},
		{cells{{Q: 0, R: -1}: whole(tile.House, 1)}, "covers the starting tile"},
		{cells{{Q: grid.Half, R: 0}: whole(tile.House, 1)}, "outside the window"},
	} {
		g, err := athena.NewGrid(tc.cs)
		if !errors.Is(err, athena.ErrGrid) || g != nil || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("%v: %v, %v; want ErrGrid saying %q", tc.cs, g, err, tc.says)
		}
	}
}
