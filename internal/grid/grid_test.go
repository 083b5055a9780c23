package grid

import (
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"pgregory.net/rapid"
)

func TestIndex(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := hex.Hex{Q: rapid.IntRange(-Half-5, Half+5).Draw(t, "q"), R: rapid.IntRange(-Half-5, Half+5).Draw(t, "r")}
		i, ok := Of(h)
		inside := h.Q >= -Half && h.Q < Half && h.R >= -Half && h.R < Half
		if ok != inside {
			t.Fatalf("Index(%v) ok = %v, want %v", h, ok, inside)
		}
		if !ok {
			return
		}
		if i < 0 || int(i) >= Cells || i.Hex() != h {
			t.Fatalf("index %d of %v does not round-trip", i, h)
		}
		if h.Length() < Half-1 {
			for _, d := range hex.Directions() {
				j, _ := Of(h.Neighbor(d))
				if i.Step(d) != j {
					t.Fatalf("Step(%v) from %v = %d, want %d", d, h, i.Step(d), j)
				}
			}
		}
	})
}

// Index.Step takes an out-of-range direction modulo 6, as Vector does,
// instead of panicking.
func TestIndexStepModulo(t *testing.T) {
	i, _ := Of(hex.Hex{Q: 3, R: -2})
	for _, d := range []hex.Direction{6, 7, 11, 255} {
		if got, want := i.Step(d), i.Step(d%6); got != want || got.Hex() != (hex.Hex{Q: 3, R: -2}).Add(d.Vector()) {
			t.Errorf("Step(%d) = %v, want %v", d, got.Hex(), want.Hex())
		}
	}
}

// TestIndexAdjacent holds Index.Adjacent to the grid's own distance over
// every pair of cells around the origin, and off by one row and column.
func TestIndexAdjacent(t *testing.T) {
	var cells []hex.Hex
	for q := -4; q <= 4; q++ {
		for r := -4; r <= 4; r++ {
			cells = append(cells, hex.Hex{Q: q, R: r})
		}
	}
	for _, a := range cells {
		i, _ := Of(a)
		for _, b := range cells {
			j, _ := Of(b)
			if got, want := i.Adjacent(j), a.IsNeighbor(b); got != want {
				t.Fatalf("%v.Adjacent(%v) = %v, want %v", a, b, got, want)
			}
		}
	}
}

// TestIndexDirectionTo holds Index.DirectionTo to the grid's own
// neighbours over every pair of cells around the origin: the direction of
// each neighbour, and false for every other cell.
func TestIndexDirectionTo(t *testing.T) {
	for q := -4; q <= 4; q++ {
		for r := -4; r <= 4; r++ {
			a := hex.Hex{Q: q, R: r}
			i, _ := Of(a)
			for dq := -3; dq <= 3; dq++ {
				for dr := -3; dr <= 3; dr++ {
					b := hex.Hex{Q: q + dq, R: r + dr}
					j, _ := Of(b)
					want, neighbour := -1, false
					for _, d := range hex.Directions() {
						if a.Neighbor(d) == b {
							want, neighbour = int(d), true
						}
					}
					got, ok := i.DirectionTo(j)
					if ok != neighbour || ok && got != want {
						t.Fatalf("%v.DirectionTo(%v) = %d, %v, want %d, %v", a, b, got, ok, want, neighbour)
					}
				}
			}
		}
	}
}
