package main

import (
	"bytes"
	"strings"
	"testing"
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
