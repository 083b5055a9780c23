package akropolis_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/google/go-cmp/cmp"
)

// Input that encoding/json refuses before a decoder of the module sees it
// cannot be read: its report's code is syntax, not error.
func TestReportOfJSONSyntax(t *testing.T) {
	deep := strings.Repeat("[", 100_000) + strings.Repeat("]", 100_000)
	for name, doc := range map[string]string{
		"NaN":     `NaN`,
		"nesting": deep,
		"kind":    `"two"`,
	} {
		var o akropolis.Options
		err := json.Unmarshal([]byte(doc), &o)
		if err == nil {
			t.Fatalf("%s: read as %+v", name, o)
		}
		if got := akropolis.ReportOf(err).Code; got != rule.Code("syntax") {
			t.Errorf("%s: code %q for %v, want %q", name, got, err, rule.Code("syntax"))
		}
	}
}

// The report of no error is written as null; read where an error is
// expected, null is refused as everywhere in the module.
func TestReportOfNilJSON(t *testing.T) {
	b, err := json.Marshal(akropolis.ReportOf(nil))
	if err != nil || string(b) != "null" {
		t.Fatalf("json.Marshal(ReportOf(nil)) = %s, %v; want null", b, err)
	}
	keep := akropolis.Report{Code: city.ErrGap}
	r := keep
	if err := r.UnmarshalJSON(b); err == nil || !cmp.Equal(akropolis.FieldsOf(r), akropolis.FieldsOf(keep)) {
		t.Errorf("null reads as %+v, %v; want an error and no change", r, err)
	}
	// A report that holds anything still needs its code.
	if _, err := json.Marshal(akropolis.Report{Message: "m"}); err == nil {
		t.Error("a report without a code was written")
	}
}

// CheckDocument reports each violation of a record, a position and a city
// in the error form, none for a valid document, and an unreadable document
// as an error.
func TestCheckDocument(t *testing.T) {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	must(t, err)
	for range 4 {
		must(t, g.Play(g.AppendLegalMoves(nil)[0]))
	}
	rec := g.Record()
	bad := rec
	bad.Moves = append([]akropolis.Move(nil), rec.Moves...)
	bad.Moves[2].Position = 9
	text := func(v interface{ MarshalText() ([]byte, error) }) string {
		b, err := v.MarshalText()
		must(t, err)
		return string(b)
	}
	for _, tc := range []struct {
		name, doc string
		want      []akropolis.ReportFields // codes and steps only
	}{
		{"valid record", text(rec), nil},
		{"illegal record", text(bad), []akropolis.ReportFields{{Code: site.ErrBadPosition, Step: 3}}},
		{"valid position", text(g.Position()), nil},
		{"position", "2 hippodamos none - 1 0 0 1.2 38 01.02.03.04 ?11 -/- -",
			[]akropolis.ReportFields{{Code: akropolis.ErrBadStones}}},
		{"valid city", "19@(2,-1)r0\n30@(-2,1)r0\n", nil},
		{"city", "07@(5,5)r0\n19@(2,-1)r0\n09@(6,6)r0\n",
			[]akropolis.ReportFields{{Code: city.ErrNotAdjacent, Step: 1}, {Code: city.ErrNotAdjacent, Step: 3}}},
	} {
		_, reports, err := akropolis.CheckDocument(strings.NewReader(tc.doc))
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		var got []akropolis.ReportFields
		for _, r := range reports {
			if r.Message == "" {
				t.Errorf("%s: report %+v without a message", tc.name, r)
			}
			got = append(got, akropolis.ReportFields{Code: r.Code, Step: akropolis.FieldsOf(r).Step})
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: reports (-want +got):\n%s", tc.name, diff)
		}
	}
	for _, doc := range []string{"", "; nothing\n", "{", strings.Repeat(" ", akropolis.MaxRecordBytes+2)} {
		if _, reports, err := akropolis.CheckDocument(strings.NewReader(doc)); err == nil || reports != nil {
			t.Errorf("CheckDocument(%.20q) = %v, %v; want an error and no report", doc, reports, err)
		}
	}
}
