package akropolis_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/internal/strictjson/formtest"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// formName names the form of ReadAny's value.
func formName(v any) string {
	switch v.(type) {
	case akropolis.Record:
		return "record"
	case akropolis.Position:
		return "position"
	case []city.Placement:
		return "city"
	case nil:
		return "none"
	}
	return "unexpected"
}

// TestReadAnyTellsForms reads documents of each form, text and JSON, and
// malformed ones, each told by its shape (the form expected written by
// hand), with whether it reads.
func TestReadAnyTellsForms(t *testing.T) {
	for _, tc := range []struct {
		in, form string
		ok       bool
	}{
		{"", "none", false},
		{"  \n; comment\n; another\n", "none", false},
		{"[Game \"Akropolis\"]\n", "record", false}, // a tag, but no Players
		{"; a game\n[Game \"Akropolis\"]\n[Players \"2\"]\n[Seed \"1 2\"]\n", "record", true},
		{" {\"options\":{\"players\":\"two\"}}", "record", false},
		{`{"options":{"players":2},"colour":"red"}`, "record", false},
		{"[\"07@(1,-2)r3\"]", "city", true},
		{"[ ]", "city", false},
		{"[\n  \"07@(1,-2)r3\"\n]", "city", true},
		{"; my city\n07@(1,-2)r3\n", "city", true},
		{"07@(1,-2)r3 ; the first tile\n", "city", true},
		{"07@(1,-2)r3\nthe second\n", "city", false},
		{`{"placements":[]}`, "city", false},
		{`{"options":{},"turn":1}`, "position", false},
		{`{"cities":[],"options":{}}`, "position", false},
		{`{"stacksLeft":0}`, "position", false},
		{`{"line":[]}`, "position", false},
		{`{"edge":[],"placements":[]}`, "city", false},
		{`{"setup":7}`, "record", false},
		{"2 hippodamos none - 1 0 0 1.2 37 12.04.33.07 ?11 -/- -\n", "position", true},
		{"2 hippodamos none - 1 0 0 1.2 x7 12.04.33.07 ?11 -/- -\n", "position", false},
		{"\uFEFF2 hippodamos none - 1 0 0 1.2 37 12.04.33.07 ?11 -/- -\n", "position", true},
		// An Athena position: 15 fields, then the cards (4 words a slot).
		{"2 hippodamos none - 1 0 0 1.2 37 12.04.33.07 ?11 -/- - none - Villa 62,63,64,65 - - / Agora 66,67,68,69 - - / Oasis 70,71,72,73 - - / Rampart 74,75,76,77 - -", "position", true},
		{"2 hippodamos none - 1 0 0 1.2 37 12.04.33.07 ?11 -/- - none", "position", false}, // 14 fields
		{"07@(1,-2)r3 ; a comment of many words, more than an Athena position's fields are\n", "city", true},
	} {
		v, err := akropolis.ReadAny(strings.NewReader(tc.in))
		if got := formName(v); got != tc.form || (err == nil) != tc.ok {
			t.Errorf("ReadAny(%q) = %s, %v; want %s, ok %v", tc.in, got, err, tc.form, tc.ok)
		}
		if err != nil && !errors.Is(err, rule.ErrSyntax) {
			t.Errorf("ReadAny(%q): %v does not wrap ErrSyntax", tc.in, err)
		}
	}
}

// TestReadAnyGolden reads every golden record, position, view and city
// and checks that it gives what the form's own reader gives.
func TestReadAnyGolden(t *testing.T) {
	for _, tc := range []struct{ file, form string }{
		{"record.txt", "record"}, {"record.json", "record"},
		{"position.txt", "position"}, {"position.json", "position"},
		{"view.txt", "position"}, {"view.json", "position"},
		{"city.txt", "city"}, {"city.json", "city"},
		{"record-athena.json", "record"}, {"../records/2p-athena-builder.txt", "record"},
		{"athena-position-phase.txt", "position"}, {"athena-position-mid.json", "position"},
	} {
		b, err := os.ReadFile(filepath.Join("testdata", "forms", tc.file))
		must(t, err)
		v, err := akropolis.ReadAny(strings.NewReader(string(b)))
		if err != nil || formName(v) != tc.form {
			t.Fatalf("%s: %s, %v; want a %s", tc.file, formName(v), err, tc.form)
		}
		var same bool
		switch v := v.(type) {
		case akropolis.Record:
			want, err := akropolis.ReadRecord(strings.NewReader(string(b)))
			same = err == nil && v.String() == want.String()
		case akropolis.Position:
			want, err := akropolis.ReadPosition(strings.NewReader(string(b)))
			same = err == nil && v.String() == want.String()
		case []city.Placement:
			want, err := akropolis.ParseCity(string(b))
			same = err == nil && akropolis.FormatCity(v) == akropolis.FormatCity(want)
		}
		if !same {
			t.Errorf("%s: ReadAny gives %v, not what its form's reader gives", tc.file, v)
		}
	}
	_, err := akropolis.ReadAny(strings.NewReader(strings.Repeat("#", akropolis.MaxRecordBytes+1)))
	if !errors.Is(err, akropolis.ErrTooLarge) {
		t.Errorf("oversized input: %v, want ErrTooLarge", err)
	}
}

// readAnyForm: ReadAny never panics, refuses with ErrSyntax (ErrTooLarge
// matches it too), and gives a value of the form it told with what that
// form's own reader gives for the same bytes.
func readAnyForm(f *testing.F) formtest.Form {
	seeds := formSeeds(f, "record.txt", "record.json", "position.txt", "position.json", "view.txt", "city.txt", "city.json",
		"athena-position-phase.txt", "athena-position-mid.json")
	seeds = append(seeds,
		"[ ]",
		"; x\n; y\n",
		`{"options":{},"turn":1,"moves":[]}`,
	)
	return formtest.Form{Key: 'a', Name: "any", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		v, err := akropolis.ReadAny(bytes.NewReader(b))
		if err != nil && !errors.Is(err, rule.ErrSyntax) {
			t.Fatalf("%q: %v does not wrap ErrSyntax", b, err)
		}
		var want any
		var werr error
		switch v.(type) {
		case akropolis.Record:
			want, werr = akropolis.ReadRecord(bytes.NewReader(b))
		case akropolis.Position:
			want, werr = akropolis.ReadPosition(bytes.NewReader(b))
		case []city.Placement:
			want, werr = akropolis.ParseCity(string(b))
		case nil:
			if err == nil {
				t.Fatalf("%q: no value and no error", b)
			}
			return
		default:
			t.Fatalf("%q: a %T", b, v)
		}
		if (err == nil) != (werr == nil) || !cmp.Equal(v, want, cmpopts.EquateEmpty()) {
			t.Fatalf("%q: ReadAny gives %v, %v; its form's reader %v, %v", b, v, err, want, werr)
		}
	}}
}
