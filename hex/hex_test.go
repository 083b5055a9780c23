package hex_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"pgregory.net/rapid"
)

func genHex(lim int) *rapid.Generator[hex.Hex] {
	return rapid.Custom(func(t *rapid.T) hex.Hex {
		return hex.Hex{Q: rapid.IntRange(-lim, lim).Draw(t, "q"), R: rapid.IntRange(-lim, lim).Draw(t, "r")}
	})
}

// Rotate turns any direction value (taken modulo 6) by any k, clockwise
// for k > 0: the table it reads agrees with arithmetic modulo 6.
func TestDirectionRotate(t *testing.T) {
	for d := range 256 {
		for k := -20; k <= 20; k++ {
			want := hex.Direction(((d%6+k)%6 + 6) % 6)
			if got := hex.Direction(d).Rotate(k); got != want {
				t.Fatalf("Direction(%d).Rotate(%d) = %d, want %d", d, k, got, want)
			}
		}
	}
	if hex.NW.Rotate(1) != hex.N || hex.N.Rotate(-1) != hex.NW || hex.SE.Opposite() != hex.NW {
		t.Error("Rotate does not turn clockwise")
	}
}

func TestDirectionsMatchRules(t *testing.T) {
	want := map[hex.Direction]hex.Hex{hex.N: {0, -1}, hex.NE: {1, -1}, hex.SE: {1, 0}, hex.S: {0, 1}, hex.SW: {-1, 1}, hex.NW: {-1, 0}}
	for d, v := range want {
		if d.Vector() != v {
			t.Errorf("%v = %v, want %v", d, d.Vector(), v)
		}
		var p hex.Direction
		if err := p.UnmarshalText([]byte(d.String())); err != nil || p != d {
			t.Errorf("UnmarshalText(%q) = %v, %v", d.String(), p, err)
		}
		// Clockwise: turning a direction by 60 degrees is the next one.
		if got := d.Vector().Rotate(hex.Hex{}, 1); got != d.Rotate(1).Vector() {
			t.Errorf("rotating %v gives %v, want %v", d, got, d.Rotate(1))
		}
	}
	if err := new(hex.Direction).UnmarshalText([]byte("W")); !errors.Is(err, rule.ErrSyntax) {
		t.Errorf("UnmarshalText(W) error = %v", err)
	}
}

func TestRotationProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b, c := genHex(1000).Draw(t, "a"), genHex(1000).Draw(t, "b"), genHex(1000).Draw(t, "c")
		k := rapid.IntRange(-20, 20).Draw(t, "k")
		if got := a.Rotate(c, 6); got != a {
			t.Fatalf("six rotations of %v = %v", a, got)
		}
		if got := a.Rotate(c, k).Rotate(c, -k); got != a {
			t.Fatalf("rotate %d then back = %v, want %v", k, got, a)
		}
		if distance(a.Rotate(c, k), b.Rotate(c, k)) != distance(a, b) {
			t.Fatalf("rotation changed a distance")
		}
		if distance(a.Rotate(c, k), c) != distance(a, c) {
			t.Fatalf("rotation moved a cell's distance to the centre")
		}
		if a.IsNeighbor(b) != a.Rotate(c, k).IsNeighbor(b.Rotate(c, k)) {
			t.Fatalf("rotation changed adjacency")
		}
	})
}

func TestNeighborsSymmetric(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := genHex(1<<20).Draw(t, "a")
		for d, n := range a.Neighbors() {
			if n.Neighbor(hex.Direction(d).Opposite()) != a {
				t.Fatalf("neighbour %v of %v does not lead back", n, a)
			}
			if !n.IsNeighbor(a) || distance(a, n) != 1 {
				t.Fatalf("%v and %v should be neighbours", a, n)
			}
		}
	})
}

func TestDistanceIsMetric(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b, c := genHex(1<<20).Draw(t, "a"), genHex(1<<20).Draw(t, "b"), genHex(1<<20).Draw(t, "c")
		if (distance(a, b) == 0) != (a == b) {
			t.Fatalf("d(a,b)=0 iff a=b fails for %v %v", a, b)
		}
		if distance(a, b) != distance(b, a) {
			t.Fatalf("not symmetric")
		}
		if distance(a, c) > distance(a, b)+distance(b, c) {
			t.Fatalf("triangle inequality fails")
		}
	})
}

func TestTextRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := hex.Hex{Q: rapid.Int().Draw(t, "q"), R: rapid.Int().Draw(t, "r")}
		text, err := a.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var b hex.Hex
		if err := b.UnmarshalText(text); err != nil || b != a {
			t.Fatalf("round trip of %v gave %v, %v", a, b, err)
		}
	})
}

func TestParseRejects(t *testing.T) {
	for _, s := range []string{"", "()", "(1)", "(1,2", "1,2)", "(a,2)", "(1,2,3)", "(99999999999999999999,1)"} {
		h := hex.Hex{Q: 7, R: 7}
		if err := h.UnmarshalText([]byte(s)); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("UnmarshalText(%q) error = %v, want ErrSyntax", s, err)
		}
		if h != (hex.Hex{Q: 7, R: 7}) {
			t.Errorf("UnmarshalText(%q) changed the value to %v", s, h)
		}
	}
}

// TestSpiral: a spiral yields each cell within its radius once, ring by
// ring from the centre, each ring clockwise from its North corner, every
// step within a ring to a neighbour.
func TestSpiral(t *testing.T) {
	c := hex.Hex{Q: 3, R: -2}
	for radius := -1; radius <= 5; radius++ {
		seen := map[hex.Hex]bool{}
		var prev hex.Hex
		ring := 0
		for h := range hex.Spiral(c, radius) {
			d := distance(h, c)
			switch {
			case seen[h]:
				t.Fatalf("spiral %d yields %v twice", radius, h)
			case d < ring || d > ring+1:
				t.Fatalf("spiral %d yields %v, at distance %d, in ring %d", radius, h, d, ring)
			case d == ring+1 && h != c.Add(hex.Hex{R: -d}):
				t.Fatalf("ring %d starts at %v, not its North corner", d, h)
			case d == ring && d > 0 && !prev.IsNeighbor(h):
				t.Fatalf("ring %d jumps from %v to %v", d, prev, h)
			case d == ring && d > 0 && ((h.Q-c.Q)*(prev.R-c.R)-(h.R-c.R)*(prev.Q-c.Q) > 0):
				t.Fatalf("ring %d turns anticlockwise from %v to %v", d, prev, h)
			}
			seen[h], prev, ring = true, h, d
		}
		if want := 1 + 3*radius*(radius+1); radius < 0 && len(seen) != 0 || radius >= 0 && len(seen) != want {
			t.Errorf("spiral %d has %d cells, want %d", radius, len(seen), want)
		}
	}
}

// distance is the number of steps between two cells.
func distance(a, b hex.Hex) int { return a.Add(hex.Hex{Q: -b.Q, R: -b.R}).Length() }

func ExampleHex_Rotate() {
	h := hex.Hex{}.Neighbor(hex.N)
	for k := range 3 {
		fmt.Println(k, h.Rotate(hex.Hex{}, k))
	}
	// Output:
	// 0 (0,-1)
	// 1 (1,-1)
	// 2 (1,0)
}

func ExampleSpiral() {
	for h := range hex.Spiral(hex.Hex{}, 1) {
		fmt.Print(h, " ")
	}
	fmt.Println()
	// Output: (0,0) (0,-1) (1,-1) (1,0) (0,1) (-1,1) (-1,0)
}

// Directions marshal to their names and read back; an invalid one is
// refused.
func TestDirectionText(t *testing.T) {
	for _, d := range hex.Directions() {
		b, err := d.MarshalText()
		var got hex.Direction
		if err != nil || string(b) != d.String() || got.UnmarshalText(b) != nil || got != d {
			t.Errorf("%v: MarshalText %q, %v; back %v", d, b, err, got)
		}
	}
	if _, err := hex.Direction(6).MarshalText(); !errors.Is(err, rule.ErrSyntax) {
		t.Errorf("Direction(6).MarshalText: %v, want ErrSyntax", err)
	}
}
