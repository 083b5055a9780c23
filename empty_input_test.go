package akropolis_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/tile/rule"
)

// An empty record, position or city, in text or JSON, is an error of its
// own (empty-input, with ErrSyntax), never a valid document, and leaves the
// value read into unchanged.
func TestEmptyInputIsAnError(t *testing.T) {
	blank := []string{"", " ", "\r\n\t\n", "\uFEFF", "\uFEFF  \n"}
	type reader struct {
		name string
		docs []string
		read func(string) error
	}
	before := akropolis.Record{Options: akropolis.Options{Players: 3}}
	readers := []reader{
		{"ParseRecord", []string{"; a comment\n\n; another"}, func(s string) error { _, err := akropolis.ParseRecord(s); return err }},
		{"ReadRecord", []string{"; a comment\n", "{}", " { } "}, func(s string) error {
			_, err := akropolis.ReadRecord(strings.NewReader(s))
			return err
		}},
		{"Record.UnmarshalJSON", []string{"{}", "{\n}"}, func(s string) error {
			r := before
			err := r.UnmarshalJSON([]byte(s))
			if r.Options != before.Options {
				t.Errorf("Record.UnmarshalJSON(%q) changed the record", s)
			}
			return err
		}},
		{"Record.UnmarshalText", []string{"; nothing"}, func(s string) error {
			r := before
			err := r.UnmarshalText([]byte(s))
			if r.Options != before.Options {
				t.Errorf("Record.UnmarshalText(%q) changed the record", s)
			}
			return err
		}},
		{"ParsePosition", nil, func(s string) error { _, err := akropolis.ParsePosition(s); return err }},
		{"ReadPosition", []string{"{}"}, func(s string) error {
			_, err := akropolis.ReadPosition(strings.NewReader(s))
			return err
		}},
		{"Position.UnmarshalJSON", []string{"{}"}, func(s string) error {
			var p akropolis.Position
			return p.UnmarshalJSON([]byte(s))
		}},
		{"View.UnmarshalText", nil, func(s string) error {
			var v akropolis.View
			return v.UnmarshalText([]byte(s))
		}},
		{"View.UnmarshalJSON", []string{"{}"}, func(s string) error {
			var v akropolis.View
			return v.UnmarshalJSON([]byte(s))
		}},
		{"ParseCity", []string{"; a comment\n", "[]", "[\n]", `{"placements":[]}`}, func(s string) error {
			_, err := akropolis.ParseCity(s)
			return err
		}},
	}
	for _, r := range readers {
		for _, doc := range append(blank, r.docs...) {
			err := r.read(doc)
			var code rule.Code
			if !errors.Is(err, akropolis.ErrEmptyInput) || !errors.Is(err, akropolis.ErrSyntax) ||
				!errors.As(err, &code) || code != rule.EmptyInput {
				t.Errorf("%s(%q) = %v, want empty-input and ErrSyntax", r.name, doc, err)
			}
		}
	}
	// Not empty: one placement, a city at the start inside a view.
	if _, err := akropolis.ParseCity("; one tile\n07@(1,-2)r3\n"); err != nil {
		t.Errorf("a city of one placement: %v", err)
	}
	g := randomGame(t, akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}}, 0)
	var v akropolis.View
	if err := v.UnmarshalText([]byte(g.View().Position.String())); err != nil {
		t.Errorf("the view at the start, with empty cities: %v", err)
	}
}
