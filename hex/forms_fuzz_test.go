package hex_test

import (
	"errors"
	"testing"

	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/strictjson/formtest"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// FuzzTextForms drives the text forms: a cell ('h') and a direction ('d').
func FuzzTextForms(f *testing.F) {
	formtest.Fuzz(f,
		formtest.Form{Key: 'h', Name: "cell", Check: checkCellText, Seeds: []string{
			"(0,0)", "(1,-2)", " ( 3 , -4 ) ", "(+1,2)", "(-0,0)", "(01,2)",
			"(9223372036854775807,-9223372036854775808)", "(9223372036854775808,0)",
			"", "(", ")", "()", "(,)", "(1,2", "((1,2))", "(1,2,3)", "(1;2)", "(1,2)x",
			"(\u00a01,2)", "(1_000,2)", "(0x10,2)",
		}},
		formtest.Form{Key: 'd', Name: "direction", Check: checkDirectionText, Seeds: []string{
			"N", "NE", "SE", "S", "SW", "NW", "n", "E", "W", "", "Direction(6)", "N ",
		}},
	)
}

// FuzzJSONForms drives the JSON form of a cell ('h').
func FuzzJSONForms(f *testing.F) {
	formtest.Fuzz(f,
		formtest.Form{Key: 'h', Name: "cell", Check: checkCellJSON, Seeds: []string{
			`{"q":0,"r":-1}`, `{"r":1,"q":1,"q":2}`,
		}},
	)
}

// checkCellText: Parse never panics, whatever it parses prints back (String
// and MarshalText) to text that parses to the same cell, and UnmarshalText
// agrees with Parse, leaving the cell unchanged on error.
func checkCellText(t *testing.T, b []byte) {
	s := string(b)
	h, err := hex.Parse(s)
	old := hex.Hex{Q: 7, R: -7}
	u := old
	uerr := u.UnmarshalText([]byte(s))
	if (err == nil) != (uerr == nil) {
		t.Fatalf("Parse(%q) error %v, UnmarshalText error %v", s, err, uerr)
	}
	if err != nil {
		if !errors.Is(err, rule.ErrSyntax) {
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
}

// checkDirectionText: Direction.UnmarshalText never panics, reads back
// exactly the six names String prints and leaves the direction unchanged
// on error.
func checkDirectionText(t *testing.T, b []byte) {
	s := string(b)
	old := hex.SW
	d := old
	if err := d.UnmarshalText([]byte(s)); err != nil {
		if !errors.Is(err, rule.ErrSyntax) || d != old {
			t.Fatalf("UnmarshalText(%q) error %v (not ErrSyntax?), direction %v", s, err, d)
		}
		return
	}
	if d > 5 || d.String() != s {
		t.Fatalf("UnmarshalText(%q) = %v (valid %v)", s, d, d < 6)
	}
}

// checkCellJSON: the JSON form of a cell round-trips and is strict.
func checkCellJSON(t *testing.T, b []byte) {
	formtest.JSON(t, b, hex.Hex{Q: 5, R: 5}, formtest.Codec[hex.Hex]{
		Decode:  (*hex.Hex).UnmarshalJSON,
		Encode:  hex.Hex.MarshalJSON,
		Same:    func(x, y hex.Hex) bool { return x == y },
		Refusal: func(err error) bool { return errors.Is(err, rule.ErrSyntax) },
	})
}
