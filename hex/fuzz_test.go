package hex_test

import (
	"errors"
	"math"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/grid"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

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
		if i, ok := grid.Of(h); ok {
			t.Errorf("grid.Of(%v) = %d, inside the window", h, i)
		}
		for _, n := range h.Neighbors() { // wrap around the integer limits
			if i, ok := grid.Of(n); ok {
				t.Errorf("neighbour %v of %v has Index %d, inside the window", n, h, i)
			}
		}
	}
	over := "(" + strconv.FormatUint(math.MaxInt64+1, 10) + ",0)"
	if _, err := hex.Parse(over); !errors.Is(err, rule.ErrSyntax) {
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
	var d hex.Direction
	err2 := d.UnmarshalText(b)
	var h hex.Hex
	err3 := h.UnmarshalText(b)
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > 1<<20 {
		t.Errorf("refusing 100 MB allocated %d bytes: the text was copied", n)
	}
	for _, err := range []error{err1, err2, err3} {
		if !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("error %.80v, want ErrSyntax", err)
		}
		if err != nil && len(err.Error()) > 200 {
			t.Errorf("error message of %d bytes echoes the input", len(err.Error()))
		}
	}
}
