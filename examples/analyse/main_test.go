package main

import (
	"bytes"
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/akropolis-rules/akropolis/examples/analysis"
	"github.com/akropolis-rules/akropolis/internal/strictjson"
	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestGolden analyses a record of ten moves with 30 playouts a search, as
// text and as JSON, and compares each with its golden file; the JSON reads
// back strictly into the report.
func TestGolden(t *testing.T) {
	for _, tc := range []struct{ args, golden string }{
		{"-playouts 30 testdata/partial.txt", "testdata/partial.golden"},
		{"-playouts 30 -json testdata/partial.txt", "testdata/partial-json.golden"},
	} {
		var out, errs bytes.Buffer
		if code := run(strings.Fields(tc.args), nil, &out, &errs); code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.args, code, errs.String())
		}
		if *update {
			if err := os.WriteFile(tc.golden, out.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(tc.golden)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(string(want), out.String()); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.args, diff)
		}
		if strings.Contains(tc.args, "-json") {
			var rep analysis.Report
			if err := strictjson.Decode(out.Bytes(), &rep); err != nil || len(rep.Moves) != 10 {
				t.Errorf("the JSON does not read back: %v (%d moves)", err, len(rep.Moves))
			}
		}
	}
}

// TestExitStatus: bad flags and unreadable input exit 2, a record with an
// illegal move 1; nothing is written to standard output then.
func TestExitStatus(t *testing.T) {
	for _, tc := range []struct {
		args  string
		stdin string
		want  int
	}{
		{"-playouts -1 testdata/partial.txt", "", 2},
		{"-seed x testdata/partial.txt", "", 2},
		{"a b", "", 2},
		{"testdata/no-such-file.txt", "", 2},
		{"", "not a record", 2},
		{"-playouts 5 testdata/bad-move.txt", "", 1},
	} {
		var out, errs bytes.Buffer
		code := run(strings.Fields(tc.args), strings.NewReader(tc.stdin), &out, &errs)
		if code != tc.want || out.Len() > 0 || errs.Len() == 0 {
			t.Errorf("%q: exit %d (want %d), stdout %q, stderr %q", tc.args, code, tc.want, out.String(), errs.String())
		}
	}
}
