package city_test

import (
	"errors"
	"testing"

	"pgregory.net/rapid"

	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/tile"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// genPlacement draws a placement with a text form: tile 1..61, any anchor,
// rotation 0..5.
func genPlacement() *rapid.Generator[city.Placement] {
	return rapid.Custom(func(t *rapid.T) city.Placement {
		return city.Placement{
			Tile:     tile.ID(rapid.IntRange(1, int(tile.MaxID)).Draw(t, "tile")),
			Anchor:   hex.Hex{Q: rapid.Int().Draw(t, "q"), R: rapid.Int().Draw(t, "r")},
			Rotation: tile.Rotation(rapid.IntRange(0, 5).Draw(t, "rotation")),
		}
	})
}

func TestPlacementTextRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := genPlacement().Draw(t, "p")
		q, err := city.ParsePlacement(p.String())
		if err != nil || q != p {
			t.Fatalf("ParsePlacement(%q) = %v, %v", p.String(), q, err)
		}
		b, err := p.MarshalText()
		if err != nil || string(b) != p.String() {
			t.Fatalf("MarshalText = %q, %v", b, err)
		}
		var r city.Placement
		if err := r.UnmarshalText(b); err != nil || r != p {
			t.Fatalf("UnmarshalText(%q) = %v, %v", b, r, err)
		}
	})
}

func TestPlacementTextForm(t *testing.T) {
	p := city.Placement{Tile: 7, Anchor: hex.Hex{Q: 1, R: -2}, Rotation: 3}
	if got := p.String(); got != "07@(1,-2)r3" {
		t.Errorf("String = %q, want 07@(1,-2)r3", got)
	}
	for _, s := range []string{"7@(1,-2)r3", "07@( 1 , -2 )r3"} {
		if q, err := city.ParsePlacement(s); err != nil || q != p {
			t.Errorf("ParsePlacement(%q) = %v, %v; want %v", s, q, err, p)
		}
	}
}

func TestParsePlacementRejects(t *testing.T) {
	bad := []string{
		"", "@", "07", "07@", "07@(1,-2)", "07@(1,-2)r", "07@(1,-2)r6", "07@(1,-2)r9",
		"07@(1,-2)r-1", "07@(1,-2)r33", "07@(1,-2)R3", "07@(1,-2)r3 ", " 07@(1,-2)r3",
		"00@(1,-2)r3", "0@(1,-2)r3", "92@(1,-2)r3", "99@(1,-2)r3", "S@(1,-2)r3",
		"007@(1,-2)r3", "-7@(1,-2)r3", "x@(1,-2)r3", "07@1,-2r3", "07@(1;-2)r3",
		"07@(1,-2,1)r3", "07@(a,b)r3", "07@@(1,-2)r3", "07@(1,-2)@r3",
		"07@(99999999999999999999,0)r3", "07@(1,-2)r3r3", "07@r3",
		"07@(" + string(make([]byte, 100)) + ")r3", "\x00", "é@(1,2)r0",
	}
	for _, s := range bad {
		checkRejected(t, s)
	}
}

// checkRejected parses malformed text: ErrSyntax, and UnmarshalText leaves
// the value as it was.
func checkRejected(t testing.TB, s string) {
	t.Helper()
	if p, err := city.ParsePlacement(s); !errors.Is(err, rule.ErrSyntax) {
		t.Fatalf("ParsePlacement(%q) = %v, %v; want ErrSyntax", s, p, err)
	}
	keep := city.Placement{Tile: 5, Anchor: hex.Hex{Q: 3, R: 4}, Rotation: 1}
	p := keep
	if err := p.UnmarshalText([]byte(s)); !errors.Is(err, rule.ErrSyntax) || p != keep {
		t.Fatalf("UnmarshalText(%q) = %v, value %v", s, err, p)
	}
}

// TestParsePlacementNeverPanics feeds random text and mutations of valid
// text: every result is a placement whose text parses back to it, or
// ErrSyntax.
func TestParsePlacementNeverPanics(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var s string
		if rapid.Bool().Draw(t, "mutate") {
			b := []byte(genPlacement().Draw(t, "p").String())
			for range rapid.IntRange(1, 3).Draw(t, "edits") {
				i := rapid.IntRange(0, len(b)-1).Draw(t, "at")
				c := rapid.SampledFrom([]byte("0123456789@(),-r+ xS\x00")).Draw(t, "byte")
				switch rapid.IntRange(0, 2).Draw(t, "edit") {
				case 0:
					b[i] = c
				case 1:
					b = append(b[:i], b[i+1:]...)
				default:
					b = append(b[:i], append([]byte{c}, b[i:]...)...)
				}
				if len(b) == 0 {
					break
				}
			}
			s = string(b)
		} else {
			s = rapid.String().Draw(t, "text")
		}
		p, err := city.ParsePlacement(s)
		if err != nil {
			if !errors.Is(err, rule.ErrSyntax) {
				t.Fatalf("ParsePlacement(%q) error %v is not ErrSyntax", s, err)
			}
			return
		}
		if !p.Tile.InBase() && !p.Tile.IsOneHex() || p.Rotation > 5 {
			t.Fatalf("ParsePlacement(%q) = %v: tile or rotation out of range", s, p)
		}
		if q, err := city.ParsePlacement(p.String()); err != nil || q != p {
			t.Fatalf("ParsePlacement(%q) = %v, whose text %q reads back as %v, %v", s, p, p.String(), q, err)
		}
	})
}
