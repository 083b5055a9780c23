package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/google/go-cmp/cmp"
)

// -json prints each violation in the error form, one a line, with the
// exit status of the text output.
func TestJSONReports(t *testing.T) {
	for _, tc := range []struct {
		stdin, want string
		exit        int
	}{
		{"19@(2,-1)r0\n", "", exitValid},
		{"07@(5,5)r0\n19@(2,-1)r0\n09@(6,6)r0\n", `{"code":"not-adjacent",` + "\n" + `{"code":"not-adjacent",` + "\n", exitInvalid},
		{"", `{"code":"empty-input",` + "\n", exitUnreadable},
	} {
		var out, errs bytes.Buffer
		exit := run([]string{"-json"}, strings.NewReader(tc.stdin), &out, &errs)
		var got strings.Builder
		for line := range strings.Lines(out.String()) {
			got.WriteString(line[:min(len(line), strings.Index(line, ",")+1)] + "\n")
		}
		if exit != tc.exit || got.String() != tc.want {
			t.Errorf("-json of %q: exit %d, output\n%s(%s)\nwant exit %d and the codes\n%s", tc.stdin, exit, out.String(), errs.String(), tc.exit, tc.want)
		}
	}
}

// reportFields is what TestCheckDocument compares of a report.
type reportFields struct {
	Code rule.Code
	Step int
}

// stepOf is the step a report's JSON form names (0 for none).
func stepOf(t *testing.T, r akropolis.Report) int {
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var f struct{ Step int }
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	return f.Step
}

// checkDocument reports each violation of a record, a position and a city
// in the error form, none for a valid document, and an unreadable document
// as an error.
func TestCheckDocument(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	for range 4 {
		if err := g.Play(g.AppendLegalMoves(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	rec := g.Record()
	bad := rec
	bad.Moves = append([]akropolis.Move(nil), rec.Moves...)
	bad.Moves[2].Position = 9
	text := func(v interface{ MarshalText() ([]byte, error) }) string {
		b, err := v.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	for _, tc := range []struct {
		name, doc string
		want      []reportFields // codes and steps only
	}{
		{"valid record", text(rec), nil},
		{"illegal record", text(bad), []reportFields{{Code: site.ErrBadPosition, Step: 3}}},
		{"valid position", text(g.Position()), nil},
		{"position", "2 hippodamos none - 1 0 0 1.2 38 01.02.03.04 ?11 -/- -",
			[]reportFields{{Code: akropolis.ErrBadStones}}},
		{"valid city", "19@(2,-1)r0\n30@(-2,1)r0\n", nil},
		{"city", "07@(5,5)r0\n19@(2,-1)r0\n09@(6,6)r0\n",
			[]reportFields{{Code: city.ErrNotAdjacent, Step: 1}, {Code: city.ErrNotAdjacent, Step: 3}}},
	} {
		_, reports, err := checkDocument(strings.NewReader(tc.doc))
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		var got []reportFields
		for _, r := range reports {
			if r.Message == "" {
				t.Errorf("%s: report %+v without a message", tc.name, r)
			}
			got = append(got, reportFields{Code: r.Code, Step: stepOf(t, r)})
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: reports (-want +got):\n%s", tc.name, diff)
		}
	}
	for _, doc := range []string{"", "; nothing\n", "{", strings.Repeat(" ", 1<<20+2)} {
		if _, reports, err := checkDocument(strings.NewReader(doc)); err == nil || reports != nil {
			t.Errorf("checkDocument(%.20q) = %v, %v; want an error and no report", doc, reports, err)
		}
	}
}
