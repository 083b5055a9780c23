package anu

import (
	"errors"
	"math"
	"testing"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
)

// workedMoves are the notation's own worked conversions (tile, axial
// anchor, rotation).
var workedMoves = []struct {
	text string
	p    city.Placement
}{
	{"18S00E02R0", city.Placement{Tile: 18, Anchor: hex.Hex{Q: 2, R: -1}, Rotation: 0}},
	{"16N01W02R3", city.Placement{Tile: 16, Anchor: hex.Hex{Q: -2, R: 0}, Rotation: 3}},
	{"02S01E02R0", city.Placement{Tile: 2, Anchor: hex.Hex{Q: 2, R: 0}, Rotation: 0}},
	{"02S01E03R5", city.Placement{Tile: 2, Anchor: hex.Hex{Q: 3, R: -1}, Rotation: 5}},
	{"05N03E01R2", city.Placement{Tile: 5, Anchor: hex.Hex{Q: 1, R: -4}, Rotation: 2}},
	{"07S02W01R4", city.Placement{Tile: 7, Anchor: hex.Hex{Q: -1, R: 2}, Rotation: 4}},
}

func TestWorkedMoves(t *testing.T) {
	for _, tc := range workedMoves {
		p, err := ParseMove(tc.text)
		if err != nil || p != tc.p {
			t.Errorf("ParseMove(%q) = %v, %v; want %v", tc.text, p, err, tc.p)
		}
		text, err := FormatMove(tc.p)
		if err != nil || text != tc.text {
			t.Errorf("FormatMove(%v) = %q, %v; want %q", tc.p, text, err, tc.text)
		}
	}
}

// TestCoordinates checks the formulas on hand-worked cells around the
// origin: odd columns sit half a hex higher, so (x, y) = (1, 0) is the
// origin's NE neighbour and (-1, 0) its NW neighbour, while (1, -1) and
// (-1, -1) are its SE and SW neighbours.
func TestCoordinates(t *testing.T) {
	for _, tc := range []struct {
		x, y int
		h    hex.Hex
	}{
		{0, 0, hex.Hex{}},
		{0, 1, hex.Hex{Q: 0, R: -1}},   // N
		{0, -1, hex.Hex{Q: 0, R: 1}},   // S
		{1, 0, hex.Hex{Q: 1, R: -1}},   // NE
		{1, -1, hex.Hex{Q: 1, R: 0}},   // SE
		{-1, 0, hex.Hex{Q: -1, R: 0}},  // NW
		{-1, -1, hex.Hex{Q: -1, R: 1}}, // SW
		{-3, 2, hex.Hex{Q: -3, R: -1}}, // -2 - floor((-3+1)/2) = -2 + 1
		{4, -5, hex.Hex{Q: 4, R: 3}},   // 5 - 2
	} {
		if got := ToAxial(tc.x, tc.y); got != tc.h {
			t.Errorf("ToAxial(%d, %d) = %v, want %v", tc.x, tc.y, got, tc.h)
		}
		if x, y := FromAxial(tc.h); x != tc.x || y != tc.y {
			t.Errorf("FromAxial(%v) = %d, %d; want %d, %d", tc.h, x, y, tc.x, tc.y)
		}
	}
	for _, d := range hex.Directions() { // the neighbour formulas agree with hex's
		x, y := FromAxial(hex.Hex{}.Neighbor(d))
		if abs(x) > 1 || abs(y) > 1 {
			t.Errorf("%v neighbour at (%d, %d)", d, x, y)
		}
	}
}

func TestParseMoveErrors(t *testing.T) {
	for _, s := range []string{
		"", "18S00E02R", "18S00E02R00", "00S00E02R0", "62S00E02R0", "1xS00E02R0",
		"18N00E02R0", // zero is S00
		"18S00W00R0", // zero is E00
		"18X01E02R0", "18S01N02R0", "18S0aE02R0", "18S00E02R6", "18S00E02r0", "18s00e02R0",
	} {
		if p, err := ParseMove(s); !errors.Is(err, ErrSyntax) {
			t.Errorf("ParseMove(%q) = %v, %v; want ErrSyntax", s, p, err)
		}
	}
}

func TestFormatMoveErrors(t *testing.T) {
	for _, p := range []city.Placement{
		{Tile: tile.StartID},
		{Tile: 62},
		{Tile: 5, Rotation: 6},
		{Tile: 5, Anchor: hex.Hex{Q: 100}},
		{Tile: 5, Anchor: hex.Hex{R: -100}},
		{Tile: 5, Anchor: hex.Hex{Q: math.MinInt}},
		{Tile: 5, Anchor: hex.Hex{Q: math.MaxInt}},
		{Tile: 5, Anchor: hex.Hex{R: math.MinInt}},
		{Tile: 5, Anchor: hex.Hex{Q: 99, R: math.MaxInt}},
	} {
		if s, err := FormatMove(p); !errors.Is(err, ErrUnsupported) || s != "" {
			t.Errorf("FormatMove(%v) = %q, %v; want ErrUnsupported", p, s, err)
		}
	}
}

// FuzzMove: no input panics, and every move read is written back as read
// and reads back the same.
func FuzzMove(f *testing.F) {
	for _, tc := range workedMoves {
		f.Add(tc.text)
	}
	f.Add("18N00E02R0")
	f.Add("99S99W99R9")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseMove(s)
		if err != nil {
			if !errors.Is(err, ErrSyntax) {
				t.Fatalf("ParseMove(%q): %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		text, err := FormatMove(p)
		if err != nil || text != s {
			t.Fatalf("FormatMove(ParseMove(%q)) = %q, %v", s, text, err)
		}
		if x, y := FromAxial(p.Anchor); ToAxial(x, y) != p.Anchor {
			t.Fatalf("coordinates of %v do not round-trip", p.Anchor)
		}
	})
}
