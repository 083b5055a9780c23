package anu

import (
	"errors"
	"testing"
)

// FuzzParse: no input panics; a refused input names its violations with
// the package's sentinels; an accepted one is written back as read, and
// imports and exports to the same string.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		exampleStart, exampleNext,
		"3HmbtG;107313404;P00043S02E01R4;P102;P203;",
		"4hMbTg;12724070543;P00031S02E01R4;P102;P203;P304;",
		"2hmbtg;110181620;P00018S00E02R0;P102;",
		"2hmbtg;0101620;P001;P10218S00E02R0;",
	} {
		f.Add(s)
	}
	sentinels := []error{ErrSyntax, ErrSettings, ErrPlayerCount, ErrBadSeat, ErrTileTwice, ErrNotInSet,
		ErrCity, ErrBadStones, ErrMoveCount, ErrBadLine}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := Parse(text)
		if err != nil {
			var se *StateError
			if !errors.As(err, &se) || len(se.Violations) == 0 {
				t.Fatalf("Parse(%q): %v is not a *StateError with violations", text, err)
			}
			for _, v := range se.Violations {
				if !isAny(v, sentinels) {
					t.Fatalf("Parse(%q): violation %v wraps no sentinel", text, v)
				}
			}
			return
		}
		if got := s.String(); got != text {
			t.Fatalf("Parse(%q).String() = %q", text, got)
		}
		p, err := s.Position() // the library's checks agree
		if err != nil {
			t.Fatalf("Position of an accepted state: %v", err)
		}
		back, err := FromPosition(p)
		if err != nil || back.String() != text {
			t.Fatalf("import then export of %q: %q, %v", text, back.String(), err)
		}
	})
}

func isAny(err error, targets []error) bool {
	for _, t := range targets {
		if errors.Is(err, t) {
			return true
		}
	}
	return false
}
