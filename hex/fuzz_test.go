package hex_test

import (
	"errors"
	"math"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
)

// FuzzParse: Parse never panics, whatever it parses prints back (String and
// MarshalText) to text that parses to the same cell, and UnmarshalText
// agrees with Parse, leaving the cell unchanged on error.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"(0,0)", "(1,-2)", " ( 3 , -4 ) ", "(+1,2)", "(-0,0)", "(01,2)",
		"(9223372036854775807,-9223372036854775808)", "(9223372036854775808,0)",
		"", "(", ")", "()", "(,)", "(1,2", "((1,2))", "(1,2,3)", "(1;2)", "(1,2)x",
		"(\u00a01,2)", "(1_000,2)", "(0x10,2)",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		h, err := hex.Parse(s)
		old := hex.Hex{Q: 7, R: -7}
		u := old
		uerr := u.UnmarshalText([]byte(s))
		if (err == nil) != (uerr == nil) {
			t.Fatalf("Parse(%q) error %v, UnmarshalText error %v", s, err, uerr)
		}
		if err != nil {
			if !errors.Is(err, hex.ErrSyntax) {
				t.Fatalf("Parse(%q) error %v does not wrap ErrSyntax", s, err)
			}
			if u != old {
				t.Fatalf("UnmarshalText(%q) failed but changed the cell to %v", s, u)
			}
			return
		}
		if u != h {
			t.Fatalf("UnmarshalText(%q) = %v, Parse = %v", s, u, h)
		}
		text, err := h.MarshalText()
		if err != nil || string(text) != h.String() {
			t.Fatalf("MarshalText(%v) = %q, %v; String = %q", h, text, err, h.String())
		}
		back, err := hex.Parse(h.String())
		if err != nil || back != h {
			t.Fatalf("Parse(%q) = %v, %v; want %v (from %q)", h.String(), back, err, h, s)
		}
	})
}

// FuzzParseDirection: ParseDirection never panics and reads back exactly
// the six names String prints.
func FuzzParseDirection(f *testing.F) {
	for _, s := range []string{"N", "NE", "SE", "S", "SW", "NW", "n", "E", "W", "", "Direction(6)", "N "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := hex.ParseDirection(s)
		old := hex.SW
		u := old
		uerr := u.UnmarshalText([]byte(s))
		if (err == nil) != (uerr == nil) || (err == nil && u != d) || (err != nil && u != old) {
			t.Fatalf("ParseDirection(%q) = %v, %v; UnmarshalText gives %v, %v", s, d, err, u, uerr)
		}
		if err != nil {
			if !errors.Is(err, hex.ErrSyntax) {
				t.Fatalf("ParseDirection(%q) error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		if !d.Valid() || d.String() != s {
			t.Fatalf("ParseDirection(%q) = %v (valid %v)", s, d, d.Valid())
		}
	})
}

// TestParseExtremes: coordinates at the integer limits parse and print back;
// one past them is a syntax error; nothing wraps into the dense window.
func TestParseExtremes(t *testing.T) {
	for _, h := range []hex.Hex{
		{Q: math.MaxInt, R: math.MinInt}, {Q: math.MinInt, R: math.MaxInt},
		{Q: math.MinInt, R: math.MinInt}, {Q: math.MaxInt, R: math.MaxInt},
	} {
		got, err := hex.Parse(h.String())
		if err != nil || got != h {
			t.Errorf("Parse(%q) = %v, %v", h.String(), got, err)
		}
		if i, ok := h.Index(); ok {
			t.Errorf("%v.Index() = %d, inside the window", h, i)
		}
		for _, n := range h.Neighbors() { // wrap around the integer limits
			if i, ok := n.Index(); ok {
				t.Errorf("neighbour %v of %v has Index %d, inside the window", n, h, i)
			}
		}
	}
	over := "(" + strconv.FormatUint(math.MaxInt64+1, 10) + ",0)"
	if _, err := hex.Parse(over); !errors.Is(err, hex.ErrSyntax) {
		t.Errorf("Parse(%q) error %v, want ErrSyntax", over, err)
	}
}

// TestParseHugeInput: a 100 MB string is refused without being copied, not read.
func TestParseHugeInput(t *testing.T) {
	s := "(" + strings.Repeat("1", 100<<20) + ",2)"
	b := []byte(s)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err1 := hex.Parse(s)
	_, err2 := hex.ParseDirection(s)
	var h hex.Hex
	err3 := h.UnmarshalText(b)
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > 1<<20 {
		t.Errorf("refusing 100 MB allocated %d bytes: the text was copied", n)
	}
	for _, err := range []error{err1, err2, err3} {
		if !errors.Is(err, hex.ErrSyntax) {
			t.Errorf("error %.80v, want ErrSyntax", err)
		}
		if err != nil && len(err.Error()) > 200 {
			t.Errorf("error message of %d bytes echoes the input", len(err.Error()))
		}
	}
}
