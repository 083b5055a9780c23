package akropolis_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis"
	"github.com/akropolis-rules/akropolis/city"
	"github.com/akropolis-rules/akropolis/hex"
	"github.com/akropolis-rules/akropolis/internal/strictjson/formtest"
	"github.com/akropolis-rules/akropolis/site"
	"github.com/akropolis-rules/akropolis/tile/rule"
	"github.com/google/go-cmp/cmp"
)

// errorCases are errors of each kind, built by hand, with what their
// reports must say: the code and where the error applies.
func errorCases(t *testing.T) []struct {
	name string
	err  error
	want akropolis.ReportFields
} {
	g, err := akropolis.New(akropolis.Options{Players: 2, Seed: [2]uint64{1, 2}})
	must(t, err)
	far := akropolis.Move{Placement: city.Placement{Tile: g.Site().At(0), Anchor: hex.Hex{Q: 5, R: 5}}}
	moveErr := g.Check(far)
	// A record whose second move, seat 1's at turn 2, takes position 9.
	rec := g.Record()
	first := g.AppendLegalMoves(nil)[0]
	beyond := akropolis.Move{Position: 9, Placement: city.Placement{Tile: 7, Anchor: hex.Hex{Q: 1, R: -2}, Rotation: 3}}
	rec.Moves = []akropolis.Move{first, beyond}
	_, replayErr := rec.Replay()
	_, cityErrs := city.Validate([]city.Placement{{Tile: 7, Anchor: hex.Hex{Q: 5, R: 5}}})
	_, lineErr := akropolis.ParseRecord("[Players \"2\"]\n1. zz\n")
	_, largeErr := akropolis.ParseCity(strings.Repeat(" ", akropolis.MaxRecordBytes+1))
	p, err := akropolis.ParsePosition("2 hippodamos none - 1 0 0 1.2 38 01.02.03.04 ?11 -/- -")
	must(t, err)
	zero, one := 0, 1
	at := func(q, r int) *hex.Hex { return &hex.Hex{Q: q, R: r} }
	placement := city.Placement{Tile: 7, Anchor: hex.Hex{Q: 5, R: 5}}
	return []struct {
		name string
		err  error
		want akropolis.ReportFields
	}{
		{"move", moveErr, akropolis.ReportFields{Code: city.ErrNotAdjacent, Turn: 1, Seat: &zero, Move: &far, Cell: at(5, 5)}},
		{"replay", replayErr, akropolis.ReportFields{Code: site.ErrBadPosition, Step: 2, Turn: 2, Seat: &one, Move: &beyond, Cell: at(1, -2)}},
		{"city step", cityErrs[0], akropolis.ReportFields{Code: city.ErrNotAdjacent, Step: 1, Placement: &placement, Cell: at(5, 5)}},
		{"record line", lineErr, akropolis.ReportFields{Code: rule.Code("syntax"), Line: 2}},
		{"too large", largeErr, akropolis.ReportFields{Code: rule.Code("too-large")}},
		{"position", p.Check(), akropolis.ReportFields{Code: akropolis.ErrBadStones, Errors: []akropolis.ReportFields{{Code: akropolis.ErrBadStones}}}},
		{"foreign", errors.New("disk on fire"), akropolis.ReportFields{Code: rule.Code("error")}},
	}
}

// TestReportOf checks each report's code and fields against the hand
// values, and that its message is the error's.
func TestReportOf(t *testing.T) {
	for _, tc := range errorCases(t) {
		if tc.err == nil {
			t.Fatalf("%s: no error", tc.name)
		}
		got := akropolis.ReportOf(tc.err)
		if got.Message != tc.err.Error() {
			t.Errorf("%s: message %q, want %q", tc.name, got.Message, tc.err.Error())
		}
		if diff := cmp.Diff(tc.want, akropolis.FieldsOf(got)); diff != "" {
			t.Errorf("%s (%v): report differs (-want +got):\n%s", tc.name, tc.err, diff)
		}
	}
	if r := akropolis.ReportOf(nil); !cmp.Equal(akropolis.FieldsOf(r), akropolis.ReportFields{}) || r.Message != "" {
		t.Errorf("akropolis.ReportOf(nil) = %+v", r)
	}
}

// TestReportGolden writes the reports to testdata/forms/errors.json
// and reads each back, strictly, as the report it was.
func TestReportGolden(t *testing.T) {
	var reports []akropolis.Report
	for _, tc := range errorCases(t) {
		reports = append(reports, akropolis.ReportOf(tc.err))
	}
	b, err := json.Marshal(reports)
	must(t, err)
	var out bytes.Buffer
	must(t, json.Indent(&out, b, "", "  "))
	out.WriteByte('\n')
	golden(t, "errors.json", out.Bytes())
	var raw []json.RawMessage
	must(t, json.Unmarshal(b, &raw))
	for i, m := range raw {
		var back akropolis.Report
		if err := back.UnmarshalJSON(m); err != nil || !sameReport(back, reports[i]) {
			t.Errorf("%s reads back as %+v, %v", m, back, err)
		}
	}
	keep := akropolis.Report{Code: city.ErrGap}
	for _, bad := range []string{`{"message":"x"}`, `{"code":"no-such-code","message":"x"}`, `{"code":"gap","message":"x","Step":1}`,
		`{"code":"gap","code":"gap","message":"x"}`, `{"code":"gap","message":"x","errors":[{"message":"y"}]}`} {
		r := keep
		if err := r.UnmarshalJSON([]byte(bad)); !errors.Is(err, rule.ErrSyntax) || !sameReport(r, keep) {
			t.Errorf("UnmarshalJSON(%s) = %v, left %+v: want ErrSyntax and no change", bad, err, r)
		}
	}
}

// errorReportForm holds the error report's decoder to the module's
// contract, seeded with the golden reports.
func errorReportForm(f *testing.F) formtest.Form {
	var seeds []string
	var reports []json.RawMessage
	if err := json.Unmarshal([]byte(goldenSeed(f, "errors.json", "")), &reports); err != nil {
		f.Fatal(err)
	}
	for _, r := range reports {
		seeds = append(seeds, string(r))
	}
	seeds = append(seeds, `{"code":"gap","message":"","seat":-1,"cell":{"q":99999,"r":0},"errors":[]}`)
	seeds = append(seeds, hostile("code")...)
	var before akropolis.Report
	if err := before.UnmarshalJSON([]byte(`{"code":"gap","message":"m","seat":2}`)); err != nil {
		f.Fatal(err)
	}
	return formtest.Form{Key: 'x', Name: "error report", Seeds: seeds, Check: func(t *testing.T, b []byte) {
		formtest.JSON(t, b, before, codec((*akropolis.Report).UnmarshalJSON, marshalJSON, sameReport))
	}}
}

// sameReport reports whether two reports say the same: code, message and
// where the error applies.
func sameReport(a, b akropolis.Report) bool {
	return a.Message == b.Message && cmp.Equal(akropolis.FieldsOf(a), akropolis.FieldsOf(b))
}
