package akropolis_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// A position has one spelling: single spaces between its fields. Spaces,
// tabs and line ends around the line are not part of it; any other space
// is refused with its column, counted by hand below.
func TestParsePositionSpaces(t *testing.T) {
	const good = "2 hippodamos none - 1 0 0 1.2 37 12.04.33.07 ?11 -/- -"
	for _, s := range []string{good, "  " + good, good + "\n", good + "\r\n", "\t" + good + " \t", "\uFEFF" + good} {
		if _, err := akropolis.ParsePosition(s); err != nil {
			t.Errorf("%q: %v", s, err)
		}
	}
	for _, tc := range []struct{ text, want string }{
		{"2  hippodamos none - 1 0 0 1.2 37 12.04.33.07 ?11 -/- -", "column 3: a second space"},
		{"2\thippodamos none - 1 0 0 1.2 37 12.04.33.07 ?11 -/- -", `column 2: '\t'`},
		{"2 hippodamos\nnone - 1 0 0 1.2 37 12.04.33.07 ?11 -/- -", `column 13: '\n'`},
		{"2 hippodamos none - 1 0 0 1.2 37 12.04.33.07 ?11 -/-   -", "column 54: a second space"},
		{"2 hippodamos none -\u00a01 0 0 1.2 37 12.04.33.07 ?11 -/- -", `column 20: '\u00a0'`},
		{"  2 hippodamos none - 1 0 0 1.2 37 12.04.33.07 ?11 -/-\r\r-", `column 53: '\r'`},
	} {
		_, err := akropolis.ParsePosition(tc.text)
		if !errors.Is(err, rule.ErrSyntax) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want ErrSyntax at %q", tc.text, err, tc.want)
		}
	}
}

// Record and city text are files people edit, read line by line: spaces
// and tabs around a line, blank lines and comments are allowed, and in a
// tag's list of tiles or a move line any run of spaces and tabs separates.
// This pins that rule, as the package doc states it.
func TestRecordAndCityTextSpaces(t *testing.T) {
	tight := "[Game \"Akropolis\"]\n[Players \"2\"]\n[Seed \"1 2\"]\n\n1. 0:12@(0,-2)r0\n"
	loose := " [Game \"Akropolis\"]\t\n\n[Players \"2\"]\r\n[Seed \"1\t 2\"]\n\t1.\t 0:12@(0,-2)r0  ; a comment\n"
	a, err := akropolis.ParseRecord(tight)
	must(t, err)
	b, err := akropolis.ParseRecord(loose)
	must(t, err)
	if a.String() != b.String() {
		t.Errorf("the loose record reads as\n%v\nwant\n%v", b, a)
	}
	// A tag's own brackets and quotes have one spelling.
	for _, bad := range []string{"[Game  \"Akropolis\"]\n[Players \"2\"]", "[ Game \"Akropolis\"]\n[Players \"2\"]",
		"[Game \"Akropolis\" ]\n[Players \"2\"]"} {
		if _, err := akropolis.ParseRecord(bad); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("%q: got %v, want ErrSyntax", bad, err)
		}
	}
	ps, err := akropolis.ParseCity("\t07@(1,-2)r3  \r\n\n  12@(0,-3)r0\t; a comment\n")
	if err != nil || len(ps) != 2 {
		t.Errorf("city with spaces around its lines: %v, %v", ps, err)
	}
	// A cell may have spaces around its numbers, as package hex reads it;
	// a space anywhere else in a placement is refused.
	if ps, err := akropolis.ParseCity("07@( 1, -2 )r3\n"); err != nil || ps[0].String() != "07@(1,-2)r3" {
		t.Errorf("spaces around a cell's numbers: %v, %v", ps, err)
	}
	for _, bad := range []string{"07 @(1,-2)r3", "07@(1,-2) r3", "07@(1,-2)r 3"} {
		if _, err := akropolis.ParseCity(bad); !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("%q: got %v, want ErrSyntax", bad, err)
		}
	}
}

// Around a position's line only spaces, tabs and line ends are allowed, as
// the package doc says: any other space (a vertical tab, a form feed, a
// no-break space, a line separator) is refused, however a general trim
// would take it.
func TestPositionOuterSpaces(t *testing.T) {
	const good = "2 hippodamos none - 1 0 0 1.2 37 12.04.33.07 ?11 -/- -"
	for _, pad := range []string{"\v", "\f", "\u00a0", "\u2028", "\u0085"} {
		for _, s := range []string{pad + good, good + pad, " " + pad + good + "\n"} {
			var p akropolis.Position
			if err := p.UnmarshalText([]byte(s)); !errors.Is(err, rule.ErrSyntax) {
				t.Errorf("%q: got %v, want ErrSyntax", s, err)
			}
		}
	}
}
